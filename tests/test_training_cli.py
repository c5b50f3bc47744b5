"""`attention-explorer train`: exit codes, one-line messages, the steps it prints, the file it writes."""

from __future__ import annotations

import json
import subprocess
import sys
import tempfile

import numpy as np
import pytest

from explorer.cli import main
from explorer.core.training.gradients import Objective, loss_and_gradients, parameters
from explorer.core.generate import random_session
from explorer.core.attention.pipeline import run
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import load, save
from explorer.core.training.targets import named_target


@pytest.fixture
def two_words(tmp_path):
    path = tmp_path / "two.json"
    save(load_preset("01-thinking-machines"), path)
    return path


def losses_of(stdout: str) -> list[tuple[int, float]]:
    out = []
    for line in stdout.splitlines():
        word, step, word2, loss = line.split()
        assert (word, word2) == ("step", "loss")
        out.append((int(step), float(loss)))
    return out


def test_a_real_subprocess_trains_and_writes_a_session_that_loads(tmp_path, two_words):
    out = tmp_path / "trained.json"
    result = subprocess.run([sys.executable, "-m", "explorer", "train", str(two_words), "--target", "previous",
                             "--steps", "4", "-o", str(out)], capture_output=True, text=True, timeout=120,
                            env={"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy"},
                            cwd=tempfile.gettempdir())
    assert result.returncode == 0, result.stderr
    assert result.stderr == ""
    steps = losses_of(result.stdout)
    assert [s for s, _ in steps] == [0, 1, 2, 3, 4]
    trained = load(out)
    record = trained.extras["training"]
    assert record["target"] == "previous" and record["steps"] == 4
    np.testing.assert_allclose(record["losses"], [loss for _, loss in steps], rtol=1e-11)
    # The printed last loss is the written session's loss.
    final, _ = loss_and_gradients(trained, Objective(weights=named_target("previous", 2, 2)))
    assert final == pytest.approx(steps[-1][1], rel=1e-11)
    assert not np.array_equal(trained.heads[0].w_q, load(two_words).heads[0].w_q)
    np.testing.assert_array_equal(trained.heads[0].w_v, load(two_words).heads[0].w_v)


def test_sgd_from_the_cli_is_exactly_one_gradient_step(tmp_path, two_words, capsys):
    out = tmp_path / "t.json"
    assert main(["train", str(two_words), "--target", "first", "--train", "w_q,w_k", "--optimizer", "sgd",
                 "--lr", "0.25", "--steps", "1", "-o", str(out)]) == 0
    start = load(two_words)
    _, grads = loss_and_gradients(start, Objective(weights=named_target("first", 2, 2)))
    after = parameters(load(out))
    for pid in ("heads[0].w_q", "heads[0].w_k"):
        np.testing.assert_array_equal(after[pid], parameters(start)[pid] - 0.25 * grads[pid])


def test_target_and_output_target_files_head_seed_and_tie(tmp_path, capsys):
    session = random_session(4, 3, 2, 2, heads=2, seed=1, w_o=True)
    path, out = tmp_path / "s.json", tmp_path / "t.json"
    save(session, path)
    target = tmp_path / "target.csv"
    np.savetxt(target, named_target("itself", 4, 4), delimiter=",")
    z_star = tmp_path / "z.npy"
    np.save(z_star, np.ones((4, session.w_o.shape[1])))
    assert main(["train", str(path), "--target", str(target), "--output-target", str(z_star), "--head", "2",
                 "--train", "w_q,w_k,w_v,w_o", "--seed", "3", "--tie", "--steps", "3", "-o", str(out)]) == 0
    trained = load(out)
    assert trained.heads[0].equals(session.heads[0])  # only head 2 trains
    np.testing.assert_array_equal(trained.heads[1].w_k, trained.heads[1].w_q)
    assert not np.array_equal(trained.w_o, session.w_o)
    assert len(losses_of(capsys.readouterr().out)) == 4


def test_zeros_start_prints_a_constant_loss_of_ln_m(tmp_path, two_words, capsys):
    assert main(["train", str(two_words), "--target", "previous", "--zeros", "--steps", "3",
                 "-o", str(tmp_path / "t.json")]) == 0
    losses = [loss for _, loss in losses_of(capsys.readouterr().out)]
    np.testing.assert_allclose(losses, [np.log(2)] * 4, rtol=1e-11)
    weights = run(load(tmp_path / "t.json")).step("weights").array
    np.testing.assert_array_equal(weights, 0.5)


