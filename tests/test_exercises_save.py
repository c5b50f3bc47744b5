"""File → Save as Exercise… on the real main window: the file it writes is one the core's
reader accepts and `attention-explorer check` agrees with the panel on; a bad field is
refused in one line naming it, and nothing is written."""

from __future__ import annotations

import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from shiboken6 import isValid

from explorer.core.exercises.format import load_exercise
from explorer.core.io.session_files import load
from windows import open_window


def cli(*args: str) -> subprocess.CompletedProcess:
    """`attention-explorer` as a user runs it: no display, a neutral folder, this checkout's code."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


def type_cell(window, name: str, row: int, col: int, text: str) -> bool:
    model = window.inputs.models[name]
    return model.setData(model.index(row, col), text, Qt.ItemDataRole.EditRole)


@pytest.fixture
def dialog(qtbot, window, monkeypatch):
    """The dialog from the menu, on the reference example whose W_Q[3, 3] = 3 is the solution."""
    assert type_cell(window, "w_q", 2, 2, "3")
    window.save_exercise_action.trigger()
    d = window.tools.exercises.save_dialog
    assert d.isVisible()
    monkeypatch.setattr(d, "ask_path", lambda: pytest.fail("asked for a file with a bad field"))
    d.title_edit.setText("Thinking looks at itself")
    d.goal_edit.setPlainText("Give Thinking's own key at least 0.9 of its weight.")
    d.editable_checks["heads[0].w_q"].setChecked(True)
    d.hint_edits[0].setText("A weight grows with its score.")
    d.hint_edits[1].setText("Raise W_Q's row 3, column 3.")
    yield d
    if isValid(d):  # a saved or Esc-closed dialog deleted itself
        d.close()


def add_weight_check(dialog, query: str = "1", key: str = "1", bound: float = 0.9) -> bool:
    dialog.predicate_combo.setCurrentIndex(dialog.predicate_combo.findData("weight"))
    form = dialog.form()
    form.controls["query"].setText(query)
    form.controls["key"].setText(key)
    form.controls["value"].setValue(bound)
    return dialog.add_check()


def panel_line(window) -> str:
    panel = window.tools.exercises.panel
    return panel.check_labels[0].text().split("  ", 1)[1]


def test_the_written_file_is_an_exercise_the_command_agrees_with_the_panel_on(qtbot, window, dialog, tmp_path):
    assert add_weight_check(dialog) and dialog.check_list.item(0).text() == "weight · query 1 · key 1 · at least 0.9"
    assert dialog.start_combo.currentData() == "saved"  # the example as opened: it fails, as a start must
    path = tmp_path / "thinking.json"
    assert dialog.save_to(path)
    assert not isValid(dialog) or not dialog.isVisible()
    assert "Saved the exercise" in window.statusBar().currentMessage()
    exercise = load_exercise(path)
    assert exercise.title == "Thinking looks at itself" and len(exercise.hints) == 2
    assert exercise.solution["heads[0].w_q"][2, 2] == 3 and exercise.start.heads[0].w_q[2, 2] == 1
    assert exercise.editable["heads[0].w_q"].all() and set(exercise.editable) == {"heads[0].w_q"}

    assert window.files.open_path(path, ask=False)
    window.exercises_action.trigger()
    assert panel_line(window) == "query 1 → key 1: 0.76 of 0.90"
    result = cli("check", str(path), str(path))
    assert (result.returncode, result.stdout) == (1, f"not yet: {panel_line(window)}\n")

    assert type_cell(window, "w_q", 2, 2, "3")
    qtbot.waitUntil(lambda: not window.tools.exercises.panel.solved_label.isHidden())
    attempt = tmp_path / "attempt.json"
    assert window.files.save_to(attempt)
    result = cli("check", str(path), str(attempt))
    assert (result.returncode, result.stdout) == (0, "passed: Thinking looks at itself (1 of 1 checks)\n")
    assert panel_line(window) == "query 1 → key 1: 0.97 of 0.90"


def test_zeros_start_and_a_cell_list(window, dialog, tmp_path):
    dialog.cell_edits["heads[0].w_q"].setText("3,3; 1,1")
    assert add_weight_check(dialog)
    dialog.start_combo.setCurrentIndex(dialog.start_combo.findData("zeros"))
    path = tmp_path / "zeros.json"
    assert dialog.save_to(path)
    exercise = load_exercise(path)
    assert exercise.editable["heads[0].w_q"].sum() == 2
    assert exercise.start.heads[0].w_q[2, 2] == 0 and exercise.start.heads[0].w_q[0, 0] == 0
    assert exercise.start.heads[0].w_q[0, 2] == 1  # a locked cell keeps its number
    assert load(path).extras["exercise"]["editable"] == {"heads[0].w_q": [[3, 3], [1, 1]]}


@pytest.mark.parametrize("change, field", [
    (lambda d: d.title_edit.setText("   "), "exercise.title"),
    (lambda d: d.hint_edits[1].setText(""), "exercise.hints"),
    (lambda d: d.cell_edits["heads[0].w_q"].setText("2,x"), "exercise.editable.heads[0].w_q"),
    (lambda d: d.cell_edits["heads[0].w_q"].setText("4,1"), "exercise.editable.heads[0].w_q"),
    (lambda d: d.editable_checks["heads[0].w_q"].setChecked(False), "exercise.editable"),
    (lambda d: d.checks.clear(), "exercise.checks"),
])
def test_a_bad_field_is_refused_naming_it_and_nothing_is_written(window, dialog, tmp_path, change, field):
    assert add_weight_check(dialog)
    change(dialog)
    path = tmp_path / "bad.json"
    assert not dialog.save() and not dialog.save_to(path)
    assert dialog.error_label.text().startswith(f"Refused: {field}") and "\n" not in dialog.error_label.text()
    assert not path.exists() and dialog.isVisible()


def test_a_bad_check_is_refused_when_added_naming_its_field(window, dialog):
    assert not add_weight_check(dialog, key="sideways")
    assert dialog.error_label.text().startswith("Refused: exercise.checks[0].key:")
    assert dialog.check_list.count() == 0 and not dialog.checks
    assert not add_weight_check(dialog, query="9")
    assert dialog.error_label.text().startswith("Refused: exercise.checks[0].query:")
    assert add_weight_check(dialog) and dialog.error_label.text() == ""
    dialog.remove_button.click()
    assert dialog.check_list.count() == 0 and not dialog.checks


def test_a_start_that_already_passes_and_a_solution_that_does_not_are_refused(window, dialog, tmp_path):
    assert add_weight_check(dialog, bound=0.5)  # the example as opened already gives 0.76
    assert not dialog.save_to(tmp_path / "easy.json")
    assert dialog.error_label.text().startswith("Refused: start: the student's start already passes")
    dialog.remove_button.click()
    assert add_weight_check(dialog, bound=0.99)  # 0.97 now: the solution does not pass
    assert not dialog.save_to(tmp_path / "hard.json")
    assert dialog.error_label.text().startswith("Refused: exercise.solution: the current numbers do not pass")


def test_escape_closes_the_dialog_and_every_control_has_a_name(qtbot, window, dialog):
    from PySide6.QtWidgets import QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget

    controls = [w for cls in (QAbstractButton, QAbstractSpinBox, QComboBox, QLineEdit, QListWidget)
                for w in dialog.findChildren(cls)
                if not w.objectName().startswith("qt_") and not isinstance(w.parent(), (QComboBox, QAbstractSpinBox))]
    assert len(controls) > 40  # every predicate's form too
    assert [w for w in controls if not w.accessibleName()] == []
    qtbot.keyClick(dialog.title_edit, Qt.Key.Key_Escape)
    assert not isValid(dialog) or not dialog.isVisible()
