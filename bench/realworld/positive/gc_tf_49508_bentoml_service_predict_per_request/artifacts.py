"""Fetch the exported wide-and-deep model from object storage and load it."""
import os

import boto3
import tensorflow as tf


def download_folder(bucket, prefix, dest="."):
    s3 = boto3.resource("s3")
    for obj in s3.Bucket(bucket).objects.filter(Prefix=prefix):
        target = os.path.join(dest, obj.key)
        os.makedirs(os.path.dirname(target), exist_ok=True)
        if not obj.key.endswith("/"):
            s3.Bucket(bucket).download_file(obj.key, target)
    return os.path.join(dest, prefix)


def load_ranker(bucket, prefix):
    local_dir = download_folder(bucket, prefix)
    model = tf.keras.models.load_model(local_dir)
    model.compile(loss="mse", optimizer="adam", metrics=["mse"])
    return model
