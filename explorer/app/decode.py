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
from explorer.core.wording import translate

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
    more = translate("Decode", "… ({count} more) …").format(count=len(tokens) - NAMED_KEYS)
    return ", ".join([*tokens[:NAMED_KEYS // 2], more, *tokens[-(NAMED_KEYS // 2):]])


def decode_card(step: DecodeStep, decimals: int = 3) -> DecodeCard:
    """The card's lines for one decode step (weights of head 1, at ``decimals`` places)."""
    s, c = step.session, step.cost
    n = c.n
    token = s.tokens[-1]
    groups = len(s.kv_heads)
    rope = s.positions is not None and s.positions.kind == "rope"
    keys = translate("Decode", "K (rotated, as cached)") if rope else "K"
    if groups > 1:
        reused = translate("Decode", "Reused from the cache: the {keys} and V rows of the {n} earlier tokens "
                                     "({tokens}), for each of {groups} KV groups: {rows:,} rows. None of them is "
                                     "recomputed; with the new row the cache holds {numbers:,} numbers.")
    else:
        reused = translate("Decode", "Reused from the cache: the {keys} and V rows of the {n} earlier tokens "
                                     "({tokens}), for each of {groups} KV group: {rows:,} rows. None of them is "
                                     "recomputed; with the new row the cache holds {numbers:,} numbers.")
    reused = reused.format(keys=keys, n=n, tokens=_keys_text(s.tokens[:-1]), groups=groups, rows=c.reused_rows,
                           numbers=c.cache_numbers)
    heads = len(s.heads)
    if heads > 1:
        computed = translate("Decode", "Computed now: only “{token}”'s q, k and v rows, its one row of {count} "
                                       "scores and weights per head ({heads} heads), and its output row; the new k "
                                       "and v join the cache.")
    else:
        computed = translate("Decode", "Computed now: only “{token}”'s q, k and v rows, its one row of {count} "
                                       "scores and weights per head ({heads} head), and its output row; the new k "
                                       "and v join the cache.")
    computed = computed.format(token=token, count=n + 1, heads=heads)
    ratio = c.prefill_multiply_adds / max(c.decode_multiply_adds, 1)
    work = translate("Decode", "Prefill of {n} tokens: {prefill:,} multiply-adds, {prefill_scores:,} scores (n² "
                               "per head). One decode step: {decode:,} multiply-adds, {decode_scores:,} scores "
                               "(n + 1 per head), {ratio:,.1f}× less work.").format(
        n=n, prefill=c.prefill_multiply_adds, prefill_scores=c.prefill_score_cells, decode=c.decode_multiply_adds,
        decode_scores=c.decode_score_cells, ratio=ratio)
    row = step.heads[0].weights
    shown = ", ".join(f"{t} {cell_text(float(w), decimals)}" for t, w in zip(s.tokens, row))
    weights = translate("Decode", "“{token}” attends (head 1): {weights}").format(token=token, weights=shown)
    return DecodeCard(translate("Decode", "Decode “{token}” with the KV cache").format(token=token), reused, computed,
                      work, weights)


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
