"""Turn a figure into a QImage, a PNG, an SVG or a PDF.

A *figure* is anything with ``width`` and ``height`` (logical pixels, 1/96 in)
and ``paint(painter)``. Every write goes through
:func:`explorer.core.atomic.atomic_write`: a temporary file beside the target,
renamed only when complete, so a failure leaves no half file.

Not pyqtgraph's exporters: its SVGExporter crashes on PySide6 6.12
(pyqtgraph #3495). QSvgGenerator and QPdfWriter write real text and vector
rectangles from the same painting code.
"""

from __future__ import annotations

import os
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Protocol

from PySide6.QtCore import QMarginsF, QRectF, QSize, QSizeF
from PySide6.QtGui import QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from explorer.core.atomic import atomic_write
from explorer.export.options import LOGICAL_DPI
from explorer.export.view import ExportError

#: Largest PNG side in pixels: past this QImage allocation becomes fragile.
MAX_PIXELS = 20000
_CREATOR = "Attention Explorer"


class Figure(Protocol):
    width: float
    height: float

    def paint(self, painter: QPainter) -> None: ...


def ensure_gui() -> QGuiApplication:
    """The running Qt application, or a new QGuiApplication (fonts need one).

    With no display it uses Qt's offscreen platform, so figures render on a
    server or in CI; an application that is already running is reused as is.
    """
    app = QGuiApplication.instance()
    if app is not None:
        return app  # type: ignore[return-value]
    if not os.environ.get("QT_QPA_PLATFORM") and not (os.environ.get("DISPLAY") or os.environ.get("WAYLAND_DISPLAY")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    global _APP  # the one global Qt object a process may hold
    _APP = QGuiApplication(["attention-explorer"])
    return _APP


_APP: QGuiApplication | None = None


def pixel_size(figure: Figure, scale: int) -> tuple[int, int]:
    """The PNG size in pixels at ``scale`` (1–4)."""
    return round(figure.width * scale), round(figure.height * scale)


def physical_size_mm(figure: Figure, width_mm: float | None = None) -> tuple[float, float]:
    """The SVG/PDF size in millimetres: natural (96 logical px per inch) or
    ``width_mm`` wide with the figure's aspect ratio."""
    natural_w = figure.width / LOGICAL_DPI * 25.4
    natural_h = figure.height / LOGICAL_DPI * 25.4
    if width_mm is None:
        return natural_w, natural_h
    return width_mm, natural_h * width_mm / natural_w


@contextmanager
def _painting(device) -> Iterator[QPainter]:
    """A painter on ``device`` that is always ended, even when painting fails:
    a painter left active on a QSvgGenerator or QPdfWriter that is then
    destroyed crashes the process."""
    p = QPainter()
    if not p.begin(device):
        raise OSError("cannot start painting (the file could not be opened)")
    try:
        p.setRenderHint(QPainter.RenderHint.Antialiasing, True)
        p.setRenderHint(QPainter.RenderHint.TextAntialiasing, True)
        # Never smooth pixels when anything is scaled: cells stay sharp.
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, False)
        yield p
    finally:
        if p.isActive():
            p.end()


def render_image(figure: Figure, scale: int = 2, dpi: int = 300) -> QImage:
    """The figure as an opaque ARGB32 image, ``scale`` × its logical size, tagged ``dpi``."""
    ensure_gui()
    w, h = pixel_size(figure, scale)
    if max(w, h) > MAX_PIXELS:
        raise ExportError(f"the image would be {w} × {h} pixels; choose a smaller scale or SVG/PDF")
    # Opaque RGB: a slide figure has its own background, and the file is smaller.
    image = QImage(w, h, QImage.Format.Format_RGB32)
    image.fill(0xFFFFFFFF)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    with _painting(image) as p:
        p.scale(scale, scale)
        figure.paint(p)
    return image


def render_preview(figure: Figure, max_width: int, max_height: int) -> QImage:
    """The figure shrunk to fit ``max_width`` × ``max_height`` pixels (never enlarged):
    a dialog's preview costs a preview's pixels, not the full figure's."""
    ensure_gui()
    w, h = pixel_size(figure, 1)
    factor = min(1.0, max_width / max(w, 1), max_height / max(h, 1))
    image = QImage(max(1, round(w * factor)), max(1, round(h * factor)), QImage.Format.Format_RGB32)
    image.fill(0xFFFFFFFF)
    with _painting(image) as p:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(factor, factor)
        figure.paint(p)
    return image


def write_png(figure: Figure, path: str | Path, scale: int = 2, dpi: int = 300) -> None:
    image = render_image(figure, scale, dpi)

    def write(tmp: Path) -> None:
        if not image.save(str(tmp), "PNG"):
            raise OSError(f"could not write PNG data to {tmp}")

    atomic_write(path, write)


def write_svg(figure: Figure, path: str | Path, width_mm: float | None = None, title: str = "") -> None:
    """An SVG whose ``width``/``height`` are the physical size in mm and whose
    viewBox is the logical layout; text stays ``<text>``."""
    from PySide6.QtSvg import QSvgGenerator  # only SVG export needs the module

    ensure_gui()
    w_mm, _ = physical_size_mm(figure, width_mm)
    # QSvgGenerator writes width = size / resolution: keep 96 dpi and size the
    # device so that the stated width comes out; the viewBox maps the layout.
    device_scale = (w_mm / 25.4 * LOGICAL_DPI) / figure.width

    def write(tmp: Path) -> None:
        gen = QSvgGenerator()
        gen.setFileName(str(tmp))
        gen.setResolution(LOGICAL_DPI)
        gen.setSize(QSize(round(figure.width * device_scale), round(figure.height * device_scale)))
        gen.setViewBox(QRectF(0, 0, figure.width, figure.height))
        gen.setTitle(title)
        gen.setDescription(f"Made with {_CREATOR}")
        with _painting(gen) as p:
            figure.paint(p)
        if tmp.stat().st_size == 0:
            raise OSError("no SVG data was written")

    atomic_write(path, write)


#: PDF device resolution: fine enough that positions are exact to 1/1200 in.
PDF_RESOLUTION = 1200


def write_pdf(figure: Figure, path: str | Path, width_mm: float | None = None, title: str = "") -> None:
    """A one-page PDF exactly the figure's physical size, no margins; the
    logical layout is scaled onto the page, text stays text."""
    ensure_gui()
    w_mm, h_mm = physical_size_mm(figure, width_mm)

    def write(tmp: Path) -> None:
        writer = QPdfWriter(str(tmp))
        writer.setResolution(PDF_RESOLUTION)
        writer.setCreator(_CREATOR)
        writer.setTitle(title)
        size = QPageSize(QSizeF(w_mm, h_mm), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch)
        layout = QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
        if not writer.setPageLayout(layout):
            raise OSError("the PDF page size was refused")
        with _painting(writer) as p:
            k = (w_mm / 25.4 * PDF_RESOLUTION) / figure.width
            p.scale(k, k)
            figure.paint(p)
        if tmp.stat().st_size == 0:
            raise OSError("no PDF data was written")

    atomic_write(path, write)
