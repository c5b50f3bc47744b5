"""The app speaks six languages: the catalogues are complete and compiled from their sources, and a
pseudo-language (every message wrapped ⟦…⟧, its letters accented) finds any string a person reads that
does not go through the catalogue: in the window's menus, labels, tips, docks and accessible texts, in
every dialog, and in a lecture deck and a figure."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from language_helpers import ROOT, english_left, translations_tool, untranslated
from test_accessible_names import DIALOGS
from windows import open_window

from explorer.app.language import LANGUAGES, catalogue, language_in_use, use_catalogue, use_language
from explorer.core.wording import translate

TOOL = translations_tool()
SHIPPED = TOOL.LANGUAGES


def _sources(ts: Path) -> set[tuple[str, str]]:
    return {(context, source) for context, source, _text, _done in TOOL.messages(ts)}


def test_the_languages_offered_are_the_languages_shipped():
    assert set(LANGUAGES) == {"en", *SHIPPED}
    for code in SHIPPED:
        assert catalogue(code).is_file(), code


@pytest.mark.parametrize("code", SHIPPED)
def test_every_message_is_translated_and_keeps_its_placeholders(code):
    problems = TOOL.problems(TOOL.ts_path(code))
    assert not problems, f"{len(problems)} problems in {code}:\n" + "\n".join(problems[:40])


def test_the_catalogues_hold_every_string_of_the_sources_and_no_other(tmp_path):
    """lupdate's report on today's sources: a string added to the code and not to the catalogues (or one
    the code no longer has) fails here."""
    listing = tmp_path / "files.lst"
    listing.write_text("\n".join(str(p) for p in TOOL.sources()))
    fresh = tmp_path / "fresh.ts"
    subprocess.run([TOOL._tool("pyside6-lupdate"), "-silent", f"@{listing}", "-ts", str(fresh)],
                   cwd=ROOT, check=True, capture_output=True)
    expected = _sources(fresh)
    assert len(expected) > 1000  # every part of the app, not a few files
    for code in SHIPPED:
        shipped = _sources(TOOL.ts_path(code))
        missing, extra = expected - shipped, shipped - expected
        assert not missing and not extra, (f"{code}: {len(missing)} not in the catalogue, e.g. {sorted(missing)[:5]}; "
                                           f"{len(extra)} no longer in the code, e.g. {sorted(extra)[:5]}")


@pytest.mark.parametrize("code", SHIPPED)
def test_the_shipped_qm_is_compiled_from_its_ts(tmp_path, code):
    qm = tmp_path / f"{code}.qm"
    TOOL.release(TOOL.ts_path(code), qm)
    assert qm.read_bytes() == TOOL.ts_path(code).with_suffix(".qm").read_bytes(), \
        f"run: python packaging/translations.py release ({code})"


@pytest.mark.parametrize("code", SHIPPED)
def test_a_language_translates_through_the_one_door_and_english_comes_back(code):
    ts = ET.parse(TOOL.ts_path(code)).getroot()
    context = ts.find("context")
    message = context.find("message")
    source, expected = message.findtext("source"), message.findtext("translation")
    try:
        assert use_language(code) == code and language_in_use() == code
        assert translate(context.findtext("name"), source) == expected != source
    finally:
        use_language("en")
    assert translate(context.findtext("name"), source) == source


# -- the pseudo-language -----------------------------------------------------------------------

@pytest.fixture(scope="module")
def pseudo_catalogue(tmp_path_factory) -> Path:
    qm = tmp_path_factory.mktemp("pseudo") / "pseudo.qm"
    TOOL.pseudo(qm)
    return qm


@pytest.fixture
def pseudo(pseudo_catalogue):
    use_catalogue(pseudo_catalogue)
    yield
    use_language("en")


def _tokens(window) -> set[str]:
    session = window.document.session
    return {t for t in (*session.tokens, *(getattr(session, "source_tokens", None) or ()))}


def test_the_window_speaks_only_the_catalogue(qtbot, pseudo):
    window = open_window(qtbot)
    assert window.pipeline is not None and window.whatif is not None  # made when first needed: made now
    window.tools.show_train()
    window.tools.show_exercises()
    qtbot.waitUntil(lambda: window.tools.train_dock.isVisible() and window.tools.exercises.dock.isVisible())
    left = untranslated(window, _tokens(window))
    assert not left, f"{len(left)} texts not translated:\n" + "\n".join(left[:60])


@pytest.mark.parametrize("name", list(DIALOGS))
def test_every_dialog_speaks_only_the_catalogue(qtbot, private_settings, pseudo, name):
    window = open_window(qtbot, "02-causal-decoder")
    dialog = DIALOGS[name](window)
    dialog.show()
    qtbot.waitUntil(dialog.isVisible)
    try:
        left = untranslated(dialog, _tokens(window))
        assert not left, f"{len(left)} texts not translated:\n" + "\n".join(left[:60])
    finally:
        dialog.close()
        dialog.deleteLater()


def test_a_lecture_deck_and_a_figure_speak_only_the_catalogue(tmp_path, qapp, pseudo):
    from deck_helpers import WORDS, sentence_session, traced
    from pptx import Presentation

    from explorer.export.deck.files import export_deck
    from explorer.export.files import export

    trace = traced(sentence_session(8))
    path = export_deck(trace, 0, tmp_path / "deck.pptx")
    texts = [shape.text_frame.text for slide in Presentation(str(path)).slides for shape in slide.shapes
             if shape.has_text_frame]
    texts += [slide.notes_slide.notes_text_frame.text for slide in Presentation(str(path)).slides
              if slide.has_notes_slide]
    allowed = set(WORDS)
    left = [t[:100] for t in texts if english_left(t, allowed)]
    assert texts and not left, f"{len(left)} deck texts not translated:\n" + "\n".join(left[:40])
    for key in ("heads[0].pipeline", "heads[0].weights"):
        svg = tmp_path / "figure.svg"
        export(trace, key, svg)
        words = [t for t in ET.parse(svg).getroot().itertext() if english_left(t, allowed)]
        assert not words, f"{key}: figure texts not translated: {words[:20]}"
