"""`attention-explorer animate` (and `train --video`, `export --video`) as a user runs them, the
files read back with PyAV, Pillow and python-pptx. A real subprocess with no display runs the
command once for a video and once for a refusal (its exit status and stderr); the rest call the
same entry point, ``explorer.cli.main``, in this process (what the command does, without a
Python start each), reading stdout and stderr at the file descriptors."""

from __future__ import annotations

import io
import subprocess
import sys
import tempfile
from pathlib import Path

import pytest
from PIL import Image

from explorer.cli import main
from explorer.core.io.presets import load_preset
from explorer.core.io.session_files import save


def cli(*args: str) -> subprocess.CompletedProcess:
    """From a neutral folder with no display variables: the command sets up offscreen Qt itself.
    PYTHONPATH names this checkout, so its code is what runs."""
    env = {"PATH": "", "HOME": "/nonexistent", "ATTENTION_EXPLORER_BACKEND": "numpy",
           "PYTHONPATH": str(Path(__file__).resolve().parents[1])}
    return subprocess.run([sys.executable, "-m", "explorer", *args], capture_output=True, text=True,
                          timeout=300, env=env, cwd=tempfile.gettempdir())


@pytest.fixture
def run(qapp, capfd, monkeypatch):
    """``run(*args)``: the command run in this process as :func:`cli` runs it (the NumPy backend),
    with what it wrote to stdout and stderr. ``qapp``: the figures reuse the tests' QApplication
    (a QGuiApplication of the command's own would break the widget tests after it)."""
    monkeypatch.setenv("ATTENTION_EXPLORER_BACKEND", "numpy")

    def run_main(*args: str) -> subprocess.CompletedProcess:
        capfd.readouterr()
        try:
            status = main(list(args))
        except SystemExit as stop:  # argparse's refusals end the process
            status = stop.code
        out, err = capfd.readouterr()
        return subprocess.CompletedProcess(args, status, out, err)

    return run_main


@pytest.fixture(scope="module")
def sessions(tmp_path_factory):
    folder = tmp_path_factory.mktemp("sessions")
    paths = {}
    for name in ("01-thinking-machines", "02-causal-decoder", "05-rope-same-words"):
        paths[name[3:]] = folder / f"{name}.json"
        save(load_preset(name), paths[name[3:]])
    return paths


def one_line_refusal(result: subprocess.CompletedProcess, *words: str) -> None:
    assert result.returncode == 2, result.stderr
    lines = result.stderr.strip().splitlines()
    assert len(lines) == 1 and "Traceback" not in result.stderr, result.stderr
    for word in words:
        assert word in lines[0], lines[0]


def test_an_mp4_of_the_lecture_plays_as_asked(sessions, tmp_path):
    import av

    out = tmp_path / "lecture.mp4"
    result = cli("animate", str(sessions["thinking-machines"]), "--what", "lecture", "-o", str(out),
                 "--fps", "10", "--hold", "0.5", "--theme", "dark")
    assert result.returncode == 0, result.stderr
    assert result.stdout.startswith(f"wrote {out} (MP4 video): ") and "1280 × 720" in result.stdout
    frames = int(result.stdout.split(": ")[1].split(" frames")[0])
    with av.open(str(out)) as container:
        stream = container.streams.video[0]
        assert stream.codec_context.name == "h264" and stream.average_rate == 10
        decoded = [f.to_ndarray(format="rgb24") for f in container.decode(stream)]
    assert len(decoded) == frames and decoded[0].shape == (720, 1280, 3)
    assert stream.codec_context.pix_fmt == "yuv420p"


def test_a_gif_of_a_decode_loops_at_its_rate(sessions, tmp_path, run):
    out = tmp_path / "decode.gif"
    result = run("animate", str(sessions["causal-decoder"]), "--what", "decode", "-o", str(out), "--size", "640x360")
    assert result.returncode == 0, result.stderr
    with Image.open(out) as gif:
        assert gif.size == (640, 360) and gif.info["loop"] == 0 and gif.info["duration"] == 40
        count = gif.n_frames
    # 3 decoded tokens, 1 s each at 25 fps, the last held twice as long.
    assert count == 25 * 4 and f"{count} frames" in result.stdout


def test_a_sweep_and_a_training_run_as_frames(sessions, tmp_path, run):
    result = run("animate", str(sessions["rope-same-words"]), "--what", "sweep", "--sweep", "theta=10000:10",
                 "-o", str(tmp_path / "sweep"), "--fps", "5", "--seconds", "1", "--hold", "0.2")
    assert result.returncode == 0, result.stderr
    assert len(list((tmp_path / "sweep").iterdir())) == 5 + 1 - 1
    result = run("animate", str(sessions["causal-decoder"]), "--what", "training", "--steps", "4", "--every", "2",
                 "-o", str(tmp_path / "run"), "--fps", "2", "--hold", "1")
    assert result.returncode == 0, result.stderr
    assert len(list((tmp_path / "run").iterdir())) == 2 + 1 + 2


