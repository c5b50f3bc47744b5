"""Checks of the model view's figure shared by the MiniLM and SmolLM2 tests."""

from __future__ import annotations

import numpy as np


def first_token_share(weights: np.ndarray, layer: int, head: int) -> float:
    """The head's mean weight on the first key, summed by hand (not the figure's sink_shares)."""
    rows = weights[layer, head]
    return sum(float(row[0]) for row in rows) / len(rows)


def _overlap(a, b) -> bool:
    """More than a hair of overlap (boxes that touch are fine)."""
    x = min(a.right(), b.right()) - max(a.left(), b.left())
    y = min(a.bottom(), b.bottom()) - max(a.top(), b.top())
    return x > 0.01 and y > 0.01


def assert_every_head_shows_its_share(figure, weights: np.ndarray, threshold: float) -> None:
    """Every head has its share as a number ("● " before a sink's), in the figure, on its own
    row (layers down) and column (heads across), over no thumbnail and no other number."""
    from PySide6.QtCore import QRectF

    layers, heads = weights.shape[:2]
    g = figure.grid
    assert (g.rows, g.columns) == (layers, heads)  # layers down, heads across
    boxes = figure.share_boxes()
    assert len(boxes) == layers * heads
    thumbs = [QRectF(*g.origin(l, h), g.cell, g.cell) for l in range(layers) for h in range(heads)]
    for (layer, head), (box, text) in boxes.items():
        share = first_token_share(weights, layer, head)
        number = f"{share:.2f}"
        assert text == (f"● {number}" if share >= threshold else number), (layer, head, text, share)
        x, y = g.origin(layer, head)
        # Its own thumbnail's: on the same row (beside) or just under it, within the column's stride.
        assert y - 0.5 <= box.center().y() <= y + g.cell + g.gap_y + 0.5
        assert x - g.gap_x / 2 <= box.center().x() <= x + g.cell + g.gap_x
        assert 0 <= box.left() and box.right() <= figure.width and box.bottom() <= figure.height
        assert not any(_overlap(box, t) for t in thumbs), (layer, head)
    ordered = sorted((b for b, _ in boxes.values()), key=lambda b: (b.top(), b.left()))
    for k, a in enumerate(ordered):
        for b in ordered[k + 1:]:
            if b.top() > a.bottom():
                break
            assert not _overlap(a, b)
