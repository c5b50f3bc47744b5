"""The app speaks six languages: the catalogues are complete and compiled from their sources, and a
pseudo-language (every message wrapped ⟦…⟧, its letters accented) finds any string a person reads that
does not go through the catalogue: in the window's menus, labels, tips, docks and accessible texts, in
every dialog, and in a lecture deck and a figure."""

from __future__ import annotations

import subprocess
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest
from language_helpers import ROOT, english_left, translations_tool, untranslated, words_of
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
    assert qm.read_bytes() == TOOL.qm_path(code).read_bytes() == catalogue(code).read_bytes(), \
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
    """The session's tokens (data) and the languages' names (each named in itself in View → Language)."""
    session = window.document.session
    names = {w for name in LANGUAGES.values() for w in words_of(name)}
    return {t for t in (*session.tokens, *(getattr(session, "source_tokens", None) or ()))} | names


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
    path = tmp_path / "deck.pptx"
    export_deck(trace, 0, path)
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


# -- choosing the language -----------------------------------------------------------------------

def test_view_language_is_remembered_and_the_next_window_speaks_it(qtbot, private_settings):
    from explorer.core.io.presets import load_preset
    from explorer.ui.window.app import application
    from explorer.ui.window.main_window import MainWindow, Unsaved
    from explorer.ui.window.settings import Settings

    settings = Settings()
    assert settings.language == "system"
    first = MainWindow(load_preset(), settings=settings)
    qtbot.addWidget(first)
    first.files.ask_unsaved = lambda: Unsaved.DISCARD
    titles = [action.text() for action in first.menuBar().actions()]
    assert first.view_choices.language_actions["system"].isChecked()
    with qtbot.waitSignal(first.statusBar().announced, check_params_cb=lambda text, _u: "Deutsch" in text):
        first.view_choices.language_actions["de"].trigger()
    assert Settings().language == "de" and language_in_use() == "en"  # from the next start
    try:
        application()  # the next start: the settings' language
        assert language_in_use() == "de"
        second = MainWindow(load_preset(), settings=Settings())
        qtbot.addWidget(second)
        second.files.ask_unsaved = lambda: Unsaved.DISCARD
        german = [action.text() for action in second.menuBar().actions()]
        assert german[0] == translate("Actions", "&File") != titles[0]
        assert len(set(german) & set(titles)) <= 1  # every menu's title is German (one may be spelled alike)
        assert second.view_choices.language_actions["de"].isChecked()
    finally:
        use_language("en")


def test_a_bad_language_setting_is_the_system_language(private_settings):
    from PySide6.QtCore import QSettings

    from explorer.ui.window.settings import Settings

    QSettings().setValue("appearance/language", "klingon")
    assert Settings().language == "system"
    with pytest.raises(ValueError):
        Settings().language = "klingon"


@pytest.mark.parametrize("code", SHIPPED)
def test_explain_and_export_write_in_the_language_asked_for(tmp_path, capsys, code):
    from explorer.cli import main

    session = str(ROOT / "resources" / "presets" / "01-thinking-machines.json")
    try:
        assert main(["explain", session, "--step", "weights", "--row", "1", "--col", "2", "--lang", code]) == 0
        text = capsys.readouterr().out
        use_language(code)
        expected = translate("Explain", "Attention weight {symbol} ({tokens}, head {head})").split("{")[0]
        use_language("en")
        assert expected.strip() and text.startswith(expected) and not text.startswith("Attention weight")
        svg = tmp_path / "weights.svg"
        assert main(["export", session, "--step", "weights", "-o", str(svg), "--lang", code]) == 0
        use_language(code)
        caption = translate("Steps", "queries")
        use_language("en")
        assert caption in "".join(ET.parse(svg).getroot().itertext())
    finally:
        use_language("en")


def test_an_unknown_language_is_refused_in_one_line(capsys):
    from explorer.cli import main

    with pytest.raises(SystemExit) as exit_:
        main(["explain", "x.json", "--step", "weights", "--row", "1", "--lang", "tlh"])
    assert exit_.value.code == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and "--lang" in err and "zh_CN" in err


def test_a_chinese_explanation_lines_its_formulas_up_in_a_monospaced_font():
    """A Chinese label takes two columns a character: the formulas start in one column all the same."""
    from explorer.core.attention.explain_at import explanation_at
    from explorer.core.attention.explain_text import columns
    from explorer.core.io.presets import load_preset

    try:
        use_language("zh_CN")
        explained = explanation_at(load_preset("02-causal-decoder"), "weights", 2, 1)
        lines = explained.text().splitlines()[1:1 + len(explained.lines)]
    finally:
        use_language("en")
    assert any(columns(line.label) > len(line.label) for line in explained.lines)  # wide labels are there
    starts = {columns(text[:text.index(line.formula)]) for line, text in zip(explained.lines, lines)}
    assert len(starts) == 1, starts
