"""The ``attention-explorer`` command.

``attention-explorer [SESSION]`` opens the app; ``attention-explorer compute
SESSION`` prints every step as JSON; ``attention-explorer export SESSION -o
FILE`` writes a figure or a matrix. ``compute``, ``--help`` and ``--version``
never import Qt, so they work on a machine with no display; ``export`` renders
figures with Qt's offscreen platform, so it needs no display either.
"""

from __future__ import annotations

import argparse
import json
import math
import os
import sys
from typing import TYPE_CHECKING, Any, Sequence

from explorer import __version__
from explorer.core.backend import CHOICES, ENV_VAR, BackendError
from explorer.core.attention.pipeline import PRECISIONS

if TYPE_CHECKING:  # the core is imported lazily: --help and --version stay fast
    from explorer.core.session import Session
    from explorer.core.attention.trace import Trace

#: A failed write (a file, or standard output).
EXIT_WRITE = 1
EXIT_BAD_INPUT = 2
EXIT_OVERFLOW = 3


#: The widest --indent: deeper would only make the JSON bigger, and a huge one
#: (100 000 000) made the JSON encoder allocate gigabytes of spaces.
MAX_INDENT = 16


def _indent(text: str) -> int:
    value = int(text) if text.isascii() and text.isdigit() and len(text) < 4 else None
    if value is None or value > MAX_INDENT:
        raise argparse.ArgumentTypeError(f"expected a whole number from 0 to {MAX_INDENT}, got {text[:40]!r}")
    return value


def _common(parser: argparse.ArgumentParser, gui: bool = False) -> None:
    parser.add_argument("--backend", choices=CHOICES, default=None,
                        help=f"array backend (default: ${ENV_VAR} or 'auto': CuPy when a GPU works, else NumPy)")
    if gui:
        parser.add_argument("--dtype", choices=PRECISIONS, default=None,
                            help="floating-point precision of the computation (default: the one chosen in "
                                 "View → Precision, first 'auto': float32 from 1024 tokens, else float64)")
    else:
        parser.add_argument("--dtype", choices=PRECISIONS, default="float64",
                            help="floating-point precision of the computation (default: float64; "
                                 "'auto' is float32 from 1024 tokens)")


def gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="attention-explorer",
        description="Edit small matrices by hand and watch every step of scaled dot-product attention "
                    "recompute. With no command, opens the app.",
        epilog="commands:\n  compute SESSION   print every step of SESSION as JSON (no display needed)\n"
               "  export SESSION -o FILE\n"
               "                    write a figure (PNG, SVG, PDF) or a matrix (CSV, NPZ, LaTeX,\n"
               "                    Markdown) of one step (no display needed)\n"
               "  export SESSION --step why_sqrt_dk -o chart.svg\n"
               "                    the chart of why the scores are divided by √d_k (PNG, SVG, PDF)\n"
               "  export SESSION --step lecture -o deck.pdf|deck.pptx\n"
               "                    write a lecture deck of one head: a title page, a page per step,\n"
               "                    the whole pipeline (PDF or PowerPoint; no display needed)\n"
               "  explain SESSION --step STEP --row I [--col J]\n"
               "                    how one number was computed, as text, Markdown or LaTeX\n"
               "  train SESSION --target previous -o TRAINED.json\n"
               "                    gradient descent on W_Q, W_K (W_V) toward a target\n"
               "  import-model MODEL --sentence TEXT --layer L --head H -o SESSION.json   one model head (--list)\n"
               "Run 'attention-explorer COMMAND --help' for a command's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("session", nargs="?", help="a session file (.json) to open")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="open the window, save a picture of it to PNG and exit")
    _common(parser, gui=True)
    return parser


