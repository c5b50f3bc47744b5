"""The model view's grid as plain data: thumbnail positions, the hit test, block pictures, sink texts.

One thumbnail per (layer, head): layers down, heads across, for every model
(a grid that turned when there were more layers than heads read as two
different pictures of one idea; a lecturer pointing at "layer 3" looks for a
row). Each thumbnail carries its share of weight on the first token as a
number, under it or beside it, whichever leaves the larger thumbnails
(:func:`share_layout`). A thumbnail is smaller than n × n pixels at long
sentences, so its picture is reduced by block maxima (a thin diagonal stays
visible, as in the heatmap's picture), and a block is masked only when all of
its cells are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from explorer.core.attention.masks import Visibility
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The sink threshold's range in the view's spin box, in percent.
MIN_THRESHOLD_PERCENT, MAX_THRESHOLD_PERCENT = 1, 100


@dataclass(frozen=True)
class Grid:
    """Thumbnails of ``cell`` units with gaps between them, the first at (left, top):
    layer ``l`` is row ``l``, head ``h`` column ``h``."""

    layers: int
    heads: int
    left: float
    top: float
    cell: float
    gap_x: float
    gap_y: float

    @property
    def columns(self) -> int:
        return self.heads

    @property
    def rows(self) -> int:
        return self.layers

    def origin(self, layer: int, head: int) -> tuple[float, float]:
        """Top-left corner of the thumbnail of (``layer``, ``head``), both 0-based."""
        return self.left + head * (self.cell + self.gap_x), self.top + layer * (self.cell + self.gap_y)

    @property
    def width(self) -> float:
        return self.columns * self.cell + (self.columns - 1) * self.gap_x

    @property
    def height(self) -> float:
        return self.rows * self.cell + (self.rows - 1) * self.gap_y

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(layer, head) of the thumbnail under (x, y), or None between and outside them."""
        col = math.floor((x - self.left) / (self.cell + self.gap_x))
        row = math.floor((y - self.top) / (self.cell + self.gap_y))
        if not (0 <= col < self.columns and 0 <= row < self.rows):
            return None
        layer, head = row, col
        x0, y0 = self.origin(layer, head)
        if x0 <= x < x0 + self.cell and y0 <= y < y0 + self.cell:
            return layer, head
        return None


#: The space between two thumbnails (or between a number and the next thumbnail).
GAP = 6.0
#: The space between a thumbnail and its number.
NUMBER_GAP = 3.0


@dataclass(frozen=True)
class ShareLayout:
    """How large the thumbnails are and where each one's number goes: ``beside``
    (right of the thumbnail, centred on it) or under it."""

    beside: bool
    cell: float
    gap_x: float
    gap_y: float

    def size(self, rows: int, columns: int) -> tuple[float, float]:
        """Width and height of ``rows`` × ``columns`` thumbnails with their numbers
        (the last column's or the last row's numbers included)."""
        w = columns * (self.cell + self.gap_x) - (GAP if self.beside else self.gap_x)
        h = rows * (self.cell + self.gap_y) - (self.gap_y if self.beside else 0.0)
        return w, h


def share_layout(rows: int, columns: int, room_w: float, room_h: float, number_w: float, number_h: float,
                 min_cell: float, max_cell: float = math.inf) -> ShareLayout:
    """The layout with the largest thumbnails that fits ``room_w`` × ``room_h`` with a
    ``number_w`` × ``number_h`` number by every thumbnail, each at least ``min_cell``
    (a box too small for that gets a larger figure: the screen scrolls, a slide scales it).

    Under the thumbnails suits few rows (MiniLM's 6), beside them many rows (SmolLM2's 30):
    a number never overlaps a thumbnail or another number, whichever is chosen."""
    options = []
    # Under: a number may be as wide as its thumbnail and the gap beside it.
    gx, gy = GAP, number_h + 2
    fit = min((room_w + gx) / columns - gx, room_h / rows - gy)
    cell = min(max(fit, min_cell), max_cell)
    if cell + gx >= number_w:
        options.append((fit >= cell, cell, ShareLayout(False, cell, gx, gy)))
    # Beside: a thumbnail is at least as tall as its number, so numbers never touch.
    gx, gy = NUMBER_GAP + number_w + GAP, 3.0
    fit = min((room_w + GAP) / columns - gx, (room_h + gy) / rows - gy)
    cell = max(min(max(fit, min_cell), max_cell), number_h - gy)
    options.append((fit >= cell, cell, ShareLayout(True, cell, gx, gy)))
    # One that fits before a larger one that does not; then the larger; under on a tie.
    return max(options, key=lambda o: (o[0], o[1]))[2]


