"""What the inspector says about the selected cell, and which cells feed it (no Qt)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from explorer.core.attention.step_keys import matrix_title
from explorer.core.attention.trace import Trace
from explorer.app.frame import Frame
from explorer.app.view import View
from explorer.core.wording import QT_TRANSLATE_NOOP, translate

if TYPE_CHECKING:  # the explanations are imported at the first selected cell, not for the first paint
    from explorer.core.attention.explain import Explanation

#: What the inspector says before a cell is chosen (English; shown translated: translate("Inspector", HINT)).
HINT = QT_TRANSLATE_NOOP("Inspector", "Click any number in the pipeline (or a heatmap cell) to see how it was "
                                      "computed.")

@dataclass(frozen=True, eq=False)
class InspectorContent:
    """The inspector's text, and the explanation behind it (None for an input cell or none)."""

    text: str
    explanation: Explanation | None = None


def resolve(frame: Frame) -> InspectorContent:
    """The arithmetic behind the frame's selected cell, from its trace and the session it was computed from."""
    return _content(frame.trace, frame.view)


def _content(trace: Trace, view: View) -> InspectorContent:
    key, index = view.selected, view.index
    if key is None or index is None:
        return InspectorContent("")
    from explorer.core.attention.explain import explain, fmt

    session = trace.session
    assert session is not None
    if key not in trace:
        try:
            value = float(session.matrix(key)[index])
        except (KeyError, IndexError):
            return InspectorContent(translate("Inspector", HINT))
        row, col = index
        # Counted from 1, as the editors' headers and the reference text count.
        return InspectorContent(translate("Inspector", "{matrix}[{row}, {column}] = {value}  (row {row}, column "
                                                       "{column})\n  an input: type another value in its editor and "
                                                       "every step recomputes.")
                                .format(matrix=matrix_title(key, session.mode), row=row + 1, column=col + 1,
                                        value=fmt(value)))
    try:
        explanation = explain(trace, session, key, index)
    except (IndexError, KeyError, ValueError):
        # The selection outlived its cell (sizes or mode changed): say so instead of a stale answer.
        shown = ", ".join(str(i + 1) for i in index)
        return InspectorContent(translate("Inspector", "The selected cell ({cell}) of {matrix} no longer exists.")
                                .format(cell=shown, matrix=key) + "\n" + translate("Inspector", HINT))
    # The explanation names the text's step itself (text_steps.text_step), as `explain` prints it.
    return InspectorContent(explanation.text(), explanation)


def sources(trace: Trace, view: View) -> dict[str, set[tuple[int, int]]]:
    """Cells feeding the selected number, by card key (from the core's explanation)."""
    content = _content(trace, view) if view.selected in trace else None
    if content is None or content.explanation is None:
        return {}
    found: dict[str, set[tuple[int, int]]] = {}
    for cell in content.explanation.sources:
        found.setdefault(cell.ref, set()).add((cell.row, cell.col))
    return found