def compute_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="attention-explorer compute",
        description="Print every step of attention for a session file as one JSON object: "
                    '{"backend", "dtype", "heads": [{q, k, v, scores, scaled, weights, output}], "output"}. '
                    f"Exit status {EXIT_BAD_INPUT}: the file cannot be used; {EXIT_OVERFLOW}: the values overflow.",
    )
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("--indent", type=_indent, default=None,
                        help=f"pretty-print with this indent (0 to {MAX_INDENT})")
    _common(parser)
    return parser


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"attention-explorer: {message}", file=sys.stderr)
    return status


def compute_main(argv: Sequence[str]) -> int:
    args = compute_parser().parse_args(argv)
    from explorer.core.attention.report import compute_result

    loaded = _load_and_run(args, printed=True)
    if isinstance(loaded, int):
        return loaded
    _session, trace = loaded
    try:
        text = json.dumps(compute_result(trace), indent=args.indent, allow_nan=False)
    except MemoryError:  # the budget's estimate was short: still one line, no traceback
        return _fail(f"{args.session}: out of memory while writing the result; "
                     "set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before")
    sys.stdout.write(text + "\n")
    return 0


def _load_and_run(args: argparse.Namespace, printed: bool = False) -> tuple[Session, Trace] | int:
    """The session and trace of ``args.session`` on the chosen backend, or the exit status
    after one line on stderr (bad file, over the memory budget, unusable backend, overflow).
    ``printed``: the budget includes printing every step as JSON (``compute``)."""
    from explorer.core.backend import select_backend
    from explorer.core.io.budget import check_session
    from explorer.core.attention.pipeline import run
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load

    try:
        session = load(args.session, dtype=args.dtype)
        check_session(session, args.dtype, printed=printed, what="this session")
    except SessionError as err:
        return _fail(f"{args.session}: {err}")
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return _fail(str(err))
    try:
        # What if…'s choices (export only): the figures then say them in their titles.
        trace = run(session, backend, args.dtype, scale=getattr(args, "scaling", True),
                    temperature=getattr(args, "temperature", 1.0))
    except MemoryError:
        return _fail(f"{args.session}: out of memory computing the trace; "
                     "set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before")
    if trace.problems:
        return _fail(f"{args.session}: {trace.problems[0]}", EXIT_OVERFLOW)
    return session, trace


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
    _common(parser)
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


def export_main(argv: Sequence[str]) -> int:
    args = export_parser().parse_args(argv)
    refused = _to_zero_based(args)
    if refused:
        return _fail(refused)
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
        return _fail("a PowerPoint file is a lecture deck: add --step lecture (and --head to choose the head)")
    from explorer.export.files import export, format_for
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError, exit_status, resolve_key

    try:
        fmt = format_for(args.output, args.format)
        options = FigureOptions(theme=args.theme, values=args.values, colormap=args.colormap, title=args.title,
                                scale=args.scale, width_mm=args.width_mm, decimals=args.decimals)
    except ExportError as err:
        return _fail(str(err))
    loaded = _load_and_run(args)
    if isinstance(loaded, int):
        return loaded
    session, trace = loaded
    refused = _out_of_range(args, trace)
    if refused:
        return _fail(refused)
    if fmt in ("png", "svg", "pdf"):
        _offscreen()
    try:
        key = resolve_key(trace, args.step, args.head)
        if args.query is not None and (key not in trace or len(trace.get(key).shape) != 3):
            raise ExportError(f"--query picks a query row of the 3-D weighted_values step; {key} is not "
                              "3-D: leave --query out")
        export(trace, key, args.output, fmt, options, query=args.query, session=session)
    except ExportError as err:
        return _fail(str(err), exit_status(err))
    except MemoryError:
        return _fail(f"out of memory while exporting {args.step}; nothing was written")
    return 0


