"""A state whose decisions are the game's own methods or its modules' objects (``hooks.py``).

The game names, for each decision group or action kind ``g``, the methods ``_actions_g``,
``_check_g`` and ``_do_g``; they are collected once per class into dispatch tables. The
modules in play own the other kinds, and the phases they declare. A module that is off has no
object, and its actions are refused with the module's own sentence.

The state's RNG is shared by a clone and its original until one of them uses it (copy on
write): clones are made all the time by the bots, and play seldom draws from the RNG.
"""

from __future__ import annotations

import random
from typing import Any, ClassVar

from engine.core.action import Action
from engine.core.events import Event
from engine.core.game import Game, State


class ModularState(State):
    """The dispatch of decisions to the game's methods and its modules' objects."""

    MODULES: ClassVar[tuple[type, ...]] = ()  # every module the game offers, in hook order
    BASE_PHASES: ClassVar[tuple[str, ...]] = ()  # the game's own phases
    # Derived per class: every phase, the module class of each module kind, the game's own
    # method of each group or kind, and the modules' dispatch tables by combination.
    PHASES: ClassVar[tuple[str, ...]] = ()
    _MODULE_OF_KIND: ClassVar[dict[str, type]] = {}
    _ACTIONS_OF: ClassVar[dict[str, Any]] = {}
    _CHECK_OF: ClassVar[dict[str, Any]] = {}
    _DO_OF: ClassVar[dict[str, Any]] = {}
    _dispatch_cache: ClassVar[dict[tuple[type, ...], tuple]] = {}

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        names = dir(cls)
        cls._ACTIONS_OF = {n.removeprefix("_actions_"): getattr(cls, n) for n in names if n.startswith("_actions_")}
        cls._CHECK_OF = {n.removeprefix("_check_"): getattr(cls, n) for n in names if n.startswith("_check_")}
        cls._DO_OF = {n.removeprefix("_do_"): getattr(cls, n) for n in names if n.startswith("_do_")}
        modules = cls.MODULES
        cls.PHASES = cls.BASE_PHASES + tuple(p for m in modules for p in m.decision_phases + m.placing_phases)
        cls._MODULE_OF_KIND = {kind: m for m in modules for kind in m.kinds}
        cls._dispatch_cache = {}

    def __init__(self, game: Game, num_players: int, params: dict[str, Any], seed: int) -> None:
        super().__init__(game, num_players, params, seed)
        self._rng = random.Random(seed)
        self._rng_shared = False  # another state holds the same RNG object (see rng)
        self._groups: list[str] | None = None  # legal decision groups, until the next change
        self.plug_in(())

    def plug_in(self, modules: tuple[Any, ...]) -> None:
        """Play with ``modules`` (objects of the classes in MODULES, in that order)."""
        self.modules = modules
        key = tuple(type(m) for m in modules)
        found = self._dispatch_cache.get(key)
        if found is None:
            # The owner of each module kind: the index of its object if on, else its class.
            owners: dict[str, int | type] = dict(self._MODULE_OF_KIND)
            owners.update((kind, i) for i, m in enumerate(modules) for kind in m.kinds)
            deciders = {phase: i for i, m in enumerate(modules) for phase in m.decision_phases}
            placers = {phase: i for i, m in enumerate(modules) for phase in m.placing_phases}
            # The two hooks of every decision run only for the modules that have them.
            turn_hooks = tuple(i for i, m in enumerate(modules) if m.overrides("turn_groups"))
            free_hooks = tuple(i for i, m in enumerate(modules) if m.overrides("free_groups"))
            found = self._dispatch_cache[key] = (owners, deciders, placers, turn_hooks, free_hooks)
        # Shared by every clone: which module object (by index) owns each kind and phase.
        self._kind_owner, self._decider, self._placer, self._turn_hooks, self._free_hooks = found

    def module(self, key: str) -> Any:
        """The module object switched on by parameter ``key``, or None if it is off."""
        for module in self.modules:
            if module.key == key:
                return module
        return None

    @property
    def rng(self) -> random.Random:
        """The state's own RNG. A clone shares its original's RNG object until either of them
        uses it: the one that does first takes a copy (copy on write), so a clone costs no copy
        of the RNG's 2.5 kB state."""
        if self._rng_shared:
            # A bare Random (no seeding from the OS, a tenth of the cost) takes the copied state.
            own = random.Random.__new__(random.Random)
            own.setstate(self._rng.getstate())
            self._rng = own
            self._rng_shared = False
        return self._rng

    @rng.setter
    def rng(self, rng: random.Random) -> None:
        self._rng = rng
        self._rng_shared = False

    def use_rng(self) -> random.Random:
        """The RNG (a function form of ``rng``, for parts that need it only now and then)."""
        return self.rng

    def clone(self) -> ModularState:
        cls = self.__class__
        other = cls.__new__(cls)
        other.__dict__.update(self.__dict__)
        other.history = list(self.history)
        self._rng_shared = other._rng_shared = True
        if self.modules:
            other.modules = tuple([m.copy() for m in self.modules])
        return other

    # ----- decisions -----------------------------------------------------------------------

    def _legal_groups(self) -> list[str]:
        if self._groups is None:
            self._groups = self._find_groups()
        return self._groups

    def _find_groups(self) -> list[str]:
        """The decision groups open now, in order (the game's and its modules')."""
        raise NotImplementedError

    def _legal_actions(self, group: str | None) -> list[Action]:
        available = self._legal_groups()
        names = available if group is None else [g for g in available if g == group]
        actions: list[Action] = []
        own = self._ACTIONS_OF
        for name in names:
            if name in own:
                actions.extend(own[name](self))
            else:  # a group of a module in play
                actions.extend(self.modules[self._kind_owner[name]].actions(self, name))
        return actions

    def _illegal_reason(self, action: Action) -> str | None:
        kind = action.kind
        if kind in self._CHECK_OF:
            return self._CHECK_OF[kind](self, action)
        owner = self._kind_owner[kind]
        if isinstance(owner, int):
            return self.modules[owner].problem(self, action)
        return owner.refusal_off()

    def _apply(self, action: Action) -> list[Event]:
        self._groups = None
        events: list[Event] = []
        kind = action.kind
        if kind in self._DO_OF:
            self._DO_OF[kind](self, action, events)
        else:  # a legal action of a module: it is in play
            self.modules[self._kind_owner[kind]].apply(self, action, events)
        self._observe(events)
        return events

    def _observe(self, events: list[Event]) -> None:
        """What the players learn from ``events`` (the game's public memory), after an action."""
