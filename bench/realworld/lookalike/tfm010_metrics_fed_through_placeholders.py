# source: https://github.com/YunYang1994/tensorflow-yolov3/issues/42
# note: resembles a leak: logging recall/precision/mAP every step without growing the graph
# note: the reporter's own fix in the thread: the three assign ops take placeholders and are built once before the loop; each step only feeds the Python floats through feed_dict
import tensorflow as tf


def train(sess, train_op, y_pred, y_true, loss, is_training, evaluate, steps=25000, eval_interval=100):
    rec_tensor = tf.Variable(0.0)
    prec_tensor = tf.Variable(0.0)
    map_tensor = tf.Variable(0.0)
    rec_ph = tf.placeholder(tf.float32, [])
    prec_ph = tf.placeholder(tf.float32, [])
    map_ph = tf.placeholder(tf.float32, [])
    update_metrics = tf.group(tf.assign(rec_tensor, rec_ph), tf.assign(prec_tensor, prec_ph),
                              tf.assign(map_tensor, map_ph))
    tf.summary.scalar("yolov3/recall", rec_tensor)
    tf.summary.scalar("yolov3/precision", prec_tensor)
    tf.summary.scalar("yolov3/mAP", map_tensor)
    write_op = tf.summary.merge_all()
    writer = tf.summary.FileWriter("./data/log/train")
    sess.run(tf.global_variables_initializer())

    rec = prec = mean_ap = 0.0
    for step in range(steps):
        run_items = sess.run([train_op, y_pred, y_true] + loss, feed_dict={is_training: True})
        if (step + 1) % eval_interval == 0:
            rec, prec, mean_ap = evaluate(run_items[1], run_items[2])
        _, summary = sess.run([update_metrics, write_op],
                              feed_dict={rec_ph: rec, prec_ph: prec, map_ph: mean_ap, is_training: True})
        writer.add_summary(summary, global_step=step)
