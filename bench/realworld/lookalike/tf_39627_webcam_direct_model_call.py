# source: https://github.com/tensorflow/tensorflow/issues/39627
# symptom: memory climbs while a loaded MobileNetV2 predicts frame after frame
# note: per-frame inference calls the model directly (model(x, training=False)), the remedy the related threads recommend for one-sample loops
import cv2
import tensorflow as tf

model = tf.keras.applications.mobilenet_v2.MobileNetV2()
cap = cv2.VideoCapture(0)
while True:
    ok, frame = cap.read()
    if not ok:
        break
    rgb = cv2.resize(cv2.cvtColor(frame, cv2.COLOR_BGR2RGB), (224, 224))
    x = tf.keras.applications.mobilenet_v2.preprocess_input(tf.cast(rgb, tf.float32))[None]
    probs = model(x, training=False).numpy()[0]
    print(int(probs.argmax()))
cap.release()
