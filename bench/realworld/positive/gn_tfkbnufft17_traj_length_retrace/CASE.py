# source: https://github.com/zaccharieramzi/tfkbnufft/pull/17
# symptom: the NUFFT op is traced again for every trajectory whose number of sample points differs (shape of ktraj not known at tracing time)
# expect: TFM001 nufft_ops.py:12
# note: simulate.py loops over phantoms x trajectories, and each trajectory file has a different n_points, so nufft_forward gets a new ktraj shape per call. The PR made the op work with an unknown trajectory length; an input_signature with None for n_points (or reduce_retracing) avoids one trace per trajectory length.
