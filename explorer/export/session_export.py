"""Everything ``attention-explorer export`` writes, for a session in memory.

One step as a figure (PNG, SVG, PDF) or a matrix (CSV, NPZ, LaTeX, Markdown),
a head's 16:9 pipeline slide, the lines view, the √d_k chart, or a lecture deck
(PDF, PowerPoint). The ``export`` command (after reading the file) and the
Python API (``explorer.export``, a window's ``export``) both call
:func:`export_session`: one implementation, heads and query rows counted from 1
in both. An argument that cannot be used is an ArgumentError naming it; what
cannot be made or written is an ExportError (a WriteError for a failed write).
Needs a Qt application for the figures (``render.ensure_gui`` makes one): the
caller picks the platform first (the command line: offscreen).
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

from explorer.core.attention.checked import run_checked
from explorer.core.session import Session
from explorer.core.session_error import ArgumentError
from explorer.core.wording import translate
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError

if TYPE_CHECKING:
    from explorer.core.attention.trace import Trace
    from explorer.core.backend import Backend

#: The --step names that are not a step of the trace: the lines view, the √d_k chart, the deck.
LINES, LECTURE = "lines", "lecture"
WHY_SQRT_DK = ("why_sqrt_dk", "why-sqrt-dk")


def _counted(name: str, value: int | None, refusal: str) -> int | None:
    """``value`` (counted from 1) as an index from 0; ArgumentError saying ``refusal`` for a number under 1."""
    if value is None:
        return None
    if not isinstance(value, int) or isinstance(value, bool) or value < 1:
        raise ArgumentError(name, refusal)
    return value - 1


def _in_range(trace: Trace, head: int, query: int | None) -> None:
    if not 0 <= head < trace.n_heads:
        raise ArgumentError("head", translate("SessionExport", "no head {head}; this session has heads 1 to {last}")
                            .format(head=head + 1, last=trace.n_heads))
    n = trace.step("q", head).shape[0]
    if query is not None and not 0 <= query < n:
        raise ArgumentError("query", translate("SessionExport", "no query row {query}; this session has rows 1 to "
                                                                "{last}").format(query=query + 1, last=n))


def export_session(session: Session, path: str | Path, step: str = "weights", head: int | None = None, *,
                   query: int | None = None, format: str | None = None,  # noqa: A002 - the command's word
                   theme: str = "light", values: bool = True, colormap: str = "auto", title: str | None = None,
                   decimals: int | None = None, scale: int = 2, width_mm: float | None = None,
                   scaling: bool = True, temperature: float = 1.0, dtype: str = "float64",
                   backend: Backend | str | None = None, video: bool = False, negatives: bool = False) -> Path:
    """Write ``step`` of ``session`` to ``path``; returns the path written.

    ``step``: a step id (q, k, v, scores, scaled, masked, weights, weighted_values,
    output, concat, projected, …), "pipeline" (the 16:9 slide of a head), "lines"
    (every head's lines, or ``head``'s), "why_sqrt_dk" (the chart) or "lecture" (a
    deck, .pdf or .pptx). ``head`` and ``query`` count from 1 (``head`` default 1;
    ``query`` picks weighted_values' row). The format comes from the suffix unless
    ``format`` names it. ``scaling`` and ``temperature`` are What if…'s (the titles say
    them). ``video``: a PowerPoint lecture gets its animation on a slide after the title. ``negatives``: cells
    below 0 get a notch in their corner (the sign without the colour).
    Nothing is left at ``path`` when it fails.
    """
    if not isinstance(session, Session):
        raise ArgumentError("session", translate("SessionExport", "expected an explorer.Session, got {type}").format(
            type=type(session).__name__))
    head0 = _counted("head", head, translate("SessionExport", "heads are counted from 1"))
    query0 = _counted("query", query, translate("SessionExport", "query rows are counted from 1"))
    if theme not in ("light", "dark"):
        raise ArgumentError("theme", translate("SessionExport", "expected light or dark, not {theme}").format(
            theme=repr(theme)))
    if step == LINES:
        return _lines(session, path, head0, theme)
    if step in WHY_SQRT_DK:
        return _why_sqrt_dk(session, path, FigureOptions(theme=theme, title=title, scale=scale, width_mm=width_mm))
    head0 = head0 or 0
    options = FigureOptions(theme=theme, values=values, colormap=colormap, title=title, decimals=decimals,
                            negatives=negatives, **({} if step == LECTURE else {"scale": scale, "width_mm": width_mm}))
    if step == LECTURE:
        from explorer.export.deck.files import deck_format, export_deck

        fmt = deck_format(path, format)
        trace = run_checked(session, dtype, backend, scale=scaling, temperature=temperature)
        _in_range(trace, head0, query0)
        export_deck(trace, head0, path, fmt, options, query=query0, session=session, video=video)
        return Path(path)
    if video:
        raise ArgumentError("video", translate("SessionExport", "a video goes on a slide of a PowerPoint lecture: "
                                                                "add --step lecture and write a .pptx"))
    if str(path).lower().endswith(".pptx") or format == "pptx":
        raise ArgumentError("step", translate("SessionExport", "a PowerPoint file is a lecture deck: ask for the step "
                                                               "lecture (add --step lecture, and --head to choose "
                                                               "the head)"))
    from explorer.export.files import export, format_for
    from explorer.export.view import resolve_key

    fmt = format_for(path, format)
    trace = run_checked(session, dtype, backend, scale=scaling, temperature=temperature)
    _in_range(trace, head0, query0)
    key = resolve_key(trace, step, head0)
    if query0 is not None and (key not in trace or len(trace.get(key).shape) != 3):
        raise ArgumentError("query", translate("SessionExport", "picks a query row of the 3-D weighted_values step; "
                                                                "{key} is not 3-D: leave it out").format(key=key))
    return export(trace, key, path, fmt, options, query=query0, session=session)


def _lines(session: Session, path: str | Path, head: int | None, theme: str) -> Path:
    """The lines view of ``head`` (from 0), or of every head, as the Lines tab draws it."""
    from explorer.app.lines import lines_data
    from explorer.export.lines_export import figure_format, write_figure
    from explorer.export.lines_figure import LinesFigure
    from explorer.export.render import ensure_gui
    from explorer.export.theme import theme as export_theme

    figure_format(path)
    if head is not None and not 0 <= head < len(session.heads):
        raise ArgumentError("head", translate("SessionExport", "no head {head}; this session has heads 1 to {last}")
                            .format(head=head + 1, last=len(session.heads)))
    trace = run_checked(session, "auto", "numpy", what=translate("SessionExport", "this session"))
    ensure_gui()
    write_figure(LinesFigure(lines_data(trace, head), export_theme(theme)), path)
    return Path(path)


def _why_sqrt_dk(session: Session, path: str | Path, options: FigureOptions) -> Path:
    """The chart of why the scores are divided by √d_k, the session's d_k marked."""
    from explorer.export.lines_export import figure_format, write_figure
    from explorer.export.render import ensure_gui
    from explorer.export.scaling_figure import scaling_figure

    figure_format(path)
    ensure_gui()
    write_figure(scaling_figure(session.d_k, options), path, options.scale, options.width_mm)
    return Path(path)


__all__ = ["ExportError", "export_session"]
