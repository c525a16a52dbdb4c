import time

from parts.camera import PiCamera
from parts.keras_pilot import KerasLinear


def drive(model_path, rate_hz=20):
    cam = PiCamera(image_w=160, image_h=120)
    pilot = KerasLinear()
    pilot.load(model_path)
    try:
        while True:
            start = time.time()
            angle, throttle = pilot.run(cam.run())
            print(f"angle={angle:+.2f} throttle={throttle:.2f}")
            remaining = 1.0 / rate_hz - (time.time() - start)
            if remaining > 0:
                time.sleep(remaining)
    finally:
        cam.shutdown()


if __name__ == "__main__":
    drive("models/mypilot.h5")
