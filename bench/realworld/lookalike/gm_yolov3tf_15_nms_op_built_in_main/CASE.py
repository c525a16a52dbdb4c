# source: https://github.com/wizyoung/YOLOv3_TensorFlow/issues/15
# note: the repository's own design that the thread explains: gpu_nms only builds symbolic ops and is called once, on placeholders, before the loop; the evaluation loop feeds the network output into the placeholders and runs the existing NMS op
