# source: https://github.com/LouieYang/deep-photo-styletransfer-tf/issues/14
# symptom: putting the whole stylization in a for loop over 50 content images fails after about 5 images with "ValueError: GraphDef cannot be larger than 2GB"; one image per python process works
# expect: TFM002 photo_style.py:28
# expect: TFM010 photo_style.py:26
# note: batch_stylize.py owns the loop; photo_style.stylize (another module) builds the VGG graph, the image variable, the losses and an Adam optimizer into the default graph on every call and runs them in a new Session, so the default graph keeps every previous image's copy
