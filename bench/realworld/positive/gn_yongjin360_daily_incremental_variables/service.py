"""Long-running job: wakes up once a day, trains on yesterday's clicks, exports the model."""
import datetime
import time

import tensorflow as tf

from trainer import IncrementalTrainer

N_USERS, N_ITEMS = 200000, 50000


def build_model():
    users = tf.keras.Input(shape=(), dtype=tf.int32)
    items = tf.keras.Input(shape=(), dtype=tf.int32)
    u = tf.keras.layers.Embedding(N_USERS, 64)(users)
    v = tf.keras.layers.Embedding(N_ITEMS, 64)(items)
    score = tf.keras.layers.Dense(1)(tf.keras.layers.Concatenate()([u, v]))
    return tf.keras.Model([users, items], score)


def clicks_for(day):
    path = "gs://clicks/%s/*.tfrecord" % day.isoformat()
    spec = {"user": tf.io.FixedLenFeature([], tf.int64), "item": tf.io.FixedLenFeature([], tf.int64),
            "clicked": tf.io.FixedLenFeature([], tf.float32)}
    ds = tf.data.TFRecordDataset(tf.io.gfile.glob(path))
    ds = ds.map(lambda r: tf.io.parse_single_example(r, spec))
    ds = ds.map(lambda e: (tf.cast(e["user"], tf.int32), tf.cast(e["item"], tf.int32), e["clicked"]))
    return ds.batch(4096).prefetch(tf.data.AUTOTUNE)


def main():
    trainer = IncrementalTrainer(build_model(), N_ITEMS)
    while True:
        day = datetime.date.today() - datetime.timedelta(days=1)
        trainer.start_day(day)
        loss = trainer.run_day(clicks_for(day))
        trainer.model.save("export/recsys_%s.keras" % day.isoformat())
        print(day, "mean loss", loss)
        time.sleep(24 * 3600)


if __name__ == "__main__":
    main()
