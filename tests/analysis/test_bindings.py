"""Bindings: Python's scopes and the definitions that reach a use, `self.<attr>` values, and free names."""

from __future__ import annotations

import ast
from typing import List, Optional

from tests.analysis.snippets import call, class_def, facts_of, function, last_name, name
from tflint_mem.analysis.bindings import ASSIGN, AUGMENTED, DEFINITION, IMPORT, LOOP_TARGET, OTHER, PARAMETER, WITH
from tflint_mem.analysis.facts import ModuleFacts


def reaching(facts: ModuleFacts, identifier: str) -> List[str]:
    """The bindings of `identifier` that reach its last use: each binding's value, or how it binds."""
    use = last_name(facts, identifier)
    return [text(facts, b.value) if b.how == ASSIGN else b.how for b in facts.bindings.reaching(identifier, use)]


def text(facts: ModuleFacts, node: Optional[ast.AST]) -> str:
    return facts.index.segment(node) if node is not None else "<none>"


# --- reaching definitions in one scope ---------------------------------------------------------------


def test_the_later_of_two_assignments_reaches():
    facts = facts_of(
        """
        x = a()
        x = b()
        use(x)
        """
    )
    assert reaching(facts, "x") == ["b()"]


def test_reassignment_from_itself_reaches_and_reads_the_previous_value():
    facts = facts_of(
        """
        def f(step):
            step = tf.convert_to_tensor(step)
            return g(step)
        """
    )
    assert reaching(facts, "step") == ["tf.convert_to_tensor(step)"]
    argument = call(facts, "tf.convert_to_tensor(step)").args[0]
    assert [b.how for b in facts.bindings.reaching("step", argument)] == [PARAMETER]


def test_an_assignment_after_an_import_of_the_same_name_reaches():
    facts = facts_of(
        """
        import numpy as np
        np = load_other()
        use(np)
        """
    )
    assert reaching(facts, "np") == ["load_other()"]


def test_an_assignment_after_a_def_of_the_same_name_reaches():
    facts = facts_of(
        """
        def step(x):
            return x
        step = tf.function(step)
        use(step)
        """
    )
    assert reaching(facts, "step") == ["tf.function(step)"]


def test_both_branches_of_an_if_reach():
    facts = facts_of(
        """
        if c:
            x = a()
        else:
            x = b()
        use(x)
        """
    )
    assert reaching(facts, "x") == ["a()", "b()"]


def test_a_conditional_assignment_and_the_one_before_it_reach():
    facts = facts_of(
        """
        x = a()
        if c:
            x = b()
        use(x)
        """
    )
    assert reaching(facts, "x") == ["a()", "b()"]


def test_an_assignment_in_the_same_branch_dominates():
    facts = facts_of(
        """
        x = a()
        if c:
            x = b()
            use(x)
        """
    )
    assert reaching(facts, "x") == ["b()"]


def test_an_assignment_in_the_other_branch_does_not_reach():
    facts = facts_of(
        """
        x = a()
        if c:
            x = b()
        else:
            use(x)
        """
    )
    assert reaching(facts, "x") == ["a()"]  # the `if` branch and the `else` branch never both run


def test_assignment_in_try_and_except_both_reach():
    facts = facts_of(
        """
        try:
            x = a()
        except ValueError:
            x = b()
        use(x)
        """
    )
    assert reaching(facts, "x") == ["a()", "b()"]


def test_loop_carried_binding_reaches_from_the_previous_iteration():
    facts = facts_of(
        """
        x = a()
        for i in range(3):
            use(x)
            x = b()
        """
    )
    assert reaching(facts, "x") == ["a()", "b()"]


def test_binding_later_in_a_while_loop_reaches_the_test():
    facts = facts_of(
        """
        done = False
        while not done:
            done = check()
        """
    )
    test = facts.index.nodes(ast.While)[0].test  # type: ignore[attr-defined]
    assert [text(facts, b.value) for b in facts.bindings.reaching("done", test.operand)] == ["False", "check()"]


