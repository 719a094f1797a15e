"""Benchmark: TF1-era Jacobians and gradients by parts (compat_v1), on TF 2.21.

Problems
  dense: x [16, 64] (fed), W [64, 32], b [32] (variables), h = tanh(x W + b),
         loss = mean((h - y0)^2); J = dh/dW of shape [16, 32, 64, 32]
  seed:  the Stack Overflow seed: x = ones[1, 10], w = 0.5 ones[10, 5], out = x w,
         loss = mean(out^2); J = dout/dx of shape [1, 5, 1, 10]

Rows (one fresh subprocess each, so build time and memory are not shared between rows)
  split      compat_v1.jacobian(method="split"): one tf.gradients per output scalar
  pfor       compat_v1.jacobian(method="pfor")
  vjp-sum    tf.gradients(h, W, grad_ys=ones): one VJP (the sum over h), a reference
  direct     tf.gradients(loss, W) (dense) / tf.gradients(loss, x) (seed)
  parts-vjp  compat_v1.gradient_by_parts(loss, h, W, method="vjp") (includes the cut check)
  parts-jac  compat_v1.gradient_by_parts(loss, h, W, method="jacobian")

Columns
  build_s    wall time to add the computation to the graph (Python graph construction)
  ops        operations added to the graph by that construction
  first_s    the first session.run of the result (graph optimisation + kernel set-up + run)
  steady_ms  median session.run time of the result; all methods of a problem are built in
             one separate process and timed round-robin (one run each per round), so the
             shared machine's noise hits them alike and the ratios are fair
  rss_mb     peak resident memory growth of the row's process (ru_maxrss high-water mark)
             from after the problem was set up and run once, to after the build, the first
             run and three more runs: graph construction plus runs, including TensorFlow's
             allocator caching (an upper-bound-ish, process-level number, not a tensor size)
  max_err    max |result - numpy closed form| (float32), so every row is also a check

Usage: python scripts/bench_jacobian.py [--quick] [--suite tf1|tf2|all]
(about 2.5 minutes; --quick only lowers the steady-run repeats: the split build dominates)
If scripts/bench_jacobian_tf2.py exists (with ``rows(quick) -> list[dict]``), its table is
printed after this one for --suite tf2/all.
"""
from __future__ import annotations

import argparse
import json
import os
import subprocess
import sys
import time

HERE = os.path.dirname(os.path.abspath(__file__))
ROOT = os.path.dirname(HERE)
CASES = [(p, m) for p in ("dense", "seed")
         for m in ("split", "pfor", "vjp-sum", "direct", "parts-vjp", "parts-jac")]
COLUMNS = ["problem", "method", "build_s", "ops", "first_s", "steady_ms", "rss_mb", "max_err"]


def _rss_mb() -> float:
    import resource

    return resource.getrusage(resource.RUSAGE_SELF).ru_maxrss / 1024.0  # KiB on Linux


def _problem(name, tf, np):
    """Build the problem in the default graph: (feed, tensors, numpy closed forms)."""
    tf1 = tf.compat.v1
    rng = np.random.default_rng(0)
    if name == "seed":
        x = tf.ones([1, 10])
        w = tf1.get_variable("w", initializer=tf.constant(0.5, shape=[10, 5]))
        out = tf.matmul(x, w)
        loss = tf.reduce_mean(tf.square(out - tf.constant(0.0, shape=[5])))
        xv, wv = np.ones((1, 10)), np.full((10, 5), 0.5)
        ov = xv @ wv
        expect = {
            "jacobian": np.einsum("ij,bk->bjki", wv, np.ones((1, 1))),  # [1, 5, 1, 10]
            "vjp-sum": np.ones((1, 5)) @ wv.T,
            "gradient": (2.0 / ov.size) * ov @ wv.T,  # 5.0 everywhere
        }
        return {}, dict(h=out, wrt=x, loss=loss), expect
    xv = rng.normal(size=(16, 64)).astype(np.float32)
    wv = (rng.normal(size=(64, 32)) / 8).astype(np.float32)
    bv = rng.normal(size=32).astype(np.float32)
    y0v = rng.normal(size=(16, 32)).astype(np.float32)
    x = tf1.placeholder(tf.float32, [16, 64], name="x")
    w = tf1.get_variable("W", initializer=tf.constant(wv))
    b = tf1.get_variable("b", initializer=tf.constant(bv))
    h = tf.tanh(tf.matmul(x, w) + b, name="h")
    loss = tf.reduce_mean(tf.square(h - tf.constant(y0v)))
    hv = np.tanh(xv.astype(np.float64) @ wv + bv)
    dpre = 2.0 * (hv - y0v) / hv.size * (1 - hv ** 2)
    expect = {
        "jacobian": np.einsum("bj,bi,jk->bjik", 1 - hv ** 2, xv, np.eye(32)),
        "vjp-sum": xv.T @ (1 - hv ** 2),
        "gradient": xv.T @ dpre,
    }
    return {x: xv}, dict(h=h, wrt=w, loss=loss), expect


