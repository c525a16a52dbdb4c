import time

import tensorflow.compat.v1 as tf

import cifar10

tf.disable_eager_execution()
LOG_FREQUENCY = 100


class _LoggerHook(tf.train.SessionRunHook):
    def begin(self):
        self._step = -1
        self._start_time = time.time()

    def before_run(self, run_context):
        self._step += 1
        return tf.train.SessionRunArgs(self._loss)

    def after_run(self, run_context, run_values):
        if self._step % LOG_FREQUENCY == 0:
            duration = time.time() - self._start_time
            self._start_time = time.time()
            acc = cifar10.evaluation(run_context.session)
            print("step %d loss %.3f acc %.3f (%.1fs)" % (self._step, run_values.results, acc, duration))


def train():
    global_step = tf.train.get_or_create_global_step()
    images, labels = cifar10.distorted_inputs()
    logits = cifar10.inference(images)
    loss = cifar10.loss(logits, labels)
    train_op = cifar10.train(loss, global_step)
    hook = _LoggerHook()
    hook._loss = loss
    with tf.train.MonitoredTrainingSession(checkpoint_dir="/tmp/cifar10_train", hooks=[hook]) as sess:
        while not sess.should_stop():
            sess.run(train_op)


if __name__ == "__main__":
    train()