def test_binding_after_the_loop_does_not_reach_into_it():
    facts = facts_of(
        """
        x = a()
        for i in range(3):
            use(x)
        x = b()
        """
    )
    use = name(facts, "x", 1)
    assert [text(facts, b.value) for b in facts.bindings.reaching("x", use)] == ["a()"]


def test_assignment_in_a_loop_and_before_it_reach_after_the_loop():
    facts = facts_of(
        """
        x = a()
        for i in range(3):
            x = b()
        use(x)
        """
    )
    assert reaching(facts, "x") == ["a()", "b()"]


def test_for_target_is_bound_to_the_iterable():
    facts = facts_of(
        """
        for batch in dataset:
            use(batch)
        """
    )
    [binding] = facts.bindings.reaching("batch", last_name(facts, "batch"))
    assert binding.how == LOOP_TARGET and text(facts, binding.value) == "dataset"


def test_the_iterable_of_a_for_does_not_read_its_own_target():
    facts = facts_of(
        """
        x = a()
        for x in f(x):
            pass
        """
    )
    argument = name(facts, "x", 2)
    assert [text(facts, b.value) for b in facts.bindings.reaching("x", argument)] == ["a()"]


def test_with_target_is_bound_to_the_context_manager():
    facts = facts_of(
        """
        with tf.Session() as sess:
            sess.run(op)
        """
    )
    [binding] = facts.bindings.reaching("sess", last_name(facts, "sess"))
    assert binding.how == WITH and text(facts, binding.value) == "tf.Session()"


def test_tuple_unpacking_of_a_literal_binds_each_element():
    facts = facts_of(
        """
        a, (b, c) = f(), (g(), h())
        use(a, b, c)
        """
    )
    assert reaching(facts, "a") == ["f()"]
    assert reaching(facts, "c") == ["h()"]


def test_tuple_unpacking_of_one_value_records_the_position():
    facts = facts_of(
        """
        train, test = tfds.load("mnist", split=["train", "test"])
        use(test)
        """
    )
    [binding] = facts.bindings.reaching("test", last_name(facts, "test"))
    assert binding.unpacked == 1 and text(facts, binding.value).startswith("tfds.load(")
    assert facts.bindings.values("test", last_name(facts, "test")) == [None]


def test_augmented_assignment_and_walrus_bind():
    facts = facts_of(
        """
        step = 0
        step += 1
        if (n := count()) > 0:
            use(step, n)
        """
    )
    assert reaching(facts, "step") == [AUGMENTED]
    assert reaching(facts, "n") == ["count()"]


def test_parameter_binds_its_default():
    facts = facts_of(
        """
        def f(a, b=tf.constant(1), *rest, c=None, **kw):
            return a, b, c, rest, kw
        """
    )
    values = {
        binding.name: text(facts, binding.value)
        for bindings in facts.bindings.by_scope[function(facts, "f")].values()
        for binding in bindings
    }
    assert values == {"a": "<none>", "b": "tf.constant(1)", "c": "None", "rest": "<none>", "kw": "<none>"}
    assert reaching(facts, "b") == [PARAMETER]


def test_imports_defs_classes_and_except_names_bind():
    facts = facts_of(
        """
        import tensorflow.keras
        from os import path as p
        def f(): pass
        class C: pass
        try:
            pass
        except Exception as e:
            pass
        use(tensorflow, p, f, C, e)
        """
    )
    assert reaching(facts, "tensorflow") == [IMPORT]
    assert reaching(facts, "p") == [IMPORT]
    assert reaching(facts, "f") == [DEFINITION]
    assert reaching(facts, "C") == [DEFINITION]
    assert reaching(facts, "e") == [OTHER]


def test_unbound_name_has_no_bindings():
    facts = facts_of("use(tf)\n")
    assert facts.bindings.reaching("tf", last_name(facts, "tf")) == []
    assert facts.bindings.owner("tf", last_name(facts, "tf")) is None


# --- scopes --------------------------------------------------------------------------------------------


def test_nested_function_sees_every_binding_of_the_enclosing_scope():
    facts = facts_of(
        """
        x = a()
        def f():
            return x
        x = b()
        """
    )
    use = name(facts, "x", 1)
    assert [text(facts, b.value) for b in facts.bindings.reaching("x", use)] == ["a()", "b()"]
    assert facts.bindings.owner("x", use) is facts.index.tree


