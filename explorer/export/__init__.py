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

The package is also the Python API's ``explorer.export(session, path, …)``:
a package and a function cannot both be ``explorer.export`` (importing
``explorer.export.files`` sets that attribute to the package, whatever it was),
so the package is made callable, and calling it is
:func:`explorer.export.session_export.export_session`.
"""

from __future__ import annotations

import importlib
import sys
import types
from pathlib import Path
from typing import Any

# The names are loaded on first use (PEP 562): the window imports only the
# colormap table at start-up, and should not pay for the writers with it.
_HOMES = {
    "files": ("FIGURE_FORMATS", "FORMATS", "build_figure", "export", "format_for"),
    "matrices": ("MATRIX_FORMATS", "csv_text", "latex_text", "markdown_text"),
    "options": ("FigureOptions",),
    "view": ("ExportError", "MatrixView", "figure_keys", "matrix_view", "pipeline_key", "resolve_key"),
}
_HOME_OF = {name: module for module, names in _HOMES.items() for name in names}
__all__ = sorted(_HOME_OF)


def __getattr__(name: str) -> Any:
    if name not in _HOME_OF:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"{__name__}.{_HOME_OF[name]}"), name)
    globals()[name] = value
    return value


class _CallablePackage(types.ModuleType):
    def __call__(self, session: Any, path: str | Path, step: str = "weights", head: int | None = None,
                 **options: Any) -> Path:
        """Write ``step`` of ``session`` to ``path``: every format ``attention-explorer export``
        writes (PNG, SVG, PDF; CSV, NPZ, LaTeX, Markdown; "pipeline", "lines", "why_sqrt_dk",
        "lecture" as PDF or PowerPoint). Heads and query rows count from 1. See
        :func:`explorer.export.session_export.export_session` for every option."""
        from explorer.api.figures import figure_application
        from explorer.export.session_export import export_session

        figure_application()  # a QApplication, so that a window can still open after a figure
        return export_session(session, path, step, head, **options)


sys.modules[__name__].__class__ = _CallablePackage
