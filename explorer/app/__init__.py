"""The application model: what the views draw, as plain data, with no Qt.

- :mod:`~explorer.app.snapshot`: one published, immutable state (the session
  and the trace computed from it, with a generation number), made by one
  function that runs in line or in the worker.
- :mod:`~explorer.app.view`: the view state (head, step, selected cell,
  query row, lecture position, play state, seed, fill, colours), clamped
  against a snapshot in one place.
- resolve functions (:mod:`heatmap`, :mod:`cards`, :mod:`lecture`,
  :mod:`inspector`, :mod:`whatif`): pure functions from (snapshot, view state)
  to what one widget shows. Widgets only show their results and forward input.

Like ``explorer.core``, nothing here imports Qt (an import-linter contract in
``pyproject.toml`` says so).
"""
