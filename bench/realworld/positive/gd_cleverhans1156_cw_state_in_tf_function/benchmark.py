import tensorflow as tf

from cw_attack import CarliniWagnerL2
from data import load_cifar_test

ITER_RANGE = [100, 250, 500]
BATCH_SIZE = 64


def run(model_path):
    model = tf.keras.models.load_model(model_path, compile=False)
    test_ds = load_cifar_test(BATCH_SIZE)
    acc = tf.keras.metrics.SparseCategoricalAccuracy()
    log = []
    for max_iter in ITER_RANGE:
        acc.reset_states()
        attack = CarliniWagnerL2(model, clip_min=-1.0, clip_max=1.0,
                                 max_iterations=max_iter, learning_rate=1e-2)
        for x, y in test_ds:
            x_adv = attack.attack(x, y)
            acc.update_state(y, model(x_adv, training=False))
        log.append((max_iter, float(acc.result())))
        print("max_iterations=%d robust acc=%.4f" % log[-1])
    return log


if __name__ == "__main__":
    run("resnet20_cifar.h5")
