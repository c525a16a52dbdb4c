import subprocess

import numpy as np


class Segment:
    def __init__(self, samples, bins=128):
        self.spectrum = np.abs(np.fft.rfft(samples))[:bins]


class MicReader:
    def __init__(self, device, sample_duration=2, rate=44100):
        self.cmd = ["arecord", "-D", device, "-f", "S16_LE", "-r", str(rate), "-t", "raw"]
        self.chunk = sample_duration * rate * 2

    def __iter__(self):
        proc = subprocess.Popen(self.cmd, stdout=subprocess.PIPE)
        while True:
            raw = proc.stdout.read(self.chunk)
            if not raw:
                return
            yield Segment(np.frombuffer(raw, dtype=np.int16))
