"""The view state's Qt face: one :class:`~explorer.app.view.View` with change signals.

Widgets forward input here (``update``, ``select``, ``set_head`` …). What they
draw comes from :attr:`ViewState.presented`, once per change of either the
published snapshot or the state: a :class:`~explorer.app.frame.Frame` of the
two, the state clamped against the snapshot's trace in one place
(:func:`clamp`). The per-field signals (``head_changed`` …) are for controls
that show one field (a combo box following the head), not for redrawing.
Not part of the session, so not undoable.
"""

from __future__ import annotations

from dataclasses import fields, replace

from PySide6.QtCore import QObject, Signal

from explorer.core.attention.trace import Trace
from explorer.app.document import Document
from explorer.app.frame import Frame
from explorer.app.snapshot import ComputeOptions, Snapshot
from explorer.app.view import View, clamp

#: Which signal tells that a field changed.
_GROUPS = {"head": "head", "lines_all_heads": "lines_all_heads", "step": "step", "colormap": "colormap", "show_values": "show_values",
           "selected": "selection", "index": "selection", "query_row": "selection",
           "lecture": "lecture", "show_all": "lecture", "playing": "lecture", "seed": "inputs", "fill": "inputs",
           "decimals": "decimals", "table": "table", "negatives": "negatives"}


