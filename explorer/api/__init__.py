"""The Python API's modules; ``import explorer`` names what they hold (see ``explorer/__init__.py``).

A thin face on the app: sessions and their checks are the core's
(:mod:`explorer.core.session`, :mod:`explorer.core.io`), computing is the one
forward (:func:`explorer.core.attention.checked.run_checked`), explaining and
exporting are what the commands call (:mod:`explorer.core.attention.explain_at`,
:mod:`explorer.export.session_export`), and the window is the app's own
:class:`~explorer.ui.window.main_window.MainWindow`, changed only through its
document. Nothing here imports Qt until a window or a figure is asked for.
"""
