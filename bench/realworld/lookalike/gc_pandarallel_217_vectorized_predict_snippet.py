# source: https://github.com/nalepae/pandarallel/issues/217
# note: the row-wise parallel_apply(model.predict) from the issue rewritten the usual way: one predict call over the whole feature matrix (Keras batches it internally), then a cheap row-wise apply for post-processing only. No imports: df and load_model come from earlier notebook cells.
model = load_model("churn_dnn.h5")
feature_cols = [c for c in df.columns if c.startswith("f_")]

X = df[feature_cols].to_numpy(dtype="float32")
df["churn_score"] = model.predict(X, batch_size=4096, verbose=0)[:, 0]


def bucket(row):
    if row["churn_score"] > 0.8:
        return "high"
    return "medium" if row["churn_score"] > 0.4 else "low"


df["risk_bucket"] = df.apply(bucket, axis=1)
df[["customer_id", "churn_score", "risk_bucket"]].to_csv("scores.csv", index=False)
