"""Benchmark ``tf1to2 migrate`` against ``tf_upgrade_v2`` (the reference), measured in the same run.

Generates a 2,000-line TF1 script and a tree of smaller TF1 files (placeholders, sessions,
variable scopes, tf.layers, tf.contrib.slim/layers, tf.gradients, optimizers), and a 2,000-line
script that converts fully natively, then times:

* ``convert_source`` in-process, native and compat mode (median of --repeats): the library cost;
* the ``tf1to2 migrate`` command as a user runs it (a fresh process: start-up included), on the
  file and on the tree (-j 1 and -j 2);
* ``tf_upgrade_v2`` (ships with TensorFlow) on the same file and tree, in a fresh process
  (its TensorFlow import is part of what a user waits for, and our tool does not need one).

Prints files/s, lines/s and the ratio to tf_upgrade_v2 (> 1: we are faster). The machine is
shared and noisy: compare ratios, not absolute numbers. Usage::

    python scripts/bench_migrate.py [--lines 2000] [--tree-files 20] [--repeats 3]
"""
from __future__ import annotations

import argparse
import gc
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from benchlib import median_seconds, once_seconds, print_table  # noqa: E402

import libcst as cst  # noqa: E402

from migrate.source.convert import convert_source  # noqa: E402

HEADER = '''"""Generated TF1 training script (benchmark input)."""
import numpy as np
import tensorflow as tf
import tensorflow.contrib.slim as slim

FLAGS = {"lr": 0.01, "steps": 3}
x = tf.placeholder(tf.float32, [None, 16], name="x")
labels = tf.placeholder(tf.float32, [None, 4], name="labels")
'''

BLOCK = '''

def model_{i}(inputs, reuse=False):
    """Block {i}: a small network with every TF1 idiom the converters meet."""
    with tf.variable_scope("block_{i}", reuse=reuse):
        w = tf.get_variable("w", shape=[16, 8], initializer=tf.contrib.layers.xavier_initializer())
        b = tf.get_variable("b", shape=[8], initializer=tf.zeros_initializer())
        h = tf.nn.relu(tf.matmul(inputs, w) + b)  # hidden layer
        h = tf.layers.dense(h, 8, activation=tf.nn.tanh, name="dense")
        with slim.arg_scope([slim.fully_connected], weights_regularizer=slim.l2_regularizer(1e-4)):
            logits = slim.fully_connected(h, 4, activation_fn=None, scope="logits")
        loss = tf.reduce_mean(tf.nn.softmax_cross_entropy_with_logits_v2(labels=labels, logits=logits))
        grads = tf.gradients(loss, [w, b])
        rows = [tf.gradients(r, inputs)[0] for r in tf.unstack(h, axis=1)]
        jac = tf.stack(rows, axis=1)
        train_op = tf.train.AdamOptimizer(FLAGS["lr"], epsilon=1e-8).minimize(loss)
    return loss, grads, jac, train_op


def train_{i}():
    loss, grads, jac, train_op = model_{i}(x)
    feed = {{x: np.ones([2, 16], np.float32), labels: np.eye(4, dtype=np.float32)[:2]}}
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for step in range(FLAGS["steps"]):
            _, value = sess.run([train_op, loss], feed_dict=feed)
            if step % 10 == 0:
                print("step %d loss %.4f" % (step, value))
        print(sess.run(grads, feed_dict=feed)[0].shape, sess.run(jac, feed_dict=feed).shape)
'''


NATIVE_HEADER = '''"""Generated TF1 script that converts natively (benchmark input)."""
import numpy as np
import tensorflow as tf
'''

NATIVE_BLOCK = '''

def experiment_{i}(steps=3):
    """Block {i}: graph, session, gradients, a split-loop Jacobian and training."""
    x = tf.placeholder(tf.float32, [None, 10], name="x")
    w = tf.Variable(0.5 * np.ones([10, 5], np.float32), name="w")
    b = tf.get_variable("b", initializer=tf.zeros([5]))
    out = tf.nn.tanh(tf.matmul(x, w) + b)  # hidden layer
    loss = tf.reduce_mean(tf.square(out))
    grads = tf.gradients(loss, [x, w])
    jac = tf.concat([tf.gradients(o, x)[0] for o in tf.split(out, 5, axis=1)], axis=1)
    train_op = tf.train.GradientDescentOptimizer(0.1).minimize(loss)
    feed = {{x: np.ones([2, 10], np.float32)}}
    with tf.Session() as sess:
        sess.run(tf.global_variables_initializer())
        for step in range(steps):
            _, value = sess.run([train_op, loss], feed_dict=feed)
            if step % 10 == 0:
                print("step %d loss %.4f" % (step, value))
        print(sess.run(grads, feed_dict=feed)[1].shape, sess.run(jac, feed_dict=feed).shape)
'''


def make_source(lines: int, header: str = HEADER, block: str = BLOCK) -> str:
    """A TF1 script of at least ``lines`` lines (whole blocks). The default blocks mix every
    idiom (some are compat islands); ``NATIVE_HEADER``/``NATIVE_BLOCK`` convert fully."""
    text, i = header, 0
    while text.count("\n") < lines:
        text += block.format(i=i)
        i += 1
    return text


def _gc_paused(fn, *args):
    """``fn(*args)`` with the cyclic GC paused, as ``convert_source`` runs its parse (libcst's
    many new nodes otherwise trigger collections that double the parse time)."""
    was = gc.isenabled()
    gc.disable()
    try:
        return fn(*args)
    finally:
        if was:
            gc.enable()


