"""The rows of the online-softmax walkthrough (Steps → Online Softmax…), for one query.

Pure: :func:`walk_rows` reads :func:`explorer.core.attention.online_softmax.online_attention`'s
tiles and gives, for query ``i``, each tile's keys, its S′ values, the running
max m, the factor exp(m_old − m_new) the earlier sums were rescaled by, the
running sum ℓ and the accumulator; :func:`walk_summary` states the end
(acc / ℓ against softmax(S′)·V) and the memory never used.
"""

from __future__ import annotations

from dataclasses import dataclass

import numpy as np

from explorer.core.attention.online_softmax import OnlineSoftmax, online_attention
from explorer.core.attention.trace import Trace
from explorer.app.cell_numbers import cell_text
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

#: The columns of the walkthrough's table (English; shown translated: :func:`columns`).
COLUMNS = (QT_TRANSLATE_NOOP("OnlineWalk", "Tile"), QT_TRANSLATE_NOOP("OnlineWalk", "Keys"),
           QT_TRANSLATE_NOOP("OnlineWalk", "S′ of the tile"), QT_TRANSLATE_NOOP("OnlineWalk", "Running max m"),
           QT_TRANSLATE_NOOP("OnlineWalk", "Rescale exp(m_old − m)"),
           QT_TRANSLATE_NOOP("OnlineWalk", "Running sum ℓ"), QT_TRANSLATE_NOOP("OnlineWalk", "Accumulator"))


def columns() -> list[str]:
    """The table's column titles (:data:`COLUMNS`) in the chosen language."""
    return [translate("OnlineWalk", c) for c in COLUMNS]


@dataclass(frozen=True)
class WalkRow:
    cells: tuple[str, ...]   # one text per column of COLUMNS
    raised_max: bool         # this tile raised the max (the earlier sums were rescaled)


def _vector(values: np.ndarray, decimals: int) -> str:
    # A hidden key's S′ is −∞ (masked before the softmax): written as the symbol, as the cards do.
    return "[" + ", ".join("−∞" if v == -np.inf else cell_text(float(v), decimals) for v in values) + "]"


def walk_rows(result: OnlineSoftmax, query: int, key_tokens: tuple[str, ...], decimals: int = 3) -> list[WalkRow]:
    """One row per tile for query ``query`` (0-based)."""
    rows = []
    previous = -np.inf
    for tile in result.tiles:
        keys = ", ".join(key_tokens[j] for j in tile.keys)
        m = float(tile.m[query])
        rows.append(WalkRow((
            str(tile.index + 1),
            f"{tile.keys.start + 1}–{tile.keys.stop} ({keys})" if len(tile.keys) > 1 else f"{tile.keys.start + 1} ({keys})",
            _vector(tile.logits[query], decimals),
            translate("OnlineWalk", "−∞ (no key yet)") if m == -np.inf else cell_text(m, decimals),
            "—" if not np.isfinite(previous) else cell_text(float(tile.rescale[query]), decimals),
            cell_text(float(tile.l[query]), decimals),
            _vector(tile.acc[query], decimals),
        ), bool(np.isfinite(previous) and m > previous)))
        previous = m
    return rows


def walk_summary(result: OnlineSoftmax, query: int, reference: np.ndarray, decimals: int = 3) -> str:
    """The end of the walk for query ``query``: Z = acc / ℓ, its distance to ``reference``
    (softmax(S′)·V's row from the pipeline) and the memory it never used."""
    z = result.output[query]
    diff = float(np.max(np.abs(z - np.asarray(reference, dtype=np.float64))))
    said = translate("OnlineWalk", "Z = acc / ℓ = {z}: the same as softmax(S′)·V (largest difference "
                                   "{difference:.1e}). The largest array it made is {largest:,} numbers (n × b); it "
                                   "never made the {full:,}-number n × m score matrix — only m, ℓ and an accumulator "
                                   "per query.")
    return said.format(z=_vector(z, decimals), difference=diff, largest=result.largest_cells, full=result.full_cells)


def walk(trace: Trace, head: int, block: int) -> OnlineSoftmax:
    """The online softmax of ``head`` of ``trace`` over key tiles of ``block`` (SessionError when it cannot)."""
    return online_attention(trace, head, block)
