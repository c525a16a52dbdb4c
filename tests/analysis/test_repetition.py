"""Whether code runs repeatedly (loops, callers, hooks, handlers), and what changes from one run to the next."""

from __future__ import annotations

import ast
from typing import Optional

import pytest

from tests.analysis.snippets import call, facts_of, find, function, statement
from tflint_mem.analysis.facts import ModuleFacts


def loop_text(facts: ModuleFacts, text: str) -> Optional[str]:
    """The first line of the loop that repeats the call with this text, or None."""
    loop = facts.repetition.loop(call(facts, text))
    return facts.index.segment(loop).splitlines()[0] if loop is not None else None


def reason(facts: ModuleFacts, text: str) -> Optional[str]:
    repeated = facts.repetition.repeats(call(facts, text))
    return repeated.reason if repeated is not None else None


# --- loops, guards and exits ------------------------------------------------------------------------


def test_the_innermost_loop_repeats_a_node():
    facts = facts_of(
        """
        for epoch in range(3):
            for batch in ds:
                step(batch)
            log()
        """
    )
    assert loop_text(facts, "step(batch)") == "for batch in ds:"
    assert loop_text(facts, "log()") == "for epoch in range(3):"


def test_a_comprehension_repeats_its_element():
    facts = facts_of("models = [build() for _ in range(3)]\n")
    assert loop_text(facts, "build()") == "[build() for _ in range(3)]"
    assert facts.repetition.loop(call(facts, "build()"), statements_only=True) is None


@pytest.mark.parametrize(
    "guard",
    [
        "if self.fn is None:",
        "if fn is None:",
        "if not self.built:",
        "if not hasattr(self, 'fn'):",
        "if getattr(self, 'fn', None) is None:",
        "if key not in cache:",
        "if step == 0:",
        "if first:",
        "if not initialized:",
    ],
)
def test_a_create_once_guard_stops_repetition(guard):
    facts = facts_of(f"for step in range(10):\n    {guard}\n        make()\n")
    assert facts.repetition.loop(call(facts, "make()")) is None
    assert facts.repetition.create_once(call(facts, "make()"), statement(facts, ast.For)) is statement(facts, ast.If)


@pytest.mark.parametrize("test", ["step % 100 == 0", "i % n == 0 and not done", "True", "ready", "x > 3"])
def test_periodic_and_other_tests_are_not_guards(test):
    facts = facts_of(f"for step in range(10):\n    if {test}:\n        make()\n")
    assert loop_text(facts, "make()") == "for step in range(10):"


def test_a_positive_membership_test_is_not_a_guard():
    facts = facts_of(
        """
        for name in names:
            if "cnn" in name:
                build_cnn()
        """
    )
    assert loop_text(facts, "build_cnn()") == "for name in names:"


def test_the_other_branch_of_a_create_once_guard_is_repeated():
    facts = facts_of(
        """
        for step in range(10):
            if model is None:
                model = build()
            else:
                make()
        """
    )
    assert loop_text(facts, "build()") is None
    assert loop_text(facts, "make()") == "for step in range(10):"


@pytest.mark.parametrize(
    "test",
    ["fn is not None", "key in cache", "hasattr(self, 'fn')", "self.built", "not (fn is None)", "fn is not None or x"],
)
def test_the_else_of_a_positive_test_is_the_branch_that_runs_once(test):
    facts = facts_of(f"for step in range(10):\n    if {test}:\n        use()\n    else:\n        make()\n")
    assert loop_text(facts, "make()") is None
    assert loop_text(facts, "use()") == "for step in range(10):"


@pytest.mark.parametrize("test", ['"cnn" not in name', "name in ['a', 'b']", "x is True", "step == 1", "first > 2"])
def test_tests_of_values_that_change_are_not_guards_either_way(test):
    facts = facts_of(f"for step in range(10):\n    if {test}:\n        use()\n    else:\n        make()\n")
    assert loop_text(facts, "make()") == "for step in range(10):"
    assert loop_text(facts, "use()") == "for step in range(10):"


# --- flag guards: a flag the guarded block turns off ------------------------------------------------

FLAGGED = """
class Net:
    def __init__(self):
        self.is_virgin = True

    def call(self, x):
        if {test}:
            {before}
            {flip}
        return x

    def _build(self):
        make()
        {in_build}

net = Net()
for batch in ds:
    net.call(batch)
"""


def flag_guarded(test: str, flip: str, before: str = "make()", in_build: str = "pass") -> bool:
    facts = facts_of(FLAGGED.format(test=test, flip=flip, before=before, in_build=in_build))
    guard = statement(facts, ast.If)
    assert facts.repetition.function_repeats(function(facts, "call")) is not None
    once = facts.repetition.is_create_once_guard(guard)
    assert once == facts.repetition.flag_guard(guard) == (facts.repetition.repeats(call(facts, "make()")) is None)
    return once


@pytest.mark.parametrize(
    "test, flip",
    [
        ("self.is_virgin", "self.is_virgin = False"),
        ("self.is_virgin", "self.is_virgin = None"),
        ("self.pending", "self.other = self.pending = 0"),
        ("not self.warm", "self.warm = True"),
        ("self.is_virgin", "with tf.device('/cpu:0'):\n                self.is_virgin = False"),
        ("self.is_virgin", "try:\n                pass\n            finally:\n                self.is_virgin = False"),
    ],
)
def test_a_flag_the_guarded_block_turns_off_is_a_create_once_guard(test, flip):
    assert flag_guarded(test, flip)


def test_a_flag_turned_off_by_the_method_the_block_calls_is_a_create_once_guard():
    assert flag_guarded("self.is_virgin", "pass", before="self._build()", in_build="self.is_virgin = False")


