"""Small QPainter helpers shared by the figures: fonts, text, hatching, arrows.

Everything is drawn with plain QPainter calls (rectangles, lines, text) so the
same code paints a PNG, an SVG (real ``<text>`` and ``<rect>``) and a PDF.
Sizes are logical pixels (1/96 in); fonts are sized in pixels, so they scale
with the painter's transform on every device.
"""

from __future__ import annotations

import math
import threading
from functools import lru_cache

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (QColor, QFont, QFontDatabase, QFontMetricsF, QImage, QPainter, QPainterPath, QPen,
                           QPolygonF)

from explorer.export.theme import FONT_FAMILIES, Theme


@lru_cache(maxsize=1)
def font_families() -> tuple[str, ...]:
    """The installed preferred families, best first, plus a generic fallback."""
    installed = set(QFontDatabase.families())
    chosen = [f for f in FONT_FAMILIES if f in installed]
    if not chosen:
        chosen = [QFont().defaultFamily()]
    return (*chosen, "sans-serif")


def font(px: float, *, bold: bool = False, italic: bool = False) -> QFont:
    """A font ``px`` logical pixels high (em size)."""
    f = QFont()
    f.setFamilies(list(font_families()))
    f.setPixelSize(max(1, int(round(px))))
    f.setBold(bold)
    f.setItalic(italic)
    # Unhinted metrics are the same on a raster image and in a PDF, so a
    # layout measured once fits every format.
    f.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return f


#: (font key, labels) → the widest label's advance: every card of a step-by-step tab
#: has the same tokens, and the Lines tab measures them again on its painting thread;
#: measuring 8192 labels took 20 ms each time.
_WIDEST: dict[tuple[str, tuple[str, ...]], float] = {}
_WIDEST_KEPT = 16
_WIDEST_LOCK = threading.Lock()


def widest_label(f: QFont, labels: tuple[str, ...]) -> float:
    """The widest of ``labels`` in ``f`` (0 for none), measured once per font and labels (any thread)."""
    key = (f.key(), labels)
    with _WIDEST_LOCK:
        width = _WIDEST.get(key)
    if width is None:
        measure = QFontMetricsF(f).horizontalAdvance
        # Each distinct label once: self-attention's queries are its keys (8192 labels, 4096 texts).
        width = max((measure(t) for t in dict.fromkeys(labels)), default=0.0)
        with _WIDEST_LOCK:
            while len(_WIDEST) >= _WIDEST_KEPT:
                _WIDEST.pop(next(iter(_WIDEST)))  # the oldest
            _WIDEST[key] = width
    return width


def text_width(f: QFont, text: str) -> float:
    return _text_width(f.toString(), text)


@lru_cache(maxsize=1 << 16)
def _text_width(font: str, text: str) -> float:
    # Kept: laying out a slide tries a few hundred sizes of the same labels and
    # formulas (120 000 measurements, 0.5 s of a 2.5 s slide at 8 long words).
    f = QFont()
    f.fromString(font)
    return QFontMetricsF(f).horizontalAdvance(text)


def line_height(f: QFont) -> float:
    return QFontMetricsF(f).height()


def elide(f: QFont, text: str, width: float) -> str:
    """``text`` shortened with an ellipsis to fit ``width`` (long token labels)."""
    return QFontMetricsF(f).elidedText(text, Qt.TextElideMode.ElideRight, width)


def draw_text(p: QPainter, rect: QRectF, text: str, f: QFont, color: str,
              align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter) -> None:
    p.setFont(f)
    p.setPen(QColor(color))
    p.drawText(rect, int(align), text)


#: Text wrapped at word boundaries, from the top-left of its box.
WRAP = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap)


def wrapped_box(f: QFont, text: str, x: float, y: float, room: float) -> QRectF:
    """The box ``text`` takes in ``f`` wrapped at ``room`` wide, its top-left at (x, y):
    measured, so that the next text can start below it rather than at a guessed offset."""
    box = QFontMetricsF(f).boundingRect(QRectF(0, 0, room, 1e6), WRAP, text)
    return QRectF(x, y, min(room, box.width()), box.height())


def draw_wrapped(p: QPainter, box: QRectF, text: str, f: QFont, color: str) -> None:
    """``text`` wrapped in ``box`` (as :func:`wrapped_box` measured it)."""
    p.setFont(f)
    p.setPen(QColor(color))
    p.drawText(box, WRAP, text)


