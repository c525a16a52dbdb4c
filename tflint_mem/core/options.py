"""Typed rule options: declared in a rule's YAML, checked when configuration is read."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Dict, Literal, Mapping, Optional, Union

if TYPE_CHECKING:
    from tflint_mem.core.findings import Fix

_TYPES: Dict[str, type] = {"int": int, "bool": bool, "str": str, "list[str]": list}

# Which fixes a lint resolves into edits (libcst parses a file only for these): all (True), none (False: a finding
# keeps only the applicability its rule offers), or only the safe ones (SAFE_ONLY): all that `--fix` without
# `--unsafe-fixes` applies, when the report prints no edits.
Resolve = Union[bool, Literal["safe"]]
SAFE_ONLY: Literal["safe"] = "safe"


def resolves(policy: Resolve, applicability: Optional[str]) -> bool:
    """Whether a fix of this applicability is resolved into edits under `policy`."""
    return policy is True or (policy == SAFE_ONLY and applicability == "safe")


@dataclass(frozen=True)
class OptionSpec:
    name: str
    type: str
    default: Any
    description: str

    def check(self, value: Any) -> Optional[str]:
        """None if `value` fits this option, else what is expected."""
        expected = _TYPES[self.type]
        if expected is int and isinstance(value, bool):
            return f"an integer, not {value!r}"
        if not isinstance(value, expected):
            return f"{'an integer' if expected is int else self.type}, not {type(value).__name__} {value!r}"
        if isinstance(value, list) and not all(isinstance(item, str) for item in value):
            return "a list of strings"
        if isinstance(value, int) and value < 0:
            return f"a non-negative integer, not {value}"
        return None


def parse_option_specs(raw: Mapping[str, Any]) -> Dict[str, OptionSpec]:
    specs = {}
    for name, body in raw.items():
        if body["type"] not in _TYPES:
            raise ValueError(f"option {name}: type must be one of {sorted(_TYPES)}")
        spec = OptionSpec(
            name=name, type=body["type"], default=body["default"], description=body["description"].strip()
        )
        problem = spec.check(spec.default)
        if problem:
            raise ValueError(f"option {name}: default must be {problem}")
        specs[name] = spec
    return specs


class RuleOptions:
    """Read-only option values; `options.max_parallel_calls` reads `max-parallel-calls`."""

    __slots__ = ("_values",)

    def __init__(self, values: Mapping[str, Any]) -> None:
        object.__setattr__(self, "_values", dict(values))

    def __getattr__(self, attribute: str) -> Any:
        try:
            return self._values[attribute.replace("_", "-")]
        except KeyError:
            raise AttributeError(attribute) from None

    def __getitem__(self, name: str) -> Any:
        return self._values[name]

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RuleOptions) and self._values == other._values

    def __hash__(self) -> int:
        return hash(tuple(sorted((k, repr(v)) for k, v in self._values.items())))

    def __repr__(self) -> str:
        return f"RuleOptions({self._values!r})"

    def as_dict(self) -> Dict[str, Any]:
        return dict(self._values)


@dataclass(frozen=True)
class FixMode:
    """Which fixes to apply: safe ones always, unsafe ones only when asked."""

    unsafe: bool = False

    def applies(self, fix: Fix) -> bool:
        return fix.applicability == "safe" or self.unsafe

    @property
    def resolve(self) -> Resolve:
        """The fixes whose edits applying this mode needs."""
        return True if self.unsafe else SAFE_ONLY
