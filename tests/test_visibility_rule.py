"""One visibility rule: every form made from :class:`Visibility` agrees with its per-cell predicate.

The masks (full, per row, per block, per diagonal and column), the key ranges,
the pictures, the first blind query, the mask card's words, explain's reasons,
the tooltips and the lines view are all read from the same named parts; these
tests hold them to the per-cell predicate over random sessions.
"""

from __future__ import annotations

from dataclasses import replace

import numpy as np
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.attention.diagonals import diagonal_view
from explorer.core.attention.explain import explain
from explorer.core.attention.masks import Visibility, mask_description, mask_formula, mask_title
from explorer.core.attention.pipeline import run
from explorer.core.attention.step_keys import step_key
from explorer.app.lines import build_lines, focus_lines, lines_data
from explorer.app.visibility import hidden_reason, mask_legend
from strategies_variants import rule_sessions, variant_sessions


def _predicate(rule: Visibility) -> np.ndarray:
    """The per-cell predicate, cell by cell: the reference of every other form."""
    return np.array([[rule.hides(i, j) for j in range(rule.m)] for i in range(rule.n)], dtype=bool).reshape(
        rule.n, rule.m)


@settings(max_examples=120, deadline=None)
@given(rule_sessions(max_n=9), st.data())
def test_every_form_of_the_mask_agrees_with_the_per_cell_predicate(session, data):
    rule = Visibility.of(session)
    cells = _predicate(rule)
    full = rule.hidden_mask(np)
    assert bool(rule) == (full is not None)
    if full is None:
        assert not cells.any()
        full = np.zeros((rule.n, rule.m), dtype=bool)
    np.testing.assert_array_equal(full, cells)
    for i in range(rule.n):
        for j in range(rule.m):
            parts = rule.hiding_parts(i, j)
            assert bool(parts) == cells[i, j]
            assert all(rule.part(p).hides(i, j) for p in parts)
    if rule:
        # Per row and per block of keys, as the masked step's rows and the online softmax's tiles read it.
        for i in range(rule.n):
            np.testing.assert_array_equal(rule.hidden_mask(np, rows=[i])[0], cells[i])
        cols = np.array(sorted(data.draw(st.sets(st.integers(0, rule.m - 1), min_size=1))))
        np.testing.assert_array_equal(rule.hidden_mask(np, cols=cols), cells[:, cols])
        # The per-diagonal and per-column vectors the softmax adds.
        rebuilt = np.zeros_like(cells)
        diagonals, pad = rule.hidden_diagonals(), rule.padded_keys()
        if diagonals is not None:
            rebuilt |= diagonal_view(np, diagonals, rule.n, rule.m)
        if pad is not None:
            rebuilt |= pad[None, :]
        np.testing.assert_array_equal(rebuilt, cells)
    # Each query's key range, padding taken out, is exactly the keys it sees.
    lo, hi = rule.key_ranges()
    pad = rule.padded_keys() if rule.padding else np.zeros(rule.m, dtype=bool)
    for i in range(rule.n):
        in_range = (np.arange(rule.m) >= lo[i]) & (np.arange(rule.m) < hi[i])
        np.testing.assert_array_equal(in_range & ~pad, ~cells[i])
    # The pictures: exact at (n, m), block-wise "every cell hidden" at any smaller shape.
    np.testing.assert_array_equal(rule.picture((rule.n, rule.m)), cells)
    rows, cols_ = data.draw(st.integers(1, rule.n)), data.draw(st.integers(1, rule.m))
    kr, kc = -(-rule.n // rows), -(-rule.m // cols_)
    picture = rule.picture((rows, cols_))
    for a in range(picture.shape[0]):
        for b in range(picture.shape[1]):
            assert picture[a, b] == cells[a * kr:(a + 1) * kr, b * kc:(b + 1) * kc].all()
    # A valid session leaves no query blind; the words name exactly the parts there are.
    assert rule.first_blind_query() is None and not cells.all(axis=1).any()
    if rule:
        formula, legend = mask_formula(session), mask_legend(session, "weights")
        assert all(p.hidden in formula and p.legend in legend for p in rule.parts)
        assert (mask_title(session) == "Causal mask") == (rule.names == ("causal",))
        if rule.names != ("causal",):
            assert all(p.description in mask_description(session) for p in rule.parts)


@settings(max_examples=60, deadline=None)
@given(st.sampled_from(["self", "causal", "cross"]), st.integers(1, 9), st.integers(1, 9),
       st.none() | st.integers(1, 10), st.data())
def test_the_first_blind_query_is_the_first_row_the_mask_hides_whole(mode, n, m, window, data):
    m = n if mode != "cross" else m
    window = None if mode == "cross" else window
    padding = tuple(sorted(data.draw(st.sets(st.integers(0, m - 1)))))
    rule = Visibility(mode, n, m, window, padding)
    blind = np.flatnonzero(_predicate(rule).all(axis=1))
    assert rule.first_blind_query() == (int(blind[0]) if blind.size else None)


@settings(max_examples=40, deadline=None)
@given(variant_sessions(modes=("self", "causal"), max_n=6), st.data())
def test_explain_tooltips_and_lines_read_the_same_rule(session, data):
    rule = Visibility.of(session)
    if not rule:
        return
    trace = run(session)
    i, j = data.draw(st.integers(0, rule.n - 1)), data.draw(st.integers(0, rule.m - 1))
    hidden = rule.hides(i, j)
    # The inspector: the masked step's trail says hidden (and why) exactly where the rule does.
    mask = next(line for line in explain(trace, session, step_key("masked", 0), (i, j)).lines
                if line.label == "mask")
    assert ("masked to −∞" in mask.formula) == hidden
    if hidden and rule.names != ("causal",):
        for p in rule.parts:
            assert (p.why_hidden(i, j) in mask.formula) == p.hides(i, j)
    # The tooltip names the same parts.
    assert hidden_reason(session, i, j) == ("masked (" + ", ".join(rule.reasons(i, j)) + ")" if hidden
                                            else "masked")
    # The lines view draws no pair the rule hides, and every pair it keeps (no thinning at this size).
    data_ = lines_data(trace, 0)
    lines = build_lines(data_)
    drawn = np.zeros((rule.n, rule.m), dtype=bool)
    drawn[lines.query, lines.key] = True
    np.testing.assert_array_equal(drawn, ~_predicate(rule))
    focus = focus_lines(data_, "key", j)
    assert sorted(focus.query.tolist()) == [q for q in range(rule.n) if not rule.hides(q, j)]


def test_a_window_hides_pairs_from_the_lines_as_the_causal_mask_does():
    # Before the one rule, a window's hidden pairs (weight exactly 0) were counted as lines.
    from explorer.core.io.presets import load_preset

    session = replace(load_preset("02-causal-decoder"), mode="self", window=1)
    lines = build_lines(lines_data(run(session), 0))
    assert lines.total == session.n and (lines.query == lines.key).all()


def test_the_lines_figure_and_the_deck_name_every_part_that_hides_a_pair(qapp):
    from explorer.core.io.presets import load_preset
    from explorer.export.deck.views import _lines_page
    from explorer.export.lines_figure import LinesFigure

    session = replace(load_preset("02-causal-decoder"), window=2, padding=(1,))
    trace = run(session)
    said = "masked pairs have no line: key after query (j > i) or outside the window (i − j ≥ 2) or padding key"
    assert said + "." in LinesFigure(lines_data(trace, 0)).painter.notes()[0]
    assert said[0].upper() + said[1:] in _lines_page(trace, 0, "").facts


def test_the_causal_mask_without_a_session_is_the_rules_causal_part():
    # Traces read without their session and the gradients' mask ask the same rule for "j > i".
    from explorer.core.attention.steps import causal_mask, causal_picture

    for n, m in ((1, 1), (4, 4), (3, 5), (5, 3)):
        np.testing.assert_array_equal(causal_mask(np, n, m), np.triu(np.ones((n, m), dtype=bool), 1))
    picture = causal_picture((4, 4))
    assert picture is causal_picture((4, 4)) and not picture.flags.writeable  # cached: a repaint compares identity
