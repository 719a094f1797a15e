"""Run an unmodified TF1 script in this process, with TF1 semantics (what ``tf1to2 run`` does).

Two calls, in order::

    install_tf1_semantics(script_dir)   # legacy Keras, import TF, disable v2 behaviour, facade
    code = run_path(script, argv)       # like `python SCRIPT ARGV...`; returns the exit code

``install_tf1_semantics`` switches TensorFlow's global mode for the whole process, so it belongs
in a process of its own (the CLI, ``python -m compat_v1``, or a child the ``compare`` tool spawns),
never in a shared test process. How ``import tensorflow`` is redirected for user code only is
described in ``compat_v1.facade``.

CAVEATS:
1. Only import statements are redirected: ``importlib.import_module("tensorflow")`` and
   ``__import__`` passed around as a value give the real TF2 module.
2. Modules outside the script's directory (installed packages, other folders on PYTHONPATH)
   see the real TF2 ``tensorflow``; only the script's own directory tree is user code.
3. TF_USE_LEGACY_KERAS=1 must be in effect before TensorFlow's first import; if TensorFlow is
   already imported without it, ``install_tf1_semantics`` raises ``LegacyKerasError``.
"""
from __future__ import annotations

import contextlib
import importlib
import importlib.machinery
import importlib.util
import logging
import os
import sys
import tempfile
import traceback
import types
import warnings

from compat_v1.facade import FacadeImporter, LocalModuleFinder, TensorFlowFacade, facade_builtins
from compat_v1 import numpy_aliases, removed_names

_TRUE = ("1", "true", "True")
# files whose frames are ours, not the user's: dropped from tracebacks
_INTERNAL_FILES = frozenset(
    os.path.join(os.path.dirname(os.path.abspath(__file__)), name)
    for name in ("runner.py", "facade.py", "launch.py", "__main__.py")
)


class LegacyKerasError(RuntimeError):
    """TensorFlow was imported before legacy Keras (tf-keras) could be selected."""


class _State:
    importer: FacadeImporter | None = None
    builtins: types.ModuleType | None = None
    verbose = False
    roots: set = set()


def _log(message: str) -> None:
    print(f"tf1to2: {message}", file=sys.stderr)


def _select_legacy_keras() -> None:
    if "tensorflow" in sys.modules:
        if os.environ.get("TF_USE_LEGACY_KERAS") not in _TRUE:
            raise LegacyKerasError(
                "TensorFlow was imported before tf1to2 could select legacy Keras, so tf.layers and "
                "tf.keras would be Keras 3; call install_tf1_semantics() before the first "
                "`import tensorflow`, or set TF_USE_LEGACY_KERAS=1 in the environment"
            )
        return
    if importlib.util.find_spec("tf_keras") is None:
        raise LegacyKerasError("tf.layers and tf.keras in TF1 code need tf-keras: pip install 'tf-keras~=2.21'")
    os.environ["TF_USE_LEGACY_KERAS"] = "1"


def _quiet(tf) -> None:
    """Silence TensorFlow's deprecation machinery (shown again with -v)."""
    tf.get_logger().setLevel(logging.ERROR)
    tf.compat.v1.logging.set_verbosity(tf.compat.v1.logging.ERROR)
    from tensorflow.python.util import deprecation

    deprecation._PRINT_DEPRECATION_WARNINGS = False
    for category in (DeprecationWarning, PendingDeprecationWarning):
        warnings.filterwarnings("ignore", category=category)
    warnings.filterwarnings("ignore", message=r".*(is deprecated|will be removed)", category=UserWarning)


@contextlib.contextmanager
def _native_log_filter(enabled: bool):
    """Hold back TensorFlow's C++ start-up log lines (written to fd 2 before absl logging is set
    up, so TF_CPP_MIN_LOG_LEVEL does not reach them); other stderr output is passed on."""
    if not enabled:
        yield
        return
    level = int(os.environ.get("TF_CPP_MIN_LOG_LEVEL", "0") or 0)
    sys.stderr.flush()
    saved = os.dup(2)
    with tempfile.TemporaryFile() as held:
        os.dup2(held.fileno(), 2)
        try:
            yield
        finally:
            sys.stderr.flush()
            os.dup2(saved, 2)
            os.close(saved)
            held.seek(0)
            for line in held.read().decode("utf-8", "replace").splitlines(keepends=True):
                if not _is_startup_noise(line, level):
                    sys.stderr.write(line)
            sys.stderr.flush()


def _is_startup_noise(line: str, level: int) -> bool:
    if line.startswith("WARNING: All log messages before absl::InitializeLog()"):
        return level >= 1
    if "failed call to cuInit" in line:  # a CUDA build on a machine without a GPU driver
        return level >= 1
    severity = "IWEF".find(line[:1]) if line[1:5].isdigit() else -1
    return 0 <= severity < level


