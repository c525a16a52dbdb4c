# source: https://github.com/farizrahman4u/qlearning4k/blob/HEAD/examples/test_snake.py
# symptom: public repository example (no thread); training the snake agent for 10000 epochs calls Keras predict on every game frame and again inside every replay batch, the per-call predict cost RL users report as ever-slower training
# expect: TFM008 agent.py:35
# expect: TFM008 memory.py:30
# note: the epoch/frame loop lives in Agent.train; ExperienceReplay.get_batch predicts Q targets for each sampled batch
