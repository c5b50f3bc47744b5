"""Animations written headless: what each frame shows, the plan's frame count, cancel and failure.

Frames are compared with the exports' own pictures: a held lecture frame is
exactly the PNG render of that deck page (a folder of PNG frames is lossless);
the numbers a decode or a sweep shows are checked against a bare NumPy
attention written here.
"""

from __future__ import annotations

import tracemalloc

import numpy as np
import pytest
from PIL import Image

from explorer.core.attention.checked import run_checked
from explorer.core.io.presets import load_preset
from explorer.core.session_error import ArgumentError
from explorer.core.training.gradients import Objective
from explorer.core.training.targets import named_target_for
from explorer.core.training.trainer import TrainConfig, train
from explorer.export.animation.decode import DecodeFigure, decode_animation
from explorer.export.animation.lecture import lecture_animation
from explorer.export.animation.scenes import Framer, frames
from explorer.export.animation.sweep import parse_sweep, sweep_animation
from explorer.export.animation.training import training_animation
from explorer.export.animation.write import animation_format, write_animation
from explorer.export.deck.pages import page_figures
from explorer.export.deck.plan import plan_deck
from explorer.export.deck.views import model_run
from explorer.export.options import FigureOptions
from explorer.export.render import image_pixels, render_image
from explorer.export.view import ExportError, WriteError


def rgb_of(image) -> np.ndarray:
    words = image_pixels(image)
    return np.stack([(words >> 16) & 255, (words >> 8) & 255, words & 255], axis=-1).astype(np.uint8)


def softmax_rows(s: np.ndarray) -> np.ndarray:
    e = np.exp(s - s.max(axis=-1, keepdims=True))
    return e / e.sum(axis=-1, keepdims=True)


@pytest.fixture(autouse=True)
def _widgets_app(qapp):
    """The figures paint with the tests' QApplication: made here first, Qt's own QGuiApplication
    (explorer.export.render.ensure_gui) would crash the next widget test in this process."""


@pytest.fixture(scope="module")
def thinking():
    return load_preset("01-thinking-machines")


@pytest.fixture(scope="module")
def decoder():
    return load_preset("02-causal-decoder")


def test_a_held_lecture_frame_is_exactly_its_deck_page(thinking, tmp_path):
    trace = run_checked(thinking)
    animation = lecture_animation(trace, 0, FigureOptions(theme="dark"), fps=4, hold=1, session=thinking)
    out = write_animation(animation, tmp_path / "frames")
    files = sorted(out.path.iterdir())
    assert out.frames == animation.frame_count == len(files)

    def frame(k: int) -> np.ndarray:  # only the frames compared are decoded (a third of them)
        return np.asarray(Image.open(files[k]).convert("RGB"))

    plan = plan_deck(trace, 0, None, (), model_run(thinking))
    pages = list(page_figures(plan, trace, FigureOptions(theme="dark"), thinking))
    held, fade = 4, round(0.4 * 4)
    assert animation.frame_count == len(pages) * held + (len(pages) - 1) * fade
    for k, page in enumerate(pages):
        first_held = k * (held + fade)
        want = rgb_of(render_image(page, scale=1))
        assert np.array_equal(frame(first_held), want), f"page {k + 1}"
        assert np.array_equal(frame(first_held + held - 1), want)
    # A cross-fade frame lies between the two pages it joins.
    a, b, mid = (frame(held - 1).astype(int), frame(2 * held + fade - 1).astype(int), frame(held).astype(int))
    assert np.all(mid >= np.minimum(a, b) - 1) and np.all(mid <= np.maximum(a, b) + 1)
    assert not np.array_equal(mid, a) and not np.array_equal(mid, b)


def test_a_cross_fade_is_exactly_the_blend_of_its_two_pictures():
    from explorer.export.animation.scenes import blend, fades

    rng = np.random.default_rng(5)
    a = rng.integers(0, 256, (256, 256, 3), dtype=np.uint8)
    a[..., 0] = np.arange(256)[:, None]  # every pair of byte values, in the first channel
    b = a.copy()
    b[..., 0] = np.arange(256)[None, :]
    b[::3] = a[::3]  # and rows the two share
    for count in (1, 2, 12):
        made = list(fades(a, b, count))
        assert len(made) == count
        for k, frame in enumerate(made, start=1):
            assert np.array_equal(frame, blend(a, b, k / (count + 1))), (count, k)


