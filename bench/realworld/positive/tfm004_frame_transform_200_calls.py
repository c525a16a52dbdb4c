# source: https://github.com/octo-models/octo/issues/16
# symptom: CPU memory grows during training until all 512 GB are used; the maintainers' first advice is to lower num_parallel_calls in frame_transform_kwargs (configs use 200) and the other dataset thread counts
# expect: TFM004 29
# note: the value travels through a kwargs dict to the helper that does dataset.map(fn, num_parallel_calls); the expected site is the literal in the call that sets it
import tensorflow as tf


def apply_frame_transforms(dataset, *, resize_size, num_parallel_calls=tf.data.AUTOTUNE):
    def decode_and_resize(frame):
        image = tf.io.decode_image(frame["image"], channels=3, expand_animations=False)
        frame["image"] = tf.image.resize(image, resize_size)
        return frame

    return dataset.map(decode_and_resize, num_parallel_calls)


def make_interleaved_dataset(datasets, weights, frame_transform_kwargs, batch_size):
    ds = tf.data.Dataset.sample_from_datasets(datasets, weights=weights)
    ds = apply_frame_transforms(ds, **frame_transform_kwargs)
    return ds.batch(batch_size)


def training_data(datasets, weights):
    return make_interleaved_dataset(
        datasets,
        weights,
        frame_transform_kwargs=dict(
            resize_size=(256, 256),
            num_parallel_calls=200,
        ),
        batch_size=256,
    )