@pytest.mark.parametrize(
    "test, flip, before",
    [
        ("self.is_virgin", "pass", "make()"),  # nothing turns it off: a setting, such as `self.training`
        ("self.is_virgin", "self.is_virgin = True", "make()"),  # set, not flipped
        ("self.is_virgin", "self.is_virgin = compute()", "make()"),  # not a constant
        ("self.is_virgin", "self.is_virgin = 'no'", "make()"),  # not a flag's value
        ("self.is_virgin", "self.other = False", "make()"),  # another flag
        ("self.is_virgin", "if x:\n                self.is_virgin = False", "make()"),  # only sometimes
        ("self.is_virgin", "other._build()", "make()"),  # another object's method
        ("self.is_virgin and x", "self.is_virgin = False", "make()"),
        ("self.is_virgin", "pass", "self._build()"),  # `_build` does not turn it off either
    ],
)
def test_a_flag_the_block_does_not_surely_turn_off_is_no_guard(test, flip, before):
    assert not flag_guarded(test, flip, before=before)


def test_the_else_of_a_flag_the_else_turns_on_runs_once():
    facts = facts_of(
        """
        for step in range(10):
            if warm:
                use()
            else:
                make()
                warm = 1
        """
    )
    assert loop_text(facts, "make()") is None
    assert loop_text(facts, "use()") == "for step in range(10):"


@pytest.mark.parametrize("flip", ["fresh = False", "setup()"])
def test_a_global_flag_turned_off_in_the_block_or_its_callee_is_a_guard(flip):
    facts = facts_of(
        f"""
        fresh = True
        def setup():
            global fresh
            fresh = False
        def step():
            global fresh
            if fresh:
                make()
                {flip}
        for batch in ds:
            step()
        """
    )
    assert facts.repetition.repeats(call(facts, "make()")) is None


def test_a_callee_that_sets_its_own_local_flag_does_not_turn_off_a_global_one():
    facts = facts_of(
        """
        fresh = True
        def setup():
            fresh = False
        def step():
            if fresh:
                make()
                setup()
        for batch in ds:
            step()
        """
    )
    assert facts.repetition.repeats(call(facts, "make()")) is not None


def test_a_flag_local_to_a_repeated_function_guards_nothing_across_its_calls():
    facts = facts_of(
        """
        def step():
            fresh = True
            if fresh:
                make()
                fresh = False
            for x in xs:
                if fresh:
                    make_once_per_call()
                    fresh = False
        for batch in ds:
            step()
        """
    )
    assert facts.repetition.repeats(call(facts, "make()")) is not None
    once_per_call = call(facts, "make_once_per_call()")
    assert loop_text(facts, "make_once_per_call()") is None  # once per call of `step`, not across its calls
    assert facts.repetition.create_once(once_per_call, function(facts, "step")) is None


@pytest.mark.parametrize("caught", ["KeyError", "(KeyError, AttributeError)", "tf.errors.NotFoundError"])
def test_an_except_that_builds_what_a_lookup_missed_runs_once(caught):
    facts = facts_of(
        f"""
        for step in range(10):
            try:
                t = graph.get_tensor_by_name("x:0")
            except {caught}:
                t = make()
            use(t)
        """
    )
    assert loop_text(facts, "make()") is None
    assert loop_text(facts, 'graph.get_tensor_by_name("x:0")') == "for step in range(10):"
    assert loop_text(facts, "use(t)") == "for step in range(10):"


@pytest.mark.parametrize("caught", ["", " Exception", " (KeyError, ValueError)", " ValueError"])
def test_other_excepts_are_not_guards(caught):
    facts = facts_of(f"for step in range(10):\n    try:\n        load()\n    except{caught}:\n        make()\n")
    assert loop_text(facts, "make()") == "for step in range(10):"


@pytest.mark.parametrize(
    "loop, test",
    [
        ("for state, done in batch:", "not done"),
        ("for step in range(10):\n    state = env.step()", "state is None"),
        ("while True:\n    ready = poll()", "not ready"),
    ],
)
def test_a_test_of_what_each_pass_binds_is_no_guard(loop, test):
    facts = facts_of(f"{loop}\n    if {test}:\n        make()\n")
    assert loop_text(facts, "make()") is not None


@pytest.mark.parametrize(
    "loop, test",
    [("for key in keys:", "key not in cache"), ("for step in range(10):", "step == 0"), ("for x in xs:", "fn is None")],
)
def test_a_test_of_what_outlives_the_pass_is_a_guard(loop, test):
    facts = facts_of(f"{loop}\n    if {test}:\n        fn = make()\n")
    assert loop_text(facts, "make()") is None


def test_the_guard_test_itself_is_repeated():
    facts = facts_of("for step in range(10):\n    if ready(step) is None:\n        make()\n")
    assert loop_text(facts, "ready(step)") == "for step in range(10):"


def test_a_guard_outside_the_loop_does_not_stop_it():
    facts = facts_of(
        """
        if model is None:
            for i in range(3):
                make()
        """
    )
    assert loop_text(facts, "make()") == "for i in range(3):"


@pytest.mark.parametrize("exit_", ["break", "return", "raise StopIteration"])
def test_a_block_that_leaves_the_loop_runs_once(exit_):
    facts = facts_of(
        f"""
        def f():
            for x in xs:
                if done(x):
                    make()
                    {exit_}
        """
    )
    assert facts.repetition.loop(call(facts, "make()")) is None
    assert facts.repetition.leaves_loop(call(facts, "make()"), statement(facts, ast.For))
    assert loop_text(facts, "done(x)") == "for x in xs:"


def test_a_break_leaves_only_the_innermost_loop():
    facts = facts_of(
        """
        for epoch in range(10):
            for batch in ds:
                make()
                break
        """
    )
    assert loop_text(facts, "make()") == "for epoch in range(10):"


