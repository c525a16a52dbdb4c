import logging

from babymon.audio import MicReader
from babymon.model import SoundModel

log = logging.getLogger("babymon")


def notify(label):
    log.warning("heard %s", label)


def main():
    model = SoundModel.load("models/cry-detector")
    for segment in MicReader(device="plughw:2,0", sample_duration=2):
        label = model.predict(segment)
        if label == "crying":
            notify(label)


if __name__ == "__main__":
    main()
