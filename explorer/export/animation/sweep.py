"""A sweep as an animation: one number of the session moved from a to b, every step following.

``heads[0].w_q[2,3]=-2:2`` moves one cell (the matrix by its key in the session
file, heads counted from 0; the row and column from 1, as on screen:
:func:`~explorer.core.attention.step_keys.cell_address`; ``w_q[2,3]`` is the first
head's, ``x``/``x_enc``/``w_o`` the inputs and the output projection); ``temperature=2:0.1`` is What if…'s temperature (watch
the softmax sharpen as T falls), ``theta=10000:100`` RoPE's base (the angles
grow as it falls), ``window=1:8`` the sliding window (whole numbers). Every
frame is the head's pipeline slide of the session at that value (its attention
weights, for a sequence too long for one slide), computed by the one forward.
"""

from __future__ import annotations

import math
import re
from collections.abc import Iterator
from dataclasses import dataclass, replace
from typing import Any

import numpy as np

from explorer.core.attention.checked import run_checked
from explorer.core.attention.step_keys import cell_address, parse_cell_address, parse_key, step_key
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.animation.scenes import Animation, Shot, hold_frames
from explorer.export.options import FigureOptions
from explorer.export.render import ensure_gui
from explorer.export.theme import theme

#: A cell as a sweep names it (the first head's W_Q, row 2, column 3).
EXAMPLE = cell_address(step_key("w_q", 0), 2, 3)
#: Settings a sweep can move besides a cell, and how the slide names them.
SETTINGS = {"temperature": QT_TRANSLATE_NOOP("Sweep", "temperature T"),
            "theta": QT_TRANSLATE_NOOP("Sweep", "RoPE base θ"),
            "window": QT_TRANSLATE_NOOP("Sweep", "window w")}
#: The matrices a cell of which can move: how a person types them → the session's matrix id.
MATRICES = {"x": "embeddings", "embeddings": "embeddings", "x_dec": "embeddings", "x_enc": "source_embeddings",
            "source_embeddings": "source_embeddings", "w_o": "w_o", "w_q": "w_q", "w_k": "w_k", "w_v": "w_v"}
#: A plain decimal number: Python's float() also takes "1_000", "nan" and other scripts' digits.
_NUMBER = re.compile(r"^[+-]?(\d+(\.\d*)?|\.\d+)([eE][+-]?\d+)?$")
#: The longest sweep, in seconds (a minute of frames is already a long figure).
MAX_SECONDS = 60.0


@dataclass(frozen=True)
class Sweep:
    """What moves (a setting of :data:`SETTINGS`, or a matrix id and a cell, from 0) and from where to where."""

    text: str
    start: float
    end: float
    setting: str | None = None
    matrix: str | None = None
    row: int = 0
    col: int = 0

    @property
    def name(self) -> str:
        """How the slide's header names what moves."""
        if self.setting is not None:
            return translate("Sweep", SETTINGS[self.setting])
        return self.text.split("=")[0].strip()

    def value_at(self, k: int, count: int) -> float:
        """The value of frame ``k`` of ``count`` (a window's rounded to a whole number)."""
        value = self.start if count == 1 else self.start + (self.end - self.start) * k / (count - 1)
        return float(round(value)) if self.setting == "window" else value

    def applied(self, session: Session, value: float, temperature: float = 1.0) -> tuple[Session, float]:
        """(the session at ``value``, What if…'s temperature: ``value`` when it is what moves, else
        ``temperature``, the one the rest of the sweep is seen at) — the temperature is not the session's."""
        if self.setting == "temperature":
            return session, value
        if self.setting == "theta":
            return replace(session, positions=replace(session.positions, theta=value)), temperature
        if self.setting == "window":
            return replace(session, window=int(value)), temperature
        assert self.matrix is not None
        return session.with_cells(self.matrix, self.row, self.col, np.array([[value]])), temperature


def _number(text: str, which: str) -> float:
    """The number ``text`` of the sweep's ``which`` end ("start" or "end")."""
    text = text.strip()
    if not _NUMBER.match(text) or not math.isfinite(float(text)):
        if which == "start":
            refusal = translate("Sweep", "the start value {text} is not a plain number")
        else:
            refusal = translate("Sweep", "the end value {text} is not a plain number")
        raise ArgumentError("sweep", refusal.format(text=repr(text[:20])))
    return float(text)


