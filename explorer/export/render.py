"""Turn a figure into a QImage, a PNG, an SVG or a PDF.

A *figure* is anything with ``width`` and ``height`` (logical pixels, 1/96 in)
and ``paint(painter)``. Every figure is rendered to memory first and checked to be a whole file
(QSvgGenerator and QPdfWriter report no failure: a full disk used to leave a
truncated SVG or a PDF without ``%%EOF``); only then does
:func:`explorer.core.io.atomic.atomic_write_bytes` put it beside the target and
rename it over, so a failure leaves the old file and no half file.

Not pyqtgraph's exporters: its SVGExporter crashes on PySide6 6.12
(pyqtgraph #3495). QSvgGenerator and QPdfWriter write real text and vector
rectangles from the same painting code.
"""

from __future__ import annotations

import os
import re
from contextlib import contextmanager
from pathlib import Path
from typing import Iterator, Protocol

import numpy as np
from PySide6.QtCore import QMarginsF, QRect, QRectF, QSize, QSizeF
from PySide6.QtGui import QColor, QGuiApplication, QImage, QPageLayout, QPageSize, QPainter, QPdfWriter

from explorer.core.io.atomic import atomic_write_bytes
from explorer.core.wording import translate
from explorer.export.options import LOGICAL_DPI
from explorer.export.png_encode import encode_png
from explorer.export.view import ExportError

#: Largest PNG side in pixels: past this QImage allocation becomes fragile.
MAX_PIXELS = 20000
#: Rows of an image made white in one call (a few MB: each call holds the GIL).
FILL_ROWS = 256
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
def painting(device) -> Iterator[QPainter]:
    """A painter on ``device`` that is always ended, even when painting fails:
    a painter left active on a QSvgGenerator or QPdfWriter that is then
    destroyed crashes the process."""
    p = QPainter()
    if not p.begin(device):
        raise OSError(translate("Render", "cannot start painting (the file could not be opened)"))
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
        raise ExportError(translate("Render", "the image would be {width} × {height} pixels; choose a smaller "
                                              "scale or SVG/PDF").format(width=w, height=h))
    # Opaque RGB: a slide figure has its own background, and the file is smaller.
    image = QImage(w, h, QImage.Format.Format_RGB32)
    dots_per_metre = round(dpi / 0.0254)
    image.setDotsPerMeterX(dots_per_metre)
    image.setDotsPerMeterY(dots_per_metre)
    with painting(image) as p:
        # White a band of rows at a time: Qt holds the GIL in each call, and one
        # fill of a 4× figure of 4096 tokens (200 MB) froze the window for 0.1 s
        # while the Export dialog wrote it in the background.
        white = QColor(255, 255, 255)
        for top in range(0, h, FILL_ROWS):
            p.fillRect(QRect(0, top, w, min(FILL_ROWS, h - top)), white)
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
    with painting(image) as p:
        p.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
        p.scale(factor, factor)
        figure.paint(p)
    return image


class IncompleteOutput(OSError):
    """A writer produced bytes that are not a whole file (QSvgGenerator and
    QPdfWriter report no failure of their own, so their output is checked)."""


def qbuffer():
    from PySide6.QtCore import QBuffer, QIODevice

    # The buffer owns its bytes: a QByteArray passed in would be freed by
    # Python while Qt still writes into it.
    buffer = QBuffer()
    if not buffer.open(QIODevice.OpenModeFlag.WriteOnly):
        raise OSError(translate("Render", "cannot open a buffer in memory"))
    return buffer


