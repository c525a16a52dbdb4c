# source: https://github.com/keras-team/keras/issues/7271
# symptom: the server's memory grows with every API call (about 8 MB per load_model) and responses get slower; K.clear_session() does not stop it
# expect: TFM009 18
# note: the model is loaded inside the request handler, so once per request
import json
from http.server import BaseHTTPRequestHandler, HTTPServer

import numpy as np
from keras.models import load_model

MODEL_FILE = "model.h5"


class ScoreHandler(BaseHTTPRequestHandler):
    def do_POST(self):
        length = int(self.headers["Content-Length"])
        payload = json.loads(self.rfile.read(length))
        model = load_model(MODEL_FILE)
        scores = model.predict(np.asarray(payload["rows"], dtype="float32"))
        body = json.dumps({"scores": scores.tolist()}).encode()
        self.send_response(200)
        self.send_header("Content-Type", "application/json")
        self.end_headers()
        self.wfile.write(body)


if __name__ == "__main__":
    HTTPServer(("", 8080), ScoreHandler).serve_forever()
