<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>AlcazarScores</name>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="112"/>
        <source>Building</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="112"/>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="112"/>
        <source>Nobles (level)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="121"/>
        <source>Manor %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="129"/>
        <source>%1&apos;s %2 on level %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="132"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="132"/>
        <source>Cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="132"/>
        <source>At home</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="132"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="142"/>
        <source>%1 + %2 T</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="144"/>
        <source>(out)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/scores.py" line="156"/>
        <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlcazarTable</name>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="211"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="212"/>
        <source>Market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="212"/>
        <source>a card 5 reales · a tower card 10</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="213"/>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="243"/>
        <source>Build a bridge…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="243"/>
        <source>A bridge costs 15 reales: then click its two heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="244"/>
        <source>Take back a noble…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="244"/>
        <source>Before your main action: a noble goes home and pays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="245"/>
        <source>Buy top card (5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="245"/>
        <source>The top card of the building deck, unseen, for 5 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="246"/>
        <source>Buy tower card (10)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="246"/>
        <source>A tower card for 10 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="373"/>
        <source>castle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="375"/>
        <source>manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="376"/>
        <source>%1: %2, value %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="383"/>
        <source>empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="383"/>
        <source>bridge</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="383"/>
        <source>pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="385"/>
        <source>Levels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="391"/>
        <source>Nobles on this building:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="391"/>
        <source>No nobles on this building.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="393"/>
        <source>• %1&apos;s %2 on %3, level %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="443"/>
        <source>%1&apos;s %2 on level %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="462"/>
        <source>Castle %1, value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="495"/>
        <source>Crest of %1: value %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="519"/>
        <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="530"/>
        <source>Building card %1: drag it onto parcel %1 to build there</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="538"/>
        <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="549"/>
        <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="553"/>
        <source>Tower deck: %1 cards, 10 reales each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="571"/>
        <source>%1 pts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="573"/>
        <source>out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="576"/>
        <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="584"/>
        <source>%1 pieces</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="585"/>
        <source>%1 bridges</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="586"/>
        <source>Free flags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="586"/>
        <source>No free flag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="589"/>
        <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="592"/>
        <source>Your hand</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="594"/>
        <source>Hand of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="801"/>
        <source>Found a castle on %1 with %2 and %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="804"/>
        <source>Found a manor on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="808"/>
        <source>Build up on %1 to level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="810"/>
        <source>Extend onto %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="812"/>
        <source>Bridge from %1 to %2 (15 reales)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="818"/>
        <source>pushes off %1&apos;s %2 (they get %3 reales)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="821"/>
        <source>joins buildings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="823"/>
        <source>income %1 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="830"/>
        <source>Place a %1 on %2 for %3 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="832"/>
        <source>Move your noble from %1 to %2 (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="834"/>
        <source>Swap your nobles on %1 and %2 (free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="837"/>
        <source>Take back your noble from %1 and receive %2 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="840"/>
        <source>Tower card on %1: a piece on level %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="842"/>
        <source>Buy card %1 for 5 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="844"/>
        <source>Buy a tower card for 10 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="844"/>
        <source>Buy the top building card for 5 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="871"/>
        <source>Drop to found a castle here (then choose its wings) or a manor.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="915"/>
        <source>Card %1 builds only on parcel %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="921"/>
        <source>Drop card %1 on parcel %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="926"/>
        <source>Drop the tower card on a lit column.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="929"/>
        <location filename="../../gui/games/alcazar/table.py" line="943"/>
        <source>Drop the card into your hand to buy it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="931"/>
        <location filename="../../gui/games/alcazar/table.py" line="945"/>
        <source>Drop your noble on your line in the players panel to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="932"/>
        <source>That is not a place for it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="939"/>
        <source>Drop card %1 on its parcel, lit on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="941"/>
        <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="947"/>
        <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="949"/>
        <source>Drop the %1 on a lit spot.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="966"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="966"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="988"/>
        <source>Now click the other head of the bridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1017"/>
        <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1023"/>
        <source>Click one of your lit nobles: it goes home and the bank pays its building&apos;s value (twice for a grande).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1081"/>
        <source>Choose how to build: point at a choice to see it on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1117"/>
        <source>Castle %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1119"/>
        <source>Manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1123"/>
        <location filename="../../gui/games/alcazar/table.py" line="1144"/>
        <location filename="../../gui/games/alcazar/table.py" line="1146"/>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1125"/>
        <source>Build on parcel %1:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1129"/>
        <source>Which castle keeps its flag?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1131"/>
        <source>Manor on %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1133"/>
        <source>Which manor becomes a castle?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1141"/>
        <source>Place a noble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1141"/>
        <source>Move or swap a noble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1142"/>
        <location filename="../../gui/games/alcazar/table.py" line="1224"/>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1144"/>
        <source>Build a bridge: click two lit heads</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1146"/>
        <source>Take back: click one of your lit nobles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1190"/>
        <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1214"/>
        <source>A %1 here costs %2 reales; you have %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1222"/>
        <source>Buy card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1223"/>
        <source>Take back noble</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1225"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1260"/>
        <source>Point at a choice to see it on the board; click it to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1264"/>
        <source>Press Buy card, or drag the card into your hand.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1266"/>
        <source>Press Take back noble to take it home and be paid its building&apos;s value (twice for a grande).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1268"/>
        <source>Click two lit heads: the bridge joins them over the square between.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1269"/>
        <source>Click a lit place.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1271"/>
        <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1273"/>
        <source>Choose on the board.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/table.py" line="1274"/>
        <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlhambraScores</name>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="43"/>
        <source>Longest wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="43"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="73"/>
        <source>All three scorings are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="75"/>
        <source>Next scoring: round 3, at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="77"/>
        <source>Next scoring: round 2, when card B comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="79"/>
        <source>Next scoring: round 1, when card A comes up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlhambraTable</name>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="164"/>
        <source>Building market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="165"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="166"/>
        <source>To place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="172"/>
        <source>Market space %1: pay in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="251"/>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="251"/>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="251"/>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="251"/>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="252"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="253"/>
        <source>%1, price %2; walls: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="353"/>
        <source>Dirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="353"/>
        <location filename="../../gui/games/alhambra/table.py" line="417"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="376"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="394"/>
        <source>%1 cards in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="406"/>
        <source>%1 cards, hidden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="416"/>
        <source>%1&apos;s Alhambra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="419"/>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="420"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="421"/>
        <source>Scoring rounds held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="422"/>
        <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="424"/>
        <source>Your money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="424"/>
        <source>Money (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="426"/>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="443"/>
        <source>%1 points · %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="561"/>
        <source>That is not a place for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="609"/>
        <source>Drop %1 on a lit cell of your Alhambra, or on your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="611"/>
        <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="612"/>
        <source>Drop %1 on your reserve to take it out of your Alhambra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="635"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="635"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="679"/>
        <source>You cannot pay for %1 yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="694"/>
        <source>Take money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="695"/>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="696"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="697"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="705"/>
        <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="707"/>
        <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="709"/>
        <source>One card of any value, or several worth 5 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="710"/>
        <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FinalScoringDialog</name>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="20"/>
        <location filename="../../gui/games/alcazar/dialogs.py" line="22"/>
        <source>Final scoring</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="23"/>
        <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="27"/>
        <source>Noble %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="28"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="28"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="28"/>
        <source>Remainder (tie-break)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="38"/>
        <source>%1 on %2 · level %3 → %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/dialogs.py" line="42"/>
        <source>%1 reales → %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>FinalStandingsDialog</name>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="320"/>
        <location filename="../../gui/dialogs/scoring.py" line="322"/>
        <source>Final standings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="341"/>
        <source>tied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="349"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="353"/>
        <source>%1 — winner</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="354"/>
        <source>%1 — shares the victory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="371"/>
        <source>%1 (neutral player, not ranked): %2 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="377"/>
        <source>&amp;New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="378"/>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="394"/>
        <source>%1 wins with %2 points!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="397"/>
        <source>%1 share the victory with %2 points each!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="400"/>
        <source>Nobody wins: %1 scored the most points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="401"/>
        <source>Nobody wins this game.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <location filename="../../gui/main_window.py" line="187"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="191"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="203"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="204"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="205"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="206"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="207"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="209"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="210"/>
        <source>&amp;Close game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="212"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="214"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="215"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="216"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="217"/>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="218"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="230"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="231"/>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="232"/>
        <source>&amp;About Alcazaba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="269"/>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="276"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="285"/>
        <location filename="../../gui/main_window.py" line="288"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="285"/>
        <source>%1 cannot be opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="288"/>
        <source>This version cannot show %1 games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="303"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="305"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="312"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="326"/>
        <source>Nothing to undo: new cards or tiles have been revealed since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="343"/>
        <source>Resume game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="344"/>
        <source>A game of %1 with %2 was interrupted. Go on with it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="371"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="375"/>
        <source>A new game of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="398"/>
        <source>Choose a game to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="455"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="485"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="495"/>
        <source>About Alcazaba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="496"/>
        <source>&lt;h3&gt;Alcazaba&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra is a game by Dirk Henn. All art in this program is drawn by its authors.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NewGameDialog</name>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="63"/>
        <source>Red</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="64"/>
        <source>Blue</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="65"/>
        <source>Green</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="66"/>
        <source>Yellow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="67"/>
        <source>Purple</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="68"/>
        <source>Orange</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="142"/>
        <source>whole numbers, separated by commas</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="169"/>
        <source>Move up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="174"/>
        <source>Move down</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="249"/>
        <location filename="../../gui/dialogs/new_game.py" line="518"/>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="255"/>
        <source>Human</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="257"/>
        <location filename="../../gui/dialogs/new_game.py" line="714"/>
        <source>Computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="269"/>
        <source>Seat %1: name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="270"/>
        <source>Seat %1: colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="271"/>
        <source>Seat %1: human or computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="272"/>
        <source>Seat %1: computer level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="368"/>
        <source>New game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="387"/>
        <source>&amp;Game:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="393"/>
        <source>Rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="407"/>
        <source>&amp;Start game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="409"/>
        <source>&amp;Reset to defaults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="503"/>
        <source>Players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="508"/>
        <source>&amp;Number of players:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="518"/>
        <source>Colour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="518"/>
        <source>Player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="518"/>
        <source>Level</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="542"/>
        <source>No computer players are available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="588"/>
        <source>Advanced rule options</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="599"/>
        <source>This game is played by its standard rules unless you change the advanced options.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="631"/>
        <source>%1:</source>
        <comment>form label</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="645"/>
        <source>New game: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="718"/>
        <source>%1 %2</source>
        <comment>computer seat: level, seat number</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="720"/>
        <source>Player %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="743"/>
        <source>Seat %1 needs a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="746"/>
        <source>Seats %1 and %2 have the same name; give each player their own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/new_game.py" line="750"/>
        <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>NobleItem</name>
    <message>
        <location filename="../../gui/games/alcazar/items.py" line="150"/>
        <source>%1 reales</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>PassScreen</name>
    <message>
        <location filename="../../gui/main_window.py" line="118"/>
        <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players&apos; hands stay hidden.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="119"/>
        <source>I am %1 — show my hand</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ScoringDialog</name>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="44"/>
        <source>1st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="45"/>
        <source>2nd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="46"/>
        <source>3rd</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="47"/>
        <source>4th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="48"/>
        <source>5th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="49"/>
        <source>6th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="50"/>
        <source>7th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="52"/>
        <source>%1th</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="61"/>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="62"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="138"/>
        <source>Dirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="142"/>
        <source>Scoring round %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="150"/>
        <source>Each cell: buildings of that type · place · points.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="151"/>
        <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="154"/>
        <source>In round 1 only 1st place scores.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="155"/>
        <source>In round 2, 1st and 2nd place score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="156"/>
        <source>In round 3, 1st, 2nd and 3rd place score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="160"/>
        <source>Only buildings in the Alhambra count, not those in the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="162"/>
        <source>%1 takes part in the majorities but never scores walls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="210"/>
        <source>Longest outer wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="215"/>
        <source>%1 → +%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="216"/>
        <source>%1: longest outer wall of %2 segments, 1 point each</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="222"/>
        <source>%1 never scores walls.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="227"/>
        <source>This round</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="234"/>
        <source>Total</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="268"/>
        <source>%1 has no %2 in the Alhambra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="271"/>
        <source>tied %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="272"/>
        <source>%1 · %2 · +%3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="275"/>
        <source>%1: %2 × %3, %4 place: %5 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/scoring.py" line="277"/>
        <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>StartPage</name>
    <message>
        <location filename="../../gui/main_window.py" line="51"/>
        <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="61"/>
        <source>%1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="65"/>
        <source>New game…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>alcazar</name>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="21"/>
        <source>grande</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="22"/>
        <source>caballero</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="29"/>
        <source>parcel %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="32"/>
        <source>the square at row %1, column %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="39"/>
        <source>a manor</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="46"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="58"/>
        <source>— %1&apos;s turn —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="60"/>
        <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="63"/>
        <source>%1 buys card %2 from the display for %3 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="65"/>
        <source>Card %1 is laid out in the display.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="68"/>
        <source>%1 buys a tower card for %2 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="69"/>
        <source>%1 buys the top card of the building deck for %2 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="72"/>
        <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="75"/>
        <source>%1 founds a manor on parcel %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="78"/>
        <source>%1 builds on parcel %2; the building is now worth %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="79"/>
        <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="83"/>
        <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="87"/>
        <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="88"/>
        <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="90"/>
        <source>%1 receives %2 reales of income.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="93"/>
        <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="96"/>
        <source>%1&apos;s %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="101"/>
        <source>Buildings join: %1 takes in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="103"/>
        <source>The flag and crest of %1 return to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="106"/>
        <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="109"/>
        <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="113"/>
        <source>%1 keeps its flag; %2 returns to the supply.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="115"/>
        <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="118"/>
        <source>%1 moves their %2 from %3 to %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="122"/>
        <source>%1 swaps their nobles on %2 and %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="124"/>
        <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="127"/>
        <source>Every player has passed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="129"/>
        <source>The last building piece or bridge has been used.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="131"/>
        <source>%1 Final scoring: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="134"/>
        <source>The game is over. Winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="134"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="141"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="145"/>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="149"/>
        <source>a %1 for %2 reales</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="150"/>
        <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="151"/>
        <source>%1 or %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="152"/>
        <source>%1: move or swap a noble on this building, or press Done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="154"/>
        <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="156"/>
        <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="158"/>
        <source>%1: buy a card or build (you may first take back a noble).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/texts.py" line="159"/>
        <source>%1: buy a card or build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alcazar/ui.py" line="32"/>
        <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>alhambra</name>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="24"/>
        <source>%1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="33"/>
        <source>%1 took %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="38"/>
        <source>%1 bought %2 for %3 %4 and takes another action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="39"/>
        <source>%1 bought %2, paying %3 %4.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="41"/>
        <source>%1 ends their actions.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="43"/>
        <source>%1 can do nothing and passes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="45"/>
        <source>%1 builds %2 from the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="47"/>
        <source>%1 moves %2 to the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="49"/>
        <source>%1 swaps %2 for %3 from the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="51"/>
        <source>%1 builds %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="53"/>
        <source>%1 puts %2 in the reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="55"/>
        <source>%1 gives %2 to Dirk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="57"/>
        <source>Scoring card %1 comes up!</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="59"/>
        <source>The discarded money is shuffled into a new deck.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="61"/>
        <source>Dirk takes %1 tiles from the bag.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="63"/>
        <source>The market cannot be refilled: the game ends.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="65"/>
        <source>%1 receives %2 for holding the most %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="68"/>
        <source>Nobody receives %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="71"/>
        <source>Scoring round %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="74"/>
        <source>The game is over. Winner: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="74"/>
        <source>nobody</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="76"/>
        <source>— %1&apos;s turn —</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="83"/>
        <source>The game is over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="87"/>
        <source>%1 is playing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="90"/>
        <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="92"/>
        <source>%1: you receive a tile — build it or put it in your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="94"/>
        <source>%1: exact payment! Take another action, or end your turn.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/texts.py" line="95"/>
        <source>%1: take money, buy a building, or redesign your Alhambra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/ui.py" line="25"/>
        <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/ui.py" line="45"/>
        <source>Dirk</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>names</name>
    <message>
        <location filename="../../gui/i18n_names.py" line="18"/>
        <source>Pavilion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="19"/>
        <source>Seraglio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="20"/>
        <source>Arcades</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="21"/>
        <source>Chambers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="22"/>
        <source>Garden</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="23"/>
        <source>Tower</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="24"/>
        <source>Lion fountain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="28"/>
        <source>Denar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="29"/>
        <source>Dirham</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="30"/>
        <source>Ducat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="31"/>
        <source>Florin</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="39"/>
        <source>Alhambra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="40"/>
        <source>Granada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="41"/>
        <source>Alhambra and Granada</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="42"/>
        <source>The Gardens of the Alhambra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="43"/>
        <source>Alcazar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="44"/>
        <source>A Castle for All Seasons</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/i18n_names.py" line="85"/>
        <source>%1 %2</source>
        <comment>tile name: building type, price</comment>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>params</name>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="21"/>
        <source>Longest wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="22"/>
        <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="25"/>
        <source>Start player tie-break</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="26"/>
        <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="29"/>
        <source>Players’ ages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="30"/>
        <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="33"/>
        <source>The neutral player can win</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="34"/>
        <source>Two players: rank the neutral player Dirk like a player. If he scores strictly highest, nobody wins.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="37"/>
        <source>Copies of each money card</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="38"/>
        <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="41"/>
        <source>Market currencies</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="42"/>
        <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="44"/>
        <source>Game end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="45"/>
        <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="49"/>
        <source>Start player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="50"/>
        <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="56"/>
        <source>Longest trail (a ring of n scores n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="57"/>
        <source>Simple path (a ring of n scores n − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="58"/>
        <location filename="../../gui/dialogs/param_texts.py" line="66"/>
        <source>Chosen at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="59"/>
        <source>Youngest player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="60"/>
        <source>Florin (yellow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="61"/>
        <source>Dirham (green)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="62"/>
        <source>Denar (blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="63"/>
        <source>Ducat (orange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="64"/>
        <source>Market cannot be refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="65"/>
        <source>Bag is empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="67"/>
        <source>The first seat</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
