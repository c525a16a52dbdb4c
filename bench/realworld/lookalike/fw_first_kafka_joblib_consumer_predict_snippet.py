# source: https://github.com/IA-cloud-Ynov-2023/first_kafka/blob/HEAD/consume_ml_group.py
# note: pasted without imports; despite the Keras-like helper name, load_model() here is a joblib.load wrapper and ml1_model is a scikit-learn estimator, so the per-message predict() in the consumer loop is scikit-learn's, not a Keras predict loop


def load_model(model_name):
    model = joblib.load(model_name)
    return model


ml1_model = load_model("models/ml1.joblib")

consumer = KafkaConsumer("robin", bootstrap_servers=BOOTSTRAP,
                         value_deserializer=lambda m: json.loads(m.decode("utf-8")),
                         group_id="grouptest")
producer = KafkaProducer(bootstrap_servers=BOOTSTRAP,
                         value_serializer=lambda v: json.dumps(v).encode("utf-8"))

for msg in consumer:
    data = msg.value
    features = [[data["size"], data["nb_rooms"], int(data["garden"])]]
    predictions = ml1_model.predict(features)[0]
    print("Predictions :", predictions)
    producer.send("robin-predictions", {"id": data.get("id"), "price": float(predictions)})
