"""TFM012: outputs kept under a key of a dict, parts of a model's output, and an evaluation helper handed its
model and dataset by another module (lrtc#1, jaeger#30)."""

from __future__ import annotations

from tests.conftest import lint, rows


def test_a_list_under_a_constant_key_of_a_dict_is_a_collection():
    code = """
    import tensorflow as tf
    def infer(model, texts):
        dataset = tf.data.Dataset.from_tensor_slices(texts).batch(8)
        outputs = {"logits": [], "hidden": []}
        for inp in dataset:
            output = model(inp, training=False)
            outputs["logits"].append(output.logits)
            outputs["hidden"].append(output.hidden_states[-1])
        return tf.concat(outputs["logits"], axis=0)
    """
    assert rows(code, "TFM012") == [8, 9]
    message = lint(code, ["TFM012"])[0].message
    assert message.startswith('`outputs["logits"].append(output.logits)` keeps a tensor')


def test_a_description_of_a_tensor_is_not_its_buffer():
    code = """
    import tensorflow as tf
    def shapes(model, dataset):
        seen = []
        for x, y in dataset:
            output = model(x, training=False)
            seen.append(output.shape)
        return seen
    """
    assert rows(code, "TFM012") == []


def test_a_helper_handed_model_and_batches_collects_outputs_per_batch():
    code = """
    import tensorflow as tf
    def collect_outputs(model, dataset):
        logits_list = []
        for fragments, labels in dataset:
            logits = model(fragments, training=False)
            logits_list.append(logits)
        return tf.concat(logits_list, axis=0)
    """
    assert rows(code, "TFM012") == [7]


def test_a_method_of_another_object_called_with_training_is_not_a_model_output():
    code = """
    import tensorflow as tf
    def run(agent, states):
        actions = []
        for state, reward in states:
            tf.keras.backend.clear_session() if reward else None
            agent.policy.select(state, training=False)
            actions.append(agent.policy.select(state, training=False))
        return actions
    """
    assert rows(code, "TFM012") == []


def test_steps_over_a_range_joined_by_an_op_stay_unflagged():
    code = """
    import tensorflow as tf
    def decode(cell, state, steps):
        outputs = []
        for t, _ in enumerate(range(steps)):
            out, state = cell(state, training=False)
            outputs.append(out)
        return tf.stack(outputs)
    """
    assert rows(code, "TFM012") == []
