"""How numbers are written in figures and text exports."""

from __future__ import annotations

import math

import numpy as np

MINUS = "\u2212"  # typographic minus: the same width as a digit's neighbours, unlike '-'


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


def format_number(value: float, decimals: int, *, unicode_minus: bool = True) -> str:
    """``value`` with ``decimals`` decimals; scientific from 10⁶ up; ±∞ as symbols.

    Never "-0.00": a value that rounds to zero is written without a sign.
    """
    minus = MINUS if unicode_minus else "-"
    if math.isnan(value):
        return "NaN"
    if math.isinf(value):
        return (minus if value < 0 else "") + "\u221e"
    if abs(value) >= 1e6:
        text = f"{value:.{max(decimals, 2)}e}"
    else:
        text = f"{value:.{decimals}f}"
        if float(text) == 0.0:
            text = text.lstrip("-")
    return text.replace("-", minus) if unicode_minus else text


def parse_number(text: str) -> float:
    """Inverse of :func:`format_number` (for either minus sign, ∞ and LaTeX's \\infty)."""
    text = text.strip().replace(MINUS, "-").replace("\\infty", "inf").replace("\u221e", "inf")
    return float(text)


def cell_text(value: float, decimals: int) -> str:
    """A number in a figure's cell or colour bar: the screen's text
    (:func:`explorer.core.numbers.fixed_text`, fixed decimals) with a typographic minus."""
    from explorer.core.numbers import fixed_text

    if math.isinf(value):
        return (MINUS if value < 0 else "") + "\u221e"
    return fixed_text(value, decimals).replace("-", MINUS)
