def set_loss_weights(model, alpha, beta):
    """Re-weight the two heads; Keras reads loss_weights only in compile()."""
    model.compile(
        optimizer=model.optimizer,
        loss={"segmentation": "binary_crossentropy", "classification": "categorical_crossentropy"},
        loss_weights={"segmentation": alpha, "classification": beta},
        metrics={"classification": "accuracy"},
    )


def schedule(epoch, total):
    beta = min(1.0, epoch / (0.5 * total))
    return 1.0 - 0.5 * beta, beta
