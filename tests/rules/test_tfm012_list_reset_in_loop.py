"""TFM012: a list the appending loop itself starts over holds a bounded number of tensors."""

from __future__ import annotations

import pytest

from tests.conftest import rows

# gimlet `ht_off_opt_pre.py`: gradients kept per molecule, applied and dropped every 32.
ACCUMULATED = """
import tensorflow as tf
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
g = []
idx = 0
for x, y in ds_tr:
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(model(x) - y))
    g.append(tape.gradient(loss, model.variables))
    idx += 1
    if idx % 32 == 0:
        for g_ in g:
            opt.apply_gradients(zip(g_, model.variables))
        RESET
"""


@pytest.mark.parametrize("reset", ["g = []", "g = list()", "g.clear()", "del g[:]"])
def test_a_list_emptied_in_the_loop_that_appends_is_bounded(reset):
    assert rows(ACCUMULATED.replace("RESET", reset), "TFM012") == []


@pytest.mark.parametrize("reset", ["idx = 0", "g = g + []", "del g[0]", "h = []"])
def test_a_list_the_loop_never_empties_is_still_flagged(reset):
    assert rows(ACCUMULATED.replace("RESET", reset), "TFM012") == [9]


def test_an_unconditional_reset_before_the_append_holds_one_pass():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    for x in ds:
        outputs = []
        outputs.append(model(x))
        consume(outputs)
    """
    assert rows(code, "TFM012") == []


def test_emptying_a_different_list_does_not_bound_this_one():
    code = """
    import tensorflow as tf
    model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
    history, window = [], []
    for step, x in enumerate(ds):
        out = model(x)
        history.append(out)
        window.append(out)
        if step % 100 == 0:
            window = []
    """
    assert rows(code, "TFM012") == [7]


PER_EPOCH = """
import tensorflow as tf
loss_fn = tf.keras.losses.MeanSquaredError()
model = tf.keras.Sequential([tf.keras.layers.Dense(1)])
epoch_log, history = [], {}
for epoch in range(30):
    batch_losses = []
    for start in range(0, 6400, 64):
        with tf.GradientTape() as tape:
            loss = loss_fn(y[start:start + 64], model(x[start:start + 64], training=True))
        opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables), model.trainable_variables))
        batch_losses.append(loss)
    print(float(batch_losses[-1]))
"""


@pytest.mark.parametrize(
    ("kept", "expected"),
    [
        ("", []),  # the list holds one epoch's tensors at a time
        ("    epoch_log.append(batch_losses)\n", [12]),  # code-examples.net 4c08c07: every epoch's list is kept
        ("    history[epoch] = batch_losses\n", [12]),
    ],
)
def test_a_list_made_per_pass_holds_one_pass_unless_a_longer_lived_one_keeps_it(kept, expected):
    assert rows(PER_EPOCH + kept, "TFM012") == expected
