"""Huge strings are refused early, briefly and cheaply: the limits of
core/text_limits.py hold for session files (any field), tokens from any
source and titles, and a message quotes at most a short escaped excerpt."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from dataclasses import replace
from pathlib import Path

import pytest

from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import loads, session_to_dict
from explorer.core.io.text_limits import MAX_TITLE_CHARS, MAX_TOKEN_CHARS

ROOT = Path(__file__).resolve().parents[1]

#: Writes a session whose FIELD is a 100 MB string, then loads it under
#: tracemalloc; prints seconds, peak MB and the message (the write is not measured).
PROBE = textwrap.dedent("""
    import json, sys, tracemalloc
    from explorer.core.io import session_files
    from explorer.core.io.presets import load_preset
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load, session_to_dict

    field, path = sys.argv[1], sys.argv[2]
    data = session_to_dict(load_preset("01-thinking-machines"))
    huge = "x" * 100_000_000
    if field == "positions.kind":
        data["version"] = 3
        data["positions"] = {"kind": huge}
    elif field == "tokens":
        data["tokens"][1] = huge
    else:
        data[field] = huge
    with open(path, "w") as out:
        out.write(json.dumps(data))
    del data, huge
    parsed = []  # the refusal must come before the file is decoded and parsed (two more copies)
    real_parse = session_files._from_text
    session_files._from_text = lambda *args: (parsed.append(1), real_parse(*args))[1]
    tracemalloc.start()
    try:
        load(path)
        message = "loaded"
    except SessionError as err:
        message = str(err)
    peak = tracemalloc.get_traced_memory()[1] / 2**20
    print(json.dumps({"parsed": bool(parsed), "peak_mb": peak, "message": message}))
""")


@pytest.mark.parametrize("field", ["mode", "format", "positions.kind", "tokens"])
def test_a_100_mb_string_is_refused_before_parsing_within_200_mb(tmp_path, field):
    result = subprocess.run([sys.executable, "-c", PROBE, field, str(tmp_path / "big.json")], capture_output=True,
                            text=True, timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": ""})
    assert result.returncode == 0, result.stderr
    report = json.loads(result.stdout)
    assert not report["parsed"] and report["peak_mb"] < 200, report
    message = report["message"]
    assert len(message) < 200 and "100,000,000" in message and "limit" in message
    assert message.startswith(field.split(".")[-1] + ":")  # names the field


def test_compute_says_one_short_line(tmp_path):
    data = session_to_dict(load_preset("01-thinking-machines"))
    data["mode"] = "m" * 5_000_000
    path = tmp_path / "big.json"
    path.write_text(json.dumps(data))
    result = subprocess.run([sys.executable, "-m", "explorer", "compute", str(path)], capture_output=True, text=True,
                            timeout=120, env={"PYTHONPATH": str(ROOT), "PATH": "", "ATTENTION_EXPLORER_BACKEND": "numpy"})
    assert result.returncode == 2 and result.stdout == ""
    assert len(result.stderr.splitlines()) == 1 and len(result.stderr) < 300, result.stderr[:300]


def test_a_token_over_the_limit_is_named_with_its_length(tmp_path):
    data = session_to_dict(load_preset("01-thinking-machines"))
    data["tokens"][1] = "t" * (MAX_TOKEN_CHARS + 1)
    with pytest.raises(SessionError) as err:
        loads(json.dumps(data))
    assert str(err.value) == f"tokens[1]: {MAX_TOKEN_CHARS + 1:,} characters long, over the limit of " \
                             f"{MAX_TOKEN_CHARS:,} for a token"


def test_every_source_of_tokens_is_held_to_the_limit():
    # A paste, an edit or a tokenizer's output all build a Session: the check is there.
    session = load_preset("01-thinking-machines")
    with pytest.raises(SessionError, match=r"tokens\[0\]: .* over the limit"):
        replace(session, tokens=("x" * (MAX_TOKEN_CHARS + 1),) + session.tokens[1:])
    assert replace(session, tokens=("x" * MAX_TOKEN_CHARS,) + session.tokens[1:]).tokens[0] == "x" * MAX_TOKEN_CHARS


def test_a_bad_mode_is_quoted_briefly_and_escaped():
    data = session_to_dict(load_preset("01-thinking-machines"))
    data["mode"] = "\x1b[31m" + "y" * 90
    with pytest.raises(SessionError) as err:
        loads(json.dumps(data))
    text = str(err.value)
    assert "\x1b" not in text and "\\x1b" in text and len(text) < 160


def test_a_title_over_the_limit_is_refused():
    from explorer.export.options import FigureOptions
    from explorer.export.view import ExportError

    with pytest.raises(ExportError, match="title: 1,001 characters long"):
        FigureOptions(title="t" * (MAX_TITLE_CHARS + 1))


def test_a_sentence_over_the_limit_is_refused_before_the_tokenizer_runs(tmp_path, monkeypatch):
    from explorer.core.models import bert, installed as installed_models
    from explorer.core.models.bert_config import ModelError
    from explorer.core.io.text_limits import MAX_SENTENCE_CHARS

    def tokenizer(folder):
        raise AssertionError("the tokenizer ran")

    monkeypatch.setattr(bert, "tokenizer_of", tokenizer)
    with pytest.raises(ModelError, match=f"the sentence is {MAX_SENTENCE_CHARS + 1:,} characters long"):
        installed_models.import_head(tmp_path, "w" * (MAX_SENTENCE_CHARS + 1), 0, 0)


def test_the_tokens_of_an_edited_session_are_checked_once(monkeypatch):
    # An edit of a number makes a new session with the same tokens: 16 384 of them took
    # the UI thread milliseconds to check again at every edit.
    import numpy as np

    from explorer.core import session_checks as session_module
    from explorer.core.edits import resize

    checked = []
    real = session_module.check_label_lengths
    monkeypatch.setattr(session_module, "check_label_lengths", lambda name, labels: (checked.append(labels), real(name, labels)))
    session = resize(load_preset(), n=40, fill="random", seed=2)
    checked.clear()
    edited = session.with_cells("heads[0].w_q", 0, 0, np.array([[2.5]]))
    assert edited.tokens is session.tokens and checked == []
    retyped = replace(edited, tokens=tuple(t.upper() for t in session.tokens))
    assert checked == [retyped.tokens]  # new tokens are checked
    with pytest.raises(SessionError, match="over the limit"):
        replace(edited, tokens=("x" * 10_000, *session.tokens[1:]))
    with pytest.raises(SessionError, match="over the limit"):  # a refused tuple is refused again
        bad = ("y" * 10_000, *session.tokens[1:])
        try:
            replace(edited, tokens=bad)
        except SessionError:
            pass
        replace(edited, tokens=bad)