def parse_sweep(text: str, session: Session) -> Sweep:
    """``NAME=a:b`` checked against ``session``; ArgumentError("sweep", …) in one line otherwise."""
    name, eq, span = text.partition("=")
    start_text, colon, end_text = span.partition(":")
    if not eq or not colon:
        raise ArgumentError("sweep", translate("Sweep", "expected NAME=FROM:TO, e.g. {example}=-2:2 or "
                                                        "temperature=2:0.1").format(example=EXAMPLE))
    start, end = _number(start_text, "start"), _number(end_text, "end")
    name = name.strip()
    if name in SETTINGS:
        sweep = Sweep(text, start, end, setting=name)
        if name == "temperature" and min(start, end) <= 0:
            raise ArgumentError("sweep", translate("Sweep", "a temperature must stay above 0"))
        if name == "theta":
            if session.positions is None or session.positions.kind != "rope":
                raise ArgumentError("sweep", translate("Sweep", "theta is RoPE's base: this session does not use "
                                                                "RoPE"))
            if min(start, end) <= 0:
                raise ArgumentError("sweep", translate("Sweep", "RoPE's base θ must stay above 0"))
        if name == "window":
            if session.mode == "cross":
                raise ArgumentError("sweep", translate("Sweep", "a sliding window is not allowed in cross mode"))
            if min(start, end) < 1 or start != round(start) or end != round(end):
                raise ArgumentError("sweep", translate("Sweep", "a window is a whole number of keys, 1 or more"))
        return sweep
    found = parse_cell_address(name)
    if found is None:
        raise ArgumentError("sweep", translate("Sweep", "cannot move {name}: name a cell, e.g. {example} or x[1,2], "
                                                        "or one of {settings}").format(
            name=repr(name[:40]), example=EXAMPLE, settings=", ".join(SETTINGS)))
    key, row, col = found
    matrix, head = parse_key(key)
    if matrix not in MATRICES:
        raise ArgumentError("sweep", translate("Sweep", "no matrix {matrix}; expected one of x, x_enc, w_q, w_k, "
                                                        "w_v, w_o").format(matrix=repr(matrix)))
    matrix_id = MATRICES[matrix]
    if matrix_id in ("w_q", "w_k", "w_v"):
        head = 0 if head is None else head  # w_q alone: the first head's
        if head >= len(session.heads):
            last = step_key(matrix_id, len(session.heads) - 1)
            raise ArgumentError("sweep", translate("Sweep", "no {key}: heads are counted from 0, as files count "
                                                            "them; the last is {last}").format(
                key=step_key(matrix_id, head), last=last))
        matrix_id = step_key(matrix_id, head)
    elif head is not None:
        raise ArgumentError("sweep", translate("Sweep", "{matrix} belongs to no head: name it alone").format(
            matrix=matrix))
    try:
        shape = session.matrix(matrix_id).shape
    except KeyError:
        raise ArgumentError("sweep", translate("Sweep", "this session has no {matrix}").format(matrix=matrix)) from None
    if not (1 <= row <= shape[0] and 1 <= col <= shape[1]):
        raise ArgumentError("sweep", translate("Sweep", "no cell [{row},{column}] in {matrix}: it has rows 1 to "
                                                        "{rows} and columns 1 to {columns}").format(
            row=row, column=col, matrix=matrix, rows=shape[0], columns=shape[1]))
    return Sweep(text, start, end, matrix=matrix_id, row=row - 1, col=col - 1)


def sweep_animation(session: Session, sweep: Sweep | str, head: int = 0, options: FigureOptions | None = None, *,
                    fps: int = 30, seconds: float = 4.0, hold: float = 1.0, scaling: bool = True,
                    temperature: float = 1.0, dtype: str = "float64", backend: object = None) -> Animation:
    """``sweep`` over ``seconds``, then its end held ``hold`` seconds: every frame the pipeline slide
    of ``head`` (from 0), at What if…'s ``scaling`` and ``temperature`` (unless the temperature is
    what moves). Refused (ArgumentError) before any frame when a value cannot be computed."""
    from explorer.export.files import build_figure
    from explorer.export.slide import PipelineFigure
    from explorer.export.view import ExportError

    ensure_gui()  # figures measure their text when made
    options = options or FigureOptions()
    sweep = parse_sweep(sweep, session) if isinstance(sweep, str) else sweep
    if not 0 < seconds <= MAX_SECONDS:
        raise ArgumentError("seconds", translate("Sweep", "a sweep lasts more than 0 and at most {limit:g} seconds")
                            .format(limit=MAX_SECONDS))
    if not 0 <= head < len(session.heads):
        raise ArgumentError("head", translate("Sweep", "no head {head}; this session has heads 1 to {last}").format(
            head=head + 1, last=len(session.heads)))
    count = hold_frames(seconds, fps)
    held = hold_frames(hold, fps)

    def trace_at(value: float):
        moved, seen_at = sweep.applied(session, value, temperature)
        return run_checked(moved, dtype, backend, scale=scaling, temperature=seen_at)

    for value in {sweep.value_at(0, count), sweep.value_at(count - 1, count)}:
        try:  # both ends are computed before any frame: a bad end is said at once
            trace_at(value)
        except ArgumentError:
            raise
        except ValueError as err:  # SessionError naming the field, OverflowProblem
            raise ArgumentError("sweep", translate("Sweep", "at {value:g}: {reason}").format(value=value,
                                                                                             reason=err)) from None

    def figure_at(k: int, slide: bool) -> Any:
        value = sweep.value_at(k, count)
        trace = trace_at(value)
        named = options.title or (translate("Sweep", "Scaled dot-product attention") if slide
                                  else trace.step("weights", head).title)
        # The weights' own title already says What if…'s temperature.
        said = not slide and sweep.setting == "temperature" and options.title is None
        title = named if said else f"{named}  \u00b7  {sweep.name} = {value:.4g}"
        if slide:
            return PipelineFigure(trace, head, replace(options, title=title), trace.session)
        # Reduced to what a frame can show (the exports' rule), at 1 device pixel per logical one.
        return build_figure(trace, step_key("weights", head), replace(options, title=title), scale=1)

    try:  # the head's whole pipeline on a slide; a sequence too long for one, its weights
        first, slide = figure_at(0, True), True
    except ExportError:
        first, slide = figure_at(0, False), False

    def shots() -> Iterator[Shot]:
        for k in range(count):
            figure = first if k == 0 else figure_at(k, slide)
            yield Shot(figure, held if k == count - 1 else 1, caption=f"{sweep.name} = {sweep.value_at(k, count):.4g}")

    return Animation("sweep", translate("Sweep", "Sweep of {name} from {start:g} to {end:g}").format(
                         name=sweep.name, start=sweep.start, end=sweep.end), fps,
                     count - 1 + held, (first.width, first.height), theme(options.theme).background, shots,
                     figure_at=lambda frame: figure_at(min(frame, count - 1), slide))
