"""One rule for keys at every level of a session file: a key the format does
not define is refused, naming it and where it is (with a near spelling), in
the heads as at the top, in KV groups and positions; free-form keys at the
top level are kept on save."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import dumps, loads, session_to_dict


def doc(preset: str = "04-two-heads") -> dict:
    return session_to_dict(load_preset(preset))


def refusal(data: dict) -> str:
    with pytest.raises(SessionError) as err:
        loads(json.dumps(data))
    return str(err.value)


def test_a_typo_in_a_head_is_refused_with_the_near_key():
    data = doc()
    data["heads"][1]["bq"] = [0.0] * len(data["heads"][1]["w_q"][0])
    assert refusal(data) == "heads[1].bq: unknown key; did you mean b_q?"


def test_a_note_in_a_head_is_refused_not_dropped():
    data = doc()
    data["heads"][0]["note"] = "the copying head"
    assert refusal(data).startswith("heads[0].note: unknown key; ")


def test_a_misplaced_window_is_told_where_it_belongs():
    data = doc()
    data["heads"][0]["window"] = 2
    assert refusal(data) == "heads[0].window: unknown key here; window belongs at the top level of the file"


def test_the_top_level_follows_the_same_rule():
    data = doc()
    data["mdoe"] = "self"
    assert refusal(data) == "mdoe: unknown key; did you mean mode?"


def test_kv_groups_and_positions_say_it_the_same_way():
    data = doc("08-gqa")
    data["kv_heads"][0]["wk"] = data["kv_heads"][0]["w_k"]
    assert refusal(data) == "kv_heads[0].wk: unknown key; did you mean w_k?"
    data = doc("05-rope-same-words")
    data["positions"]["thetta"] = 100
    assert refusal(data) == "positions.thetta: unknown key for rope positions; did you mean theta?"


def test_a_huge_key_is_named_by_its_start_only():
    data = doc()
    data["heads"][0]["\x1b" + "k" * 10_000] = 1
    text = refusal(data)
    assert len(text) < 200 and "\x1b" not in text and text.startswith("heads[0].\\x1bkkk")


def test_free_form_keys_are_kept_on_save():
    data = doc()
    data["notes"] = {"any": ["json", 1]}
    data["view"] = {"colormap": "cividis"}
    again = json.loads(dumps(loads(json.dumps(data))))
    assert again["notes"] == {"any": ["json", 1]} and again["view"] == {"colormap": "cividis"}


def test_a_session_with_an_extra_no_file_holds_is_not_saved():
    session = replace(load_preset("01-thinking-machines"), extras={"foo": 1})
    with pytest.raises(SessionError, match="foo: not a key a session file holds"):
        dumps(session)
