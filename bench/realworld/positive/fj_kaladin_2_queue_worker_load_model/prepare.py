import numpy as np


def live_inputs(insights_coll, users, use_eval, steps=40, n_features=12):
    data = {}
    for tc in (2, 6):
        rows = []
        for user in users:
            doc = insights_coll.find_one({"_id": "%s:%d" % (user, tc)}) or {}
            series = np.asarray(doc.get("moves", []), dtype=np.float32)[-steps:]
            padded = np.zeros((steps, n_features), dtype=np.float32)
            if series.size:
                padded[-len(series):] = series.reshape(len(series), -1)[:, :n_features]
            rows.append(padded)
        data[(tc, 180)] = (list(users), np.stack(rows))
    return data
