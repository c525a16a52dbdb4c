from keras import layers, models, optimizers


def build_gru_classifier(vocab_size=100000, maxlen=200, embed_dim=300, units=128, n_labels=6,
                         dropout=0.3, lr=1e-3, **_):
    inp = layers.Input(shape=(maxlen,))
    x = layers.Embedding(vocab_size, embed_dim)(inp)
    x = layers.SpatialDropout1D(dropout)(x)
    x = layers.Bidirectional(layers.GRU(units, return_sequences=True))(x)
    x = layers.concatenate([layers.GlobalMaxPooling1D()(x), layers.GlobalAveragePooling1D()(x)])
    out = layers.Dense(n_labels, activation="sigmoid")(x)
    model = models.Model(inp, out)
    model.compile(loss="binary_crossentropy", optimizer=optimizers.Adam(lr), metrics=["accuracy"])
    return model