def test_a_name_bound_anywhere_in_a_function_is_local_to_it():
    facts = facts_of(
        """
        x = a()
        def f():
            use(x)
            x = b()
        """
    )
    use = name(facts, "x", 1)
    assert facts.bindings.owner("x", use) is function(facts, "f")
    assert facts.bindings.reaching("x", use) == []  # read before assignment: UnboundLocalError


def test_global_declaration_reads_the_module_binding():
    facts = facts_of(
        """
        counter = 0
        def f():
            global counter
            return counter
        """
    )
    use = last_name(facts, "counter")
    assert facts.bindings.owner("counter", use) is facts.index.tree
    assert reaching(facts, "counter") == ["0"]


def test_global_assignment_in_a_function_is_a_module_binding():
    facts = facts_of(
        """
        model = None
        def get_model():
            global model
            if model is None:
                model = build_model()
            return model
        """
    )
    assert reaching(facts, "model") == ["None", "build_model()"]


def test_global_assignment_reaches_a_use_in_another_function():
    facts = facts_of(
        """
        def setup():
            global model
            model = build_model()
        def predict(x):
            return model(x)
        """
    )
    assert reaching(facts, "model") == ["build_model()"]


def test_nonlocal_assignment_is_a_binding_of_the_enclosing_function():
    facts = facts_of(
        """
        def outer():
            fn = None
            def inner():
                nonlocal fn
                fn = make()
            inner()
            return fn
        """
    )
    assert reaching(facts, "fn") == ["None", "make()"]


def test_class_body_is_invisible_to_its_methods():
    facts = facts_of(
        """
        size = a()
        class C:
            size = b()
            def m(self):
                return size
        """
    )
    assert reaching(facts, "size") == ["a()"]


def test_class_body_sees_its_own_bindings():
    facts = facts_of(
        """
        class C:
            size = b()
            double = size * 2
        """
    )
    assert reaching(facts, "size") == ["b()"]


def test_comprehension_target_is_local_to_the_comprehension():
    facts = facts_of(
        """
        x = a()
        ys = [f(x) for x in xs]
        use(x)
        """
    )
    element = call(facts, "f(x)").args[0]
    [binding] = facts.bindings.reaching("x", element)
    assert binding.how == LOOP_TARGET and text(facts, binding.value) == "xs"
    assert reaching(facts, "x") == ["a()"]


def test_first_iterable_of_a_comprehension_reads_the_enclosing_scope():
    facts = facts_of(
        """
        x = a()
        ys = [x for x in f(x)]
        """
    )
    argument = call(facts, "f(x)").args[0]
    assert [text(facts, b.value) for b in facts.bindings.reaching("x", argument)] == ["a()"]


def test_inner_clause_reads_an_outer_clause_target():
    facts = facts_of("pairs = [(i, j) for i in xs for j in g(i)]\n")
    argument = call(facts, "g(i)").args[0]
    [binding] = facts.bindings.reaching("i", argument)
    assert binding.how == LOOP_TARGET and text(facts, binding.value) == "xs"


def test_local_names_leave_out_global_and_nonlocal_declarations():
    facts = facts_of(
        """
        def f(a):
            global g
            g = 1
            b = 2
        """
    )
    assert facts.bindings.local_names(function(facts, "f")) == {"a", "b"}


# --- self.<attr> ---------------------------------------------------------------------------------------


def test_self_attribute_values_come_from_every_method_and_the_class_body():
    facts = facts_of(
        """
        class Net:
            fn = None
            def __init__(self):
                self.fn = tf.function(self.step)
                self.layer, self.size = Dense(3), 3
            def reset(this):
                this.fn = make()
        """
    )
    owner = class_def(facts, "Net")
    values = facts.bindings.attribute_values(owner, "fn")
    assert [text(facts, v) for v in values] == ["tf.function(self.step)", "make()", "None"]
    assert [text(facts, v) for v in facts.bindings.attribute_values(owner, "layer")] == ["Dense(3)"]


