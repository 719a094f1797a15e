"""``tf1to2 run [--timeout S] [-v] [--list-shims] SCRIPT [ARGS...]``: the runner's command line.

The implementation is shared with ``python -m compat_v1`` and lives in ``compat_v1.launch``.
"""
from compat_v1.launch import HELP, add_arguments, run

__all__ = ["HELP", "add_arguments", "run"]
