"""What every view draws from: one published snapshot and the view state clamped against it.

The view state (:class:`~explorer.app.view_state.ViewState`) hands a
:class:`Frame` to the views once per change (an edit published, the head
changed, a cell selected …), and each view's resolve function
(``heatmap.resolve``, ``cards.resolve``, ``lecture.resolve``,
``inspector.resolve``, ``whatif.resolve``, ``lines.resolve``) takes it as its
one argument (plus what only the widget knows, such as its size in pixels). A
widget never reads the document itself: what it shows is what the frame says.
"""

from __future__ import annotations

from dataclasses import dataclass

from explorer.app.snapshot import ComputeOptions, Snapshot
from explorer.app.view import View, clamp
from explorer.core.attention.trace import Trace
from explorer.core.session import Session


@dataclass(frozen=True, eq=False)
class Frame:
    """``snapshot`` with ``view`` (clamped against its trace) and the computation's
    options as the controls show them (``options``: newer than ``snapshot.options``
    while a change of scale or temperature is being computed)."""

    snapshot: Snapshot
    view: View
    options: ComputeOptions
    #: Counts what the document published: a new snapshot, or more of the same one (the
    #: pictures or statistics a view asked for, made since: the same Snapshot object may
    #: then hold more). A view draws its content anew when this changed (:meth:`published_since`).
    published: int = 0

    def published_since(self, old: Frame | None) -> bool:
        """Whether the document published something since ``old`` (a new snapshot or more of it)."""
        return old is None or self.published != old.published

    @property
    def trace(self) -> Trace:
        return self.snapshot.trace

    @property
    def session(self) -> Session:
        return self.snapshot.session

    @property
    def head(self) -> int:
        return self.view.head

    @classmethod
    def of(cls, trace: Trace, view: View | None = None, options: ComputeOptions | None = None) -> Frame:
        """A frame of a trace computed elsewhere (a script, a test, an export): the
        view state clamped against it, the options it was computed with."""
        options = options or ComputeOptions()
        return cls(Snapshot(trace, 0, options), clamp(view or View(), trace), options)
