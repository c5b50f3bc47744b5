"""A CSV uses one delimiter, detected from its first row: a row that also
holds another delimiter outside quotes is refused naming its line (it was
read as tab-separated with the token "a,1" and no warning)."""

from __future__ import annotations

import numpy as np
import pytest

from explorer.core.io.embeddings import load_embeddings, parse_embeddings_text
from explorer.core.session import SessionError


def test_a_first_row_with_two_delimiters_is_refused():
    with pytest.raises(SessionError) as err:
        parse_embeddings_text("a,1\t2\nb,3\t4\n", name="x.csv")
    assert str(err.value) == ("x.csv: line 1 holds both tabs and commas: a file uses one delimiter; "
                              "quote a field that holds a comma")


def test_a_later_row_with_another_delimiter_is_named(tmp_path):
    path = tmp_path / "e.tsv"
    path.write_text("tok\tx\ty\na\t1\t2\n\nb,3\t4\t5\n")
    with pytest.raises(SessionError, match="line 4 holds commas as well as the first row's tabs"):
        load_embeddings(path)


def test_a_quoted_field_may_hold_the_other_delimiter():
    tokens, values = parse_embeddings_text('"a,1"\t2\n"b;c"\t4\n')
    assert tokens == ("a,1", "b;c") and values.tolist() == [[2.0], [4.0]]


def test_a_chosen_delimiter_is_taken_as_given():
    tokens, values = parse_embeddings_text("a,1\t2\nb,3\t4\n", delimiter="\t")
    assert tokens == ("a,1", "b,3")


@pytest.mark.parametrize("text", ["1,2\n3,4\n", "1\t2\n3\t4\n", "1;2\n3;4\n", "1 2\n3 4\n"])
def test_one_delimiter_files_read_as_before(text):
    assert np.array_equal(parse_embeddings_text(text)[1], [[1, 2], [3, 4]])


def test_a_decimal_comma_in_a_semicolon_file_keeps_its_hint():
    with pytest.raises(SessionError, match="use a dot for decimals"):
        parse_embeddings_text("1;2,5\n3;4")
