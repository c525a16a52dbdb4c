# source: https://github.com/tensorflow/tensorflow/issues/47122
# symptom: the VM runs out of memory after about 40 minutes: every load_model call in the while True loop adds to RSS (TF 2.2)
# expect: TFM009 15
# note: the load happens in a helper; the while True loop is under __main__
import logging
import time

import tensorflow as tf

MODEL_DIR = "/srv/models/current"
log = logging.getLogger("refresher")


def process_start():
    model = tf.keras.models.load_model(MODEL_DIR)
    log.info("loaded %d layers", len(model.layers))
    return model.count_params()


if __name__ == "__main__":
    while True:
        process_start()
        time.sleep(1)
