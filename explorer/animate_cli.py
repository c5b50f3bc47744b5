"""``attention-explorer animate``: the lecture, a training run, a decode or a sweep as a video.

    attention-explorer animate SESSION --what lecture|training|decode|sweep -o out.mp4|out.gif|DIR
        [--fps 30] [--hold 2] [--size 1280x720|1920x1080|own] [--theme dark] [--colormap …]
        [--sweep "heads[0].w_q[2,3]=-2:2"] [--seconds 4] [--prompt 1] [train's options] …

Writes an H.264 MP4 (PyAV), a looping GIF (Pillow) or a folder of numbered PNG
(or, with --format svg, SVG) frames, verified and atomic; prints one line
saying what was written. Bad arguments: exit 2 with one line, nothing written.
"""

from __future__ import annotations

import argparse
import math
import re
import sys
from typing import Any, Callable, Sequence

from explorer.cli_common import (EXIT_BAD_INPUT, EXIT_OVERFLOW, EXIT_WRITE, OneLineParser, add_common, fail,
                                 offscreen)
from explorer.core.wording import translate

WHATS = ("lecture", "training", "decode", "sweep")
#: How long each step, token or end is held when --hold is not given, in seconds.
DEFAULT_HOLD = {"lecture": 2.0, "training": 2.0, "decode": 1.0, "sweep": 1.0}
#: The frame rate when --fps is not given (a GIF's frame time is a whole number of 1/100 s).
DEFAULT_FPS, DEFAULT_GIF_FPS = 30, 25
_SIZE = re.compile(r"^(\d{2,5})[x×](\d{2,5})$")


def _positive(text: str) -> float:
    value = float(text) if re.fullmatch(r"\d+(\.\d*)?|\.\d+", text.strip()) else math.nan
    if not (value > 0 and math.isfinite(value)):
        raise ValueError(text)
    return value


def _whole(text: str) -> int:
    if not (text.isascii() and text.isdigit() and len(text) < 7 and int(text) >= 1):
        raise ValueError(text)
    return int(text)


def _size(text: str) -> tuple[int, int] | str:
    if text == "own":
        return text
    found = _SIZE.match(text.strip().lower())
    if found is None:
        raise argparse.ArgumentTypeError(translate("AnimateCli", "expected WIDTHxHEIGHT (e.g. 1280x720) or own, "
                                                                 "got {text}").format(text=repr(text[:30])))
    return int(found.group(1)), int(found.group(2))


def animate_parser() -> argparse.ArgumentParser:
    from explorer.core.attention.step_keys import cell_address, step_key
    from explorer.training_options import add_training_options

    parser = OneLineParser(
        prog="attention-explorer animate",
        description="Write an animation of a session: the lecture (the deck's pages one at a time), a "
                    "training run (the loss curve and the weights moving), a decode (the KV cache growing a "
                    "token at a time) or a sweep (one number moved from a to b, every step following). "
                    "MP4 (H.264) or GIF by the output's suffix, or a folder of numbered frames for a name "
                    f"without one. Needs no display. Exit status {EXIT_BAD_INPUT}: bad arguments (nothing "
                    f"written); {EXIT_WRITE}: the file could not be written; {EXIT_OVERFLOW}: a training run "
                    "overflowed.")
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("--what", choices=WHATS, required=True, help="which animation")
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="out.mp4, out.gif, or a new or empty folder for numbered frames")
    parser.add_argument("--format", choices=("mp4", "gif", "png", "svg"), default=None,
                        help="the format (default: from the output's suffix; a folder gets PNG frames)")
    parser.add_argument("--fps", type=_whole, default=None,
                        help=f"frames a second (default {DEFAULT_FPS}; a GIF's {DEFAULT_GIF_FPS}, and one of "
                             "1, 2, 4, 5, 10, 20, 25, 50)")
    parser.add_argument("--hold", type=_positive, default=None, metavar="SECONDS",
                        help="how long each page (lecture), token (decode) or the start and end (training, "
                             "sweep) stay on screen (default: 2 for a lecture and a run, 1 otherwise)")
    parser.add_argument("--size", type=_size, default=None, metavar="WxH",
                        help="the frame size: 1280x720 (default), 1920x1080, any even size, or own (the figures' own)")
    parser.add_argument("--theme", choices=("light", "dark"), default="light", help="default: light")
    parser.add_argument("--colormap", choices=("auto", "viridis", "cividis", "rdbu"), default="auto",
                        help="as in export (default: auto)")
    parser.add_argument("--decimals", type=int, default=None, help="decimals of printed numbers (default: per step)")
    parser.add_argument("--values", action=argparse.BooleanOptionalAction, default=True,
                        help="print the numbers in the cells (default: yes)")
    parser.add_argument("--scaling", action=argparse.BooleanOptionalAction, default=True,
                        help="divide the scores by √d_k, as What if… does (lecture, sweep; default: yes)")
    parser.add_argument("--temperature", type=_positive, default=1.0, metavar="T",
                        help="What if…'s temperature (lecture, sweep; default: 1)")
    parser.add_argument("--query", type=int, default=None,
                        help="lecture: the query row whose weighted values are shown, counted from 1")
    parser.add_argument("--sweep", metavar="NAME=FROM:TO",
                        help=f"sweep: what moves, e.g. {cell_address(step_key('w_q', 0), 2, 3)}=-2:2 (the matrix as "
                             "the session file names "
                             "it, heads from 0; its row and column from 1, as on screen), x[1,2]=0:3, "
                             "temperature=2:0.1, theta=10000:10, window=1:8")
    parser.add_argument("--seconds", type=_positive, default=4.0,
                        help="sweep: how long the move from FROM to TO takes (default 4)")
    parser.add_argument("--prompt", type=_whole, default=1,
                        help="decode: how many tokens are the prompt before the first decoded one (default 1)")
    parser.add_argument("--every", type=_whole, default=1, metavar="K",
                        help="training: a frame every K steps (default 1)")
    add_training_options(parser)  # --head is every animation's: the head shown (counted from 1)
    add_common(parser)
    return parser


