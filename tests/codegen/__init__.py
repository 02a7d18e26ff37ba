"""Tests of exported UI code and the tools that validate it."""
