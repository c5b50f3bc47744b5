"""The lines view painted with QPainter: one painter for the Lines tab and its PNG/SVG/PDF.

:class:`LinesPainter` lays out a :class:`~explorer.app.lines.LinesData` in a
given size and paints it, with or without a hovered token's lines
(:func:`~explorer.app.lines.focus_lines`). Lines are drawn in groups that
share a pen (same head, same 8-bit alpha, which is the weight): a few hundred
``drawLines`` calls instead of one ``setPen`` per line, and in an SVG one
``<g stroke-opacity=…>`` per group. Every token is drawn as text, whole: its
column is as wide as the longest label needs (up to 20 characters), the labels'
font shrinks to the legible minimum where the width does not allow that, and only
past it is a label shortened in the middle (:meth:`LinesPainter._fit_labels`).
"""

from __future__ import annotations

import math
from itertools import repeat
from typing import NamedTuple

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFont, QFontMetricsF, QPaintEngine, QPainter, QPen

from explorer.core.io.safe_text import plain
from explorer.export.lines_footer import LinesFooter
from explorer.export.painting import dashed, draw_text, font, line_height, text_width, widest_label
from explorer.export.theme import LIGHT, Theme
from explorer.app.cell_numbers import legible_minimum
from explorer.app.labels import capped, elide, elide_middle, layout_rows
from explorer.app.lines import (
    Lines,
    LinesData,
    build_lines,
    head_color,
    head_dash,
    hex_rgb,
)
from explorer.app.lines_geometry import Geometry, column_height, line_widths

MARGIN = 24.0
#: Room between a token's label and where its lines start.
GAP = 10.0
#: The least room a side's labels get however narrow the view (then they are shortened).
MIN_LABEL_ROOM = 40.0
#: The lines keep at least this many pixels, or a sixth of a view's width, beside the labels:
#: the labels come first (a person teaches with those words), the lines still fan out
#: (at 150 % zoom the Lines tab is 420 px wide and 20-character words fit at 7 pt).
LINES_LEAST = 80.0
#: Between a printed weight and the label it is beside.
NUMBER_PAD = 6.0
LINES_WIDTH = 360.0
#: A figure is never wider than this by its own choice (longer sentences are shortened).
MAX_WIDTH = 1000.0
#: Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines).
LINE_CHUNK = 64


def lines_least(width: float) -> float:
    """The width the lines keep between the two label columns of a view ``width`` wide."""
    return max(LINES_LEAST, width / 6)


def least_px(label_px: float) -> int:
    """The smallest pixel size token labels shrink to before they are shortened: the app's
    legible minimum (7 pt, :func:`~explorer.app.cell_numbers.legible_minimum`), never above ``label_px``."""
    points = legible_minimum(label_px * 72 / 96)
    return min(int(round(label_px)), math.ceil(points * 96 / 72 - 1e-6))



class LabelBox(NamedTuple):
    """One token label as drawn: which token, where, what it says and in which font."""

    side: str
    index: int
    rect: QRectF
    text: str
    font: QFont
    #: Drawn in the muted colour: not at the other end of the hovered token's lines.
    muted: bool


