"""TFM006 tf-function-created-in-loop: which re-created tf.functions are reported, where, and with which advice."""

from __future__ import annotations

from typing import List

from tests.conftest import fixed, lint, rows

HOIST = "create it once, before the loop"
PER_CALL = "create it once (at module level, or in `__init__`) and reuse it"


def messages(code: str) -> List[str]:
    return [f.message_with_help for f in lint(code, ["TFM006"])]


# --- tf.function(...) and @tf.function in a loop ---------------------------------------------


def test_tf_function_call_in_for_loop_is_reported_at_the_call():
    code = """
    import tensorflow as tf

    def double(x):
        return x * 2

    for step in range(10):
        fast = tf.function(double)
        fast(tf.ones([2]))
    """
    assert rows(code, "TFM006") == [8]
    assert messages(code)[0].startswith("`tf.function(double)` makes a new tf.function each time it runs")
    assert "\nhelp: it is called inside a loop; " in messages(code)[0]
    assert messages(code)[0].endswith(HOIST)


def test_decorated_def_in_while_loop_is_reported_at_the_decorator():
    code = """
    import tensorflow as tf

    while True:
        @tf.function
        def step(x):
            return x + 1
        step(tf.ones([2]))
    """
    assert rows(code, "TFM006") == [5]
    assert messages(code)[0].startswith("`@tf.function` `step` makes a new tf.function")
    assert "\nhelp: it is defined inside a loop" in messages(code)[0]


def test_aliases_compat_and_from_import_are_resolved():
    code = """
    import tensorflow as tensorflow_lib
    import tensorflow.compat.v2 as tf2
    from tensorflow import function

    def f(x):
        return x

    for i in range(3):
        tensorflow_lib.function(f)(1.0)
        tf2.function(f)(1.0)
        function(f)(1.0)
    """
    assert rows(code, "TFM006") == [10, 11, 12]


def test_tensorflow_internal_spelling_is_resolved():
    code = """
    from tensorflow.python.eager import def_function

    def f(x):
        return x

    for i in range(3):
        def_function.function(f)(1.0)
    """
    assert rows(code, "TFM006") == [8]


def test_decorator_factory_form_is_one_creation():
    code = """
    import tensorflow as tf

    def f(x):
        return x

    for i in range(3):
        g = tf.function(jit_compile=True)(f)
    """
    assert rows(code, "TFM006") == [8]


def test_comprehension_and_async_for_are_loops():
    code = """
    import tensorflow as tf

    def f(x):
        return x

    fns = [tf.function(f)(1.0) for _ in range(3)]

    async def run(stream):
        async for item in stream:
            tf.function(f)(item)
    """
    assert rows(code, "TFM006") == [7, 11]


def test_loop_in_method_of_class_is_reported():
    code = """
    import tensorflow as tf

    class Trainer:
        def fit(self, batches):
            for batch in batches:
                step = tf.function(self.step)
                step(batch)
    """
    assert rows(code, "TFM006") == [7]


def test_function_reading_loop_counter_gets_argument_advice():
    code = """
    import tensorflow as tf

    for i in range(5):
        tf.function(lambda x: x * i)(tf.ones([2]))
    """
    (message,) = messages(code)
    assert "it reads `i`, which changes every iteration: pass that as a tensor argument instead" in message


def test_new_function_per_new_object_is_not_reported():
    code = """
    import tensorflow as tf

    for model in [tf.keras.layers.Dense(2), tf.keras.layers.Dense(3)]:
        forward = tf.function(model)
        forward(tf.ones([1, 4]))
    for layer_cls in [tf.keras.layers.Dense]:
        @tf.function
        def g(x):
            return layer_cls(2)(x)
    """
    assert rows(code, "TFM006") == []


