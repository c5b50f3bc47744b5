"""The "Positions & masks" box: every control is one undo step; bad values are refused, nothing lost."""

import numpy as np
import pytest
from PySide6.QtCore import Qt

from explorer.core.session import SessionError
from explorer.app.variant_edits import kv_group_choices, parse_slopes
from explorer.ui.window.main_window import Unsaved


def _box(window):
    return window.inputs.variants_box


def test_rope_then_theta_then_undo(qtbot, window):
    window.files.load_preset("05-rope-same-words")
    box, doc = _box(window), window.document
    assert box.positions_combo.currentData() == "rope-half"
    with qtbot.waitSignal(doc.session_changed):
        box.positions_combo.setCurrentIndex(box.positions_combo.findData("rope-interleaved"))
    assert doc.session.positions.kind == "rope" and doc.session.positions.pairs == "interleaved"
    assert box.theta_spin.isVisibleTo(box) and not box.slopes_edit.isVisibleTo(box)
    with qtbot.waitSignal(doc.changed):
        box.theta_spin.setValue(500.0)
    assert doc.session.positions.theta == 500.0
    assert "heads[0].q_rot" in doc.trace
    doc.undo_stack.undo()
    assert doc.session.positions.theta == 100.0
    assert box.theta_spin.value() == 100.0
    doc.undo_stack.undo()
    assert doc.session.positions.pairs == "half"
    assert box.positions_combo.currentData() == "rope-half"


def test_rope_with_odd_d_k_is_refused_with_the_core_message(qtbot, window):
    # The reference example has d_k = 3: RoPE needs pairs.
    box, doc = _box(window), window.document
    before = doc.session
    with qtbot.waitSignal(box.rejected) as blocker:
        box.positions_combo.setCurrentIndex(box.positions_combo.findData("rope-half"))
    assert "d_k must be even" in blocker.args[0]
    assert doc.session is before and doc.undo_stack.count() == 0
    assert box.positions_combo.currentData() == "none"
    assert window.error_banner.isVisible() and "d_k" in window.error_banner.text


def test_alibi_slopes_typed_and_refused(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    box, doc = _box(window), window.document
    with qtbot.waitSignal(doc.session_changed):
        box.positions_combo.setCurrentIndex(box.positions_combo.findData("alibi"))
    assert doc.session.positions.kind == "alibi" and doc.session.positions.slopes is None
    box.slopes_edit.setText("0.5")
    with qtbot.waitSignal(doc.session_changed):
        box.slopes_edit.editingFinished.emit()
    assert doc.session.positions.slopes == (0.5,)
    before = doc.session
    box.slopes_edit.setText("0.5, x")
    with qtbot.waitSignal(box.rejected) as blocker:
        box.slopes_edit.editingFinished.emit()
    assert "slopes" in blocker.args[0] and "'x'" in blocker.args[0]
    assert doc.session is before and box.slopes_edit.text() == "0.5"


def test_window_toggle_and_size(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    box, doc = _box(window), window.document
    with qtbot.waitSignal(doc.session_changed):
        box.window_check.setChecked(True)
    assert doc.session.window == 3 and box.window_spin.isEnabled()
    with qtbot.waitSignal(doc.session_changed):
        box.window_spin.setValue(2)
    assert doc.session.window == 2
    weights = np.asarray(doc.trace.step("weights", 0).array)
    assert weights[3, 0] == 0.0 and weights[3, 1] == 0.0 and weights[3, 2] > 0
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.session.window is None and not box.window_check.isChecked()


def test_padding_by_ticking_keys_and_blind_query_refused(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    box, doc = _box(window), window.document
    model = box.padding_model
    assert model.rowCount() == doc.session.n

    def state(j: int) -> Qt.CheckState:
        return Qt.CheckState(model.data(model.index(j), Qt.ItemDataRole.CheckStateRole))

    assert model.data(model.index(2)) == f"3  {doc.session.tokens[2]}"  # counted from 1
    with qtbot.waitSignal(doc.session_changed):
        model.setData(model.index(2), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)
    assert doc.session.padding == (2,) and state(2) == Qt.CheckState.Checked
    assert np.asarray(doc.trace.step("weights", 0).array)[3, 2] == 0.0
    before = doc.session
    with qtbot.waitSignal(box.rejected) as blocker:
        model.setData(model.index(0), Qt.CheckState.Checked, Qt.ItemDataRole.CheckStateRole)  # query 1 would see nothing
    assert "query 1" in blocker.args[0] and "no key" in blocker.args[0]
    assert doc.session is before
    assert state(0) == Qt.CheckState.Unchecked
    doc.undo_stack.undo()
    assert doc.session.padding == () and state(2) == Qt.CheckState.Unchecked


def test_space_ticks_the_current_padding_key(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    box, doc = _box(window), window.document
    box.padding_list.setCurrentIndex(box.padding_model.index(3))
    box.padding_list.setFocus()
    with qtbot.waitSignal(doc.session_changed):
        qtbot.keyClick(box.padding_list, Qt.Key.Key_Space)
    assert doc.session.padding == (3,)


def test_kv_groups_share_k_and_v(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    assert [box.groups_combo.itemData(i) for i in range(box.groups_combo.count())] == [None, 1, 2]
    with qtbot.waitSignal(doc.session_changed):
        box.groups_combo.setCurrentIndex(box.groups_combo.findData(1))
    s = doc.session
    assert s.kv_groups == 1 and np.array_equal(s.heads[1].w_k, s.heads[0].w_k)
    doc.undo_stack.undo()
    assert doc.session.kv_groups is None and box.groups_combo.currentIndex() == 0


def test_pure_rules():
    assert kv_group_choices(6) == (1, 2, 3, 6)
    assert parse_slopes("  ") is None and parse_slopes("0.25; 1") == (0.25, 1.0)
    with pytest.raises(SessionError, match="slope 2"):
        parse_slopes("1, one")


def test_the_heads_maximum_follows_the_variants_memory(qtbot, window, monkeypatch):
    # ALiBi keeps a bias per head: the budget holds fewer heads with it, and the
    # Heads spin box says so at once (its maximum is the budget's, variants included).
    from explorer.core.io.budget import ENV_VAR, size_limits

    monkeypatch.setenv(ENV_VAR, str(2 * 2**30))  # a fixed budget: free memory moves between calls
    from explorer.core.edits import MAX_SIZE
    from explorer.core.generate import random_session

    window.files.ask_unsaved = lambda: Unsaved.DISCARD
    doc = window.document
    doc.apply(random_session(n=1024, d_model=16, d_k=16, d_v=16, mode="causal", seed=1), "long")
    qtbot.waitUntil(lambda: doc.session.n == 1024)
    spin = window.inputs.spins["heads"]
    plain = spin.maximum()
    assert plain == size_limits(doc.session, doc.dtype, ceiling=MAX_SIZE)["heads"]
    box = _box(window)
    with qtbot.waitSignal(doc.session_changed):
        box.positions_combo.setCurrentIndex(box.positions_combo.findData("alibi"))
    assert doc.session.positions.kind == "alibi"
    assert spin.maximum() == size_limits(doc.session, doc.dtype, ceiling=MAX_SIZE)["heads"] < plain
