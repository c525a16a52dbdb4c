def normalize_kp(kp_source, kp_driving, kp_driving_initial, relative=True):
    if not relative:
        return kp_driving
    value = kp_driving["value"] - kp_driving_initial["value"] + kp_source["value"]
    return {"value": value}
