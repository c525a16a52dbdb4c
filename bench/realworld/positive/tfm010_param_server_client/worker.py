import pickle
import socket

import numpy as np
import tensorflow as tf

from client import SharedLayerClient


def serve(host="localhost", port=5555):
    sess = tf.Session()
    client = SharedLayerClient(sess)
    sess.run(tf.global_variables_initializer())
    conn = socket.create_connection((host, port))
    stream = conn.makefile("rb")
    while True:
        kind, payload = pickle.load(stream)
        if kind == "weights":
            client.set_weights(payload)
        elif kind == "obs":
            scores = client.act(np.asarray(payload, dtype=np.float32))
            conn.sendall(pickle.dumps(int(np.argmax(scores))))


if __name__ == "__main__":
    serve()
