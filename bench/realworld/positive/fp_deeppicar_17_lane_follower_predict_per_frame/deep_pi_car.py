import datetime
import logging

import cv2
import picar

from end_to_end_lane_follower import EndToEndLaneFollower

SCREEN_WIDTH, SCREEN_HEIGHT = 320, 240


class DeepPiCar:
    def __init__(self):
        picar.setup()
        self.camera = cv2.VideoCapture(-1)
        self.camera.set(3, SCREEN_WIDTH)
        self.camera.set(4, SCREEN_HEIGHT)
        self.back_wheels = picar.back_wheels.Back_Wheels()
        self.front_wheels = picar.front_wheels.Front_Wheels()
        self.front_wheels.turning_offset = -25
        self.front_wheels.turn(90)
        self.lane_follower = EndToEndLaneFollower(self)
        stamp = datetime.datetime.now().strftime("%y%m%d_%H%M%S")
        fourcc = cv2.VideoWriter_fourcc(*"XVID")
        self.video_lane = cv2.VideoWriter(f"data/car_video_lane_{stamp}.avi", fourcc, 20.0, (SCREEN_WIDTH, SCREEN_HEIGHT))

    def drive(self, speed=40):
        logging.info("Starting to drive at speed %s...", speed)
        self.back_wheels.speed = speed
        while self.camera.isOpened():
            _, image_lane = self.camera.read()
            image_lane = self.lane_follower.follow_lane(image_lane)
            self.video_lane.write(image_lane)
            cv2.imshow("Lane Lines", image_lane)
            if cv2.waitKey(1) & 0xFF == ord("q"):
                self.cleanup()
                break

    def cleanup(self):
        self.back_wheels.speed = 0
        self.front_wheels.turn(90)
        self.camera.release()
        self.video_lane.release()
        cv2.destroyAllWindows()


def main():
    with_car = DeepPiCar()
    with_car.drive(40)


if __name__ == "__main__":
    logging.basicConfig(level=logging.INFO, format="%(levelname)-5s:%(asctime)s: %(message)s")
    main()
