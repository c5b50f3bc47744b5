"""The Python API without a window: sessions from arrays, files and presets; compute, explain, export.

Each answer is checked against what the app already trusts: tests/naive.py's
loops, the ``compute`` and ``explain`` commands' output, the files the
``export`` command writes.
"""

from __future__ import annotations

import json
import subprocess

import numpy as np
import pytest

import explorer
from explorer.core.io.session_files import save
from naive import attention
from test_cli_compute import cli
from explorer.cli import main

RNG = np.random.default_rng(7)
X, WQ, WK, WV = (RNG.normal(size=s) for s in ((4, 6), (6, 3), (6, 3), (6, 5)))


def in_process(capsys):
    """The command through explorer.cli.main in this process: its status and what it printed."""
    def command(*args: str):
        capsys.readouterr()
        status = main(list(args))
        out = capsys.readouterr()
        return subprocess.CompletedProcess(["attention-explorer", *args], status, out.out, out.err)

    return command


def test_from_arrays_float32_float64_lists_and_torch_give_one_session():
    import torch  # only here: every other path of the API needs no torch

    arrays = (X, WQ, WK, WV)
    sessions = [
        explorer.Session.from_arrays(*arrays),
        explorer.Session.from_arrays(*(a.tolist() for a in arrays)),
        explorer.Session.from_arrays(*(torch.tensor(a, requires_grad=True) for a in arrays)),
    ]
    assert all(s.equals(sessions[0]) for s in sessions)
    assert sessions[0].tokens == ("t1", "t2", "t3", "t4") and sessions[0].mode == "self"
    float32 = explorer.Session.from_arrays(*(a.astype(np.float32) for a in arrays))
    assert float32.embeddings.dtype == np.float64  # computed in float64 unless compute() is told otherwise
    assert np.array_equal(float32.heads[0].w_v, WV.astype(np.float32))
    assert explorer.Session.from_arrays(*(torch.tensor(a, dtype=torch.float32) for a in arrays)).equals(float32)
    # A bfloat16 tensor (NumPy has no such type) is converted by torch itself first.
    half = explorer.Session.from_arrays(torch.tensor(X, dtype=torch.bfloat16), WQ, WK, WV)
    assert np.allclose(half.embeddings, X, rtol=1e-2, atol=1e-2)


def test_from_arrays_heads_groups_cross_w_o_and_biases():
    wq, wk, wv = RNG.normal(size=(4, 6, 3)), RNG.normal(size=(2, 6, 3)), RNG.normal(size=(2, 6, 5))
    s = explorer.Session.from_arrays(X, wq, wk, wv, tokens=list("abcd"), mode="causal",
                                     W_O=RNG.normal(size=(20, 6)), biases={"q": [1.0, 2.0, 3.0], "v": np.ones((4, 5))})
    assert len(s.heads) == 4 and s.kv_groups == 2 and s.mode == "causal" and s.tokens == tuple("abcd")
    assert np.array_equal(s.heads[3].w_k, wk[1]) and np.array_equal(s.heads[0].w_q, wq[0])
    assert np.array_equal(s.heads[2].b_q, [1, 2, 3]) and s.heads[2].b_k is None and s.w_o.shape == (20, 6)
    cross = explorer.Session.from_arrays(X, WQ, WK, WV, source=RNG.normal(size=(3, 6)), source_tokens=["x", "y", "z"])
    assert cross.mode == "cross" and cross.m == 3 and cross.key_tokens == ("x", "y", "z")
    assert explorer.compute(cross).step("weights").shape == (4, 3)


@pytest.mark.parametrize("change, named", [
    ({"X": np.ones((1, 4, 6))}, "X: expected a matrix"),
    ({"W_Q": np.ones((5, 3))}, "W_Q: expected 6 rows"),
    ({"W_K": np.ones((6, 2))}, "W_K: expected 3 columns"),
    ({"W_V": np.ones((6,))}, "W_V: expected d_model × d_v"),
    ({"W_O": np.ones((4, 2))}, "W_O: expected 5 rows"),
    ({"tokens": ["a", "b"]}, "tokens: expected 4 labels"),
    ({"mode": "sideways"}, "mode: unknown mode 'sideways'"),
    ({"mode": "cross"}, "source: cross-attention needs"),
    ({"biases": {"w": [1, 2, 3]}}, "biases: unknown key 'w'"),
    ({"biases": {"k": [1, 2]}}, "biases['k']: expected 3 numbers"),
    ({"X": [[1, 2], [3]]}, "X: expected"),
    ({"X": np.full((4, 6), np.inf)}, "X[0][0]: not a finite number"),
    ({"W_V": np.where(np.eye(6, 5) > 0, np.nan, 1.0)}, "W_V[0][0]: not a finite number"),
    ({"W_Q": np.ones((6, 3), dtype=bool)}, "W_Q: expected real numbers, got booleans"),
])
def test_bad_arrays_raise_a_value_error_naming_the_argument(change, named):
    args = {"X": X, "W_Q": WQ, "W_K": WK, "W_V": WV, **change}
    with pytest.raises(explorer.ArgumentError) as caught:
        explorer.Session.from_arrays(**args)
    assert isinstance(caught.value, ValueError) and str(caught.value).startswith(named)
    assert "\n" not in str(caught.value)


