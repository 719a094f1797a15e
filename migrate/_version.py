"""The single place the package version lives (read by setup.py and `tf1to2 --version`)."""
__version__ = "0.1.0"
