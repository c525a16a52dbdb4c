# source: https://github.com/maenzhier/GRecX/blob/HEAD/demo/demo_mf_fc.py
# symptom: the first batches of every epoch take minutes and host RAM climbs by gigabytes while a one-million-element shuffle buffer is filled again from the edge list
# expect: TFM011 40
# note: BPR matrix-factorisation demo on the LightGCN Yelp split; the edge pipeline is rebuilt by a helper at the start of every epoch with shuffle(1000000); the negatives are sampled with NumPy in eager code, which is fine
import numpy as np
import tensorflow as tf

NUM_USERS, NUM_ITEMS, DIM = 31668, 38048, 64
BATCH = 8000

interactions = np.load("yelp_train_pairs.npy")  # (n_edges, 2) user id, item id


class MatrixFactorizer(tf.keras.Model):
    def __init__(self):
        super().__init__()
        self.users = tf.keras.layers.Embedding(NUM_USERS, DIM)
        self.items = tf.keras.layers.Embedding(NUM_ITEMS, DIM)

    def call(self, inputs):
        u, i = inputs
        return tf.reduce_sum(self.users(u) * self.items(i), axis=-1)


mf = MatrixFactorizer()
opt = tf.keras.optimizers.Adam(5e-3)


@tf.function(input_signature=[tf.TensorSpec([None], tf.int64)] * 3)
def bpr_step(users, pos, neg):
    with tf.GradientTape() as tape:
        margin = mf([users, pos]) - mf([users, neg])
        loss = tf.reduce_sum(tf.nn.softplus(-margin))
    grads = tape.gradient(loss, mf.trainable_variables)
    opt.apply_gradients(zip(grads, mf.trainable_variables))
    return loss


def edge_batches(edges):
    return tf.data.Dataset.from_tensor_slices(edges).shuffle(1000000).batch(BATCH)


for epoch in range(1, 3000):
    epoch_losses = []
    for edges in edge_batches(interactions):
        neg = np.random.randint(0, NUM_ITEMS, edges.shape[0])
        loss = bpr_step(edges[:, 0], edges[:, 1], tf.constant(neg, tf.int64))
        epoch_losses.append(loss.numpy())
    if epoch % 20 == 0:
        opt.learning_rate.assign(opt.learning_rate * 0.995)
    print("epoch", epoch, "loss", np.mean(epoch_losses))
