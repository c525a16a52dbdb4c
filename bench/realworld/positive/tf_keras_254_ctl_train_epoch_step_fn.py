# source: https://github.com/keras-team/tf-keras/issues/254
# symptom: static-analysis report: train_epoch is called in a for loop over epochs, but it defines and calls a tf.function step_fn each time, so every epoch creates and traces a new graph ("triggered tf.function retracing")
# expect: TFM006 74
# note: the site is the nested `@tf.function` def (the construct TensorFlow's retracing warning names as `train_epoch.<locals>.step_fn`), as in the other cases of a tf.function defined in a function that runs per epoch; custom-training-loop correctness check: the model, optimizer and distribution strategy are created once, then train_epoch() builds a fresh @tf.function for every epoch
import numpy as np
import tensorflow as tf

_NUM_SAMPLES = 66
_BATCH_SIZE = 32
_RANDOM_SEED = 1337
_NUM_EPOCHS = 10
_STEPS_PER_EPOCH = 2


class MaybeDistributionScope:
    def __init__(self, distribution):
        self._distribution = distribution
        self._scope = None

    def __enter__(self):
        if self._distribution:
            self._scope = self._distribution.scope()
            self._scope.__enter__()

    def __exit__(self, exc_type, value, traceback):
        if self._distribution:
            self._scope.__exit__(exc_type, value, traceback)
            self._scope = None


def get_model(sync_batchnorm=False):
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.Dense(10, activation="relu", input_shape=(1,)))
    model.add(tf.keras.layers.Dense(10, activation="relu"))
    if sync_batchnorm:
        model.add(tf.keras.layers.BatchNormalization(synchronized=True))
    else:
        model.add(tf.keras.layers.BatchNormalization())
    model.add(tf.keras.layers.Dense(1))
    return model


def get_data():
    np.random.seed(_RANDOM_SEED)
    x_train = np.random.rand(_NUM_SAMPLES, 1)
    y_train = 3 * x_train
    x_train = x_train.astype("float32")
    y_train = y_train.astype("float32")
    train_dataset = tf.data.Dataset.from_tensor_slices((x_train, y_train))
    return train_dataset.batch(_BATCH_SIZE)


def compute_loss(labels, logits, reg_losses):
    pred_loss = tf.keras.losses.mean_squared_error(labels, logits)
    scaled_loss = tf.nn.compute_average_loss(pred_loss, global_batch_size=_BATCH_SIZE)
    l2_loss = tf.nn.scale_regularization_loss(reg_losses)
    return scaled_loss + l2_loss


def iteration_inside_func(initial_weights, dataset, optimizer_fn, iteration_type, strategy=None, sync_batchnorm=None):
    tf.random.set_seed(_RANDOM_SEED)
    with MaybeDistributionScope(strategy):
        if strategy and sync_batchnorm:
            model = get_model(sync_batchnorm)
        else:
            model = get_model()
        model.set_weights(initial_weights)
        optimizer = optimizer_fn()
        training_accuracy = tf.keras.metrics.CategoricalAccuracy("training_accuracy", dtype=tf.float32)

        def train_epoch(dist_input):
            """Training StepFn."""

            @tf.function
            def step_fn(inputs):
                samples, labels = inputs
                with tf.GradientTape() as tape:
                    logits = model(samples)
                    loss = compute_loss(labels, logits, model.losses)
                grads = tape.gradient(loss, model.trainable_variables)
                optimizer.apply_gradients(zip(grads, model.trainable_variables))
                training_accuracy.update_state(labels, logits)
                return loss

            total_loss = 0.0
            num_batches = 0
            if iteration_type == "dataset":
                for x in dist_input:
                    if strategy:
                        per_replica_losses = strategy.run(step_fn, args=(x,))
                        total_loss += strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_losses, axis=None)
                    else:
                        total_loss += step_fn(x)
                    num_batches += 1
            else:
                iterator = iter(dist_input)
                for _ in range(_STEPS_PER_EPOCH):
                    if strategy:
                        per_replica_losses = strategy.run(step_fn, args=(next(iterator),))
                        total_loss += strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica_losses, axis=None)
                    else:
                        total_loss += step_fn(next(iterator))
                    num_batches += 1
            return total_loss / tf.cast(num_batches, dtype=tf.float32)

        if strategy:
            dataset = strategy.experimental_distribute_dataset(dataset)

        for _ in range(_NUM_EPOCHS):
            loss = train_epoch(dataset)
        return model.get_weights(), loss, training_accuracy.result()


if __name__ == "__main__":
    weights = get_model().get_weights()
    for optimizer_fn in (lambda: tf.keras.optimizers.SGD(0.1), lambda: tf.keras.optimizers.Adam(0.01)):
        for iteration_type in ("dataset", "iterator"):
            print(iteration_inside_func(weights, get_data(), optimizer_fn, iteration_type))
