"""TFM011: a prefetch or shuffle buffer so large that it holds a big slice of the dataset in memory.

`prefetch(N)` keeps up to N elements ready ahead of the consumer and `shuffle(N)` fills and keeps a buffer of N
elements: either way memory is N times the element size. A size the file shows (a literal, arithmetic on literals,
`int(1e7)`, a name bound to one) is compared with the limit; for a size that is a parameter of the function, so are
its default and what the module's calls of the function pass for it (reported where that size is written). A
shuffle buffer sized to the dataset (`len(x)`, `cardinality()`, `num_examples`) holds every element, unless the
elements are slices of data already in memory or file names (tf.data hands out views of those, not copies), or the
size counts the files the dataset reads records from. The report covers the argument, so the fix can replace a
prefetch size with `tf.data.AUTOTUNE` (not a size passed in: the parameter may size other things too).
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Iterator, Optional, Set, Tuple

from tflint_mem.analysis.bindings import PARAMETER
from tflint_mem.analysis.imports import spelling
from tflint_mem.analysis.prefilter import FileFacts
from tflint_mem.analysis.syntax import argument, keyword_node, positional
from tflint_mem.core.options import RuleOptions
from tflint_mem.rules.base import FixBuilder, LintRule

if TYPE_CHECKING:
    from tflint_mem.rules.fixing import FixSpec
    from tflint_mem.source.cst_view import CstView

CONTRIB = "tensorflow.contrib.data.prefetch_to_device"  # TF1: no `tf.data.AUTOTUNE` to write
PREFETCH_TO_DEVICE = frozenset({"tensorflow.data.experimental.prefetch_to_device", CONTRIB})
LITERAL_HELP = "use a buffer within the limit (`tf.data.AUTOTUNE` for `prefetch`)"
MAX_PASSES = 3  # a parameter handed on by a caller's own parameter, and so on
WHOLE_HELP = "use a fixed buffer of at most {limit:,} elements, or shuffle the file names before reading them"


class OversizedBuffer(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        return bool({"prefetch", "shuffle"} & screen.attributes) or screen.references(*PREFETCH_TO_DEVICE)

    def check(self) -> None:
        options, datasets = self.options, self.facts.datasets
        reported: Set[Tuple[int, str]] = set()
        for call in self.index.nodes(ast.Call):
            assert isinstance(call, ast.Call)
            to_device = self.resolve(call.func) in PREFETCH_TO_DEVICE
            method = "prefetch" if to_device else datasets.method(call)
            if method not in ("prefetch", "shuffle"):
                continue
            where = self._buffer(call, to_device)
            if where is None:
                continue
            value = where.value if isinstance(where, ast.keyword) else where
            assert isinstance(value, ast.expr)
            size = self.kinds.integer(value)
            size_code = self.index.source(value)
            described = f"prefetch_to_device(..., {size_code})" if to_device else f"{method}({size_code})"
            what = self._excess(method, size)
            if what is not None:
                autotune = method == "prefetch" and self.resolve(call.func) != CONTRIB
                fix = self._autotune(value) if autotune else None
                self.report(where, fix=fix, call=described, what=what, growth="the buffer", advice=LITERAL_HELP)
            elif size is None and isinstance(value, ast.Name):
                function = self.index.function(call)
                title = f"in `{getattr(function, 'name', '<lambda>')}` (line {call.lineno}) "
                found = []  # one finding per sized buffer: the first oversized size, the others related
                for site, passed, given in self._passed(value, MAX_PASSES):
                    what = self._excess(method, passed)
                    if what is not None and (id(site), method) not in reported:
                        reported.add((id(site), method))
                        found.append((site, f"{title}{what} with {given}"))
                if found:
                    found.sort(key=lambda item: (getattr(item[0], "lineno", 0), getattr(item[0], "col_offset", 0)))
                    (site, what), *others = found
                    related = [("also sizes it here", other) for other, _ in others]
                    self.report(
                        site, related=related, call=described, what=what, growth="the buffer", advice=LITERAL_HELP
                    )
            if method == "shuffle" and size is None and options.flag_whole_dataset_shuffle:
                if self._whole_dataset(call, value):
                    share = isinstance(value, ast.BinOp)
                    what = "buffers a share of the dataset that grows with it" if share else "buffers the whole dataset"
                    advice = WHOLE_HELP.format(limit=options.max_shuffle_buffer)
                    self.report(where, call=described, what=what, growth="the dataset", advice=advice)

    def _excess(self, method: str, size: Optional[int]) -> Optional[str]:
        """What a buffer of `size` elements does, when that is above the limit for `method`."""
        options = self.options
        if size is not None and method == "prefetch" and size > options.max_prefetch:
            return f"keeps up to {size:,} elements ready ahead of the consumer (limit {options.max_prefetch})"
        if size is not None and method == "shuffle" and size > options.max_shuffle_buffer:
            return f"fills and keeps a buffer of {size:,} elements (limit {options.max_shuffle_buffer:,})"
        return None

    def _passed(self, name: ast.Name, depth: int) -> Iterator[Tuple[ast.AST, int, str]]:
        """The sizes the file shows for a parameter used as the buffer size: its default, and what the module's
        calls of its function pass for it (a caller's own parameter is followed the same way): (where the size is
        written, the size, how it gets there). A name rebound in the function is not a parameter here."""
        bindings = self.facts.bindings.reaching(name.id, name)
        if depth == 0 or not bindings or any(b.how != PARAMETER for b in bindings):
            return
        calls = self.facts.calls
        for binding in bindings:
            default = binding.value
            size = self.kinds.integer(default) if default is not None else None
            if default is not None and size is not None:
                yield default, size, f"the default `{name.id}={self.index.source(default)}`"
            for site in calls.callers(binding.scope):
                given = calls.argument_for(site, binding.scope, name.id)
                size = self.kinds.integer(given) if given is not None else None
                if given is not None and size is not None:
                    where = keyword_node(site, name.id) or given
                    yield where, size, f"the `{name.id}={self.index.source(given)}` passed here"
                elif isinstance(given, ast.Name):
                    yield from self._passed(given, depth - 1)

    def _buffer(self, call: ast.Call, to_device: bool) -> Optional[ast.AST]:
        """The buffer-size argument (the keyword, where it is one, so the report covers `buffer_size=...`)."""
        if to_device:
            return keyword_node(call, "buffer_size") or argument(call, 1)
        arguments = positional(call)[1:] if self.facts.datasets.unbound(call) else positional(call)
        return keyword_node(call, "buffer_size") or next(iter(arguments), None)

    def _whole_dataset(self, call: ast.Call, value: ast.expr) -> bool:
        """A size counting the dataset's elements, over elements the pipeline makes (not views of memory), and
        not the number of files it reads."""
        datasets = self.facts.datasets
        counted, dataset = datasets.counted(value), datasets.receiver(call)
        if counted is None or dataset is None:
            return False
        return not datasets.in_memory(dataset) and not datasets.counts_files_of(counted, dataset)

    def _autotune(self, value: ast.expr) -> Optional[FixBuilder]:
        """Write `tf.data.AUTOTUNE` through the file's own TensorFlow import (no fix if it has none to use)."""
        autotune = spelling(self.imports, self.index, "tensorflow.data.AUTOTUNE")
        if autotune is None:
            return None

        def build(view: CstView) -> Optional[FixSpec]:
            import libcst as cst

            from tflint_mem.rules.fixing import Replace

            target = view.node(value)
            return Replace(target, cst.parse_expression(autotune)) if target is not None else None

        return build
