# source: https://github.com/kchare/advex_notbugs_features/blob/HEAD/helpers/pgd.py
# symptom: (repository code; the helper's docstring says the step is re-instantiated on every call to avoid TF retracing errors) every training batch builds and traces a new tf.function, so epochs are dominated by tracing
# expect: TFM006 helpers/pgd.py:28
# note: keeps the repository's layout: helpers/training.py loops over batches and calls pgd_l2_adv, which wraps the inner step in tf.function on each call
