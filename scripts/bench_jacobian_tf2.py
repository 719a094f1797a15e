"""TF2 rows of the Jacobian benchmark: migrate.jacobian / gradient_by_parts against TF baselines.

``rows(quick)`` returns dict rows (case, what, seconds or MB, baseline, ratio, target);
scripts/bench_jacobian.py prints them next to the TF1 rows. Run alone:

    python scripts/bench_jacobian_tf2.py [--quick]

All ratios compare against a baseline measured in the same run. Memory rows run each case in
a fresh subprocess (Linux): after TF start-up and a warm-up Jacobian of a small problem, the
high-water mark of the resident set is reset (``/proc/self/clear_refs``), and the row reports
VmHWM after the first (tracing + running) call minus VmRSS before it. That includes tracing,
TF's allocator slack and the output itself: an honest upper bound on what the call needed.
"""
from __future__ import annotations

import json
import os
import random
import statistics
import subprocess
import sys
import time

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
sys.path.insert(0, os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")

from benchlib import print_table  # noqa: E402


def interleaved(fns: dict, repeats: int, warmup: int = 2) -> dict:
    """Median seconds per call of each fn, timed round-robin (one call of each per round, in a
    shuffled order), so the shared machine's load and the cache pollution left by a slow
    contender hit every contender alike and the ratios stay fair."""
    for fn in fns.values():
        for _ in range(warmup):
            fn()
    samples = {k: [] for k in fns}
    order = list(fns)
    shuffle = random.Random(0).shuffle
    for _ in range(repeats):
        shuffle(order)
        for k in order:
            fn = fns[k]
            start = time.perf_counter()
            fn()
            samples[k].append(time.perf_counter() - start)
    return {k: statistics.median(v) for k, v in samples.items()}


def _dense_rows(quick):
    import tensorflow as tf

    import migrate

    rng = tf.random.Generator.from_seed(0)
    x = rng.normal([16, 64])
    W = rng.normal([64, 32])
    b = rng.normal([32])

    def dense(w):
        return tf.tanh(tf.matmul(x, w) + b)

    def eager_tape():
        with tf.GradientTape() as tape:
            tape.watch(W)
            h = dense(W)
        return tape.jacobian(h, W)

    @tf.function
    def hand_written(w):
        with tf.GradientTape() as tape:
            tape.watch(w)
            h = dense(w)
        return tape.jacobian(h, w)

    def ours():
        return migrate.jacobian(dense, W)

    t = interleaved({"eager": lambda: eager_tape().numpy(),
                     "fn": lambda: hand_written(W).numpy(),
                     "ours": lambda: ours().numpy()}, repeats=5 if quick else 15)
    t_eager, t_fn, t_ours = t["eager"], t["fn"], t["ours"]
    t = interleaved({"fn": lambda: hand_written(W).numpy(), "ours": lambda: ours().numpy()},
                    repeats=31 if quick else 201)
    t_fn, t_ours = t["fn"], t["ours"]
    return [
        dict(case="dense J=dh/dW [16,32,64,32]", what="migrate.jacobian (eager, repeated)",
             value=t_ours, unit="s", baseline="eager tape.jacobian", base=t_eager,
             ratio=t_eager / t_ours, target=">= 20x faster"),
        dict(case="dense J=dh/dW [16,32,64,32]", what="migrate.jacobian (eager, repeated)",
             value=t_ours, unit="s", baseline="tape.jacobian in tf.function", base=t_fn,
             ratio=t_ours / t_fn, target="<= 1.2x slower"),
    ]


def _mode_rows(quick):
    import tensorflow as tf

    import migrate

    rng = tf.random.Generator.from_seed(1)
    reps = 11 if quick else 31
    rows = []
    # tall: few inputs, many outputs (forward wins); wide: many inputs, few outputs (reverse)
    A_tall = rng.normal([4096, 8])
    A_wide = rng.normal([8, 4096])
    for name, A, n_in in (("tall  R^8 -> R^4096", A_tall, 8), ("wide  R^4096 -> R^8", A_wide, 4096)):
        def f(v, A=A):
            return tf.sin(tf.linalg.matvec(A, v))

        v = rng.normal([n_in])
        t = interleaved({m: (lambda m=m: migrate.jacobian(f, v, mode=m).numpy())
                         for m in ("auto", "reverse", "forward")}, repeats=reps)
        t_auto, t_rev, t_fwd = t["auto"], t["reverse"], t["forward"]
        rows.append(dict(case=name, what="jacobian mode=auto", value=t_auto, unit="s",
                         baseline="mode=reverse", base=t_rev, ratio=t_rev / t_auto,
                         target="auto >= best of both"))
        rows.append(dict(case=name, what="jacobian mode=auto", value=t_auto, unit="s",
                         baseline="mode=forward", base=t_fwd, ratio=t_fwd / t_auto,
                         target=""))
    return rows


def _parts_case(batch, width, quick):
    import tensorflow as tf

    import migrate

    rng = tf.random.Generator.from_seed(2)
    x = rng.normal([batch, width])
    W1, W2 = rng.normal([width, width]) / width ** 0.5, rng.normal([width, 10]) / width ** 0.5

    def f1(h):
        return tf.tanh(h @ W1)

    def f2(h):
        return tf.nn.softplus(h @ W2)

    def f3(h):
        return tf.reduce_mean(tf.square(h))

    parts = [f1, f2, f3]

    def direct():
        with tf.GradientTape() as tape:
            tape.watch(x)
            loss = f3(f2(f1(x)))
        return tape.gradient(loss, x)

    def hand_chain():
        # the floor for any by-parts VJP: one tape per part, output_gradients chained by hand
        tapes, h = [], x
        for f in parts:
            with tf.GradientTape() as tape:
                tape.watch(h)
                out = f(h)
            tapes.append((tape, h, out))
            h = out
        g = None
        for tape, inp, out in reversed(tapes):
            g = tape.gradient(out, inp, output_gradients=g)
        return g

    def by_parts():
        return migrate.gradient_by_parts(parts, x, method="vjp")

    def unchecked():
        return migrate.gradient_by_parts(parts, x, method="vjp", check=False)

    reps = 21 if quick else 101
    direct_fn, parts_fn = tf.function(direct), tf.function(by_parts)
    t = interleaved({"direct": lambda: direct().numpy(), "vjp": lambda: by_parts().numpy(),
                     "unchecked": lambda: unchecked().numpy(),
                     "hand": lambda: hand_chain().numpy(),
                     "direct_fn": lambda: direct_fn().numpy(),
                     "vjp_fn": lambda: parts_fn().numpy()}, repeats=reps)
    t_direct, t_vjp, t_direct_fn, t_vjp_fn = t["direct"], t["vjp"], t["direct_fn"], t["vjp_fn"]
    t_unchecked, t_hand = t["unchecked"], t["hand"]
    case = f"3-part chain x[{batch},{width}]"
    return [
        dict(case=case + " eager", what="hand-written 3-tape chain (floor)", value=t_hand, unit="s",
             baseline="direct tape.gradient", base=t_direct, ratio=t_hand / t_direct,
             target="(reference)"),
        dict(case=case + " eager", what="gradient_by_parts(vjp)", value=t_vjp, unit="s",
             baseline="direct tape.gradient", base=t_direct, ratio=t_vjp / t_direct,
             target="<= 1.3x slower"),
        dict(case=case + " eager", what="gradient_by_parts(vjp, check=False)",
             value=t_unchecked, unit="s", baseline="direct tape.gradient", base=t_direct,
             ratio=t_unchecked / t_direct, target="<= 1.3x slower"),
        dict(case=case + " tf.function", what="gradient_by_parts(vjp)", value=t_vjp_fn,
             unit="s", baseline="direct tape.gradient", base=t_direct_fn,
             ratio=t_vjp_fn / t_direct_fn, target="<= 1.3x slower"),
    ]


def _parts_rows(quick):
    # small: per-call eager overhead dominates (one tape.gradient per part vs one in total);
    # medium: the arithmetic dominates
    return _parts_case(64, 256, quick) + _parts_case(512, 1024, quick)


# ---------------------------------------------------------------- memory (subprocesses)

_MEMORY_CHILD = r"""
import json, resource, sys
import tensorflow as tf
import migrate
n_in, hidden, n_out, budget, mode = sys.argv[1:6]
n_in, hidden, n_out = int(n_in), int(hidden), int(n_out)
budget = None if budget == "none" else int(budget)
A = tf.random.stateless_normal([hidden, n_in], [1, 2], dtype=tf.float64) / n_in ** 0.5
B = tf.random.stateless_normal([n_out, hidden], [3, 4], dtype=tf.float64) / hidden ** 0.5

def f(v):
    return tf.linalg.matvec(B, tf.tanh(tf.linalg.matvec(A, v)))

# warm up TF's kernels, pfor and the allocator on a small problem of the same kind
migrate.jacobian(lambda v: tf.linalg.matvec(B[:8, :8], tf.tanh(tf.linalg.matvec(A[:8, :8], v))),
                 tf.ones([8], tf.float64), mode=mode, chunk_size=3).numpy()
v = tf.ones([n_in], tf.float64)

def status(field):
    for line in open("/proc/self/status"):
        if line.startswith(field + ":"):
            return int(line.split()[1]) * 1024

growth = []
for call in range(2):  # the first call traces (and keeps the trace), the second only runs
    with open("/proc/self/clear_refs", "w") as fh:  # reset the high-water mark (VmHWM)
        fh.write("5")
    before = status("VmRSS")
    J = migrate.jacobian(f, v, mode=mode, max_memory=budget)
    growth.append(status("VmHWM") - before)
    del J
print(json.dumps({"first": growth[0], "second": growth[1], "output": n_in * n_out * 8}))
"""


def _memory_case(n_in, hidden, n_out, budget, mode):
    # a fixed mmap threshold: large buffers come from (and return to) the OS, so RSS shows
    # them, instead of glibc reusing freed heap that RSS already counted
    # oneDNN's pooled CPU allocator keeps freed memory resident, which would hide the peak;
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="2", MALLOC_MMAP_THRESHOLD_="131072",
               TF_ENABLE_ONEDNN_OPTS="0")
    root = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
    proc = subprocess.run(
        [sys.executable, "-c", _MEMORY_CHILD, str(n_in), str(hidden), str(n_out),
         str(budget or "none"), mode],
        capture_output=True, text=True, env=env, cwd=root, timeout=600,
    )
    if proc.returncode:
        raise RuntimeError(proc.stderr[-2000:])
    return json.loads(proc.stdout.strip().splitlines()[-1])


