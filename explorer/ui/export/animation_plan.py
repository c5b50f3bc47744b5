"""What File → Export Animation… asks for, as plain data, and the work it hands the job runner.

The dialog gathers its controls into an :class:`AnimationRequest` (frozen: the
runner's thread reads it while the person changes the controls). From it
:func:`plan` makes the :class:`~explorer.export.animation.scenes.Animation` with
the same functions ``attention-explorer animate`` calls, :func:`preview` draws
its first shots small and estimates the file's size, and :func:`write` writes
it with :func:`~explorer.export.animation.write.write_animation` (atomic and
verified). :func:`refusal` is what can be said before any of it runs, each rule
the exporters' own (the sweep's parser, the rate and format checks).
"""

from __future__ import annotations

import tempfile
from collections.abc import Callable
from dataclasses import dataclass, field, replace
from pathlib import Path
from typing import Any

from PySide6.QtGui import QImage

from explorer.app.jobs import Job, JobCancelled
from explorer.app.snapshot import Snapshot
from explorer.app.training_panel import TARGETS as TRAIN_TARGETS, TrainChoices, config_for, objective_for
from explorer.core.attention.step_keys import cell_address, parse_key, step_key
from explorer.core.failures import STOPS, one_line
from explorer.core.session import Session
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.animation.scenes import Animation, Framer, Shot, frame_size
from explorer.export.animation.write import AnimationFile, animation_format, check_rate, check_size, write_animation
from explorer.export.deck.page_types import ExtraPage
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError
from explorer.ui.export.purposes import Said

#: The animations, each with how the list names it (English: :func:`shown` translates it).
WHATS = (("lecture", QT_TRANSLATE_NOOP("AnimationPlan", "Lecture")),
         ("training", QT_TRANSLATE_NOOP("AnimationPlan", "Training run")),
         ("decode", QT_TRANSLATE_NOOP("AnimationPlan", "Decode")),
         ("sweep", QT_TRANSLATE_NOOP("AnimationPlan", "Sweep")))
#: The targets an animated run offers: the named ones, the same for every session (the Train
#: panel's clicked and pasted targets belong to that panel's run).
TARGETS = tuple((name, label) for name, label, _why in TRAIN_TARGETS)  # the Train panel's names (:func:`target_label`)
#: What a sweep moves: (kind, how the list names it, its default From and To).
SWEEP_KINDS = (("cell", QT_TRANSLATE_NOOP("AnimationPlan", "A cell")),
               ("temperature", QT_TRANSLATE_NOOP("AnimationPlan", "Temperature T")),
               ("theta", QT_TRANSLATE_NOOP("AnimationPlan", "RoPE base \u03b8")),
               ("window", QT_TRANSLATE_NOOP("AnimationPlan", "Window w")))
#: The preview shows at most this many shots, and the size is estimated from a sample that
#: ends after its second shot and a second of frames (a lecture's first fade is in it), or
#: after this many shots (a sweep's shots are single frames, each painted anew).
PREVIEW_SHOTS = 8
#: How long the preview shows a shot (ms): its own time on screen, within these bounds.
SHOT_MS = (120, 1200)
#: Matrix ids of a session → how a sweep names them (explorer.export.animation.sweep.MATRICES).
_SWEEP_NAMES = {"embeddings": "x", "source_embeddings": "x_enc", "w_o": "w_o"}


@dataclass(frozen=True)
class AnimationRequest:
    """One animation asked for: what, of which state, how it looks, and where it goes."""

    what: str
    snapshot: Snapshot
    head: int
    options: FigureOptions  # the view's look in the chosen theme
    fps: int
    hold: float
    size: tuple[int, int] | str
    path: Path
    query: int | None = None
    extras: tuple[ExtraPage, ...] = ()
    training: TrainChoices = field(default_factory=TrainChoices)
    every: int = 1
    prompt: int = 1
    sweep: str = ""
    seconds: float = 4.0
    scaling: bool = True
    temperature: float = 1.0
    dtype: str = "float64"
    backend: Any = None

    @property
    def fmt(self) -> str:
        return animation_format(self.path)

    @property
    def session(self) -> Session:
        return self.snapshot.session


@dataclass(frozen=True)
class Preview:
    """What the preview job found: the plan's length and frame size, the first shots drawn
    small with how long each shows (ms), and the file's estimated size in bytes (None: not yet)."""

    frames: int
    seconds: float
    width: int
    height: int
    images: tuple[tuple[QImage, int], ...] = ()
    estimate: int | None = None


#: The Save dialog's filters, each with the format it means (a folder's name has no suffix).
FILTERS = (("mp4", QT_TRANSLATE_NOOP("AnimationPlan", "MP4 video (*.mp4)")),
           ("gif", QT_TRANSLATE_NOOP("AnimationPlan", "GIF (*.gif)")),
           ("png", QT_TRANSLATE_NOOP("AnimationPlan", "Folder of PNG frames (*)")))


