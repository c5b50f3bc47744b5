"""Record training losses, gradients and optimizer steps from PyTorch autograd, once.

    python3 -m venv /tmp/torchvenv && /tmp/torchvenv/bin/pip install 'torch==2.13.0+cpu' numpy
    /tmp/torchvenv/bin/python tests/data/record_training_reference.py

writes ``tests/data/training_reference.json``. torch is never a dependency of
the app or its tests: this script runs in a throwaway environment, imports
nothing from ``explorer``, and writes plain JSON (no pickle). Each case holds a
session (in the session-file format), the targets, the loss and ∂L/∂θ for
every parameter as autograd computes them in float64, and a few steps of
``torch.optim.SGD`` and ``torch.optim.Adam`` on the trained parameters.
"""

from __future__ import annotations

import json
import math
from pathlib import Path

import numpy as np
import torch

OUT = Path(__file__).with_name("training_reference.json")


def rows(a: np.ndarray) -> list:
    return np.asarray(a, dtype=np.float64).tolist()


def make_case(name: str, mode: str, *, n: int, m: int, d_model: int, d_k: int, d_v: int, heads: int,
              biases: bool, w_o: bool, weights: bool, output: bool, head: int, seed: int,
              scale: bool = True, temperature: float = 1.0, train: tuple[str, ...] = ("w_q", "w_k"),
              tie: bool = False) -> dict:
    rng = np.random.default_rng(seed)
    m = m if mode == "cross" else n
    x = rng.standard_normal((n, d_model))
    src = rng.standard_normal((m, d_model)) if mode == "cross" else x
    params: dict[str, np.ndarray] = {}
    for h in range(heads):
        params[f"heads[{h}].w_q"] = rng.standard_normal((d_model, d_k)) / math.sqrt(d_model)
        params[f"heads[{h}].w_k"] = rng.standard_normal((d_model, d_k)) / math.sqrt(d_model)
        params[f"heads[{h}].w_v"] = rng.standard_normal((d_model, d_v)) / math.sqrt(d_model)
        if biases:
            for b, d in (("b_q", d_k), ("b_k", d_k), ("b_v", d_v)):
                params[f"heads[{h}].{b}"] = 0.3 * rng.standard_normal(d)
        if tie:
            params[f"heads[{h}].w_k"] = params[f"heads[{h}].w_q"]
            if biases:
                params[f"heads[{h}].b_k"] = params[f"heads[{h}].b_q"]
    d_out = heads * d_v
    if w_o:
        d_out = d_model
        params["w_o"] = rng.standard_normal((heads * d_v, d_out)) / math.sqrt(heads * d_v)
    t = None
    if weights:
        t = rng.random((n, m)) ** 3
        if mode == "causal":
            t = np.tril(t)
        t /= t.sum(axis=1, keepdims=True)
        t[min(1, n - 1)] = 0.0  # a query without a target
        t[0] = 0.0
        t[0, 0] = 1.0
    z_star = rng.standard_normal((n, d_out)) if output else None

    session = {"format": "attention-explorer/session", "version": 2 if biases else 1, "mode": mode,
               "tokens": [f"t{i}" for i in range(n)], "embeddings": rows(x), "heads": []}
    if mode == "cross":
        session["source_tokens"] = [f"s{j}" for j in range(m)]
        session["source_embeddings"] = rows(src)
    for h in range(heads):
        session["heads"].append({k.split(".")[1]: rows(v) for k, v in params.items() if k.startswith(f"heads[{h}]")})
    if w_o:
        session["w_o"] = rows(params["w_o"])

    divisor = (math.sqrt(d_k) if scale else 1.0) * temperature
    trained = [f"heads[{h}].{name}" for h in range(heads) for name in train
               if f"heads[{h}].{name}" in params]
    if w_o and "w_o" in train:
        trained.append("w_o")

    def loss_of(tensors: dict[str, torch.Tensor]) -> torch.Tensor:
        xt = torch.tensor(x)
        st = torch.tensor(src)
        outs = []
        total = torch.zeros((), dtype=torch.float64)
        for h in range(heads):
            def proj(inp: torch.Tensor, which: str) -> torch.Tensor:
                out = inp @ tensors[f"heads[{h}].w_{which}"]
                bias = tensors.get(f"heads[{h}].b_{which}")
                return out if bias is None else out + bias

            q, k, v = proj(xt, "q"), proj(st, "k"), proj(st, "v")
            s = q @ k.T / divisor
            if mode == "causal":
                s = s.masked_fill(torch.triu(torch.ones(n, m, dtype=torch.bool), 1), float("-inf"))
            if t is not None and h == head:
                log_a = torch.log_softmax(s, dim=1)
                tt = torch.tensor(t)
                has = tt.sum(dim=1) > 0
                picked = torch.where(tt > 0, tt * log_a, torch.zeros_like(log_a))
                total = total - picked[has].sum() / has.sum()
            outs.append(torch.softmax(s, dim=1) @ v)
        concat = torch.cat(outs, dim=1)
        final = concat @ tensors["w_o"] if "w_o" in tensors else concat
        if z_star is not None:
            total = total + ((final - torch.tensor(z_star)) ** 2).mean()
        return total

    def leaves() -> dict[str, torch.Tensor]:
        out = {k: torch.tensor(v, requires_grad=True) for k, v in params.items()}
        if tie:  # one tensor for W_Q and W_K (b_Q and b_K): autograd sums both paths
            for h in range(heads):
                out[f"heads[{h}].w_k"] = out[f"heads[{h}].w_q"]
                if biases:
                    out[f"heads[{h}].b_k"] = out[f"heads[{h}].b_q"]
        return out

    tensors = leaves()
    loss = loss_of(tensors)
    names = list(params)
    grads = torch.autograd.grad(loss, [tensors[k] for k in names], allow_unused=True)
    gradients = {k: rows(g.numpy()) if g is not None else rows(np.zeros_like(params[k]))
                 for k, g in zip(names, grads)}

    def trajectory(kind: str, lr: float, steps: int) -> dict:
        tensors = leaves()
        free = list(dict.fromkeys(id(tensors[k]) for k in trained))
        pool = {id(tensors[k]): tensors[k] for k in trained}
        opt = (torch.optim.SGD if kind == "sgd" else torch.optim.Adam)([pool[i] for i in free], lr=lr)
        losses = [float(loss_of(tensors).detach())]
        for _ in range(steps):
            opt.zero_grad()
            loss_of(tensors).backward()
            opt.step()
            with torch.no_grad():
                losses.append(float(loss_of(tensors)))
        return {"optimizer": kind, "lr": lr, "steps": steps, "losses": losses,
                "final": {k: rows(tensors[k].detach().numpy()) for k in trained}}

    case = {"name": name, "session": session, "head": head, "scale": scale, "temperature": temperature,
            "weights_target": None if t is None else rows(t),
            "output_target": None if z_star is None else rows(z_star),
            "train": list(train), "tie": tie, "loss": float(loss.detach()), "gradients": gradients,
            "trajectories": [trajectory("sgd", 0.2, 5), trajectory("adam", 0.05, 5)]}
    return case


