"""The words and numbers of an explanation: its lines, and how numbers are written.

Shared by the inspector's explanations (:mod:`explorer.core.attention.explain`) and the
gradient explanations (:mod:`explorer.core.training.explain`).
"""

from __future__ import annotations

import functools
import math
import unicodedata
from collections.abc import Iterable
from dataclasses import dataclass
from typing import Callable, NamedTuple

import numpy as np

from explorer.core.wording import translate

#: A formula shows at most this many terms; the rest are elided ("…") in the
#: text but kept, all of them, in :attr:`Line.terms`.
MAX_TERMS = 12


def columns(text: str) -> int:
    """How many columns ``text`` takes in a terminal or a monospaced font: a Chinese character takes two
    (East Asian wide and full-width), so the formulas of a translated explanation line up too."""
    return sum(2 if unicodedata.east_asian_width(c) in ("W", "F") else 1 for c in text)


class Cell(NamedTuple):
    """A cell that feeds the explained number: a step key (``"heads[0].q"``,
    ``"concat"``) or a session matrix id (``"embeddings"``, ``"heads[0].w_q"``,
    ``"w_o"``), and its row and column."""

    ref: str
    row: int
    col: int


@dataclass(frozen=True)
class Line:
    """One line of arithmetic.

    ``label`` says what the line is ("q_0", "products", "row sum"); ``formula``
    is the arithmetic written out with the actual numbers; ``terms`` are the
    numbers the line lists (a vector, the products, the exponentials), all of
    them even when the formula elides some; ``value`` is what the line comes
    to, when it comes to one number.
    """

    label: str
    formula: str
    terms: tuple[float, ...] = ()
    value: float | None = None


@dataclass(frozen=True)
class Explanation:
    """How one cell of one step was computed.

    ``value`` is the trace's own number; ``computed`` is what the lines arrive
    at, recomputed in float64 (equal to ``value`` up to rounding). ``sources``
    are the cells this number reads, in the order the lines use them.
    """

    title: str
    step_key: str
    index: tuple[int, ...]
    value: float
    computed: float
    lines: tuple[Line, ...]
    sources: tuple[Cell, ...]
    dtype: str = "float64"
    #: The reference text's number and name of the step ("3 – Softmax", text_steps.text_step);
    #: "" for a step the text does not name (and for a gradient).
    named: str = ""

    @property
    def heading(self) -> str:
        """The title with the text's step after it, as the inspector and ``explain`` print it."""
        return f"{self.title}   ({self.named})" if self.named else self.title

    def text(self) -> str:
        """Plain, selectable text: the title, its value and the text's step, then one line per step of arithmetic."""
        width = max((columns(line.label) for line in self.lines), default=0)
        value = fmt_result(self.value)
        head = f"{self.title} {'' if value.startswith('≈') else '= '}{value}"
        out = [f"{head}   ({self.named})" if self.named else head]
        out += [f"  {line.label}{' ' * (width - columns(line.label))}  {line.formula}" for line in self.lines]
        if self.dtype != "float64":
            out.append("  " + translate("ExplainText", "({dtype} trace: these lines are recomputed in float64 from "
                                                       "its {dtype} inputs, so their last digits can differ from "
                                                       "the stored value)").format(dtype=self.dtype))
        return "\n".join(out)


# -- formatting ------------------------------------------------------------------

def exact_sum(values: np.ndarray | list[float]) -> float:
    """The exactly rounded sum (math.fsum), or where that has none (an overflowed
    trace: −∞ + ∞, a partial sum past the float range) NumPy's inf or NaN, which
    the explanation then shows: fsum raises there instead."""
    items = values.tolist() if isinstance(values, np.ndarray) else list(values)
    try:
        return math.fsum(items)
    except (ValueError, OverflowError):
        with np.errstate(all="ignore"):
            return float(np.sum(np.asarray(items, dtype=np.float64)))


