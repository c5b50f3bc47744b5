"""``attention-explorer export SESSION --step why_sqrt_dk -o chart.svg``: the "why √d_k" chart, headless.

:func:`export_why_sqrt_dk` is what the ``export`` command calls for that
step: it reads the session (for its d_k, marked on the chart) and writes the
chart of :mod:`explorer.export.scaling_figure` as PNG, SVG or PDF from the
output's suffix, through the verified atomic writers. Bad input: exit 2 and
one line on stderr naming the file or argument, nothing written. Needs no
display (Qt's offscreen platform).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path

EXIT_BAD_INPUT = 2
PROG = "attention-explorer export"
#: The --step names of the chart (the hyphenated one as the issue spells it).
STEP_NAMES = ("why_sqrt_dk", "why-sqrt-dk")


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def export_why_sqrt_dk(session_path: str | Path, output: str | Path, theme: str = "light", scale: int = 2,
                       width_mm: float | None = None, title: str | None = None) -> int:
    """Write the chart for ``session_path``'s d_k to ``output``; returns the exit status."""
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load
    from explorer.export.lines_export import figure_format
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError, exit_status

    try:
        figure_format(output)
        options = FigureOptions(theme=theme, title=title, scale=scale, width_mm=width_mm)
    except ExportError as err:
        return _fail(str(err))
    try:
        session = load(session_path)
    except SessionError as err:
        return _fail(f"{session_path}: {err}")
    if not os.environ.get("QT_QPA_PLATFORM") and not sys.platform.startswith(("win", "darwin")):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"  # fonts, not a window: as `export` does
    from explorer.export.lines_export import write_figure
    from explorer.export.render import ensure_gui
    from explorer.export.scaling_figure import scaling_figure

    ensure_gui()
    try:
        write_figure(scaling_figure(session.d_k, options), output, scale, width_mm)
    except ExportError as err:
        return _fail(str(err), exit_status(err))
    return 0