def _build(method, t):
    """Add one method's computation to the default graph: (result tensor, expectation key)."""
    import tensorflow as tf

    from compat_v1 import gradient_by_parts, jacobian

    wrt = t["wrt"]
    if method in ("split", "pfor"):
        return jacobian(t["h"], wrt, method=method), "jacobian"
    if method == "vjp-sum":
        return tf.gradients(t["h"], wrt, grad_ys=tf.ones_like(t["h"]))[0], "vjp-sum"
    if method == "direct":
        return tf.gradients(t["loss"], wrt)[0], "gradient"
    kind = "vjp" if method == "parts-vjp" else "jacobian"
    return gradient_by_parts(t["loss"], t["h"], wrt, method=kind), "gradient"


def run_case(problem: str, method: str) -> dict:
    """One row's build time, op count, first run, memory and error, in this (fresh) process."""
    import numpy as np
    import tensorflow as tf
    from benchlib import once_seconds

    tf1 = tf.compat.v1
    graph = tf.Graph()
    with graph.as_default():
        feed, t, expect = _problem(problem, tf, np)
        sess = tf1.Session(graph=graph)
        sess.run(tf1.global_variables_initializer())
        sess.run(t["h"], feed)
        rss0, ops0 = _rss_mb(), len(graph.get_operations())
        build_s, (result, key) = once_seconds(lambda: _build(method, t))
        ops = len(graph.get_operations()) - ops0
        first_s, value = once_seconds(lambda: sess.run(result, feed))
        for _ in range(3):
            sess.run(result, feed)
        rss = _rss_mb() - rss0
        sess.close()
    err = float(np.max(np.abs(np.asarray(value, np.float64) - expect[key])))
    return dict(problem=problem, method=method, build_s=build_s, ops=ops, first_s=first_s,
                rss_mb=rss, max_err=err)


def run_steady(problem: str, repeats: int) -> dict:
    """Steady run time of every method, built in one graph and timed interleaved.

    Round-robin over the methods, one run each per round, median over ``repeats`` rounds:
    the machine's noise then hits every method alike, so the ratios are fair.
    """
    import statistics

    import numpy as np
    import tensorflow as tf

    tf1 = tf.compat.v1
    methods = [m for p, m in CASES if p == problem]
    graph = tf.Graph()
    with graph.as_default():
        feed, t, _ = _problem(problem, tf, np)
        results = {m: _build(m, t)[0] for m in methods}
        sess = tf1.Session(graph=graph)
        sess.run(tf1.global_variables_initializer())
        for m in methods:
            for _ in range(3):
                sess.run(results[m], feed)
        samples = {m: [] for m in methods}
        for _ in range(repeats):
            for m in methods:
                start = time.perf_counter()
                sess.run(results[m], feed)
                samples[m].append(time.perf_counter() - start)
        sess.close()
    return {m: statistics.median(v) * 1e3 for m, v in samples.items()}


def _subprocess_json(arg, quick) -> dict:
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2")
    cmd = [sys.executable, os.path.abspath(__file__)] + arg
    if quick:
        cmd.append("--quick")
    proc = subprocess.run(cmd, capture_output=True, text=True, env=env, cwd=ROOT)
    lines = [line for line in proc.stdout.splitlines() if line.startswith("{")]
    if proc.returncode != 0 or not lines:
        raise SystemExit(f"{' '.join(arg)} failed:\n{proc.stderr[-3000:]}")
    return json.loads(lines[-1])


