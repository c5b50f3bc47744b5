"""The "2025–26 variants" box and the "Variant weights" editors, driven as a person does:
every control is one undo step of the document, a refused combination keeps the
session and says why in one line, and every control is named, explained and
reachable with Tab."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QDoubleSpinBox, QSpinBox, QWidget

from explorer.app.recent_edits import latent_from_heads
from explorer.core.io.presets import load_preset


def _box(window):
    return window.inputs.recent_box


def _undo_to(doc, before) -> None:
    """Undo through the document's stack until the session is ``before`` again (by value)."""
    while doc.undo_stack.canUndo() and not doc.session.equals(before):
        doc.undo_stack.undo()
    assert doc.session.equals(before)


def _shown_tabs(window) -> list[str]:
    tabs = window.inputs.recent_weights.tabs
    return [tabs.tabText(i) for i in range(tabs.count()) if tabs.isTabVisible(i)]


def _head_tabs(window) -> list[str]:
    tabs = window.inputs.weight_tabs
    return [tabs.tabText(i) for i in range(tabs.count()) if tabs.isTabVisible(i)]


@pytest.mark.parametrize("check, spin, field, first, second", [
    ("softcap_check", "softcap_spin", "softcap", 2.0, 4.5),
    ("topk_check", "topk_spin", "topk", 2, 3),
    ("differential_check", "lambda_spin", "differential", 0.5, 0.8),
])
def test_a_check_and_its_number_are_undo_steps(qtbot, window, check, spin, field, first, second):
    window.files.load_preset("04-two-heads")  # self-attention, two heads, d_k = 2
    box, doc = _box(window), window.document
    before = doc.session
    check, spin = getattr(box, check), getattr(box, spin)
    assert not spin.isEnabled()
    with qtbot.waitSignal(doc.session_changed):
        check.setChecked(True)
    assert getattr(doc.session, field) == first and spin.isEnabled()
    with qtbot.waitSignal(doc.session_changed):
        spin.setValue(second)
    assert getattr(doc.session, field) == second
    doc.undo_stack.undo()
    assert getattr(doc.session, field) == first and spin.value() == first
    doc.undo_stack.undo()
    assert getattr(doc.session, field) is None and not check.isChecked() and not spin.isEnabled()
    assert doc.session.equals(before)


