"""The inspector's explanation of one number as Markdown or LaTeX, ready to paste.

Text in, text out: a bold title and a code block (Markdown), or an ``align*``
block whose every symbol (·, √, Σ, ′, subscripts, Greek, accented letters) is
written as LaTeX, ASCII out. The ``explain`` command and ``explorer.explain``
both write these.
"""

from __future__ import annotations

import re
import unicodedata

from explorer.core.attention.explain_text import Explanation
from explorer.core.io.safe_text import latex_comment

#: What an explanation can be written as.
FORMATS = ("text", "markdown", "latex")


def markdown(explanation: Explanation) -> str:
    """A bold title and the lines in a code block (the arithmetic keeps its alignment)."""
    body = explanation.text().split("\n", 1)
    lines = body[1] if len(body) > 1 else ""
    return f"**{_md_escape(body[0])}**\n\n```text\n{lines.replace('```', '` ` `')}\n```"


def _md_escape(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]()#+!|<>~])", r"\\\1", text)


#: Symbols the explanations write, as LaTeX math (letters with marks, scripts and Greek are worked out below).
_MATH_SYMBOLS = {
    "·": r" \cdot ", "⋅": r" \cdot ", "−": "-", "–": "-", "—": "-", "→": r" \to ", "←": r" \leftarrow ",
    "⇒": r"\Rightarrow", "↦": r"\mapsto", "″": "''", "′": "'", "‴": "'''", "…": r"\ldots", "⋯": r"\cdots",
    "×": r" \times ", "÷": r" \div ", "±": r"\pm ", "∓": r"\mp ", "≈": r" \approx ", "≤": r"\le", "≥": r"\ge",
    "≠": r"\ne", "≡": r"\equiv", "∼": r"\sim", "∝": r"\propto", "∈": r"\in", "∉": r"\notin",
    "⊂": r"\subset", "∪": r"\cup", "∩": r"\cap", "∞": r"\infty", "∂": r"\partial", "∇": r"\nabla",
    "∑": r"\sum", "∏": r"\prod", "√": r"\surd", "∧": r"\land", "∨": r"\lor", "¬": r"\neg",
    "⌊": r"\lfloor", "⌋": r"\rfloor", "⌈": r"\lceil", "⌉": r"\rceil", "‖": r"\|", "⊙": r"\odot",
    "⊗": r"\otimes", "∘": r"\circ", "°": r"^{\circ}", "⟨": r"\langle", "⟩": r"\rangle",
    "“": r"\text{``}", "”": r"\text{''}", "‘": r"\text{`}", "’": r"\text{'}", "\u00a0": r"\ ",
}
#: Where text mode has its own spelling (the other symbols go in $…$).
_TEXT_SYMBOLS = {
    "−": "-", "–": "--", "—": "---", "″": "''", "′": "'", "‴": "'''", "…": r"\ldots{}", "“": "``", "”": "''",
    "‘": "`", "’": "'", "\u00a0": "~", "ß": r"\ss{}", "æ": r"\ae{}", "Æ": r"\AE{}", "œ": r"\oe{}",
    "Œ": r"\OE{}", "ø": r"\o{}", "Ø": r"\O{}", "ł": r"\l{}", "Ł": r"\L{}", "ı": r"\i{}", "§": r"\S{}",
}
#: Combining marks: (text accent, math accent or None where math has none).
_ACCENTS = {"\u0301": ("\\'", r"\acute"), "\u0300": ("\\`", r"\grave"), "\u0302": (r"\^", r"\hat"),
            "\u0303": (r"\~", r"\tilde"), "\u0308": ('\\"', r"\ddot"), "\u0304": (r"\=", r"\bar"),
            "\u0306": (r"\u", r"\breve"), "\u030c": (r"\v", r"\check"), "\u0307": (r"\.", r"\dot"),
            "\u030a": (r"\r", r"\mathring"), "\u030b": (r"\H", None), "\u0327": (r"\c", None),
            "\u0328": (r"\k", None)}
