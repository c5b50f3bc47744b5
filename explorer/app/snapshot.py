"""The published state: a session and the trace computed from it, never apart.

:func:`make_snapshot` is the one function that turns a session into what the
views draw: the pipeline's trace, the pictures the open views asked for, and
the what-if panel's row statistics. The document runs it in line for small
sessions and in the worker for large ones, so nothing that grows with n × m
runs on the UI thread per edit.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field, replace
from typing import Iterable

import numpy as np

from explorer.core.backend import Backend
from explorer.core.attention.pipeline import PRECISIONS, run
from explorer.core.session import Session
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate

#: A picture a view draws: (step id, at most this many cells a side, "max" or "mean").
Picture = tuple[str, int, str]


@dataclass(frozen=True)
class ComputeOptions:
    """How the trace is computed (view options, not part of the session, so not undoable)."""

    dtype: str = "auto"
    scale: bool = True
    temperature: float = 1.0

    def __post_init__(self) -> None:
        if self.dtype not in PRECISIONS:
            raise ValueError(translate("Snapshot", "precision must be one of {choices}, not {given}")
                             .format(choices=", ".join(PRECISIONS), given=repr(self.dtype)))
        if not (self.temperature > 0 and np.isfinite(self.temperature)):
            raise ValueError(translate("Snapshot", "temperature must be a positive number"))


@dataclass(frozen=True)
class Wants:
    """What the open views will draw from the next snapshot, made with it."""

    pictures: frozenset[Picture] = frozenset()
    stats: bool = False

    @staticmethod
    def of(pictures: Iterable[Picture] = (), stats: bool = False) -> Wants:
        return Wants(frozenset(pictures), bool(stats))


@dataclass(frozen=True)
class RowStats:
    """Each query row's largest weight and entropy (bits) for one head: shape (n,) each."""

    peak: np.ndarray
    entropy: np.ndarray


@dataclass(frozen=True, eq=False)
class Snapshot:
    """One consistent state: ``trace`` was computed from ``session`` with ``options``.

    ``stats`` holds per-head row statistics when they were wanted (else None:
    :func:`row_stats` makes them on demand).
    """

    trace: Trace
    generation: int
    options: ComputeOptions
    stats: tuple[RowStats, ...] | None = field(default=None)

    @property
    def session(self) -> Session:
        assert self.trace.session is not None  # every trace of the pipeline carries its session
        return self.trace.session


def head_stats(trace: Trace, head: int) -> RowStats:
    """Row statistics of ``head``'s attention weights (one pass over its n × m matrix)."""
    from explorer.core.attention.stats import weight_stats  # for the What if… panel, not the first paint

    peak, entropy = weight_stats(trace.get(step_key("weights", head)).array)
    return RowStats(peak, entropy)


#: Up to this many weights a head, the row statistics are made when a view
#: asks for them (a few ms); past it only with the snapshot, in the worker:
#: at 4096 tokens one pass is about 0.1 s per head, a visible stall.
STATS_ON_DEMAND_CELLS = 512 * 512


def _go_on() -> None:
    return None


def make_snapshot(session: Session, backend: Backend, options: ComputeOptions, generation: int,
                  wants: Wants = Wants(), check: Callable[[], None] = _go_on) -> Snapshot:
    """Compute ``session`` and everything the open views asked for.

    Exceptions of the pipeline (an out-of-memory, a bad option) propagate: the
    caller keeps its last snapshot and says what failed. ``check`` is called
    between the pieces of work and may raise to stop it (a job made stale).
    """
    trace = run(session, backend, options.dtype, scale=options.scale, temperature=options.temperature)
    check()
    return complete_snapshot(Snapshot(trace, generation, options), wants, check)


def missing(snapshot: Snapshot, wants: Wants) -> bool:
    """True when ``wants`` asks for statistics ``snapshot`` does not hold."""
    return wants.stats and snapshot.stats is None


def pictures_missing(snapshot: Snapshot, wants: Wants) -> bool:
    """True when a picture ``wants`` asks for is not yet made for ``snapshot``'s trace."""
    trace = snapshot.trace
    return any(trace.get(key).needs_picture(side, how)
               for step_id, side, how in wants.pictures for head in range(trace.n_heads)
               if (key := step_key(step_id, head)) in trace)


def complete_snapshot(snapshot: Snapshot, wants: Wants, check: Callable[[], None] = _go_on) -> Snapshot:
    """``snapshot`` with what ``wants`` asks for and it lacks: the views'
    pictures (reduced once, cached by the trace's steps) and the row statistics
    (one pass per head over its weights, in the trace's dtype). The same trace:
    a panel raised while a long sequence computes gets its numbers without a
    second recompute. ``check`` is called between pictures and heads, and may
    raise to stop (a closed window's job no longer holds the cores for seconds)."""
    trace = snapshot.trace
    # The views' pictures are reduced here: in the worker for long sequences.
    # Those of S and the steps made from it (the Step by step cards) come from
    # one product a head, changed in place from step to step.
    wanted: dict[str, list[tuple[int, str]]] = {}
    for step_id, side, how in sorted(wants.pictures):
        wanted.setdefault(step_id, []).append((side, how))
    trace.make_score_pictures(wanted)
    for step_id, side, how in sorted(wants.pictures):
        for head in range(trace.n_heads):
            key = step_key(step_id, head)
            if key in trace:
                check()
                trace.get(key).preview(side, how)
    if missing(snapshot, wants):
        stats = []
        for h in range(trace.n_heads):
            check()
            stats.append(head_stats(trace, h))
        snapshot = replace(snapshot, stats=tuple(stats))
    return snapshot


def stats_on_demand(snapshot: Snapshot) -> bool:
    """Whether the row statistics are cheap enough to make on the UI thread now."""
    session = snapshot.session
    return session.n * session.m <= STATS_ON_DEMAND_CELLS


def row_stats(snapshot: Snapshot, head: int) -> RowStats | None:
    """The row statistics of ``head``: made with the snapshot, or now for a
    small session; None for a long one whose statistics are still being made
    (the document completes the snapshot in the worker)."""
    if snapshot.stats is not None:
        return snapshot.stats[head]
    if not stats_on_demand(snapshot):
        return None
    return head_stats(snapshot.trace, head)
