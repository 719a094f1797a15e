"""``tf1to2 check [SCRIPT] [--mode native|compat] [-o OUT] [--rtol R] [--atol A] [--timeout S]``.

The main job in one command: migrate SCRIPT (``migrate.convert_source``) into OUT or a new
temporary folder (which is kept, so the converted code can be read), run both eras, compare
(``migrate.compare``), print the migration report and the verdict. Helper modules the script
imports from its own folder are migrated next to the converted script (never over the
originals). With no SCRIPT, the bundled example runs: ``migrate/examples/by_parts_seed.py``,
the gradient-by-parts script from the Stack Overflow question.

Exit codes: 0 equivalent and fully converted; 1 different, or equivalent but the conversion
left compat islands ("partial": constructs left unconverted, as ``migrate`` reports them with
1 too); 2 usage; 123 a side crashed or timed out, or SCRIPT cannot be read or converted.
"""
from __future__ import annotations

import ast
import os
import sys
import tempfile

from migrate import exit_codes
from migrate.commands.compare import add_comparison_options, print_result, validate

HELP = "migrate a TF1 script, run both eras, compare: the whole story in one command"
EXAMPLE = os.path.join(os.path.dirname(os.path.dirname(os.path.abspath(__file__))), "examples", "by_parts_seed.py")


def add_arguments(parser) -> None:
    parser.add_argument("script", nargs="?", metavar="SCRIPT",
                        help="the TF1 script (default: the bundled by-parts gradient example)")
    parser.add_argument("--mode", choices=("native", "compat"), default="native",
                        help="native: idiomatic TF2 (default); compat: minimal change, TF1 semantics")
    parser.add_argument("-o", "--output", metavar="OUT", help="write the converted script here (default: a temp folder)")
    add_comparison_options(parser)
    parser.add_argument("args", nargs="*", metavar="ARGS", help="arguments for both scripts (after --)")


def local_imports(source: str, folder: str) -> list[str]:
    """Files ``NAME.py`` in ``folder`` that ``source`` imports (``import NAME``, ``from NAME import``)."""
    try:
        tree = ast.parse(source)
    except SyntaxError:
        return []
    names = []
    for node in ast.walk(tree):
        if isinstance(node, ast.Import):
            names += [a.name.split(".")[0] for a in node.names]
        elif isinstance(node, ast.ImportFrom) and node.level == 0 and node.module:
            names.append(node.module.split(".")[0])
    return [os.path.join(folder, f"{n}.py") for n in dict.fromkeys(names) if os.path.isfile(os.path.join(folder, f"{n}.py"))]


def migrate_file(path: str, out: str, mode: str, say) -> object:
    """Convert ``path`` into ``out``; returns the ConversionResult (nothing written if it failed)."""
    from migrate.source.convert import convert_source
    from migrate.source.parse import read_source

    source = read_source(path)  # (its PEP 263 / BOM encoding, as migrate reads it; written back in it)
    result = convert_source(source.text, mode=mode, path=path)
    for diagnostic in result.diagnostics:
        say(f"  {diagnostic}")
    if result.status != "failed":
        with open(out, "w", encoding="utf-8-sig" if source.bom else source.encoding, newline="") as f:
            f.write(result.code)
    return result


def run(args) -> int:
    problem = validate(args)
    if problem:
        print(f"tf1to2 check: {problem}", file=sys.stderr)
        return exit_codes.USAGE
    script = args.script or EXAMPLE

    def say(message: str) -> None:
        if not args.json:
            print(message, flush=True)

    if not os.path.isfile(script):
        print(f"tf1to2 check: script not found: {script}", file=sys.stderr)
        return exit_codes.INTERNAL
    if args.script is None:
        say(f"No SCRIPT given: checking the bundled example {script}\n(the gradient-by-parts question: "
            "dL/dx directly and as dL/dout x dout/dx, with a tf.split-loop Jacobian)")
    if args.output:
        out = os.path.abspath(args.output)
        if out == os.path.abspath(script):
            print("tf1to2 check: -o would overwrite SCRIPT itself; choose another path", file=sys.stderr)
            return exit_codes.USAGE
        os.makedirs(os.path.dirname(out), exist_ok=True)
    else:
        # same file name as the original: scripts that print their own __file__ still compare
        out = os.path.join(tempfile.mkdtemp(prefix="tf1to2-check-"), os.path.basename(script))
    say(f"1. migrating {script} ({args.mode} mode)...")
    from migrate.source.diagnostics import ConversionError
    from migrate.source.parse import read_source  # (here: building the parser must not import libcst)

    try:
        result = migrate_file(script, out, args.mode, say)
        source = read_source(script).text  # (its PEP 263 encoding: a latin-1 file failed here, hunt 16 W7)
    except ConversionError as exc:
        print(f"tf1to2 check: cannot read {script}: {exc}", file=sys.stderr)
        return exit_codes.INTERNAL
    except (OSError, UnicodeDecodeError) as exc:
        print(f"tf1to2 check: cannot read {script}: {exc}", file=sys.stderr)
        return exit_codes.INTERNAL
    if result.status == "failed":
        print(f"tf1to2 check: {script} could not be converted (see the report above); nothing to compare",
              file=sys.stderr)
        return exit_codes.INTERNAL
    say(f"   converted code: {out} (status: {result.status}, {len(result.diagnostics)} diagnostics)")
    legacy_dir, out_dir = os.path.dirname(os.path.abspath(script)), os.path.dirname(out)
    if legacy_dir != out_dir:
        for helper in local_imports(source, legacy_dir):
            target = os.path.join(out_dir, os.path.basename(helper))
            if os.path.exists(target):
                say(f"   helper {os.path.basename(helper)} already exists next to the output: not migrated")
                continue
            say(f"   migrating helper module {helper} -> {target}")
            if migrate_file(helper, target, args.mode, say).status == "failed":
                say(f"   helper {helper} could not be converted: the migrated script will import the original")

    def progress(era: str) -> None:
        say("2. running the TF1 era (the original script, TF1 semantics as `tf1to2 run`)..." if era == "legacy"
            else "3. running the TF2 era (the converted script, plain TensorFlow 2, TF1 initial values shared)...")

    from migrate.compare import compare_scripts

    result_cmp = compare_scripts(script, out, rtol=args.rtol, atol=args.atol, timeout=args.timeout,
                                 args=args.args, progress=progress)
    say("4. comparing the printed values:")
    code = print_result(result_cmp, args.json)
    if result.status == "partial":
        say("note: the conversion is partial: some constructs were kept in compat islands (listed above); exit 1")
        if code == exit_codes.OK:
            code = exit_codes.FOUND
    say(f"converted code: {out}")
    return code
