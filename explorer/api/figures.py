"""The Qt application the Python API paints figures with, and later shows windows in.

A figure needs a Qt application for its fonts; the command line makes a
QGuiApplication (``render.ensure_gui``), but in a notebook that would forbid
every window after it (a process has one application, and a QGuiApplication
cannot show widgets). So the API makes a QApplication, on Qt's offscreen
platform when there is no display, as the figures' own rule does.
"""

from __future__ import annotations

import os
import sys
from typing import Any

#: The application, held: Python must keep it while windows and figures use it.
_APP: Any = None


def no_display() -> bool:
    """No display to open a window on and no platform chosen (Linux): figures go offscreen."""
    return (sys.platform.startswith("linux") and not os.environ.get("QT_QPA_PLATFORM")
            and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")))


def figure_application() -> Any:
    """The running Qt application, or a new QApplication (offscreen when there is no display)."""
    global _APP  # the one Qt object this process holds
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance()
    if app is None:
        if no_display():
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        app = QApplication(["attention-explorer"])
    _APP = app
    return app
