"""Colormaps of exported figures: the tables, the scales, the text colour."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.export.colormaps import COLORMAPS, ColorScale, lut, relative_luminance, scale_for, text_on


@pytest.mark.parametrize("name", ["viridis", "cividis"])
def test_sequential_tables_are_the_apps(name):
    # The app's heatmaps use pyqtgraph's maps: exported figures must match them.
    import pyqtgraph as pg

    expected = pg.colormap.get(name).getLookupTable(0.0, 1.0, 256, alpha=False)
    np.testing.assert_array_equal(lut(name), expected)


def test_viridis_known_colours():
    # Published matplotlib viridis endpoints and midpoint (#440154, #21918c, #fde725).
    table = lut("viridis")
    assert tuple(table[0]) == (0x44, 0x01, 0x54)
    assert tuple(table[-1]) == (0xFD, 0xE7, 0x25)
    assert np.abs(table[128].astype(int) - (0x21, 0x91, 0x8C)).max() <= 2


def test_diverging_is_blue_white_red():
    table = lut("rdbu").astype(int)
    low, mid, high = table[0], table[len(table) // 2], table[-1]
    assert low[2] > low[0]  # negative end is blue
    assert high[0] > high[2]  # positive end is red
    assert mid.min() >= 240  # the centre is near white
    # Symmetric in lightness: equal distances from 0 look equally strong.
    lum = [relative_luminance(tuple(int(c) for c in table[k])) for k in range(256)]
    for k in range(0, 128, 16):
        assert abs(lum[k] - lum[255 - k]) < 0.08


def test_app_maps_come_from_pyqtgraph():
    import pyqtgraph as pg

    np.testing.assert_array_equal(lut("magma"), pg.colormap.get("magma").getLookupTable(0, 1, 256, alpha=False))
    with pytest.raises(ValueError, match="unknown colormap"):
        lut("no-such-map")


def test_weights_use_a_fixed_sequential_range():
    scale = scale_for(np.array([[0.2, 0.8]]), "auto", probabilities=True)
    assert (scale.name, scale.vmin, scale.vmax) == ("viridis", 0.0, 1.0)


def test_signed_steps_are_centred_on_zero_ignoring_masked():
    scale = scale_for(np.array([[-1.0, 3.0], [-np.inf, 0.5]]))
    assert scale.name == "rdbu" and (scale.vmin, scale.vmax) == (-3.0, 3.0)
    assert 0.0 in scale.ticks(5)
    # As on screen: a sequential map chosen is for values of one sign; signed ones stay diverging.
    seq = scale_for(np.array([[-1.0, 3.0]]), "cividis")
    assert (seq.name, seq.vmin, seq.vmax) == ("rdbu", -3.0, 3.0)
    assert scale_for(np.array([[1.0, 3.0]]), "cividis").name == "cividis"


def test_scale_maps_ends_and_clips():
    scale = ColorScale("viridis", 0.0, 1.0)
    assert scale.color(0.0) == tuple(int(c) for c in lut("viridis")[0])
    assert scale.color(1.0) == tuple(int(c) for c in lut("viridis")[-1])
    assert scale.color(7.0) == scale.color(1.0)
    assert scale.colors(np.zeros((2, 3))).shape == (2, 3, 3)


def test_constant_matrix_still_has_a_range():
    scale = scale_for(np.full((2, 2), 4.0), "viridis")
    assert scale.vmin < 4.0 < scale.vmax


def test_text_colour_contrasts():
    assert text_on((0x44, 0x01, 0x54)) == "#ffffff"  # dark purple → white text
    assert text_on((0xFD, 0xE7, 0x25)) == "#111111"  # yellow → dark text
    assert text_on((255, 255, 255)) == "#111111"


def test_auto_is_listed():
    assert COLORMAPS[0] == "auto"
