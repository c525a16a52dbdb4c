# source: https://github.com/keras-team/keras/issues/3704
# symptom: question: does the optimizer keep its state when a huge dataset is trained chunk by chunk with one fit() per chunk?
# note: Correct: the model is compiled once before the loop, so the optimizer state carries over between fit() calls
# note: (the maintainer's answer: it is only reset by compiling again with a new optimizer); build_model and
# note: load_chunk are the user's helpers, pasted without imports.

model = build_model(vocab_size=50000, maxlen=400)
model.compile(optimizer="rmsprop", loss="categorical_crossentropy", metrics=["accuracy"])

checkpoint = ModelCheckpoint("weights.{epoch:02d}-{val_loss:.3f}.h5", save_best_only=True)
X_val, y_val = load_chunk(VAL_FILE)

for chunk_id, path in enumerate(sorted(glob.glob("chunks/train_*.npz"))):
    X, y = load_chunk(path)
    model.fit(X, y, batch_size=128, epochs=1, validation_data=(X_val, y_val),
              callbacks=[checkpoint], verbose=2)
    print("finished chunk", chunk_id)
    del X, y
