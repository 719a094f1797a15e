"""Fixture for the compat_v1 tests: a fresh ``LegacyGraph`` (own graph + session) per test.

Nothing switches TensorFlow's global mode; helpers live in ``compat_v1_fd.py``.
"""
import pytest


@pytest.fixture
def lg():
    from compat_v1.graph import LegacyGraph

    with LegacyGraph(seed=0) as legacy:
        yield legacy
