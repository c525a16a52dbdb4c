"""Daily retraining job of the recommendation service (runs as a long-lived pod)."""
import datetime
import os
import time

import numpy as np

from models import build_ctr_model, warm_start

N_USERS, N_ITEMS = 200000, 50000
EXPORT_DIR = os.environ.get("EXPORT_DIR", "export")


def load_clicks(day):
    data = np.load("clicks/%s.npz" % day.isoformat())
    return [data["user"], data["item"]], data["clicked"]


def run_forever():
    last_export = None
    while True:
        day = datetime.date.today() - datetime.timedelta(days=1)
        x, y = load_clicks(day)
        model = build_ctr_model(N_USERS, N_ITEMS)
        if last_export:
            model = warm_start(model, last_export)
        model.fit(x, y, batch_size=4096, epochs=1, verbose=2)
        last_export = os.path.join(EXPORT_DIR, "ctr_%s.keras" % day.isoformat())
        model.save(last_export)
        time.sleep(24 * 3600)


if __name__ == "__main__":
    run_forever()
