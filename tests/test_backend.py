"""Backend selection, with the GPU failures injected (no GPU needed)."""

from __future__ import annotations

import types

import numpy as np
import pytest

from explorer.core.backend import BackendError, select_backend


def failing(reason: str):
    def probe():
        raise BackendError(reason)

    return probe


def working():
    fake = types.SimpleNamespace(asnumpy=np.asarray, __name__="cupy")
    return fake, "Fake GPU (cuda:0)"


@pytest.mark.parametrize("reason", ["cupy not installed", "no CUDA driver (cudaErrorInsufficientDriver)",
                                    "no CUDA device (cudaErrorNoDevice)"])
def test_auto_falls_back_to_numpy_and_says_why(reason):
    backend = select_backend("auto", env={}, probe=failing(reason))
    assert backend.name == "numpy" and backend.xp is np
    assert reason in backend.reason


def test_auto_takes_a_working_gpu():
    backend = select_backend(None, env={}, probe=working)
    assert backend.name == "cupy" and backend.device == "Fake GPU (cuda:0)"


def test_explicit_cupy_that_cannot_run_is_one_line_error():
    with pytest.raises(BackendError) as info:
        select_backend("cupy", env={}, probe=failing("no CUDA driver"))
    assert "cupy" in str(info.value) and "no CUDA driver" in str(info.value) and "\n" not in str(info.value)


def test_environment_variable_and_flag_precedence():
    assert select_backend(None, env={"ATTENTION_EXPLORER_BACKEND": "numpy"}, probe=working).name == "numpy"
    assert select_backend("cupy", env={"ATTENTION_EXPLORER_BACKEND": "numpy"}, probe=working).name == "cupy"
    with pytest.raises(BackendError, match="ATTENTION_EXPLORER_BACKEND"):
        select_backend(None, env={"ATTENTION_EXPLORER_BACKEND": "tpu"}, probe=working)


def test_numpy_never_probes_the_gpu():
    def explode():
        raise AssertionError("probed")

    assert select_backend("numpy", env={}, probe=explode).name == "numpy"


def test_real_probe_reports_a_reason_when_there_is_no_gpu():
    from explorer.core.backend import probe_cupy

    try:
        probe_cupy()
    except BackendError as err:
        assert str(err).split(" ")[0] in {"cupy", "no", "GPU"}
    else:  # a real GPU: auto must pick it
        assert select_backend("auto", env={}).name == "cupy"
