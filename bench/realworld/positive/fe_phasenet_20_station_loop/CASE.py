# source: https://github.com/AI4EPS/PhaseNet/issues/20
# symptom: iterating PhaseNet over many stations and time windows from one process "increases excessively the memory" (GPU); the reporter imported PhaseNet's prediction main() into a run script and called it in a while loop, and every call built the network and a new session again
# expect: TFM010 phasenet/predict.py:36
# note: folder case: run_stations.py loops (while over days, for over stations) and calls phasenet.predict.pred_fn(args) each time; pred_fn (TF1 graph mode through tf.compat.v1) builds the placeholder, the UNet and a Saver into the default graph, then opens a session and runs the batches, so the default graph gains a full copy of the network per call