class ViewState(QObject):
    """Holds the view state; emits one signal per kind of change, then :attr:`changed`."""

    head_changed = Signal(int)
    #: The Lines tab's "All heads" was chosen (True) or one head (False).
    lines_all_heads_changed = Signal(bool)
    step_changed = Signal(str)
    colormap_changed = Signal(str)
    show_values_changed = Signal(bool)
    #: View → Decimals: how many decimals cells, cards and figures print.
    decimals_changed = Signal(int)
    #: View → Show as Table: the Heatmap tab's table alternative was switched on (True) or off.
    table_changed = Signal(bool)
    #: View → Mark Negative Cells was switched on (True) or off.
    negatives_changed = Signal(bool)
    #: The selected cell or the query row changed.
    selection_changed = Signal()
    #: The lecture position, "all steps" or play state changed.
    lecture_changed = Signal()
    #: The seed or fill for new cells changed.
    inputs_changed = Signal()
    #: Any of the above (with the new state).
    changed = Signal(object)
    #: What the views draw, once per change of the snapshot or the state: a Frame.
    presented = Signal(object)

    def __init__(self, document: Document | None = None, parent: QObject | None = None):
        super().__init__(parent)
        self._state = View()
        self._trace: Trace | None = None
        self._snapshot: Snapshot | None = None
        self._published = 0  # see Frame.published
        self._document = document
        if document is not None:
            self._snapshot = document.snapshot
            self._trace = document.snapshot.trace
            # Connected before any view: the state is clamped against a new
            # snapshot before the frame goes out (Qt calls slots in the order
            # they were connected).
            document.changed.connect(self._on_published)
            # The same trace with what a view asked for made since (row statistics, pictures).
            document.completed.connect(self._on_published)

    def _on_published(self, snapshot: Snapshot) -> None:
        self._snapshot = snapshot
        self._published += 1
        self._trace = snapshot.trace
        self._replace(self._state, published=True)

    @property
    def frame(self) -> Frame | None:
        """The published snapshot with the clamped state (None without a document)."""
        if self._snapshot is None:
            return None
        options = self._document.options if self._document is not None else ComputeOptions()
        return Frame(self._snapshot, self._state, options, self._published)

    def present(self) -> None:
        """Hand the views the frame again (the computation's options changed while the snapshot did not)."""
        frame = self.frame
        if frame is not None:
            self.presented.emit(frame)

    @property
    def state(self) -> View:
        return self._state

    # -- changing ---------------------------------------------------------------
    def update(self, **changes) -> None:
        """Change fields of the state (clamped against the current trace); signals for what changed."""
        self._replace(replace(self._state, **changes))

    def follow(self, trace: Trace) -> None:
        """A new trace was published: clamp the state against it."""
        self._trace = trace
        self._replace(self._state)

    def _replace(self, new: View, published: bool = False) -> None:
        if self._trace is not None:
            new = clamp(new, self._trace)
        old, self._state = self._state, new
        if new == old:
            if published:
                self.present()
            return
        groups = {_GROUPS[f.name] for f in fields(View) if getattr(old, f.name) != getattr(new, f.name)}
        if "head" in groups:
            self.head_changed.emit(new.head)
        if "lines_all_heads" in groups:
            self.lines_all_heads_changed.emit(new.lines_all_heads)
        if "step" in groups:
            self.step_changed.emit(new.step)
        if "colormap" in groups:
            self.colormap_changed.emit(new.colormap)
        if "show_values" in groups:
            self.show_values_changed.emit(new.show_values)
        if "decimals" in groups:
            self.decimals_changed.emit(new.decimals)
        if "table" in groups:
            self.table_changed.emit(new.table)
        if "negatives" in groups:
            self.negatives_changed.emit(new.negatives)
        if "selection" in groups:
            self.selection_changed.emit()
        if "lecture" in groups:
            self.lecture_changed.emit()
        if "inputs" in groups:
            self.inputs_changed.emit()
        self.changed.emit(new)
        self.present()

    # -- the common changes, by name (for signal connections) --------------------
    def set_head(self, head: int) -> None:
        self.update(head=int(head))

    def set_lines_all_heads(self, all_heads: bool) -> None:
        self.update(lines_all_heads=bool(all_heads))

    def set_step(self, step: str) -> None:
        self.update(step=step)

    def set_colormap(self, name: str) -> None:
        self.update(colormap=name)

    def set_decimals(self, decimals: int) -> None:
        self.update(decimals=int(decimals))

    def set_show_values(self, show: bool) -> None:
        self.update(show_values=bool(show))

    def set_table(self, table: bool) -> None:
        self.update(table=bool(table))

    def set_negatives(self, marked: bool) -> None:
        self.update(negatives=bool(marked))

    def select(self, key: str, index: tuple[int, ...]) -> None:
        """Select one cell (a step key or a session matrix id, and its index)."""
        self._replace(self._state.select(key, index))

    def clear_selection(self) -> None:
        self._replace(self._state.cleared())

    def set_query_row(self, row: int) -> None:
        self.update(query_row=int(row))

    def set_show_all(self, show: bool) -> None:
        self.update(show_all=bool(show))

    def set_seed(self, seed: int) -> None:
        self.update(seed=int(seed))

    def set_fill(self, fill: str) -> None:
        self.update(fill=fill)

    # -- reading -------------------------------------------------------------------
    @property
    def head(self) -> int:
        return self._state.head

    @property
    def lines_all_heads(self) -> bool:
        return self._state.lines_all_heads

    @property
    def step(self) -> str:
        return self._state.step

    @property
    def colormap(self) -> str:
        return self._state.colormap

    @property
    def decimals(self) -> int:
        return self._state.decimals

    @property
    def show_values(self) -> bool:
        return self._state.show_values

    @property
    def table(self) -> bool:
        return self._state.table

    @property
    def negatives(self) -> bool:
        return self._state.negatives

    @property
    def step_key(self) -> str | None:
        """The selected cell's step key or matrix id (None when nothing is selected)."""
        return self._state.selected

    @property
    def index(self) -> tuple[int, ...] | None:
        return self._state.index

    @property
    def query_row(self) -> int:
        return self._state.query_row

    @property
    def position(self) -> int:
        """The lecture position (0-based)."""
        return self._state.lecture

    @property
    def show_all(self) -> bool:
        return self._state.show_all

    @property
    def seed(self) -> int:
        return self._state.seed

    @property
    def fill(self) -> str:
        return self._state.fill
