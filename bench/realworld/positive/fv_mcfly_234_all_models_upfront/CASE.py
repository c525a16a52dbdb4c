# source: https://github.com/NLeSC/mcfly/issues/234
# symptom: all candidate models of the architecture search are created up front and kept in memory for the whole search
# expect: TFM009 modelgen.py:51
# expect: TFM009 modelgen.py:54
# note: generate_models() builds every candidate in a loop (same-module builders, one per model type) and the whole
# note: list stays alive while find_architecture.py trains them one by one.
