"""What `tfds.load` returns: datasets with a split, a dict of them without, tensors with `batch_size=-1`, and a
description of them after the datasets with `with_info=True`."""

from __future__ import annotations

import ast
import textwrap
from typing import Dict

from tflint_mem.analysis.facts import ModuleFacts


def kinds_at_end(code: str, *names: str) -> Dict[str, str]:
    """The kind of each of `names` as a statement after `code` reads it."""
    text = textwrap.dedent(code) + f"print({', '.join(names)})\n"
    module = ModuleFacts(ast.parse(text), text)
    read = module.index.tree.body[-1].value.args  # type: ignore[attr-defined]
    return {node.id: module.kinds.of(node).name for node in read}


def test_tfds_load_with_a_split_makes_datasets() -> None:
    code = """
    import tensorflow_datasets as tfds
    a = tfds.load("mnist", split="train")
    b = tfds.load("mnist", "train")
    c, d = tfds.load("mnist", split=["train", "test"])
    """
    assert kinds_at_end(code, "a", "b", "c", "d") == {"a": "dataset", "b": "dataset", "c": "dataset", "d": "dataset"}


def test_tfds_load_without_a_split_makes_a_dict_and_with_full_batches_tensors() -> None:
    code = """
    import tensorflow_datasets as tfds
    a = tfds.load("mnist")
    b = tfds.load("mnist", split="train", batch_size=-1)
    """
    assert kinds_at_end(code, "a", "b") == {"a": "collection", "b": "tensor"}


def test_with_info_the_description_follows_the_datasets() -> None:
    code = """
    import tensorflow_datasets as tfds
    (train, test), info = tfds.load("mnist", split=["train", "test"], with_info=True)
    ds, about = tfds.load("mnist", split="train", with_info=True)
    """
    assert kinds_at_end(code, "train", "test", "info", "ds", "about") == {
        "train": "dataset",
        "test": "dataset",
        "info": "unknown",
        "ds": "dataset",
        "about": "unknown",
    }
