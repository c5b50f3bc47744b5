"""The window's status bar: a message is shown whole or shortened in the middle
(the full text in its tooltip), and it goes with the person's next action.

QStatusBar cut a long message at its right end ("Refused: X row 3, column …"),
where the reason usually is, and kept a refusal up while the person went on
editing. Here a message is one label that keeps the start and the end of the
text, re-fitted when the window is resized, and the window clears it when the
session changes (:meth:`StatusBar.action_taken`): a message an action shows
after its own change stays.
"""

from __future__ import annotations

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtWidgets import QLabel, QSizePolicy, QStatusBar, QWidget

from explorer.ui.window.accessible import announce
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: Words that make a message urgent: said to a screen reader at once, not after what it reads
#: (in English or in the chosen language: a message is said in it).
URGENT = (QT_TRANSLATE_NOOP("StatusBar", "Refused"), QT_TRANSLATE_NOOP("StatusBar", "failed"),
          QT_TRANSLATE_NOOP("StatusBar", "overflow"))


class _MessageLabel(QLabel):
    def __init__(self, fit) -> None:
        super().__init__()
        self._fit = fit

    def resizeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        super().resizeEvent(event)
        self._fit()  # the window was resized: the message fitted to the new width


class StatusBar(QStatusBar):
    """QStatusBar whose messages are elided in the middle and cleared by the next action, and
    said to assistive technology (:meth:`announce`): what changes out of sight is heard too."""

    #: Every announcement (its text, whether urgent), as assistive technology is given it.
    announced = Signal(str, bool)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._text = ""
        self.message_label = _MessageLabel(self._fit)
        self.message_label.setTextFormat(Qt.TextFormat.PlainText)
        # Any width: the text is fitted to what the label is given, never the other way round.
        self.message_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.message_label.setMinimumWidth(1)
        self.addWidget(self.message_label, 1)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.timeout.connect(self.clearMessage)

    # QStatusBar's own names: the window's code (and Qt's users of a status bar) call these.
    def showMessage(self, text: str, timeout: int = 0, urgent: bool | None = None) -> None:  # noqa: N802 - Qt's name
        """Qt's, and ``urgent``: said at once to a screen reader (None: when it has a word of :data:`URGENT`)."""
        self._text = " ".join(str(text).split())  # one line
        self._fit()
        self.messageChanged.emit(self._text)
        if self._text:
            self.announce(self._text, urgent)
        if timeout > 0:
            self._timer.start(timeout)
        else:
            self._timer.stop()

    def clearMessage(self) -> None:  # noqa: N802 - Qt's name
        if self._text:
            self._text = ""
            self._fit()
            self.messageChanged.emit("")
        self._timer.stop()

    def currentMessage(self) -> str:  # noqa: N802 - Qt's name
        return self._text

    def announce(self, text: str, urgent: bool | None = None) -> None:
        """Say ``text`` to a screen reader, at once when it is urgent (``urgent``, or when None a word of
        :data:`URGENT` in it), else after what it is reading ("Recomputed", "Step 3 of 9: …")."""
        if urgent is None:
            urgent = any(word in text or translate("StatusBar", word) in text for word in URGENT)
        announce(self.message_label, text, assertive=urgent)
        self.announced.emit(text, urgent)

    def action_taken(self, *_args: object) -> None:
        """The person did something (the session changed): what was said before no longer holds."""
        self.clearMessage()

    def _fit(self) -> None:
        label = self.message_label
        width = max(label.width() - 4, 10)
        shown = label.fontMetrics().elidedText(self._text, Qt.TextElideMode.ElideMiddle, width)
        label.setText(shown)
        label.setToolTip(self._text if shown != self._text else "")
