# source: https://github.com/captain-pool/GSOC/pull/38
# symptom: ValueError "tf.function-decorated function tried to create variables on non-first call" when the ESRGAN generator is run; fixed by creating the RDB conv layers in __init__
# expect: TFM014 esrgan/blocks.py:17
# expect: TFM014 esrgan/blocks.py:21
# expect: TFM001 esrgan/blocks.py:13
# note: train_esrgan.py calls the RRDBNet generator every step; each RDB block (esrgan/blocks.py) constructs its Conv2D layers inside its tf.function-decorated call, so every trace creates new layers and variables. The PR moved the layer construction to __init__.
