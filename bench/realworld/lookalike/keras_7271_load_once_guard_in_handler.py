# source: https://github.com/keras-team/keras/issues/7271
# note: the workaround from that thread: load the model once; here a create-once guard (if self._model is None) inside the request path
import json
from http.server import BaseHTTPRequestHandler, HTTPServer

import numpy as np
from keras.models import load_model


class ModelHolder:
    def __init__(self, path):
        self.path = path
        self._model = None

    def get(self):
        if self._model is None:
            self._model = load_model(self.path)
        return self._model


HOLDER = ModelHolder("model.h5")


class ScoreHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        payload = json.loads(self.rfile.read(int(self.headers["Content-Length"])))
        rows = np.asarray(payload["rows"], dtype="float32")
        scores = HOLDER.get()(rows, training=False).numpy()
        self.send_response(200)
        self.end_headers()
        self.wfile.write(json.dumps({"scores": scores.tolist()}).encode())


if __name__ == "__main__":
    HTTPServer(("", 8080), ScoreHandler).serve_forever()
