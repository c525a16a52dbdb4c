import os
import sys
import time

import numpy as np
import tensorflow as tf

import getConfig
from cnn_model import CnnModel
from data_utils import get_batch, read_data

gConfig = getConfig.get_config(config_file="config.ini")


def train():
    data, labels = read_data(gConfig["dataset_path"], num_files=gConfig["num_files"])
    test_data, test_labels = read_data(gConfig["dataset_test"], num_files=1)
    with tf.Session(config=tf.ConfigProto(allow_soft_placement=True)) as sess:
        model = CnnModel(gConfig["learning_rate"], gConfig["learning_rate_decay_factor"])
        ckpt = tf.train.get_checkpoint_state(gConfig["working_directory"])
        if ckpt and ckpt.model_checkpoint_path:
            model.saver.restore(sess, ckpt.model_checkpoint_path)
        else:
            sess.run(tf.global_variables_initializer())
        step_time, accuracy, current_step, history = 0.0, 0.0, 0, []
        while model.learning_rate.eval() > gConfig["end_learning_rate"]:
            xb, yb = get_batch(data, labels, percent=gConfig["percent"])
            start = time.time()
            accuracy += model.step(sess, xb, yb) / gConfig["steps_per_checkpoint"]
            step_time += (time.time() - start) / gConfig["steps_per_checkpoint"]
            current_step += 1
            if current_step % gConfig["steps_per_checkpoint"] != 0:
                continue
            if len(history) > 2 and accuracy < min(history[-3:]):
                sess.run(model.learning_rate_decay_op)
            history.append(accuracy)
            model.saver.save(sess, os.path.join(gConfig["working_directory"], "cnn.ckpt"),
                             global_step=model.global_step)
            graph = tf.get_default_graph()
            softmax_probs = graph.get_tensor_by_name("softmax_probs:0")
            softmax_predictions = tf.argmax(softmax_probs, axis=1)
            tx, ty = get_batch(test_data, test_labels, percent=gConfig["percent"] * 5)
            preds = sess.run(softmax_predictions,
                             feed_dict={model.data: tx, model.labels: ty, model.keep_prop: 1.0})
            test_acc = np.mean(preds == ty)
            print("train acc %.3f  test acc %.3f  lr %.5f  %.2fs/step"
                  % (accuracy, test_acc, model.learning_rate.eval(), step_time))
            step_time, accuracy = 0.0, 0.0
            sys.stdout.flush()


if __name__ == "__main__":
    train()
