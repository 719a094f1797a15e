"""``tf1to2 migrate PATH... [-o OUT] [--in-place] [--diff] [--check] [--mode native|compat]
[--report FILE] [--json] [-j N]``.

Where the result goes (exactly one of):
* ``-o OUT``: written under OUT (one file -> OUT, or OUT/name if OUT is a directory; one
  directory -> OUT mirrors it, other files copied; several paths -> OUT/<name>/...).
* ``--in-place``: changed files rewritten atomically (temp file + rename, mode kept).
* ``--diff`` (unified diff on stdout) and/or ``--check`` (exit 1 if something would change):
  nothing is written.
* nothing of the above and a single file: the converted source goes to stdout (a filter);
  several files or a directory without one of the above is a usage error.
Diagnostics (warnings and errors, ``path:line:col: rule: reason``) and a one-line summary go to
stderr; ``--json`` prints the JSON report on stdout, ``--report FILE`` writes it to FILE.
Exit codes: 0 ok, 1 something found (partial conversion, warnings, changes under --check),
2 usage, 123 a file could not be read or converted (the others are still done).
"""
from __future__ import annotations

import argparse
import concurrent.futures
import json
import multiprocessing
import os
import sys

from migrate import exit_codes

# the converter (libcst) is imported in run(), so building the parser for `tf1to2 run` stays cheap;
# a test checks this tuple equals migrate.source.convert.MODES
MODES = ("native", "compat")

HELP = "convert TF1 sources (files, directory trees, .ipynb notebooks) into TF2 sources"


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.description = HELP + "\n\n" + _DETAILS
    parser.add_argument("paths", nargs="+", metavar="PATH", help="Python files, directories or .ipynb notebooks")
    parser.add_argument("-o", "--output", metavar="OUT", help="write the results to OUT (file or directory)")
    parser.add_argument("--in-place", action="store_true", help="rewrite the input files (atomically)")
    parser.add_argument("--diff", action="store_true", help="print a unified diff; write nothing")
    parser.add_argument("--check", action="store_true", help="exit 1 if any file would change; write nothing")
    parser.add_argument("--mode", choices=MODES, default="native",
                        help="native: idiomatic TF2 (default); compat: minimal edit, TF1 semantics on TF2")
    parser.add_argument("--report", metavar="FILE", help="write a JSON report to FILE")
    parser.add_argument("--json", action="store_true", help="print the JSON report on stdout")
    parser.add_argument("-j", "--jobs", type=int, default=1, metavar="N", help="convert in N processes (default 1)")


_DETAILS = """\
output: -o OUT | --in-place | --diff/--check (write nothing) | a single file alone: stdout
examples:
  tf1to2 migrate train.py                      # converted source on stdout
  tf1to2 migrate src/ -o src_tf2/ -j 2          # tree -> new tree (other files copied)
  tf1to2 migrate --mode compat --in-place a.py  # minimal TF1-semantics edit, in place
  tf1to2 migrate --check --diff src/            # what would change; exit 1 if anything
exit codes: 0 ok, 1 partial/warnings/would change, 2 usage, 123 unreadable or invalid input"""


def _usage(message: str) -> int:
    print(f"tf1to2 migrate: error: {message}", file=sys.stderr)
    return exit_codes.USAGE


def _validate(args) -> str | None:
    if args.jobs < 1:
        return f"-j {args.jobs}: need at least 1 process"
    if args.output is not None and args.in_place:
        return "-o and --in-place exclude each other"
    if (args.diff or args.check) and (args.output is not None or args.in_place):
        return "--diff and --check never write: drop -o/--in-place"
    return None


def _execute(jobs, args, write, want_diff, want_code) -> list:
    from migrate.source import files

    kwargs = dict(mode=args.mode, write=write, in_place=args.in_place, want_diff=want_diff, want_code=want_code)
    if args.jobs == 1 or len(jobs) < 2:
        return [files.process(job, **kwargs) for job in jobs]
    # spawn, not fork: the parent may hold TensorFlow threads (tests, notebooks)
    context = multiprocessing.get_context("spawn")
    outcomes = []
    with concurrent.futures.ProcessPoolExecutor(max_workers=min(args.jobs, len(jobs)), mp_context=context) as pool:
        futures = [pool.submit(files.process, job, **kwargs) for job in jobs]
        for job, future in zip(jobs, futures):
            try:
                outcomes.append(future.result())
            except Exception as exc:  # a dead worker fails its file, not the run
                outcomes.append(files.error_outcome(job, 1, 1, f"worker failed: {type(exc).__name__}: {exc}", "internal"))
    return outcomes


def run(args) -> int:
    from migrate.source import files, report

    problem = _validate(args)
    if problem:
        return _usage(problem)
    to_stdout = args.output is None and not (args.in_place or args.diff or args.check)
    if to_stdout and (len(args.paths) != 1 or os.path.isdir(args.paths[0])):
        return _usage("several files or a directory need -o OUT, --in-place, --diff or --check")
    if to_stdout and args.json:
        return _usage("--json prints the report on stdout, where the converted file would go: add -o, "
                      "--in-place, --check or --diff, or use --report FILE")
    if args.diff and args.json:
        return _usage("--diff and --json both print on stdout: use --report FILE for the report")
    try:
        jobs = files.plan(args.paths, args.output, copy_other_files=args.output is not None)
    except files.UsageError as exc:
        return _usage(str(exc))

    write = args.output is not None or args.in_place
    outcomes = _execute(jobs, args, write=write, want_diff=args.diff, want_code=to_stdout)

    for line in report.diagnostic_lines(outcomes):
        print(line, file=sys.stderr)
    if to_stdout:
        for outcome in outcomes:
            if outcome.code is not None:
                sys.stdout.write(outcome.code)
    if args.diff:
        for outcome in outcomes:
            sys.stdout.write(outcome.diff)
    payload = report.to_json(outcomes, args.mode)
    if args.json:
        print(json.dumps(payload, indent=2))
    if args.report:
        try:
            files.write_atomic(args.report, (json.dumps(payload, indent=2) + "\n").encode("utf-8"))
        except OSError as exc:
            print(f"tf1to2 migrate: error: cannot write report {args.report}: {exc.strerror or exc}", file=sys.stderr)
            return exit_codes.INTERNAL
    print(report.summary(outcomes, check=args.check), file=sys.stderr)
    return report.exit_code(outcomes, check=args.check)
