# source: https://discuss.tensorflow.org/t/what-is-the-implication-of-a-loop-inside-gradienttape-context/3948
# symptom: the poster accumulates the loss of several small batches inside one GradientTape and asks how much memory TensorFlow keeps for all the forward passes
# note: look-alike: the same gradient-accumulation loop with the accumulator started as a plain Python float and summed as tensors, so no variable is created per iteration (only the forward activations recorded by the tape, which the technique needs)
import tensorflow as tf

num_epochs = 10
n_iterations_per_epoch = 1000
n_batch_per_train_step = 5

(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
batches = iter(tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train)).shuffle(10000).batch(16).repeat())

model = tf.keras.applications.ResNet50(weights=None, input_shape=(32, 32, 3), classes=10)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()
optimizer = tf.keras.optimizers.Adam(1e-3)

for epoch in range(num_epochs):
    for i in range(n_iterations_per_epoch):
        with tf.GradientTape() as tape:
            accum_loss = 0.0
            for j in range(n_batch_per_train_step):
                x, y = next(batches)
                accum_loss += loss_fn(y, model(x, training=True))
        gradients = tape.gradient(accum_loss, model.trainable_weights)
        optimizer.apply_gradients(zip([g / n_batch_per_train_step for g in gradients], model.trainable_weights))
    print("epoch", epoch, float(accum_loss))
