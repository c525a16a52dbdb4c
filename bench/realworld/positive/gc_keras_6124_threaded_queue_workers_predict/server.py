"""Socket front-end: receives image batches and dispatches them to N prediction threads."""
import argparse
import pickle
import queue
import socketserver

import tensorflow as tf
from keras.models import load_model

from workers import PredictWorker

JOBS = queue.Queue(maxsize=64)
RESULTS = queue.Queue()


class BatchHandler(socketserver.StreamRequestHandler):
    def handle(self):
        job_id, images = pickle.load(self.rfile)
        JOBS.put((job_id, images))
        pickle.dump(RESULTS.get(), self.wfile)


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", default="classifier.h5")
    parser.add_argument("--threads", type=int, default=4)
    parser.add_argument("--port", type=int, default=9099)
    args = parser.parse_args()

    model = load_model(args.model)
    model._make_predict_function()
    graph = tf.get_default_graph()
    workers = [PredictWorker(model, graph, JOBS, RESULTS, name=f"w{i}") for i in range(args.threads)]
    for w in workers:
        w.start()
    with socketserver.ThreadingTCPServer(("0.0.0.0", args.port), BatchHandler) as srv:
        srv.serve_forever()


if __name__ == "__main__":
    main()