def image_pixels(image: QImage) -> np.ndarray:
    """An RGB32 image's pixels as a height × width uint32 view (0xffRRGGBB).

    A view of the image's memory, valid only while ``image`` lives (the view
    does not keep it alive): keep a reference for as long as it is read."""
    if image.format() != QImage.Format.Format_RGB32:
        raise ValueError(f"expected an RGB32 image, not {image.format()}")
    words = np.frombuffer(image.constBits(), dtype=np.uint32, count=image.height() * image.bytesPerLine() // 4)
    return words.reshape(image.height(), image.bytesPerLine() // 4)[:, :image.width()]


def png_bytes(figure: Figure, scale: int = 2, dpi: int = 300) -> bytes:
    """The figure as PNG file bytes, checked complete (explorer/export/png_encode.py:
    several times faster than Qt's writer on a long sequence's figure, same pixels)."""
    image = render_image(figure, scale, dpi)
    try:
        data = encode_png(image_pixels(image), (image.dotsPerMeterX(), image.dotsPerMeterY()))
    except MemoryError:
        raise
    except Exception as err:  # noqa: BLE001 - said as the incomplete file it is
        raise IncompleteOutput(translate("Render", "could not make the PNG data ({reason})").format(
            reason=err)) from None
    if not data.startswith(b"\x89PNG\r\n\x1a\n") or not data.endswith(b"IEND\xaeB`\x82"):
        raise IncompleteOutput(translate("Render", "could not make the PNG data (it is not complete)"))
    return data


#: Bytes XML 1.0 forbids (control characters other than tab, LF, CR) and the
#: two noncharacters U+FFFE, U+FFFF, which QSvgGenerator writes as they are.
_XML_FORBIDDEN = re.compile(rb"[\x00-\x08\x0b\x0c\x0e-\x1f]|\xef\xbf[\xbe\xbf]")


def xml_safe_bytes(data: bytes) -> bytes:
    """UTF-8 ``data`` with each character XML cannot hold replaced visibly: a
    control character by its Control Pictures sign (U+0001 → ␁), U+FFFE/U+FFFF
    by U+FFFD (Qt already writes a lone surrogate as U+FFFD). In UTF-8 a byte
    below 0x20 is always that character, so this never cuts a sequence."""

    def picture(found: re.Match[bytes]) -> bytes:
        raw = found.group()
        if len(raw) == 1:
            return chr(0x2400 + raw[0]).encode("utf-8")
        return "\ufffd".encode("utf-8")

    return _XML_FORBIDDEN.sub(picture, data)


def check_svg(data: bytes) -> None:
    """IncompleteOutput unless ``data`` is one well-formed XML document with an ``<svg>`` root."""
    import xml.etree.ElementTree as ET

    try:
        root = ET.fromstring(data)
    except ET.ParseError as err:
        raise IncompleteOutput(translate("Render", "the SVG data is not complete XML ({reason})").format(
            reason=err)) from None
    if not root.tag.endswith("svg"):
        raise IncompleteOutput(translate("Render", "the SVG data has a <{tag}> root, not <svg>").format(
            tag=root.tag))


def check_pdf(data: bytes) -> None:
    """IncompleteOutput unless ``data`` starts like a PDF and ends with ``%%EOF``."""
    if not data.startswith(b"%PDF-") or not data.rstrip().endswith(b"%%EOF"):
        raise IncompleteOutput(translate("Render", "the PDF data is not complete (no %%EOF at its end)"))


def write_png(figure: Figure, path: str | Path, scale: int = 2, dpi: int = 300) -> None:
    atomic_write_bytes(path, png_bytes(figure, scale, dpi))


def svg_bytes(figure: Figure, width_mm: float | None = None, title: str = "") -> bytes:
    """An SVG whose ``width``/``height`` are the physical size in mm and whose
    viewBox is the logical layout; text stays ``<text>``. Checked to be whole XML."""
    from PySide6.QtSvg import QSvgGenerator  # only SVG export needs the module

    ensure_gui()
    w_mm, _ = physical_size_mm(figure, width_mm)
    # QSvgGenerator writes width = size / resolution: keep 96 dpi and size the
    # device so that the stated width comes out; the viewBox maps the layout.
    device_scale = (w_mm / 25.4 * LOGICAL_DPI) / figure.width
    buffer = qbuffer()
    gen = QSvgGenerator()
    gen.setOutputDevice(buffer)
    gen.setResolution(LOGICAL_DPI)
    gen.setSize(QSize(round(figure.width * device_scale), round(figure.height * device_scale)))
    gen.setViewBox(QRectF(0, 0, figure.width, figure.height))
    gen.setTitle(title)
    gen.setDescription(translate("Render", "Made with {application}").format(application=_CREATOR))
    with painting(gen) as p:
        figure.paint(p)
    buffer.close()
    data = xml_safe_bytes(bytes(buffer.data().data()))
    check_svg(data)
    return data


def write_svg(figure: Figure, path: str | Path, width_mm: float | None = None, title: str = "") -> None:
    """Write :func:`svg_bytes` to ``path`` atomically (the old file stays on any failure)."""
    atomic_write_bytes(path, svg_bytes(figure, width_mm, title))


#: PDF device resolution: fine enough that positions are exact to 1/1200 in.
PDF_RESOLUTION = 1200


def pdf_bytes(figure: Figure, width_mm: float | None = None, title: str = "") -> bytes:
    """A one-page PDF exactly the figure's physical size, no margins; the
    logical layout is scaled onto the page, text stays text. Checked complete."""
    ensure_gui()
    w_mm, h_mm = physical_size_mm(figure, width_mm)
    buffer = qbuffer()
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_RESOLUTION)
    writer.setCreator(_CREATOR)
    writer.setTitle(title)
    size = QPageSize(QSizeF(w_mm, h_mm), QPageSize.Unit.Millimeter, "", QPageSize.SizeMatchPolicy.ExactMatch)
    layout = QPageLayout(size, QPageLayout.Orientation.Portrait, QMarginsF(0, 0, 0, 0))
    if not writer.setPageLayout(layout):
        raise OSError(translate("Render", "the PDF page size was refused"))
    with painting(writer) as p:
        k = (w_mm / 25.4 * PDF_RESOLUTION) / figure.width
        p.scale(k, k)
        figure.paint(p)
    del writer  # the writer finishes the document when it ends; drop it before reading
    buffer.close()
    data = bytes(buffer.data().data())
    check_pdf(data)
    return data


def write_pdf(figure: Figure, path: str | Path, width_mm: float | None = None, title: str = "") -> None:
    """Write :func:`pdf_bytes` to ``path`` atomically (the old file stays on any failure)."""
    atomic_write_bytes(path, pdf_bytes(figure, width_mm, title))
