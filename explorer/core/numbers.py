"""THE number format: how every number is written on screen, in figures, files and prose.

One function, :func:`format_number`, so the editors, the heatmaps, the cards,
the figures, the matrix files and the panels' sentences cannot drift apart
(they once had two ``format_number``\\ s with different rules). Its options say
where a number goes, not a rule of its own: ``trim`` for a number read alone
(an editor's typed 0.5, a sentence), fixed decimals for a column that must
line up (0.760 above 0.090); ``unicode_minus=False`` for text a program reads
back (CSV). No Qt.
"""

from __future__ import annotations

import math

#: Decimals a number shows until the person picks others (``View.decimals``'s
#: default, View → Decimals): the screen's heatmaps, the editors, every figure start here.
DEFAULT_DECIMALS = 3
#: The typographic minus: a digit's width, unlike "-" (a column of numbers lines up).
MINUS = "\u2212"
#: From here up fixed decimals would make a cell too wide: shortest decimals, then
#: (from :data:`SCIENTIFIC_FROM`) scientific notation.
SHORT_FROM = 1e4
SCIENTIFIC_FROM = 1e5


def format_number(value: float, decimals: int = DEFAULT_DECIMALS, *, trim: bool = False,
                  unicode_minus: bool = True) -> str:
    """``value`` as text with ``decimals`` decimals.

    Fixed decimals ("0.760", "1.000") below :data:`SHORT_FROM`; the shortest
    text up to ``decimals`` places from there ("12345.6"); scientific from
    :data:`SCIENTIFIC_FROM` ("1.235e+05"). ``trim`` drops trailing zeros
    ("0.76", "1") and writes a nonzero value too small for ``decimals`` in
    scientific notation ("1e-05") instead of "0". Never "-0.000": a value that
    rounds to zero has no sign. NaN is "nan", ±∞ "∞" / "−∞". The minus is
    typographic (U+2212) unless ``unicode_minus`` is False.
    """
    value = float(value)
    minus = MINUS if unicode_minus else "-"
    if math.isnan(value):
        return "nan"
    if math.isinf(value):
        return (minus if value < 0 else "") + "\u221e"
    size = abs(value)
    if size >= SCIENTIFIC_FROM or (trim and 0 < size < 0.5 * 10.0 ** -decimals):
        text = f"{value:.{max(decimals, 1)}e}"
        if trim:
            mantissa, exponent = text.split("e")
            text = _trimmed(mantissa) + "e" + exponent
    else:
        text = f"{value:.{decimals}f}"
        if trim or size >= SHORT_FROM:
            text = _trimmed(text)
        if float(text) == 0:
            text = text.lstrip("-")  # −1e-17 of rounding noise is 0.000, never "-0.000"
    return text.replace("-", minus)


def _trimmed(text: str) -> str:
    return text.rstrip("0").rstrip(".") if "." in text else text
