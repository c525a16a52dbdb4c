"""The syntax index: parents, scopes, the loops around a node, positions in characters, and small helpers."""

from __future__ import annotations

import ast

import pytest

from tests.analysis.snippets import call, class_def, facts_of, find, function, name, statement
from tflint_mem.analysis.syntax import (
    argument,
    child_nodes,
    dotted,
    is_true,
    iteration_calls,
    keyword,
    names_in,
    parameters,
    positional,
    reads,
    root_name,
    target_names,
    walk_scope,
)
from tflint_mem.core.findings import Location

# --- the loops around a node ------------------------------------------------------------------


def test_for_body_is_repeated_by_the_loop():
    facts = facts_of(
        """
        for x in xs:
            f(x)
        """
    )
    assert facts.index.loops(call(facts, "f(x)")) == (statement(facts, ast.For),)


def test_for_target_is_repeated_by_the_loop():
    facts = facts_of(
        """
        for x in xs:
            pass
        """
    )
    assert facts.index.loops(name(facts, "x")) == (statement(facts, ast.For),)


def test_for_iterable_runs_once():
    facts = facts_of(
        """
        for x in g():
            f(x)
        """
    )
    assert facts.index.loops(call(facts, "g()")) == ()


def test_for_else_clause_runs_once():
    facts = facts_of(
        """
        for x in xs:
            f(x)
        else:
            h()
        """
    )
    assert facts.index.loops(call(facts, "h()")) == ()


def test_while_test_and_body_are_repeated():
    facts = facts_of(
        """
        while more():
            step()
        else:
            done()
        """
    )
    loop = statement(facts, ast.While)
    assert facts.index.loops(call(facts, "more()")) == (loop,)
    assert facts.index.loops(call(facts, "step()")) == (loop,)
    assert facts.index.loops(call(facts, "done()")) == ()


def test_nested_loops_are_listed_outermost_first():
    facts = facts_of(
        """
        for epoch in range(3):
            while running():
                train()
        """
    )
    outer, inner = statement(facts, ast.For), statement(facts, ast.While)
    assert facts.index.loops(call(facts, "train()")) == (outer, inner)
    assert facts.index.loops(call(facts, "running()")) == (outer, inner)
    assert facts.index.loops(call(facts, "range(3)")) == ()


def test_comprehension_element_is_repeated_and_first_iterable_runs_once():
    facts = facts_of("ys = [f(x) for x in g()]\n")
    comprehension = statement(facts, ast.ListComp)
    assert facts.index.loops(call(facts, "f(x)")) == (comprehension,)
    assert facts.index.loops(call(facts, "g()")) == ()


def test_comprehension_conditions_and_inner_clauses_are_repeated():
    facts = facts_of("ys = [y for x in g() if p(x) for y in h(x) if q(y)]\n")
    comprehension = statement(facts, ast.ListComp)
    for text in ("p(x)", "h(x)", "q(y)"):
        assert facts.index.loops(call(facts, text)) == (comprehension,), text
    assert facts.index.loops(call(facts, "g()")) == ()


def test_dict_comprehension_key_and_value_are_repeated():
    facts = facts_of("d = {k(x): v(x) for x in g()}\n")
    comprehension = statement(facts, ast.DictComp)
    assert facts.index.loops(call(facts, "k(x)")) == (comprehension,)
    assert facts.index.loops(call(facts, "v(x)")) == (comprehension,)


def test_comprehension_inside_a_loop_adds_to_the_loop():
    facts = facts_of(
        """
        for batch in data:
            total = sum(f(x) for x in batch)
        """
    )
    loop, generator = statement(facts, ast.For), statement(facts, ast.GeneratorExp)
    assert facts.index.loops(call(facts, "f(x)")) == (loop, generator)
    assert facts.index.loops(call(facts, "sum(f(x) for x in batch)")) == (loop,)


def test_loops_stop_at_a_nested_function():
    facts = facts_of(
        """
        for x in xs:
            def inner():
                g()
        """
    )
    assert facts.index.loops(call(facts, "g()")) == ()