def test_train_writes_its_run_as_a_video_too(sessions, tmp_path, run):
    result = run("train", str(sessions["causal-decoder"]), "--target", "previous", "--steps", "3",
                 "-o", str(tmp_path / "trained.json"), "--video", str(tmp_path / "run.gif"))
    assert result.returncode == 0, result.stderr
    assert (tmp_path / "trained.json").exists() and "step 3" in result.stdout
    with Image.open(tmp_path / "run.gif") as gif:
        assert gif.n_frames == 50 + 2 + 50  # the start and the end held 2 s at 25 fps, 2 steps between
    refused = run("train", str(sessions["causal-decoder"]), "--target", "previous", "-o", str(tmp_path / "t2.json"),
                  "--video", str(tmp_path / "run.avi"))
    one_line_refusal(refused, "--video")
    assert not (tmp_path / "t2.json").exists()


def test_a_powerpoint_lecture_carries_its_video(sessions, tmp_path, run):
    from pptx import Presentation

    out = tmp_path / "deck.pptx"
    result = run("export", str(sessions["thinking-machines"]), "--step", "lecture", "-o", str(out), "--video")
    assert result.returncode == 0, result.stderr
    deck = Presentation(str(out))
    plain = Presentation(io.BytesIO(_plain_deck(sessions, tmp_path, run)))
    assert len(deck.slides) == len(plain.slides) + 1
    movie = next(s for s in deck.slides[1].shapes if s.name == "lecture video")
    parts = {p.partname: p for p in deck.part.package.iter_parts()}
    videos = [p for name, p in parts.items() if str(name).endswith(".mp4")]
    assert len(videos) == 1 and videos[0].blob[4:8] == b"ftyp"
    embed = "{http://schemas.openxmlformats.org/officeDocument/2006/relationships}embed"
    r_id = movie._element.xpath(".//a:blip")[0].get(embed)
    poster = Image.open(io.BytesIO(deck.slides[1].part.related_part(r_id).blob))
    assert poster.size == (1280, 720)
    refused = run("export", str(sessions["thinking-machines"]), "--step", "lecture", "-o", str(tmp_path / "d.pdf"),
                  "--video")
    assert refused.returncode == 2 and "PowerPoint" in refused.stderr and not (tmp_path / "d.pdf").exists()


def _plain_deck(sessions, tmp_path, run) -> bytes:
    out = tmp_path / "plain.pptx"
    assert run("export", str(sessions["thinking-machines"]), "--step", "lecture", "-o", str(out)).returncode == 0
    return out.read_bytes()


@pytest.mark.parametrize("args, words", [
    (("--what", "decode"), ("causal",)),
    (("--what", "sweep"), ("--sweep",)),
    (("--what", "sweep", "--sweep", "w_q[9,1]=0:1"), ("--sweep", "no cell")),
    (("--what", "lecture", "--fps", "30", "-o", "x.gif"), ("--fps", "hundredths")),
    (("--what", "lecture", "--size", "641x360", "-o", "x.mp4"), ("--size", "even")),
    (("--what", "lecture", "--size", "big"), ("--size",)),
    (("--what", "lecture", "--hold", "0"), ("--hold",)),
    (("--what", "lecture", "--fps", "٣"), ("--fps",)),
    (("--what", "lecture", "--head", "3"), ("--head", "no head 3")),
    (("--what", "lecture", "--query", "9"), ("--query", "no query row 9")),
    (("--what", "lecture", "-o", "x.avi"), ("-o", "x.avi")),
    (("--what", "film"), ("--what",)),
    (("--what", "training", "--lr", "-1"), ("--lr",)),
])
def test_bad_arguments_are_one_line_and_write_nothing(sessions, tmp_path, run, args, words):
    out = ("-o", str(tmp_path / "out.mp4")) if "-o" not in args else ()
    args = tuple(str(tmp_path / a) if a.startswith("x.") else a for a in args)
    one_line_refusal(run("animate", str(sessions["thinking-machines"]), *args, *out), *words)
    assert list(tmp_path.iterdir()) == []


def test_a_real_process_refuses_a_bad_argument_in_one_line(sessions, tmp_path):
    # The exit status and stderr of the process itself: argparse's refusal ends it (SystemExit).
    one_line_refusal(cli("animate", str(sessions["thinking-machines"]), "--what", "film",
                         "-o", str(tmp_path / "out.mp4")), "--what")
    assert list(tmp_path.iterdir()) == []

