"""Shared scene machinery: layers, thin items, the board view, drag resolution, animation."""
