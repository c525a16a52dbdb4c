# source: https://github.com/fastmachinelearning/hls4ml/issues/359
# symptom: profiling prints "11 out of the last 11 calls to Model.make_predict_function.<locals>.predict_function triggered tf.function retracing"; the profiler recreates an intermediate Keras model for every layer on every inference
# expect: TFM009 hls4ml_lite/model/profiling.py:18
# note: folder case: get_ymodel_keras in hls4ml_lite/model/profiling.py builds keras.Model(inputs, layer.output) for each layer and predicts with it; compare.py calls it for every test sample