def install_tf1_semantics(script_dir: str | None = None, verbose: bool = False) -> None:
    """Give user code TF1 semantics in this process; idempotent.

    Selects legacy Keras (TF_USE_LEGACY_KERAS=1) before TensorFlow's first import, imports
    TensorFlow, calls ``tf.compat.v1.disable_v2_behavior()``, puts back the names tf-slim 1.1
    and TF1-era scripts read that TensorFlow 2.21 moved and NumPy 2 removed (``removed_names``,
    ``numpy_aliases``), quiets deprecation warnings unless ``verbose``, and makes modules under
    ``script_dir`` import the TF1 facade. Raises
    ``LegacyKerasError`` if TensorFlow was already imported without legacy Keras.
    """
    if _State.importer is None:
        _select_legacy_keras()
        if not verbose:
            os.environ.setdefault("TF_CPP_MIN_LOG_LEVEL", "2")
        with _native_log_filter(enabled=not verbose):
            tf = importlib.import_module("tensorflow")
            if not verbose:
                _quiet(tf)
                tf.config.list_physical_devices()  # device probing logs land in the filter too
        tf.compat.v1.disable_v2_behavior()
        removed_names.restore()  # tf-slim 1.1 reads names TensorFlow 2.21 moved
        numpy_aliases.restore()  # TF1-era scripts read np.int, np.float_... (NumPy 2 removed them)
        _State.importer = FacadeImporter(TensorFlowFacade(tf, tf.compat.v1), log=_log if verbose else None)
        _State.builtins = facade_builtins(_State.importer)
        _State.verbose = verbose
    if script_dir is not None:
        root = os.path.realpath(script_dir)
        if root not in _State.roots:
            _State.roots.add(root)
            sys.meta_path.insert(0, LocalModuleFinder(root, _State.builtins.__dict__))


def user_builtins() -> dict:
    """The builtins namespace (a dict) user code runs with, after install_tf1_semantics; changes
    to it (e.g. a recording ``print``) are seen by the script and its local modules."""
    if _State.builtins is None:
        raise RuntimeError("call install_tf1_semantics() first")
    return _State.builtins.__dict__


def run_path(script: str, argv: list[str], *, verbose: bool | None = None, on_uncaught=None) -> int:
    """Run ``script`` like ``python SCRIPT *argv`` and return its exit code.

    ``sys.argv == [script, *argv]``, ``__name__ == "__main__"``, ``__file__`` absolute,
    ``sys.path[0]`` = the script's directory, working directory unchanged. Returns 0 at a
    normal end, n for ``sys.exit(n)``, 1 for ``sys.exit("message")`` (message printed to stderr)
    and for an uncaught exception (traceback printed, tf1to2 frames removed), 130 for Ctrl-C.
    Calls ``install_tf1_semantics`` for the script's directory first (``verbose`` is used if
    this is the first call); a syntax error is reported before TensorFlow is imported.
    ``on_uncaught(exc)`` (optional) is called with the script's uncaught exception (not for
    ``SystemExit``), after its traceback is printed.
    Raises OSError if the script cannot be read, LegacyKerasError as install_tf1_semantics.
    """
    path = os.path.abspath(script)
    with open(path, "rb") as handle:
        source = handle.read()

    def uncaught(exc: BaseException, code: int) -> int:
        _print_exception(exc)
        if on_uncaught is not None:
            on_uncaught(exc)
        return code

    try:
        code = compile(source, path, "exec", dont_inherit=True)
    except (SyntaxError, ValueError) as exc:
        return uncaught(exc, 1)
    install_tf1_semantics(os.path.dirname(path), verbose=_State.verbose if verbose is None else verbose)
    main = types.ModuleType("__main__")
    main.__dict__.update(__file__=path, __builtins__=_State.builtins, __cached__=None, __spec__=None,
                         __package__=None, __loader__=importlib.machinery.SourceFileLoader("__main__", path))
    saved_argv, saved_path0, saved_main = sys.argv, sys.path[:1], sys.modules.get("__main__")
    sys.argv = [script, *argv]
    sys.path[:1] = [os.path.dirname(path)]
    sys.modules["__main__"] = main
    try:
        exec(code, main.__dict__)
    except SystemExit as exc:
        return _exit_code(exc)
    except KeyboardInterrupt as exc:
        return uncaught(exc, 130)
    except BaseException as exc:  # noqa: BLE001 - the script's own uncaught exception
        return uncaught(exc, 1)
    finally:
        sys.stdout.flush()
        sys.argv, sys.path[:1] = saved_argv, saved_path0
        if saved_main is not None:
            sys.modules["__main__"] = saved_main
    return 0


def _exit_code(exc: SystemExit) -> int:
    if exc.code is None:
        return 0
    if isinstance(exc.code, int):
        return exc.code
    sys.stdout.flush()
    print(exc.code, file=sys.stderr)
    return 1


def _is_internal(filename: str) -> bool:
    return filename in _INTERNAL_FILES or filename.startswith("<frozen importlib")


def _strip_internal(exc: BaseException, seen=None) -> None:
    """Remove tf1to2's (and importlib's) frames from exc's traceback and its chained exceptions."""
    seen = set() if seen is None else seen
    if exc is None or id(exc) in seen:
        return
    seen.add(id(exc))
    kept, tb = [], exc.__traceback__
    while tb is not None:
        if not _is_internal(tb.tb_frame.f_code.co_filename):
            kept.append(tb)
        tb = tb.tb_next
    for first, second in zip(kept, kept[1:]):
        first.tb_next = second
    if kept:
        kept[-1].tb_next = None
    exc.__traceback__ = kept[0] if kept else None
    _strip_internal(exc.__cause__, seen)
    _strip_internal(exc.__context__, seen)


def _print_exception(exc: BaseException) -> None:
    sys.stdout.flush()
    _strip_internal(exc)
    if sys.excepthook is not sys.__excepthook__:
        sys.excepthook(type(exc), exc, exc.__traceback__)
    else:
        traceback.print_exception(exc)
    sys.stderr.flush()