def test_a_number_typed_while_off_is_kept_for_later_not_an_undo_step(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    steps = doc.undo_stack.count()
    box.softcap_spin.setValue(7.0)
    assert doc.session.softcap is None and doc.undo_stack.count() == steps
    with qtbot.waitSignal(doc.session_changed):
        box.softcap_check.setChecked(True)
    assert doc.session.softcap == 7.0


def test_sinks_start_at_zero_and_are_edited_in_their_own_matrix(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    assert not window.inputs.recent_weights.isVisibleTo(window.inputs)  # nothing to edit yet
    with qtbot.waitSignal(doc.session_changed):
        box.sinks_check.setChecked(True)
    assert np.array_equal(doc.session.sinks, [0.0, 0.0])
    assert window.inputs.recent_weights.isVisibleTo(window.inputs) and _shown_tabs(window) == ["sinks"]
    model = window.inputs.models["sinks"]
    assert (model.rowCount(), model.columnCount()) == (1, 2)
    assert model.headerData(1, Qt.Orientation.Horizontal) == "h2"  # one column a head
    with qtbot.waitSignal(doc.session_changed):
        assert model.setData(model.index(0, 1), "2.5")
    assert np.array_equal(doc.session.sinks, [0.0, 2.5])
    assert doc.undo_stack.text(doc.undo_stack.index() - 1).startswith("Edit sinks")
    doc.undo_stack.undo()
    assert np.array_equal(doc.session.sinks, [0.0, 0.0])
    doc.undo_stack.undo()
    assert doc.session.sinks is None and not box.sinks_check.isChecked()
    assert not window.inputs.recent_weights.isVisibleTo(window.inputs)


def test_qk_norm_scope_and_its_gains(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    combo = box.qk_norm_combo
    with qtbot.waitSignal(doc.session_changed):
        combo.setCurrentIndex(combo.findData("head"))
    assert doc.session.qk_norm.scope == "head" and _shown_tabs(window) == ["g_q", "g_k"]
    model = window.inputs.models["g_q"]
    assert model.columnCount() == doc.session.d_k  # one gain per coordinate of a head
    with qtbot.waitSignal(doc.session_changed):
        model.setData(model.index(0, 0), "2")
    assert list(doc.session.qk_norm.g_q) == [2.0, 1.0]
    with qtbot.waitSignal(doc.session_changed):
        combo.setCurrentIndex(combo.findData("all"))
    # Over all heads a gain spans H·d_k numbers: a new scope starts from ones.
    assert doc.session.qk_norm.scope == "all" and model.columnCount() == 4
    for _ in range(3):
        doc.undo_stack.undo()
    assert doc.session.qk_norm is None and combo.currentIndex() == 0 and _shown_tabs(window) == []


def test_rope_scaling_needs_rope_and_survives_a_new_theta(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc, positions = _box(window), window.document, window.inputs.variants_box.positions_combo
    assert not box.scaling_combo.isEnabled()  # no RoPE: nothing to scale
    with qtbot.waitSignal(doc.session_changed):
        positions.setCurrentIndex(positions.findData("rope-half"))
    assert box.scaling_combo.isEnabled() and not box.factor_spin.isEnabled()
    assert not box.original_spin.isVisibleTo(box)
    with qtbot.waitSignal(doc.session_changed):
        box.scaling_combo.setCurrentIndex(box.scaling_combo.findData("yarn"))
    scaling = doc.session.positions.scaling
    assert (scaling.kind, scaling.factor, scaling.original_max) == ("yarn", 4.0, 4)
    assert box.original_spin.isVisibleTo(box) and box.factor_spin.isEnabled()
    with qtbot.waitSignal(doc.session_changed):
        box.original_spin.setValue(2)
    with qtbot.waitSignal(doc.session_changed):
        box.factor_spin.setValue(8.0)
    assert doc.session.positions.scaling.original_max == 2 and doc.session.positions.scaling.factor == 8.0
    with qtbot.waitSignal(doc.session_changed):
        window.inputs.variants_box.theta_spin.setValue(500.0)
    assert doc.session.positions.theta == 500.0 and doc.session.positions.scaling.kind == "yarn"
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.session.positions.scaling.factor == 4.0 and box.factor_spin.value() == 4.0
    doc.undo_stack.undo()
    doc.undo_stack.undo()
    assert doc.session.positions.scaling is None and box.scaling_combo.currentIndex() == 0
    doc.undo_stack.undo()
    assert doc.session.positions is None and not box.scaling_combo.isEnabled()


def test_linear_attention_toggles_and_undoes(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    box, doc = _box(window), window.document
    with qtbot.waitSignal(doc.session_changed):
        box.kernel_check.setChecked(True)
    assert doc.session.kernel == "elu1"
    doc.undo_stack.undo()
    assert doc.session.kernel is None and not box.kernel_check.isChecked()


def test_latent_attention_on_and_off_through_the_document(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    before = doc.session
    with qtbot.waitSignal(doc.session_changed):
        box.latent_check.setChecked(True)
    on = doc.session
    assert on.latent is not None and on.latent.d_c == 2  # min(d_model 4, d_k 2)
    assert _shown_tabs(window) == ["W_DKV", "W_UK", "W_UV"]
    assert _head_tabs(window) == ["Queries  W_Q"]  # keys and values come from c: no W_K, W_V to edit
    assert window.inputs.models["w_dkv"].headerData(0, Qt.Orientation.Horizontal) == "c1"
    # Head 2 chosen under Weights: its W_UK is the one edited.
    window.view_state.set_head(1)
    model = window.inputs.models["w_uk"]
    assert model.matrix_id == "heads[1].w_uk"
    with qtbot.waitSignal(doc.session_changed):
        model.setData(model.index(0, 0), "1.25")
    edited = doc.session
    assert edited.latent.w_uk[1][0, 0] == 1.25
    assert np.allclose(edited.heads[1].w_k, edited.latent.w_dkv @ edited.latent.w_uk[1])  # keys follow
    with qtbot.waitSignal(doc.session_changed):
        box.latent_check.setChecked(False)
    off = doc.session
    assert off.latent is None and not _shown_tabs(window)
    assert _head_tabs(window) == ["Queries  W_Q", "Keys  W_K", "Values  W_V"]
    for h in range(2):  # nothing jumps: the ordinary heads keep the keys and values the latent made
        assert np.array_equal(off.heads[h].w_k, edited.heads[h].w_k)
        assert np.array_equal(off.heads[h].w_v, edited.heads[h].w_v)
    doc.undo_stack.undo()
    assert doc.session.latent.equals(edited.latent) and box.latent_check.isChecked()
    _undo_to(doc, before)
    assert not box.latent_check.isChecked()


def test_a_latent_as_wide_as_the_keys_rank_makes_the_same_keys_and_values():
    session = load_preset("01-thinking-machines")  # d_model = d_k = 3: d_c = 3 holds every key
    latent = latent_from_heads(session)
    assert latent.d_c == 3
    head = session.heads[0]
    np.testing.assert_allclose(latent.w_dkv @ latent.w_uk[0], head.w_k, atol=1e-12)
    np.testing.assert_allclose(latent.w_dkv @ latent.w_uv[0], head.w_v, atol=1e-12)
    again = latent_from_heads(session)
    assert latent.equals(again)  # deterministic, signs included


def test_linear_attention_with_a_soft_cap_is_refused_and_nothing_changes(qtbot, window):
    window.files.load_preset("04-two-heads")
    box, doc = _box(window), window.document
    with qtbot.waitSignal(doc.session_changed):
        box.softcap_check.setChecked(True)
    before, steps = doc.session, doc.undo_stack.count()
    with qtbot.waitSignal(box.rejected) as blocker:
        box.kernel_check.setChecked(True)
    message = blocker.args[0]
    assert "\n" not in message and "kernel cannot be combined with softcap" in message
    assert doc.session is before and doc.undo_stack.count() == steps
    assert not box.kernel_check.isChecked() and box.softcap_check.isChecked()
    qtbot.waitUntil(lambda: window.error_banner.isVisible())
    assert "softcap" in window.error_banner.text


def test_differential_with_an_odd_d_k_is_refused_with_the_core_message(qtbot, window):
    box, doc = _box(window), window.document  # the reference example: d_k = 3
    before = doc.session
    with qtbot.waitSignal(box.rejected) as blocker:
        box.differential_check.setChecked(True)
    assert "d_k must be even" in blocker.args[0] and "\n" not in blocker.args[0]
    assert doc.session is before and not box.differential_check.isChecked()


def test_latent_with_kv_groups_is_refused(qtbot, window):
    window.files.load_preset("08-gqa")
    box, doc = _box(window), window.document
    before = doc.session
    with qtbot.waitSignal(box.rejected) as blocker:
        box.latent_check.setChecked(True)
    assert "latent cannot be combined with kv_heads" in blocker.args[0]
    assert doc.session is before and not box.latent_check.isChecked()


def _controls(box):
    return [w for w in box.findChildren(QWidget) if isinstance(w, (QCheckBox, QComboBox, QSpinBox, QDoubleSpinBox))]


def test_every_control_is_named_and_says_what_it_does_in_one_sentence(window):
    controls = _controls(_box(window))
    assert len(controls) == 13  # ten variants: three with a number, RoPE scaling with two
    for control in controls:
        assert control.accessibleName(), control
        tip = control.toolTip()
        assert tip and "\n" not in tip and ". " not in tip.rstrip("."), (control.accessibleName(), tip)
        assert control.focusPolicy() & Qt.FocusPolicy.TabFocus, control.accessibleName()


def test_tab_reaches_every_enabled_control_and_space_ticks_a_box(qtbot, window):
    window.files.load_preset("05-rope-same-words")  # RoPE: the scaling selector is enabled
    box, doc = _box(window), window.document
    window.activateWindow()
    box.softcap_check.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.softcap_check)
    wanted = {c for c in _controls(box) if c.isEnabled() and c.isVisibleTo(box)}
    reached = set()
    for _ in range(40):
        reached.add(QApplication.focusWidget())
        if wanted <= reached:
            break
        qtbot.keyClick(QApplication.focusWidget(), Qt.Key.Key_Tab)
    assert wanted <= reached, sorted(c.accessibleName() for c in wanted - reached)
    box.sinks_check.setFocus(Qt.FocusReason.TabFocusReason)
    qtbot.waitUntil(lambda: QApplication.focusWidget() is box.sinks_check)
    with qtbot.waitSignal(doc.session_changed):
        qtbot.keyClick(box.sinks_check, Qt.Key.Key_Space)
    assert doc.session.sinks is not None
