"""TFM012: a list handed to a TensorFlow op sliced or joined (`tf.concat(outputs[1:], 1)`) is used as one."""

from __future__ import annotations

import pytest

from tests.conftest import rows

# d2l's seq2seq `predict_step`: each step's token feeds the next, and the tokens after BOS are joined.
DECODE = """
import tensorflow as tf
decoder = tf.keras.layers.GRU(8, return_state=True)
def predict_step(tgt, state, num_steps):
    outputs = [tf.expand_dims(tgt[:, 0], 1)]
    for _ in range(num_steps):
        Y, state = decoder(outputs[-1], state, training=False)
        outputs.append(tf.argmax(Y, 2))
    return JOIN
"""


@pytest.mark.parametrize(
    "join", ["tf.concat(outputs[1:], 1)", "tf.concat([start] + outputs, 1)", "tf.stack([*outputs, end])"]
)
def test_a_list_joined_by_a_tensorflow_op_through_a_slice_is_not_flagged(join):
    assert rows(DECODE.replace("JOIN", join), "TFM012") == []


def test_an_item_of_the_list_handed_to_an_op_is_not_the_list():
    assert rows(DECODE.replace("JOIN", "tf.reduce_sum(outputs[-1])"), "TFM012") == [8]


def test_a_sliced_list_over_a_dataset_is_still_flagged():
    code = """
    import tensorflow as tf
    model = tf.keras.applications.MobileNetV2(weights=None)
    preds = [tf.zeros([0, 1000])]
    for batch in tf.data.Dataset.list_files("*.png").map(load).batch(32):
        preds.append(model(batch, training=False))
    scores = tf.concat(preds[1:], axis=0)
    """
    assert rows(code, "TFM012") == [6]
