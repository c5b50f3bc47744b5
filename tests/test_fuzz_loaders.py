"""Fuzzing the loaders: generated session JSON, CSV text and .npy headers give
a valid result or one of the project's clean refusals (a one-line
SessionError), never another exception; save → load gives an equal session."""

from __future__ import annotations

import json
import math
import string

import numpy as np
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.core.io.embeddings import load_embeddings, parse_embeddings_text
from explorer.core.session import Session, SessionError
from explorer.core.io.session_files import dumps, loads, session_to_dict
from strategies import sessions

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])

# Any JSON value, with the numbers and strings that break naive loaders.
json_numbers = st.one_of(st.integers(-10**400, 10**400), st.floats(allow_nan=False, allow_infinity=False),
                         st.booleans(), st.none())
json_strings = st.text(max_size=12)
json_values = st.recursive(json_numbers | json_strings,
                           lambda inner: st.lists(inner, max_size=4) | st.dictionaries(json_strings, inner, max_size=4),
                           max_leaves=25)


def clean_refusal(err: SessionError) -> None:
    message = str(err)
    assert message and "\n" not in message and "Traceback" not in message


def loads_or_refuses(text: str) -> Session | None:
    try:
        session = loads(text)
    except SessionError as err:
        clean_refusal(err)
        return None
    assert isinstance(session, Session)
    session.validate()
    return session


@FUZZ
@given(sessions(biases=True))
def test_save_then_load_gives_an_equal_session(session):
    again = loads(dumps(session))
    assert again.equals(session)
    assert loads(dumps(again)).equals(session)  # and stays equal


@st.composite
def mutated_session_text(draw):
    """A valid session's JSON with one value somewhere replaced by anything."""
    data = session_to_dict(draw(sessions(biases=True)))
    paths = []

    def walk(value, path):
        paths.append(path)
        if isinstance(value, dict):
            for k, v in value.items():
                walk(v, path + (k,))
        elif isinstance(value, list):
            for i, v in enumerate(value):
                walk(v, path + (i,))

    walk(data, ())
    path = draw(st.sampled_from(paths[1:]))
    target = data
    for step in path[:-1]:
        target = target[step]
    target[path[-1]] = draw(json_values)
    return json.dumps(data)


@FUZZ
@given(mutated_session_text())
def test_a_mutated_session_loads_or_is_refused_cleanly(text):
    loads_or_refuses(text)


@FUZZ
@given(json_values)
def test_any_json_value_loads_or_is_refused_cleanly(value):
    loads_or_refuses(json.dumps(value))


@FUZZ
@given(st.text(alphabet=string.printable + "١２\ud800\x00{}[]\":,", max_size=200))
def test_any_text_loads_or_is_refused_cleanly(text):
    loads_or_refuses(text)


@FUZZ
@given(mutated_session_text(), st.integers(0, 400), st.sampled_from(['"format": "x", ', '"heads": [], ',
                                                                       "1e999, ", "NaN, ", "１, ", "[[[[", "}"]))
def test_spliced_session_text_loads_or_is_refused_cleanly(text, at, splice):
    at = min(at, len(text))
    loads_or_refuses(text[:at] + splice + text[at:])


# -- CSV -----------------------------------------------------------------------------------------
csv_cells = st.one_of(st.floats(allow_nan=True, allow_infinity=True).map(repr), st.integers().map(str),
                      st.sampled_from(["", "x", "0x10", "1_000", "١٢", "１２", "1,5", '"q"', "-", "inf", "#c"]),
                      st.text(max_size=6))


@FUZZ
@given(st.lists(st.lists(csv_cells, min_size=1, max_size=4), min_size=1, max_size=5),
       st.sampled_from([",", "\t", ";", " "]))
def test_any_csv_gives_a_finite_matrix_or_a_clean_refusal(rows, sep):
    text = "\n".join(sep.join(row) for row in rows)
    try:
        tokens, values = parse_embeddings_text(text, name="e.csv")
    except SessionError as err:
        clean_refusal(err)
        return
    assert values.ndim == 2 and values.shape[0] >= 1 and values.shape[1] >= 1
    assert np.isfinite(values).all() and values.dtype == np.float64
    assert tokens is None or len(tokens) == values.shape[0]


@FUZZ
@given(st.lists(st.lists(st.floats(-1e300, 1e300, allow_nan=False), min_size=3, max_size=3), min_size=1, max_size=5))
def test_numbers_written_with_repr_read_back_exactly(rows):
    text = "\n".join(",".join(repr(x) for x in row) for row in rows)
    _tokens, values = parse_embeddings_text(text)
    assert values.tolist() == [[float(x) for x in row] for row in rows]


# -- .npy headers --------------------------------------------------------------------------------
descrs = st.sampled_from(["<f8", "<f4", ">f8", "<i4", "|u1", "|b1", "<c16", "|O", "<U3", "|V8", "[('a', '<f8')]",
                          "<f2", "bogus"])
shapes = st.lists(st.integers(0, 10**7), max_size=4).map(tuple) | st.sampled_from([(10**6, 10**6), (3, 2), (2,)])


@FUZZ
@given(descrs, shapes, st.booleans(), st.binary(max_size=96), st.sampled_from([(1, 0), (2, 0), (3, 0), (9, 9)]))
def test_any_npy_header_gives_a_matrix_or_a_clean_refusal(tmp_path_factory, descr, shape, fortran, payload, version):
    header = "{'descr': %s, 'fortran_order': %s, 'shape': %r, }" % (
        descr if descr.startswith("[") else repr(descr), fortran, shape)
    raw = header.encode("latin1")
    raw += b" " * (63 - (len(raw) + 12) % 64) + b"\n"
    size = len(raw).to_bytes(2 if version == (1, 0) else 4, "little")
    path = tmp_path_factory.mktemp("npy") / "x.npy"
    path.write_bytes(b"\x93NUMPY" + bytes(version) + size + raw + payload)
    try:
        _tokens, values = load_embeddings(path)
    except SessionError as err:
        clean_refusal(err)
        return
    assert values.ndim == 2 and np.isfinite(values).all()
    assert math.prod(shape) == values.size
