"""``explorer.explain``: how one number was computed, as the inspector tells it."""

from __future__ import annotations

from explorer.api.compute import check_session_argument
from explorer.core.attention.explain_at import explain_number
from explorer.core.session import Session


def explain(session: Session, step: str, row: int, col: int | None = None, head: int = 1,
            format: str = "text", *, channel: int | None = None) -> str:  # noqa: A002 - the command's word
    """The arithmetic behind one number of ``session``'s attention, with its live values.

    ``step``: a step id ("weights", "scores", "output", …); ``row``, ``col`` (default 1),
    ``head`` and, for the n × m × d_v weighted_values step, ``channel`` count from 1, as the
    screen does. ``format``: "text", "markdown" (a title and a code block) or "latex" (an
    ``align*`` block). The same text as ``attention-explorer explain``. Raises ArgumentError
    naming the argument for a step, row, column or head the session does not have.
    """
    check_session_argument(session)
    return explain_number(session, step, row, col, channel=channel, head=head, format=format)