def test_decode_frames_show_the_new_tokens_weights(decoder, tmp_path):
    animation = decode_animation(decoder, 0, fps=2, hold=0.5, prompt=1)
    shots = list(animation.shots())
    assert [s.figure.rows for s in shots] == list(range(2, decoder.n + 1))
    head = decoder.heads[0]
    for shot in shots:
        t = shot.figure.rows
        x = decoder.embeddings[:t]
        q, k = x @ head.w_q, x @ head.w_k
        want = softmax_rows(q[-1] @ k.T / np.sqrt(k.shape[1]))
        got = shot.figure.panels[2].view.values[0]
        np.testing.assert_allclose(got, want, rtol=0, atol=1e-12)
        np.testing.assert_allclose(shot.figure.panels[0].view.values, k, rtol=0, atol=1e-12)
    assert isinstance(shots[-1].figure, DecodeFigure)
    assert animation.frame_count == sum(s.frames for s in shots)
    assert write_animation(animation, tmp_path / "d").frames == animation.frame_count


def test_decode_is_refused_for_what_no_decoder_does(thinking, decoder):
    with pytest.raises(ValueError, match="causal"):
        decode_animation(thinking)
    with pytest.raises(ValueError, match="prompt"):
        decode_animation(decoder, prompt=decoder.n)


def test_a_temperature_sweep_ends_on_the_sharpened_softmax(thinking):
    animation = sweep_animation(thinking, "temperature=2:0.25", fps=5, seconds=1, hold=0.4)
    shots = list(animation.shots())
    assert len(shots) == 5 and animation.frame_count == 4 + 2 == sum(s.frames for s in shots)
    head = thinking.heads[0]
    q, k = thinking.embeddings @ head.w_q, thinking.embeddings @ head.w_k
    for shot, temperature in zip(shots, np.linspace(2, 0.25, 5)):
        card = next(c for row in shot.figure.rows for c in row if c.view.step_id == "weights")
        want = softmax_rows(q @ k.T / (np.sqrt(3) * temperature))
        np.testing.assert_allclose(card.view.values, want, rtol=0, atol=1e-12)
    assert shots[-1].figure.title.endswith("temperature T = 0.25")


def test_a_cell_sweep_moves_that_cell_only(thinking):
    sweep = parse_sweep("heads[0].w_q[2,3]=-2:2", thinking)
    moved, temperature = sweep.applied(thinking, 1.5)
    assert temperature == 1.0 and moved.heads[0].w_q[1, 2] == 1.5
    changed = moved.heads[0].w_q != thinking.heads[0].w_q
    assert changed.sum() == 1
    assert parse_sweep("x[1,2]=0:1", thinking).matrix == "embeddings"


@pytest.mark.parametrize("text, words", [
    ("heads[1].w_q[1,1]=0:1", r"no heads\[1\]\.w_q: heads are counted from 0"),
    ("w_q[4,1]=0:1", r"no cell \[4,1\]"),
    ("w_z[1,1]=0:1", "no matrix"),
    ("temperature=1:0", "above 0"),
    ("theta=1:2", "does not use RoPE"),
    ("window=0:3", "whole number"),
    ("window=1.5:3", "whole number"),
    ("temperature=1_0:2", "not a plain number"),
    ("temperature=nan:2", "not a plain number"),
    ("temperature", "NAME=FROM:TO"),
    ("w_o[1,1]=0:1", "no w_o"),
])
def test_a_sweep_that_cannot_run_is_refused_naming_it(thinking, text, words):
    with pytest.raises(ArgumentError, match=words) as caught:
        parse_sweep(text, thinking)
    assert caught.value.field == "sweep" and "\n" not in str(caught.value)


def test_a_window_sweep_steps_through_whole_windows(decoder):
    sweep = parse_sweep("window=1:3", decoder)
    assert [sweep.value_at(k, 5) for k in range(5)] == [1.0, 2.0, 2.0, 2.0, 3.0]
    assert sweep.applied(decoder, 2.0)[0].window == 2


