"""NumPy names TF1-era scripts read that NumPy 1.24 / 2.0 removed, and what they were.

TF1 ran with NumPy 1.x: ``np.int``, ``np.float``, ``np.bool`` were the builtins under another
name, ``np.float_``, ``np.NaN``, ``np.product`` spellings of ``np.float64``, ``np.nan``,
``np.prod``. TensorFlow 2.21 installs NumPy 2.x, where each raises ``AttributeError``
(Hvass-Labs' tutorials read ``np.int``). ``REMOVED`` maps each name to its modern spelling (a
builtin's name, or ``.attr`` of numpy) and the NumPy release that removed it; the runner puts
the names back in its process (``restore``), the converter writes the modern spelling
(``migrate.source.numpy_names``). Pure data plus ``restore``: imports NumPy only there.
"""
from __future__ import annotations

import builtins

REMOVED = {
    "int": ("int", "1.24"), "float": ("float", "1.24"), "bool": ("bool", "1.24"), "object": ("object", "1.24"),
    "str": ("str", "1.24"), "complex": ("complex", "1.24"), "unicode": ("str", "2.0"),
    "float_": (".float64", "2.0"), "complex_": (".complex128", "2.0"), "string_": (".bytes_", "2.0"),
    "unicode_": (".str_", "2.0"), "NaN": (".nan", "2.0"), "NAN": (".nan", "2.0"), "Inf": (".inf", "2.0"),
    "Infinity": (".inf", "2.0"), "infty": (".inf", "2.0"), "PINF": (".inf", "2.0"),
    "product": (".prod", "2.0"), "cumproduct": (".cumprod", "2.0"), "alltrue": (".all", "2.0"),
    "sometrue": (".any", "2.0"),
}


def restore() -> list:
    """Put back on the installed numpy module each name of ``REMOVED`` it lacks; returns them."""
    import numpy

    added = []
    for name, (modern, _) in REMOVED.items():
        if name not in numpy.__dict__:
            value = getattr(numpy, modern[1:]) if modern.startswith(".") else getattr(builtins, modern)
            setattr(numpy, name, value)
            added.append(name)
    return added
