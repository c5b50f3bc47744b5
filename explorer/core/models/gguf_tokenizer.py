"""The tokenizer stored in a GGUF file's metadata, through the ``tokenizers`` library.

A Llama-family GGUF file with ``tokenizer.ggml.model = gpt2`` holds a
byte-level BPE: the vocabulary (``tokenizer.ggml.tokens``), the merges
(``tokenizer.ggml.merges``) and which tokens are control tokens
(``tokenizer.ggml.token_type`` 3). Digits are split one by one before the
byte-level step, as llama.cpp does for SmolLM ("smollm" pre-tokenizer) and
Llama 3. Tokens are shown as people read them: " animal" (byte-level
"Ġanimal") is shown "animal", a lone space "␣", a line break "↵".
"""

from __future__ import annotations

import threading
from dataclasses import dataclass
from typing import Any

import numpy as np

from explorer.core.failures import native_stderr_held
from explorer.core.models.bert_config import ModelError
from explorer.core.models.gguf_file import GGUFFile, int_array, string_array
from explorer.core.wording import translate

#: The most tokens a sentence may have in the app (a lecture's sentence is a few dozen).
MAX_TOKENS = 512
_CONTROL = 3
_lock = threading.Lock()


@dataclass(frozen=True)
class Encoded:
    """A sentence as the model reads it: ``ids`` and the ``tokens`` shown for them."""

    ids: np.ndarray
    tokens: tuple[str, ...]


def readable(text: str) -> str:
    """One token's text as a label: the word-start space dropped, whitespace made visible."""
    if text.startswith(" ") and text.strip():
        text = text[1:]
    if not text.strip():
        return "".join("↵" if c == "\n" else "⇥" if c == "\t" else "␣" for c in text) or "∅"
    return text.replace("\n", "↵").replace("\t", "⇥")


def _build(gguf: GGUFFile) -> Any:
    from tokenizers import Tokenizer, decoders, models, pre_tokenizers

    kind = gguf.field("tokenizer.ggml.model", "none")
    if kind != "gpt2":
        raise ModelError(translate("GgufTokenizer", "{path}: its tokenizer is {kind}; only byte-level BPE (gpt2) is "
                                                    "supported").format(path=gguf.path, kind=repr(kind)))
    fields = gguf.fields
    if "tokenizer.ggml.tokens" not in fields or "tokenizer.ggml.merges" not in fields:
        raise ModelError(translate("GgufTokenizer", "{path}: tokenizer.ggml.tokens or tokenizer.ggml.merges is missing")
                         .format(path=gguf.path))
    tokens = string_array(fields["tokenizer.ggml.tokens"])
    merges = []
    for line in string_array(fields["tokenizer.ggml.merges"]):
        left, _, right = line.partition(" ")
        if not left or not right:
            raise ModelError(translate("GgufTokenizer", "{path}: the merge {merge} is not two tokens").format(
                path=gguf.path, merge=repr(line)))
        merges.append((left, right))
    vocab = {token: i for i, token in enumerate(tokens)}
    try:
        tokenizer = Tokenizer(models.BPE(vocab=vocab, merges=merges, fuse_unk=False))
    except Exception as err:  # noqa: BLE001 - the Rust side raises a bare Exception
        raise ModelError(translate("GgufTokenizer", "{path}: the tokenizer cannot be built ({error})").format(
            path=gguf.path, error=err)) from None
    tokenizer.pre_tokenizer = pre_tokenizers.Sequence([
        pre_tokenizers.Digits(individual_digits=True),
        pre_tokenizers.ByteLevel(add_prefix_space=False, use_regex=True)])
    tokenizer.decoder = decoders.ByteLevel()
    if "tokenizer.ggml.token_type" in fields:
        types = int_array(fields["tokenizer.ggml.token_type"])
        control = [tokens[i] for i, t in enumerate(types) if t == _CONTROL and i < len(tokens)]
        tokenizer.add_special_tokens(control)
    return tokenizer


def tokenizer_of(gguf: GGUFFile) -> Any:
    """The file's tokenizer, built once per open file."""
    with _lock:
        if gguf.tokenizer is None:
            gguf.tokenizer = _build(gguf)
        return gguf.tokenizer


def encode(gguf: GGUFFile, sentence: str, limit: int = MAX_TOKENS) -> Encoded:
    """The sentence's tokens (no BOS: SmolLM2's file says add_bos_token = false),
    refused with a message past ``limit`` tokens or the model's context."""
    if not sentence.strip():
        raise ModelError(translate("GgufTokenizer", "the sentence is empty: type a few words"))
    tokenizer = tokenizer_of(gguf)
    with native_stderr_held():  # a panic in the tokenizer's Rust code is said in one line, not a backtrace
        ids = list(tokenizer.encode(sentence, add_special_tokens=False).ids)
    if gguf.field("tokenizer.ggml.add_bos_token", False) is True:
        ids.insert(0, int(gguf.field("tokenizer.ggml.bos_token_id")))
    if not ids:
        raise ModelError(translate("GgufTokenizer", "the tokenizer made no tokens of this sentence"))
    most = min(limit, gguf.config.context)
    if len(ids) > most:
        if limit <= gguf.config.context:
            message = translate("GgufTokenizer", "the sentence has {count} tokens; at most {most} can be imported "
                                                 "(the app's limit): shorten it")
        else:
            message = translate("GgufTokenizer", "the sentence has {count} tokens; at most {most} can be imported "
                                                 "(the model's limit): shorten it")
        raise ModelError(message.format(count=len(ids), most=most))
    if max(ids) >= gguf.config.vocab:
        raise ModelError(translate("GgufTokenizer", "{path}: token id {id} is outside the vocabulary ({vocab})").format(
            path=gguf.path, id=max(ids), vocab=gguf.config.vocab))
    shown = tuple(readable(tokenizer.decode([i], skip_special_tokens=False)) for i in ids)
    return Encoded(np.asarray(ids, dtype=np.int64), shown)

