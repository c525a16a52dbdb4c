# source: https://github.com/keras-team/keras/issues/609
# symptom: averaging networks trained from different random initialisations: the only way the user found to get a new init is to call compile() again, and each recompile takes minutes on the complex model
# expect: TFM013 28
# note: the model is defined once; the averaging loop recompiles that same model for every ensemble member before fitting it again.
import argparse

import numpy as np
from keras.layers import LSTM, Dense, Dropout, Embedding, Input, concatenate
from keras.models import Model


def build_model(vocab, seq_len, n_meta):
    text_in = Input(shape=(seq_len,), name="tokens")
    meta_in = Input(shape=(n_meta,), name="meta")
    x = Embedding(vocab, 128)(text_in)
    x = LSTM(128, return_sequences=True)(x)
    x = LSTM(64)(x)
    m = Dense(32, activation="relu")(meta_in)
    h = concatenate([x, m])
    h = Dropout(0.3)(h)
    out = Dense(1, activation="sigmoid")(h)
    return Model([text_in, meta_in], out)


def averaged_predictions(model, train, test, n_members, epochs):
    preds = np.zeros((len(test[1]), 1), dtype="float32")
    for member in range(n_members):
        model.compile(optimizer="adam", loss="binary_crossentropy", metrics=["accuracy"])
        model.fit(list(train[:2]), train[2], batch_size=256, epochs=epochs, verbose=2)
        preds += model.predict_on_batch(list(test[:2])) / n_members
        print(f"member {member + 1}/{n_members} trained")
    return preds


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--members", type=int, default=8)
    ap.add_argument("--epochs", type=int, default=4)
    args = ap.parse_args()
    data = np.load("reviews_prepared.npz")
    train = (data["tok_tr"], data["meta_tr"], data["y_tr"])
    test = (data["tok_te"], data["meta_te"])
    net = build_model(int(data["vocab"]), data["tok_tr"].shape[1], data["meta_tr"].shape[1])
    p = averaged_predictions(net, train, test, args.members, args.epochs)
    np.save("avg_preds.npy", p)
