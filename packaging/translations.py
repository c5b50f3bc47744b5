"""The translation catalogues: find strings, update the .ts sources, compile the .qm files.

    python packaging/translations.py unwrapped [PATH ...]   # literals that look like text a person reads
                                                            # and do not go through translate()
    python packaging/translations.py update                 # pyside6-lupdate: explorer/ → translations/*.ts
    python packaging/translations.py release                # pyside6-lrelease: translations/*.ts → resources/translations/*.qm
    python packaging/translations.py report                 # per language: messages, unfinished, placeholders that differ
    python packaging/translations.py pseudo OUT.qm          # every message wrapped "⟦Ŝöüŕċé⟧": what is not translated shows
    python packaging/translations.py todo LANG OUT.json     # the distinct source texts LANG has no translation of
    python packaging/translations.py fill LANG IN.json ...  # {"source": "translation"}: written into LANG's .ts

The .ts sources (for translators, in Qt Linguist or by hand) live in translations/; the compiled .qm files
in resources/translations/, which the wheel ships, are committed too (tests/test_translations.py checks
that they are compiled from their sources), so an install needs no Qt tools.
"""

from __future__ import annotations

import argparse
import ast
import json
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
FOLDER = ROOT / "translations"
#: Where the compiled catalogues go: the runtime resources (explorer/app/language.py reads them there).
COMPILED = ROOT / "resources" / "translations"
#: The languages shipped, by the code their files are named with.
LANGUAGES = ("es", "zh_CN", "de", "fr", "pt_BR")
MARKERS = ("translate", "QT_TRANSLATE_NOOP")
PLACEHOLDER = re.compile(r"\{[A-Za-z_][A-Za-z0-9_]*(?:[:!][^{}]*)?\}")


def _tool(name: str) -> str:
    here = Path(sys.executable).with_name(name)
    found = str(here) if here.exists() else shutil.which(name)
    if not found:
        raise SystemExit(f"{name} not found: it ships with PySide6 (pip install PySide6-Essentials)")
    return found


def sources() -> list[Path]:
    return sorted(p for p in (ROOT / "explorer").rglob("*.py") if "__pycache__" not in p.parts)


def _looks_like_text(text: str) -> bool:
    if not re.search(r"[A-Za-z]{2,}", text):
        return False
    if re.fullmatch(r"[a-z0-9_.\-/:*%]+", text) or re.match(r"(Ctrl|Alt|Shift|Meta)\+", text):
        return False  # identifiers, keys, file patterns, shortcuts
    return " " in text.strip() or bool(re.match(r"&?[A-Z][a-z]", text))


def unwrapped(paths: list[Path]) -> list[tuple[Path, int, str]]:
    """String literals that read like text and are not an argument of translate/QT_TRANSLATE_NOOP
    (docstrings left out). A list to read, not a rule: keys, formats and log lines are in it too."""
    found = []
    for path in paths:
        tree = ast.parse(path.read_text(encoding="utf-8"))
        skip: set[int] = set()
        for node in ast.walk(tree):
            body = getattr(node, "body", None)
            if isinstance(body, list) and body and isinstance(body[0], ast.Expr) \
                    and isinstance(body[0].value, ast.Constant):
                skip.add(id(body[0].value))
            if isinstance(node, ast.Call):
                func = node.func
                called = func.id if isinstance(func, ast.Name) else getattr(func, "attr", "")
                if called in MARKERS:
                    for arg in node.args:
                        for inner in ast.walk(arg):
                            skip.add(id(inner))
        for node in ast.walk(tree):
            if isinstance(node, ast.Constant) and isinstance(node.value, str) and id(node) not in skip \
                    and _looks_like_text(node.value):
                found.append((path, node.lineno, repr(node.value)))
            elif isinstance(node, ast.JoinedStr) and id(node) not in skip:
                text = "".join(v.value for v in node.values if isinstance(v, ast.Constant))
                if _looks_like_text(text):
                    found.append((path, node.lineno, "f" + repr(text)))
                for value in node.values:
                    skip.add(id(value))
    return sorted(found, key=lambda hit: (hit[0], hit[1]))


def ts_path(language: str) -> Path:
    return FOLDER / f"explorer_{language}.ts"


def qm_path(language: str) -> Path:
    return COMPILED / f"explorer_{language}.qm"


def update() -> None:
    FOLDER.mkdir(parents=True, exist_ok=True)
    files = [str(p.relative_to(ROOT)) for p in sources()]
    with tempfile.NamedTemporaryFile("w", suffix=".lst", delete=False) as listing:
        listing.write("\n".join(files))
    targets = [str(ts_path(lang).relative_to(ROOT)) for lang in LANGUAGES]
    subprocess.run([_tool("pyside6-lupdate"), "-no-obsolete", "-locations", "none", f"@{listing.name}",
                    "-ts", *targets], cwd=ROOT, check=True)
    for language in LANGUAGES:  # lupdate leaves the language out when it makes a file
        tree = ET.parse(ts_path(language))
        tree.getroot().set("language", language)
        tree.write(ts_path(language), encoding="utf-8", xml_declaration=True)


def release(ts: Path, qm: Path) -> None:
    qm.parent.mkdir(parents=True, exist_ok=True)
    subprocess.run([_tool("pyside6-lrelease"), "-silent", str(ts), "-qm", str(qm)], check=True)


