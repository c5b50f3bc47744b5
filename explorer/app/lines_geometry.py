"""Where the lines view's lines go, as plain data: the two columns of tokens.

The Lines view's (and its exported figure's) layout: :class:`Geometry` holds where
the query and key columns stand and the y of each row, :func:`column_height` how
tall a figure's column is, :func:`line_widths` each line's pen width for its
weight and the rows' spacing, and :func:`token_at` which token lies under a
point (what hovering picks). No Qt: sizes are whatever unit the painter uses.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np


def line_widths(weight: np.ndarray, spacing: float) -> np.ndarray:
    """Pen widths: a hairline for a weak pair up to 6 units for a weight of 1
    (readable on a projector), thinner when the rows are close (so that
    neighbouring lines stay apart)."""
    top = float(np.clip(spacing / 4.0, 1.0, 6.0))
    return 0.5 + (top - 0.5) * np.clip(weight, 0.0, 1.0)


@dataclass(frozen=True)
class Geometry:
    """Where the two columns of tokens are: y of each row, x of each side's anchor."""

    n: int
    m: int
    top: float
    bottom: float
    left: float  # the x where lines leave the query column
    right: float  # the x where lines reach the key column

    @property
    def query_spacing(self) -> float:
        return (self.bottom - self.top) / max(self.n, 1)

    @property
    def key_spacing(self) -> float:
        return (self.bottom - self.top) / max(self.m, 1)

    @property
    def spacing(self) -> float:
        return min(self.query_spacing, self.key_spacing)

    def query_y(self, i: np.ndarray | int) -> np.ndarray | float:
        return self.top + (np.asarray(i) + 0.5) * self.query_spacing

    def key_y(self, j: np.ndarray | int) -> np.ndarray | float:
        return self.top + (np.asarray(j) + 0.5) * self.key_spacing


def column_height(count: int, row: float = 26.0, most: float = 1100.0, least: float = 60.0) -> float:
    """How tall a figure's token column is: ``row`` per token up to ``most`` (then rows shrink)."""
    return float(min(most, max(least, count * row)))


def token_at(geometry: Geometry, x: float, y: float, label_width: float) -> tuple[str, int] | None:
    """The token under (x, y): ("query", i) over the left labels, ("key", j) over the right ones."""
    if not geometry.top <= y < geometry.bottom:
        return None
    if geometry.left - label_width <= x <= geometry.left + 8:
        i = int((y - geometry.top) // geometry.query_spacing)
        return ("query", i) if 0 <= i < geometry.n else None
    if geometry.right - 8 <= x <= geometry.right + label_width:
        j = int((y - geometry.top) // geometry.key_spacing)
        return ("key", j) if 0 <= j < geometry.m else None
    return None
