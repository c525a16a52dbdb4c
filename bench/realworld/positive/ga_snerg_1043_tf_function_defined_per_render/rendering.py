import numpy as np
import tensorflow as tf


def gather_atlas(atlas_t, atlas_block_indices_t, block_size, positions):
    block_coords = tf.cast(tf.floor(positions / block_size), tf.int32)
    atlas_ids = tf.gather_nd(atlas_block_indices_t, block_coords)
    local = positions - tf.cast(block_coords, tf.float32) * block_size
    voxel = tf.cast(atlas_ids, tf.float32) * block_size + local
    return tf.gather_nd(atlas_t, tf.cast(tf.floor(voxel), tf.int32))


def atlas_raymarch_rays_parallel_tf(rays_o, rays_d, atlas_t, atlas_block_indices_t,
                                    block_size, grid_size, num_steps, chunk=8192):
    """March rays through the baked sparse atlas and alpha-composite RGB and features."""
    step_size = 1.0 / num_steps
    t_vals = tf.linspace(0.0, 1.0, num_steps)

    def march_chunk(args):
        origins, directions = args
        points = origins[:, None, :] + directions[:, None, :] * t_vals[None, :, None]
        points = tf.clip_by_value(points * grid_size, 0.0, grid_size - 1.0)
        samples = gather_atlas(atlas_t, atlas_block_indices_t, block_size,
                               tf.reshape(points, [-1, 3]))
        samples = tf.reshape(samples, [-1, num_steps, 8])
        alpha = 1.0 - tf.exp(-tf.nn.relu(samples[..., 3]) * step_size)
        trans = tf.math.cumprod(1.0 - alpha + 1e-10, axis=-1, exclusive=True)
        weights = alpha * trans
        rgb = tf.reduce_sum(weights[..., None] * tf.sigmoid(samples[..., :3]), axis=1)
        feats = tf.reduce_sum(weights[..., None] * samples[..., 4:], axis=1)
        return tf.concat([rgb, feats, tf.reduce_sum(weights, axis=-1, keepdims=True)], axis=-1)

    @tf.function
    def map_fn_wrapper(origins, directions):
        return tf.map_fn(march_chunk, (origins, directions), fn_output_signature=tf.float32)

    n = rays_o.shape[0]
    pad = (-n) % chunk
    rays_o = np.pad(rays_o, ((0, pad), (0, 0)))
    rays_d = np.pad(rays_d, ((0, pad), (0, 0)))
    out = map_fn_wrapper(tf.reshape(rays_o, [-1, chunk, 3]), tf.reshape(rays_d, [-1, chunk, 3]))
    out = tf.reshape(out, [-1, 8])[:n]
    return out[:, :3].numpy(), out[:, 3:7].numpy(), out[:, 7].numpy()
