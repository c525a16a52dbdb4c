# source: https://github.com/ROBOTIS-GIT/turtlebot3_machine_learning/issues/56
# symptom: once replay memory exceeds 64 transitions the robot gets stuck with its last cmd_vel; the step blocks for a long time inside the per-sample predict loop of the minibatch update
# expect: TFM008 dqn_agent.py:39
# expect: TFM008 dqn_agent.py:50
# expect: TFM008 dqn_agent.py:52
# expect: TFM008 dqn_agent.py:54
# note: ROS/Gazebo stage loop in dqn_stage_4.py calls getAction and trainModel on every control step
