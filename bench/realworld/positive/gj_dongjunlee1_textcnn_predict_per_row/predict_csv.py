import pandas as pd

from textcnn.config import Config
from textcnn.predict import predict, sentence_to_ids


def main(in_path="file.csv", out_path="pred-sent.csv", column="ColName"):
    pred_data = pd.read_csv(in_path)
    print("prediction data read")
    result = []
    for index, row in pred_data.iterrows():
        sentence = str(row[column])
        ids = sentence_to_ids(sentence)
        if len(sentence.split()) > Config.data.max_seq_length:
            result.append(0)
            continue
        result.append(predict(ids))
        if index % 1000 == 0:
            print(index)
    pd.DataFrame({"label": result}).to_csv(out_path, index=False)


if __name__ == "__main__":
    main()
