"""``attention-explorer check``, ``solve`` and ``exercises``: exercises, headless.

    attention-explorer check EXERCISE ATTEMPT.json     0 passed, 1 not yet (one line: what is missing),
                                                       2 bad input (one line naming the file and field)
    attention-explorer solve EXERCISE -o SOLVED.json   the worked solution as a session (written atomically)
    attention-explorer exercises                       the shipped course: a line each, its file and title

EXERCISE is an exercise file, or the name of a shipped one (``01-thinking-attends-to-itself``).
No Qt is imported. The format is in ``docs/exercises.md``.
"""

from __future__ import annotations

import argparse
import sys
from pathlib import Path
from typing import TYPE_CHECKING, Sequence

from explorer.cli_common import OneLineParser, add_language
from explorer.core.backend import CHOICES, ENV_VAR, BackendError
from explorer.core.wording import translate

if TYPE_CHECKING:
    from explorer.core.backend import Backend
    from explorer.core.exercises.format import Exercise

EXIT_PASSED = 0
#: ``check``: the attempt does not pass yet. (``solve``: a failed write, as for every command.)
EXIT_NOT_YET = EXIT_WRITE = 1
EXIT_BAD_INPUT = 2
COMMANDS = ("check", "solve", "exercises")


def _fail(prog: str, message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"{prog}: {message}", file=sys.stderr)
    return status


def _exercise_argument(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("exercise", metavar="EXERCISE",
                        help="an exercise file (.json), or the name of a shipped one "
                             "(see 'attention-explorer exercises')")


def _load(prog: str, name: str, backend_name: str | None) -> tuple[Exercise, Backend] | int:
    """The exercise ``name`` (a file, else a shipped exercise's name) and the backend, or the
    exit status after one line."""
    from explorer.core.backend import select_backend
    from explorer.core.exercises.course import course_exercise
    from explorer.core.exercises.format import load_exercise
    from explorer.core.session import SessionError

    try:
        backend = select_backend(backend_name)
        if not Path(name).exists() and "/" not in name and not name.endswith(".json"):
            try:
                return course_exercise(name, backend), backend
            except KeyError:
                return _fail(prog, translate("ExercisesCli", "{name}: no such file, nor a shipped exercise "
                                                             "('attention-explorer exercises' lists them)")
                             .format(name=name))
        return load_exercise(name, backend), backend
    except SessionError as err:
        return _fail(prog, f"{name}: {err}")
    except BackendError as err:
        return _fail(prog, str(err))


def check_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="attention-explorer check",
        description="Check an attempt at an exercise: is it the exercise's session with only the editable cells "
                    "changed, and does every check pass? Prints one line. Exit status 0: passed; "
                    f"{EXIT_NOT_YET}: not yet (the line says what is missing); {EXIT_BAD_INPUT}: a file cannot be "
                    "used (the line names the file and the field).")
    _exercise_argument(parser)
    parser.add_argument("attempt", metavar="ATTEMPT.json", help="the attempt: a session file")
    parser.add_argument("--backend", choices=CHOICES, default=None,
                        help=f"array backend (default: ${ENV_VAR} or 'auto')")
    add_language(parser)
    return parser


def check_main(argv: Sequence[str]) -> int:
    args = check_parser().parse_args(argv)
    prog = "attention-explorer check"
    loaded = _load(prog, args.exercise, args.backend)
    if isinstance(loaded, int):
        return loaded
    exercise, backend = loaded
    from explorer.core.exercises.attempt import check_attempt
    from explorer.core.io.session_files import load
    from explorer.core.session import SessionError

    try:
        attempt = load(args.attempt)
        verdict = check_attempt(exercise, attempt, backend)
    except SessionError as err:
        return _fail(prog, f"{args.attempt}: {err}")
    if verdict.passed:
        print(translate("ExercisesCli", "passed: {title} ({passed} of {total} checks)")
              .format(title=exercise.title, passed=len(verdict.results), total=len(verdict.results)))
        return EXIT_PASSED
    print(translate("ExercisesCli", "not yet: {missing}").format(missing=verdict.missing))
    return EXIT_NOT_YET


def solve_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog="attention-explorer solve",
        description="Write an exercise's worked solution as a session file: the starting session with the "
                    "solved matrices in place (the exercise key kept), written atomically. Exit status "
                    f"{EXIT_BAD_INPUT}: the exercise cannot be used; {EXIT_WRITE}: the file cannot be written.")
    _exercise_argument(parser)
    parser.add_argument("-o", "--output", required=True, metavar="SOLVED.json", help="where to write the solution")
    add_language(parser)
    return parser


def solve_main(argv: Sequence[str]) -> int:
    args = solve_parser().parse_args(argv)
    prog = "attention-explorer solve"
    loaded = _load(prog, args.exercise, "numpy")
    if isinstance(loaded, int):
        return loaded
    exercise = loaded[0]
    from explorer.core.io.atomic import NotRegularFile
    from explorer.core.io.session_files import save

    try:
        save(exercise.solved(), args.output)
    except NotRegularFile as err:
        return _fail(prog, translate("ExercisesCli", "argument -o: {path}: {error}").format(path=args.output,
                                                                                          error=err), EXIT_BAD_INPUT)
    except OSError as err:
        return _fail(prog, translate("ExercisesCli", "argument -o: {path}: cannot write ({reason})")
                     .format(path=args.output, reason=err.strerror or err), EXIT_WRITE)
    return 0


def exercises_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(prog="attention-explorer exercises",
                           description="List the shipped course, in order: one line each, its file and its title.")
    add_language(parser)
    return parser


def exercises_main(argv: Sequence[str]) -> int:
    exercises_parser().parse_args(argv)
    from explorer.core.exercises.course import course
    from explorer.core.session import SessionError

    try:
        entries = course()
    except SessionError as err:  # a broken install: say which, in one line
        return _fail("attention-explorer exercises", str(err))
    for entry in entries:
        print(f"{entry.file}  {entry.title}")
    return 0


def exercises_dispatch(argv: list[str]) -> int:
    """Run ``argv[0]`` (one of :data:`COMMANDS`) on the rest; returns the exit status."""
    return {"check": check_main, "solve": solve_main, "exercises": exercises_main}[argv[0]](argv[1:])
