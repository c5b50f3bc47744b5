"""The window's error banner: refused input, results that are not finite, failed recomputes.

It floats over the bottom of the central widget instead of taking a place in a
layout: a banner in the left panel's layout pushed every editor down 33 px
when it appeared, so a click aimed at a cell landed on the one above.
It shows the latest message only, each with a *kind*, so the window can
clear what no longer holds (a refusal on the next edit, an overflow when the
values are finite again) without clearing something else. A close button
and Esc (when it has the focus) dismiss it.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QPoint, Qt, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QToolButton, QWidget

from explorer.app.problems import problem_text
from explorer.app.snapshot import Snapshot
from explorer.app.document import Document
from explorer.core.wording import translate
from explorer.ui.window.theme import current_theme

#: Kinds of message: input refused (nothing changed), values not finite, a recompute that failed.
KINDS = ("refused", "problem", "failed")
#: (background, text, border) per theme: the old banner's light colours, and a dark red that
#: keeps its text above 7:1 contrast on the dark palette.
_COLOURS = {"light": ("#fdecea", "#8a1c12", "#f5c2bd"), "dark": ("#4a1c19", "#ffd9d4", "#7a3a34")}
_MARGIN = 6


class ErrorBanner(QFrame):
    """A dismissable message over the top of another widget of the same window."""

    #: Emitted when the person closes the banner (button or Esc).
    dismissed = Signal()

    def __init__(self, parent: QWidget):
        super().__init__(parent)
        self.setObjectName("error-banner")
        self.setFocusPolicy(Qt.FocusPolicy.ClickFocus)  # Esc works once it was clicked
        self.setAutoFillBackground(True)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(10, 6, 4, 6)
        layout.setSpacing(8)
        self.label = QLabel()
        self.label.setWordWrap(True)
        self.label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        layout.addWidget(self.label, 1)
        self.close_button = QToolButton()
        self.close_button.setText("✕")
        self.close_button.setAutoRaise(True)
        self.close_button.setToolTip(translate("ErrorBanner", "Close this message (Esc)"))
        self.close_button.setAccessibleName(translate("ErrorBanner", "Close the message"))
        self.close_button.clicked.connect(self.dismiss)
        layout.addWidget(self.close_button, 0, Qt.AlignmentFlag.AlignTop)
        self.kind: str | None = None
        self._target: QWidget | None = None
        self._restyle()
        self.hide()

    # -- messages ----------------------------------------------------------------
    def show_message(self, text: str, kind: str = "refused") -> None:
        """Show ``text`` (replacing whatever was shown)."""
        if kind not in KINDS:
            raise ValueError(f"unknown message kind {kind!r}; expected one of {', '.join(KINDS)}")
        self.kind = kind
        self.label.setText(f"⚠  {text}")
        self.setToolTip("")
        self._place()
        self.show()
        self.raise_()

    def clear(self, *kinds: str) -> None:
        """Hide the banner if it shows one of ``kinds`` (any kind when none are given)."""
        if self.kind is not None and (not kinds or self.kind in kinds):
            self.kind = None
            self.label.clear()
            self.hide()

    def dismiss(self) -> None:
        self.clear()
        self.dismissed.emit()

    @property
    def text(self) -> str:
        """The message shown ("" when hidden)."""
        return self.label.text().removeprefix("⚠  ") if self.kind is not None else ""

    def watch(self, document: Document) -> None:
        """Show what ``document`` reports (values that are not finite, failed
        recomputes) and clear messages that no longer hold: a refusal once the
        session changed after it, an overflow once the values are finite again."""
        document.session_changed.connect(lambda: self.clear("refused"))
        document.changed.connect(self._on_published)
        document.compute_failed.connect(lambda text: self.show_message(
            translate("ErrorBanner", "Recompute failed: {reason}").format(reason=text), "failed"))
        self._on_published(document.snapshot)

    def _on_published(self, snapshot: Snapshot) -> None:
        problem = problem_text(snapshot.trace, snapshot.session)
        if problem is not None:
            self.show_message(problem, "problem")
        else:
            self.clear("problem", "failed")

    # -- placement ---------------------------------------------------------------
    def follow(self, target: QWidget) -> None:
        """Float over the bottom edge of ``target`` (a child of the same parent), following its geometry."""
        if self._target is not None:
            self._target.removeEventFilter(self)
        self._target = target
        target.installEventFilter(self)
        self._place()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if watched is self._target and event.type() in (QEvent.Type.Resize, QEvent.Type.Move, QEvent.Type.Show):
            self._place()
        return False

    def _place(self) -> None:
        target = self._target
        if target is None:
            return
        top_left = target.mapTo(self.parentWidget(), QPoint(0, 0))
        width = max(target.width() - 2 * _MARGIN, 120)
        height = max(self.heightForWidth(width) if self.hasHeightForWidth() else self.sizeHint().height(), 32)
        # At the bottom: over the ends of the editors and the plot, never over the
        # tabs, the step chooser or the sizes that a person reaches for to fix it.
        self.setGeometry(top_left.x() + _MARGIN, top_left.y() + target.height() - height - _MARGIN, width, height)

    # -- keys and theme ----------------------------------------------------------
    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            self.dismiss()
            event.accept()
            return
        super().keyPressEvent(event)

    def changeEvent(self, event: QEvent) -> None:  # noqa: N802 - Qt's name
        # A theme switch sends PaletteChange: the banner's colours follow it.
        if event.type() == QEvent.Type.PaletteChange and hasattr(self, "label"):
            self._restyle()
        super().changeEvent(event)

    def _restyle(self) -> None:
        background, text, border = _COLOURS[current_theme()]
        sheet = (f"QFrame#error-banner {{ background: {background}; border: 1px solid {border}; border-radius: 4px; }}"
                 f" QFrame#error-banner QLabel {{ color: {text}; background: transparent; }}"
                 f" QFrame#error-banner QToolButton {{ color: {text}; }}")
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)
