"""Strict parsing: a key given twice, numbers as JSON defines them, integers
of any length, lone surrogates, CSV numbers in ASCII digits only; and the
command-line options that used to give tracebacks."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

import numpy as np
import pytest

from explorer.core.io.embeddings import parse_embeddings_text
from explorer.core.io.presets import load_preset
from explorer.core.session import SessionError
from explorer.core.io.session_files import loads, save, session_to_dict


def text_of(session=None) -> str:
    return json.dumps(session_to_dict(session or load_preset("01-thinking-machines")))


def refusal(text: str) -> str:
    with pytest.raises(SessionError) as info:
        loads(text)
    message = str(info.value)
    assert "\n" not in message
    return message


def cli(*args: str) -> subprocess.CompletedProcess:
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy"}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=120, env=env, cwd=tempfile.gettempdir())


# -- JSON ------------------------------------------------------------------------------------------
def test_a_second_format_key_is_refused_naming_it():
    text = text_of().replace('"format": "attention-explorer/session"',
                             '"format": "attention-explorer/session", "format": "something/else"', 1)
    assert "'format' appears twice" in refusal(text)


def test_a_key_twice_inside_a_head_is_refused():
    text = text_of().replace('"w_q": ', '"w_q": [[0, 0, 0], [0, 0, 0], [0, 0, 0]], "w_q": ', 1)
    assert "'w_q' appears twice" in refusal(text)


def test_an_integer_as_large_as_an_accepted_float_is_accepted_too():
    as_float = text_of().replace("[1.0, 0.0, 1.0]", "[1.7e308, 0.0, 1.0]", 1)
    as_int = text_of().replace("[1.0, 0.0, 1.0]", "[17" + "0" * 307 + ", 0, 1]", 1)
    assert loads(as_int).embeddings[0, 0] == loads(as_float).embeddings[0, 0] == 1.7e308


@pytest.mark.parametrize("digits", [309, 5000, 100_000])
def test_an_integer_beyond_float_range_names_its_cell_not_a_sys_setting(digits):
    message = refusal(text_of().replace("[1.0, 0.0, 1.0]", "[1" + "0" * digits + ", 0, 1]", 1))
    assert message.startswith("embeddings[0][0]: number out of range")
    assert "set_int_max_str_digits" not in message and "sys." not in message


def test_a_long_integer_where_a_whole_number_belongs_is_a_clean_refusal():
    message = refusal(text_of().replace('"version": 1', '"version": 1' + "0" * 5000, 1))
    assert message.startswith("version:") and "sys." not in message


@pytest.mark.parametrize("number", ["١٢", "１２", "1_000", "0x10", "+1", ".5", "01"])
def test_numbers_are_json_numbers_only(number):
    assert "not valid JSON" in refusal(text_of().replace("[1.0, 0.0, 1.0]", f"[{number}, 0, 1]", 1))


def test_a_lone_surrogate_token_is_refused_naming_it(tmp_path):
    text = text_of().replace('"Machines"', '"Mach\\ud800ines"', 1)
    message = refusal(text)
    assert message.startswith("tokens[1]: the token 'Mach\\ud800ines' holds a lone surrogate (U+D800)")
    path = tmp_path / "s.json"
    path.write_text(text)
    result = cli("compute", str(path))
    assert result.returncode == 2 and "lone surrogate" in result.stderr and "codec" not in result.stderr
    with pytest.raises(SessionError, match="lone surrogate"):
        load_preset().with_tokens(["a\udc80b", "c", "d", "e"][:load_preset().n])


def test_surrogate_pairs_written_as_escapes_are_real_text():
    text = text_of().replace('"Machines"', '"\\ud83d\\ude00"', 1)  # 😀 as JSON writes it in ASCII
    assert loads(text).tokens[1] == "\U0001F600"


# -- CSV -------------------------------------------------------------------------------------------
@pytest.mark.parametrize("cell", ["1_000", "١٢", "１２", "0x10", "0b11", "1_0.5"])
def test_csv_numbers_are_ascii_digits_only(cell):
    with pytest.raises(SessionError) as info:
        parse_embeddings_text(f"{cell},2\n3,4", name="e.csv")
    message = str(info.value)
    assert f"not a number: {cell!r}" in message and "digits 0-9" in message


def test_one_word_in_a_column_of_numbers_is_a_bad_cell_not_a_label_column():
    with pytest.raises(SessionError) as info:
        parse_embeddings_text("1,2,3\nx,1,5\n4,5,6", name="e.csv")
    assert str(info.value).startswith("e.csv[1][0]: not a number: 'x' (line 2, field 1")


def test_hexadecimal_first_cells_are_not_taken_for_labels():
    with pytest.raises(SessionError, match="'0x10'.*hexadecimal"):
        parse_embeddings_text("0x10,2\n0x20,3", name="e.csv")


def test_labels_that_are_mostly_words_may_include_numbers():
    tokens, values = parse_embeddings_text("the,1\n2019,2\ncat,3")
    assert tokens == ("the", "2019", "cat") and values.tolist() == [[1.0], [2.0], [3.0]]


def test_plain_csv_still_reads_fast_and_exact():
    text = "\n".join(",".join(repr(float(x)) for x in row) for row in np.arange(12.0).reshape(4, 3) / 7)
    assert np.array_equal(parse_embeddings_text(text)[1], np.arange(12.0).reshape(4, 3) / 7)


# -- command-line options ------------------------------------------------------------------------------
@pytest.fixture
def session_file(tmp_path):
    path = tmp_path / "s.json"
    save(load_preset("01-thinking-machines"), path)
    return path


@pytest.mark.parametrize("indent", ["100000000", "-1", "١", "x"])
def test_compute_refuses_an_unreasonable_indent_cleanly(session_file, indent):
    result = cli("compute", str(session_file), "--indent", indent)
    assert result.returncode == 2 and result.stdout == "" and "Traceback" not in result.stderr
    assert "--indent" in result.stderr and "0 to 16" in result.stderr


def test_compute_indent_within_range_works(session_file):
    result = cli("compute", str(session_file), "--indent", "2")
    assert result.returncode == 0 and json.loads(result.stdout)["dtype"] == "float64"


def test_query_for_a_2d_step_is_refused_with_a_message(session_file, tmp_path):
    result = cli("export", str(session_file), "-o", str(tmp_path / "w.csv"), "--step", "weights", "--query", "1")
    assert result.returncode == 2 and "--query 1: picks a query row of the 3-D weighted_values step" in result.stderr
    assert not (tmp_path / "w.csv").exists()
    ok = cli("export", str(session_file), "-o", str(tmp_path / "wv.csv"), "--step", "weighted_values", "--query", "1")
    assert ok.returncode == 0 and (tmp_path / "wv.csv").exists()
