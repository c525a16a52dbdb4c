# source: https://github.com/openvla/openvla/issues/39
# symptom: process memory keeps filling up over days of training with the RLDS data loader until OOM; maintainers advise reducing the shuffle buffer
# expect: TFM011 rlds_data.py:25
# note: rlds_data.py builds the interleaved robot-episode pipeline with a hard-coded 256k-frame shuffle buffer of decoded image frames; train.py consumes it for the whole run
