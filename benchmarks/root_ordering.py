"""How well the one-ply ordering guides a large search: where its choice ranks in that ordering.

Usage: python benchmarks/root_ordering.py --game ID [--players N] [--positions P] [--every K]
       [--search OPTIONS] [--seed S]

Hard (its iteration budget, no clock) plays both seats of seeded games; at every ``--every``-th
position with a real choice, the candidates are ordered as the tree search orders them at its
root (each one's evaluated reward one ply ahead, on the search's first determinization of the
mover's view), and a large search (``--search``, mcts options; by default 12,800 simulations
over 32 root candidates) decides. Prints how often
its choice lies within the ordering's best 4, 8, 16 and 32. When it often lies beyond the best
8, a search that keeps 8 candidates cannot find it however long it thinks: the game widens its
root with the budget (``Heuristics.root_width``).
"""

from __future__ import annotations

import argparse
import random

from simulation_rate import (
    hard_bot,  # its neighbour in benchmarks/: Hard without its clock
)

from engine.ai.mcts import MctsBot, parse_mcts_options
from engine.core import default_registry
from engine.core.action import Action
from engine.core.game import State
from engine.core.rng import derive_seed

TOPS = (4, 8, 16, 32)


def one_ply_order(search: MctsBot, state: State, seed: int) -> list[Action]:
    """The candidates in the order ``search`` keeps its root from, when seeded with ``seed``."""
    seat = state.current_player
    h = search.heuristics(state)
    h.observer = seat
    # The search's first world is the one its seed deals first.
    world = state.determinize(seat, random.Random(seed))
    return search.root_order(h, world, h.candidates(world, world.legal_actions()), seat)[0]


def main() -> None:
    """Sample positions from Hard's games and report the large search's ranks."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--game", required=True, help="a game id")
    parser.add_argument("--players", type=int, default=2)
    parser.add_argument("--positions", type=int, default=40, help="positions searched (default 40)")
    parser.add_argument("--every", type=int, default=4, help="search every K-th real choice (default 4)")
    parser.add_argument("--search", default="iterations=12800:root=32:worlds=400", help="mcts options of the large search")
    parser.add_argument("--seed", type=int, default=8100, help="seed of the first game; game i uses seed+i")
    args = parser.parse_args()
    game = default_registry().get(args.game)
    ranks: list[int] = []
    beyond = 0  # choices the ordering does not hold at all (the game's filter dropped them)
    seed = args.seed
    while len(ranks) + beyond < args.positions:
        state = game.new_state(args.players, None, seed)
        players = [hard_bot(derive_seed(seed, "bot", s)) for s in range(args.players)]
        choices = 0
        while not state.is_terminal and len(ranks) + beyond < args.positions:
            if len(state.legal_actions()) > 1:
                choices += 1
                search_seed = derive_seed(seed, "search", choices)
                search = MctsBot(search_seed, parse_mcts_options(args.search))
                order = one_ply_order(search, state, search_seed) if (choices - 1) % args.every == 0 else []
                if len(order) > 1:
                    chosen = search.choose(state)
                    if chosen in order:
                        ranks.append(order.index(chosen))
                        number = str(order.index(chosen) + 1)
                    else:
                        beyond += 1
                        number = "-"
                    print(f"game {seed} choice {choices}: {len(order)} candidates, the search chose number {number}", flush=True)
            state.apply(players[state.current_player].choose(state))
        seed += 1
    total = len(ranks) + beyond
    print(f"\n{args.game}, {args.players} players, {total} positions, search {args.search}")
    for top in TOPS:
        within = sum(1 for r in ranks if r < top)
        print(f"  within the ordering's best {top:>2}: {within:>4} ({100 * within / total:.0f}%)")
    if beyond:
        print(f"  not among the candidates: {beyond}")


if __name__ == "__main__":
    main()
