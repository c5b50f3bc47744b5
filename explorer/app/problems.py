"""The window's one-line account of a trace whose values are not finite (no Qt).

The pipeline reports the first step whose values overflowed the dtype
(``trace.problems``); a person needs to know which step, of which head, and
which of their numbers did it, so the message names the step as the views
title it and the largest input.
"""

from __future__ import annotations

import numpy as np

from explorer.core.numbers import format_number
from explorer.core.session import Session
from explorer.core.attention.step_keys import matrix_title, parse_key
from explorer.core.attention.trace import Trace
from explorer.app.identity import head_name
from explorer.core.wording import translate


def largest_input(session: Session) -> tuple[str, float] | None:
    """(matrix title, value) of the input with the largest magnitude, or None
    for an empty session. One pass over the inputs (n × d_model, not n²)."""
    best: tuple[str, float] | None = None
    for matrix_id in session.matrix_ids():
        array = np.asarray(session.matrix(matrix_id))
        if not array.size:
            continue
        flat = int(np.argmax(np.abs(array)))
        value = float(array.flat[flat])
        if best is None or abs(value) > abs(best[1]):
            best = (matrix_title(matrix_id, session.mode), value)
    return best


def problem_text(trace: Trace, session: Session) -> str | None:
    """What the error banner says about a trace with non-finite values, or
    None when every value is finite."""
    if not trace.problems:
        return None
    problem = trace.problems[0]
    step_id, head = parse_key(problem.step)
    try:
        step = trace.step(step_id, head)
    except KeyError:  # a key this trace does not list: say it as the core did
        return translate("Problems", "Not finite: {problem}.").format(problem=problem)
    # "S = Q·Kᵀ", not the scaled step's long "S′ = S / √d_k = S / √3 = S / 1.732".
    formula = " = ".join(step.formula.split(" = ")[:2]) if step.formula else ""
    what = step.title
    if head is not None:
        what = translate("Problems", "{step} of {head}").format(step=what,
                                                                head=head_name(trace.session, head, capital=False))
    limit = format_number(float(np.finfo(trace.dtype).max), 1)
    if formula:
        text = translate("Problems", "{what} are not finite ({formula}): they overflow {precision} (beyond ±{limit})")
    else:
        text = translate("Problems", "{what} are not finite: they overflow {precision} (beyond ±{limit})")
    text = text.format(what=what, formula=formula, precision=trace.dtype.name, limit=limit)
    culprit = largest_input(session)
    if culprit is not None and abs(culprit[1]) >= 1e4:
        text = translate("Problems", "{text}; {matrix} holds {value}").format(
            text=text, matrix=culprit[0], value=format_number(culprit[1], 2))
    return translate("Problems", "{text}. Make the inputs smaller.").format(text=text)
