# source: https://github.com/google-research/google-research/pull/1043
# symptom: tf.function retracing: the @tf.function map_fn_wrapper is re-defined every time atlas_raymarch_rays_parallel_tf() is called, so each rendered frame traces a new graph
# expect: TFM006 rendering.py:33
# note: render_video.py renders one frame per camera pose in a loop; each frame calls the ray-marching helper, which defines and immediately uses a nested tf.function
