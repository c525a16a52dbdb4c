# source: https://github.com/keras-team/keras/issues/9867
# symptom: generating many models makes training slower: a genetic algorithm builds and trains one Keras model at a time, and the average 15-epoch training time grows from about 6 s in the first batch of models to about 54 s by the fourth; `model = None; gc.collect()` does not help, K.clear_session() between models does
# expect: TFM009 evolution/genome.py:31
# note: evolve.py loops over generations and genomes; evaluate() calls Genome.to_model, which builds and compiles a new Sequential in evolution/genome.py, with no clear_session anywhere in the loop
