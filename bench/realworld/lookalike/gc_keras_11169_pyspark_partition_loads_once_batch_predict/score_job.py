"""Nightly job: score every (user, item) candidate pair with the DNN ranker."""
import argparse

from pyspark.sql import SparkSession

from ranker import score_partition


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("--pairs-table", default="reco.user_item_candidates")
    parser.add_argument("--out-table", default="reco.user_item_scores")
    parser.add_argument("--partitions", type=int, default=80)
    args = parser.parse_args()

    spark = SparkSession.builder.appName("dnn-pair-scoring").enableHiveSupport().getOrCreate()
    pairs = spark.table(args.pairs_table).select("userid", "entryid", "user_embed", "item_embed")
    scored = pairs.rdd.repartition(args.partitions).mapPartitions(score_partition)
    spark.createDataFrame(scored).write.mode("overwrite").saveAsTable(args.out_table)
    spark.stop()


if __name__ == "__main__":
    main()
