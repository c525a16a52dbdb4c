import csv

import cv2


class Video:
    def __init__(self, video_file, outdir="output"):
        self.filepath = video_file
        self.outdir = outdir
        self.cap = cv2.VideoCapture(video_file)

    def analyze(self, detector, display=False, frequency=1, save_csv=True):
        data, frame_count = [], 0
        while self.cap.isOpened():
            ok, frame = self.cap.read()
            if not ok:
                break
            frame_count += 1
            if frame_count % frequency:
                continue
            faces = detector.detect_emotions(frame)
            for face in faces:
                data.append({"frame": frame_count, **face["emotions"]})
                x, y, w, h = face["box"]
                cv2.rectangle(frame, (x, y), (x + w, y + h), (0, 155, 255), 2)
            if display:
                cv2.imshow("video", frame)
                if cv2.waitKey(1) & 0xFF == ord("q"):
                    break
        self.cap.release()
        cv2.destroyAllWindows()
        if save_csv and data:
            with open(f"{self.outdir}/emotions.csv", "w", newline="") as f:
                writer = csv.DictWriter(f, fieldnames=list(data[0]))
                writer.writeheader()
                writer.writerows(data)
        return data
