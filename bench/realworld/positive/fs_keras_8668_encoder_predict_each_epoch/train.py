import numpy as np
import scipy.sparse as sp

from recsys.evaluation import evaluate_latent
from recsys.models import build_autoencoder, build_decoder, build_encoder

EPOCHS = 200


def main():
    x_train = sp.load_npz("data/train.npz").toarray().astype(np.float32)
    x_val = sp.load_npz("data/val_tr.npz").toarray().astype(np.float32)
    heldout = sp.load_npz("data/val_te.npz").toarray()
    encoder = build_encoder(x_train.shape[1])
    decoder = build_decoder(x_train.shape[1])
    model = build_autoencoder(encoder, decoder)
    best = 0.0
    for epoch in range(EPOCHS):
        model.fit(x_train, x_train / x_train.sum(axis=1, keepdims=True).clip(min=1),
                  batch_size=500, epochs=1, shuffle=True, verbose=0)
        weights = decoder.get_weights()
        recall = evaluate_latent(encoder, (weights[0::2], weights[1::2]), x_val, heldout)
        if recall > best:
            best = recall
            model.save_weights("best.h5")
        print("epoch {:3d} recall@20 {:.4f} best {:.4f}".format(epoch, recall, best))


if __name__ == "__main__":
    main()
