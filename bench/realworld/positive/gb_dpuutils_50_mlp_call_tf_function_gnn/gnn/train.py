"""Graph-level regression with a simple message-passing network."""
import numpy as np
import tensorflow as tf

from gnn.data import load_molecules
from gnn.mlp import MLP


class MessagePassing(tf.keras.Model):
    def __init__(self, hidden=64, steps=4):
        super().__init__()
        self.steps = steps
        self.message_fn = MLP(hidden, [hidden])
        self.readout = MLP(1, [hidden])

    def call(self, node_feats, adjacency, graph_ids, num_graphs, training=None):
        h = node_feats
        for _ in range(self.steps):
            messages = tf.sparse.sparse_dense_matmul(adjacency, h)
            h = h + self.message_fn(messages, training=training)
        per_node = self.readout(h, training=training)
        return tf.math.unsorted_segment_sum(per_node, graph_ids, num_graphs)


def batches(graphs, max_nodes=2000):
    batch, count = [], 0
    for g in graphs:
        if count + g.num_nodes > max_nodes and batch:
            yield batch
            batch, count = [], 0
        batch.append(g)
        count += g.num_nodes
    if batch:
        yield batch


def main(epochs=20):
    graphs = load_molecules("qm9_train.jsonl.gz")
    model = MessagePassing()
    opt = tf.keras.optimizers.Adam(1e-3)
    for epoch in range(epochs):
        np.random.shuffle(graphs)
        for batch in batches(graphs):
            feats, adj, ids, targets = batch[0].collate(batch)
            with tf.GradientTape() as tape:
                pred = model(feats, adj, ids, len(batch), training=True)
                loss = tf.reduce_mean(tf.square(pred[:, 0] - targets))
            opt.apply_gradients(zip(tape.gradient(loss, model.trainable_variables),
                                    model.trainable_variables))
        print("epoch", epoch, "loss", float(loss))


if __name__ == "__main__":
    main()