def animate_main(argv: Sequence[str]) -> int:
    args = animate_parser().parse_args(argv)
    from explorer.core.io.session_files import load
    from explorer.core.session import SessionError

    try:
        session = load(args.session, dtype=args.dtype)
    except SessionError as err:
        return fail(f"{args.session}: {err}")
    offscreen()
    return _animate(session, args)


def _animate(session: Any, args: argparse.Namespace) -> int:
    from explorer.core.session import ArgumentError, SessionError
    from explorer.core.training.targets import TargetError
    from explorer.core.training.trainer import TrainingError
    from explorer.export.animation.write import animation_format, check_rate
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError, exit_status

    try:
        fmt = animation_format(args.output, args.format)
        fps = args.fps or (DEFAULT_GIF_FPS if fmt == "gif" else DEFAULT_FPS)
        check_rate(fmt, fps)
    except ExportError as err:
        return fail(_argument_line(err) if str(err)[:4] in ("fps:", "size")
                    else translate("AnimateCli", "argument -o: {error}").format(error=err))
    hold = args.hold if args.hold is not None else DEFAULT_HOLD[args.what]
    if args.head is not None and not 1 <= args.head <= len(session.heads):
        return fail(translate("AnimateCli", "argument --head: no head {head}; this session has heads 1 to {count}")
                    .format(head=args.head, count=len(session.heads)))
    head = 0 if args.head is None else args.head - 1
    try:
        options = FigureOptions(theme=args.theme, values=args.values, colormap=args.colormap,
                                decimals=args.decimals)
        animation = _plan(session, args, head, options, fps, hold)
        if isinstance(animation, int):
            return animation
        written = _write(animation, args, fmt)
    except ArgumentError as err:
        value = getattr(args, err.field, None)
        if value is None:
            return fail(translate("AnimateCli", "argument --{option}: {detail}").format(option=err.field,
                                                                                        detail=err.detail))
        return fail(translate("AnimateCli", "argument --{option} {value}: {detail}")
                    .format(option=err.field, value=value, detail=err.detail))
    except TargetError as err:
        from explorer.training_options import target_failure

        return fail(target_failure(err, args))
    except TrainingError as err:
        return fail(f"{args.session}: {err}", EXIT_OVERFLOW)
    except ExportError as err:
        return fail(_argument_line(err), exit_status(err))
    except SessionError as err:
        return fail(f"{args.session}: {err}")
    except MemoryError:
        return fail(translate("AnimateCli", "out of memory while making the animation; nothing was written"))
    sys.stdout.write(written_line(written) + "\n")
    return 0


def written_line(written: Any) -> str:
    """One line saying what was written: where, how long, how many frames of what size, how big."""
    from explorer.export.animation.write import format_name

    return translate("AnimateCli", "wrote {path} ({format}): {frames} frames, {seconds:.1f} s at {fps} fps, "
                                   "{width} × {height}, {size}").format(
        path=written.path, format=format_name(written.fmt), frames=written.frames, seconds=written.seconds,
        fps=written.fps, width=written.width, height=written.height, size=byte_size(written.bytes))


