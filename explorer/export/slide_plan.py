"""How the pipeline slide's cards are sized: the largest token labels that show every token whole.

A plan sizes the matrix blocks of both rows of cards for one label size, one
choice of which cards draw their own row labels and one tier of label
honesty. :class:`Planner` tries plans from the largest labels down and keeps
the best by :meth:`Plan.score`: the attention weights' numbers, then how many
cards show numbers, then the weights' own row labels, then every card's shape
beside its title; a tie goes to the larger labels. Sizes are logical pixels of
the 1280 × 720 slide.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Protocol, TypeVar

import numpy as np
from PySide6.QtGui import QFontMetricsF

from explorer.app.cell_numbers import cell_texts
from explorer.app.labels import layout_columns
from explorer.core.io.safe_text import plain
from explorer.core.numbers import DEFAULT_DECIMALS
from explorer.export.colormaps import ColorScale
from explorer.export.formula import split_terms
from explorer.export.matrix_block import MAX_VALUE_CELLS, MIN_VALUE_PX, VALUE_TO_LABEL, MatrixBlock
from explorer.export.options import FigureOptions
from explorer.export.painting import font, formula_width, line_height, text_width, widest_label
from explorer.export.slide_kickers import kicker_lines, least_kicker_width
from explorer.export.theme import Theme
from explorer.export.view import MatrixView

T = TypeVar("T")
CARD_GAP = 20.0  # room for the arrow between two cards
CARD_PAD = 8.0
MAX_CELL = 72.0
#: Label sizes tried, largest first; 9 px is still legible on a projected 1280 × 720 slide.
LABEL_SIZES = (15.0, 14.0, 13.0, 12.0, 11.0, 10.0, 9.0)
#: When no plan shows every token whole: row labels at most this wide, upright column labels
#: at most this long ("internationaliz…"), and the footer says labels were shortened.
ROW_LABEL_ROOM, COL_LABEL_ROOM = 120.0, 96.0

#: Tiers of label honesty, best first: every token whole; every token, long ones shortened
#: with "…"; every k-th token (long sequences). The footer states what a lower tier leaves out.
WHOLE, SHORTENED, THINNED = "whole", "shortened", "thinned"

#: Which cards of a row draw their own row labels: all; the first and the readouts (weights,
#: output: what a lecture reads across); the first and the output (far from the first, so it
#: never borrows its labels: the others line up with their left neighbour's); the first only.
OWN, READOUTS, ENDS, FIRST = "own", "readouts", "ends", "first"


@dataclass(frozen=True)
class Look:
    """The sizes (px) of the slide's furniture around the matrices."""

    margin: float
    title_px: float
    subtitle_px: float
    row_px: float
    card_title_px: float
    card_formula_px: float
    note_px: float


#: The slide's sizes, then tighter ones that give a long sentence's cells the room to label
#: every token whole (twelve 20-letter words need about 30 px more height).
LOOKS = (Look(28.0, 28.0, 16.0, 13.0, 16.0, 14.0, 12.0), Look(20.0, 24.0, 14.0, 12.0, 14.0, 12.0, 11.0))


@dataclass
class Plan:
    """The blocks of each row of cards, each card's formula lines, the labels' size."""

    blocks: list[list[MatrixBlock]]
    lines: list[list[list[str]]]
    label_px: float
    #: Every card has room for its shape beside its title (see :attr:`Planner.shapes`).
    shapes: bool = True
    #: Each card's kicker lines (the text's number and name) at the card's width.
    kickers: list[list[list[str]]] = field(default_factory=list)

    @property
    def all_blocks(self) -> list[MatrixBlock]:
        return [b for row in self.blocks for b in row]

    def score(self) -> tuple[bool, int, bool, bool]:
        """How plans are ranked: (the weights show their numbers, how many cards show theirs,
        the weights label their own rows, every card shows its shape)."""
        weights = [b for b in self.all_blocks if b.view.step_id == "weights"]
        return (any(b.shows_values for b in weights), sum(b.shows_values for b in self.all_blocks),
                all(b.show_row_labels for b in weights), self.shapes)


