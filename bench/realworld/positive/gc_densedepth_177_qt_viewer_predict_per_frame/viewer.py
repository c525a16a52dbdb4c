"""Qt point-cloud viewer: grabs webcam frames in a worker thread and shows predicted depth."""
import sys

import cv2
from PyQt5 import QtCore, QtWidgets

from depth_model import DepthEstimator


class CaptureWorker(QtCore.QThread):
    cloud_ready = QtCore.pyqtSignal(object, object)

    def __init__(self, estimator, camera_index=0, parent=None):
        super().__init__(parent)
        self.estimator = estimator
        self.camera_index = camera_index
        self._running = True

    def run(self):
        cap = cv2.VideoCapture(self.camera_index)
        while self._running:
            ok, frame = cap.read()
            if not ok:
                continue
            rgb = cv2.cvtColor(cv2.resize(frame, (640, 480)), cv2.COLOR_BGR2RGB)
            depth = self.estimator.infer(rgb)
            self.cloud_ready.emit(rgb, depth)
        cap.release()

    def stop(self):
        self._running = False


class Window(QtWidgets.QMainWindow):
    def __init__(self, model_path):
        super().__init__()
        self.setWindowTitle("DenseDepth live")
        self.label = QtWidgets.QLabel("waiting for camera...")
        self.setCentralWidget(self.label)
        self.worker = CaptureWorker(DepthEstimator(model_path))
        self.worker.cloud_ready.connect(self.update_cloud)
        self.worker.start()

    def update_cloud(self, rgb, depth):
        self.label.setText(f"depth range {depth.min():.3f} .. {depth.max():.3f}")

    def closeEvent(self, event):
        self.worker.stop()
        self.worker.wait()
        super().closeEvent(event)


if __name__ == "__main__":
    app = QtWidgets.QApplication(sys.argv)
    win = Window(sys.argv[1] if len(sys.argv) > 1 else "nyu.h5")
    win.show()
    sys.exit(app.exec_())