def byte_size(count: float) -> str:
    """A file's size in words: "2.3 MB", or "850 kB" under 0.1 MB (the Export Animation dialog's estimate too)."""
    mb = count / 1e6
    if mb >= 0.1:
        return translate("AnimateCli", "{size:.1f} MB").format(size=mb)
    return translate("AnimateCli", "{size:.0f} kB").format(size=count / 1e3)


def _argument_line(err: Exception) -> str:
    """An ExportError about --fps or --size named as the option ("fps: …" → "argument --fps: …")."""
    text = str(err)
    for name in ("fps", "size"):
        if text.startswith(f"{name}: "):
            return translate("AnimateCli", "argument --{option}: {detail}").format(option=name,
                                                                                   detail=text[len(name) + 2:])
    return text


def _plan(session: Any, args: argparse.Namespace, head: int, options: Any, fps: int, hold: float) -> Any:
    """The animation asked for, or an exit status."""
    from explorer.core.attention.checked import run_checked

    if args.what == "lecture":
        from explorer.export.animation.lecture import lecture_animation

        trace = run_checked(session, args.dtype, args.backend, scale=args.scaling, temperature=args.temperature)
        n = trace.step("q", head).shape[0]
        if args.query is not None and not 1 <= args.query <= n:
            return fail(translate("AnimateCli", "argument --query: no query row {row}; this session has rows 1 to "
                                                "{count}").format(row=args.query, count=n))
        return lecture_animation(trace, head, options, fps=fps, hold=hold, session=session,
                                 query=None if args.query is None else args.query - 1)
    if args.what == "decode":
        from explorer.export.animation.decode import decode_animation

        return decode_animation(session, head, options, fps=fps, hold=hold, prompt=args.prompt)
    if args.what == "sweep":
        from explorer.export.animation.sweep import sweep_animation

        if args.sweep is None:
            return fail(translate("AnimateCli", "argument --sweep: a sweep needs --sweep NAME=FROM:TO, "
                                                "e.g. temperature=2:0.1"))
        return sweep_animation(session, args.sweep, head, options, fps=fps, seconds=args.seconds, hold=hold,
                               scaling=args.scaling, temperature=args.temperature, dtype=args.dtype,
                               backend=args.backend)
    from explorer.core.backend import select_backend
    from explorer.export.animation.training import training_animation
    from explorer.training_options import training_setup

    if args.target is None and args.output_target is None:
        args.target = "previous"
    setup = training_setup(args, session, fail=lambda message: fail(message))
    if isinstance(setup, int):
        return setup
    objective, config, _head = setup
    return training_animation(session, objective, config, target_name=_target_name(args.target), options=options,
                              fps=fps, every=args.every, hold=hold, backend=select_backend(args.backend))


def _target_name(target: str | None) -> str:
    from explorer.core.training.targets import NAMED_TARGETS

    from explorer.app.training_panel import TARGETS

    names = {name: label for name, label, _why in TARGETS}  # as the Train panel names them
    return names.get(target or "", "") if target in NAMED_TARGETS else (target or "")


def _write(animation: Any, args: argparse.Namespace, fmt: str) -> Any:
    from explorer.export.animation.write import write_animation

    return write_animation(animation, args.output, fmt, size=args.size, colormap=args.colormap,
                           dark=args.theme == "dark")


def write_training_video(session: Any, objective: Any, config: Any, target: str, path: str, backend: Any,
                         failed: Callable[[str, int], int]) -> int:
    """``train --video``: the run just made, as an animation at the defaults; 0, or the exit status."""
    from explorer.export.animation.training import training_animation
    from explorer.export.animation.write import animation_format, write_animation
    from explorer.export.view import ExportError, exit_status

    offscreen()
    try:
        fmt = animation_format(path)
        animation = training_animation(session, objective, config, target_name=_target_name(target),
                                       fps=DEFAULT_GIF_FPS if fmt == "gif" else DEFAULT_FPS,
                                       hold=DEFAULT_HOLD["training"], backend=backend)
        written = write_animation(animation, path, fmt)
    except ExportError as err:
        return failed(translate("AnimateCli", "argument --video: {error}").format(error=err), exit_status(err))
    sys.stdout.write(written_line(written) + "\n")
    return 0
