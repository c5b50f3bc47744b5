"""Steps → Exercises… on the real main window: the course with its progress in QSettings,
opening an exercise as one undo step, a live line per check, locked cells refused by the
document's rule, hints with the steepest cell tinted, and Show solution as one undo step.
File → Save as Exercise… is in tests/test_exercises_save.py."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import QSettings, Qt

from explorer.core.exercises.course import course
from explorer.core.exercises.format import trace_of
from explorer.ui.window.settings import Settings

FIRST = "01-thinking-attends-to-itself"


def make_window(qtbot, settings: Settings | None = None):
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.main_window import MainWindow, Unsaved

    win = MainWindow(load_preset("01-thinking-machines"), settings=settings)
    win.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(win)
    win.show()
    qtbot.waitExposed(win)
    return win


@pytest.fixture
def store(tmp_path):
    return tmp_path / "settings.ini"


@pytest.fixture
def window(qtbot, store):
    return make_window(qtbot, Settings(QSettings(str(store), QSettings.Format.IniFormat)))


def open_panel(window):
    window.exercises_action.trigger()  # Steps → Exercises…
    return window.tools.exercises.panel


def open_exercise(qtbot, window, row: int = 0):
    """Select the row and press Enter in the course list, as a person does."""
    panel = open_panel(window)
    panel.course_list.setCurrentRow(row)
    with qtbot.waitSignal(panel.state.checked):
        qtbot.keyClick(panel.course_list, Qt.Key.Key_Return)
    return panel


def type_cell(window, name: str, row: int, col: int, text: str) -> bool:
    """An edit through the editor's model, as Enter commits one."""
    model = window.inputs.models[name]
    return model.setData(model.index(row, col), text, Qt.ItemDataRole.EditRole)


def lines(panel) -> list[str]:
    return [label.text() for label in panel.check_labels if not label.isHidden()]


def test_the_steps_menu_opens_the_course_in_order_with_its_progress(qtbot, window):
    steps = next(a.menu() for a in window.menuBar().actions() if a.text() == "&Steps")
    assert window.exercises_action in steps.actions()
    files = next(a.menu() for a in window.menuBar().actions() if a.text() == "&File")
    assert window.save_exercise_action in files.actions()
    assert window.tools.exercises.dock is None  # made when first asked for
    panel = open_panel(window)
    assert window.tools.exercises.dock.isVisible() and panel.course_list.hasFocus()
    titles = [e.title for e in course()]
    texts = [panel.course_list.item(r).text() for r in range(panel.course_list.count())]
    assert texts == [f"○  {k}. {t}" for k, t in enumerate(titles, start=1)]
    assert panel.title_label.text() == "No exercise is open" and not lines(panel) and panel.solved_label.isHidden()
    assert not panel.hint_button.isEnabled() and not panel.solution_button.isEnabled()


def test_opening_an_exercise_is_one_undo_step_and_greys_its_locked_cells(qtbot, window):
    before = window.document.session
    depth = window.document.undo_stack.count()
    panel = open_exercise(qtbot, window)
    exercise = panel.state.exercise
    assert exercise.title == "Thinking attends to itself" and window.document.session.equals(exercise.start)
    assert window.document.undo_stack.count() == depth + 1 and window.document.path is None
    assert panel.title_label.text() == exercise.title and panel.goal_label.text() == exercise.goal
    assert lines(panel) == ["✗  query 1 → key 1: 0.76 of 0.90"]
    assert panel.course_list.item(0).text().endswith("(open)")
    models = window.inputs.models
    assert models["w_v"].locked.all() and models["embeddings"].locked.all()
    assert not models["w_q"].locked.any() and not models["w_k"].locked.any()
    assert models["w_v"].data(models["w_v"].index(0, 0), Qt.ItemDataRole.BackgroundRole) is not None
    assert "Locked in this exercise" in models["w_v"].data(models["w_v"].index(0, 0), Qt.ItemDataRole.ToolTipRole)
    window.undo_action.trigger()
    assert window.document.session is before and panel.state.exercise is None
    assert models["w_v"].locked is None and panel.title_label.text() == "No exercise is open"


