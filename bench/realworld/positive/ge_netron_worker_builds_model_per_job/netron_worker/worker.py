import socket
import time

import numpy as np
import requests

from netron_worker.runner import KerasJobRunner

POLL_INTERVAL = 10


class Worker:
    def __init__(self, server, port):
        self.url = f"http://{server}:{port}"
        self.name = socket.gethostname()
        self.runner = KerasJobRunner()

    def fetch_job(self):
        resp = requests.get(f"{self.url}/worker/{self.name}/job", timeout=30)
        resp.raise_for_status()
        return resp.json()

    def report(self, job_id, result):
        requests.post(f"{self.url}/job/{job_id}/result", json=result, timeout=30)

    def serve_forever(self):
        while True:
            try:
                job = self.fetch_job()
            except requests.RequestException as exc:
                print("Error:", exc)
                time.sleep(POLL_INTERVAL)
                continue
            x_train = np.random.rand(10000, 1) * 20 - 10
            result = self.runner.run_job(job["model"], x_train, np.sin(x_train))
            self.report(job["id"], result)


if __name__ == "__main__":
    Worker("localhost", 8080).serve_forever()
