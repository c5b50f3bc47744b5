"""The Step by step tab's controls: the head picker, the lecture's buttons, the ÷ √d_k card's link.

The actions belong to the panel (their shortcuts work while focus is anywhere
in it, and only there: the matrix editors need their arrow keys); this row
shows them as buttons, and wraps rather than clipping "All steps" in a narrow
tab (a 1280 px window with the inspector open).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QSignalBlocker, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QCheckBox, QComboBox, QHBoxLayout, QLabel, QToolButton, QWidget

from explorer.ui.window import accessible
from explorer.ui.window.flow_layout import FlowLayout
from explorer.core.wording import translate

#: The lecture's buttons, in their order on the row.
BUTTONS = ("previous", "next", "play", "reset")


def panel_action(owner: QWidget, text: str, keys: list[str], tip: str, slot: Callable) -> QAction:
    """An action of ``owner`` whose shortcuts work only while focus is inside it (``text`` and ``tip``
    as shown: the caller translates them)."""
    action = QAction(text, owner)
    action.setShortcuts([QKeySequence(k) for k in keys])
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    shown = " / ".join(QKeySequence(k).toString(QKeySequence.SequenceFormat.NativeText) for k in keys)
    action.setToolTip(translate("LectureBar", "{tip} ({keys})").format(tip=tip, keys=shown) if keys else tip)
    action.setStatusTip(tip)
    action.triggered.connect(slot)
    owner.addAction(action)
    return action


def lecture_bar(actions: dict[str, QAction], set_head: Callable[[int], None],
                set_show_all: Callable[[bool], None]) -> tuple[FlowLayout, QComboBox, dict[str, QToolButton], QCheckBox]:
    """(the row, its head picker, its buttons by name, its "All steps" box)."""
    bar = FlowLayout(spacing=16)
    picker = QWidget()
    picker_row = QHBoxLayout(picker)
    picker_row.setContentsMargins(0, 0, 0, 0)
    picker_row.addWidget(QLabel(translate("LectureBar", "Head")))
    head_combo = accessible.name(QComboBox(), translate("LectureBar", "Head"))
    head_combo.setToolTip(translate("LectureBar", "which head's steps the cards show"))
    # Grows with its names: an imported head is "all-MiniLM-L6-v2 · layer 6 · head 12", not "Head 1".
    head_combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToContents)
    head_combo.currentIndexChanged.connect(lambda i: set_head(i) if i >= 0 else None)
    picker_row.addWidget(head_combo)
    bar.addWidget(picker)
    controls = QWidget()
    controls_row = QHBoxLayout(controls)
    controls_row.setContentsMargins(0, 0, 0, 0)
    buttons: dict[str, QToolButton] = {}
    for name in BUTTONS:
        button = QToolButton()
        button.setDefaultAction(actions[name])
        button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
        # A click keeps the keyboard in the tab (a tool button takes no focus by default,
        # and → after a click on Next ▶ went wherever the focus had been).
        button.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        controls_row.addWidget(button)
        buttons[name] = button
    bar.addWidget(controls)
    all_check = QCheckBox(translate("LectureBar", "All steps"))
    all_check.setToolTip(actions["all_steps"].toolTip())
    all_check.toggled.connect(set_show_all)
    bar.addWidget(all_check)
    return bar, head_combo, buttons, all_check


def show_heads(head_combo: QComboBox, names: list[str], head: int) -> None:
    """The head picker lists ``names`` with ``head`` chosen (no signal: it follows the view state)."""
    with QSignalBlocker(head_combo):
        if [head_combo.itemText(i) for i in range(head_combo.count())] != names:
            head_combo.clear()
            head_combo.addItems(names)
        head_combo.setCurrentIndex(head)
    # The whole name even where the bar squeezes the box (a 1280 px window with the docks open);
    # set when it changes: Qt sends a ToolTipChange event for every call, and this runs per edit.
    tip = translate("LectureBar", "which head's steps the cards show: {head}").format(head=names[head])
    if head_combo.toolTip() != tip:
        head_combo.setToolTip(tip)
    head_combo.setEnabled(len(names) > 1)


def why_sqrt_dk_button(pressed: Callable[[], None]) -> QToolButton:
    """The ÷ √d_k card's link to the chart of why (Steps → Why √d_k?)."""
    button = QToolButton()
    button.setText(translate("LectureBar", "Why \u221ad_k?"))
    button.setToolTip(translate("LectureBar", "The spread of q·k at d_k = 4, 64, 512 with and without ÷ √d_k, and "
                                              "the softmax it gives"))
    button.setObjectName("why-sqrt-dk")
    button.clicked.connect(lambda _checked=False: pressed())
    return button
