"""Python's cycle collector runs on the UI thread only, once job threads exist.

The cycle collector runs in whichever thread happens to allocate when its
counts pass their thresholds. Run in a job's worker thread, it freed QObjects
held in reference cycles there (a document, its timers, its runner), while the
UI thread was delivering their posted events: the process crashed in
``QApplicationPrivate::notify_helper``. A loaded test run showed it in five of
six runs of ``tests/test_autosave.py`` (gdb: ``QObject::~QObject`` under
``gc_collect_main`` on a worker thread). pyqtgraph's ``GarbageCollector`` does
the same for the same reason.

So, from the first job runner on, automatic collection is off and a timer on
the UI thread collects with Python's own thresholds, generation by generation.

A full collection scans every object the collector tracks. A model's file
opened once for the process (SmolLM2's GGUF reader: 250 000 dicts and as many
memmaps) made that 140–155 ms, now and then in the middle of an edit. So once
a model's file is loaded (an import, the Model view's run) a full collection
runs and its survivors are frozen (:func:`freeze_long_lived`): later full
collections leave them out. Frozen objects are still freed when nothing refers
to them; only a cycle among them that becomes garbage later stays, so freezing
is kept to those moments, not done after every slow collection.
"""

from __future__ import annotations

import gc

from PySide6.QtCore import QObject, QTimer

#: How often the UI thread looks at the collector's counts. Cycles wait at most
#: this long; a young-generation collection takes well under a millisecond.
CHECK_MS = 250


class UiThreadCollector(QObject):
    """Collects cycles on its own (the UI) thread, with the thresholds ``gc`` had."""

    def __init__(self, parent: QObject, interval_ms: int = CHECK_MS):
        super().__init__(parent)
        self.thresholds = gc.get_threshold()
        self._timer = QTimer(self)
        self._timer.setInterval(interval_ms)
        self._timer.timeout.connect(self.check)
        gc.disable()
        self._timer.start()

    def check(self) -> None:
        """Collect the generations whose counts passed their thresholds (as ``gc`` would)."""
        counts = gc.get_count()
        if counts[0] <= self.thresholds[0]:
            return
        generation = 0
        for level in (1, 2):
            if counts[level] > self.thresholds[level]:
                generation = level
        gc.collect(generation)


_COLLECTOR: UiThreadCollector | None = None


def freeze_long_lived() -> None:
    """Once what lives for the process was loaded (a model's file, after an import or the
    Model view's run): a full collection now, its survivors frozen, so that the full
    collections that come later, in the middle of edits, do not scan it again. On the UI
    thread only."""
    if _COLLECTOR is not None:
        gc.collect(2)
        gc.freeze()


def collect_on_ui_thread_only(app: QObject) -> UiThreadCollector:
    """Install the one collector (idempotent): automatic collection off, ``app``'s thread collects."""
    global _COLLECTOR
    if _COLLECTOR is None:
        _COLLECTOR = UiThreadCollector(app)
    return _COLLECTOR
