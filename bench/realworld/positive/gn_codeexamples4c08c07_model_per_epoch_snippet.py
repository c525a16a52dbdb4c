# source: https://code-examples.net/ja/q/4c08c07
# symptom: system RAM and GPU memory keep growing during Keras training until the process is killed
# expect: TFM009 19
# expect: TFM012 34
# note: snippet as pasted in the question (star import, data helpers defined elsewhere). The model is rebuilt at the top of every epoch without clear_session(), and each batch loss tensor is kept in a Python list for the log.
from tensorflow.keras.layers import *

EPOCHS = 30
BATCH = 64

x_train, y_train = load_training_arrays("train.h5")
loss_fn = keras.losses.SparseCategoricalCrossentropy(from_logits=True)
epoch_log = []


def train_loop(x_train, y_train):
    weights = None
    for epoch in range(EPOCHS):
        model = keras.Sequential([
            Input(shape=(x_train.shape[1],)),
            Dense(512, activation="relu"),
            Dense(10),
        ])
        optimizer = keras.optimizers.Adam(1e-3)
        if weights is not None:
            model.set_weights(weights)
        batch_losses = []
        for start in range(0, len(x_train), BATCH):
            xb, yb = x_train[start:start + BATCH], y_train[start:start + BATCH]
            with tf.GradientTape() as tape:
                loss = loss_fn(yb, model(xb, training=True))
            grads = tape.gradient(loss, model.trainable_variables)
            optimizer.apply_gradients(zip(grads, model.trainable_variables))
            batch_losses.append(loss)
        weights = model.get_weights()
        epoch_log.append(batch_losses)
        print("epoch", epoch, "last loss", float(batch_losses[-1]))
    return weights


final_weights = train_loop(x_train, y_train)
