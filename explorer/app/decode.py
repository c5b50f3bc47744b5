"""What the Decode Next Token dialog states: what the KV cache reuses and what one step costs.

Pure: :func:`decode_card` turns a :class:`~explorer.core.attention.kv_cache.DecodeStep`
into the lines a card shows, and :func:`recompute_difference` compares the
decoded row with the full recompute of the longer session (the trace the
document publishes after Append). Nothing here is n × n: the decode step
computes one row; the comparison reads one row of the published trace.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.kv_cache import DecodeStep, append_token, decode_step
from explorer.core.session import Session, SessionError
from explorer.core.attention.trace import Trace
from explorer.app.cell_numbers import cell_text

#: At most this many keys are named one by one in the card (a long prompt is summarised).
NAMED_KEYS = 12


@dataclass(frozen=True)
class DecodeCard:
    title: str
    reused: str        # the cached rows that were read, not computed
    computed: str      # what was computed for the new token
    work: str          # prefill against one decode step
    weights: str       # the new query's weights over the keys (head 1)


def _keys_text(tokens: tuple[str, ...]) -> str:
    if len(tokens) <= NAMED_KEYS:
        return ", ".join(tokens)
    return ", ".join(tokens[:NAMED_KEYS // 2]) + f", … ({len(tokens) - NAMED_KEYS} more) …, " + \
        ", ".join(tokens[-(NAMED_KEYS // 2):])


def decode_card(step: DecodeStep, decimals: int = 3) -> DecodeCard:
    """The card's lines for one decode step (weights of head 1, at ``decimals`` places)."""
    s, c = step.session, step.cost
    n = c.n
    token = s.tokens[-1]
    groups = len(s.kv_heads)
    rotated = " (rotated, as cached)" if s.positions is not None and s.positions.kind == "rope" else ""
    reused = (f"Reused from the cache: the K{rotated} and V rows of the {n} earlier tokens "
              f"({_keys_text(s.tokens[:-1])}), for each of {groups} KV group{'s' if groups > 1 else ''}: "
              f"{c.reused_rows:,} rows. None of them is recomputed; with the new row the cache holds "
              f"{c.cache_numbers:,} numbers.")
    heads = len(s.heads)
    computed = (f"Computed now: only “{token}”'s q, k and v rows, its one row of {n + 1} scores and weights "
                f"per head ({heads} head{'s' if heads > 1 else ''}), and its output row; the new k and v "
                "join the cache.")
    ratio = c.prefill_multiply_adds / max(c.decode_multiply_adds, 1)
    work = (f"Prefill of {n} tokens: {c.prefill_multiply_adds:,} multiply-adds, {c.prefill_score_cells:,} scores "
            f"(n² per head). One decode step: {c.decode_multiply_adds:,} multiply-adds, "
            f"{c.decode_score_cells:,} scores (n + 1 per head), {ratio:,.1f}× less work.")
    row = step.heads[0].weights
    shown = ", ".join(f"{t} {cell_text(float(w), decimals)}" for t, w in zip(s.tokens, row))
    weights = f"“{token}” attends (head 1): {shown}"
    return DecodeCard(f"Decode “{token}” with the KV cache", reused, computed, work, weights)


def recompute_difference(step: DecodeStep, trace: Trace) -> float:
    """The largest |difference| between the decoded output row and the last row of the
    full recompute ``trace`` of ``step.session`` (its final output)."""
    full = np.asarray(trace.final.row(trace.final.shape[0] - 1), dtype=np.float64).reshape(-1)
    return float(np.max(np.abs(full - step.output)))


def decode(session: Session, token: str, row: np.ndarray) -> DecodeStep:
    """One decode step of ``token`` with X row ``row`` against ``session`` (one row of work;
    SessionError when the session cannot be decoded or the row does not fit)."""
    return decode_step(session, token, row)


def refusal(session: Session) -> str | None:
    """Why a token cannot be appended to ``session`` as a decoder would (None: it can)."""
    try:
        append_token(session, "next", session.embeddings[-1])
    except SessionError as err:
        return str(err)
    return None
