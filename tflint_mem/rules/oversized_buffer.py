"""TFM011: a prefetch or shuffle buffer so large that it holds a big slice of the dataset in memory.

`prefetch(N)` keeps up to N elements ready ahead of the consumer and `shuffle(N)` fills and keeps a buffer of N
elements: either way memory is N times the element size. A size the file shows (a literal, arithmetic on literals,
`int(1e7)`, a name bound to one) is compared with the limit. A shuffle buffer sized to the dataset (`len(x)`,
`cardinality()`, `num_examples`) holds every element, unless the elements are slices of data already in memory or
file names (tf.data hands out views of those, not copies), or the size counts the files the dataset reads records
from. The report covers the argument, so the fix can replace a prefetch size with `tf.data.AUTOTUNE`.
"""

from __future__ import annotations

import ast
from typing import TYPE_CHECKING, Optional

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
WHOLE_HELP = "use a fixed buffer of at most {limit:,} elements, or shuffle the file names before reading them"


class OversizedBuffer(LintRule):
    @classmethod
    def is_candidate(cls, screen: FileFacts, options: RuleOptions) -> bool:
        return bool({"prefetch", "shuffle"} & screen.attributes) or screen.references(*PREFETCH_TO_DEVICE)

    def check(self) -> None:
        options, datasets = self.options, self.facts.datasets
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
            if method == "prefetch":
                if size is not None and size > options.max_prefetch:
                    what = f"keeps up to {size:,} elements ready ahead of the consumer (limit {options.max_prefetch})"
                    fix = None if self.resolve(call.func) == CONTRIB else self._autotune(value)
                    self.report(where, fix=fix, call=described, what=what, growth="the buffer", advice=LITERAL_HELP)
            elif size is not None and size > options.max_shuffle_buffer:
                what = f"fills and keeps a buffer of {size:,} elements (limit {options.max_shuffle_buffer:,})"
                self.report(where, call=described, what=what, growth="the buffer", advice=LITERAL_HELP)
            elif size is None and options.flag_whole_dataset_shuffle and self._whole_dataset(call, value):
                share = isinstance(value, ast.BinOp)
                what = "buffers a share of the dataset that grows with it" if share else "buffers the whole dataset"
                advice = WHOLE_HELP.format(limit=options.max_shuffle_buffer)
                self.report(where, call=described, what=what, growth="the dataset", advice=advice)

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
