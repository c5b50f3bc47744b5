"""The pipeline slide: every step of one head on one 16:9 slide.

Two rows of cards, read left to right like the reference text: the linear
transformations (Q, K, V), then scores → scaled → (masked) → weights →
output, each card with its title, formula, shape and small labelled matrix,
and the whole formula at the foot. 1280 × 720 logical pixels: at 96 per inch
that is the 13.33 × 7.5 in widescreen slide of presentation programs.
"""

from __future__ import annotations

import numpy as np
from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPainterPath

from explorer.core.numbers import DEFAULT_DECIMALS

from explorer.core.session import Session
from explorer.core.attention.steps import is_diverging
from explorer.core.attention.trace import Trace
from explorer.core.attention.what_if_text import attention_formula, what_if_note, without_note
from explorer.export.colormaps import map_name, scale_for
from explorer.export.formula import escape, from_ascii, split_terms
from explorer.export.matrix_block import MAX_VALUE_CELLS, MIN_VALUE_PX, VALUE_TO_LABEL, MatrixBlock, finite_unmasked
from explorer.export.options import FigureOptions
from explorer.export.painting import arrow, draw_formula, draw_text, elide, font, formula_width, line_height, text_width
from explorer.export.theme import theme
from explorer.export.view import ExportError, MatrixView, matrix_view
from explorer.app.cell_numbers import cell_texts
from explorer.app.identity import head_name
from explorer.app.labels import layout_columns

WIDTH, HEIGHT = 1280.0, 720.0
MARGIN = 28.0
CARD_GAP = 20.0  # room for the arrow between two cards
CARD_PAD = 8.0
ROW_GAP = 14.0
ROW1 = ("q", "k", "v")
ROW2 = ("scores", "scaled", "masked", "weights", "output")
MODE_NAMES = {"self": "self-attention", "causal": "masked (causal) self-attention", "cross": "cross-attention"}
MAX_CELL, MIN_CELL = 72.0, 3.0
#: Row labels at most this wide, upright column labels at most this long ("internationaliz…").
ROW_LABEL_ROOM, COL_LABEL_ROOM = 120.0, 96.0
_LEFT = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class _Card:
    def __init__(self, view: MatrixView, options: FigureOptions, what_if: str = ""):
        self.view = view
        # The slide's header says the What-if state once; a card keeps its short title and
        # formula (S′'s own card still defines S′: "S′ = S  (√d_k scaling off)").
        self.title = without_note(view.title, what_if)
        formula = view.formula if view.step_id == "scaled" else without_note(view.formula, what_if)
        self.scale = scale_for(finite_unmasked(view), options.colormap, probabilities=view.probabilities,
                               dark=options.theme == "dark")
        self.formula = from_ascii(formula)
        self.rect = QRectF()
        self.block: MatrixBlock | None = None
        self.lines: list[str] = []


