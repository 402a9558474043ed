"""Helpers shared by the test files: rules-data copies, actions and events, the command line, the app."""
