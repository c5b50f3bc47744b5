"""One session computed as every face of the app asks for it: within the memory budget, on a
chosen backend, and refused when its values overflow.

The ``compute``, ``export`` and ``explain`` commands and the Python API
(``explorer.compute``, ``explorer.export``) all go through :func:`run_checked`;
each says its failures its own way (an exit status and one line, or an exception).
"""

from __future__ import annotations

from explorer.core.attention.pipeline import run
from explorer.core.attention.trace import Trace
from explorer.core.backend import Backend, select_backend
from explorer.core.io.budget import check_session
from explorer.core.session import Session
from explorer.core.wording import translate


class OverflowProblem(ValueError):
    """The session's values overflow the precision (inf or NaN from a step on); the
    message names the first step where they do."""


def run_checked(session: Session, dtype: str = "float64", backend: Backend | str | None = None, *,
                printed: bool = False, scale: bool = True, temperature: float = 1.0,
                what: str | None = None) -> Trace:
    """The trace of ``session`` (:func:`explorer.core.attention.pipeline.run`).

    ``dtype``: "float64", "float32" or "auto"; ``backend``: a Backend, or "auto",
    "numpy", "cupy" (None: the environment's choice, else auto); ``printed``: the budget
    includes every step printed as JSON. Raises BudgetError (a SessionError) when it
    would not fit the memory budget, BackendError when the backend cannot run,
    :class:`OverflowProblem` when the values overflow, MemoryError when the budget's
    estimate was short. ``what`` names the session in a refusal (None: "this session").
    """
    if what is None:
        what = translate("Checked", "this session")
    check_session(session, dtype, printed=printed, what=what)
    chosen = backend if isinstance(backend, Backend) else select_backend(backend)
    # What if…'s choices (scale, temperature): the figures then say them in their titles.
    trace = run(session, chosen, dtype, scale=scale, temperature=temperature)
    if trace.problems:
        raise OverflowProblem(str(trace.problems[0]))
    return trace
