from typing import Dict, Tuple

import gpflow
import numpy as np
import pandas as pd
import tensorflow as tf
from gpflow.kernels import Matern32


def fit_matern32_kernel(ts_data: pd.DataFrame, variance: float = 1.0,
                        lengthscale: float = 1.0, llh_var: float = 1.0) -> Tuple[float, Dict[str, float]]:
    m = gpflow.models.GPR(
        data=(ts_data.loc[:, ["X"]].to_numpy(), ts_data.loc[:, ["Y"]].to_numpy()),
        kernel=Matern32(variance=variance, lengthscales=lengthscale),
        noise_variance=llh_var,
    )
    loss = tf.function(m.training_loss)
    opt = gpflow.optimizers.Scipy()
    opt.minimize(loss, m.trainable_variables, compile=False, options=dict(maxiter=200))
    nlml = float(loss().numpy())
    params = {
        "kM_variance": float(m.kernel.variance.numpy()),
        "kM_lengthscales": float(m.kernel.lengthscales.numpy()),
        "kM_likelihood_variance": float(m.likelihood.variance.numpy()),
    }
    return nlml, params


def standardise(window: pd.DataFrame) -> pd.DataFrame:
    out = window.copy()
    out["X"] = (out["X"] - out["X"].iloc[0]) / max(len(out) - 1, 1)
    std = out["Y"].std()
    out["Y"] = (out["Y"] - out["Y"].mean()) / (std if std > 0 else 1.0)
    return out.astype(np.float64)
