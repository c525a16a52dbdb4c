# source: https://github.com/tensorflow/tensorflow/issues/56674
# note: what the maintainers recommend in the thread: model.predict is for batch processing, so it is called once on the whole batched test dataset, and the Python loop only walks the returned numpy arrays to score each image. Snippet style: no imports, tf/np and the arrays come from earlier cells.
model = tf.keras.models.load_model("checkpoints/unet_best", compile=False)
test_ds = tf.data.Dataset.from_tensor_slices(test_images).batch(16)

all_preds = model.predict(test_ds)
pred_masks = (all_preds[..., 0] > 0.5).astype(np.uint8)

ious = []
for pred_mask, true_mask in zip(pred_masks, test_masks[..., 0].astype(np.uint8)):
    inter = np.logical_and(pred_mask, true_mask).sum()
    union = np.logical_or(pred_mask, true_mask).sum()
    ious.append(inter / union if union else 1.0)

print("mean IoU over", len(ious), "images:", np.mean(ious))
