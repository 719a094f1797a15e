"""Packaging for tf1to2: the TF1-era library (compat_v1) and the TF2 migration tools (migrate)."""
import re
from pathlib import Path

from setuptools import find_packages, setup

HERE = Path(__file__).parent
VERSION = re.search(r'__version__ = "([^"]+)"', (HERE / "migrate" / "_version.py").read_text()).group(1)

# Tested ranges. CI installs TensorFlow 2.21 on Python 3.11; tf-keras must match TensorFlow's minor.
INSTALL_REQUIRES = [
    "tensorflow>=2.21,<2.22",
    "tf-keras>=2.21,<2.22",
    "tf-slim>=1.1,<1.2",
    "numpy>=1.26,<3",
    "libcst>=1.1,<2",
    # TF 2.21 no longer installs TensorBoard, and TF2's tf.summary ops (what converted TF1
    # summaries call) need it
    "tensorboard>=2.21,<2.22",
]

setup(
    name="tf1to2",
    version=VERSION,
    description="Run, migrate and compare TensorFlow 1 graph-mode code on TensorFlow 2",
    long_description=(HERE / "README.md").read_text(encoding="utf-8"),
    long_description_content_type="text/markdown",
    python_requires=">=3.10,<3.13",
    packages=find_packages(include=["compat_v1", "compat_v1.*", "migrate", "migrate.*"]),
    package_data={"migrate": ["examples/*.py"]},
    install_requires=INSTALL_REQUIRES,
    extras_require={"test": ["pytest>=8,<10", "pytest-xdist>=3.5,<4"]},
    entry_points={"console_scripts": ["tf1to2 = migrate.cli:main"]},
)
