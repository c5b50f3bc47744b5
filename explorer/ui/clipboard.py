"""Edit → Copy Figure / Copy as LaTeX: a step of the current state on the clipboard."""

from __future__ import annotations

from PySide6.QtGui import QGuiApplication, QImage

from explorer.export.files import build_figure
from explorer.export.matrices import latex_text
from explorer.export.options import FigureOptions
from explorer.export.render import render_image
from explorer.export.view import ExportError, matrix_view
from explorer.model.snapshot import Snapshot


def copy_figure_to_clipboard(snapshot: Snapshot, step_key: str, options: FigureOptions | None = None,
                             *, query: int | None = None) -> QImage:
    """Put the figure of ``step_key`` on the clipboard as an image (for pasting
    into slides) and return it. ``options.scale`` sets its size (default 2×).
    Raises :class:`ExportError` for a key the snapshot does not have or an image too large."""
    options = options or FigureOptions()
    figure = build_figure(snapshot.trace, step_key, options, query=query, session=snapshot.session)
    image = render_image(figure, options.scale, options.dpi)
    QGuiApplication.clipboard().setImage(image)
    return image


def copy_latex_to_clipboard(snapshot: Snapshot, step_key: str, *, decimals: int | None = None,
                            query: int | None = None) -> str:
    """Put the LaTeX ``bmatrix`` of ``step_key`` on the clipboard and return it."""
    text = latex_text(matrix_view(snapshot.trace, step_key, query), decimals)
    QGuiApplication.clipboard().setText(text)
    return text


__all__ = ["ExportError", "copy_figure_to_clipboard", "copy_latex_to_clipboard"]
