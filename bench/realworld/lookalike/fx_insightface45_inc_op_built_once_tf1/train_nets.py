import tensorflow as tf

from graph_builder import build_train_graph
from inputs import tfrecord_batch
from resnet import resnet50

tf.compat.v1.disable_eager_execution()


def main(epochs=20, batches_per_epoch=5000, log_every=100):
    images, labels = tfrecord_batch("datasets/faces_ms1m.tfrecords", batch_size=128)
    ops = build_train_graph(images, labels, resnet50, num_classes=85164,
                            lr_steps=[40000, 60000, 80000], lr_values=[0.001, 0.0005, 0.0003, 0.0001])
    writer = tf.compat.v1.summary.FileWriter("output/summary")
    sess = tf.compat.v1.Session()
    sess.run(tf.compat.v1.global_variables_initializer())
    sess.graph.finalize()
    for epoch in range(epochs):
        for _ in range(batches_per_epoch):
            _, _, loss_val, step = sess.run([ops["train_op"], ops["inc_op"], ops["loss"],
                                             ops["global_step"]])
            if step % log_every == 0:
                writer.add_summary(sess.run(ops["summary"]), step)
                print("epoch %d step %d loss %.3f" % (epoch, step, loss_val))


if __name__ == "__main__":
    main()
