"""The Step by step tab's page, whose panel is made when it is first needed.

The window opens on the Heatmap tab, and the Step by step panel (its lecture bar, a
row per stage, the heads grid, and the code of its cards) is start-up time nobody
sees. The page is a scroll area; the panel is made and put in it when the tab is
first raised, when the window asks for it (the Steps menu opened, Help → Keyboard
Shortcuts, a test), or once the window is left alone
(:class:`~explorer.ui.window.widget_jobs.MadeAhead`).
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Signal
from PySide6.QtGui import QShowEvent
from PySide6.QtWidgets import QMenu, QScrollArea

from explorer.ui.window.widget_jobs import MadeAhead
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.steps.steps_tab import PipelinePanel


class StepsPage(QScrollArea):
    """The tab's page: :meth:`panel` makes the :class:`PipelinePanel` the first time."""

    #: The runner's purpose that makes the panel ahead.
    PURPOSE = "step by step panel"
    #: The panel's :attr:`~explorer.ui.steps.steps_tab.PipelinePanel.said`, passed on.
    said = Signal(str)

    def __init__(self, document: Document, view: ViewState, why_sqrt_dk: Callable[[], object]) -> None:
        super().__init__()
        self.setWidgetResizable(True)
        self.setFrameShape(QScrollArea.Shape.NoFrame)
        self.setAccessibleName(translate("StepsPage", "Step by step"))
        self.setAccessibleDescription(translate("StepsPage", "Every step of attention as a card, in the order they "
                                                             "are computed"))
        self._document = document
        self._view = view
        self._why_sqrt_dk = why_sqrt_dk
        self._menu: QMenu | None = None
        self._panel = MadeAhead(self, document.jobs, self.PURPOSE, self._make)

    @property
    def made(self) -> bool:
        """Whether the panel was made."""
        return self._panel.made

    def panel(self) -> PipelinePanel:
        """The panel, made now if it was not yet."""
        return self._panel.get()

    def _make(self) -> PipelinePanel:
        from explorer.ui.steps.steps_tab import PipelinePanel

        panel = PipelinePanel(self._document, self._view)
        panel.why_sqrt_dk_requested.connect(self._why_sqrt_dk)
        panel.said.connect(self.said)
        self.setWidget(panel)
        if self._menu is not None:
            self._fill_menu(self._menu, panel)
        # In its font now: a long file opened before the panel was made is measured ahead as well.
        panel.measure_tokens_ahead(self._document.snapshot)
        return panel

    def stop(self) -> None:
        """Stop the lecture's Play (a panel not made yet plays nothing)."""
        if self.made:
            self.panel().stop()

    def add_to_menu(self, menu: QMenu) -> None:
        """Steps → Previous, Next, Play, Reset and All steps, at the top of ``menu``: put
        there when the panel is made (opening the menu makes it)."""
        self._menu = menu
        menu.aboutToShow.connect(self.panel)
        if self.made:
            self._fill_menu(menu, self.panel())

    @staticmethod
    def _fill_menu(menu: QMenu, p: PipelinePanel) -> None:
        first = menu.actions()[0] if menu.actions() else None
        menu.insertActions(first, [p.previous_action, p.next_action, p.play_action, p.reset_action])
        menu.insertSeparator(first)
        menu.insertAction(first, p.all_steps_action)

    def showEvent(self, event: QShowEvent) -> None:  # noqa: N802 - Qt's name
        self.panel()  # the tab raised before the window was left alone
        super().showEvent(event)
