"""What the matrix files add to the one number format: their decimals, and reading numbers back.

Numbers are written by :func:`explorer.core.numbers.format_number`, as everywhere.
"""

from __future__ import annotations

import numpy as np

from explorer.core.numbers import MINUS


def is_integral(values: np.ndarray) -> bool:
    """True when every finite value is a whole number of modest size (shown without decimals)."""
    finite = np.asarray(values, dtype=np.float64)
    finite = finite[np.isfinite(finite)]
    return bool(finite.size) and bool(np.all(finite == np.round(finite))) and bool(np.all(np.abs(finite) < 1e6))


def auto_decimals(values: np.ndarray, probabilities: bool, fallback: int = 2) -> int:
    """Decimals a reader wants: none for whole numbers, 3 for attention
    weights (0.760 as in the reference text), else ``fallback``."""
    if is_integral(values):
        return 0
    return 3 if probabilities else fallback


def parse_number(text: str) -> float:
    """Inverse of :func:`explorer.core.numbers.format_number` (for either minus sign, ∞ and LaTeX's \\infty)."""
    text = text.strip().replace(MINUS, "-").replace("\\infty", "inf").replace("\u221e", "inf")
    return float(text)
