"""How pasted text becomes cells (no Qt): one rule, read in the user's number format.

A spreadsheet copies tab-separated cells; a text editor or a CSV file gives
commas, semicolons or spaces. Where the decimal point is a comma (German,
French … locales), a comma is a decimal point and never separates cells:
"1,5;2" is 1.5 and 2. Where it is a point, commas may separate cells, but a
text that has both ';' and ',' is refused (its commas are most likely decimal
commas, and reading them as separators would silently make three cells of two).
Numbers themselves are read by the CSV reader's strict rule
(:func:`explorer.core.io.embeddings.read_number`).
"""

from __future__ import annotations

import math
import re

from explorer.core.io.embeddings import read_number
from explorer.core.wording import translate

_POINT_SEPARATORS = re.compile(r"[,;\s]+")
_COMMA_SEPARATORS = re.compile(r"[;\s]+")
#: A number written with a decimal comma: "1,5", "-0,25", "2,5e3".
_DECIMAL_COMMA = re.compile(r"^[+-]?[0-9]*,[0-9]+(?:[eE][+-]?[0-9]+)?$")


class PasteError(ValueError):
    """Pasted text that cannot be read without guessing; the message says why."""


def split_block(text: str, decimal_comma: bool = False) -> list[list[str]]:
    """Rows of cell texts from pasted ``text``; ``decimal_comma``: the user's
    locale writes 1.5 as "1,5". Raises :class:`PasteError` for mixed separators."""
    lines = text.replace("\r\n", "\n").replace("\r", "\n").split("\n")
    while lines and not lines[-1].strip():
        lines.pop()
    if any("\t" in line for line in lines):
        return [line.split("\t") for line in lines]  # a spreadsheet: cells may hold spaces
    if decimal_comma:
        return [_COMMA_SEPARATORS.split(line.strip()) for line in lines]
    if any(";" in line for line in lines) and any("," in line for line in lines):
        raise PasteError(translate("Paste", "mixed separators: ';' and ',' (is ',' a decimal comma? This computer "
                                            "writes decimals with a point: paste 1.5, not 1,5, or separate the cells "
                                            "with tabs)"))
    return [_POINT_SEPARATORS.split(line.strip()) for line in lines]


def cell_number(text: str, decimal_comma: bool = False) -> float:
    """A finite float from a typed or pasted cell; ValueError with a reason otherwise.

    A typographic minus (U+2212, from a document) counts as "-"; with
    ``decimal_comma`` "1,5" is 1.5 (a point is read as well)."""
    cleaned = text.strip().replace("\u2212", "-")
    if not cleaned:
        raise ValueError(translate("Paste", "empty cell: type a number (Delete sets a cell to 0)"))
    if _DECIMAL_COMMA.match(cleaned):
        if not decimal_comma:
            raise ValueError(translate("Paste", "{typed} has a decimal comma: write it with a point ({number})")
                             .format(typed=repr(cleaned), number=cleaned.replace(",", ".")))
        cleaned = cleaned.replace(",", ".")
    value = read_number(cleaned)
    if value is None:
        said = (translate("Paste", "{typed} is not a number (digits 0-9, e.g. 1,5 or 2e-3)") if decimal_comma
                else translate("Paste", "{typed} is not a number (digits 0-9, e.g. 1.5 or 2e-3)"))
        raise ValueError(said.format(typed=repr(text.strip())))
    if not math.isfinite(value):
        raise ValueError(translate("Paste", "{typed} is not a finite number").format(typed=repr(text.strip())))
    return value
