# source: https://openillumi.com/keras-predict-memory-leak-fix-model-call
# symptom: CPU RAM is gradually exhausted (Colab crashes) when model.predict runs 60 times in a loop over 64x512x512x12 batches
# expect: TFM008 13
# note: notebook-style snippet without imports (tf, np and the layer names come from earlier cells); the page's fix is model(x, training=False)
side = 512
inp = Input(shape=(side, side, 12))
hidden = Conv2D(16, 3, padding="same", activation="relu")(inp)
out_layer = Conv2D(1, 1, activation="sigmoid")(hidden)
model = Model(inputs=inp, outputs=out_layer)

for i in range(60):
    batch = np.random.rand(64, side, side, 12).astype("float32")
    out = model.predict(batch, batch_size=8)
    print(i, out.mean())
