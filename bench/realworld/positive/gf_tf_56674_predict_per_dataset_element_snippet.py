# source: https://github.com/tensorflow/tensorflow/issues/56674
# symptom: evaluating a segmentation model by looping over a tf.data test set and calling model.predict on every element; maintainers point out predict is meant for batch processing of large inputs, not for calls inside a loop over the data
# expect: TFM008 10
# note: pasted snippet, no imports: tf and np are assumed imported in an earlier cell, test_images / test_masks come from the user's loader.
model = tf.keras.models.load_model("checkpoints/unet_best", compile=False)
test_ds = tf.data.Dataset.from_tensor_slices((test_images, test_masks)).batch(1)

ious = []
for image, mask in test_ds:
    pred = model.predict(image)
    pred_mask = (pred[0, ..., 0] > 0.5).astype(np.uint8)
    true_mask = mask.numpy()[0, ..., 0].astype(np.uint8)
    inter = np.logical_and(pred_mask, true_mask).sum()
    union = np.logical_or(pred_mask, true_mask).sum()
    ious.append(inter / union if union else 1.0)

print("mean IoU over", len(ious), "images:", np.mean(ious))
