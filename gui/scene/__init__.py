"""Shared scene machinery: layers, thin items, the board view, the table scene's gestures, drag resolution, animation."""
