"""Animations: the lecture, a training run, a decode and a sweep as MP4, GIF or numbered frames."""