def test_training_frames_end_on_the_run_train_makes(decoder, tmp_path):
    config = TrainConfig(steps=6, lr=0.5)
    objective = Objective(weights=named_target_for("previous", decoder), head=0)
    animation = training_animation(decoder, objective, config, target_name="Previous token", fps=2, every=2,
                                   hold=1)
    shots = list(animation.shots())
    assert [s.caption for s in shots] == [f"step {k} of 6" for k in (0, 2, 4, 6)]
    assert animation.frame_count == 2 + 2 + 2 == sum(s.frames for s in shots)
    reached = train(decoder, objective, config)
    last = shots[-1].figure
    assert last.losses == pytest.approx(list(reached.losses), rel=0, abs=0)
    after = run_checked(reached.session).step("weights", 0).array
    np.testing.assert_array_equal(last.panels[1].view.values, after)
    # Every frame shares the chart's axes: the curve grows into a fixed frame.
    assert {(s.figure.span, s.figure.loss_range) for s in shots} == {(6, shots[0].figure.loss_range)}
    assert write_animation(animation, tmp_path / "t").frames == animation.frame_count


def test_frames_keep_only_the_shot_on_screen(thinking):
    """Memory stays flat in the length: a 10 s sweep holds no more arrays than a 1 s one."""
    def peak(seconds: float) -> int:
        animation = sweep_animation(thinking, "temperature=1:0.5", fps=10, seconds=seconds, hold=0.1)
        framer = Framer(320, 180, animation.extent, animation.background)
        tracemalloc.start()
        try:
            for _rgb, _shot in frames(animation, framer):
                pass
            return tracemalloc.get_traced_memory()[1]
        finally:
            tracemalloc.stop()

    short, long = peak(1), peak(10)
    assert long < short * 1.5 + 2_000_000


def test_a_cancelled_write_leaves_nothing_and_keeps_the_old_folder(thinking, tmp_path):
    animation = lecture_animation(run_checked(thinking), fps=2, hold=1, session=thinking)
    seen = []

    def check():
        if len(seen) == 5:
            raise KeyboardInterrupt
        seen.append(1)

    target = tmp_path / "frames"
    with pytest.raises(KeyboardInterrupt):
        write_animation(animation, target, check=check)
    assert list(tmp_path.iterdir()) == []  # no half-written folder, no staging folder left behind
    (target / "mine.txt").parent.mkdir()
    (target / "mine.txt").write_text("keep me")
    with pytest.raises(ExportError, match="not empty"):
        write_animation(animation, target)
    assert (target / "mine.txt").read_text() == "keep me"


def test_formats_and_sizes_are_checked_before_anything_is_made(thinking, tmp_path):
    assert animation_format("a.MP4") == "mp4" and animation_format("a.gif") == "gif"
    assert animation_format(tmp_path / "frames") == "png" and animation_format("x", "svg") == "svg"
    with pytest.raises(ExportError, match="none of these"):
        animation_format("a.avi")
    animation = lecture_animation(run_checked(thinking), fps=2, hold=1, session=thinking)
    with pytest.raises(ExportError, match="even"):
        write_animation(animation, tmp_path / "a.mp4", size=(641, 360))
    with pytest.raises(ExportError, match="each side"):
        write_animation(animation, tmp_path / "b", size=(20, 360))
    with pytest.raises(WriteError, match="does not exist"):
        write_animation(animation, tmp_path / "missing" / "frames")
    assert list(tmp_path.iterdir()) == []


def test_svg_frames_draw_the_same_pages(thinking, tmp_path):
    animation = lecture_animation(run_checked(thinking), fps=1, hold=1, session=thinking)
    out = write_animation(animation, tmp_path / "svg", "svg", size="own")
    names = sorted(p.name for p in out.path.iterdir())
    assert len(names) == animation.frame_count and names[0] == "frame_0001.svg"
    first = (out.path / names[0]).read_text()
    assert first.startswith("<?xml") and "Scaled dot-product attention" in first


def test_an_mp4_frame_is_its_page_to_within_the_encoder(thinking, tmp_path):
    import av

    trace = run_checked(thinking)
    animation = lecture_animation(trace, 0, fps=2, hold=1, session=thinking)
    out = write_animation(animation, tmp_path / "lecture.mp4")
    with av.open(str(out.path)) as container:
        decoded = [f.to_ndarray(format="rgb24") for f in container.decode(video=0)]
    assert len(decoded) == out.frames == animation.frame_count
    pages = list(page_figures(plan_deck(trace, 0, None, (), model_run(thinking)), trace, FigureOptions(), thinking))
    held, fade = 2, 1
    for k, page in enumerate(pages):
        want = rgb_of(render_image(page, scale=1)).astype(int)
        assert np.abs(decoded[k * (held + fade)].astype(int) - want).mean() < 3, f"page {k + 1}"


