"""Paying for Alhambra's market tiles: the family's payments with the money changers as their
extension (``engine/tilecity/payment.py``); the names the bots' evaluation and the table use."""

from engine.tilecity.payment import can_afford, can_pay_exactly, exact_totals, payment_options, purchases

__all__ = ["can_afford", "can_pay_exactly", "exact_totals", "payment_options", "purchases"]
