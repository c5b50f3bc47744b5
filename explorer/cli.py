"""The ``attention-explorer`` command.

``attention-explorer [SESSION]`` opens the app; ``attention-explorer compute
SESSION`` prints every step as JSON; ``attention-explorer export SESSION -o
FILE`` writes a figure or a matrix (:mod:`explorer.export_cli`); the other
commands live in their own ``*_cli`` modules. ``compute``, ``--help`` and ``--version``
never import Qt, so they work on a machine with no display; ``export`` renders
figures with Qt's offscreen platform, so it needs no display either.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from typing import Sequence

from explorer import __version__
# The core is imported lazily (cli_common): --help and --version stay fast.
from explorer.cli_common import EXIT_BAD_INPUT, EXIT_OVERFLOW, EXIT_WRITE, add_common, fail, load_and_run
from explorer.core.backend import BackendError
from explorer.core.wording import translate

#: The widest --indent: deeper would only make the JSON bigger, and a huge one
#: (100 000 000) made the JSON encoder allocate gigabytes of spaces.
MAX_INDENT = 16


def _indent(text: str) -> int:
    value = int(text) if text.isascii() and text.isdigit() and len(text) < 4 else None
    if value is None or value > MAX_INDENT:
        raise argparse.ArgumentTypeError(translate("Cli", "expected a whole number from 0 to {most}, got {text}")
                                         .format(most=MAX_INDENT, text=repr(text[:40])))
    return value


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
               "  animate SESSION --what lecture|training|decode|sweep -o out.mp4|out.gif|DIR\n"
               "                    the lecture, a training run, a decode or a sweep as a video\n"
               "  import-model MODEL --sentence TEXT --layer L --head H -o SESSION.json   one model head (--list)\n"
               "  exercises         list the shipped course of exercises (a file and a title each)\n"
               "  check EXERCISE ATTEMPT.json\n"
               "                    check an attempt: 0 passed, 1 not yet (says what is missing), 2 bad input\n"
               "  solve EXERCISE -o SOLVED.json   write an exercise's worked solution as a session\n"
               "Run 'attention-explorer COMMAND --help' for a command's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("session", nargs="?", help="a session file (.json) to open")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="open the window, save a picture of it to PNG and exit")
    add_common(parser, gui=True)
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
    add_common(parser)
    return parser


def compute_main(argv: Sequence[str]) -> int:
    args = compute_parser().parse_args(argv)
    from explorer.core.attention.report import compute_result

    loaded = load_and_run(args, printed=True)
    if isinstance(loaded, int):
        return loaded
    _session, trace = loaded
    try:
        text = json.dumps(compute_result(trace), indent=args.indent, allow_nan=False)
    except MemoryError:  # the budget's estimate was short: still one line, no traceback
        return fail(translate("Cli", "{session}: out of memory while writing the result; "
                                     "set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before")
                    .format(session=args.session))
    sys.stdout.write(text + "\n")
    return 0


def gui_main(argv: Sequence[str]) -> int:
    args = gui_parser().parse_args(argv)
    from explorer.core.backend import select_backend
    from explorer.ui.window.display_check import display_problem

    problem = display_problem()
    if problem:
        return fail(problem)
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return fail(str(err))
    from explorer.ui.window.app import run_app  # Qt is imported only here

    return run_app(session_path=args.session, backend=backend, dtype=args.dtype, screenshot=args.screenshot,
                   language=args.lang)


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
        return fail(translate("Cli", "cannot write the output: {reason}").format(reason=err.strerror or err),
                    EXIT_WRITE)
    except MemoryError:
        return fail(translate("Cli", "out of memory; nothing more was written"))
    except BaseException as err:  # noqa: BLE001 - a bug or a library's panic still ends in one line
        if os.environ.get("ATTENTION_EXPLORER_DEBUG") or isinstance(err, GeneratorExit):
            raise
        from explorer.core.failures import one_line

        return fail(translate("Cli", "unexpected error ({error}); ATTENTION_EXPLORER_DEBUG=1 shows where")
                    .format(error=one_line(err)), EXIT_WRITE)
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
        fail(translate("Cli", "cannot write the output: {reason}").format(reason=err.strerror or err))
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
        from explorer.export_cli import export_main

        return export_main(argv[1:])
    if argv and argv[0] == "explain":
        from explorer.explain_cli import explain_main

        return explain_main(argv[1:])
    if argv and argv[0] == "train":
        from explorer.train_cli import train_main

        return train_main(argv[1:])
    if argv and argv[0] == "animate":
        from explorer.animate_cli import animate_main

        return animate_main(argv[1:])
    if argv and argv[0] == "import-model":
        from explorer.import_model_cli import import_model_main

        return import_model_main(argv[1:])
    if argv and argv[0] in ("check", "solve", "exercises"):
        from explorer.exercises_cli import exercises_dispatch

        return exercises_dispatch(argv)
    return gui_main(argv)


if __name__ == "__main__":
    raise SystemExit(main())
