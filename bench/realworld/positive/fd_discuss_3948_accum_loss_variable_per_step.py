# source: https://discuss.tensorflow.org/t/what-is-the-implication-of-a-loop-inside-gradienttape-context/3948
# symptom: the poster accumulates the loss of several small batches inside one GradientTape to fit a larger effective batch on the GPU, and asks whether TensorFlow allocates new memory for every forward pass and accumulator
# expect: TFM002 27
# note: the accumulator is a new tf.Variable created at the start of every training iteration and rebound to the same name, inside an eager custom training loop over epochs and iterations
import tensorflow as tf

num_epochs = 10
n_iterations_per_epoch = 1000
n_batch_per_train_step = 5

(x_train, y_train), _ = tf.keras.datasets.cifar10.load_data()
dataset = (
    tf.data.Dataset.from_tensor_slices((x_train / 255.0, y_train))
    .shuffle(10000)
    .batch(16)
    .repeat()
)
batches = iter(dataset)

model = tf.keras.applications.ResNet50(weights=None, input_shape=(32, 32, 3), classes=10)
loss_fn = tf.keras.losses.SparseCategoricalCrossentropy()
optimizer = tf.keras.optimizers.Adam(1e-3)

for epoch in range(num_epochs):
    for i in range(n_iterations_per_epoch):
        with tf.GradientTape() as tape:
            accum_loss = tf.Variable(0.0)
            for j in range(n_batch_per_train_step):
                x, y = next(batches)
                logits = model(x, training=True)
                accum_loss = accum_loss + loss_fn(y, logits)
        gradients = tape.gradient(accum_loss, model.trainable_weights)
        gradients = [g * (1.0 / n_batch_per_train_step) for g in gradients]
        optimizer.apply_gradients(zip(gradients, model.trainable_weights))
    print("epoch", epoch, float(accum_loss))
