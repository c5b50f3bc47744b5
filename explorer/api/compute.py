"""``explorer.compute``: every step of attention for a session, as a :class:`Trace`."""

from __future__ import annotations

from typing import TYPE_CHECKING, Any

import numpy as np

from explorer.core.attention.checked import run_checked
from explorer.core.attention.pipeline import PRECISIONS
from explorer.core.attention.report import compute_result
from explorer.core.attention.step_keys import step_key
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.attention.trace import Trace as CoreTrace
    from explorer.core.backend import Backend


def check_session_argument(session: Any, name: str = "session") -> Session:
    """``session`` when it is a Session; ArgumentError naming ``name`` otherwise."""
    if not isinstance(session, Session):
        raise ArgumentError(name, translate("Compute", "expected an explorer.Session (Session.from_arrays, "
                                                       "explorer.load, explorer.preset), got {kind}")
                            .format(kind=type(session).__name__))
    return session


class Trace:
    """Every step of one computation of a session, in order (the steps the app shows).

    ``step(id, head)`` is one step's array: per head, ``q``, ``k`` (n × d_k, m × d_k),
    ``v`` (m × d_v), ``scores``, ``scaled``, ``masked`` (causal), ``weights`` (n × m),
    ``weighted_values`` (n × m × d_v), ``output`` (n × d_v); then ``concat``
    (n × heads·d_v) and, with W_O, ``projected`` (n × d_out). Heads count from 1, as on
    screen. ``core`` is the app's own trace, for what this face does not say.
    """

    def __init__(self, core: CoreTrace):
        self.core = core

    @property
    def session(self) -> Session:
        """The session this trace was computed from."""
        assert self.core.session is not None
        return self.core.session

    @property
    def heads(self) -> int:
        return self.core.n_heads

    @property
    def dtype(self) -> str:
        """"float64" or "float32": the precision it was computed in."""
        return self.core.dtype.name

    def steps(self) -> list[str]:
        """The step ids, in the order of the computation: each head's, then the shared ones."""
        per_head = [s.id for s in self.core.head_steps(0)]
        return per_head + [s.id for s in self.core.steps if s.head is None and s.id not in per_head]

    def step(self, id: str, head: int = 1) -> np.ndarray:  # noqa: A002 - the issue's name for it
        """The array of step ``id`` of ``head`` (from 1; ignored for concat and projected), read-only
        NumPy (copied from the GPU when the trace is on one). ArgumentError for a step or head
        this trace does not have."""
        if id not in self.steps():
            said = translate("Compute", "{step} is not a step of this session; choose one of {steps}")
            raise ArgumentError("id", said.format(step=repr(id), steps=", ".join(self.steps())))
        if step_key(id, None) in self.core:  # a step after the heads (concat, projected): no head
            return self.core.get(step_key(id, None)).array
        if isinstance(head, bool) or not isinstance(head, (int, np.integer)) or not 1 <= head <= self.heads:
            raise ArgumentError("head", translate("Compute", "no head {head}; heads are counted from 1 to {heads}")
                                .format(head=repr(head), heads=self.heads))
        return self.core.step(id, int(head) - 1).array

    def to_dict(self) -> dict[str, Any]:
        """What ``attention-explorer compute`` prints, as Python objects: ``{"backend", "device",
        "dtype", "heads": [{q, k, v, scores, scaled, weights, output}, …], "output"}``, matrices as
        nested lists of floats; ``output`` is the heads' concatenation, times W_O when given."""
        return compute_result(self.core)

    def __repr__(self) -> str:
        s = self.session
        return (f"<explorer.Trace {s.mode}: n={s.n}, m={s.m}, {self.heads} head(s), {self.dtype} on "
                f"{self.core.backend.name}; steps {', '.join(self.steps())}>")


def compute(session: Session, dtype: str = "float64", *, backend: Backend | str | None = None,
            scaling: bool = True, temperature: float = 1.0) -> Trace:
    """Every step of attention for ``session``.

    ``dtype``: "float64" (default), "float32" or "auto" (float32 from 1024 tokens).
    ``backend``: "numpy", "cupy" or "auto" (default: $ATTENTION_EXPLORER_BACKEND, else
    auto). ``scaling=False`` skips the division by √d_k and ``temperature`` divides the
    scaled scores once more, as What if… does. Raises ArgumentError for a bad argument,
    BudgetError (a SessionError) when it would not fit in memory, OverflowProblem (a
    ValueError) naming the first step whose values overflow.
    """
    check_session_argument(session)
    if dtype not in PRECISIONS:
        raise ArgumentError("dtype", translate("Compute", "expected one of {choices}, not {given}")
                            .format(choices=", ".join(PRECISIONS), given=repr(dtype)))
    if not (isinstance(temperature, (int, float)) and np.isfinite(temperature) and temperature > 0):
        raise ArgumentError("temperature", translate("Compute", "expected a positive finite number, not {given}")
                            .format(given=repr(temperature)))
    return Trace(run_checked(session, dtype, backend, scale=bool(scaling), temperature=float(temperature)))
