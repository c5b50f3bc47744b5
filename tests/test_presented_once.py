"""Each change reaches the views once, as one frame of (published snapshot, clamped
view state), with no widget: an edit, an undo, a head chosen, a publish that clamps
the view state, a long sequence's recompute landing and its completion."""

from __future__ import annotations

from explorer.app.document import Document
from explorer.app.jobs import pool as job_policy
from explorer.app.view_state import ViewState
from explorer.core.attention.step_keys import step_key
from explorer.core.edits import resize
from explorer.core.io.presets import load_preset


def _parts():
    document = Document(load_preset("04-two-heads"))
    view = ViewState(document)
    frames = []
    view.presented.connect(frames.append)
    return document, view, frames


def test_an_edit_and_its_undo_are_each_presented_once(qapp):
    document, view, frames = _parts()
    edited = document.session.with_cells("embeddings", 0, 0, [[9.0]])
    document.apply(edited, "edit X")
    assert len(frames) == 1 and frames[0].snapshot is document.snapshot and frames[0].session is edited
    document.undo_stack.undo()
    assert len(frames) == 2 and frames[1].snapshot is document.snapshot and frames[1].view is view.state


def test_a_publish_that_clamps_the_view_state_is_still_one_frame(qapp):
    document, view, frames = _parts()
    view.set_head(1)
    view.select(step_key("weights", 1), (1, 0))
    assert [f.head for f in frames] == [1, 1]
    heads = []
    view.head_changed.connect(heads.append)
    document.apply(resize(document.session, heads=1), "one head")
    # The head and the selection were clamped (head 2 is gone): one frame, not one per signal.
    assert len(frames) == 3 and heads == [0]
    last = frames[-1]
    assert last.head == 0 and last.view.selected is None and last.trace.n_heads == 1


def test_a_change_that_changes_nothing_is_not_presented(qapp):
    document, view, frames = _parts()
    view.set_head(0)  # already head 1 (index 0)
    document.apply(document.session, "nothing")
    assert frames == []


def test_a_long_sequences_recompute_is_presented_when_it_lands_and_again_when_completed(qtbot, monkeypatch):
    monkeypatch.setattr(job_policy, "INLINE_WORK", 0)  # every recompute goes to the runner
    document, view, frames = _parts()
    long = resize(document.session, n=600, fill="random", seed=3)  # past STATS_ON_DEMAND_CELLS
    with qtbot.waitSignal(view.presented, timeout=30_000):
        document.apply(long, "long")
    assert len(frames) == 1 and frames[0].session is long and not document.busy
    with qtbot.waitSignal(view.presented, timeout=30_000):
        document.want_stats("whatif", True)  # a view asks for more of the same trace
    assert len(frames) == 2 and frames[1].trace is frames[0].trace and frames[1].snapshot.stats is not None
    assert frames[1].published_since(frames[0]) and not frames[1].published_since(frames[1])


def test_a_stale_recompute_stops_between_its_pieces_of_work():
    # A closed window's (or an older edit's) job used to hold the cores for seconds to the end.
    from explorer.app.jobs import JobCancelled
    from explorer.app.snapshot import ComputeOptions, Wants, complete_snapshot, make_snapshot
    from explorer.core.backend import numpy_backend

    session = resize(load_preset("04-two-heads"), n=40, fill="random", seed=2)
    snapshot = make_snapshot(session, numpy_backend(), ComputeOptions(), 1)
    looks = []

    def check():
        looks.append(1)
        if len(looks) > 1:
            raise JobCancelled("recompute")

    wants = Wants.of([("weights", 64, "max")], stats=True)
    try:
        complete_snapshot(snapshot, wants, check)
    except JobCancelled:
        pass
    else:
        raise AssertionError("the check did not stop it")
    assert len(looks) == 2  # it stopped at the second look: the second head's picture was not made
    assert complete_snapshot(snapshot, wants).stats is not None  # without a check, all of it
