"""Model import, hostile folders: BF16 read, F8 refused by name, shapes checked
before data is read, config.json strict (nesting, duplicate keys, Infinity)."""

from __future__ import annotations

import json
import os
import struct

import numpy as np
import pytest

pytest.importorskip("tokenizers")
pytest.importorskip("safetensors")

from explorer.core.models.bert import ModelError, import_head  # noqa: E402
from explorer.core.models.tensors import TensorFile, bf16_to_float32  # noqa: E402
from tiny_bert import SENTENCE, tiny_config, tiny_tensors, write_model  # noqa: E402


def write_raw_safetensors(path, tensors: dict[str, tuple[str, tuple[int, ...], bytes]]) -> None:
    """A safetensors file from (dtype name, shape, raw bytes): any dtype, any claim."""
    header, blobs, offset = {}, [], 0
    for name, (dtype, shape, raw) in tensors.items():
        header[name] = {"dtype": dtype, "shape": list(shape), "data_offsets": [offset, offset + len(raw)]}
        blobs.append(raw)
        offset += len(raw)
    text = json.dumps(header).encode()
    path.write_bytes(struct.pack("<Q", len(text)) + text + b"".join(blobs))


def to_bf16_bits(array: np.ndarray) -> bytes:
    """float32 → BF16 by truncation (the upper 16 bits), little-endian."""
    return (np.ascontiguousarray(array, dtype="<f4").view("<u4") >> 16).astype("<u2").tobytes()


def test_bf16_bits_convert_to_float32():
    values = np.array([1.0, -2.5, 0.15625, 3.0e38, -0.0], dtype=np.float32)
    bits = np.frombuffer(to_bf16_bits(values), dtype="<u2")
    assert bf16_to_float32(bits).dtype == np.float32
    np.testing.assert_array_equal(bf16_to_float32(bits)[:3], [1.0, -2.5, 0.15625])


def test_a_bf16_model_is_imported_as_its_float32_values(tmp_path):
    tensors = tiny_tensors()
    # Values that BF16 holds exactly, so the import equals the float32 model's.
    exact = {k: bf16_to_float32(np.frombuffer(to_bf16_bits(v), dtype="<u2").reshape(v.shape))
             if v.dtype == np.float32 else v for k, v in tensors.items()}
    reference = import_head(write_model(tmp_path / "f32", tensors=exact), SENTENCE, 1, 0)
    folder = write_model(tmp_path / "bf16", tensors=exact)
    write_raw_safetensors(folder / "model.safetensors", {
        k: ("BF16", v.shape, to_bf16_bits(v)) if v.dtype == np.float32 else ("I64", v.shape, v.astype("<i8").tobytes())
        for k, v in exact.items()})
    got = import_head(folder, SENTENCE, 1, 0)
    np.testing.assert_array_equal(got.embeddings, reference.embeddings)
    np.testing.assert_array_equal(got.heads[0].w_q, reference.heads[0].w_q)


@pytest.mark.parametrize("dtype,words", [("F8_E4M3", ["8-bit float (F8_E4M3)"]), ("F8_E5M2", ["F8_E5M2"]),
                                         ("I32", ["32-bit integers"]), ("C64", ["'C64'"])])
def test_other_dtypes_are_refused_by_name(tmp_path, dtype, words):
    folder = write_model(tmp_path / "m")
    t = tiny_tensors()
    entries = {k: ("F32", v.shape, v.astype("<f4").tobytes()) for k, v in t.items() if v.dtype == np.float32}
    shape = t["embeddings.word_embeddings.weight"].shape
    entries["embeddings.word_embeddings.weight"] = (dtype, shape, bytes(int(np.prod(shape)) * (1 if dtype.startswith("F8") else 4 if dtype == "I32" else 8)))
    write_raw_safetensors(folder / "model.safetensors", entries)
    with pytest.raises(ModelError) as info:
        import_head(folder, SENTENCE, 0, 0)
    message = str(info.value)
    assert "\n" not in message and "embeddings.word_embeddings.weight" in message
    assert all(w in message for w in words) and "only F32, F16, BF16 and F64" in message


