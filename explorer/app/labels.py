"""Token labels along a matrix's side: the one rule every heatmap, card, grid and export uses.

A label is never dropped silently and never clipped: a column label that is
wider than its cell is turned upright (rotated 90°), a label longer than the
room for it is shortened with an ellipsis (the full text goes in a tooltip),
and only when even an upright line is taller than the cells, or past
:data:`MAX_LABELS` tokens, is a regular subset labelled, which :attr:`AxisLabels.note`
says. Sizes are in whatever unit ``measure`` returns (pixels, points); the
caller measures with its own font, so this stays free of Qt.
"""

from __future__ import annotations

import math
from dataclasses import dataclass
from typing import Callable, Sequence

from explorer.core.io.safe_text import plain
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

ELLIPSIS = "…"
#: A token is shown whole up to this many characters (a lecture's "Internationalization"
#: is 20); a longer one is shortened (whole in its tooltip).
TOKEN_CHARS = 20
#: Past this many tokens a side labels every k-th one (a regular stride) and says so.
MAX_LABELS = 64

Measure = Callable[[str], float]


@dataclass(frozen=True)
class AxisLabels:
    """Which labels one side shows, and how."""

    #: The labels' positions (0-based cell indices), on a regular stride.
    indices: tuple[int, ...]
    #: The text drawn at each of :attr:`indices` (shortened with "…" where needed).
    texts: tuple[str, ...]
    #: Column labels drawn upright (reading bottom to top).
    rotated: bool
    #: Every ``stride``-th label is shown (1: all of them).
    stride: int
    #: How much room the labels take across the axis (the widest drawn text, or
    #: the line height of horizontal column labels).
    extent: float
    #: Some texts are shortened (the full ones belong in tooltips).
    shortened: bool = False
    #: "" when every label shows whole; else what the reader should know.
    note: str = ""

    @property
    def stride_note(self) -> str:
        """The part of :attr:`note` about the stride ("every 4th of 200 tokens labelled"), or ""."""
        return self.note.split("; ")[0] if self.stride > 1 else ""


def _most(fits: Callable[[int], bool], low: int, high: int) -> int:
    """The largest ``k`` in [low, high] for which ``fits(k)`` (``low`` when none does); ``fits``
    holds up to some ``k`` and not after it, so a binary search finds it in a few measures."""
    while low < high:
        mid = (low + high + 1) // 2
        if fits(mid):
            low = mid
        else:
            high = mid - 1
    return low


def elide(text: str, room: float, measure: Measure) -> str:
    """``text`` if it fits in ``room``, else its longest prefix that fits with "…" after it."""
    if measure(text) <= room:
        return text
    kept = _most(lambda k: measure(text[:k] + ELLIPSIS) <= room, 0, len(text))
    return text[:max(kept, 1)] + ELLIPSIS


def wrap_words(text: str, room: float, measure: Measure) -> list[str]:
    """``text`` broken at spaces into lines of at most ``room`` (a word longer than a line is a line of its own)."""
    lines: list[str] = []
    for word in text.split():
        if lines and measure(lines[-1] + " " + word) <= room:
            lines[-1] += " " + word
        else:
            lines.append(word)
    return lines or [""]


def elide_middle(text: str, room: float, measure: Measure) -> str:
    """``text`` if it fits in ``room``, else its start and its end around "…", as many characters
    of both as fit (a token's stem and its ending both say which word it is)."""
    if measure(text) <= room:
        return text
    return _middle(text, _most(lambda k: measure(_middle(text, k)) <= room, 1, len(text) - 1))


def _middle(text: str, keep: int) -> str:
    """``text`` with ``keep`` of its characters, the start one longer than the end, "…" between."""
    head = (keep + 1) // 2
    return text[:head] + ELLIPSIS + (text[len(text) - (keep - head):] if keep > head else "")


def capped(text: str, chars: int = TOKEN_CHARS) -> str:
    """``text`` if it has at most ``chars`` characters, else shortened in the middle to ``chars`` ("…" counted)."""
    return text if len(text) <= chars else _middle(text, chars - 1)


def _stride(count: int, cell: float, line: float, max_labels: int) -> int:
    """Every how many cells one label line fits (and at most ``max_labels`` labels)."""
    fit = 1 if cell <= 0 or line <= cell else math.ceil(line / cell)
    return max(fit, math.ceil(count / max_labels) if count > max_labels else 1)


