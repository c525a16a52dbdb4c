# source: https://github.com/isl-org/DeepLagrangianFluids/issues/28
# symptom: "5 out of the last 5 calls to <function main.<locals>.train> triggered tf.function retracing"; with some generated datasets training then crashes
# expect: TFM001 19
# note: train() is defined inside main(), which runs once, so this is not a tf.function created repeatedly; the retracing comes from scenes with a different number of particles (and a Python list per batch) on every step
import sys

import tensorflow as tf

from datasets.dataset_reader_physics import read_data_train
from models.default_tf import create_model


def main():
    model = create_model()
    boundaries = [25000, 50000]
    lr_fn = tf.keras.optimizers.schedules.PiecewiseConstantDecay(boundaries, [1e-3, 5e-4, 2.5e-4])
    optimizer = tf.keras.optimizers.Adam(learning_rate=lr_fn, epsilon=1e-6)

    @tf.function
    def train(model, batch):
        with tf.GradientTape() as tape:
            losses = []
            for i in range(len(batch["pos0"])):
                inputs = (batch["pos0"][i], batch["vel0"][i], None, batch["box"][i], batch["box_normals"][i])
                pr_pos1, pr_vel1 = model(inputs)
                losses.append(tf.reduce_mean(tf.norm(batch["pos1"][i] - pr_pos1, axis=-1)))
            total_loss = tf.add_n(losses) / len(losses)
        grads = tape.gradient(total_loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return total_loss

    data_iter = iter(read_data_train(files=sys.argv[1:], batch_size=16, window=3))
    for step in range(50000):
        data = next(data_iter)
        batch = {k: [tf.convert_to_tensor(x) for x in v] for k, v in data.items()}
        loss = train(model, batch)
        if step % 1000 == 0:
            print(step, float(loss))


if __name__ == "__main__":
    sys.exit(main())
