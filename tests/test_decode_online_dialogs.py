"""Steps → Decode Next Token and Steps → Online Softmax…, driven through the window."""

import numpy as np
from PySide6.QtWidgets import QTableWidgetItem

from explorer.core.attention.pipeline import run


def _menu_texts(window, title):
    menu = next(a.menu() for a in window.menuBar().actions() if a.text() == title)
    return [a.text() for a in menu.actions()]


def test_decode_appends_one_undo_step_equal_to_a_full_recompute(qtbot, window):
    window.files.load_preset("07-sliding-window")
    doc = window.document
    before = doc.session
    assert "&Decode Next Token…" in _menu_texts(window, "&Steps")
    window.decode_action.trigger()
    dialog = window.tools.dialogs["decode"]
    assert dialog is not None and dialog.isVisible()
    assert "Reused from the cache" in dialog.labels["reused"].text()
    assert f"{before.n} earlier tokens" in dialog.labels["reused"].text()
    assert "n² per head" in dialog.labels["work"].text()
    dialog.token_edit.setText("again")
    dialog.row_table.setItem(0, 0, QTableWidgetItem("0.7"))  # its X row is editable
    with qtbot.waitSignal(dialog.verified) as blocker:
        dialog.append_button.click()
    assert blocker.args[0] < 1e-6
    after = doc.session
    assert after.n == before.n + 1 and after.tokens[-1] == "again" and after.embeddings[-1, 0] == 0.7
    assert doc.undo_stack.count() == 1
    full = run(after)
    assert np.allclose(np.asarray(full.final.array)[-1], np.asarray(doc.trace.final.array)[-1], atol=1e-9)
    assert "same" in dialog.labels["check"].text()
    doc.undo_stack.undo()
    assert doc.session.n == before.n
    dialog.close()


def test_decode_is_refused_outside_causal_mode(qtbot, window):
    before = window.document.session  # the reference example is in self mode
    window.decode_action.trigger()
    assert window.tools.dialogs.get("decode") is None
    assert window.error_banner.isVisible() and "causal mode" in window.error_banner.text
    assert window.document.session is before


def test_a_bad_number_in_the_new_row_disables_append(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    window.decode_action.trigger()
    dialog = window.tools.dialogs["decode"]
    with qtbot.waitSignal(dialog.rejected_input) as blocker:
        dialog.row_table.setItem(0, 1, QTableWidgetItem("abc"))
    assert "'abc'" in blocker.args[0]
    assert not dialog.append_button.isEnabled()
    assert window.document.undo_stack.count() == 0
    dialog.close()


def test_online_softmax_walk_ends_at_softmax_times_v(qtbot, window):
    window.files.load_preset("07-sliding-window")
    assert "&Online Softmax…" in _menu_texts(window, "&Steps")
    window.online_softmax_action.trigger()
    dialog = window.tools.dialogs["online"]
    trace = window.document.trace
    m = trace.session.m
    assert dialog.table.rowCount() == -(-m // 2)  # b = 2 by default
    with qtbot.waitSignal(dialog.walked) as blocker:
        dialog.block_spin.setValue(3)
    result = blocker.args[0]
    assert result.block == 3 and dialog.table.rowCount() == -(-m // 3)
    assert np.allclose(result.output, np.asarray(trace.step("output", 0).array), atol=1e-12)
    assert f"never made the {m * m:,}-number" in dialog.summary.text()
    with qtbot.waitSignal(dialog.walked):
        dialog.query_spin.setValue(5)  # from the last query, the default
    assert dialog.summary.text().startswith("Query 5")
    dialog.close()


def test_new_presets_are_in_open_example(window):
    window.presets_menu.aboutToShow.emit()  # filled when first opened, not for the first paint
    titles = [a.text() for a in window.presets_menu.actions()]
    for wanted in ("RoPE: same words, new places", "ALiBi heads", "Sliding window",
                   "GQA: 4 query heads, 2 KV heads", "Padding"):
        assert wanted in titles


def test_the_online_softmax_dialog_follows_the_windows_head_and_decimals(qtbot, window):
    window.files.load_preset("04-two-heads")
    window.online_softmax_action.trigger()
    dialog, view = window.tools.dialogs["online"], window.view_state
    assert dialog.head_spin.value() == view.head + 1 == 1
    with qtbot.waitSignal(dialog.walked) as blocker:
        view.set_head(1)  # the window's head changed while the dialog is open
    assert dialog.head_spin.value() == 2 and "head 2" in dialog.summary.text()
    assert np.allclose(blocker.args[0].output, np.asarray(window.document.trace.step("output", 1).array))
    with qtbot.waitSignal(dialog.walked):
        dialog.head_spin.setValue(1)  # and the dialog's spin box changes the window's head
    assert view.head == 0
    view.set_decimals(1)
    one = dialog.table.item(0, 2).text()
    view.set_decimals(5)
    five = dialog.table.item(0, 2).text()
    assert len(five.split(".")[-1]) > len(one.split(".")[-1])
    dialog.close()


def test_the_decode_dialog_follows_decimals_and_reads_numbers_as_the_editors_do(qtbot, window):
    window.files.load_preset("02-causal-decoder")
    window.decode_action.trigger()
    dialog, view = window.tools.dialogs["decode"], window.view_state
    view.set_decimals(1)
    short = dialog.labels["weights"].text()
    view.set_decimals(6)
    assert dialog.labels["weights"].text() != short
    for typed in ("1_000", "\u0663"):  # Python's float() reads both; a typed number does not
        with qtbot.waitSignal(dialog.rejected_input) as blocker:
            dialog.row_table.setItem(0, 0, QTableWidgetItem(typed))
        assert "number 1" in blocker.args[0] and not dialog.append_button.isEnabled()
    dialog.row_table.setItem(0, 0, QTableWidgetItem("\u22120.5"))  # a typographic minus is a minus
    assert dialog.append_button.isEnabled() and dialog.row()[0] == -0.5
    dialog.close()
