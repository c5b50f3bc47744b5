"""The exercises' application layer without Qt: the rule an edit meets, the names of cells,
the checks on a snapshot, the blend Show solution moves along, and what Save as Exercise's
fields mean in the file (explorer.app.exercises, explorer.app.exercise_file)."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.app.exercise_file import (check_item, exercise_data, exercise_session, form_of, parse_cells,
                                        summary)
from explorer.app.exercises import (blend, cell_name, edit_refusal, exercise_in, hint_of, report_of,
                                    solution_of)
from explorer.app.snapshot import ComputeOptions, make_snapshot
from explorer.core.backend import numpy_backend
from explorer.core.exercises.course import course_exercise
from explorer.core.exercises.format import trace_of
from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError

FIRST = course_exercise("01-thinking-attends-to-itself")
TWO_HEADS = course_exercise("12-two-heads-two-places")


def test_cells_are_named_as_people_count_them():
    assert cell_name(FIRST.start, "heads[0].w_q", 1, 2) == "W_Q[2, 3]"
    assert cell_name(TWO_HEADS.start, "heads[1].w_k", 0, 0) == "head 2's W_K[1, 1]"
    assert cell_name(FIRST.start, "embeddings", 0, 1) == "X[1, 2]"


def test_the_rule_lets_editable_cells_and_labels_through_and_names_what_is_locked():
    start = FIRST.start
    assert edit_refusal(FIRST, start, start.with_cells("heads[0].w_q", 2, 2, np.array([[3.0]]))) is None
    assert edit_refusal(FIRST, start, start.with_tokens(["a", "b"])) is None
    assert edit_refusal(FIRST, start, start.with_cells("heads[0].w_v", 0, 1, np.array([[5.0]]))) == (
        "W_V[1, 2] is locked in this exercise: only the cells not greyed out may change")
    from explorer.core.edits import resize, set_mode

    assert "the mode is locked" in edit_refusal(FIRST, start, set_mode(start, "causal"))
    assert edit_refusal(FIRST, start, resize(start, n=3)).endswith("(the sizes are locked in this exercise)")
    # The edit alone is judged: a session already away from the start may still change an editable cell.
    moved = start.with_cells("heads[0].w_k", 0, 0, np.array([[9.0]]))
    assert edit_refusal(FIRST, moved, moved.with_cells("heads[0].w_q", 0, 0, np.array([[2.0]]))) is None


def test_the_report_is_the_checkers_on_the_snapshot_whatever_the_view_options():
    solved = solution_of(FIRST, FIRST.start)
    for options in (ComputeOptions(), ComputeOptions("float32"), ComputeOptions(scale=False, temperature=3.0)):
        start = report_of(FIRST, make_snapshot(FIRST.start, numpy_backend(), options, 1))
        assert start.lines == ((False, "query 1 → key 1: 0.76 of 0.90"),) and not start.passed
        assert report_of(FIRST, make_snapshot(solved, numpy_backend(), options, 2)).passed


def test_the_hint_and_where_the_solution_is():
    hint = hint_of(FIRST, FIRST.start, 2, False)
    assert (hint.number, hint.count, hint.text) == (2, 3, FIRST.hints[1])
    assert hint.cell is not None and hint.advice.startswith(("Raise", "Lower"))
    assert hint_of(FIRST, solution_of(FIRST, FIRST.start), 1, True).advice == "Every check passes."
    solved = solution_of(FIRST, FIRST.start)
    np.testing.assert_array_equal(solved.heads[0].w_q, FIRST.solution["heads[0].w_q"])


def test_blend_moves_in_a_straight_line_and_ends_exactly_on_the_end():
    end = solution_of(FIRST, FIRST.start)
    half = blend(FIRST.start, end, 0.5)
    assert half.heads[0].w_q[2, 2] == 2.0 and half.heads[0].w_k is FIRST.start.heads[0].w_k
    assert blend(FIRST.start, end, 1.0).heads[0].w_q[2, 2] == 3.0
    assert blend(FIRST.start, end, 0.0).equals(FIRST.start)


def test_exercise_in_names_what_is_wrong_with_a_key():
    assert exercise_in(load_preset("01-thinking-machines")) == (None, None)
    import dataclasses

    broken = dataclasses.replace(FIRST.start, extras={**FIRST.start.extras, "exercise": {"title": "t"}})
    exercise, problem = exercise_in(broken)
    assert exercise is None and problem.startswith("This session's exercise cannot be used: exercise.")


def test_the_forms_fields_become_the_files_keys():
    session = load_preset("01-thinking-machines")
    trace = trace_of(session)
    assert check_item("weight", {"head": 1, "query": "1, 2", "key": "previous", "bound": "at_most", "value": 0.2},
                      session, trace) == {"predicate": "weight", "query": [1, 2], "key": "previous", "at_most": 0.2}
    assert check_item("one_hot", {"head": 1, "query": "all", "at_least": 0.9}, session, trace)["query"] == "all"
    target = check_item("weights_close", {"head": 1, "target": "", "within": 0.1}, session, trace)["target"]
    np.testing.assert_allclose(target, trace.step("weights", 0).array)
    assert check_item("output_close", {"target": "1, 0, 0; x", "within": 0.1}, session, trace)["target"] == "1, 0, 0; x"
    assert check_item("rows_close", {"step": "output", "head": 1, "row": 2, "compare": "other", "to": "",
                                     "other_step": "v", "other_head": 1, "other_row": 1, "within": 0.05},
                      session, trace)["other"] == {"step": "v", "row": 1}
    value = check_item("value", {"step": "scores", "head": 1, "row": 1, "col": 2, "how": "at_least", "bound": 4.0,
                                 "within": 0.01}, session, trace)
    assert value == {"predicate": "value", "step": "scores", "row": 1, "col": 2, "at_least": 4.0}
    assert summary(value) == "value · step scores · row 1 · col 2 · at least 4"
    assert parse_cells("", "w") == "all" and parse_cells(" 2,3; 1 1 ", "w") == [[2, 3], [1, 1]]
    with pytest.raises(SessionError, match=r"^exercise\.editable\.heads\[0\]\.w_q: expected cells"):
        parse_cells("2", "heads[0].w_q")


def test_an_exercise_session_round_trips_through_the_form():
    session = load_preset("01-thinking-machines").with_cells("heads[0].w_q", 2, 2, np.array([[3.0]]))
    data = exercise_data(session, title=" T ", goal="G", editable={"heads[0].w_q": ""},
                         checks=[{"predicate": "weight", "query": 1, "key": 1, "at_least": 0.9}],
                         hints=["a", " ", "b"], descends=False)
    assert data["hints"] == ["a", "b"] and data["title"] == "T"
    written = exercise_session(session, data, "saved", load_preset("01-thinking-machines"))
    form = form_of(written)
    assert (form["title"], form["editable"], form["hints"]) == ("T", {"heads[0].w_q": ""}, ["a", "b"])
    with pytest.raises(SessionError, match="^start:"):
        exercise_session(session, data, "saved", None)
