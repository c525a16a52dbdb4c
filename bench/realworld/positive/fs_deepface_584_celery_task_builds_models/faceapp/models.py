import tensorflow as tf

WEIGHTS = {
    "age": "weights/age_model_weights.h5",
    "gender": "weights/gender_model_weights.h5",
    "emotion": "weights/facial_expression_model_weights.h5",
}
OUTPUTS = {"age": 101, "gender": 2, "emotion": 7}


def build_model(action):
    base = tf.keras.applications.VGG16(include_top=False, weights=None, input_shape=(224, 224, 3))
    x = tf.keras.layers.GlobalAveragePooling2D()(base.output)
    out = tf.keras.layers.Dense(OUTPUTS[action], activation="softmax")(x)
    model = tf.keras.Model(base.input, out)
    model.load_weights(WEIGHTS[action])
    return model
