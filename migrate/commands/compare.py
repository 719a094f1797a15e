"""``tf1to2 compare LEGACY MIGRATED [--rtol R] [--atol A] [--json] [--timeout S] [-- ARGS...]``.

Runs LEGACY with TF1 semantics and MIGRATED on plain TF2 (``migrate.compare``), prints one
table row per printed value and the verdict. Exit codes: 0 equivalent, 1 different, 2 usage,
123 a side crashed or timed out (its stderr tail is shown) or a script cannot be read.
"""
from __future__ import annotations

import json
import sys

from migrate import exit_codes

HELP = "run a TF1 script and its TF2 migration, compare the values they print"

VERDICT_EXIT = {"equivalent": exit_codes.OK, "different": exit_codes.FOUND,
                "crashed": exit_codes.INTERNAL, "timeout": exit_codes.INTERNAL}


def add_comparison_options(parser) -> None:
    """--rtol/--atol/--timeout/--json, shared with ``tf1to2 check``."""
    parser.add_argument("--rtol", type=float, default=None,
                        help="relative tolerance for every float dtype (default: per dtype, float32 1e-6)")
    parser.add_argument("--atol", type=float, default=None,
                        help="absolute tolerance for every float dtype (default: per dtype, float32 1e-5)")
    parser.add_argument("--timeout", type=float, default=None, metavar="S",
                        help="seconds each script may run (default 300); past it, its process group is killed")
    parser.add_argument("--json", action="store_true", help="print the full result as JSON")


def add_arguments(parser) -> None:
    parser.add_argument("legacy", metavar="LEGACY", help="the TF1 script")
    parser.add_argument("migrated", metavar="MIGRATED", help="its TF2 version")
    add_comparison_options(parser)
    parser.add_argument("args", nargs="*", metavar="ARGS", help="arguments for both scripts (after --)")


def validate(args) -> str | None:
    for name in ("rtol", "atol", "timeout"):
        value = getattr(args, name)
        if value is not None and not value >= 0:
            return f"--{name} must be a non-negative number, got {value}"
    return None


def print_result(result, as_json: bool) -> int:
    if as_json:
        print(json.dumps(result.to_json(), indent=1, default=str))
    else:
        print(result.explain())
    return VERDICT_EXIT[result.verdict]


def run(args) -> int:
    problem = validate(args)
    if problem:
        print(f"tf1to2 compare: {problem}", file=sys.stderr)
        return exit_codes.USAGE
    from migrate.compare import compare_scripts

    try:
        result = compare_scripts(args.legacy, args.migrated, rtol=args.rtol, atol=args.atol,
                                 timeout=args.timeout, args=args.args)
    except FileNotFoundError as exc:
        print(f"tf1to2 compare: {exc}", file=sys.stderr)
        return exit_codes.INTERNAL
    return print_result(result, args.json)
