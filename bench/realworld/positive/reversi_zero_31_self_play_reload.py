# source: https://github.com/mokemokechicken/reversi-alpha-zero/pull/31
# symptom: GPU ResourceExhaustedError after many Keras model loads during self-play
# expect: TFM009 23
# note: the reload is periodic (when a new generation appears), inside the endless self-play loop
import os
import time

from keras.models import load_model


class SelfPlayWorker:
    def __init__(self, config, play_game):
        self.config = config
        self.play_game = play_game
        self.model = None
        self.model_mtime = None

    def reload_newest_if_changed(self):
        path = self.config["next_generation_model"]
        mtime = os.path.getmtime(path)
        if mtime == self.model_mtime:
            return False
        self.model = load_model(path, compile=False)
        self.model_mtime = mtime
        return True

    def start(self):
        games = 0
        while True:
            if games % self.config["reload_interval"] == 0:
                self.reload_newest_if_changed()
            self.play_game(self.model)
            games += 1
            time.sleep(self.config.get("pause", 0))