class Card(Protocol):
    """What the planner reads of one of the slide's cards (explorer.export.slide's _Card)."""

    view: MatrixView
    scale: ColorScale
    title: str
    formula: str
    #: The formula's lines at the width being tried (the planner sets them).
    lines: list[str]
    #: The reference text's labels of the steps the card shows ("1 – Dot products q·k"), as markup, above its title.
    kickers: list[str]
    #: :attr:`kickers` set in lines at the width being tried (the planner sets them).
    kicker_lines: list[str]


def own_row_labels(step_ids: list[str], sharing: str) -> list[bool]:
    """Which cards of a row (by step id, in order) draw their own row labels under ``sharing``."""
    own = {OWN: set(step_ids), READOUTS: {"weights", "output"}, ENDS: {"output"}, FIRST: set()}[sharing]
    return [k == 0 or s in own for k, s in enumerate(step_ids)]


class Planner:
    """Sizes the blocks of the slide's rows of cards (``rows``: lists of the slide's cards)."""

    def __init__(self, rows: list[list[Card]], options: FigureOptions, theme: Theme, look: Look):
        self.rows = rows
        self.options = options
        self.theme = theme
        self.look = look
        self.card_title_font = font(look.card_title_px, bold=True)
        self.card_formula_font = font(look.card_formula_px)
        # A size under the formula's: the kicker places the card in the text, the title names it.
        self.kicker_font = font(look.card_formula_px - 1)
        #: The last row sized gave its weights' masked cells no word (see :meth:`_cell_widths`).
        self.words_left_out = False
        #: Every card is as wide as its title and its shape ("12 × 12") side by side; False lets a
        #: narrow card leave its shape out (the weights' numbers need the room at 12 long words).
        self.shapes = True
        # A search tries up to 200 plans of the same cards, many alike: each measure of a card is made
        # once, each block once per search (8 long words: 664 blocks, 233 of them different).
        self._measures: dict[tuple, object] = {}
        self._blocks: dict[tuple, MatrixBlock] = {}

    def _once(self, key: tuple, make: Callable[[], T], store: dict | None = None) -> T:
        """``make()`` the first time ``key`` is asked for (kept in ``store``, else the measures)."""
        store = self._measures if store is None else store
        return store[key] if key in store else store.setdefault(key, make())  # type: ignore[return-value]

    # -- the search ------------------------------------------------------------
    def search(self, tier: str, inner: float, budget: float) -> Plan | None:
        """The best plan of ``tier``: every number shown at the largest labels, else the most numbers
        (the weights' first); None when no plan of the tier fits."""
        n_rows = [max(c.view.shape[0] for c in cards) for cards in self.rows]
        sharings = {WHOLE: ((OWN, OWN), (OWN, READOUTS), (FIRST, READOUTS), (OWN, ENDS), (FIRST, ENDS)),
                    SHORTENED: ((OWN, READOUTS), (FIRST, ENDS), (FIRST, FIRST)),
                    THINNED: ((FIRST, FIRST),)}[tier]
        sizes = LABEL_SIZES if tier != THINNED else LABEL_SIZES[-1:]
        best = self.best_score()
        chosen: Plan | None = None
        for label_px in sizes:
            for sharing, weights_first, shapes in itertools.product(sharings, (False, True), (True, False)):
                if not shapes and not weights_first:
                    continue  # only the weights' numbers are worth a card's shape
                if tier == THINNED and (weights_first or not shapes):
                    continue  # thinned labels already: no thinner ones for the weights' numbers
                self.shapes = shapes
                plan = self.plan(label_px, sharing, weights_first, tier, inner, budget, n_rows)
                # The weights' numbers first (what a lecture reads), then as many cards as possible,
                # then the weights' own row labels, then every card's shape; a tie goes to the
                # larger labels (tried first).
                if plan is not None and (chosen is None or plan.score() > chosen.score()):
                    chosen = plan
                if chosen is not None and chosen.score() == best:
                    break
            if chosen is not None and chosen.score() == best:
                break
        self.shapes = True if chosen is None else chosen.shapes
        self._blocks.clear()  # the chosen plan keeps its own; the others' may go
        return chosen

    def best_score(self) -> tuple[bool, int, bool, bool]:
        """The score of a plan that shows everything: no other plan is worth trying after it."""
        return (True, sum(len(r) for r in self.rows), True, True)

    def plan(self, label_px: float, sharing: tuple[str, str], weights_first: bool, tier: str, inner: float,
             budget: float, n_rows: list[int]) -> Plan | None:
        """The blocks of both rows at label size ``label_px``, or None when they cannot fit."""
        lf = font(label_px)
        lh = line_height(lf)
        measure = QFontMetricsF(lf).horizontalAdvance
        whole = tier == WHOLE
        row_room = math.inf if whole else ROW_LABEL_ROOM
        col_room = math.inf if whole else self.col_room(label_px)
        # Every token labelled needs a label line per cell, both ways.
        least_cell = 0.25 if tier == THINNED else max(3.0, lh)
        fixed_h = 0.0
        geometry = []
        for cards, share in zip(self.rows, sharing):
            labelled = own_row_labels([c.view.step_id for c in cards], share)
            # Whole pixels, as MatrixBlock rounds its label column.
            row_w = [math.ceil(min(row_room, widest_label(lf, tuple(plain(t) for t in c.view.row_labels)))) + 8
                     if lab else 0.0 for c, lab in zip(cards, labelled)]
            room = inner - len(cards) * 2 * CARD_PAD - (len(cards) - 1) * CARD_GAP
            cell_w = self._cell_widths(cards, row_w, room, label_px, weights_first, least_cell)
            if cell_w is None or min(cell_w) < least_cell:
                return None
            # Column labels: flat at this width, or upright (at most col_room long).
            extent = max(self._once(("extent", id(c.view), w, label_px, col_room), lambda c=c, w=w: layout_columns(
                c.view.col_labels, w, lh, col_room, measure).extent) for c, w in zip(cards, cell_w))
            for card, rw, w in zip(cards, row_w, cell_w):
                self.set_lines(card, rw + w * card.view.shape[1])
            fixed_h += 2 * CARD_PAD + self.head_h(cards) + extent + 8
            geometry.append((labelled, cell_w, extent, self.words_left_out))
        ch = min(MAX_CELL, (budget - fixed_h) / sum(n_rows))
        heights = [ch] * len(self.rows)
        need = line_height(font(max(MIN_VALUE_PX, VALUE_TO_LABEL * label_px))) + 2
        if weights_first and ch < need and len(n_rows) == 2:
            # The attention row takes the height its weights' numbers need; Q, K, V get the rest.
            heights = [(budget - fixed_h - n_rows[1] * need) / n_rows[0], need]
        if min(heights) < least_cell:
            return None  # not one label line per cell: try smaller labels
        blocks = []
        for cards, (labelled, cell_w, extent, left_out), ch in zip(self.rows, geometry, heights):
            row = []
            for card, lab, w in zip(cards, labelled, cell_w):
                # Cells no wider than 3 × their height, so a matrix still reads as one.
                cell = (min(w, 3 * ch), min(ch, w))
                words = not (left_out and card.view.step_id == "weights")
                key = (id(card.view), cell, label_px, lab, extent, row_room, col_room, words)
                row.append(self._once(key, lambda card=card, cell=cell, lab=lab, words=words: MatrixBlock(
                    card.view, card.scale, self.theme, cell, label_px=label_px, values=self.options.values,
                    decimals=self.options.decimals, captions=False, max_label_width=row_room, row_labels=lab,
                    col_label_h=extent, col_label_room=col_room, masked_words=words), self._blocks))
            for card, block in zip(cards, row):  # the formula set to the card's real width
                self.set_lines(card, block.width)
            blocks.append(row)
        plan = Plan(blocks, [[list(c.lines) for c in cards] for cards in self.rows], label_px, self.shapes,
                    [[list(c.kicker_lines) for c in cards] for cards in self.rows])
        if tier == THINNED:
            return plan
        # What was promised, checked on the blocks themselves: inside the slide, and every token
        # labelled (whole in the WHOLE tier) after whole-pixel rounding.
        if any(self.row_width(cards, row) > inner + 0.5 for cards, row in zip(self.rows, blocks)):
            return None
        if sum(self.card_height(cards, row) for cards, row in zip(self.rows, blocks)) > budget + 0.5:
            return None
        if any(b.rows.stride > 1 or b.cols.stride > 1 or (whole and (b.rows.shortened or b.cols.shortened))
               for b in plan.all_blocks):
            return None
        return plan

    # -- measures --------------------------------------------------------------
    def card_height(self, cards: list[Card], blocks: list[MatrixBlock]) -> float:
        """How tall a row's cards are drawn with these blocks."""
        return max(b.height for b in blocks) + self.head_h(cards) + 2 * CARD_PAD

    def row_width(self, cards: list[Card], blocks: list[MatrixBlock]) -> float:
        """How wide a row of cards is drawn with these blocks (gaps included)."""
        return sum(max(b.width, self.least_width(c)) + 2 * CARD_PAD for c, b in zip(cards, blocks)) + \
            (len(cards) - 1) * CARD_GAP

    def head_h(self, cards: list[Card]) -> float:
        """The height of the cards' kicker, title and formula lines (the tallest of the row)."""
        return self.kicker_h(cards) + line_height(self.card_title_font) + 3 + max(len(c.lines) for c in cards) * \
            line_height(self.card_formula_font) + 8

    def kicker_h(self, cards: list[Card]) -> float:
        """The height of the row's kicker lines (0 when no card of the row has one)."""
        count = max(len(c.kicker_lines) for c in cards)
        return count * line_height(self.kicker_font) + (2 if count else 0)

    @staticmethod
    def col_room(label_px: float) -> float:
        """Shortened upright column labels: at most COL_LABEL_ROOM, about 7 letters at small sizes."""
        return min(COL_LABEL_ROOM, 7 * label_px)

    def least_width(self, card: Card) -> float:
        """The width of the card's title (with its shape beside it when :attr:`shapes`), of its
        formula in at most two lines, and of its kickers in at most two."""
        return self._once(("least", id(card), self.shapes), lambda: self._least_width(card))

    def _least_width(self, card: Card) -> float:
        shape = f"{card.view.shape[0]} \u00d7 {card.view.shape[1]}"
        title = text_width(self.card_title_font, card.title)
        if self.shapes:
            title += 12 + text_width(self.card_formula_font, shape)
        terms = split_terms(card.formula)
        f = self.card_formula_font
        # The narrowest split before one of its "=" signs into two lines.
        two_lines = min(max(formula_width(f, " ".join(terms[:k])), formula_width(f, " ".join(terms[k:])))
                        for k in range(1, len(terms) + 1))
        return max(title, two_lines, least_kicker_width(self.kicker_font, card.kickers))

    def set_lines(self, card: Card, width: float) -> None:
        """The card's formula lines and kicker lines at ``width`` (:meth:`formula_lines`, :meth:`kicker_lines`)."""
        card.lines = self.formula_lines(card, width)
        card.kicker_lines = self.kicker_lines(card, width)

    def kicker_lines(self, card: Card, width: float) -> list[str]:
        """The card's kickers set at ``width`` (at least :meth:`least_width`): :func:`kicker_lines`."""
        return kicker_lines(self.kicker_font, card.kickers, max(width, self.least_width(card)))

    def formula_lines(self, card: Card, width: float) -> list[str]:
        """The card formula cut before its "=" signs into lines of ``width`` (two at most when
        ``width`` is at least :meth:`least_width`)."""
        width = max(width, self.least_width(card))
        lines: list[str] = []
        for term in split_terms(card.formula):
            if lines and formula_width(self.card_formula_font, lines[-1] + " " + term) <= width:
                lines[-1] += " " + term
            else:
                lines.append(term)
        return lines

    def _number_width(self, card: Card, label_px: float, masked_words: bool = True) -> float | None:
        """The cell width the card's widest text needs at the smallest allowed size (None: no numbers);
        ``masked_words`` False: its numbers only (the masked cells left to their hatching)."""
        return self._once(("number", id(card.view), label_px, masked_words),
                          lambda: self._measure_number_width(card, label_px, masked_words))

    def _measure_number_width(self, card: Card, label_px: float, masked_words: bool) -> float | None:
        longest = self._longest(card, masked_words)
        if longest is None:
            return None
        px = max(MIN_VALUE_PX, VALUE_TO_LABEL * label_px)
        # Measured as MatrixBlock measures (at 100 px, scaled): value_font_px leaves max(4 px, 12 %)
        # of a cell for air and rounds the size down to half pixels.
        text = text_width(font(100), longest) / 100 * (px + 0.5)
        return max(text + 4.0, text / 0.88)

    def _longest(self, card: Card, masked_words: bool) -> str | None:
        """The card's longest cell text (None past MAX_VALUE_CELLS), formatted once per card:
        a search tries dozens of plans, and a 64-token card has 4096 numbers."""
        return self._once(("longest", id(card.view), masked_words), lambda: self._find_longest(card, masked_words))

    def _find_longest(self, card: Card, masked_words: bool) -> str | None:
        n, m = card.view.shape
        if n * m > MAX_VALUE_CELLS:
            return None
        decimals = DEFAULT_DECIMALS if self.options.decimals is None else self.options.decimals
        texts = cell_texts(np.asarray(card.view.values, dtype=np.float64), card.view.mask, decimals)
        return max((t for row, h in zip(texts, card.view.mask.tolist()) for t, masked in zip(row, h)
                    if masked_words or not masked), key=len, default="")

    def _cell_widths(self, cards: list[Card], row_w: list[float], room: float, label_px: float,
                     weights_first: bool, least_cell: float) -> list[float] | None:
        """Each card's cell width: one width for all, as wide as the row's ``room`` allows (a card
        is at least as wide as its title and formula: :meth:`least_width`). ``weights_first``:
        every card the width its numbers need plus an equal share of what is left when that fits,
        else the weights theirs and the others the rest, the weights' masked cells without their
        word if only that makes room (:attr:`words_left_out`); None when the weights' numbers
        cannot be given their width, or any card's cells would be narrower than ``least_cell``."""
        cols = [c.view.shape[1] for c in cards]
        least = [self.least_width(c) for c in cards]
        # Short column labels (z1, q1: not tokens) get the width that lays them flat when there is room.
        lf = font(label_px)
        flat = [widest_label(lf, tuple(plain(t) for t in c.view.col_labels)) + 4.5 for c in cards]
        for floors in ([f if f <= 3 * line_height(lf) else 0.0 for f in flat], [0.0] * len(cards)):

            def used(widths: list[float], floors: list[float] = floors) -> float:
                return sum(max(r + c * max(w, f), lw) for r, c, w, f, lw in zip(row_w, cols, widths, floors, least))

            def widest(make: Callable[[float], list[float]]) -> list[float] | None:
                """make(t) at the largest t in [0, MAX_CELL] that fits the room (make grows with t)."""
                if used(make(0.0)) > room:
                    return None
                low, high = 0.0, MAX_CELL
                if used(make(high)) <= room:
                    return make(high)
                for _ in range(30):
                    mid = (low + high) / 2
                    low, high = (mid, high) if used(make(mid)) <= room else (low, mid)
                return make(low)

            self.words_left_out = False
            found = self._widths(cards, widest, label_px, weights_first, least_cell)
            if found is not None and min(found) >= least_cell:
                return [max(w, f) for w, f in zip(found, floors)]
        return None

    def _widths(self, cards: list[Card], widest: Callable, label_px: float, weights_first: bool,
                least_cell: float) -> list[float] | None:
        """The cell widths :meth:`_cell_widths` describes, ``widest`` finding the largest that fit."""
        if not weights_first:
            return widest(lambda t: [t] * len(cards))
        needs = [self._number_width(c, label_px) for c in cards]
        if all(x is not None for x in needs):
            every = widest(lambda t: [min(MAX_CELL, x + t) for x in needs])
            if every is not None:
                return every
        ids = [c.view.step_id for c in cards]
        if "weights" not in ids or needs[ids.index("weights")] is None:
            return None
        k = ids.index("weights")
        for words in (True, False):
            need = self._number_width(cards[k], label_px, words)
            found = widest(lambda t, need=need: [max(need, t) if i == k else t for i in range(len(cards))])
            if found is not None and min(found) >= least_cell:
                self.words_left_out = not words
                return found
        return None
