import functools

import pandas as pd
from pymatgen.core import Structure

from megnet_lite import MEGNetModel
from megnet_lite.graph import CrystalGraph


def predict(pred_model, structure):
    return pd.Series({"predicted_gap": float(pred_model.predict_structure(structure)[0])})


model = MEGNetModel.from_file("band_gap_regression.hdf5", CrystalGraph(cutoff=4.0))
test_data = pd.read_json("test_structures.json")
test_data["structure"] = test_data["structure"].apply(Structure.from_dict)

predict_verify = functools.partial(predict, model)
test_results = test_data.join(test_data["structure"].apply(predict_verify))
print((test_results["predicted_gap"] - test_results["band_gap"]).abs().mean())
