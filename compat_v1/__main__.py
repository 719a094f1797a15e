"""``python -m compat_v1 [--timeout S] [-v] [--list-shims] SCRIPT [ARGS...]`` (same as ``tf1to2 run``)."""
import sys

from compat_v1.launch import main

if __name__ == "__main__":
    sys.exit(main())
