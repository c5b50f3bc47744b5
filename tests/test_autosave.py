"""explorer.ui.window.autosave: unsaved work reaches the disk, and survives a killed process."""

from __future__ import annotations

import json
import os
import queue
import subprocess
import sys
import tempfile
import textwrap
import threading
from pathlib import Path

import numpy as np
import pytest
from PySide6.QtCore import QStandardPaths

from explorer.core.io.presets import load_preset
from explorer.core.session import Session
from explorer.core.io.session_files import load, save
from explorer.ui.window.autosave import Autosaver, default_folder, find_recoveries, find_recovery
from explorer.app.document import Document

#: The edits both this process and the crashing one make: (matrix id, row, column, value).
EDITS = [("embeddings", 0, 0, 7.5), ("heads[0].w_q", 1, 2, -3.25), ("heads[0].w_v", 2, 0, 0.125)]


def edited(session: Session, edits=EDITS) -> Session:
    for matrix_id, row, col, value in edits:
        session = session.with_cells(matrix_id, row, col, np.array([[value]]))
    return session


def apply_edits(document: Document, edits=EDITS) -> None:
    for matrix_id, row, col, value in edits:
        document.apply(document.session.with_cells(matrix_id, row, col, np.array([[value]])),
                       f"edit {matrix_id}")


@pytest.fixture
def document(qapp) -> Document:
    return Document(load_preset())


@pytest.fixture
def autosaver(document: Document, tmp_path: Path) -> Autosaver:
    return Autosaver(document, tmp_path / "autosave", interval_ms=50)


def test_edits_are_autosaved_and_read_back_equal(document, autosaver, qtbot):
    with qtbot.waitSignal(autosaver.saved, timeout=30_000) as blocker:
        apply_edits(document)
    path = Path(blocker.args[0])
    assert path == autosaver.path and path.parent == autosaver.folder
    assert load(path).equals(document.session)
    assert load(path).equals(edited(load_preset()))
    metadata = json.loads(autosaver.metadata_path.read_text())
    assert metadata["pid"] == os.getpid() and metadata["path"] is None and metadata["time"]


def test_a_burst_of_edits_is_saved_once_with_the_last_state(document, autosaver, qtbot):
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):
        apply_edits(document)
        assert autosaver.pending
    assert not autosaver.pending
    assert load(autosaver.path).equals(document.session)


def test_the_metadata_names_the_documents_own_file(document, autosaver, qtbot, tmp_path):
    original = tmp_path / "lecture.json"
    save(document.session, original)
    document.reset(document.session, original)
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):
        apply_edits(document)
    recovery = find_recovery(autosaver.folder)
    assert recovery is not None
    assert recovery.metadata["path"] == str(original)


def test_undo_back_to_the_saved_state_removes_the_autosave(document, autosaver, qtbot):
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):
        apply_edits(document)
    assert autosaver.path.exists() and autosaver.metadata_path.exists()
    with qtbot.waitSignal(autosaver.removed, timeout=30_000):
        while document.undo_stack.canUndo():
            document.undo_stack.undo()
    assert not document.modified
    assert not autosaver.path.exists() and not autosaver.metadata_path.exists()


def test_saving_the_document_removes_the_autosave(document, autosaver, qtbot, tmp_path):
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):
        apply_edits(document)
    with qtbot.waitSignal(autosaver.removed, timeout=30_000):
        save(document.session, tmp_path / "saved.json")
        document.mark_saved(tmp_path / "saved.json")
    assert list(autosaver.folder.iterdir()) == []


def test_discard_removes_the_autosave_at_once_and_cancels_a_pending_one(document, autosaver, qtbot):
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):
        apply_edits(document)
    apply_edits(document, [("embeddings", 1, 1, 42.0)])
    assert autosaver.pending
    autosaver.discard()  # the window closed normally
    assert not autosaver.pending
    assert not autosaver.path.exists() and not autosaver.metadata_path.exists()
    with qtbot.assertNotEmitted(autosaver.saved, wait=300):
        pass
    assert not autosaver.path.exists()


def test_a_clean_document_is_never_autosaved(document, autosaver, qtbot):
    with qtbot.assertNotEmitted(autosaver.saved, wait=300):
        document.set_options(temperature=2.0)  # changed, but nothing unsaved
        assert not autosaver.pending
    assert not autosaver.folder.exists()  # created on demand only


def test_a_write_that_fails_is_reported_not_raised(document, tmp_path, qtbot):
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("")
    autosaver = Autosaver(document, blocker / "autosave", interval_ms=10)
    with qtbot.waitSignal(autosaver.failed, timeout=30_000) as failed:
        apply_edits(document)
    assert "cannot autosave" in failed.args[0]


def test_default_folder_is_in_the_platforms_app_data(qapp, document):
    app_data = QStandardPaths.writableLocation(QStandardPaths.StandardLocation.AppDataLocation)
    assert default_folder() == Path(app_data) / "autosave"
    assert Autosaver(document).folder == default_folder()


