"""Alcazaba's desktop application (PySide6); it renders engine views and sends engine actions."""
