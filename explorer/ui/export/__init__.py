"""File → Export figure…, the lecture deck and the clipboard, from the window."""
