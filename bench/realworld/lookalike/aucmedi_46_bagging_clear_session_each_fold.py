# source: https://github.com/frankkramer-lab/aucmedi/issues/46
# symptom: out of memory during ensemble learning (bagging)
# note: the fix of the issue: each fold's model is saved, deleted and the Keras session cleared before the next fold is built
import gc

import numpy as np
import tensorflow as tf
from sklearn.model_selection import KFold

x = np.random.rand(200, 64, 64, 3).astype("float32")
y = tf.keras.utils.to_categorical(np.random.randint(0, 4, 200), 4)
for i, (tr, va) in enumerate(KFold(5, shuffle=True, random_state=0).split(x)):
    model = tf.keras.applications.DenseNet121(weights=None, input_shape=(64, 64, 3), classes=4)
    model.compile(optimizer="adam", loss="categorical_crossentropy")
    model.fit(x[tr], y[tr], validation_data=(x[va], y[va]), epochs=2, verbose=0)
    model.save(f"/tmp/bagging/cv_{i}.keras")
    del model
    tf.keras.backend.clear_session()
    gc.collect()