#: Greek capitals that LaTeX writes as Latin letters (the others have commands).
_GREEK_AS_LATIN = {"ALPHA": "A", "BETA": "B", "EPSILON": "E", "ZETA": "Z", "ETA": "H", "IOTA": "I", "KAPPA": "K",
                   "MU": "M", "NU": "N", "OMICRON": "O", "RHO": "P", "TAU": "T", "CHI": "X"}
#: The small letters whose command is not their name (as unicode-math maps them).
_GREEK_SMALL = {"EPSILON": "varepsilon", "PHI": "varphi", "FINAL SIGMA": "varsigma", "OMICRON": "o"}
_LATIN = "A-Za-z\u00c0-\u00d6\u00d8-\u00f6\u00f8-\u024f"
#: A run of words (and the numbers between them) that reads as prose: set as \text.
_WORD = rf"[{_LATIN}]{{2,}}(?:[ ,:;]+(?:[{_LATIN}]{{2,}}|\d+(?:'s)?(?=[ ,:;)])))*"
#: The pieces of a line of arithmetic, tried in this order at each place: one scan, so
#: nothing already written as LaTeX is read a second time (a \hat read as the word "hat").
_MATH_PIECES = re.compile(
    r"(?P<sub>(?:_(?:[A-Za-z0-9]+|\([0-9,]+\)))+)"  # a_12, a_(12,3), q_rot_12: one subscript each
    r"|√(?P<root>\([^()]*\)|[A-Za-z0-9.]+(?:_[A-Za-z0-9]+)?)"
    r"|\^\((?P<power>[^()]*)\)"  # 10000^(2i/d_model)
    rf"|(?P<word>{_WORD})"
    r"|(?P<marks>[^\x00-\x7f]+)"
    r"|(?P<other>.)", re.DOTALL)
_MATH_WORDS = {"exp": r"\exp", "max": r"\max", "ln": r"\ln", "sin": r"\sin", "cos": r"\cos"}


def _script(ch: str) -> tuple[str, str] | None:
    """("^", "2") for ², ("^", "h") for ʰ, ("_", "0") for ₀: super- and subscript characters."""
    tag = unicodedata.decomposition(ch).partition(" ")[0]
    if tag in ("<super>", "<sub>"):
        return ("^" if tag == "<super>" else "_"), unicodedata.normalize("NFKC", ch)
    return None


def _greek(ch: str) -> str | None:
    r"""\theta for θ, \Sigma for Σ, A for Α: a Greek letter as math."""
    name = unicodedata.name(ch, "")
    if name.startswith("GREEK SMALL LETTER "):
        letter = name.removeprefix("GREEK SMALL LETTER ")
        if letter in _GREEK_SMALL or letter.isalpha():
            return "\\" + _GREEK_SMALL.get(letter, letter.lower())
    if name.startswith("GREEK CAPITAL LETTER "):
        letter = name.removeprefix("GREEK CAPITAL LETTER ")
        if letter.isalpha():
            return _GREEK_AS_LATIN.get(letter, "\\" + letter.capitalize())
    return None


def _accented(ch: str, math: bool) -> str | None:
    r"""\'{e} (text) or \acute{e} (math) for é, \hat{s} for ŝ: a Latin letter with marks."""
    base, *marks = unicodedata.normalize("NFD", ch)
    if not marks or not (base.isascii() and base.isalpha()) or any(m not in _ACCENTS for m in marks):
        return None
    if math and all(_ACCENTS[m][1] for m in marks):
        out = {"i": r"\imath", "j": r"\jmath"}.get(base, base)
        for m in marks:
            out = f"{_ACCENTS[m][1]}{{{out}}}"
        return out
    out = {"i": r"\i", "j": r"\j"}.get(base, base)
    for m in marks:
        out = f"{_ACCENTS[m][0]}{{{out}}}"
    return r"\text{" + out + "}" if math else out


def _math_char(ch: str) -> str:
    found = _MATH_SYMBOLS.get(ch) or _greek(ch) or _accented(ch, math=True)
    if found:
        return found
    # A character LaTeX has no name for (a token in Chinese) stays, in \text, for a LaTeX
    # that reads UTF-8 with such a font (XeLaTeX, LuaLaTeX).
    return r"\text{" + _TEXT_SYMBOLS.get(ch, ch) + "}"


