"""Entry point of the passenger-load forecaster: runs the job now, then every 30 minutes."""
import time

import schedule

from forecast.pax_job import run_pax_forecast


def main(interval_minutes=30):
    run_pax_forecast()
    schedule.every(interval_minutes).minutes.do(run_pax_forecast)
    while True:
        schedule.run_pending()
        time.sleep(1)


if __name__ == "__main__":
    main()
