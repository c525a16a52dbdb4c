import obspy

from phasenet.predict import pred_fn, read_args


def main(station_file="stations.txt", start="2020-01-01", end="2020-02-01"):
    with open(station_file) as fh:
        stations = [line.strip() for line in fh if line.strip()]
    day = obspy.UTCDateTime(start)
    stop = obspy.UTCDateTime(end)
    while day < stop:
        tag = day.strftime("%Y%j")
        for station in stations:
            args = read_args([
                "--model_dir", "model/190703-214543",
                "--data_dir", f"waveforms/{station}",
                "--data_list", f"lists/{station}_{tag}.csv",
                "--result_dir", f"results/{station}/{tag}",
            ])
            pred_fn(args)
            print("done", station, tag)
        day += 86400


if __name__ == "__main__":
    main()
