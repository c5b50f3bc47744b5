"""What the figures and cards hatch: the whole visibility mask (causal ∧ window ∧ padding).

One rule for the screen's cards, the exported figures and their reduced
pictures, all read from :class:`explorer.core.attention.masks.Visibility`:
:func:`mask_picture` says which cells are hidden at a picture's shape,
:func:`mask_legend` says in words which parts hide them, and
:func:`hidden_reason` names the parts that hide one cell (a tooltip).
The picture costs n × columns (:meth:`Visibility.picture`), never n × m
per edit on a long sequence beyond the picture itself.
"""

from __future__ import annotations

import numpy as np

from explorer.core.attention.masks import Visibility, causal_part
from explorer.core.session import Session
from explorer.core.attention.steps import causal_picture, shows_mask
from explorer.core.attention.trace import Trace
from explorer.core.wording import translate


def mask_picture(trace: Trace, step_id: str, shape: tuple[int, int]) -> np.ndarray | None:
    """True where every cell of a block of ``step_id`` is hidden, at ``shape``; None when the step shows no mask."""
    if not shows_mask(step_id, trace):
        return None
    session = trace.session
    if session is None:  # a trace read without its session: only the causal part is known
        return causal_picture(tuple(shape))
    return Visibility.of(session).picture(shape)


def legend_parts(session: Session | None) -> list[str]:
    """The parts of the mask that apply, each in words with its rule."""
    if session is None:  # a trace read without its session: only the causal part is known
        return [causal_part().legend]
    return Visibility.of(session).legend()


def mask_legend(session: Session | None, step_id: str) -> str:
    """The legend of a figure's hatched cells: which parts hide them, and what they hold."""
    parts = translate("Visibility", " or ").join(legend_parts(session))
    if step_id == "masked":
        return translate("Visibility", "masked: {parts}, score set to −∞").format(parts=parts)
    if step_id == "weights":
        return translate("Visibility", "masked: {parts}, weight exactly 0").format(parts=parts)
    return translate("Visibility", "masked: {parts}").format(parts=parts)


def unlined_pairs(rule: Visibility) -> str:
    """What a lines view leaves out, in a sentence's words ("" when no pair is hidden):
    the figure's notes and the deck's lines slide say it this one way."""
    if not rule:
        return ""
    if rule.names == ("causal",):
        return translate("Visibility", "future tokens are masked: no line to a key after its query (j > i)")
    return translate("Visibility", "masked pairs have no line: {parts}").format(
        parts=translate("Visibility", " or ").join(rule.legend()))


def hidden_reason(session: Session | None, i: int, j: int) -> str:
    """Why key j is hidden from query i, for a tooltip ("masked: a later token, padding")."""
    if session is None:
        return translate("Visibility", "masked ({reasons})").format(reasons=causal_part().reason)
    reasons = Visibility.of(session).reasons(i, j)
    if not reasons:
        return translate("Visibility", "masked")
    return translate("Visibility", "masked ({reasons})").format(reasons=", ".join(reasons))
