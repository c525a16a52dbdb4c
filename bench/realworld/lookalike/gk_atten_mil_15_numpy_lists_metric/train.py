import tensorflow as tf

from metrics import BagAUC
from mil_data import build_model, load_fold

for fold in range(10):
    tf.keras.backend.clear_session()
    train_bags, test_bags = load_fold(fold)
    model = build_model()
    model.compile(optimizer=tf.keras.optimizers.SGD(1e-4, momentum=0.9),
                  loss="binary_crossentropy", metrics=[BagAUC()],
                  run_eagerly=True)
    model.fit(train_bags, epochs=40, verbose=0)
    loss, auc = model.evaluate(test_bags, verbose=0)
    print(f"fold {fold}: loss={loss:.4f} bag_auc={auc:.4f}")
