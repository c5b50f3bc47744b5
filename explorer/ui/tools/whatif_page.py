"""The What if… dock's page, whose panel is made when it is first needed.

The dock opens behind the Inspector's tab, and its panel (the controls, three tables)
is start-up time nobody sees. The page goes in the dock at once; the panel is made and
put in it when the dock's tab is first raised, when the window asks for it, or once
the window is left alone (:class:`~explorer.ui.window.widget_jobs.MadeAhead`; the
panel then fills its d_k table ahead, as it did when it was made with the window).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QDockWidget, QVBoxLayout, QWidget

from explorer.ui.window.on_screen import OnScreen
from explorer.ui.window.widget_jobs import MadeAhead

if TYPE_CHECKING:
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.tools.whatif import WhatIfPanel


class WhatIfPage(QWidget):
    """The dock's page: :meth:`panel` makes the :class:`WhatIfPanel` the first time."""

    #: The runner's purpose that makes the panel ahead.
    PURPOSE = "what-if panel"

    def __init__(self, document: Document, view: ViewState) -> None:
        super().__init__()
        QVBoxLayout(self).setContentsMargins(0, 0, 0, 0)
        self._document = document
        self._view = view
        self._dock: QDockWidget | None = None
        self._panel = MadeAhead(self, document.jobs, self.PURPOSE, self._make)

    @property
    def made(self) -> bool:
        """Whether the panel was made."""
        return self._panel.made

    def panel(self) -> WhatIfPanel:
        """The panel, made now if it was not yet."""
        return self._panel.get()

    def follow_dock(self, dock: QDockWidget) -> None:
        """The page is in ``dock``, tabbed with others: the panel is on screen while the dock's
        tab is raised (Qt reports it visible meanwhile); the first raise makes it."""
        self._dock = dock
        dock.visibilityChanged.connect(self._raised)

    def _make(self) -> WhatIfPanel:
        from explorer.ui.tools.whatif import WhatIfPanel

        panel = WhatIfPanel(self._document, self._view)
        if self._dock is not None:  # told before it is shown: behind another tab, it waits
            OnScreen.of(self._view).follow_dock(panel, self._dock)
        self.layout().addWidget(panel)
        return panel

    def _raised(self, visible: bool) -> None:
        if visible and not self.made:
            OnScreen.of(self._view).set_on_screen(self.panel(), True)
