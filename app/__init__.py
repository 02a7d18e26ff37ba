"""Framewright: a local-first studio for mobile app screens."""

from importlib.metadata import PackageNotFoundError, version

try:
    __version__ = version("framewright")
except PackageNotFoundError:  # running from a source tree that was not installed
    __version__ = "0.0.0"
