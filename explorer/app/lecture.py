"""Lecture mode as plain data: which steps are revealed, which is taught, what it reads.

The step-by-step panel reveals a head's steps one at a time, in the order of
the trace (the reference text's order). :func:`resolve` resolves the view
state's lecture position against a trace into everything the panel shows.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.core.attention.text_steps import text_step
from explorer.core.attention.trace import Trace
from explorer.app.frame import Frame
from explorer.core.wording import translate


def order(trace: Trace, head: int) -> list[str]:
    """The step keys a lecture of ``head`` walks through: its steps, then concat/projected."""
    return [s.key for s in trace.head_steps(head)] + [s.key for s in trace.steps if s.head is None]


@dataclass(frozen=True)
class LectureFrame:
    """What the panel shows at one lecture position."""

    order: tuple[str, ...]
    revealed: frozenset[str]
    #: The step being taught (None when every step is shown).
    current: str | None
    #: The steps the current one reads (framed lightly).
    reads: frozenset[str]
    position: int
    can_previous: bool
    can_next: bool
    status: str


def resolve(frame: Frame) -> LectureFrame:
    """The lecture at the frame's ``view.lecture`` (or every step at once with ``view.show_all``)."""
    trace, view = frame.trace, frame.view
    keys = order(trace, view.head if view.head < trace.n_heads else 0)
    position = min(max(view.lecture, 0), len(keys) - 1)
    if view.show_all:
        return LectureFrame(tuple(keys), frozenset(keys), None, frozenset(), position, True, True,
                            translate("Lecture", "All {count} steps, live").format(count=len(keys)))
    current = keys[position]
    step = trace.get(current)
    return LectureFrame(tuple(keys), frozenset(keys[:position + 1]), current, frozenset(step.reads), position,
                        position > 0, position < len(keys) - 1,
                        status_line(step.id, step.title, position, len(keys), trace.causal))


def step_line(step_id: str, position: int, count: int, causal: bool = True) -> str:
    """The lecture line's (and a deck page's kicker's) place in the lecture: the
    reference text's number and name of the step (:func:`text_step`), then how
    far the lecture has come as "card k / N" (never a second step number)."""
    named = text_step(step_id, causal)
    if named:
        return translate("Lecture", "{step}  ·  card {number} / {count}").format(step=named, number=position + 1,
                                                                                 count=count)
    return translate("Lecture", "card {number} / {count}").format(number=position + 1, count=count)


def status_line(step_id: str, title: str, position: int, count: int, causal: bool = True) -> str:
    """The lecture line: :func:`step_line`, then the step's title."""
    return f"{step_line(step_id, position, count, causal)}  ·  {title}"
