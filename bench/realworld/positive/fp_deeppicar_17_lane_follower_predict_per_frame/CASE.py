# source: https://github.com/dctian/DeepPiCar/issues/17
# symptom: on a Raspberry Pi 4 the end-to-end lane follower's model.predict is so slow (low FPS) that the car turns its front wheels far too late and leaves the track, while the OpenCV lane follower at about 16 FPS works
# expect: TFM008 end_to_end_lane_follower.py:36
# note: deep_pi_car.py's drive loop reads a camera frame and calls lane_follower.follow_lane, which calls compute_steering_angle, which runs model.predict on a batch of one frame (chain: drive loop -> follow_lane -> compute_steering_angle -> predict); the model is loaded once in the follower's constructor
