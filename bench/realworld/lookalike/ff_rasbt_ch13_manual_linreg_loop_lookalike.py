# source: https://github.com/rasbt/python-machine-learning-book-3rd-edition/blob/master/ch13/ch13_part2.py
# note: look-alike, the chapter's hand-written linear-regression loop: the weight and bias tf.Variables are created once in the model's __init__ and updated in place with assign_sub inside the per-step train() helper; the loop keeps a history of the parameters, but it appends .numpy() values, not tensors; no variable, op or model is created per step
import matplotlib.pyplot as plt
import numpy as np
import tensorflow as tf

X_train = np.arange(10).reshape((10, 1))
y_train = np.array([1.0, 1.3, 3.1, 2.0, 5.0, 6.3, 6.6, 7.4, 8.0, 9.0])
X_train_norm = (X_train - np.mean(X_train)) / np.std(X_train)
ds_train_orig = tf.data.Dataset.from_tensor_slices((tf.cast(X_train_norm, tf.float32), tf.cast(y_train, tf.float32)))


class MyModel(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.w = tf.Variable(0.0, name="weight")
        self.b = tf.Variable(0.0, name="bias")

    def call(self, x):
        return self.w * x + self.b


def loss_fn(y_true, y_pred):
    return tf.reduce_mean(tf.square(y_true - y_pred))


def train(model, inputs, outputs, learning_rate):
    with tf.GradientTape() as tape:
        current_loss = loss_fn(model(inputs), outputs)
    dW, db = tape.gradient(current_loss, [model.w, model.b])
    model.w.assign_sub(learning_rate * dW)
    model.b.assign_sub(learning_rate * db)


model = MyModel()
num_epochs, log_steps, learning_rate = 200, 100, 0.001
steps_per_epoch = int(np.ceil(len(y_train)))
ds_train = ds_train_orig.shuffle(buffer_size=len(y_train)).repeat(count=None).batch(1)

Ws, bs = [], []
for i, (bx, by) in enumerate(ds_train):
    if i >= steps_per_epoch * num_epochs:
        break
    Ws.append(model.w.numpy())
    bs.append(model.b.numpy())
    loss_val = loss_fn(model(bx), by)
    train(model, bx, by, learning_rate=learning_rate)
    if i % log_steps == 0:
        print("Epoch {:4d} Step {:2d} Loss {:6.4f}".format(i // steps_per_epoch, i, float(loss_val)))

plt.plot(Ws, lw=3)
plt.plot(bs, lw=3)
plt.legend(["Weight w", "Bias unit b"])
plt.show()
