import logging
import os

from celery import Celery

from jobs.pixelwise import PixelwiseAnalysis

app = Celery("rodan",
             broker=os.environ.get("CELERY_BROKER", "amqp://guest@rabbitmq//"),
             backend=os.environ.get("CELERY_BACKEND", "redis://redis:6379/0"))
app.conf.worker_prefetch_multiplier = 1

log = logging.getLogger("rodan.worker")

JOBS = {
    "Pixelwise Analysis of Music Document": PixelwiseAnalysis,
}


@app.task(bind=True, acks_late=True, queue="Python3")
def run_job(self, job_name, inputs, outputs, settings):
    job_cls = JOBS[job_name]
    log.info("running %s for run job %s", job_name, self.request.id)
    job = job_cls()
    return job.run_my_task(inputs, settings, outputs)