def test_a_return_leaves_every_loop():
    facts = facts_of(
        """
        def f():
            for epoch in range(10):
                for batch in ds:
                    make()
                    return
        """
    )
    assert facts.repetition.loop(call(facts, "make()")) is None


def test_a_break_of_the_outer_loop_too_runs_once():
    facts = facts_of(
        """
        for epoch in range(10):
            for batch in ds:
                make()
                break
            break
        """
    )
    assert facts.repetition.loop(call(facts, "make()")) is None


@pytest.mark.parametrize(
    "iterable",
    [
        "ds.take(1)",
        "range(1)",
        "[model]",
        "(model,)",
        "tf.data.Dataset.range(9).take(1)",
        "range(0, 1)",
        "range(1, NBAGS + 1)",
    ],
)
def test_a_loop_over_one_element_runs_once(iterable):
    facts = facts_of(f"NBAGS = 1\nfor x in {iterable}:\n    make()\n")
    assert facts.repetition.runs_once(statement(facts, ast.For))
    assert facts.repetition.loops(call(facts, "make()")) == ()
    assert facts.repetition.repeats(call(facts, "make()")) is None


@pytest.mark.parametrize("iterable", ["ds.take(2)", "range(n)", "[a, b]", "[*models]", "range(1, FOLDS + 1)"])
def test_other_loops_run_more_than_once(iterable):
    facts = facts_of(f"FOLDS = 5\nfor x in {iterable}:\n    make()\n")
    assert not facts.repetition.runs_once(statement(facts, ast.For))


def test_a_while_loop_never_runs_once():
    facts = facts_of("while True:\n    make()\n")
    assert not facts.repetition.runs_once(statement(facts, ast.While))
    assert loop_text(facts, "make()") == "while True:"


# --- what changes each iteration -------------------------------------------------------------------


def test_varying_names_are_loop_targets_and_names_assigned_in_the_loop():
    facts = facts_of(
        """
        total = 0
        for i, (x, y) in enumerate(pairs):
            scaled = x * 2
            total += scaled
        after = 1
        """
    )
    assert facts.repetition.varying(statement(facts, ast.For)) == {"i", "x", "y", "scaled", "total"}


def test_varying_names_of_a_comprehension_are_its_targets():
    facts = facts_of("ys = [f(a, b) for a in xs for b in a]\n")
    assert facts.repetition.varying(statement(facts, ast.ListComp)) == {"a", "b"}


def test_varying_names_of_a_while_loop():
    facts = facts_of("while running:\n    step += 1\n    running = check()\n")
    assert facts.repetition.varying(statement(facts, ast.While)) == {"step", "running"}


def test_counters_are_varying_python_numbers():
    facts = facts_of(
        """
        step = 0
        for i, batch in enumerate(ds):
            step += 1
            lr = 0.1 * i
            name = f"run{i}"
            other = load(batch)
        """
    )
    assert facts.repetition.counters([statement(facts, ast.For)]) == {"i", "step", "lr"}


def test_a_global_counter_is_a_counter():
    facts = facts_of(
        """
        step = 0
        def train():
            global step
            for batch in ds:
                step += 1
        """
    )
    assert facts.repetition.counters([statement(facts, ast.For)]) == {"step"}


# --- the fate of a new object -------------------------------------------------------------------------


# --- functions that run repeatedly -------------------------------------------------------------------


def test_a_function_called_in_a_loop_repeats():
    facts = facts_of(
        """
        def step():
            make()
        for i in range(3):
            step()
        """
    )
    repeated = facts.repetition.repeats(call(facts, "make()"))
    assert repeated is not None
    assert repeated.reason == "`step` is called in a loop at module level"
    assert repeated.site is call(facts, "step()") and repeated.path == ("step",) and repeated.loop is None


def test_a_function_called_through_other_functions_from_a_loop_repeats():
    facts = facts_of(
        """
        def inner():
            make()
        def middle():
            inner()
        def outer():
            for i in range(3):
                middle()
        """
    )
    repeated = facts.repetition.repeats(call(facts, "make()"))
    assert repeated is not None
    assert repeated.reason == (
        "`inner` is called by `middle`, which runs repeatedly (`middle` is called in a loop in `outer`)"
    )
    assert repeated.path == ("middle", "inner") and repeated.site is call(facts, "middle()")


def test_a_function_called_once_does_not_repeat():
    facts = facts_of(
        """
        def step():
            make()
        step()
        """
    )
    assert reason(facts, "make()") is None


def test_a_guarded_call_site_does_not_make_the_function_repeat():
    facts = facts_of(
        """
        def build():
            make()
        for i in range(3):
            if model is None:
                build()
        """
    )
    assert reason(facts, "make()") is None


def test_a_guard_in_the_function_stops_repetition_from_its_callers():
    facts = facts_of(
        """
        class Net:
            def get(self):
                if self.fn is None:
                    self.fn = make()
                return self.fn
        def go(net):
            for i in range(3):
                net.get()
        """
    )
    assert reason(facts, "make()") is None


def test_recursion_is_not_repetition():
    facts = facts_of(
        """
        def walk(node):
            make()
            for child in node.children:
                walk(child)
        """
    )
    assert reason(facts, "make()") is None


def test_repeats_through_calls_can_be_turned_off():
    facts = facts_of("def step():\n    make()\nfor i in range(3):\n    step()\n")
    assert facts.repetition.repeats(call(facts, "make()"), through_calls=False) is None


@pytest.mark.parametrize("name", ["__init__", "build", "setUp", "setup"])
def test_functions_that_run_once_per_object_do_not_repeat(name):
    facts = facts_of(
        f"""
        class Net:
            def {name}(self):
                make()
        for i in range(3):
            Net().{name}()
        """
    )
    assert reason(facts, "make()") is None


