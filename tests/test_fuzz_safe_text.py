"""Fuzzing the one rule for token text (core/safe_text.py) and every writer
that uses it: SVG figures parse as XML, PowerPoint decks open with
python-pptx, LaTeX comment lines end where they should, and explain's text,
Markdown and LaTeX never carry a control character to the terminal."""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from dataclasses import replace

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from explorer.core.io.presets import load_preset
from explorer.core.io.safe_text import excerpt, latex_comment, plain, safe_text
from strategies import hostile_tokens

FUZZ = settings(max_examples=200, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                       HealthCheck.function_scoped_fixture])
SLOW_FUZZ = settings(max_examples=8, deadline=None, suppress_health_check=[HealthCheck.too_slow,
                                                                          HealthCheck.function_scoped_fixture])
#: What may not reach a terminal, XML or a TeX comment line.
UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")
#: Every character some program takes as the end of a line.
LINE_ENDS = "\n\r\x0b\x0c\x1c\x1d\x1e\x85\u2028\u2029"


@FUZZ
@given(hostile_tokens() | st.text())
def test_plain_text_has_no_control_character_and_keeps_the_rest(token):
    out = plain(token)
    assert not UNSAFE.search(out)
    assert plain(out) == out  # escaping twice changes nothing more
    if not UNSAFE.search(token):
        assert out == token  # ordinary text is left alone
    assert safe_text(token, "xml") == out


@FUZZ
@given(hostile_tokens() | st.text())
def test_a_latex_comment_is_one_line_to_its_end(token):
    line = "% " + latex_comment(token)
    assert len(line.splitlines()) == 1 and not any(ch in line for ch in LINE_ENDS)
    assert "^^" not in line


@FUZZ
@given(hostile_tokens() | st.text())
def test_xml_text_parses(token):
    from xml.sax.saxutils import escape

    doc = f"<svg><text>{escape(safe_text(token, 'xml'))}</text></svg>".encode("utf-8", "strict")
    assert ET.fromstring(doc).find("text") is not None


def test_an_excerpt_is_short_and_escaped_even_of_a_huge_value():
    value = "\x1b[31m" + "x" * 10_000_000
    quoted = excerpt(value)
    assert len(quoted) < 80 and "\x1b" not in quoted and "10,000,005 characters" in quoted


#: A session refuses a lone surrogate (it is not text) on its own: the writers see the rest.
session_tokens = hostile_tokens().map(lambda t: re.sub("[\ud800-\udfff]", "s", t))


def hostile_session(tokens: list[str]):
    session = load_preset("01-thinking-machines")
    names = list(session.tokens)
    for k, token in enumerate(tokens[:len(names)]):
        names[k] = token
    return replace(session, tokens=tuple(names))


@SLOW_FUZZ
@given(st.lists(session_tokens, min_size=2, max_size=2))
def test_an_svg_figure_of_hostile_tokens_parses_as_xml(tmp_path_factory, qapp, tokens):
    from explorer.core.attention.pipeline import run
    from explorer.export.files import export
    from explorer.export.options import FigureOptions

    session = hostile_session(tokens)
    path = tmp_path_factory.mktemp("svg") / "w.svg"
    export(run(session), "heads[0].weights", path, "svg", FigureOptions(), session=session)
    root = ET.fromstring(path.read_bytes())
    assert root.tag.endswith("svg")
    assert not UNSAFE.search("".join(root.itertext()).replace("\n", "").replace("\t", "").replace("\r", ""))


@SLOW_FUZZ
@given(st.lists(session_tokens, min_size=2, max_size=2))
def test_a_pptx_deck_of_hostile_tokens_opens_with_python_pptx(tmp_path_factory, qapp, tokens):
    from pptx import Presentation

    from explorer.core.attention.pipeline import run
    from explorer.export.deck.files import export_deck
    from explorer.export.options import FigureOptions

    session = hostile_session(tokens)
    path = tmp_path_factory.mktemp("pptx") / "deck.pptx"
    export_deck(run(session), 0, path, "pptx", FigureOptions(), session=session)
    prs = Presentation(str(path))
    texts = [p.text for slide in prs.slides for shape in slide.shapes if shape.has_text_frame
             for p in shape.text_frame.paragraphs]
    assert texts and not any(UNSAFE.search(t.replace("\t", "")) for t in texts)


@pytest.mark.parametrize("fmt", ["text", "markdown", "latex"])
def test_explain_never_writes_a_control_character(tmp_path, capsys, fmt):
    from explorer.cli import main
    from explorer.core.io.session_files import save

    path = tmp_path / "bad.json"
    save(hostile_session(["a\x1b[31mred\x07", "b\r\u2028\ufffe^^M"]), path)
    assert main(["explain", str(path), "--step", "scores", "--row", "1", "--col", "2", "--format", fmt]) == 0
    out = capsys.readouterr().out
    assert "\\x1b" in out.replace("\\textbackslash{}", "\\").replace("\\\\", "\\")
    assert not UNSAFE.search(out.replace("\n", ""))
    if fmt == "latex":
        first = out.split("\n", 1)[0]
        assert first.startswith("% ") and "^^" not in first and "head 1)" in first
