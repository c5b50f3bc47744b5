"""Steps → Exercises…: the course with each exercise's progress, and the open exercise's
goal, a live line per check, hints and Show solution.

The panel draws what :class:`~explorer.ui.exercises.state.ExerciseState` publishes (the
open exercise, the checks on each snapshot, the progress) and forwards the person's
choices to it; it holds no exercise state of its own. Keys: Enter on the list opens the
exercise, Alt+O / Alt+R open and reset the selected one, Alt+N gives a hint, Alt+L shows
the solution; Esc stops the solution's animation, else closes the panel.
"""

from __future__ import annotations

from collections.abc import Callable

import numpy as np
from PySide6.QtCore import QEvent, QObject, QSize, Qt
from PySide6.QtGui import QFont, QKeyEvent, QPalette
from PySide6.QtWidgets import (QApplication, QDockWidget, QGroupBox, QLabel, QListWidget, QListWidgetItem,
                               QPushButton, QVBoxLayout, QWidget)

from explorer.app.exercises import ATTEMPTED, NEW, SOLVED, Report
from explorer.ui.exercises.solution_animation import SolutionAnimation
from explorer.ui.exercises.state import ExerciseState
from explorer.core.session import SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.window.flow_layout import FlowLayout

#: How the list marks each exercise's progress, and what that says in words (English, translated
#: where shown: translate("Panel", WORDS[state])).
MARKS = {SOLVED: "✓", ATTEMPTED: "◐", NEW: "○"}
WORDS = {SOLVED: QT_TRANSLATE_NOOP("Panel", "solved"), ATTEMPTED: QT_TRANSLATE_NOOP("Panel", "attempted"),
         NEW: QT_TRANSLATE_NOOP("Panel", "new")}
_NAME_ROLE = Qt.ItemDataRole.UserRole


class _Line(QLabel):
    """A label shown only while it says something (an empty one still took a line's room)."""

    def setText(self, text: str) -> None:  # noqa: N802 - Qt's name
        super().setText(text)
        self.setVisible(bool(text))

    def clear(self) -> None:
        self.setText("")