@pytest.mark.parametrize("args,words", [
    (["--target", "previous", "--lr", "fast"], "argument --lr: invalid float value: 'fast'"),
    (["--target", "previous", "--lr", "0"], "argument --lr: the learning rate must be a positive number"),
    (["--target", "previous", "--steps", "-2"], "argument --steps:"),
    (["--target", "previous", "--optimizer", "lbfgs"], "argument --optimizer: invalid choice"),
    (["--target", "previous", "--head", "2"], "argument --head: head 2 does not exist (the session has 1)"),
    (["--target", "previous", "--train", "w_q,w_x"], "argument --train: unknown matrix 'w_x'"),
    (["--target", "previous", "--train", "b_q"], "argument --train: head 1 has no b_q"),
    (["--target", "previous", "--seed", "1", "--zeros"], "argument --zeros/--seed: "),
    ([], "argument --target: give --target, --output-target or both"),
    (["--target", "MISSING.csv"], "argument --target: MISSING.csv: cannot read the file"),
    (["--target", "BAD.json"], "argument --target: BAD.json: target[0]: the row sums to 0.5"),
    (["--output-target", "BAD.json"], "argument --output-target: BAD.json: output_target: expected 2 × 3"),
])
def test_bad_arguments_exit_2_with_one_line_naming_them(tmp_path, two_words, capsys, args, words):
    bad = tmp_path / "BAD.json"
    bad.write_text("[[0.5, 0], [0, 1]]")
    args = [str(tmp_path / a) if a in ("MISSING.csv", "BAD.json") else a for a in args]
    out = tmp_path / "t.json"
    status = status_of(["train", str(two_words), *args, "-o", str(out)])
    captured = capsys.readouterr()
    lines = captured.err.strip().splitlines()
    assert status == 2 and len(lines) == 1, captured.err
    assert words in lines[0].replace(str(tmp_path) + "/", "")
    assert "Traceback" not in captured.err and not out.exists()


def status_of(argv: list[str]) -> int:
    """main()'s exit status, whether it returns it or argparse exits with it."""
    try:
        return main(argv)
    except SystemExit as exit_info:
        return exit_info.code


def test_a_bad_session_file_is_named(tmp_path, capsys):
    bad = tmp_path / "bad.json"
    bad.write_text('{"format": "attention-explorer/session", "version": 1, "mode": "sideways"}')
    assert main(["train", str(bad), "--target", "first", "-o", str(tmp_path / "t.json")]) == 2
    err = capsys.readouterr().err
    assert str(bad) in err and "mode" in err and len(err.strip().splitlines()) == 1


def test_a_diverging_run_exits_3_and_writes_nothing(tmp_path, two_words, capsys):
    out = tmp_path / "t.json"
    assert main(["train", str(two_words), "--target", "first", "--lr", "1e200", "-o", str(out)]) == 3
    assert "smaller learning rate" in capsys.readouterr().err and not out.exists()


def test_an_unwritable_output_exits_1(tmp_path, two_words, capsys):
    # A failed write is exit 1 in every command (bad input is 2).
    out = tmp_path / "no-such-folder" / "t.json"
    assert main(["train", str(two_words), "--target", "first", "--steps", "1", "-o", str(out)]) == 1
    assert "argument -o:" in capsys.readouterr().err


def test_help_names_the_options(capsys):
    with pytest.raises(SystemExit) as exit_info:
        main(["train", "--help"])
    assert exit_info.value.code == 0
    text = capsys.readouterr().out
    for option in ("--target", "--output-target", "--train", "--optimizer", "--lr", "--steps", "--seed",
                   "--zeros", "--tie", "--head", "-o"):
        assert option in text
    json.dumps(text)


def test_train_never_loads_qt(tmp_path, two_words):
    code = ("import sys; from explorer.cli import main; "
            f"status = main(['train', {str(two_words)!r}, '--target', 'first', '--steps', '2', "
            f"'-o', {str(tmp_path / 't.json')!r}]); "
            "bad = [m for m in sys.modules if m.split('.')[0] in ('PySide6', 'shiboken6', 'pyqtgraph')]; "
            "print(status, bad, file=sys.stderr)")
    result = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True, timeout=120)
    assert result.stderr.strip() == "0 []", result.stderr
