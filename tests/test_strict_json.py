"""The strict JSON walk (explorer.core.io.strict_json) against Python's json module,
and that it lets other threads run while a long file is parsed."""

from __future__ import annotations

import json
import sys
import threading

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from explorer.core.session import SessionError
from explorer.core.io.strict_json import MAX_DEPTH, parse_json

scalars = st.one_of(st.none(), st.booleans(), st.integers(-10**20, 10**20),
                    st.floats(allow_nan=False, allow_infinity=False), st.text(max_size=8))
documents = st.recursive(scalars, lambda inner: st.one_of(
    st.lists(inner, max_size=4),
    st.dictionaries(st.text(max_size=5), inner, max_size=4)), max_leaves=30)


def reference(text: str):
    """json.loads with the format's integer rule (long integers as floats)."""
    return json.loads(text, parse_int=lambda s: int(s) if len(s) <= 18 else float(s))


def refusal(text: str) -> str:
    with pytest.raises(SessionError) as info:
        parse_json(text)
    assert "\n" not in str(info.value)
    return str(info.value)


@settings(max_examples=300, deadline=None)
@given(documents, st.sampled_from([None, 0, 2]))
def test_agrees_with_json_loads(document, indent):
    text = json.dumps(document, indent=indent)
    assert parse_json(text) == reference(text)


@pytest.mark.parametrize("text", [
    "", "   ", "[1, 2", "[[1, 2], [3, 4]", "[[1, 2] [3, 4]]", "[[1], ]", '{"a" 1}', '{"a": 1,}', '{"a": 1 "b": 2}',
    '{1: 2}', "[[1, 2]] x", '{"a": [[1], [2]], "b": [[3], [4]]} {}', "[[1.]]", "[[-]]", '[["a\\x"]]',
    "[[1, 2]]\n\n  ]", '{"a": {"b": [[1, 2], [3, 4e]]}}',
])
def test_errors_name_the_place_json_names(text):
    try:
        reference(text)
    except json.JSONDecodeError as err:
        expected = f"not valid JSON (line {err.lineno}, column {err.colno}: {err.msg})"
    else:
        raise AssertionError(f"{text!r} is valid JSON")
    assert refusal(text) == expected


@pytest.mark.parametrize("text, why", [
    ('{"a": 1, "a": 2}', "'a' appears twice"),
    ('{"m": [[{"k": 1, "k": 2}]]}', "'k' appears twice"),
    ("[[NaN]]", "NaN is not allowed"),
    ('{"x": [[1, -Infinity]]}', "-Infinity is not allowed"),
    ("[[1, 2]]\ufeff", "not valid JSON"),
    ("\ufeff[1]", "BOM"),
])
def test_the_formats_rules_hold_everywhere(text, why):
    assert why in refusal(text)


def nested(levels: int, inner: str = "") -> str:
    return "[" * levels + inner + "]" * levels


@pytest.mark.parametrize("prefix", ["", '{"x": ', "[1, "])
def test_depth_is_counted_in_the_walk_and_in_the_scanner(prefix):
    # A value at level 33 is refused; level 32 is the deepest allowed (a scalar counts as a level).
    close = "}" if prefix.startswith("{") else "]" if prefix else ""
    outer = 1 if prefix else 0
    assert parse_json(prefix + nested(MAX_DEPTH - outer) + close) is not None
    assert parse_json(prefix + nested(MAX_DEPTH - 1 - outer, "7") + close) is not None
    assert "nested deeper than 32 levels" in refusal(prefix + nested(MAX_DEPTH - outer, "7") + close)
    assert "nested" in refusal(prefix + nested(100_000) + close)


def test_a_long_matrix_lets_other_threads_run_while_it_is_parsed():
    # json.loads parsed a whole matrix in one C call that held the GIL: another
    # thread never ran in between. The walk hands over between rows: this
    # thread sees the parser stopped at many different rows of one matrix.
    rows = 4000
    text = json.dumps({"tokens": [f"t{i}" for i in range(rows)],
                       "embeddings": [[i + 0.5 + k / 64 for k in range(64)] for i in range(rows)]})
    start, end = text.index('"embeddings"'), len(text)
    done, result, seen = threading.Event(), [], set()
    worker = threading.Thread(target=lambda: (result.append(parse_json(text)), done.set()))
    interval = sys.getswitchinterval()
    sys.setswitchinterval(1e-4)
    try:
        worker.start()
        while not done.is_set():
            frame = sys._current_frames().get(worker.ident)
            while frame is not None:
                index = frame.f_locals.get("idx") if frame.f_code.co_name == "array" else None
                if isinstance(index, int) and start < index < end:
                    seen.add(index)
                frame = frame.f_back
    finally:
        sys.setswitchinterval(interval)
        worker.join()
    assert result[0] == json.loads(text)
    assert len(seen) >= 5


def session_text(embeddings: str) -> str:
    return ('{"format": "attention-explorer/session", "version": 1, "mode": "self", "tokens": ["a", "b"], '
            f'"embeddings": {embeddings}, "heads": [{{"w_q": [[1.0], [0.0], [1.0]], "w_k": [[1.0], [0.0], [1.0]], '
            '"w_v": [[1.0], [0.0], [1.0]]}]}')


@pytest.mark.parametrize("embeddings, message", [
    ("[[1.0, 2.0, 3.0], [4.0, 1e999, 6.0]]", "embeddings[1][1]: number out of range (beyond ±1.8e308)"),
    ("[[1.0, 2.0, 3.0], [4.0, 5.0, \"6\"]]", "embeddings[1][2]: expected a number, got a string"),
    ("[[1.0, true, 1e999], [4.0, 5.0, 6.0]]", "embeddings[0][1]: expected a number, got a boolean"),
    ("[[1.0, 1e999, true], [4.0, 5.0, 6.0]]", "embeddings[0][1]: number out of range"),
    ("[[1.0, 2.0, 3.0], [4.0, [5.0], 6.0]]", "embeddings[1][1]: expected a number, got a list"),
])
def test_a_bad_cell_in_a_row_of_floats_is_named(embeddings, message):
    from explorer.core.io.session_files import loads

    with pytest.raises(SessionError) as info:
        loads(session_text(embeddings))
    assert str(info.value).startswith(message)


def test_rows_of_floats_and_of_integers_read_exactly():
    from explorer.core.io.session_files import loads

    session = loads(session_text("[[1.5, -2.25, 3e-300], [4, 5, 6]]"))
    assert session.embeddings.tolist() == [[1.5, -2.25, 3e-300], [4.0, 5.0, 6.0]]


def test_a_file_of_whitespace_is_empty(tmp_path):
    from explorer.core.io.session_files import load

    path = tmp_path / "blank.json"
    path.write_bytes(b" \n\t\r\n")
    with pytest.raises(SessionError, match="the file is empty"):
        load(path)


def test_a_session_longer_than_one_block_of_rows_reads_back_exactly(tmp_path):
    import numpy as np

    from explorer.core.generate import random_session
    from explorer.core.io.session_fields import _ROWS_AT_ONCE
    from explorer.core.io.session_files import load, save

    session = random_session(n=2 * _ROWS_AT_ONCE + 17, d_model=4, d_k=3, d_v=2, seed=9)
    path = tmp_path / "long.json"
    save(session, path)
    again = load(path)
    assert np.array_equal(again.embeddings, session.embeddings) and again.tokens == session.tokens
