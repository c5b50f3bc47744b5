"""Export one step (or a head's pipeline slide) to a file: the one entry point
the dialog and the ``export`` command share.

Matrix formats (csv, npz, tex, md) never import Qt; figure formats (png, svg,
pdf) import the painting modules only when asked.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from explorer.core.session import Session
from explorer.core.attention.trace import Trace
from explorer.core.wording import QT_TRANSLATE_NOOP, translate
from explorer.export.matrices import MATRIX_FORMATS, write_matrix
from explorer.export.options import FigureOptions
from explorer.export.view import PIPELINE, ExportError, WriteError, matrix_view, parse_key

FIGURE_FORMATS = ("png", "svg", "pdf")
FORMATS = FIGURE_FORMATS + MATRIX_FORMATS
#: How each format is named in a list (English: translate with :func:`format_name`).
FORMAT_NAMES = {"png": QT_TRANSLATE_NOOP("Files", "PNG image"),
                "svg": QT_TRANSLATE_NOOP("Files", "SVG vector figure"),
                "pdf": QT_TRANSLATE_NOOP("Files", "PDF vector figure"),
                "csv": QT_TRANSLATE_NOOP("Files", "CSV table"),
                "npz": QT_TRANSLATE_NOOP("Files", "NumPy arrays (.npz)"),
                "tex": QT_TRANSLATE_NOOP("Files", "LaTeX (bmatrix)"),
                "md": QT_TRANSLATE_NOOP("Files", "Markdown table")}
_SUFFIXES = {".png": "png", ".svg": "svg", ".pdf": "pdf", ".csv": "csv", ".npz": "npz", ".tex": "tex",
             ".md": "md", ".markdown": "md", ".latex": "tex"}


def format_name(fmt: str) -> str:
    """How format ``fmt`` is named in a list, in the chosen language: "PNG image"."""
    return translate("Files", FORMAT_NAMES[fmt])


def format_for(path: str | Path, fmt: str | None = None) -> str:
    """``fmt`` when given, else the format named by the path's suffix; ExportError if neither."""
    if fmt is not None:
        fmt = fmt.lower().lstrip(".")
        if fmt not in FORMATS:
            raise ExportError(translate("Files", "unknown format {name}; expected one of {formats}").format(
                name=repr(fmt), formats=", ".join(FORMATS)))
        return fmt
    suffix = Path(path).suffix.lower()
    if suffix not in _SUFFIXES:
        raise ExportError(translate("Files", "cannot tell the format from {name}: end the name with "
                                    "{suffixes} or give --format").format(
            name=repr(Path(path).name), suffixes=", ".join("." + f for f in FORMATS)))
    return _SUFFIXES[suffix]


def build_figure(trace: Trace, key: str, options: FigureOptions | None = None, *,
                 query: int | None = None, session: Session | None = None, scale: int | None = None) -> Any:
    """The figure for ``key``: a heatmap of one step, or for ``heads[h].pipeline``
    the 16:9 slide of head h. Needs a Qt application (see ``render.ensure_gui``).

    ``scale`` is the output's device pixels per logical pixel (default the
    options' PNG scale; SVG and PDF pass ``VECTOR_SCALE``): a long sequence's
    heatmap is reduced to what that output can show (explorer/export/reduced.py)."""
    from explorer.export.render import ensure_gui

    ensure_gui()
    step_id, head = parse_key(key)
    if step_id == PIPELINE:
        from explorer.export.slide import PipelineFigure

        return PipelineFigure(trace, head or 0, options, session)
    from explorer.export.heatmap import HeatmapFigure
    from explorer.export.reduced import figure_view

    options = options or FigureOptions()
    return HeatmapFigure(figure_view(trace, key, query, options.scale if scale is None else scale), options)


def export(trace: Trace, key: str, path: str | Path, fmt: str | None = None,
           options: FigureOptions | None = None, *, query: int | None = None,
           session: Session | None = None) -> Path:
    """Write step ``key`` of ``trace`` to ``path`` as ``fmt`` (from the suffix when None).

    Returns the path written. Every failure is an :class:`ExportError` with a
    one-line message (unknown step or format, an unwritable folder, a full
    disk); nothing is left at ``path`` when it fails.
    """
    path = Path(path)
    fmt = format_for(path, fmt)
    options = options or FigureOptions()
    try:
        if fmt in MATRIX_FORMATS:
            write_matrix(matrix_view(trace, key, query), path, fmt, options.decimals)
            return path
        from explorer.export.render import write_pdf, write_png, write_svg

        from explorer.export.reduced import VECTOR_SCALE

        figure = build_figure(trace, key, options, query=query, session=session,
                              scale=options.scale if fmt == "png" else VECTOR_SCALE)
        title = getattr(figure, "title", "")
        if fmt == "png":
            write_png(figure, path, options.scale, options.dpi)
        elif fmt == "svg":
            write_svg(figure, path, options.width_mm, title)
        else:
            write_pdf(figure, path, options.width_mm, title)
    except OSError as err:
        raise WriteError(translate("Files", "cannot write {path}: {reason}").format(
            path=path, reason=_why(path, err))) from None
    except UnicodeEncodeError as err:
        raise ExportError(translate("Files", "cannot write {path}: {reason}").format(
            path=path, reason=_unencodable(err))) from None
    except ValueError as err:
        if isinstance(err, ExportError):
            raise
        raise ExportError(str(err)) from None
    return path


def _unencodable(err: UnicodeEncodeError) -> str:
    """Name the label (the line of the output) that holds text UTF-8 cannot hold."""
    text = err.object if isinstance(err.object, str) else ""
    start = text.rfind("\n", 0, err.start) + 1
    end = text.find("\n", err.end)
    line = text[start:end if end >= 0 else len(text)]
    bad = text[err.start:err.end]
    return translate("Files", "{line} holds {character}, which is not text (a lone surrogate: a label or "
                              "title decoded wrongly); retype it").format(line=repr(line[:60]), character=repr(bad))


def _why(path: Path, err: OSError) -> str:
    """Say what is wrong in a person's words, not errno's."""
    folder = path.parent if str(path.parent) else Path(".")
    if not folder.exists():
        return translate("Files", "the folder {folder} does not exist").format(folder=folder)
    if not folder.is_dir():
        return translate("Files", "{folder} is a file, not a folder").format(folder=folder)
    if path.is_dir():
        return translate("Files", "a folder of that name is in the way")
    return err.strerror or str(err)
