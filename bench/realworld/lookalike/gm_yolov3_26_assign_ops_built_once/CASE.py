# source: https://github.com/mystic123/tensorflow-yolo-v3/issues/26
# note: the maintainer's answer: declare the graph, load the weights once right after it (assign ops built and run in the constructor), then only run detection per frame; the graph is finalized before the processing loop
