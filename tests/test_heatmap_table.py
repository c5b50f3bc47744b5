"""View → Show as Table: every heatmap's numbers as a table a screen reader reads cell by cell."""

from __future__ import annotations

import numpy as np
import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAccessible, QKeySequence
from PySide6.QtTest import QTest

from explorer.core.edits import resize
from explorer.core.numbers import format_number
from windows import open_window

ACCESSIBLE = Qt.ItemDataRole.AccessibleTextRole


def table_on(qtbot, window):
    """Switch the table on through its View menu item; the table is shown, the picture hidden."""
    panel = window.view_panel
    window.view_choices.table_action.trigger()
    qtbot.waitUntil(lambda: panel.table.isVisible() and not panel.heatmap.isVisible())
    return panel.table


def cell(table, row, col, role=Qt.ItemDataRole.DisplayRole):
    model = table.model()
    return model.data(model.index(row, col), role)


def accessible_cell(table, row, col) -> str:
    """What Qt's accessibility (AT-SPI on Linux) hands a screen reader for cell (row, col)."""
    iface = QAccessible.queryAccessibleInterface(table)
    assert iface is not None and iface.role() == QAccessible.Role.Table
    table_iface = getattr(iface, "tableInterface", lambda: None)()
    if table_iface is not None:  # a PySide6 that binds QAccessibleTableInterface
        return table_iface.cellAt(row, col).text(QAccessible.Text.Name)
    # The children: the corner, a column header per column, then per row its header and its cells.
    cols = table.model().columnCount()
    child = iface.child((row + 1) * (cols + 1) + col + 1)
    assert child.role() == QAccessible.Role.Cell
    return child.text(QAccessible.Text.Name)


def test_the_view_menu_item_switches_the_plot_to_a_table_and_back(qtbot, window):
    panel, action = window.view_panel, window.view_choices.table_action
    assert action.isCheckable() and not action.isChecked() and not panel.table.isVisible()
    assert action in window.view_menu.actions()
    assert action.shortcut() == QKeySequence("Ctrl+T")
    others = [a for a in window.findChildren(type(action)) if a is not action and not a.shortcut().isEmpty()]
    assert all(QKeySequence("Ctrl+T") not in a.shortcuts() for a in others)  # no other action has the key
    table = table_on(qtbot, window)
    assert action.isChecked() and window.view_state.table
    assert table.hasFocus()  # the keyboard (and a screen reader) follows to the table
    assert table.accessibleName() == "Attention weights, head 1, table"
    action.trigger()
    qtbot.waitUntil(lambda: panel.heatmap.isVisible() and not table.isVisible())
    assert not window.view_state.table


def test_headers_are_the_tokens_and_cells_the_numbers_as_the_app_prints_them(qtbot, window):
    table = table_on(qtbot, window)
    model = table.model()
    tokens = window.document.session.tokens
    assert [model.headerData(i, Qt.Orientation.Vertical) for i in range(model.rowCount())] == list(tokens)
    assert [model.headerData(j, Qt.Orientation.Horizontal) for j in range(model.columnCount())] == list(tokens)
    assert model.headerData(1, Qt.Orientation.Vertical, ACCESSIBLE) == "query Machines"
    assert model.headerData(0, Qt.Orientation.Horizontal, ACCESSIBLE) == "key Thinking"
    assert [[cell(table, i, j) for j in range(2)] for i in range(2)] == [["0.760", "0.240"], ["0.090", "0.910"]]


def test_a_cell_reads_query_key_and_weight_through_qt_accessibility(qtbot, window):
    table = table_on(qtbot, window)
    sentence = "query Machines, key Thinking, weight 0.090"  # row 2, column 1
    assert cell(table, 1, 0, ACCESSIBLE) == sentence
    assert cell(table, 1, 0, Qt.ItemDataRole.ToolTipRole) == sentence
    assert accessible_cell(table, 1, 0) == sentence
    assert QAccessible.queryAccessibleInterface(table).text(QAccessible.Text.Name) == "Attention weights, head 1, table"


def test_a_dimension_step_reads_its_dimension_and_prints_a_true_minus(qtbot):
    window = open_window(qtbot, "02-causal-decoder")
    table = table_on(qtbot, window)
    combo = window.view_panel.step_combo
    combo.setCurrentIndex(combo.findData("q"))
    qtbot.waitUntil(lambda: table.model().columnCount() == window.document.session.d_k)
    value = float(window.document.trace.step("q").array[0, 1])
    assert value < 0
    text = format_number(value, window.view_state.decimals)
    assert text.startswith("\u2212")
    assert cell(table, 0, 1) == text
    assert accessible_cell(table, 0, 1) == f"query The, dimension q2, value {text}"


def test_a_masked_cell_reads_masked_never_a_colour_alone(qtbot):
    window = open_window(qtbot, "02-causal-decoder")
    table = table_on(qtbot, window)
    assert cell(table, 0, 1) == "masked"
    assert accessible_cell(table, 0, 1).startswith("query The, key cat, masked")
    assert cell(table, 1, 0) == format_number(float(window.document.trace.step("weights").array[1, 0]), 3)
    combo = window.view_panel.step_combo
    combo.setCurrentIndex(combo.findData("masked"))  # the scores the mask set to −∞
    qtbot.waitUntil(lambda: table.accessibleName().startswith("Causal mask"))
    assert cell(table, 0, 1) == "−∞ (masked)"
    assert "masked (score −∞)" in cell(table, 0, 1, ACCESSIBLE)


