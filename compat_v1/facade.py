"""What ``import tensorflow`` means inside a legacy script: the TF1 API, plus ``tf.contrib``.

Nothing here replaces ``sys.modules["tensorflow"]``: TensorFlow's own modules, tf_slim, tf_keras
and every other library keep importing the real TensorFlow 2. Only *user code* (the script, and
modules found in the script's directory) is executed with a ``__builtins__`` whose
``__import__`` is ``FacadeImporter``:

* ``import tensorflow as tf`` / ``from tensorflow import X`` -> ``TensorFlowFacade``, a module
  object that answers from ``tensorflow.compat.v1`` (then from ``tensorflow`` for names v1 lacks,
  e.g. ``tf.python``), with a ``contrib`` attribute;
* ``tensorflow.contrib.<m>`` (import or attribute) -> its home in ``contrib_map.CONTRIB_HOMES``
  (with ``FALLBACK_HOMES`` for missing names); ``NO_HOME`` and unknown modules -> an error
  naming the removed module and what to use instead;
* ``tensorflow.examples.tutorials.mnist.input_data`` (``SHIMMED_MODULES``) -> tf1to2's
  re-implementation with TF1's behaviour (``compat_v1.mnist_input_data``);
* ``tensorflow.<a>.<b>`` otherwise -> the attribute path of the facade when it names a module
  (``from tensorflow.keras import backend`` gives the v1 ``tf.keras.backend``, as in TF1;
  ``tensorflow.compat.v1`` the real v1 module), else the real submodule.

This module imports TensorFlow lazily (through ``importlib``) so it can be imported before the
runner has configured the environment.
"""
from __future__ import annotations

import builtins
import importlib
import importlib.machinery
import os
import types

from compat_v1.contrib_map import CONTRIB_HOMES, FALLBACK_HOMES, NO_HOME, REMOVED_MODULES, SHIMMED_MODULES

CONTRIB = "tensorflow.contrib"
_PIP_NAMES = {"tf_slim": "tf-slim", "tensorflow": "tensorflow"}


def removed_message(module: str) -> str:
    """One sentence: the removed module and its replacement (or that tf1to2 knows none)."""
    if module in NO_HOME:
        return f"{module} was removed in TensorFlow 2; {NO_HOME[module]}"
    return (f"{module} was removed in TensorFlow 2 and tf1to2 knows no replacement for it "
            f"(`tf1to2 run --list-shims` lists the contrib modules it maps)")


def removed_advice(module: str) -> str | None:
    """The advice for ``module`` if it or a package of it is in REMOVED_MODULES, else None."""
    parts = module.split(".")
    for cut in range(len(parts), 1, -1):
        advice = REMOVED_MODULES.get(".".join(parts[:cut]))
        if advice is not None:
            return f"{module} was removed from TensorFlow; {advice}"
    return None


class ShimPackage(types.ModuleType):
    """A package on the way to a module tf1to2 re-implements (``tensorflow.examples.tutorials``)."""

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        module = f"{self.__name__}.{attr}"
        value = shimmed(module)
        if value is None:
            raise AttributeError(removed_advice(module) or f"module {self.__name__!r} has no attribute {attr!r}")
        setattr(self, attr, value)
        return value


def shimmed(module: str):
    """The re-implementation of ``module`` (``SHIMMED_MODULES``), a ``ShimPackage`` if it is a
    package of one, else None."""
    if module in SHIMMED_MODULES:
        return importlib.import_module(SHIMMED_MODULES[module])
    if any(key.startswith(module + ".") for key in SHIMMED_MODULES):
        return ShimPackage(module, f"{module} (removed from TensorFlow; parts of it re-implemented by tf1to2)")
    return None


def resolve_module(dotted: str):
    """Import ``dotted``; if it is an attribute path rather than a module, import the longest
    importable prefix and walk the rest with getattr."""
    try:
        return importlib.import_module(dotted)
    except ModuleNotFoundError:
        parts = dotted.split(".")
        for cut in range(len(parts) - 1, 0, -1):
            try:
                value = importlib.import_module(".".join(parts[:cut]))
            except ModuleNotFoundError:
                continue
            for part in parts[cut:]:
                value = getattr(value, part)
            return value
        raise


