"""The model view's grid as plain data: thumbnail positions, the hit test, block pictures, sink texts.

One thumbnail per (layer, head). The longer of the two goes across so that
the grid is landscape, as a screen and a slide are: MiniLM's 6 layers × 12
heads has the heads across, SmolLM2's 30 layers × 9 heads the layers. A
thumbnail is smaller than n × n pixels at long sentences, so its picture is
reduced by block maxima (a thin diagonal stays visible, as in the heatmap's
picture), and a block is masked only when all of its cells are.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from functools import lru_cache

import numpy as np

from explorer.core.attention.masks import Visibility

#: The sink threshold's range in the view's spin box, in percent.
MIN_THRESHOLD_PERCENT, MAX_THRESHOLD_PERCENT = 1, 100


def layers_across(layers: int, heads: int) -> bool:
    """Whether the layers run across (columns) and the heads down: when there are more layers than heads."""
    return layers > heads


@dataclass(frozen=True)
class Grid:
    """Thumbnails of ``cell`` units with gaps between them, the first at (left, top).

    With ``transposed`` the layers are the columns and the heads the rows."""

    layers: int
    heads: int
    left: float
    top: float
    cell: float
    gap_x: float
    gap_y: float
    transposed: bool = False

    @property
    def columns(self) -> int:
        return self.layers if self.transposed else self.heads

    @property
    def rows(self) -> int:
        return self.heads if self.transposed else self.layers

    def place(self, layer: int, head: int) -> tuple[int, int]:
        """(row, column) of (``layer``, ``head``)."""
        return (head, layer) if self.transposed else (layer, head)

    def origin(self, layer: int, head: int) -> tuple[float, float]:
        """Top-left corner of the thumbnail of (``layer``, ``head``), both 0-based."""
        row, col = self.place(layer, head)
        return self.left + col * (self.cell + self.gap_x), self.top + row * (self.cell + self.gap_y)

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
        layer, head = (col, row) if self.transposed else (row, col)
        x0, y0 = self.origin(layer, head)
        if x0 <= x < x0 + self.cell and y0 <= y < y0 + self.cell:
            return layer, head
        return None


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


def sink_label(share: float) -> str:
    """The text under a thumbnail: its share of weight on the first token."""
    return f"{share * 100:.0f}%"


def threshold_text(threshold: float) -> str:
    return f"{threshold * 100:.0f}%"


def sink_note(first_token: str, threshold: float) -> str:
    return (f"● attention sink: {threshold_text(threshold)} or more of the head's weight, averaged over the "
            f"queries, lands on the first token ({first_token}). The number under each head is its share.")


def head_tooltip(layer: int, head: int, share: float, threshold: float, first_token: str,
                 causal: bool = False) -> str:
    """What hovering a thumbnail says (``layer`` and ``head`` 0-based, shown from 1)."""
    verdict = (f"an attention sink (at least {threshold_text(threshold)})" if is_sink(share, threshold)
               else f"below the sink threshold of {threshold_text(threshold)}")
    masked = "\nGrey cells: masked, the keys after the query (future tokens)." if causal else ""
    return (f"Layer {layer + 1}, head {head + 1}\n"
            f"{sink_label(share)} of its weight lands on the first token “{first_token}”: {verdict}."
            f"{masked}\nClick to open this head as the editable session.")
