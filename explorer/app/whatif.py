"""What the what-if panel shows, resolved from a snapshot (no Qt).

The per-query statistics come with the snapshot when the panel is open (the
worker makes them for long sequences); only the first rows are listed and
the rest summed up in the caption.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.core.numbers import format_number
from explorer.core.session import sqrt_dk
from explorer.core.attention.stats import ENTROPY_UNIT, Saturation, max_entropy, saturation_vs_dk
from explorer.core.attention.step_keys import step_key
from explorer.app.frame import Frame
from explorer.app.snapshot import row_stats
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

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


#: The caption while a long sequence's statistics are made in the worker (English; shown translated).
COMPUTING = QT_TRANSLATE_NOOP("Whatif", "Computing each query's statistics…")


def resolve(frame: Frame) -> WhatIfContent:
    """The what-if panel for the frame's head.

    The controls show the frame's ``options``: the document's latest (a slider
    being dragged must not jump back to the value of the trace on screen). The
    table always reads the snapshot; when it was made with other options the caption says so.
    """
    snapshot, head, options = frame.snapshot, frame.head, frame.options
    trace, session = snapshot.trace, snapshot.session
    note = _scale_note(session)
    stats = row_stats(snapshot, head)
    if stats is None:
        return WhatIfContent(options.scale, options.temperature, note, translate("Whatif", COMPUTING), ())
    uniform = max_entropy(session.n, session.m, causal=session.mode == "causal")
    several = trace.n_heads > 1
    labels = trace.get(step_key("weights", head)).row_labels
    if len(labels) > MAX_LISTED_ROWS:
        # A table of thousands of rows tells nothing and costs a frame per edit:
        # list the first rows and sum up the rest.
        if several:
            caption = translate("Whatif", "First {count} of {total} queries (head {head}): entropy in {unit} (mean "
                                          "over all: max weight {peak}, entropy {entropy} {unit})")
        else:
            caption = translate("Whatif", "First {count} of {total} queries: entropy in {unit} (mean over all: max "
                                          "weight {peak}, entropy {entropy} {unit})")
        caption = caption.format(count=MAX_LISTED_ROWS, total=len(labels), head=head + 1, unit=ENTROPY_UNIT,
                                 peak=format_number(float(stats.peak.mean()), 3),
                                 entropy=format_number(float(stats.entropy.mean()), 3))
        labels = labels[:MAX_LISTED_ROWS]
    elif several:
        caption = translate("Whatif", "Each query's attention (head {head}): entropy in {unit}").format(
            head=head + 1, unit=ENTROPY_UNIT)
    else:
        caption = translate("Whatif", "Each query's attention: entropy in {unit}").format(unit=ENTROPY_UNIT)
    rows = tuple((token, format_number(float(stats.peak[i]), 3), format_number(float(stats.entropy[i]), 3),
                  format_number(float(uniform[i]), 3)) for i, token in enumerate(labels))
    if options != snapshot.options:
        caption = translate("Whatif", "{caption}; updating…").format(caption=caption)
    return WhatIfContent(options.scale, options.temperature, note, caption, rows)


def _scale_note(session) -> str:
    return translate("Whatif", "d_k = {d_k}, so √d_k = {root}").format(d_k=session.d_k,
                                                                    root=format_number(sqrt_dk(session), 4, trim=True))


def saturation(dks: tuple[int, ...]) -> Saturation:
    """The "why divide by √d_k" table: how peaked the softmax gets at each d_k, with and without the division."""
    return saturation_vs_dk(dks)
