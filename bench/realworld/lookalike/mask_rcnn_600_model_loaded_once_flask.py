# source: https://github.com/matterport/Mask_RCNN/issues/600
# note: the answer's web service: the inference model is created and its weights loaded once when the module starts; each request only runs model.detect on the uploaded image
import numpy as np
import skimage.io
import tensorflow as tf
from flask import Flask, jsonify, request

import mrcnn.model as modellib
from samples.numberplate import numberplate

app = Flask(__name__)


class InferenceConfig(numberplate.NumberplateConfig):
    GPU_COUNT = 1
    IMAGES_PER_GPU = 1


config = InferenceConfig()
model = modellib.MaskRCNN(mode="inference", model_dir="../logs", config=config)
model.load_weights("../weights/mask_rcnn_numberplate.h5", by_name=True)
graph = tf.get_default_graph()


@app.route("/detect", methods=["POST"])
def detect():
    image = skimage.io.imread(request.files["image"])
    with graph.as_default():
        r = model.detect([image], verbose=0)[0]
    return jsonify({"rois": np.asarray(r["rois"]).tolist(), "scores": np.asarray(r["scores"]).tolist()})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=5000, threaded=False)
