# source: https://github.com/yitu-opensource/MobileNeXt/issues/10
# symptom: static-checker report on the vendored Object Detection API model_lib_v2.py: eager_eval_loop is called again for every new checkpoint, and it defines the @tf.function compute_eval_dict inside itself, so each evaluation round creates and traces a new function (tf.function retracing warning)
# expect: TFM006 object_detection/model_lib_v2.py:7
# note: folder case: eval_worker.py is a while-True worker that polls the training directory and calls object_detection.model_lib_v2.eager_eval_loop once per new checkpoint; the nested tf.function is defined and used in that other module
