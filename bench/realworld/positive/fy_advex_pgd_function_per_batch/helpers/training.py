"""Training loops for standard and adversarial training (Ilyas et al., 2019)."""
import time

from .pgd import pgd_l2_adv


def adversarial_training(model, train_ds, test_ds, epochs=5, verbose=True, **attack_kwargs):
    for n in range(epochs):
        t = time.time()
        train_losses, train_accs = [], []
        for x, y in train_ds:
            delta = pgd_l2_adv(model, x, y, **attack_kwargs)
            l, acc = model.train_on_batch(x + delta, y)
            train_losses.append(l)
            train_accs.append(acc)

        test_losses, test_accs = [], []
        for x_test, y_test in test_ds:
            l, acc = model.test_on_batch(x_test, y_test)
            test_losses.append(l)
            test_accs.append(acc)

        if verbose:
            print(f"Epoch {n}/{epochs}, Time: {time.time() - t:0.2f} -- "
                  f"Train Loss: {sum(train_losses) / len(train_losses):0.2f}, "
                  f"Train Acc: {sum(train_accs) / len(train_accs):0.2f}, "
                  f"Test Acc: {sum(test_accs) / len(test_accs):0.2f}")
    return model
