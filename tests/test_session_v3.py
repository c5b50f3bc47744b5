"""Session files version 3: written only when a variant is used, read strictly
(one line naming the field), and kept consistent by edits."""

from __future__ import annotations

import json

import numpy as np
import pytest
from hypothesis import given, settings

from explorer.core.edits import randomize, resize, set_mode
from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import dumps, loads
from explorer.core.attention.variants import Positions
from strategies import sessions
from strategies_variants import variant_sessions


@settings(max_examples=60, deadline=None)
@given(sessions(biases=True))
def test_a_session_without_variants_stays_a_version_1_or_2_file_byte_for_byte(session):
    text = dumps(session)
    doc = json.loads(text)
    assert doc["version"] in (1, 2) and not {"positions", "window", "padding", "kv_heads"} & set(doc)
    assert dumps(loads(text)) == text


def test_old_preset_files_round_trip_unchanged():
    for name in ("01-thinking-machines", "02-causal-decoder", "03-cross-attention", "04-two-heads"):
        session = load_preset(name)
        assert json.loads(dumps(session))["version"] == 1
        assert dumps(loads(dumps(session))) == dumps(session)


@settings(max_examples=80, deadline=None)
@given(variant_sessions())
def test_every_variant_session_round_trips(session):
    text = dumps(session)
    again = loads(text)
    assert again.equals(session) and dumps(again) == text
    doc = json.loads(text)
    from explorer.core.attention.variants import uses_variants

    assert (doc["version"] == 3) == uses_variants(session)
    if session.kv_groups is not None:
        assert all(set(h) <= {"w_q", "b_q"} for h in doc["heads"]) and len(doc["kv_heads"]) == session.kv_groups
        per = len(session.heads) // session.kv_groups
        assert all(again.heads[h].w_k is again.heads[h // per * per].w_k for h in range(len(again.heads)))


def v3(**change) -> str:
    doc = json.loads(dumps(load_preset("02-causal-decoder")))  # causal, 4 tokens, d_k 2
    doc.update(version=3, **change)
    return json.dumps(doc)


BAD = [
    ({"positions": "rope"}, "positions: expected an object"),
    ({"positions": {"kind": "rope", "theta": 0}}, "theta: must be a positive number"),
    ({"positions": {"kind": "rope", "theta": True}}, "theta: must be a positive number"),
    ({"positions": {"kind": "rope", "pairs": 2}}, "pairs: expected \"half\" or \"interleaved\""),
    ({"positions": {"kind": "sinusoidal", "theta": 3}}, "positions.theta: unknown key for sinusoidal positions; allowed: kind"),
    ({"positions": {"kind": "alibi", "slopes": [1, "x"]}}, "slopes: slope 2 is not a finite number"),
    ({"positions": {"kind": "alibi", "slopes": [1, 2]}}, "slopes: expected 1 slopes (one per head), got 2"),
    ({"window": 1.5}, "window: must be a whole number"),
    ({"window": True}, "window: must be a whole number"),
    ({"padding": [4]}, "padding: key index 4 is outside 0…3"),
    ({"padding": [1, 1]}, "padding: key index 1 is listed twice"),
    ({"padding": ["1"]}, "padding: key indices are whole numbers"),
    ({"padding": [0]}, "padding: query 1 ('The') would see no key at all"),
    ({"kv_heads": []}, "kv_heads: at least one KV group is needed"),
]


@pytest.mark.parametrize("change,start", BAD, ids=[b[1].split(":")[0] + str(i) for i, b in enumerate(BAD)])
def test_bad_v3_values_are_refused_with_one_line_naming_the_field(change, start):
    with pytest.raises(SessionError) as info:
        loads(v3(**change))
    assert str(info.value).startswith(start) and "\n" not in str(info.value), str(info.value)


def test_v3_keys_in_an_older_file_are_refused():
    doc = json.loads(v3(window=2))
    doc["version"] = 2
    with pytest.raises(SessionError, match="^window: needs version 3, the file says 2"):
        loads(json.dumps(doc))


def test_a_window_hides_what_padding_leaves_and_a_blind_query_is_named():
    tokens = json.loads(v3())["tokens"]
    with pytest.raises(SessionError, match=f"query 3 \\({tokens[2]!r}\\) would see no key"):
        loads(v3(mode="self", window=1, padding=[2]))
    kept = loads(v3(window=2, padding=[1]))  # query 3 still sees itself; key 2 is hidden from all
    assert kept.padding == (1,) and kept.window == 2


def test_an_edit_of_a_grouped_w_k_changes_the_whole_group():
    session = load_preset("08-gqa")
    edited = session.with_cells("heads[1].w_k", 0, 0, np.array([[9.0]]))
    assert edited.heads[0].w_k[0, 0] == edited.heads[1].w_k[0, 0] == 9.0
    assert edited.heads[0].w_k is edited.heads[1].w_k and edited.heads[2].w_k[0, 0] != 9.0


def test_resize_and_mode_keep_variants_consistent():
    gqa = load_preset("08-gqa")
    six = resize(gqa, heads=6, fill="random")
    assert six.kv_groups == 2 and six.heads[3].w_k is six.heads[5].w_k
    with pytest.raises(SessionError, match="^kv_heads: 5 heads cannot share 2 KV groups"):
        resize(gqa, heads=5)
    rand = randomize(gqa, 3)
    assert rand.heads[0].w_k is rand.heads[1].w_k and not np.array_equal(rand.heads[1].w_k, rand.heads[2].w_k)
    pad = load_preset("09-padding")
    assert resize(pad, n=6).padding == (5,)
    alibi = loads(dumps(load_preset("06-alibi-heads")).replace('"kind": "alibi"',
                                                              '"kind": "alibi", "slopes": [1, 0.5, 0.25, 0.125]'))
    assert resize(alibi, heads=5).positions.slopes == (1, 0.5, 0.25, 0.125, 2 ** -8)
    with pytest.raises(SessionError, match="^cross: alibi positions are not allowed in cross mode"):
        set_mode(alibi, "cross")
    with pytest.raises(SessionError, match="^d_k: RoPE turns pairs"):
        resize(load_preset("05-rope-same-words"), d_k=3)
    assert set_mode(load_preset("07-sliding-window"), "self").window == 3


def test_positions_write_only_their_kinds_keys():
    assert Positions("sinusoidal").to_dict() == {"kind": "sinusoidal"}
    assert Positions("rope", 500.0, "interleaved").to_dict() == {"kind": "rope", "theta": 500, "pairs": "interleaved"}
    assert Positions("alibi").to_dict() == {"kind": "alibi"}
    assert Positions("alibi", slopes=(0.5,)).to_dict() == {"kind": "alibi", "slopes": [0.5]}