def test_a_wrongly_shaped_tensor_is_refused_before_its_data_is_read(tmp_path, monkeypatch):
    folder = write_model(tmp_path / "m")
    t = tiny_tensors()
    entries = {k: ("F32", v.shape, v.astype("<f4").tobytes()) for k, v in t.items() if v.dtype == np.float32}
    entries["encoder.layer.0.attention.self.key.weight"] = ("F32", (8, 7), bytes(8 * 7 * 4))
    write_raw_safetensors(folder / "model.safetensors", entries)
    reads = []
    real = np.fromfile
    monkeypatch.setattr(np, "fromfile", lambda f, dtype, count: reads.append(count) or real(f, dtype=dtype, count=count))
    with pytest.raises(ModelError, match=r"key.weight has shape \(8, 7\), expected \(8, 8\)"):
        import_head(folder, SENTENCE, 0, 0)
    assert 56 not in reads  # the wrongly shaped tensor's 56 numbers were never read


def test_a_tensor_above_the_budget_is_refused_before_reading(tmp_path, monkeypatch):
    folder = write_model(tmp_path / "m")
    monkeypatch.setenv("ATTENTION_EXPLORER_MEMORY_LIMIT", "600")  # bytes: less than one tensor
    with pytest.raises(ModelError, match="needs about .* is allowed"):
        import_head(folder, SENTENCE, 0, 0)


def test_offsets_outside_the_file_and_a_lying_header_length(tmp_path):
    path = tmp_path / "x.safetensors"
    write_raw_safetensors(path, {"a": ("F32", (1000,), b"\0" * 16)})
    data = bytearray(path.read_bytes())
    header = json.dumps({"a": {"dtype": "F32", "shape": [1000], "data_offsets": [0, 4000]}}).encode()
    path.write_bytes(struct.pack("<Q", len(header)) + header + b"\0" * 16)
    with pytest.raises(ValueError, match="outside the file"):
        TensorFile(path)
    path.write_bytes(struct.pack("<Q", 2**60) + bytes(data[8:]))
    with pytest.raises(ValueError, match="header claims"):
        TensorFile(path)


@pytest.mark.parametrize("text,words", [
    ("[" * 5000 + "]" * 5000, ["nested"]),
    ('{"model_type": "bert", "model_type": "gpt2"}', ["'model_type' appears twice"]),
])
def test_hostile_configs_are_refused_in_one_line(tmp_path, text, words):
    folder = write_model(tmp_path / "m")
    (folder / "config.json").write_text(text)
    with pytest.raises(ModelError) as info:
        import_head(folder, SENTENCE, 0, 0)
    assert "\n" not in str(info.value) and all(w in str(info.value) for w in words)


@pytest.mark.parametrize("eps", ["Infinity", "NaN", "-1", "0"])
def test_layer_norm_eps_must_be_positive_and_finite(tmp_path, eps):
    folder = write_model(tmp_path / "m")
    text = json.dumps(tiny_config(layer_norm_eps=123.0)).replace("123.0", eps)
    (folder / "config.json").write_text(text)
    with pytest.raises(ModelError, match="layer_norm_eps must be a number between 0 and 1"):
        import_head(folder, SENTENCE, 0, 0)


def test_a_fifo_config_is_refused_without_hanging(tmp_path):
    folder = write_model(tmp_path / "m")
    (folder / "config.json").unlink()
    os.mkfifo(folder / "config.json")
    with pytest.raises(ModelError, match="config.json: is a named pipe"):
        import_head(folder, SENTENCE, 0, 0)
    (folder / "model.safetensors").unlink()
    os.mkfifo(folder / "model.safetensors")
    (folder / "config.json").unlink()
    (folder / "config.json").write_text(json.dumps(tiny_config()))
    with pytest.raises(ModelError, match="model.safetensors: is a named pipe"):
        import_head(folder, SENTENCE, 0, 0)
