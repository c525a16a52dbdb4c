import logging

import tensorflow as tf

from ml.funmodel import gen_teste, proc_res

WEIGHTS = "pesos-5.tf"
log = logging.getLogger(__name__)


def load(image_path):
    try:
        model = tf.keras.models.load_model(WEIGHTS)
        d = proc_res(model.predict(gen_teste(image_path)))
        response = {"dic": d}
        log.info("prediction %s", response)
        return response
    except Exception as error:
        log.exception("prediction failed")
        return {"error": str(error)}
