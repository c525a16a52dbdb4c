# source: https://github.com/wizyoung/YOLOv3_TensorFlow/issues/15
# symptom: evaluation becomes extremely slow when gpu_nms is called with a session and returns arrays on every image
# expect: TFM010 utils/nms_utils.py:12
# expect: TFM010 utils/nms_utils.py:19
# note: gpu_nms builds constants, per-class boolean_mask/non_max_suppression ops and concat ops on each call; the evaluation loop calls it once per validation image
