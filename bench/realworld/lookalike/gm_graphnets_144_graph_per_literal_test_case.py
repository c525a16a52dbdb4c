# source: https://github.com/google-deepmind/graph_nets/issues/144
# note: unit test that loops over a short literal list of graph dicts and, for each, builds the ops and opens a Session inside a fresh tf.Graph().as_default(); the maintainers kept it on purpose (test simplicity), and each iteration's graph is discarded, so nothing accumulates
import numpy as np
import tensorflow as tf
from graph_nets import utils_np, utils_tf

tf1 = tf.compat.v1

SMALL_GRAPH_1 = {
    "globals": [1.1, 1.2, 1.3],
    "nodes": [[10.1, 10.2], [20.1, 20.2], [30.1, 30.2]],
    "edges": [[101., 102., 103., 104.], [201., 202., 203., 204.]],
    "senders": [0, 1],
    "receivers": [1, 2],
}
SMALL_GRAPH_2 = {
    "globals": [-1.1, -1.2, -1.3],
    "nodes": [[-10.1, -10.2], [-20.1, -20.2]],
    "edges": [[-101., -102., -103., -104.]],
    "senders": [1],
    "receivers": [0],
}


class DataDictsRoundTripTest(tf.test.TestCase):

    def test_round_trip_each_graph(self):
        for graph_dict in [SMALL_GRAPH_1, SMALL_GRAPH_2]:
            with tf.Graph().as_default():
                graphs = utils_tf.data_dicts_to_graphs_tuple([graph_dict])
                n_node = tf.reduce_sum(graphs.n_node)
                with tf1.Session() as sess:
                    graphs_np, n_node_value = sess.run([graphs, n_node])
            back = utils_np.graphs_tuple_to_data_dicts(graphs_np)[0]
            self.assertEqual(n_node_value, len(graph_dict["nodes"]))
            np.testing.assert_allclose(back["nodes"], np.array(graph_dict["nodes"]))
            np.testing.assert_array_equal(back["senders"], np.array(graph_dict["senders"]))


if __name__ == "__main__":
    tf.test.main()