def test_arrow_keys_move_the_current_cell_and_the_selection_follows_both_ways(qtbot, window):
    table = table_on(qtbot, window)
    view = window.view_state
    table.set_current_cell((0, 0))
    QTest.keyClick(table, Qt.Key.Key_Right)
    qtbot.waitUntil(lambda: table.current_cell() == (0, 1))
    QTest.keyClick(table, Qt.Key.Key_Down)
    qtbot.waitUntil(lambda: table.current_cell() == (1, 1))
    # Through the view state, as a heatmap click: the inspector explains the cell moved to.
    assert view.step_key == "heads[0].weights" and view.index == (1, 1)
    view.select("heads[0].weights", (1, 0))  # selected elsewhere (the heatmap, the inspector)
    qtbot.waitUntil(lambda: table.current_cell() == (1, 0))


def test_a_new_step_and_new_decimals_change_the_table(qtbot, window):
    table = table_on(qtbot, window)
    combo = window.view_panel.step_combo
    combo.setCurrentIndex(combo.findData("scores"))
    qtbot.waitUntil(lambda: table.accessibleName() == "Scores, head 1, table")
    scores = window.document.trace.step("scores").array
    assert cell(table, 0, 1) == format_number(float(scores[0, 1]), 3)
    assert cell(table, 0, 1, ACCESSIBLE) == f"query Thinking, key Machines, score {format_number(scores[0, 1], 3)}"
    window.view_choices.decimals_actions[1].trigger()  # View → Decimals → 1
    qtbot.waitUntil(lambda: cell(table, 0, 1) == format_number(float(scores[0, 1]), 1))


def test_an_edit_of_x_reaches_the_table_after_the_recompute(qtbot, window):
    table = table_on(qtbot, window)
    document = window.document
    before = cell(table, 1, 0)
    x = document.session.matrix("embeddings").copy()
    x[1, 0] += 1.0  # a cell of X: Machines moves
    with qtbot.waitSignal(document.changed):
        document.apply(document.session.with_matrix("embeddings", x), "edit X")
    weights = document.trace.step("weights").array
    expected = format_number(float(weights[1, 0]), 3)
    assert expected != before
    qtbot.waitUntil(lambda: cell(table, 1, 0) == expected)
    assert accessible_cell(table, 1, 0) == f"query Machines, key Thinking, weight {expected}"


def test_a_long_sequence_formats_only_the_cells_asked_for(qtbot, window, monkeypatch):
    import explorer.app.table_cells as table_cells

    formatted = []
    real = table_cells.cell_text
    monkeypatch.setattr(table_cells, "cell_text", lambda v, d: formatted.append(v) or real(v, d))
    n = 600
    document = window.document
    document.apply(resize(document.session, n=n, fill="random", seed=1), "long")
    qtbot.waitUntil(lambda: not document.busy and document.session.n == n)
    table = table_on(qtbot, window)
    qtbot.waitUntil(lambda: table.model().rowCount() == n)
    table.repaint()
    assert 0 < len(formatted) < 5_000  # the cells on screen, not n × n = 360 000
    weights = document.trace.step("weights").array
    far = format_number(float(weights[599, 598]), 3)
    assert cell(table, 599, 598, ACCESSIBLE).endswith(f"weight {far}")


def test_a_long_causal_sequence_reads_its_mask_cell_by_cell(qtbot):
    window = open_window(qtbot, "02-causal-decoder")
    document = window.document
    n = 1500  # drawn through a reduced picture: the mask's picture is not the table's shape
    document.apply(resize(document.session, n=n, fill="random", seed=2), "long")
    qtbot.waitUntil(lambda: not document.busy and document.session.n == n)
    table = table_on(qtbot, window)
    qtbot.waitUntil(lambda: table.model().rowCount() == n)
    assert cell(table, 700, 701) == "masked" and cell(table, 700, 700) != "masked"
    exact = np.asarray(document.trace.step("weights").array)
    assert cell(table, 700, 3) == format_number(float(exact[700, 3]), 3)


def test_the_choice_is_remembered(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from explorer.core.io.presets import load_preset
    from explorer.ui.window.main_window import MainWindow, Unsaved
    from explorer.ui.window.settings import Settings

    settings = Settings(QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat))
    first = MainWindow(load_preset("01-thinking-machines"), settings=settings)
    first.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(first)
    first.view_choices.table_action.trigger()
    assert settings.heatmap_table
    again = MainWindow(load_preset("01-thinking-machines"), settings=settings)
    again.files.ask_unsaved = lambda: Unsaved.DISCARD
    qtbot.addWidget(again)
    assert again.view_state.table and again.view_choices.table_action.isChecked()
    assert again.view_panel.table_shown()


def test_a_lazy_step_reads_one_query_row_per_cell(qtbot):
    from explorer.app.cards import DeferredValues

    window = open_window(qtbot, "02-causal-decoder")
    document = window.document
    n = 2048
    document.apply(resize(document.session, n=n, fill="random", seed=4), "long")
    qtbot.waitUntil(lambda: not document.busy and document.session.n == n)
    table = table_on(qtbot, window)
    combo = window.view_panel.step_combo
    for step in ("scaled", "scores", "masked"):
        combo.setCurrentIndex(combo.findData(step))
        qtbot.waitUntil(lambda: table.model().cells is not None and table.model().cells.content.step_id == step)
        content = table.model().cells.content
        if isinstance(content.values, DeferredValues):
            break
    else:
        pytest.skip("every step of this backend was made whole: nothing lazy to read")
    expected = format_number(float(content.values.row_values(1000)[5]), 3)
    assert cell(table, 1000, 5) == expected
