# source: https://github.com/artefactory/choice-learn/pull/234
# symptom: after decorating train_step with @tf.function, fitting is slower than eager on datasets whose assortments differ in size; retracing warnings every few batches
# expect: TFM001 choice/model.py:25
# note: a choice model whose train_step is wrapped in a bare @tf.function, fed by a batch iterator (fit.py) that groups choices by assortment, so the items dimension of items_features / available_items changes from batch to batch and the last batch of each group is smaller.
