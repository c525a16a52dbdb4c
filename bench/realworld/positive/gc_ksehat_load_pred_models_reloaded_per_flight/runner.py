"""Entry point of the passenger-load forecaster: runs the job now, then every 30 minutes."""
import logging
import time

import schedule

from forecast.pax_job import run_pax_forecast

logging.basicConfig(level=logging.INFO, format="%(asctime)s %(levelname)s %(message)s")
log = logging.getLogger("pax-runner")


def main(interval_minutes=30):
    log.info("initial forecast run")
    run_pax_forecast()
    schedule.every(interval_minutes).minutes.do(run_pax_forecast)
    while True:
        schedule.run_pending()
        time.sleep(1)


if __name__ == "__main__":
    main()
