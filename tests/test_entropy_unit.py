"""Entropy in one unit, bits, and the unit written wherever entropy is shown."""

from __future__ import annotations

import math

import numpy as np

from explorer.core.backend import numpy_backend
from explorer.core.io.presets import load_preset
from explorer.core.attention.scaling_demo import sample_spread
from explorer.core.attention.stats import (
    ENTROPY_UNIT,
    row_entropy,
    saturation_vs_dk,
    weight_stats,
)
from explorer.app.frame import Frame
from explorer.app.view import View
from explorer.app import whatif
from explorer.app.snapshot import ComputeOptions, make_snapshot


def test_one_even_split_over_two_keys_is_one_bit_everywhere():
    assert ENTROPY_UNIT == "bits"
    even = np.array([[0.5, 0.5, 0.0]])
    assert row_entropy(even)[0] == 1.0 and weight_stats(even)[1][0] == 1.0
    assert saturation_vs_dk((4,), n=2, trials=1).scaled_entropy[0] <= 1.0  # 2 keys: at most 1 bit


def test_what_if_and_why_sqrt_dk_agree_on_the_same_row():
    # The Why √d_k chart's bars and the What if… table read one function in one unit.
    spread = sample_spread(4, samples=16, keys=8, trials=2)
    assert spread.entropy_raw == float(row_entropy(spread.weights_raw[None, :])[0])
    assert 0 <= spread.entropy_raw <= math.log2(8) + 1e-12
    means = saturation_vs_dk((4,), n=8, seed=13 + 4, trials=2)
    assert spread.mean_entropy_raw == float(means.unscaled_entropy[0])  # bits, not bits × 1/ln 2


def test_what_if_table_is_in_bits_and_says_so():
    snapshot = make_snapshot(load_preset("02-causal-decoder"), numpy_backend(), ComputeOptions(), 1)
    content = whatif.resolve(Frame(snapshot, View(), snapshot.options))
    assert "entropy in bits" in content.caption
    # The second query sees two keys: spread evenly, that is exactly 1 bit (0.693 in nats).
    assert content.rows[1][3] == "1.000"
    weights = snapshot.trace.step("weights").array
    assert content.rows[2][2] == whatif.format_number(float(row_entropy(weights)[2]), 3)


def test_the_panel_headers_name_the_unit(qtbot):
    from explorer.app.document import Document
    from explorer.app.view_state import ViewState
    from explorer.ui.tools.whatif import WhatIfPanel

    document = Document(load_preset("02-causal-decoder"))
    panel = WhatIfPanel(document, ViewState(document))
    qtbot.addWidget(panel)
    panel.show()
    qtbot.waitUntil(lambda: panel.rows_table.rowCount() > 0)
    headers = [panel.rows_table.horizontalHeaderItem(c).text() for c in range(panel.rows_table.columnCount())]
    assert "entropy\n(bits)" in headers  # the unit on its own line: the column is a quarter of the dock
    assert "bits" in panel.rows_table.horizontalHeaderItem(3).toolTip()
    assert "bits" in panel.rows_caption.text()
    qtbot.waitUntil(lambda: panel.saturation_table.rowCount() > 0)
    assert panel.saturation_table.horizontalHeaderItem(2).text().startswith("entropy (bits)")
