import numpy as np
import pandas as pd
from tensorflow.keras.models import load_model

from model.explain import top_insight_urls


def predict_all(tc_list, days_list, data_by_key, explainers):
    frames = []
    for tc in tc_list:
        for days in days_list:
            if (tc, days) not in data_by_key:
                continue
            users, inputs = data_by_key[(tc, days)]
            frames.append(make_predictions(days, tc, users, inputs, explainers[(tc, days)]))
    if not frames:
        return None
    df = pd.concat(frames).reset_index(drop=True)
    return df.loc[df.groupby("user")["pred"].idxmax()]


def make_predictions(days, tc, users, inputs, explainer):
    directory = "model/eval0_tc{}_days{}/".format(tc, days)
    model = load_model(directory + "model.SavedModel")
    preds = model.predict(inputs)
    shap_values = explainer.shap_values(inputs)
    urls = top_insight_urls(users, shap_values, tc, days, top_n=3)
    out = pd.DataFrame({"user": users, "tc": tc, "days": days, "pred": np.ravel(preds)})
    return out.merge(urls, how="left", on="user")
