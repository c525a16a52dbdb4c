# source: https://github.com/kr-colab/locator/issues/27
# symptom: GPU out of memory (OOM when allocating tensor) partway through the --bootstrap replicates, while single runs with different seeds finish fine
# expect: TFM009 locator/network.py:29
# note: run_locator.main loops over --nboots; every replicate calls fit_replicate (replicate.py), which builds and trains a fresh Sequential through make_regressor (network.py). Nothing clears the Keras session between replicates.