def contrib_key(module: str) -> str | None:
    """The longest key of CONTRIB_HOMES / NO_HOME that is ``module`` or a package of it."""
    parts = module.split(".")
    for cut in range(len(parts), 2, -1):
        key = ".".join(parts[:cut])
        if key in CONTRIB_HOMES or key in NO_HOME:
            return key
    return None


class ContribModule(types.ModuleType):
    """``tf.contrib.<name>``: its TF2 home, searching the fallback homes for missing names."""

    def __init__(self, name: str, home, fallbacks: tuple[str, ...]):
        super().__init__(name, getattr(home, "__doc__", None))
        self._tf1to2_home = home
        self._tf1to2_fallbacks = fallbacks

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        for source in (self._tf1to2_home,) + tuple(resolve_module(f) for f in self._tf1to2_fallbacks):
            if hasattr(source, attr):
                value = getattr(source, attr)
                setattr(self, attr, value)
                return value
        sub = f"{self.__name__}.{attr}"
        if contrib_key(sub) != self.__name__ and (sub in NO_HOME or sub in CONTRIB_HOMES):
            return contrib_module(sub)
        homes = ", ".join((getattr(self._tf1to2_home, "__name__", "?"),) + self._tf1to2_fallbacks)
        raise AttributeError(f"{self.__name__}.{attr} does not exist on TensorFlow 2: tf1to2 maps "
                             f"{self.__name__} to {homes}, which have no {attr!r}")

    def __dir__(self):
        names = set(dir(self._tf1to2_home))
        for fallback in self._tf1to2_fallbacks:
            names |= set(dir(resolve_module(fallback)))
        return sorted(names)


_CONTRIB_CACHE: dict[str, object] = {}
LOG = [None]  # [callable(str)] for -v: each contrib module mapped, once


def contrib_module(module: str):
    """The object that stands for the contrib module ``module`` (a full dotted name).

    Raises ImportError (naming the replacement) for modules with no TF2 home."""
    if module == CONTRIB:
        return contrib_package()
    if module in _CONTRIB_CACHE:
        return _CONTRIB_CACHE[module]
    key = contrib_key(module)
    if key is None or key in NO_HOME:
        raise ImportError(removed_message(key or module), name=module)
    target = CONTRIB_HOMES[key] + module[len(key):]
    try:
        home = resolve_module(target)
    except ModuleNotFoundError as exc:
        package = _PIP_NAMES.get(target.split(".")[0], target.split(".")[0])
        raise ImportError(f"{module} maps to {target}, which cannot be imported ({exc}); "
                          f"pip install {package}", name=module) from None
    value = ContribModule(module, home, FALLBACK_HOMES.get(key, ()) if module == key else ())
    _CONTRIB_CACHE[module] = value
    if LOG[0] is not None:
        LOG[0](f"{module} -> {getattr(home, '__name__', home)}")
    return value


class ContribPackage(types.ModuleType):
    """``tf.contrib``: each attribute is a contrib module mapped by ``contrib_module``."""

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        try:
            value = contrib_module(f"{CONTRIB}.{attr}")
        except ImportError as exc:
            raise AttributeError(str(exc)) from None
        setattr(self, attr, value)
        return value

    def __dir__(self):
        return sorted({k.split(".")[2] for k in CONTRIB_HOMES})


_CONTRIB_PACKAGE = ContribPackage(CONTRIB, "tf.contrib, mapped to TF2 homes by tf1to2 (see --list-shims)")


def contrib_package():
    return _CONTRIB_PACKAGE


class TensorFlowFacade(types.ModuleType):
    """``tensorflow`` as a TF1 script sees it: ``tensorflow.compat.v1`` plus ``contrib``.

    Names missing from v1 fall back to the real ``tensorflow`` (``tf.python``, ``tf.compat``)."""

    def __init__(self, real, v1):
        super().__init__("tensorflow", v1.__doc__)
        self._tf1to2_real = real
        self._tf1to2_v1 = v1
        self.contrib = _CONTRIB_PACKAGE
        self.compat = real.compat
        self.__version__ = real.__version__
        self.__path__ = list(getattr(real, "__path__", []))
        self.__file__ = getattr(real, "__file__", None)

    def __getattr__(self, attr):
        if attr.startswith("__"):
            raise AttributeError(attr)
        for source in (self._tf1to2_v1, self._tf1to2_real):
            try:
                value = getattr(source, attr)
            except AttributeError:
                continue
            setattr(self, attr, value)
            return value
        value = shimmed(f"tensorflow.{attr}")  # tensorflow.examples (MNIST's input_data)
        if value is not None:
            setattr(self, attr, value)
            return value
        advice = removed_advice(f"tensorflow.{attr}")
        raise AttributeError(advice or f"module 'tensorflow' (TF1 API via tensorflow.compat.v1) has no attribute {attr!r}")

    def __dir__(self):
        return sorted(set(dir(self._tf1to2_v1)) | {"contrib"})