class LinesPainter(LinesFooter):
    """The lines view of ``data`` laid out in ``width`` × ``height`` logical pixels."""

    def __init__(self, data: LinesData, theme: Theme = LIGHT, width: float | None = None,
                 height: float | None = None, *, numbers: bool = False, decimals: int = 3,
                 label_px: float = 14.0, lines: Lines | None = None, hover: bool = True,
                 margin: float = MARGIN):
        """``hover``: the view can be hovered (the Lines tab); a figure for a file or a slide cannot,
        and its notes do not say to. ``margin``: around everything (the tab's own is narrower:
        its room goes to the labels)."""
        self.data = data
        self.margin = margin
        self.theme = theme
        self.decimals = decimals
        self.numbers = numbers
        self.hover = hover
        self.lines = lines if lines is not None else build_lines(data)
        self.small = font(label_px - 2)
        self.title_font = font(label_px + 3, bold=True)
        # The labels' size and room: every token whole when the width allows (fit_labels).
        self.label_px, self.label_room = self._fit_labels(label_px, width)
        self.number_font = self._number_font(self.label_px)
        self.number_room = self._number_room(self.label_px)
        self.font = font(self.label_px)
        self.bold = font(self.label_px, bold=True)
        self._measure = QFontMetricsF(self.font).horizontalAdvance
        self._measure_bold = QFontMetricsF(self.bold).horizontalAdvance
        self.line = line_height(self.font)
        natural_w = 2 * (self.margin + self.number_room + self.label_room + GAP) + LINES_WIDTH
        if width is None:
            # Wide enough for the title and the sentences under the lines, up to a slide's width.
            texts = [text_width(self.title_font, data.title)] + [text_width(self.small, t) for t in self._all_notes()]
            natural_w = min(max(natural_w, max(texts) + 2 * self.margin), MAX_WIDTH)
        self.width = float(width if width is not None else natural_w)
        self.header = self._header_height()
        self.footer = 3 * line_height(self.small) + 8  # see notes(): at most three sentences
        column = column_height(max(data.n, data.m, 1))
        self.height = float(height if height is not None else self.header + column + self.footer + self.margin)
        left = self.margin + self.number_room + self.label_room + GAP
        right = self.width - left
        bottom = max(self.header + 10.0, self.height - self.footer - self.margin / 2)
        self.geometry = Geometry(data.n, data.m, self.header, bottom, left, max(right, left + 40))
        spacing_q, spacing_k = self.geometry.query_spacing, self.geometry.key_spacing
        # Measured in bold: the hovered token is drawn bold in the same room.
        room = self.label_room - 1  # whole pixels: a label never reaches its room's edge
        self.query_labels = layout_rows(data.queries, spacing_q, self.line, room, self._measure_bold, middle=True)
        self.key_labels = layout_rows(data.keys, spacing_k, self.line, room, self._measure_bold, middle=True)

    def _fit_labels(self, label_px: float, width: float | None) -> tuple[int, float]:
        """The labels' pixel size and the room each side gives them.

        The room is what the widest label needs (in bold: the hovered token is drawn bold),
        a label counted at most :data:`~explorer.app.labels.TOKEN_CHARS` characters. In a
        given ``width`` the lines keep :func:`lines_least`; where the labels do not fit
        beside them the font shrinks, down to the legible minimum (:func:`least_px`), and
        only past that are labels shortened in the middle ("Internat…ization", whole in the tooltip)."""
        texts = tuple(capped(plain(t)) for t in (*self.data.queries, *self.data.keys))
        px = int(round(label_px))

        def need(size: int) -> float:
            return widest_label(font(size, bold=True), texts) + 2

        if width is None:
            return px, need(px)

        def room(size: int) -> float:  # the hovered token's numbers shrink with the labels
            fixed = 2 * (self.margin + self._number_room(size) + GAP)
            return max(MIN_LABEL_ROOM, (width - fixed - lines_least(width)) / 2)

        least = least_px(label_px)
        full = need(px)
        if full <= room(px):
            return px, full
        # Text widths grow with the size (unhinted metrics): from the size that fits, a step or two.
        for size in range(min(px - 1, int(px * room(px) / full) + 1), least - 1, -1):
            if need(size) <= room(size):
                return size, need(size)
        return least, room(least)

    def _number_font(self, label_px: int) -> QFont:
        """The hovered token's weights: a little smaller than its labels, never under the legible minimum."""
        return font(max(least_px(label_px), label_px - 2))

    def _number_room(self, label_px: int) -> float:
        """Beside a side's labels for the hovered token's weights (none where they are not drawn)."""
        if not self.numbers:
            return 0.0
        return text_width(self._number_font(label_px), f"{1:.{self.decimals}f}") + NUMBER_PAD

    # -- layout --------------------------------------------------------------------
    def _legend(self) -> list[tuple[float, float, int]]:
        """(x, row, head index) of each legend entry, flowed into rows across the width."""
        if len(self.data.heads) < 2:
            return []
        entries, x, row = [], self.margin, 0
        for index in range(len(self.data.heads)):
            w = 30 + text_width(self.small, self.data.name(index)) + 14
            if x + w > self.width - self.margin and x > self.margin:
                x, row = self.margin, row + 1
            entries.append((x, row, index))
            x += w
        return entries

    def _header_height(self) -> float:
        legend = self._legend()
        rows = (legend[-1][1] + 1) if legend else 0
        return self.margin + line_height(self.title_font) + 6 + rows * line_height(self.small) + 8 + self.line + 6

    @property
    def label_width(self) -> float:
        """How far left (right) of the anchors the query (key) labels reach: for hit tests."""
        return self.label_room + GAP

    # -- painting ------------------------------------------------------------------
    def paint(self, p: QPainter, focus: Lines | None = None) -> None:
        """Everything: the overview's lines, or with ``focus`` only the hovered token's."""
        th = self.theme
        p.fillRect(QRectF(0, 0, self.width, self.height), QColor(th.background))
        self._paint_header(p)
        shown = focus if focus is not None else self.lines
        self.paint_lines(p, shown)
        self._paint_tokens(p, focus)
        self._paint_footer(p, focus)

    def _paint_header(self, p: QPainter) -> None:
        th, g = self.theme, self.geometry
        y = self.margin
        title_h = line_height(self.title_font)
        room = self.width - 2 * self.margin
        # A title too long for the width (a longer language's) is set smaller, down to the labels' size, before
        # anything of it is cut.
        title_font = self.title_font
        while text_width(title_font, self.data.title) > room and title_font.pixelSize() > self.small.pixelSize() + 1:
            title_font = font(title_font.pixelSize() - 1, bold=True)
        title = elide(self.data.title, room, QFontMetricsF(title_font).horizontalAdvance)
        draw_text(p, QRectF(self.margin, y, room, title_h), title, title_font, th.text,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += title_h + 6
        lh = line_height(self.small)
        for x, row, index in self._legend():
            yy = y + row * lh + lh / 2
            p.setPen(dashed(QPen(QColor(head_color(self.data.heads[index], th.name)), 3.0),
                            head_dash(self.data.heads[index])))
            p.drawLine(QPointF(x, yy), QPointF(x + 24, yy))  # long enough for a dash to show
            draw_text(p, QRectF(x + 30, yy - lh / 2, text_width(self.small, self.data.name(index)) + 4, lh),
                      self.data.name(index), self.small, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        top = g.top - self.line - 6
        # As wide as the title needs (a short token column must not clip "output positions").
        qw = max(self.label_width, text_width(self.small, self.data.query_title) + 4)
        kw = max(self.label_width, text_width(self.small, self.data.key_title) + 4)
        # Kept inside the margins: with short tokens a title is wider than its column.
        qx = max(self.margin, g.left - qw)
        kx = min(g.right, self.width - self.margin - kw)
        draw_text(p, QRectF(qx, top, g.left - qx if qx > self.margin else qw, self.line), self.data.query_title,
                  self.small, th.muted,
                  (Qt.AlignmentFlag.AlignRight if qx > self.margin else Qt.AlignmentFlag.AlignLeft)
                  | Qt.AlignmentFlag.AlignBottom)
        draw_text(p, QRectF(kx, top, kw, self.line), self.data.key_title, self.small, th.muted,
                  (Qt.AlignmentFlag.AlignLeft if kx >= g.right else Qt.AlignmentFlag.AlignRight)
                  | Qt.AlignmentFlag.AlignBottom)

    def paint_lines(self, p: QPainter, lines: Lines) -> None:
        """The lines, grouped by (alpha byte, head), weakest first so strong lines lie on top."""
        if len(lines) == 0:
            return
        g = self.geometry
        alpha = np.round(lines.alpha * 255).astype(np.int32)
        keep = alpha > 0  # alpha 0 draws nothing: skip it (an SVG would hold an invisible line)
        if not keep.all():
            alpha, lines_head = alpha[keep], lines.head[keep]
            qy, ky = g.query_y(lines.query[keep]), g.key_y(lines.key[keep])
        else:
            lines_head = lines.head
            qy, ky = g.query_y(lines.query), g.key_y(lines.key)
        if alpha.size == 0:
            return
        # Weakest first across heads too (strong lines lie on top): by alpha, then head; a
        # group of lines shares a pen.
        order = np.lexsort((lines_head, alpha))
        heads = max(len(self.data.heads), 1)
        group = alpha[order].astype(np.int64) * heads + lines_head[order]
        starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
        ends = np.r_[starts[1:], group.size]
        widths = line_widths(np.arange(256) / 255.0, g.spacing).tolist()
        segments = list(map(QLineF, repeat(g.left), qy[order].tolist(), repeat(g.right), ky[order].tolist()))
        p.save()
        if p.paintEngine().type() == QPaintEngine.Type.Raster:
            # Qt's raster engine writes a thin line's pixels itself only under a rectangular clip
            # of the painter's own (QCosmeticStroker::setup: "FastDraw"); with none, each pixel
            # is blended as a span of its own through the device's clip: 5–8× slower for the same
            # pixels (benchmarks/README.md, "Thin lines under a clip").
            p.setClipRect(QRectF(0, 0, self.width, self.height),
                          Qt.ClipOperation.IntersectClip if p.hasClipping() else Qt.ClipOperation.ReplaceClip)
        colours = [hex_rgb(head_color(h, self.theme.name)) for h in self.data.heads]
        dashes = [head_dash(h) for h in self.data.heads] if len(colours) > 1 else None
        for s, e, key in zip(starts.tolist(), ends.tolist(), group[starts].tolist()):
            a, head_index = divmod(key, heads)
            pen = QPen(QColor(*colours[head_index], a), widths[a], Qt.PenStyle.SolidLine, Qt.PenCapStyle.FlatCap)
            if dashes is not None:  # several heads: each its own dash as well as its colour
                pen = dashed(pen, dashes[head_index])
            p.setPen(pen)
            # A call at most LINE_CHUNK long: PySide holds Python's lock through one, and the
            # Lines tab paints its overview on a thread (20 000 lines took the UI 0.7–4 s).
            for c in range(s, e, LINE_CHUNK):
                p.drawLines(segments[c:min(c + LINE_CHUNK, e)])
        p.restore()

    def label_text(self, side: str, index: int) -> str:
        """What the label of token ``index`` on ``side`` ("query" or "key") says (shortened only past
        the legible minimum; every label is whole in the canvas's tooltip)."""
        labels = self.query_labels if side == "query" else self.key_labels
        if index % labels.stride == 0 and index // labels.stride < len(labels.texts):
            return labels.texts[index // labels.stride]
        tokens = self.data.queries if side == "query" else self.data.keys
        return elide_middle(capped(plain(tokens[index])), self.label_room - 1, self._measure_bold)

    def label_boxes(self, focus: Lines | None = None) -> list[LabelBox]:
        """Every token label drawn (with ``focus``, the hovered one's in bold): the one layout that
        :meth:`paint` draws and a test reads."""
        g = self.geometry
        hovered = focus.focus if focus is not None and focus.focus is not None else None
        lit: set[int] | None = None
        if hovered is not None:  # the tokens at the other end of the hovered one's lines
            lit = set((focus.key if hovered[0] == "query" else focus.query).tolist())
        boxes = []
        for side, labels, ys, x in (("query", self.query_labels, g.query_y, g.left - self.label_width),
                                    ("key", self.key_labels, g.key_y, g.right + GAP)):
            rows = list(labels.indices)
            if hovered is not None and hovered[0] == side and hovered[1] not in rows:
                rows.append(hovered[1])  # a hovered token is labelled between the stride's labels too
            for i in rows:
                bold = hovered == (side, i)
                muted = lit is not None and not bold and hovered[0] != side and i not in lit
                rect = QRectF(x, float(ys(i)) - self.line / 2, self.label_room, self.line)
                boxes.append(LabelBox(side, i, rect, self.label_text(side, i), self.bold if bold else self.font,
                                      muted))
        return boxes

    def _paint_tokens(self, p: QPainter, focus: Lines | None) -> None:
        th = self.theme
        for box in self.label_boxes(focus):
            align = Qt.AlignmentFlag.AlignRight if box.side == "query" else Qt.AlignmentFlag.AlignLeft
            draw_text(p, box.rect, box.text, box.font, th.muted if box.muted else th.text,
                      align | Qt.AlignmentFlag.AlignVCenter)
        if focus is not None and self.numbers and len(self.data.heads) == 1:
            self._paint_numbers(p, focus)

    def _paint_numbers(self, p: QPainter, focus: Lines) -> None:
        """The hovered token's weights beside the tokens at the other end of its lines."""
        th, g = self.theme, self.geometry
        side, _token = focus.focus  # type: ignore[misc]
        spacing = g.key_spacing if side == "query" else g.query_spacing
        if spacing < line_height(self.number_font) * 0.9:
            return  # rows closer than a line of text: the numbers would overlap (the tooltip has them)
        for q, k, w in zip(focus.query.tolist(), focus.key.tolist(), focus.weight.tolist()):
            text = f"{w:.{self.decimals}f}"
            if side == "query":
                rect = QRectF(g.right + GAP + self.label_room + 4, float(g.key_y(k)) - self.line / 2,
                              self.number_room, self.line)
                align = Qt.AlignmentFlag.AlignLeft
            else:
                # Right-aligned labels end at the anchor: the number goes just left of each label's text.
                right = g.left - GAP - self._measure(self.label_text("query", q)) - NUMBER_PAD
                rect = QRectF(right - self.number_room, float(g.query_y(q)) - self.line / 2, self.number_room,
                              self.line)
                align = Qt.AlignmentFlag.AlignRight
            draw_text(p, rect, text, self.number_font, th.text, align | Qt.AlignmentFlag.AlignVCenter)


class LinesFigure:
    """The lines view as an export figure (natural size; see :mod:`explorer.export.render`)."""

    def __init__(self, data: LinesData, theme: Theme = LIGHT, focus: tuple[str, int] | None = None,
                 decimals: int = 3, *, lines: Lines | None = None, width: float | None = None,
                 height: float | None = None, label_px: float = 14.0):
        """Natural size, or ``width`` × ``height`` (a deck page's slot); ``lines`` chosen by the caller
        (a deck's thinning) or by :func:`~explorer.app.lines.build_lines`."""
        from explorer.app.lines import focus_lines

        self.painter = LinesPainter(data, theme, width, height, numbers=focus is not None, decimals=decimals,
                                    label_px=label_px, lines=lines, hover=False)
        self.focus = focus_lines(data, *focus) if focus is not None else None
        self.width = self.painter.width
        self.height = self.painter.height
        self.title = data.title

    def paint(self, p: QPainter) -> None:
        self.painter.paint(p, self.focus)
