# source: https://github.com/zihangdai/xlnet/blob/HEAD/run_squad.py
# symptom: the SQuAD fine-tuning host reserves gigabytes for the input pipeline: up to 1024 already-batched feature dicts (input ids, masks, segment ids, positions) wait in the prefetch buffer
# expect: TFM011 squad_records.py:35
# note: folder case: squad_records.input_fn_builder ends the batched TFRecord pipeline with prefetch(1024) batches; finetune_squad.py passes the builder's input_fn to an Estimator
