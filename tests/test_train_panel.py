"""Steps → Train…: the run steps in the job runner, the window follows it, the whole run is one undo step."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtGui import QGuiApplication

from explorer.core.edits import resize
from explorer.core.training.gradients import Objective
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.training.trainer import TrainConfig, Trainer, train
from explorer.core.training import live_run
from explorer.core.training.live_run import on_target, run_steps
from explorer.core.training.targets import TargetError, named_target
from explorer.app.training_panel import (TrainChoices, config_for, default_trained, objective_for, status_text,
                                           symmetric, target_matrix)
from explorer.app.document import Document
from explorer.ui.train.train_panel import TrainPanel
from explorer.app.view_state import ViewState


def six_tokens():
    return resize(load_preset("01-thinking-machines"), n=6, d_model=4, d_k=4, d_v=4, fill="random", seed=3)


# -- the rules, without Qt -------------------------------------------------------------
def test_choices_mean_the_core_targets_and_configuration():
    session = six_tokens()
    np.testing.assert_array_equal(target_matrix(TrainChoices("previous"), session), named_target("previous", 6, 6))
    keys = target_matrix(TrainChoices("keys", keys=(2, None, 0)), session)
    assert keys[0, 2] == 1 and keys[1].sum() == 0 and keys[2, 0] == 1 and keys[3:].sum() == 0
    with pytest.raises(TargetError, match="paste a target matrix first"):
        objective_for(TrainChoices("pasted"), session)
    with pytest.raises(TargetError, match="paste a target output"):
        objective_for(TrainChoices("output"), session)
    assert default_trained("output") == ("w_q", "w_k", "w_v") and default_trained("first") == ("w_q", "w_k")
    config = config_for(TrainChoices(head=1, start="random", seed=7, lr=0.1, steps=5, tie=True))
    assert (config.heads, config.seed, config.zeros, config.lr, config.steps, config.tie) == ((1,), 7, False, 0.1,
                                                                                              5, True)
    assert config_for(TrainChoices(start="zeros")).zeros and config_for(TrainChoices()).seed is None


def test_on_target_and_the_status_line():
    target = np.array([[0.0, 1.0], [0.0, 0.0]])  # the second row has no target
    weights = np.array([[0.25, 0.75], [0.9, 0.1]])
    assert on_target(weights, target) == 0.75
    assert status_text(3, 10, 0.5, 0.75) == "Step 3 of 10 · loss 0.5 · 75% of the weight on the target"
    assert symmetric(np.array([[1.0, 2.0], [2.0, 1.0]])) and not symmetric(np.array([[1.0, 2.0], [0.0, 1.0]]))


def test_run_steps_reaches_what_the_plain_loop_reaches():
    session = six_tokens()
    objective = Objective(weights=named_target("previous", 6, 6))
    config = TrainConfig(steps=40, seed=1)
    progress = run_steps(Trainer(session, objective, config), 40)
    assert progress.stopped and progress.step == 40 and not progress.error
    expected = train(session, objective, config)
    np.testing.assert_allclose(progress.losses, expected.losses, rtol=1e-12)
    np.testing.assert_allclose(progress.session.heads[0].w_q, expected.session.heads[0].w_q, rtol=1e-12)
    assert progress.start.equals(expected.start)


def test_run_steps_stops_when_told_and_publishes_between_steps_only(monkeypatch):
    class Clock:  # a clock that moves a second per look: every step is a publish interval after the last
        now = 0.0

        def perf_counter(self):
            self.now += 1.0
            return self.now

    monkeypatch.setattr(live_run, "time", Clock())
    trainer = Trainer(six_tokens(), Objective(weights=named_target("previous", 6, 6)), TrainConfig())
    published = []
    final = run_steps(trainer, 5, publish=published.append)
    assert [p.step for p in published] == [1, 2, 3, 4] and not any(p.stopped for p in published)
    assert final.stopped and final.step == 5  # the last state is returned, not published
    asked = []
    final = run_steps(trainer, 100, should_stop=lambda: len(asked) == 3 or bool(asked.append(1)),
                      publish=published.append)
    assert final.stopped and final.step == 8 and not final.error  # three more steps, then told to stop
    np.testing.assert_array_equal(final.session.heads[0].w_q, trainer.session().heads[0].w_q)


# -- the panel -------------------------------------------------------------------------
@pytest.fixture
def panel(qtbot):
    document = Document(six_tokens())
    view = ViewState(document)
    widget = TrainPanel(document, view)
    qtbot.addWidget(widget)
    widget.show()
    return widget


def wait_done(qtbot, panel):
    qtbot.waitUntil(lambda: not panel.running, timeout=60000)


def test_training_learns_previous_token_live_and_is_one_undo_step(qtbot, panel):
    document = panel._document
    before = document.session
    panel.start_combo.setCurrentIndex(1)  # random weights, seed 0
    with qtbot.waitSignal(document.changed, timeout=30_000):
        panel.train()
    wait_done(qtbot, panel)
    assert panel.play_button.text() == "Train" and panel.step_button.isEnabled()
    weights = document.settled().trace.step("weights").array
    assert on_target(weights, named_target("previous", 6, 6)) >= 0.9
    assert all(weights[i, i - 1] == weights[i].max() for i in range(1, 6))
    assert panel.status.text().startswith("Step 300 of 300 · loss ")
    assert len(panel.loss_curve.getData()[1]) == 301
    assert document.undo_stack.count() == 1  # the whole run, merged
    assert panel.gradient_maps["w_q"].isVisible() and not panel.gradient_maps["w_v"].isVisible()
    document.undo_stack.undo()
    assert document.session.equals(before)


def test_one_step_is_exactly_gradient_descent(qtbot, panel):
    document = panel._document
    start = document.session
    trainer = Trainer(start, Objective(weights=named_target("previous", 6, 6)), TrainConfig())
    grads = trainer.gradients()
    panel.train(1)
    wait_done(qtbot, panel)
    np.testing.assert_allclose(document.session.heads[0].w_q, start.heads[0].w_q - 0.3 * grads["heads[0].w_q"],
                               rtol=1e-12)
    np.testing.assert_allclose(document.session.heads[0].w_k, start.heads[0].w_k - 0.3 * grads["heads[0].w_k"],
                               rtol=1e-12)
    np.testing.assert_array_equal(document.session.heads[0].w_v, start.heads[0].w_v)
    panel.explain("w_q", 0, 1)
    assert panel.explanation.toPlainText().startswith("∂L/∂W_Q")


@pytest.fixture
def held_run(monkeypatch):
    """Runs held after their fifth step until the event is set: on a loaded machine all
    100 000 steps of a toy session could end before the window took the first progress
    (and a Stop or an edit then came after the end)."""
    import threading

    from explorer.core.training.live_run import PUBLISH_INTERVAL

    gate, step = threading.Event(), Trainer.step

    def held(trainer):
        step(trainer)
        if trainer.step_count == 5:  # long enough for the run to publish where it stands …
            gate.wait(2 * PUBLISH_INTERVAL)
        elif trainer.step_count > 5:  # … then held
            gate.wait(30)

    monkeypatch.setattr(Trainer, "step", held)
    yield gate
    gate.set()


def test_an_edit_by_hand_stops_the_run_and_is_kept(qtbot, panel, held_run):
    document = panel._document
    gate = held_run
    panel.steps_spin.setValue(100000)
    try:
        with qtbot.waitSignal(document.changed, timeout=30_000):
            panel.train()
        assert panel.running
        edited = document.session.with_cells("embeddings", 0, 0, np.array([[9.0]]))
        document.apply(edited, "edit by hand")
        assert panel._run is None and "changed by hand" in panel.status.text()
        assert panel.play_button.text() == "Train"
        assert document.session is edited
    finally:
        gate.set()


def test_stop_keeps_the_weights_reached_and_the_run_is_one_undo_step(qtbot, panel, held_run):
    document = panel._document
    before = document.session
    panel.start_combo.setCurrentIndex(1)  # random weights: the start itself moves them
    panel.steps_spin.setValue(100000)
    panel.play_or_stop()
    assert panel.play_button.text() == "Stop" and not panel.step_button.isEnabled()
    qtbot.waitUntil(lambda: panel._run.step > 0, timeout=60000)  # the run is under way: live progress came
    panel.play_or_stop()  # Stop
    held_run.set()  # the held step ends; the run sees the Stop
    wait_done(qtbot, panel)
    reached = panel._run.latest
    assert reached.stopped and 0 < reached.step < 100000 and not reached.error
    assert document.session is reached.session  # what the run reached after its last step is kept
    assert len(reached.losses) == reached.step + 1
    assert panel.status.text().startswith(f"Step {reached.step} of 100000 · loss ")
    assert len(panel.loss_curve.getData()[1]) == reached.step + 1
    assert panel.play_button.text() == "Train" and panel.step_button.isEnabled()
    assert document.undo_stack.count() == 1
    panel.train(2)  # the same run goes on from there, in the same undo step
    wait_done(qtbot, panel)
    assert panel._run.step == reached.step + 2 and document.undo_stack.count() == 1
    document.undo_stack.undo()
    assert document.session.equals(before)


class Panic(BaseException):
    """What pyo3 raises for a Rust panic: a BaseException, not an Exception."""


def test_a_panic_in_a_step_ends_the_run_with_one_line_and_train_works_again(qtbot, panel, monkeypatch):
    document = panel._document
    start = document.session
    real_step = Trainer.step

    def panicking_step(trainer):
        if trainer.step_count == 3:
            raise Panic("called `Option::unwrap()` on a `None` value\nat src/lib.rs:1")
        return real_step(trainer)

    monkeypatch.setattr(Trainer, "step", panicking_step)
    panel.train()
    wait_done(qtbot, panel)
    text = panel.status.text()
    assert text == ("Stopped at step 3: the run failed: Panic: called `Option::unwrap()` on a `None` value"
                    "\\x0aat src/lib.rs:1"), text
    assert panel._run is None
    assert panel.play_button.text() == "Train" and panel.play_button.isEnabled() and panel.step_button.isEnabled()
    # The three steps before the panic stay, as one undo step.
    expected = train(start, Objective(weights=named_target("previous", 6, 6)), TrainConfig(steps=3))
    np.testing.assert_allclose(document.session.heads[0].w_q, expected.session.heads[0].w_q, rtol=1e-12)
    assert document.undo_stack.count() == 1
    monkeypatch.undo()
    panel.play_or_stop()  # a new run, from the weights shown
    wait_done(qtbot, panel)
    assert panel.status.text().startswith("Step 300 of 300 · loss ") and document.undo_stack.count() == 2


def test_new_run_while_running_drops_the_rest_of_the_old_one(qtbot, panel, held_run):
    document = panel._document
    panel.steps_spin.setValue(100000)
    panel.train()
    qtbot.waitUntil(lambda: panel._run.step > 0, timeout=60000)
    old = panel._run
    panel.new_run()
    assert not panel.running and panel.play_button.text() == "Train"
    held_run.set()  # the held step ends; the old job sees it was dropped
    kept = document.session
    assert document.jobs.wait("training", 60)  # the old job ends after its step ...
    document.jobs.finish()
    assert document.session is kept and not old.running  # ... and nothing it brought is applied
    panel.train(1)  # a new run: its own undo step
    wait_done(qtbot, panel)
    assert panel._run is not old and panel._run.step == 1 and document.undo_stack.count() == 2


def test_clicking_the_target_chooses_keys_and_a_bad_paste_is_refused(qtbot, panel):
    panel.target_combo.setCurrentIndex(3)  # a key per query
    panel._target_clicked(2, 4)
    assert panel.choices().keys[2] == 4
    assert target_matrix(panel.choices(), panel._document.session)[2, 4] == 1
    panel._target_clicked(2, 4)
    assert panel.choices().keys[2] is None  # a second click: no target for that row
    panel.target_combo.setCurrentIndex(4)  # pasted weights
    QGuiApplication.clipboard().setText("not, numbers\nat, all")
    panel.paste_target()
    assert panel.status.text().startswith("Refused:") and panel._pasted is None
    QGuiApplication.clipboard().setText("\n".join(",".join("1" if j == 0 else "0" for j in range(6)) for _ in range(6)))
    panel.paste_target()
    assert panel._pasted.shape == (6, 6)
    panel.train(1)
    wait_done(qtbot, panel)
    assert panel.status.text().startswith("Step 1 of 300")


def test_too_large_a_rate_stops_with_a_message_and_keeps_finite_weights(qtbot, panel):
    panel.lr_spin.setValue(10.0)
    panel.optimizer_combo.setCurrentIndex(0)
    panel.steps_spin.setValue(2000)
    session = panel._document.session.with_matrix("embeddings", panel._document.session.embeddings * 300)
    panel._document.apply(session, "big inputs")
    panel.train()
    wait_done(qtbot, panel)
    assert all(np.isfinite(h.w_q).all() for h in panel._document.session.heads)
    text = panel.status.text()
    assert text.startswith("Stopped at step ") and text.endswith("use a smaller learning rate"), text
    assert panel._document.undo_stack.count() == 2  # the edit, then the run up to its last finite step


def test_the_window_opens_the_train_dock_from_the_steps_menu(qtbot):
    from explorer.ui.window.main_window import MainWindow

    window = MainWindow(six_tokens(), settings=None)
    qtbot.addWidget(window)
    window.show()
    assert window.tools.train_dock is None  # made when first asked for
    window.train_action.trigger()
    assert window.tools.train_dock.isVisible() and isinstance(window.tools.train, TrainPanel)


def test_the_run_exports_as_png_svg_and_pdf_with_its_loss_curve(qtbot, panel, tmp_path, monkeypatch):
    from PySide6.QtWidgets import QFileDialog

    from explorer.export.training_figure import nice_ticks

    assert not panel.export_button.isEnabled()
    panel.train(5)
    wait_done(qtbot, panel)
    assert panel.export_button.isEnabled()
    for suffix, magic in (("png", b"\x89PNG"), ("svg", b"<?xml"), ("pdf", b"%PDF")):
        path = tmp_path / f"run.{suffix}"
        monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, p=path, **k: (str(p), ""))
        panel.export_dialog()
        assert path.read_bytes().startswith(magic) and panel.status.text() == f"Wrote {path}"
    svg = (tmp_path / "run.svg").read_text()
    assert "Before training" in svg and "After 5 steps" in svg and "Previous token" in svg
    assert "gradient descent on W_Q, W_K (head 1)" in svg
    monkeypatch.setattr(QFileDialog, "getSaveFileName", lambda *a, **k: (str(tmp_path / "run.txt"), ""))
    from PySide6.QtWidgets import QMessageBox

    warned = []
    monkeypatch.setattr(QMessageBox, "warning", lambda *a: warned.append(a[2]))
    panel.export_dialog()
    assert warned and "name a .png, .svg or .pdf file" in warned[0]
    assert nice_ticks(0, 300) == [0, 100, 200, 300] and nice_ticks(0.04, 1.8)[:2] == [0.5, 1.0]


def test_the_editors_show_the_gradient_of_each_trained_cell_until_an_edit_by_hand(qtbot):
    from PySide6.QtCore import Qt

    from explorer.ui.window.main_window import MainWindow

    from explorer.ui.window.main_window import Unsaved

    window = MainWindow(six_tokens(), settings=None)
    window.files.ask_unsaved = lambda: Unsaved.DISCARD  # the run changed the document
    qtbot.addWidget(window)
    window.show()
    window.tools.show_train()
    panel = window.tools.train
    panel.train(1)
    wait_done(qtbot, panel)
    grads = panel._last[1].gradients
    w_q = next(m for m in window.inputs.models.values() if m.matrix_id == "heads[0].w_q")
    x = window.inputs.models["embeddings"]
    tip = w_q.data(w_q.index(1, 2), Qt.ItemDataRole.ToolTipRole)
    assert tip.endswith(f"∂L/∂W_Q (head 1)[2, 3] = {float(grads['heads[0].w_q'][1, 2])!r}")
    peak = np.abs(grads["heads[0].w_q"]).max()
    i, j = np.unravel_index(np.abs(grads["heads[0].w_q"]).argmax(), grads["heads[0].w_q"].shape)
    brush = w_q.data(w_q.index(int(i), int(j)), Qt.ItemDataRole.BackgroundRole)
    assert brush.color().alpha() == 150  # the largest |∂L/∂w| gets the full tint
    red = grads["heads[0].w_q"][i, j] > 0
    assert (brush.color().red() > brush.color().blue()) == red and peak > 0
    assert x.data(x.index(0, 1), Qt.ItemDataRole.BackgroundRole) is None  # X does not train
    with qtbot.waitSignal(window.document.changed):
        window.document.apply(window.document.session.with_cells("embeddings", 0, 0, np.array([[3.0]])), "edit")
    assert w_q.data(w_q.index(1, 2), Qt.ItemDataRole.BackgroundRole) is None
    assert "∂L" not in w_q.data(w_q.index(1, 2), Qt.ItemDataRole.ToolTipRole)


# -- the panel trains the attention on screen, with every variant ----------------------
def _loss_of(session, objective, options):
    from test_training_gradients import loss_from_trace

    return loss_from_trace(session, objective, options.scale, options.temperature)


@pytest.mark.parametrize("name", [p.name for p in list_presets()])
def test_the_panel_trains_every_preset_and_reports_the_loss_of_the_weights_on_screen(qtbot, name):
    from explorer.core.training.targets import named_target_for

    document = Document(load_preset(name))
    view = ViewState(document)
    panel = TrainPanel(document, view)
    qtbot.addWidget(panel)
    panel.show()
    panel.steps_spin.setValue(3)
    panel.lr_spin.setValue(0.1)
    panel.train()
    wait_done(qtbot, panel)
    text = panel.status.text()
    if document.session.differential is not None or document.session.topk is not None:
        # A "previous" target is no weights loss here (A may be negative; top-k drops keys): one line says so.
        assert "differential" in text or "top-k drops" in text, text
        assert "\n" not in text and document.session.equals(load_preset(name))
        return
    assert text.startswith("Step 3 of 3 · loss "), text
    progress = panel._last[1]
    objective = Objective(weights=named_target_for("previous", document.session))
    assert progress.losses[-1] == pytest.approx(_loss_of(document.session, objective, document.options), rel=1e-10)
    document.session.validate()  # a grouped session keeps one K and V per group


def test_the_panel_trains_with_the_what_if_state_on_screen(qtbot, panel):
    document = panel._document
    document.set_options(scale=False, temperature=0.7)
    panel.train(2)
    wait_done(qtbot, panel)
    objective = Objective(weights=named_target("previous", 6, 6))
    assert panel._last[1].losses[-1] == pytest.approx(_loss_of(document.session, objective, document.options),
                                                      rel=1e-10)


def test_a_clicked_key_the_query_cannot_see_is_refused_in_the_panel(qtbot):
    document = Document(load_preset("02-causal-decoder"))
    panel = TrainPanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.show()
    panel.target_combo.setCurrentIndex(3)  # a key per query
    panel._target_clicked(0, 2)
    before = document.session
    panel.train(1)  # the trainer is built in the run's job: its refusal arrives from there
    wait_done(qtbot, panel)
    text = panel.status.text()
    assert text.startswith("Cannot train:") and "query 1" in text and "key 3" in text and "right of the query" in text
    assert document.session is before and panel._run is None


def test_a_grouped_head_shows_its_groups_gradient_of_w_k(qtbot):
    document = Document(load_preset("08-gqa"))
    view = ViewState(document)
    panel = TrainPanel(document, view)
    qtbot.addWidget(panel)
    panel.show()
    view.set_head(1)  # the second head of KV group 1: its W_K is head 1's
    panel.train(1)
    wait_done(qtbot, panel)
    assert panel.gradient_maps["w_k"].isVisibleTo(panel)
    panel.explain("w_k", 0, 0)
    assert "KV group 1" in panel.explanation.toPlainText()
