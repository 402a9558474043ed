"""Defines no ``UI``: the plug-in's ui member is missing."""
