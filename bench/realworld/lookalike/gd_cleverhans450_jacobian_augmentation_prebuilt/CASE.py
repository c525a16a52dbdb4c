# source: https://github.com/cleverhans-lab/cleverhans/issues/450
# symptom: black-box substitute training: Jacobian augmentation is slow (one session call per sample) but the graph does not grow
# note: the per-class Jacobian ops are built once by jacobian_graph() before the augmentation loop; the per-sample loop only feeds the prebuilt tensors to sess.run (batching is the suggested speed-up, not a leak fix)
