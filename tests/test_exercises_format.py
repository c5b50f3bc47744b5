"""Bad exercise files are refused with one line that names the field."""

from __future__ import annotations

import copy
import json

import pytest

from explorer.core.exercises.course import course
from explorer.core.exercises.format import Descent, exercise_from_text
from explorer.core.session import SessionError

FIRST = json.loads(course()[0].file.read_text(encoding="utf-8"))
CAUSAL = json.loads(next(e for e in course() if e.load().start.mode == "causal").file.read_text(encoding="utf-8"))
CROSS = json.loads(next(e for e in course() if e.load().start.mode == "cross").file.read_text(encoding="utf-8"))


def refusal(data: dict) -> str:
    with pytest.raises(SessionError) as err:
        exercise_from_text(json.dumps(data))
    text = str(err.value)
    assert "\n" not in text
    return text


def changed(path: str, value, data: dict = FIRST) -> dict:
    """``data`` with the value at ``path`` (keys and list indices joined by '/') set, or removed for ...."""
    out = copy.deepcopy(data)
    *parents, last = path.split("/")
    node = out
    for part in parents:
        node = node[int(part)] if isinstance(node, list) else node[part]
    key = int(last) if isinstance(node, list) else last
    if value is ...:
        del node[key]
    else:
        node[key] = value
    return out


# (what changes, the field the line must start with)
CASES = [
    # the four the issue names
    ("exercise/checks/0/predicate", "weigth", "exercise.checks[0].predicate: unknown predicate 'weigth'; expected one of"),
    ("exercise/checks/0", {"predicate": "symmetric", "step": "masked", "within": 0.1},
     "exercise.checks[0].step: no step 'masked' in this session; its steps are: q, k, v, scores, scaled, weights, output"),
    ("exercise/editable/heads[0].w_q", [[1, 1], [4, 1]],
     "exercise.editable.heads[0].w_q[1]: cell (4, 1) is outside the 3 × 3 matrix"),
    ("exercise/hints", "just one", "exercise.hints: expected a list of 2 or 3 texts, got a string"),
    # more wrong types and shapes
    ("exercise", [], "exercise: expected an object, got a list"),
    ("exercise/title", 3, "exercise.title: expected text, got a number"),
    ("exercise/goal", ..., "exercise.goal: missing"),
    ("exercise/descends", "yes", "exercise.descends: expected true or false, got a string"),
    ("exercise/hints", ["only one"], "exercise.hints: expected 2 or 3 hints, got 1"),
    ("exercise/hints", ["a", "b", "c", "d"], "exercise.hints: expected 2 or 3 hints, got 4"),
    ("exercise/hints/1", None, "exercise.hints[1]: expected text, got null"),
    ("exercise/checks", [], "exercise.checks: expected a list of at least one check, got none"),
    ("exercise/checks/0", "weight", "exercise.checks[0]: expected an object with a \"predicate\", got a string"),
    ("exercise/checks/0/query", 3, "exercise.checks[0].query: query 3 does not exist (there are 2"),
    ("exercise/checks/0/query", True, "exercise.checks[0].query: expected a query number, a list of them or \"all\""),
    ("exercise/checks/0/key", 0, "exercise.checks[0].key: key 0 does not exist"),
    ("exercise/checks/0/key", "last", "exercise.checks[0].key: expected a key number counted from 1 or one of"),
    ("exercise/checks/0/head", 2, "exercise.checks[0].head: head 2 does not exist"),
    ("exercise/checks/0/at_least", 1.5, "exercise.checks[0].at_least: a weight lies between 0 and 1, got 1.5"),
    ("exercise/checks/0/at_least", "0.9", "exercise.checks[0].at_least: expected a finite number, got a string"),
    ("exercise/checks/0/at_most", 0.5, "exercise.checks[0]: give exactly one of at_least, at_most, not at_least and at_most"),
    ("exercise/checks/0/whithin", 0.5, "exercise.checks[0].whithin: unknown key for a weight check"),
    ("exercise/checks/0", {"predicate": "weight", "key": 1, "at_least": 0.5}, "exercise.checks[0].query: missing"),
    ("exercise/checks/0", {"predicate": "symmetric", "within": 0}, "exercise.checks[0].within: a tolerance is a positive"),
    ("exercise/checks/0", {"predicate": "symmetric", "step": "weighted_values", "within": 0.1},
     "exercise.checks[0].step: 'weighted_values' has 3 dimensions"),
    ("exercise/checks/0", {"predicate": "rows_close", "step": "concat", "row": 1, "to": [0], "within": 1},
     "exercise.checks[0].step: no step 'concat' in this session"),
    ("exercise/checks/0", {"predicate": "rows_close", "step": "concat", "head": 1, "row": 1, "to": [0], "within": 1},
     "exercise.checks[0].head: 'concat' belongs to the whole session, not to one head"),
    ("exercise/checks/0", {"predicate": "rows_close", "step": "output", "row": 1, "to": [0, 0], "within": 1},
     "exercise.checks[0].to[0]: expected 3 columns"),
    ("exercise/checks/0", {"predicate": "rows_close", "step": "output", "row": 1, "within": 1},
     "exercise.checks[0]: give exactly one of to, other"),
    ("exercise/checks/0", {"predicate": "rows_close", "step": "output", "row": 1, "within": 1,
                           "other": {"step": "scores", "row": 1}},
     "exercise.checks[0].other: its rows have 2 numbers, the step's 3"),
    ("exercise/checks/0", {"predicate": "value", "step": "scores", "row": 1, "col": 3, "at_least": 1},
     "exercise.checks[0].col: column 3 does not exist"),
    ("exercise/checks/0", {"predicate": "value", "step": "scores", "row": 1, "col": 1, "equals": 1},
     "exercise.checks[0].within: missing: equals needs a tolerance"),
    ("exercise/checks/0", {"predicate": "weights_close", "target": [[0.5, 0.6], [0.5, 0.5]], "within": 0.1},
     "exercise.checks[0].target[0]: the row sums to 1.1"),
    ("exercise/checks/0", {"predicate": "weights_close", "target": [[0, 0], [0.5, 0.5]], "within": 0.1},
     "exercise.checks[0].target[0]: the row is all zeros"),
    ("exercise/checks/0", {"predicate": "output_close", "target": [[0, 0]], "within": 0.1},
     "exercise.checks[0].target: expected 2 × 3"),
    ("exercise/editable", [], "exercise.editable: expected an object of matrix"),
    ("exercise/editable", {}, "exercise.editable: no editable cell"),
    ("exercise/editable/heads[1].w_q", "all", "exercise.editable.heads[1].w_q: no such matrix in this session"),
    ("exercise/editable/heads[0].w_q", [], "exercise.editable.heads[0].w_q: expected \"all\" or a list of [row, column]"),
    ("exercise/editable/heads[0].w_q", [[1, "2"]], "exercise.editable.heads[0].w_q[0]: expected [row, column]"),
    ("exercise/editable/heads[0].w_q", [[0, 1]], "exercise.editable.heads[0].w_q[0]: cell (0, 1) is outside"),
    ("exercise/solution/heads[0].w_v", [[0, 2, 0], [0, 3, 0], [1, 0, 3]],
     "exercise.solution.heads[0].w_v: this matrix is locked"),
    ("exercise/solution/heads[0].w_q", [[1, 0], [1, 0], [0, 0]],
     "exercise.solution.heads[0].w_q[0]: expected 3 columns"),
    ("exercise/solution", {}, "exercise.solution: empty"),
    ("exercise/descent", {"steps": 0}, "exercise.descent.steps: expected a whole number from 1 to"),
    ("exercise/descent", {"lr": -1}, "exercise.descent.lr: expected a positive number"),
    ("exercise/descent", {"rate": 1}, "exercise.descent.rate: unknown key"),
    ("exercise/hint", ["a", "b"], "exercise.hint: unknown key for an exercise; did you mean hints?"),
]


