"""What ``tf1to2 run`` costs over a hand-made TF1 set-up, per legacy script (wall time).

Baseline, measured in the same run: ``python -c`` that selects legacy Keras, imports
``tensorflow.compat.v1``, calls ``disable_v2_behavior()`` and execs the script with ``tf`` bound
to the v1 module (its ``import tensorflow as tf`` line blanked) -- the minimum any runner must do.
Compared: ``tf1to2 run SCRIPT`` (in-process) and ``tf1to2 run --timeout 600 SCRIPT`` (a child).
Each is timed as median wall time and as median CPU time (user + system of the child
processes); on a shared machine the CPU ratio is the number to trust.

    python scripts/bench_runner.py [--repeats N]
"""
from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
from benchlib import median_seconds, print_table  # noqa: E402

ROOT = Path(__file__).resolve().parents[1]
LEGACY = ROOT / "tests" / "fixtures" / "legacy"
SCRIPTS = ["session_with_block.py", "linear_regression_sgd.py", "layers_dense.py", "hessians.py"]
TF1TO2 = [str(Path(sys.executable).with_name("tf1to2"))]
BASELINE = (
    "import os, sys; os.environ['TF_USE_LEGACY_KERAS'] = '1'; os.environ['TF_CPP_MIN_LOG_LEVEL'] = '2'\n"
    "import tensorflow.compat.v1 as tf; tf.disable_v2_behavior()\n"
    "path = sys.argv[1]; source = open(path).read().replace('import tensorflow as tf', 'pass')\n"
    "exec(compile(source, path, 'exec'), {'__name__': '__main__', '__file__': path, 'tf': tf})\n"
)


def _run(command):
    env = {k: v for k, v in os.environ.items() if k != "TF_USE_LEGACY_KERAS"}
    result = subprocess.run(command, capture_output=True, text=True, env=env, cwd=LEGACY)
    if result.returncode != 0:
        raise SystemExit(f"{command} failed:\n{result.stderr}")
    return result.stdout


def cpu_seconds(command) -> float:
    """user + system CPU time of running ``command`` (robust on a loaded machine, unlike wall)."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    _run(command)
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    return (after.ru_utime - before.ru_utime) + (after.ru_stime - before.ru_stime)


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)
    rows = []
    for script in SCRIPTS:
        path = str(LEGACY / script)
        baseline_out = _run([sys.executable, "-c", BASELINE, path])
        assert _run(TF1TO2 + ["run", path]) == baseline_out, f"{script}: outputs differ"
        commands = {"baseline": [sys.executable, "-c", BASELINE, path], "run": TF1TO2 + ["run", path],
                    "run --timeout": TF1TO2 + ["run", "--timeout", "600", path]}
        row = {"script": script}
        for label, command in commands.items():
            row[f"{label} wall s"] = median_seconds(lambda: _run(command), repeats=args.repeats, warmup=0)
            row[f"{label} cpu s"] = statistics.median(cpu_seconds(command) for _ in range(args.repeats))
        for label in ("run", "run --timeout"):
            row[f"{label} cpu/base"] = row[f"{label} cpu s"] / row["baseline cpu s"]
        rows.append(row)
    print_table(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
