"""Drive the car with a trained Keras pilot."""
import argparse
import time

from parts.actuator import PWMSteering, PWMThrottle
from parts.camera import PiCamera
from parts.keras_pilot import KerasLinear


def drive(model_path, rate_hz=20, max_loops=None):
    camera = PiCamera(image_w=160, image_h=120)
    pilot = KerasLinear(input_shape=(120, 160, 3))
    pilot.load(model_path)
    steering, throttle = PWMSteering(), PWMThrottle()

    loops = 0
    while max_loops is None or loops < max_loops:
        start = time.time()
        img = camera.run()
        angle, speed = pilot.run(img)
        steering.run(angle)
        throttle.run(speed)
        loops += 1
        sleep = 1.0 / rate_hz - (time.time() - start)
        if sleep > 0:
            time.sleep(sleep)
    camera.shutdown()


if __name__ == "__main__":
    parser = argparse.ArgumentParser()
    parser.add_argument("--model", required=True)
    parser.add_argument("--rate", type=int, default=20)
    args = parser.parse_args()
    drive(args.model, args.rate)
