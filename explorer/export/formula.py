"""Formulas with real sub- and superscripts: a tiny markup parsed into runs.

``W_{Q}`` is W with a subscript Q, ``K^{T}`` K with a superscript T,
``\\sqrt{d_{k}}`` a root sign over d with the subscript k. A single character
may go without braces (``a_i``). :func:`from_ascii` turns the registry's plain
formulas ("Q = X·W_Q", "S / √d_k", "Σ_j a_ij · v_j") into this markup.
Pure text: no Qt here (the painter is :func:`explorer.export.painting.draw_formula`).
"""

from __future__ import annotations

import re
from dataclasses import dataclass

SQRT = "\u221a"


@dataclass(frozen=True)
class Run:
    """A piece of a formula drawn in one style.

    ``level`` 0 is the base line, −1 a subscript, +1 a superscript (−2/+2
    nested); ``under_root`` runs get the root sign's bar above them.
    """

    text: str
    level: int = 0
    under_root: bool = False


def _group(markup: str, start: int) -> tuple[str, int]:
    """The argument at ``start``: a braced group (nesting kept) or one character."""
    if start >= len(markup):
        return "", start
    if markup[start] != "{":
        return markup[start], start + 1
    depth = 0
    for k in range(start, len(markup)):
        if markup[k] == "{":
            depth += 1
        elif markup[k] == "}":
            depth -= 1
            if depth == 0:
                return markup[start + 1:k], k + 1
    return markup[start + 1:], len(markup)  # an unclosed brace: the rest, not an error


def parse(markup: str, level: int = 0, under_root: bool = False) -> tuple[Run, ...]:
    """The runs of ``markup``; neighbouring runs of one style are merged."""
    runs: list[Run] = []
    text = ""

    def flush() -> None:
        nonlocal text
        if text:
            runs.append(Run(text, level, under_root))
            text = ""

    k = 0
    while k < len(markup):
        c = markup[k]
        if c in "_^":
            flush()
            arg, k = _group(markup, k + 1)
            runs.extend(parse(arg, max(-2, min(2, level + (-1 if c == "_" else 1))), under_root))
        elif markup.startswith("\\sqrt", k):
            flush()
            arg, k = _group(markup, k + len("\\sqrt"))
            runs.append(Run(SQRT, level, under_root))
            runs.extend(parse(arg, level, True))
        elif c == "\\" and k + 1 < len(markup) and markup[k + 1] in "{}_^\\":
            text += markup[k + 1]  # an escaped special character
            k += 2
        else:
            text += c
            k += 1
    flush()
    merged: list[Run] = []
    for run in runs:
        if merged and (merged[-1].level, merged[-1].under_root) == (run.level, run.under_root):
            merged[-1] = Run(merged[-1].text + run.text, run.level, run.under_root)
        else:
            merged.append(run)
    return tuple(merged)


def plain(markup: str) -> str:
    """The formula's text without markup (for accessibility, titles of files)."""
    return "".join(r.text for r in parse(markup))


def escape(text: str) -> str:
    """``text`` taken literally (token labels inside a formula)."""
    return re.sub(r"([{}_^\\])", r"\\\1", text)


_SUBSCRIPT = re.compile(r"_([A-Za-z0-9\u2032]+)")
_ROOT = re.compile(SQRT + r"(\w(?:_\{[^}]*\})?|\{[^}]*\})")


def from_ascii(formula: str) -> str:
    """The registry's plain formula as markup: "W_Q" → "W_{Q}", "Kᵀ" → "K^{T}",
    "√d_k" → "\\sqrt{d_{k}}", "a_ij" → "a_{ij}"."""
    text = _SUBSCRIPT.sub(lambda m: "_{" + m.group(1) + "}", formula)
    text = text.replace("\u1d40", "^{T}")
    return _ROOT.sub(lambda m: "\\sqrt{" + m.group(1).strip("{}") + "}" if m.group(1).startswith("{")
                     else "\\sqrt{" + m.group(1) + "}", text)


def split_terms(markup: str) -> list[str]:
    """The formula cut before each " = " (where a long one may wrap)."""
    parts = markup.split(" = ")
    return [parts[0]] + ["= " + p for p in parts[1:]]