def run_cli(argv: list[str]) -> None:
    env = dict(os.environ, TF_CPP_MIN_LOG_LEVEL="3")
    result = subprocess.run(argv, capture_output=True, text=True, env=env)
    if result.returncode not in (0, 1):
        raise RuntimeError(f"{' '.join(argv)} exited {result.returncode}:\n{result.stderr[-2000:]}")


def tf_upgrade_v2_command() -> list[str]:
    script = shutil.which("tf_upgrade_v2") or str(Path(sys.executable).with_name("tf_upgrade_v2"))
    if os.path.exists(script):
        return [script]
    return [sys.executable, "-m", "tensorflow.tools.compatibility.tf_upgrade_v2_main"]


def main(argv=None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--lines", type=int, default=2000)
    parser.add_argument("--tree-files", type=int, default=20)
    parser.add_argument("--repeats", type=int, default=3)
    args = parser.parse_args(argv)

    work = Path(tempfile.mkdtemp(prefix="bench_migrate_"))
    try:
        big = make_source(args.lines)
        big_lines = big.count("\n")
        big_path = work / "big_tf1.py"
        big_path.write_text(big)
        tree = work / "tree"
        tree.mkdir()
        small = make_source(args.lines // args.tree_files)
        for k in range(args.tree_files):
            (tree / f"m{k:03d}.py").write_text(small)
        tree_lines = small.count("\n") * args.tree_files

        rows = []

        def row(what, tool, files, lines, seconds):
            rows.append(dict(what=what, tool=tool, files=files, lines=lines, seconds=seconds,
                             files_per_s=files / seconds, lines_per_s=lines / seconds))

        # library cost, in-process (imports already paid)
        for mode in ("native", "compat"):
            seconds = median_seconds(lambda: convert_source(big, mode=mode, path="big_tf1.py"),
                                     repeats=args.repeats, warmup=1)
            status = convert_source(big, mode=mode).status
            row(f"1 file, in-process ({status})", f"convert_source {mode}", 1, big_lines, seconds)

        # CPU time of the same calls: what an idle machine's wall time would be (the machine is
        # shared); libcst's parse alone is the floor any libcst-based converter pays
        native_src = make_source(args.lines, NATIVE_HEADER, NATIVE_BLOCK)
        inputs = {"mixed": big, "all-native": native_src}
        cpu = {}
        for label, text in inputs.items():
            for what, fn in (("libcst parse only", lambda: _gc_paused(cst.parse_module, text)),
                             ("native", lambda: convert_source(text, mode="native", path="big_tf1.py")),
                             ("compat", lambda: convert_source(text, mode="compat", path="big_tf1.py"))):
                samples = []
                for _ in range(args.repeats):
                    start = time.process_time()
                    fn()
                    samples.append(time.process_time() - start)
                cpu[(label, what)] = statistics.median(samples)
        statuses = {label: convert_source(text, mode="native").status for label, text in inputs.items()}

        # as a user runs it: one command, fresh process
        ours = [sys.executable, "-m", "migrate.cli", "migrate"]
        for mode in ("native", "compat"):
            seconds = median_seconds(
                lambda: run_cli(ours + ["--mode", mode, str(big_path), "-o", str(work / f"out_{mode}.py")]),
                repeats=args.repeats, warmup=0)
            row("1 file, command", f"tf1to2 migrate --mode {mode}", 1, big_lines, seconds)
        ref_file, _ = once_seconds(lambda: run_cli(
            tf_upgrade_v2_command() + ["--infile", str(big_path), "--outfile", str(work / "out_ref.py"),
                                       "--reportfile", str(work / "report_file.txt")]))
        row("1 file, command", "tf_upgrade_v2", 1, big_lines, ref_file)

        for mode, jobs in (("native", 1), ("native", 2), ("compat", 1)):
            out = work / f"tree_out_{mode}_{jobs}"
            seconds, _ = once_seconds(lambda: run_cli(ours + ["--mode", mode, "-j", str(jobs), str(tree),
                                                              "-o", str(out)]))
            row(f"tree of {args.tree_files}, command", f"tf1to2 migrate --mode {mode} -j {jobs}", args.tree_files,
                tree_lines, seconds)
        ref_tree, _ = once_seconds(lambda: run_cli(
            tf_upgrade_v2_command() + ["--intree", str(tree), "--outtree", str(work / "tree_ref"),
                                       "--reportfile", str(work / "report_tree.txt")]))
        row(f"tree of {args.tree_files}, command", "tf_upgrade_v2", args.tree_files, tree_lines, ref_tree)

        for r in rows:
            reference = ref_tree if r["what"].startswith("tree") else ref_file
            r["vs_tf_upgrade_v2"] = reference / r["seconds"]
        print(f"input: {big_lines}-line file; tree of {args.tree_files} files x {small.count(chr(10))} lines; "
              f"load average {os.getloadavg()[0]:.1f} on {os.cpu_count()} cores")
        print_table(rows, ["what", "tool", "files", "lines", "seconds", "files_per_s", "lines_per_s",
                           "vs_tf_upgrade_v2"])
        print("vs_tf_upgrade_v2 = tf_upgrade_v2 seconds / our seconds (> 1: faster than the reference)")
        print()
        print(f"CPU seconds, in-process, median of {args.repeats} (target: native < 1 s for 2,000 lines)")
        cpu_rows = []
        for label, text in inputs.items():
            parse = cpu[(label, "libcst parse only")]
            for what in ("libcst parse only", "native", "compat"):
                cpu_rows.append(dict(input=f"{label} ({text.count(chr(10))} lines, native: {statuses[label]})",
                                     what=what, cpu_s=cpu[(label, what)], vs_parse=cpu[(label, what)] / parse))
        print_table(cpu_rows, ["input", "what", "cpu_s", "vs_parse"])
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
