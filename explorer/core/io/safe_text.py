"""Token text made safe for each place it is written: the one rule.

A token is any string a session file, a paste or a tokenizer gave us: it may
hold terminal escape sequences (ESC[31m), BEL, NUL, line and paragraph
separators, lone surrogates or the noncharacters U+FFFE/U+FFFF. Written raw,
these recolour a terminal, break XML (SVG, PPTX) or end a LaTeX ``%`` comment
early. Every writer passes token text through :func:`safe_text` for its
output; :func:`excerpt` is the short, escaped quote of a bad value that error
messages use (never the whole value: it may be 100 MB).

Escapes are visible and unambiguous to a reader: ``\\x1b``, ``\\u2028``,
``\\ud800`` (Python's spelling), so two different tokens never look the same
merely because their invisible characters were dropped.
"""

from __future__ import annotations

import re
from typing import Literal

from explorer.core.wording import translate

Target = Literal["text", "xml", "latex-comment"]

#: Characters no output shows as themselves: C0 and C1 controls (tab, CR and
#: LF included: a token is one line), DEL, the line and paragraph separators
#: (a terminal, an editor and TeX may end a line there), lone surrogates
#: (not UTF-8) and the noncharacters U+FFFE/U+FFFF (forbidden in XML).
_UNSAFE = re.compile("[\x00-\x1f\x7f-\x9f\u2028\u2029\ud800-\udfff\ufffe\uffff]")

#: Excerpts in messages are this many characters of the value at most.
EXCERPT_CHARS = 40


def _escape(found: re.Match[str]) -> str:
    code = ord(found.group())
    return f"\\x{code:02x}" if code < 0x100 else f"\\u{code:04x}"


def plain(text: str) -> str:
    """``text`` with every unsafe character as a visible escape (``\\x01``); the
    rest unchanged. Safe for a terminal, Markdown, a window's label, and (as it
    holds no character XML forbids) for XML text once ``&<>`` are escaped."""
    return _UNSAFE.sub(_escape, text)


def latex_comment(text: str) -> str:
    """``text`` as the body of a LaTeX ``%`` comment that ends only at its own
    end of line: no line-ending character, and no ``^^`` (TeX reads ``^^M`` as a CR)."""
    # Every "^" followed by another gets a space: "^^^^M" must not become "^ ^^ ^M".
    return re.sub(r"\^(?=\^)", "^ ", plain(text))


def safe_text(text: str, target: Target = "text") -> str:
    """``text`` made safe for ``target``: "text" (terminal, Markdown, labels),
    "xml" (SVG, PPTX: no character XML 1.0 forbids; the XML library still
    escapes ``&<>``) or "latex-comment" (see :func:`latex_comment`)."""
    if target == "latex-comment":
        return latex_comment(text)
    if target in ("text", "xml"):
        return plain(text)
    raise ValueError(f"unknown target {target!r}; expected text, xml or latex-comment")


def safe_lines(text: str, target: Target = "text") -> str:
    """:func:`safe_text` of each line of ``text``, the LF between them kept
    (for texts made of several lines on purpose: slide notes, alt text)."""
    return "\n".join(safe_text(line, target) for line in text.split("\n"))


def excerpt(value: object, limit: int = EXCERPT_CHARS) -> str:
    """A short quote of ``value`` for an error message: its repr-like form cut
    to ``limit`` characters (with the total length said when cut) and escaped
    with :func:`plain`. Works in time proportional to ``limit``, not to the value."""
    if isinstance(value, str):
        head = plain(value[:limit])[:limit]  # escapes are longer: the excerpt stays within limit
        if len(value) > limit or len(head) < len(plain(value[:limit])):
            return translate("SafeText", "'{text}…' ({count:,} characters)").format(text=head, count=len(value))
        return f"'{head}'"
    text = plain(repr(value)[: limit + 1]) if not isinstance(value, (list, dict)) else type(value).__name__
    return text if len(text) <= limit else text[:limit] + "…"
