import numpy as np

from models.bnn import BNN
from models.fc import FC
from replay import collect_transitions

ensemble = BNN(name="BNN", num_nets=7, num_elites=5)
for out_dim in (200, 200, 200, 200):
    ensemble.add(FC(out_dim, input_dim=ensemble.next_input_dim(23), activation="swish", ensemble_size=7))
ensemble.add(FC(2 * 18, input_dim=200, ensemble_size=7))
ensemble.finalize()

for epoch in range(1000):
    inputs, targets = collect_transitions(epoch)
    metrics = ensemble.train_model(inputs, targets, batch_size=256, holdout_ratio=0.2, max_epochs=50)
    print(f"epoch {epoch}: holdout {metrics['val_loss']:.4f}")
