# source: https://github.com/WardvanderVelden/COTONN/blob/HEAD/Exporter.py
# note: correct: Exporter.saveNetwork creates a tf.train.Saver inside a method, but the method is reached only once, from NeuralNetworkManager.save after the training loop has finished; the training loop itself only runs ops built in the constructor
