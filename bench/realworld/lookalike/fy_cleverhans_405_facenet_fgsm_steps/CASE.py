# source: https://github.com/cleverhans-lab/cleverhans/pull/405
# note: the FGSM graph (gradient, sign, clip) is built once before the step loop; each step only runs it through sess.run with a new feed, so the graph does not grow with the number of steps
