"""What the views look at (not part of the session, so not undoable)."""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal


class ViewState(QObject):
    """The selected head and step, the colormap and the cell-value switch."""

    head_changed = Signal(int)
    step_changed = Signal(str)
    colormap_changed = Signal(str)
    show_values_changed = Signal(bool)

    def __init__(self, parent: QObject | None = None):
        super().__init__(parent)
        self._head = 0
        self._step = "weights"
        self._colormap = "viridis"
        self._show_values = True

    @property
    def head(self) -> int:
        return self._head

    def set_head(self, head: int) -> None:
        if head != self._head:
            self._head = head
            self.head_changed.emit(head)

    @property
    def step(self) -> str:
        return self._step

    def set_step(self, step: str) -> None:
        if step != self._step:
            self._step = step
            self.step_changed.emit(step)

    @property
    def colormap(self) -> str:
        return self._colormap

    def set_colormap(self, name: str) -> None:
        if name != self._colormap:
            self._colormap = name
            self.colormap_changed.emit(name)

    @property
    def show_values(self) -> bool:
        return self._show_values

    def set_show_values(self, show: bool) -> None:
        if show != self._show_values:
            self._show_values = show
            self.show_values_changed.emit(show)
