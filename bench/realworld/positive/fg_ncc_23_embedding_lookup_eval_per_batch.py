# source: https://github.com/spcl/ncc/issues/23
# symptom: "ValueError: GraphDef cannot be larger than 2GB" at the end of the first epoch; the batch generator builds an embedding_lookup op and evaluates it for every batch
# expect: TFM010 17
# note: the report's generator is a keras Sequence whose __getitem__ does the lookup; here the same work sits in a plain generator loop of my own that calls .eval() on the new op for each batch
import numpy as np
import tensorflow as tf

tf.compat.v1.disable_eager_execution()


def embedded_batches(sess, embeddings, sequences, labels, batch_size=64):
    n_batches = len(sequences) // batch_size
    while True:
        order = np.random.permutation(len(sequences))
        for b in range(n_batches):
            idx = order[b * batch_size:(b + 1) * batch_size]
            emb_x = tf.nn.embedding_lookup(embeddings, sequences[idx]).eval(session=sess)
            yield emb_x, labels[idx]


def main():
    vocab = np.load("emb/vocabulary_embeddings.npy").astype("float32")
    seqs = np.load("data/train_seqs.npy")
    ys = np.load("data/train_labels.npy")
    sess = tf.compat.v1.Session()
    emb = tf.nn.l2_normalize(tf.constant(vocab), axis=1)
    model = tf.keras.Sequential([
        tf.keras.layers.LSTM(200, input_shape=(seqs.shape[1], vocab.shape[1])),
        tf.keras.layers.Dense(ys.shape[1], activation="softmax"),
    ])
    model.compile(optimizer="adam", loss="categorical_crossentropy", metrics=["accuracy"])
    model.fit(embedded_batches(sess, emb, seqs, ys), steps_per_epoch=len(seqs) // 64, epochs=50)


if __name__ == "__main__":
    main()
