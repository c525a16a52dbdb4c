# source: https://github.com/icenet-ai/icenet/issues/7
# symptom: training prints "WARNING:tensorflow:Callback method `on_train_batch_end` is slow compared to the batch time (batch time: 0.2703s vs `on_train_batch_end` time: 0.4142s). Check your callbacks"
# expect: TFM008 icenet_lite/callbacks.py:21
# note: train.py passes the package's BatchwiseIceExtentMonitor to model.fit; its on_train_batch_end hook (icenet_lite/callbacks.py, imported through the package __init__ with relative imports) runs model.predict on a validation sample after every training batch; the report did not name the slow callback, the case keeps a batch hook doing a predict
