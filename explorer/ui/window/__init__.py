"""The main window: menus and actions, files, settings, themes and what every panel shares."""
