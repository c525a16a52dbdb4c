# source: https://github.com/joeddav/devol/issues/18
# symptom: during the genetic architecture search GPU memory is not freed between candidates; after hundreds of evaluated models (the 811th candidate in one report) the next model fails with "Resource exhausted: OOM when allocating tensor", even while only being compiled
# expect: TFM009 devol/genome_handler.py:31
# note: run_mnist.py calls DEVOL.run once; run (devol/devol.py) loops over generations and, in a comprehension, over the population; each candidate goes through _evaluate, which calls GenomeHandler.decode (relative import from .genome_handler), and decode builds, compiles and then trains a new Sequential model, with no clear_session() anywhere in the loop
