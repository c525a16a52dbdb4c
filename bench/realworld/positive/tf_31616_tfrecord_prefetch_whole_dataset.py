# source: https://github.com/tensorflow/tensorflow/issues/31616
# symptom: the user wants the whole TFRecord training set held in RAM through prefetch; the buffer is sized to every record
# expect: TFM011 25
# note: TF1-style input_fn for an LSTM; the prefetch size is a module constant equal to the number of records
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()

NUM_TRAIN_RECORDS = 1_350_000
SEQ_LEN = 120
FEATURES = {
    "x": tf.FixedLenFeature([SEQ_LEN * 8], tf.float32),
    "y": tf.FixedLenFeature([1], tf.float32),
}


def parse(record):
    ex = tf.parse_single_example(record, FEATURES)
    return tf.reshape(ex["x"], [SEQ_LEN, 8]), ex["y"]


def train_input(files, batch_size=256):
    ds = tf.data.TFRecordDataset(files)
    ds = ds.map(parse, num_parallel_calls=8)
    ds = ds.prefetch(buffer_size=NUM_TRAIN_RECORDS)
    ds = ds.shuffle(10000).repeat().batch(batch_size)
    return ds.make_one_shot_iterator().get_next()


x, y = train_input(tf.gfile.Glob("/data/sensor/train-*.tfrecord"))
cell = tf.nn.rnn_cell.LSTMCell(64)
outputs, _ = tf.nn.dynamic_rnn(cell, x, dtype=tf.float32)
pred = tf.layers.dense(outputs[:, -1], 1)
loss = tf.losses.mean_squared_error(y, pred)
train_op = tf.train.AdamOptimizer(1e-3).minimize(loss)

with tf.Session() as sess:
    sess.run(tf.global_variables_initializer())
    for step in range(100000):
        _, l = sess.run([train_op, loss])
        if step % 1000 == 0:
            print(step, l)
