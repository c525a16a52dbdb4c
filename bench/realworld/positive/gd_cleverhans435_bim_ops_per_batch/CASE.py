# source: https://github.com/cleverhans-lab/cleverhans/issues/435
# symptom: iterative attack rebuilds its graph on every call; each batch adds gradient/sign/clip ops, evaluation slows down and RSS grows (issue: 50x speed-up after moving to tf.while_loop)
# expect: TFM010 attacks/iterative.py:25
# note: TF1 graph mode; the evaluation loop in eval_robustness.py calls BasicIterativeAttack.perturb once per test batch, and perturb builds fresh ops before running them
