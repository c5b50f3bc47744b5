"""File → Save as Exercise…: a teacher turns the session on screen into an exercise file.

Title, goal, the editable cells (whole matrices by checkbox, or a cell list typed as
"2,3; 1,1"), checks picked from the predicates (a small form each, checked by the core's
reader as each is added), two or three hints and where the student starts; the worked
solution is the editable cells' numbers now. The whole file is read back by the core
(:func:`~explorer.app.exercise_file.exercise_session`) before anything is written, and a
refusal is one line naming the field, with the focus on it; the file is written
atomically by the app's one save. Esc (or Cancel) closes without writing.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import (QCheckBox, QComboBox, QDialog, QFileDialog, QFormLayout, QGridLayout, QGroupBox,
                               QHBoxLayout, QLabel, QLineEdit, QListWidget, QPlainTextEdit, QPushButton,
                               QStackedWidget, QVBoxLayout, QWidget)

from explorer.app.document import Document
from explorer.app.exercise_file import (PREDICATE_FORMS, STARTS, added_check, can_start_from, exercise_data,
                                        exercise_session, form_of, summary)
from explorer.core.attention.step_keys import matrix_title
from explorer.core.session import Session, SessionError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.ui.exercises.check_form import CheckForm

#: The file dialog's filter, translated where used.
FILTER = QT_TRANSLATE_NOOP("SaveDialog", "Attention Explorer exercises (*.json);;All files (*)")


def _named(widget: QWidget, name: str, tip: str = "") -> QWidget:
    widget.setAccessibleName(name)
    if tip:
        widget.setToolTip(tip)
        widget.setAccessibleDescription(tip)
    return widget


class SaveExerciseDialog(QDialog):
    """The form; :meth:`save` asks for a file name and writes, :meth:`save_to` writes to a path."""

    def __init__(self, document: Document, *, folder: str = "", say: Callable[[str, int], None] | None = None,
                 parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("SaveDialog", "Save as Exercise"))
        self._document = document
        self._folder = folder
        self._say = say or (lambda _text, _ms: None)
        self.session: Session = document.session
        self.checks: list[dict[str, Any]] = []
        start = form_of(self.session)
        self._build(start)

    # -- building --------------------------------------------------------------------
    def _build(self, start: dict[str, Any]) -> None:
        outer = QVBoxLayout(self)
        columns = QHBoxLayout()
        outer.addLayout(columns, 1)
        left = QFormLayout()
        left.setRowWrapPolicy(QFormLayout.RowWrapPolicy.WrapLongRows)
        self.title_edit = _named(QLineEdit(start["title"]), translate("SaveDialog", "Title"),
                                 translate("SaveDialog", "The exercise's name, as the course lists it"))
        self.goal_edit = _named(QPlainTextEdit(start["goal"]), translate("SaveDialog", "Goal"),
                                translate("SaveDialog", "The goal in words: what the student makes true"))
        self.goal_edit.setTabChangesFocus(True)  # Tab leaves the box, as in every other field
        self.goal_edit.setFixedHeight(self.goal_edit.fontMetrics().lineSpacing() * 4 + 12)
        left.addRow(translate("SaveDialog", "&Title"), self.title_edit)
        left.addRow(translate("SaveDialog", "&Goal"), self.goal_edit)
        left.addRow(self._editable_box(start["editable"]))
        hints = start["hints"] + [""] * 3
        self.hint_edits = []
        for k in range(3):
            optional = k == 2
            edit = _named(QLineEdit(hints[k]), translate("SaveDialog", "Hint {number}").format(number=k + 1),
                          translate("SaveDialog", "Each hint more help than the last (optional)") if optional
                          else translate("SaveDialog", "Each hint more help than the last"))
            edit.setCursorPosition(0)  # a long hint shows its start
            self.hint_edits.append(edit)
            left.addRow((translate("SaveDialog", "Hint &{number} (optional)") if optional
                         else translate("SaveDialog", "Hint &{number}")).format(number=k + 1), edit)
        self.start_combo = _named(QComboBox(), translate("SaveDialog", "Student starts from"),
                                  translate("SaveDialog", "The numbers the student's editable cells start with; the "
                                            "solution is their numbers now"))
        for name, text in STARTS:
            self.start_combo.addItem(translate("ExerciseFile", text), name)  # exercise_file's table, its context
        # As opened or saved where it can be (a teacher edits a session into the solution), else zeros.
        usable = can_start_from(self._document.saved_session(), self.session)
        self.start_combo.setCurrentIndex(0 if usable else 1)
        left.addRow(translate("SaveDialog", "&Start from"), self.start_combo)
        self.descends_check = _named(QCheckBox(translate("SaveDialog", "Gradient &descent from the start reaches the "
                                                         "goal")),
                                     translate("SaveDialog", "Descends"),
                                     translate("SaveDialog", "Say so only if it does: the tests run it"))
        self.descends_check.setChecked(start["descends"])
        left.addRow(self.descends_check)
        left_column = QVBoxLayout()
        left_column.addLayout(left)
        left_column.addStretch(1)  # the rows keep their heights; the room left goes below them
        columns.addLayout(left_column, 1)
        columns.addWidget(self._checks_box(), 1)
        self.error_label = QLabel()
        self.error_label.setWordWrap(True)
        self.error_label.setAccessibleName(translate("SaveDialog", "Problem"))
        self.error_label.setStyleSheet("QLabel { color: palette(bright-text); }")  # the theme's error red
        outer.addWidget(self.error_label)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.save_button = _named(QPushButton(translate("SaveDialog", "Sa&ve…")), translate("SaveDialog", "Save"),
                                  translate("SaveDialog", "Check the exercise, then choose its file"))
        self.cancel_button = _named(QPushButton(translate("SaveDialog", "Cancel")), translate("SaveDialog", "Cancel"),
                                    translate("SaveDialog", "Close without writing (Esc)"))
        for button in (self.save_button, self.cancel_button):
            button.setAutoDefault(False)  # Enter in a field does not save half a form
            buttons.addWidget(button)
        self.save_button.clicked.connect(self.save)
        self.cancel_button.clicked.connect(self.reject)
        outer.addLayout(buttons)
        self.resize(900, 600)

    def _editable_box(self, editable: dict[str, str]) -> QGroupBox:
        box = QGroupBox(translate("SaveDialog", "Editable cells (the solution is their numbers now)"))
        grid = QGridLayout(box)
        self.editable_checks: dict[str, QCheckBox] = {}
        self.cell_edits: dict[str, QLineEdit] = {}
        for row, matrix_id in enumerate(self.session.matrix_ids()):
            title = matrix_title(matrix_id, self.session.mode)
            check = _named(QCheckBox(title), translate("SaveDialog", "{matrix} editable").format(matrix=title),
                           translate("SaveDialog", "The student may change {matrix}").format(matrix=title))
            cells = _named(QLineEdit(editable.get(matrix_id, "")),
                           translate("SaveDialog", "{matrix} cells").format(matrix=title),
                           translate("SaveDialog", "Empty: every cell; or the cells, from 1, as “row, column; row, "
                                     "column”"))
            cells.setPlaceholderText(translate("SaveDialog", "all, or 2,3; 1,1"))
            check.setChecked(matrix_id in editable)
            cells.setEnabled(check.isChecked())
            check.toggled.connect(cells.setEnabled)
            grid.addWidget(check, row, 0)
            grid.addWidget(cells, row, 1)
            self.editable_checks[matrix_id], self.cell_edits[matrix_id] = check, cells
        grid.setColumnStretch(1, 1)
        return box

    def _checks_box(self) -> QGroupBox:
        box = QGroupBox(translate("SaveDialog", "Checks (the goal is reached when every one passes)"))
        layout = QVBoxLayout(box)
        self.predicate_combo = _named(QComboBox(), translate("SaveDialog", "Predicate"),
                                      translate("SaveDialog", "What the check tests"))
        self.forms = QStackedWidget()
        for predicate, (text, _fields) in PREDICATE_FORMS.items():
            # exercise_file's table, its context; the predicate's file name stays as written
            self.predicate_combo.addItem(f"{translate('ExerciseFile', text)}  ({predicate})", predicate)
            self.forms.addWidget(CheckForm(predicate, len(self.session.heads)))
        self.predicate_combo.currentIndexChanged.connect(self.forms.setCurrentIndex)
        predicate_row = QFormLayout()
        predicate_row.addRow(translate("SaveDialog", "&Predicate"), self.predicate_combo)
        layout.addLayout(predicate_row)
        layout.addWidget(self.forms)
        self.add_button = _named(QPushButton(translate("SaveDialog", "&Add check")),
                                 translate("SaveDialog", "Add check"),
                                 translate("SaveDialog", "Add the check the form says to the list"))
        self.add_button.clicked.connect(self.add_check)
        self.check_list = _named(QListWidget(), translate("SaveDialog", "Checks"),
                                 translate("SaveDialog", "The exercise's checks, in order"))
        self.check_list.setWordWrap(True)
        self.remove_button = _named(QPushButton(translate("SaveDialog", "Re&move")),
                                    translate("SaveDialog", "Remove check"),
                                    translate("SaveDialog", "Remove the selected check"))
        self.remove_button.clicked.connect(self.remove_check)
        row = QHBoxLayout()
        row.addWidget(self.add_button)
        row.addWidget(self.remove_button)
        row.addStretch(1)
        layout.addLayout(row)
        layout.addWidget(self.check_list, 1)
        for item in form_of(self.session)["checks"]:
            self._append(item)
        return box

    # -- checks ------------------------------------------------------------------------
    def form(self) -> CheckForm:
        form = self.forms.currentWidget()
        assert isinstance(form, CheckForm)
        return form

    def add_check(self) -> bool:
        """Add the check the form says, read by the core's reader first (a refusal names the field)."""
        form = self.form()
        try:
            item = added_check(form.predicate, form.values(), self.session, len(self.checks))
        except SessionError as err:
            # The field's own control in the form: exercise.checks[2].key → Key, .other.row → Other row.
            key = err.field.split("].", 1)[-1].replace("other.", "other_") if "]." in err.field else ""
            return self.refuse(err, form.controls.get(key, self.predicate_combo))
        self._append(item)
        self.error_label.clear()
        return True

    def _append(self, item: dict[str, Any]) -> None:
        self.checks.append(item)
        self.check_list.addItem(summary(item))
        self.check_list.setCurrentRow(self.check_list.count() - 1)

    def remove_check(self) -> None:
        row = self.check_list.currentRow()
        if 0 <= row < len(self.checks):
            del self.checks[row]
            self.check_list.takeItem(row)

    # -- writing -------------------------------------------------------------------------
    def build(self) -> Session:
        """The exercise session the form means, read back by the core; SessionError naming the field."""
        editable = {m: self.cell_edits[m].text() for m, check in self.editable_checks.items() if check.isChecked()}
        data = exercise_data(self.session, title=self.title_edit.text(), goal=self.goal_edit.toPlainText(),
                             editable=editable, checks=self.checks, hints=[e.text() for e in self.hint_edits],
                             descends=self.descends_check.isChecked())
        return exercise_session(self.session, data, self.start_combo.currentData(), self._document.saved_session())

    def refuse(self, err: SessionError, widget: QWidget | None = None) -> bool:
        """One line naming the field, and the focus on its control (``widget``, or found by the field)."""
        self.error_label.setText(translate("SaveDialog", "Refused: {reason}").format(reason=err))
        if widget is None:
            widget = self._control_of(err.field)
        if widget is not None and self.isVisible():
            widget.setFocus()
        return False

    def _control_of(self, field: str) -> QWidget | None:
        widget: QWidget | None = None
        for prefix, control in (("exercise.title", self.title_edit), ("exercise.goal", self.goal_edit),
                                ("exercise.hints", self.hint_edits[0]), ("exercise.checks", self.check_list),
                                ("start", self.start_combo), ("exercise.descends", self.descends_check)):
            if field.startswith(prefix):
                widget = control
        for matrix_id, edit in self.cell_edits.items():
            if field.startswith(("exercise.editable", "exercise.solution")) and matrix_id in field:
                widget = edit if edit.isEnabled() else self.editable_checks[matrix_id]
        if field in ("exercise.editable", "exercise.solution"):
            widget = next(iter(self.editable_checks.values()))
        return widget

    def ask_path(self) -> str:
        """Where to write (tests replace this)."""
        path, _ = QFileDialog.getSaveFileName(self, translate("SaveDialog", "Save exercise as"),
                                              str(Path(self._folder) / "exercise.json"),
                                              translate("SaveDialog", FILTER))
        return path

    def save(self) -> bool:
        try:
            session = self.build()
        except SessionError as err:
            return self.refuse(err)
        path = self.ask_path()
        if not path:
            return False
        if not path.lower().endswith(".json"):
            path += ".json"
        return self.save_to(Path(path), session)

    def save_to(self, path: Path, session: Session | None = None) -> bool:
        """Write the exercise to ``path`` through the app's atomic save and close; False (one line) if not."""
        from explorer.core.io.session_files import save

        try:
            session = session or self.build()
        except SessionError as err:
            return self.refuse(err)
        try:
            save(session, path)
        except OSError as err:
            self.error_label.setText(translate("SaveDialog", "Could not write {path}: {reason}. Nothing was changed.")
                                     .format(path=path, reason=err.strerror or err))
            return False
        self._say(translate("SaveDialog", "Saved the exercise “{title}” to {path}").format(
            title=session.extras['exercise']['title'], path=path), 6000)
        self.accept()
        return True
