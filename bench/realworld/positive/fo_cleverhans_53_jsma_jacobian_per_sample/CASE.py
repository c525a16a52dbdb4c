# source: https://github.com/cleverhans-lab/cleverhans/issues/53
# symptom: every call to jsma that crafts a new adversarial example creates new TF graph elements, so the operations get slower and slower at each call
# expect: TFM010 attacks/saliency_map.py:11
# note: package layout with relative imports: craft_adversarial.py loops over test samples and calls attacks.jsma(), which calls jacobian_graph() to build one tf.gradients op per class on every call before iterating with sess.run; the maintainer's answer in the thread (build the jacobian once outside and pass it in) is the fix
