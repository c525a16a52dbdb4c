# source: https://lillytechsystems.com/ai-school/serverless-ai-inference/aws-lambda.html
# note: the page's Lambda handler loads its model outside the handler, once per container, and each invocation only runs it; written here with a Keras model called directly
import json

import numpy as np
import tensorflow as tf

model = tf.keras.models.load_model("model/classifier.keras")


def handler(event, context):
    body = json.loads(event["body"])
    features = np.asarray(body["features"], dtype=np.float32)[np.newaxis]
    scores = model(features, training=False).numpy()[0]
    return {"statusCode": 200, "body": json.dumps({"prediction": scores.tolist()})}