def test_a_gif_frame_is_its_page_in_the_gifs_own_palette(decoder, tmp_path):
    from explorer.export.animation.palette import quantized

    animation = decode_animation(decoder, 0, FigureOptions(theme="dark"), fps=5, hold=0.4)
    out = write_animation(animation, tmp_path / "decode.gif", size=(640, 360))
    framer = Framer(640, 360, animation.extent, animation.background)
    with Image.open(out.path) as gif:
        assert gif.n_frames == animation.frame_count
        palette = np.array(gif.getpalette()[:768], dtype=np.uint8).reshape(-1, 3)
        start = 0
        for shot in animation.shots():
            gif.seek(start)
            got = np.asarray(gif.convert("RGB"))
            want = quantized(framer.pixels(shot.figure), palette)
            assert np.array_equal(got, want), shot.caption
            start += shot.frames


def test_a_cancelled_video_keeps_the_file_that_was_there(thinking, tmp_path):
    target = tmp_path / "lecture.mp4"
    target.write_bytes(b"last week's video")
    animation = lecture_animation(run_checked(thinking), fps=2, hold=1, session=thinking)
    made = []

    def check():
        made.append(1)
        if len(made) > 6:
            raise KeyboardInterrupt

    with pytest.raises(KeyboardInterrupt):
        write_animation(animation, target, check=check)
    assert target.read_bytes() == b"last week's video"
    assert [p.name for p in tmp_path.iterdir()] == ["lecture.mp4"]


def test_a_sweep_too_long_for_a_slide_shows_the_weights(tmp_path):
    from explorer.core.generate import random_session

    session = random_session(700, d_model=8, d_k=8, d_v=8, seed=3)  # 700 tokens do not fit one slide
    animation = sweep_animation(session, "temperature=1:0.5", fps=2, seconds=1, hold=0.5)
    shots = list(animation.shots())
    assert all(type(s.figure).__name__ == "HeatmapFigure" for s in shots)
    q, k = session.embeddings @ session.heads[0].w_q, session.embeddings @ session.heads[0].w_k
    want = softmax_rows(q @ k.T / (np.sqrt(8) * 0.5))
    assert shots[-1].figure.title.startswith("Attention weights") and "T = 0.5" in shots[-1].figure.title
    np.testing.assert_allclose(run_checked(session, temperature=0.5).step("weights", 0).array, want, atol=1e-12)
    assert write_animation(animation, tmp_path / "long.mp4").frames == animation.frame_count


def test_a_cell_sweep_is_seen_at_what_ifs_temperature(thinking):
    animation = sweep_animation(thinking, "w_q[1,1]=0:2", fps=2, seconds=1, hold=0.5, temperature=0.5)
    last = list(animation.shots())[-1].figure
    card = next(c for row in last.rows for c in row if c.view.step_id == "weights")
    w_q = thinking.heads[0].w_q.copy()
    w_q[0, 0] = 2.0
    q, k = thinking.embeddings @ w_q, thinking.embeddings @ thinking.heads[0].w_k
    np.testing.assert_allclose(card.view.values, softmax_rows(q @ k.T / (np.sqrt(3) * 0.5)), rtol=0, atol=1e-12)


@pytest.mark.parametrize("make", [
    lambda s, d: sweep_animation(s, "temperature=2:0.5", fps=4, seconds=1, hold=0.5),
    lambda s, d: decode_animation(d, fps=2, hold=1),
])
def test_a_frame_made_alone_is_the_frame_made_in_order(thinking, decoder, make):
    animation = make(thinking, decoder)
    framer = Framer(320, 180, animation.extent, animation.background)
    in_order = [(framer.pixels(s.figure), s.frames) for s in animation.shots()]
    frame = 0
    for pixels, count in in_order:
        for f in (frame, frame + count - 1):
            assert np.array_equal(framer.pixels(animation.figure_at(f)), pixels), f
        frame += count
    assert frame == animation.frame_count
