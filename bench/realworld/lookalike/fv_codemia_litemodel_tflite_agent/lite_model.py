import numpy as np
import tensorflow as tf


class LiteModel:
    """TFLite interpreter with a Keras-like predict() for single records or small batches."""

    @classmethod
    def from_file(cls, model_path):
        return cls(tf.lite.Interpreter(model_path=model_path))

    @classmethod
    def from_keras_model(cls, kmodel):
        converter = tf.lite.TFLiteConverter.from_keras_model(kmodel)
        return cls(tf.lite.Interpreter(model_content=converter.convert()))

    def __init__(self, interpreter):
        self.interpreter = interpreter
        self.interpreter.allocate_tensors()
        inp = self.interpreter.get_input_details()[0]
        out = self.interpreter.get_output_details()[0]
        self.input_index, self.output_index = inp["index"], out["index"]
        self.input_dtype = inp["dtype"]
        self.output_shape = out["shape"]

    def predict(self, inp):
        inp = inp.astype(self.input_dtype)
        out = np.zeros((inp.shape[0], self.output_shape[1]), dtype=np.float32)
        for i in range(inp.shape[0]):
            self.interpreter.set_tensor(self.input_index, inp[i:i + 1])
            self.interpreter.invoke()
            out[i] = self.interpreter.get_tensor(self.output_index)[0]
        return out

    def predict_single(self, inp):
        return self.predict(np.asarray(inp)[np.newaxis])[0]
