"""The ``attention-explorer`` command.

``attention-explorer [SESSION]`` opens the app; ``attention-explorer compute
SESSION`` prints every step as JSON. ``compute``, ``--help`` and ``--version``
never import Qt, so they work on a machine with no display.
"""

from __future__ import annotations

import argparse
import json
import sys
from typing import Sequence

from explorer import __version__
from explorer.core.backend import CHOICES, ENV_VAR, BackendError

EXIT_BAD_INPUT = 2
EXIT_OVERFLOW = 3
SUBCOMMANDS = ("compute",)


def _common(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--backend", choices=CHOICES, default=None,
                        help=f"array backend (default: ${ENV_VAR} or 'auto': CuPy when a GPU works, else NumPy)")
    parser.add_argument("--dtype", choices=("float64", "float32"), default="float64",
                        help="floating-point precision of the computation (default: float64)")


def gui_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="attention-explorer",
        description="Edit small matrices by hand and watch every step of scaled dot-product attention "
                    "recompute. With no command, opens the app.",
        epilog="commands:\n  compute SESSION   print every step of SESSION as JSON (no display needed)\n"
               "Run 'attention-explorer COMMAND --help' for a command's options.",
        formatter_class=argparse.RawDescriptionHelpFormatter,
    )
    parser.add_argument("--version", action="version", version=f"%(prog)s {__version__}")
    parser.add_argument("session", nargs="?", help="a session file (.json) to open")
    parser.add_argument("--screenshot", metavar="PNG",
                        help="open the window, save a picture of it to PNG and exit")
    _common(parser)
    return parser


def compute_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(
        prog="attention-explorer compute",
        description="Print every step of attention for a session file as one JSON object: "
                    '{"backend", "dtype", "heads": [{q, k, v, scores, scaled, weights, output}], "output"}. '
                    f"Exit status {EXIT_BAD_INPUT}: the file cannot be used; {EXIT_OVERFLOW}: the values overflow.",
    )
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("--indent", type=int, default=None, help="pretty-print with this indent")
    _common(parser)
    return parser


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"attention-explorer: {message}", file=sys.stderr)
    return status


def compute_main(argv: Sequence[str]) -> int:
    args = compute_parser().parse_args(argv)
    from explorer.core.backend import select_backend
    from explorer.core.pipeline import run
    from explorer.core.report import compute_result
    from explorer.core.session import SessionError
    from explorer.core.session_io import load

    try:
        session = load(args.session)
    except SessionError as err:
        return _fail(f"{args.session}: {err}")
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return _fail(str(err))
    trace = run(session, backend, args.dtype)
    if trace.problems:
        return _fail(f"{args.session}: {trace.problems[0]}", EXIT_OVERFLOW)
    sys.stdout.write(json.dumps(compute_result(trace), indent=args.indent, allow_nan=False) + "\n")
    return 0


def gui_main(argv: Sequence[str]) -> int:
    args = gui_parser().parse_args(argv)
    from explorer.core.backend import select_backend
    from explorer.ui.display_check import display_problem

    problem = display_problem()
    if problem:
        return _fail(problem)
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return _fail(str(err))
    from explorer.ui.app import run_app  # Qt is imported only here

    return run_app(session_path=args.session, backend=backend, dtype=args.dtype, screenshot=args.screenshot)


def main(argv: Sequence[str] | None = None) -> int:
    argv = list(sys.argv[1:] if argv is None else argv)
    try:
        if argv and argv[0] == "compute":
            return compute_main(argv[1:])
        return gui_main(argv)
    except KeyboardInterrupt:
        return 130
    except BrokenPipeError:
        return 0


if __name__ == "__main__":
    raise SystemExit(main())
