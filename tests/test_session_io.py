"""Session files: strict loading with messages that name the field, atomic saves."""

from __future__ import annotations

import copy
import json
import os

import numpy as np
import pytest
from hypothesis import given, settings

from explorer.core.io.presets import list_presets, load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import dumps, load, loads, save, session_to_dict
from strategies import sessions


def base() -> dict:
    return session_to_dict(load_preset("01-thinking-machines"))


def cross() -> dict:
    return session_to_dict(load_preset("03-cross-attention"))


def edited(doc: dict, path: list, value) -> str:
    doc = copy.deepcopy(doc)
    target = doc
    for part in path[:-1]:
        target = target[part]
    if value is _DELETE:
        del target[path[-1]]
    else:
        target[path[-1]] = value
    return json.dumps(doc)


_DELETE = object()


def biased() -> dict:
    doc = base()
    doc["version"] = 2
    doc["heads"][0].update(b_q=[0.5, -0.25, 2.0], b_k=[0.0, 1.0, 0.0], b_v=[3.0, 0.0, -1.0])
    return doc

# (description, file text, words the one-line message must contain)
BAD = [
    ("NaN literal", json.dumps(base()).replace("[1.0, 0.0, 1.0]", "[1.0, NaN, 1.0]", 1), ["NaN", "not allowed"]),
    ("Infinity literal", json.dumps(base()).replace("[1.0, 0.0, 1.0]", "[Infinity, 0, 1]", 1), ["Infinity"]),
    ("boolean cell", edited(base(), ["embeddings", 1, 2], True), ["embeddings[1][2]", "boolean"]),
    ("string cell", edited(base(), ["heads", 0, "w_k", 2, 0], "0.5"), ["heads[0].w_k[2][0]", "string"]),
    ("null cell", edited(base(), ["heads", 0, "w_v", 0, 1], None), ["heads[0].w_v[0][1]", "null"]),
    ("ragged rows", edited(base(), ["embeddings", 1], [0, 2]), ["embeddings[1]", "ragged"]),
    ("w_q wrong rows", edited(base(), ["heads", 0, "w_q"], [[1, 0, 1], [1, 0, 0]]),
     ["heads[0].w_q", "expected 3 rows (d_model), got 2"]),
    ("w_k wrong d_k", edited(base(), ["heads", 0, "w_k"], [[1, 0], [1, 0], [0, 1]]), ["heads[0].w_k", "d_k"]),
    ("embeddings rows vs tokens", edited(base(), ["tokens"], ["a", "b", "c"]), ["embeddings", "expected 3 rows"]),
    ("unknown mode", edited(base(), ["mode"], "bidirectional"), ["mode", "bidirectional"]),
    ("missing mode", edited(base(), ["mode"], _DELETE), ["mode"]),
    ("cross without source", edited(cross(), ["source_embeddings"], _DELETE), ["source_embeddings", "missing"]),
    ("source in self mode", edited(base(), ["source_tokens"], ["x"]), ["source_tokens", "only allowed in cross"]),
    ("source d_model", edited(cross(), ["source_embeddings", 0], [1, 2]), ["source_embeddings", "columns"]),
    ("newer version", edited(base(), ["version"], 5), ["version", "newer"]),
    ("version string", edited(base(), ["version"], "1"), ["version"]),
    ("wrong format", edited(base(), ["format"], "something/else"), ["format"]),
    ("no heads", edited(base(), ["heads"], []), ["heads", "at least one"]),
    ("head not object", edited(base(), ["heads", 0], [1, 2]), ["heads[0]", "object"]),
    ("w_o wrong rows", edited(base(), ["w_o"], [[1.0]]), ["w_o", "expected 3 rows"]),
    ("token not text", edited(base(), ["tokens", 1], 5), ["tokens[1]", "text"]),
    ("top-level list", "[1, 2, 3]", ["JSON object"]),
    ("truncated", json.dumps(base())[:57], ["not valid JSON", "line 1"]),
    ("deeply nested", "[" * 100000 + "]" * 100000, ["nested"]),
    ("bias too short", edited(biased(), ["heads", 0, "b_k"], [1.0, 2.0]),
     ["heads[0].b_k", "expected 3 numbers (d_k), got 2"]),
    ("bias v length", edited(biased(), ["heads", 0, "b_v"], [1, 2, 3, 4]), ["heads[0].b_v", "(d_v), got 4"]),
    ("bias not a list", edited(biased(), ["heads", 0, "b_q"], 1.5), ["heads[0].b_q", "list of numbers"]),
    ("bias string", edited(biased(), ["heads", 0, "b_q", 1], "x"), ["heads[0].b_q[1]", "string"]),
    ("bias boolean", edited(biased(), ["heads", 0, "b_v", 2], False), ["heads[0].b_v[2]", "boolean"]),
    ("bias NaN", json.dumps(biased()).replace("[0.5, -0.25, 2.0]", "[0.5, NaN, 2.0]", 1), ["NaN", "not allowed"]),
    ("bias huge", json.dumps(biased()).replace("[0.5, -0.25, 2.0]", "[0.5, 1" + "0" * 400 + ", 2]", 1),
     ["heads[0].b_q[1]", "out of range"]),
    ("huge integer", json.dumps(base()).replace("[1.0, 0.0, 1.0]", "[1" + "0" * 400 + ", 0, 1]", 1),
     ["embeddings[0][0]", "out of range"]),
]


@pytest.mark.parametrize("label,text,words", BAD, ids=[b[0] for b in BAD])
def test_bad_files_are_refused_with_the_field_named(tmp_path, label, text, words):
    path = tmp_path / "bad.json"
    path.write_text(text)
    with pytest.raises(SessionError) as info:
        load(path)
    message = str(info.value)
    assert "\n" not in message
    for word in words:
        assert word in message, f"{label}: {message!r} lacks {word!r}"


