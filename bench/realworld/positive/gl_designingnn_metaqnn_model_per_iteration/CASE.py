# source: https://github.com/kbeathanabhotla/designing-neural-networks/blob/HEAD/src/com/designingnn/service/DesignNeuralNetwork.py
# symptom: the Q-learning architecture search trains network after network in one process; memory grows with every sampled architecture until the run dies
# expect: TFM009 cnn/model_generator.py:17
# note: DesignNeuralNetwork.start_app loops while the experiment is unfinished; each iteration creates a ModelRunner whose run_one_model asks ModelGenerator.generate_model for a new Sequential network and trains it; nothing clears the session between architectures
