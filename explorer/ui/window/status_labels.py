"""The main window's status bar and its permanent labels: building them (the shape,
zoom, backend and timing labels and the "Computing…" one), writing what each
published snapshot says into them (sizes, time taken, backend and precision, and
"Recomputed" announced once per new trace), and hiding the less important ones
that a narrow window has no room for. :class:`~explorer.ui.window.main_window.MainWindow`
calls these with itself; the labels stay its attributes (``shape_label``,
``timing_label``, ``backend_label``, ``busy_label``, ``status_labels``).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtWidgets import QLabel

from explorer.core.wording import translate
from explorer.app.screen_fit import labels_that_fit
from explorer.app.snapshot import Snapshot
from explorer.ui.window.status_bar import StatusBar

if TYPE_CHECKING:
    from explorer.ui.window.main_window import MainWindow

__all__ = ["build_status_bar", "fit_status_labels", "show_published"]


def build_status_bar(window: MainWindow) -> None:
    """The window's :class:`StatusBar` with its permanent labels, following the document."""
    status = StatusBar(window)
    window.setStatusBar(status)
    window.document.session_changed.connect(status.action_taken)
    window.shape_label = QLabel()
    window.timing_label, window._heard = QLabel(), None  # _heard: the last trace announced
    window.backend_label = QLabel()
    window.backend_label.setToolTip(translate("MainWindow", "Backend chosen at start: {reason}").format(
        reason=window.document.backend.reason))
    # Still text, not an animated bar: that repainted the status bar through a whole
    # recompute, seconds at 16k tokens (benchmarks/README.md, "UI thread at 16 384 tokens").
    window.busy_label = QLabel(translate("MainWindow", "Computing\u2026"))
    window.busy_label.setToolTip(translate("MainWindow", "Recomputing off the UI thread; the views show the "
                                                         "previous result until it lands"))
    window.busy_label.hide()
    status.addPermanentWidget(window.busy_label)
    # In the order they give way when the window is narrow (see fit_status_labels).
    window.status_labels = (window.shape_label, window.presentation.zoom_label, window.backend_label,
                            window.timing_label)
    for label in (window.shape_label, window.timing_label, window.backend_label, window.presentation.zoom_label):
        label.setContentsMargins(8, 0, 8, 0)
        label.setMinimumWidth(1)  # hidden whole when it does not fit, never clipped: not a minimum
        status.addPermanentWidget(label)
    window.document.busy_changed.connect(window.busy_label.setVisible)
    window.document.compute_failed.connect(
        lambda text: window.statusBar().showMessage(
            translate("MainWindow", "Recompute failed: {reason}").format(reason=text), 10000))
    # Work whose submitter took no failure of its own (nothing spins: it is said here).
    window.document.jobs.failed.connect(
        lambda purpose, text: window.statusBar().showMessage(
            translate("MainWindow", "{work} failed: {reason}").format(work=purpose.capitalize(), reason=text),
            10000))


def show_published(window: MainWindow, snapshot: Snapshot) -> None:
    """The labels say what ``snapshot`` holds: its sizes, time taken, backend and precision."""
    session, trace = snapshot.session, snapshot.trace
    heads = len(session.heads)
    source = f" · m={session.m}" if session.mode == "cross" else ""
    sizes = dict(n=session.n, source=source, d_model=session.d_model, d_k=session.d_k, d_v=session.d_v)
    window.shape_label.setText(
        translate("MainWindow", "n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · 1 head").format(
            **sizes) if heads == 1 else
        translate("MainWindow", "n={n}{source} · d_model={d_model} · d_k={d_k} · d_v={d_v} · {heads} heads").format(
            heads=heads, **sizes))
    window.timing_label.setText(translate("MainWindow", "recomputed in {ms:.2f} ms").format(ms=trace.seconds * 1000))
    if trace is not window._heard:  # a new trace (not a view's change): heard, as the numbers changed out of sight
        window._heard = trace
        window.statusBar().announce(translate("MainWindow", "Recomputed"))
    backend, dtype = window.document.backend.describe(), trace.dtype.name
    window.backend_label.setText(
        translate("MainWindow", "{backend}  ·  {dtype} (automatic)").format(backend=backend, dtype=dtype)
        if snapshot.options.dtype == "auto" else f"{backend}  ·  {dtype}")
    # Values that are not finite: the error banner says which step (explorer.app.problems).
    fit_status_labels(window)


def fit_status_labels(window: MainWindow) -> None:
    """Hide the status bar's less important labels that the window is too narrow for."""
    labels = window.status_labels
    # Leave room for a temporary message and the size grip.
    shown = labels_that_fit([label.sizeHint().width() for label in labels], window.width() - 160, spacing=6)
    for label, visible in zip(labels, shown):
        label.setVisible(visible)