@pytest.mark.parametrize("content,words", [
    (b"", ["empty"]),
    (b"\x89PNG\r\n\x1a\n\x00\x00\x00\rIHDR", ["binary"]),
    (b'{"format": "\xff\xfe"}', ["UTF-8"]),
])
def test_empty_and_binary_files(tmp_path, content, words):
    path = tmp_path / "x.json"
    path.write_bytes(content)
    with pytest.raises(SessionError) as info:
        load(path)
    assert all(w in str(info.value) for w in words)


def test_missing_file_and_folder(tmp_path):
    with pytest.raises(SessionError, match="no such file"):
        load(tmp_path / "nope.json")
    with pytest.raises(SessionError, match="folder"):
        load(tmp_path)


@settings(max_examples=60, deadline=None)
@given(sessions())
def test_round_trip_is_exact(session):
    again = loads(dumps(session))
    assert again.equals(session)


def test_unknown_keys_survive_a_round_trip(tmp_path):
    doc = base()
    doc["view"] = {"colormap": "cividis", "step": "weights"}
    path = tmp_path / "s.json"
    path.write_text(json.dumps(doc))
    session = load(path)
    assert session.extras["view"] == {"colormap": "cividis", "step": "weights"}
    save(session, tmp_path / "t.json")
    assert json.loads((tmp_path / "t.json").read_text())["view"]["colormap"] == "cividis"


def test_save_is_atomic_when_writing_fails(tmp_path, monkeypatch):
    path = tmp_path / "s.json"
    save(load_preset("01-thinking-machines"), path)
    before = path.read_bytes()

    def broken(self, data):
        self.open("wb").write(data[:10])
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(type(path), "write_bytes", broken)
    with pytest.raises(OSError):
        save(load_preset("02-causal-decoder"), path)
    assert path.read_bytes() == before
    assert os.listdir(tmp_path) == ["s.json"]  # no temporary file left behind


def test_save_into_unwritable_folder_raises(tmp_path):
    # A "folder" that is a plain file cannot be written into, even by root (CI).
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("x")
    with pytest.raises(OSError):
        save(load_preset("01-thinking-machines"), blocker / "s.json")
    assert blocker.read_text() == "x"
    assert os.listdir(tmp_path) == ["not-a-folder"]


def test_every_preset_loads_and_has_a_title():
    presets = list_presets()
    assert {p.name for p in presets} >= {"01-thinking-machines", "02-causal-decoder", "03-cross-attention",
                                         "04-two-heads"}
    modes = {load_preset(p.name).mode for p in presets}
    assert modes == {"self", "causal", "cross"}
    assert any(len(load_preset(p.name).heads) >= 2 for p in presets)
    assert all(p.title for p in presets)


def test_edits_make_new_sessions_and_check_cells():
    session = load_preset("01-thinking-machines")
    changed = session.with_cells("heads[0].w_q", 1, 1, np.array([[5.0, 6.0]]))
    assert changed.heads[0].w_q[1].tolist() == [1, 5, 6]
    assert session.heads[0].w_q[1].tolist() == [1, 0, 0]  # the original is untouched
    assert changed.embeddings is session.embeddings  # untouched arrays are shared
    with pytest.raises(SessionError, match="does not fit"):
        session.with_cells("embeddings", 1, 2, np.ones((1, 2)))
    with pytest.raises(SessionError, match=r"heads\[0\].w_v\[0\]\[2\]"):
        session.with_cells("heads[0].w_v", 0, 1, np.array([[1.0, np.nan]]))


@settings(max_examples=60, deadline=None)
@given(sessions(biases=True))
def test_round_trip_with_biases_is_exact(session):
    text = dumps(session)
    again = loads(text)
    assert again.equals(session)
    # Version 2 only when a bias is there: files without one stay readable by older apps.
    has = any(h.has_biases for h in session.heads)
    assert json.loads(text)["version"] == (2 if has else 1)
    for h, head in enumerate(session.heads):
        for name in ("b_q", "b_k", "b_v"):
            assert (name in json.loads(text)["heads"][h]) == (getattr(head, name) is not None)


def test_version_1_files_load_unchanged_and_save_as_version_1(tmp_path):
    from explorer.core.io.resources import resource

    v1 = [p for p in list_presets()
          if json.loads(resource("presets", f"{p.name}.json").read_text(encoding="utf-8"))["version"] == 1]
    assert len(v1) >= 4
    for preset in v1:
        session = load_preset(preset.name)
        doc = session_to_dict(session)
        assert doc["version"] == 1
        assert all(set(h) == {"w_q", "w_k", "w_v"} for h in doc["heads"])
        again = loads(json.dumps(doc))
        assert again.equals(session)
        assert all(not h.has_biases for h in again.heads)


def test_biased_file_loads_its_biases():
    session = loads(json.dumps(biased()))
    assert session.heads[0].b_q.tolist() == [0.5, -0.25, 2.0]
    assert session.heads[0].b_v.tolist() == [3.0, 0.0, -1.0]
    assert session_to_dict(session)["version"] == 2
    # An edit of a weight keeps the head's biases.
    edited_session = session.with_cells("heads[0].w_q", 0, 0, np.array([[9.0]]))
    assert edited_session.heads[0].b_q.tolist() == [0.5, -0.25, 2.0]


def test_newer_version_message_names_what_this_app_reads():
    with pytest.raises(SessionError, match=r"version 5 is newer than this app reads \(4\)"):
        loads(edited(base(), ["version"], 5))
