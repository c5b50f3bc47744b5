"""View → Show as Table, Theme, Precision and Decimals: the window's choices that are not undoable edits.

One part of :class:`~explorer.ui.window.main_window.MainWindow`: it owns the
checkable table switch and the three checkable, exclusive action groups the View
menu shows, and remembers each choice in the settings.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.window.actions import TABLE_ACTION, choice_group, decimal_choices, make_action
from explorer.ui.window.theme import apply_theme

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.window.messages import Refuse
    from explorer.ui.window.settings import Settings

#: (precision, menu text, tip); the texts are translated where the actions are made (:func:`_shown`).
PRECISION_NAMES = (("auto", QT_TRANSLATE_NOOP("ViewChoices", "&Automatic: float32 from 1024 tokens"),
                    QT_TRANSLATE_NOOP("ViewChoices", "float64 for hand-made examples (every digit exact), "
                                                     "float32 for long sequences")),
                   ("float64", "float&64",
                    QT_TRANSLATE_NOOP("ViewChoices", "Double precision: about 16 significant digits, "
                                                     "8 bytes a number")),
                   ("float32", "float&32",
                    QT_TRANSLATE_NOOP("ViewChoices", "Single precision: about 7 significant digits, "
                                                     "half the memory and time")))
THEME_NAMES = (("system", QT_TRANSLATE_NOOP("ViewChoices", "System"),
                QT_TRANSLATE_NOOP("ViewChoices", "Follow the system's theme")),
               ("light", QT_TRANSLATE_NOOP("ViewChoices", "Light"), QT_TRANSLATE_NOOP("ViewChoices", "Light theme")),
               ("dark", QT_TRANSLATE_NOOP("ViewChoices", "Dark"), QT_TRANSLATE_NOOP("ViewChoices", "Dark theme")),
               ("high-contrast", QT_TRANSLATE_NOOP("ViewChoices", "High Contrast"),
                QT_TRANSLATE_NOOP("ViewChoices", "Black on white: text at least 7:1, strong frames")))


def _shown(choices: tuple[tuple[str, str, str], ...]) -> tuple[tuple[str, str, str], ...]:
    """(name, text, tip) of :data:`PRECISION_NAMES` or :data:`THEME_NAMES` in the chosen language."""
    return tuple((name, translate("ViewChoices", text), translate("ViewChoices", tip)) for name, text, tip in choices)


class ViewChoices:
    """set_table, set_theme, set_precision and set_decimals, each remembered in the settings."""

    def __init__(self, document: Document, view_state: ViewState, settings: Settings | None, *,
                 window: QMainWindow, refuse: Refuse) -> None:
        self.document: Document = document
        self.view_state: ViewState = view_state
        self.settings: Settings | None = settings  # None (tests, screenshots): nothing remembered
        self.refuse: Refuse = refuse  # a precision the memory budget refuses is said, not raised
        # The actions belong to the window: their keys work wherever its focus is.
        # (choice_group's types: a QActionGroup and a dict of QActions by theme, precision, places.)
        self.theme_group, self.theme_actions = choice_group(window, _shown(THEME_NAMES), self.set_theme)
        self.theme_actions["system"].setChecked(True)
        self.precision_group, self.precision_actions = choice_group(window, _shown(PRECISION_NAMES),
                                                                     self.set_precision)
        self.precision_actions[document.dtype].setChecked(True)
        self.decimals_group, self.decimals_actions = choice_group(window, decimal_choices(), self.set_decimals)
        self.decimals_actions[view_state.decimals].setChecked(True)
        spec = TABLE_ACTION
        self.table_action = make_action(window, spec.shown_text, lambda _c=False: None, spec.shortcut,
                                        spec.shown_tip)
        self.table_action.setCheckable(True)
        self.table_action.setChecked(view_state.table)
        self.table_action.toggled.connect(self.set_table)
        view_state.table_changed.connect(self.table_action.setChecked)  # (no signal when already so)

    def restore(self, settings: Settings) -> None:
        """The theme and decimals chosen last time (the theme itself was applied at start)."""
        self.theme_actions.get(settings.theme, self.theme_actions["system"]).setChecked(True)
        self.set_decimals(settings.decimals)
        self.set_table(settings.heatmap_table)

    def fill_menu(self, menu: QMenu, name: str) -> None:
        """Add the switch "table", or the submenu ``name`` ("theme", "precision" or "decimals"), of the View menu."""
        if name == "table":
            menu.addAction(self.table_action)
            return
        title, actions = {"theme": (translate("ViewChoices", "&Theme"), self.theme_actions),
                          "precision": (translate("ViewChoices", "&Precision"), self.precision_actions),
                          "decimals": (translate("ViewChoices", "&Decimals"), self.decimals_actions)}[name]
        sub = menu.addMenu(title)
        sub.setToolTipsVisible(True)  # each choice's tip says what it means
        for action in actions.values():
            sub.addAction(action)

    def set_theme(self, name: str) -> None:
        apply_theme(QApplication.instance(), name)
        if self.settings is not None:
            self.settings.theme = name

    def set_table(self, table: bool) -> None:
        """View → Show as Table: the Heatmap tab's numbers as a table, or its picture (remembered)."""
        self.view_state.set_table(table)
        if self.settings is not None:
            self.settings.heatmap_table = self.view_state.table

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
