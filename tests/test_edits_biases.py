"""Edits keep a head's biases (an imported model head has them) and fit them to new sizes."""

from __future__ import annotations

import numpy as np

from explorer.core.edits import randomize, resize
from explorer.core.session import Head, Session


def biased() -> Session:
    x = np.arange(6.0).reshape(2, 3)
    w = np.ones((3, 2))
    return Session("self", ("a", "b"), x, (Head(w, w, w, b_q=np.array([1.0, 2.0]), b_v=np.array([3.0, 4.0])),))


def test_resize_cuts_and_grows_biases_with_d_k_and_d_v():
    session = resize(biased(), d_k=3, d_v=1)
    head = session.heads[0]
    assert head.b_q.tolist() == [1.0, 2.0, 0.0]
    assert head.b_k is None
    assert head.b_v.tolist() == [3.0]
    assert resize(biased(), n=4).heads[0].b_q.tolist() == [1.0, 2.0]
    assert resize(biased(), heads=2).heads[1].has_biases is False


def test_randomize_replaces_biases_and_keeps_their_absence():
    head = randomize(biased(), seed=3).heads[0]
    assert head.b_q.shape == (2,) and head.b_k is None and head.b_v.shape == (2,)
    assert not np.array_equal(head.b_q, [1.0, 2.0])
