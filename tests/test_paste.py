"""Pasted and typed numbers: read in the user's number format, strictly, never misread in silence."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtWidgets import QApplication

from explorer.app.paste import PasteError, cell_number, split_block
from explorer.ui.editors.matrix_model import locale_decimal_comma


# -- the rule ------------------------------------------------------------------------------------
@pytest.mark.parametrize("text,cells", [
    ("1\t2\n3\t4\n", [["1", "2"], ["3", "4"]]),
    ("1, 2  3", [["1", "2", "3"]]),
    ("1;2;3", [["1", "2", "3"]]),
    ("1 2\r\n3 4\r\n\r\n", [["1", "2"], ["3", "4"]]),
])
def test_point_locale_separators(text, cells):
    assert split_block(text) == cells


def test_semicolons_with_commas_are_refused_in_a_point_locale():
    with pytest.raises(PasteError, match="mixed separators: ';' and ','"):
        split_block("1,5;2")
    with pytest.raises(PasteError, match="mixed separators"):
        split_block("1;2\n3,5;4")


def test_in_a_comma_locale_a_comma_is_a_decimal_point_never_a_separator():
    block = split_block("1,5;2\n-0,25; 3", decimal_comma=True)
    assert block == [["1,5", "2"], ["-0,25", "3"]]
    assert [[cell_number(c, decimal_comma=True) for c in row] for row in block] == [[1.5, 2.0], [-0.25, 3.0]]
    assert split_block("1,5\t2,5e3", decimal_comma=True) == [["1,5", "2,5e3"]]
    assert cell_number("2,5e3", decimal_comma=True) == 2500.0
    assert cell_number("1.5", decimal_comma=True) == 1.5  # a point is read as well


def test_a_decimal_comma_in_a_point_locale_is_refused_naming_it():
    with pytest.raises(ValueError, match=r"'1,5' has a decimal comma: write it with a point \(1.5\)"):
        cell_number("1,5")


@pytest.mark.parametrize("text", ["١٢", "１２", "1_000", "0x10", "1.2.3", "1,2,3", "e5"])
def test_numbers_are_ascii_decimal_only_like_the_csv_reader(text):
    with pytest.raises(ValueError, match="is not a number"):
        cell_number(text, decimal_comma=True)
    with pytest.raises(ValueError):
        cell_number(text)


@pytest.mark.parametrize("text", ["inf", "-Infinity", "nan"])
def test_non_finite_spellings_are_refused_as_such(text):
    with pytest.raises(ValueError, match="not a finite number"):
        cell_number(text)


def test_typographic_minus_and_exponents():
    assert cell_number(" \u22122.5e-3 ") == -0.0025
    assert cell_number("+.5") == 0.5


def test_the_locale_decides(qapp):
    saved = QLocale()
    try:
        QLocale.setDefault(QLocale(QLocale.Language.German, QLocale.Country.Germany))
        assert locale_decimal_comma()
        QLocale.setDefault(QLocale.c())
        assert not locale_decimal_comma()
    finally:
        QLocale.setDefault(saved)


# -- in the editors --------------------------------------------------------------------------------
def test_1_5_semicolon_2_is_refused_in_a_point_locale_and_nothing_changes(qtbot, window):
    editor = window.inputs.editors["w_q"]
    editor.model().decimal_comma = False
    editor.setCurrentIndex(editor.model().index(0, 0))
    before = window.document.session
    with qtbot.waitSignal(editor.model().rejected) as blocker:
        assert not editor.paste("1,5;2")
    assert "mixed separators: ';' and ','" in blocker.args[0]
    assert window.document.session is before
    assert "mixed separators" in window.error_banner.text


def test_1_5_semicolon_2_is_two_cells_in_a_comma_locale(qtbot, window):
    editor = window.inputs.editors["w_q"]
    editor.model().decimal_comma = True
    editor.setCurrentIndex(editor.model().index(0, 0))
    QApplication.clipboard().setText("1,5;2\n")
    editor.setFocus()
    with qtbot.waitSignal(window.document.changed):
        qtbot.keySequence(editor, "Ctrl+V")
    assert window.document.session.heads[0].w_q[0, :2].tolist() == [1.5, 2.0]
    assert window.document.undo_stack.count() == 1


def test_a_block_that_does_not_fit_counts_the_columns_a_person_sees(qtbot, window):
    editor = window.inputs.editors["embeddings"]  # token column, then x1 x2 x3
    editor.setCurrentIndex(editor.model().index(0, 2))  # x2
    with qtbot.waitSignal(editor.model().rejected) as blocker:
        assert not editor.paste("1\t2\t3")
    assert blocker.args[0] == ("a 1 × 3 block does not fit at row 1, column x2: X is 2 × 3 (and the token column), "
                               "the block needs row 1 and columns x2–x4")
    weights = window.inputs.editors["w_q"]
    weights.setCurrentIndex(weights.model().index(2, 2))
    with qtbot.waitSignal(weights.model().rejected) as blocker:
        assert not weights.paste("1\n2")
    assert blocker.args[0] == ("a 2 × 1 block does not fit at row 3, column q3: W_Q (head 1) is 3 × 3, "
                               "the block needs rows 3–4 and column q3")