def _offscreen() -> None:
    """Render figures with Qt's offscreen platform where that matters."""
    if not os.environ.get("QT_QPA_PLATFORM") and not sys.platform.startswith(("win", "darwin")):
        # A figure needs fonts, not a window: on X11/Wayland systems Qt's
        # offscreen platform renders the same and cannot abort for want of a
        # display (even a set but unreachable DISPLAY would). Windows and
        # macOS need no display server, so their own platform stays.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"


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
        return _fail(str(err))
    loaded = _load_and_run(args)
    if isinstance(loaded, int):
        return loaded
    session, trace = loaded
    refused = _out_of_range(args, trace)
    if refused:
        return _fail(refused)
    _offscreen()
    try:
        export_deck(trace, args.head, args.output, fmt, options, query=args.query, session=session)
    except ExportError as err:
        return _fail(str(err), exit_status(err))
    except MemoryError:
        return _fail("out of memory while making the lecture deck; nothing was written")
    return 0


def gui_main(argv: Sequence[str]) -> int:
    args = gui_parser().parse_args(argv)
    from explorer.core.backend import select_backend
    from explorer.ui.window.display_check import display_problem

    problem = display_problem()
    if problem:
        return _fail(problem)
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return _fail(str(err))
    from explorer.ui.window.app import run_app  # Qt is imported only here

    return run_app(session_path=args.session, backend=backend, dtype=args.dtype, screenshot=args.screenshot)


def main(argv: Sequence[str] | None = None) -> int:
    """Run one command; returns the exit status. Every way out is one line at
    most on stderr: 0 done, 1 a failed write (standard output included: a full
    disk, /dev/full), 2 bad input, 3 overflow, 130 interrupted; never a traceback
    (ATTENTION_EXPLORER_DEBUG=1 shows one for an unexpected error)."""
    try:
        status = _dispatch(list(sys.argv[1:] if argv is None else argv))
    except SystemExit:  # argparse: --help, --version, a bad argument (already said)
        if _flush_failed():
            return EXIT_WRITE
        raise
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        _silence_stdout()
        return 0
    except OSError as err:  # a write to standard output failed (/dev/full, a full disk)
        _silence_stdout()
        return _fail(f"cannot write the output: {err.strerror or err}", EXIT_WRITE)
    except MemoryError:
        return _fail("out of memory; nothing more was written")
    except BaseException as err:  # noqa: BLE001 - a bug or a library's panic still ends in one line
        if os.environ.get("ATTENTION_EXPLORER_DEBUG") or isinstance(err, GeneratorExit):
            raise
        from explorer.core.failures import one_line

        return _fail(f"unexpected error ({one_line(err)}); ATTENTION_EXPLORER_DEBUG=1 shows where", EXIT_WRITE)
    return EXIT_WRITE if _flush_failed() else status


def _flush_failed() -> bool:
    """Write what standard output still buffers now, so that a failure is said
    here in one line (at exit Python would print its own, and exit 0)."""
    try:
        sys.stdout.flush()
    except BrokenPipeError:
        _silence_stdout()
    except OSError as err:
        _silence_stdout()
        _fail(f"cannot write the output: {err.strerror or err}")
        return True
    return False


def _silence_stdout() -> None:
    # Point standard output at the null device, so the flush at exit neither
    # fails again nor prints "Exception ignored ..." (Python's documented recipe).
    try:
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())
        os.close(devnull)
    except (OSError, ValueError, AttributeError):
        pass


def _dispatch(argv: list[str]) -> int:
    if argv and argv[0] == "_tokenize":  # not for people: a tokenizer run within a time budget
        from explorer.core.models.tokenizer_child import child_main

        return child_main(sys.stdin, sys.stdout)
    if argv and argv[0] == "compute":
        return compute_main(argv[1:])
    if argv and argv[0] == "export":
        return export_main(argv[1:])
    if argv and argv[0] == "explain":
        from explorer.explain_cli import explain_main

        return explain_main(argv[1:])
    if argv and argv[0] == "train":
        from explorer.train_cli import train_main

        return train_main(argv[1:])
    if argv and argv[0] == "import-model":
        from explorer.import_model_cli import import_model_main

        return import_model_main(argv[1:])
    return gui_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
