"""Which language the app speaks: the catalogue of one language, loaded with Qt's QTranslator.

The window follows the system's locale unless View → Language chose one (remembered); the headless
commands write English unless ``--lang`` asks for another, so a script's output does not change with
the machine it runs on. Whatever chooses, :func:`use_language` loads the catalogue
(``resources/translations/explorer_<code>.qm``, compiled from the ``.ts`` sources by
``packaging/translations.py``), hands its lookup to :mod:`explorer.core.wording` (through which every
user-visible string goes) and, when there is a QApplication, installs it and Qt's own catalogue for that
language (the standard buttons, the file dialog, a text field's context menu).
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QLibraryInfo, QLocale, QTranslator

from explorer.core import wording
from explorer.core.io.resources import resource
from explorer.core.wording import translate

#: The languages the app speaks, by their code, each named in itself (a menu lists them so).
LANGUAGES: dict[str, str] = {
    "en": "English",
    "de": "Deutsch",
    "es": "Español",
    "fr": "Français",
    "pt_BR": "Português (Brasil)",
    "zh_CN": "简体中文",
}
#: The setting that follows the system's locale.
SYSTEM = "system"

#: How many looked-up texts a language remembers (the catalogues hold under 3 000).
MAX_REMEMBERED = 20_000

_translators: list[QTranslator] = []
_in_use = "en"


def language_in_use() -> str:
    """The code of the language the app speaks now."""
    return _in_use


def match(tag: str) -> str | None:
    """The shipped language for a locale tag ("de-AT", "pt_BR", "zh-Hans-CN", "fr"), or None.

    Any Portuguese reads the Brazilian catalogue and Chinese written in simplified characters the
    Simplified one; traditional Chinese (zh-TW, zh-Hant) has no catalogue: English."""
    parts = tag.replace("-", "_").split("_")
    base = parts[0].lower()
    rest = {p.lower() for p in parts[1:]}
    if base == "zh":
        return "zh_CN" if not rest & {"tw", "hk", "mo", "hant"} else None
    if base == "pt":
        return "pt_BR"
    return base if base in LANGUAGES else None


def system_language() -> str:
    """The language the system's locale asks for, when the app speaks it; English otherwise."""
    for tag in QLocale.system().uiLanguages():
        found = match(tag)
        if found:
            return found
    return "en"


def parse(text: str) -> str:
    """A language code from a person's spelling ("de", "pt-BR", "zh_CN", "system"); ValueError names the
    choices."""
    spelled = text.strip()
    if spelled.lower() == SYSTEM:
        return system_language()
    found = match(spelled) if spelled else None
    if found is None:
        raise ValueError(translate("Language", "unknown language {given!r}: choose one of {choices}").format(
            given=text[:40], choices=", ".join([*LANGUAGES, SYSTEM])))
    return found


def catalogue(code: str) -> Path:
    """The compiled catalogue of ``code``."""
    return Path(str(resource("translations", f"explorer_{code}.qm")))


def use_language(code: str) -> str:
    """Speak ``code`` ("en", "de", … or "system") from now on; returns the code in use.

    OSError when the catalogue of a shipped language cannot be read (a broken install)."""
    global _in_use
    code = parse(code)
    if code == "en":
        _use([])
    else:
        own = QTranslator()
        if not own.load(str(catalogue(code))):
            raise OSError(translate("Language", "the {language} catalogue cannot be read: {path}").format(
                language=LANGUAGES[code], path=catalogue(code)))
        qt_own = QTranslator()
        # Qt's catalogue for its own widgets; missing from a trimmed install is no reason to fail.
        qt_own.load(f"qtbase_{code}", QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath))
        _use([own, qt_own] if not qt_own.isEmpty() else [own])
    _in_use = code
    return code


def use_catalogue(path: Path) -> None:
    """Speak the catalogue at ``path`` (a test's pseudo-language): OSError when it cannot be read."""
    global _in_use
    own = QTranslator()
    if not own.load(str(path)):
        raise OSError(f"cannot read the catalogue {path}")
    _use([own])
    _in_use = path.stem


def _install_into(app: QCoreApplication) -> None:
    """Give ``app`` the catalogues in use: Qt's own widgets read them from there."""
    for translator in _translators:
        app.installTranslator(translator)


def _use(translators: list[QTranslator]) -> None:
    app = QCoreApplication.instance()
    if app is not None:
        for old in _translators:
            app.removeTranslator(old)
    _translators[:] = translators
    if app is not None:
        _install_into(app)
    if not translators:
        wording.use_lookup(None)
        return

    own = translators[0]  # the app's strings; Qt's catalogue is Qt's widgets' own
    # Each (context, text) asked of Qt once: an edit looks up ~150 texts, and a call through PySide costs
    # six times a dictionary's answer (benchmarks/bench_translate.py). The texts are the catalogue's
    # templates, a few thousand at most; the bound only guards against a caller's data.
    found: dict[tuple[str, str], str | None] = {}

    def lookup(context: str, text: str) -> str | None:
        key = (context, text)
        try:
            return found[key]
        except KeyError:
            if len(found) > MAX_REMEMBERED:
                found.clear()
            answer = found[key] = own.translate(context, text) or None
            return answer

    wording.use_lookup(lookup)
