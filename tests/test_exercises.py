"""The shipped course: every exercise is solvable (its solution passes, its start does not),
gradient descent from the start on the editable cells reaches the goal where the exercise
says so, and every check's verdict and value agree with an independent NumPy reference."""

from __future__ import annotations

import json

import numpy as np
import pytest

import exercise_reference as ref
from explorer.core.exercises.attempt import check_attempt
from explorer.core.exercises.course import course, course_exercise
from explorer.core.exercises.descent import descend
from explorer.core.exercises.format import TRAINABLE_MATRICES, exercise_of, load_exercise, trace_of
from explorer.core.attention.step_keys import parse_key
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import dumps, loads, session_from_dict, session_to_dict

COURSE = course()
NAMES = [entry.name for entry in COURSE]


def raw(name: str) -> dict:
    return json.loads(next(e for e in COURSE if e.name == name).file.read_text(encoding="utf-8"))


def test_the_course_has_at_least_twelve_exercises_in_order():
    assert len(COURSE) >= 12
    numbers = [int(name.split("-")[0]) for name in NAMES]
    assert numbers == list(range(1, len(COURSE) + 1))
    assert len({entry.title for entry in COURSE}) == len(COURSE)
    # It starts where the issue says: Thinking attending to itself, on the reference text's two words.
    first = course_exercise(NAMES[0])
    toy = load_preset("01-thinking-machines")
    assert first.start.tokens == toy.tokens and np.array_equal(first.start.embeddings, toy.embeddings)
    assert "Thinking" in first.title and "itself" in first.title


def test_the_course_follows_the_text_then_goes_beyond_it():
    """Scores before scaling before the softmax before the values; self before the mask
    before cross-attention; then multi-head, RoPE and a sink."""
    def first(predicate) -> int:
        return next(i for i, e in enumerate(COURSE) if predicate(e.load()))

    scaling = first(lambda ex: any(c.predicate == "one_hot" for c in ex.checks))
    softmax = first(lambda ex: any(c.predicate == "weights_close" for c in ex.checks))
    values = first(lambda ex: any(c.predicate == "rows_close" for c in ex.checks))
    by_hand = first(lambda ex: ex.start.mode == "self" and any(c.predicate == "no_future" for c in ex.checks))
    mask = first(lambda ex: ex.start.mode == "causal" and any(c.predicate == "no_future" for c in ex.checks))
    cross = first(lambda ex: ex.start.mode == "cross")
    heads = first(lambda ex: len(ex.start.heads) > 1)
    rope = first(lambda ex: ex.start.positions is not None and ex.start.positions.kind == "rope")
    assert scaling < softmax < values < by_hand < mask < cross < heads < rope < len(COURSE) - 1
    sink = COURSE[-1].load()
    assert "sink" in sink.title.lower() and sink.start.mode == "causal"


@pytest.mark.parametrize("name", NAMES)
def test_the_start_fails_and_the_solution_passes(name):
    exercise = course_exercise(name)
    start = check_attempt(exercise, exercise.start)
    assert not start.passed and start.missing
    solved = check_attempt(exercise, exercise.solved())
    assert solved.passed and solved.missing is None, solved.missing
    assert 2 <= len(exercise.hints) <= 3 and exercise.title and exercise.goal


@pytest.mark.parametrize("name", NAMES)
def test_every_check_agrees_with_the_numpy_reference(name):
    data = raw(name)
    exercise = course_exercise(name)
    for session_data, session in ((data, exercise.start), (ref.with_solution(data), exercise.solved())):
        results = check_attempt(exercise, session).results
        fwd = ref.forward(session_data)
        assert len(results) == len(data["exercise"]["checks"])
        for item, result in zip(data["exercise"]["checks"], results):
            passed, value = ref.check(item, session_data, fwd)
            assert result.passed == passed, (item, result.text)
            assert result.value == pytest.approx(value, rel=1e-9, abs=1e-12), (item, result.text)


@pytest.mark.parametrize("name", [e.name for e in COURSE if e.load().descends])
def test_gradient_descent_from_the_start_reaches_the_goal(name):
    exercise = course_exercise(name)
    result = descend(exercise)
    assert result.passed, [r.text for r in result.results]
    # Only editable cells moved.
    for matrix_id in exercise.start.matrix_ids():
        before, after = exercise.start.matrix(matrix_id), result.session.matrix(matrix_id)
        mask = exercise.editable.get(matrix_id, np.zeros(before.shape, dtype=bool))
        assert np.array_equal(before[~mask], after[~mask]), matrix_id
    # And the independent reference agrees that the goal is reached.
    data = session_to_dict(result.session)
    fwd = ref.forward(data)
    assert all(ref.check(item, data, fwd)[0] for item in raw(name)["exercise"]["checks"])
    assert check_attempt(exercise, result.session).passed


