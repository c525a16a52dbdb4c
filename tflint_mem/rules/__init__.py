"""One module per rule; each defines one LintRule subclass. See `tflint_mem.core.catalog`."""
