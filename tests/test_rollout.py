"""Attention rollout (Abnar & Zuidema, 2020) against a plain loop."""

from __future__ import annotations

import html
import re

import numpy as np
import pytest

from explorer.core.models.rollout import CAUTION, FORMULA, residual_attention, rollout


def _softmax_rows(x: np.ndarray) -> np.ndarray:
    e = np.exp(x - x.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


def _plain_rollout(weights: np.ndarray) -> list[np.ndarray]:
    """The paper's recipe, one number at a time."""
    layers, heads, n, _ = weights.shape
    out = []
    previous = None
    for layer in range(layers):
        a = [[0.0] * n for _ in range(n)]
        for i in range(n):
            for j in range(n):
                a[i][j] = sum(weights[layer, h, i, j] for h in range(heads)) / heads + (1.0 if i == j else 0.0)
            total = sum(a[i])
            a[i] = [v / total for v in a[i]]
        if previous is None:
            current = a
        else:
            current = [[sum(a[i][k] * previous[k][j] for k in range(n)) for j in range(n)] for i in range(n)]
        out.append(np.array(current))
        previous = current
    return out


def test_rollout_equals_a_plain_loop():
    rng = np.random.default_rng(7)
    weights = _softmax_rows(rng.normal(size=(4, 3, 6, 6)) * 2)
    got = rollout(weights)
    assert got.shape == (4, 6, 6)
    for layer, expected in enumerate(_plain_rollout(weights)):
        np.testing.assert_allclose(got[layer], expected, rtol=0, atol=1e-12)
    np.testing.assert_allclose(got.sum(axis=-1), 1.0, atol=1e-12)


def test_one_layer_is_the_residual_attention_and_identity_heads_stay_identity():
    eye = np.broadcast_to(np.eye(5), (2, 5, 5))
    np.testing.assert_allclose(residual_attention(eye), np.eye(5))
    np.testing.assert_allclose(rollout(np.stack([eye, eye, eye]))[-1], np.eye(5))
    uniform = np.full((1, 2, 4, 4), 0.25)
    # (¼·J + I) / 2: half the weight stays on the token itself (the residual).
    np.testing.assert_allclose(rollout(uniform)[0], (np.full((4, 4), 0.25) + np.eye(4)) / 2)


def test_bad_shapes_are_refused_with_a_message():
    with pytest.raises(ValueError, match="layers × heads × n × n"):
        rollout(np.ones((3, 3)))
    with pytest.raises(ValueError, match="heads × n × n"):
        residual_attention(np.ones((2, 3, 4)))
    assert "R_l = Â_l · R_l−1" in FORMULA and "not an explanation" in CAUTION


# -- the figure: measured text that never overlaps ---------------------------------------------
EIGHT = ("[CLS]", "the", "old", "cat", "slept", "on", "the", "warm", "mat", "[SEP]")
LONG = ("The", "internationalization", "of", "attention", "is", "hard", "to", "teach", "well", ",", "really", ".")


def _overlap(a, b) -> bool:
    x = min(a.right(), b.right()) - max(a.left(), b.left())
    y = min(a.bottom(), b.bottom()) - max(a.top(), b.top())
    return x > 0.01 and y > 0.01


def _figure(layers: int, tokens: tuple[str, ...], **kwargs):
    from explorer.export.rollout_figure import RolloutFigure

    n = len(tokens)
    weights = _softmax_rows(np.random.default_rng(layers + n).normal(size=(layers, 2, n, n)) * 2)
    return RolloutFigure(rollout(weights), tokens, "all-MiniLM-L6-v2", **kwargs)


# The sizes the app makes it at: natural (the Model view and its export), a deck page's slot
# (heatmaps alone, with and without a header), and fitted to a narrow box with its lines.
SIZES = {"natural": {}, "deck": {"width": 1184, "height": 452, "header": False, "lines": False},
         "deck_header": {"width": 1184, "height": 452, "lines": False},
         "narrow": {"width": 480, "height": 700}}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("layers,tokens", [(1, EIGHT), (6, EIGHT), (30, EIGHT), (6, LONG), (12, LONG[:3]),
                                           (6, tuple(f"t{k}" for k in range(40)))],
                         ids=["1x8", "6x8", "30x8", "6xlong", "12x3", "6x40"])
def test_no_text_of_the_rollout_figure_overlaps_another_or_a_heatmap(qapp, size, layers, tokens):
    from explorer.export.render import svg_bytes

    figure = _figure(layers, tokens, **SIZES[size])
    boxes = figure.text_boxes()
    heatmaps = figure.heatmap_boxes()
    kinds = [kind for kind, _, _ in boxes]
    if figure.header:
        assert kinds[:3] == ["title", "formula", "caution"]
        formula, caution = boxes[1][2], boxes[2][2]
        assert formula.bottom() <= caution.top() and formula.height() > 0 and caution.height() > 0
    bottom = figure.lines_top if figure.lines is not None else figure.height
    for k, (kind, text, box) in enumerate(boxes):
        assert box.left() >= 0 and box.right() <= figure.width + 0.01 and box.top() >= 0, (kind, text)
        assert box.bottom() <= bottom + 0.01, (kind, text)
        assert not any(_overlap(box, h) for h in heatmaps), (kind, text)
        for other_kind, other, other_box in boxes[k + 1:]:
            assert not _overlap(box, other_box), (kind, text, box, other_kind, other, other_box)
    # The labels: the tokens under every heatmap and left of each row of them, all drawn.
    columns = figure.column_labels
    assert kinds.count("column") == layers * len(columns.indices)
    assert kinds.count("row") == figure.grid.rows * len(figure.row_labels.indices)
    # Only every k-th token labelled, or long ones cut: said so.
    assert (columns.stride > 1 or columns.shortened) == ("note" in kinds)
    texts = re.findall(r">([^<>]+)</text>", svg_bytes(figure).decode())
    drawn = "".join(html.unescape("".join(texts)).split())
    for kind, text, _box in boxes:  # a wrapped text line by line (and "feed-" / "forward")
        assert "".join(text.split()) in drawn, (kind, text)
