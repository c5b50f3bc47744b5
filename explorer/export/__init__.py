"""Figures (Qt painting) and matrices (text and NumPy formats) for export.

Entry points:

- :func:`explorer.export.files.export` writes one step, or a head's pipeline
  slide, to PNG, SVG, PDF, CSV, ``.npz``, LaTeX or Markdown;
- :func:`explorer.export.files.build_figure` gives the figure itself
  (:mod:`~explorer.export.heatmap`, :mod:`~explorer.export.slide`) and
  :mod:`~explorer.export.render` turns it into an image or a file;
- :mod:`~explorer.export.matrices` has the text forms (``latex_text`` for
  "Copy as LaTeX").

Importing this package loads no Qt: the figure modules import it themselves.
"""

from __future__ import annotations

from explorer.export.files import FIGURE_FORMATS, FORMATS, build_figure, export, format_for
from explorer.export.matrices import MATRIX_FORMATS, csv_text, latex_text, markdown_text
from explorer.export.options import FigureOptions
from explorer.export.view import ExportError, MatrixView, figure_keys, matrix_view, pipeline_key, resolve_key

__all__ = [
    "FIGURE_FORMATS", "FORMATS", "MATRIX_FORMATS", "ExportError", "FigureOptions", "MatrixView",
    "build_figure", "csv_text", "export", "figure_keys", "format_for", "latex_text", "markdown_text",
    "matrix_view", "pipeline_key", "resolve_key",
]
