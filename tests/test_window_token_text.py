"""Token text in the window follows the one safe-text rule (core/io/safe_text.py):
a control character in a token is shown as a visible escape in the step cards'
number grids and the padding keys' list, as in the heatmaps and every export."""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from PySide6.QtCore import Qt

from explorer.core.io.presets import load_preset

CONTROL = "a\x1b[31mb\x07"


def _no_control(text: str) -> bool:
    return not any(ord(ch) < 32 or ord(ch) == 127 for ch in text)


def test_a_step_cards_number_grid_escapes_its_labels(qtbot):
    from explorer.ui.heatmap.number_grid import NumberGrid

    grid = NumberGrid()
    qtbot.addWidget(grid)
    grid.set_matrix(np.eye(2), (CONTROL, "ok"), ("x1", "x2"))
    assert all(map(_no_control, grid._rows)) and grid._rows[0].startswith("a\\x1b")


def test_the_padding_list_escapes_its_keys(qtbot):
    from explorer.app.document import Document
    from explorer.ui.editors.variants_box import VariantsBox

    session = load_preset("09-padding")
    session = replace(session, tokens=(CONTROL,) + session.tokens[1:])
    document = Document(session)
    box = VariantsBox(document)
    qtbot.addWidget(box)
    model = box.padding_model
    shown = [model.data(model.index(row), Qt.ItemDataRole.DisplayRole) for row in range(model.rowCount())]
    assert shown and all(_no_control(str(text)) for text in shown)
    assert any("\\x1b" in str(text) for text in shown)
