"""A tiny synthetic BERT written in the common folder format (config.json,
model.safetensors, tokenizer.json): random weights, a twelve-piece WordPiece
vocabulary. Shared by the model-import tests; needs safetensors and tokenizers.
"""

from __future__ import annotations

import json
from pathlib import Path

import numpy as np
from safetensors.numpy import save_file
from tokenizers import Tokenizer, decoders, models, normalizers, pre_tokenizers, processors

VOCAB = ["[PAD]", "[UNK]", "[CLS]", "[SEP]", "the", "cat", "sat", "on", "mat", "dog", "##s", "."]
HIDDEN, HEADS, LAYERS, INTER = 8, 2, 2, 16
MAX_POS, TYPES = 32, 2
SENTENCE = "The cats sat on the mat."


def tiny_config(**changes) -> dict:
    config = {"model_type": "bert", "architectures": ["BertModel"], "hidden_size": HIDDEN,
              "num_attention_heads": HEADS, "num_hidden_layers": LAYERS, "intermediate_size": INTER,
              "vocab_size": len(VOCAB), "max_position_embeddings": MAX_POS, "type_vocab_size": TYPES,
              "layer_norm_eps": 1e-12, "hidden_act": "gelu", "_name_or_path": "tiny-bert"}
    config.update(changes)
    return config


def tiny_tensors(seed: int = 0) -> dict[str, np.ndarray]:
    rng = np.random.default_rng(seed)

    def r(*shape: int, scale: float = 0.7) -> np.ndarray:
        return (rng.standard_normal(shape) * scale).astype(np.float32)

    t = {"embeddings.word_embeddings.weight": r(len(VOCAB), HIDDEN),
         "embeddings.position_embeddings.weight": r(MAX_POS, HIDDEN),
         "embeddings.token_type_embeddings.weight": r(TYPES, HIDDEN),
         "embeddings.LayerNorm.weight": 1 + r(HIDDEN, scale=0.1), "embeddings.LayerNorm.bias": r(HIDDEN, scale=0.1),
         "embeddings.position_ids": np.arange(MAX_POS, dtype=np.int64)[None]}
    for i in range(LAYERS):
        p = f"encoder.layer.{i}."
        for name, n_out, n_in in (("attention.self.query", HIDDEN, HIDDEN), ("attention.self.key", HIDDEN, HIDDEN),
                                  ("attention.self.value", HIDDEN, HIDDEN), ("attention.output.dense", HIDDEN, HIDDEN),
                                  ("intermediate.dense", INTER, HIDDEN), ("output.dense", HIDDEN, INTER)):
            t[p + name + ".weight"] = r(n_out, n_in)
            t[p + name + ".bias"] = r(n_out, scale=0.3)
        for name in ("attention.output.LayerNorm", "output.LayerNorm"):
            t[p + name + ".weight"] = 1 + r(HIDDEN, scale=0.1)
            t[p + name + ".bias"] = r(HIDDEN, scale=0.1)
    return t


def tiny_tokenizer() -> Tokenizer:
    tok = Tokenizer(models.WordPiece({w: i for i, w in enumerate(VOCAB)}, unk_token="[UNK]"))
    tok.normalizer = normalizers.BertNormalizer(lowercase=True)
    tok.pre_tokenizer = pre_tokenizers.BertPreTokenizer()
    tok.post_processor = processors.TemplateProcessing(
        single="[CLS] $A [SEP]", pair="[CLS] $A [SEP] $B:1 [SEP]:1",
        special_tokens=[("[CLS]", VOCAB.index("[CLS]")), ("[SEP]", VOCAB.index("[SEP]"))])
    tok.decoder = decoders.WordPiece()
    # Like the real model's file: padding to a fixed length built in. The app must switch it off.
    tok.enable_padding(length=16, pad_id=0, pad_token="[PAD]")
    tok.enable_truncation(max_length=MAX_POS)
    return tok


def write_model(folder: Path, *, config: dict | None = None, tensors: dict | None = None,
                prefix: str = "") -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    (folder / "config.json").write_text(json.dumps(config or tiny_config()))
    tensors = tiny_tensors() if tensors is None else tensors
    save_file({prefix + k: v for k, v in tensors.items()}, str(folder / "model.safetensors"))
    tiny_tokenizer().save(str(folder / "tokenizer.json"))
    return folder