def test_new_function_per_run_given_the_runs_new_model_is_not_reported():
    # mindle714/tf-models (a real look-alike): each configuration trains a new model with a new optimizer, passed
    # to the step as arguments; a step made before the loop would trace again for each new object anyway. A step
    # given only the loop's data is still reported.
    code = """
    import tensorflow as tf

    for ratio in [0.1, 0.2, 0.3]:
        model = tf.keras.Sequential([tf.keras.layers.Dense(2)])
        opt = tf.keras.optimizers.SGD(ratio)

        @tf.function
        def run_step(m, o, x):
            return m(x)

        @tf.function
        def evaluate(x):
            return tf.reduce_sum(x)

        for x in dataset:
            run_step(model, opt, x)
            evaluate(x)
    """
    assert rows(code, "TFM006") == [12]


def test_def_made_in_the_loop_wrapped_in_the_loop_is_not_reported():
    code = """
    import tensorflow as tf

    for key in ["a", "b"]:
        def wrapper(x):
            return x[key]
        wrapped = tf.function(wrapper)
    """
    assert rows(code, "TFM006") == []


def test_creation_behind_cache_test_is_not_reported():
    code = """
    import tensorflow as tf

    cache = {}
    fn = None
    for key in ["a", "b", "a"]:
        if key not in cache:
            cache[key] = tf.function(lambda x: x)
        if fn is None:
            fn = tf.function(lambda x: x + 1)
    """
    assert rows(code, "TFM006") == []


def test_creation_behind_a_flag_the_block_turns_off_is_not_reported():
    code = """
    import tensorflow as tf

    pending = True
    for key in range(100):
        if pending:
            fn = tf.function(lambda x: x)
            pending = False
        if key:
            other = tf.function(lambda x: x + 1)
    """
    assert rows(code, "TFM006") == [10]


def test_a_test_of_what_the_pass_itself_resets_is_no_cache_test():
    code = """
    import tensorflow as tf

    for key in range(100):
        fn = None
        if fn is None:
            fn = tf.function(lambda x: x + 1)
    """
    assert rows(code, "TFM006") == [7]


def test_functions_collected_in_a_list_are_not_reported():
    code = """
    import tensorflow as tf

    def f(x):
        return x

    fns = []
    for i in range(3):
        fns.append(tf.function(f))
    """
    assert rows(code, "TFM006") == []


def test_creation_inside_a_tf_function_is_not_reported():
    code = """
    import tensorflow as tf

    @tf.function
    def outer(x):
        for i in range(3):
            x = tf.function(lambda t: t + 1)(x)
            @tf.function
            def inner(t):
                return t
        return x
    """
    assert rows(code, "TFM006") == []


def test_user_function_named_function_is_not_tf():
    code = """
    from my_project.decorators import function

    def f(x):
        return x

    for i in range(3):
        function(f)(1.0)

    tf = object()
    for i in range(3):
        tf.function(f)
    """
    assert rows(code, "TFM006") == []


# --- a tf.function made on every call of an ordinary function -----------------------------------


def test_nested_tf_function_called_by_method_is_reported_at_decorator():
    code = """
    import tensorflow as tf

    class Predictor:
        def predict(self, x):
            @tf.function
            def forward(t):
                return self.scale * t
            return forward(x)
    """
    assert rows(code, "TFM006") == [6]
    (message,) = messages(code)
    assert "is defined inside `predict`, which calls it, so every call of `predict` creates a new one" in message
    assert message.endswith(PER_CALL)


def test_wrapped_and_called_immediately_inside_function_is_reported():
    code = """
    import tensorflow as tf

    class Layer:
        def call(self, x):
            return tf.function(self._impl)(x)
    """
    assert rows(code, "TFM006") == [6]
    assert "is called inside `call` and used there" in messages(code)[0]


def test_nested_tf_function_closing_over_outer_arguments_is_not_reported_at_def():
    code = """
    import tensorflow as tf

    def predict(model, x):
        @tf.function
        def forward(t):
            return model(t)
        return forward(x)
    """
    assert rows(code, "TFM006") == []


def test_nested_tf_function_returned_is_a_factory_not_reported_at_def():
    code = """
    import tensorflow as tf

    def make_step():
        @tf.function
        def step(x):
            return x * 2
        return step
    """
    assert rows(code, "TFM006") == []


