# source: https://github.com/deezer/spleeter/issues/414
# note: the maintainer's fix from the same thread: the Separator (and with it the Keras U-Net built in separation/unet.py) is constructed once, outside the loop; the loop only calls separate_to_file, which runs the existing model directly on each file's spectrogram