@pytest.mark.parametrize("name", ["build", "setup"])
def test_a_module_level_function_named_like_a_once_per_object_method_repeats(name):
    facts = facts_of(f"def {name}():\n    make()\nfor i in range(3):\n    {name}()\n")
    assert reason(facts, "make()") == f"`{name}` is called in a loop at module level"


def test_a_traced_function_runs_once_per_trace():
    facts = facts_of(
        """
        import tensorflow as tf
        @tf.function
        def step(x):
            make()
        for i in range(3):
            step(i)
        """
    )
    assert reason(facts, "make()") is None


def test_a_cached_function_does_not_repeat():
    facts = facts_of(
        """
        import functools
        @functools.lru_cache()
        def get():
            make()
        for i in range(3):
            get()
        """
    )
    assert reason(facts, "make()") is None


def test_callback_hooks_repeat_per_epoch_or_per_batch():
    facts = facts_of(
        """
        import tensorflow as tf
        class Log(tf.keras.callbacks.Callback):
            def on_epoch_end(self, epoch, logs=None):
                per_epoch()
            def on_train_batch_end(self, batch, logs=None):
                per_batch()
            def on_train_begin(self, logs=None):
                once()
        """
    )
    epoch = facts.repetition.repeats(call(facts, "per_epoch()"))
    batch = facts.repetition.repeats(call(facts, "per_batch()"))
    assert epoch is not None and epoch.per_epoch
    assert epoch.reason == "`on_epoch_end` is a Keras callback hook, run on every epoch"
    assert batch is not None and not batch.per_epoch
    assert batch.reason == "`on_train_batch_end` is a Keras callback hook, run on every batch"
    assert reason(facts, "once()") is None


def test_a_helper_called_from_a_hook_repeats_per_epoch():
    facts = facts_of(
        """
        import tensorflow as tf
        class Log(tf.keras.callbacks.Callback):
            def on_epoch_end(self, epoch, logs=None):
                self.report()
            def report(self):
                make()
        """
    )
    repeated = facts.repetition.repeats(call(facts, "make()"))
    assert repeated is not None and repeated.per_epoch and repeated.path == ("on_epoch_end", "report")


def test_a_hook_named_method_of_a_keras_model_is_not_a_callback_hook():
    facts = facts_of(
        """
        import tensorflow as tf
        class Net(tf.keras.Model):
            def on_epoch_end(self):
                make()
        """
    )
    assert reason(facts, "make()") is None


@pytest.mark.parametrize(
    "handler",
    [
        "@app.route('/predict')\ndef predict():",
        "@app.post('/predict')\ndef predict():",
        "@router.get('/')\nasync def predict():",
        "class H(BaseHTTPRequestHandler):\n    def do_POST(self):",
        "class Predict(Resource):\n    def post(self):",
        "class Predict(flask.views.MethodView):\n    def get(self, item):",
        "@socketio.on('frame')\ndef handle_frame(data):",
        "@sio.event\nasync def message(sid, data):",
        "@bot.message_handler(content_types=['photo'])\ndef photo(message):",
        "@functions_framework.http\ndef predict(request):",
        "def lambda_handler(event, context):",
        "import dash\n@app.callback(Output('o', 'children'), Input('i', 'value'))\ndef update(value):",
        "from dash import callback\n@callback(Output('o', 'children'), Input('i', 'value'))\ndef update(value):",
    ],
)
def test_request_handlers_repeat_per_request(handler):
    lines = handler.splitlines()
    indent = " " * (len(lines[-1]) - len(lines[-1].lstrip()) + 4)
    facts = facts_of(f"{handler}\n{indent}make()\n")
    assert (reason(facts, "make()") or "").endswith("handles requests, once per request")


def test_a_plain_decorated_function_is_not_a_handler():
    facts = facts_of("@route\ndef predict():\n    make()\n")
    assert reason(facts, "make()") is None


@pytest.mark.parametrize(
    "code",
    [
        "@app.callback()\ndef main(verbose: bool = False):",  # Typer's callback: once per command line
        "class Worker:\n    def process(self, event, context):",  # a method, not a Lambda handler
        "def make_handler():\n    def inner(event, context):",  # nested: what calls it is not known
        "@bot.event\nasync def on_ready():",  # a Discord bot's start-up event: once per run
    ],
)
def test_look_alikes_of_event_handlers_are_not_handlers(code):
    lines = code.splitlines()
    indent = " " * (len(lines[-1]) - len(lines[-1].lstrip()) + 4)
    facts = facts_of(f"import typer\n{code}\n{indent}make()\n")
    assert reason(facts, "make()") is None


def test_a_function_gradio_serves_runs_once_per_request():
    facts = facts_of(
        """
        import gradio as gr
        def classify(image):
            make()
        def caption(image):
            make()
        def helper(image):
            make()
        demo = gr.Interface(fn=classify, inputs="image", outputs="label")
        with gr.Blocks() as blocks:
            button = gr.Button()
            button.click(caption, inputs=image, outputs=label)
        helper(None)
        """
    )
    assert reason(facts, "make()") == "`classify` is served by `gr.Interface`, once per request"
    second = facts.repetition.repeats(call(facts, "make()", 1))
    assert second is not None and second.reason == "`caption` is served by `button.click`, once per request"
    assert facts.repetition.repeats(call(facts, "make()", 2)) is None


@pytest.mark.parametrize("code", ["class Cache(dict):\n    def get(self, key):", "def post(request):"])
def test_a_get_or_post_outside_a_view_class_is_not_a_handler(code):
    lines = code.splitlines()
    indent = " " * (len(lines[-1]) - len(lines[-1].lstrip()) + 4)
    facts = facts_of(f"{code}\n{indent}make()\n")
    assert reason(facts, "make()") is None


