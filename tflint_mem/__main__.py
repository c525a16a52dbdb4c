"""`python -m tflint_mem` runs the same CLI as the `tflint-mem` script."""

from tflint_mem.integrations.cli import main

if __name__ == "__main__":
    main()
