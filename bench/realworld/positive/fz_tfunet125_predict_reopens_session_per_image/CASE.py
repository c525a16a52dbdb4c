# source: https://github.com/jakeret/tf_unet/issues/125
# symptom: inference over 360 images gets slower and slower (seconds at first, minutes per image after ~200)
# expect: TFM010 unet_lite/net.py:38
# expect: TFM010 unet_lite/net.py:47
# note: predict_dir.py calls Unet.predict once per image; predict (unet_lite/net.py) builds a new initializer op and, through restore(), a new Saver in the default graph on every call before Session.run, as the maintainer pointed out (session re-initialised in every iteration).
