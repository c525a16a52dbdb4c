# source: https://github.com/AllenInstitute/deepinterpolation/pull/78
# note: the fixed version from the same thread: predict_on_batch() per generator batch, which runs the batch once without setting up a prediction loop
import h5py
import tensorflow as tf


class CoreInference:
    def __init__(self, params, generator):
        self.generator = generator
        self.model = tf.keras.models.load_model(params["model_path"], compile=False)
        self.output_file = params["output_file"]

    def run(self):
        n_batches = len(self.generator)
        size = self.generator.batch_size
        shape = (n_batches * size,) + tuple(self.generator.frame_shape)
        with h5py.File(self.output_file, "w") as out:
            dset = out.create_dataset("data", shape=shape, dtype="float32")
            for index in range(n_batches):
                local_data = self.generator[index]
                predictions = self.model.predict_on_batch(local_data[0])
                start = index * size
                dset[start:start + len(predictions)] = predictions[..., 0]