def _ratio(rows, problem, a, b, field):
    by = {(r["problem"], r["method"]): r for r in rows}
    return by[(problem, a)][field] / by[(problem, b)][field]


def _targets(rows) -> list[dict]:
    by = {(r["problem"], r["method"]): r for r in rows}
    out = []
    for problem in ("dense", "seed"):
        split, pfor = by[(problem, "split")], by[(problem, "pfor")]
        speedup = (split["build_s"] + split["first_s"]) / (pfor["build_s"] + pfor["first_s"])
        steady = pfor["steady_ms"] / split["steady_ms"]
        parts = _ratio(rows, problem, "parts-vjp", "direct", "steady_ms")
        parts_j = _ratio(rows, problem, "parts-jac", "direct", "steady_ms")
        out += [
            dict(problem=problem, ratio="split/pfor build+first run", value=speedup,
                 target=">= 50" if problem == "dense" else "(info)",
                 met=("yes" if speedup >= 50 else "NO") if problem == "dense" else ""),
            dict(problem=problem, ratio="pfor/split steady run", value=steady,
                 target="<= 1.0" if problem == "dense" else "(info)",
                 met=("yes" if steady <= 1.0 else "NO") if problem == "dense" else ""),
            dict(problem=problem, ratio="parts-vjp/direct steady run", value=parts,
                 target="<= 1.3" if problem == "dense" else "(info)",
                 met=("yes" if parts <= 1.3 else "NO") if problem == "dense" else ""),
            dict(problem=problem, ratio="parts-jac/direct steady run", value=parts_j,
                 target="(info)", met=""),
        ]
    return out


def tf1_rows(quick: bool) -> list[dict]:
    rows = []
    for problem, method in CASES:
        rows.append(_subprocess_json(["--case", f"{problem}:{method}"], quick))
        print(f"  measured {problem}:{method}", file=sys.stderr, flush=True)
    for problem in ("dense", "seed"):
        steady = _subprocess_json(["--steady", problem], quick)
        print(f"  measured steady runs of {problem}", file=sys.stderr, flush=True)
        for row in rows:
            if row["problem"] == problem:
                row["steady_ms"] = steady[row["method"]]
    return rows


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--quick", action="store_true", help="fewer repeats (10 instead of 50)")
    parser.add_argument("--suite", choices=("tf1", "tf2", "all"), default="all")
    parser.add_argument("--case", help=argparse.SUPPRESS)  # internal: one row, JSON out
    parser.add_argument("--steady", help=argparse.SUPPRESS)  # internal: steady runs, JSON out
    args = parser.parse_args(argv)
    repeats = 10 if args.quick else 50
    if args.case:
        problem, method = args.case.split(":")
        print(json.dumps(run_case(problem, method)))
        return 0
    if args.steady:
        print(json.dumps(run_steady(args.steady, repeats)))
        return 0
    from benchlib import print_table  # the script's folder is sys.path[0]

    start = time.perf_counter()
    if args.suite in ("tf1", "all"):
        print(f"compat_v1 (TF1 graph mode): build/ops/first/rss in one fresh process per row; "
              f"steady = median of {repeats} interleaved runs, all methods in one process")
        rows = tf1_rows(args.quick)
        print_table(rows, COLUMNS)
        print()
        print("targets (ratios measured in this run)")
        print_table(_targets(rows), ["problem", "ratio", "value", "target", "met"])
        print("(targets apply to the dense problem; a seed run is ~0.1 ms of session overhead, "
              "so its ratios are noise-level and only informational)")
    if args.suite in ("tf2", "all"):
        if os.path.exists(os.path.join(HERE, "bench_jacobian_tf2.py")):
            import importlib

            tf2 = importlib.import_module("bench_jacobian_tf2")
            print()
            print("migrate (TF2)")
            print_table(tf2.rows(args.quick))
        elif args.suite == "tf2":
            print("scripts/bench_jacobian_tf2.py is not there: no TF2 rows")
    print(f"\ntotal {time.perf_counter() - start:.1f} s", file=sys.stderr)
    return 0


if __name__ == "__main__":
    sys.exit(main())
