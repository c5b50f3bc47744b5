"""The lines view: which lines, their opacity (the weight), thinning, hover focus, and its export."""

from __future__ import annotations

import xml.etree.ElementTree as ET

import numpy as np
import pytest

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.session import Head, Session
from explorer.app.lines import (
    MAX_LINES,
    MIN_THRESHOLD,
    LinesData,
    build_lines,
    focus_lines,
    head_color,
    lines_data,
)
from explorer.app.lines_geometry import Geometry, token_at

LONG = ["The", "internationalization", "of", "software", "needs", "careful", "engineering", "today"]


def _session(tokens, mode="causal", heads=1, seed=3, source=None) -> Session:
    rng = np.random.default_rng(seed)
    n, d = len(tokens), 6
    extra = {}
    if source is not None:
        extra = {"source_tokens": tuple(source), "source_embeddings": rng.normal(size=(len(source), d))}
    return Session(mode=mode, tokens=tuple(tokens), embeddings=rng.normal(size=(n, d)),
                   heads=tuple(Head(*(rng.normal(size=(d, 4)) for _ in range(3))) for _ in range(heads)), **extra)


def _random_weights(n: int, m: int, seed: int = 0) -> np.ndarray:
    x = np.random.default_rng(seed).normal(size=(n, m)) * 3
    e = np.exp(x - x.max(axis=1, keepdims=True))
    return e / e.sum(axis=1, keepdims=True)


# -- the pure rules -------------------------------------------------------------------------

def test_every_unmasked_pair_is_a_line_whose_opacity_is_its_weight():
    trace = run(_session(LONG, "causal", heads=2))
    data = lines_data(trace, None)
    lines = build_lines(data)
    n = len(LONG)
    assert len(lines) == 2 * n * (n + 1) // 2 == lines.total  # masked pairs (j > i) are absent
    assert lines.threshold == 0 and lines.note == ""
    assert np.all(lines.key <= lines.query)
    for h in range(2):
        w = trace.step("weights", h).array
        mine = lines.head == h
        np.testing.assert_array_equal(lines.alpha[mine], w[lines.query[mine], lines.key[mine]])
    assert "masked" in data.title


def test_cross_mode_puts_the_source_tokens_on_the_right():
    source = ["Le", "chat", "noir", "dort", "internationalisation"]
    trace = run(_session(LONG[:3], "cross", source=source))
    data = lines_data(trace, 0)
    assert data.queries == tuple(LONG[:3]) and data.keys == tuple(source)
    lines = build_lines(data)
    assert len(lines) == 3 * 5 and lines.key.max() == 4
    assert "source" in data.key_title


def test_hundreds_of_tokens_thin_below_a_stated_threshold():
    w = _random_weights(512, 512)
    data = LinesData(tuple(map(str, range(512))), tuple(map(str, range(512))), (w,), (0,))
    lines = build_lines(data)
    assert lines.total == 512 * 512
    assert MIN_THRESHOLD <= lines.threshold
    assert 0 < len(lines) <= MAX_LINES
    assert lines.weight.min() >= lines.threshold
    assert len(lines) == int((w >= lines.threshold).sum())  # every line at or above it is drawn
    assert f"below {lines.threshold:.3g}" in lines.note and f"{len(lines):,} of 262,144" in lines.note


def test_hovering_a_token_keeps_only_its_lines_unthinned():
    w = _random_weights(300, 300, seed=2)
    data = LinesData(tuple(map(str, range(300))), tuple(map(str, range(300))), (w,), (0,), causal=True)
    row = focus_lines(data, "query", 120)
    assert set(row.query.tolist()) == {120} and row.key.tolist() == list(range(121))  # causal: keys 0…120
    np.testing.assert_array_equal(row.weight, w[120, :121])
    column = focus_lines(data, "key", 250)
    assert set(column.key.tolist()) == {250} and column.query.tolist() == list(range(250, 300))
    with pytest.raises(ValueError):
        focus_lines(data, "middle", 0)


def test_token_at_finds_the_row_under_the_pointer():
    g = Geometry(n=4, m=2, top=100, bottom=500, left=200, right=600)
    assert token_at(g, 150, 110, 120) == ("query", 0)
    assert token_at(g, 150, 499, 120) == ("query", 3)
    assert token_at(g, 650, 301, 120) == ("key", 1)
    assert token_at(g, 400, 200, 120) is None  # between the columns
    assert token_at(g, 150, 90, 120) is None


def test_head_colours_come_from_one_qualitative_palette_per_theme():
    assert head_color(0, "light") != head_color(1, "light")
    assert head_color(0, "light") == head_color(7, "light")  # seven colours, repeating
    assert head_color(0, "dark") != head_color(0, "light")


# -- the figure: what is drawn --------------------------------------------------------------

def _svg(figure) -> ET.Element:
    from explorer.export.render import svg_bytes

    return ET.fromstring(svg_bytes(figure))


def _texts(root: ET.Element) -> list[str]:
    return ["".join(t.itertext()).strip() for t in root.iter() if t.tag.endswith("text")]


