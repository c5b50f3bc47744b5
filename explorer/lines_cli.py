"""``attention-explorer export SESSION --step lines -o lines.svg [--head H]``: the lines view, headless.

:func:`export_lines` reads the session file and writes its lines view (every
head, or head H counted from 1 like ``export --head``; ``head`` here is 0-based)
as PNG, SVG or PDF from the output's suffix, through
:func:`explorer.export.session_export.export_session`, as the ``export``
command and ``explorer.export(session, path, step="lines")`` do. Bad input:
exit 2 and one line on stderr naming the file or argument, nothing written;
values that overflow: exit 3. Needs no display (Qt's offscreen platform).
"""

from __future__ import annotations

from pathlib import Path

from explorer.cli_common import fail, offscreen


def export_lines(session_path: str | Path, output: str | Path, head: int | None = None,
                 theme: str = "light") -> int:
    """Write the lines view of ``session_path`` to ``output``; returns the exit status."""
    from explorer.core.io.session_files import load
    from explorer.core.session import SessionError
    from explorer.export_cli import export_or_fail

    try:
        session = load(session_path)
    except SessionError as err:
        return fail(f"{session_path}: {err}")
    offscreen()
    return export_or_fail(session, str(session_path), str(output), "lines", None if head is None else head + 1,
                          theme=theme)
