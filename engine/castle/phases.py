"""The names of the decision phases, card-resolution stages and Castle Maiden states, shared by
the rule modules (which import nothing else of each other's for them)."""

# Decision phases: who acts is ``turn[0]`` (select, maiden, winter, palace), the head of the
# equip queue (equip), the owner of the active card (resolve) or the Worker's owner (sale).
SELECT, MAIDEN, WINTER, EQUIP, RESOLVE, SALE, PALACE, OVER = (
    "select", "maiden", "winter", "equip", "resolve", "sale", "palace", "over")
PHASES = (SELECT, MAIDEN, WINTER, EQUIP, RESOLVE, SALE, PALACE, OVER)

# Stages of a card's resolution, in the order a card goes through them.
RECALL, PLACE, TOWER, BUY, BUILD, HELPERS = "recall", "place", "tower", "buy", "build", "helpers"
STAGES = (RECALL, PLACE, TOWER, BUY, BUILD, HELPERS)
STAGE_RANK = {stage: rank for rank, stage in enumerate(STAGES)}

# The Castle Maiden: not drawn, drawn (courtship not started), courted, won, or failed.
ABSENT, WAITING, ACTIVE, WON, FAILED = "absent", "waiting", "active", "won", "failed"
MAIDEN_STATES = (ABSENT, WAITING, ACTIVE, WON, FAILED)
# What the maiden step asks: declare a courtship, deposit or withdraw, or share the pool.
DECLARE, COURT, SHARE = "declare", "court", "share"

DISTRIBUTION = -1  # the queue entry of the trader distribution (after the last Trader)
NOBODY = -1
TALER = "taler"  # the item id of a taler (Castle Maiden deposits and shares)
