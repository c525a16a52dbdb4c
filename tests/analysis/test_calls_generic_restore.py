"""`x.restore(...)` on a receiver of unknown type is not resolved by name: checkpoints, savers and saveables all
have a `restore`."""

from __future__ import annotations

import ast
import textwrap

from tflint_mem.analysis.facts import ModuleFacts


def test_restore_on_an_unknown_receiver_resolves_to_nothing():
    text = textwrap.dedent(
        """
        class Saver:
            def restore(self, sess, path):
                sess.run(path)
            def other_method(self):
                pass
        def load(saveable, thing):
            saveable.restore(tensors)
            thing.other_method()
        """
    )
    facts = ModuleFacts(ast.parse(text), text)
    restore_call, other_call = [c for c in facts.index.nodes(ast.Call) if isinstance(c, ast.Call)][1:]
    assert facts.calls.resolve(restore_call) == []
    assert [getattr(f, "name", None) for f in facts.calls.resolve(other_call)] == ["other_method"]
