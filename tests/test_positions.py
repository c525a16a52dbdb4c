"""`node_ranges` gives libcst's `PositionProvider` ranges, for any node, alone or with others."""

from __future__ import annotations

import random

import libcst as cst
import pytest
from libcst.metadata import MetadataWrapper, PositionProvider

from tests.syntax_samples import SAMPLES
from tflint_mem.source.positions import node_ranges


def provider_ranges(module: cst.Module) -> dict:
    return dict(MetadataWrapper(module, unsafe_skip_copy=True).resolve(PositionProvider))


@pytest.mark.parametrize("name", sorted(set(SAMPLES) - {"empty"}))
def test_every_node_range_matches_position_provider(name: str):
    module = cst.parse_module(SAMPLES[name])
    expected = provider_ranges(module)
    nodes = [node for node in expected if node is not module]
    assert node_ranges(module, nodes) == {node: expected[node] for node in nodes}


@pytest.mark.parametrize("name", sorted(set(SAMPLES) - {"empty"}))
def test_ranges_of_a_few_nodes_match_position_provider(name: str):
    module = cst.parse_module(SAMPLES[name])
    expected = provider_ranges(module)
    nodes = [node for node in expected if node is not module]
    picker = random.Random(name)
    for _ in range(20):
        chosen = picker.sample(nodes, min(3, len(nodes)))
        assert node_ranges(module, chosen) == {node: expected[node] for node in chosen}


def test_statement_range_borrows_its_last_child_end():
    # A compound statement's range ends where its body's last statement ends, not after trailing comments.
    module = cst.parse_module("if x:\n    y = 1\n    # trailing\n\nz = 2\n")
    statement = module.body[0]
    [found] = node_ranges(module, [statement]).values()
    assert (found.start.line, found.start.column, found.end.line, found.end.column) == (1, 0, 2, 9)


def test_module_itself_is_answered_by_libcst():
    module = cst.parse_module("x = 1\n")
    assert node_ranges(module, [module])[module] == provider_ranges(module)[module]
