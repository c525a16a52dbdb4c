# source: https://github.com/sek788432/Waymo-2D-Object-Detection/issues/2
# symptom: the static checker's report (on a vendored copy of seq_flow_lite's sgnn.py): fused_project is called repeatedly in a loop but defines and calls a tf.function inside itself, so each call creates and traces a new graph (retracing warning)
# expect: TFM006 sgnn.py:12
# note: split in two modules: preprocess.py loops over text batches and calls sgnn.fused_project, where the tf.function is defined on every call
