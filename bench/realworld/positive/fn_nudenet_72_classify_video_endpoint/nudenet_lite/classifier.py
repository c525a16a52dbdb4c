from tensorflow import keras

from .video import get_interest_frames_from_video

CLASSES = ["safe", "unsafe"]


class NudeClassifier:
    def __init__(self, model_path="models/classifier_model.h5"):
        self.nsfw_model = keras.models.load_model(model_path, compile=False)

    def classify_video(self, video_path, batch_size=4):
        frames, indices = get_interest_frames_from_video(video_path)
        preds = {}
        for start in range(0, len(frames), batch_size):
            batch = frames[start:start + batch_size]
            probs = self.nsfw_model.predict(batch)
            for frame_idx, p in zip(indices[start:start + batch_size], probs):
                preds[frame_idx] = {c: float(s) for c, s in zip(CLASSES, p)}
        return {"metadata": {"frames": len(indices)}, "preds": preds}