class PipelineFigure:
    """All steps of head ``head`` as one lecture slide.

    Cells and fonts are sized to the room: each row of cards fills the
    slide's width (wide, short cells when the height is what is short), the
    labels are as large as a cell's height allows, and a card prints its
    numbers when they fit at 60 % of the labels' size or more. When they do
    not fit everywhere, the cards of a row share one column of row labels,
    then the attention weights get the width their numbers need first.
    """

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
        what_if = what_if_note(trace.scale, trace.temperature)
        self.rows = [[_Card(matrix_view(trace, trace.step(sid, head).key), options, what_if)
                      for sid in ids if sid in present] for ids in (ROW1, ROW2)]
        self.title = "Scaled dot-product attention" if options.title is None else options.title
        self.subtitle = self._subtitle(trace, head, session)
        # The formula as computed (What if… may have switched √d_k off), from S′'s own formula.
        self.formula = from_ascii(attention_formula(trace.scale, trace.temperature))
        self.title_font = font(28, bold=True)
        self.subtitle_font = font(16)
        self.formula_font = font(19)
        self.row_font = font(13, bold=True)
        self.card_title_font = font(16, bold=True)
        self.card_formula_font = font(14)
        self.note_font = font(12)
        maps = sorted({c.scale.name for r in self.rows for c in r})
        # Named as the Colours box names them (colormaps.map_name).
        self.note = (f"Colours: {', '.join(map_name(m) + (' centred on 0' if is_diverging(m) else '') for m in maps)}"
                     "; each card its own range")
        self._layout()

    @staticmethod
    def _subtitle(trace: Trace, head: int, session: Session | None) -> str:
        """Markup (token texts escaped): the head, the mode, the tokens and d_k."""
        # An imported head by who it is ("all-MiniLM-L6-v2 · layer 6 · head 12").
        who = session if session is not None else trace.session
        parts = [escape(head_name(who, head, capital=False, of=trace.n_heads))]
        if session is not None:
            parts.append(MODE_NAMES.get(session.mode, session.mode))
            parts.append("tokens: " + escape(", ".join(session.tokens)))
            if session.mode == "cross":
                parts.append("source: " + escape(", ".join(session.key_tokens)))
        parts.append(f"d_{{k}} = {trace.step('q', head).shape[1]}")
        what_if = what_if_note(trace.scale, trace.temperature)
        if what_if:  # the cards' titles leave it to this line
            parts.append(what_if.replace("√d_k", "\\sqrt{d_{k}}"))  # the note has no other markup
        return "  \u00b7  ".join(parts)

    @property
    def cards(self) -> list[_Card]:
        return [c for r in self.rows for c in r]

    # -- layout ----------------------------------------------------------------
    def _layout(self) -> None:
        inner = WIDTH - 2 * MARGIN
        title_h = line_height(self.title_font)
        # The whole formula sits at the right of the title when both fit, else
        # on its own line at the foot.
        self.formula_in_header = (text_width(self.title_font, self.title) + 48
                                  + formula_width(self.formula_font, self.formula) <= inner)
        self.header_h = title_h + 4 + line_height(self.subtitle_font) + 14
        self.footer_h = line_height(self.note_font) + (0 if self.formula_in_header
                                                       else line_height(self.formula_font) + 8)
        self.row_label_h = line_height(self.row_font) + 4
        top = MARGIN + self.header_h
        budget = HEIGHT - MARGIN - self.footer_h - 10 - top - 2 * self.row_label_h - ROW_GAP
        n_rows = [max(c.view.shape[0] for c in cards) for cards in self.rows]
        chosen = None
        # Largest labels first; per label size, every card labelled, then
        # shared row labels, then the weights first: the first plan in which
        # every card shows its numbers wins, else the one showing the most.
        for label_px in (15.0, 14.0, 13.0, 12.0, 11.0, 10.0, 9.0):
            for shared, weights_first in ((False, False), (True, False), (True, True)):
                plan = self._plan(label_px, shared, weights_first, inner, budget, n_rows)
                if plan is None:
                    continue
                # The weights' numbers first (what a lecture reads), then as many cards as possible.
                score = (any(b.shows_values and b.view.step_id == "weights" for r in plan for b in r),
                         sum(b.shows_values for r in plan for b in r))
                if chosen is None or score > chosen[0]:
                    chosen = (score, plan)
                if score[1] == len(self.cards):
                    break
            if chosen is not None and chosen[0][1] == len(self.cards):
                break
        if chosen is None:  # long sequences: every k-th token labelled (the label rule says so in the note)
            chosen = (None, self._plan(9.0, True, False, inner, budget, n_rows, strict=False))
        if chosen[1] is None:
            n = self.rows[1][0].view.shape[0]
            raise ExportError(f"{n} tokens do not fit on one slide; export single steps instead")
        blocks = chosen[1]
        heights = [max(b.height for b in row) + self._head_h(cards) + 2 * CARD_PAD
                   for cards, row in zip(self.rows, blocks)]
        spare = max(0.0, budget - sum(heights))
        y = top + spare / 2
        self.row_tops = []
        for cards, row, h in zip(self.rows, blocks, heights):
            self.row_tops.append(y)
            y += self.row_label_h
            widths = [b.width + 2 * CARD_PAD for b in row]
            total = sum(widths) + (len(cards) - 1) * CARD_GAP
            x = (WIDTH - total) / 2
            widths = [max(w, self._least_width(c) + 2 * CARD_PAD) for c, w in zip(cards, widths)]
            total = sum(widths) + (len(cards) - 1) * CARD_GAP
            x = (WIDTH - total) / 2
            for card, block, w in zip(cards, row, widths):
                card.block = block
                card.rect = QRectF(x, y, w, h)
                x += w + CARD_GAP
            y += h + ROW_GAP

    def _head_h(self, cards: list[_Card]) -> float:
        return line_height(self.card_title_font) + 3 + max(len(c.lines) for c in cards) * \
            line_height(self.card_formula_font) + 8

    def _plan(self, label_px: float, shared: bool, weights_first: bool, inner: float, budget: float,
              n_rows: list[int], strict: bool = True) -> list[list[MatrixBlock]] | None:
        """The blocks of both rows at label size ``label_px``, or None when they cannot fit."""
        lf = font(label_px)
        lh = line_height(lf)
        measure = QFontMetricsF(lf).horizontalAdvance
        fixed_h = 0.0
        geometry = []
        for cards in self.rows:
            labelled = [not shared or k == 0 for k in range(len(cards))]
            row_w = [min(ROW_LABEL_ROOM, max(measure(t) for t in c.view.row_labels)) + 8 if lab else 0.0
                     for c, lab in zip(cards, labelled)]
            cols = [c.view.shape[1] for c in cards]
            fixed_w = sum(row_w) + len(cards) * 2 * CARD_PAD + (len(cards) - 1) * CARD_GAP + 2
            cw = min(MAX_CELL, (inner - fixed_w) / sum(cols))
            # A card is at least as wide as its title and its formula's widest term.
            least = [self._least_width(c) for c in cards]
            short = [k for k in range(len(cards)) if least[k] > row_w[k] + cw * cols[k]]
            if short:
                fixed_w += sum(least[k] - row_w[k] for k in short)
                cw = min(MAX_CELL, (inner - fixed_w) / max(1, sum(c for k, c in enumerate(cols) if k not in short)))
            if cw < (MIN_CELL if strict else 0.25):
                return None
            cell_w = [cw] * len(cards)
            if weights_first:
                cell_w = self._weights_first(cards, cw, cols, inner - fixed_w, label_px)
            # Column labels: flat at this width, or upright and at most COL_LABEL_ROOM long.
            extent = max(layout_columns(c.view.col_labels, w, lh, self._col_room(label_px), measure).extent
                         for c, w in zip(cards, cell_w))
            for card, rw, w, c in zip(cards, row_w, cell_w, cols):
                card.lines = self._formula_lines(card, rw + w * c)
            fixed_h += 2 * CARD_PAD + self._head_h(cards) + extent + 8
            geometry.append((labelled, cell_w, extent))
        ch = min(MAX_CELL, (budget - fixed_h) / sum(n_rows))
        heights = [ch] * len(self.rows)
        need = line_height(font(max(MIN_VALUE_PX, VALUE_TO_LABEL * label_px))) + 2
        if weights_first and ch < need and len(n_rows) == 2:
            # The attention row takes the height its weights' numbers need; Q, K, V get the rest.
            heights = [(budget - fixed_h - n_rows[1] * need) / n_rows[0], need]
        if min(heights) < (lh if strict else 0.25):  # not one label line per cell: try smaller labels
            return None
        plan = []
        for cards, (labelled, cell_w, extent), ch in zip(self.rows, geometry, heights):
            row = []
            for card, lab, w in zip(cards, labelled, cell_w):
                # Cells no wider than 2.5 × their height, so a matrix still reads as one.
                cell = (min(w, 3 * ch), min(ch, w))
                row.append(MatrixBlock(card.view, card.scale, self.theme, cell, label_px=label_px,
                                       values=self.options.values, decimals=self.options.decimals,
                                       captions=False, max_label_width=ROW_LABEL_ROOM, row_labels=lab,
                                       col_label_h=extent, col_label_room=self._col_room(label_px)))
            plan.append(row)
        return plan

    @staticmethod
    def _col_room(label_px: float) -> float:
        """Upright column labels: at most COL_LABEL_ROOM, about 7 letters at small sizes."""
        return min(COL_LABEL_ROOM, 7 * label_px)

    def _least_width(self, card: _Card) -> float:
        shape = f"{card.view.shape[0]} \u00d7 {card.view.shape[1]}"
        title = text_width(self.card_title_font, card.title) + 12 + text_width(self.card_formula_font, shape)
        return max([title] + [formula_width(self.card_formula_font, t) for t in split_terms(card.formula)])

    def _number_width(self, card: _Card, label_px: float, cw: float) -> float | None:
        """The cell width the card's widest number needs at the smallest allowed size (None: no numbers)."""
        n, m = card.view.shape
        if n * m > MAX_VALUE_CELLS:
            return None
        decimals = DEFAULT_DECIMALS if self.options.decimals is None else self.options.decimals
        texts = cell_texts(np.asarray(card.view.values, dtype=np.float64), card.view.mask, decimals)
        longest = max((t for row in texts for t in row), key=len, default="")
        px = max(MIN_VALUE_PX, VALUE_TO_LABEL * label_px)
        return text_width(font(px), longest) + max(4.0, 0.12 * cw) + 2

    def _weights_first(self, cards: list[_Card], cw: float, cols: list[int], room: float,
                       label_px: float) -> list[float]:
        """Cell widths giving every card the width its numbers need when the row has room for all;
        else the weights card first, the rest shared by the others."""
        needs = [self._number_width(c, label_px, cw) for c in cards]
        if all(x is not None for x in needs) and sum(x * c for x, c in zip(needs, cols)) <= room:
            spare = (room - sum(x * c for x, c in zip(needs, cols))) / sum(cols)
            return [x + spare for x in needs]
        ids = [c.view.step_id for c in cards]
        if "weights" not in ids or needs[ids.index("weights")] is None:
            return [cw] * len(cards)
        k = ids.index("weights")
        need = needs[k]
        if need <= cw:
            return [cw] * len(cards)
        others = sum(c for i, c in enumerate(cols) if i != k)
        rest = (room - need * cols[k]) / others if others else cw
        if rest < MIN_CELL:
            return [cw] * len(cards)
        return [need if i == k else rest for i in range(len(cards))]

    def _formula_lines(self, card: _Card, width: float) -> list[str]:
        """The card formula cut before its "=" signs into at most two lines of ``width``."""
        markup = card.formula
        width = max(width, self._least_width(card))
        lines: list[str] = []
        for term in split_terms(markup):
            if lines and formula_width(self.card_formula_font, lines[-1] + " " + term) <= width:
                lines[-1] += " " + term
            else:
                lines.append(term)
        return lines[:1] + [" ".join(lines[1:])] if len(lines) > 2 else lines

    # -- painting --------------------------------------------------------------
    def paint(self, p: QPainter) -> None:
        th = self.theme
        p.fillRect(QRectF(0, 0, WIDTH, HEIGHT), QColor(th.background))
        inner = WIDTH - 2 * MARGIN
        y = MARGIN
        h = line_height(self.title_font)
        draw_text(p, QRectF(MARGIN, y, inner, h), self.title, self.title_font, th.text, _LEFT)
        if self.formula_in_header:
            draw_formula(p, QRectF(MARGIN, y, inner, h), self.formula, self.formula_font, th.text, _RIGHT)
        y += h + 4
        draw_formula(p, QRectF(MARGIN, y, inner, line_height(self.subtitle_font)), self.subtitle,
                     self.subtitle_font, th.muted, _LEFT)

        labels = ("1  Linear transformations", "2  Attention")
        for text, row_top, cards in zip(labels, self.row_tops, self.rows):
            draw_text(p, QRectF(cards[0].rect.left(), row_top, inner, line_height(self.row_font)), text.upper(),
                      self.row_font, th.muted, _LEFT)
            for card in cards:
                self._paint_card(p, card)
        row2 = self.rows[1]
        for a, b in zip(row2, row2[1:]):
            yc = a.rect.center().y()
            arrow(p, QPointF(a.rect.right() + 3, yc), QPointF(b.rect.left() - 3, yc), th.rule)

        nh = line_height(self.note_font)
        ny = HEIGHT - MARGIN - nh
        if not self.formula_in_header:
            fh = line_height(self.formula_font)
            draw_formula(p, QRectF(MARGIN, ny - 8 - fh, inner, fh), self.formula, self.formula_font, th.text,
                         Qt.AlignmentFlag.AlignHCenter)
        brand = "Attention Explorer"
        brand_w = text_width(self.note_font, brand) + 24
        notes = [self.note] + list(dict.fromkeys(c.block.note for c in self.cards if c.block and c.block.note))
        note = "; ".join(notes)
        draw_text(p, QRectF(MARGIN, ny, inner - brand_w, nh), elide(self.note_font, note, inner - brand_w),
                  self.note_font, th.muted, _LEFT)
        draw_text(p, QRectF(MARGIN, ny, inner, nh), brand, self.note_font, th.muted, _RIGHT)

    def _paint_card(self, p: QPainter, card: _Card) -> None:
        th = self.theme
        path = QPainterPath()
        path.addRoundedRect(card.rect, 10, 10)
        p.fillPath(path, QColor(th.panel))
        r = card.rect.adjusted(CARD_PAD, CARD_PAD, -CARD_PAD, -CARD_PAD)
        th1 = line_height(self.card_title_font)
        title_w = text_width(self.card_title_font, card.title)
        shape = f"{card.view.shape[0]} \u00d7 {card.view.shape[1]}"
        # The shape goes beside the title when there is room for both.
        if title_w + 12 + text_width(self.card_formula_font, shape) <= r.width():
            draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), shape, self.card_formula_font, th.muted, _RIGHT)
        draw_text(p, QRectF(r.left(), r.top(), r.width(), th1), elide(self.card_title_font, card.title, r.width()),
                  self.card_title_font, th.text, _LEFT)
        fh = line_height(self.card_formula_font)
        for k, line in enumerate(card.lines):
            draw_formula(p, QRectF(r.left(), r.top() + th1 + 3 + k * fh, r.width(), fh), line,
                         self.card_formula_font, th.muted, _LEFT)
        block = card.block
        assert block is not None
        # Blocks of a row share their top, so their grids line up (and can share row labels).
        head_h = self._head_h(next(cards for cards in self.rows if card in cards))
        bx = r.left() + (r.width() - block.width) / 2
        block.paint(p, round(bx), round(r.top() + head_h))
