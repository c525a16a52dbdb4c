# source: https://github.com/serengil/deepface/issues/807
# note: fixed pattern described by the maintainer in the same thread: the attribute model is built once and kept in a module-level dict (singleton pattern), so the real-time video loop only retrieves the already built model; inference calls the model directly (no predict per frame)
import cv2
import numpy as np
import tensorflow as tf

_model_obj = {}


def build_gender_model():
    base = tf.keras.applications.VGG16(include_top=False, weights=None, input_shape=(224, 224, 3))
    x = tf.keras.layers.GlobalAveragePooling2D()(base.output)
    out = tf.keras.layers.Dense(2, activation="softmax")(x)
    model = tf.keras.Model(base.input, out)
    model.load_weights("weights/gender_model_weights.h5")
    return model


def get_model(name="Gender"):
    if name not in _model_obj:
        _model_obj[name] = build_gender_model()
    return _model_obj[name]


def main():
    cap = cv2.VideoCapture(0)
    while True:
        ok, frame = cap.read()
        if not ok:
            break
        face = cv2.resize(frame, (224, 224))[:, :, ::-1].astype("float32") / 255.0
        model = get_model("Gender")
        probs = model(face[np.newaxis], training=False).numpy()[0]
        label = ["Woman", "Man"][int(np.argmax(probs))]
        cv2.putText(frame, label, (10, 30), cv2.FONT_HERSHEY_SIMPLEX, 1, (0, 255, 0), 2)
        cv2.imshow("gender", frame)
        if cv2.waitKey(1) & 0xFF == ord("q"):
            break
    cap.release()


if __name__ == "__main__":
    main()
