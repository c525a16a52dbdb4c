import numpy as np
import pandas as pd


def top_insight_urls(users, shap_values, tc, days, top_n=3):
    rows = []
    for user, values in zip(users, np.asarray(shap_values)[0]):
        order = np.argsort(-values.sum(axis=0))[:top_n]
        row = {"user": user}
        for rank, feature in enumerate(order, 1):
            row["insight_%d" % rank] = "https://lichess.org/insights/%s/acpl/tc%d-%dd-f%d" % (user, tc, days, feature)
        rows.append(row)
    return pd.DataFrame(rows)