def _note(count: int, stride: int, shortened: bool, what: str) -> str:
    # ``what`` comes translated from the callers; the default, "tokens", is marked here.
    parts = []
    if stride > 1:
        parts.append(translate("Labels", "every {ordinal} of {count} {what} labelled").format(
            ordinal=_ordinal(stride), count=count, what=translate("Labels", what)))
    if shortened:
        parts.append(translate("Labels", "long labels shortened (…); hover for the full text"))
    return "; ".join(parts)


_TH = QT_TRANSLATE_NOOP("Labels", "{number}th")
_SUFFIXED = {1: QT_TRANSLATE_NOOP("Labels", "{number}st"), 2: QT_TRANSLATE_NOOP("Labels", "{number}nd"),
             3: QT_TRANSLATE_NOOP("Labels", "{number}rd")}


def _ordinal(k: int) -> str:
    said = _TH if 10 <= k % 100 <= 20 else _SUFFIXED.get(k % 10, _TH)
    return translate("Labels", said).format(number=k)


def _shown(labels: Sequence[str], indices: Sequence[int]) -> dict[int, str]:
    # What is drawn of each labelled token: its control characters as visible
    # escapes (the one rule, core.safe_text), never an invisible or line-breaking character.
    return {i: plain(labels[i]) for i in indices}


def layout_rows(labels: Sequence[str], cell: float, line: float, room: float, measure: Measure, *,
                max_labels: int = MAX_LABELS, what: str = QT_TRANSLATE_NOOP("Labels", "tokens"),
                middle: bool = False) -> AxisLabels:
    """Labels down the left of ``len(labels)`` rows, each ``cell`` tall, in lines
    ``line`` tall, at most ``room`` wide. ``middle``: a label is at most :data:`TOKEN_CHARS`
    characters and shortened in the middle (:func:`elide_middle`), not at its end."""
    stride = _stride(len(labels), cell, line, max_labels)
    indices = tuple(range(0, len(labels), stride))
    shown = _shown(labels, indices)
    if middle:
        texts = tuple(elide_middle(capped(shown[i]), room, measure) for i in indices)
    else:
        texts = tuple(elide(shown[i], room, measure) for i in indices)
    extent = max((measure(t) for t in texts), default=0.0)
    cut = any(t != shown[i] for i, t in zip(indices, texts))
    return AxisLabels(indices, texts, False, stride, extent, cut, _note(len(labels), stride, cut, what))


def layout_columns(labels: Sequence[str], cell: float, line: float, room: float, measure: Measure, *,
                   pad: float = 4.0, max_labels: int = MAX_LABELS,
                   what: str = QT_TRANSLATE_NOOP("Labels", "tokens")) -> AxisLabels:
    """Labels across the top of ``len(labels)`` columns, each ``cell`` wide.

    Horizontal when every label fits its cell (less ``pad``); else upright, at
    most ``room`` long, one line ``line`` thick per cell (a stride when the
    cells are thinner than a line)."""
    count = len(labels)
    stride = _stride(count, cell, line, max_labels)
    indices = tuple(range(0, count, stride))
    shown = _shown(labels, indices)
    if all(measure(shown[i]) <= cell * stride - pad for i in indices):
        texts = tuple(shown[i] for i in indices)
        return AxisLabels(indices, texts, False, stride, line, False, _note(count, stride, False, what))
    texts = tuple(elide(shown[i], room, measure) for i in indices)
    extent = max((measure(t) for t in texts), default=0.0)
    cut = any(t != shown[i] for i, t in zip(indices, texts))
    return AxisLabels(indices, texts, True, stride, extent, cut, _note(count, stride, cut, what))


def cells_room(count: int, line: float, spacing: float = 1.15) -> float:
    """The length a side of ``count`` cells needs so that each has a whole label line
    (``spacing`` lines a cell): how large a fixed-size heatmap is made."""
    return count * line * spacing


#: Labels may be drawn down to this fraction of their font before a stride is used.
MIN_FONT_SCALE = 0.6


def fit_scale(count: int, cell: float, line: float, *, min_scale: float = MIN_FONT_SCALE,
              max_labels: int = MAX_LABELS) -> float:
    """How much to shrink the label font (≤ 1) so that one line fits each of ``count`` cells
    ``cell`` long: every token stays labelled in a small figure. 1 when lines fit already or
    past ``max_labels`` (a stride then); never under ``min_scale`` (a stride below that)."""
    if count > max_labels or cell <= 0 or line <= cell:
        return 1.0
    return max(cell / line, min_scale)
