"""The heatmap's table alternative in words: each cell's text and the sentence a screen reader says (no Qt).

The table shows the numbers the Heatmap tab draws (:class:`~explorer.app.heatmap.HeatmapContent`,
resolved once from the published snapshot), printed as the cells print them
(:func:`explorer.app.cell_numbers.cell_text`: the one number format, U+2212 minus) and
read aloud with the step's axis names: "query Machines, key Thinking, weight 0.090",
"query Machines, dimension q2, value −0.310". A masked cell says "masked", never a
colour alone. Every text is made when asked for, one cell at a time: a table of 4096 ×
4096 tokens builds no strings up front.
"""

from __future__ import annotations

from collections import OrderedDict

import numpy as np

from explorer.app.cards import DeferredValues
from explorer.app.cell_numbers import cell_text, masked_text
from explorer.app.heatmap import HeatmapContent
from explorer.core.attention.masks import Visibility
from explorer.core.attention.step_keys import head_of
from explorer.core.attention.steps import STEPS
from explorer.core.attention.trace import Trace
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: One row or column of an axis, in a sentence (an axis name is plural: "queries"). The axis
#: names are the English ones code compares (steps.axis_names); the words are translated where used.
_SINGULAR = {"queries": QT_TRANSLATE_NOOP("TableCells", "query"), "keys": QT_TRANSLATE_NOOP("TableCells", "key"),
             "dimensions": QT_TRANSLATE_NOOP("TableCells", "dimension"),
             "tokens": QT_TRANSLATE_NOOP("TableCells", "token"),
             "source tokens": QT_TRANSLATE_NOOP("TableCells", "source token"),
             "heads": QT_TRANSLATE_NOOP("TableCells", "head"), "KV groups": QT_TRANSLATE_NOOP("TableCells", "KV group"),
             "sink": QT_TRANSLATE_NOOP("TableCells", "sink"), "layouts": QT_TRANSLATE_NOOP("TableCells", "layout"),
             "rows": QT_TRANSLATE_NOOP("TableCells", "row"), "columns": QT_TRANSLATE_NOOP("TableCells", "column")}
_WEIGHT = QT_TRANSLATE_NOOP("TableCells", "weight")
_SCORE = QT_TRANSLATE_NOOP("TableCells", "score")
#: What a cell's number is, by step (any other step's number is a "value"); translated where used.
_NUMBER_WORD = {"weights": _WEIGHT, "weights_1": _WEIGHT, "weights_2": _WEIGHT,
                "visibility": QT_TRANSLATE_NOOP("TableCells", "visible"),
                "scores": _SCORE, "scaled": _SCORE, "masked": _SCORE, "biased": _SCORE, "absorbed": _SCORE,
                "scores_2": _SCORE, "softcapped": _SCORE, "kernel_scores": _SCORE,
                "bias": QT_TRANSLATE_NOOP("TableCells", "bias"), "sink_share": QT_TRANSLATE_NOOP("TableCells", "share")}
#: Rows of a lazy step's exact values kept (a screen of them; each is one query's product).
_ROWS_KEPT = 64


def axis_word(axis_name: str) -> str:
    """"query" for "queries": what one row (or column) of an axis is called in a sentence
    (in the chosen language; ``axis_name`` is the English one)."""
    found = _SINGULAR.get(axis_name)
    if found is not None:
        return translate("TableCells", found)
    return axis_name.rstrip("s") if axis_name.endswith("s") else axis_name


def number_word(step_id: str) -> str:
    """"weight", "score" or "value": what a cell of ``step_id`` holds."""
    return translate("TableCells", _NUMBER_WORD.get(step_id, QT_TRANSLATE_NOOP("TableCells", "value")))


