# source: https://github.com/faustomorales/keras-ocr/issues/80
# symptom: serving keras-ocr through a Flask REST API: when the detector and recognizer are created inside the request function, memory climbs to 99% and the server goes down
# expect: TFM009 15
# note: the first version from the issue: keras_ocr.detection.Detector() and keras_ocr.recognition.Recognizer() each build (and download weights for) a Keras model on every POST
import cv2
import keras_ocr
from flask import Flask, request
from flask_restful import Api, Resource

app = Flask(__name__)
api = Api(app)


def detectar(path):
    detector = keras_ocr.detection.Detector()
    recognizer = keras_ocr.recognition.Recognizer()
    img = cv2.imread(path)
    boxes = detector.detect([img])[0]
    predict = recognizer.recognize_from_boxes(image=img, boxes=boxes)
    return [x[0] for x in predict]


class HelloWorld(Resource):
    def post(self, path):
        preds = detectar(request.form["path"])
        return " ".join(preds)


api.add_resource(HelloWorld, "/<string:path>")

if __name__ == "__main__":
    app.run(debug=True)