def test_a_test_sweep_over_a_short_literal_list_is_bounded():
    facts = facts_of(
        """
        def test_dtypes():
            for dtype in [tf.float16, tf.float32]:
                make(dtype)
        def train():
            for dtype in [tf.float16, tf.float32]:
                make(dtype)
        def test_loop():
            for i in range(10):
                make(i)
        """
    )
    sweep = facts.repetition.repeats(call(facts, "make(dtype)", 0))
    assert sweep is not None and sweep.bounded
    train = facts.repetition.repeats(call(facts, "make(dtype)", 1))
    assert train is not None and not train.bounded
    loop = facts.repetition.repeats(call(facts, "make(i)"))
    assert loop is not None and not loop.bounded


def test_a_sweep_that_calls_a_function_makes_it_bounded():
    facts = facts_of(
        """
        def check(dtype):
            make(dtype)
        def test_all():
            for dtype in ("a", "b", "c"):
                check(dtype)
        """
    )
    repeated = facts.repetition.repeats(call(facts, "make(dtype)"))
    assert repeated is not None and repeated.bounded


def test_a_sweep_inside_a_loop_that_repeats_it_is_no_sweep():
    # jsikyoon/pathnet#3: both tournament candidates of every generation.
    facts = facts_of(
        """
        for gen in range(generations):
            for cand in (a, b):
                update(cand)
        for eps in (0.0, 0.1):
            for name in ("x", "y"):
                probe(name)
        """
    )
    repeated = facts.repetition.repeats(call(facts, "update(cand)"))
    assert repeated is not None and not repeated.sweep
    swept = facts.repetition.repeats(call(facts, "probe(name)"))
    assert swept is not None and swept.sweep


def test_a_caller_that_resets_the_graph_before_each_call_starts_it_fresh():
    # tensorflow#10147: a grid search resets the default graph before each training run it repeats.
    facts = facts_of(
        """
        import tensorflow as tf
        def train(hparams):
            build(hparams)
        def one_round(hparams):
            tf.reset_default_graph()
            train(hparams)
        def other_round(hparams):
            train(hparams)
        for hparams in grid:
            one_round(hparams)
        for hparams in grid:
            other_round(hparams)
        """
    )
    repetition = facts.repetition
    train = function(facts, "train")
    fresh = [repetition.starts_fresh(r) for r in [repetition.repeats(call(facts, "train(hparams)", n)) for n in (0, 1)]]
    assert fresh == [True, False]
    assert repetition.function_repeats(train) is not None


# --- called once -------------------------------------------------------------------------------------


@pytest.mark.parametrize(
    "runner",
    [
        'if __name__ == "__main__":\n    main()',
        "app.run(main)",
        "tf.compat.v1.app.run()",
        "absl.app.run(main)",
        "fire.Fire(main)",
    ],
)
def test_entry_points_run_once(runner):
    facts = facts_of(f"def main():\n    pass\n{runner}\n")
    assert "main" in facts.repetition.entry_points
    assert facts.repetition.called_once(function(facts, "main"))


def test_a_function_called_from_module_level_and_from_functions_run_once_is_called_once():
    facts = facts_of(
        """
        def setup_model():
            pass
        def main():
            setup_model()
        main()
        """
    )
    assert facts.repetition.called_once(function(facts, "setup_model"))
    assert facts.repetition.called_once(function(facts, "main"))


def test_a_function_called_in_a_loop_or_never_is_not_called_once():
    facts = facts_of(
        """
        def step():
            pass
        def unused():
            pass
        for i in range(3):
            step()
        """
    )
    assert not facts.repetition.called_once(function(facts, "step"))
    assert not facts.repetition.called_once(function(facts, "unused"))


def test_a_method_is_never_called_once():
    facts = facts_of("class C:\n    def m(self):\n        pass\nC().m()\n")
    assert not facts.repetition.called_once(function(facts, "m"))


def test_a_call_in_a_loop_under_main_is_not_an_entry_point():
    facts = facts_of(
        """
        def step():
            pass
        if __name__ == "__main__":
            for i in range(3):
                step()
        """
    )
    assert "step" not in facts.repetition.entry_points


@pytest.mark.parametrize(
    "name, once",
    [("__init__", True), ("build", True), ("setUp", True), ("test_step_size", True), ("init_model", True)]
    + [("shutdown", True), ("train_step", False), ("predict", False)],
)
def test_set_up_code_and_tests_run_once(name, once):
    facts = facts_of(f"class M:\n    def {name}(self, x):\n        pass\n")
    assert facts.repetition.function_runs_once(function(facts, name)) is once


def test_a_cached_or_entry_point_function_runs_once():
    facts = facts_of(
        """
        import functools
        @functools.lru_cache(None)
        def table(n):
            return n
        def main():
            pass
        def step():
            pass
        if __name__ == "__main__":
            main()
        for i in range(3):
            step()
        """
    )
    assert facts.repetition.function_runs_once(function(facts, "table"))
    assert facts.repetition.function_runs_once(function(facts, "main"))
    assert not facts.repetition.function_runs_once(function(facts, "step"))


def test_a_function_handed_on_as_a_step_callback_runs_repeatedly():
    facts = facts_of(
        """
        import scipy.optimize
        import tensorflow as tf
        def log_step(x):
            sess.run(counter_op)
        def fit(loss, x0):
            return scipy.optimize.minimize(loss, x0, callback=log_step)
        """
    )
    repeated = facts.repetition.function_repeats(function(facts, "log_step"))
    assert repeated is not None and "`callback=`" in repeated.reason and repeated.runs_session


def test_filling_in_a_missing_argument_is_not_a_create_once_guard():
    facts = facts_of(
        """
        import tensorflow as tf
        def run_epoch(session, data, train_op=None):
            if train_op is None:
                train_op = tf.no_op()
            if not data:
                data = load()
        """
    )
    run_epoch = function(facts, "run_epoch")
    assert facts.repetition.create_once(call(facts, "tf.no_op()"), run_epoch) is None
    assert facts.repetition.create_once(call(facts, "load()"), run_epoch) is None


