"""The memory budget: estimated before allocating, refused with what was asked,
what it needs and what is allowed; files read only when they are regular files."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import tempfile
import threading
import tracemalloc

import numpy as np
import pytest

from explorer.core.io import budget
from explorer.core.io.budget import (BudgetError, check_sizes, max_heads, max_tokens, memory_limit, parse_size,
                                  read_regular_file, trace_bytes)
from explorer.core.io.embeddings import load_embeddings
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import load, save


def cli(*args: str, **env: str) -> subprocess.CompletedProcess:
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy", **env}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


def long_session_text(n: int, d: int = 1, heads: int = 1) -> str:
    """A small file for a large trace: n one-number tokens."""
    w = [[1.0] * d] * d
    return json.dumps({"format": "attention-explorer/session", "version": 1, "mode": "self",
                       "tokens": ["t"] * n, "embeddings": [[0.5] * d] * n,
                       "heads": [{"w_q": w, "w_k": w, "w_v": w}] * heads})


# -- the estimate --------------------------------------------------------------------------------
@pytest.mark.parametrize("mode,heads", [("self", 1), ("causal", 2)])
def test_the_estimate_covers_what_a_run_really_allocates(mode, heads):
    rng = np.random.default_rng(0)
    n, d = 384, 16
    from explorer.core.session import Head, Session

    session = Session(mode=mode, tokens=[f"t{i}" for i in range(n)], embeddings=rng.standard_normal((n, d)),
                      heads=[Head(*(rng.standard_normal((d, d)) for _ in range(3))) for _ in range(heads)])
    tracemalloc.start()
    try:
        tracemalloc.reset_peak()
        base, _ = tracemalloc.get_traced_memory()
        trace = run(session, dtype="float64")
        for h in range(heads):  # views reading the lazy steps, which the trace then keeps
            trace.step("scaled", h).array
            if mode == "causal":
                trace.step("masked", h).array
        _, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    estimate = trace_bytes(n, n, d, d, d, heads, "float64", causal=mode == "causal")
    assert peak - base <= estimate <= 2 * (peak - base)  # safe, and not wildly so


def test_the_estimate_grows_with_every_size_and_halves_in_float32():
    base = trace_bytes(1000, 1000, 64, 64, 64, 4, "float64")
    for bigger in ((2000, 1000, 64, 64, 64, 4), (1000, 2000, 64, 64, 64, 4), (1000, 1000, 128, 64, 64, 4),
                   (1000, 1000, 64, 128, 64, 4), (1000, 1000, 64, 64, 128, 4), (1000, 1000, 64, 64, 64, 5)):
        assert trace_bytes(*bigger, "float64") > base
    assert trace_bytes(1000, 1000, 64, 64, 64, 4, "float32") < 0.6 * base


def test_a_request_above_the_limit_says_what_it_asked_needs_and_may_use():
    with pytest.raises(BudgetError) as info:
        check_sizes(50_000, 50_000, 1, 1, 1, 1, "float64", what="this session", limit=2**30)
    message = str(info.value)
    assert isinstance(info.value, SessionError) and "\n" not in message
    assert message.startswith("this session: 50000 tokens, d_model 1, d_k 1, d_v 1, 1 head, float64 needs about ")
    assert "GiB of memory; 1.0 GiB is allowed" in message
    assert info.value.needs > info.value.allowed == 2**30


def test_the_limit_comes_from_the_machine_or_the_variable(monkeypatch):
    monkeypatch.delenv(budget.ENV_VAR, raising=False)
    available = budget.available_bytes()
    assert available is not None and available > 0
    assert 0 < memory_limit() <= available
    monkeypatch.setenv(budget.ENV_VAR, "512M")
    assert memory_limit() == 512 * 10**6
    monkeypatch.setenv(budget.ENV_VAR, "1.5GiB")
    assert memory_limit() == int(1.5 * 2**30)
    monkeypatch.setenv(budget.ENV_VAR, "lots")
    with pytest.raises(SessionError, match="ATTENTION_EXPLORER_MEMORY_LIMIT: 'lots' is not a size"):
        memory_limit()
    for bad in ("１２", "1_000", "-5"):
        with pytest.raises(ValueError):
            parse_size(bad)


@pytest.mark.parametrize("m,causal", [(None, False), (None, True), (300, False)])
def test_max_tokens_is_the_largest_n_that_fits(m, causal):
    limit = 64 * 2**20
    n = max_tokens(64, 16, 16, 4, "float64", m=m, causal=causal, limit=limit)
    size = lambda k: trace_bytes(k, k if m is None else m, 64, 16, 16, 4, "float64", causal=causal)  # noqa: E731
    assert size(n) <= limit < size(n + 1)


def test_max_heads_is_the_largest_count_that_fits():
    limit = 256 * 2**20
    heads = max_heads(2048, 2048, 64, 64, 64, "float32", limit=limit)
    assert 1 <= heads < 4096
    assert trace_bytes(2048, 2048, 64, 64, 64, heads, "float32") <= limit
    assert trace_bytes(2048, 2048, 64, 64, 64, heads + 1, "float32") > limit


# -- loaders ---------------------------------------------------------------------------------------
def test_a_small_session_with_a_huge_trace_is_refused_at_load(tmp_path, monkeypatch):
    monkeypatch.setenv(budget.ENV_VAR, "1G")
    path = tmp_path / "long.json"
    path.write_text(long_session_text(50_000))
    assert path.stat().st_size < 1_000_000
    with pytest.raises(BudgetError, match="this session: 50000 tokens.*needs about .* is allowed"):
        load(path)


def test_a_file_the_budget_cannot_parse_is_refused_by_size(tmp_path, monkeypatch):
    path = tmp_path / "big.json"
    save(load_preset(), path)
    monkeypatch.setenv(budget.ENV_VAR, str(path.stat().st_size * budget.PARSE_BYTES_PER_BYTE // 2))
    with pytest.raises(SessionError, match="the file is .*; at most .* can be read"):
        load(path)


def test_a_fifo_session_is_refused_at_once(tmp_path):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    done = []
    thread = threading.Thread(target=lambda: done.append(pytest.raises(SessionError, load, fifo)), daemon=True)
    thread.start()
    thread.join(10)
    assert done, "load() blocked on a FIFO"
    assert "is a named pipe (FIFO), not a file" in str(done[0].value)


@pytest.mark.skipif(not os.path.exists("/dev/zero"), reason="needs /dev/zero")
def test_dev_zero_is_refused_by_name():
    with pytest.raises(SessionError, match="is a device, not a file"):
        load("/dev/zero")
    with pytest.raises(SessionError, match="zero: is a device"):
        load_embeddings("/dev/zero")


def test_read_regular_file_refuses_folders_and_sizes(tmp_path):
    with pytest.raises(SessionError, match="is a folder"):
        read_regular_file(tmp_path, 100)
    (tmp_path / "f").write_bytes(b"x" * 101)
    with pytest.raises(SessionError, match="101 bytes; at most 100 bytes"):
        read_regular_file(tmp_path / "f", 100)
    assert read_regular_file(tmp_path / "f", 101) == b"x" * 101


def npy_header(shape, descr="<f8") -> bytes:
    header = repr({"descr": descr, "fortran_order": False, "shape": tuple(shape)}).encode()
    header += b" " * (63 - (len(header) + 10) % 64) + b"\n"
    return b"\x93NUMPY\x01\x00" + len(header).to_bytes(2, "little") + header


def test_a_tiny_npy_claiming_a_huge_array_is_refused_from_its_header(tmp_path):
    path = tmp_path / "claim.npy"
    path.write_bytes(npy_header((10**6, 10**6)) + b"\0" * 64)
    assert path.stat().st_size < 200
    with pytest.raises(BudgetError, match=r"claim.npy \(1000000 × 1000000 float64\) needs about"):
        load_embeddings(path)


def test_a_npy_cut_short_is_refused_before_reading(tmp_path):
    path = tmp_path / "cut.npy"
    path.write_bytes(npy_header((100, 4)) + b"\0" * 64)
    with pytest.raises(SessionError, match="cut short: its header says 100 × 4 float64"):
        load_embeddings(path)


def test_embeddings_whose_trace_cannot_fit_the_session_are_refused(tmp_path, monkeypatch):
    np.save(tmp_path / "long.npy", np.zeros((20_000, 3)))
    monkeypatch.setenv(budget.ENV_VAR, "1G")
    session = load_preset("01-thinking-machines")
    with pytest.raises(BudgetError, match="long.npy as the embeddings: 20000 tokens.*is allowed"):
        load_embeddings(tmp_path / "long.npy", into=session)
    (tmp_path / "long.csv").write_text("\n".join(["1,2,3"] * 20_000))
    with pytest.raises(BudgetError, match="long.csv as the embeddings"):
        load_embeddings(tmp_path / "long.csv", into=session)
    tokens, values = load_embeddings(tmp_path / "long.npy")  # on its own it fits
    assert values.shape == (20_000, 3)


# -- the commands ------------------------------------------------------------------------------------
def test_compute_on_a_long_session_exits_2_with_one_line(tmp_path):
    path = tmp_path / "long.json"
    path.write_text(long_session_text(20_000))
    result = cli("compute", str(path), ATTENTION_EXPLORER_MEMORY_LIMIT="2G")
    assert result.returncode == 2 and result.stdout == ""
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr
    assert "20000 tokens" in lines[0] and "is allowed (set by ATTENTION_EXPLORER_MEMORY_LIMIT)" in lines[0]


def test_compute_counts_what_printing_takes(tmp_path):
    """A session whose trace fits but whose JSON would not is refused by compute, not by load."""
    path = tmp_path / "mid.json"
    path.write_text(long_session_text(1500))
    limit = str(trace_bytes(1500, 1500, 1, 1, 1, 1, "float64") * 2)
    load(path)  # the app could open it
    result = cli("compute", str(path), ATTENTION_EXPLORER_MEMORY_LIMIT=limit)
    assert result.returncode == 2 and "needs about" in result.stderr


def test_export_refuses_the_same_way(tmp_path):
    path = tmp_path / "long.json"
    path.write_text(long_session_text(20_000))
    result = cli("export", str(path), "-o", str(tmp_path / "w.csv"), ATTENTION_EXPLORER_MEMORY_LIMIT="2G")
    assert result.returncode == 2 and len(result.stderr.strip().splitlines()) == 1
    assert "needs about" in result.stderr and not (tmp_path / "w.csv").exists()


@pytest.mark.parametrize("command", ["compute", "export"])
def test_a_fifo_does_not_hang_the_commands(tmp_path, command):
    fifo = tmp_path / "pipe.json"
    os.mkfifo(fifo)
    extra = ["-o", str(tmp_path / "w.csv")] if command == "export" else []
    result = cli(command, str(fifo), *extra)  # cli() times out after 120 s: a hang fails the test
    assert result.returncode == 2 and "is a named pipe (FIFO), not a file" in result.stderr


def test_resizing_past_the_budget_is_refused_before_allocating(monkeypatch):
    from explorer.core.edits import resize

    monkeypatch.setenv(budget.ENV_VAR, "256M")
    session = load_preset("01-thinking-machines")
    with pytest.raises(BudgetError, match="these sizes: 2 tokens, .*4096 heads.*is allowed"):
        resize(session, heads=4096, d_k=4096)
    assert len(resize(session, heads=4).heads) == 4  # within the budget it still works



def test_the_document_refuses_a_change_whose_trace_cannot_fit(qtbot, monkeypatch):
    from explorer.core.edits import resize
    from explorer.app.document import Document

    session = load_preset("01-thinking-machines")
    document = Document(session)
    big = resize(session, n=3000)  # made before the limit drops: any path to new sizes meets apply
    monkeypatch.setenv(budget.ENV_VAR, "16M")
    with pytest.raises(BudgetError, match="this change: 3000 tokens"):
        document.apply(big, "grow")
    assert document.session is session and not document.undo_stack.canUndo()
    edited = session.with_cells("embeddings", 0, 0, np.array([[2.0]]))
    document.apply(edited, "edit")  # same sizes: no check, and it lands
    assert document.session is edited


def test_a_precision_that_cannot_fit_is_refused_and_the_menu_says_the_one_in_use(qtbot, monkeypatch):
    from explorer.core.edits import resize
    from explorer.ui.window.main_window import MainWindow

    session = resize(load_preset("01-thinking-machines"), n=1500)
    f32, f64 = trace_bytes(session.n, session.n, 3, 3, 3, 1, "float32"), trace_bytes(
        session.n, session.n, 3, 3, 3, 1, "float64")
    window = MainWindow(session, dtype="float32", settings=None)
    qtbot.addWidget(window)
    window.document.wait_idle()
    monkeypatch.setenv(budget.ENV_VAR, str((f32 + f64) // 2))
    window.view_choices.precision_actions["float64"].trigger()
    assert window.document.dtype == "float32"
    assert window.view_choices.precision_actions["float32"].isChecked()
    assert "Refused: this session in float64" in window.statusBar().currentMessage()
