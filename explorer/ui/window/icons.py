"""The application icon, loaded from the shipped resources.

The PNGs are read as bytes through :func:`explorer.core.io.resources.resource`
(importlib.resources), not opened by path, so the icon is found from a source
checkout, an installed wheel, a zip import and a PyInstaller bundle alike.
"""

from __future__ import annotations

from PySide6.QtGui import QIcon, QPixmap

from explorer.core.io.resources import resource

#: Base name of the icon files in ``resources/icons`` (``<name>-<size>.png``, ``<name>.svg``).
ICON_NAME = "attention-explorer"
#: The PNG sizes shipped (rendered from the SVG by ``packaging/render_icons.py``).
ICON_SIZES = (16, 32, 48, 64, 128, 256, 512)


def app_icon() -> QIcon:
    """The application icon with every shipped size (for the window, task bar and About box).

    Needs a QGuiApplication. A missing size is skipped rather than fatal: an
    icon is never worth refusing to start over.
    """
    icon = QIcon()
    for size in ICON_SIZES:
        node = resource("icons", f"{ICON_NAME}-{size}.png")
        if not node.is_file():
            continue
        pixmap = QPixmap()
        if pixmap.loadFromData(node.read_bytes(), "PNG"):
            icon.addPixmap(pixmap)
    return icon
