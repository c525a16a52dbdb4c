import tensorflow as tf
from tensorflow.keras import layers


def RetinaFaceModel(cfg, training=False, iou_th=0.4, score_th=0.02):
    inp = layers.Input([None, None, 3], name="input_image")
    backbone = tf.keras.applications.MobileNetV2(input_shape=(None, None, 3),
                                                 include_top=False, weights=None)
    feat = backbone(inp, training=training)
    x = layers.Conv2D(cfg.get("out_channel", 64), 3, padding="same", activation="relu")(feat)
    bbox = layers.Conv2D(4, 1)(x)
    conf = layers.Conv2D(1, 1, activation="sigmoid")(x)
    out = layers.Concatenate()([layers.Reshape((-1, 4))(bbox), layers.Reshape((-1, 1))(conf)])
    out = layers.Lambda(lambda t: t[0])(out)
    return tf.keras.Model(inp, out, name="RetinaFaceModel")
