"""Numbers as the app prints them on screen (short, no trailing zeros)."""

from __future__ import annotations

#: Decimals a cell shows until the person picks others (``View.decimals``'s
#: default): the screen's heatmaps and every exported figure start here.
DEFAULT_DECIMALS = 3


def format_number(value: float, decimals: int = 4) -> str:
    """Short display text: up to ``decimals`` places, no trailing zeros."""
    if value == 0:
        return "0"
    if abs(value) >= 1e5 or abs(value) < 10 ** -decimals:
        return f"{value:.{max(decimals - 1, 1)}e}"
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


def fixed_text(value: float, decimals: int = DEFAULT_DECIMALS) -> str:
    """A value printed in a cell: a fixed number of decimals, so a column of
    weights lines up on a slide (0.760 above 0.090), unless it is too large."""
    if abs(value) < 1e4:
        # Fixed decimals: 1.1e−16 of rounding noise is 0.000, never "1.11e-16" or "-0.000".
        text = f"{value:.{decimals}f}"
        return text.lstrip("-") if float(text) == 0 else text
    return format_number(value, decimals)
