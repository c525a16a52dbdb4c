# source: https://github.com/tensorflow/tensorflow/issues/43501
# symptom: "5 out of the last 5 calls to Model.make_predict_function.<locals>.predict_function triggered tf.function retracing"; the user's prediction() loads the model and predicts every time new data arrives
# expect: TFM009 18
# note: the messages come from a socket loop in the same script; prediction() loads the .h5 model, predicts once and returns
import json
import socket

import numpy as np
import tensorflow as tf


def cosine_features(message):
    values = np.asarray(json.loads(message)["cosine"], dtype="float32")
    return values.reshape(1, -1)


def prediction(cosine_s):
    new_model = tf.keras.models.load_model("model.h5")
    print(new_model.summary())
    test_output = new_model.predict(cosine_s, verbose=0)
    return test_output


def serve(host="0.0.0.0", port=9009):
    server = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    server.bind((host, port))
    server.listen(1)
    conn, _ = server.accept()
    with conn:
        while True:
            data = conn.recv(65536)
            if not data:
                break
            out = prediction(cosine_features(data.decode()))
            conn.sendall(json.dumps(out.tolist()).encode())


if __name__ == "__main__":
    serve()
