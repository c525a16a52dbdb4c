import numpy as np


class CrystalGraph:
    def __init__(self, cutoff=4.0, n_atom_features=27, n_bond_features=100):
        self.cutoff = cutoff
        self.n_atom_features = n_atom_features
        self.n_bond_features = n_bond_features

    def convert(self, structure):
        n = len(structure)
        atom = np.zeros((n, self.n_atom_features), dtype="float32")
        for i, site in enumerate(structure):
            atom[i, min(site.specie.Z, self.n_atom_features - 1)] = 1.0
        dists = [d for i in range(n) for d in structure.distance_matrix[i] if 0 < d < self.cutoff]
        centers = np.linspace(0, self.cutoff, self.n_bond_features)
        bond = np.exp(-((np.asarray(dists)[:, None] - centers) ** 2) / 0.25).astype("float32")
        state = np.zeros((1, 2), dtype="float32")
        return {"atom": atom, "bond": bond, "state": state}
