"""One bootstrap replicate: resample SNPs, retrain, write predicted locations."""
import numpy as np
import pandas as pd
import tensorflow as tf

from locator.network import make_regressor


def _resample_snps(allele_counts, rng):
    idx = rng.choice(allele_counts.shape[0], size=allele_counts.shape[0], replace=True)
    return allele_counts[idx, :]


def _callbacks(out_prefix, boot, patience):
    ckpt = tf.keras.callbacks.ModelCheckpoint(
        filepath=f"{out_prefix}_boot{boot}.weights.h5",
        save_best_only=True, save_weights_only=True, monitor="val_loss")
    stop = tf.keras.callbacks.EarlyStopping(monitor="val_loss", patience=patience)
    plateau = tf.keras.callbacks.ReduceLROnPlateau(monitor="val_loss", factor=0.5,
                                                   patience=max(1, patience // 6))
    return [ckpt, stop, plateau]


def fit_replicate(boot, allele_counts, split, locs, args, cfg, rng):
    boot_counts = _resample_snps(allele_counts, rng)
    train_x = boot_counts[:, split.train].T
    test_x = boot_counts[:, split.test].T
    pred_x = boot_counts[:, split.unknown].T

    net = make_regressor(train_x.shape[1], cfg)
    net.fit(train_x, locs[split.train],
            epochs=args.max_epochs, batch_size=args.batch_size,
            validation_data=(test_x, locs[split.test]),
            callbacks=_callbacks(args.out, boot, args.patience),
            verbose=args.keras_verbose)
    net.load_weights(f"{args.out}_boot{boot}.weights.h5")

    coords = net.predict(pred_x, verbose=0)
    table = pd.DataFrame(coords, columns=["x", "y"])
    table["sampleID"] = np.asarray(split.sample_ids)[split.unknown]
    table.to_csv(f"{args.out}_boot{boot}_predlocs.txt", index=False)
    return float(np.mean(np.linalg.norm(net.predict(test_x, verbose=0) - locs[split.test], axis=1)))