def test_nested_tf_function_stored_on_self_is_not_reported():
    code = """
    import tensorflow as tf

    class Model:
        def compile(self):
            @tf.function
            def step(x):
                return x * 2
            self.step = step
            step(1.0)
    """
    assert rows(code, "TFM006") == []


def test_driver_function_running_its_loop_is_not_reported_at_def():
    code = """
    import tensorflow as tf

    def train(dataset):
        @tf.function
        def step(x):
            return x * 2
        for batch in dataset:
            step(batch)
    """
    assert rows(code, "TFM006") == []


def test_functions_that_run_once_are_not_reported():
    code = """
    import tensorflow as tf
    from absl import app

    def main(argv):
        @tf.function
        def warmup():
            return tf.constant(1)
        warmup()

    def run_all():
        @tf.function
        def warmup():
            return tf.constant(1)
        warmup()

    class Net:
        def __init__(self):
            @tf.function
            def warmup():
                return tf.constant(1)
            warmup()

        def test_warmup(self):
            @tf.function
            def warmup():
                return tf.constant(1)
            warmup()

    run_all()
    app.run(main)
    """
    assert rows(code, "TFM006") == []


def test_cached_outer_function_is_not_reported():
    code = """
    import functools
    import tensorflow as tf

    class Model:
        def make_predict_function(self):
            if self.predict_function is not None:
                return self.predict_function
            fn = tf.function(self.predict_step)
            fn.get_concrete_function()

    @functools.lru_cache()
    def compiled():
        fn = tf.function(lambda: 1)
        fn()
    """
    assert rows(code, "TFM006") == []


# --- helpers called in a loop (following calls within the module) --------------------------------


def test_factory_called_in_loop_is_reported_at_call_and_named():
    code = """
    import tensorflow as tf

    def make_step(scale):
        return tf.function(lambda x: x * scale)

    for batch in range(10):
        step = make_step(2.0)
        step(batch)
    """
    assert rows(code, "TFM006") == [8]
    (message,) = messages(code)
    assert message.startswith("`make_step()` makes a new tf.function each time it runs")
    assert "\nhelp: it creates a new tf.function on every call, and is called inside a loop" in message
    assert message.endswith("call it once, before the loop")


def test_helper_two_calls_away_is_named_with_the_creator():
    code = """
    import tensorflow as tf

    def make_step():
        @tf.function
        def step(x):
            return x
        return step

    def run_fold(data):
        step = make_step()
        for batch in data:
            step(batch)

    for fold in range(5):
        run_fold(None)
    """
    assert rows(code, "TFM006") == [16]
    assert "help: it creates a new tf.function on every call, through `make_step()`" in messages(code)[0]


def test_method_called_through_self_in_loop_is_reported():
    code = """
    import tensorflow as tf

    class Agent:
        def act(self, state):
            @tf.function
            def policy(s):
                return s * 2
            return policy(state)

        def run(self, states):
            for state in states:
                self.act(state)
    """
    # One finding, where the function is made: the loop calling `act` is named in its help, not reported again.
    assert rows(code, "TFM006") == [6]
    assert "(`act` is called in a loop in `run`)" in messages(code)[0]


def test_cached_factory_called_in_loop_is_not_reported():
    code = """
    import functools
    import tensorflow as tf

    @functools.lru_cache(maxsize=None)
    def make_step(scale):
        return tf.function(lambda x: x * scale)

    class Model:
        def make_train_function(self):
            if self.train_function is not None:
                return self.train_function
            self.train_function = tf.function(self.train_step)
            return self.train_function

    model = Model()
    for batch in range(10):
        make_step(2)(batch)
        model.make_train_function()
    """
    assert rows(code, "TFM006") == []


def test_factory_given_a_new_object_each_iteration_is_not_reported():
    code = """
    import tensorflow as tf

    def make_step(model):
        @tf.function
        def step(x):
            return model(x)
        return step

    for units in [2, 4]:
        model = tf.keras.layers.Dense(units)
        step = make_step(model)
    """
    assert rows(code, "TFM006") == []


