"""Loading embeddings from .npy and CSV: good files read, bad ones refused with the cell named."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.core.io.embeddings import load_embeddings, load_npy, parse_embeddings_text
from explorer.core.session import SessionError

MATRIX = np.array([[1.0, -2.5, 3e-3], [0.0, 4.0, -1e3]])


# -- .npy -------------------------------------------------------------------------

@pytest.mark.parametrize("dtype", [np.float64, np.float32, np.int64, np.uint8])
def test_npy_numeric_arrays_load_as_float64(tmp_path, dtype):
    path = tmp_path / "x.npy"
    np.save(path, np.array([[1, 2, 3], [4, 5, 6]], dtype=dtype))
    tokens, array = load_embeddings(path)
    assert tokens is None and array.dtype == np.float64
    assert array.tolist() == [[1, 2, 3], [4, 5, 6]]


def test_npy_object_array_is_refused_without_unpickling(tmp_path):
    path = tmp_path / "evil.npy"
    np.save(path, np.array([[1.0, object()]], dtype=object), allow_pickle=True)
    with pytest.raises(SessionError, match="Python objects") as err:
        load_embeddings(path)
    assert err.value.field == "evil.npy"


def test_npy_pickle_file_is_refused(tmp_path):
    import pickle

    path = tmp_path / "p.npy"
    path.write_bytes(pickle.dumps([[1.0, 2.0]]))
    with pytest.raises(SessionError, match="not a NumPy .npy array"):
        load_npy(path)


def test_npy_nan_is_refused_with_row_and_column(tmp_path):
    path = tmp_path / "x.npy"
    bad = MATRIX.copy()
    bad[1, 2] = np.nan
    np.save(path, bad)
    with pytest.raises(SessionError) as err:
        load_embeddings(path)
    assert (err.value.row, err.value.col) == (1, 2)
    assert str(err.value).startswith("x.npy[1][2]: not a finite number")


@pytest.mark.parametrize("value, words", [
    (np.ones(3), "2 dimensions"),
    (np.ones((2, 2, 2)), "got 3"),
    (np.ones((0, 3)), "empty"),
    (np.array([[True, False]]), "booleans"),
    (np.array([["a", "b"]]), "text"),
    (np.ones((2, 2), dtype=complex), "complex"),
    (np.array([[np.inf, 1.0]]), "finite"),
])
def test_npy_wrong_arrays_are_refused(tmp_path, value, words):
    path = tmp_path / "x.npy"
    np.save(path, value)
    with pytest.raises(SessionError, match=words):
        load_embeddings(path)


def test_npz_and_truncated_files_are_refused(tmp_path):
    np.savez(tmp_path / "a.npz", x=MATRIX)
    (tmp_path / "a.npy").write_bytes((tmp_path / "a.npz").read_bytes())
    with pytest.raises(SessionError, match="npz"):
        load_embeddings(tmp_path / "a.npy")
    np.save(tmp_path / "cut.npy", MATRIX)
    data = (tmp_path / "cut.npy").read_bytes()
    (tmp_path / "cut.npy").write_bytes(data[:-8])
    with pytest.raises(SessionError, match="cut.npy"):
        load_embeddings(tmp_path / "cut.npy")
    (tmp_path / "empty.npy").write_bytes(b"")
    with pytest.raises(SessionError, match="empty"):
        load_embeddings(tmp_path / "empty.npy")
    with pytest.raises(SessionError, match="cannot read"):
        load_embeddings(tmp_path / "missing.npy")


# -- CSV ---------------------------------------------------------------------------

@pytest.mark.parametrize("sep", [",", "\t", ";", " ", "   "])
def test_csv_delimiters_are_detected(sep):
    text = "\n".join(sep.join(repr(float(x)) for x in row) for row in MATRIX)
    tokens, array = parse_embeddings_text(text)
    assert tokens is None
    np.testing.assert_array_equal(array, MATRIX)


def test_header_and_labels_are_detected():
    text = "token,d0,d1,d2\nThinking,1,0,1\nMachines,0,2,0\n"
    tokens, array = parse_embeddings_text(text)
    assert tokens == ("Thinking", "Machines")
    assert array.tolist() == [[1, 0, 1], [0, 2, 0]]


def test_header_without_labels_and_labels_without_header():
    assert parse_embeddings_text("a;b\n1;2\n3;4") == (None, pytest.approx(np.array([[1, 2], [3, 4]])))
    tokens, array = parse_embeddings_text("the 1 2\ncat 3 4\n")
    assert tokens == ("the", "cat") and array.tolist() == [[1, 2], [3, 4]]


def test_pandas_style_file_with_an_index_column():
    # DataFrame.to_csv(): empty first header cell, numeric column names, an index column.
    tokens, array = parse_embeddings_text(",0,1\nthe,0.5,1.5\ncat,2.5,3.5\n")
    assert tokens == ("the", "cat") and array.tolist() == [[0.5, 1.5], [2.5, 3.5]]


def test_explicit_choices_override_detection():
    tokens, array = parse_embeddings_text("1999,1,2\n2000,3,4", labels=True)
    assert tokens == ("1999", "2000") and array.tolist() == [[1, 2], [3, 4]]
    _, array = parse_embeddings_text("1,2\n3,4", header=True)
    assert array.tolist() == [[3, 4]]


def test_comments_blank_lines_quotes_and_bom(tmp_path):
    path = tmp_path / "e.csv"
    path.write_text('\ufeff# written by hand\n\n"New York, NY",1,2\n\nParis,3,4\n', encoding="utf-8")
    tokens, array = load_embeddings(path)
    assert tokens == ("New York, NY", "Paris") and array.tolist() == [[1, 2], [3, 4]]


def test_savetxt_round_trip(tmp_path):
    path = tmp_path / "x.txt"
    np.savetxt(path, MATRIX, header="d0 d1 d2")
    assert load_embeddings(path)[1].tolist() == MATRIX.tolist()
    np.savetxt(path, MATRIX, delimiter=",")
    assert load_embeddings(path)[1].tolist() == MATRIX.tolist()


@pytest.mark.parametrize("text, where, words", [
    ("1,2,3\n4,nan,6", (1, 1), "not a finite number: 'nan' (line 2, field 2)"),
    ("1,2,3\n4,5,inf", (1, 2), "not a finite number"),
    ("1,2,3\n4,1e400,6", (1, 1), "not a finite number"),
    ("w,1,2\nx,3,oops", (1, 1), "not a number: 'oops' (line 2, field 3)"),
    ("1,abc,3\n4,5,6", (0, 1), "not a number: 'abc' (line 1, field 2)"),
    ("1\t2\n3\t\n", (1, 1), "empty cell"),
    ("1;2,5\n3;4", (0, 1), "use a dot for decimals"),
])
def test_bad_cells_are_named(text, where, words):
    with pytest.raises(SessionError) as err:
        parse_embeddings_text(text, name="e.csv")
    assert (err.value.row, err.value.col) == where
    assert words in str(err.value)
    assert str(err.value).startswith(f"e.csv[{where[0]}][{where[1]}]: ")
    assert "\n" not in str(err.value)


@pytest.mark.parametrize("text, words", [
    ("1,2,3\n4,5\n", "ragged rows: line 2 has 2 comma-separated fields, the first row has 3"),
    ("a,b\n1,2\n3,4,5", "line 3"),
    ("", "no rows"),
    ("# only a comment\n\n", "no rows"),
    ("x,y\n", "only a header"),
])
def test_bad_shapes_are_refused(text, words):
    with pytest.raises(SessionError, match=words):
        parse_embeddings_text(text, name="e.csv")


def test_a_bad_text_file_is_refused(tmp_path):
    path = tmp_path / "latin1.csv"
    path.write_bytes("caf\xe9,1,2\n".encode("latin-1"))
    with pytest.raises(SessionError, match="UTF-8"):
        load_embeddings(path)


def test_large_csv_round_trip(tmp_path):
    rng = np.random.default_rng(0)
    matrix = rng.standard_normal((2000, 64))
    path = tmp_path / "big.csv"
    with open(path, "w", encoding="utf-8") as fh:
        fh.write("token," + ",".join(f"d{c}" for c in range(64)) + "\n")
        for i, row in enumerate(matrix):
            fh.write(f"tok{i}," + ",".join(repr(float(x)) for x in row) + "\n")
    tokens, array = load_embeddings(path)
    assert tokens[1999] == "tok1999"
    np.testing.assert_array_equal(array, matrix)  # repr() round-trips exactly
