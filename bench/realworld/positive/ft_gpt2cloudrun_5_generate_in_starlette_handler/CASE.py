# source: https://github.com/minimaxir/gpt-2-cloud-run/issues/5
# symptom: memory is not deallocated in Cloud Run after each generation request; the container's memory climbs request after request
# expect: TFM010 gen_utils.py:32
# expect: TFM010 gen_utils.py:40
# note: the session and weights are loaded once at startup, but the per-request helper builds a fresh placeholder and sampling while_loop in the default graph before running it