def _marks(run: str) -> str:
    """A run of non-ASCII characters as math; a run of super- or subscripts is one ^{…} or _{…}."""
    out, i = [], 0
    while i < len(run):
        script = _script(run[i])
        if script is None:
            _append(out, _math_char(run[i]))
            i += 1
            continue
        chars = ""
        while i < len(run) and (s := _script(run[i])) is not None and s[0] == script[0]:
            chars += s[1]
            i += 1
        _append(out, script[0] + "{" + latex_math(chars) + "}")
    return "".join(out)


def _append(out: list[str], tex: str) -> None:
    """Add ``tex``, with a space where a command would run into a letter: "\\le i", not "\\lei"."""
    if out and tex[:1].isascii() and tex[:1].isalpha() and re.search(r"\\[A-Za-z]+$", out[-1]):
        out.append(" ")
    out.append(tex)


_MATH_SPECIALS = {"\\": r"\backslash", "^": r"\hat{}", "~": r"\sim", "\n": " ",
                  **{ch: "\\" + ch for ch in "%&#$_{}"}}


def latex_math(text: str) -> str:
    r"""One line of arithmetic as LaTeX math: symbols, subscripts, √, powers, words as \text; ASCII out."""
    out: list[str] = []
    for m in _MATH_PIECES.finditer(text):
        if m["sub"]:
            _append(out, "_{" + ",".join(re.findall(r"[A-Za-z0-9,]+", m["sub"])) + "}")
        elif m["root"]:
            _append(out, r"\sqrt{" + latex_math(m["root"].removeprefix("(").removesuffix(")")) + "}")
        elif m["power"] is not None:
            _append(out, "^{" + latex_math(m["power"]) + "}")
        elif m["word"]:
            _append(out, _MATH_WORDS.get(m["word"]) or r"\ \text{" + _text_escape(m["word"]) + r"}\ ")
        elif m["marks"]:
            _append(out, _marks(m["marks"]))
        else:
            _append(out, _MATH_SPECIALS.get(m["other"], m["other"]))
    return "".join(out)


def latex(explanation: Explanation) -> str:
    """An ``align*`` block: one line per step of the arithmetic, the label as text on the left."""
    rows = [_trim(latex_math(line.label)) + r" &\quad " + latex_math(line.formula) for line in explanation.lines]
    title = _text_escape(explanation.heading)  # with the text's step, as the text format's first line
    return ("% " + latex_comment(title) + "\n\\begin{align*}\n" + " \\\\\n".join(rows) + "\n\\end{align*}")


def _trim(tex: str) -> str:
    """Without the spaces (and LaTeX's control spaces) around it."""
    return re.sub(r"^(?:\\ |\s)+|(?:\\ |\s)+$", "", tex)


_TEXT_SPECIALS = {"\\": r"\textbackslash{}", "^": r"\textasciicircum{}", "~": r"\textasciitilde{}", "\n": " ",
                  **{ch: "\\" + ch for ch in "%&#$_{}"}}


def _in_math(ch: str) -> bool:
    """Whether text mode writes the character as math ($\\le$, $^{2}$)."""
    return (not ch.isascii() and ch not in _TEXT_SYMBOLS and _accented(ch, math=False) is None
            and bool(_script(ch) or ch in _MATH_SYMBOLS or _greek(ch)))


def _text_escape(text: str) -> str:
    """Text (a title, the words of a line) for LaTeX's text mode: specials escaped, symbols named."""
    out: list[str] = []
    run = ""  # neighbouring symbols share one $…$: Z⁽ʰ⁾ is one superscript, not three
    for ch in text:
        if _in_math(ch):
            run += ch
            continue
        if run:
            out.append("$" + _marks(run).strip() + "$")
            run = ""
        if ch.isascii():
            out.append(_TEXT_SPECIALS.get(ch, ch))
        else:  # a letter with marks, a text symbol, or one LaTeX has no name for (kept, as UTF-8)
            out.append(_TEXT_SYMBOLS.get(ch) or _accented(ch, math=False) or ch)
    if run:
        out.append("$" + _marks(run).strip() + "$")
    return "".join(out)
