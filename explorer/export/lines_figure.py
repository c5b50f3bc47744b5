"""The lines view painted with QPainter: one painter for the Lines tab and its PNG/SVG/PDF.

:class:`LinesPainter` lays out a :class:`~explorer.app.lines.LinesData` in a
given size and paints it, with or without a hovered token's lines
(:func:`~explorer.app.lines.focus_lines`). Lines are drawn in groups that
share a pen (same head, same 8-bit alpha, which is the weight): a few hundred
``drawLines`` calls instead of one ``setPen`` per line, and in an SVG one
``<g stroke-opacity=…>`` per group. Every token is drawn as text.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QLineF, QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPen

from explorer.export.painting import draw_text, font, line_height, text_width, widest_label
from explorer.export.theme import LIGHT, Theme
from explorer.app.labels import AxisLabels, elide, layout_rows
from explorer.app.visibility import unlined_pairs
from explorer.app.lines import (
    Geometry,
    Lines,
    LinesData,
    build_lines,
    column_height,
    focus_caption,
    head_color,
    line_widths,
)

MARGIN = 24.0
#: Room between a token's label and where its lines start.
GAP = 10.0
#: The widest a token label may be before it is shortened with "…".
LABEL_ROOM = 170.0
#: The room for the weights printed beside the tokens of a hovered one.
NUMBER_ROOM = 52.0
LINES_WIDTH = 360.0
#: A figure is never wider than this by its own choice (longer sentences are shortened).
MAX_WIDTH = 1000.0
#: Lines drawn in one QPainter call (a few ms of thin lines; see paint_lines).
LINE_CHUNK = 64


def _hex_rgb(color: str) -> tuple[int, int, int]:
    c = color.lstrip("#")
    return int(c[0:2], 16), int(c[2:4], 16), int(c[4:6], 16)


class LinesPainter:
    """The lines view of ``data`` laid out in ``width`` × ``height`` logical pixels."""

    def __init__(self, data: LinesData, theme: Theme = LIGHT, width: float | None = None,
                 height: float | None = None, *, numbers: bool = False, decimals: int = 3,
                 label_px: float = 14.0, lines: Lines | None = None, hover: bool = True):
        """``hover``: the view can be hovered (the Lines tab); a figure for a file or a slide cannot,
        and its notes do not say to."""
        self.data = data
        self.theme = theme
        self.decimals = decimals
        self.numbers = numbers
        self.hover = hover
        self.font = font(label_px)
        self.bold = font(label_px, bold=True)
        self.small = font(label_px - 2)
        self.title_font = font(label_px + 3, bold=True)
        metrics = QFontMetricsF(self.font)
        self._measure = metrics.horizontalAdvance
        self.line = line_height(self.font)
        # Measured in bold: the hovered token is drawn bold and must fit as well.
        widest = max(widest_label(self.bold, data.queries), widest_label(self.bold, data.keys))
        self.label_room = min(LABEL_ROOM, widest + 2)
        number_room = NUMBER_ROOM if numbers else 0.0
        if width is not None:
            # A narrow tab: the lines keep at least a third of the width; labels shorten ("…") instead.
            fixed = 2 * (MARGIN + number_room + GAP)
            room = (width - fixed - max(140.0, width / 3)) / 2
            self.label_room = max(40.0, min(self.label_room, room))
        self.lines = lines if lines is not None else build_lines(data)
        natural_w = 2 * (MARGIN + number_room + self.label_room + GAP) + LINES_WIDTH
        if width is None:
            # Wide enough for the title and the sentences under the lines, up to a slide's width.
            texts = [text_width(self.title_font, data.title)] + [text_width(self.small, t) for t in self._all_notes()]
            natural_w = min(max(natural_w, max(texts) + 2 * MARGIN), MAX_WIDTH)
        self.width = float(width if width is not None else natural_w)
        self.header = self._header_height()
        self.footer = 3 * line_height(self.small) + 8  # see notes(): at most three sentences
        column = column_height(max(data.n, data.m, 1))
        self.height = float(height if height is not None else self.header + column + self.footer + MARGIN)
        left = MARGIN + number_room + self.label_room + GAP
        right = self.width - left
        bottom = max(self.header + 10.0, self.height - self.footer - MARGIN / 2)
        self.geometry = Geometry(data.n, data.m, self.header, bottom, left, max(right, left + 40))
        spacing_q, spacing_k = self.geometry.query_spacing, self.geometry.key_spacing
        self.query_labels = layout_rows(data.queries, spacing_q, self.line, self.label_room, self._measure)
        self.key_labels = layout_rows(data.keys, spacing_k, self.line, self.label_room, self._measure)

    # -- layout --------------------------------------------------------------------
    def _legend(self) -> list[tuple[float, float, int]]:
        """(x, row, head index) of each legend entry, flowed into rows across the width."""
        if len(self.data.heads) < 2:
            return []
        entries, x, row = [], MARGIN, 0
        for index in range(len(self.data.heads)):
            w = 22 + text_width(self.small, self.data.name(index)) + 14
            if x + w > self.width - MARGIN and x > MARGIN:
                x, row = MARGIN, row + 1
            entries.append((x, row, index))
            x += w
        return entries

    def _header_height(self) -> float:
        legend = self._legend()
        rows = (legend[-1][1] + 1) if legend else 0
        return MARGIN + line_height(self.title_font) + 6 + rows * line_height(self.small) + 8 + self.line + 6

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
        y = MARGIN
        title_h = line_height(self.title_font)
        title = elide(self.data.title, self.width - 2 * MARGIN, QFontMetricsF(self.title_font).horizontalAdvance)
        draw_text(p, QRectF(MARGIN, y, self.width - 2 * MARGIN, title_h), title, self.title_font, th.text,
                  Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        y += title_h + 6
        lh = line_height(self.small)
        for x, row, index in self._legend():
            yy = y + row * lh + lh / 2
            p.setPen(QPen(QColor(head_color(self.data.heads[index], th.name)), 3.0))
            p.drawLine(QPointF(x, yy), QPointF(x + 16, yy))
            draw_text(p, QRectF(x + 22, yy - lh / 2, text_width(self.small, self.data.name(index)) + 4, lh),
                      self.data.name(index), self.small, th.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        top = g.top - self.line - 6
        # As wide as the title needs (a short token column must not clip "output positions").
        qw = max(self.label_width, text_width(self.small, self.data.query_title) + 4)
        kw = max(self.label_width, text_width(self.small, self.data.key_title) + 4)
        # Kept inside the margins: with short tokens a title is wider than its column.
        qx = max(MARGIN, g.left - qw)
        kx = min(g.right, self.width - MARGIN - kw)
        draw_text(p, QRectF(qx, top, g.left - qx if qx > MARGIN else qw, self.line), self.data.query_title,
                  self.small, th.muted,
                  (Qt.AlignmentFlag.AlignRight if qx > MARGIN else Qt.AlignmentFlag.AlignLeft)
                  | Qt.AlignmentFlag.AlignBottom)
        draw_text(p, QRectF(kx, top, kw, self.line), self.data.key_title, self.small, th.muted,
                  (Qt.AlignmentFlag.AlignLeft if kx >= g.right else Qt.AlignmentFlag.AlignRight)
                  | Qt.AlignmentFlag.AlignBottom)

    def paint_lines(self, p: QPainter, lines: Lines) -> None:
        """The lines, grouped by (head, alpha byte), weakest first so strong lines lie on top."""
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
        order = np.lexsort((alpha, lines_head))
        group = lines_head[order].astype(np.int64) * 256 + alpha[order]
        starts = np.flatnonzero(np.r_[True, group[1:] != group[:-1]])
        ends = np.r_[starts[1:], group.size]
        widths = line_widths(np.arange(256) / 255.0, g.spacing)
        x0, x1 = g.left, g.right
        qy_l, ky_l = qy[order].tolist(), ky[order].tolist()
        p.save()
        colours = [_hex_rgb(head_color(h, self.theme.name)) for h in self.data.heads]
        # Weakest first across heads too: sort the groups by alpha, then head.
        for s, e in sorted(zip(starts.tolist(), ends.tolist()), key=lambda se: (group[se[0]] % 256, group[se[0]])):
            head_index, a = divmod(int(group[s]), 256)
            r, gg, b = colours[head_index]
            pen = QPen(QColor(r, gg, b, a), float(widths[a]))
            pen.setCapStyle(Qt.PenCapStyle.FlatCap)
            p.setPen(pen)
            # A call at most LINE_CHUNK long: PySide holds Python's lock through one, and the
            # Lines tab paints its overview on a thread (20 000 lines took the UI 0.7–4 s).
            for c in range(s, e, LINE_CHUNK):
                p.drawLines([QLineF(x0, qy_l[i], x1, ky_l[i]) for i in range(c, min(c + LINE_CHUNK, e))])
        p.restore()

    def _paint_side(self, p: QPainter, labels: AxisLabels, tokens: tuple[str, ...], ys, left: bool,
                    focus_index: int | None, lit: set[int] | None) -> None:
        th, g = self.theme, self.geometry
        x = g.left - self.label_width if left else g.right + GAP
        align = (Qt.AlignmentFlag.AlignRight if left else Qt.AlignmentFlag.AlignLeft) | Qt.AlignmentFlag.AlignVCenter
        rows = list(labels.indices)
        texts = dict(zip(labels.indices, labels.texts))
        if focus_index is not None and focus_index not in texts:
            rows.append(focus_index)
            texts[focus_index] = elide(tokens[focus_index], self.label_room, self._measure)
        for i in rows:
            y = float(ys(i))
            bold = i == focus_index
            colour = th.text if lit is None or i in lit or bold else th.muted
            draw_text(p, QRectF(x, y - self.line / 2, self.label_room, self.line), texts[i],
                      self.bold if bold else self.font, colour, align)

    def _paint_tokens(self, p: QPainter, focus: Lines | None) -> None:
        g = self.geometry
        q_focus = k_focus = None
        q_lit = k_lit = None
        if focus is not None and focus.focus is not None:
            side, token = focus.focus
            if side == "query":
                q_focus, k_lit = token, set(focus.key.tolist())
            else:
                k_focus, q_lit = token, set(focus.query.tolist())
        self._paint_side(p, self.query_labels, self.data.queries, g.query_y, True, q_focus, q_lit)
        self._paint_side(p, self.key_labels, self.data.keys, g.key_y, False, k_focus, k_lit)
        if focus is not None and self.numbers and len(self.data.heads) == 1:
            self._paint_numbers(p, focus)

    def _paint_numbers(self, p: QPainter, focus: Lines) -> None:
        """The hovered token's weights beside the tokens at the other end of its lines."""
        th, g = self.theme, self.geometry
        side, _token = focus.focus  # type: ignore[misc]
        spacing = g.key_spacing if side == "query" else g.query_spacing
        if spacing < line_height(self.small) * 0.9:
            return  # rows closer than a line of text: the numbers would overlap (the tooltip has them)
        for q, k, w in zip(focus.query.tolist(), focus.key.tolist(), focus.weight.tolist()):
            text = f"{w:.{self.decimals}f}"
            if side == "query":
                rect = QRectF(g.right + GAP + self.label_room + 4, float(g.key_y(k)) - self.line / 2,
                              NUMBER_ROOM, self.line)
                align = Qt.AlignmentFlag.AlignLeft
            else:
                # Right-aligned labels end at the anchor: the number goes just left of each label's text.
                label = elide(self.data.queries[q], self.label_room, self._measure)
                right = g.left - GAP - self._measure(label) - 8
                rect = QRectF(right - NUMBER_ROOM, float(g.query_y(q)) - self.line / 2, NUMBER_ROOM, self.line)
                align = Qt.AlignmentFlag.AlignRight
            draw_text(p, rect, text, self.small, th.text, align | Qt.AlignmentFlag.AlignVCenter)

    def notes(self, focus: Lines | None = None) -> list[str]:
        """The footer's sentences: what opacity means, the thinning, shortened or skipped labels."""
        first = "Each line's opacity and width are its weight a_ij"
        # The cards' words: what the visibility rule hides has no line.
        hidden = unlined_pairs(self.data.rule)
        first += f"; {hidden}." if hidden else "."
        out = [first]
        if focus is not None and focus.focus is not None:
            out.append(focus_caption(self.data, focus))
        elif self.lines.threshold > 0:
            out.append(self.lines.note if self.hover else self.lines.thinning)
        sides = [getattr(self, "query_labels", None), getattr(self, "key_labels", None)]  # None while laying out
        label_notes = [s.note for s in sides if s is not None and s.note]
        if label_notes:
            out.append(label_notes[0])
        return out

    def _all_notes(self) -> list[str]:
        """Every sentence the footer may show (for the natural width): the overview's and a hovered token's."""
        widest_q = max(range(self.data.n), key=lambda i: len(self.data.queries[i]), default=None)
        out = self.notes(None)
        if widest_q is not None:
            out.append(focus_caption(self.data, Lines(*(np.zeros(0),) * 4, focus=("query", widest_q))))
        return out

    def _paint_footer(self, p: QPainter, focus: Lines | None) -> None:
        lh = line_height(self.small)
        y = self.geometry.bottom + 8
        room = self.width - 2 * MARGIN
        for text in self.notes(focus)[:3]:
            text = elide(text, room, QFontMetricsF(self.small).horizontalAdvance)
            draw_text(p, QRectF(MARGIN, y, room, lh), text, self.small, self.theme.muted,
                      Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
            y += lh


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
