# source: https://github.com/birth2003/MNC-lambda-container-example/blob/HEAD/lambda_function.py
# symptom: repository code (no issue text): each Lambda invocation constructs MobileNet (downloading/loading ImageNet weights) and runs predict(), so warm invocations redo the cold-start work and the reused container accumulates models
# expect: TFM009 30
# expect: TFM008 32
# note: lambda_handler is the AWS entry point; it runs once per event in a reused (warm) container
import json
import os
import time

import numpy as np
import tensorflow as tf
from tensorflow.keras.applications import MobileNet
from tensorflow.keras.applications.mobilenet import decode_predictions

TASK_ROOT = os.environ.get("LAMBDA_TASK_ROOT", "/var/task")
SAMPLE = os.path.join(TASK_ROOT, "MNC-lambda-container-example", "preprocessed_image.npy")

tf.get_logger().setLevel("ERROR")


def load_input(event):
    if event and "array" in event:
        arr = np.asarray(json.loads(event["array"]), dtype="float32")
        return arr.reshape((1, 224, 224, 3))
    return np.load(SAMPLE)


def lambda_handler(event, context):
    started = time.time()
    model = MobileNet(weights="imagenet")
    img_array = load_input(event)
    preds = model.predict(img_array)
    prediction = decode_predictions(preds, top=1)[0]

    prediction_result = {
        "class": prediction[0][1],
        "confidence": float(prediction[0][2]),
        "elapsed_ms": int((time.time() - started) * 1000),
    }
    return {
        "statusCode": 200,
        "body": json.dumps({"Predicted": prediction_result}),
    }