def test_a_default_every_visible_caller_passes_never_runs_so_it_guards():
    facts = facts_of(
        """
        import tensorflow as tf
        def lbfgs(loss, flows, grad_op=None):
            if grad_op is None:
                grad_op = tf.gradients(loss, flows)[0]
        op = tf.gradients(loss, flows)[0]
        for image in images:
            lbfgs(loss, flows, grad_op=op)
            lbfgs(loss, flows, op)
        """
    )
    assert facts.repetition.create_once(call(facts, "tf.gradients(loss, flows)"), function(facts, "lbfgs"))


@pytest.mark.parametrize(
    "test", ["not hasattr(x, '_op')", "self.op is None", "key not in cache", "op is None and step == 0"]
)
def test_a_test_of_state_that_outlives_the_call_is_still_a_guard(test):
    facts = facts_of(f"def f(self, x, key, cache, op=None, step=0):\n    if {test}:\n        make()\n")
    assert facts.repetition.create_once(call(facts, "make()"), function(facts, "f")) is not None


# --- collections made anew around each pass ------------------------------------------------------


FRESH = """
kept = []
for epoch in range(10):
    per_epoch = []
    for x in data:
        per_epoch.append(x)
        kept.append(x)
        self.history.append(x)
    self.history.clear()

def run_step(x):
    towers = []
    for i in range(2):
        towers.append(x)
    return towers

def run_once(x):
    outputs = []
    for b in x:
        outputs.append(b)
    return outputs

for step in range(100):
    run_step(step)
run_once(data)
"""


@pytest.mark.parametrize(
    ("receiver", "nth", "expected"),
    [
        ("per_epoch", 1, True),  # made anew by the epoch loop
        ("kept", 1, False),  # made once, before every loop
        ("self.history", 0, True),  # cleared by the epoch loop
        ("towers", 1, True),  # a local of a function called in a loop
        ("outputs", 1, False),  # a local of a function called once
    ],
)
def test_a_collection_holds_one_pass_when_made_anew_or_cleared_around_it(receiver, nth, expected):
    facts = facts_of(FRESH)
    use = find(facts, receiver, nth=nth)
    loop = facts.repetition.loop(use)
    assert loop is not None
    assert facts.repetition.fresh_each_pass(use, loop) is expected


# --- what stays the same from one run to the next --------------------------------------------------


def stable(facts: ModuleFacts, text: str) -> Optional[frozenset]:
    repeated = facts.repetition.repeats(call(facts, text))
    return repeated.stable if repeated is not None else None


def test_a_name_the_loop_does_not_rebind_is_passed_the_same_each_time():
    facts = facts_of(
        """
        def tune(model, lr, data):
            model.compile(lr)
        net = build()
        for lr in [0.1, 0.01]:
            tune(net, lr, load(lr))
        """
    )
    assert stable(facts, "model.compile(lr)") == {"model"}


def test_a_model_rebuilt_or_iterated_by_the_loop_is_not_the_same_each_time():
    rebuilt = facts_of(
        """
        def fit(model):
            model.compile()
        for fold in range(5):
            net = build()
            fit(net)
        """
    )
    iterated = facts_of(
        """
        def fit(model):
            model.compile()
        def run(models):
            for m in models:
                fit(m)
        """
    )
    comprehension = facts_of("def fit(model):\n    model.compile()\nscores = [fit(m) for m in population]\n")
    assert stable(rebuilt, "model.compile()") == frozenset()
    assert stable(iterated, "model.compile()") == frozenset()
    assert stable(comprehension, "model.compile()") == frozenset()


def test_sameness_follows_a_chain_of_calls_and_the_receiver_of_a_method():
    facts = facts_of(
        """
        class Trainer:
            def epoch(self, model):
                self.recompile(model, fresh())
            def recompile(self, model, optimizer):
                model.compile(optimizer)
        trainer = Trainer()
        net = build()
        for i in range(10):
            trainer.epoch(net)
        """
    )
    assert stable(facts, "model.compile(optimizer)") == {"self", "model"}


def test_a_callback_hook_runs_on_the_same_callback_and_a_handler_on_nothing_known():
    facts = facts_of(
        """
        import tensorflow as tf
        class Anneal(tf.keras.callbacks.Callback):
            def on_epoch_begin(self, epoch, logs=None):
                self.model.compile(loss="mse")
        class Handler(BaseHTTPRequestHandler):
            def do_GET(self):
                self.server.model.compile()
        """
    )
    assert stable(facts, 'self.model.compile(loss="mse")') == {"self"}
    assert stable(facts, "self.server.model.compile()") == frozenset()


def test_any_loop_that_passes_the_same_object_makes_the_parameter_stable():
    facts = facts_of(
        """
        def fit(model):
            model.compile()
        for fold in range(5):
            fresh = build()
            fit(fresh)
        net = build()
        for epoch in range(9):
            fit(net)
        """
    )
    assert stable(facts, "model.compile()") == {"model"}


def test_same_each_run_in_loops_and_repeated_functions():
    facts = facts_of(
        """
        model = build()
        def fit_global():
            model.compile()
        def fit_param(net):
            net.compile()
        def fit_local():
            fresh = build()
            fresh.compile()
        class Trainer:
            def step(self):
                self.net = build()
                self.net.compile()
            def again(self):
                self.kept.compile()
        trainer = Trainer()
        for epoch in range(9):
            fit_global()
            fit_param(model)
            fit_local()
            trainer.step()
            trainer.again()
            model.fit()
        for fold in range(5):
            other = build()
            other.compile()
        """
    )
    repetition = facts.repetition

    def same(text: str) -> bool:
        compile_call = call(facts, text)
        repeated = repetition.repeats(compile_call)
        assert repeated is not None, text
        return repetition.same_each_run(compile_call.func.value, repeated)  # type: ignore[attr-defined]

    assert same("model.compile()") and same("net.compile()") and same("self.kept.compile()")
    assert not same("fresh.compile()")  # a local: new on every call
    assert not same("self.net.compile()")  # assigned by the function itself
    assert not same("other.compile()")  # rebuilt by the loop


