"""A library that panics (tokenizers' pyo3_runtime.PanicException is a
BaseException, not an Exception) ends in one line everywhere: the background
helper the import dialog uses hands it back (the dialog spun forever), the
core import says it as a LibraryFailure, and import-model prints one line
(it printed a traceback). KeyboardInterrupt and SystemExit pass unchanged."""

from __future__ import annotations

import os
import threading

import pytest

from explorer.core.failures import LibraryFailure, as_failure


class PanicException(BaseException):
    """A stand-in for pyo3_runtime.PanicException: a BaseException subclass."""


def test_a_panic_becomes_a_one_line_failure_and_stops_pass():
    failure = as_failure(PanicException("called `Option::unwrap()`\non a `None` value"), "the tokenizer")
    assert isinstance(failure, LibraryFailure) and "\n" not in str(failure)
    assert str(failure) == "the tokenizer failed (PanicException: called `Option::unwrap()`\\x0aon a `None` value)"
    for stop in (KeyboardInterrupt(), SystemExit(3)):
        assert as_failure(stop, "x") is stop


def test_the_background_helper_hands_a_panic_back_instead_of_spinning(qtbot):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QProgressDialog, QPushButton, QWidget

    from explorer.app.jobs import JobRunner
    from explorer.ui.window.background import run_with_progress

    parent = QWidget()
    qtbot.addWidget(parent)
    ran = threading.Event()

    def tokenize():
        ran.set()
        raise PanicException("the tokenizer panicked")

    def cancel_if_still_spinning() -> None:  # so that a helper that never hears back fails, not hangs
        dialog = parent.findChild(QProgressDialog)
        if dialog is not None:
            dialog.findChild(QPushButton).click()  # as a person would (cancel() emits nothing)

    # Owned by the parent: once the test is done it goes with it, and never fires into a later test.
    guard = QTimer(parent)
    guard.setSingleShot(True)
    guard.timeout.connect(cancel_if_still_spinning)
    guard.start(10_000)
    jobs = JobRunner()
    try:
        with pytest.raises(LibraryFailure, match=r"failed \(PanicException: the tokenizer panicked\)"):
            run_with_progress(parent, "Running the model up to the chosen layer…", tokenize, jobs=jobs,
                              purpose="import model")
    finally:
        jobs.shutdown()
    assert ran.is_set()


@pytest.fixture
def panicking_model(tmp_path, monkeypatch):
    if not os.environ.get("CI"):
        pytest.importorskip("safetensors")
        pytest.importorskip("tokenizers")
    from explorer.core.models import bert
    from tiny_bert import write_model

    def encoded(folder, sentence):  # the tokenizer's answer, as the child process would raise it in-process
        raise PanicException("index out of bounds: the len is 0 but the index is 0")

    monkeypatch.setattr(bert, "_encoded", encoded)
    return write_model(tmp_path / "tiny")


def test_the_core_import_says_a_panic_in_one_line(panicking_model):
    from explorer.core.models.installed import import_head

    with pytest.raises(LibraryFailure) as err:
        import_head(panicking_model, "a sentence", 0, 0)
    assert "PanicException: index out of bounds" in str(err.value) and "\n" not in str(err.value)


def test_import_model_prints_one_line_not_a_traceback(panicking_model, tmp_path, capsys):
    from explorer.cli import main

    out = tmp_path / "head.json"
    status = main(["import-model", str(panicking_model), "--sentence", "a sentence", "--layer", "1", "--head", "1",
                   "-o", str(out)])
    err = capsys.readouterr().err
    assert status == 2 and len(err.strip().splitlines()) == 1 and "PanicException" in err
    assert "Traceback" not in err and not out.exists()


def test_an_unexpected_base_exception_in_any_command_is_one_line(monkeypatch, capsys):
    from explorer import cli

    def panics(argv):
        raise PanicException("deep inside a library")

    monkeypatch.setattr(cli, "compute_main", panics)
    monkeypatch.delenv("ATTENTION_EXPLORER_DEBUG", raising=False)
    assert cli.main(["compute", "x.json"]) == 1
    assert "PanicException: deep inside a library" in capsys.readouterr().err


