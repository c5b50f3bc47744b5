"""``attention-explorer export SESSION --step lines -o lines.svg [--head H]``: the lines view, headless.

:func:`export_lines` is what the ``export`` command calls for ``--step lines``:
it loads the session, computes it, and writes the lines view (every head, or
head H counted from 1 like ``export --head``; ``head`` here is 0-based) as PNG, SVG or PDF from the
output's suffix, through the verified atomic writers. Bad input: exit 2 and
one line on stderr naming the file or argument, nothing written; values that
overflow: exit 3. Needs no display (Qt's offscreen platform).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

EXIT_BAD_INPUT = 2
EXIT_OVERFLOW = 3
PROG = "attention-explorer export"


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def export_lines(session_path: str | Path, output: str | Path, head: int | None = None,
                 theme: str = "light") -> int:
    """Write the lines view of ``session_path`` to ``output``; returns the exit status."""
    from explorer.core.io.budget import check_session
    from explorer.core.attention.pipeline import run
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load

    if theme not in ("light", "dark"):
        return _fail(f"--theme: expected light or dark, not {theme!r}")
    try:
        from explorer.export.lines_export import figure_format

        figure_format(output)
    except ValueError as err:  # ExportError
        return _fail(str(err))
    try:
        session = load(session_path)
        check_session(session, "auto", what="this session")
    except SessionError as err:
        return _fail(f"{session_path}: {err}")
    if head is not None and not 0 <= head < len(session.heads):
        return _fail(f"--head {head + 1}: the session has heads 1 to {len(session.heads)} (counted from 1)")
    try:
        trace = run(session, dtype="auto")
    except MemoryError:
        return _fail(f"{session_path}: out of memory computing the trace")
    if trace.problems:
        return _fail(f"{session_path}: {trace.problems[0]}", EXIT_OVERFLOW)
    if not os.environ.get("QT_QPA_PLATFORM") and not sys.platform.startswith(("win", "darwin")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # fonts, not a window: as `export` does
    from explorer.export.lines_export import write_figure
    from explorer.export.lines_figure import LinesFigure
    from explorer.export.render import ensure_gui
    from explorer.export.theme import theme as export_theme
    from explorer.export.view import ExportError, exit_status
    from explorer.app.lines import lines_data

    ensure_gui()
    try:
        write_figure(LinesFigure(lines_data(trace, head), export_theme(theme)), output)
    except ExportError as err:
        return _fail(str(err), exit_status(err))
    except MemoryError:
        return _fail("out of memory while drawing the lines view; nothing was written")
    return 0
