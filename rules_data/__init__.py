"""Rules data of every game (YAML), shipped as package data; read through engine.core.data."""
