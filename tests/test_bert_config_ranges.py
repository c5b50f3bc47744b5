"""A BERT config.json's hyper-parameters are checked against the ranges of a
real model (core/bert_config.py RANGES, 0 < layer_norm_eps < 1 as for GGUF),
each refusal one line naming the field."""

from __future__ import annotations

import json

import pytest

from explorer.core.models.bert_config import ModelError, read_config
from tiny_bert import tiny_config


def config_folder(tmp_path, **changes):
    folder = tmp_path / "model"
    folder.mkdir()
    (folder / "config.json").write_text(json.dumps(tiny_config(**changes)))
    return folder


@pytest.mark.parametrize("eps", [1e308, 1.0, 2, 0, -1e-12])
def test_layer_norm_eps_outside_0_to_1_is_refused(tmp_path, eps):
    with pytest.raises(ModelError) as err:
        read_config(config_folder(tmp_path, layer_norm_eps=eps))
    text = str(err.value)
    assert "layer_norm_eps" in text and "between 0 and 1" in text and "\n" not in text


@pytest.mark.parametrize("field, value", [("num_hidden_layers", 10**9), ("vocab_size", 10**12),
                                          ("max_position_embeddings", 2**40), ("type_vocab_size", 10**6),
                                          ("intermediate_size", 10**9)])
def test_sizes_past_any_real_model_are_refused_naming_the_field(tmp_path, field, value):
    with pytest.raises(ModelError, match=f"{field} is {value:,}, outside the range of a real model"):
        read_config(config_folder(tmp_path, **{field: value}))


def test_a_real_sized_config_is_accepted(tmp_path):
    config = read_config(config_folder(tmp_path, layer_norm_eps=1e-5))
    assert config.eps == 1e-5


def test_a_huge_model_type_is_quoted_briefly(tmp_path):
    folder = config_folder(tmp_path, model_type="\x1b" * 50_000)
    with pytest.raises(ModelError) as err:
        read_config(folder)
    assert len(str(err.value)) - len(str(folder)) < 200 and "\x1b" not in str(err.value)
