"""The pure rules behind the decode dialog and the online-softmax walkthrough."""

import numpy as np

from explorer.core.attention.kv_cache import decode_step
from explorer.core.attention.online_softmax import online_attention
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.app.decode import decode_card, recompute_difference
from explorer.app.online_walk import COLUMNS, walk_rows, walk_summary


def test_decode_card_names_reused_rows_and_costs():
    s = load_preset("08-gqa")
    step = decode_step(s, "next", s.embeddings[-1])
    card = decode_card(step)
    assert f"the {s.n} earlier tokens" in card.reused and "2 KV groups" in card.reused
    assert f"{2 * s.n} rows" in card.reused
    assert f"{step.cost.prefill_multiply_adds:,} multiply-adds" in card.work
    assert card.weights.startswith("“next” attends (head 1):")
    assert recompute_difference(step, run(step.session)) < 1e-12


def test_walk_rows_follow_the_running_max_and_end_at_the_output():
    s = load_preset("02-causal-decoder")
    trace = run(s)
    result = online_attention(trace, 0, 2)
    rows = walk_rows(result, s.n - 1, s.key_tokens)
    assert len(rows) == 2 and all(len(r.cells) == len(COLUMNS) for r in rows)
    assert rows[0].cells[4] == "—"  # nothing summed before the first tile
    m1, m2 = result.tiles[0].m[-1], result.tiles[1].m[-1]
    assert rows[1].raised_max == bool(m2 > m1)
    first = walk_rows(result, 0, s.key_tokens)
    assert first[1].cells[2] == "[−∞, −∞]"  # query 1 sees no key of tile 2
    text = walk_summary(result, 0, np.asarray(trace.step("output", 0).array)[0])
    assert "largest difference 0.0e+00" in text and f"{s.n * s.n}-number" in text
