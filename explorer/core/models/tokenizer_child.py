"""A BERT tokenizer run in a child process, within a time budget.

A ``tokenizer.json`` brings its own regular expressions (normalizers,
pre-tokenizers), and the ``tokenizers`` library holds Python's lock while it
encodes: a hostile file's pattern could keep the whole app busy, window
included, for as long as it likes, and no thread can stop it. So a sentence is
encoded by a child process (the app's own command, :data:`COMMAND`), which is
stopped after :data:`TOKENIZER_SECONDS` with one line. Request and answer are
JSON on its standard input and output (never pickle).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any, TextIO

from explorer.core.failures import STOPS, native_stderr_held, one_line
from explorer.core.models.bert_config import CONFIG, TOKENIZER, WEIGHTS, ModelError
from explorer.core.wording import translate

#: How long one sentence may take to tokenize (an ordinary one takes milliseconds).
TOKENIZER_SECONDS = 20.0
#: The hidden command of ``attention-explorer`` that encodes one request.
COMMAND = "_tokenize"


def child_command() -> list[str]:
    """How to start the app's own command: ``python -m explorer``, or the bundle's executable."""
    if getattr(sys, "frozen", False):
        return [sys.executable, COMMAND]
    return [sys.executable, "-m", "explorer", COMMAND]


def encode_in_child(folder: Path, sentence: str, budget: float = TOKENIZER_SECONDS) -> dict[str, Any]:
    """``{"tokens", "ids", "type_ids", "mask"}`` of ``sentence`` by the tokenizer of the model
    ``folder``. ModelError (one line) when it runs past ``budget`` seconds, fails or panics."""
    path = folder / "tokenizer.json"
    request = json.dumps({"folder": str(folder), "sentence": sentence})
    try:
        done = subprocess.run(child_command(), input=request, capture_output=True, text=True, timeout=budget,
                              encoding="utf-8", env={**os.environ, "RUST_BACKTRACE": "0"})
    except subprocess.TimeoutExpired:
        raise ModelError(translate("TokenizerChild", "{path}: the tokenizer ran past {seconds:g} s on this sentence and "
                                                     "was stopped (its rules may never finish on it)").format(
            path=path, seconds=budget)) from None
    except OSError as err:
        raise ModelError(translate("TokenizerChild", "cannot start the tokenizer ({reason})").format(
            reason=err.strerror or err)) from None
    try:
        answer = json.loads(done.stdout)
    except ValueError:
        raise ModelError(translate("TokenizerChild", "{path}: the tokenizer stopped without an answer (exit status "
                                                     "{status})").format(path=path, status=done.returncode)) from None
    if "error" in answer:
        raise ModelError(translate("TokenizerChild", "{path}: {reason}").format(path=path, reason=answer["error"]))
    return answer


def child_main(stdin: TextIO, stdout: TextIO) -> int:
    """The child's side: read one request, write one answer (an ``"error"`` in one line)."""
    request = json.loads(stdin.read())
    try:
        tokenizer = tokenizer_of(Path(request["folder"]))
        with native_stderr_held():  # a Rust panic's own report is said in the one line instead
            enc = tokenizer.encode(request["sentence"])
        answer: dict[str, Any] = {"tokens": list(enc.tokens), "ids": list(enc.ids), "type_ids": list(enc.type_ids),
                                  "mask": list(enc.attention_mask)}
    except STOPS:
        raise
    except ModelError as err:
        answer = {"error": str(err)}
    except BaseException as err:  # noqa: BLE001 - a panic (a BaseException) too: said, not raised
        answer = {"error": translate("TokenizerChild", "the tokenizer failed ({error})").format(error=one_line(err))}
    stdout.write(json.dumps(answer))
    return 0


def tokenizer_of(folder: Path) -> Any:
    """The model folder's tokenizer (no padding, no truncation); ModelError when it cannot be read."""
    from tokenizers import Tokenizer

    path = folder / TOKENIZER
    if not path.is_file():
        raise ModelError(translate("TokenizerChild", "{path}: missing (a model folder needs {config}, {weights} and "
                                                     "{tokenizer})").format(
            path=path, config=CONFIG, weights=WEIGHTS, tokenizer=TOKENIZER))
    try:
        tokenizer = Tokenizer.from_file(str(path))
    except Exception as err:  # the Rust side raises a bare Exception
        raise ModelError(translate("TokenizerChild", "{path}: not a tokenizer the tokenizers library reads ({error})")
                         .format(path=path, error=err)) from None
    # Padding would add [PAD] keys to the session; a single sentence needs none.
    # Truncation goes too: tokenizer.json files cut at 128 tokens without a
    # word, and encode() refuses a sentence that is too long with a message.
    tokenizer.no_padding()
    tokenizer.no_truncation()
    return tokenizer
