"""Work a person waits for runs as a job of the window's runner behind a progress
dialog, and the wait always ends: with the result, the call's exception, or
Cancelled when nobody will answer (the runner shut down, a newer job of the
purpose, a stop in the call)."""

from __future__ import annotations

import threading

import pytest
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QProgressDialog, QWidget

import explorer.app.document as document_module
from explorer.app.document import Document
from explorer.app.jobs import JobRunner
from explorer.core.edits import resize
from explorer.core.generate import random_session
from explorer.core.session import SessionError
from explorer.ui.window.background import Cancelled, run_with_progress, settled

WAIT = 30.0


@pytest.fixture
def jobs(qapp):
    runner = JobRunner()
    yield runner
    runner.shutdown()


@pytest.fixture
def parent(qtbot):
    widget = QWidget()
    qtbot.addWidget(widget)
    return widget


def test_the_call_runs_as_a_job_of_its_purpose_and_its_result_comes_back(parent, jobs):
    ran_on: list[str] = []
    result = run_with_progress(parent, "Reading", lambda: ran_on.append(threading.current_thread().name) or 42,
                               jobs=jobs, purpose="open file")
    assert result == 42 and ran_on[0].endswith(": open file")
    assert not [d for d in parent.findChildren(QProgressDialog) if d.isVisible()]


def test_the_calls_exception_comes_back_as_it_was_raised(parent, jobs):
    refusal = SessionError("embeddings", "3 rows\nbut 4 tokens")

    def refuses():
        raise refusal

    with pytest.raises(SessionError) as raised:  # the very exception, its field and words whole
        run_with_progress(parent, "Reading", refuses, jobs=jobs, purpose="open file")
    assert raised.value is refusal and raised.value.field == "embeddings"


def test_a_stop_in_the_call_ends_the_wait_as_cancelled(parent, jobs):
    def interrupted():
        raise KeyboardInterrupt

    with pytest.raises(Cancelled):
        run_with_progress(parent, "Reading", interrupted, jobs=jobs, purpose="open file")


def test_the_wait_ends_when_the_runner_shuts_down(parent, jobs):
    gate = threading.Event()
    QTimer.singleShot(50, jobs.shutdown)  # the window closes meanwhile
    try:
        with pytest.raises(Cancelled):
            run_with_progress(parent, "Reading", lambda: gate.wait(WAIT), jobs=jobs, purpose="open file")
    finally:
        gate.set()


def test_a_newer_job_of_the_purpose_ends_the_older_wait(parent, jobs):
    # Something submitted under the same purpose while a person waited: the older
    # result is stale and will never be delivered, so its wait must not go on.
    gate, started = threading.Event(), threading.Event()

    def newer() -> None:
        if not started.is_set():
            QTimer.singleShot(5, newer)
            return
        jobs.submit("open file", lambda job: "newer")

    QTimer.singleShot(20, newer)
    try:
        with pytest.raises(Cancelled):
            run_with_progress(parent, "Reading", lambda: (started.set(), gate.wait(WAIT)), jobs=jobs,
                              purpose="open file")
    finally:
        gate.set()
    assert jobs.wait("open file", WAIT)


@pytest.fixture
def long_document(qapp):
    # Past the one size policy: its recompute is the runner's job, not the UI thread's.
    document = Document(random_session(n=1024, d_model=32, d_k=32, d_v=32, seed=3), dtype="float32")
    yield document
    document.close()


def test_settled_waits_for_the_recompute_with_the_window_painting(parent, long_document):
    long_document.apply(resize(long_document.session, n=1000), "shorter")
    assert long_document.busy
    snapshot = settled(long_document, parent)
    assert snapshot.session is long_document.session and not long_document.busy


def test_settled_ends_when_the_runner_shuts_down(parent, long_document, monkeypatch):
    gate = threading.Event()
    real = document_module.make_snapshot
    monkeypatch.setattr(document_module, "make_snapshot", lambda *a, **k: (gate.wait(WAIT), real(*a, **k))[1])
    long_document.apply(resize(long_document.session, n=1000), "shorter")
    assert long_document.busy
    QTimer.singleShot(50, long_document.close)
    try:
        with pytest.raises(Cancelled):
            settled(long_document, parent)
    finally:
        gate.set()
