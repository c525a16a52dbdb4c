"""Worker dyno: refresh the buoy forecasts for every station every six hours."""
from apscheduler.schedulers.blocking import BlockingScheduler

from coastal_forecast.prediction_manager import get_prediction

STATIONS = ["41013", "41009", "44013", "41008"]
N_INPUTS, N_OUTPUTS = 9, 3

sched = BlockingScheduler()


def run_predictions():
    for station_id in STATIONS:
        get_prediction(station_id, N_INPUTS, N_OUTPUTS)


@sched.scheduled_job("interval", hours=6)
def timed_job():
    run_predictions()


if __name__ == "__main__":
    run_predictions()
    sched.start()
