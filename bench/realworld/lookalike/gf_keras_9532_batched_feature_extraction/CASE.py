# source: https://github.com/keras-team/keras/issues/9532
# note: the answer in the thread: for many images, load them into one (N, 224, 224, 3) array and call predict once on it instead of once per image. The loop only reads and preprocesses files; VGG16 is built once and predict runs a single time in extract_all().
