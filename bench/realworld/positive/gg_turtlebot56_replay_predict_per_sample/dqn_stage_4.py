import rospy
from std_msgs.msg import Float32MultiArray

from dqn_agent import ReinforceAgent
from environment_stage_4 import Env

EPISODES = 3000
TARGET_UPDATE = 2000


def main():
    rospy.init_node("turtlebot3_dqn_stage_4")
    pub_result = rospy.Publisher("result", Float32MultiArray, queue_size=5)
    state_size, action_size = 28, 5
    env = Env(action_size)
    agent = ReinforceAgent(state_size, action_size)
    global_step = 0
    for e in range(1, EPISODES + 1):
        state = env.reset()
        score, done, t = 0.0, False, 0
        while not done and t < 6000:
            action = agent.getAction(state)
            next_state, reward, done = env.step(action)
            agent.appendMemory(state, action, reward, next_state, done)
            if len(agent.memory) >= agent.train_start:
                agent.trainModel(target=global_step > TARGET_UPDATE)
            score += reward
            state = next_state
            global_step += 1
            t += 1
            if global_step % TARGET_UPDATE == 0:
                agent.updateTargetModel()
        pub_result.publish(Float32MultiArray(data=[score, float(t)]))
        rospy.loginfo("Ep: %d score: %.2f memory: %d epsilon: %.2f", e, score, len(agent.memory), agent.epsilon)
        if agent.epsilon > agent.epsilon_min:
            agent.epsilon *= agent.epsilon_decay


if __name__ == "__main__":
    main()
