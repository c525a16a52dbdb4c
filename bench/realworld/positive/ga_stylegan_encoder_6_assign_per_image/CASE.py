# source: https://github.com/pbaylies/stylegan-encoder/issues/6
# symptom: encoding an image sequence gets 2-3x slower per image and the script crashes (OOM) around the 56th image
# expect: TFM010 perceptual_model.py:58
# note: set_reference_images() is called once per target image by encode_images.py; every call builds fresh tf.assign ops (with the image arrays baked in as constants) before running them
