# source: https://github.com/PacktPublishing/Machine-Learning-Using-TensorFlow-Cookbook/blob/HEAD/ch6/06_Using_Multiple_Layers/06_using_a_multiple_layer_network.ipynb
# symptom: the loss curves are lists of EagerTensors (one training and one test loss tensor per generation) that are only converted when plotted
# expect: TFM012 28
# expect: TFM012 33
# note: pasted notebook cells without imports (tf and np come from earlier cells of the recipe); the regression on the birth-weight data appends tf.reduce_mean results straight into Python lists inside the GradientTape training loop
def dense_block(inputs, weights, bias):
    return tf.nn.relu(tf.add(tf.matmul(inputs, weights), bias))


params = [tf.Variable(tf.random.normal(shape, stddev=sd)) for shape, sd in
          [([7, 25], 5.0), ([25], 10.0), ([25, 10], 5.0), ([10], 10.0), ([10, 1], 5.0), ([1], 10.0)]]
optimizer = tf.keras.optimizers.Adam(0.025)


def forward(x):
    h = dense_block(x, params[0], params[1])
    h = dense_block(h, params[2], params[3])
    return tf.add(tf.matmul(h, params[4]), params[5])


train_losses = []
test_losses = []
for generation in range(200):
    idx = np.random.choice(len(x_train), size=100)
    batch_x, batch_y = x_train[idx], np.transpose([y_train[idx]])
    with tf.GradientTape() as tape:
        loss = tf.reduce_mean(tf.abs(batch_y - forward(batch_x)))
        train_losses.append(loss)
    grads = tape.gradient(loss, params)
    optimizer.apply_gradients(zip(grads, params))

    test_loss = tf.reduce_mean(tf.abs(np.transpose([y_test]) - forward(x_test)))
    test_losses.append(test_loss)
    if (generation + 1) % 25 == 0:
        print("Generation", generation + 1, "loss", loss.numpy())
