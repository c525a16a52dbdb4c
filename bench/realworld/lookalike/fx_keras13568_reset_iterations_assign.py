# source: https://github.com/keras-team/keras/issues/13568
# symptom: ensemble simulation needs the SGD iteration counter (and its exponential decay) reset for each member without compiling the model again
# note: one model compiled once; each ensemble member only re-seeds the weights and resets optimizer.iterations in place (eager assign on an existing variable), so no model, optimizer or traced train function is rebuilt per member
import numpy as np
import tensorflow as tf

rng = np.random.default_rng(0)
x = rng.normal(size=(4000, 20)).astype("float32")
y = (x[:, :3].sum(axis=1, keepdims=True) > 0).astype("float32")
x_val, y_val = x[:500], y[:500]

schedule = tf.keras.optimizers.schedules.ExponentialDecay(0.1, decay_steps=500, decay_rate=0.5)
model = tf.keras.Sequential([
    tf.keras.Input(shape=(20,)),
    tf.keras.layers.Dense(64, activation="relu"),
    tf.keras.layers.Dense(1, activation="sigmoid"),
])
model.compile(optimizer=tf.keras.optimizers.SGD(learning_rate=schedule), loss="binary_crossentropy")
base_weights = model.get_weights()

member_losses = []
for member in range(25):
    model.set_weights([w + rng.normal(0.0, 0.05, size=w.shape).astype(w.dtype) for w in base_weights])
    model.optimizer.iterations.assign(0)
    model.fit(x, y, batch_size=64, epochs=5, verbose=0)
    member_losses.append(float(model.evaluate(x_val, y_val, verbose=0)))
print(np.mean(member_losses), np.std(member_losses))