def _blocks(values: np.ndarray, side: int, fill) -> tuple[np.ndarray, int, int]:
    """``values`` (…, n, m) padded with ``fill`` and reshaped to (…, rows, kr, cols, kc) blocks of at most
    ``side`` a side."""
    n, m = values.shape[-2:]
    kr, kc = max(1, -(-n // max(side, 1))), max(1, -(-m // max(side, 1)))
    rows, cols = -(-n // kr), -(-m // kc)
    if rows * kr != n or cols * kc != m:
        padded = np.full(values.shape[:-2] + (rows * kr, cols * kc), fill, dtype=values.dtype)
        padded[..., :n, :m] = values
        values = padded
    return values.reshape(values.shape[:-2] + (rows, kr, cols, kc)), kr, kc


def block_max(weights: np.ndarray, side: int) -> np.ndarray:
    """``weights`` (…, n, m) reduced to at most ``side`` cells a side by block maxima (as it is when
    small); any leading axes (layers, heads) are reduced in the same one pass."""
    w = np.asarray(weights)
    blocks, kr, kc = _blocks(w, side, 0)
    # One axis at a time, the contiguous one first: much faster than both axes in one reduction.
    return w if kr == kc == 1 else blocks.max(axis=-1).max(axis=-2)


@lru_cache(maxsize=8)
def causal_blocks(n: int, side: int) -> np.ndarray:
    """True where every cell of a block of :func:`block_max`'s picture of an n × n
    causal head is masked (key j after query i). Read-only, cached: every head shares it."""
    hidden = Visibility("causal", n, n).hidden_mask(np)  # the one rule's causal part
    blocks, kr, kc = _blocks(hidden, side, True)
    out = hidden if kr == kc == 1 else blocks.all(axis=-1).all(axis=-2)
    out.setflags(write=False)
    return out


def is_sink(share: float, threshold: float) -> bool:
    """The one rule of the marker: a share at or above the threshold (both in [0, 1])."""
    return share >= threshold


def share_number(share: float) -> str:
    """The number on a thumbnail: its share of weight on the first token, on the
    colour bar's [0, 1] scale ("0.82"; narrower than "82%", so it fits small cells)."""
    return f"{share:.2f}"


def share_text(share: float, threshold: float) -> str:
    """What a thumbnail carries: its :func:`share_number`, after a "●" when it is a sink
    (a mark that needs no colour vision, beside the accent colour)."""
    number = share_number(share)
    return f"● {number}" if is_sink(share, threshold) else number


#: The widest :func:`share_text` there is: the room every thumbnail's number is given.
WIDEST_SHARE = "● 0.00"


def share_percent(share: float) -> str:
    """The share in prose (a tooltip): "82%", as the threshold's spin box counts."""
    return f"{share * 100:.0f}%"


def threshold_text(threshold: float) -> str:
    return f"{threshold * 100:.0f}%"


def sink_note(first_token: str, threshold: float) -> str:
    return translate("ModelGrid", "● attention sink: {threshold} or more of the head's weight, averaged over the "
                                  "queries, lands on the first token ({token}). The number by each head is that share "
                                  "(0.82 = 82%).").format(threshold=threshold_text(threshold), token=first_token)


#: What a click on a thumbnail does, as its tooltip and the grid's note say it: a model's
#: head opens as the session; weights given alone (``explorer.model_view``) have no session
#: behind them and open as lines. English; shown translated (translate("ModelGrid", text): :func:`click_opens`).
CLICK_OPENS = {"model": (QT_TRANSLATE_NOOP("ModelGrid", "Click to open this head as the editable session."),
                         QT_TRANSLATE_NOOP("ModelGrid", "Click a head to open it as an editable session.")),
               "weights": (QT_TRANSLATE_NOOP("ModelGrid", "Click to see this head's lines."),
                           QT_TRANSLATE_NOOP("ModelGrid", "Click a head to see its lines."))}


def click_opens(kind: str) -> tuple[str, str]:
    """(tooltip, note): what clicking a head of a ModelAttention of ``kind`` does, in words
    (in the chosen language)."""
    tip, note = CLICK_OPENS["weights" if kind == "weights" else "model"]
    return translate("ModelGrid", tip), translate("ModelGrid", note)


def head_tooltip(layer: int, head: int, share: float, threshold: float, first_token: str,
                 causal: bool = False, click: str = CLICK_OPENS["model"][0]) -> str:
    """What hovering a thumbnail says (``layer`` and ``head`` 0-based, shown from 1)."""
    verdict = (translate("ModelGrid", "an attention sink (at least {threshold})") if is_sink(share, threshold)
               else translate("ModelGrid", "below the sink threshold of {threshold}")).format(
        threshold=threshold_text(threshold))
    lines = [translate("ModelGrid", "Layer {layer}, head {head}").format(layer=layer + 1, head=head + 1),
             translate("ModelGrid", "{share} of its weight lands on the first token “{token}”: {verdict}.").format(
                 share=share_percent(share), token=first_token, verdict=verdict)]
    if causal:
        lines.append(translate("ModelGrid", "Grey cells: masked, the keys after the query (future tokens)."))
    lines.append(translate("ModelGrid", click))  # the default is CLICK_OPENS' English
    return "\n".join(lines)
