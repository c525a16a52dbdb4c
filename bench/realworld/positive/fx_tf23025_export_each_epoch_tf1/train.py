import numpy as np
import tensorflow as tf

from export import export_serving

tf.compat.v1.disable_eager_execution()

EPOCHS = 200
EXPORT_ROOT = "exports/policy"


def build_model():
    model = tf.keras.Sequential()
    model.add(tf.keras.layers.Dense(units=64, activation="relu", input_dim=4))
    model.add(tf.keras.layers.Dense(units=64, activation="relu"))
    model.add(tf.keras.layers.Dense(units=2, activation="softmax"))
    model.compile(loss="categorical_crossentropy", optimizer=tf.keras.optimizers.Adam(1e-3))
    return model


def main():
    sess = tf.compat.v1.keras.backend.get_session()
    model = build_model()
    x = np.random.rand(5000, 4).astype("float32")
    y = tf.keras.utils.to_categorical(np.random.randint(0, 2, 5000), 2)
    x_val, y_val = x[:500], y[:500]
    for epoch in range(EPOCHS):
        model.fit(x, y, batch_size=128, epochs=1, verbose=0)
        scores = sess.run(model.output, feed_dict={model.input: x_val})
        acc = float(np.mean(np.argmax(scores, 1) == np.argmax(y_val, 1)))
        print("epoch %d val_acc %.3f" % (epoch, acc))
        export_serving(sess, model, EXPORT_ROOT, epoch)


if __name__ == "__main__":
    main()
