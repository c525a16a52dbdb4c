# source: https://github.com/tensorflow/tensorflow/pull/61641
# symptom: prefetch operates on elements of its input, so a prefetch written in "examples" after batch() buffers that many whole batches (the PR's example: batch(20).prefetch(2) holds 40 examples); here 256 batches of 64 decoded 384x384 images sit in host RAM
# expect: TFM011 25
# note: snippet pasted from a notebook (no imports, tf and AUTOTUNE defined in earlier cells); the author meant "prefetch 256 images" and wrote it after batch()
IMG_SIZE = 384
BATCH = 64


def decode(path, label):
    img = tf.io.decode_jpeg(tf.io.read_file(path), channels=3)
    img = tf.image.resize(img, (IMG_SIZE, IMG_SIZE))
    return tf.cast(img, tf.float32) / 255.0, label


def augment(img, label):
    img = tf.image.random_flip_left_right(img)
    img = tf.image.random_brightness(img, 0.2)
    return img, label


train_ds = tf.data.Dataset.from_tensor_slices((train_paths, train_labels))
train_ds = train_ds.shuffle(10000).map(decode, num_parallel_calls=AUTOTUNE)
train_ds = train_ds.map(augment, num_parallel_calls=AUTOTUNE)
train_ds = train_ds.batch(BATCH, drop_remainder=True)
train_ds = train_ds.prefetch(256)

val_ds = tf.data.Dataset.from_tensor_slices((val_paths, val_labels)).map(decode).batch(BATCH)

model.fit(train_ds, validation_data=val_ds, epochs=40, callbacks=callbacks)