@pytest.mark.parametrize("path, value, line", CASES, ids=[f"{i}-{c[0]}" for i, c in enumerate(CASES)])
def test_a_bad_exercise_is_refused_naming_the_field(path, value, line):
    assert refusal(changed(path, value)).startswith(line)


def test_a_solution_may_change_only_editable_cells():
    data = changed("exercise/editable/heads[0].w_q", [[3, 3]])
    data = changed("exercise/editable/heads[0].w_k", ..., data)
    data = changed("exercise/solution/heads[0].w_q", [[1, 0, 1], [1, 0, 7], [0, 0, 3]], data)
    assert refusal(data) == ("exercise.solution.heads[0].w_q[1][2]: row 2, column 3 is locked: "
                             "the solution must keep 0 there")


def test_descends_true_needs_an_exact_loss_and_trainable_cells():
    data = changed("exercise/checks/0", {"predicate": "symmetric", "within": 0.01})
    assert refusal(data) == ("exercise.descends: true, but checks[0] (symmetric) has no exact gradient; "
                             "set it to false")
    data = changed("exercise/editable/embeddings", "all")
    assert refusal(data) == ("exercise.descends: true, but embeddings is editable and gradient descent "
                             "moves only W_Q, W_K, W_V and W_O; set it to false")
    assert exercise_from_text(json.dumps(changed("exercise/descends", False, data))).descends is False


def test_a_weight_the_mask_hides_is_refused():
    check = {"predicate": "weight", "query": 1, "key": 2, "at_least": 0.5}
    assert refusal(changed("exercise/checks/1", check, CAUSAL)).startswith(
        "exercise.checks[1].key: query 1 cannot see key 2 (the mask hides it)")


def test_a_future_in_cross_mode_is_refused():
    assert refusal(changed("exercise/checks/0", {"predicate": "no_future", "at_most": 0.1}, CROSS)).startswith(
        "exercise.checks[0].predicate: no_future needs the queries' own tokens")
    assert refusal(changed("exercise/checks/0", {"predicate": "symmetric", "within": 0.1}, CROSS)).startswith(
        "exercise.checks[0].step: a 4 × 3 step cannot be symmetric")


def test_a_session_that_is_not_an_exercise_says_so():
    data = copy.deepcopy(FIRST)
    del data["exercise"]
    assert refusal(data) == "exercise: missing: this session file is not an exercise"


def test_a_bad_session_is_refused_as_the_session_reader_refuses_it():
    assert refusal(changed("heads/0/w_q/0/0", "one")) == "heads[0].w_q[0][0]: expected a number, got a string"


def test_the_defaults_of_descent():
    data = copy.deepcopy(FIRST)
    data["exercise"].pop("descent", None)
    assert exercise_from_text(json.dumps(data)).descent == Descent()
    data["exercise"]["descent"] = {"steps": 7, "lr": 2}
    assert exercise_from_text(json.dumps(data)).descent == Descent(7, 2.0)