def test_the_descent_flag_is_honest_both_ways():
    """Every exercise that says descent cannot reach its goal has a check without an exact
    loss or an editable matrix descent cannot move; most of the course does descend."""
    descending = 0
    for entry in COURSE:
        exercise = entry.load()
        no_loss = any(not check.descends for check in exercise.checks)
        untrainable = any(parse_key(key)[0] not in TRAINABLE_MATRICES for key in exercise.editable)
        if exercise.descends:
            descending += 1
            assert not no_loss and not untrainable, entry.name
        else:
            assert no_loss or untrainable, entry.name
    assert descending >= len(COURSE) // 2


def test_the_exercise_key_survives_load_and_save(tmp_path):
    entry = COURSE[0]
    session = loads(entry.file.read_text(encoding="utf-8"))
    again = loads(dumps(session))
    assert again.extras["exercise"] == json.loads(entry.file.read_text(encoding="utf-8"))["exercise"]
    assert exercise_of(again).title == entry.title
    path = tmp_path / "saved.json"
    path.write_text(dumps(again), encoding="utf-8")
    assert load_exercise(path).checks == exercise_of(again).checks


def test_a_changed_locked_cell_is_not_yet_and_names_the_cell():
    exercise = course_exercise(NAMES[1])  # W_K editable, W_Q locked
    solved = exercise.solved()
    w_q = np.array(solved.matrix("heads[0].w_q"))
    w_q[1, 2] += 5.0
    verdict = check_attempt(exercise, solved.with_matrix("heads[0].w_q", w_q))
    assert not verdict.passed and verdict.results == ()
    want = exercise.start.matrix("heads[0].w_q")[1, 2]
    assert verdict.missing == (f"heads[0].w_q row 2, column 3 is locked: the exercise has {want:g} there, "
                               f"the attempt {want + 5:g}")


def test_a_locked_cell_in_a_partly_editable_matrix_counts_too():
    exercise = next(e.load() for e in COURSE if any(not m.all() for m in e.load().editable.values()))
    matrix_id, mask = next((k, m) for k, m in exercise.editable.items() if not m.all())
    r, c = (int(x) for x in np.argwhere(~mask)[0])
    changed = np.array(exercise.solved().matrix(matrix_id))
    changed[r, c] += 1.0
    verdict = check_attempt(exercise, exercise.solved().with_matrix(matrix_id, changed))
    assert not verdict.passed and verdict.missing.startswith(f"{matrix_id} row {r + 1}, column {c + 1} is locked")


def test_the_mode_is_locked():
    exercise = course_exercise(NAMES[0])
    data = session_to_dict(exercise.solved())
    data["mode"] = "causal"
    verdict = check_attempt(exercise, session_from_dict(data))
    assert not verdict.passed and verdict.missing == "the mode is locked: the exercise is self, the attempt causal"


def test_a_failing_line_says_how_far_in_the_issue_s_words():
    exercise = course_exercise(NAMES[0])
    data = raw(NAMES[0])
    item = data["exercise"]["checks"][0]
    _, value = ref.check(item, data)
    verdict = check_attempt(exercise, exercise.start)
    assert verdict.missing == f"query {item['query']} → key {item['key']}: {value:.2f} of {item['at_least']:.2f}"


def test_checks_read_the_float64_trace_of_the_one_forward():
    exercise = course_exercise(NAMES[0])
    trace = trace_of(exercise.start)
    assert trace.dtype == np.float64 and trace.session is exercise.start


def test_the_example_in_the_docs_is_an_exercise_and_says_what_the_docs_say(tmp_path):
    from pathlib import Path

    docs = (Path(__file__).resolve().parents[1] / "docs" / "exercises.md").read_text(encoding="utf-8")
    example = docs.split("```json\n", 1)[1].split("```", 1)[0]
    exercise = exercise_of(loads(example))
    shown = docs.split("```\n$ attention-explorer check", 1)[1].split("```", 1)[0].splitlines()
    assert shown[1] == f"not yet: {check_attempt(exercise, exercise.start).missing}"
    assert check_attempt(exercise, exercise.solved()).passed
    assert shown[-1] == f"passed: {exercise.title} (1 of 1 checks)"
    assert descend(exercise).passed == exercise.descends is True


def test_the_positions_are_locked_too():
    from dataclasses import replace

    exercise = next(e.load() for e in COURSE if e.load().start.positions is not None)
    moved = replace(exercise.solved(), positions=replace(exercise.start.positions, theta=10_000.0))
    verdict = check_attempt(exercise, moved)
    assert not verdict.passed and verdict.missing == "the positions are locked: put them back as the exercise has"
