# source: https://github.com/flwrlabs/flower/issues/3238
# symptom: learning CIFAR-100 with 100 simulated clients on two 32 GB GPUs, the first round gets a 31 GB device but the second round only 494 MB, and training fails with out-of-memory: the memory of the first round is never released
# expect: TFM009 fedcifar/client.py:15
# note: folder case: run_simulation.py hands client_training_fn to fl.simulation.start_simulation; the Flower runtime calls Cifar100Client.fit (fedcifar/client.py) for every selected client in every round, and fit() constructs and compiles a new ResNet50V2 each time in the long-lived simulation actor
