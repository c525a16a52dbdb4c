import tensorflow as tf

from cw_attack import CarliniWagnerL2

ITER_RANGE = [100, 250, 500]
BATCH_SIZE = 64


def run(model_path):
    model = tf.keras.models.load_model(model_path, compile=False)
    (_, _), (x_test, y_test) = tf.keras.datasets.cifar10.load_data()
    x_test = x_test.astype("float32") / 127.5 - 1.0
    test_ds = tf.data.Dataset.from_tensor_slices((x_test, y_test.reshape(-1))).batch(
        BATCH_SIZE, drop_remainder=True)
    attack = CarliniWagnerL2(model, batch_shape=(BATCH_SIZE, 32, 32, 3),
                             clip_min=-1.0, clip_max=1.0, learning_rate=1e-2)
    acc = tf.keras.metrics.SparseCategoricalAccuracy()
    for max_iter in ITER_RANGE:
        acc.reset_states()
        for x, y in test_ds:
            x_adv = attack.attack(x, y, max_iter)
            acc.update_state(y, model(x_adv, training=False))
        print("max_iterations=%d robust acc=%.4f" % (max_iter, float(acc.result())))


if __name__ == "__main__":
    run("resnet20_cifar.h5")
