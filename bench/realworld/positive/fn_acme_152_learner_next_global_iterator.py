# source: https://github.com/google-deepmind/acme/issues/152
# symptom: a learner step wrapped in tf.function keeps sampling junk experience from the replay dataset iterator instead of waiting for new experience to be pushed; the same code without tf.function waits as expected
# expect: TFM003 28
# note: snippet pasted into a notebook after earlier cells (no imports here; tf, np, critic and optimizer come from other cells); the replay dataset is a module-level name and the tf.function pulls from it with next(iter(...)), so the dataset and its iterator are captured into the traced graph
BATCH_SIZE = 32
OBS_DIM = 1000


def experience():
    while True:
        obs = np.random.uniform(0.0, 1.0, size=(OBS_DIM,)).astype(np.float32)
        yield obs, np.float32(np.random.rand())


replay = tf.data.Dataset.from_generator(
    experience,
    output_signature=(
        tf.TensorSpec((OBS_DIM,), tf.float32),
        tf.TensorSpec((), tf.float32),
    ),
).batch(BATCH_SIZE).prefetch(2)

critic.build((None, OBS_DIM))


@tf.function
def learner_step():
    obs, reward = next(iter(replay))
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.square(critic(obs) - reward[:, None]))
    grads = tape.gradient(loss, critic.trainable_variables)
    optimizer.apply_gradients(zip(grads, critic.trainable_variables))
    return loss


while True:
    loss = learner_step()
    print("learner loss", float(loss))
