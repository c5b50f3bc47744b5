"""Python's cycle collector on the UI thread only (explorer/app/jobs/collector.py)."""

from __future__ import annotations

import threading

from explorer.app.jobs import JobRunner

WAIT = 30.0  # seconds a condition may take on a loaded machine before the test fails


def test_cycles_are_collected_on_the_ui_thread_not_in_a_job_that_allocates(qapp, qtbot):
    # Python's cycle collector runs in whichever thread allocates past its thresholds:
    # in a job's thread it deleted a QObject held in a cycle there while the UI thread
    # delivered its events (a loaded test run crashed in notify_helper).
    import gc

    from PySide6.QtCore import QObject

    freed_on = []

    class Owner(QObject):
        def __del__(self):
            freed_on.append(threading.current_thread() is threading.main_thread())

    runner = JobRunner()
    assert not gc.isenabled()  # from the first runner on, only the UI thread collects
    owner = Owner()
    owner.me = owner  # a cycle: only the collector frees it
    del owner
    kept = []  # alive until the end: freed at once, their count would go back under the threshold
    runner.submit("allocate", lambda job: kept.append([(i,) for i in range(300_000)]))
    assert runner.wait("allocate", WAIT)
    assert freed_on == []  # the job's 300 000 tuples passed every threshold: nothing ran there
    qtbot.waitUntil(lambda: bool(freed_on))  # the UI thread's timer collects
    assert freed_on == [True]
    runner.shutdown()


def test_a_loaded_model_is_left_out_of_later_full_collections_and_garbage_is_still_collected(qapp):
    # SmolLM2's GGUF reader, open for the process, is 500 000 tracked objects: every full
    # collection on the UI thread scanned them again (a 155 ms stall mid-edit).
    import gc
    import weakref

    from explorer.app.jobs.collector import freeze_long_lived

    runner = JobRunner()  # installs the UI-thread collector
    long_lived = [[i] for i in range(200_000)]  # lists: always tracked (a dict of numbers is not)
    before = gc.get_freeze_count()
    try:
        freeze_long_lived()
        assert gc.get_freeze_count() >= before + len(long_lived)

        class Node:
            pass

        node = Node()
        node.me = node  # a cycle made after the freeze: still the collector's
        gone = weakref.ref(node)
        del node
        gc.collect(2)
        assert gone() is None
    finally:
        gc.unfreeze()
        runner.shutdown()
