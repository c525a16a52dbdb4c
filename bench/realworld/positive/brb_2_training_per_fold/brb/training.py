import tensorflow as tf


def make_rule_base(num_attributes, num_rules, num_classes):
    inputs = tf.keras.Input(shape=(num_attributes,))
    activation = tf.keras.layers.Dense(num_rules, activation="softmax", name="rule_activation")(inputs)
    beliefs = tf.keras.layers.Dense(num_classes, activation="softmax", name="belief_degrees")(activation)
    return tf.keras.Model(inputs, beliefs)


def training(strategy, train_x, train_y, test_x, test_y, num_rules=32, epochs=200, batch_size=64):
    with strategy.scope():
        model = make_rule_base(train_x.shape[1], num_rules, train_y.shape[1])
        optimizer = tf.keras.optimizers.Adam(1e-2)
        loss_fn = tf.keras.losses.CategoricalCrossentropy(reduction=tf.keras.losses.Reduction.NONE)

    train_ds = tf.data.Dataset.from_tensor_slices((train_x, train_y)).shuffle(4096).batch(batch_size)
    dist_ds = strategy.experimental_distribute_dataset(train_ds)

    def train_step(x, y):
        with tf.GradientTape() as tape:
            per_example = loss_fn(y, model(x, training=True))
            loss = tf.nn.compute_average_loss(per_example, global_batch_size=batch_size)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    @tf.function
    def dist_train_step(x, y):
        per_replica = strategy.run(train_step, args=(x, y))
        return strategy.reduce(tf.distribute.ReduceOp.SUM, per_replica, axis=None)

    for epoch in range(epochs):
        for x, y in dist_ds:
            dist_train_step(x, y)
    predictions = model.predict(test_x, verbose=0)
    return float(tf.reduce_mean(tf.keras.metrics.categorical_accuracy(test_y, predictions)))