def test_an_edit_in_the_editor_updates_the_check_line(qtbot, window):
    panel = open_exercise(qtbot, window)
    with qtbot.waitSignal(panel.state.checked):
        assert type_cell(window, "w_q", 2, 2, "1.5")
    qtbot.waitUntil(lambda: lines(panel) != ["✗  query 1 → key 1: 0.76 of 0.90"])
    weight = float(window.document.trace.step("weights", 0).array[0, 0])
    assert lines(panel) == [f"✗  query 1 → key 1: {weight:.2f} of 0.90"] and 0.8 < weight < 0.9
    assert panel.state.progress(FIRST) == "attempted"
    assert panel.course_list.item(0).text().startswith("◐")
    assert panel.solved_label.isHidden()


def test_typing_the_solution_solves_it_and_a_new_window_reads_the_progress_back(qtbot, window, store):
    panel = open_exercise(qtbot, window)
    solution = panel.state.exercise.solution["heads[0].w_q"]
    assert type_cell(window, "w_q", 2, 2, f"{solution[2, 2]:g}")
    qtbot.waitUntil(lambda: not panel.solved_label.isHidden())
    assert lines(panel) == ["✓  query 1 → key 1: 0.97 of 0.90"]
    assert panel.solved_label.text().startswith("Solved")
    assert panel.course_list.item(0).text() == "✓  1. Thinking attends to itself   (open)"
    assert Settings(QSettings(str(store), QSettings.Format.IniFormat)).exercise_progress(FIRST) == "solved"
    second = make_window(qtbot, Settings(QSettings(str(store), QSettings.Format.IniFormat)))
    assert open_panel(second).course_list.item(0).text() == "✓  1. Thinking attends to itself"
    second.tools.exercises.panel.course_list.setCurrentRow(0)
    second.tools.exercises.panel.reset_button.click()  # Reset forgets it, in the store too
    assert second.tools.exercises.panel.course_list.item(0).text().startswith("○")
    assert Settings(QSettings(str(store), QSettings.Format.IniFormat)).exercise_progress(FIRST) == "new"


def test_a_locked_cell_is_refused_with_one_line_naming_it_and_nothing_changes(qtbot, window):
    panel = open_exercise(qtbot, window)
    session, depth = window.document.session, window.document.undo_stack.count()
    assert not type_cell(window, "w_v", 0, 1, "5")
    assert window.document.session is session and window.document.undo_stack.count() == depth
    message = window.statusBar().currentMessage()
    assert message == "Refused: W_V[1, 2] is locked in this exercise: only the cells not greyed out may change"
    assert not type_cell(window, "embeddings", 1, 2, "7")  # X's column 2 (column 0 is the tokens)
    assert "X[2, 2] is locked" in window.statusBar().currentMessage()
    window.randomize_action.trigger()  # every other way meets the same rule: said, never raised
    assert window.document.session is session and "is locked in this exercise" in window.statusBar().currentMessage()
    window.inputs.spins["n"].setValue(3)
    assert window.document.session is session and window.inputs.spins["n"].value() == 2
    assert "the sizes are locked" in window.statusBar().currentMessage()
    window.set_mode("causal")
    assert window.document.session is session and "mode is locked" in window.statusBar().currentMessage()
    assert type_cell(window, "embeddings", 0, 0, "Thought")  # a token's label is not locked
    assert lines(panel) == ["✗  query 1 → key 1: 0.76 of 0.90"]


def _loss(session) -> float:
    """Exercise 1's loss in docs/exercises.md: −ln a₁₁, on the core's float64 forward."""
    return -float(np.log(trace_of(session).step("weights", 0).array[0, 0]))


