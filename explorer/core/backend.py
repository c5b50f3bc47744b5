"""The array backend: NumPy on the CPU or CuPy on an NVIDIA GPU.

Chosen once at start from ``--backend`` or ``ATTENTION_EXPLORER_BACKEND``:
``auto`` takes CuPy only when a GPU really runs a tiny kernel, else NumPy, and
remembers why. The math in :mod:`explorer.core.attention.pipeline` is written once
against ``backend.xp``; arrays come back to the host only through
:meth:`Backend.to_host`.
"""

from __future__ import annotations

import os
from dataclasses import dataclass
from types import ModuleType
from typing import Any, Callable, Mapping

import numpy as np

from explorer.core.wording import translate

CHOICES = ("auto", "numpy", "cupy")
ENV_VAR = "ATTENTION_EXPLORER_BACKEND"


class BackendError(RuntimeError):
    """The requested backend cannot run here; the message is one line."""


@dataclass(frozen=True)
class Backend:
    """An array module plus what a person needs to know about it."""

    name: str  # "numpy" or "cupy"
    xp: ModuleType
    device: str  # "CPU" or the GPU's name
    reason: str  # why this backend was chosen

    def to_host(self, array: Any) -> np.ndarray:
        """The array as NumPy (a no-op on the NumPy backend)."""
        if self.name == "cupy":
            return self.xp.asnumpy(array)
        return np.asarray(array)

    def describe(self) -> str:
        return translate("Backend", "{library} on {device}").format(
            library="NumPy" if self.name == "numpy" else "CuPy", device=self.device)


def numpy_backend(reason: str | None = None) -> Backend:
    return Backend("numpy", np, "CPU", translate("Backend", "requested") if reason is None else reason)


def probe_cupy() -> tuple[ModuleType, str]:
    """Import CuPy and run a tiny kernel; return (cupy, device name).

    Raises :class:`BackendError` with a short reason ("cupy not installed",
    "no CUDA driver", "no CUDA device", ...) when that fails.
    """
    try:
        import cupy as cp  # noqa: PLC0415 - optional, imported only when asked
    except ImportError:
        raise BackendError(translate("Backend", "cupy not installed (pip install 'attention-explorer[gpu]')")) from None
    except Exception as err:  # a broken CuPy install can raise anything on import
        raise BackendError(translate("Backend", "cupy failed to import: {error}").format(error=_first_line(err))) from None
    try:
        # cupy.is_available() only counts devices; a kernel proves the driver,
        # the runtime and the device all work.
        if int((cp.arange(4) * 2).sum().item()) != 12:
            raise BackendError(translate("Backend", "GPU kernel gave a wrong result"))
        props = cp.cuda.runtime.getDeviceProperties(cp.cuda.Device().id)
        name = props.get("name", b"GPU")
        name = name.decode() if isinstance(name, bytes) else str(name)
    except BackendError:
        raise
    except Exception as err:
        raise BackendError(_cuda_reason(err)) from None
    return cp, f"{name} (cuda:{cp.cuda.Device().id})"


def _first_line(err: BaseException) -> str:
    text = str(err).strip().splitlines()
    return text[0] if text else type(err).__name__


def _cuda_reason(err: BaseException) -> str:
    text = _first_line(err)
    lowered = text.lower()
    if "insufficientdriver" in lowered.replace(" ", "") or "driver" in lowered or "libcuda" in lowered:
        return translate("Backend", "no CUDA driver ({error})").format(error=text)
    if "nodevice" in lowered.replace(" ", "") or "no cuda-capable device" in lowered:
        return translate("Backend", "no CUDA device ({error})").format(error=text)
    return translate("Backend", "GPU kernel failed ({error})").format(error=text)


def select_backend(request: str | None = None, *, env: Mapping[str, str] | None = None,
                   probe: Callable[[], tuple[ModuleType, str]] = probe_cupy) -> Backend:
    """Choose the backend once.

    ``request`` (from ``--backend``) wins over the environment variable; both
    default to ``auto``. ``auto`` falls back to NumPy and records why; an
    explicit ``cupy`` that cannot run raises :class:`BackendError`.
    """
    env = os.environ if env is None else env
    source = "--backend"
    if not request:
        request = env.get(ENV_VAR, "").strip() or "auto"
        source = ENV_VAR if env.get(ENV_VAR, "").strip() else "default"
    request = request.lower()
    if request not in CHOICES:
        raise BackendError(translate("Backend", "unknown backend {backend} (from {source}); choose one of {choices}")
                           .format(backend=repr(request), source=source, choices=", ".join(CHOICES)))
    if request == "numpy":
        return numpy_backend(translate("Backend", "requested by {source}").format(source=source))
    try:
        cp, device = probe()
    except BackendError as err:
        if request == "cupy":
            raise BackendError(translate("Backend", "backend 'cupy' cannot run here: {reason}").format(
                reason=err)) from None
        return numpy_backend(translate("Backend", "auto: {reason}").format(reason=err))
    return Backend("cupy", cp, device, translate("Backend", "auto: GPU kernel ran") if request == "auto"
                   else translate("Backend", "requested by {source}").format(source=source))
