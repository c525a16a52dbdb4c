# source: https://openillumi.com/en/en-fix-tf-function-retracing-warning
# symptom: every inference call logs "WARNING:tensorflow:11 out of the last 11 calls to <function Model.make_predict_function.<locals>.predict_function ...> triggered tf.function retracing" and inference is slow; the fix in the article is calling model(x) instead of model.predict(x)
# expect: TFM008 21
# note: a notebook cell pasted without its imports: helpers and the image list come from earlier cells; each image of a folder is preprocessed to its own size and run through model.predict one at a time

model = tf.keras.models.load_model("checkpoints/defect_classifier.keras")
class_names = ["ok", "scratch", "dent", "stain"]


def preprocess(path, max_side=512):
    image = tf.io.decode_image(tf.io.read_file(path), channels=3, expand_animations=False)
    scale = max_side / tf.cast(tf.reduce_max(tf.shape(image)[:2]), tf.float32)
    new_size = tf.cast(tf.cast(tf.shape(image)[:2], tf.float32) * scale, tf.int32)
    image = tf.image.resize(image, new_size) / 255.0
    return image[tf.newaxis, ...]


results = []
for path in image_paths:
    batch = preprocess(path)
    probs = model.predict(batch)
    label = class_names[int(np.argmax(probs[0]))]
    results.append((path, label, float(np.max(probs[0]))))

print(sum(1 for _, label, _ in results if label != "ok"), "defects found")
