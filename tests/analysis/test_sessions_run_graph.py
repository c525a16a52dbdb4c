"""`Sessions.runs_graph`: which calls run a TF1 graph, and the `runs a session` effect it gives functions."""

from __future__ import annotations

import ast
import textwrap
from typing import List

from tflint_mem.analysis.calls import SESSION_RUN
from tflint_mem.analysis.facts import ModuleFacts


def facts_of(code: str) -> ModuleFacts:
    text = textwrap.dedent(code)
    return ModuleFacts(ast.parse(text), text)


def running(code: str) -> List[str]:
    facts = facts_of(code)
    calls = [call for call in facts.index.nodes(ast.Call) if isinstance(call, ast.Call)]
    return [facts.index.source(call) for call in calls if facts.sessions.runs_graph(call)]


def test_run_and_partial_run_on_a_session_run_the_graph():
    code = """
    import tensorflow as tf
    sess = tf.Session()
    sess.run(op)
    sess.partial_run(handle, op)
    tf.Session().run(op)
    """
    assert running(code) == ["sess.run(op)", "sess.partial_run(handle, op)", "tf.Session().run(op)"]


def test_run_on_other_objects_does_not():
    code = """
    import subprocess
    import tensorflow as tf
    strategy.run(step)
    subprocess.run(["ls"])
    thread.run()
    """
    assert running(code) == []


def test_eval_with_a_feed_or_a_session_runs_the_graph():
    code = """
    import tensorflow as tf
    acc.eval(feed_dict={x: 1})
    acc.eval(session=s)
    model.eval()
    """
    assert running(code) == ["acc.eval(feed_dict={x: 1})", "acc.eval(session=s)"]


def test_bare_eval_runs_the_graph_only_in_a_file_that_makes_sessions():
    code = """
    import tensorflow as tf
    sess = tf.InteractiveSession()
    acc.eval()
    """
    assert running(code) == ["acc.eval()"]


def test_bare_eval_is_a_mode_switch_in_eager_code_even_when_a_comment_names_a_session():
    # TensorLayer 2's `utils.fit`: `network.eval()` switches the model to inference; the file is eager TF2 code.
    code = """
    import tensorflow as tf
    # sess = tf.Session(config=tf.ConfigProto())
    for epoch in range(n_epoch):
        network.eval()
        tf.compat.v2.summary.scalar("loss", loss, step=epoch)
    """
    assert running(code) == []


def test_bare_eval_of_a_keras_model_is_not_a_graph_run():
    code = """
    import tensorflow as tf
    sess = tf.Session()
    model = tf.keras.Sequential()
    model.eval()
    """
    assert running(code) == []


def test_a_function_that_evaluates_a_tensor_runs_a_session():
    facts = facts_of(
        """
        import tensorflow as tf
        def evaluate(acc, feed):
            return acc.eval(feed_dict=feed)
        """
    )
    (function,) = facts.index.nodes(ast.FunctionDef)
    assert SESSION_RUN in facts.calls.effects(function)


def test_keras_2_backend_eval_and_get_value_run_the_graph_in_tf1_code_only():
    # Keras 2's `K.eval(x)` is `get_session().run(x)` in graph mode and `x.numpy()` under eager execution.
    tf1 = """
    import tensorflow as tf
    from tensorflow.keras import backend as K
    tf.compat.v1.disable_eager_execution()
    K.eval(loss)
    K.get_value(model.optimizer.lr)
    K.set_value(model.optimizer.lr, 0.1)
    """
    eager = """
    import tensorflow as tf
    from tensorflow.keras import backend as K
    K.eval(loss)
    """
    assert running(tf1) == ["K.eval(loss)", "K.get_value(model.optimizer.lr)", "K.set_value(model.optimizer.lr, 0.1)"]
    assert running(eager) == []
    facts = facts_of(tf1)
    first = next(c for c in facts.index.nodes(ast.Call) if facts.index.source(c) == "K.eval(loss)")
    assert facts.calls.effect_of(first) == SESSION_RUN  # running the graph, not adding an op to it
    assert facts.kinds.of(first).name == "NumPy array"


def test_run_with_a_feed_runs_the_graph_whatever_holds_the_session():
    """siemanko/tensorflow-deepq#2: the agent keeps the session it is given as `self.s`; `self.s.run(q, {x: obs})`
    feeds a TF1 graph. A dict after the fetches counts only in TF1 graph-mode code (ONNX Runtime's
    `sess.run(None, {name: x})` looks the same)."""
    code = """
    import tensorflow.compat.v1 as tf
    x = tf.placeholder(tf.float32, [None, 4])

    class Agent:
        def __init__(self, s):
            self.s = s

        def step(self, obs):
            self.s.run(self.q, {x: obs})
            self.s.run(self.q, feed_dict={x: obs})
            self.runner.run(self.q)
    """
    assert running(code) == ["self.s.run(self.q, {x: obs})", "self.s.run(self.q, feed_dict={x: obs})"]
    eager = "import onnxruntime\nimport tensorflow as tf\nout = ort.run(None, {name: batch})\n"
    assert running(eager) == []
