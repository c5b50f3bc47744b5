"""The main window as the tests open it."""

from __future__ import annotations


def open_window(qtbot, preset: str = "01-thinking-machines"):
    """The main window on ``preset``, shown offscreen, closed (without asking) at the test's end."""
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.main_window import MainWindow, Unsaved

    win = MainWindow(load_preset(preset))
    # Closing at teardown must not wait on a modal "unsaved changes" question.
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win
