# source: https://github.com/subhomoy-roy-choudhury/Covid-Pneumonia-Classication/blob/0404ce3b0769b04ab9c2794c986cb9a2870e2142/test.py
# symptom: evaluating the X-ray classifier file by file: Model.predict is called once per image inside the folder loop, the run is slow and memory grows over a long split
# expect: TFM008 evaluate_split.py:22
# note: repository code, no issue thread; the file walk moved into xray_io.py, the per-file predict stays in the evaluation loop.
