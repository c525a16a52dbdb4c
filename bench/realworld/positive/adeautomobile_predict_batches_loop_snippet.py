# source: https://adeautomobile.co.uk/post/how-to-avoid-accumulation-of-batch-outputs-in-gpu-memory
# symptom: GPU memory fills up while model.predict is called again and again over the caption batches
# expect: TFM008 10
# note: a snippet without imports: tf and np come from an earlier notebook cell; the same model predicts every batch of a list in a Python loop
encoder = tf.keras.models.load_model("caption_encoder.keras")
batches = [tf.random.uniform((100, 10)) for _ in range(50)]

all_scores = []
for i, data in enumerate(batches):
    predictions = encoder.predict(data, verbose=0)
    all_scores.append(predictions.mean(axis=0))
    print(f"Batch {i + 1} predictions: {predictions.shape}")

summary = np.stack(all_scores)
print(summary.shape)