def messages(ts: Path) -> list[tuple[str, str, str, bool]]:
    """(context, source, translation, finished) of every message of a .ts file."""
    out = []
    for context in ET.parse(ts).getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            translation = message.find("translation")
            text = (translation.text or "") if translation is not None else ""
            finished = translation is not None and translation.get("type") not in ("unfinished", "vanished",
                                                                                   "obsolete")
            out.append((name, message.findtext("source") or "", text, finished and bool(text)))
    return out


def problems(ts: Path) -> list[str]:
    """Unfinished messages and translations whose placeholders or mnemonics differ from the source."""
    found = []
    for context, source, text, finished in messages(ts):
        if not finished:
            found.append(f"{context}: unfinished: {source!r}")
            continue
        if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
            found.append(f"{context}: placeholders differ: {source!r} → {text!r}")
    return found


_PSEUDO = str.maketrans("aceinorsuyACEINORSUYz", "àçéîñöŕšüýÀÇÉÎÑÖŔŠÜÝž")


def pseudo_text(source: str) -> str:
    """``source`` with its letters accented and wrapped in ⟦ ⟧, placeholders, tags and entities kept."""
    parts = re.split(r"(\{[^{}]*\}|<[^<>]*>|&[a-z]+;|%n|%\d)", source)
    body = "".join(p if i % 2 else p.translate(_PSEUDO) for i, p in enumerate(parts))
    return f"⟦{body}⟧"


def pseudo(qm: Path) -> None:
    """A catalogue with every message of the sources translated by :func:`pseudo_text`."""
    with tempfile.TemporaryDirectory() as folder:
        ts = Path(folder) / "pseudo.ts"
        files = [str(p) for p in sources()]
        listing = Path(folder) / "files.lst"
        listing.write_text("\n".join(files))
        subprocess.run([_tool("pyside6-lupdate"), "-silent", "-locations", "none", f"@{listing}", "-ts", str(ts)],
                       cwd=ROOT, check=True, capture_output=True)
        tree = ET.parse(ts)
        for message in tree.getroot().iter("message"):
            translation = message.find("translation")
            translation.text = pseudo_text(message.findtext("source") or "")
            translation.attrib.pop("type", None)
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        release(ts, qm)


def todo(language: str) -> list[str]:
    """The distinct source texts of ``language``'s catalogue that are not translated yet, in file order."""
    seen: dict[str, None] = {}
    for _context, source, _text, finished in messages(ts_path(language)):
        if not finished:
            seen.setdefault(source, None)
    return list(seen)


def fill(language: str, translations: dict[str, str]) -> int:
    """Write ``translations`` (source → text) into every message of ``language`` with that source;
    returns how many messages were filled. A key "@Context:source" is that context's alone (one English
    word, two meanings: the Keyboard Shortcuts' "Keys" are not attention's). Placeholders must match."""
    tree = ET.parse(ts_path(language))
    filled = 0
    for context in tree.getroot().iter("context"):
        name = context.findtext("name") or ""
        for message in context.iter("message"):
            filled += _fill_one(message, translations, name)
    tree.write(ts_path(language), encoding="utf-8", xml_declaration=True)
    return filled


def _fill_one(message: ET.Element, translations: dict[str, str], context: str) -> int:
    source = message.findtext("source") or ""
    text = translations.get(f"@{context}:{source}") or translations.get(source)
    if not text:
        return 0
    if sorted(PLACEHOLDER.findall(source)) != sorted(PLACEHOLDER.findall(text)):
        print(f"placeholders differ, left out: {source!r} → {text!r}", file=sys.stderr)
        return 0
    translation = message.find("translation")
    translation.text = text
    translation.attrib.pop("type", None)
    return 1


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="command", required=True)
    sub.add_parser("unwrapped").add_argument("paths", nargs="*", type=Path)
    sub.add_parser("update")
    sub.add_parser("release")
    sub.add_parser("report")
    sub.add_parser("pseudo").add_argument("qm", type=Path)
    todo_parser = sub.add_parser("todo")
    todo_parser.add_argument("language", choices=LANGUAGES)
    todo_parser.add_argument("out", type=Path)
    fill_parser = sub.add_parser("fill")
    fill_parser.add_argument("language", choices=LANGUAGES)
    fill_parser.add_argument("files", nargs="+", type=Path)
    args = parser.parse_args(argv)
    if args.command == "unwrapped":
        paths = [p for given in (args.paths or [ROOT / "explorer"])
                 for p in (sorted(given.rglob("*.py")) if given.is_dir() else [given])]
        for path, line, text in unwrapped(paths):
            print(f"{path}:{line}: {text}")
    elif args.command == "update":
        update()
    elif args.command == "release":
        for language in LANGUAGES:
            release(ts_path(language), qm_path(language))
    elif args.command == "report":
        for language in LANGUAGES:
            found = problems(ts_path(language))
            total = len(messages(ts_path(language)))
            print(f"{language}: {total} messages, {len(found)} problems")
            for line in found[:20]:
                print("   ", line)
    elif args.command == "pseudo":
        pseudo(args.qm)
    elif args.command == "todo":
        args.out.write_text(json.dumps(todo(args.language), ensure_ascii=False, indent=0), encoding="utf-8")
    elif args.command == "fill":
        for file in args.files:
            count = fill(args.language, json.loads(file.read_text(encoding="utf-8")))
            print(f"{file}: {count} messages filled")
    return 0


if __name__ == "__main__":
    sys.exit(main())
