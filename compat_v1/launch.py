"""Command line of the runner: ``tf1to2 run`` and ``python -m compat_v1`` share it.

``[options] SCRIPT [ARGS...]``: everything after SCRIPT goes to the script untouched.
Without ``--timeout`` the script runs in this process (``runner.run_path``); with it, in a child
``python -m compat_v1`` that is stopped (its whole process group) when the time is up, with
exit code 124. Importing this module does not import TensorFlow.
"""
from __future__ import annotations

import argparse
import os
import signal
import subprocess
import sys

from compat_v1.contrib_map import CONTRIB_HOMES, FALLBACK_HOMES, NO_HOME, REMOVED_MODULES, SHIMMED_MODULES
from migrate import exit_codes

HELP = "run an unmodified TF1 script on TensorFlow 2 with TF1 semantics"
_KILL_GRACE_S = 2.0


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("--timeout", type=float, metavar="S", default=None,
                        help="stop the script after S seconds (exit code 124); default: no limit")
    parser.add_argument("-v", "--verbose", action="store_true",
                        help="show TensorFlow's deprecation warnings and each contrib import mapping")
    parser.add_argument("--list-shims", action="store_true",
                        help="print what TF1 names and tf.contrib modules are mapped to, then exit")
    parser.add_argument("script", nargs="?", metavar="SCRIPT", help="the TF1 script to run")
    parser.add_argument("args", nargs=argparse.REMAINDER, metavar="ARGS",
                        help="arguments passed to the script as sys.argv[1:]")


def shims_text() -> str:
    """The table printed by --list-shims (no TensorFlow import)."""
    lines = [
        "In the script and in modules from its directory:",
        "  import tensorflow [as X] / from tensorflow import ...  ->  tensorflow.compat.v1 "
        "(v2 behaviour disabled: graph mode, sessions, placeholders)",
        "  import tensorflow.<sub> / from tensorflow.<sub> import  ->  tensorflow.compat.v1.<sub> if it exists, "
        "else the real submodule",
        "  tf.layers, tf.keras, tf.compat.v1.keras                ->  tf_keras, v1 API (TF_USE_LEGACY_KERAS=1)",
        "  (installed libraries and modules outside the script's folder keep the real TensorFlow 2)",
        "",
        "tf.contrib modules with a TF2 home (import or attribute access):",
    ]
    width = max(map(len, CONTRIB_HOMES)) + 2
    for module, home in sorted(CONTRIB_HOMES.items()):
        extra = "".join(f" (+ {f})" for f in FALLBACK_HOMES.get(module, ()))
        lines.append(f"  {module:<{width}}->  {home}{extra}")
    lines += ["", "tf.contrib modules removed without a home (ImportError with this advice):"]
    width = max(map(len, NO_HOME)) + 2
    for module, advice in sorted(NO_HOME.items()):
        lines.append(f"  {module:<{width}}   {advice}")
    lines += ["", "Removed TensorFlow modules tf1to2 re-implements with TF1's behaviour:"]
    width = max(map(len, SHIMMED_MODULES)) + 2
    for module, shim in sorted(SHIMMED_MODULES.items()):
        lines.append(f"  {module:<{width}}->  {shim}")
    lines += ["", "Other removed TensorFlow modules (ImportError / AttributeError with this advice):"]
    width = max(map(len, REMOVED_MODULES)) + 2
    for module, advice in sorted(REMOVED_MODULES.items()):
        lines.append(f"  {module:<{width}}   {advice}")
    return "\n".join(lines)


def _error(message: str, code: int = exit_codes.USAGE) -> int:
    print(f"tf1to2 run: error: {message}", file=sys.stderr)
    return code


def _check_script(script: str) -> str | None:
    """An error message if ``script`` cannot be run, else None."""
    if not os.path.exists(script):
        return f"cannot open {script!r}: no such file"
    if os.path.isdir(script):
        hint = " (to run its __main__.py, give that file)" if os.path.isfile(os.path.join(script, "__main__.py")) else ""
        return f"{script!r} is a directory, not a script{hint}"
    if not os.access(script, os.R_OK):
        return f"cannot open {script!r}: permission denied"
    return None


def run(args: argparse.Namespace) -> int:
    """Run ``args.script`` (see module docstring); returns the exit code."""
    if args.list_shims:
        print(shims_text())
        return exit_codes.OK
    if not args.script:
        return _error("missing SCRIPT (usage: tf1to2 run [--timeout S] [-v] SCRIPT [ARGS...])")
    problem = _check_script(args.script)
    if problem:
        return _error(problem)
    if args.timeout is not None:
        if args.timeout <= 0:
            return _error("--timeout must be a positive number of seconds")
        return _run_child(args)
    from compat_v1 import runner

    try:
        return runner.run_path(args.script, list(args.args), verbose=args.verbose)
    except runner.LegacyKerasError as exc:
        return _error(str(exc), exit_codes.INTERNAL)
    except OSError as exc:
        return _error(f"cannot read {args.script!r}: {exc.strerror or exc}")


def _run_child(args: argparse.Namespace) -> int:
    command = [sys.executable, "-m", "compat_v1"] + (["-v"] if args.verbose else []) + [args.script, *args.args]
    child = subprocess.Popen(command, start_new_session=True)
    try:
        return _returncode(child.wait(timeout=args.timeout))
    except subprocess.TimeoutExpired:
        _stop(child)
        sys.stdout.flush()
        print(f"tf1to2 run: {args.script} did not finish within {args.timeout:g} s (--timeout); "
              f"stopped it, exit code {exit_codes.TIMEOUT}", file=sys.stderr)
        return exit_codes.TIMEOUT
    except KeyboardInterrupt:
        _stop(child, signal.SIGINT)
        return 130


def _stop(child: subprocess.Popen, first=signal.SIGTERM) -> None:
    """Signal the child's process group, then kill it if it is still there after a grace period."""
    for sig in (first, signal.SIGKILL):
        try:
            os.killpg(child.pid, sig)
        except ProcessLookupError:
            return
        try:
            child.wait(timeout=_KILL_GRACE_S)
            return
        except subprocess.TimeoutExpired:
            continue


def _returncode(code: int) -> int:
    return 128 - code if code < 0 else code  # killed by signal n -> 128 + n, as shells report


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python -m compat_v1", description=HELP)
    add_arguments(parser)
    return run(parser.parse_args(argv))
