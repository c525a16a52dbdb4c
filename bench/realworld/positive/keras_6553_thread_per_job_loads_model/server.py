import queue
import threading

from worker import classify_job

jobs = queue.Queue()
results = {}


def dispatcher():
    while True:
        job = jobs.get()
        if job is None:
            break
        thread = threading.Thread(target=classify_job, args=(job, results), daemon=True)
        thread.start()


if __name__ == "__main__":
    threading.Thread(target=dispatcher, daemon=True).start()
    import http_frontend

    http_frontend.serve(jobs, results)
