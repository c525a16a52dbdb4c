import os
from threading import Thread

import tensorflow as tf
from tensorflow.keras.models import load_model

tf.compat.v1.disable_eager_execution()

MODEL_ROOT = os.environ.get("MODEL_ROOT", "/srv/models")
MODEL_NUMS = ("one", "two", "three", "four")


def model_loading(model_num, domain, out):
    path = os.path.join(MODEL_ROOT, domain, "model_{}.h5".format(model_num))
    thread_graph = tf.Graph()
    with thread_graph.as_default():
        thread_session = tf.compat.v1.Session(graph=thread_graph)
        with thread_session.as_default():
            model = load_model(path, compile=False)
    out[model_num] = {"graph": thread_graph, "session": thread_session, "model": model}


def load_domain_models(domain):
    models_out = {}
    threads = [Thread(target=model_loading, args=(num, domain, models_out)) for num in MODEL_NUMS]
    for t in threads:
        t.start()
    for t in threads:
        t.join()
    return models_out