def test_loops_stop_at_a_lambda_body_but_not_its_defaults():
    facts = facts_of(
        """
        for x in xs:
            fs.append(lambda y=d(): h(y))
        """
    )
    assert facts.index.loops(call(facts, "h(y)")) == ()
    assert facts.index.loops(call(facts, "d()")) == (statement(facts, ast.For),)


def test_loops_of_a_function_body_do_not_include_the_callers_loops():
    facts = facts_of(
        """
        def f():
            for x in xs:
                g(x)
            h()
        """
    )
    assert facts.index.loops(call(facts, "g(x)")) == (statement(facts, ast.For),)
    assert facts.index.loops(call(facts, "h()")) == ()


# --- scopes ------------------------------------------------------------------------------------


def test_function_body_belongs_to_the_function():
    facts = facts_of(
        """
        def f():
            g()
        """
    )
    assert facts.index.scope(call(facts, "g()")) is function(facts, "f")


def test_decorators_defaults_and_annotations_belong_to_the_enclosing_scope():
    facts = facts_of(
        """
        def outer():
            @deco()
            def inner(a: ann() = default()) -> ret():
                body()
        """
    )
    outer, inner = function(facts, "outer"), function(facts, "inner")
    for text in ("deco()", "ann()", "default()", "ret()"):
        assert facts.index.scope(call(facts, text)) is outer, text
    assert facts.index.scope(call(facts, "body()")) is inner


def test_class_bases_and_keywords_belong_to_the_enclosing_scope_and_the_body_to_the_class():
    facts = facts_of(
        """
        class Net(base(), metaclass=meta()):
            size = compute()
        """
    )
    assert facts.index.scope(call(facts, "base()")) is facts.index.tree
    assert facts.index.scope(call(facts, "meta()")) is facts.index.tree
    assert facts.index.scope(call(facts, "compute()")) is class_def(facts, "Net")


def test_lambda_body_is_its_own_scope_and_function_reaches_through_it():
    facts = facts_of(
        """
        def f():
            return [lambda: g() for _ in xs]
        """
    )
    inner = call(facts, "g()")
    assert isinstance(facts.index.scope(inner), ast.Lambda)
    assert facts.index.function(inner) is function(facts, "f")


def test_comprehension_does_not_start_a_scope():
    facts = facts_of(
        """
        def f():
            return [g(x) for x in xs]
        """
    )
    assert facts.index.scope(call(facts, "g(x)")) is function(facts, "f")


def test_function_is_none_at_module_level_and_in_a_class_body():
    facts = facts_of(
        """
        g()
        class C:
            h()
        """
    )
    assert facts.index.function(call(facts, "g()")) is None
    assert facts.index.function(call(facts, "h()")) is None


# --- structure ---------------------------------------------------------------------------------


def test_nodes_are_listed_in_source_order_across_kinds():
    facts = facts_of(
        """
        for a in b:
            while c:
                pass
        for d in e:
            pass
        """
    )
    loops = facts.index.nodes(ast.For, ast.While)
    assert [type(node).__name__ for node in loops] == ["For", "While", "For"]
    assert [node.lineno for node in facts.index.nodes(ast.For)] == [2, 5]  # type: ignore[attr-defined]


def test_statement_and_path_and_is_within():
    facts = facts_of(
        """
        if ready:
            x = f(g(1))
        """
    )
    inner = call(facts, "g(1)")
    assign = statement(facts, ast.Assign)
    assert facts.index.statement(inner) is assign
    assert facts.index.statement(assign) is assign
    assert facts.index.path(assign, inner) == [call(facts, "f(g(1))")]
    assert facts.index.path(statement(facts, ast.If), inner) == [assign, call(facts, "f(g(1))")]
    assert facts.index.path(call(facts, "g(1)"), assign) == []
    assert facts.index.is_within(inner, assign)
    assert facts.index.is_within(assign, assign)
    assert not facts.index.is_within(assign, inner)


def test_ancestors_go_innermost_first_up_to_the_module():
    facts = facts_of("x = f(1)\n")
    ancestors = list(facts.index.ancestors(find(facts, "1", ast.Constant)))
    assert ancestors == [call(facts, "f(1)"), statement(facts, ast.Assign), facts.index.tree]


