"""The trace: every step of one attention computation, in order.

A :class:`Trace` is what :func:`explorer.core.attention.pipeline.run` returns and what
every view, exporter and the ``compute`` command read. Arrays stay on the
backend's device until someone asks for :attr:`Step.array` (host NumPy,
read-only, cached), and a step may be computed only when first read (the
``weighted_values`` step is n × m × d_v, too large to build eagerly for long
sequences).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any, Callable

import numpy as np

from explorer.core.backend import Backend
from explorer.core.attention.step_keys import SESSION_LEVEL, step_key

if TYPE_CHECKING:
    from explorer.core.session import Session

__all__ = ["PREVIEW_SIDE", "Problem", "Step", "Trace", "step_key"]

#: Longest side of a picture of a step: about a screen's pixels.
PREVIEW_SIDE = 1024


def _blocks(xp: Any, a: Any, kr: int, kc: int, op: Any) -> Any:
    """``op`` (maximum or add) over blocks of kr × kc cells of 2-D ``a``; the last
    blocks may be short. Strided slices, rows first: one pass over ``a``, where
    NumPy's ``reshape(…).max(axis=(1, 3))`` took 4–50× longer (5 ms against
    0.1 ms at 512 × 512 in blocks of 2)."""
    acc = a[0::kr].copy()
    for i in range(1, kr):
        part = a[i::kr]
        view = acc[:part.shape[0]]
        op(view, part, out=view)
    out = acc[:, 0::kc].copy()
    for j in range(1, kc):
        part = acc[:, j::kc]
        view = out[:, :part.shape[1]]
        op(view, part, out=view)
    return out


#: Cells of the full array one band of :func:`_reduced` reads at a time: its
#: working arrays are a band's (a few MiB), not half of an n × m matrix.
BAND_CELLS = 1 << 20


def _counts(xp: Any, kr: int, kc: int, rows: int, cols: int) -> Any:
    """Cells per block: kr × kc, fewer in the last row and column of blocks."""
    per_row = xp.minimum(kr, rows - xp.arange(0, rows, kr))
    per_col = xp.minimum(kc, cols - xp.arange(0, cols, kc))
    return per_row[:, None] * per_col[None, :]


def _reduced(xp: Any, full: Any, kr: int, kc: int, how: str) -> Any:
    """Blocks of kr × kc cells of 2-D ``full`` made one (their max or mean; non-finite
    cells absent, a block with none 0), a band of whole block rows at a time."""
    rows, cols = full.shape
    out = xp.empty((-(-rows // kr), -(-cols // kc)), dtype=full.dtype)
    band = max(1, BAND_CELLS // (kr * cols))  # block rows per band
    for first in range(0, out.shape[0], band):
        part = full[first * kr:(first + band) * kr]
        # First as if every cell were a number: a block that met a NaN or +∞ (or
        # for the mean any non-finite cell) comes out NaN or ±∞, and only then is
        # the band made again without them. A masked −∞ is already absent from a max.
        block = _blocks(xp, part, kr, kc, xp.maximum if how == "max" else xp.add)
        odd = (xp.isnan(block) | xp.isposinf(block)) if how == "max" else ~xp.isfinite(block)
        if not bool(odd.any()):
            if how == "max":
                block[xp.isneginf(block)] = 0.0
            else:
                block = block / _counts(xp, kr, kc, part.shape[0], cols)
            out[first:first + block.shape[0]] = block
            continue
        finite = xp.isfinite(part)
        all_finite = bool(finite.all())
        if how == "max":
            block = _blocks(xp, part if all_finite else xp.where(finite, part, -xp.inf), kr, kc, xp.maximum)
            block[xp.isneginf(block)] = 0.0
        else:
            sums = _blocks(xp, part if all_finite else xp.where(finite, part, 0.0), kr, kc, xp.add)
            if all_finite:
                counts = _counts(xp, kr, kc, part.shape[0], cols)
            else:
                counts = _blocks(xp, finite.astype(part.dtype), kr, kc, xp.add)
            block = sums / xp.maximum(counts, 1)
        out[first:first + block.shape[0]] = block
    return out


@dataclass(eq=False)
class Step:
    """One named step: what it is, what it reads, and its array."""

    id: str
    head: int | None
    title: str
    formula: str
    reads: tuple[str, ...]
    row_labels: tuple[str, ...]
    col_labels: tuple[str, ...]
    backend: Backend
    shape: tuple[int, ...]
    description: str = ""
    _device: Any = None
    _make: Callable[[], Any] | None = None
    _make_row: Callable[[int], Any] | None = None
    _host: np.ndarray | None = field(default=None, repr=False)
    _previews: dict = field(default_factory=dict, repr=False)

    @property
    def key(self) -> str:
        return step_key(self.id, self.head)

    @property
    def device_array(self) -> Any:
        """The array on the backend's device (computed on first use)."""
        # Read once: a published trace's pictures may be made in the worker while
        # the UI thread reads a cell, and the other may have made it meanwhile.
        make = self._make
        if self._device is None and make is not None:
            self._device = make()
            self._make = None
        return self._device

    @property
    def array(self) -> np.ndarray:
        """The array on the host as read-only NumPy."""
        if self._host is None:
            # A read-only view, not a copy: only the trace holds the array, and
            # copying n × n on every access would double the cost of a repaint.
            host = np.asarray(self.backend.to_host(self.device_array)).view()
            host.setflags(write=False)
            self._host = host
        return self._host

    def preview(self, max_side: int = PREVIEW_SIDE, how: str = "max", keep: bool = True) -> np.ndarray:
        """The 2-D array reduced to at most ``max_side`` cells a side, for display.

        Blocks of cells become one (each axis cut as little as it needs): their maximum (``how="max"``: an
        attention weight that stands out stays visible, as a previous-token
        diagonal would vanish under striding) or their mean (``"mean"``).
        Non-finite cells (a masked −∞) count as absent; a block with none
        shows 0. Small arrays come back as they are. Cached per (max_side, how)
        unless ``keep`` is False (a figure's picture: the trace would hold it for
        its whole life); a lazy step stays lazy (its full array is made for the
        picture and dropped).

        The reduction runs where the array lives: on a GPU only the small
        picture crosses to the host, not the n × m matrix.
        """
        blocks = self.blocks_for(max_side, how)
        if blocks is None:
            return self.array
        cached = self._previews.get((max_side, how))
        if cached is not None:
            return cached
        on_host = self._host is not None
        device, make = self._device, self._make  # read once (see device_array)
        if on_host:
            full = self._host
        elif device is not None or make is None:
            full = self.device_array
        else:
            # A lazy step (the scaled scores) is made for its picture and let
            # go: keeping it would undo the memory its laziness saves.
            full = make()
        xp = np if on_host else self.backend.xp
        picture = _reduced(xp, full, *blocks, how)
        return self.keep_picture(max_side, how, picture) if keep else self._picture_on_host(picture)

    def blocks_for(self, max_side: int, how: str) -> tuple[int, int] | None:
        """Cells per block of the picture at ``max_side``, or None when the array is shown as it is."""
        if how not in ("max", "mean"):
            raise ValueError(f"how must be 'max' or 'mean', not {how!r}")
        if len(self.shape) != 2:
            return None
        rows, cols = self.shape
        # Each axis is reduced only as much as it needs: Q at 4096 tokens × 64
        # dimensions keeps its 64 columns (square blocks merged them 16 to 1).
        kr, kc = max(1, -(-rows // max_side)), max(1, -(-cols // max_side))
        return None if kr == kc == 1 else (kr, kc)

    def needs_picture(self, max_side: int, how: str) -> bool:
        """Whether :meth:`preview` would reduce a full array now (no cached picture)."""
        return self.blocks_for(max_side, how) is not None and (max_side, how) not in self._previews

    def keep_picture(self, max_side: int, how: str, picture: Any) -> np.ndarray:
        """Cache ``picture`` (made on the backend's device, as :meth:`preview` makes it) as
        this step's picture at ``max_side``; :meth:`Trace.make_score_pictures` makes them in bands."""
        host = self._picture_on_host(picture)
        self._previews[(max_side, how)] = host
        return host

    def _picture_on_host(self, picture: Any) -> np.ndarray:
        host = np.asarray(self.backend.to_host(picture))  # a new array: no copy of it on the host
        host.setflags(write=False)
        return host

    def row(self, i: int) -> np.ndarray:
        """Row ``i`` on the host. For a lazy step this computes only that row
        (``weighted_values`` for one query is m × d_v, not n × m × d_v)."""
        make_row = self._make_row
        if self._host is None and self._device is None and make_row is not None:
            return np.asarray(self.backend.to_host(make_row(i)))
        return self.array[i]

    @property
    def is_lazy(self) -> bool:
        """True while the array has not been computed yet."""
        return self._device is None and self._make is not None

    @property
    def shape_text(self) -> str:
        return " × ".join(str(s) for s in self.shape)


@dataclass(frozen=True)
class Problem:
    """A step whose values left the dtype's range (overflow to inf or NaN)."""

    step: str
    message: str

    def __str__(self) -> str:
        return f"{self.step}: {self.message}"


@dataclass(eq=False)
class Trace:
    """All steps of one run, in order, plus what produced them."""

    steps: list[Step]
    backend: Backend
    dtype: np.dtype
    n_heads: int
    problems: list[Problem] = field(default_factory=list)
    seconds: float = 0.0
    scale: bool = True
    temperature: float = 1.0
    #: What the scaled scores divide by: √d_k (when scaling) times the temperature.
    divisor: float = 1.0
    #: The session this trace was computed from: a view holding the trace
    #: holds its inputs too, so the two can never be of different edits.
    session: Session | None = None
    #: The heads whose scores are made again when read (the pipeline's
    #: long sequences), for :meth:`make_score_pictures`.
    lazy_heads: tuple = ()

    def __post_init__(self) -> None:
        self._by_key = {s.key: s for s in self.steps}

    def make_score_pictures(self, wanted: dict[str, list[tuple[int, str]]]) -> None:
        """The pictures ``wanted`` (step id → (side, how) pairs) of S, S′ (S″) and the
        masked scores of every head whose scores are not kept, a band of rows of S at a
        time (:meth:`explorer.core.attention.lazy_scores.Scores.pictures`); the rest are made by
        :meth:`Step.preview`."""
        for head in self.lazy_heads:
            head.pictures(wanted)

    def __contains__(self, key: str) -> bool:
        return key in self._by_key

    def get(self, key: str) -> Step:
        """The step with key ``"heads[0].weights"``, ``"concat"`` ...; KeyError if absent."""
        return self._by_key[key]

    def step(self, step_id: str, head: int | None = 0) -> Step:
        """The step ``step_id`` of ``head`` (``head=None`` for concat/projected)."""
        if step_id in SESSION_LEVEL:
            head = None
        return self._by_key[step_key(step_id, head)]

    def head_steps(self, head: int) -> list[Step]:
        return [s for s in self.steps if s.head == head]

    @property
    def final(self) -> Step:
        """The last step: the projected output, the concat, or head 0's output."""
        for key in ("projected", "concat"):
            if key in self._by_key:
                return self._by_key[key]
        return self._by_key[step_key("output", 0)]

    @property
    def causal(self) -> bool:
        """True when the causal mask applies (the session is in causal mode)."""
        if self.session is not None:
            return self.session.mode == "causal"
        return any(s.id == "masked" for s in self.steps)

    @property
    def ok(self) -> bool:
        return not self.problems
