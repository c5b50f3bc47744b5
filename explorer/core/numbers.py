"""Numbers as the app prints them on screen (short, no trailing zeros)."""

from __future__ import annotations


def format_number(value: float, decimals: int = 4) -> str:
    """Short display text: up to ``decimals`` places, no trailing zeros."""
    if value == 0:
        return "0"
    if abs(value) >= 1e5 or abs(value) < 10 ** -decimals:
        return f"{value:.{max(decimals - 1, 1)}e}"
    text = f"{value:.{decimals}f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text
