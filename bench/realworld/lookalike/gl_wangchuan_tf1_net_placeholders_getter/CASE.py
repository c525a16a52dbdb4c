# source: https://github.com/wangchuan/TensorFlow-Example
# note: correct TF1 layout: Net.__init__ builds placeholders, logits, loss and accuracy once; placeholders() is only a getter; do_train.run builds the summary and train ops once before its loop, and the per-epoch do_validate.run only feeds and runs existing tensors, so the graph does not grow
