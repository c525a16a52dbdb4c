# source: https://github.com/neka-nat/image_completion_tf2/issues/6
# symptom: after the completion and discriminator warm-up phases, free RAM falls from 14 GB to 100 MB and the process dies with std::bad_alloc
# expect: TFM009 trainer.py:34
# note: joint_step() runs once per batch from the loop in train.py once the warm-up phases are over, and builds (and
# note: compiles) a new functional Model each time; data.py (the masked-image generator) is not reproduced.
