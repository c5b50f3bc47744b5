"""Figures and cards hatch the whole visibility mask (causal ∧ window ∧ padding)."""

from dataclasses import replace

import numpy as np

from explorer.core.backend import numpy_backend
from explorer.core.attention.masks import hidden_mask
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.attention.step_keys import step_key
from explorer.export.reduced import figure_view
from explorer.export.view import matrix_view
from explorer.app.cards import step_mask
from explorer.app.visibility import hidden_reason, mask_legend


def _trace(session):
    return run(session, numpy_backend())


def _self_session():
    s = load_preset("02-causal-decoder")  # 4 tokens
    return replace(s, mode="self")


def test_window_and_padding_are_hatched_in_self_mode():
    s = replace(_self_session(), window=2, padding=(0,))
    trace = _trace(s)
    step = trace.step("weights", 0)
    mask = step_mask(trace, step, step.shape)
    assert mask is not None
    assert np.array_equal(mask, hidden_mask(np, s))
    assert mask[:, 0].all() and mask[0, 2] and not mask[1, 1]
    view = matrix_view(trace, step_key("weights", 0))
    assert np.array_equal(view.mask, hidden_mask(np, s))
    assert view.mask_note == "masked: outside the window (|i − j| ≥ 2) or padding key, weight exactly 0"


def test_plain_self_mode_hatches_nothing_and_causal_keeps_j_gt_i():
    plain = _trace(_self_session())
    assert step_mask(plain, plain.step("weights", 0), plain.step("weights", 0).shape) is None
    causal = replace(_self_session(), mode="causal")
    trace = _trace(causal)
    mask = step_mask(trace, trace.step("masked", 0), (causal.n, causal.n))
    assert np.array_equal(mask, np.triu(np.ones((causal.n, causal.n), bool), 1))
    assert mask_legend(causal, "masked") == "masked: key after query (j > i), score set to −∞"


def test_reduced_figure_hatches_padding_blocks():
    s = replace(_self_session(), padding=(0,))
    view = figure_view(_trace(s), step_key("weights", 0))
    assert view.mask[:, 0].all() and not view.mask[:, 1:].any()


def test_hidden_reason_names_each_part():
    s = replace(_self_session(), mode="causal", window=2, padding=(1,))
    assert hidden_reason(s, 3, 1) == "masked (outside the window, padding)"
    assert hidden_reason(s, 1, 2) == "masked (a later token)"
