"""The look-alike table's `compile` row: libraries whose objects have a `.compile()` method."""

from __future__ import annotations

from tflint_mem.analysis.lookalikes import lookalike_libraries


def test_libraries_with_compile_methods_are_lookalikes():
    assert lookalike_libraries("compile", {"torch", "tensorflow", "jax"}) == {"torch", "jax"}


def test_re_has_a_compile_function_but_no_object_with_a_compile_method():
    assert lookalike_libraries("compile", {"re", "tensorflow"}) == frozenset()
