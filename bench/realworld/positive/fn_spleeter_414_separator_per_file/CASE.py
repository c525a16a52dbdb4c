# source: https://github.com/deezer/spleeter/issues/414
# symptom: separating many files with the Python API through a helper that creates a Separator per file makes the machine use more and more memory until the process is killed; the maintainer answers that a new TensorFlow graph is built for every file and the Separator must be created outside the loop
# expect: TFM009 separation/unet.py:26
# note: batch_separate.py loops over files and calls separator_music(), which constructs a Separator (separation/separator.py) per file; Separator.__init__ calls build_unet() from separation/unet.py (relative import), so one Keras U-Net is constructed per file (chain loop -> separator_music -> Separator.__init__ -> build_unet)
