# source: https://github.com/Kalyankr/Insincere-questions-classification/blob/ce3e103b36e1944b86970ff9add08c6a84e4c40a/train.py
# symptom: kernel-style training helper fits one epoch at a time and calls model.predict on the whole validation set after every epoch to track F1; the helper is called for several models in a row
# expect: TFM008 9
# note: pasted kernel code without imports; np, metrics, the model builders, embedding_matrix and the data arrays live in earlier cells
def train_pred(model, train_X, train_y, val_X, val_y, epochs=2, callback=None):
    for e in range(epochs):
        model.fit(train_X, train_y, batch_size=512, epochs=1,
                  validation_data=(val_X, val_y), callbacks=callback, verbose=0)
        pred_val_y = model.predict([val_X], batch_size=1024, verbose=0)

        best_thresh, best_score = 0.5, 0.0
        for thresh in np.arange(0.1, 0.501, 0.01):
            thresh = np.round(thresh, 2)
            score = metrics.f1_score(val_y, (pred_val_y > thresh).astype(int))
            if score > best_score:
                best_thresh, best_score = thresh, score
        print("Epoch: ", e, "-    Val F1 Score: {:.4f} at {:.2f}".format(best_score, best_thresh))

    pred_test_y = model.predict([test_X], batch_size=1024, verbose=0)
    print("=" * 60)
    return pred_val_y, pred_test_y, best_score


outputs = []
for builder, name in [(model_lstm_atten, "lstm_atten"),
                      (model_gru_srk_atten, "gru_srk_atten"),
                      (model_lstm_du, "lstm_du")]:
    pred_val_y, pred_test_y, best_score = train_pred(builder(embedding_matrix), train_X, train_y,
                                                     val_X, val_y, epochs=2)
    outputs.append([pred_val_y, pred_test_y, best_score, name])
