# source: https://github.com/huggingface/transformers/issues/8014
# note: the resolution in the thread: batch the prediction dataset and call predict once over it; the only Python loop afterwards walks the returned numpy logits
tokenizer = DistilBertTokenizerFast.from_pretrained("distilbert-base-uncased")
model = TFDistilBertForSequenceClassification.from_pretrained("./sentiment-model")

test_texts = list(test_df["review"])
encodings = tokenizer(test_texts, truncation=True, padding=True, max_length=256)
test_dataset = tf.data.Dataset.from_tensor_slices(dict(encodings)).batch(64)

output = model.predict(test_dataset)
pred_labels = np.argmax(output.logits, axis=-1)

rows = []
for text, label, logit in zip(test_texts, pred_labels, output.logits):
    rows.append({"review": text[:80], "label": id2label[int(label)], "margin": float(logit.max() - logit.min())})
pd.DataFrame(rows).to_csv("predictions.csv", index=False)

if "label" in test_df:
    gold = test_df["label"].map(label2id).values
    accuracy = (pred_labels == gold).mean()
    print(f"accuracy on {len(gold)} reviews: {accuracy:.4f}")
    print(classification_report(gold, pred_labels, target_names=list(label2id)))
