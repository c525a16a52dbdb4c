# source: https://github.com/xthan/VITON/issues/35
# symptom: out of memory during testing; the tf.image.convert_image_dtype operation sits inside the loop over test pairs and should be moved out and fed through a placeholder
# expect: TFM010 preprocess.py:22
# expect: TFM010 preprocess.py:24
# note: the generator is built once with placeholders; the per-pair preprocessing helper in preprocess.py converts and resizes the images with TF ops and sess.run for every pair
