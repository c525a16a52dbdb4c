# source: https://github.com/google/automl/issues/659
# symptom: a custom NumPy/OpenCV augmentation is added to an EfficientDet-style tf.data input pipeline by wrapping it in tf.py_function inside map (the answer's recipe); the pipeline then caches the mapped output, so every augmented image of the training set stays in RAM (and the "random" augmentation is frozen after the first epoch)
# expect: TFM004 42
# expect: TFM005 43
# note: the py_function map is given a literal num_parallel_calls=16 and is followed by an in-memory cache() in the same straight-line pipeline
import cv2
import numpy as np
import tensorflow as tf

IMAGE_SIZE = 512
FEATURES = {
    "image/encoded": tf.io.FixedLenFeature([], tf.string),
    "image/object/bbox": tf.io.VarLenFeature(tf.float32),
    "image/object/class/label": tf.io.VarLenFeature(tf.int64),
}


def numpy_cv2_augment(jpeg, boxes):
    img = cv2.imdecode(np.frombuffer(jpeg, np.uint8), cv2.IMREAD_COLOR)
    img = cv2.resize(img, (IMAGE_SIZE, IMAGE_SIZE)).astype(np.float32)
    if np.random.rand() < 0.5:
        img = img[:, ::-1]
        boxes = boxes.reshape(-1, 4)[:, [0, 3, 2, 1]] * np.array([1, -1, 1, -1]) + np.array([0, 1, 0, 1])
    hsv = cv2.cvtColor(img / 255.0, cv2.COLOR_BGR2HSV)
    hsv[..., 2] *= np.random.uniform(0.7, 1.3)
    img = cv2.cvtColor(hsv, cv2.COLOR_HSV2BGR) * 255.0
    return img.astype(np.float32), boxes.reshape(-1, 4).astype(np.float32)


def map_numpy_code(record):
    ex = tf.io.parse_single_example(record, FEATURES)
    boxes = tf.sparse.to_dense(ex["image/object/bbox"])
    image, boxes = tf.py_function(numpy_cv2_augment, [ex["image/encoded"], boxes], [tf.float32, tf.float32])
    image.set_shape((IMAGE_SIZE, IMAGE_SIZE, 3))
    labels = tf.sparse.to_dense(ex["image/object/class/label"])
    return image, {"boxes": boxes, "classes": labels}


def input_fn(file_pattern, batch_size=16, is_training=True):
    dataset = tf.data.Dataset.list_files(file_pattern, shuffle=is_training)
    dataset = dataset.interleave(tf.data.TFRecordDataset, cycle_length=8, num_parallel_calls=tf.data.AUTOTUNE)
    dataset = dataset.map(map_numpy_code, num_parallel_calls=16)
    dataset = dataset.cache()
    if is_training:
        dataset = dataset.shuffle(2048).repeat()
    dataset = dataset.padded_batch(batch_size, padded_shapes=((IMAGE_SIZE, IMAGE_SIZE, 3), {"boxes": (100, 4), "classes": (100,)}))
    return dataset.prefetch(tf.data.AUTOTUNE)
