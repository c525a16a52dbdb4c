import numpy as np

ATOMS = "CNOSPFIclnos"


def featurize(smiles):
    rows = []
    for ch in smiles:
        row = np.zeros(len(ATOMS) + 1, dtype="float32")
        idx = ATOMS.find(ch)
        row[idx if idx >= 0 else len(ATOMS)] = 1.0
        rows.append(row)
    return np.stack(rows)
