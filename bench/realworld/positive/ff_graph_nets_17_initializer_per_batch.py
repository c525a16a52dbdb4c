# source: https://github.com/google-deepmind/graph_nets/issues/17
# symptom: the reporter runs the initializer before every batch because leaving it out raised "FailedPreconditionError: Attempting to use uninitialized value EncodeProcessDecode/...", and asks for a more efficient way to run the model batch-wise; every call builds a new initializer op in the graph (and resets the weights)
# expect: TFM010 31
# note: TensorFlow 1 graph-mode code in the style of the graph_nets demos: placeholders, the EncodeProcessDecode model and the training op are built once, but the batch loop calls tf.global_variables_initializer() inside sess.run on every batch
import numpy as np
import tensorflow as tf
from graph_nets import utils_np, utils_tf
from graph_nets.demos import models

from sort_data import make_sort_batch

BATCH_SIZE = 32
NUM_PROCESSING_STEPS = 10

input_graphs, target_graphs = make_sort_batch(np.random.RandomState(0), BATCH_SIZE)
input_ph = utils_tf.placeholders_from_data_dicts(input_graphs)
target_ph = utils_tf.placeholders_from_data_dicts(target_graphs)

model = models.EncodeProcessDecode(edge_output_size=2, node_output_size=2)
output_ops = model(input_ph, NUM_PROCESSING_STEPS)
loss_op = tf.add_n([tf.losses.softmax_cross_entropy(target_ph.nodes, out.nodes) for out in output_ops])
loss_op /= NUM_PROCESSING_STEPS
step_op = tf.train.AdamOptimizer(1e-3).minimize(loss_op)

sess = tf.Session()
rand = np.random.RandomState(1)
for iteration in range(10000):
    inputs, targets = make_sort_batch(rand, BATCH_SIZE)
    feed_dict = utils_tf.get_feed_dict(input_ph, utils_np.data_dicts_to_graphs_tuple(inputs))
    feed_dict.update(utils_tf.get_feed_dict(target_ph, utils_np.data_dicts_to_graphs_tuple(targets)))
    sess.run(tf.global_variables_initializer())
    _, loss_value, outputs = sess.run([step_op, loss_op, output_ops], feed_dict=feed_dict)
    if iteration % 100 == 0:
        print(iteration, loss_value)
