"""One look for screen and figures: the colour rule, numbers, formulas, labels, slide sizes."""

from __future__ import annotations

import dataclasses
import xml.etree.ElementTree as ET

import numpy as np
import pytest

from explorer.core.edits import resize
from explorer.core.numbers import DEFAULT_DECIMALS, format_number
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.attention.steps import colour_scale
from explorer.export.formula import Run, from_ascii, parse, plain, split_terms
from explorer.export.matrix_block import VALUE_TO_LABEL, value_font_px
from explorer.export.options import FigureOptions

SVG = "{http://www.w3.org/2000/svg}"
WORDS = "The internationalization of attention is hard to teach well today my friends".split()


def session(n: int):
    s = resize(load_preset("01-thinking-machines"), n=n, fill="random", seed=1)
    tokens = tuple(WORDS[:n]) if n > 2 else ("internationalization", "attention")
    return dataclasses.replace(s, tokens=tokens)


# -- pure rules ---------------------------------------------------------------
def test_colour_rule_is_the_screens():
    scores = np.array([[4.0, -2.0], [0.0, 4.0]])
    assert colour_scale(scores, False, "viridis") == ("rdbu", -4.0, 4.0)
    assert colour_scale(np.abs(scores), False, "magma") == ("magma", 0.0, 4.0)
    assert colour_scale(np.array([[0.2, 0.8]]), True, None) == ("viridis", 0.0, 1.0)
    # Dark: a grey middle, not rdbu's white, at 0.
    assert colour_scale(scores, False, "auto", dark=True)[0] == "CET-D8"
    # Masked cells are left out (a masked −∞ too).
    masked = np.array([[1.0, -5.0], [2.0, 3.0]])
    assert colour_scale(masked, False, "viridis", mask=np.array([[False, True], [False, False]])) == \
        ("viridis", 1.0, 3.0)


def test_screen_heatmap_uses_the_same_rule(qapp):
    from explorer.export.colormaps import scale_for
    from explorer.ui.heatmap.heatmap import Heatmap

    h = Heatmap()
    try:
        values = np.array([[4.0, -2.0], [0.0, 1.0]])
        h.set_matrix(values, ("a", "b"), ("a", "b"), colormap_name="viridis")
        figure = scale_for(values, "viridis")
        assert (h._shown_map, *h.levels) == (figure.name, figure.vmin, figure.vmax)
    finally:
        h.deleteLater()


def test_one_number_format():
    assert DEFAULT_DECIMALS == 3
    assert format_number(0.7603680) == "0.760"
    assert format_number(0.7603680, 2) == "0.76"


def test_formula_markup_parses_into_runs():
    assert parse("W_{Q}") == (Run("W"), Run("Q", -1))
    assert parse("K^{T}") == (Run("K"), Run("T", 1))
    assert parse("\\sqrt{d_{k}}") == (Run("\u221a"), Run("d", 0, True), Run("k", -1, True))
    assert parse("a_ij") == (Run("a"), Run("i", -1), Run("j"))  # one character without braces
    assert plain("\\sqrt{d_{k}}") == "\u221adk"
    assert from_ascii("Q = X·W_Q") == "Q = X·W_{Q}"
    assert from_ascii("S = Q·K\u1d40") == "S = Q·K^{T}"
    assert from_ascii("S / \u221ad_k") == "S / \\sqrt{d_{k}}"
    assert from_ascii("Z_i = Σ_j a_ij · v_j") == "Z_{i} = Σ_{j} a_{ij} · v_{j}"
    assert split_terms("a = b = c") == ["a", "= b", "= c"]
    assert parse("x_{unclosed") == (Run("x"), Run("unclosed", -1))


def test_value_font_rule():
    # A number 3 em wide fits a 40 × 20 cell at 11.5 px, not a 10 px wide one at 8 px or more.
    assert value_font_px(3.0, 40, 20, 8, 18) == pytest.approx(11.5)
    assert value_font_px(3.0, 10, 20, 8, 18) is None
    assert value_font_px(3.0, 40, 8, 8, 18) is None  # too short a cell


# -- figures ------------------------------------------------------------------
def svg_texts(data: bytes) -> str:
    root = ET.fromstring(data)
    return "\n".join("".join(t.itertext()) for t in root.iter(f"{SVG}text"))


@pytest.mark.parametrize("n", [2, 6, 12])
@pytest.mark.parametrize("step", ["weights", "pipeline"])
def test_every_token_labelled_in_the_svg(qapp, n, step):
    from explorer.export.files import build_figure
    from explorer.export.render import svg_bytes

    s = session(n)
    trace = run(s)
    figure = build_figure(trace, f"heads[0].{step}", FigureOptions(), session=s)
    text = svg_texts(svg_bytes(figure))
    blocks = [c.block for c in figure.cards] if step == "pipeline" else [figure.block]
    for block in blocks:
        assert block.cols.stride == 1 and block.rows.stride == 1
        shown = list(block.cols.texts) + (list(block.rows.texts) if block.show_row_labels else [])
        for label in shown:
            assert label in text
    for token in s.tokens:
        full_or_short = [t for b in blocks for t in b.cols.texts + b.rows.texts
                         if t == token or (t.endswith("…") and token.startswith(t[:-1]))]
        assert full_or_short, token
    if n >= 6:
        assert "internationalization" in text or any("internationali" in t for t in text.split("\n"))


@pytest.mark.parametrize("n", [6, 8])
def test_slide_shows_every_number_at_6_and_8_tokens(qapp, n):
    from explorer.export.files import build_figure

    s = session(n)
    figure = build_figure(run(s), "heads[0].pipeline", FigureOptions(), session=s)
    for card in figure.cards:
        block = card.block
        assert block.shows_values, card.view.step_id
        label, number = block.label_font.pixelSize(), block.value_font.pixelSize()
        assert number >= VALUE_TO_LABEL * label
        assert block.value_texts[0][0].count(".") == 1 and len(block.value_texts[0][0].split(".")[1]) == 3


def test_slide_shows_weights_numbers_at_12_tokens(qapp):
    from explorer.export.files import build_figure

    s = session(12)
    figure = build_figure(run(s), "heads[0].pipeline", FigureOptions(theme="dark"), session=s)
    weights = next(c.block for c in figure.cards if c.view.step_id == "weights")
    assert weights.shows_values
    assert weights.value_font.pixelSize() >= VALUE_TO_LABEL * weights.label_font.pixelSize()
    assert any(c.scale.name == "CET-D8" for c in figure.cards)  # dark: no white zeros


def test_decimals_follow_the_options(qapp):
    from explorer.export.files import build_figure

    trace = run(load_preset("01-thinking-machines"))
    fig = build_figure(trace, "heads[0].weights", FigureOptions(decimals=2))
    assert fig.block.value_texts[0][0] == "0.76"
    assert all(len(t.split(".")[-1]) == 2 for _, t in fig.bar.labels)
    fig = build_figure(trace, "heads[0].weights", FigureOptions())
    assert fig.block.value_texts[0][0] == "0.760"
