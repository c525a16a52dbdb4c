from .extractor import entity_extractor
