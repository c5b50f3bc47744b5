"""Names a screen reader reads: a control's accessible name (short, as a person names it) and,
where useful, a one-sentence description (Qt reads a widget's tooltip where it has none)."""

from __future__ import annotations

from typing import TYPE_CHECKING, TypeVar

from PySide6.QtCore import QObject, Slot
from PySide6.QtGui import QAccessible, QAccessibleAnnouncementEvent
from PySide6.QtWidgets import QAbstractItemView, QDialogButtonBox, QPushButton, QScrollArea, QWidget

from explorer.core.attention.step_keys import matrix_title
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:
    from explorer.app.document import Document

W = TypeVar("W", bound=QWidget)


def name(widget: W, text: str, description: str | None = None, *, tip: str | None = None) -> W:
    """``widget``, named ``text`` and described by ``description`` (without one Qt reads its
    tooltip); ``tip``: its tooltip, which a person hovering reads and a screen reader too."""
    widget.setAccessibleName(text)
    if description:
        widget.setAccessibleDescription(description)
    if tip:
        widget.setToolTip(tip)
    return widget


class _MatrixNamer(QObject):
    """The editor's child: its connections go with the editor (a plain function's stayed on the document)."""

    def __init__(self, editor: QAbstractItemView, document: Document) -> None:
        super().__init__(editor)
        self._editor, self._document = editor, document
        editor.model().modelReset.connect(self.rename)
        document.session_changed.connect(self.rename)
        self.rename()

    @Slot()
    def rename(self) -> None:
        self._editor.setAccessibleName(matrix_title(self._editor.model().matrix_id, self._document.session.mode))


def follow_matrix(editor: QAbstractItemView, document: Document) -> None:
    """Name ``editor`` after the matrix its model shows ("W_Q (head 1)", "X_enc", as the app names
    it), now, whenever the model shows another and whenever the session (its mode) changes."""
    _MatrixNamer(editor, document)


def scrolling(widget: QWidget, text: str, description: str | None = None) -> QScrollArea:
    """``widget`` in a frameless scroll area named ``text`` (Tab reaches the area itself) and
    described by ``description`` (by default: the panel's controls follow in Tab order); both as
    they are said (the caller translates them)."""
    area = QScrollArea()
    area.setAccessibleDescription(description or translate("Accessible", "The {panel} panel; Tab goes on to its "
                                                                         "controls").format(panel=text))
    area.setWidget(widget)
    area.setWidgetResizable(True)
    area.setFrameShape(QScrollArea.Shape.NoFrame)
    area.setAccessibleName(text)
    return area


def announce(widget: QWidget, text: str, *, assertive: bool = False) -> None:
    """Say ``text`` to assistive technology (a screen reader speaks it without moving the
    focus): politely, after what it is reading, or at once with ``assertive`` (a refusal).
    Costs nothing while no assistive technology listens (Qt checks first)."""
    event = QAccessibleAnnouncementEvent(widget, text)
    event.setPoliteness(QAccessible.AnnouncementPoliteness.Assertive if assertive
                        else QAccessible.AnnouncementPoliteness.Polite)
    QAccessible.updateAccessibility(event)


#: What the usual buttons of a dialog do, said by a screen reader after the button's name: the
#: English names (keys) and descriptions, each translated where a button is described.
BUTTONS = {
    QT_TRANSLATE_NOOP("Accessible", "Close"):
        QT_TRANSLATE_NOOP("Accessible", "Closes this window; what it changed stays"),
    QT_TRANSLATE_NOOP("Accessible", "Cancel"):
        QT_TRANSLATE_NOOP("Accessible", "Closes this window without doing anything"),
    QT_TRANSLATE_NOOP("Accessible", "OK"):
        QT_TRANSLATE_NOOP("Accessible", "Does what this window is for with the choices above, and closes it"),
    QT_TRANSLATE_NOOP("Accessible", "Export"):
        QT_TRANSLATE_NOOP("Accessible", "Writes the file with the choices above"),
    QT_TRANSLATE_NOOP("Accessible", "Copy image"):
        QT_TRANSLATE_NOOP("Accessible", "Puts the picture on the clipboard, to paste into a slide"),
    QT_TRANSLATE_NOOP("Accessible", "Copy as LaTeX"):
        QT_TRANSLATE_NOOP("Accessible", "Puts the numbers on the clipboard as a LaTeX matrix"),
    QT_TRANSLATE_NOOP("Accessible", "Recompute"):
        QT_TRANSLATE_NOOP("Accessible", "Runs the walk again with the numbers above"),
}
#: A dialog's standard buttons (their text is Qt's, in Qt's own translation) by their key in :data:`BUTTONS`.
_STANDARD = {QDialogButtonBox.StandardButton.Close: "Close", QDialogButtonBox.StandardButton.Cancel: "Cancel",
             QDialogButtonBox.StandardButton.Ok: "OK"}


def _button_key(button: QPushButton) -> str | None:
    """The key in :data:`BUTTONS` of ``button``: a standard button's by its role, any other's by its
    text (without the shortcut's &) in English or in the chosen language."""
    box = button.parent()
    if isinstance(box, QDialogButtonBox):
        standard = _STANDARD.get(box.standardButton(button))
        if standard is not None:
            return standard
    text = button.text().replace("&", "")
    if text in BUTTONS:
        return text
    return next((key for key in BUTTONS if translate("Accessible", key) == text), None)


def describe_buttons(root: QWidget) -> None:
    """Describe every push button under ``root`` that says nothing beyond its name yet (its
    text without the shortcut's &: :data:`BUTTONS`); a tooltip set later takes over on screen."""
    for button in root.findChildren(QPushButton):
        if button.accessibleDescription() or button.toolTip():
            continue
        key = _button_key(button)
        if key is not None:
            button.setAccessibleDescription(translate("Accessible", BUTTONS[key]))
