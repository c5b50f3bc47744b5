"""Write a lines, model-view or rollout figure to a PNG, SVG or PDF file (format from the suffix).

Through :mod:`explorer.export.render`: rendered to memory, checked to be a
whole file, then written atomically (a failure leaves the old file and no
half file). Every failure is an :class:`~explorer.export.view.ExportError`
with one line naming the path.
"""

from __future__ import annotations

from pathlib import Path

from explorer.core.wording import translate
from explorer.export.files import FIGURE_FORMATS, _why
from explorer.export.view import ExportError, WriteError


def figure_format(path: str | Path) -> str:
    """png, svg or pdf from the path's suffix; ExportError for anything else."""
    fmt = Path(path).suffix.lower().lstrip(".")
    if fmt not in FIGURE_FORMATS:
        raise ExportError(translate("LinesExport", "cannot tell the figure format from {name}: end the name with "
                                                   "{suffixes}").format(
            name=repr(Path(path).name), suffixes=", ".join("." + f for f in FIGURE_FORMATS)))
    return fmt


def write_figure(figure, path: str | Path, scale: int = 2, width_mm: float | None = None) -> str:
    """Write ``figure`` to ``path`` (an SVG or PDF ``width_mm`` wide when given, else its
    natural size); returns "Saved PATH" (ExportError with the reason when it cannot)."""
    from explorer.export.render import write_pdf, write_png, write_svg

    path = Path(path)
    fmt = figure_format(path)
    title = getattr(figure, "title", "")
    try:
        if fmt == "png":
            write_png(figure, path, scale)
        elif fmt == "svg":
            write_svg(figure, path, width_mm, title)
        else:
            write_pdf(figure, path, width_mm, title)
    except OSError as err:
        raise WriteError(translate("LinesExport", "cannot write {path}: {reason}").format(
            path=path, reason=_why(path, err))) from None
    except ValueError as err:
        if isinstance(err, ExportError):
            raise
        raise ExportError(translate("LinesExport", "cannot write {path}: {reason}").format(
            path=path, reason=err)) from None
    return translate("LinesExport", "Saved {path}").format(path=path)
