"""The options of a training run, as ``train`` and ``animate --what training`` both take them.

One parser of the target, what trains, the optimizer and the steps, and one way of
naming a core TargetError's field as the option it came from. Never imports Qt.
"""

from __future__ import annotations

import argparse
from pathlib import Path
from typing import Any, Callable

from explorer.core.wording import translate

#: Which argument a core TargetError's field belongs to.
_ARGUMENT = {"target": "--target", "output_target": "--output-target", "train": "--train", "heads": "--head",
             "head": "--head", "lr": "--lr", "steps": "--steps", "optimizer": "--optimizer",
             "zeros": "--zeros/--seed"}


def add_training_options(parser: argparse.ArgumentParser) -> None:
    """The options of a run (target, what trains, optimizer, steps): ``train``'s and ``animate --what training``'s."""
    from explorer.core.training.trainer import DEFAULT_LR, DEFAULT_STEPS, OPTIMIZERS, TRAINABLE

    parser.add_argument("--target", metavar="previous|itself|first|FILE",
                        help="target weights: previous (query i → key i−1, the first query → itself), itself, "
                             "first (a query that cannot see its named key gets no target), or an n × m matrix in a .json, .csv or .npy file (rows sum to 1, or all "
                             "zeros for no target)")
    parser.add_argument("--output-target", metavar="FILE",
                        help="target output Z* (n × d_out) in a .json, .csv or .npy file")
    parser.add_argument("--train", metavar="NAMES",
                        help=f"comma-separated, from {','.join(TRAINABLE)} (default: w_q,w_k; "
                             "with --output-target also w_v; with latent attention w_uk, w_uv instead of "
                             "w_k, w_v)")
    parser.add_argument("--optimizer", choices=OPTIMIZERS, default="sgd",
                        help="sgd: W ← W − η·∂L/∂W exactly (default); adam")
    parser.add_argument("--lr", type=float, default=DEFAULT_LR, metavar="η", help=f"learning rate (default {DEFAULT_LR})")
    parser.add_argument("--steps", type=int, default=DEFAULT_STEPS, metavar="N",
                        help=f"number of steps (default {DEFAULT_STEPS})")
    parser.add_argument("--seed", type=int, default=None, metavar="S",
                        help="start the trained matrices from seeded random numbers (default: the session's)")
    parser.add_argument("--zeros", action="store_true", help="start the trained matrices from zeros")
    parser.add_argument("--tie", action="store_true", help="tie W_K to W_Q (they start equal and move together)")
    parser.add_argument("--head", type=int, default=None, metavar="H",
                        help="the head (counted from 1) the target is for and that trains (default 1; with "
                             "only --output-target, every head)")



def training_setup(args: argparse.Namespace, session: Any, fail: Callable[[str], int]) -> Any:
    """(objective, config, head) of ``args``' run options for ``session``, or the exit status
    ``fail(message)`` returned after saying in one line what is wrong."""
    from explorer.core.session import SessionError
    from explorer.core.training.gradients import Objective
    from explorer.core.training.trainer import TrainConfig
    from explorer.core.training.targets import NAMED_TARGETS, load_target_file, named_target_for

    if args.head is not None and not 1 <= args.head <= len(session.heads):
        return fail(translate("TrainingOptions", "argument --head: head {head} does not exist (the session has "
                                                 "{count})").format(head=args.head, count=len(session.heads)))
    head = 0 if args.head is None else args.head - 1

    def matrix(option: str, value: str):  # a target file's matrix, or the exit status
        try:
            return load_target_file(value)
        except SessionError as err:
            # The loaders name the file by its base name: name it once, as given.
            text = str(err)
            name = Path(value).name
            text = value + text[len(name):] if text.startswith(name) else f"{value}: {text}"
            return fail(translate("TrainingOptions", "argument {option}: {error}").format(option=option, error=text))

    weights = output = None
    if args.target in NAMED_TARGETS:
        weights = named_target_for(args.target, session)
    elif args.target is not None:
        weights = matrix("--target", args.target)
        if isinstance(weights, int):
            return weights
    if args.output_target is not None:
        output = matrix("--output-target", args.output_target)
        if isinstance(output, int):
            return output
    names = None
    if args.train is not None:
        names = tuple(name.strip().lower() for name in args.train.split(",") if name.strip())
    heads = None if args.head is None else (head,)
    config = TrainConfig(train=names, heads=heads, optimizer=args.optimizer, lr=args.lr, steps=args.steps,
                         seed=args.seed, zeros=args.zeros, tie=args.tie)
    return Objective(weights=weights, head=head, output=output), config, head


def target_failure(err: Any, args: argparse.Namespace) -> str:
    """A core TargetError as the line the command prints, naming the option it came from."""
    where = _ARGUMENT.get(err.field.split("[")[0], "")
    if not where:
        return err.detail
    value = {"--target": args.target, "--output-target": args.output_target}.get(where)
    if value:
        return translate("TrainingOptions", "argument {option}: {value}: {error}").format(option=where, value=value,
                                                                                         error=err)
    return translate("TrainingOptions", "argument {option}: {error}").format(option=where, error=err.detail)