def fmt(x: float, digits: int = 6) -> str:
    """A number as a person reads it: whole numbers without ".0", else ``digits``
    significant digits; ±∞ as "∞"/"−∞"."""
    x = float(x)
    if math.isinf(x):
        return "∞" if x > 0 else "−∞"
    if math.isnan(x):
        return "NaN"
    if x == 0:
        return "0"  # also for −0.0
    if x == int(x) and abs(x) < 1e12:
        return str(int(x))
    return f"{x:.{digits}g}"


def paren(x: float) -> str:
    # Negative factors in parentheses: "2·(-1)" reads better than "2·-1".
    text = fmt(x)
    return f"({text})" if text.startswith(("-", "−")) else text


#: A shortened row always shows this many of its largest terms (by size).
KEEP_LARGEST = 3


def elide(count: int, item: Callable[[int], str], sep: str, limit: int = MAX_TERMS,
           keep: int | None = None, values: np.ndarray | None = None, sums: bool = True) -> str:
    """Join ``item(0) … item(count-1)``; past ``limit`` show the first and last few
    and ``keep`` (the selected one). With ``values`` (the numbers the items
    show), a shortened row also keeps its maximum and its largest terms, and
    each gap says what its hidden terms add up to (unless ``sums`` is False:
    a vector's entries are not added), so a dominant entry never
    hides in "… 4 more …". Only the shown items are formatted: a row can be 4096 long."""
    if count <= limit:
        return sep.join(item(t) for t in range(count))
    shown = set(range(limit - 3)) | {count - 2, count - 1}
    if keep is not None:
        shown.add(keep)
    finite = None
    if values is not None and len(values) == count:
        finite = np.where(np.isfinite(values), values, 0.0).astype(np.float64)
        if np.isfinite(values).any():
            shown.add(int(np.nanargmax(np.where(np.isfinite(values), values, -np.inf))))
        # O(n), not a sort: the few largest terms by size.
        top = np.argpartition(-np.abs(finite), KEEP_LARGEST - 1)[:KEEP_LARGEST] if count > KEEP_LARGEST else ()
        shown.update(int(t) for t in top)
    parts, last = [], -1
    for t in sorted(shown) + [count]:
        if t > last + 1:
            gap = t - last - 1
            if finite is not None and sums:
                parts.append(translate("ExplainText", "… {count} more (together {total}) …").format(
                    count=gap, total=fmt(exact_sum(finite[last + 1:t]))))
            else:
                parts.append(translate("ExplainText", "… {count} more …").format(count=gap))
        if t < count:
            parts.append(item(t))
        last = t
    return sep.join(parts)


def and_join(parts: Iterable[str]) -> str:
    """"a and b and c": reasons joined as a sentence says them, in the chosen language."""
    items = list(parts)
    if not items:
        return ""
    return functools.reduce(
        lambda first, second: translate("ExplainText", "{first} and {second}").format(first=first, second=second),
        items)


def fmt_result(x: float) -> str:
    """A computed result as a person may trust it: "≈ 1" for 0.99999999999999956,
    whose six significant digits would round to a whole number it is not."""
    text = fmt(x)
    if math.isfinite(float(x)) and float(x) != int(float(x)) and text.lstrip("-−").isdigit():
        return f"≈ {text}"
    return text


def vector(v: np.ndarray, keep: int | None = None) -> str:
    """A vector's numbers; shortened, it keeps its maximum, largest entries and ``keep``."""
    return "[" + elide(len(v), lambda t: fmt(v[t]), ", ", keep=keep, values=np.asarray(v, dtype=np.float64),
                       sums=False) + "]"


def sub(symbol: str, *index: int) -> str:
    """``a_12`` for one-digit indices, ``a_(12,3)`` otherwise.

    Indices are shown counting from 1, as the editors, the lectures and the
    reference text count rows and tokens; the API stays 0-based.
    """
    shown = [i + 1 for i in index]
    if all(0 < i < 10 for i in shown):
        return f"{symbol}_{''.join(str(i) for i in shown)}"
    return f"{symbol}_({','.join(str(i) for i in shown)})"
