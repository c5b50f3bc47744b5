"""``attention-explorer export``: one step of a session as a figure or a matrix file,
a 16:9 pipeline slide, the lines view, the √d_k chart or a lecture deck."""

from __future__ import annotations

import argparse
import math
from typing import Any, Sequence

from explorer.cli_common import EXIT_BAD_INPUT, EXIT_OVERFLOW, add_common, fail, offscreen
from explorer.core.wording import translate


def export_parser() -> argparse.ArgumentParser:
    # Names only: the export package is imported when the command runs.
    formats = ("png", "svg", "pdf", "csv", "npz", "tex", "md", "pptx")
    parser = argparse.ArgumentParser(
        prog="attention-explorer export",
        description="Write one step of a session as a figure (png, svg, pdf) or a matrix "
                    "(csv, npz, tex, md), or --step pipeline for a 16:9 slide of a whole head, or "
                    "--step lecture for a lecture deck of a head (pdf or pptx: a title page, a page "
                    "per step, the whole pipeline). "
                    "Needs no display. The format comes from the name of the output file unless "
                    f"--format is given. Exit status {EXIT_BAD_INPUT}: the session, the step or the "
                    f"output cannot be used (nothing is written); {EXIT_OVERFLOW}: the values overflow.",
    )
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("-o", "--output", required=True, metavar="FILE",
                        help="the file to write, e.g. weights.svg, slide.pdf, weights.csv, deck.pptx")
    parser.add_argument("--format", choices=formats, default=None, help="the format (default: from FILE's suffix)")
    parser.add_argument("--step", default="weights",
                        help="the step id: q, k, v, scores, scaled, masked, weights, weighted_values, output, "
                             "concat, projected, pipeline, lines (the lines view), why_sqrt_dk (the spread of q·k "
                             "at d_k = 4, 64, 512 and the session's, with and without ÷ √d_k, and the softmax it "
                             "gives: .png, .svg or .pdf), or lecture (a deck: .pdf or .pptx) (default: weights)")
    parser.add_argument("--head", type=int, default=None,
                        help="the head, counted from 1 as on screen (default: 1; for --step lines: every head)")
    parser.add_argument("--query", type=int, default=None,
                        help="for weighted_values (3-D) and the deck: the query row, counted from 1 as on screen")
    parser.add_argument("--scale", type=int, choices=(1, 2, 3, 4), default=2,
                        help="PNG size: 1 to 4 times the figure's size, tagged 300 dpi (default: 2)")
    parser.add_argument("--width-mm", type=float, default=None,
                        help="SVG/PDF width in millimetres (default: the natural size, 96 units per inch)")
    parser.add_argument("--theme", choices=("light", "dark"), default="light", help="default: light")
    parser.add_argument("--values", action=argparse.BooleanOptionalAction, default=True,
                        help="print the numbers in the cells (default: yes)")
    parser.add_argument("--negatives", action=argparse.BooleanOptionalAction, default=False,
                        help="mark every cell below 0 with a notch in its corner: the sign without the colour "
                             "(default: no)")
    parser.add_argument("--colormap", choices=("auto", "viridis", "cividis", "rdbu"), default="auto",
                        help="auto: viridis for weights, blue-white-red centred on 0 for signed steps")
    parser.add_argument("--title", default=None, help="the figure's title (default: the step's)")
    parser.add_argument("--decimals", type=int, default=None,
                        help="decimals of printed numbers (default: per step)")
    parser.add_argument("--scaling", action=argparse.BooleanOptionalAction, default=True,
                        help="divide the scores by √d_k, as What if… does (default: yes); the titles and "
                             "formulas say when it is off")
    parser.add_argument("--temperature", type=_temperature, default=1.0, metavar="T",
                        help="divide the scaled scores by T as well, as What if… does (default: 1)")
    parser.add_argument("--video", action="store_true",
                        help="--step lecture as .pptx: put the lecture's animation (an MP4, as 'animate --what "
                             "lecture' makes it) on a slide after the title")
    add_common(parser)
    return parser


def _temperature(text: str) -> float:
    """--temperature's value: a positive finite number (argparse turns the ValueError into one line)."""
    value = float(text)
    if not (value > 0 and math.isfinite(value)):
        raise ValueError(text)
    return value


def export_main(argv: Sequence[str]) -> int:
    args = export_parser().parse_args(argv)
    from explorer.core.io.session_files import load
    from explorer.core.session import SessionError

    try:
        session = load(args.session, dtype=args.dtype)
    except SessionError as err:
        return fail(f"{args.session}: {err}")
    offscreen()  # fonts, not a window: before anything makes the Qt application
    return export_or_fail(session, args.session, args.output, args.step, args.head, query=args.query,
                          format=args.format, theme=args.theme, values=args.values, colormap=args.colormap,
                          title=args.title, decimals=args.decimals, scale=args.scale, width_mm=args.width_mm,
                          scaling=args.scaling, temperature=args.temperature, dtype=args.dtype, backend=args.backend,
                          video=args.video, negatives=args.negatives)


def export_or_fail(session: Any, source: str, output: str, step: str, head: int | None, **options: Any) -> int:
    """:func:`~explorer.export.session_export.export_session`, its failures as one line and an exit
    status: 2 bad input (nothing written), 1 a failed write, 3 values that overflow. ``source``
    names the session file in the messages; options are named as this command's (--head 7: …)."""
    from explorer.core.attention.checked import OverflowProblem
    from explorer.core.backend import BackendError
    from explorer.core.session import ArgumentError, SessionError
    from explorer.export.session_export import export_session
    from explorer.export.view import ExportError, exit_status

    given = {"step": step, "head": head, **options}
    try:
        export_session(session, output, step, head, **options)
    except ArgumentError as err:
        value = given.get(err.field)
        return fail(f"--{err.field}{'' if value is None or isinstance(value, bool) else f' {value}'}: {err.detail}")
    except ExportError as err:
        return fail(str(err), exit_status(err))
    except SessionError as err:  # BudgetError: the session would not fit the memory budget
        return fail(f"{source}: {err}")
    except BackendError as err:
        return fail(str(err))
    except OverflowProblem as err:
        return fail(f"{source}: {err}", EXIT_OVERFLOW)
    except MemoryError:
        return fail(translate("ExportCli", "out of memory while exporting {step}; nothing was written")
                    .format(step=step))
    return 0