# --- positions and text -------------------------------------------------------------------------


def test_positions_count_characters_on_non_ascii_lines():
    facts = facts_of('s = "héllo wörld" + g()\n')
    assert facts.index.span(call(facts, "g()")) == (Location(1, 21), Location(1, 24))


def test_positions_on_ascii_lines_are_byte_columns_plus_one():
    facts = facts_of("x = g()\n")
    assert facts.index.start(call(facts, "g()")) == Location(1, 5)
    assert facts.index.end(call(facts, "g()")) == Location(1, 8)


def test_positions_after_wide_characters_in_an_earlier_string():
    facts = facts_of('print("日本語"); ds = tf.data.Dataset.range(3)\n')
    assert facts.index.start(call(facts, "tf.data.Dataset.range(3)")) == Location(1, 20)


def test_decorator_span_starts_at_the_at_sign():
    facts = facts_of(
        """
        class M:
            @tf.function(jit_compile=True)
            def step(self):
                pass
        """
    )
    decorator = function(facts, "step").decorator_list[0]
    assert facts.index.decorator_span(decorator) == (Location(3, 5), Location(3, 35))


def test_decorator_span_includes_spaces_after_the_at_sign_on_non_ascii_lines():
    facts = facts_of("@ dé.f\ndef g():\n    pass\n")
    decorator = function(facts, "g").decorator_list[0]
    assert facts.index.decorator_span(decorator) == (Location(1, 1), Location(1, 7))


def test_attribute_name_span_covers_the_name_after_the_dot():
    facts = facts_of("y = ds.shuffle(10).cache()\n")
    attribute = find(facts, "ds.shuffle(10).cache", ast.Attribute)
    assert facts.index.attribute_name_span(attribute) == (Location(1, 20), Location(1, 25))


def test_segment_is_the_exact_text_without_parentheses():
    facts = facts_of("x = (a  +\n     b)\ny = f( 1 ,\n  2 )\n")
    assert facts.index.segment(statement(facts, ast.Assign).value) == "a  +\n     b"
    assert facts.index.segment(call(facts, "f( 1 ,\n  2 )")) == "f( 1 ,\n  2 )"


def test_segment_of_a_node_on_a_non_ascii_line():
    facts = facts_of('t = {"ключ": tf.constant(1)}\n')
    value = statement(facts, ast.Assign).value
    assert isinstance(value, ast.Dict)
    assert facts.index.segment(value.values[0]) == "tf.constant(1)"


def test_source_joins_lines_and_short_truncates():
    facts = facts_of("y = f(\n    alpha,\n    beta,\n)\n")
    node = statement(facts, ast.Assign).value
    assert facts.index.source(node) == "f( alpha, beta, )"
    assert facts.index.short(node, limit=10) == "f( alph..."
    assert facts.index.short(node) == "f( alpha, beta, )"


def test_segment_of_a_node_without_position_is_empty():
    facts = facts_of("x = 1\n")
    assert facts.index.segment(ast.Load()) == ""


# --- helpers -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    ("code", "expected"),
    [("a.b.c", "a.b.c"), ("a", "a"), ("a().b", None), ("a[0].b", None), ("1", None)],
)
def test_dotted(code, expected):
    assert dotted(ast.parse(code, mode="eval").body) == expected


@pytest.mark.parametrize(
    ("code", "expected"),
    [("ds.shuffle(10).map", "ds"), ('data["train"].map', "data"), ("f()()", "f"), ("(1).real", None)],
)
def test_root_name(code, expected):
    assert root_name(ast.parse(code, mode="eval").body) == expected


def test_arguments_by_position_or_keyword_stop_at_star_args():
    node = ast.parse("f(a, b, *rest, c, key=k)", mode="eval").body
    assert isinstance(node, ast.Call)
    assert [dotted(a) for a in positional(node)] == ["a", "b"]
    assert dotted(argument(node, 1)) == "b"  # type: ignore[arg-type]
    assert argument(node, 2) is None
    assert dotted(argument(node, 2, "key")) == "k"  # type: ignore[arg-type]
    assert dotted(keyword(node, "key")) == "k"  # type: ignore[arg-type]
    assert keyword(node, "other") is None