def test_compute_agrees_with_an_independent_implementation_and_the_command(tmp_path):
    s = explorer.preset("two-heads")
    t = explorer.compute(s)
    heads, output = attention(s)
    for h in (1, 2):
        for step in ("q", "k", "v", "scores", "scaled", "weights", "output"):
            assert np.allclose(t.step(step, head=h), heads[h - 1][step], rtol=1e-9, atol=1e-12), (step, h)
    assert np.allclose(t.step("concat"), output if s.w_o is None else np.hstack([h["output"] for h in heads]))
    assert t.steps()[:3] == ["q", "k", "v"] and "weights" in t.steps() and t.heads == 2 and t.dtype == "float64"
    path = tmp_path / "two.json"
    save(s, path)
    printed = cli("compute", str(path))
    assert printed.returncode == 0, printed.stderr
    assert json.loads(json.dumps(t.to_dict())) == json.loads(printed.stdout)
    assert explorer.compute(s, "float32").step("weights", 2).dtype == np.float32


def test_load_preset_presets(tmp_path):
    names = explorer.presets()
    assert names[0] == "thinking-machines" and "causal-decoder" in names and len(names) >= 9
    s = explorer.preset("thinking-machines")
    assert s.tokens == ("Thinking", "Machines") and explorer.preset("01-thinking-machines").equals(s)
    assert explorer.preset().equals(s)
    save(s, tmp_path / "s.json")
    assert explorer.load(tmp_path / "s.json").equals(s) and explorer.load(str(tmp_path / "s.json")).equals(s)


def test_explain_is_the_commands_text(tmp_path, capsys):
    s = explorer.preset("two-heads")
    save(s, tmp_path / "s.json")
    for fmt in ("text", "markdown", "latex"):
        # The installed command's process for text; the other formats through its main() here.
        said = (cli if fmt == "text" else in_process(capsys))("explain", str(tmp_path / "s.json"), "--step", "weights", "--row", "2", "--col", "1", "--head", "2",
                   "--format", fmt)
        assert said.returncode == 0, said.stderr
        assert explorer.explain(s, "weights", row=2, col=1, head=2, format=fmt) + "\n" == said.stdout
    assert explorer.explain(s, "weighted_values", row=1, col=2, channel=2).startswith("Weighted value")


@pytest.mark.parametrize("call, named", [
    (lambda s: explorer.preset("thinking-robots"), "name: no preset 'thinking-robots'; choose one of thinking-"),
    (lambda s: explorer.compute(s).step("attention"), "id: 'attention' is not a step of this session"),
    (lambda s: explorer.compute(s).step("weights", head=2), "head: no head 2"),
    (lambda s: explorer.compute(s).step("weights", head=0), "head: no head 0"),
    (lambda s: explorer.compute(s, dtype="float16"), "dtype: expected one of"),
    (lambda s: explorer.compute(s, temperature=float("nan")), "temperature: expected a positive"),
    (lambda s: explorer.compute("s.json"), "session: expected an explorer.Session"),
    (lambda s: explorer.explain(s, "attention", row=1), "step: 'attention' is not a step"),
    (lambda s: explorer.explain(s, "weights", row=3), "row: 3 is outside 1 … 2"),
    (lambda s: explorer.explain(s, "weights", row=1, col=0), "col: 0 is outside 1 … 2"),
    (lambda s: explorer.explain(s, "weights", row=1, head=2), "head: head 2 does not exist"),
    (lambda s: explorer.explain(s, "weights", row=1, format="html"), "format: unknown format 'html'"),
    (lambda s: explorer.load(42), "path: expected a file name"),
    (lambda s: explorer.load("/nonexistent/s.json"), "no such file"),
])
def test_bad_arguments_raise_a_value_error_naming_them(call, named):
    with pytest.raises(ValueError) as caught:
        call(explorer.preset())
    assert named in str(caught.value) and "\n" not in str(caught.value)


def test_export_writes_every_format_the_command_writes(tmp_path, capsys):
    s = explorer.preset("two-heads")
    for name, step in (("w.png", "weights"), ("w.svg", "weights"), ("w.pdf", "scores"), ("w.csv", "weights"),
                       ("w.npz", "q"), ("w.tex", "weights"), ("w.md", "weights"), ("slide.pdf", "pipeline"),
                       ("lines.svg", "lines"), ("chart.svg", "why_sqrt_dk"), ("deck.pdf", "lecture"),
                       ("deck.pptx", "lecture")):
        assert explorer.export(s, tmp_path / name, step=step, head=2) == tmp_path / name
    assert (tmp_path / "w.png").read_bytes().startswith(b"\x89PNG") and b"%PDF-" in (tmp_path / "deck.pdf").read_bytes()
    assert "head 2" in (tmp_path / "w.svg").read_text() and "<svg" in (tmp_path / "lines.svg").read_text()
    save(s, tmp_path / "s.json")
    cli_csv = tmp_path / "cli.csv"
    assert in_process(capsys)("export", str(tmp_path / "s.json"), "-o", str(cli_csv), "--head", "2").returncode == 0
    assert cli_csv.read_text() == (tmp_path / "w.csv").read_text()  # one implementation, one file
    dark = explorer.export(s, tmp_path / "dark.svg", theme="dark", scaling=False, title="Unscaled")
    assert "Unscaled" in dark.read_text()


@pytest.mark.parametrize("options, named", [
    ({"head": 3}, "head: no head 3; this session has heads 1 to 2"),
    ({"head": 0}, "head: heads are counted from 1"),
    ({"step": "attention"}, "unknown step 'attention'"),
    ({"theme": "blue"}, "theme: expected light or dark"),
    ({"query": 9, "step": "weighted_values"}, "query: no query row 9"),
])
def test_export_refuses_bad_arguments_and_writes_nothing(tmp_path, options, named):
    with pytest.raises(ValueError) as caught:
        explorer.export(explorer.preset("two-heads"), tmp_path / "x.svg", **options)
    assert named in str(caught.value)
    assert list(tmp_path.iterdir()) == []
