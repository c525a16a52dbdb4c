# source: https://github.com/nalepae/pandarallel/issues/217
# symptom: df.parallel_apply(func, axis=1) calling model.predict per row never finishes ("it just doesn't work as usual")
# expect: TFM008 13
# note: snippet as pasted in the issue thread: no imports, df and the trained Keras model come from earlier notebook cells (keras load_model).
pandarallel.initialize(progress_bar=True, nb_workers=8)

model = load_model("churn_dnn.h5")
feature_cols = [c for c in df.columns if c.startswith("f_")]


def func(row):
    x = row[feature_cols].to_numpy(dtype="float32").reshape(1, -1)
    return model.predict(x, verbose=0)[0][0]


df["churn_score"] = df.parallel_apply(func, axis=1)
df[["customer_id", "churn_score"]].to_csv("scores.csv", index=False)
