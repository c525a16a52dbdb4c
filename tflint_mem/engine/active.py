"""A rule as configured for one file, without loading its code: reading configuration, keying the cache and
printing results never import the rules (nor the analysis they run on)."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Optional, Type

from tflint_mem.core.catalog import RuleMeta
from tflint_mem.core.options import RuleOptions

if TYPE_CHECKING:
    from tflint_mem.rules.base import LintRule


@dataclass(frozen=True)
class ActiveRule:
    """A rule as configured for one file: its metadata, options and severity; its class on first use."""

    meta: RuleMeta
    options: RuleOptions
    severity: str

    @property
    def implementation(self) -> Optional[Type[LintRule]]:
        """The rule's class (None for the rules the engine reports itself), imported on first use."""
        if not self.meta.has_visitor:
            return None
        from tflint_mem.engine.registry import rule_class

        return rule_class(self.meta)

    def triggered_by(self, text: str) -> bool:
        return not self.meta.triggers or any(trigger in text for trigger in self.meta.triggers)
