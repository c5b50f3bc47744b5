"""What an edit changed in a step card: its frame, its numbers, or nothing (no Qt).

A card redraws per edit only what changed. :func:`same_frame` says whether
the texts, shape and labels are those of the card already drawn (then its
size and layout stay, and only the matrix is set); :func:`same_numbers`
says whether the matrix itself is the same numbers (then nothing is drawn:
editing W_Q leaves K and V equal, though the pipeline computes new arrays).
"""

from __future__ import annotations

import numpy as np

from explorer.app.cards import CardContent, DeferredValues

#: Arrays up to this many cells are compared by value; larger ones by identity
#: (comparing two n × n matrices costs about what drawing their picture does).
COMPARE_CELLS = 1 << 18


def frame_key(content: CardContent) -> tuple:
    """Everything a card's size and texts follow: the same key, the same layout."""
    return (content.key, content.kicker, content.title, content.formula, content.shape_text, content.description,
            tuple(content.values.shape), content.row_labels, content.col_labels, content.probability,
            content.index_prefix, content.axis_names,
            None if content.display is None else content.display.shape, content.reading)


def same_frame(a: CardContent | None, b: CardContent) -> bool:
    """Whether ``b`` is drawn in ``a``'s frame (same texts, shape, labels)."""
    return a is not None and frame_key(a) == frame_key(b)


def _same_array(x: object, y: object) -> bool:
    if x is y:
        return True
    if x is None or y is None:
        return False
    if isinstance(x, DeferredValues) or isinstance(y, DeferredValues):
        # Lazy numbers are not made to be compared: the same source only.
        return (isinstance(x, DeferredValues) and isinstance(y, DeferredValues)
                and x.source is not None and x.source is y.source)
    x, y = np.asarray(x), np.asarray(y)
    if x.shape != y.shape or x.dtype != y.dtype or x.size > COMPARE_CELLS:
        return False
    # nan ≠ nan here: a matrix with errors is redrawn, never wrongly kept.
    return bool(np.array_equal(x, y))


def same_numbers(a: CardContent | None, b: CardContent) -> bool:
    """Whether ``b`` shows exactly ``a``'s picture: the same frame, and values,
    picture and mask equal (by value up to :data:`COMPARE_CELLS`, else the same arrays)."""
    # The small picture first: a changed card is told apart without reading its n × m values.
    return (same_frame(a, b) and _same_array(a.display, b.display) and _same_array(a.mask, b.mask)
            and _same_array(a.values, b.values))