# -- recovery --------------------------------------------------------------------------------------
def write_autosave(folder: Path, pid: int, session: Session, unix_time: float = 1.0, **extra) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / f"autosave-{pid}.json"
    save(session, path)
    metadata = {"format": "attention-explorer/autosave", "version": 1, "pid": pid, "time": "x",
                "unix_time": unix_time, "path": None, **extra}
    (folder / f"autosave-{pid}.meta.json").write_text(json.dumps(metadata))
    return path


def dead_pid() -> int:
    child = subprocess.Popen([sys.executable, "-c", "pass"])
    child.wait()
    return child.pid


def test_nothing_to_recover_in_an_empty_or_missing_folder(tmp_path):
    assert find_recovery(tmp_path) is None
    assert find_recovery(tmp_path / "missing") is None


def test_an_autosave_of_a_dead_process_is_recovered_and_can_be_discarded(tmp_path):
    session = edited(load_preset())
    path = write_autosave(tmp_path, dead_pid(), session)
    recovery = find_recovery(tmp_path)
    assert recovery is not None
    recovered, metadata = recovery
    assert recovered.equals(session) and metadata["autosave_path"] == str(path)
    recovery.discard()
    assert list(tmp_path.iterdir()) == []


def test_a_corrupt_autosave_is_ignored(tmp_path):
    path = write_autosave(tmp_path, dead_pid(), load_preset())
    path.write_text('{"format": "attention-explorer/session", "version": 1, "mode": "se')
    assert find_recovery(tmp_path) is None
    other = write_autosave(tmp_path / "b", dead_pid(), load_preset())
    other.with_name(other.name.replace(".json", ".meta.json")).write_text("not json")
    assert find_recovery(tmp_path / "b") is None


def test_an_autosave_without_metadata_is_ignored(tmp_path):
    path = write_autosave(tmp_path, dead_pid(), load_preset())
    path.with_name(path.name.replace(".json", ".meta.json")).unlink()
    assert find_recovery(tmp_path) is None


def test_an_autosave_of_another_running_instance_is_not_offered(tmp_path):
    write_autosave(tmp_path, os.getppid(), load_preset())  # our parent is alive and is not us
    assert find_recovery(tmp_path) is None


def test_our_own_autosave_is_offered(tmp_path):
    write_autosave(tmp_path, os.getpid(), load_preset())
    assert find_recovery(tmp_path) is not None


def test_a_pid_from_an_earlier_boot_is_dead_whatever_runs_under_it_now(tmp_path):
    write_autosave(tmp_path, os.getppid(), load_preset(), boot_id="an-earlier-boot")
    assert find_recovery(tmp_path) is not None


def test_the_newest_autosave_comes_first(tmp_path):
    old, new = load_preset(), edited(load_preset())
    write_autosave(tmp_path, dead_pid(), new, unix_time=200.0)
    write_autosave(tmp_path, dead_pid(), old, unix_time=100.0)
    found = find_recoveries(tmp_path)
    assert [r.metadata["unix_time"] for r in found] == [200.0, 100.0]
    assert found[0].session.equals(new)


# -- a real crash ------------------------------------------------------------------------------------
CRASHING_APP = textwrap.dedent("""
    import os, sys
    os.environ["QT_QPA_PLATFORM"] = "offscreen"
    import numpy as np
    from PySide6.QtWidgets import QApplication
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.autosave import Autosaver
    from explorer.app.document import Document

    app = QApplication(sys.argv[:1])
    document = Document(load_preset())
    autosaver = Autosaver(document, sys.argv[1], interval_ms=100)
    autosaver.saved.connect(lambda path: print("ready", flush=True))
    autosaver.failed.connect(lambda why: print("failed", why, flush=True))
    for matrix_id, row, col, value in {edits!r}:
        document.apply(document.session.with_cells(matrix_id, row, col, np.array([[value]])), "edit")
    sys.exit(app.exec())  # runs until killed
""")


def read_lines(stream, lines: queue.Queue) -> None:
    for line in stream:
        lines.put(line.strip())


def test_work_survives_a_sigkill(tmp_path):
    folder = tmp_path / "autosave"
    app = subprocess.Popen([sys.executable, "-c", CRASHING_APP.format(edits=EDITS), str(folder)],
                           stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True, cwd=tempfile.gettempdir())
    lines: queue.Queue[str] = queue.Queue()
    threading.Thread(target=read_lines, args=(app.stdout, lines), daemon=True).start()
    try:
        first = lines.get(timeout=60)
    except queue.Empty:
        first = None
    finally:
        app.kill()  # SIGKILL: no handler, no clean-up, like a crash or the OOM killer
        app.wait(timeout=30)
    assert first == "ready", f"the app said {first!r}; stderr: {app.stderr.read()}"
    assert app.returncode != 0

    recovery = find_recovery(folder)  # what the next start does
    assert recovery is not None
    session, metadata = recovery
    assert session.equals(edited(load_preset()))
    assert metadata["pid"] == app.pid