class FacadeImporter:
    """A drop-in ``__import__`` for user code: TensorFlow names go to the facade."""

    def __init__(self, facade: TensorFlowFacade, real_import=builtins.__import__, log=None):
        self.facade = facade
        self.real_import = real_import
        self.log = log  # callable(str) for -v, or None
        LOG[0] = log

    def __call__(self, name, globals=None, locals=None, fromlist=(), level=0):
        if level != 0 or not (name == "tensorflow" or name.startswith("tensorflow.")):
            return self.real_import(name, globals, locals, fromlist, level)
        if name == "tensorflow":
            return self.facade
        if name == CONTRIB or name.startswith(CONTRIB + "."):
            return self._contrib(name, fromlist)
        via_facade = self._through_facade(name)
        if fromlist:  # from tensorflow.keras import backend -> the v1 tf.keras.backend
            return via_facade if via_facade is not None else self._real_submodule(name, globals, locals, fromlist, level)
        if via_facade is None:
            self._real_submodule(name, globals, locals, fromlist, level)
        return self.facade

    def _real_submodule(self, name, *args):
        try:
            return self.real_import(name, *args)
        except ModuleNotFoundError as exc:
            advice = removed_advice(name)
            if advice is None:
                raise
            raise ImportError(advice, name=exc.name) from None

    def _through_facade(self, name):
        """``tensorflow.a.b`` as the attribute path facade.a.b, if that is a module, else None."""
        value = self.facade
        try:
            for part in name.split(".")[1:]:
                value = getattr(value, part)
        except Exception:  # noqa: BLE001 - not reachable as attributes (lazy loaders may raise anything)
            return None
        return value if isinstance(value, types.ModuleType) else None

    def _contrib(self, name, fromlist):
        target = contrib_module(name)  # ImportError (naming the replacement) for removed modules
        if name == CONTRIB:
            for attr in fromlist or ():
                contrib_module(f"{name}.{attr}")  # from tensorflow.contrib import <removed module>
        return target if fromlist else self.facade


def facade_builtins(importer: FacadeImporter) -> types.ModuleType:
    """A copy of the ``builtins`` module whose ``__import__`` is ``importer``.

    The script's ``__main__`` gets the module (as python gives it), imported user modules its
    ``__dict__`` (as python gives them); both are the same namespace."""
    module = types.ModuleType("builtins", builtins.__doc__)
    module.__dict__.update(builtins.__dict__)
    module.__dict__["__import__"] = importer
    return module


class _LocalLoader(importlib.machinery.SourceFileLoader):
    """Loads a module from the script's directory with the facade builtins."""

    user_builtins: dict = {}

    def exec_module(self, module):
        module.__dict__["__builtins__"] = self.user_builtins
        super().exec_module(module)


class LocalModuleFinder:
    """Meta-path finder: modules whose source is under ``root`` are user code (facade imports)."""

    def __init__(self, root: str, user_builtins: dict):
        self.root = os.path.realpath(root)
        self.user_builtins = user_builtins

    def find_spec(self, fullname, path=None, target=None):
        if fullname == "tensorflow" or fullname.startswith("tensorflow."):
            return None
        if path is not None and not any(self._inside(entry) for entry in path):
            return None  # a submodule of a package outside the script's directory
        spec = importlib.machinery.PathFinder.find_spec(fullname, path if path is not None else [self.root])
        if spec is None or not isinstance(spec.loader, importlib.machinery.SourceFileLoader):
            return None
        if not self._inside(spec.origin):
            return None
        loader = _LocalLoader(spec.loader.name, spec.loader.path)
        loader.user_builtins = self.user_builtins
        spec.loader = loader
        return spec

    def _inside(self, path) -> bool:
        try:
            return os.path.commonpath([os.path.realpath(path), self.root]) == self.root
        except (TypeError, ValueError):
            return False
