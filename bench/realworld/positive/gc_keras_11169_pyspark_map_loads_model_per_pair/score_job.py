"""Nightly job: score every (user, item) candidate pair with the DNN ranker and write to Hive."""
import argparse

from pyspark.sql import Row, SparkSession

from ranker import inference


def parse_args():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs-table", default="reco.user_item_candidates")
    parser.add_argument("--out-table", default="reco.user_item_scores")
    parser.add_argument("--partitions", type=int, default=4000)
    return parser.parse_args()


def main():
    args = parse_args()
    spark = SparkSession.builder.appName("dnn-pair-scoring").enableHiveSupport().getOrCreate()
    pairs = spark.table(args.pairs_table).select("userid", "entryid", "user_embed", "item_embed")

    scored = pairs.rdd.repartition(args.partitions).map(
        lambda x: Row(userid=x.userid,
                      entryid=x.entryid,
                      score=inference(x.user_embed, x.item_embed)))
    spark.createDataFrame(scored).write.mode("overwrite").saveAsTable(args.out_table)
    spark.stop()


if __name__ == "__main__":
    main()