def _memory_rows(quick):
    # J = dy/dv for y = B tanh(A v): each Jacobian row (reverse) or column (forward) carries a
    # cotangent/tangent through the wide hidden layer, so the unchunked working set is
    # rows x hidden, far larger than J itself
    n_in, hidden, n_out = (500, 4000, 1000) if quick else (1000, 8000, 2000)
    mb = 2**20
    out = []
    for mode in ("reverse", "forward"):
        output = n_in * n_out * 8
        budget = output // 2  # the Jacobian is twice the budget
        free = _memory_case(n_in, hidden, n_out, None, mode)
        bounded = _memory_case(n_in, hidden, n_out, budget, mode)
        limit = budget + output
        case = f"J [{n_out},{n_in}] f64 = {output / mb:.1f} MB, hidden {hidden}, {mode}"
        for call in ("first", "second"):
            out.append(dict(case=case, what=f"peak RSS growth, {call} call, no max_memory",
                            value=free[call] / mb, unit="MB", baseline="budget + output",
                            base=limit / mb, ratio=free[call] / limit, target="(reference)"))
            out.append(dict(case=case,
                            what=f"peak RSS growth, {call} call, max_memory={budget / mb:.1f} MB",
                            value=bounded[call] / mb, unit="MB", baseline="budget + output",
                            base=limit / mb, ratio=bounded[call] / limit, target="<= 1.5x"))
    return out


def rows(quick: bool) -> list[dict]:
    """All TF2 benchmark rows (a few seconds with quick=True, about a minute without)."""
    out = []
    out += _dense_rows(quick)
    out += _mode_rows(quick)
    out += _parts_rows(quick)
    out += _memory_rows(quick)
    return out


def main(argv=None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    print_table(rows(quick="--quick" in argv),
                ["case", "what", "value", "unit", "baseline", "base", "ratio", "target"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
