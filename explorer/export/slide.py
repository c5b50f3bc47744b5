"""The pipeline slide: every step of one head on one 16:9 slide.

Two rows of cards, read left to right like the reference text: the linear
transformations (Q, K, V), then scores → scaled → (masked) → weights →
output, each card with its title, formula, shape and small labelled matrix,
and the whole formula at the foot. 1280 × 720 logical pixels: at 96 per inch
that is the 13.33 × 7.5 in widescreen slide of presentation programs.
"""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath

from explorer.core.session import Session
from explorer.core.trace import Trace
from explorer.export.colormaps import scale_for
from explorer.export.matrix_block import MatrixBlock, finite_unmasked
from explorer.export.options import FigureOptions
from explorer.export.painting import arrow, draw_text, elide, font, line_height, text_width
from explorer.export.theme import theme
from explorer.export.view import ExportError, MatrixView, matrix_view

WIDTH, HEIGHT = 1280.0, 720.0
MARGIN = 36.0
CARD_GAP = 30.0  # room for the arrow between two cards
CARD_PAD = 12.0
ROW_GAP = 14.0
ROW1 = ("q", "k", "v")
ROW2 = ("scores", "scaled", "masked", "weights", "output")
MODE_NAMES = {"self": "self-attention", "causal": "masked (causal) self-attention", "cross": "cross-attention"}
MAX_CELL, MIN_CELL = 72, 3
FORMULA = "Attention(Q, K, V) = softmax(Q\u00b7K\u1d40 / \u221ad_k) \u00b7 V"
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


def _breakable(formula: str) -> str:
    """The formula with its operands glued to "/" and "·", so a wrapped
    formula breaks only between terms ("S / 1.732" stays whole)."""
    return formula.replace(" / ", "\u00a0/\u00a0").replace(" \u00b7 ", "\u00a0\u00b7\u00a0")


class _Card:
    def __init__(self, view: MatrixView, options: FigureOptions):
        self.view = view
        self.scale = scale_for(finite_unmasked(view), options.colormap, probabilities=view.probabilities)
        self.rect = QRectF()
        self.block: MatrixBlock | None = None
        self.formula_h = 0.0


