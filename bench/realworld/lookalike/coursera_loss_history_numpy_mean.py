# source: https://github.com/Arseny2035/Coursera_TF_learn
# note: Chapter_2/C2_W1_Gradint_tape.py of that repository: the train step keeps loss_value.numpy().mean(), a Python number, in the history list
import tensorflow as tf

model = tf.keras.Sequential([tf.keras.layers.Flatten(input_shape=(28, 28)), tf.keras.layers.Dense(10)])
loss_object = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
optimizer = tf.keras.optimizers.Adam()
loss_history = []


def train_step(images, labels):
    with tf.GradientTape() as tape:
        logits = model(images, training=True)
        loss_value = loss_object(labels, logits)
    loss_history.append(loss_value.numpy().mean())
    grads = tape.gradient(loss_value, model.trainable_variables)
    optimizer.apply_gradients(zip(grads, model.trainable_variables))


(x, y), _ = tf.keras.datasets.mnist.load_data()
dataset = tf.data.Dataset.from_tensor_slices((x / 255.0, y)).shuffle(1000).batch(32)
for epoch in range(3):
    for images, labels in dataset:
        train_step(images, labels)
    print("epoch", epoch, loss_history[-1])
