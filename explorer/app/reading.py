"""How to read a score matrix cell by cell, in the app's words (no Qt).

The reference text: "Think correlation matrix where the relationships between
any two members can be found by their intersections ... the members are words
and their intersections are attention scores." A score matrix (Q·Kᵀ, and the
same scores divided by √d_k) is read row by row: row i is the query word,
column j the key word, the cell their score. Unlike a correlation matrix it
is not symmetric, because the query and the key of a word are different
vectors (W_Q ≠ W_K) — unless the weights are tied.

:func:`reading_for` says whether a step is read this way (and what is special
about this session); :func:`cell_reading` is the line the heatmap tab and the
step cards show for the hovered or selected cell; :func:`idle_reading` the
line shown while no cell is pointed at.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.masks import Part, Visibility
from explorer.core.numbers import DEFAULT_DECIMALS, format_number
from explorer.core.attention.step_keys import input_symbol
from explorer.core.attention.trace import Step, Trace
from explorer.app.cell_numbers import cell_text
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The steps read as "row = the query word, column = the key word": the scores and the scaled scores.
#: The names are English (ScoreReading.what); shown translated: translate("Reading", what).
READ_AS_SCORES = {"scores": QT_TRANSLATE_NOOP("Reading", "score"),
                  "scaled": QT_TRANSLATE_NOOP("Reading", "scaled score")}


@dataclass(frozen=True)
class ScoreReading:
    """What the reading of one score matrix depends on.

    ``what`` names the number ("score", "scaled score"); ``mode`` is the
    session's (self, causal, cross); ``tied`` is True when W_K is W_Q (and
    b_K is b_Q), so that the matrix *is* symmetric.
    """

    step_id: str
    what: str
    mode: str = "self"
    tied: bool = False
    #: Which keys each query may read (the session's rule); None: ``mode`` alone decides.
    visibility: Visibility | None = None

    def hidden_by(self, row: int, col: int) -> list[str]:
        """The short reasons the visibility rule hides key ``col`` from query ``row`` (empty: visible)."""
        return [p.reason for p in self.hidden_parts(row, col)]

    def hidden_parts(self, row: int, col: int) -> list[Part]:
        """The parts of the visibility rule that hide key ``col`` from query ``row`` (empty: visible)."""
        rule = self.visibility or Visibility(self.mode, row + 1, col + 1)
        return [p for p in rule.parts if p.hides(row, col)]


def _tied(trace: Trace, head: int | None) -> bool:
    """Whether the head's keys are made exactly as its queries (d_model × d_k compares, never n²)."""
    session = trace.session
    if session is None or head is None or session.mode == "cross" or not 0 <= head < len(session.heads):
        return False
    h = session.heads[head]
    same_bias = (h.b_q is None and h.b_k is None) or (
        h.b_q is not None and h.b_k is not None and np.array_equal(h.b_q, h.b_k))
    return same_bias and np.array_equal(h.w_q, h.w_k)


def reading_for(trace: Trace, step: Step) -> ScoreReading | None:
    """The reading of ``step`` when it is a score matrix (queries × keys), else None."""
    what = READ_AS_SCORES.get(step.id)
    if what is None:
        return None
    mode = trace.session.mode if trace.session is not None else ("causal" if trace.causal else "self")
    rule = Visibility.of(trace.session) if trace.session is not None else None
    return ScoreReading(step.id, what, mode, _tied(trace, step.head), rule)


def why_not_symmetric(reading: ScoreReading) -> str:
    """Why the matrix is not symmetric (or, with W_K = W_Q, is), in a few words."""
    if reading.mode == "cross":
        return translate("Reading", "not symmetric: the queries come from {queries}, the keys from {keys}").format(
            queries=input_symbol("embeddings", "cross"), keys=input_symbol("source_embeddings"))
    if reading.tied:
        return translate("Reading", "symmetric here (s_ij = s_ji), because W_K = W_Q: every key is its query")
    return translate("Reading", "not symmetric because Q ≠ K (W_Q ≠ W_K)")


