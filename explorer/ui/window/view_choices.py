"""View → Theme, Precision and Decimals: the window's choices that are not undoable edits.

A mixin of :class:`~explorer.ui.window.main_window.MainWindow`, which owns the
document, the view state, the settings and the checkable action groups.
"""

from __future__ import annotations

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QApplication

from explorer.core.session import SessionError
from explorer.ui.window.theme import apply_theme


class ViewChoices:
    """set_theme, set_precision and set_decimals, each remembered in the settings."""

    def set_theme(self, name: str) -> None:
        apply_theme(QApplication.instance(), name)
        if self.settings is not None:
            self.settings.theme = name

    def set_decimals(self, decimals: int) -> None:
        """View → Decimals: how many places cells, cards and figures print (remembered)."""
        self.view_state.set_decimals(decimals)
        with QSignalBlocker(self.decimals_group):
            self.decimals_actions[self.view_state.decimals].setChecked(True)
        if self.settings is not None:
            self.settings.decimals = self.view_state.decimals

    def set_precision(self, name: str) -> None:
        """Recompute in ``name`` (a view option, like the what-if controls: not undoable)."""
        try:
            self.document.set_options(dtype=name)
        except SessionError as err:  # BudgetError: float64 needs twice float32's memory
            name = self.document.dtype
            self.refuse(str(err))
        with QSignalBlocker(self.precision_group):
            self.precision_actions[name].setChecked(True)
        if self.settings is not None:
            self.settings.precision = name
