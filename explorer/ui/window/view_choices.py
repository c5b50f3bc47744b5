"""View → Show as Table, Theme, Language, Precision and Decimals: the window's choices that are not undoable edits.

One part of :class:`~explorer.ui.window.main_window.MainWindow`: it owns the
checkable table switch and the three checkable, exclusive action groups the View
menu shows, and remembers each choice in the settings.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QSignalBlocker, SignalInstance
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu

from explorer.core.session import SessionError
from explorer.app.language import LANGUAGES, SYSTEM, language_in_use, parse, system_language
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.window.actions import (NEGATIVES_ACTION, TABLE_ACTION, ActionSpec, choice_group, decimal_choices,
                                        make_action)
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


def _languages() -> tuple[tuple[str, str, str], ...]:
    """(code, text, tip) of View → Language: the system's first, then each language named in itself."""
    system = LANGUAGES[system_language()]
    return ((SYSTEM, translate("ViewChoices", "System ({language})").format(language=system),
             translate("ViewChoices", "The language of the system's locale, when the app speaks it; else English")),
            *((code, name, translate("ViewChoices", "The window in {language}, from the next start")
               .format(language=name)) for code, name in LANGUAGES.items()))


def _switch(window: QMainWindow, spec: ActionSpec, checked: bool, slot: Callable[[bool], None],
            changed: SignalInstance) -> QAction:
    """A checkable action of the View menu: toggling it calls ``slot``; the view state's ``changed`` keeps it
    checked as the state is (no signal when it already is)."""
    action = make_action(window, spec.shown_text, lambda _c=False: None, spec.shortcut, spec.shown_tip)
    action.setCheckable(True)
    action.setChecked(checked)
    action.toggled.connect(slot)
    changed.connect(action.setChecked)
    return action


class ViewChoices:
    """set_table, set_theme, set_language, set_precision and set_decimals, each remembered in the settings."""

    def __init__(self, document: Document, view_state: ViewState, settings: Settings | None, *,
                 window: QMainWindow, refuse: Refuse, say: Callable[[str, int], None] | None = None) -> None:
        self.document: Document = document
        self.view_state: ViewState = view_state
        self.settings: Settings | None = settings  # None (tests, screenshots): nothing remembered
        self.refuse: Refuse = refuse  # a precision the memory budget refuses is said, not raised
        self.say = say
        # The actions belong to the window: their keys work wherever its focus is.
        # (choice_group's types: a QActionGroup and a dict of QActions by theme, precision, places.)
        self.theme_group, self.theme_actions = choice_group(window, _shown(THEME_NAMES), self.set_theme)
        self.theme_actions["system"].setChecked(True)
        self.language_group, self.language_actions = choice_group(window, _languages(), self.set_language)
        self.language_actions[settings.language if settings is not None else SYSTEM].setChecked(True)
        self.precision_group, self.precision_actions = choice_group(window, _shown(PRECISION_NAMES),
                                                                     self.set_precision)
        self.precision_actions[document.dtype].setChecked(True)
        self.decimals_group, self.decimals_actions = choice_group(window, decimal_choices(), self.set_decimals)
        self.decimals_actions[view_state.decimals].setChecked(True)
        self.table_action = _switch(window, TABLE_ACTION, view_state.table, self.set_table,
                                    view_state.table_changed)
        self.negatives_action = _switch(window, NEGATIVES_ACTION, view_state.negatives, self.set_negatives,
                                        view_state.negatives_changed)

    def restore(self, settings: Settings) -> None:
        """The theme and decimals chosen last time (the theme itself was applied at start)."""
        self.theme_actions.get(settings.theme, self.theme_actions["system"]).setChecked(True)
        self.set_decimals(settings.decimals)
        self.set_table(settings.heatmap_table)
        self.set_negatives(settings.mark_negatives)

    def fill_menu(self, menu: QMenu, name: str) -> None:
        """Add the switch "table", or the submenu ``name`` ("theme", "precision" or "decimals"), of the View menu."""
        if name in ("table", "negatives"):
            menu.addAction(self.table_action if name == "table" else self.negatives_action)
            return
        title, actions = {"theme": (translate("ViewChoices", "T&heme"), self.theme_actions),
                          "language": (translate("ViewChoices", "Lan&guage"), self.language_actions),
                          "precision": (translate("ViewChoices", "Pre&cision"), self.precision_actions),
                          "decimals": (translate("ViewChoices", "&Decimals"), self.decimals_actions)}[name]
        sub = menu.addMenu(title)
        sub.setToolTipsVisible(True)  # each choice's tip says what it means
        for action in actions.values():
            sub.addAction(action)

    def set_theme(self, name: str) -> None:
        apply_theme(QApplication.instance(), name)
        if self.settings is not None:
            self.settings.theme = name

    def set_language(self, code: str) -> None:
        """View → Language: remembered, and spoken from the next start (every window, menu and message is
        made in its language when it opens; a window rebuilt now would lose the undo history)."""
        if self.settings is not None:
            self.settings.language = code
        chosen = parse(code)
        speaks = LANGUAGES[chosen]
        if self.say is not None:
            self.say(translate("ViewChoices", "Language: {language}, from the next start").format(language=speaks)
                     if chosen != language_in_use() else
                     translate("ViewChoices", "Language: {language}").format(language=speaks), 8000)

    def set_table(self, table: bool) -> None:
        """View → Show as Table: the Heatmap tab's numbers as a table, or its picture (remembered)."""
        self.view_state.set_table(table)
        if self.settings is not None:
            self.settings.heatmap_table = self.view_state.table

    def set_negatives(self, marked: bool) -> None:
        """View → Mark Negative Cells: a notch on every cell below 0, in the heatmap and in figures (remembered)."""
        self.view_state.set_negatives(marked)
        if self.settings is not None:
            self.settings.mark_negatives = self.view_state.negatives

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
