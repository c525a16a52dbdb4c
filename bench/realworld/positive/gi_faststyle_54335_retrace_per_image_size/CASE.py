# source: https://github.com/tensorflow/tensorflow/issues/54335
# symptom: inference time jumps every time the input image resolution changes (1024x768 -> 512x512 ...); a folder of photos of mixed sizes is stylised slowly
# expect: TFM001 stylizer.py:20
# note: FastStyle-like transform network with dynamic input shape; the tf.function wrapper has no input_signature, so each new image size is traced again