class TableCells:
    """The texts of one :class:`HeatmapContent`'s cells and headers, each made when read."""

    def __init__(self, content: HeatmapContent, trace: Trace | None = None):
        self.content = content
        values = content.values
        self.shape: tuple[int, int] = tuple(values.shape[:2]) if values.ndim == 2 else (0, 0)
        self._rows: OrderedDict[int, np.ndarray] = OrderedDict()
        mask = content.mask
        #: The mask at full size (the picture's, a long sequence's reduced one, is read through the rule).
        self._mask = mask if mask is not None and mask.shape == self.shape else None
        self._rule: Visibility | None = None
        if mask is not None and self._mask is None and mask.any():
            session = getattr(trace, "session", None)
            self._rule = Visibility.of(session) if session is not None else Visibility("causal", *self.shape)
        self.row_word, self.col_word = (axis_word(name) for name in content.axis_names)
        self.number_word = number_word(content.step_id)

    @property
    def name(self) -> str:
        """The table's accessible name: "Attention weights, head 1, table"."""
        found = STEPS.get(self.content.step_id)
        title = found.title if found is not None else self.content.step_id
        head = head_of(self.content.key)
        if head is None:
            return translate("TableCells", "{title}, table").format(title=title)
        return translate("TableCells", "{title}, head {head}, table").format(title=title, head=head + 1)

    # -- numbers ------------------------------------------------------------------
    def value(self, i: int, j: int) -> float:
        """The exact number of cell (i, j) (a lazy step's row is made once and kept a while)."""
        values = self.content.values
        if not isinstance(values, DeferredValues):
            return float(values[i, j])
        row = self._rows.get(i)
        if row is None:
            row = np.asarray(values.row_values(i))
            self._rows[i] = row
            if len(self._rows) > _ROWS_KEPT:
                self._rows.popitem(last=False)
        else:
            self._rows.move_to_end(i)
        return float(row[j])

    def masked(self, i: int, j: int) -> bool:
        """Whether the mask hides cell (i, j) (key j from query i)."""
        if self._mask is not None:
            return bool(self._mask[i, j])
        return self._rule is not None and self._rule.hides(i, j)

    # -- words --------------------------------------------------------------------
    def text(self, i: int, j: int, decimals: int) -> str:
        """What cell (i, j) shows: its number at ``decimals``, "masked", or "−∞ (masked)" (a masked score)."""
        value = self.value(i, j)
        if self.masked(i, j):
            word = masked_text(value)
            return translate("TableCells", "{value} (masked)").format(value=word) if np.isneginf(value) else word
        return cell_text(value, decimals)

    def sentence(self, i: int, j: int, decimals: int) -> str:
        """What a screen reader says of cell (i, j): "query Machines, key Thinking, weight 0.090"."""
        where = translate("TableCells", "{row}, {column}").format(row=self.row_header(i), column=self.col_header(j))
        value = self.value(i, j)
        if self.masked(i, j):
            if not np.isneginf(value):
                said = translate("TableCells", "{where}, masked: this key is hidden from this query")
            else:
                said = translate("TableCells", "{where}, masked ({what} {value}): this key is hidden from this query")
            return said.format(where=where, what=self.number_word, value=masked_text(value))
        text = cell_text(value, decimals)
        if not np.isfinite(value):
            said = translate("TableCells", "{where}, {what} {value}: not a finite number, the inputs are too large")
        else:
            said = translate("TableCells", "{where}, {what} {value}")
        return said.format(where=where, what=self.number_word, value=text)

    def row_label(self, i: int) -> str:
        labels = self.content.row_labels
        return labels[i] if i < len(labels) else str(i + 1)

    def col_label(self, j: int) -> str:
        labels = self.content.col_labels
        return labels[j] if j < len(labels) else str(j + 1)

    def row_header(self, i: int) -> str:
        """A row header's accessible name: "query Machines"."""
        return translate("TableCells", "{what} {label}").format(what=self.row_word, label=self.row_label(i)).strip()

    def col_header(self, j: int) -> str:
        """A column header's accessible name: "key Thinking", "dimension q2"."""
        return translate("TableCells", "{what} {label}").format(what=self.col_word, label=self.col_label(j)).strip()
