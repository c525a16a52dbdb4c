# source: https://github.com/tensorflow/addons/issues/2686
# symptom: gradient accumulation for a large transformer, imitating PyTorch: per-micro-batch losses and gradient lists are kept as tensors in Python lists between optimizer steps; with roberta-large the kept tensors (and their device memory) add up, and the loss log alone grows by one tensor per step for the whole run
# expect: TFM012 27
# note: eager custom loop (no tf.function around the loop); the loss tensor and the gradient list of each micro-batch are appended, and only the gradient list is cleared after every N micro-batches
import tensorflow as tf
from transformers import TFAutoModelForSequenceClassification

ACCUM_STEPS = 8
EPOCHS = 3


def make_dataset(encodings, labels, batch_size=4):
    return tf.data.Dataset.from_tensor_slices((dict(encodings), labels)).shuffle(10000).batch(batch_size)


def train(model, train_ds, lr=1e-5):
    optimizer = tf.keras.optimizers.Adam(lr)
    loss_fn = tf.keras.losses.SparseCategoricalCrossentropy(from_logits=True)
    micro_grads = []
    loss_history = []
    for epoch in range(EPOCHS):
        for step, (features, labels) in enumerate(train_ds):
            with tf.GradientTape() as tape:
                logits = model(features, training=True).logits
                loss = loss_fn(labels, logits) / ACCUM_STEPS
            grads = tape.gradient(loss, model.trainable_variables)
            loss_history.append(loss)
            micro_grads.append(grads)
            if (step + 1) % ACCUM_STEPS == 0:
                summed = [tf.add_n(list(g)) for g in zip(*micro_grads)]
                optimizer.apply_gradients(zip(summed, model.trainable_variables))
                micro_grads.clear()
        print(f"epoch {epoch}: mean loss {float(tf.reduce_mean(loss_history)) * ACCUM_STEPS:.4f}")
    return loss_history


if __name__ == "__main__":
    import numpy as np
    from transformers import AutoTokenizer

    tok = AutoTokenizer.from_pretrained("roberta-large")
    texts = [line.strip() for line in open("train.txt")]
    labels = np.loadtxt("train_labels.txt", dtype="int64")
    ds = make_dataset(tok(texts, truncation=True, padding="max_length", max_length=256, return_tensors="np"), labels)
    train(TFAutoModelForSequenceClassification.from_pretrained("roberta-large", num_labels=2), ds)