# -- in the job runner -------------------------------------------------------------------------------
class Panic(BaseException):
    """What pyo3 raises for a Rust panic: a BaseException, not an Exception."""


def test_writes_are_the_documents_autosave_jobs_and_a_newer_one_replaces_a_waiting_one(qapp, qtbot, tmp_path,
                                                                                        monkeypatch):
    from explorer.app.jobs import JobRunner
    from explorer.ui.window import autosave as autosave_module

    runner = JobRunner(max_threads=1)  # one thread, held below: the writes wait
    document = Document(load_preset(), jobs=runner)
    autosaver = Autosaver(document, tmp_path / "autosave", interval_ms=60_000)
    written, threads = [], []
    real_write = autosave_module._write

    def write(files, session, original):
        written.append(session)
        threads.append(threading.current_thread().name)
        return real_write(files, session, original)

    monkeypatch.setattr(autosave_module, "_write", write)
    started, release = threading.Event(), threading.Event()
    runner.submit("other", lambda job: started.set() or release.wait(30))
    try:
        assert started.wait(30)
        apply_edits(document, EDITS[:1])
        autosaver.save_now()
        assert runner.busy(autosave_module.PURPOSE)
        apply_edits(document, EDITS[1:])
        saved = []
        autosaver.saved.connect(saved.append)
        autosaver.save_now()  # the first write has not started: this one replaces it
        release.set()
        qtbot.waitUntil(lambda: bool(saved), timeout=30_000)
        assert len(written) == 1 and written[0] is document.session and saved == [str(autosaver.path)]
        assert threads[0].startswith("attention-jobs-") and threads[0].endswith(": autosave")
        assert load(autosaver.path).equals(edited(load_preset()))
    finally:
        release.set()
        runner.shutdown()


def test_a_panic_in_a_write_is_one_line_not_a_crash(document, autosaver, qtbot, monkeypatch):
    from explorer.ui.window import autosave as autosave_module

    def write(files, session, original):
        raise Panic("the encoder\nfell over")

    monkeypatch.setattr(autosave_module, "_write", write)
    with qtbot.waitSignal(autosaver.failed, timeout=30_000) as failed:
        apply_edits(document)
    assert failed.args[0] == f"cannot autosave to {autosaver.folder}: Panic: the encoder\\x0afell over"
    monkeypatch.undo()
    with qtbot.waitSignal(autosaver.saved, timeout=30_000):  # the next change is written as ever
        apply_edits(document, [("embeddings", 1, 1, 2.5)])


def test_discard_waits_for_the_write_in_progress_then_removes(document, autosaver, qtbot, monkeypatch):
    from explorer.ui.window import autosave as autosave_module

    events, started, release = [], threading.Event(), threading.Event()
    real_write, real_remove = autosave_module._write, autosave_module._remove

    def slow_write(files, session, original):
        started.set()
        assert release.wait(30)
        result = real_write(files, session, original)
        events.append("written")
        return result

    def remove(files):
        events.append("removing")
        return real_remove(files)

    monkeypatch.setattr(autosave_module, "_write", slow_write)
    monkeypatch.setattr(autosave_module, "_remove", remove)
    apply_edits(document)
    autosaver.save_now()
    assert started.wait(30)
    real_finish = document.jobs.finish

    def finish(purpose=None, timeout=None):  # the removal is queued behind the running write by now
        release.set()
        return real_finish(purpose, timeout)

    monkeypatch.setattr(document.jobs, "finish", finish)
    saved, removed = [], []
    autosaver.saved.connect(saved.append)
    autosaver.removed.connect(lambda: removed.append(1))
    autosaver.discard()  # the window closes
    assert events == ["written", "removing"] and removed == [1]
    assert not autosaver.path.exists() and not autosaver.metadata_path.exists()
    assert saved == []  # the write was made stale by the removal: not reported


def test_discard_does_not_hang_on_a_write_that_never_ends(document, autosaver, qtbot, monkeypatch, caplog):
    from explorer.ui.window import autosave as autosave_module

    started, release = threading.Event(), threading.Event()

    def stuck_write(files, session, original):
        started.set()
        release.wait(60)
        return "saved", str(files.path)

    monkeypatch.setattr(autosave_module, "_write", stuck_write)
    monkeypatch.setattr(autosave_module, "WAIT_S", 0.2)
    apply_edits(document)
    autosaver.save_now()
    assert started.wait(30)
    try:
        autosaver.discard()  # returns after WAIT_S: the window closes anyway
        assert "did not end in 0.2 s" in caplog.text
        with qtbot.waitSignal(autosaver.failed, timeout=30_000) as failed:
            assert not autosaver.save_now_and_wait()  # nor does a recovery's write wait for ever
        assert failed.args[0] == f"cannot autosave to {autosaver.folder}: the write did not end in 0.2 s"
    finally:
        release.set()
        assert document.jobs.finish("autosave", 30)