def test_constructor_of_object_making_its_functions_is_not_reported():
    code = """
    import tensorflow as tf

    class Worker:
        def __init__(self):
            self.fn = tf.function(lambda x: x)

    workers = []
    for i in range(4):
        workers.append(Worker())
    """
    assert rows(code, "TFM006") == []


def test_helper_of_same_name_in_another_class_is_not_followed():
    code = """
    import tensorflow as tf

    class A:
        def make(self):
            return tf.function(lambda x: x)

    class B:
        def make(self):
            return 1

        def run(self):
            for i in range(3):
                self.make()
    """
    assert rows(code, "TFM006") == []


def test_loop_inside_tf_function_calling_factory_is_not_reported():
    code = """
    import tensorflow as tf

    def make_step():
        return tf.function(lambda x: x)

    @tf.function
    def outer(x):
        for i in range(3):
            x = make_step()(x)
        return x
    """
    assert rows(code, "TFM006") == []


# --- the fix: move `name = tf.function(...)` before the loop -------------------------------------


def test_fix_moves_the_creation_before_the_loop_with_its_comments():
    code = """
    import tensorflow as tf

    def double(x):
        return x * 2

    x = tf.ones([2])

    # the training loop
    for step in range(10):
        # compiled once per step
        fast = tf.function(double)  # slow
        fast(x)
    """
    assert fixed(code, ["TFM006"]) == (
        "\nimport tensorflow as tf\n\ndef double(x):\n    return x * 2\n\nx = tf.ones([2])\n\n"
        "# compiled once per step\nfast = tf.function(double)  # slow\n"
        "# the training loop\nfor step in range(10):\n    fast(x)\n"
    )


def test_fix_in_a_method_keeps_the_indentation_and_the_alias():
    code = """
    from tensorflow.compat import v1 as tf1

    class Trainer:
        def fit(self, batches):
            while batches:
                step = tf1.function(
                    self.step,  # bound method
                    jit_compile=True,
                )
                step(batches.pop())
    """
    assert fixed(code, ["TFM006"]) == (
        "\nfrom tensorflow.compat import v1 as tf1\n\nclass Trainer:\n    def fit(self, batches):\n"
        "        step = tf1.function(\n            self.step,  # bound method\n            jit_compile=True,\n"
        "        )\n        while batches:\n            step(batches.pop())\n"
    )


def test_fix_moves_a_factory_call_out_of_one_loop_per_pass():
    code = """
    import tensorflow as tf

    def make_step():
        return tf.function(lambda x: x + 1)

    for epoch in range(3):
        for batch in batches:
            step = make_step()
            step(batch)
    """
    assert fixed(code, ["TFM006"]) == (
        "\nimport tensorflow as tf\n\ndef make_step():\n    return tf.function(lambda x: x + 1)\n\n"
        "step = make_step()\nfor epoch in range(3):\n    for batch in batches:\n        step(batch)\n"
    )


def test_no_fix_where_hoisting_is_not_simple_or_not_safe():
    code = """
    import tensorflow as tf

    def scaled(x):
        return x * step  # reads the loop variable as a global

    for step in range(10):
        @tf.function
        def inner(x):
            return x + 1
        inner(x)
        fast = tf.function(scaled)
        fast(x)
        tf.function(abs)(x)
        if step % 2:
            checked = tf.function(abs)
            checked(x)
        steps = {"abs": tf.function(abs)}
        a, b = tf.function(abs), 1
        again = tf.function(abs)
        again = again if step else None
        for y in ys:
            only = tf.function(abs)
    """
    findings = lint(code, ["TFM006"])
    assert [f.location.row for f in findings] == [8, 12, 14, 16, 18, 19, 20, 23]
    assert [f.fix for f in findings] == [None] * 8


def test_nested_tf_function_handed_to_dataset_map_is_not_reported():
    code = """
    import tensorflow as tf

    def gen_dataset(ds):
        @tf.function
        def _load(path):
            return tf.io.read_file(path)
        return ds.map(_load).filter(_load)
    """
    assert rows(code, "TFM006") == []


