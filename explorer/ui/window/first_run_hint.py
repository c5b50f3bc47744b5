"""The first-run hint: a small frame over the top of the window that says where to start.

Non-modal (the window works around it), dismissed with its button, and never
shown again once dismissed (a Settings flag). Not shown without settings
(tests, --screenshot runs).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QPalette
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QMainWindow, QPushButton

from explorer.ui.window.settings import Settings
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

HINT_HTML = QT_TRANSLATE_NOOP("FirstRunHint",
                              "<b>Where to start</b><br>"
                              "◀ Edit any cell of X, W_Q, W_K or W_V on the left: every step recomputes at once.<br>"
                              "▶ The <b>Step by step</b> tab walks through the pipeline like a lecture (← → Space).<br>"
                              "▶ Click any number to see its arithmetic in the <b>Inspector</b>.")


class FirstRunHint(QFrame):
    """A dismissible frame floating over the top of ``window``'s central area."""

    dismissed = Signal()

    def __init__(self, window: QMainWindow, settings: Settings):
        super().__init__(window)
        self._window = window
        self._settings = settings
        self.setObjectName("first-run-hint")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.setAutoFillBackground(True)
        # The theme's tooltip colours: a note, readable in light and dark.
        palette = self.palette()
        palette.setColor(QPalette.ColorRole.Window, palette.color(QPalette.ColorRole.ToolTipBase))
        palette.setColor(QPalette.ColorRole.WindowText, palette.color(QPalette.ColorRole.ToolTipText))
        self.setPalette(palette)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(12, 8, 8, 8)
        self.label = QLabel(translate("FirstRunHint", HINT_HTML))
        self.label.setTextFormat(Qt.TextFormat.RichText)
        self.label.setWordWrap(True)
        layout.addWidget(self.label, 1)
        self.button = QPushButton(translate("FirstRunHint", "Got it"))
        self.button.setToolTip(translate("FirstRunHint", "Hide this hint for good"))
        self.button.clicked.connect(self.dismiss)
        layout.addWidget(self.button, 0, Qt.AlignmentFlag.AlignTop)
        window.installEventFilter(self)
        self._place()
        self.show()
        self.raise_()

    def dismiss(self) -> None:
        """Hide the hint and remember never to show it again."""
        self._settings.hint_dismissed = True
        self._window.removeEventFilter(self)
        self.hide()
        self.dismissed.emit()
        self.deleteLater()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._window and event.type() in (QEvent.Type.Resize, QEvent.Type.LayoutRequest,
                                                         QEvent.Type.FontChange):
            self._place()
        return False

    def _place(self) -> None:
        # Over the top of the central area (below the menus and toolbar),
        # as wide as it reads well and no wider than the window.
        central = self._window.centralWidget()
        top_left = central.geometry().topLeft() if central is not None else self._window.rect().topLeft()
        room = max(self._window.width() - 24, 120)
        width = min(room, max(480, self.fontMetrics().averageCharWidth() * 80))
        height = self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height()
        self.setGeometry((self._window.width() - width) // 2, top_left.y() + 8, width, height)
        self.raise_()


def show_first_run_hint(window: QMainWindow, settings: Settings | None) -> FirstRunHint | None:
    """The hint over ``window`` on a first run; None when dismissed before or without settings."""
    if settings is None or settings.hint_dismissed:
        return None
    return FirstRunHint(window, settings)