def test_a_chain_as_the_calling_loop_passes_it():
    facts = facts_of(
        """
        def set_lr(model, lr):
            model.optimizer.learning_rate.assign(lr)
        for epoch in range(9):
            set_lr(net, 0.1)
        """
    )
    assign = call(facts, "model.optimizer.learning_rate.assign(lr)")
    repeated = facts.repetition.repeats(assign)
    assert repeated is not None
    found = facts.repetition.as_passed(assign.func.value, repeated)  # type: ignore[attr-defined]
    assert found is not None and found[1] == "net.optimizer.learning_rate"
    assert facts.index.segment(found[0]).startswith("for epoch in range(9):")


def test_a_test_helper_called_in_a_loop_repeats_but_a_test_the_runner_calls_runs_once():
    facts = facts_of(
        """
        def test_layer(layer):
            make()

        def test_configurations():
            for layer in layers:
                test_layer(layer)
        """
    )
    assert not facts.repetition.function_runs_once(function(facts, "test_layer"))
    assert facts.repetition.function_runs_once(function(facts, "test_configurations"))


@pytest.mark.parametrize(
    "loop",
    [
        "for gpu in range(num_gpus):",
        "for i, device in enumerate(devices):",
        "for tower in range(self.num_towers):",
        "for dev, grads in self._dev_grads.items():",
        "for gpu_model in self.gpu_models:",
    ],
)
def test_a_loop_over_the_machines_devices_is_a_few_fixed_passes(loop):
    facts = facts_of(f"{loop}\n    build_tower()\n")
    assert facts.repetition.sweep(statement(facts, ast.For))


@pytest.mark.parametrize(
    "loop",
    [
        "for batch in range(num_batches):",
        "for develop in developers:",
        "for gold, tokens in read_sst2(args.dev):",  # mead-baseline#134: the development set
        "for batch in dev_set.batches(32):",
    ],
)
def test_a_loop_over_batches_is_no_sweep(loop):
    facts = facts_of(f"{loop}\n    step()\n")
    assert not facts.repetition.sweep(statement(facts, ast.For))


@pytest.mark.parametrize(
    "mapping",
    [
        "results = list(map(score, rows))",
        "results = pool.map(score, rows)",
        "results = executor.map(functools.partial(score, model), rows)",
        "scorer = functools.partial(score, model)\nresults = df['row'].apply(scorer)",
        "results = np.apply_along_axis(score, 1, rows)",
    ],
)
def test_a_function_mapped_over_elements_repeats(mapping):
    header = "import functools\nimport numpy as np\nimport pandas as pd\n"
    facts = facts_of(f"{header}def score(row):\n    make()\n{mapping}\n")
    assert "once per element" in (reason(facts, "make()") or "")


@pytest.mark.parametrize(
    "mapping",
    [
        "ds = ds.map(score)",
        "ds = ds.apply(score)",
        "results = map(score)",
        "out = thread(score, rows)",
        "ds = tf.data.Dataset.range(9).map(score, 4)",  # a positional num_parallel_calls: still traced once
    ],
)
def test_a_dataset_map_or_a_single_call_is_not_a_mapping(mapping):
    facts = facts_of(f"import tensorflow as tf\ndef score(row):\n    make()\n{mapping}\n")
    assert reason(facts, "make()") is None


@pytest.mark.parametrize(
    "driver",
    [
        "while True:\n    threading.Thread(target=score, args=(queue.get(),)).start()",
        "for row in rows:\n    executor.submit(score, row)",
        "study.optimize(score, n_trials=100)",
        "best = fmin(fn=score, space=space, algo=tpe.suggest, max_evals=50)",
        "import wandb\nwandb.agent(sweep_id, function=score)",  # one run per configuration of the sweep
    ],
)
def test_a_function_a_thread_pool_or_search_runs_repeatedly_repeats(driver):
    facts = facts_of(f"def score(row):\n    make()\n{driver}\n")
    assert reason(facts, "make()") is not None


@pytest.mark.parametrize(
    "driver",
    [
        "for genome in genomes:\n    multiprocessing.Process(target=score, args=(genome,)).start()",
        "threading.Thread(target=score).start()",
        "study.optimize(score)",
    ],
)
def test_a_process_per_trial_a_single_thread_or_an_unbounded_driver_is_not_repetition(driver):
    facts = facts_of(f"def score(row):\n    make()\n{driver}\n")
    assert reason(facts, "make()") is None


def test_a_django_view_handles_requests():
    facts = facts_of("from django.http import JsonResponse\ndef search(request):\n    make()\n")
    assert (reason(facts, "make()") or "").endswith("handles requests, once per request")
    plain = facts_of("def search(request):\n    make()\n")
    assert reason(plain, "make()") is None
    short = facts_of("from django.http import JsonResponse\ndef predict(req):\n    make()\n")  # Vegetable-Log
    assert (reason(short, "make()") or "").endswith("handles requests, once per request")


def test_a_session_run_hook_runs_on_every_step():
    facts = facts_of(
        "import tensorflow as tf\n"
        "class LoggerHook(tf.train.SessionRunHook):\n"
        "    def after_run(self, run_context, run_values):\n"
        "        make()\n"
        "    def begin(self):\n"
        "        setup()\n"
    )
    assert "every session step" in (reason(facts, "make()") or "")
    assert reason(facts, "setup()") is None


