import io
import json

import numpy as np
import tensorflow as tf
import tornado.ioloop
import tornado.web
from PIL import Image

from features import extract_features

SESSION = tf.Session()


class FeatureHandler(tornado.web.RequestHandler):
    def post(self):
        files = self.request.files.get("images", [])
        images = [np.asarray(Image.open(io.BytesIO(f["body"])).convert("RGB").resize((160, 160))) for f in files]
        if not images:
            self.set_status(400)
            self.finish({"error": "no images"})
            return
        feats = extract_features(SESSION, images)
        self.finish(json.dumps({"features": feats.tolist()}))


def make_app():
    return tornado.web.Application([(r"/features", FeatureHandler)])


if __name__ == "__main__":
    make_app().listen(8888)
    tornado.ioloop.IOLoop.current().start()
