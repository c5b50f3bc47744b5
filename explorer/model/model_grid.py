"""The model view's grid as plain data: thumbnail positions, the hit test, block-max pictures, sink notes.

One thumbnail per (layer, head), layers down, heads across. A thumbnail is
smaller than n × n pixels at long sentences, so its picture is reduced by
block maxima (a thin diagonal stays visible, as in the heatmap's picture).
"""

from __future__ import annotations

import math
from dataclasses import dataclass

import numpy as np


@dataclass(frozen=True)
class Grid:
    """Thumbnails of ``cell`` units with ``gap`` between them, the first at (left, top)."""

    layers: int
    heads: int
    left: float
    top: float
    cell: float
    gap_x: float
    gap_y: float

    def origin(self, layer: int, head: int) -> tuple[float, float]:
        """Top-left corner of the thumbnail of (``layer``, ``head``), both 0-based."""
        return self.left + head * (self.cell + self.gap_x), self.top + layer * (self.cell + self.gap_y)

    @property
    def width(self) -> float:
        return self.heads * self.cell + (self.heads - 1) * self.gap_x

    @property
    def height(self) -> float:
        return self.layers * self.cell + (self.layers - 1) * self.gap_y

    def cell_at(self, x: float, y: float) -> tuple[int, int] | None:
        """(layer, head) of the thumbnail under (x, y), or None between and outside them."""
        head = math.floor((x - self.left) / (self.cell + self.gap_x))
        layer = math.floor((y - self.top) / (self.cell + self.gap_y))
        if not (0 <= head < self.heads and 0 <= layer < self.layers):
            return None
        x0, y0 = self.origin(layer, head)
        if x0 <= x < x0 + self.cell and y0 <= y < y0 + self.cell:
            return layer, head
        return None


def block_max(weights: np.ndarray, side: int) -> np.ndarray:
    """``weights`` (n × m) reduced to at most ``side`` cells a side by block maxima (as it is when small)."""
    w = np.asarray(weights)
    n, m = w.shape
    kr, kc = max(1, -(-n // max(side, 1))), max(1, -(-m // max(side, 1)))
    if kr == kc == 1:
        return w
    padded = np.zeros((-(-n // kr) * kr, -(-m // kc) * kc), dtype=w.dtype)
    padded[:n, :m] = w
    return padded.reshape(padded.shape[0] // kr, kr, padded.shape[1] // kc, kc).max(axis=(1, 3))


def sink_label(share: float) -> str:
    """The text beside a sink head's marker: its share of weight on the first token."""
    return f"{share * 100:.0f}%"


def sink_note(first_token: str, threshold: float) -> str:
    return (f"● attention sink: at least {threshold * 100:.0f}% of the head's weight, averaged over the "
            f"queries, lands on the first token ({first_token}); the share is printed under it.")