def shown(text: str) -> str:
    """A text of :data:`WHATS`, :data:`SWEEP_KINDS` or :data:`FILTERS` as a person reads it (translated)."""
    return translate("AnimationPlan", text)


def target_label(text: str) -> str:
    """A label of :data:`TARGETS` as a person reads it (the Train panel's own words, translated there)."""
    return translate("TrainingPanel", text)


def chosen_path(name: str, chosen: str) -> Path:
    """The path the Save dialog's ``name`` means with filter ``chosen`` (as the dialog shows it, translated,
    or in English): the filter's suffix added to a bare name (an MP4 or a GIF), taken off a folder's; any
    other name as typed."""
    fmt = {**{text: f for f, text in FILTERS}, **{shown(text): f for f, text in FILTERS}}.get(chosen)
    path = Path(name)
    suffix = path.suffix.lower()
    if fmt in ("mp4", "gif") and suffix != f".{fmt}":
        return path.with_suffix(f".{fmt}") if suffix in (".mp4", ".gif") else path.with_name(f"{path.name}.{fmt}")
    if fmt == "png" and suffix in (".mp4", ".gif"):
        return path.with_suffix("")
    return path


def sweep_cell(session: Session, head: int, selected: str | None, index: tuple[int, ...] | None) -> str:
    """How a sweep names the cell selected in the window (a session matrix's key, its row and column
    from 1), or else the first cell of the head's W_Q: ``heads[0].w_q[1,1]``."""
    if selected in set(session.matrix_ids()) and index is not None and len(index) == 2:
        name, matrix_head = parse_key(selected)
        row, col = index[0] + 1, index[1] + 1
        if matrix_head is not None and name in ("w_q", "w_k", "w_v"):
            return cell_address(selected, row, col)
        if selected in _SWEEP_NAMES:
            return cell_address(_SWEEP_NAMES[selected], row, col)
    return cell_address(step_key("w_q", head), 1, 1)


def sweep_text(kind: str, cell: str, start: float, end: float) -> str:
    """The sweep as ``animate --sweep`` writes it: ``NAME=FROM:TO`` (a cell's name, or the setting)."""
    return f"{cell.strip() if kind == 'cell' else kind}={start!r}:{end!r}"


def sweep_span(kind: str, session: Session) -> tuple[float, float]:
    """Where a sweep of ``kind`` starts and ends unless the person says otherwise: a cell from −2
    to 2, the softmax sharpening as T falls from 2 to 0.1, RoPE's angles growing as θ falls from
    10 000 to 100, a window opening from 1 key to all of them."""
    return {"cell": (-2.0, 2.0), "temperature": (2.0, 0.1), "theta": (10000.0, 100.0),
            "window": (1.0, float(session.m))}[kind]


def sweep_unavailable(kind: str, session: Session) -> str:
    """Why ``kind`` cannot be swept in ``session`` (shown beside it), or ""."""
    if kind == "theta" and (session.positions is None or session.positions.kind != "rope"):
        return translate("AnimationPlan", "RoPE sessions only")
    if kind == "window" and session.mode == "cross":
        return translate("AnimationPlan", "not in cross mode")
    return ""


def decode_unavailable(session: Session) -> str:
    """Why a decode cannot be animated (one line), or "" in causal mode."""
    if session.mode == "causal":
        return ""
    return translate("AnimationPlan", "A decode needs causal mode (Mode \u2192 Masked (causal)): each new token "
                                      "sees only the tokens before it.")


def refusal(request: AnimationRequest) -> str:
    """The first thing wrong with ``request`` that is known before planning, as one line
    naming the field; "" when nothing is."""
    session = request.session
    try:
        fmt = animation_format(request.path)
    except ExportError as err:
        return translate("AnimationPlan", "file: {error}").format(error=err)
    if not request.path.name:
        return translate("AnimationPlan", "file: choose where to write the animation")
    try:
        check_rate(fmt, request.fps)
        if isinstance(request.size, tuple):
            check_size(fmt, *request.size)
    except ExportError as err:
        return str(err)
    if request.what == "decode":
        why = decode_unavailable(session)
        if why:
            return translate("AnimationPlan", "decode: {why}").format(why=f"{why[:1].lower()}{why[1:]}")
        if not 1 <= request.prompt < session.n:
            return translate("AnimationPlan", "prompt: 1 to {last} tokens, so that one is left to decode").format(
                last=session.n - 1)
    if request.what == "sweep":
        from explorer.export.animation.sweep import parse_sweep

        try:
            parse_sweep(request.sweep, session)
        except ValueError as err:
            return str(err)
    return ""