def draw_text_up(p: QPainter, x: float, bottom: float, length: float, thickness: float, text: str,
                 f: QFont, color: str, align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """Text reading upwards (rotated −90°), in a box centred on ``x`` that
    starts at ``bottom`` and runs ``length`` up, ``thickness`` wide."""
    p.save()
    p.translate(x, bottom)
    p.rotate(-90)
    draw_text(p, QRectF(0, -thickness / 2, length, thickness), text, f, color,
              align | Qt.AlignmentFlag.AlignVCenter)
    p.restore()


def hatch(p: QPainter, rect: QRectF, color: str, spacing: float = 7.0, width: float = 1.2) -> None:
    """Diagonal lines across ``rect``, clipped by arithmetic (not a clip path:
    SVG viewers differ in how they honour clipping)."""
    p.save()
    pen = QPen(QColor(color), width)
    pen.setCapStyle(Qt.PenCapStyle.FlatCap)
    p.setPen(pen)
    w, h = rect.width(), rect.height()
    # Lines y = x − t (down-right) for t stepping across −h .. w.
    t = -h + (spacing / 2)
    while t < w:
        x0, x1 = max(0.0, t), min(w, t + h)
        if x1 > x0:
            p.drawLine(QPointF(rect.left() + x0, rect.top() + x0 - t), QPointF(rect.left() + x1, rect.top() + x1 - t))
        t += spacing
    p.restore()


def hatch_spacing(side: float) -> float:
    """The masked cells' hatching: a line every this many pixels in a cell ``side`` pixels across."""
    return max(4.0, min(9.0, side / 6))


def paint_masked_cell(p: QPainter, rect: QRectF, theme: Theme, spacing: float | None = None) -> None:
    """THE look of a masked cell, on screen and in every figure: the theme's grey,
    hatched so it never reads as a colour of the map (its text, "masked" or −∞,
    comes from :func:`explorer.app.cell_numbers.cell_texts`). The screen tiles
    :func:`masked_tile`, this look painted once."""
    p.fillRect(rect, QColor(theme.mask_fill))
    hatch(p, rect, theme.mask_hatch,
          spacing=hatch_spacing(min(rect.width(), rect.height())) if spacing is None else spacing)


#: A cell smaller than this (on screen or in a figure) has no room for a negative value's notch.
MIN_NOTCHED_PX = 6.0
#: The notch's fill and edge: dark edged with light, so it reads on every colour of every map, light or dark.
NOTCH_FILL = QColor(0, 0, 0, 235)
NOTCH_EDGE = QColor(255, 255, 255, 240)


def notch_size(side: float) -> float:
    """The legs of a negative value's notch in a cell ``side`` pixels across."""
    return max(4.0, min(12.0, side * 0.3))


def paint_negative_mark(p: QPainter, rect: QRectF) -> None:
    """THE mark of a value below 0, on screen and in every figure (View → Mark Negative Cells): a notch in the
    cell's top-left corner, so the sign reads without the colour (a diverging map's blue) or the number."""
    s = notch_size(min(rect.width(), rect.height()))
    corner = rect.topLeft()
    p.save()
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    p.setPen(QPen(NOTCH_EDGE, 1.0))
    p.setBrush(NOTCH_FILL)
    p.drawPolygon(QPolygonF([corner, QPointF(corner.x() + s, corner.y()), QPointF(corner.x(), corner.y() + s)]))
    p.restore()


@lru_cache(maxsize=32)
def masked_tile(theme: Theme, spacing: int) -> QImage:
    """A ``spacing`` × ``spacing`` tile of :func:`paint_masked_cell` that repeats seamlessly
    (its hatch lines leave one edge where the next tile's start): a texture brush of it
    paints thousands of masked cells on screen in one blit each, where drawing their lines
    cost a 64-token heatmap 80 ms a repaint."""
    tile = QImage(spacing, spacing, QImage.Format.Format_ARGB32_Premultiplied)
    tile.fill(QColor(theme.mask_fill))
    p = QPainter(tile)
    p.setRenderHint(QPainter.RenderHint.Antialiasing)
    paint_masked_cell(p, QRectF(0, 0, spacing, spacing), theme, spacing=float(spacing))
    p.end()
    return tile


def arrow(p: QPainter, start: QPointF, end: QPointF, color: str, width: float = 2.0, head: float = 8.0) -> None:
    """A straight arrow from ``start`` to ``end`` with a filled head."""
    p.save()
    pen = QPen(QColor(color), width)
    pen.setCapStyle(Qt.PenCapStyle.RoundCap)
    p.setPen(pen)
    angle = math.atan2(end.y() - start.y(), end.x() - start.x())
    back = QPointF(end.x() - head * 0.8 * math.cos(angle), end.y() - head * 0.8 * math.sin(angle))
    p.drawLine(start, back)
    path = QPainterPath(end)
    for side in (+1, -1):
        a = angle + side * math.radians(150)
        path.lineTo(QPointF(end.x() + head * math.cos(a), end.y() + head * math.sin(a)))
    path.closeSubpath()
    p.setPen(Qt.PenStyle.NoPen)
    p.setBrush(QColor(color))
    p.drawPath(path)
    p.restore()


# -- formulas with sub- and superscripts (runs from explorer.export.formula) --
#: A sub/superscript is this much of the base size, lowered/raised by these fractions of the em.
SCRIPT_SCALE, SUB_DROP, SUP_RISE = 0.7, 0.22, 0.38


def _run_font(base: QFont, level: int) -> QFont:
    if level == 0:
        return base
    f = QFont(base)
    f.setPixelSize(max(1, round(base.pixelSize() * SCRIPT_SCALE ** abs(level))))
    return f


def formula_width(f: QFont, markup: str) -> float:
    """How wide ``markup`` (see :mod:`explorer.export.formula`) is drawn in ``f``."""
    return _formula_width(f.toString(), markup)


@lru_cache(maxsize=1 << 14)
def _formula_width(font: str, markup: str) -> float:
    from explorer.export.formula import parse

    f = QFont()
    f.fromString(font)
    return sum(text_width(_run_font(f, r.level), r.text) for r in parse(markup))


def draw_formula(p: QPainter, rect: QRectF, markup: str, f: QFont, color: str,
                 align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft) -> None:
    """``markup`` on one line in ``rect`` (vertically centred), subscripts
    smaller and lowered, superscripts raised, a bar over what a √ covers."""
    from explorer.export.formula import parse

    runs = parse(markup)
    width = sum(text_width(_run_font(f, r.level), r.text) for r in runs)
    if align & Qt.AlignmentFlag.AlignRight:
        x = rect.right() - width
    elif align & Qt.AlignmentFlag.AlignHCenter:
        x = rect.left() + (rect.width() - width) / 2
    else:
        x = rect.left()
    metrics = QFontMetricsF(f)
    baseline = rect.top() + (rect.height() - metrics.height()) / 2 + metrics.ascent()
    em = f.pixelSize()
    p.save()
    p.setPen(QColor(color))
    bar: list[float] = []  # x from .. to of the current √'s bar
    for run in runs:
        rf = _run_font(f, run.level)
        dy = SUB_DROP * em if run.level < 0 else (-SUP_RISE * em if run.level > 0 else 0.0)
        p.setFont(rf)
        p.drawText(QPointF(x, baseline + dy), run.text)
        w = text_width(rf, run.text)
        if run.under_root:
            bar = [bar[0] if bar else x, x + w]
        elif bar:
            _root_bar(p, bar, baseline, metrics, color)
            bar = []
        x += w
    if bar:
        _root_bar(p, bar, baseline, metrics, color)
    p.restore()


def _root_bar(p: QPainter, span: list[float], baseline: float, metrics: QFontMetricsF, color: str) -> None:
    """The vinculum of a √: a line from the sign's top over its argument."""
    y = baseline - metrics.ascent() * 0.86
    pen = QPen(QColor(color), max(1.0, metrics.height() / 18))
    p.setPen(pen)
    p.drawLine(QPointF(span[0] - 0.5, y), QPointF(span[1] + 1, y))
    p.setPen(QColor(color))


def dashed(pen: QPen, dash: tuple[float, ...] | None) -> QPen:
    """``pen`` with ``dash`` (lengths in pixels, :func:`explorer.app.lines.head_dash`); solid for None.
    Qt counts a dash pattern in pen widths (a width of 0 draws 1 pixel): the pixels are divided by it."""
    if dash is not None:
        width = pen.widthF() or 1.0
        pen.setDashPattern([d / width for d in dash])
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)  # a square cap would lengthen each dash into the gaps
    return pen
