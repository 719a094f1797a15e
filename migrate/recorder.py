"""Record a script's values in one TensorFlow era (the child process ``tf1to2 compare`` spawns).

    python -m migrate.recorder --era legacy|modern --record OUT.jsonl [--init-values FILE]
                               [--seed N] [--path DIR]... SCRIPT [ARGS...]

``legacy``: TF1 semantics as ``tf1to2 run`` gives them (``compat_v1.runner``); records prints and
``Session.run`` results, and writes the variables' initial values to ``--init-values`` (npz).
``modern``: plain TensorFlow 2; records prints; when ``--init-values`` names an existing file,
variables whose names match a TF1 variable start from its value (``migrate.recording.names``).
Both: ``random``, ``numpy`` and TensorFlow seeded with ``--seed`` (default 0); ``--path`` dirs are
appended to ``sys.path`` (the legacy script's folder, so a migrated copy finds its helpers).
The exit code is the script's. Records are JSON lines, flushed one by one
(``migrate.recording.hooks``).
"""
from __future__ import annotations

import argparse
import importlib.abc
import importlib.util
import os
import random
import runpy
import sys
import traceback


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="python -m migrate.recorder", description=__doc__.split("\n\n")[0])
    p.add_argument("--era", choices=("legacy", "modern"), required=True)
    p.add_argument("--record", required=True, help="JSON-lines output file")
    p.add_argument("--init-values", help="npz file: written by the legacy era, read by the modern era")
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--path", action="append", default=[], help="directory appended to sys.path")
    p.add_argument("script")
    p.add_argument("args", nargs=argparse.REMAINDER)
    return p


def _seed_python(seed: int) -> None:
    import numpy as np

    random.seed(seed)
    np.random.seed(seed)


def _run_modern(script: str, argv: list[str], on_uncaught) -> int:
    """Like ``python SCRIPT ARGV...`` (plain TF2): returns the exit code; ``on_uncaught(exc)``
    gets the script's uncaught exception."""
    path = os.path.abspath(script)
    saved = sys.argv, sys.path[:1]
    sys.argv = [script, *argv]
    sys.path[:1] = [os.path.dirname(path)]
    try:
        runpy.run_path(path, run_name="__main__")
    except SystemExit as exc:
        if exc.code is None:
            return 0
        if isinstance(exc.code, int):
            return exc.code
        print(exc.code, file=sys.stderr)
        return 1
    except BaseException as exc:  # noqa: BLE001 - the script's own uncaught exception
        sys.stdout.flush()
        _print_user_traceback(exc)
        on_uncaught(exc)
        return 1
    finally:
        sys.stdout.flush()
        sys.argv, sys.path[:1] = saved
    return 0


class _AfterImport(importlib.abc.MetaPathFinder):
    """Calls ``callback()`` once module ``name`` has been executed (TF2 era: a script that never
    imports TensorFlow does not pay for its import)."""

    def __init__(self, name: str, callback):
        self.name, self.callback, self.done = name, callback, False

    def find_spec(self, fullname, path=None, target=None):
        if fullname != self.name or self.done:
            return None
        self.done = True
        spec = importlib.util.find_spec(fullname)
        if spec is None or spec.loader is None:
            return spec
        loader, callback = spec.loader, self.callback
        original = loader.exec_module

        def exec_module(module):
            original(module)
            callback()

        loader.exec_module = exec_module
        return spec


def _after_import(name: str, callback) -> None:
    if name in sys.modules:
        callback()
    else:
        sys.meta_path.insert(0, _AfterImport(name, callback))


def _print_user_traceback(exc: BaseException) -> None:
    """The traceback without the recorder's and runpy's frames (as ``python SCRIPT`` shows it)."""
    tb = exc.__traceback__
    while tb is not None and (tb.tb_frame.f_code.co_filename in (__file__, "<frozen runpy>")
                              or "runpy" in tb.tb_frame.f_code.co_filename):
        tb = tb.tb_next
    traceback.print_exception(type(exc), exc, tb)


def _seed_graph_mode(tf, seed: int) -> None:
    """A converted file with a compat island turns graph mode on itself
    (``tf.compat.v1.disable_v2_behavior()``); the eager ``tf.random.set_seed`` does not reach
    its default graph, where the legacy era's graph got ``seed``: an op-seeded draw
    (``shuffle(seed=2)``) would pair another graph seed with its op seed. The global default
    graph (the one graph mode then builds in) gets ``seed`` now, as in the legacy era; eager
    code and its ``tf.function`` graphs read the eager seed, not this one."""
    tf.compat.v1.get_default_graph().seed = seed


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_args(argv)
    from migrate.recording import hooks

    writer = hooks.RecordWriter(args.record)
    script = os.path.abspath(args.script)
    sys.path.extend(os.path.abspath(p) for p in args.path)
    _seed_python(args.seed)
    if args.era == "legacy":
        from compat_v1 import runner

        runner.install_tf1_semantics(os.path.dirname(script))
        import tensorflow as tf

        tf.compat.v1.set_random_seed(args.seed)
        hooks.install_legacy_hooks(writer, hooks.InitDump(args.init_values))
        hooks.install_print_hook(writer)
        runner.user_builtins()["print"] = __import__("builtins").print
        code = runner.run_path(script, args.args, on_uncaught=writer.uncaught)
    else:
        os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
        legacy, trainable, redrawn = [], {}, set()
        if args.init_values and os.path.exists(args.init_values):
            legacy, trainable, redrawn = hooks.load_init_values(args.init_values)

        def on_tensorflow_import():
            import tensorflow as tf

            tf.random.set_seed(args.seed)
            _seed_graph_mode(tf, args.seed)
            hooks.install_modern_hooks(writer, legacy, trainable, redrawn)

        _after_import("tensorflow", on_tensorflow_import)
        hooks.install_print_hook(writer)
        code = _run_modern(script, args.args, writer.uncaught)
    sys.stdout.flush()
    sys.stderr.flush()
    writer.close(code)
    return code


if __name__ == "__main__":
    sys.exit(main())
