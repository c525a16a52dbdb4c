class ProjectConfig:
    w_size = 30
    w_overlapping = 15
    n_phases = 5
    sample_frequency = 64
    n_folds = 10
