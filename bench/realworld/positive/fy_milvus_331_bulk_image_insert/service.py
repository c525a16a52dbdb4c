import logging
import os

from encoder import VGGNet
from milvus_helpers import MilvusHelper
from mysql_helpers import MySQLHelper

LOGGER = logging.getLogger("image_search")
ALLOWED = (".jpg", ".jpeg", ".png")

MODEL = VGGNet()
MILVUS = MilvusHelper()
MYSQL = MySQLHelper()


def extract_features(img_dir):
    feats, names = [], []
    files = [f for f in sorted(os.listdir(img_dir)) if f.lower().endswith(ALLOWED)]
    for i, name in enumerate(files):
        path = os.path.join(img_dir, name)
        try:
            feats.append(MODEL.vgg_extract_feat(path))
            names.append(path)
            if i % 100 == 0:
                LOGGER.info("extracting feature from image %d / %d", i + 1, len(files))
        except Exception as exc:
            LOGGER.error("failed on %s: %s", path, exc)
    return feats, names


def do_load(table_name, img_dir):
    vectors, names = extract_features(img_dir)
    ids = MILVUS.insert(table_name, vectors)
    MYSQL.create_mysql_table(table_name)
    MYSQL.load_data_to_mysql(table_name, list(zip(map(str, ids), names)))
    return len(ids)