def test_hint_cycles_and_tints_the_cell_of_the_largest_gradient(qtbot, window):
    panel = open_exercise(qtbot, window)
    texts = []
    for _ in range(4):
        panel.hint_button.click()
        texts.append(panel.hint_label.text())
    hints = panel.state.exercise.hints
    assert texts == [f"Hint {k} of 3: {hints[k - 1]}" for k in (1, 2, 3, 1)]
    tinted = {name: m.gradient for name, m in window.inputs.models.items() if m.gradient is not None}
    assert set(tinted) == {"w_k"} or set(tinted) == {"w_q"}
    (name, grad), = tinted.items()
    assert np.count_nonzero(grad) == 1
    cell = tuple(int(x) for x in np.argwhere(grad)[0])
    session, h = window.document.session, 1e-6
    numeric = {}
    for matrix_id in ("heads[0].w_q", "heads[0].w_k"):
        for r in range(3):
            for c in range(3):
                plus, minus = np.array(session.matrix(matrix_id)), np.array(session.matrix(matrix_id))
                plus[r, c] += h
                minus[r, c] -= h
                numeric[(matrix_id, r, c)] = (_loss(session.with_matrix(matrix_id, plus))
                                              - _loss(session.with_matrix(matrix_id, minus))) / (2 * h)
    steepest = max(numeric, key=lambda k: abs(numeric[k]))
    assert steepest == (f"heads[0].{name}", *cell)
    assert grad[cell] == pytest.approx(numeric[steepest], rel=1e-5)
    way = "Raise" if numeric[steepest] < 0 else "Lower"
    assert panel.advice_label.text().startswith(f"{way} W_{name[-1].upper()}[{cell[0] + 1}, {cell[1] + 1}]:")
    assert window.inputs.editors[name].currentIndex().row() == cell[0]  # brought into view
    assert type_cell(window, "w_q", 0, 0, "2")  # an edit moves the weights: the tint goes
    assert all(m.gradient is None for m in window.inputs.models.values())


def test_show_solution_animates_to_passing_and_one_undo_restores_the_attempt(qtbot, window):
    panel = open_exercise(qtbot, window)
    assert type_cell(window, "w_k", 0, 0, "0.5")  # an attempt of one's own
    attempt, depth = window.document.session, window.document.undo_stack.count()
    published = []
    window.document.changed.connect(published.append)
    panel.solution_button.click()
    assert panel.animation.running and not panel.hint_button.isEnabled()
    with qtbot.waitSignal(panel.animation.finished, check_params_cb=lambda reached: reached):
        pass
    from explorer.ui.exercises.solution_animation import FRAMES

    assert len(published) == FRAMES  # every frame published, not a jump
    assert lines(panel)[0].startswith("✓") and not panel.solved_label.isHidden()
    assert "worked solution" in panel.solved_label.text()
    solution = panel.state.exercise.solution["heads[0].w_q"]
    np.testing.assert_array_equal(window.document.session.heads[0].w_q, solution)
    assert window.document.undo_stack.count() == depth + 1  # the whole animation: one step
    assert panel.state.progress(FIRST) == "attempted"  # shown, not solved by the person
    window.undo_action.trigger()
    assert window.document.session is attempt and lines(panel)[0].startswith("✗")


def test_escape_or_another_edit_stops_the_animation(qtbot, window):
    panel = open_exercise(qtbot, window)
    panel.solution_button.click()
    with qtbot.waitSignal(panel.animation.finished, check_params_cb=lambda reached: not reached):
        qtbot.keyClick(window.inputs.editors["w_q"], Qt.Key.Key_Escape)  # Esc wherever the focus is
    assert "Stopped" in panel.status_label.text() and panel.solution_button.isEnabled()
    assert window.tools.exercises.dock.isVisible()  # the Esc stopped the animation, it closed nothing
    assert not lines(panel)[0].startswith("✓")
    panel.solution_button.click()
    with qtbot.waitSignal(panel.animation.finished, check_params_cb=lambda reached: not reached):
        assert type_cell(window, "w_k", 1, 1, "3")
    assert window.document.session.heads[0].w_k[1, 1] == 3


def test_escape_closes_the_panel_and_every_control_has_a_name(qtbot, window):
    from PySide6.QtWidgets import QAbstractButton, QListWidget

    panel = open_exercise(qtbot, window)
    for widget in [*panel.findChildren(QAbstractButton), *panel.findChildren(QListWidget)]:
        assert widget.accessibleName(), widget
    qtbot.keyClick(panel.course_list, Qt.Key.Key_Escape)
    assert not window.tools.exercises.dock.isVisible()
    window.exercises_action.trigger()
    assert window.tools.exercises.dock.isVisible()
