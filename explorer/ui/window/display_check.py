"""Say clearly why Qt cannot open a window, before Qt aborts the process.

Without a display (and without ``QT_QPA_PLATFORM=offscreen``) Qt prints a
wall of text and calls abort(); the same happens when the X11 platform plugin
cannot load its xcb libraries. This module looks first, without importing Qt.
"""

from __future__ import annotations

import ctypes.util
import os
import sys
from typing import Mapping

from explorer.core.wording import translate

#: Libraries Qt's xcb platform plugin loads, with the Debian package that has each.
XCB_LIBRARIES = {
    "xcb-icccm": "libxcb-icccm4",
    "xcb-keysyms": "libxcb-keysyms1",
    "xcb-cursor": "libxcb-cursor0",
    "xkbcommon-x11": "libxkbcommon-x11-0",
    "xcb-image": "libxcb-image0",
    "xcb-render-util": "libxcb-render-util0",
    "xcb-shape": "libxcb-shape0",
    "xcb-randr": "libxcb-randr0",
    "xcb-xkb": "libxcb-xkb1",
    "EGL": "libegl1",
    "fontconfig": "libfontconfig1",
}


def display_problem(env: Mapping[str, str] | None = None, platform: str | None = None,
                    find_library=ctypes.util.find_library) -> str | None:
    """A one-paragraph message when no window can be opened here, else None."""
    env = os.environ if env is None else env
    platform = sys.platform if platform is None else platform
    if not platform.startswith("linux"):
        return None
    qpa = env.get("QT_QPA_PLATFORM", "")
    if qpa and not qpa.startswith("xcb"):
        return None  # offscreen, wayland, vnc ...: Qt reports its own errors for those
    if not qpa and env.get("WAYLAND_DISPLAY"):
        return None
    if not env.get("DISPLAY"):
        return translate("DisplayCheck", "no display to open a window on: DISPLAY is not set. Run it inside a "
                                         "desktop session, or set QT_QPA_PLATFORM=offscreen (with --screenshot PNG) "
                                         "to render without one.")
    missing = sorted(pkg for lib, pkg in XCB_LIBRARIES.items() if not find_library(lib))
    if missing:
        return translate("DisplayCheck", "Qt's X11 platform plugin needs libraries this system lacks. Install them "
                                         "with: sudo apt-get install {packages}  (or set QT_QPA_PLATFORM=offscreen)."
                         ).format(packages=" ".join(missing))
    return None