def main() -> None:
    torch.set_default_dtype(torch.float64)
    cases = [
        make_case("self, weights target", "self", n=4, m=4, d_model=3, d_k=2, d_v=3, heads=1, biases=False,
                  w_o=False, weights=True, output=False, head=0, seed=1),
        make_case("causal, weights target, biases", "causal", n=5, m=5, d_model=3, d_k=2, d_v=2, heads=1,
                  biases=True, w_o=False, weights=True, output=False, head=0, seed=2,
                  train=("w_q", "w_k", "b_q", "b_k")),
        make_case("cross, both targets, biases", "cross", n=3, m=5, d_model=4, d_k=3, d_v=2, heads=1,
                  biases=True, w_o=False, weights=True, output=True, head=0, seed=3,
                  train=("w_q", "w_k", "w_v", "b_v")),
        make_case("two heads, W_O, output target", "self", n=4, m=4, d_model=3, d_k=2, d_v=2, heads=2,
                  biases=False, w_o=True, weights=False, output=True, head=0, seed=4,
                  train=("w_q", "w_k", "w_v", "w_o")),
        make_case("three heads, causal, both targets on head 2, scaling off", "causal", n=4, m=4, d_model=3,
                  d_k=2, d_v=1, heads=3, biases=True, w_o=True, weights=True, output=True, head=1, seed=5,
                  scale=False, temperature=0.7, train=("w_q", "w_k", "w_v")),
        make_case("self, tied W_K = W_Q, biases", "self", n=4, m=4, d_model=3, d_k=2, d_v=2, heads=1,
                  biases=True, w_o=False, weights=True, output=False, head=0, seed=6,
                  train=("w_q", "b_q"), tie=True),
    ]
    OUT.write_text(json.dumps({"torch": torch.__version__, "note": "recorded by record_training_reference.py",
                               "cases": cases}, indent=1, allow_nan=False) + "\n")
    print(f"wrote {OUT} ({len(cases)} cases, torch {torch.__version__})")


if __name__ == "__main__":
    main()
