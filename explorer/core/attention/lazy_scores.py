"""The scores S = Q·Kᵀ of a long sequence, which the trace does not keep.

From ``pipeline.LAZY_SCORES_CELLS`` a head the softmax turns its own product
into the weights in place; S, and the steps made from it (S′, S″, the masked
scores), are made again when read. :class:`Scores` hands them S (the step's own
array once something read it whole, else a fresh product) and makes their
pictures a band of rows at a time (:meth:`explorer.core.attention.trace.Trace.make_score_pictures`).
"""

from __future__ import annotations

import math
import weakref
from typing import Any, Callable

import numpy as np

from explorer.core.attention.trace import BAND_CELLS, Step, _reduced

__all__ = ["Scores", "divided", "hide", "product"]


def product(xp: Any, q: Any, k: Any) -> Callable[..., Any]:
    """Q·Kᵀ whenever it is made: ``product()`` whole, ``product(i)`` one query's row,
    ``product(rows)`` a band of rows (a slice). An overflow is the trace's problem
    to report, not a warning on the console."""
    def product(rows: int | slice | None = None) -> Any:
        with np.errstate(all="ignore"):
            if rows is None:
                return q @ k.T
            if isinstance(rows, slice):
                return q[rows] @ k.T
            return (q[rows:rows + 1] @ k.T)[0]
    return product


class Scores:
    """One head's S for the steps made from it (S′, S″, the masked scores), with
    whether it is a fresh array (theirs to change): the scores step's own array
    once it holds one, else a new product. :meth:`pictures` makes the pictures
    of all of them from one product, each step made from the last in place."""

    def __init__(self, product: Callable[..., Any]):
        self.product = product
        # The steps are held weakly: theirs (S′'s make, the trace) hold this, and a cycle
        # kept a dropped trace's Q, K and pictures until Python's cyclic collector ran,
        # several edits later at 4096 tokens (the window grew 2.5 MiB an edit meanwhile).
        self._step: weakref.ref[Step] | None = None
        self._links: list[tuple[weakref.ref[Step], Callable[[Any, slice], Any]]] = []

    @property
    def step(self) -> Step | None:
        """The scores step S (None before the pipeline names it, or once its trace is gone)."""
        return self._step() if self._step is not None else None

    @step.setter
    def step(self, step: Step) -> None:
        self._step = weakref.ref(step)

    def link(self, step: Step, make: Callable[[Any, slice], Any]) -> None:
        """The next step made from the last one's fresh band of rows, in place (S′, S″, masked)."""
        self._links.append((weakref.ref(step), make))

    @property
    def links(self) -> list[tuple[Step | None, Callable[[Any, slice], Any]]]:
        """(step, what makes it from a fresh array of the step before, in place), in order."""
        return [(ref(), make) for ref, make in self._links]

    def __call__(self) -> tuple[Any, bool]:
        step = self.step
        held = step._device if step is not None else None  # read once: another thread may make it
        return (held, False) if held is not None else (self.product(), True)

    def pictures(self, wanted: dict[str, list[tuple[int, str]]]) -> None:
        """The pictures ``wanted`` (step id → (side, how) pairs) of S and the steps made
        from it, a band of rows at a time: each band's S made once and changed in place
        from step to step. A few MiB at a time, where each picture made alone cost an
        n × m array and a product of its own."""
        chain = [(self.step, None), *self.links]
        plans = [(i, step, side, how) for i, (step, _) in enumerate(chain) if step is not None and step.is_lazy
                 for side, how in wanted.get(step.id, ()) if step.needs_picture(side, how)]
        if not plans:
            return
        rows, cols = self.step.shape
        blocks = {(i, side, how): chain[i][0].blocks_for(side, how) for i, _, side, how in plans}
        unit = math.lcm(*(kr for kr, _ in blocks.values()))
        band = max(unit, BAND_CELLS // max(cols, 1) // unit * unit)  # whole blocks of every picture
        xp = self.step.backend.xp
        made: dict[tuple[int, int, str], Any] = {}
        held = self.step._device  # read whole by a view meanwhile: its rows, not a product
        last = max(i for i, *_ in plans)
        for first in range(0, rows, band):
            part = slice(first, min(rows, first + band))
            logits = None  # the last band let go before the next is made: one band alive, not two
            logits = held[part].copy() if held is not None else self.product(part)
            if not made:  # in S's dtype
                made = {key: xp.empty((-(-rows // kr), -(-cols // kc)), dtype=logits.dtype)
                        for key, (kr, kc) in blocks.items()}
            for i, (step, make) in enumerate(chain[:last + 1]):
                if make is not None:
                    logits = make(logits, part)
                for (j, side, how), (kr, kc) in blocks.items():
                    if j == i:
                        block = _reduced(xp, logits, kr, kc, how)
                        made[j, side, how][first // kr:first // kr + block.shape[0]] = block
        for (i, side, how), picture in made.items():
            chain[i][0].keep_picture(side, how, picture)


def divided(xp: Any, scores: Any, fresh: bool, divisor: float) -> Any:
    """S / divisor, in place when ``scores`` is a fresh product (one n × m array, not two)."""
    return xp.divide(scores, divisor, out=scores) if fresh else scores / divisor


def hide(xp: Any, logits: Any, hidden: Any) -> Any:
    """−∞ where a key is hidden, in ``logits`` itself (always a fresh array here)."""
    xp.copyto(logits, -xp.inf, where=hidden)
    return logits
