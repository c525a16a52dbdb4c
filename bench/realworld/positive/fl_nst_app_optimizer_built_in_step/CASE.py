# source: https://github.com/kaszycaO/nst-app/blob/HEAD/scripts/transfer/training.py
# symptom: the style-transfer train step builds its Adam optimizer inside the @tf.function body, so the optimizer's slot variables are created while tracing; TensorFlow refuses to create variables on a non-first call and the optimizer state is not what the loop expects
# expect: TFM014 transfer/training.py:8
# note: transfer/run_transfer.py holds the epochs x steps loop, transfer/training.py the traced step that instantiates tf.optimizers.Adam on each trace
