"""What the what-if panel shows, resolved from a snapshot (no Qt).

The per-query statistics come with the snapshot when the panel is open (the
worker makes them for long sequences); only the first rows are listed and
the rest summed up in the caption.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.core.numbers import format_number
from explorer.core.session import sqrt_dk
from explorer.core.stats import max_entropy
from explorer.core.step_keys import step_key
from explorer.model.snapshot import Snapshot, row_stats

#: Rows of the per-query table; longer sequences are summed up in its caption.
MAX_LISTED_ROWS = 64


@dataclass(frozen=True)
class WhatIfContent:
    scale: bool
    temperature: float
    scale_note: str
    caption: str
    #: (query token, max weight, entropy, uniform entropy) as shown, for the listed rows.
    rows: tuple[tuple[str, str, str, str], ...]


def resolve(snapshot: Snapshot, head: int) -> WhatIfContent:
    """The what-if panel for ``head`` of ``snapshot`` (the options it was computed with)."""
    trace, session, options = snapshot.trace, snapshot.session, snapshot.options
    stats = row_stats(snapshot, head)
    uniform = max_entropy(session.n, session.m, causal=session.mode == "causal")
    head_note = f" (head {head + 1})" if trace.n_heads > 1 else ""
    labels = trace.get(step_key("weights", head)).row_labels
    caption = f"Each query's attention{head_note}: entropy in nats"
    if len(labels) > MAX_LISTED_ROWS:
        # A table of thousands of rows tells nothing and costs a frame per edit:
        # list the first rows and sum up the rest.
        caption = (f"First {MAX_LISTED_ROWS} of {len(labels)} queries{head_note}: entropy in nats "
                   f"(mean over all: max weight {format_number(float(stats.peak.mean()), 3)}, "
                   f"entropy {format_number(float(stats.entropy.mean()), 3)})")
        labels = labels[:MAX_LISTED_ROWS]
    rows = tuple((token, format_number(float(stats.peak[i]), 3), format_number(float(stats.entropy[i]), 3),
                  format_number(float(uniform[i]), 3)) for i, token in enumerate(labels))
    return WhatIfContent(options.scale, options.temperature,
                         f"d_k = {session.d_k}, so √d_k = {format_number(sqrt_dk(session), 4)}", caption, rows)