def test_driver_with_one_extra_call_outside_its_loop_is_not_reported():
    code = """
    import tensorflow as tf

    class Driver:
        def benchmark(self, images, runs):
            @tf.function
            def run(x):
                return self.model(x)
            for _ in range(runs):
                run(images)
            run(images)
    """
    assert rows(code, "TFM006") == []


def test_decorator_arguments_from_the_outer_function_count_as_closure():
    code = """
    import tensorflow as tf

    def serve(model, spec, x):
        @tf.function(input_signature=[spec])
        def forward(t):
            return t * 2
        return forward(x)
    """
    assert rows(code, "TFM006") == []


def test_nested_tf_function_run_by_strategy_counts_as_called():
    code = """
    import tensorflow as tf

    class Trainer:
        def step(self, batch):
            @tf.function
            def replica_step(x):
                return x * 2
            return self.strategy.run(replica_step, args=(batch,))
    """
    assert rows(code, "TFM006") == [6]


def test_nested_tf_function_not_given_outer_arguments_is_not_reported():
    code = """
    import tensorflow as tf

    def initialize_system(topology):
        @tf.function
        def _configure():
            return tf.constant(1)
        proto = topology.serialize()
        _configure()
        tf.function(lambda: 2)()
    """
    assert rows(code, "TFM006") == []


def test_nested_tf_function_in_a_function_called_each_step_is_reported_with_what_to_pass():
    code = """
    import tensorflow as tf

    def train_step(model, batch):
        @tf.function
        def step():
            return model(batch)
        return step()

    def log_step():
        @tf.function
        def zero():
            return tf.constant(0)
        return zero()

    for batch in dataset:
        train_step(net, batch)
        log_step()
    """
    found = messages(code)
    assert len(found) == 2
    assert "`train_step`, which runs repeatedly" in found[0]
    assert "pass what it reads from the call (`batch`, `model`) as arguments" in found[0]
    assert "`log_step`, which runs repeatedly" in found[1]
    assert "(at module level, or in `__init__`) and reuse it" in found[1]


# --- wrappers of the function each call is given ---------------------------------------------------


def test_a_repeated_wrapper_of_a_new_function_each_call_is_not_reported():
    # TensorFlow's checkpoint code (functional_saver.py, trace_saveable_util.py): one tf.function per registered
    # saver, each around a different function, so every one must be traced anyway.
    code = """
    import tensorflow as tf

    def wrap(fn, captures):
        def save(prefix):
            return fn(prefix)
        if captures is None:
            return save
        else:
            traced = tf.function(save)
            return traced.get_concrete_function()

    for name, fn in savers.items():
        wrap(fn, captures)
    """
    assert rows(code, "TFM006") == []


def test_a_repeated_wrapper_given_the_same_function_every_time_is_reported():
    code = """
    import tensorflow as tf

    def step(fn, batch):
        traced = tf.function(fn)
        return traced(batch)

    for batch in batches:
        step(model_step, batch)
    """
    assert rows(code, "TFM006") != []


def test_the_else_of_a_test_of_an_argument_runs_on_every_call():
    code = """
    import tensorflow as tf

    def predict(model, batch, fn=None):
        if fn is not None:
            return fn(batch)
        else:
            fast = tf.function(lambda x: model(x))
            return fast(batch)

    for batch in batches:
        predict(model, batch)
    """
    assert rows(code, "TFM006") == [8]


def test_a_factory_aliasing_its_objects_state_is_reported_once_at_the_loop_that_calls_it():
    # TensorFlow issue 50379: `model = self.model` names the same model on every call; the per-batch call of the
    # factory is the root cause, and the epoch loop that runs the method holding that loop is not reported again.
    code = """
    import tensorflow as tf
    class Trainer:
        def train_step(self):
            model = self.model
            @tf.function
            def step(x):
                return model(x)
            return step
        def fit_epoch(self, dataset):
            for x in dataset:
                self.train_step()(x)
    trainer = Trainer()
    for epoch in range(20):
        trainer.fit_epoch(ds)
    """
    assert rows(code, "TFM006") == [12]


