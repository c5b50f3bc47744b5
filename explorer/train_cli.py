"""``attention-explorer train``: gradient descent on a session's weights, headless.

    attention-explorer train SESSION --target previous|itself|first|FILE [--output-target FILE]
        [--train w_q,w_k,w_v] [--optimizer sgd|adam] [--lr η] [--steps N] [--seed S] [--zeros]
        [--tie] [--head H] [--video FILE] -o TRAINED.json

prints ``step K  loss L`` for the start (step 0) and after every step, then
writes the trained session atomically, with a ``"training"`` key recording
the run. Bad arguments or files: exit 2, one line on stderr naming the
argument, nothing written; a run whose loss overflows: exit 3. Imports Qt only for
``--video`` (the run as an animation, drawn on Qt's offscreen platform).
"""

from __future__ import annotations

import argparse
import sys
from dataclasses import replace
from typing import Sequence

from explorer.cli_common import OneLineParser, add_language
from explorer.core.backend import CHOICES, ENV_VAR, BackendError
from explorer.core.wording import translate
from explorer.training_options import add_training_options, target_failure, training_setup

#: A failed write (bad input is 2), as for every command.
EXIT_WRITE = 1
EXIT_BAD_INPUT = 2
EXIT_OVERFLOW = 3
PROG = "attention-explorer train"


def train_parser() -> argparse.ArgumentParser:
    parser = OneLineParser(
        prog=PROG,
        description="Train a session's W_Q, W_K (and W_V, biases, W_O) by gradient descent toward target "
                    "attention weights and/or a target output; print the loss after every step and write "
                    "the trained session. Loss for a weights target T: −(1/r) Σ T_ij ln A_ij over the r "
                    "rows of T that are not all zero; for an output target Z*: mean (O − Z*)². "
                    f"Exit status {EXIT_BAD_INPUT}: bad arguments or files (nothing written); "
                    f"{EXIT_OVERFLOW}: the loss overflowed (lower --lr).",
    )
    parser.add_argument("session", help="the session file (.json) to start from")
    parser.add_argument("-o", "--output", required=True, metavar="TRAINED.json", help="where to write the result")
    add_training_options(parser)
    parser.add_argument("--video", metavar="FILE",
                        help="also write the run as an animation (.mp4, .gif, or a folder of PNG frames): the "
                             "loss curve and the weights moving, a frame every step (see 'animate --what training')")
    parser.add_argument("--backend", choices=CHOICES, default=None,
                        help=f"array backend (default: ${ENV_VAR} or 'auto')")
    add_language(parser)
    return parser


def _fail(message: str, status: int = EXIT_BAD_INPUT) -> int:
    print(f"{PROG}: {message}", file=sys.stderr)
    return status


def train_main(argv: Sequence[str]) -> int:
    """Run the command on ``argv`` (without the word ``train``); returns the exit status."""
    args = train_parser().parse_args(argv)
    from explorer.core.backend import select_backend
    from explorer.core.session import SessionError
    from explorer.core.io.session_files import load, save
    from explorer.core.training.trainer import Trainer, TrainingError, TrainResult, run_record
    from explorer.core.training.targets import TargetError

    if args.target is None and args.output_target is None:
        return _fail(translate("TrainCli", "argument --target: give --target, --output-target or both"))
    try:
        session = load(args.session)
    except SessionError as err:
        return _fail(f"{args.session}: {err}")
    setup = training_setup(args, session, _fail)
    if isinstance(setup, int):
        return setup
    objective, config, head = setup
    if args.video is not None:
        from explorer.export.animation.write import animation_format
        from explorer.export.view import ExportError

        try:
            animation_format(args.video)
        except ExportError as err:
            return _fail(translate("TrainCli", "argument --video: {error}").format(error=err))
    try:
        backend = select_backend(args.backend)
    except BackendError as err:
        return _fail(str(err))

    width = len(str(args.steps))
    line = translate("TrainCli", "step {step:>{width}}  loss {loss:.12g}")

    def show(step: int, loss: float) -> None:
        sys.stdout.write(line.format(step=step, width=width, loss=loss) + "\n")

    try:
        trainer = Trainer(session, objective, config, backend)
        show(0, trainer.losses[0])
        for _ in range(config.steps):
            show(trainer.step_count + 1, trainer.step())
    except TargetError as err:
        return _fail(target_failure(err, args))
    except TrainingError as err:
        return _fail(f"{args.session}: {err}", EXIT_OVERFLOW)
    result = TrainResult(trainer.start, trainer.session(), tuple(trainer.losses), trainer.ids)
    record = run_record(result, config, args.target or "none")
    if args.output_target is not None:
        record["output_target"] = args.output_target
    trained = replace(result.session, extras={**result.session.extras, "training": record})
    try:
        save(trained, args.output)
    except OSError as err:
        return _fail(translate("TrainCli", "argument -o: {path}: cannot write ({reason})")
                     .format(path=args.output, reason=err.strerror or err), EXIT_WRITE)
    if args.video is not None:
        from explorer.animate_cli import write_training_video

        status = write_training_video(session, objective, config, args.target or "", args.video, backend, _fail)
        if status:
            return status
    sys.stdout.flush()
    return 0
