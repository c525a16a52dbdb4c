import tensorflow as tf


class GraphNet(tf.keras.Model):
    """Message passing over atoms and bonds, then a readout per molecule."""

    def __init__(self, f_v, phi_v, f_r, repeat=3):
        super().__init__()
        self.f_v = f_v
        self.phi_v = phi_v
        self.f_r = f_r
        self.repeat = repeat

    def call(self, atoms, adjacency_map, atom_in_mol):
        h_v = self.f_v(atoms)
        history = [h_v]
        for _ in range(self.repeat):
            h_v = self.phi_v(tf.concat([h_v, tf.matmul(adjacency_map, h_v)], axis=-1))
            history.append(h_v)
        return self.f_r(tf.stack(history, axis=1), atom_in_mol)