class PipelineFigure:
    """All steps of head ``head`` as one lecture slide."""

    width = WIDTH
    height = HEIGHT

    def __init__(self, trace: Trace, head: int = 0, options: FigureOptions | None = None,
                 session: Session | None = None):
        if not 0 <= head < trace.n_heads:
            raise ExportError(f"no head {head}: this session has {trace.n_heads} head(s)")
        options = options or FigureOptions()
        self.options = options
        self.theme = theme(options.theme)
        self.head = head
        present = {s.id for s in trace.head_steps(head)}
        self.rows = [[_Card(matrix_view(trace, trace.step(sid, head).key), options) for sid in ids if sid in present]
                     for ids in (ROW1, ROW2)]
        self.title = "Scaled dot-product attention" if options.title is None else options.title
        self.subtitle = self._subtitle(trace, head, session)
        self.title_font = font(28, bold=True)
        self.subtitle_font = font(16)
        self.formula_font = font(19)
        self.row_font = font(13, bold=True)
        self.card_title_font = font(16, bold=True)
        self.card_formula_font = font(13)
        self.note_font = font(12)
        self.note = ("Colours: weights on viridis from 0 to 1; other steps blue\u2013white\u2013red centred on 0, "
                     "each card its own range" if options.colormap == "auto" else
                     f"Colours: {options.colormap}, each card its own range")
        self._layout()

    @staticmethod
    def _subtitle(trace: Trace, head: int, session: Session | None) -> str:
        parts = [f"head {head + 1} of {trace.n_heads}"]
        if session is not None:
            parts.append(MODE_NAMES.get(session.mode, session.mode))
            parts.append("tokens: " + ", ".join(session.tokens))
            if session.mode == "cross":
                parts.append("source: " + ", ".join(session.key_tokens))
        parts.append(f"d_k = {trace.step('q', head).shape[1]}")
        return "  \u00b7  ".join(parts)

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        inner = WIDTH - 2 * MARGIN
        title_h = line_height(self.title_font)
        # The whole formula sits at the right of the title when both fit, else
        # on its own line at the foot.
        self.formula_in_header = (text_width(self.title_font, self.title) + 48
                                  + text_width(self.formula_font, FORMULA) <= inner)
        self.header_h = title_h + 4 + line_height(self.subtitle_font) + 18
        self.footer_h = line_height(self.note_font) + (0 if self.formula_in_header
                                                       else line_height(self.formula_font) + 8)
        self.row_label_h = line_height(self.row_font) + 6
        top = MARGIN + self.header_h
        budget = HEIGHT - MARGIN - self.footer_h - 12 - top - 2 * self.row_label_h - ROW_GAP
        per_row = max(len(r) for r in self.rows)
        card_w = (inner - (per_row - 1) * CARD_GAP) / per_row
        title_h = line_height(self.card_title_font)
        for card in (c for r in self.rows for c in r):
            card.formula_h = self._formula_height(card.view.formula, card_w - 2 * CARD_PAD)
        self.head_h = title_h + 3 + max(c.formula_h for r in self.rows for c in r) + 10

        # The largest cell (one size for the whole slide, so the matrices
        # compare at a glance) at which every card fits its width and the
        # two rows fit the height. Binary search: fitting is (nearly) monotone.
        def fits(cell: float) -> bool:
            total = 0.0
            for cards in self.rows:
                tallest = 0.0
                for card in cards:
                    block = self._block(card, cell, values=False)
                    if block.width > card_w - 2 * CARD_PAD:
                        return False
                    tallest = max(tallest, block.height)
                total += tallest + self.head_h + 2 * CARD_PAD
            return total <= budget

        # Whole pixels keep PNG cells crisp; long sequences go below 3 px in
        # quarter pixels (drawn as an image, one pixel per cell, unsmoothed).
        sizes = [k / 4 for k in range(1, 4 * MIN_CELL)] + list(range(MIN_CELL, MAX_CELL + 1))
        lo, hi = 0, len(sizes) - 1
        while lo < hi:
            mid = (lo + hi + 1) // 2
            if fits(sizes[mid]):
                lo = mid
            else:
                hi = mid - 1
        cell = sizes[lo]
        if not fits(cell):
            n = self.rows[1][0].view.shape[0]
            raise ExportError(f"{n} tokens do not fit on one slide; export single steps instead")
        # One label size too: the smallest any card needed for flat labels.
        label_px = min(self._block(c, cell, values=False).label_font.pixelSize() for r in self.rows for c in r)
        for card in (c for r in self.rows for c in r):
            card.block = self._block(card, cell, values=self.options.values, label_px=label_px)
        heights = [max(c.block.height for c in cards) + self.head_h + 2 * CARD_PAD for cards in self.rows]
        # Spare height is shared out: rows grow a little, the rest goes above and below.
        spare = max(0.0, budget - sum(heights))
        grow = min(spare / 2, 40.0)
        heights = [h + grow for h in heights]
        y = top + (spare - 2 * grow) / 2
        self.row_tops = []
        for cards, h in zip(self.rows, heights):
            self.row_tops.append(y)
            y += self.row_label_h
            total = len(cards) * card_w + (len(cards) - 1) * CARD_GAP
            x = (WIDTH - total) / 2
            for card in cards:
                card.rect = QRectF(x, y, card_w, h)
                x += card_w + CARD_GAP
            y += h + ROW_GAP

    def _formula_height(self, text: str, width: float) -> float:
        """Height of a card formula wrapped to at most two lines."""
        lh = line_height(self.card_formula_font)
        return lh * min(2, self._formula_lines(text, width))

    def _formula_lines(self, text: str, width: float) -> int:
        box = QFontMetricsF(self.card_formula_font).boundingRect(
            QRectF(0, 0, width, 10000), int(Qt.TextFlag.TextWordWrap), _breakable(text))
        return max(1, round(box.height() / line_height(self.card_formula_font)))

    def _block(self, card: _Card, cell: float, values: bool, label_px: float | None = None) -> MatrixBlock:
        shrink = label_px is None
        if label_px is None:
            label_px = max(9.0, min(13.0, cell * 0.75))
        return MatrixBlock(card.view, card.scale, self.theme, cell, label_px=label_px,
                           min_label_px=min(label_px, 11.0) if shrink else None, values=values,
                           decimals=self.options.decimals, captions=False, max_label_width=110.0)

    # -- painting --------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, WIDTH, HEIGHT), QColor(th.background))
        inner = WIDTH - 2 * MARGIN
        y = MARGIN
        h = line_height(self.title_font)
        draw_text(p, QRectF(MARGIN, y, inner, h), self.title, self.title_font, th.text, _LEFT)
        if self.formula_in_header:
            draw_text(p, QRectF(MARGIN, y, inner, h), FORMULA, self.formula_font, th.text, _RIGHT)
        y += h + 4
        sub = elide(self.subtitle_font, self.subtitle, inner)
        draw_text(p, QRectF(MARGIN, y, inner, line_height(self.subtitle_font)), sub, self.subtitle_font, th.muted,
                  _LEFT)

        labels = ("1  Linear transformations", "2  Attention")
        for text, row_top, cards in zip(labels, self.row_tops, self.rows):
            draw_text(p, QRectF(cards[0].rect.left(), row_top, inner, line_height(self.row_font)), text.upper(),
                      self.row_font, th.muted, _LEFT)
            for card in cards:
                self._paint_card(p, card)
        row2 = self.rows[1]
        for a, b in zip(row2, row2[1:]):
            yc = a.rect.center().y()
            arrow(p, QPointF(a.rect.right() + 6, yc), QPointF(b.rect.left() - 6, yc), th.rule)

        nh = line_height(self.note_font)
        ny = HEIGHT - MARGIN - nh
        if not self.formula_in_header:
            fh = line_height(self.formula_font)
            draw_text(p, QRectF(MARGIN, ny - 8 - fh, inner, fh), FORMULA, self.formula_font, th.text)
        brand = "Attention Explorer"
        brand_w = text_width(self.note_font, brand) + 24
        draw_text(p, QRectF(MARGIN, ny, inner - brand_w, nh), elide(self.note_font, self.note, inner - brand_w),
                  self.note_font, th.muted, _LEFT)
        draw_text(p, QRectF(MARGIN, ny, inner, nh), brand, self.note_font, th.muted, _RIGHT)

    def _paint_card(self, p: QPainter, card: _Card) -> None:
        th = self.theme
        path = QPainterPath()
        path.addRoundedRect(card.rect, 10, 10)
        p.fillPath(path, QColor(th.panel))
        r = card.rect.adjusted(CARD_PAD, CARD_PAD, -CARD_PAD, -CARD_PAD)
        th1 = line_height(self.card_title_font)
        title_w = text_width(self.card_title_font, card.view.title)
        shape = f"{card.view.shape[0]} \u00d7 {card.view.shape[1]}"
        # The shape goes beside the title when there is room for both.
        if title_w + 12 + text_width(self.card_formula_font, shape) <= r.width():
            draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), shape, self.card_formula_font, th.muted, _RIGHT)
        draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), elide(self.card_title_font, card.view.title, r.width()),
                  self.card_title_font, th.text, _LEFT)
        formula_rect = QRectF(r.left(), r.top() + th1 + 3, r.width(), card.formula_h)
        p.setFont(self.card_formula_font)
        p.setPen(QColor(th.muted))
        p.drawText(formula_rect, int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop | Qt.TextFlag.TextWordWrap),
                   _breakable(card.view.formula))
        block = card.block
        assert block is not None
        # Centre the matrix in the room under the heading.
        room = QRectF(r.left(), r.top() + self.head_h, r.width(), r.height() - self.head_h)
        bx = room.left() + (room.width() - block.width) / 2
        by = room.top() + (room.height() - block.height) / 2
        block.paint(p, round(bx), round(by))