EMPTIED = """
for step, x in enumerate(ds):
    a.append(x)
    b.append(x)
    c.append(x)
    d.append(x)
    self.e.append(x)
    f.append(x)
    if step % 32 == 0:
        a = []
        b.clear()
        del c[:]
        del d[0]
        self.e = list()
        f = f[-10:]
"""


@pytest.mark.parametrize(
    ("receiver", "expected"),
    [("a", True), ("b", True), ("c", True), ("d", False), ("self.e", True), ("f", False)],
)
def test_a_loop_that_starts_its_own_list_over_empties_it(receiver, expected):
    facts = facts_of(EMPTIED)
    use = find(facts, receiver)
    loop = facts.repetition.loop(use)
    assert loop is not None
    assert facts.repetition.emptied_in(use, loop) is expected


# --- what changes from one run to the next -------------------------------------------------------------


def varying(facts: ModuleFacts, text: str) -> Optional[frozenset]:
    """The names of the function holding the call that change from one of its runs to the next."""
    node = call(facts, text)
    repeated = facts.repetition.repeats(node)
    function = facts.index.function(node)
    if repeated is None or function is None:
        return None
    return facts.repetition.varying_per_run(function, repeated)


def test_a_parameter_the_calling_loop_passes_anew_varies_and_so_do_names_computed_from_it():
    facts = facts_of(
        """
        class Agent:
            def get_action(self, state, step, test=False):
                sigma = 0.0 if test else self.sigma * max(0.0, 1.0 - step / self.decay_steps)
                scale = 2.0
                return self._body(state, sigma, scale)
        def train(env, agent):
            obs = env.reset()
            for step in range(1000):
                obs = env.step(agent.get_action(obs, step))
        """
    )
    assert varying(facts, "self._body(state, sigma, scale)") == {"state", "step", "sigma"}


def test_the_same_value_passed_on_every_call_does_not_vary():
    facts = facts_of(
        """
        def act(state, epsilon):
            return body(state, epsilon)
        def run(env, epsilon):
            for t in range(100):
                act(env.state, epsilon)
        """
    )
    assert varying(facts, "body(state, epsilon)") == frozenset()


def test_a_repeated_caller_passes_on_what_changes_for_it():
    facts = facts_of(
        """
        def act(state, epsilon):
            return body(state, epsilon)
        def policy(state, t):
            return act(state, 0.1 * t)
        for t in range(100):
            obs = observe()
            policy(obs, t)
        """
    )
    assert varying(facts, "body(state, epsilon)") == {"state", "epsilon"}


@pytest.mark.parametrize(
    ("top", "page"),
    [
        ("st.title('Classifier')", True),  # a page script: Streamlit reruns it on every interaction
        ("def show():\n    st.title('Classifier')", False),  # a module of the app: imported once
    ],
)
def test_the_top_level_of_a_streamlit_page_script_repeats(top, page):
    facts = facts_of(f"import streamlit as st\nimport tensorflow as tf\nv = tf.Variable(1.0)\n{top}\n")
    assert facts.repetition.page_script is page
    repeated = facts.repetition.repeats(call(facts, "tf.Variable(1.0)"))
    assert (repeated is not None) is page
    if page:
        assert repeated is not None and repeated.reason.startswith("Streamlit runs the whole script again")


def test_a_ray_remote_function_runs_once_per_remote_call():
    # ray#5973: the driver's `while True:` loop submits `detect.remote(frames)`; each runs `detect` in a worker.
    facts = facts_of(
        """
        import ray

        @ray.remote(num_gpus=0.25)
        def detect(frames):
            make()

        def plain(frames):
            make()

        while True:
            pending.append(detect.remote(read()))
            plain.remote(read())
        """
    )
    assert (reason(facts, "make()") or "").startswith("`detect` is called in a loop")
    assert facts.repetition.repeats(call(facts, "make()", 1)) is None  # `.remote` of a plain function is not Ray's


def test_the_getitem_of_a_keras_sequence_runs_per_batch():
    facts = facts_of(
        """
        from tensorflow.keras.utils import Sequence
        from typing import Sequence as Seq

        class Batches(Sequence):
            def __getitem__(self, index):
                make()

        class Items(Seq):
            def __getitem__(self, index):
                make()
        """
    )
    assert reason(facts, "make()") == "`__getitem__` of a Keras `Sequence` runs for every batch"
    assert facts.repetition.repeats(call(facts, "make()", 1)) is None


@pytest.mark.parametrize(
    "subscription",
    [
        "import rospy\nrospy.Subscriber('scan', LaserScan, score, queue_size=1)",
        "import rclpy\nnode.create_subscription(Image, 'camera', score, 10)",
    ],
)
def test_a_callback_a_message_subscriber_runs_repeats_once_per_message(subscription):
    facts = facts_of(f"def score(message):\n    make()\n{subscription}\n")
    assert (reason(facts, "make()") or "").endswith("once per message")


def test_a_bentoml_endpoint_runs_once_per_request():
    facts = facts_of(
        "from bentoml import BentoService, api\n"
        "class Recommender(BentoService):\n"
        "    @api(input=JsonInput(), batch=True)\n"
        "    def rank(self, payload):\n"
        "        make()\n"
    )
    assert "handles requests" in (reason(facts, "make()") or "")


def test_a_lambda_a_spark_rdd_maps_runs_once_per_element():
    # keras#11169: `rdd.map(lambda x: Row(score=inference(x)))` scores every pair on the workers.
    facts = facts_of(
        "from pyspark.sql import SparkSession\n"
        "spark = SparkSession.builder.getOrCreate()\n"
        "pairs = spark.table('pairs')\n"
        "scored = pairs.rdd.map(lambda x: make(x))\n"
        "once = pairs.rdd.mapPartitions(lambda rows: other(rows))\n"
    )
    assert "once per element" in (reason(facts, "make(x)") or "")
    assert reason(facts, "other(rows)") is None
