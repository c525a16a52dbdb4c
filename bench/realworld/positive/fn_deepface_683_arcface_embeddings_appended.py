# source: https://github.com/serengil/deepface/issues/683
# symptom: extracting ArcFace embeddings frame by frame for a video dataset makes memory grow until OOM; the maintainer's first suggestion is to deactivate the arcface.append line
# expect: TFM012 39
# note: the case keeps the per-frame embedding loop and the list that accumulates one embedding per frame; here the list keeps the model's output tensors (not floats/NumPy), so every frame's tensor stays alive until the whole video is processed
import cv2
import numpy as np
import tensorflow as tf

ARCFACE_WEIGHTS = "weights/arcface_weights.h5"


def build_arcface(input_shape=(112, 112, 3)):
    base = tf.keras.applications.ResNet50(include_top=False, weights=None, input_shape=input_shape)
    x = tf.keras.layers.GlobalAveragePooling2D()(base.output)
    x = tf.keras.layers.Dense(512)(x)
    out = tf.keras.layers.BatchNormalization()(x)
    model = tf.keras.Model(base.input, out, name="ArcFace")
    model.load_weights(ARCFACE_WEIGHTS)
    return model


def read_frames(video_path, every=5):
    cap = cv2.VideoCapture(video_path)
    idx = 0
    ok, frame = cap.read()
    while ok:
        if idx % every == 0:
            yield frame
        idx += 1
        ok, frame = cap.read()
    cap.release()


def get_arcface(model, video_path):
    arcface = []
    for frame in read_frames(video_path):
        face = cv2.resize(frame, (112, 112)).astype("float32") / 127.5 - 1.0
        emb = model(face[np.newaxis], training=False)
        arcface.append(emb)
    return arcface


if __name__ == "__main__":
    arcface_model = build_arcface()
    for clip in ["clips/speaker_01.mp4", "clips/speaker_02.mp4"]:
        embeddings = get_arcface(arcface_model, clip)
        np.save(clip.replace(".mp4", "_arcface.npy"), np.concatenate([e.numpy() for e in embeddings]))
