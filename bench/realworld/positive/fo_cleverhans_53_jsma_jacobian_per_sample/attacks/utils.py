def other_classes(nb_classes, class_ind):
    return [c for c in range(nb_classes) if c != class_ind]
