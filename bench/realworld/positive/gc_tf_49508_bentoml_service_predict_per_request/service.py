"""BentoML service returning the top-3000 items for a user feature payload."""
import numpy as np
import pandas as pd
from bentoml import BentoService, api, env
from bentoml.adapters import JsonInput

from artifacts import load_ranker


@env(infer_pip_packages=True)
class WideDeepRecommender(BentoService):
    def __init__(self):
        super().__init__()
        self.model = load_ranker("reco-models", "model_v0")

    @api(input=JsonInput(), batch=True)
    def predict(self, input_data):
        sample = {k: np.array(v) for k, v in input_data[0].items()}
        predictions = self.model.predict(sample)
        ranked = pd.DataFrame(predictions)
        ranked["item_ids"] = sample["item"]
        ranked = ranked.sort_values(0, ascending=False)
        return [ranked["item_ids"].head(3000).to_list()]