@pytest.mark.parametrize(
    ("code", "expected"),
    [("None", False), ("False", False), ("0", False), ("True", True), ("1", True), ("spec", True), ("[]", True)],
)
def test_is_true(code, expected):
    assert is_true(ast.parse(code, mode="eval").body) is expected


def test_is_true_of_a_missing_option_is_false():
    assert is_true(None) is False


def test_target_names_unpack_tuples_and_skip_attributes_and_subscripts():
    target = ast.parse("(a, [b, *c]), self.d, e[0] = value").body[0].targets[0]  # type: ignore[attr-defined]
    assert list(target_names(target)) == ["a", "b", "c"]


def test_names_in_reads_names_but_not_nested_lambdas():
    node = ast.parse("f(x.shape, dtype=y, key=lambda z: w)", mode="eval").body
    assert names_in(node) == {"f", "x", "y"}


def test_parameters_include_every_kind():
    node = ast.parse("def f(a, /, b, *args, c, **kw): pass").body[0]
    assert isinstance(node, ast.FunctionDef)
    assert parameters(node) == ["a", "b", "c", "args", "kw"]


def test_walk_scope_does_not_enter_nested_scopes():
    tree = ast.parse("def f():\n    g()\n    def h():\n        i()\n    k = lambda: j()\n")
    outer = tree.body[0]
    calls = {dotted(n.func) for n in walk_scope(outer) if isinstance(n, ast.Call)}
    assert calls == {"g"}


def test_iteration_calls_are_those_of_one_pass_not_of_nested_loops_functions_or_the_iterable():
    facts = facts_of(
        """
        for x in load(files):
            step(x)
            if check(x):
                log(x)
            for y in inner(x):
                nested(y)
            def later():
                deferred()
        else:
            finish()
        while more():
            again()
        """
    )
    loops = facts.index.nodes(ast.For, ast.While)
    outer = next(
        n
        for n in loops
        if isinstance(n, ast.For)
        and isinstance(facts.index.scope(n), ast.Module)
        and facts.index.segment(n).startswith("for x")
    )
    assert sorted(dotted(c.func) or "" for c in iteration_calls(outer)) == ["check", "finish", "log", "step"]
    while_loop = next(n for n in loops if isinstance(n, ast.While))
    assert sorted(dotted(c.func) or "" for c in iteration_calls(while_loop)) == ["again", "more"]


# --- the faster walks keep the answers of the plain ones -------------------------------------------


def test_child_nodes_are_those_of_ast_in_the_same_order():
    tree = ast.parse(
        "@dec(1)\ndef f(a, *b, c=2, **d) -> int:\n    x[1:2, ::3] = {k: v for k, v in y if k}\n"
        "    return [lambda z: z + 1, (yield from g()), f'{a!r}']\n"
    )
    for node in ast.walk(tree):
        assert child_nodes(node) == list(ast.iter_child_nodes(node))


def test_the_index_knows_which_scopes_yield():
    facts = facts_of(
        """
        def gen():
            yield 1
        def outer():
            def inner():
                yield from range(3)
            return [x for x in inner()]
        def plain():
            return (lambda: (yield))
        """
    )
    answers = {n: facts.index.yields(function(facts, n)) for n in ("gen", "outer", "inner", "plain")}
    assert answers == {"gen": True, "outer": False, "inner": True, "plain": False}
    for scope_name in answers:  # the same as walking each function
        node = function(facts, scope_name)
        assert answers[scope_name] == any(isinstance(n, (ast.Yield, ast.YieldFrom)) for n in walk_scope(node))


def test_reads_finds_names_of_its_scope_and_chains_of_nested_ones():
    expression = ast.parse("self.a.b + c + (lambda d: d + e.f)(g)", mode="eval").body
    assert reads(expression) == {"self", "self.a", "self.a.b", "c", "g", "e.f"}
