# source: https://github.com/tensorflow/tensorflow/issues/7127
# symptom: training drops from 100 to 15 examples per second and RAM fills slowly: epoch[0] inside sess.run adds a strided_slice op every step
# expect: TFM010 33
# note: TF1 queue-runner input pipeline that also returns the current epoch; the loop fetches a slice of it
import tensorflow.compat.v1 as tf

tf.disable_eager_execution()


def my_input_pipeline(pattern, batch_size=64, num_epochs=30):
    files = tf.train.match_filenames_once(pattern)
    queue = tf.train.string_input_producer(files, num_epochs=num_epochs)
    reader = tf.WholeFileReader()
    _, contents = reader.read(queue)
    image = tf.image.resize_images(tf.image.decode_png(contents, channels=1), [64, 64])
    label = tf.constant(0, tf.int64)
    epoch = tf.train.limit_epochs(tf.constant([0]), num_epochs)
    return tf.train.batch([epoch, label, image], batch_size=batch_size)


epoch, label_batch, image_batch = my_input_pipeline("/data/frames/*.png")
logits = tf.layers.dense(tf.layers.flatten(image_batch), 10)
loss = tf.reduce_mean(tf.nn.sparse_softmax_cross_entropy_with_logits(labels=label_batch, logits=logits))
train_step_run = tf.train.AdamOptimizer(1e-4).minimize(loss)

with tf.Session() as sess:
    sess.run([tf.global_variables_initializer(), tf.local_variables_initializer()])
    coord = tf.train.Coordinator()
    threads = tf.train.start_queue_runners(sess=sess, coord=coord)
    step = 0
    try:
        while not coord.should_stop():
            current_epoch, _ = sess.run([epoch[0], train_step_run])
            step += 1
            if step % 100 == 0:
                print("epoch", current_epoch, "step", step)
    except tf.errors.OutOfRangeError:
        pass
    finally:
        coord.request_stop()
        coord.join(threads)
