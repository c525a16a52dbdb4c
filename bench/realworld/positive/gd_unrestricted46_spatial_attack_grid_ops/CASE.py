# source: https://github.com/coeff-giving/unrestricted-adversarial-examples/issues/46
# symptom: grid spatial attack in the eval kit is extremely slow (24 h for 50%): every rotation/translation candidate of every batch builds new transform and logits ops in the TF1 graph before running them
# expect: TFM010 spatial_attack.py:18
# expect: TFM010 spatial_attack.py:19
# note: eval_kit.py loops over batches and calls SpatialGridAttack.perturb, whose grid loop builds ops and runs them in the session for each candidate