def cell_reading(reading: ScoreReading, row: int, col: int, query: str, key: str, value: float,
                 decimals: int = DEFAULT_DECIMALS, trim: bool = False) -> str:
    """The line for cell (``row``, ``col``) (0-based) of a score matrix whose
    query word is ``query`` and key word ``key``, e.g. 'row “cat” (query) ×
    column “sat” (key): score 1.234 — read a row to see what “cat” looks at;
    not symmetric because Q ≠ K (W_Q ≠ W_K)'. The number is printed as the cell
    prints it: fixed decimals as a heatmap's, or with ``trim`` without trailing
    zeros, as a card's number grid."""
    value = float(value)
    shown = format_number(value, decimals, trim=True) if trim and np.isfinite(value) else cell_text(value, decimals)
    number = shown.replace("-", "−")
    text = translate("Reading", "row “{query}” (query) × column “{key}” (key): {what} {number} — read a row to "
                                "see what “{query}” looks at; {why}").format(
        query=query, key=key, what=translate("Reading", reading.what), number=number, why=why_not_symmetric(reading))
    return text + _hidden_sentence(reading.hidden_parts(row, col), query, key)


def _hidden_sentence(parts: list[Part], query: str, key: str) -> str:
    """What the mask does to a hidden cell, in the reading's words ("" when it is visible)."""
    if not parts:
        return ""
    if [p.name for p in parts] == ["causal"]:  # the causal part alone: the sentence the guide always showed
        said = translate("Reading", ". “{key}” comes after “{query}”: the mask hides it before the softmax")
        return said.format(key=key, query=query)
    return translate("Reading", ". “{key}” is hidden from “{query}” ({reasons}): the mask hides it before the "
                                "softmax").format(key=key, query=query, reasons=", ".join(p.reason for p in parts))


#: Score matrices whose card says how to read them and why they are not symmetric in its own
#: text (:func:`explorer.app.cards.card_description`): their idle line does not say it again.
READ_IN_THE_CARD = frozenset({"scores"})


def idle_reading(reading: ScoreReading, card: bool = False) -> str:
    """The line shown while no cell is hovered or selected (under a step ``card``, shorter
    where the card's text already says how to read the matrix)."""
    what = translate("Reading", reading.what)
    if card and reading.step_id in READ_IN_THE_CARD:
        return translate("Reading", "Point at a cell to read its query word, its key word and their {what}").format(
            what=what)
    return translate("Reading", "Point at a cell: its row is the query word, its column the key word, the cell "
                                "their {what}; {why}").format(what=what, why=why_not_symmetric(reading))


#: The widest number a reading prints (sizes the line before any cell is pointed at).
_WIDEST_VALUE = -99999.999


def banded_reading(reading: ScoreReading, cell: tuple[int, int] | None, rows: tuple[str, ...],
                   cols: tuple[str, ...], values, decimals: int = DEFAULT_DECIMALS, trim: bool = False,
                   card: bool = False) -> str:
    """The guide's line: :func:`cell_reading` of the banded ``cell`` of ``values``
    (labelled by ``rows`` and ``cols``), or :func:`idle_reading` when none is banded."""
    if cell is None:
        return idle_reading(reading, card)
    i, j = cell
    return cell_reading(reading, i, j, rows[i], cols[j], float(values[i, j]), decimals, trim=trim)


def widest_readings(reading: ScoreReading, rows: tuple[str, ...], cols: tuple[str, ...],
                    decimals: int = DEFAULT_DECIMALS) -> list[str]:
    """The idle line and the longest cell lines this matrix can give (its
    longest query and key words, a future key in causal mode): a view sizes the
    line once for them, so pointing at cells never moves the layout. O(n + m)."""
    texts = [idle_reading(reading)]
    if rows and cols:
        query, key = max(rows, key=len), max(cols, key=len)
        # Row 0, the last column: a future key in causal mode (the longest wording).
        texts.append(cell_reading(reading, 0, max(len(cols) - 1, 1), query, key, _WIDEST_VALUE, decimals))
        if reading.visibility:  # every part's reason at once: the longest hidden wording
            every = list(reading.visibility.parts)
            texts.append(cell_reading(reading, 0, 0, query, key, _WIDEST_VALUE, decimals)
                         + _hidden_sentence(every, query, key))
    return texts
