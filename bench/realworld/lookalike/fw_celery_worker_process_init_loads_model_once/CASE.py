# source: https://taourl.com/read-2207505.html
# note: the model is loaded once per worker process in a worker_process_init handler and released in worker_process_shutdown; the task only runs predict_on_batch on the already-built model (no per-task load_model, no per-task Keras predict loop), so nothing grows with the number of tasks
