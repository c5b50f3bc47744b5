"""Pictures and colours are made a band at a time (their working arrays are a
band's, not an n × m matrix's): the same numbers as a whole-array reference."""

from __future__ import annotations

import numpy as np
import pytest

import explorer.core.attention.trace as trace_module
import explorer.export.colormaps as colormaps
from explorer.core.backend import numpy_backend
from explorer.core.attention.trace import Step
from explorer.export.colormaps import ColorScale, lut


def _reference(a: np.ndarray, kr: int, kc: int, how: str) -> np.ndarray:
    """Block max / mean by padding to whole blocks and reshaping (non-finite cells absent)."""
    rows, cols = a.shape
    pr, pc = -(-rows // kr) * kr, -(-cols // kc) * kc
    finite = np.isfinite(a)
    if how == "max":
        padded = np.full((pr, pc), -np.inf)
        padded[:rows, :cols] = np.where(finite, a, -np.inf)
        out = padded.reshape(pr // kr, kr, pc // kc, kc).max(axis=(1, 3))
        out[np.isneginf(out)] = 0.0
        return out
    sums, counts = np.zeros((pr, pc)), np.zeros((pr, pc))
    sums[:rows, :cols] = np.where(finite, a, 0.0)
    counts[:rows, :cols] = finite
    s = sums.reshape(pr // kr, kr, pc // kc, kc).sum(axis=(1, 3))
    c = counts.reshape(pr // kr, kr, pc // kc, kc).sum(axis=(1, 3))
    return s / np.maximum(c, 1)


def _step(a: np.ndarray) -> Step:
    return Step("scores", 0, "S", "S = Q·Kᵀ", (), tuple(map(str, range(a.shape[0]))),
                tuple(map(str, range(a.shape[1]))), numpy_backend(), a.shape, _device=a)


@pytest.mark.parametrize("band", [1, 37, 10**9])
@pytest.mark.parametrize("how", ["max", "mean"])
@pytest.mark.parametrize("shape,side", [((101, 67), 10), ((64, 200), 16), ((9, 300), 4)])
def test_a_banded_picture_is_the_whole_arrays_blocks(monkeypatch, band, how, shape, side):
    monkeypatch.setattr(trace_module, "BAND_CELLS", band)
    rng = np.random.default_rng(band + side)
    a = rng.normal(size=shape)
    a[rng.random(shape) < 0.1] = -np.inf  # masked cells
    a[:side, :] = -np.inf  # whole blocks with nothing finite
    a[rng.random(shape) < 0.01] = np.nan
    picture = _step(a).preview(side, how)
    kr, kc = -(-shape[0] // side), -(-shape[1] // side)
    np.testing.assert_allclose(picture, _reference(a, kr, kc, how), rtol=1e-12, atol=0)


@pytest.mark.parametrize("band", [1, 1000, 10**9])
def test_banded_colours_are_the_lookup_of_each_value(monkeypatch, band):
    monkeypatch.setattr(colormaps, "COLOR_BAND", band)
    rng = np.random.default_rng(band)
    values = rng.normal(size=(57, 83)).astype(np.float32)
    values[3, 4], values[5, 6], values[7, 8] = -np.inf, np.nan, 99.0  # masked, broken, above the range
    scale = ColorScale("viridis", -1.5, 2.0)
    colours = scale.colors(values)
    t = np.clip(np.round((values.astype(np.float64) + 1.5) / 3.5 * 255), 0, 255)
    t[~np.isfinite(t)] = 0
    assert colours.shape == (57, 83, 3) and colours.dtype == np.uint8
    np.testing.assert_array_equal(colours, lut("viridis")[t.astype(int)])
    assert tuple(colours[7, 8]) == tuple(lut("viridis")[255]) and tuple(colours[3, 4]) == tuple(lut("viridis")[0])



def test_a_figures_picture_is_not_kept_by_the_trace():
    # The Export dialog's pictures (one per output scale) stayed in the trace for its
    # whole life: 0.7 n × n more at the peak of every later edit at 4096 tokens.
    from explorer.core.backend import numpy_backend
    from explorer.core.generate import random_session
    from explorer.core.attention.pipeline import run
    from explorer.export.reduced import figure_view, max_cells

    trace = run(random_session(3000, d_model=8, d_k=8, d_v=8, seed=3), numpy_backend())
    step = trace.get("heads[0].weights")
    view = figure_view(trace, "heads[0].weights", scale=1)
    assert view.values.shape[0] < 3000 and step._previews == {}  # reduced, and not kept
    np.testing.assert_array_equal(view.values, step.preview(max_cells(1), "max"))  # the same picture
