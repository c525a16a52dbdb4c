import numpy as np
import tensorflow as tf

from seq2seq.model import Seq2SeqAutoencoder
from seq2seq_data import batches, load_corpus

MAX_LEN = 30


def main():
    corpus, vocab = load_corpus("sentences.txt", max_len=MAX_LEN)
    model = Seq2SeqAutoencoder(len(vocab), embedding_size=128, hidden_size=256, max_len=MAX_LEN)
    with tf.Session() as session:
        session.run(tf.global_variables_initializer())
        for epoch in range(20):
            losses = []
            for enc, dec, tgt, w in batches(corpus, batch_size=64):
                _, _, loss = model.step(session, enc, dec, tgt, w)
                losses.append(loss)
            print("epoch", epoch, "loss", np.mean(losses))


if __name__ == "__main__":
    main()
