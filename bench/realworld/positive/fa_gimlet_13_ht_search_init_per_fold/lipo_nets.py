import tensorflow as tf

from graphnet import GraphNet

gn = None
optimizer = None


def init(point):
    global gn
    global optimizer

    class AtomEmbedding(tf.keras.Model):
        def __init__(self, units):
            super().__init__()
            self.d = tf.keras.layers.Dense(units)

        @tf.function
        def call(self, atoms):
            x = tf.one_hot(atoms, 8)
            x.set_shape([None, 8])
            return self.d(x)

    class GRUReadout(tf.keras.Model):
        def __init__(self, units, hidden):
            super().__init__()
            self.gru = tf.keras.layers.GRU(units, return_state=True)
            self.head = tf.keras.Sequential([
                tf.keras.layers.Dense(hidden, activation="tanh"),
                tf.keras.layers.Dense(1),
            ])

        @tf.function
        def call(self, h_v_history, atom_in_mol):
            h_v_history.set_shape([None, None, point["f_v"]])
            y_v = self.gru(h_v_history)[1]
            mask = tf.cast(atom_in_mol, tf.float32)
            y_mol = tf.matmul(mask, y_v, transpose_a=True) / tf.reduce_sum(mask, axis=0)[:, None]
            return tf.reshape(self.head(y_mol), [-1])

    gn = GraphNet(
        f_v=AtomEmbedding(point["f_v"]),
        phi_v=tf.keras.layers.Dense(point["f_v"], activation="tanh"),
        f_r=GRUReadout(point["gru_unit"], point["f_r"]),
        repeat=point["repeat"],
    )
    optimizer = tf.keras.optimizers.Adam(point["learning_rate"])
