"""How one number was computed, asked for as a person counts: step, row, column and head from 1.

The ``explain`` command and ``explorer.explain`` both call :func:`explain_number`;
an argument that cannot be used is an :class:`ArgumentError` whose field is the
argument ("row", "head"), which each face names its own way ("argument --row: …",
"row: …"). Rows, columns and heads count from 1, as the editors and the reference
text do; the trace counts from 0 inside.
"""

from __future__ import annotations

from explorer.core.attention.explain import explain
from explorer.core.attention.explain_formats import FORMATS, latex, markdown
from explorer.core.attention.explain_text import Explanation
from explorer.core.attention.pipeline import run
from explorer.core.attention.step_keys import step_key
from explorer.core.attention.trace import Trace
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError
from explorer.core.wording import translate


def explanation_at(session: Session, step: str, row: int, col: int | None = None, *, channel: int | None = None,
                   head: int = 1, trace: Trace | None = None) -> Explanation:
    """The inspector's :class:`Explanation` of ``step`` at (``row``, ``col``) of ``head``, all from 1
    (``col`` default 1; ``channel``: weighted_values' value column c of a_ij·v_jc, default 1).
    ``trace``: the session's, when already computed (default: float64 on NumPy)."""
    if not isinstance(head, int) or not 1 <= head <= len(session.heads):
        raise ArgumentError("head", translate("ExplainAt", "head {head} does not exist (the session has "
                                                           "{heads})").format(head=head, heads=len(session.heads)))
    trace = trace if trace is not None else run(session)
    per_head = {s.id for s in trace.head_steps(0)}
    shared = {s.id for s in trace.steps if s.head is None}
    if step not in per_head | shared:
        raise ArgumentError("step", translate("ExplainAt", "{step} is not a step of this session; choose one of "
                                                           "{steps}").format(step=repr(step),
                                                                             steps=", ".join(sorted(per_head | shared))))
    key = step_key(step, None if step in shared else head - 1)
    shape = trace.get(key).shape
    given = {"row": row, "col": col, "channel": channel}
    names = ("row", "col", "channel")[:len(shape)]
    for extra in ("col", "channel")[len(shape) - 1:]:
        if given[extra] is not None:
            text = (translate("ExplainAt", "{key} has {count} dimensions: leave {argument} out") if len(shape) > 1
                    else translate("ExplainAt", "{key} has {count} dimension: leave {argument} out"))
            raise ArgumentError(extra, text.format(key=key, count=len(shape), argument=extra))
    index = []
    for name, size in zip(names, shape):
        value = 1 if given[name] is None else given[name]
        if not isinstance(value, int) or not 1 <= value <= size:
            raise ArgumentError(name, translate("ExplainAt", "{value} is outside 1 … {size} for {key} ({shape})").format(
                value=value, size=size, key=key, shape=" × ".join(map(str, shape))))
        index.append(value - 1)
    return explain(trace, session, key, tuple(index))


def explain_number(session: Session, step: str, row: int, col: int | None = None, *, channel: int | None = None,
                   head: int = 1, format: str = "text",  # noqa: A002 - the command's word
                   trace: Trace | None = None) -> str:
    """:func:`explanation_at` written as ``format``: "text", "markdown" or "latex"."""
    if format not in FORMATS:
        raise ArgumentError("format", translate("ExplainAt", "unknown format {format}; choose one of {formats}").format(
            format=repr(format), formats=", ".join(FORMATS)))
    explanation = explanation_at(session, step, row, col, channel=channel, head=head, trace=trace)
    return {"text": explanation.text, "markdown": lambda: markdown(explanation),
            "latex": lambda: latex(explanation)}[format]()