def test_the_model_view_says_a_panic_and_stops_spinning(qtbot, tmp_path, monkeypatch):
    pytest.importorskip("tokenizers")
    from explorer.app.jobs import JobRunner
    from explorer.ui.model_view import model_view
    from tiny_bert import write_model

    def panicking(*args, **kwargs):
        raise PanicException("the tokenizer panicked")

    monkeypatch.setattr(model_view, "model_attention", panicking)
    jobs = JobRunner()
    try:
        dialog = model_view.ModelViewDialog(None, folder=write_model(tmp_path / "tiny"), jobs=jobs)
        qtbot.addWidget(dialog)
        with qtbot.waitSignal(dialog.shown, timeout=30_000):
            dialog.compute()
    finally:
        jobs.shutdown()
    assert dialog.status.text() == ("Could not run the model: the model's code failed "
                                    "(PanicException: the tokenizer panicked)")
    assert dialog.progress_row.isHidden()


def test_a_real_tokenizer_panic_is_one_line_on_stderr(tmp_path):
    """A BERT folder whose tokenizer.json normalizer is the regex (a+)+$: on a long run
    of "a" the tokenizers library panics in Rust, whose panic hook writes the message
    and a backtrace to fd 2 before Python sees PanicException. import-model says one
    line and nothing else, and the same folder still imports an ordinary sentence."""
    import json
    import subprocess
    import sys

    from test_bert import real_model_folder

    source = real_model_folder()
    folder = tmp_path / "hostile"
    folder.mkdir()
    (folder / "config.json").write_text((source / "config.json").read_text())
    (folder / "model.safetensors").symlink_to(source / "model.safetensors")
    tokenizer = json.loads((source / "tokenizer.json").read_text())
    tokenizer["normalizer"] = {"type": "Replace", "pattern": {"Regex": "(a+)+$"}, "content": "x"}
    (folder / "tokenizer.json").write_text(json.dumps(tokenizer))

    def import_model(sentence: str) -> subprocess.CompletedProcess:
        return subprocess.run([sys.executable, "-m", "explorer", "import-model", str(folder), "--sentence", sentence,
                               "--layer", "1", "--head", "1", "-o", str(tmp_path / "out.json")],
                              capture_output=True, text=True, timeout=120,
                              env={**os.environ, "RUST_BACKTRACE": "1"})

    failed = import_model("a" * 40 + "!")
    assert failed.returncode == 2
    assert failed.stderr.count("\n") == 1 and "PanicException" in failed.stderr, failed.stderr
    assert "panicked at" not in failed.stderr and "backtrace" not in failed.stderr
    assert not (tmp_path / "out.json").exists()
    fine = import_model("hello there")
    assert fine.returncode == 0, fine.stderr


def test_a_tokenizer_past_its_time_budget_is_stopped_with_one_line(tmp_path, monkeypatch):
    """The child process that tokenizes is stopped after the budget: here a child that
    never answers (the app's own command replaced by one that sleeps)."""
    import sys

    from explorer.core.models import tokenizer_child
    from explorer.core.models.bert_config import ModelError

    monkeypatch.setattr(tokenizer_child, "child_command",
                        lambda: [sys.executable, "-c", "import time; time.sleep(60)"])
    with pytest.raises(ModelError) as err:
        tokenizer_child.encode_in_child(tmp_path, "a sentence", budget=0.5)
    assert "ran past 0.5 s on this sentence and was stopped" in str(err.value) and "\n" not in str(err.value)


def test_the_child_tokenizes_as_the_library_does(tmp_path):
    tokenizers = pytest.importorskip("tokenizers")
    from explorer.core.models import tokenizer_child
    from tiny_bert import write_model

    folder = write_model(tmp_path / "tiny")
    answer = tokenizer_child.encode_in_child(folder, "the cat sat")
    library = tokenizers.Tokenizer.from_file(str(folder / "tokenizer.json"))
    library.no_padding()  # as the app reads a single sentence: no [PAD] keys, no cut
    library.no_truncation()
    direct = library.encode("the cat sat")
    assert answer["tokens"] == direct.tokens and answer["ids"] == direct.ids
