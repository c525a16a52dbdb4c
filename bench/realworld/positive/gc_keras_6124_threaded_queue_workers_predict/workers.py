"""Inference worker threads that pull image batches from a queue and push class ids back."""
import queue
import threading

import numpy as np


class PredictWorker(threading.Thread):
    def __init__(self, model, graph, jobs, results, name=None):
        super().__init__(name=name, daemon=True)
        self.model = model
        self.graph = graph
        self.jobs = jobs
        self.results = results

    def run(self):
        while True:
            try:
                job_id, images = self.jobs.get(timeout=1.0)
            except queue.Empty:
                continue
            if job_id is None:
                break
            with self.graph.as_default():
                probs = self.model.predict(images, batch_size=len(images))
            self.results.put((job_id, np.argmax(probs, axis=1).tolist()))
            self.jobs.task_done()
