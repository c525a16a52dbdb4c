import tensorflow as tf

OUTPUTS = {"age": 101, "gender": 2, "emotion": 7}


def build_model(action):
    base = tf.keras.applications.MobileNetV2(include_top=False, weights=None, input_shape=(224, 224, 3))
    x = tf.keras.layers.GlobalAveragePooling2D()(base.output)
    out = tf.keras.layers.Dense(OUTPUTS[action], activation="softmax")(x)
    model = tf.keras.Model(base.input, out)
    model.load_weights("weights/{}.weights.h5".format(action))
    return model


def build_all():
    return {"age": build_model("age"), "gender": build_model("gender"), "emotion": build_model("emotion")}
