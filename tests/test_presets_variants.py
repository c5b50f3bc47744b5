"""The five presets of today's variants: present, loadable, round-tripping, and
each showing what its title promises."""

from __future__ import annotations

import numpy as np

from explorer.core.attention.pipeline import run
from explorer.core.io.presets import list_presets, load_preset
from explorer.core.io.resources import resource
from explorer.core.io.session_files import dumps

TITLES = {"05-rope-same-words": "RoPE: same words, new places", "06-alibi-heads": "ALiBi heads",
          "07-sliding-window": "Sliding window", "08-gqa": "GQA: 4 query heads, 2 KV heads", "09-padding": "Padding"}


def test_the_variant_presets_are_listed_with_their_titles_and_round_trip():
    listed = {p.name: p for p in list_presets()}
    for name, title in TITLES.items():
        assert listed[name].title == title and listed[name].notes
        text = resource("presets", f"{name}.json").read_text(encoding="utf-8")
        assert dumps(load_preset(name)) == text  # written by this app's own writer
        assert run(load_preset(name)).ok


def test_rope_preset_scores_depend_on_distance_only():
    session = load_preset("05-rope-same-words")
    s = run(session).step("scores", 0).array
    tokens = session.tokens
    assert tokens[1] == tokens[4] == "cat" and tokens[2] == tokens[5] == "saw"
    assert abs(s[1, 2] - s[4, 5]) < 1e-12 and abs(s[1, 2] - s[1, 5]) > 1e-3


def test_each_preset_shows_its_variant():
    alibi = run(load_preset("06-alibi-heads"))
    assert [alibi.step("bias", h).array[8, 0] for h in range(4)] == [-8 / 4, -8 / 16, -8 / 64, -8 / 256]
    window = run(load_preset("07-sliding-window")).step("weights", 0).array
    assert (window[5, :3] == 0).all() and (window[5, 3:6] > 0).all()
    gqa = load_preset("08-gqa")
    assert gqa.kv_groups == 2 and gqa.heads[0].w_k is gqa.heads[1].w_k and gqa.heads[1].w_k is not gqa.heads[2].w_k
    pad = run(load_preset("09-padding")).step("weights", 0).array
    assert (pad[:, 5:] == 0).all() and np.allclose(pad.sum(axis=1), 1)
