# source: https://github.com/captain-pool/GSOC/pull/38
# note: the merged fix: RDB creates its Conv2D layers once (a list built in __init__ through a private _create_conv2d helper, the last conv in build) and call only applies them; the training loop in train_esrgan.py calls the generator every step without creating layers or variables.