def test_self_attribute_unpacked_from_one_value_has_no_value():
    facts = facts_of(
        """
        class Net:
            def __init__(self):
                self.a, self.b = make_pair()
        """
    )
    assert facts.bindings.attribute_values(class_def(facts, "Net"), "b") == [None]


def test_attribute_of_another_object_is_not_a_self_attribute():
    facts = facts_of(
        """
        class Net:
            def __init__(self, other):
                other.fn = make()
        def f(obj):
            obj.fn = make()
        """
    )
    assert facts.bindings.attribute_values(class_def(facts, "Net"), "fn") == []


def test_method_class_is_the_class_of_the_first_parameter():
    facts = facts_of(
        """
        class Net:
            def m(self, other):
                self.a = 1
                other.b = 2
        def f(self):
            self.c = 3
        """
    )
    owner = class_def(facts, "Net")
    assert facts.bindings.method_class(name(facts, "self", 0), "self") is owner
    assert facts.bindings.method_class(name(facts, "other", 0), "other") is None
    assert facts.bindings.method_class(name(facts, "self", 1), "self") is None


# --- free names ----------------------------------------------------------------------------------------


def test_free_names_are_the_reads_a_function_does_not_bind():
    facts = facts_of(
        """
        def f(a):
            b = 1
            return a + b + c + g(d)
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"c", "g", "d"}


def test_free_names_include_what_decorators_read():
    facts = facts_of(
        """
        @tf.function(input_signature=[spec])
        def f(x):
            return x
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"tf", "spec"}


def test_free_names_of_a_lambda():
    facts = facts_of("fn = lambda x: x * scale + bias\n")
    lambda_ = facts.index.nodes(ast.Lambda)[0]
    assert facts.bindings.free_names(lambda_) == {"scale", "bias"}


def test_free_names_leave_out_comprehension_targets():
    facts = facts_of(
        """
        def f(xs):
            return [x * w for x in xs]
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"w"}


def test_free_names_leave_out_locals_of_nested_functions():
    facts = facts_of(
        """
        def f():
            def g(y):
                z = y + outer
                return z
            return g
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"outer"}


def test_free_names_include_what_a_nested_function_reads_from_outside_and_its_defaults():
    facts = facts_of(
        """
        def f():
            if ready:
                @deco
                def g(y=default) -> Ret:
                    return y + outer
            return g
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"ready", "deco", "default", "Ret", "outer"}


def test_free_names_of_a_comprehension_include_its_first_iterable():
    facts = facts_of(
        """
        def f():
            return {k: v * x for k, v in x.items() if k}
        """
    )
    assert facts.bindings.free_names(function(facts, "f")) == {"x"}


def test_method_class_of_self_read_in_a_function_nested_in_the_method():
    facts = facts_of(
        """
        class Trainer:
            def fit(self):
                def step(x):
                    self.last = x
                    return self.model(x)
                return step
        def outer(self):
            def inner():
                return self.model
        """
    )
    owner = class_def(facts, "Trainer")
    assert facts.bindings.method_class(name(facts, "self", 1), "self") is owner
    assert [text(facts, v) for v in facts.bindings.attribute_values(owner, "last")] == ["x"]
    assert facts.bindings.method_class(name(facts, "self", 2), "self") is None  # `outer` is no method


def test_method_class_of_a_nested_functions_own_parameter_named_self():
    facts = facts_of(
        """
        class Trainer:
            def fit(self):
                def step(self):
                    return self.model
        """
    )
    assert facts.bindings.method_class(name(facts, "self", 0), "self") is None


def test_the_reaching_bindings_asked_again_are_the_same_and_a_fresh_list():
    facts = facts_of(
        """
        x = a()
        if c:
            x = b()
        use(x)
        """
    )
    use = last_name(facts, "x")
    first = facts.bindings.reaching("x", use)
    first.clear()  # a caller's own list: the next answer is whole
    again = facts.bindings.reaching("x", use)
    assert [text(facts, b.value) for b in again] == ["a()", "b()"] and again is not first
