"""The ``tf1to2`` console script: one parser, one module per subcommand.

Each subcommand lives in ``migrate/commands/<name>.py`` and provides ``HELP`` (one line),
``add_arguments(parser)`` and ``run(args) -> int``. The table below is explicit so the list of
commands can be grepped; a test checks every module in ``migrate/commands/`` is in it.
Exit codes are defined in ``migrate.exit_codes``.
"""
from __future__ import annotations

import argparse
import importlib
import sys

from migrate import exit_codes
from migrate._version import __version__

# subcommand name -> module implementing it
COMMANDS = {
    "run": "migrate.commands.run",
    "migrate": "migrate.commands.convert",
    "compare": "migrate.commands.compare",
    "check": "migrate.commands.check",
}

DESCRIPTION = """\
Run, migrate and compare TensorFlow 1 graph-mode code on TensorFlow 2.

  tf1to2 run SCRIPT [ARGS...]         run an unmodified TF1 script with TF1 semantics
  tf1to2 migrate PATH... [options]    convert TF1 sources into idiomatic TF2 sources
  tf1to2 compare LEGACY MIGRATED      run both eras and compare the values they produce
  tf1to2 check [SCRIPT]               migrate, run both eras, compare: the whole story

exit codes: 0 success, 1 found something (differences, changes under --check, constructs
left unconverted), 2 usage error, 123 internal error or unreadable input."""


class _Parser(argparse.ArgumentParser):
    """argparse, but usage errors exit with our USAGE code (argparse already uses 2)."""

    def error(self, message):  # pragma: no cover - argparse's own path, kept explicit
        self.print_usage(sys.stderr)
        self.exit(exit_codes.USAGE, f"{self.prog}: error: {message}\n")


def _load(module_name):
    try:
        return importlib.import_module(module_name)
    except ModuleNotFoundError as exc:
        if exc.name == module_name:
            return None  # command not built in this version
        raise


def build_parser() -> argparse.ArgumentParser:
    parser = _Parser(
        prog="tf1to2", description=DESCRIPTION, formatter_class=argparse.RawDescriptionHelpFormatter
    )
    parser.add_argument("--version", action="version", version=f"tf1to2 {__version__}")
    sub = parser.add_subparsers(dest="command", metavar="COMMAND", parser_class=_Parser)
    for name, module_name in COMMANDS.items():
        module = _load(module_name)
        if module is None:
            continue
        sub_parser = sub.add_parser(
            name, help=module.HELP, description=module.HELP, formatter_class=argparse.RawDescriptionHelpFormatter
        )
        module.add_arguments(sub_parser)
        sub_parser.set_defaults(_run=module.run)
    return parser


def main(argv: list[str] | None = None) -> int:
    parser = build_parser()
    args = parser.parse_args(argv)
    if getattr(args, "_run", None) is None:
        parser.print_help(sys.stderr)
        return exit_codes.USAGE
    try:
        return int(args._run(args))
    except KeyboardInterrupt:
        print("tf1to2: interrupted", file=sys.stderr)
        return 130


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
