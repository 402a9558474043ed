"""A game whose plug-in lacks a member: it never says where its rules are."""

from engine.core.plugin import GamePlugin

GAME = GamePlugin(id="missing_member", order=94)
