"""Regression check of the converter on a corpus: what a change did to every file's output.

Converts every ``.py`` file under the given folders (default: the legacy fixtures and the
red-team corpus, ``tests/corpus``) twice, with the converter of a git revision (``--base``,
checked out into a temporary worktree) and with the working tree, in two processes that run
side by side, and lists each file whose converted code, status or diagnostics differ. No
TensorFlow is imported (conversion never imports it). Exit status: 0 when nothing changed, 1
when some file changed (each is printed), 2 on a usage error.

A changed file is not a failure by itself: each one is to be judged again (``tf1to2 check
FILE``), which is why this lists them instead of asserting. Usage::

    python scripts/corpus_diff.py --base HEAD              # what the uncommitted change does
    python scripts/corpus_diff.py --base 4f5f5c9 --diff    # ... with a unified diff of each file
    python scripts/corpus_diff.py --base HEAD~3 tests/corpus/hunt31

``--save DIR`` also writes both sides' outputs (``DIR/base/...``, ``DIR/head/...``, the
diagnostics beside each as ``.diag``) for a closer look.
"""
from __future__ import annotations

import argparse
import difflib
import json
import os
import subprocess
import sys
import tempfile
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
DEFAULT_FOLDERS = ("tests/fixtures/legacy", "tests/corpus")


def corpus_files(folders: list[str]) -> list[Path]:
    """Every ``.py`` file under ``folders`` (relative to the repository), sorted."""
    files: list[Path] = []
    for folder in folders:
        path = (REPO / folder).resolve()
        if path.is_file():
            files.append(path)
        elif path.is_dir():
            files.extend(sorted(p for p in path.rglob("*.py") if "__pycache__" not in p.parts))
        else:
            raise SystemExit(f"corpus_diff: {folder}: no such file or folder")
    return files


def _dump(out_json: str, files: list[str]) -> None:
    """Worker (run with the converter to use first on ``sys.path``): converts ``files`` and
    writes ``{path: {"status", "code", "diagnostics"}}`` to ``out_json``."""
    from migrate.source.convert import convert_source

    results = {}
    for name in files:
        text = Path(name).read_text(encoding="utf-8")
        try:
            result = convert_source(text, path=Path(name).name)
            results[name] = {
                "status": result.status,
                "code": result.code,
                "diagnostics": [str(d) + f" [{d.severity}]" for d in result.diagnostics],
            }
        except Exception as error:  # a converter crash is a result to compare, not a stop
            results[name] = {"status": "crashed", "code": "", "diagnostics": [repr(error)]}
    Path(out_json).write_text(json.dumps(results), encoding="utf-8")


def _start_dump(root: Path, files: list[Path], out_json: Path) -> subprocess.Popen:
    """Starts a worker converting ``files`` with the ``migrate`` package found in ``root``."""
    env = dict(os.environ, PYTHONPATH=str(root))
    list_file = out_json.with_suffix(".list")
    list_file.write_text("\n".join(map(str, files)), encoding="utf-8")
    return subprocess.Popen(
        [sys.executable, "-c",
         "import sys; sys.path.insert(0, sys.argv[1]); "
         "sys.path.insert(0, sys.argv[2]); import corpus_diff; "
         "corpus_diff._dump(sys.argv[3], open(sys.argv[4]).read().split('\\n'))",
         str(root), str(Path(__file__).resolve().parent), str(out_json), str(list_file)],
        env=env, cwd=str(root))


def _describe(name: str, base: dict, head: dict, show_diff: bool) -> list[str]:
    """The lines printed for one changed file."""
    lines = [f"{_shown(name)}: {base['status']} -> {head['status']}"]
    gone = [d for d in base["diagnostics"] if d not in head["diagnostics"]]
    new = [d for d in head["diagnostics"] if d not in base["diagnostics"]]
    lines += [f"  - {d}" for d in gone] + [f"  + {d}" for d in new]
    if base["code"] != head["code"]:
        diff = list(difflib.unified_diff(base["code"].splitlines(), head["code"].splitlines(),
                                         "base", "head", lineterm="", n=1))
        changed = sum(1 for line in diff[2:] if line[:1] in "+-")
        lines.append(f"  code: {changed} lines changed")
        if show_diff:
            lines += ["    " + line for line in diff]
    return lines


def _shown(name: str) -> str:
    """``name`` relative to the repository when it is inside it."""
    path = Path(name)
    return str(path.relative_to(REPO)) if path.is_relative_to(REPO) else str(path)


def _save(folder: Path, results: dict) -> None:
    for name, result in results.items():
        target = folder / _shown(name).lstrip("/")
        target.parent.mkdir(parents=True, exist_ok=True)
        target.write_text(result["code"], encoding="utf-8")
        target.with_suffix(".diag").write_text("\n".join(result["diagnostics"]) + "\n",
                                               encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("folders", nargs="*", default=list(DEFAULT_FOLDERS),
                        help="files or folders, relative to the repository or absolute (default: %(default)s)")
    parser.add_argument("--base", required=True, help="git revision to compare against")
    parser.add_argument("--diff", action="store_true", help="print a unified diff of each file")
    parser.add_argument("--save", metavar="DIR", help="write both sides' outputs under DIR")
    args = parser.parse_args(argv)
    files = corpus_files(args.folders)
    with tempfile.TemporaryDirectory(prefix="corpus_diff_") as tmp:
        worktree = Path(tmp) / "base"
        added = subprocess.run(["git", "-C", str(REPO), "worktree", "add", "--detach", "-q",
                                str(worktree), args.base], capture_output=True, text=True)
        if added.returncode:
            print(f"corpus_diff: cannot check out {args.base!r}: {added.stderr.strip()}",
                  file=sys.stderr)
            return 2
        try:
            jobs = {side: _start_dump(root, files, Path(tmp) / f"{side}.json")
                    for side, root in (("base", worktree), ("head", REPO))}
            for side, job in jobs.items():
                if job.wait():
                    print(f"corpus_diff: the {side} converter's worker failed", file=sys.stderr)
                    return 2
            base = json.loads((Path(tmp) / "base.json").read_text(encoding="utf-8"))
            head = json.loads((Path(tmp) / "head.json").read_text(encoding="utf-8"))
        finally:
            subprocess.run(["git", "-C", str(REPO), "worktree", "remove", "--force",
                            str(worktree)], capture_output=True)
    if args.save:
        _save(Path(args.save) / "base", base)
        _save(Path(args.save) / "head", head)
    changed = [name for name in map(str, files) if base[name] != head[name]]
    for name in changed:
        print("\n".join(_describe(name, base[name], head[name], args.diff)))
    crashed = sum(1 for result in head.values() if result["status"] == "crashed")
    print(f"corpus_diff: {len(files)} files, {len(changed)} changed against {args.base}"
          f"{f', {crashed} crash the converter' if crashed else ''}", file=sys.stderr)
    return 1 if changed else 0


if __name__ == "__main__":
    sys.exit(main())
