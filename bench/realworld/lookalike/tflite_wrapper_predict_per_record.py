# source: https://newbedev.com/keras-inconsistent-prediction-time
# note: the answer's LiteModel: predict() here is the user's TFLite-interpreter wrapper, not Keras Model.predict, so calling it per record is cheap
import numpy as np
import tensorflow as tf


class LiteModel:
    @classmethod
    def from_keras_model(cls, kmodel):
        converter = tf.lite.TFLiteConverter.from_keras_model(kmodel)
        return cls(tf.lite.Interpreter(model_content=converter.convert()))

    def __init__(self, interpreter):
        self.interpreter = interpreter
        self.interpreter.allocate_tensors()
        self.input_index = interpreter.get_input_details()[0]["index"]
        self.output_index = interpreter.get_output_details()[0]["index"]

    def predict(self, inp):
        out = []
        for i in range(inp.shape[0]):
            self.interpreter.set_tensor(self.input_index, inp[i:i + 1].astype(np.float32))
            self.interpreter.invoke()
            out.append(self.interpreter.get_tensor(self.output_index)[0])
        return np.array(out)


keras_model = tf.keras.models.load_model("policy.h5")
lite = LiteModel.from_keras_model(keras_model)
for record in np.load("records.npy"):
    action = lite.predict(record[None, :])
    print(int(np.argmax(action)))