def _wrapped(text: str = "", *, muted: bool = False, selectable: bool = False) -> QLabel:
    label = _Line(text)
    label.setVisible(bool(text))
    label.setWordWrap(True)
    label.setTextFormat(Qt.TextFormat.PlainText)  # a file's title or goal is text, never markup
    if muted:
        label.setForegroundRole(QPalette.ColorRole.PlaceholderText)
    if selectable:
        label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _button(text: str, tip: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    button.setAccessibleName(text.replace("&", ""))
    button.setAccessibleDescription(tip)
    return button


class ExercisesPanel(QWidget):
    """The Exercises dock's contents."""

    def __init__(self, state: ExerciseState, *, show_gradients: Callable[[dict[str, np.ndarray]], None],
                 show_cell: Callable[[str, int, int], None], parent: QWidget | None = None):
        """``show_gradients`` tints the editors (matrix id → ∂L/∂W; {} clears);
        ``show_cell(matrix id, row, column)`` brings that cell's editor into view."""
        super().__init__(parent)
        self.state = state
        self._show_gradients = show_gradients
        self._show_cell = show_cell
        self._tinted = False
        self.animation: SolutionAnimation | None = None
        self.check_labels: list[QLabel] = []
        self._build()
        state.opened.connect(self._show_exercise)
        state.checked.connect(self._show_report)
        state.progress_changed.connect(self._show_progress)
        state.document.session_changed.connect(self._on_session_changed)
        self._fill_course()
        self._show_exercise()

    # -- building --------------------------------------------------------------------
    def _build(self) -> None:
        layout = QVBoxLayout(self)
        course = QGroupBox(translate("Panel", "Course"))
        inner = QVBoxLayout(course)
        legend = translate("Panel", "{solved_mark} solved   {attempted_mark} attempted   {new_mark} new").format(
            solved_mark=MARKS[SOLVED], attempted_mark=MARKS[ATTEMPTED], new_mark=MARKS[NEW])
        inner.addWidget(_wrapped(legend, muted=True))
        self.course_list = QListWidget()
        self.course_list.setAccessibleName(translate("Panel", "Course exercises"))
        self.course_list.setAccessibleDescription(translate("Panel", "The exercises in order with their progress; "
                                                            "Enter opens one"))
        self.course_list.setToolTip(translate("Panel", "Enter or a double-click opens the exercise"))
        self.course_list.setTextElideMode(Qt.TextElideMode.ElideRight)
        self.course_list.itemActivated.connect(lambda _item: self.open_selected())
        self.course_list.currentItemChanged.connect(lambda *_: self._enable())
        # Rows as tall as the editors' (24 px at 100 %): the focus ring around the current one
        # (explorer/ui/window/focus_ring.py) then frames its text instead of crossing it.
        self._row_height = self.course_list.fontMetrics().lineSpacing() + 10
        # Six rows at least; the list takes what the open exercise leaves (all 14 on a tall screen).
        self.course_list.setMinimumHeight(self._row_height * 6 + 4)
        inner.addWidget(self.course_list, 1)
        buttons = FlowLayout(spacing=6)
        self.open_button = _button(translate("Panel", "&Open"),
                                   translate("Panel", "Open the selected exercise: its starting numbers replace the "
                                             "session (one undo step: Ctrl+Z brings back what was open)"))
        self.open_button.clicked.connect(self.open_selected)
        self.reset_button = _button(translate("Panel", "&Reset"),
                                    translate("Panel", "Forget the selected exercise's progress; if it is open, "
                                              "put its starting numbers back (one undo step)"))
        self.reset_button.clicked.connect(self.reset_selected)
        for button in (self.open_button, self.reset_button):
            buttons.addWidget(button)
        inner.addLayout(buttons)
        layout.addWidget(course, 1)

        self.exercise_box = QGroupBox(translate("Panel", "Open exercise"))
        box = QVBoxLayout(self.exercise_box)
        self.title_label = _wrapped(selectable=True)
        font = QFont(self.title_label.font())
        font.setBold(True)
        self.title_label.setFont(font)
        self.goal_label = _wrapped(selectable=True)
        self.goal_label.setAccessibleName(translate("Panel", "Goal"))
        box.addWidget(self.title_label)
        box.addWidget(self.goal_label)
        self.checks_caption = _wrapped(translate("Panel", "Checks"), muted=True)
        box.addWidget(self.checks_caption)
        self.checks_layout = QVBoxLayout()
        self.checks_layout.setSpacing(2)
        box.addLayout(self.checks_layout)
        self.solved_label = QLabel()
        self.solved_label.setWordWrap(True)
        self.solved_label.setAccessibleName(translate("Panel", "Solved"))
        # The theme's highlight: clear in light and dark, and no colour alone carries it (the words do).
        self.solved_label.setStyleSheet("QLabel { background: palette(highlight); color: palette(highlighted-text);"
                                        " border-radius: 4px; padding: 4px 8px; font-weight: bold; }")
        box.addWidget(self.solved_label)
        actions = FlowLayout(spacing=6)
        self.hint_button = _button(translate("Panel", "Hi&nt"),
                                   translate("Panel", "The next hint, and the cell whose change helps most (tinted "
                                             "in its editor), from the exact gradient of the checks' loss"))
        self.hint_button.clicked.connect(self.show_hint)
        self.solution_button = _button(translate("Panel", "Show so&lution"),
                                       translate("Panel", "Move the editable cells to the worked solution over a "
                                                 "second (one undo step; Esc stops it)"))
        self.solution_button.clicked.connect(self.show_solution)
        for button in (self.hint_button, self.solution_button):
            actions.addWidget(button)
        box.addLayout(actions)
        self.hint_label = _wrapped(selectable=True)
        self.hint_label.setAccessibleName(translate("Panel", "Hint"))
        self.advice_label = _wrapped(selectable=True)
        self.advice_label.setAccessibleName(translate("Panel", "Where to change"))
        self.status_label = _wrapped(muted=True)
        for label in (self.hint_label, self.advice_label, self.status_label):
            box.addWidget(label)
        layout.addWidget(self.exercise_box)

    # -- the course ------------------------------------------------------------------
    def _fill_course(self) -> None:
        try:
            entries = self.state.course()
        except (SessionError, OSError) as err:  # a broken installation: said, not raised
            self.status_label.setText(translate("Panel", "The course cannot be read: {reason}").format(reason=err))
            entries = []
        for number, entry in enumerate(entries, start=1):
            item = QListWidgetItem()
            item.setData(_NAME_ROLE, entry.name)
            item.setSizeHint(QSize(0, self._row_height))
            self.course_list.addItem(item)
            self._show_progress(entry.name, item, number, entry.title)
        if self.course_list.count():
            self.course_list.setCurrentRow(0)
        self._enable()

    def _item(self, name: str) -> QListWidgetItem | None:
        for row in range(self.course_list.count()):
            item = self.course_list.item(row)
            if item.data(_NAME_ROLE) == name:
                return item
        return None

    def _show_progress(self, name: str, item: QListWidgetItem | None = None, number: int | None = None,
                       title: str | None = None) -> None:
        item = item or self._item(name)
        if item is None:
            return
        if number is None or title is None:
            number = self.course_list.row(item) + 1
            title = str(item.data(Qt.ItemDataRole.UserRole + 1))
        state = self.state.progress(name)
        item.setData(Qt.ItemDataRole.UserRole + 1, title)
        words = translate("Panel", WORDS[state])
        item.setToolTip(f"{number}. {title}: {words}")
        is_open = name == self.state.name
        if is_open:
            item.setText(translate("Panel", "{mark}  {number}. {title}   (open)").format(
                mark=MARKS[state], number=number, title=title))
            item.setData(Qt.ItemDataRole.AccessibleTextRole,
                         translate("Panel", "{number}. {title}, {progress}, open").format(
                             number=number, title=title, progress=words))
        else:
            item.setText(f"{MARKS[state]}  {number}. {title}")
            item.setData(Qt.ItemDataRole.AccessibleTextRole, f"{number}. {title}, {words}")

    def selected_name(self) -> str | None:
        item = self.course_list.currentItem()
        return None if item is None else str(item.data(_NAME_ROLE))

    def open_selected(self) -> None:
        name = self.selected_name()
        if name is None:
            return
        try:
            self.state.open(name)
        except SessionError as err:
            self.status_label.setText(translate("Panel", "Cannot open it: {reason}").format(reason=err))

    def reset_selected(self) -> None:
        name = self.selected_name()
        if name is None:
            return
        try:
            self.state.reset(name)
        except SessionError as err:
            self.status_label.setText(translate("Panel", "Cannot reset it: {reason}").format(reason=err))
            return
        self.status_label.setText(translate("Panel", "Progress forgotten: its starting numbers are back (Ctrl+Z "
                                            "undoes it).") if name == self.state.name
                                  else translate("Panel", "Progress forgotten."))

    # -- the open exercise ----------------------------------------------------------------
    def _show_exercise(self) -> None:
        state, exercise = self.state, self.state.exercise
        self._stop_animation()
        self._clear_tint()
        for row in range(self.course_list.count()):
            self._show_progress(str(self.course_list.item(row).data(_NAME_ROLE)))
        self.hint_label.clear()
        self.advice_label.clear()
        self.status_label.clear()
        if exercise is None:
            self.title_label.setText(translate("Panel", "No exercise is open"))
            self.goal_label.setText(state.problem or translate("Panel", "Choose one above and press Enter (or Open). "
                                                               "Its goal, a line per check and hints show here."))
            self._show_report(None)
        else:
            self.title_label.setText(exercise.title)
            self.goal_label.setText(exercise.goal)
            self._show_report(state.report)
        self._enable()

    def _show_lines(self, lines: tuple[tuple[bool, str], ...]) -> None:
        while len(self.check_labels) < len(lines):
            label = _wrapped(selectable=True)
            self.checks_layout.addWidget(label)
            self.check_labels.append(label)
        for k, label in enumerate(self.check_labels):
            shown = k < len(lines)
            label.setVisible(shown)
            if shown:
                passed, text = lines[k]
                label.setText(f"{'✓' if passed else '✗'}  {text}")
                label.setAccessibleName(
                    (translate("Panel", "Check {number}: passed: {check}") if passed
                     else translate("Panel", "Check {number}: not yet: {check}")).format(number=k + 1, check=text))
        self.checks_caption.setVisible(bool(lines))

    def _show_report(self, report: Report | None) -> None:
        self._show_lines(report.lines if report is not None else ())
        solved = report is not None and report.passed
        self.solved_label.setVisible(solved)
        if solved:
            by_solution = self.state.document.session is self.state.shown_solution
            self.solved_label.setText(translate("Panel", "Every check passes with the worked solution. Ctrl+Z goes "
                                                "back to your attempt; Reset to try it yourself.") if by_solution
                                      else translate("Panel", "Solved ✓  Every check passes."))

    def _enable(self) -> None:
        open_one = self.state.exercise is not None
        running = self.animation is not None and self.animation.running
        self.open_button.setEnabled(self.course_list.currentItem() is not None and not running)
        self.reset_button.setEnabled(self.course_list.currentItem() is not None and not running)
        self.hint_button.setEnabled(open_one and not running)
        self.solution_button.setEnabled(open_one and not running)

    # -- help ---------------------------------------------------------------------------
    def show_hint(self) -> None:
        hint = self.state.hint()
        if hint is None:
            return
        self.hint_label.setText(translate("Panel", "Hint {number} of {count}: {hint}").format(
            number=hint.number, count=hint.count, hint=hint.text))
        self.advice_label.setText(hint.advice)
        self._clear_tint()
        if hint.cell is not None:
            matrix_id, r, c = hint.cell
            tint = np.zeros(self.state.document.session.matrix(matrix_id).shape)
            tint[r, c] = hint.gradient
            self._show_gradients({matrix_id: tint})
            self._tinted = True
            self._show_cell(matrix_id, r, c)

    def _clear_tint(self) -> None:
        if self._tinted:
            self._tinted = False
            self._show_gradients({})

    def _on_session_changed(self) -> None:
        # The tint was the gradient at the weights of the hint: an edit moved them.
        if self.animation is None or not self.animation.running:
            self._clear_tint()

    def show_solution(self) -> None:
        if self.state.exercise is None or (self.animation is not None and self.animation.running):
            return
        self._clear_tint()
        self.status_label.setText(translate("Panel", "Showing the worked solution… (Esc stops it)"))
        self.animation = self.state.show_solution()
        self.animation.finished.connect(self._solution_shown)
        QApplication.instance().installEventFilter(self)  # Esc stops it wherever the focus is
        self._enable()

    def _solution_shown(self, reached: bool) -> None:
        QApplication.instance().removeEventFilter(self)
        animation = self.animation
        why = animation.stopped_why if animation is not None else None
        if reached:
            text = translate("Panel", "The worked solution is in the editable cells. Ctrl+Z goes back to your attempt.")
        elif why:
            text = translate("Panel", "Stopped ({reason}): the cells stay where they were; Ctrl+Z goes back to your "
                             "attempt.").format(reason=why)
        else:
            text = translate("Panel", "Stopped: the cells stay where they were; Ctrl+Z goes back to your attempt.")
        self.status_label.setText(text)
        self._enable()

    def _stop_animation(self, why: str | None = None) -> None:
        if self.animation is not None and self.animation.running:
            self.animation.stop(why)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:  # noqa: N802 - Qt's name
        if (event.type() == QEvent.Type.KeyPress and isinstance(event, QKeyEvent)
                and event.key() == Qt.Key.Key_Escape and self.animation is not None and self.animation.running):
            self._stop_animation("Esc")
            return True
        return False

    def keyPressEvent(self, event: QKeyEvent) -> None:  # noqa: N802 - Qt's name
        if event.key() == Qt.Key.Key_Escape:
            dock = self.parent()
            while dock is not None and not isinstance(dock, QDockWidget):
                dock = dock.parent()
            if dock is not None:
                dock.close()
                return
        super().keyPressEvent(event)

    def closeEvent(self, event) -> None:  # noqa: N802 - Qt's name
        self._stop_animation()
        super().closeEvent(event)
