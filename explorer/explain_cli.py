"""``attention-explorer explain``: the inspector's arithmetic for one number, headless.

For handouts and for checking by hand: the same :func:`explorer.core.explain.explain`
the inspector shows, as plain text, Markdown, or a LaTeX ``align*`` block a
lecturer can paste. Rows, columns and heads count from 1, as the editors and
the reference text do (session files stay 0-based inside).
"""

from __future__ import annotations

import argparse
import re
import sys
from typing import NoReturn, Sequence

from explorer.core.explain_text import Explanation

PROG = "attention-explorer explain"
EXIT_BAD_INPUT = 2
FORMATS = ("text", "markdown", "latex")


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, f"{self.prog}: error: {message}\n")


def explain_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description=(
        "Explain how one number of a session's attention was computed: the vectors, the products, the sum, "
        "the division by √d_k, the mask and the softmax, with the actual numbers. Rows, columns and heads are "
        "counted from 1."))
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("--step", required=True, help="the step: q, k, v, scores, scaled, masked, weights, "
                                                      "weighted_values, output, concat, projected")
    parser.add_argument("--row", type=int, required=True, help="the row (the query), counted from 1")
    parser.add_argument("--col", type=int, default=None,
                        help="the column (the key, or the output's column), counted from 1 (default 1)")
    parser.add_argument("--channel", type=int, default=None,
                        help="weighted_values only: the value's column c of a_ij·v_jc, counted from 1 (default 1)")
    parser.add_argument("--head", type=int, default=1, help="the head, counted from 1 (default 1)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="default: text")
    return parser


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def explain_main(argv: Sequence[str]) -> int:
    """Run the command on ``argv`` (without the word ``explain``); returns the exit status."""
    args = explain_parser().parse_args(argv)
    from explorer.core.explain import explain
    from explorer.core.pipeline import run
    from explorer.core.session import SessionError
    from explorer.core.session_io import load
    from explorer.core.step_keys import step_key

    try:
        session = load(args.session)
    except SessionError as err:
        return _fail(f"{args.session}: {err}")
    if not 1 <= args.head <= len(session.heads):
        return _fail(f"argument --head: head {args.head} does not exist (the session has {len(session.heads)})")
    trace = run(session)
    per_head = {s.id for s in trace.head_steps(0)}
    shared = {s.id for s in trace.steps if s.head is None}
    if args.step not in per_head | shared:
        return _fail(f"argument --step: {args.step!r} is not a step of this session; choose one of "
                     f"{', '.join(sorted(per_head | shared))}")
    key = step_key(args.step, None if args.step in shared else args.head - 1)
    shape = trace.get(key).shape
    given = {"--row": args.row, "--col": args.col, "--channel": args.channel}
    names = ("--row", "--col", "--channel")[:len(shape)]
    for extra in ("--col", "--channel")[len(shape) - 1:]:
        if given[extra] is not None:
            return _fail(f"argument {extra}: {key} has {len(shape)} dimension{'s' if len(shape) > 1 else ''}: "
                         f"leave {extra} out")
    index = []
    for name, size in zip(names, shape):
        value = 1 if given[name] is None else given[name]
        if not 1 <= value <= size:
            return _fail(f"argument {name}: {value} is outside 1 … {size} for {key} ({' × '.join(map(str, shape))})")
        index.append(value - 1)
    explanation = explain(trace, session, key, tuple(index))
    sys.stdout.write({"text": explanation.text, "markdown": lambda: markdown(explanation),
                      "latex": lambda: latex(explanation)}[args.format]() + "\n")
    return 0


def markdown(explanation: Explanation) -> str:
    """A bold title and the lines in a code block (the arithmetic keeps its alignment)."""
    body = explanation.text().split("\n", 1)
    lines = body[1] if len(body) > 1 else ""
    return f"**{_md_escape(body[0])}**\n\n```text\n{lines.replace('```', '` ` `')}\n```"


def _md_escape(text: str) -> str:
    return re.sub(r"([\\`*_{}\[\]()#+!|<>~])", r"\\\1", text)


_SYMBOLS = (("·", r" \cdot "), ("−", "-"), ("→", r" \to "), ("″", "''"), ("′", "'"), ("…", r"\ldots "), ("Σ", r"\Sigma "),
            ("×", r" \times "), ("≈", r" \approx "), ("∞", r"\infty "), ("Δ", r"\Delta "), ("∂", r"\partial "),
            ("δ", r"\delta "), ("ᵀ", "^{T}"))
#: A run of words (and the numbers between them) that reads as prose: set as \text.
_WORD = re.compile(r"[A-Za-z]{2,}(?:[ ,:;]+(?:[A-Za-z]{2,}|\d+(?=[ ,:;)])))*")
_MATH_WORDS = {"exp": r"\exp", "max": r"\max", "ln": r"\ln"}


def latex_math(text: str) -> str:
    """One line of arithmetic as LaTeX math: symbols, subscripts, √, words as \\text."""
    text = re.sub(r"([\\%&#$^{}])", lambda m: {"\\": r"\backslash ", "^": r"\hat{}"}.get(m[1], "\\" + m[1]), text)

    def words(m: re.Match[str]) -> str:
        word = m[0]
        return _MATH_WORDS.get(word, r"\ \text{" + word + r"}\ ")

    out = []
    for part in re.split(r"(_[A-Za-z0-9]+)", text):  # subscripts stay math, whatever their letters
        out.append("_{" + part[1:] + "}" if part.startswith("_") and len(part) > 1 else _WORD.sub(words, part))
    text = "".join(out)
    text = re.sub(r"√(\([^()]*\)|[A-Za-z0-9.]+(?:_\{[^}]*\})?)",
                  lambda m: r"\sqrt{" + m[1].removeprefix("(").removesuffix(")") + "}", text)
    for symbol, tex in _SYMBOLS:
        text = text.replace(symbol, tex)
    return text


def latex(explanation: Explanation) -> str:
    """An ``align*`` block: one line per step of the arithmetic, the label as text on the left."""
    rows = [latex_math(line.label).strip().removeprefix("\\ ") + r" &\quad " + latex_math(line.formula)
            for line in explanation.lines]
    title = _text_escape(explanation.title)
    return ("% " + title + "\n\\begin{align*}\n" + " \\\\\n".join(rows) + "\n\\end{align*}")


def _text_escape(text: str) -> str:
    text = re.sub(r"([%&#$_{}])", r"\\\1", text.replace("\\", r"\textbackslash{}"))
    for symbol, tex in (("→", r"$\to$"), ("″", "''"), ("′", "'"), ("·", r"$\cdot$"), ("−", "-"), ("√", r"$\surd$")):
        text = text.replace(symbol, tex)
    return text
