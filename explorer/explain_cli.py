"""``attention-explorer explain``: the inspector's arithmetic for one number, headless.

For handouts and for checking by hand: the same :func:`explorer.core.attention.explain.explain`
the inspector shows, as plain text, Markdown, or a LaTeX ``align*`` block a
lecturer can paste. Rows, columns and heads count from 1, as the editors and
the reference text do (session files stay 0-based inside).
"""

from __future__ import annotations

import argparse
import sys
from typing import NoReturn, Sequence

# The formats live in the core, shared with explorer.explain; named here as before.
from explorer.core.attention.explain_formats import (FORMATS, _text_escape, latex, latex_math,  # noqa: F401
                                                     markdown)
from explorer.core.wording import translate
from explorer.cli_common import add_language

PROG = "attention-explorer explain"
EXIT_BAD_INPUT = 2


class _Parser(argparse.ArgumentParser):
    def error(self, message: str) -> NoReturn:
        self.exit(EXIT_BAD_INPUT, translate("ExplainCli", "{prog}: error: {message}").format(prog=self.prog,
                                                                                            message=message) + "\n")


def explain_parser() -> argparse.ArgumentParser:
    parser = _Parser(prog=PROG, description=(
        "Explain how one number of a session's attention was computed: the vectors, the products, the sum, "
        "the division by √d_k, the mask and the softmax, with the actual numbers. Rows, columns and heads are "
        "counted from 1."))
    parser.add_argument("session", help="a session file (.json)")
    parser.add_argument("--step", required=True, help="the step: q, k, v, scores, scaled, masked, weights, "
                                                      "weighted_values, output, concat, projected, and a "
                                                      "variant's own (q_rot, softcapped, sink_share, latent …)")
    parser.add_argument("--row", type=int, required=True, help="the row (the query), counted from 1")
    parser.add_argument("--col", type=int, default=None,
                        help="the column (the key, or the output's column), counted from 1 (default 1)")
    parser.add_argument("--channel", type=int, default=None,
                        help="weighted_values only: the value's column c of a_ij·v_jc, counted from 1 (default 1)")
    parser.add_argument("--head", type=int, default=1, help="the head, counted from 1 (default 1)")
    parser.add_argument("--format", choices=FORMATS, default="text", help="default: text")
    add_language(parser)
    return parser


def _fail(message: str) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return EXIT_BAD_INPUT


def explain_main(argv: Sequence[str]) -> int:
    """Run the command on ``argv`` (without the word ``explain``); returns the exit status."""
    args = explain_parser().parse_args(argv)
    from explorer.core.attention.explain_at import explain_number
    from explorer.core.session import ArgumentError, SessionError
    from explorer.core.io.session_files import load

    try:
        session = load(args.session)
    except SessionError as err:
        return _fail(f"{args.session}: {err}")
    try:
        text = explain_number(session, args.step, args.row, args.col, channel=args.channel, head=args.head,
                              format=args.format)
    except ArgumentError as err:  # named as this command's option
        return _fail(translate("ExplainCli", "argument --{option}: {detail}").format(option=err.field,
                                                                                     detail=err.detail))
    sys.stdout.write(text + "\n")
    return 0
