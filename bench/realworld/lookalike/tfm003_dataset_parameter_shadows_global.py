# source: https://www.tensorflow.org/guide/effective_tf2
# symptom: none: the tf.function iterates its `dataset` parameter, which shadows the module-level dataset of the same name, so each dataset passed in is its own input
# note: the Effective TF2 guide's pattern of passing the dataset into the tf.function that loops over it
import tensorflow as tf

(x_train, y_train), _ = tf.keras.datasets.mnist.load_data()
dataset = tf.data.Dataset.from_tensor_slices((x_train[..., None] / 255.0, y_train)).shuffle(10000).batch(64)

model = tf.keras.Sequential([tf.keras.layers.Flatten(), tf.keras.layers.Dense(128, activation="relu"),
                             tf.keras.layers.Dense(10)])
optimizer = tf.keras.optimizers.Adam()
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)


@tf.function
def train(model, dataset, optimizer):
    for x, y in dataset:
        with tf.GradientTape() as tape:
            loss = loss_fn(y, model(x, training=True))
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
    return loss


for epoch in range(5):
    print(epoch, float(train(model, dataset, optimizer)))
