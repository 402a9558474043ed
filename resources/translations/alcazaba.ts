<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="25" />
            <source>Buy card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="26" />
            <source>Take back noble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="27" />
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="28" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AlcazarScores</name>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Value</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Nobles (level)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="122" />
            <source>Manor %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="130" />
            <source>%1's %2 on level %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>At home</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="143" />
            <source>%1 + %2 T</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="145" />
            <source>(out)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="148" />
            <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AlcazarTable</name>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="245" />
            <source>Drop to found a castle here (then choose its wings) or a manor.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="303" />
            <source>Now click the other head of the bridge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="388" />
            <source>Choose how to build: point at a choice to see it on the board.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AlhambraGranadaTable</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="62" />
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest wall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="67" />
            <source>Wall beside moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="71" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="110" />
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="112" />
            <source>Alhambra tiles in the bag: %1
Granada tiles in the bag: %2
Cards in the deck: %3
Scorings held: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="125" />
            <source>Where Granada's part of this city starts: every Granada tile must be reachable from here without crossing a moat, as every Alhambra tile from the fountain without crossing a wall.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="156" />
            <source>Buy the %1, paying %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="166" />
            <source>An exact payment: you may take another action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="167" />
            <source>You overpay by %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>AlhambraTable</name>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="58" />
            <source>Dirk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pieces.py" line="61" />
            <source>Money changer: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="112" />
            <source>Take a worker's hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="113" />
            <source>Take the %1 worker's hut? Taking a hut ends your actions this turn; you place the hut next.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="62" />
            <source>Click to see %1's Alhambra large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="66" />
            <source>Click to see your own Alhambra again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="82" />
            <source>Longest wall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="136" />
            <source>Turn vizier up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="138" />
            <source>Let the vizier rest</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="139" />
            <source>Reveal bonus card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="154" />
            <source>Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="155" />
            <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="157" />
            <source>Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="159" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="161" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="162" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="187" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="37" />
            <source>Worker's hut (%1): counts one more %1 for each open neighbour of that type</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>north</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>east</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>south</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>west</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="50" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="51" />
            <source>%1, price %2; walls: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="110" />
            <source>Bonus card: %1 counts one more %2 while it stands in the Alhambra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="112" />
            <source> (secret; reveal it with the action bar)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/money.py" line="121" />
            <source>%n cards, hidden</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="125" />
            <source>Seen taking and not yet paid: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="37" />
            <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="61" />
            <source>Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="155" />
            <source>castle %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="157" />
            <source>manor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="158" />
            <source>%1: %2, value %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>bridge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>pieces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="167" />
            <source>Levels: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>Nobles on this building:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>No nobles on this building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="174" />
            <source>• %1's %2 on %3, level %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="225" />
            <source>%1's %2 on level %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="245" />
            <source>Castle %1, value %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="278" />
            <source>Crest of %1: value %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>CastleScores</name>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Talers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Cards in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="29" />
            <source>Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="70" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="77" />
            <source>Castle %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="79" />
            <source>Manor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="84" />
            <source>Build on parcel %1:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="88" />
            <source>Which castle keeps its flag?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="91" />
            <source>Manor on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="93" />
            <source>Which manor becomes a castle?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="97" />
            <source>Build a bridge: click two lit heads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="99" />
            <source>Take back: click one of your lit nobles</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="47" />
            <source>End of the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="51" />
            <source>Standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="55" />
            <source>&amp;Rematch</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="56" />
            <source>The same players and options, a new deal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="57" />
            <source>&amp;New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="58" />
            <source>&amp;Close</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>FinalScoringDialog</name>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="30" />
            <location filename="../../gui/games/alcazar/dialogs.py" line="32" />
            <location filename="../../gui/games/castle/dialogs.py" line="25" />
            <location filename="../../gui/games/castle/dialogs.py" line="27" />
            <source>Final scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="33" />
            <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="37" />
            <source>Noble %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Remainder (tie-break)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="48" />
            <source>%1 on %2 · level %3 → %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="28" />
            <source>Every helper in the castle scores by its building's rule; the VP earned during the game come first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>During the game</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/dialogs.py" line="51" />
            <source>%n reales → %1</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>FinalStandingsDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="114" />
            <location filename="../../gui/dialogs/standings.py" line="116" />
            <source>Final standings</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="136" />
            <source>tied %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="148" />
            <source>%1 — winner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="149" />
            <source>%1 — shares the victory</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="166" />
            <source>%1 (neutral player, not ranked): %2 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="172" />
            <source>&amp;New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="173" />
            <source>&amp;Close</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="189" />
            <source>%1 wins with %2 points!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="192" />
            <source>%1 share the victory with %2 points each!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="195" />
            <source>Nobody wins: %1 scored the most points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="196" />
            <source>Nobody wins this game.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/standings.py" line="144" />
            <source>%n points</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../gui/games/base.py" line="156" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="158" />
            <source>It is not your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="160" />
            <source>That is not a move of this game.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GardensScores</name>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Colours</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Tiles in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="31" />
            <source>%1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="37" />
            <source>Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GardensTable</name>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="167" />
            <source>Turn the tile a quarter clockwise (R)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="168" />
            <source>Turn the tile a quarter anticlockwise (Shift+R)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="241" />
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="244" />
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="245" />
            <source>nobody scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="246" />
            <source>%1 scores %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="249" />
            <source>%1 face the %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="264" />
            <source>Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="294" />
            <location filename="../../gui/games/gardens/table.py" line="297" />
            <source>Drop the tile on one of the lit garden spaces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="307" />
            <source>Click a lit space to lay the tile there; turn it first with the arrows or R.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="378" />
            <source>Click a lit space to lay the picked tile, or turn it first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="379" />
            <source>Drag a garden tile onto a lit space, or click it and then a space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="401" />
            <source>Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>GranadaTable</name>
        <message>
            <location filename="../../gui/games/granada/table.py" line="70" />
            <source>Juan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="74" />
            <source>Click to see %1's city large</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="78" />
            <source>Click to see your own city again</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="115" />
            <source>Longest moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Fee: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Reserve only</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="163" />
            <source>Building market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show odd values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show even values</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="165" />
            <source>The black marker is on odd: a tile laid into the market shows its odd-valued face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="166" />
            <source>The black marker is on even: a tile laid into the market shows its even-valued face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="219" />
            <source>%1 shows its bought face again: building it costs nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="222" />
            <source>Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="224" />
            <source>Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="272" />
            <source>Right-click or press F to see its other face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="288" />
            <source>Turn the %1 over to %2, paying %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="295" />
            <source>Its other face is worth more to you than the fee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="300" />
            <source>Your longest moat grows from %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="310" />
            <source>Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="313" />
            <source>Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="317" />
            <source>Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="319" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="321" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="322" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>north</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>east</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>south</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>west</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="60" />
            <source>%1; moats: %2. Other side: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="62" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hand</name>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>Build a bridge…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>A bridge costs 15 reales: then click its two heads</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Take back a noble…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Before your main action: a noble goes home and pays</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>Buy top card (5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>The top card of the building deck, unseen, for 5 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>Buy tower card (10)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>A tower card for 10 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="100" />
            <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="114" />
            <source>Building card %1: drag it onto parcel %1 to build there</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="122" />
            <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="134" />
            <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="135" />
            <source>Tower deck: %1 cards, 10 reales each</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="34" />
            <source>Point at a choice to see it on the board; click it to build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="38" />
            <source>Press Buy card, or drag the card into your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="40" />
            <source>Press Take back noble to take it home and be paid its building's value (twice for a grande).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="42" />
            <source>Click two lit heads: the bridge joins them over the square between.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="43" />
            <source>Click a lit place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="45" />
            <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="47" />
            <source>Choose on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="48" />
            <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="56" />
            <source>Drop card %1 on its parcel, lit on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="58" />
            <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="60" />
            <location filename="../../gui/games/alcazar/hints.py" line="103" />
            <source>Drop the card into your hand to buy it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="62" />
            <location filename="../../gui/games/alcazar/hints.py" line="106" />
            <source>Drop your noble on your line in the players panel to take it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="64" />
            <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="66" />
            <source>Drop the %1 on a lit spot.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="72" />
            <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="73" />
            <source>Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Drop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Click</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="87" />
            <source>Card %1 builds only on parcel %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="93" />
            <source>Drop card %1 on parcel %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="99" />
            <source>Drop the tower card on a lit column.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="107" />
            <source>That is not a place for it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="114" />
            <source>your %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="116" />
            <source>%1's %2</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../gui/main_window.py" line="360" />
            <location filename="../../gui/main_window.py" line="475" />
            <source>Log</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="364" />
            <location filename="../../gui/main_window.py" line="476" />
            <source>Scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="370" />
            <location filename="../../gui/main_window.py" line="477" />
            <source>⚠ Not saved automatically</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="411" />
            <source>&amp;Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="412" />
            <source>&amp;New…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="413" />
            <source>&amp;Open…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="414" />
            <source>&amp;Save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="415" />
            <source>Save &amp;As…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="417" />
            <source>&amp;Undo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="418" />
            <source>&amp;Redo</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="419" />
            <source>&amp;Hint</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="420" />
            <source>&amp;Close game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="421" />
            <source>S&amp;tatistics…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="423" />
            <source>&amp;Quit</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="425" />
            <source>&amp;Move</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="428" />
            <source>&amp;View</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="429" />
            <source>Zoom &amp;in</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="430" />
            <source>Zoom &amp;out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="431" />
            <source>&amp;Fit to window</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="432" />
            <source>Animation &amp;speed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="440" />
            <source>&amp;Language</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="454" />
            <source>&amp;Help</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="455" />
            <source>&amp;Rules of this game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="456" />
            <source>&amp;About Alcazaba</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="520" />
            <source>Do the prepared action</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="521" />
            <source>Cancel the selection</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="522" />
            <source>Next piece</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="523" />
            <source>Previous piece</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="524" />
            <source>Pick the piece</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="577" />
            <source>Cannot start the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="585" />
            <source>Open game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="599" />
            <location filename="../../gui/main_window.py" line="604" />
            <source>Cannot open the game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="600" />
            <source>%1 cannot be opened:
%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="605" />
            <source>This version cannot show %1 games.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete game?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete this game in progress? It cannot be continued afterwards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>Cannot save</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>The game could not be saved to %1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="652" />
            <source>Saved to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="660" />
            <source>Save game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="677" />
            <source>Save changes?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="678" />
            <source>This game has moves that are not in %1 yet. Save them to that file?
(The game also stays among the games in progress.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="697" />
            <source>Looking for a good move…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="739" />
            <source>Nothing to undo: new cards or tiles have been revealed since.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1121" />
            <source>Shortcut: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1131" />
            <source>Press Enter to do this</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1159" />
            <source>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; A Castle for All Seasons by Inka and Markus Brand. All art in this program is drawn by its authors.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1174" />
            <source>game over</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1176" />
            <source>%1 to play</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1001" />
            <source>A new game of %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="949" />
            <source>Choose a game to play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="751" />
            <source>Your saved games could not be read (%1). New games can still be played.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Instant</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Fast</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Slow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="710" />
            <source>Your score would go from %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="712" />
            <source>It is the only sensible move here.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="713" />
            <source>Of the %1 moves it compared, it rated this one best.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="715" />
            <source>Hint: %1 %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="763" />
            <source>A copy of the damaged file is kept at %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="766" />
            <location filename="../../gui/main_window.py" line="777" />
            <source>A saved game is damaged</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="767" />
            <source>A saved game could not be read, and nothing of it can be recovered.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="768" />
            <source>What is wrong: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="771" />
            <source>A saved game of %1 with %2 is damaged: %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="774" />
            <source>Continue it from move %1, the last one that can be read?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="776" />
            <source>None of its moves can be read. Start it again from its setup?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="784" />
            <source>The recovered game could not be saved (%1).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="822" />
            <source>Alcazaba</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="829" />
            <source>The game cannot be saved automatically: %1. It is tried again after every move.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="832" />
            <source>Your game could not be saved automatically (%1).

The game goes on, and saving is tried again after every move. To keep it safe elsewhere, use Game &gt; Save As.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="838" />
            <source>The game is saved automatically again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1105" />
            <source>%1 is thinking…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1156" />
            <source>About Alcazaba</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="67" />
            <source>Red</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="68" />
            <source>Blue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="69" />
            <source>Green</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="70" />
            <source>Yellow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="71" />
            <source>Purple</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="72" />
            <source>Orange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="146" />
            <source>whole numbers, separated by commas</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="173" />
            <source>Move up</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="178" />
            <source>Move down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="255" />
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="261" />
            <source>Human</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="263" />
            <location filename="../../gui/dialogs/new_game.py" line="786" />
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="274" />
            <source>Seat %1: name</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="275" />
            <source>Seat %1: colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="276" />
            <source>Seat %1: human or computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="277" />
            <source>Seat %1: computer level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="402" />
            <source>New game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="421" />
            <source>&amp;Game:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="427" />
            <source>Rule options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="441" />
            <source>&amp;Start game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="443" />
            <source>&amp;Reset to defaults</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="557" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="562" />
            <source>&amp;Number of players:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Colour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Level</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="598" />
            <source>No computer players are available.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="644" />
            <source>Advanced rule options</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="655" />
            <source>This game is played by its standard rules unless you change the advanced options.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="687" />
            <source>%1:</source>
            <comment>form label</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="701" />
            <source>New game: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="790" />
            <source>%1 %2</source>
            <comment>computer seat: level, seat number</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="792" />
            <source>Player %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="815" />
            <source>Seat %1 needs a name.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="818" />
            <source>Seats %1 and %2 have the same name; give each player their own.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="822" />
            <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NobleStep</name>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Place a noble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Move or swap a noble</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="42" />
            <source>Done</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="47" />
            <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="58" />
            <source>A %1 here costs %2 reales; you have %3.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="40" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>Market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>a card 5 reales · a tower card 10</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="42" />
            <source>Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="71" />
            <source>out</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="75" />
            <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>Free flags:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>No free flag</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="90" />
            <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="92" />
            <source>Your hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="94" />
            <source>Hand of %1 (hidden)</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="69" />
            <source>%n pts</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="83" />
            <source>%n pieces</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="84" />
            <source>%n bridges</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <location filename="../../gui/main_window.py" line="248" />
            <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players' hands stay hidden.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="250" />
            <source>I am %1 — show my hand</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>Previews</name>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="68" />
            <source>Found a castle on %1 with %2 and %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="71" />
            <source>Found a manor on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="75" />
            <source>Build up on %1 to level %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="77" />
            <source>Extend onto %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="79" />
            <source>Bridge from %1 to %2 (15 reales)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="85" />
            <source>pushes off %1's %2 (they get %3 reales)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="88" />
            <source>joins buildings</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/previews.py" line="90" />
            <source>income %n reales</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="98" />
            <source>Place a %1 on %2 for %3 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="100" />
            <source>Move your noble from %1 to %2 (free)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="102" />
            <source>Swap your nobles on %1 and %2 (free)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="105" />
            <source>Take back your noble from %1 and receive %2 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="108" />
            <source>Tower card on %1: a piece on level %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="110" />
            <source>Buy card %1 for 5 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy a tower card for 10 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy the top building card for 5 reales</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="40" />
            <source>Rules of %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="48" />
            <source>There is no rules page for this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="53" />
            <source>These rules are not written in your language yet; here they are in English.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="57" />
            <source>Find in the rules</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="61" />
            <source>Previous</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="63" />
            <source>Next</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="104" />
            <source>Not found</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../../gui/dialogs/score_chart.py" line="22" />
            <source>Points over the game, after every move</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/score_chart.py" line="52" />
            <source>%n moves</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>ScoringDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="34" />
            <source>1st</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="35" />
            <source>2nd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="36" />
            <source>3rd</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="37" />
            <source>4th</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="38" />
            <source>5th</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="39" />
            <source>6th</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="40" />
            <source>7th</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="42" />
            <source>%1th</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="51" />
            <source>, </source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="52" />
            <source>%1 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="72" />
            <source>Dirk</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="76" />
            <source>Scoring round %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="96" />
            <source>Each cell: buildings of that type · place · points (highest value in brackets).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="103" />
            <source>Ties: the player with the higher-valued building of that type ranks first (then the next highest); points are never split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="110" />
            <source>Simple scoring: each place scores fixed points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="112" />
            <source>Standard scoring: a place scores a multiple of the number of buildings of that type in all the cities together.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="98" />
            <source>Each cell: buildings of that type · place · points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="100" />
            <source>Ties among Alhambra buildings share the points of the places they fill; among Granada buildings the higher-valued building ranks first, and points are never split.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="106" />
            <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="115" />
            <source>In round 1 only 1st place scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="116" />
            <source>In round 2, 1st and 2nd place score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="117" />
            <source>In round 3, 1st, 2nd and 3rd place score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="122" />
            <source>Only buildings in the city count, not those in the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="124" />
            <source>Only buildings in the Alhambra count, not those in the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="126" />
            <source>%1 takes part in the majorities but never scores moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="127" />
            <source>%1 takes part in the majorities but never scores walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>Longest outer wall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>%1: longest outer wall of %2 segments, %3 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>Longest outer moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>%1: longest outer moat of %2 segments, %3 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="150" />
            <source>Longest wall beside a moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="151" />
            <source>%1: longest chain of walls beside moats, %2 segments, %3 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="235" />
            <source>%1 → +%2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="193" />
            <source>This round</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="200" />
            <source>Total</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the Alhambra.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the city.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="255" />
            <source>tied %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="256" />
            <source>%1 · %2 · +%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="259" />
            <source>%1 (%4) · %2 · +%3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="262" />
            <source>%1: %2 × %3 (highest value %6), %4 place: %5 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="271" />
            <source>%1: %2 × %3, %4 place: %5 points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="273" />
            <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../../gui/main_window.py" line="85" />
            <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="100" />
            <source>%1 to %2 players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="104" />
            <source>Some games could not be loaded:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="109" />
            <source>New game…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="113" />
            <source>&lt;h3&gt;Games in progress&lt;/h3&gt;</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Game</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Moves</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Last played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="120" />
            <source>Continue</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="122" />
            <source>Delete…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="171" />
            <source>today, %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="173" />
            <source>yesterday, %1</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="41" />
            <source>Computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="43" />
            <source>Computer (%1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="48" />
            <source>%1%</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="58" />
            <source>%n saved games could not be read: they are not counted.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="63" />
            <source>%n games played</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="72" />
            <location filename="../../gui/dialogs/statistics.py" line="97" />
            <source>Statistics</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="98" />
            <source>No finished games yet: statistics appear once a game is played to the end.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="110" />
            <source>Game:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="112" />
            <source>All games</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="124" />
            <source>Players</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Played</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Won</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Win rate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Best score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Average score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="131" />
            <source>Against the computer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Opponent</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="136" />
            <source>No game against the computer in these games.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="140" />
            <source>A shared victory counts as a win for each player sharing it. A game against several computer levels counts once for each level.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TileCityPlay</name>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="174" />
            <source>That is not a place for %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="240" />
            <source>Drop %1 on a lit cell of %2, on your reserve, or on %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="242" />
            <source>Drop %1 on a lit cell of %2, or on your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="244" />
            <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="245" />
            <source>Drop %1 on your reserve to take it out of %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Drop</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Click</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="331" />
            <source>You cannot pay for %1 yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="346" />
            <source>Take money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="347" />
            <source>Buy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="348" />
            <source>End turn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="349" />
            <source>Pass</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TileCityScores</name>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="57" />
            <source>Score</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="79" />
            <source>All three scorings are done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="81" />
            <source>Next scoring: round 3, at the end of the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="83" />
            <source>Next scoring: round 2, when card B comes up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="85" />
            <source>Next scoring: round 1, when card A comes up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="87" />
            <source>Each cell: buildings (highest value); ties go to the highest value, then the next.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>TileCityTable</name>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="164" />
            <source>Building market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="165" />
            <location filename="../../gui/games/tilecity/table.py" line="328" />
            <source>Money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="166" />
            <location filename="../../gui/games/tilecity/table.py" line="315" />
            <source>To place</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="172" />
            <source>Market space %1: pay in %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="314" />
            <location filename="../../gui/games/tilecity/table.py" line="442" />
            <source>Reserve</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="366" />
            <source>%n points</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="403" />
            <source>%n cards in the deck</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="414" />
            <source>%n cards, hidden</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="435" />
            <source>none yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="436" />
            <source>Supply</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="437" />
            <source>Scoring rounds held: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Your money</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Money (hidden)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="491" />
            <source>%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="493" />
            <source>%1's vizier is face down: turning it face up costs %1 an action.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>alcazar</name>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="24" />
            <source>grande</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="25" />
            <source>caballero</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="32" />
            <source>parcel %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="38" />
            <source>the square at row %1, column %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="53" />
            <source>the water channel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="54" />
            <source>the meadow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="57" />
            <source>the water channel next to parcel %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="58" />
            <source>the meadow next to parcel %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="60" />
            <source>the water channel between parcels %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="61" />
            <source>the meadow between parcels %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="74" />
            <source>Almería</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="75" />
            <source>Cádiz</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="76" />
            <source>Córdoba</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="77" />
            <source>Granada</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="78" />
            <source>Huelva</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="79" />
            <source>Jaén</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="80" />
            <source>Málaga</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="81" />
            <source>Sevilla</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="94" />
            <source>a manor</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="101" />
            <source>%1 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="113" />
            <source>— %1's turn —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="115" />
            <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="118" />
            <source>%1 buys card %2 from the display for %3 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="120" />
            <source>Card %1 is laid out in the display.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="123" />
            <source>%1 buys a tower card for %2 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="124" />
            <source>%1 buys the top card of the building deck for %2 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="127" />
            <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="130" />
            <source>%1 founds a manor on parcel %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="133" />
            <source>%1 builds on parcel %2; the building is now worth %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="134" />
            <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="138" />
            <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="142" />
            <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="143" />
            <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="145" />
            <source>%1 receives %2 reales of income.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="148" />
            <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="151" />
            <source>%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="156" />
            <source>Buildings join: %1 takes in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="158" />
            <source>The flag and crest of %1 return to the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="161" />
            <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="164" />
            <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="168" />
            <source>%1 keeps its flag; %2 returns to the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="170" />
            <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="173" />
            <source>%1 moves their %2 from %3 to %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="177" />
            <source>%1 swaps their nobles on %2 and %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="179" />
            <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="182" />
            <source>Every player has passed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="184" />
            <source>The last building piece or bridge has been used.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="186" />
            <source>%1 Final scoring: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>The game is over. Winner: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="196" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="200" />
            <source>%1 is playing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="204" />
            <source>a %1 for %2 reales</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="205" />
            <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="206" />
            <location filename="../../gui/games/alcazar/texts.py" line="224" />
            <source>%1 or %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="207" />
            <source>%1: move or swap a noble on this building, or press Done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="209" />
            <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="211" />
            <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="213" />
            <source>%1: buy a card or build (you may first take back a noble).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="214" />
            <source>%1: buy a card or build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="229" />
            <source>Your build is done: place, move or swap a noble, or press Done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="230" />
            <source>First choose which of the tied castles keeps its flag and crest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="231" />
            <source>First choose which waiting manor becomes a castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="232" />
            <source>Nobles are placed, moved or swapped only right after a build.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="265" />
            <source>You have no playable card and too little money for one: first take back your noble on %1 to pay for a card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="233" />
            <source>There is no such place on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="234" />
            <source>A noble may be taken back only once per turn, before your main action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="235" />
            <source>A noble may be taken back only at the start of your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="267" />
            <source>No noble stands on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>%1 is %2, not yours.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>the noble on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="271" />
            <source>That noble's compensation does not pay for a card: take back your noble on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="273" />
            <source>Card %1 is not in the display.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="276" />
            <source>A tower card costs %1 reales; you have %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="277" />
            <source>A building card costs %1 reales; you have %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The tower deck is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The building deck is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="236" />
            <source>There is no such deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="281" />
            <source>There is no building card %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="283" />
            <source>You do not hold card %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="286" />
            <source>The supply has no building piece left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="287" />
            <source>This build needs %1 building pieces; the supply has only %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="289" />
            <source>Parcel %1 is not empty: card %1 builds onto the building there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="291" />
            <source>parcels %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="293" />
            <source>No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="294" />
            <source>A castle on parcel %1 takes its wings on the next parcels along the path: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="296" />
            <source>The wing of this castle would go on parcel %1, which is not empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="237" />
            <source>No flag is free: a new castle can be founded only after two castles merge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="299" />
            <source>Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="300" />
            <source>Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the castle %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the manor on %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="309" />
            <source>Parcel %1 is next to a building (on %2): card %1 extends that building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="311" />
            <source>Parcel %1 is empty and touches no building: found a manor or a castle there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="238" />
            <source>You hold no tower card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="313" />
            <source>A tower card never builds on the ground, and %1 is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="315" />
            <source>A tower card builds only up to level %1; %2 is already at level %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="317" />
            <source>A tower card builds only from level %1 up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="319" />
            <source>%1 stands on %2: a tower card never touches another player's noble.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="320" />
            <source>%1 stands on %2: no bridge head may carry another player's noble.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="323" />
            <source>Your noble on %1 stands no higher than %2, so no bridge is prepared.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="325" />
            <source>A bridge between %1 and %2 would lie exactly over another bridge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="327" />
            <source>%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="330" />
            <source>A bridge between %1 and %2 would join the castle %3, worth %4, to another castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="333" />
            <source>With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: it would join it to another castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="336" />
            <source>This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: it would join a castle to %3, worth %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="339" />
            <source>A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="239" />
            <source>A bridge has exactly two heads.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="240" />
            <source>The supply has no bridge left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="342" />
            <source>A bridge costs %1 reales; you have %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="344" />
            <source>The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="346" />
            <source>A bridge head must stand on a building: %1 is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="349" />
            <source>Both heads must be equally high: %1 is at level %2, %3 at level %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="351" />
            <source>The heads must stand higher than what lies between them: %1 reaches level %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="241" />
            <source>One head of the bridge must carry your own noble.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="353" />
            <source>A bridge already lies between %1 and %2: a bridge may not lie exactly over another.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="355" />
            <source>The castle %1 is worth %2: a bridge may not join it to another castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="242" />
            <source>You may pass only when you can neither buy a card nor build with one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="243" />
            <source>No tied castles are waiting for your choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="357" />
            <source>Choose one of the tied castles: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="244" />
            <source>No manor is waiting to become a castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="359" />
            <source>No manor worth %1 or more waits on %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="245" />
            <source>You have placed as many nobles as this build allows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="246" />
            <source>That is not a noble.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="361" />
            <source>Nobles are placed only on what you built this turn, not on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="363" />
            <source>A noble already stands on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="365" />
            <source>You have no %1 left in your supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="367" />
            <source>A %1 on %2 costs %3 reales; you have %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="247" />
            <location filename="../../gui/games/alcazar/texts.py" line="248" />
            <source>After placing a noble you may not also move or swap one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="369" />
            <source>You have no noble on %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="371" />
            <source>Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="374" />
            <source>Nobles move only onto what you built this turn, not onto %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="249" />
            <source>A swap takes two of your nobles.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="250" />
            <source>Only a grande and a caballero can usefully swap places.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/ui.py" line="28" />
            <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="304" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="306" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>alhambra</name>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="64" />
            <source>%1's vizier buys %2 for %3, out of turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="65" />
            <source>%1 turns their vizier face up again.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="51" />
            <source>%1 takes a worker's hut (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="29" />
            <source>the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="32" />
            <source>the %1 worker's hut</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="38" />
            <source>Alhambra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="39" />
            <source>the Alhambra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="55" />
            <source>%1 reveals the bonus card of %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="57" />
            <source>(Revealed for the scoring.)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="66" />
            <source>%1 takes the bonus card of %2 back into their hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="106" />
            <source>Your vizier pays exactly: %1 costs %2 %3, not %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="111" />
            <source>With that changer pay only in %1 or %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="117" />
            <source>Dirk holds %1, so its bonus card is dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="119" />
            <source>%1 is out of play, so its bonus card is dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="121" />
            <source>%1 stands in %2's Alhambra, so its bonus card is dead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="122" />
            <source>%1 is not in %2 yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="127" />
            <source>You already have a worker's hut, the most a player may use.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="128" />
            <source>You already have %1 worker's huts, the most a player may use.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="132" />
            <source>The %1 worker's huts are all taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="139" />
            <source>Only one money changer may be used in a purchase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="140" />
            <source>That changer doesn't show %1, the currency %2 is sold for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="141" />
            <source>A money changer is taken alone, instead of money.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="142" />
            <source>First answer your vizier: buy with it, or let it rest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="143" />
            <source>First place the tile your vizier bought.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="144" />
            <source>A tile your vizier bought goes to your Alhambra or reserve, never to Dirk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="145" />
            <source>A worker's hut goes to your Alhambra or reserve, never to Dirk.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="146" />
            <source>Worker's huts are not part of this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="147" />
            <source>A worker's hut is taken only as a turn action, never by the vizier.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="148" />
            <source>There is no such worker's hut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="149" />
            <source>The game is ending: no more huts may be taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="150" />
            <source>The Vizier's favour is not part of this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="151" />
            <source>The vizier buys only market buildings, never a worker's hut.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="152" />
            <source>Your vizier has no offer to decline now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="153" />
            <source>Your vizier is already face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="154" />
            <source>The vizier cannot act during the end-of-game distribution.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="155" />
            <source>The vizier can act only right after a turn ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="156" />
            <source>Bonus cards are not part of this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="157" />
            <source>That is not a bonus card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="158" />
            <source>The bonus card of %1 is already face up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="159" />
            <source>The bonus card of %1 is not among your hidden ones.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="85" />
            <source>%1: your vizier may buy a building at its exact price, out of turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="86" />
            <source>%1: build the tile your vizier bought, or put it in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="87" />
            <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/ui.py" line="22" />
            <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="42" />
            <location filename="../../gui/games/alhambra/ui.py" line="28" />
            <source>Dirk</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>alhambra_granada</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="28" />
            <source>the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="34" />
            <source>city</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="35" />
            <source>the city</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="51" />
            <source>%1: drag each tile you bought into your city or onto your reserve; pay the flip fee to build a Granada tile on its other face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="53" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="68" />
            <source>%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="73" />
            <source>%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="78" />
            <source>%1, the other face of %2, fits nowhere in your city, so no fee is taken; your reserve takes either face for free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="81" />
            <source>%1 is an Alhambra tile: it has one face and is never turned over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="82" />
            <source>%1 is not on market space %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/ui.py" line="18" />
            <source>3-6 players · about 90 minutes
Both palaces in one city: each market space offers an Alhambra and a Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>castle</name>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="32" />
            <source>%n empty helper spaces in the castle</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="34" />
            <source>%n helpers in the castle</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="36" />
            <source>%n towers erected</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="38" />
            <source>%n houses erected</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="40" />
            <source>%n buildings not erected</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="42" />
            <source>%n silver in the forge</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="49" />
            <source>%1's market helper buys %2 VP for %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="51" />
            <source>%1's palace helper turns %2 into %3 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="53" />
            <source>%1 scores %2 VP in the Barn (%3 helpers there).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="55" />
            <source>%1 scores %2 VP in the %3: %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="59" />
            <source>%1 erects the %2, paying %3, and scores %4 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="62" />
            <source>The Stonemason's reward: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="64" />
            <source>The castle is complete: this is the last round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="69" />
            <source>%1 sends a helper to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="71" />
            <source>%1 sends the innkeeper to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="73" />
            <source>%1's helper there goes back to the supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="81" />
            <source>%1's innkeeper moves to the %2 for %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="83" />
            <source>%1 brings a helper from %2 to the %3 for %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="84" />
            <source>%1 places a helper in the %2 for %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="90" />
            <source>Winter card: the %1 comes into play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="91" />
            <source>Winter card: the %1 strikes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="97" />
            <source>Round %1 begins; %2 is the first player and takes a taler from the round track.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="99" />
            <source>%1 lays a card face down.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="100" />
            <source>The cards are revealed: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="101" />
            <source>%1 %2</source>
            <comment>name, cards</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="103" />
            <source>%1's %2 is done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="104" />
            <source>Round %1 ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="105" />
            <source>%1's %2 takes %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="106" />
            <source>%1's Messenger brings %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="107" />
            <source>%1 collects %2 from the %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="112" />
            <source>%1 pays the Village Tavern %2 (to %3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="113" />
            <source>%1 pays the Village Tavern %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="114" />
            <source>%1 cannot pay the Village Tavern %2 and places no trader helper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="115" />
            <source>%1 takes the helper back from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="117" />
            <source>%1 receives %2 from %3 (%4 to the defense tower).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="119" />
            <source>%1's Bricklayer takes %2 from the defense tower.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="120" />
            <source>%1 asks %2 for the last %3 on the %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="122" />
            <source>%1 buys 1 %2 from %3's %4 for a taler.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="124" />
            <source>%1 keeps the last %2 on the %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="126" />
            <source>%1 puts a silver into the forge and takes 1 %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="128" />
            <source>%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="131" />
            <source>%1 pays %2 for the %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="132" />
            <source>%1 gives up the %2 to the %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="133" />
            <source>%1 gives %2 stone to the Crack in the Wall for %3 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="134" />
            <source>%1 courts the Castle Maiden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="135" />
            <source>%1 does not court the Castle Maiden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="136" />
            <source>%1 lays %2 on the Castle Maiden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="137" />
            <source>%1 withdraws from the courtship.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="138" />
            <source>%1 wins the Castle Maiden: %2 VP; the others share %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="140" />
            <source>Nobody wins the Castle Maiden; %1 go to the bank and the stock.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="142" />
            <source>%1 takes %2 from the Castle Maiden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="143" />
            <source>The game ends: the helpers in the castle score.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="151" />
            <source>%1 %2</source>
            <comment>name, points</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="152" />
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>and</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="153" />
            <source>Game over: %1. Won by %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="168" />
            <source>take a trader helper back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="169" />
            <source>send a helper to a cart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="170" />
            <source>take one resource from the defense tower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="171" />
            <source>buy from the Workers, erect buildings, place helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="172" />
            <source>erect buildings and place helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="173" />
            <source>place helpers in the castle</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="181" />
            <source>choose a character card in secret</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>court the Castle Maiden or not</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>deposit on the Castle Maiden or withdraw</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>take an item from the Castle Maiden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>decide on the Castle Maiden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the winter card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="190" />
            <source>choose the Stone Worker's two pieces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="192" />
            <source>sell the last piece of a Worker or keep it</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="194" />
            <source>turn pieces into points with the palace helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>The game is over: %1 wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="211" />
            <source>%1 · Your turn: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="212" />
            <source>%1 · %2 is to %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="219" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="220" />
            <source>That cannot be done now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="221" />
            <source>There is no such character card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="222" />
            <source>You have laid your %card face down already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="223" />
            <source>Your %card is out of the game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="224" />
            <source>Your %card lies in your play area until a Master Builder takes it back.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="225" />
            <source>The Master Builder may not be chosen in the first round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="226" />
            <source>The Master Builder may not be chosen while you hold all your cards.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="227" />
            <source>A courtship of the Castle Maiden is not declared now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="228" />
            <source>A courtship of the Castle Maiden is not declined now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="229" />
            <source>Nothing is deposited on the Castle Maiden now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="230" />
            <source>Nobody withdraws from the courtship now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="231" />
            <source>The Castle Maiden's items are not shared now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="232" />
            <source>A suitor deposits a piece or a taler, and you have none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="233" />
            <source>That is neither a resource nor a taler.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="234" />
            <source>You have no %item to deposit.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="235" />
            <source>Who declares the courtship deposits in that round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="236" />
            <source>No %item is left on the Castle Maiden.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="237" />
            <source>This winter card takes no character card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="238" />
            <source>The Plague takes a card from your play area, and your %card is not there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="239" />
            <source>The Snowdrift takes a Worker.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="240" />
            <source>Your %card lies face down for this round and cannot be given up.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="241" />
            <source>This winter card asks for no payment.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="242" />
            <source>Paying costs %price talers, and you have fewer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="243" />
            <source>Stone is donated to the Crack in the Wall only.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="244" />
            <source>A donation cannot be below nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="245" />
            <source>At most %most stone may be donated.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="246" />
            <source>You have only %held stone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="247" />
            <source>Silver is forged into other pieces while paying, not now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="248" />
            <source>The Crack in the Wall takes stone: forge silver into stone.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="249" />
            <source>The Stone Worker takes %count pieces of your choice.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="250" />
            <source>The Stone Worker's pieces are chosen among sand, wood and clay.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="251" />
            <source>There is no such resource.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="252" />
            <source>The stock has not that many of those pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="253" />
            <source>No trader helper is taken back now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="254" />
            <source>There is no such cart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="255" />
            <source>You have no trader helper at %cart.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="256" />
            <source>A Trader who cannot pay the Village Tavern takes a trader helper back first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="257" />
            <source>Only a Trader sends helpers to the carts.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="258" />
            <source>A Trader who could not pay the Village Tavern places no helper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="259" />
            <source>A trader helper comes from your supply or is the innkeeper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="260" />
            <location filename="../../gui/games/castle/texts.py" line="303" />
            <source>You have no innkeeper at the Village Tavern.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="261" />
            <location filename="../../gui/games/castle/texts.py" line="302" />
            <location filename="../../gui/games/castle/texts.py" line="313" />
            <source>You have no helper left in your supply.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="262" />
            <source>Your own helper is at %cart already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="263" />
            <source>The rider takes a helper only when all four carts have one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="264" />
            <source>A helper is sent home from a cart only when all four carts are taken.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="265" />
            <source>The helper at %cart came this round and cannot be sent home.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="266" />
            <source>A Trader with a helper in the supply sends it to a cart where it may go.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="267" />
            <source>Only a Bricklayer takes from the defense tower, at the start of the card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="268" />
            <source>The defense tower holds no %resource.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="269" />
            <source>The Bricklayer takes one resource from the defense tower first.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="270" />
            <source>A Stonemason buys from the Workers before building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="271" />
            <source>There is no such player.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="272" />
            <source>A Stonemason does not buy from its owner's own Worker.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="273" />
            <source>That player revealed no %card this round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="274" />
            <source>The card holds no %piece.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="275" />
            <source>The Worker's owner kept its last piece from you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="276" />
            <source>A Stonemason buys one piece in all.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="277" />
            <source>A Stonemason buys one piece from each Worker card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="278" />
            <source>A piece costs a taler, and you have none.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="279" />
            <source>This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="280" />
            <source>Buildings are erected before helpers are placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="281" />
            <source>A card erects at most %limit buildings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="282" />
            <source>There is no such building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="283" />
            <source>The %building stands already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="284" />
            <source>A payment cannot hold fewer than no pieces.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="285" />
            <source>You do not have that much %resource.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="286" />
            <source>Those pieces are worth %value building points; the building needs exactly %cost.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="287" />
            <source>A payment uses at least %needed different resources.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="288" />
            <source>Silver is forged only while a card erects buildings.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="289" />
            <source>Silver is forged before helpers are placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="290" />
            <source>This card has erected all it may: nothing is left to forge silver for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="291" />
            <source>Every building stands: there is nothing left to pay for.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="292" />
            <source>Silver is forged into another resource.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="293" />
            <source>You have no silver to put into the forge.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="294" />
            <source>The stock has no %resource left.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="295" />
            <source>Only a Bricklayer or a Stonemason places helpers in the castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="296" />
            <source>You place helpers only in a round in which you erected a building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="297" />
            <location filename="../../gui/games/castle/texts.py" line="309" />
            <source>You have placed %cap helpers this round already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="298" />
            <source>There is no such helper space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="299" />
            <source>The %location is not erected yet.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="300" />
            <source>That space holds a helper already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="301" />
            <source>You placed a helper in the %location this round already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="304" />
            <source>A helper comes from your supply, your own trader helper or the innkeeper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="305" />
            <location filename="../../gui/games/castle/texts.py" line="315" />
            <source>You have no trader helper at %source.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="306" />
            <source>The space costs %fee talers; you have %talers.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="307" />
            <source>Only a Bricklayer or a Stonemason makes a helper the innkeeper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="308" />
            <source>The innkeeper comes only in a round in which you erected a building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="310" />
            <source>The Village Tavern is not in play.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="311" />
            <source>The Village Tavern has an innkeeper already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="312" />
            <source>The innkeeper is the innkeeper already.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="314" />
            <source>The innkeeper comes from your supply or your own trader helper.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="316" />
            <source>The innkeeper costs %fee talers, and you have fewer.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="317" />
            <source>Your palace helpers turn at most %limit pieces into points.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/ui.py" line="27" />
            <source>2-4 players · about 60 minutes
Choose character cards in secret each round, gather sand, wood, clay and stone, erect the castle's buildings and place helpers in them; in summer or in winter.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="27" />
            <source>talers from the bank</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="28" />
            <source>a helper to a cart: its resource at the end of the Traders</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="29" />
            <source>one resource from the defense tower, then up to two buildings and helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="30" />
            <source>buy from the Workers, up to two buildings with a reward, helpers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="31" />
            <source>2 wood and 1 silver, or half the VP of a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="32" />
            <source>2 sand and 1 clay, or half the VP of a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="33" />
            <source>1 stone and two pieces of your choice, or half the VP of a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="34" />
            <source>5 VP per building others erect this round; your played cards come back</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="71" />
            <source>%1's cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="72" />
            <source>No card left in the hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="74" />
            <source>Character cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="75" />
            <source>At a shared screen the hands stay hidden until their owner's turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="78" />
            <source>The cards chosen for this round lie here face down; only you see them.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="90" />
            <location filename="../../gui/games/castle/texts.py" line="198" />
            <source>%1: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="109" />
            <source>choose face down</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="121" />
            <source>Winter cards still to come: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>innkeeper: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>no innkeeper yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="151" />
            <source>talers on the card: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="154" />
            <location filename="../../gui/games/castle/panels.py" line="109" />
            <source>none</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="155" />
            <source>suitors: %1 · on the card: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="76" />
            <source>%1's helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="80" />
            <source>%1's trader helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="88" />
            <source>%1: a helper space for %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="90" />
            <source>%1 — %2's helper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="91" />
            <source>%1 (open once it is erected)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="109" />
            <source>%1: costs %2 building points, scores %3 VP</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="114" />
            <source>%1, erected by %2 in round %3 (%4 VP)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="150" />
            <source>The defense tower holds %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="162" />
            <source>Silver in the forge: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="171" />
            <source>Round %1: a taler for its first player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="176" />
            <source>Round %1 draws a winter card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="179" />
            <location filename="../../gui/games/castle/texts.py" line="208" />
            <source>Round %1 of %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="56" />
            <source>Cancel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="88" />
            <source>Bricklayer: take one resource from the defense tower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="90" />
            <source>Stonemason: buy a piece from a Worker, or build</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="91" />
            <source>%1: you may also</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="98" />
            <source>The Castle Maiden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="100" />
            <source>The %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="102" />
            <source>The Stone Worker: choose two pieces</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="105" />
            <source>Sell the last %1 of your %2?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="107" />
            <source>Palace: turn pieces into points</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n in hand</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="111" />
            <source>%1: %2, %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="112" />
            <source>Helpers in the supply: %1 · victory points: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="113" />
            <source>Played cards: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="114" />
            <source>Cards in hand: %1, of them face down: %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="101" />
            <source>A helper of your supply: drag it onto a lit cart or helper space</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="155" />
            <source>Drag the helper onto a lit place, or click the lit place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="165" />
            <location filename="../../gui/games/castle/table.py" line="192" />
            <source>Drop the card on the place of the chosen cards to choose it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="167" />
            <source>Drop the building on your panel to erect it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="200" />
            <source>Drop the building on your panel to erect it, or click it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="204" />
            <source>Drop the helper on a lit cart or helper space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>Pay for the %1:</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>%1: which helper?</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="240" />
            <source>%1: you would keep %2 and %3 talers, with %4 VP.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="260" />
            <location filename="../../gui/games/castle/words.py" line="118" />
            <source>Finish the card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="272" />
            <source>Click a character card to lay it face down for this round, or drag it to the dashed places.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="274" />
            <source>Choose one of the offers, or Cancel.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="277" />
            <source>Click a lit cart, or drag your helper onto it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="279" />
            <source>Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="281" />
            <source>Click a lit building site to erect it; Finish the card when done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="283" />
            <source>Click a lit helper space, or drag your helper onto it; Finish the card when done.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="285" />
            <source>Choose with the buttons on the board.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="286" />
            <source>Finish the card with the button below.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="24" />
            <source>%n talers</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="31" />
            <source>%1 %2</source>
            <comment>count, resource</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="38" />
            <source>nothing</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="48" />
            <source>someone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="54" />
            <source>the rider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="55" />
            <source>the %1 cart</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="63" />
            <location filename="../../gui/games/castle/words.py" line="98" />
            <source>the innkeeper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="64" />
            <source>from %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="71" />
            <source>Choose your %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="73" />
            <source>Court the Castle Maiden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="75" />
            <source>Do not court her</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="77" />
            <source>Deposit %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="79" />
            <source>Withdraw for good</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="81" />
            <location filename="../../gui/games/castle/words.py" line="93" />
            <source>Take %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="83" />
            <source>Give up your %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="85" />
            <source>Pay the bank instead</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="87" />
            <source>Donate no stone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="95" />
            <source>Take your helper back from %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="97" />
            <source>Send a helper to %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="100" />
            <source>Take the %1 from the defense tower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="102" />
            <source>Buy 1 %1 from %2's %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="104" />
            <source>Sell the piece</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="106" />
            <source>Keep the piece</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="108" />
            <source>Erect the %1 with %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="110" />
            <source>Forge 1 silver into 1 %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="112" />
            <source>Place a helper in the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="115" />
            <source>Make a helper the innkeeper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn %1 into points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn nothing into points</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="130" />
            <source>%1 (%2)</source>
            <comment>building, fee</comment>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n chosen</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="96" />
            <source>%n VP</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="109" />
            <source>%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="88" />
            <source>Donate %n stones</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
    <context>
        <name>gardens</name>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="117" />
            <source>%1 · finished: nobody scored</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="118" />
            <source>%1 · finished: %2 scored %3</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="122" />
            <source>no trees yet</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="123" />
            <source>%1 · %2 of %3 garden spaces laid · facing it: %4</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="24" />
            <source>Last scoring: %1's tile</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="26" />
            <source>How a building scores</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="41" />
            <source>A building is scored when every garden space around it holds a tile: four inside, two on an edge, one in a corner.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="43" />
            <source>The colour with the most trees facing it wins its value times the kinds of tree facing it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="45" />
            <source>Colours tied for the most knock each other out, and the next count wins — even a colour with no trees there. If no count is left alone, nobody scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="65" />
            <source>%1 %2</source>
            <comment>colour, points</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="70" />
            <source>Tiles in hand: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="108" />
            <source>Drag a tile onto a lit garden space, or click it and then the space. Turn it with the mouse wheel while you hold it, with R or a right-click, or with the arrows.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>none to draw</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>%n to draw</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="137" />
            <source>%1's tiles</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="139" />
            <source>Tiles in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="143" />
            <source>Garden tiles left to draw: %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="145" />
            <source>The tiles in hand stay hidden until their owner's turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="161" />
            <source>… the log tells the rest.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="25" />
            <source>purple</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="26" />
            <source>green</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="27" />
            <source>yellow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="28" />
            <source>orange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="48" />
            <source>%1 %2</source>
            <comment>building: kind, value</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="55" />
            <source>in the top left corner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="57" />
            <source>in the top right corner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="59" />
            <source>in the bottom left corner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="61" />
            <source>in the bottom right corner</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="63" />
            <source>on the top edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="65" />
            <source>on the bottom edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="67" />
            <source>on the left edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="69" />
            <source>on the right edge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="71" />
            <source>in the very centre</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>upper</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>lower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>left</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>right</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="75" />
            <source>in the %1 %2 of the garden</source>
            <comment>upper/lower, left/right</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="76" />
            <source>in the %1 middle of the garden</source>
            <comment>upper/lower/left/right</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="81" />
            <source>the %1 %2</source>
            <comment>building, where it stands</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="97" />
            <source>%1, nobody's</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="98" />
            <location filename="../../gui/games/gardens/texts.py" line="158" />
            <source>%1 (%2)</source>
            <comment>player, colour</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="105" />
            <location filename="../../gui/games/gardens/texts.py" line="137" />
            <source>%1 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="115" />
            <source>%1 %2</source>
            <comment>trees, count</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="127" />
            <source>%1 alone with %2: they win.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="129" />
            <source>%1 tie with %2 each and knock each other out.</source>
            <translation type="unfinished" />
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/texts.py" line="143" />
            <source>%n kinds of tree × value %1 = %2</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="153" />
            <source>%1 is finished: %2, owned by nobody, have the majority, so nobody scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="156" />
            <source>%1 is finished: nobody scores.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="157" />
            <source>%1 is finished: %2 scores %3 (%4).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="172" />
            <source>%1 lays a garden tile with %2 trees of each kind.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="177" />
            <source>Facing it: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="180" />
            <source>%1 draws a garden tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="190" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="194" />
            <source>%1 is laying a garden tile…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="196" />
            <source>%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the mouse wheel, R or a right-click.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="199" />
            <source>%1: choose one of your tiles and lay it next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="201" />
            <source>%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="208" />
            <source>That garden tile is not in your hand.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="209" />
            <source>There is no such garden tile in this game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="210" />
            <source>There is no garden space there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="211" />
            <source>That garden space already holds a tile.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="212" />
            <source>The first garden tile goes on one of the 16 inner spaces, not on the outer ring.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="214" />
            <source>A garden tile must share a side with a tile already laid (touching at a corner is not enough).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="216" />
            <source>A garden tile can only be turned a quarter at a time, so that each kind of tree faces one building.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/ui.py" line="26" />
            <source>2-4 players · about 30 minutes
Lay garden tiles between the palace's buildings and turn them so your trees face the buildings: when a building's garden is complete, the most trees win it.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>granada</name>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="38" />
            <source>the %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="46" />
            <source>at least %1 cards of one currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="47" />
            <source>at least %1 in one currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="52" />
            <location filename="../../gui/games/granada/texts.py" line="53" />
            <source>Granada</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="56" />
            <location filename="../../gui/games/granada/ui.py" line="24" />
            <source>Juan</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="65" />
            <source>%1 pays %2 to turn %3 over: it becomes %4.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="85" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="86" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="89" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="91" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="93" />
            <source>%1: drag each tile you bought into your Granada, onto your reserve or to Juan; pay the flip fee to build or give it on its other face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="95" />
            <source>%1: drag each tile you bought into your Granada or onto your reserve; pay the flip fee to build it on its other face.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="104" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="123" />
            <source>The flip fee is paid in one currency, not in %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="132" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="134" />
            <source>%1 cannot be turned over: only a tile bought this turn can, before it is placed.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="136" />
            <source>%1 has already been turned over this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="137" />
            <source>%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; your reserve takes either face for free.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="140" />
            <source>Choose the cards that pay the flip fee.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="141" />
            <source>The flip fee is at least %1 cards of one currency, not %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="142" />
            <source>The flip fee is at least %1 in one currency; these cards are worth %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="144" />
            <source>You paid the flip fee to build %1, so it cannot go into your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="146" />
            <location filename="../../gui/games/granada/texts.py" line="148" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="150" />
            <source>%1 is built on the face it shows; pay the flip fee first to build it as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="152" />
            <source>%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/ui.py" line="18" />
            <source>2-6 players · about 60 minutes
Build Granada with double-sided tiles: choose the face of each building (a fee turns it over), lead each type by number and value, and dig the longest moat.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <location filename="../../gui/levels.py" line="13" />
            <source>Easy</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="14" />
            <source>Normal</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="15" />
            <source>Hard</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="19" />
            <source>Plays the move that looks best right now.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="20" />
            <source>Thinks a few moves ahead.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="21" />
            <source>Thinks furthest ahead: the strongest level.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="23" />
            <source>Wins %1 of %2 two-player games against %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="24" />
            <source>Wins %1 of %2 games against %3 %4 players at once.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="35" />
            <source>Random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="63" />
            <source>Plays any legal move: for learning the rules.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/levels.py" line="41" />
            <source>a random player</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../gui/i18n_names.py" line="21" />
            <source>Pavilion</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="22" />
            <source>Seraglio</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="23" />
            <source>Arcades</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="24" />
            <source>Chambers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="25" />
            <source>Garden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="26" />
            <location filename="../../gui/i18n_names.py" line="84" />
            <source>Tower</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="27" />
            <source>Lion fountain</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="29" />
            <source>Arena</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="30" />
            <source>Bathhouse</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="31" />
            <source>Library</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="32" />
            <source>Hostel</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="33" />
            <source>Hospital</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="34" />
            <location filename="../../gui/i18n_names.py" line="82" />
            <source>Market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="35" />
            <source>Park</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="36" />
            <source>School</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="37" />
            <source>Residential district</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="43" />
            <source>lavender</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="44" />
            <source>palms</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="45" />
            <source>lemon trees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="46" />
            <source>orange trees</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="50" />
            <source>Denar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="51" />
            <source>Dirham</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="52" />
            <source>Ducat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="53" />
            <source>Florin</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="60" />
            <source>sand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="61" />
            <source>wood</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="62" />
            <source>clay</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="63" />
            <source>stone</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="64" />
            <source>silver</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="66" />
            <source>Messenger</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="67" />
            <source>Trader</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="68" />
            <source>Bricklayer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="69" />
            <source>Stonemason</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="70" />
            <source>Wood Worker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="71" />
            <source>Sand Worker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="72" />
            <source>Stone Worker</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="73" />
            <source>Master Builder</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="75" />
            <source>Keep</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="76" />
            <source>Tavern</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="77" />
            <source>Small Gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="78" />
            <source>Large Gate</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="79" />
            <source>Stable</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="80" />
            <source>Servants' House</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="81" />
            <source>Palace</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="83" />
            <source>Forge</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="85" />
            <source>House</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="87" />
            <source>rider</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="89" />
            <source>Village Tavern</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="90" />
            <source>Barn</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="91" />
            <source>Castle Maiden</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="92" />
            <source>Plague</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="93" />
            <source>Crack in the Wall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="94" />
            <source>Snowdrift</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="168" />
            <source>%1 %2</source>
            <comment>castle tile: kind, number</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/__init__.py" line="13" />
            <location filename="../../gui/i18n_names.py" line="38" />
            <source>Alhambra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/__init__.py" line="13" />
            <source>Alcazar</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="147" />
            <source>%1 %2</source>
            <comment>tile name: building type, price</comment>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/__init__.py" line="14" />
            <source>Granada</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/__init__.py" line="14" />
            <source>Alhambra + Granada</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/__init__.py" line="13" />
            <source>The Gardens of the Alhambra</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/__init__.py" line="14" />
            <source>A Castle for All Seasons</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="20" />
            <source>lower case</source>
            <comment>how a building or currency name is written inside a sentence: translate as 'as is' to keep its capital letter, else leave 'lower case'</comment>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>params</name>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="12" />
            <source>Longest wall</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="13" />
            <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="16" />
            <source>Start player tie-break</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="17" />
            <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="20" />
            <source>Players’ ages</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="21" />
            <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="24" />
            <source>The neutral player can win</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="25" />
            <source>Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral player scores strictly highest, nobody wins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="28" />
            <source>Copies of each money card</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="29" />
            <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="32" />
            <source>Market currencies</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="33" />
            <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="35" />
            <source>Game end</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="36" />
            <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="40" />
            <source>Module: the Vizier's favour</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="41" />
            <source>After every turn, a player with a face-up vizier may buy one building at the exact price, out of turn; turning the vizier back up costs an action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="44" />
            <source>Module: the money changers</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="45" />
            <source>Six changer cards come up in the money display; one lets you pay a purchase with two currencies.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="47" />
            <source>Module: the bonus cards</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="48" />
            <source>Secret cards showing a building without walls: once it stands in your Alhambra, the card counts as one more building of its type.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="51" />
            <source>Module: the worker's huts</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="52" />
            <source>Take up to three free huts as an action; a hut counts as an extra building for each open neighbour of its colour. Hut walls are our reconstruction.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="12" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="17" />
            <source>Start player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="13" />
            <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="59" />
            <source>Longest trail (a ring of n scores n)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="60" />
            <source>Simple path (a ring of n scores n − 1)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="19" />
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="61" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="41" />
            <source>Chosen at random</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="62" />
            <source>Youngest player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="63" />
            <source>Florin (yellow)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="64" />
            <source>Dirham (green)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="65" />
            <source>Denar (blue)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="66" />
            <source>Ducat (orange)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="67" />
            <source>Market cannot be refilled</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="68" />
            <source>Bag is empty</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="20" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="42" />
            <source>The first seat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="20" />
            <source>Standard (by the number built)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="21" />
            <source>Simple (fixed points)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="22" />
            <source>Worth at least 3, in one currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="23" />
            <source>At least 3 cards of one currency</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="29" />
            <source>Building scoring</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="30" />
            <source>Standard: the points of a place are a multiple of the number of buildings of that type in all cities, Juan's included. Simple, to learn the game or with children: fixed points (3; then 10 and 3; at the end 18, 10 and 3).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="34" />
            <source>Flip fee</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="35" />
            <source>What it costs to build a bought tile on its other face: cards of one currency worth at least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading of one sentence).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="39" />
            <source>Longest moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="40" />
            <source>How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="13" />
            <source>Only the first market</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="14" />
            <source>Every refill</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="20" />
            <source>Money decks</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="21" />
            <source>One deck of 108 cards (the scoring cards come up in good time), or both games' decks shuffled together, as a literal reading of the combination rules has it.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="24" />
            <source>Granada tiles with a moat</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="25" />
            <source>Which market fills must show Granada tiles with a moat (a tile without one goes back under the bag): only the first market, as the rules say, or every refill.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="13" />
            <source>Purple and yellow against green and orange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="15" />
            <source>Purple and green against yellow and orange</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="17" />
            <source>Purple and orange against green and yellow</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="19" />
            <source>Left out (as the rules say)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="20" />
            <source>Compete like a rival</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="24" />
            <source>Garden tiles in hand</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="25" />
            <source>1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more tactical game).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="28" />
            <source>Two colours each (2 players)</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="29" />
            <source>Each of the two players owns two colours, so all four kinds of tree compete; each colour scores on its own and a player's two colours can knock each other out.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="32" />
            <source>Colours of each player</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="33" />
            <source>With two colours each: the first pair goes to the player who begins.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="35" />
            <source>Trees nobody owns</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="36" />
            <source>With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left out; or they compete like a rival that can tie, knock out and, winning, leave the building unscored. They never count as a kind of tree.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="12" />
            <source>Season</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="13" />
            <source>Summer is the basic game. Winter uses the snowy side of the board and six winter cards that come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, the Crack in the Wall and the Snowdrift.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="18" />
            <source>The rulebook lets the players choose who begins: a player chosen at random, or the first seat.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="20" />
            <source>Stonemason's purchases</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="21" />
            <source>How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in all, or one from each Worker card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="24" />
            <source>Innkeeper needs a building</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="25" />
            <source>Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner erected a building, like any other helper placed in the castle.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="28" />
            <source>Innkeeper counts as a helper placed</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="29" />
            <source>Winter: the innkeeper counts toward the two helpers a player may place each round.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="31" />
            <source>Last suitor deposits</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="32" />
            <source>Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at once (off), or must still deposit one more item in that pass (on).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="39" />
            <source>Summer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="40" />
            <source>Winter</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="43" />
            <source>One piece in all</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="44" />
            <source>One piece from each Worker card</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>tilecity</name>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="48" />
            <source>a %1 changer</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="56" />
            <source>%1 and %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="82" />
            <source>Your %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="85" />
            <location filename="../../gui/games/tilecity/texts.py" line="94" />
            <source>%1's %2</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="91" />
            <source>your %1</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="163" />
            <source>%1 bought %2 for %3 and takes another action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="164" />
            <source>%1 bought %2, paying %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="169" />
            <source>Scoring round %1: %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>The game is over. Winner: %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>nobody</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="181" />
            <source>%1 took %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="182" />
            <source>%1 ends their actions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="183" />
            <source>%1 can do nothing and passes.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="184" />
            <source>%1 builds %2 from the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="185" />
            <source>%1 moves %2 to the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="186" />
            <source>%1 swaps %2 for %3 from the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="187" />
            <source>%1 builds %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="188" />
            <source>%1 puts %2 in the reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="189" />
            <source>%1 gives %2 to %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="190" />
            <source>%1 takes %2 tiles from the bag.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="191" />
            <source>Scoring card %1 comes up!</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="192" />
            <source>The discarded money is shuffled into a new deck.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="193" />
            <source>The market cannot be refilled: the game ends.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="194" />
            <source>%1 receives %2 for holding the most %3.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="195" />
            <source>Nobody receives %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="196" />
            <source>— %1's turn —</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="241" />
            <source>The game is over.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="244" />
            <source>%1 is playing…</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="248" />
            <source>%1: you receive a tile — build it or put it in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="250" />
            <source>%1: exact payment! Take another action, or end your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="251" />
            <source>%1: take money, buy a building, or redesign your %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="297" />
            <source>%1 would put a wall against an open side of %2: walls must meet walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="298" />
            <source>%1 would put an open side against a wall of %2: walls must meet walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="299" />
            <source>%1 would put a wall where %2 has an open side: walls must meet walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="300" />
            <source>%1 would put an open side where %2 has a wall: walls must meet walls.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="301" />
            <source>%1 could only be reached through a wall there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="304" />
            <source>%1 would put a moat against an open side of %2: moats must meet moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="305" />
            <source>%1 would put an open side against a moat of %2: moats must meet moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="306" />
            <source>%1 would put a moat where %2 has an open side: moats must meet moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="307" />
            <source>%1 would put an open side where %2 has a moat: moats must meet moats.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="308" />
            <source>%1 could only be reached across a moat there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="331" />
            <source>You don't hold %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="332" />
            <source>%1 doesn't hold %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="338" />
            <source>%1 costs %2 %3; %4 is not enough, and a changer counts for nothing.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="339" />
            <source>%1 costs %2 %3; %4 is not enough.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="347" />
            <source>That spot of %1 is already built on.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="348" />
            <source>That spot doesn't touch %1 along a side.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="349" />
            <source>A tile there would close off an empty space in %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="350" />
            <source>%1 is not in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="351" />
            <source>%1 can never be moved.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="352" />
            <source>Taking %1 out would leave a closed-in hole in %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="353" />
            <source>Taking %1 out would cut tiles off from %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="354" />
            <source>Taking %1 out would split %2 in two.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="355" />
            <source>Choose the cards to pay with.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="356" />
            <source>%1 is sold only for %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="357" />
            <source>Choose at least one card.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="358" />
            <source>The display doesn't show %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="359" />
            <source>Several cards may be taken only if they add up to %1 or less.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="360" />
            <source>There is no such market space.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="361" />
            <source>That market space is empty.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="362" />
            <source>There is no extra action to end: only an exact payment gives one.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="363" />
            <source>You may pass only when there is nothing else you can do.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="364" />
            <source>%1 is not in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="365" />
            <source>%1 is not one of the tiles you have to place.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="366" />
            <source>First place the tiles you bought this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="367" />
            <source>First place the tile awarded to you.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="368" />
            <source>Tiles are placed only after the turn's actions.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="369" />
            <source>Tiles go to %1 only in a two-player game.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="370" />
            <source>A tile awarded at the end of the game cannot go to %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="371" />
            <source>%1 was not bought this turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="128" />
            <source>Take %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="131" />
            <source>Buy the %1, paying %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="133" />
            <source>Build the %1 in %2, where it is marked.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="135" />
            <source>Swap the %1 for the %2 from your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="137" />
            <source>Take the %1 out of %2 into your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="140" />
            <source>Put the %1 in your reserve.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="142" />
            <source>Give the %1 to %2.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="144" />
            <source>End your turn.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="162" />
            <source>An exact payment: you may take another action.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="166" />
            <source>You overpay by %1, but this building is worth more to you than an exact purchase.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="167" />
            <source>No exact payment is open; you overpay by %1.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="179" />
            <source>It gives you the most %1 (%2).</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="184" />
            <source>Kept in your reserve, it can still be built later.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="201" />
            <source>With it you can pay the %1 exactly next turn, if it is still there.</source>
            <translation type="unfinished" />
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="204" />
            <source>It is the most money you can take: %1.</source>
            <translation type="unfinished" />
        </message>
    </context>
    <context>
        <name>NobleItem</name>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/items.py" line="204" />
            <source>%n reales</source>
            <translation type="unfinished">
                <numerusform />
            </translation>
        </message>
    </context>
</TS>
