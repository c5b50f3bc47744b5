"""The pipeline slide's kickers: the reference text's number and name of a card's step, above its title.

A card's kickers ("1 – Dot products q·k"; the output card's two, "4 – …" and
"5 – …", since the slide has no card for the weighted values) are set in at
most two lines: several side by side where they fit, one wider than the card
wrapped between its words. Sizes are logical pixels of the 1280 × 720 slide.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtGui import QFont

from explorer.export.painting import formula_width

#: Between two kickers on one line.
KICKER_JOIN = "  \u00b7  "


def kicker_words(kicker: str) -> list[str]:
    """A kicker's words, its number kept with the first ("2 – Divide" never breaks after the 2)."""
    words = kicker.split(" ")
    if len(words) > 2 and words[1] == "\u2013":
        words[:3] = [" ".join(words[:3])]
    return words


def least_kicker_width(f: QFont, kickers: Sequence[str]) -> float:
    """The narrowest width that sets ``kickers`` (markup) in two lines: one kicker split where
    that is narrowest, several one a line (a third line would take a row of cells)."""
    if not kickers:
        return 0.0
    if len(kickers) > 1:
        return max(formula_width(f, k) for k in kickers)
    words = kicker_words(kickers[0])
    return min(max(formula_width(f, " ".join(words[:k])), formula_width(f, " ".join(words[k:])))
               for k in range(1, len(words) + 1))


def kicker_lines(f: QFont, kickers: Sequence[str], width: float) -> list[str]:
    """``kickers`` side by side where they fit ``width``, else each on lines of its own, wrapped
    between words where one is wider than ``width`` (never cut)."""

    def fits(text: str) -> bool:
        return formula_width(f, text) <= width

    lines: list[str] = []
    for kicker in kickers:
        if lines and fits(lines[-1] + KICKER_JOIN + kicker):
            lines[-1] += KICKER_JOIN + kicker
            continue
        line = ""
        for word in kicker_words(kicker):
            if line and not fits(f"{line} {word}"):
                lines.append(line)
                line = word
            else:
                line = f"{line} {word}" if line else word
        lines.append(line)
    return lines
