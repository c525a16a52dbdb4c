"""This is the session call associated with GRAPH.py."""
import tensorflow as tf

import fish_data as fd
from GRAPH import (batch_size, cross_entropy, graph, init_op, num_epochs,
                   std_x, std_y, training_data, training_labels, training_op,
                   valid_loss)

X_train_filenames, y_train = fd.load_train_index()

with tf.Session(graph=graph) as session:
    session.run(init_op)
    print("Initialized!\n")
    for batch_number in range(int(num_epochs * y_train.shape[0] // batch_size)):
        offset = batch_number * batch_size
        X_batch = fd.make_batch(X_train_filenames, offset, batch_size, std_y, std_x)
        y_batch = fd.make_label(y_train, offset, batch_size)
        feed_dict = {training_data: X_batch, training_labels: y_batch}
        _, l = session.run([training_op, cross_entropy], feed_dict=feed_dict)
        if batch_number % 50 == 0:
            print("step", batch_number, "loss", l)
            print("validation loss", valid_loss.eval())
