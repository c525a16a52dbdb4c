import tensorflow as tf

from data import load_dataset
from evaluation import run_evaluate
from model import build_rnnt, rnnt_loss

strategy = tf.distribute.MirroredStrategy()
with strategy.scope():
    model = build_rnnt(vocab_size=29)
    optimizer = tf.keras.optimizers.Adam(1e-4)

train_ds = strategy.experimental_distribute_dataset(load_dataset("train", batch_size=32))
dev_ds = strategy.experimental_distribute_dataset(load_dataset("dev", batch_size=32))


@tf.function
def train_step(inputs, labels, input_lengths, label_lengths):
    def step_fn(x, y, xl, yl):
        with tf.GradientTape() as tape:
            loss = rnnt_loss(y, model(x, training=True), xl, yl)
        grads = tape.gradient(loss, model.trainable_variables)
        optimizer.apply_gradients(zip(grads, model.trainable_variables))
        return loss

    per_replica = strategy.run(step_fn, args=(inputs, labels, input_lengths, label_lengths))
    return strategy.reduce(tf.distribute.ReduceOp.MEAN, per_replica, axis=None)


for epoch in range(20):
    for step, batch in enumerate(train_ds):
        loss = train_step(*batch)
        if step % 100 == 0:
            print(f"Epoch: {epoch}, Batch: {step}, Loss: {float(loss):.4f}")
    dev_loss = run_evaluate(model, dev_ds, rnnt_loss, strategy)
    print(f"Epoch {epoch}: dev loss {dev_loss:.4f}")