# --- decorators that make a tf.function ------------------------------------------------------------


def test_a_def_in_a_loop_decorated_by_a_factory_that_makes_a_tf_function_is_reported():
    # The shape of ryfeus/lambda-packs#58 (onnxruntime's benchmark): `run_with_tf_optimizations(...)` returns a
    # wrapper that defines a new `@tf.function` around the function it decorates.
    code = """
    import tensorflow as tf

    def compiled(use_xla):
        def wrap(func):
            @tf.function(jit_compile=use_xla)
            def run(*args):
                return func(*args)
            return run
        return wrap

    model = tf.keras.Sequential([tf.keras.layers.Dense(4)])
    data = tf.ones([8, 4])
    for trial in range(100):
        @compiled(use_xla=False)
        def forward():
            return model(data)
        forward()
    """
    assert rows(code, "TFM006") == [15]
    (finding,) = lint(code, ["TFM006"])
    assert "it is applied inside a loop: `wrap` wraps `forward` in a new one" in finding.message_with_help


def test_a_decorator_factory_over_each_iterations_data_is_reported_and_a_plain_decorator_is_not():
    # ryfeus/lambda-packs#58 itself: each iteration's function closes over that iteration's `input_ids`; one
    # function given it as an argument could keep its traces (and relax its shapes), a new one per pass cannot.
    code = """
    import functools
    import tensorflow as tf

    def compiled(use_xla):
        def wrap(func):
            @tf.function(jit_compile=use_xla)
            def run(*args):
                return func(*args)
            return run
        return wrap

    def logged(func):
        @functools.wraps(func)
        def inner(*args):
            return func(*args)
        return inner

    for batch_size in [1, 8, 32]:
        input_ids = tf.ones([batch_size, 128])
        @compiled(use_xla=False)
        def forward():
            return model(input_ids)
        @logged
        def report():
            return batch_size
        forward()
    """
    assert rows(code, "TFM006") == [21]


def test_a_tf_function_nested_in_a_function_run_per_seed_and_used_through_map_fn_lambda_is_reported_at_its_def():
    # aboerzel/German_License_Plate_Recognition#8 (seq_flow_lite's SGNN projection): `tf.map_fn` runs the lambda
    # during the call and keeps nothing, so the new tf.function does not outlive `fused_project`.
    code = """
    import tensorflow as tf

    def fused_project(texts, seed):
        @tf.function
        def func(row):
            return tf.strings.length(row) + seed
        return tf.map_fn(lambda row: func(row), texts)

    def features(texts, seeds):
        return [fused_project(texts, seed) for seed in seeds]

    def stored(texts, seeds):
        for seed in seeds:
            keep = fused_project(texts, seed)
            print(keep)
    """
    assert rows(code, "TFM006") == [5]


def test_a_def_closing_over_each_iterations_data_is_reported_with_the_argument_advice():
    # onnxruntime#27665: the forward function closes over that iteration's `input_ids`; passing it as an argument
    # lets one tf.function keep its traces. What only the outer loop changes (the model) is no reason either.
    code = """
    import tensorflow as tf

    for model_name in names:
        model = load(model_name)
        for values in batches:
            input_ids = tf.constant(values, dtype=tf.int32)

            @tf.function
            def forward():
                return model(input_ids, training=False)

            forward()
    """
    assert rows(code, "TFM006") == [9]
    (finding,) = lint(code, ["TFM006"])
    assert "it reads `input_ids`, which changes every iteration: pass that as an argument instead" in (
        finding.message_with_help
    )


def test_a_def_closing_over_each_iterations_new_model_is_not_reported():
    code = """
    import tensorflow as tf

    for path in checkpoints:
        model = tf.keras.models.load_model(path)

        @tf.function
        def forward(x):
            return model(x, training=False)

        forward(batch)
    """
    assert rows(code, "TFM006") == []
