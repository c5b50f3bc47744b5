"""What the pipeline panel and the inspector share: the selected cell and the lecture position.

Both objects live as children of the window's :class:`~explorer.ui.view_state.ViewState`
(found with :func:`selection_for` / :func:`lecture_for`), so every widget built
on the same ViewState shares them without a constructor argument and without
adding fields to ViewState itself. Neither is part of the session: not undoable.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal

from explorer.ui.view_state import ViewState

#: Steps whose first index is a query row (a cell of them says which query row
#: the weighted-values card should show).
QUERY_ROW_STEPS = ("q", "scores", "scaled", "masked", "weights", "weighted_values", "output", "concat",
                   "projected")


class Selection(QObject):
    """The selected cell: a step key (``"heads[0].weights"``) or a session matrix id
    (``"embeddings"``, ``"heads[0].w_q"``), and its index ((row, col), or
    (i, j, c) for ``weighted_values``). ``query_row`` is the query the
    weighted-values card shows."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._key: str | None = None
        self._index: tuple[int, ...] | None = None
        self._query_row = 0

    @property
    def step_key(self) -> str | None:
        return self._key

    @property
    def index(self) -> tuple[int, ...] | None:
        return self._index

    @property
    def query_row(self) -> int:
        return self._query_row

    def select(self, step_key: str, index: tuple[int, ...]) -> None:
        """Select one cell; a cell of a query-row step also moves :attr:`query_row`."""
        index = tuple(int(i) for i in index)
        row = self._query_row
        if step_key.rsplit(".", 1)[-1] in QUERY_ROW_STEPS and index:
            row = index[0]
        if (step_key, index, row) == (self._key, self._index, self._query_row):
            return
        self._key, self._index, self._query_row = step_key, index, row
        self.changed.emit()

    def set_query_row(self, row: int) -> None:
        if row != self._query_row:
            self._query_row = int(row)
            self.changed.emit()

    def clear(self) -> None:
        if self._key is not None:
            self._key = self._index = None
            self.changed.emit()


class Lecture(QObject):
    """Lecture mode: how many steps are revealed (``position`` is the current
    step, 0-based, in the panel's order), or every step at once (``show_all``)."""

    changed = Signal()

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._position = 0
        self._show_all = True

    @property
    def position(self) -> int:
        return self._position

    @property
    def show_all(self) -> bool:
        return self._show_all

    def set_position(self, position: int) -> None:
        position = max(int(position), 0)
        if position != self._position:
            self._position = position
            self.changed.emit()

    def set_show_all(self, show: bool) -> None:
        if show != self._show_all:
            self._show_all = bool(show)
            self.changed.emit()


def selection_for(view: ViewState) -> Selection:
    """The one Selection of this ViewState (made on first use)."""
    found = view.findChild(Selection)
    return found if found is not None else Selection(view)


def lecture_for(view: ViewState) -> Lecture:
    """The one Lecture state of this ViewState (made on first use)."""
    found = view.findChild(Lecture)
    return found if found is not None else Lecture(view)
