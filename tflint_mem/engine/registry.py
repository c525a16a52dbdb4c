"""Rules are found by convention: the YAML of rule `name-with-dashes` names the module
`tflint_mem.rules.name_with_dashes`, which defines one `LintRule` subclass."""

from __future__ import annotations

import importlib
from typing import Dict, Tuple, Type

from tflint_mem.core.catalog import CatalogError, RuleMeta
from tflint_mem.rules.base import LintRule

_classes: Dict[str, Tuple[RuleMeta, Type[LintRule]]] = {}


def rule_class(meta: RuleMeta) -> Type[LintRule]:
    """The rule class defined in the rule's module (the one `LintRule` subclass it defines)."""
    known = _classes.get(meta.code)
    if known is not None and known[0] is meta:
        return known[1]
    module = importlib.import_module(meta.module_name)
    for value in vars(module).values():
        if isinstance(value, type) and issubclass(value, LintRule) and value.__module__ == module.__name__:
            value.meta = meta
            _classes[meta.code] = (meta, value)
            return value
    raise CatalogError(f"{meta.module_name} defines no LintRule subclass")
