"""One number format in one module, and View → Decimals reaching the matrix editors."""

from __future__ import annotations

import re
from pathlib import Path

from PySide6.QtCore import Qt
from test_main_window import type_into

from explorer.core.numbers import DEFAULT_DECIMALS, format_number

PACKAGE = Path(__file__).resolve().parents[1] / "explorer"


def test_the_format_and_its_default_are_defined_once():
    sources = {p: p.read_text(encoding="utf-8") for p in PACKAGE.rglob("*.py")}
    defined = [p.relative_to(PACKAGE).as_posix() for p, text in sources.items()
               if re.search(r"^def format_number\(", text, re.MULTILINE)]
    assert defined == ["core/numbers.py"]
    assigned = [p.relative_to(PACKAGE).as_posix() for p, text in sources.items()
                if re.search(r"^DEFAULT_DECIMALS\s*=", text, re.MULTILINE)]
    assert assigned == ["core/numbers.py"]
    from explorer.ui.window import settings

    assert settings.DEFAULT_DECIMALS is DEFAULT_DECIMALS


def test_the_rules():
    assert format_number(0.76) == "0.760" and format_number(0.76, trim=True) == "0.76"
    assert format_number(1.0, trim=True) == "1" and format_number(-0.5) == "\u22120.500"
    assert format_number(-0.0004) == "0.000" and format_number(-1e-17, 3, trim=True) == "\u22121e\u221217"
    assert format_number(12345.6) == "12345.6"  # fixed decimals would not fit a cell
    assert format_number(1.5e7, 2, unicode_minus=False) == "1.50e+07"
    assert format_number(float("-inf")) == "\u2212\u221e" and format_number(float("nan")) == "nan"


def test_editors_follow_view_decimals_and_editing_keeps_the_whole_value(qtbot, window):
    editor = window.inputs.editors["embeddings"]
    model = editor.model()
    type_into(qtbot, editor, 0, 1, "0.123456")
    index = model.index(0, 1)
    assert window.document.session.embeddings[0, 0] == 0.123456
    assert model.data(index, Qt.ItemDataRole.DisplayRole) == "0.123"  # View → Decimals: 3
    window.view_state.set_decimals(5)
    qtbot.waitUntil(lambda: model.data(index, Qt.ItemDataRole.DisplayRole) == "0.12346")
    window.view_state.set_decimals(1)
    qtbot.waitUntil(lambda: model.data(index, Qt.ItemDataRole.DisplayRole) == "0.1")
    # The editor opened on a cell shows, and takes, the full value.
    assert model.data(index, Qt.ItemDataRole.EditRole) == "0.123456"
    assert "0.123456" in model.data(index, Qt.ItemDataRole.ToolTipRole)
    # Every editor follows, the weights' too, and a whole number stays whole.
    models = window.inputs.models
    assert len(models) > 1 and all(m.decimals == 1 for m in models.values())
    assert model.data(model.index(0, 2), Qt.ItemDataRole.DisplayRole) == "0"  # X[0, 1] of the example is 0
