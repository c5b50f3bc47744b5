"""Render the application icon's PNG sizes from its SVG source.

Run after editing ``resources/icons/attention-explorer.svg``::

    python packaging/render_icons.py

The PNGs are committed, so neither the app nor a bundle needs the Qt SVG
module at run time; Linux desktops and PyInstaller take them as they are.
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

ICONS = Path(__file__).resolve().parents[1] / "resources" / "icons"
SOURCE = ICONS / "attention-explorer.svg"
SIZES = (16, 32, 48, 64, 128, 256, 512)


def png_path(size: int) -> Path:
    return ICONS / f"attention-explorer-{size}.png"


def render(size: int):
    """The icon as a ``size`` × ``size`` ARGB QImage with a transparent background."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(SOURCE))
    if not renderer.isValid():
        raise RuntimeError(f"{SOURCE}: not a valid SVG")
    image = QImage(size, size, QImage.Format.Format_ARGB32_Premultiplied)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
    renderer.render(painter)
    painter.end()
    return image


def main() -> int:
    # QSvgRenderer needs a QGuiApplication; offscreen needs no display.
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtGui import QGuiApplication

    app = QGuiApplication.instance() or QGuiApplication(sys.argv[:1])  # noqa: F841 - must stay alive
    for size in SIZES:
        out = png_path(size)
        if not render(size).save(str(out), "PNG"):
            print(f"render_icons: cannot write {out}", file=sys.stderr)
            return 1
        print(out.relative_to(ICONS.parents[1]))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
