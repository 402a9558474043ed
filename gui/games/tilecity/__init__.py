"""The tile-city family's table (Alhambra and its sisters): art, layout, market, money, cities, scoring."""