def plan(request: AnimationRequest, check: Callable[[], None] | None = None) -> Animation:
    """The animation ``request`` asks for (planned: its shots are made when written).
    ValueError in one line (a field's name first) when it cannot be made; ``check`` (a job's)
    may stop a training run's planning part-way."""
    r = request
    session = r.session
    if r.what == "lecture":
        from explorer.export.animation.lecture import lecture_animation

        return lecture_animation(r.snapshot.trace, r.head, r.options, fps=r.fps, hold=r.hold, query=r.query,
                                 session=session, extras=r.extras)
    if r.what == "training":
        from explorer.export.animation.training import training_animation

        choices = replace(r.training, head=r.head)
        config = config_for(choices, r.scaling, r.temperature)
        return training_animation(session, objective_for(choices, session), config,
                                  target_name=target_label(dict(TARGETS).get(choices.target, "")),
                                  options=r.options, fps=r.fps,
                                  every=r.every, hold=r.hold, backend=r.backend, check=check)
    if r.what == "decode":
        from explorer.export.animation.decode import decode_animation

        return decode_animation(session, r.head, r.options, fps=r.fps, hold=r.hold, prompt=r.prompt)
    from explorer.export.animation.sweep import sweep_animation

    return sweep_animation(session, r.sweep, r.head, r.options, fps=r.fps, seconds=r.seconds, hold=r.hold,
                           scaling=r.scaling, temperature=r.temperature, dtype=r.dtype, backend=r.backend)


def _in_words(call: Callable[[], Any]) -> Any:
    """``call()``, a failure raised as :class:`Said` (one line, never a traceback); a cancel passes."""
    try:
        return call()
    except (JobCancelled, *STOPS):
        raise
    except (ValueError, MemoryError) as err:  # the app's refusals (ExportError, SessionError, TrainingError)
        text = str(err).splitlines()[0] if str(err) else one_line(err)
        raise Said(translate("AnimationPlan", "out of memory while making the animation")
                   if isinstance(err, MemoryError) else text) from None
    except BaseException as err:  # noqa: BLE001 - a library's panic: said, not a traceback
        raise Said(translate("AnimationPlan", "the animation failed ({error})").format(error=one_line(err))) from None


def _shot_ms(shot: Shot, fps: int) -> int:
    low, high = SHOT_MS
    return int(min(max(shot.frames * 1000 / fps, low), high))


def preview(request: AnimationRequest, box: tuple[int, int], job: Job) -> Preview:
    """The preview job: plan, report the length, draw the first shots into ``box`` (w, h) and
    report them, then estimate the size by writing a sample (:func:`estimate`)."""
    def work() -> Preview:
        animation = plan(request, job.check)
        fmt = request.fmt
        width, height = frame_size(animation, request.size)
        check_size(fmt, width, height)
        found = Preview(animation.frame_count, animation.seconds, width, height)
        job.report(found)
        zoom = min(box[0] / width, box[1] / height)
        small = Framer(max(1, round(width * zoom)), max(1, round(height * zoom)), animation.extent,
                       animation.background)
        images = []
        for k, shot in enumerate(animation.shots()):
            if k == PREVIEW_SHOTS:
                break
            job.check()
            images.append((small.image(shot.figure), _shot_ms(shot, animation.fps)))
        found = replace(found, images=tuple(images))
        job.report(found)
        return replace(found, estimate=estimate(animation, request, job.check))

    return _in_words(work)


def _sample(animation: Animation) -> Animation:
    """The first shots of ``animation`` as an animation of their own (see :data:`PREVIEW_SHOTS`)."""
    shots: list[Shot] = []
    count = 0
    for shot in animation.shots():
        shots.append(shot)
        count += shot.frames
        if len(shots) >= PREVIEW_SHOTS or (len(shots) >= 2 and count >= animation.fps):
            break
    return replace(animation, frame_count=count, make_shots=lambda: iter(shots))


def estimate(animation: Animation, request: AnimationRequest, check: Callable[[], None]) -> int:
    """About how many bytes ``animation`` takes as ``request`` asks: a sample of its first shots
    written the same way, at full size, into a folder of its own, scaled by the frame count."""
    sample = _sample(animation)
    fmt = request.fmt
    with tempfile.TemporaryDirectory(prefix="attention-explorer-estimate-") as folder:
        target = Path(folder) / ("sample" if fmt == "png" else f"sample.{fmt}")
        written = write_animation(sample, target, fmt, size=request.size, colormap=request.options.colormap,
                                  dark=request.options.theme == "dark", check=check)
    return round(written.bytes * animation.frame_count / max(sample.frame_count, 1))


def write(request: AnimationRequest, job: Job) -> AnimationFile:
    """The write job: plan, then write every frame, reporting (frames done, frames in all,
    what the frame shows) and stopping when the job is cancelled (nothing is left behind)."""
    def work() -> AnimationFile:
        animation = plan(request, job.check)
        return write_animation(animation, request.path, request.fmt, size=request.size,
                               colormap=request.options.colormap, dark=request.options.theme == "dark",
                               progress=lambda done, total, caption: job.report((done, total, caption)),
                               check=job.check)

    return _in_words(work)
