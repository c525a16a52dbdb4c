# source: https://jax.readthedocs.io/en/latest/jit-compilation.html
# note: JAX, not TensorFlow: the step is jitted once at module level and called in the Python loop with arrays of a fixed shape; jax.jit caches one compilation, and the learning rate is a traced argument
import jax
import jax.numpy as jnp
import numpy as np


def loss_fn(params, x, y):
    pred = jnp.dot(x, params["w"]) + params["b"]
    return jnp.mean((pred - y) ** 2)


@jax.jit
def update(params, x, y, lr):
    grads = jax.grad(loss_fn)(params, x, y)
    return jax.tree_util.tree_map(lambda p, g: p - lr * g, params, grads)


rng = np.random.default_rng(0)
params = {"w": jnp.zeros((16,)), "b": jnp.zeros(())}
true_w = rng.normal(size=16)
for step in range(2000):
    x = rng.normal(size=(128, 16)).astype(np.float32)
    y = x @ true_w + 0.1 * rng.normal(size=128)
    lr = jnp.asarray(0.1 / (1 + step / 500), dtype=jnp.float32)
    params = update(params, x, y, lr)
    if step % 500 == 0:
        print(step, float(loss_fn(params, x, y)))
