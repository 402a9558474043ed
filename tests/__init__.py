"""Alcazaba's tests; a package so that every test file can import the shared ``tests.helpers``."""
