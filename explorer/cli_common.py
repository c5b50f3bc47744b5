"""What the ``attention-explorer`` commands share: exit statuses, the one-line
failure, the backend and precision options, and loading a session into a trace.

Imports the core lazily: ``--help`` and ``--version`` stay fast and Qt-free.
"""

from __future__ import annotations

import argparse
import os
import sys
from typing import TYPE_CHECKING, NoReturn

from explorer.core.attention.pipeline import PRECISIONS
from explorer.core.backend import CHOICES, ENV_VAR, BackendError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.attention.trace import Trace
    from explorer.core.session import Session

#: A failed write (a file, or standard output).
EXIT_WRITE = 1
EXIT_BAD_INPUT = 2
EXIT_OVERFLOW = 3


class OneLineParser(argparse.ArgumentParser):
    """argparse, but a bad argument is one line (no usage block) and exit 2."""

    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: {message}\n")


class _Language(argparse.Action):
    """--lang: the language is chosen as the option is read, so that everything after it, a refusal of a later
    argument included, is said in it."""

    def __call__(self, parser, namespace, value, option_string=None):
        from explorer.app.language import use_language  # QtCore only, and only when asked

        try:
            setattr(namespace, self.dest, use_language(value))
        except (ValueError, OSError) as err:
            parser.error(f"argument --lang: {err}")


def add_language(parser: argparse.ArgumentParser, gui: bool = False) -> None:
    """The --lang option: the language of what the command writes (text, figures, decks)."""
    parser.add_argument("--lang", action=_Language, default=None, metavar="LANG",
                        help="the language of the window (default: the one chosen in View → Language, first the "
                             "system's)" if gui else
                        "the language of what is written: en, de, es, fr, pt_BR, zh_CN or 'system' (default: en, "
                        "so a script's output does not change with the machine)")


def add_common(parser: argparse.ArgumentParser, gui: bool = False) -> None:
    add_language(parser, gui)
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


def fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"attention-explorer: {message}", file=sys.stderr)
    return status


def load_and_run(args: argparse.Namespace, printed: bool = False) -> tuple[Session, Trace] | int:
    """The session and trace of ``args.session`` on the chosen backend, or the exit status
    after one line on stderr (bad file, over the memory budget, unusable backend, overflow).
    ``printed``: the budget includes printing every step as JSON (``compute``)."""
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load

    try:
        session = load(args.session, dtype=args.dtype)
    except SessionError as err:
        return fail(f"{args.session}: {err}")
    traced = run_or_fail(session, args, printed=printed)
    return traced if isinstance(traced, int) else (session, traced)


def run_or_fail(session: Session, args: argparse.Namespace, printed: bool = False) -> Trace | int:
    """:func:`~explorer.core.attention.checked.run_checked` of ``session`` with the command's
    --dtype, --backend (and export's --scaling, --temperature), or the exit status after one line."""
    from explorer.core.attention.checked import OverflowProblem, run_checked
    from explorer.core.session import SessionError

    try:
        return run_checked(session, args.dtype, args.backend, printed=printed,
                           scale=getattr(args, "scaling", True), temperature=getattr(args, "temperature", 1.0))
    except SessionError as err:  # BudgetError
        return fail(f"{args.session}: {err}")
    except BackendError as err:
        return fail(str(err))
    except MemoryError:
        return fail(translate("CliCommon", "{session}: out of memory computing the trace; "
                                           "set ATTENTION_EXPLORER_MEMORY_LIMIT lower to be told before")
                    .format(session=args.session))
    except OverflowProblem as err:
        return fail(f"{args.session}: {err}", EXIT_OVERFLOW)


def offscreen() -> None:
    """Render figures with Qt's offscreen platform where that matters."""
    if not os.environ.get("QT_QPA_PLATFORM") and not sys.platform.startswith(("win", "darwin")):
        # A figure needs fonts, not a window: on X11/Wayland systems Qt's
        # offscreen platform renders the same and cannot abort for want of a
        # display (even a set but unreachable DISPLAY would). Windows and
        # macOS need no display server, so their own platform stays.
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
