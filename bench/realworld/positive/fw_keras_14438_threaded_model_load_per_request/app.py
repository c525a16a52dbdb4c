import flask
import numpy as np

import loader

app = flask.Flask(__name__)


def featurize(text, width=300):
    vec = np.zeros((1, width), dtype="float32")
    for i, ch in enumerate(text.encode("utf-8")[:width]):
        vec[0, i] = ch / 255.0
    return vec


@app.route("/v1/prediction_api", methods=["GET", "POST"])
def prediction():
    domain = flask.request.args.get("domain", "default")
    text = flask.request.args.get("input", "")
    bundles = loader.load_domain_models(domain)
    features = featurize(text)
    results = {}
    for name, bundle in bundles.items():
        graph, session, model = bundle["graph"], bundle["session"], bundle["model"]
        with graph.as_default(), session.as_default():
            scores = model.predict(features)
        results[name] = float(np.max(scores))
    best = max(results, key=results.get)
    return flask.jsonify({"domain": domain, "best_model": best, "scores": results})


if __name__ == "__main__":
    app.run(host="0.0.0.0", port=8080, threaded=True)
