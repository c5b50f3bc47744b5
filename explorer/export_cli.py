"""``attention-explorer export``: one step of a session as a figure or a matrix file,
a 16:9 pipeline slide, the lines view, the √d_k chart or a lecture deck."""

from __future__ import annotations

import argparse
import math
from typing import Any, Sequence

from explorer.cli_common import EXIT_BAD_INPUT, EXIT_OVERFLOW, add_common, fail, load_and_run, offscreen


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
    add_common(parser)
    return parser


def _temperature(text: str) -> float:
    """--temperature's value: a positive finite number (argparse turns the ValueError into one line)."""
    value = float(text)
    if not (value > 0 and math.isfinite(value)):
        raise ValueError(text)
    return value


def _to_zero_based(args: argparse.Namespace) -> str | None:
    """--head and --query count from 1 (as every screen, caption and page does);
    the code below counts from 0. A number under 1 is refused with one line."""
    for name, what in (("head", "head"), ("query", "query row")):
        value = getattr(args, name)
        if value is not None:
            if value < 1:
                return f"--{name} {value}: {what}s are counted from 1"
            setattr(args, name, value - 1)
    return None


def _out_of_range(args: argparse.Namespace, trace: Any) -> str | None:
    """A one-line message, counted from 1, for a --head or --query the session does not have."""
    if not 0 <= args.head < trace.n_heads:
        return f"--head {args.head + 1}: no head {args.head + 1}; this session has heads 1 to {trace.n_heads}"
    n = trace.step("q", args.head).shape[0]
    if args.query is not None and not 0 <= args.query < n:
        return f"--query {args.query + 1}: no query row {args.query + 1}; this session has rows 1 to {n}"
    return None


def _loaded(args: argparse.Namespace) -> tuple[Any, Any] | int:
    """The session and trace, or the exit status after one line: a file that cannot be
    used, or a --head or --query the session does not have."""
    loaded = load_and_run(args)
    if isinstance(loaded, int):
        return loaded
    refused = _out_of_range(args, loaded[1])
    return fail(refused) if refused else loaded


def export_main(argv: Sequence[str]) -> int:
    args = export_parser().parse_args(argv)
    refused = _to_zero_based(args)
    if refused:
        return fail(refused)
    if args.step == "lines":
        from explorer.lines_cli import export_lines

        return export_lines(args.session, args.output, args.head, args.theme)
    if args.step in ("why_sqrt_dk", "why-sqrt-dk"):
        from explorer.scaling_cli import export_why_sqrt_dk

        return export_why_sqrt_dk(args.session, args.output, args.theme, args.scale, args.width_mm, args.title)
    if args.head is None:
        args.head = 0
    if args.step == "lecture":
        return _export_lecture(args)
    if args.output.lower().endswith(".pptx") or args.format == "pptx":
        return fail("a PowerPoint file is a lecture deck: add --step lecture (and --head to choose the head)")
    from explorer.export.files import export, format_for
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError, exit_status, resolve_key

    try:
        fmt = format_for(args.output, args.format)
        options = FigureOptions(theme=args.theme, values=args.values, colormap=args.colormap, title=args.title,
                                scale=args.scale, width_mm=args.width_mm, decimals=args.decimals)
    except ExportError as err:
        return fail(str(err))
    loaded = _loaded(args)
    if isinstance(loaded, int):
        return loaded
    session, trace = loaded
    if fmt in ("png", "svg", "pdf"):
        offscreen()
    try:
        key = resolve_key(trace, args.step, args.head)
        if args.query is not None and (key not in trace or len(trace.get(key).shape) != 3):
            raise ExportError(f"--query picks a query row of the 3-D weighted_values step; {key} is not "
                              "3-D: leave --query out")
        export(trace, key, args.output, fmt, options, query=args.query, session=session)
    except ExportError as err:
        return fail(str(err), exit_status(err))
    except MemoryError:
        return fail(f"out of memory while exporting {args.step}; nothing was written")
    return 0


def _export_lecture(args: argparse.Namespace) -> int:
    """``export --step lecture``: the deck of ``--head`` as a PDF or a .pptx."""
    from explorer.export.deck.files import deck_format, export_deck
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError, exit_status

    try:
        fmt = deck_format(args.output, args.format)
        options = FigureOptions(theme=args.theme, values=args.values, colormap=args.colormap, title=args.title,
                                decimals=args.decimals)
    except ExportError as err:
        return fail(str(err))
    loaded = _loaded(args)
    if isinstance(loaded, int):
        return loaded
    session, trace = loaded
    offscreen()
    try:
        export_deck(trace, args.head, args.output, fmt, options, query=args.query, session=session)
    except ExportError as err:
        return fail(str(err), exit_status(err))
    except MemoryError:
        return fail("out of memory while making the lecture deck; nothing was written")
    return 0
