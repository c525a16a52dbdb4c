# source: https://github.com/uclnlp/jack/issues/240
# symptom: calling fastqa_reader.setup_from_data(train_data) a second time throws "ValueError: Variable fast_qa/v_wiq_w already exists, disallowed. Did you mean to set reuse=True in VarScope?"
# expect: TFM002 readers/fastqa.py:18
# expect: TFM002 readers/fastqa.py:19
# expect: TFM010 readers/fastqa.py:15
# note: package layout: the report hits this in a notebook by re-running the setup cell; here sweep.py calls FastQAReader.setup_from_data() once per representation size on the same reader, and every call creates new placeholders, get_variable weights and an initializer in the same default graph before running the session; the second iteration raises, and with reuse switched on it would keep growing the graph instead