@pytest.mark.parametrize("theme", ["light", "dark"])
def test_svg_export_holds_every_token_as_text_and_lines_at_their_weights(qapp, theme):
    from explorer.export.lines_figure import LinesFigure
    from explorer.export.theme import theme as export_theme

    trace = run(_session(LONG, "causal"))
    data = lines_data(trace, 0)
    figure = LinesFigure(data, export_theme(theme))
    root = _svg(figure)
    texts = _texts(root)
    assert texts.count("internationalization") == 2 and all(texts.count(t) >= 2 for t in LONG)  # both columns
    g = figure.painter.geometry
    w = trace.step("weights", 0).array
    drawn = {}
    for group in root.iter():
        if not group.tag.endswith("g") or group.get("stroke-opacity") is None or group.get("stroke") == "none":
            continue
        for line in group:
            if not line.tag.endswith("polyline"):
                continue
            (x0, y0), (x1, y1) = (tuple(map(float, p.split(","))) for p in line.get("points").split())
            if abs(x0 - g.left) > 0.01 or abs(x1 - g.right) > 0.01:
                continue
            i, j = round((y0 - g.top) / g.query_spacing - 0.5), round((y1 - g.top) / g.key_spacing - 0.5)
            drawn[(i, j)] = float(group.get("stroke-opacity"))
    expected = {(i, j): w[i, j] for i in range(8) for j in range(i + 1) if round(w[i, j] * 255) > 0}
    assert set(drawn) == set(expected)  # no masked pair, no invisible line, every other one
    for pair, opacity in drawn.items():
        assert opacity == pytest.approx(expected[pair], abs=0.5 / 255 + 1e-6)
    # What the mask hides, in the cards' words: the future tokens, the keys after each query.
    note = next(t for t in texts if t.startswith("Each line"))
    assert note == ("Each line's opacity and width are its weight a_ij; future tokens are masked: no line to a key "
                    "after its query (j > i).")
    left, right = (next(float(e.get("x", "nan")) for e in root.iter() if (e.text or "").strip() == t)
                   for t in ("queries", "keys"))
    assert left >= 0 and right < figure.width  # the column titles stay on the figure


def test_a_self_attention_note_says_nothing_is_masked_and_short_tokens_keep_their_titles_inside(qapp):
    from explorer.export.rollout_figure import rollout_lines
    from explorer.export.lines_figure import LinesFigure

    figure = LinesFigure(lines_data(run(_session(LONG, "self")), 0))
    assert figure.painter.notes() == ["Each line's opacity and width are its weight a_ij."]
    # One-letter tokens: "output positions" is wider than its column and must not run off the left edge.
    w = np.stack([np.eye(3)])
    figure = LinesFigure(rollout_lines(w, ("a", "b", "c")))
    root = _svg(figure)
    xs = [float(e.get("x", "nan")) for e in root.iter() if (e.text or "").strip() == "output positions"]
    assert xs and xs[0] >= 0


def test_figure_of_a_hovered_query_prints_its_weights(qapp):
    from explorer.export.lines_figure import LinesFigure

    trace = run(load_preset("02-causal-decoder"))
    figure = LinesFigure(lines_data(trace, 0), focus=("query", 3), decimals=3)
    texts = _texts(_svg(figure))
    w = trace.step("weights", 0).array[3]
    assert all(f"{v:.3f}" in texts for v in w)
    assert any("Query 4" in t for t in texts)


def test_every_head_has_its_own_dash_as_well_as_its_colour(qapp):
    """With all heads drawn, a grey-scale print still tells them apart: the first head's lines
    (and legend) are solid, each other head's dashed in its own pattern (SVG's stroke-dasharray)."""
    from explorer.app.lines import HEAD_DASHES, head_color
    from explorer.export.lines_figure import LinesFigure

    trace = run(_session(LONG, "causal", heads=4))
    root = _svg(LinesFigure(lines_data(trace, None)))
    dashes: dict[str, set[str]] = {}
    for group in root.iter():
        stroke = group.get("stroke")
        if group.tag.endswith("g") and stroke not in (None, "none") and any(
                c.tag.endswith("polyline") for c in group):
            dashes.setdefault(stroke.lower(), set()).add(group.get("stroke-dasharray") or "solid")
    colours = [head_color(h).lower() for h in range(4)]
    assert set(colours) <= set(dashes)
    assert dashes[colours[0]] == {"solid"}
    patterns = [dashes[c] for c in colours[1:]]
    assert all("solid" not in p for p in patterns)
    assert len({frozenset(p) for p in patterns}) == 3  # three dashes, none alike
    assert len(set(HEAD_DASHES)) == len(HEAD_DASHES)  # seven heads before a dash comes round again
    one = _svg(LinesFigure(lines_data(trace, 0)))  # one head alone: solid, its colour says enough
    assert all(g.get("stroke-dasharray") in (None, "none") for g in one.iter() if g.tag.endswith("g"))


def test_a_long_title_is_set_smaller_and_long_notes_wrap_before_anything_is_cut(qapp):
    """A longer language's title and footer in a narrow figure: the title whole at a smaller size, the
    footer's sentence over two lines, every word of both in the figure (nothing cut with "…")."""
    import dataclasses

    from explorer.export.lines_figure import LinesFigure

    data = lines_data(run(_session(LONG, "causal")), 0)
    data = dataclasses.replace(data, title="Poids d’attention, tête 1 : auto-attention masquée (causale)")
    figure = LinesFigure(data, width=520, height=520)
    texts = _texts(_svg(figure))
    assert data.title in texts
    words = " ".join(texts)
    note = figure.painter.notes(None)[0]
    assert len(note) > 60 and all(word in words for word in note.split())
    assert not any(t.endswith("…") for t in texts if t not in LONG)
