# source: https://github.com/tensorflow/tensorflow/issues/36319
# note: the per-output metric factory from the question: it runs once per model output while compile() is being set up (not per step), each call builds one AUC object outside the metric function and returns a function that only updates and reads it; model, x_train, y_train and num_outputs come from earlier cells
def get_custom_auc(output):
    auc = tf.metrics.AUC()

    @tf.function
    def custom_auc(y_true, y_pred):
        y_true = y_true[:, output]
        y_pred = tf.sigmoid(y_pred[:, output])
        auc.update_state(y_true, y_pred)
        return auc.result()

    custom_auc.__name__ = "custom_auc_" + str(output)
    return custom_auc


metrics = [get_custom_auc(i) for i in range(num_outputs)]
model.compile(optimizer="adam", loss=tf.keras.losses.BinaryCrossentropy(from_logits=True),
              metrics=metrics)
model.fit(x_train, y_train, batch_size=64, epochs=20)
