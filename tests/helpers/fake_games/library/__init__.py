"""Code shared by games, not a game: it declares no plug-in and is passed over silently."""
