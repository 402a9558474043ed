<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="hu">
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="25" />
            <source>Buy card</source>
            <translation>Kártyavásárlás</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="26" />
            <source>Take back noble</source>
            <translation>Nemes visszavétele</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="27" />
            <source>Done</source>
            <translation>Kész</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="28" />
            <source>Pass</source>
            <translation>Passz</translation>
        </message>
    </context>
    <context>
        <name>AlcazarScores</name>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Building</source>
            <translation>Épület</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Value</source>
            <translation>Érték</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Nobles (level)</source>
            <translation>Nemesek (szint)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="122" />
            <source>Manor %1</source>
            <translation>Udvarház (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="130" />
            <source>%1's %2 on level %3</source>
            <translation>%1: %2, %3. szint</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Money</source>
            <translation>Pénz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Cards</source>
            <translation>Kártyák</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>At home</source>
            <translation>Otthon</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Score</source>
            <translation>Pontszám</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="143" />
            <source>%1 + %2 T</source>
            <translation>%1 + %2 T</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="145" />
            <source>(out)</source>
            <translation>(kiesett)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="148" />
            <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
            <translation>♛ grand, ♟ caballero. Egy nemes annyi pontot ér, ahányadik szinten áll (a grand kétszer annyit); minden 50 real 1 pontot ér. Kártyák: épület + torony (T).</translation>
        </message>
    </context>
    <context>
        <name>AlcazarTable</name>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="245" />
            <source>Drop to found a castle here (then choose its wings) or a manor.</source>
            <translation>Engedd el itt, hogy kastélyt (utána válaszd ki a szárnyait) vagy udvarházat alapíts.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="303" />
            <source>Now click the other head of the bridge.</source>
            <translation>Most kattints a híd másik hídfőjére.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="388" />
            <source>Choose how to build: point at a choice to see it on the board.</source>
            <translation>Válaszd ki, hogyan építkezel: mutass egy lehetőségre, és megjelenik a táblán.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraGranadaTable</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="62" />
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest wall</source>
            <translation>Leghosszabb fal</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest moat</source>
            <translation>Leghosszabb várárok</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="67" />
            <source>Wall beside moat</source>
            <translation>Fal a várárok mentén</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="71" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>A leghosszabb falad hossza: %1 → %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="110" />
            <source>none yet</source>
            <translation>még egy sem</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="112" />
            <source>Alhambra tiles in the bag: %1
Granada tiles in the bag: %2
Cards in the deck: %3
Scorings held: %4</source>
            <translation>Alhambra-lapkák a zsákban: %1
Granada-lapkák a zsákban: %2
Kártyák a pakliban: %3
Lezajlott pontozások: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="125" />
            <source>Where Granada's part of this city starts: every Granada tile must be reachable from here without crossing a moat, as every Alhambra tile from the fountain without crossing a wall.</source>
            <translation>Itt kezdődik a város Granada-része: minden Granada-lapkának elérhetőnek kell lennie innen várárok keresztezése nélkül, ahogy minden Alhambra-lapkának a kúttól fal keresztezése nélkül.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="156" />
            <source>Buy the %1, paying %2.</source>
            <translation>Vedd meg: %1, fizetés: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="166" />
            <source>An exact payment: you may take another action.</source>
            <translation>Pontos fizetés: újabb akciót hajthatsz végre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="167" />
            <source>You overpay by %1.</source>
            <translation>Túlfizetés: %1.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraTable</name>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="58" />
            <source>Dirk</source>
            <translation>Dirk</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pieces.py" line="61" />
            <source>Money changer: %1</source>
            <translation>Pénzváltó: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="112" />
            <source>Take a worker's hut</source>
            <translation>Munkáskunyhó elvétele</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="113" />
            <source>Take the %1 worker's hut? Taking a hut ends your actions this turn; you place the hut next.</source>
            <translation>Elveszed a munkáskunyhót (%1)? A kunyhó elvételével véget érnek az akcióid ebben a körben; utána a kunyhót kell lehelyezned.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="62" />
            <source>Click to see %1's Alhambra large</source>
            <translation>Kattints, és nagyban látod %1 Alhambráját</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="66" />
            <source>Click to see your own Alhambra again</source>
            <translation>Kattints, és újra a saját Alhambrádat látod</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="82" />
            <source>Longest wall</source>
            <translation>Leghosszabb fal</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="136" />
            <source>Turn vizier up</source>
            <translation>Vezír felfordítása</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="138" />
            <source>Let the vizier rest</source>
            <translation>A vezír pihenjen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="139" />
            <source>Reveal bonus card</source>
            <translation>Bónuszkártya felfedése</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="154" />
            <source>Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.</source>
            <translation>Húzd az egyes lapkákat egy kivilágított mezőre, az értéktábládra vagy Dirkhez, vagy kattints a lapkára, majd oda, ahová kerül.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="155" />
            <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
            <translation>Húzd az egyes lapkákat egy kivilágított mezőre vagy az értéktábládra, vagy kattints a lapkára, majd oda, ahová kerül.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="157" />
            <source>Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.</source>
            <translation>A vezíred most pontos áron megvehet egy épületet: kattints rá, majd a Vásárlás gombra. Vagy hagyd pihenni a vezírt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="159" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Válaszd ki a kártyákat, amelyekkel fizetsz, majd Vásárlás. Pontos fizetésért újabb akció jár.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="161" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Egy tetszőleges értékű kártya, vagy több, összesen legfeljebb 5 értékben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="162" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Kattints egy felcsapott pénzkártyára, hogy elvedd, vagy egy épületre a piacon, hogy megvedd. Építéshez húzd a lapkákat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="187" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>A leghosszabb falad hossza: %1 → %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="37" />
            <source>Worker's hut (%1): counts one more %1 for each open neighbour of that type</source>
            <translation>Munkáskunyhó (%1): minden vele fal nélkül szomszédos, azonos típusú épületért még egy épületnek számít (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>north</source>
            <translation>észak</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>east</source>
            <translation>kelet</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>south</source>
            <translation>dél</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>west</source>
            <translation>nyugat</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="50" />
            <source>none</source>
            <translation>nincs</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="51" />
            <source>%1, price %2; walls: %3</source>
            <translation>%1, ár: %2; falak: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="110" />
            <source>Bonus card: %1 counts one more %2 while it stands in the Alhambra</source>
            <translation>Bónuszkártya: amíg %1 az Alhambrában áll, eggyel több épületnek számít (%2)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="112" />
            <source> (secret; reveal it with the action bar)</source>
            <translation> (titkos; az akciósávon fedheted fel)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/money.py" line="121" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n kártya, rejtve</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="125" />
            <source>Seen taking and not yet paid: %1</source>
            <translation>Mások szeme láttára felvett, még el nem költött lapok: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="37" />
            <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
            <translation>Lapkák a zsákban: %1
Kártyák a pakliban: %2
Lezajlott pontozások: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="61" />
            <source>Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).</source>
            <translation>Munkáskunyhó (%1), ebben a kupacban: %2. Kattints rá az elvételhez (fejenként legfeljebb három kunyhó).</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="155" />
            <source>castle %1</source>
            <translation>%1 kastélya</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="157" />
            <source>manor</source>
            <translation>udvarház</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="158" />
            <source>%1: %2, value %3</source>
            <translation>%1: %2, érték: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>empty</source>
            <translation>üres</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>bridge</source>
            <translation>híd</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>pieces</source>
            <translation>épületelem</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="167" />
            <source>Levels: %1</source>
            <translation>Szintek: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>Nobles on this building:</source>
            <translation>Nemesek ezen az épületen:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>No nobles on this building.</source>
            <translation>Ezen az épületen nincs nemes.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="174" />
            <source>• %1's %2 on %3, level %4</source>
            <translation>• %1: %2 – %3, %4. szint</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="225" />
            <source>%1's %2 on level %3</source>
            <translation>%1: %2, %3. szint</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="245" />
            <source>Castle %1, value %2</source>
            <translation>%1 kastélya, érték: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="278" />
            <source>Crest of %1: value %2</source>
            <translation>%1 címere: érték %2</translation>
        </message>
    </context>
    <context>
        <name>CastleScores</name>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>VP</source>
            <translation>GyP</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Talers</source>
            <translation>Tallér</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Helpers</source>
            <translation>Segítők</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Cards in hand</source>
            <translation>Kártyák kézben</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="29" />
            <source>Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5</source>
            <translation>%1. forduló / %2 · felépült épületek: %3/%4 · ezüst a kovácsműhelyben: %5</translation>
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="70" />
            <source>Cancel</source>
            <translation>Mégse</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="77" />
            <source>Castle %1</source>
            <translation>Kastély (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="79" />
            <source>Manor</source>
            <translation>Udvarház</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="84" />
            <source>Build on parcel %1:</source>
            <translation>Építés – %1. parcella:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="88" />
            <source>Which castle keeps its flag?</source>
            <translation>Melyik kastély tartja meg a lobogóját?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="91" />
            <source>Manor on %1</source>
            <translation>Udvarház (%1. parcella)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="93" />
            <source>Which manor becomes a castle?</source>
            <translation>Melyik udvarházból legyen kastély?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="97" />
            <source>Build a bridge: click two lit heads</source>
            <translation>Hídépítés: kattints két kivilágított hídfőre</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="99" />
            <source>Take back: click one of your lit nobles</source>
            <translation>Visszavétel: kattints egy kivilágított nemesedre</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="47" />
            <source>End of the game</source>
            <translation>A játék vége</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="51" />
            <source>Standings</source>
            <translation>Állás</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="55" />
            <source>&amp;Rematch</source>
            <translation>&amp;Visszavágó</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="56" />
            <source>The same players and options, a new deal</source>
            <translation>Ugyanazok a játékosok és beállítások, új osztás</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="57" />
            <source>&amp;New game…</source>
            <translation>Ú&amp;j játék…</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="58" />
            <source>&amp;Close</source>
            <translation>&amp;Bezárás</translation>
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
            <translation>Végső értékelés</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="33" />
            <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
            <translation>A grand kétszer annyi pontot ér, ahányadik szinten áll, a caballero annyit, ahányadik szinten áll; minden teljes 50 real 1 pontot ér. Pontegyenlőségnél a nagyobb pénzmaradék nyer.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="37" />
            <source>Noble %1</source>
            <translation>%1. nemes</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Money</source>
            <translation>Pénz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>Total</source>
            <translation>Összesen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Remainder (tie-break)</source>
            <translation>Maradék (holtverseny)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="48" />
            <source>%1 on %2 · level %3 → %4</source>
            <translation>%1 · %2 · %3. szint → %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="28" />
            <source>Every helper in the castle scores by its building's rule; the VP earned during the game come first.</source>
            <translation>A kastély minden segítője az épülete szabálya szerint pontoz; előbb a játék közben szerzett GyP-k szerepelnek.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>During the game</source>
            <translation>A játék során</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/dialogs.py" line="51" />
            <source>%n reales → %1</source>
            <translation>
                <numerusform>%n real → %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FinalStandingsDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="114" />
            <location filename="../../gui/dialogs/standings.py" line="116" />
            <source>Final standings</source>
            <translation>Végeredmény</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="136" />
            <source>tied %1</source>
            <translation>megosztott %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="148" />
            <source>%1 — winner</source>
            <translation>%1 — győztes</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="149" />
            <source>%1 — shares the victory</source>
            <translation>%1 — megosztott győzelem</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="166" />
            <source>%1 (neutral player, not ranked): %2 points</source>
            <translation>%1 (semleges játékos, nincs rangsorolva): %2 pont</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="172" />
            <source>&amp;New game</source>
            <translation>Ú&amp;j játék</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="173" />
            <source>&amp;Close</source>
            <translation>&amp;Bezárás</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="189" />
            <source>%1 wins with %2 points!</source>
            <translation>%1 nyert %2 ponttal!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="192" />
            <source>%1 share the victory with %2 points each!</source>
            <translation>Megosztott győzelem: %1, fejenként %2 ponttal!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="195" />
            <source>Nobody wins: %1 scored the most points.</source>
            <translation>Senki sem nyert: a legtöbb pontot %1 szerezte.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="196" />
            <source>Nobody wins this game.</source>
            <translation>Ebben a játékban senki sem nyert.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/standings.py" line="144" />
            <source>%n points</source>
            <translation>
                <numerusform>%n pont</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../gui/games/base.py" line="156" />
            <source>The game is over.</source>
            <translation>A játék véget ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="158" />
            <source>It is not your turn.</source>
            <translation>Nem te következel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="160" />
            <source>That is not a move of this game.</source>
            <translation>Ez nem lépés ebben a játékban.</translation>
        </message>
    </context>
    <context>
        <name>GardensScores</name>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Colours</source>
            <translation>Színek</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Tiles in hand</source>
            <translation>Lapkák kézben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Score</source>
            <translation>Pontszám</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="31" />
            <source>%1 %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="37" />
            <source>Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4</source>
            <translation>Elkészült épületek: %1/%2 · lerakott kertlapok: %3/36 · húzható még: %4</translation>
        </message>
    </context>
    <context>
        <name>GardensTable</name>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="167" />
            <source>Turn the tile a quarter clockwise (R)</source>
            <translation>Lapka forgatása negyedfordulattal jobbra (R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="168" />
            <source>Turn the tile a quarter anticlockwise (Shift+R)</source>
            <translation>Lapka forgatása negyedfordulattal balra (Shift+R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="241" />
            <source>nobody</source>
            <translation>senki</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="244" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="245" />
            <source>nobody scores</source>
            <translation>senki sem kap pontot</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="246" />
            <source>%1 scores %2</source>
            <translation>%1 %2 pontot kap</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="249" />
            <source>%1 face the %2</source>
            <translation>%1: %2 felé néznek</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="264" />
            <source>Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it.</source>
            <translation>Engedd el a lapkát egy kivilágított mezőn; amíg fogod, az egérgörgővel vagy az R billentyűvel forgathatod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="294" />
            <location filename="../../gui/games/gardens/table.py" line="297" />
            <source>Drop the tile on one of the lit garden spaces.</source>
            <translation>Engedd el a lapkát az egyik kivilágított kertmezőn.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="307" />
            <source>Click a lit space to lay the tile there; turn it first with the arrows or R.</source>
            <translation>Kattints egy kivilágított mezőre, hogy oda rakd a lapkát; előtte a nyilakkal vagy az R billentyűvel forgathatod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="378" />
            <source>Click a lit space to lay the picked tile, or turn it first.</source>
            <translation>Kattints egy kivilágított mezőre a kiválasztott lapka lerakásához, vagy előbb forgasd el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="379" />
            <source>Drag a garden tile onto a lit space, or click it and then a space.</source>
            <translation>Húzz egy kertlapot egy kivilágított mezőre, vagy kattints rá, majd egy mezőre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="401" />
            <source>Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now.</source>
            <translation>Rakd le a lapkádat (fafajtánként %1 fával) a jelölt mezőre, úgy elforgatva, ahogy most látszik.</translation>
        </message>
    </context>
    <context>
        <name>GranadaTable</name>
        <message>
            <location filename="../../gui/games/granada/table.py" line="70" />
            <source>Juan</source>
            <translation>Juan</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="74" />
            <source>Click to see %1's city large</source>
            <translation>Kattints, és nagyban látod %1 városát</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="78" />
            <source>Click to see your own city again</source>
            <translation>Kattints, és újra a saját városodat látod</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="115" />
            <source>Longest moat</source>
            <translation>Leghosszabb várárok</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Fee: %1</source>
            <translation>Díj: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Reserve only</source>
            <translation>Csak értéktáblára</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="163" />
            <source>Building market</source>
            <translation>Épületpiac</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show odd values</source>
            <translation>az utántöltött lapkák páratlan oldalukat mutatják</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show even values</source>
            <translation>az utántöltött lapkák páros oldalukat mutatják</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="165" />
            <source>The black marker is on odd: a tile laid into the market shows its odd-valued face.</source>
            <translation>A fekete jelző a páratlanon áll: a piacra kerülő lapka a páratlan értékű oldalát mutatja.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="166" />
            <source>The black marker is on even: a tile laid into the market shows its even-valued face.</source>
            <translation>A fekete jelző a pároson áll: a piacra kerülő lapka a páros értékű oldalát mutatja.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="219" />
            <source>%1 shows its bought face again: building it costs nothing.</source>
            <translation>%1: újra a megvett oldala látszik, a megépítése ingyenes.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="222" />
            <source>Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.</source>
            <translation>Megfordítva: %1. A fordítási díjat (%2) nem tudod kifizetni; az értéktáblára ingyen kerülhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="224" />
            <source>Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.</source>
            <translation>Megfordítva: %1. Megépítéséhez ki kell fizetni a fordítási díjat: %2. Az értéktáblára ingyen kerülhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="272" />
            <source>Right-click or press F to see its other face.</source>
            <translation>Jobb kattintás vagy F: a másik oldala.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="288" />
            <source>Turn the %1 over to %2, paying %3.</source>
            <translation>Fordítsd meg: %1 → %2, fizetés: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="295" />
            <source>Its other face is worth more to you than the fee.</source>
            <translation>A másik oldala többet ér neked, mint a díj.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="300" />
            <source>Your longest moat grows from %1 to %2.</source>
            <translation>A leghosszabb várárkod hossza: %1 → %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="310" />
            <source>Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Húzd az egyes lapkákat egy kivilágított mezőre, az értéktábládra vagy Juanhoz. Jobb kattintással (vagy F-fel) megnézheted a lapka másik oldalát: ha azt az oldalt építed meg, fordítási díjat fizetsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="313" />
            <source>Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Húzd az egyes lapkákat egy kivilágított mezőre vagy az értéktábládra. Jobb kattintással (vagy F-fel) megnézheted a lapka másik oldalát: ha azt az oldalt építed meg, fordítási díjat fizetsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="317" />
            <source>Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.</source>
            <translation>Húzd a neked jutott lapkát egy kivilágított mezőre vagy az értéktábládra: az az oldala marad felül, amelyik eddig látszott.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="319" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Válaszd ki a kártyákat, amelyekkel fizetsz, majd Vásárlás. Pontos fizetésért újabb akció jár.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="321" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Egy tetszőleges értékű kártya, vagy több, összesen legfeljebb 5 értékben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="322" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Kattints egy felcsapott pénzkártyára, hogy elvedd, vagy egy épületre a piacon, hogy megvedd. Építéshez húzd a lapkákat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>north</source>
            <translation>észak</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>east</source>
            <translation>kelet</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>south</source>
            <translation>dél</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>west</source>
            <translation>nyugat</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="60" />
            <source>%1; moats: %2. Other side: %3</source>
            <translation>%1; várárkok: %2. Másik oldal: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="62" />
            <source>none</source>
            <translation>nincs</translation>
        </message>
    </context>
    <context>
        <name>Hand</name>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>Build a bridge…</source>
            <translation>Hídépítés…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>A bridge costs 15 reales: then click its two heads</source>
            <translation>Egy híd 15 realba kerül: utána kattints a két hídfőjére</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Take back a noble…</source>
            <translation>Nemes visszavétele…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Before your main action: a noble goes home and pays</source>
            <translation>A fő akciód előtt: egy nemes hazatér, és fizetséget hoz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>Buy top card (5)</source>
            <translation>Felső lap vétele (5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>The top card of the building deck, unseen, for 5 reales</source>
            <translation>Az épületpakli felső lapja, látatlanban, 5 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>Buy tower card (10)</source>
            <translation>Toronykártya vétele (10)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>A tower card for 10 reales</source>
            <translation>Egy toronykártya 10 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="100" />
            <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
            <translation>%1. épületkártya: megveheted 5 realért (dupla kattintás, vagy húzd a kezedbe)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="114" />
            <source>Building card %1: drag it onto parcel %1 to build there</source>
            <translation>%1. épületkártya: húzd a parcellájára, hogy ott építkezz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="122" />
            <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
            <translation>Toronykártyák: %1. Húzz egyet egy kivilágított oszlopra, hogy felfelé építkezz (2–5. szint)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="134" />
            <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
            <translation>Épületpakli: %1 kártya. A felső lapot látatlanban veheted meg 5 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="135" />
            <source>Tower deck: %1 cards, 10 reales each</source>
            <translation>Toronypakli: %1 kártya, darabja 10 real</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="34" />
            <source>Point at a choice to see it on the board; click it to build.</source>
            <translation>Mutass egy lehetőségre, és megjelenik a táblán; kattints rá az építéshez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="38" />
            <source>Press Buy card, or drag the card into your hand.</source>
            <translation>Nyomd meg a Kártyavásárlás gombot, vagy húzd a kártyát a kezedbe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="40" />
            <source>Press Take back noble to take it home and be paid its building's value (twice for a grande).</source>
            <translation>Nyomd meg a Nemes visszavétele gombot: a nemes hazatér, és megkapod az épülete értékét (grandnál a dupláját).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="42" />
            <source>Click two lit heads: the bridge joins them over the square between.</source>
            <translation>Kattints két kivilágított hídfőre: a híd a köztük lévő mező fölött köti össze őket.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="43" />
            <source>Click a lit place.</source>
            <translation>Kattints egy kivilágított helyre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="45" />
            <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
            <translation>Húzz egy nemest a választékból egy kivilágított helyre; vagy húzd át ezen az épületen álló egyik nemesedet, hogy áthelyezd vagy megcseréld.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="47" />
            <source>Choose on the board.</source>
            <translation>Válassz a táblán.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="48" />
            <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
            <translation>Építéshez húzz egy kártyát a parcellájára; vásárolj a piacról; a nemesed visszavételéhez húzd haza.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="56" />
            <source>Drop card %1 on its parcel, lit on the board.</source>
            <translation>Tedd a kártyát a parcellájára (%1. parcella), amely ki van világítva a táblán.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="58" />
            <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
            <translation>Tedd a toronykártyát egy kivilágított oszlopra: a saját nemesed alá, vagy hídépítés előkészítéséhez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="60" />
            <location filename="../../gui/games/alcazar/hints.py" line="103" />
            <source>Drop the card into your hand to buy it.</source>
            <translation>Tedd a kártyát a kezedbe, hogy megvedd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="62" />
            <location filename="../../gui/games/alcazar/hints.py" line="106" />
            <source>Drop your noble on your line in the players panel to take it back.</source>
            <translation>Tedd a nemesedet a saját sorodra a játékosok paneljén, hogy visszavedd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="64" />
            <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
            <translation>Tedd a nemesedet egy kivilágított helyre az áthelyezéshez, vagy a másik nemesedre a cseréhez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="66" />
            <source>Drop the %1 on a lit spot.</source>
            <translation>Tedd egy kivilágított helyre (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="72" />
            <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
            <translation>Kattints a híd első hídfőjére: arra, amelyen a nemesed áll, vagy a párjára.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="73" />
            <source>Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).</source>
            <translation>Kattints egy kivilágított nemesedre: hazatér, és a bank kifizeti az épülete értékét (grandnál a dupláját).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Drop</source>
            <translation>Tedd</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Click</source>
            <translation>Kattintással tedd</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="87" />
            <source>Card %1 builds only on parcel %1.</source>
            <translation>Ezzel a kártyával csak egy helyre építhetsz: %1. parcella.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="93" />
            <source>Drop card %1 on parcel %1.</source>
            <translation>Tedd a kártyát ide: %1. parcella.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="99" />
            <source>Drop the tower card on a lit column.</source>
            <translation>Tedd a toronykártyát egy kivilágított oszlopra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="107" />
            <source>That is not a place for it.</source>
            <translation>Ide nem teheted.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="114" />
            <source>your %1</source>
            <translation>saját %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="116" />
            <source>%1's %2</source>
            <translation>%2 (%1)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../gui/main_window.py" line="360" />
            <location filename="../../gui/main_window.py" line="475" />
            <source>Log</source>
            <translation>Napló</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="364" />
            <location filename="../../gui/main_window.py" line="476" />
            <source>Scores</source>
            <translation>Pontok</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="370" />
            <location filename="../../gui/main_window.py" line="477" />
            <source>⚠ Not saved automatically</source>
            <translation>⚠ Nincs automatikus mentés</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="411" />
            <source>&amp;Game</source>
            <translation>&amp;Játék</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="412" />
            <source>&amp;New…</source>
            <translation>Ú&amp;j…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="413" />
            <source>&amp;Open…</source>
            <translation>&amp;Megnyitás…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="414" />
            <source>&amp;Save</source>
            <translation>M&amp;entés</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="415" />
            <source>Save &amp;As…</source>
            <translation>Mentés má&amp;sként…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="417" />
            <source>&amp;Undo</source>
            <translation>&amp;Visszavonás</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="418" />
            <source>&amp;Redo</source>
            <translation>Újr&amp;a</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="419" />
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="420" />
            <source>&amp;Close game</source>
            <translation>Játék &amp;bezárása</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="421" />
            <source>S&amp;tatistics…</source>
            <translation>Stat&amp;isztika…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="423" />
            <source>&amp;Quit</source>
            <translation>&amp;Kilépés</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="425" />
            <source>&amp;Move</source>
            <translation>&amp;Lépés</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="428" />
            <source>&amp;View</source>
            <translation>&amp;Nézet</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="429" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Nagyítás</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="430" />
            <source>Zoom &amp;out</source>
            <translation>K&amp;icsinyítés</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="431" />
            <source>&amp;Fit to window</source>
            <translation>&amp;Ablakhoz igazítás</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="432" />
            <source>Animation &amp;speed</source>
            <translation>Animáció &amp;sebessége</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="440" />
            <source>&amp;Language</source>
            <translation>&amp;Nyelv</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="454" />
            <source>&amp;Help</source>
            <translation>Sú&amp;gó</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="455" />
            <source>&amp;Rules of this game</source>
            <translation>A játék &amp;szabályai</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="456" />
            <source>&amp;About Alcazaba</source>
            <translation>Az Alcazaba &amp;névjegye</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="520" />
            <source>Do the prepared action</source>
            <translation>Az előkészített akció végrehajtása</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="521" />
            <source>Cancel the selection</source>
            <translation>A kijelölés megszüntetése</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="522" />
            <source>Next piece</source>
            <translation>Következő elem</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="523" />
            <source>Previous piece</source>
            <translation>Előző elem</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="524" />
            <source>Pick the piece</source>
            <translation>Az elem kiválasztása</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="577" />
            <source>Cannot start the game</source>
            <translation>A játék nem indítható</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="585" />
            <source>Open game</source>
            <translation>Játék megnyitása</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="599" />
            <location filename="../../gui/main_window.py" line="604" />
            <source>Cannot open the game</source>
            <translation>A játék nem nyitható meg</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="600" />
            <source>%1 cannot be opened:
%2</source>
            <translation>Nem sikerült megnyitni: %1
%2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="605" />
            <source>This version cannot show %1 games.</source>
            <translation>Ez a verzió nem tud ilyen játékot megjeleníteni: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete game?</source>
            <translation>Törlöd a játékot?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete this game in progress? It cannot be continued afterwards.</source>
            <translation>Törlöd ezt a folyamatban lévő játékot? Utána nem folytatható.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>Cannot save</source>
            <translation>A mentés nem sikerült</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>The game could not be saved to %1: %2</source>
            <translation>Nem sikerült menteni a játékot (%1): %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="652" />
            <source>Saved to %1</source>
            <translation>Mentve ide: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="660" />
            <source>Save game</source>
            <translation>Játék mentése</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="677" />
            <source>Save changes?</source>
            <translation>Mented a változásokat?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="678" />
            <source>This game has moves that are not in %1 yet. Save them to that file?
(The game also stays among the games in progress.)</source>
            <translation>A játékban vannak lépések, amelyek még nincsenek benne ebben a fájlban: %1. Elmented őket bele?
(A játék a folyamatban lévő játékok között is megmarad.)</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="697" />
            <source>Looking for a good move…</source>
            <translation>Jó lépést keresek…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="739" />
            <source>Nothing to undo: new cards or tiles have been revealed since.</source>
            <translation>Nincs mit visszavonni: azóta új kártyák vagy lapkák kerültek elő.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1121" />
            <source>Shortcut: %1</source>
            <translation>Gyorsbillentyű: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1131" />
            <source>Press Enter to do this</source>
            <translation>Nyomj Entert a végrehajtáshoz</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1159" />
            <source>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; A Castle for All Seasons by Inka and Markus Brand. All art in this program is drawn by its authors.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Kastélyépítő társasjátékok egy asztal körül vagy a számítógép ellen.&lt;/p&gt;&lt;p&gt;Az Alhambra és a Granada Dirk Henn játéka, az Alcazar Wolfgang Kramer alkotása, A Castle for All Seasons pedig Inka és Markus Brand műve. A programban minden grafikát a program szerzői rajzoltak.&lt;/p&gt;&lt;p&gt;Szabad szoftver a GNU General Public License 3-as vagy újabb verziója alatt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1174" />
            <source>game over</source>
            <translation>vége a játéknak</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1176" />
            <source>%1 to play</source>
            <translation>%1 következik</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1001" />
            <source>A new game of %1: %2.</source>
            <translation>Új játék – %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="949" />
            <source>Choose a game to play.</source>
            <translation>Válassz egy játékot.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="751" />
            <source>Your saved games could not be read (%1). New games can still be played.</source>
            <translation>A mentett játékaidat nem sikerült beolvasni (%1). Új játékot azért indíthatsz.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Instant</source>
            <translation>Azonnali</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Fast</source>
            <translation>Gyors</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Normal</source>
            <translation>Normál</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Slow</source>
            <translation>Lassú</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="710" />
            <source>Your score would go from %1 to %2.</source>
            <translation>A pontszámod %1 → %2 lenne.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="712" />
            <source>It is the only sensible move here.</source>
            <translation>Itt ez az egyetlen értelmes lépés.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="713" />
            <source>Of the %1 moves it compared, it rated this one best.</source>
            <translation>Az összehasonlított %1 lépés közül ezt értékelte a legjobbnak.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="715" />
            <source>Hint: %1 %2</source>
            <translation>Tipp: %1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="763" />
            <source>A copy of the damaged file is kept at %1.</source>
            <translation>A sérült fájl egy másolata itt található: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="766" />
            <location filename="../../gui/main_window.py" line="777" />
            <source>A saved game is damaged</source>
            <translation>Egy mentett játék sérült</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="767" />
            <source>A saved game could not be read, and nothing of it can be recovered.</source>
            <translation>Egy mentett játékot nem sikerült beolvasni, és semmi sem állítható helyre belőle.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="768" />
            <source>What is wrong: %1</source>
            <translation>A hiba: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="771" />
            <source>A saved game of %1 with %2 is damaged: %3</source>
            <translation>Sérült egy mentett játék (%1, játékosok: %2): %3</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="774" />
            <source>Continue it from move %1, the last one that can be read?</source>
            <translation>Folytatod az utolsó beolvasható lépéstől (%1. lépés)?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="776" />
            <source>None of its moves can be read. Start it again from its setup?</source>
            <translation>Egyik lépése sem olvasható be. Újrakezded a kiinduló állásból?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="784" />
            <source>The recovered game could not be saved (%1).</source>
            <translation>A helyreállított játékot nem sikerült menteni (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="822" />
            <source>Alcazaba</source>
            <translation>Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="829" />
            <source>The game cannot be saved automatically: %1. It is tried again after every move.</source>
            <translation>A játék nem menthető automatikusan: %1. Minden lépés után újra megpróbálom.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="832" />
            <source>Your game could not be saved automatically (%1).

The game goes on, and saving is tried again after every move. To keep it safe elsewhere, use Game &gt; Save As.</source>
            <translation>A játékot nem sikerült automatikusan menteni (%1).

A játék folytatódik, és minden lépés után újra megpróbálom a mentést. Ha máshol is biztonságba akarod helyezni, használd a Játék &gt; Mentés másként menüpontot.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="838" />
            <source>The game is saved automatically again.</source>
            <translation>A játék mentése ismét automatikus.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1105" />
            <source>%1 is thinking…</source>
            <translation>%1 gondolkodik…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1156" />
            <source>About Alcazaba</source>
            <translation>Az Alcazaba névjegye</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="67" />
            <source>Red</source>
            <translation>Piros</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="68" />
            <source>Blue</source>
            <translation>Kék</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="69" />
            <source>Green</source>
            <translation>Zöld</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="70" />
            <source>Yellow</source>
            <translation>Sárga</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="71" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="72" />
            <source>Orange</source>
            <translation>Narancs</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="146" />
            <source>whole numbers, separated by commas</source>
            <translation>egész számok, vesszővel elválasztva</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="173" />
            <source>Move up</source>
            <translation>Feljebb</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="178" />
            <source>Move down</source>
            <translation>Lejjebb</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="255" />
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Name</source>
            <translation>Név</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="261" />
            <source>Human</source>
            <translation>Ember</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="263" />
            <location filename="../../gui/dialogs/new_game.py" line="786" />
            <source>Computer</source>
            <translation>Számítógép</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="274" />
            <source>Seat %1: name</source>
            <translation>%1. hely: név</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="275" />
            <source>Seat %1: colour</source>
            <translation>%1. hely: szín</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="276" />
            <source>Seat %1: human or computer</source>
            <translation>%1. hely: ember vagy számítógép</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="277" />
            <source>Seat %1: computer level</source>
            <translation>%1. hely: számítógép szintje</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="402" />
            <source>New game</source>
            <translation>Új játék</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="421" />
            <source>&amp;Game:</source>
            <translation>&amp;Játék:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="427" />
            <source>Rule options</source>
            <translation>Szabálybeállítások</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="441" />
            <source>&amp;Start game</source>
            <translation>Játék &amp;indítása</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="443" />
            <source>&amp;Reset to defaults</source>
            <translation>&amp;Alapértékek visszaállítása</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="557" />
            <source>Players</source>
            <translation>Játékosok</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="562" />
            <source>&amp;Number of players:</source>
            <translation>Játékosok &amp;száma:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Colour</source>
            <translation>Szín</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Player</source>
            <translation>Játékos</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Level</source>
            <translation>Szint</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="598" />
            <source>No computer players are available.</source>
            <translation>Nincsenek elérhető számítógépes játékosok.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="644" />
            <source>Advanced rule options</source>
            <translation>Haladó szabálybeállítások</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="655" />
            <source>This game is played by its standard rules unless you change the advanced options.</source>
            <translation>A játék a szokásos szabályai szerint zajlik, hacsak nem módosítod a haladó beállításokat.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="687" />
            <source>%1:</source>
            <comment>form label</comment>
            <translation>%1:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="701" />
            <source>New game: %1</source>
            <translation>Új játék: %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="790" />
            <source>%1 %2</source>
            <comment>computer seat: level, seat number</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="792" />
            <source>Player %1</source>
            <translation>Játékos %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="815" />
            <source>Seat %1 needs a name.</source>
            <translation>%1. hely: hiányzik a név.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="818" />
            <source>Seats %1 and %2 have the same name; give each player their own.</source>
            <translation>Két helyen azonos a név (%1. és %2.); minden játékosnak adj saját nevet.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="822" />
            <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
            <translation>Két helyen azonos a szín (%1. és %2.): %3; minden játékosnak adj saját színt.</translation>
        </message>
    </context>
    <context>
        <name>NobleStep</name>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Place a noble</source>
            <translation>Nemes lerakása</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Move or swap a noble</source>
            <translation>Nemes áthelyezése vagy cseréje</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="42" />
            <source>Done</source>
            <translation>Kész</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="47" />
            <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
            <translation>Húzd egy kivilágított helyre (%1), vagy kattints rá, majd a helyre</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="58" />
            <source>A %1 here costs %2 reales; you have %3.</source>
            <translation>Ide egy %1 %2 realba kerül; neked %3 van.</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="40" />
            <source>Players</source>
            <translation>Játékosok</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>Market</source>
            <translation>Piac</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>a card 5 reales · a tower card 10</source>
            <translation>kártya 5 real · toronykártya 10</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="42" />
            <source>Supply</source>
            <translation>Készlet</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="71" />
            <source>out</source>
            <translation>kiesett</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="75" />
            <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
            <translation>%1: %2 real, %3 épületkártya, %4 toronykártya; otthon %5 grand és %6 caballero; %7 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>Free flags:</source>
            <translation>Szabad lobogók:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>No free flag</source>
            <translation>Nincs szabad lobogó</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="90" />
            <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
            <translation>A játék annak a körnek a végén ér véget, amelyben felhasználják az utolsó épületelemet vagy az utolsó hidat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="92" />
            <source>Your hand</source>
            <translation>A kezed</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="94" />
            <source>Hand of %1 (hidden)</source>
            <translation>%1 keze (rejtett)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="69" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n p.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="83" />
            <source>%n pieces</source>
            <translation>
                <numerusform>%n épületelem</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="84" />
            <source>%n bridges</source>
            <translation>
                <numerusform>%n híd</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <location filename="../../gui/main_window.py" line="248" />
            <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players' hands stay hidden.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Add át a képernyőt: %1&lt;/h2&gt;&lt;p&gt;A többi játékos lapjai rejtve maradnak.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="250" />
            <source>I am %1 — show my hand</source>
            <translation>%1 vagyok — mutasd a lapjaimat</translation>
        </message>
    </context>
    <context>
        <name>Previews</name>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="68" />
            <source>Found a castle on %1 with %2 and %3</source>
            <translation>Kastélyalapítás: %1. parcella, szárnyak: %2. és %3. parcella</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="71" />
            <source>Found a manor on %1</source>
            <translation>Udvarházalapítás: %1. parcella</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="75" />
            <source>Build up on %1 to level %2</source>
            <translation>Ráépítés: %1. parcella, %2. szintre</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="77" />
            <source>Extend onto %1</source>
            <translation>Bővítés: %1. parcella</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="79" />
            <source>Bridge from %1 to %2 (15 reales)</source>
            <translation>Híd: %1 – %2 (15 real)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="85" />
            <source>pushes off %1's %2 (they get %3 reales)</source>
            <translation>lelöki: %2 (%1), aki %3 realt kap</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="88" />
            <source>joins buildings</source>
            <translation>épületeket egyesít</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/previews.py" line="90" />
            <source>income %n reales</source>
            <translation>
                <numerusform>bevétel: %n real</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="98" />
            <source>Place a %1 on %2 for %3 reales</source>
            <translation>Lerakás: %1 ide: %2, %3 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="100" />
            <source>Move your noble from %1 to %2 (free)</source>
            <translation>Nemesed áthelyezése: %1 → %2 (ingyenes)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="102" />
            <source>Swap your nobles on %1 and %2 (free)</source>
            <translation>Nemeseid cseréje: %1 ↔ %2 (ingyenes)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="105" />
            <source>Take back your noble from %1 and receive %2 reales</source>
            <translation>Nemesed visszavétele innen: %1, %2 real ellenében</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="108" />
            <source>Tower card on %1: a piece on level %2</source>
            <translation>Toronykártya ide: %1 – új épületelem (%2. szint)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="110" />
            <source>Buy card %1 for 5 reales</source>
            <translation>%1. kártya megvétele 5 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy a tower card for 10 reales</source>
            <translation>Toronykártya vásárlása 10 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy the top building card for 5 reales</source>
            <translation>Az épületpakli felső lapjának megvétele 5 realért</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="40" />
            <source>Rules of %1</source>
            <translation>Szabályok: %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="48" />
            <source>There is no rules page for this game.</source>
            <translation>Ehhez a játékhoz nincs szabályoldal.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="53" />
            <source>These rules are not written in your language yet; here they are in English.</source>
            <translation>Ezek a szabályok még nem olvashatók a nyelveden, ezért angolul láthatod őket.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="57" />
            <source>Find in the rules</source>
            <translation>Keresés a szabályokban</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="61" />
            <source>Previous</source>
            <translation>Előző</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="63" />
            <source>Next</source>
            <translation>Következő</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="104" />
            <source>Not found</source>
            <translation>Nincs találat</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../../gui/dialogs/score_chart.py" line="22" />
            <source>Points over the game, after every move</source>
            <translation>Pontok a játék során, minden lépés után</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/score_chart.py" line="52" />
            <source>%n moves</source>
            <translation>
                <numerusform>%n lépés</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoringDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="34" />
            <source>1st</source>
            <translation>1.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="35" />
            <source>2nd</source>
            <translation>2.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="36" />
            <source>3rd</source>
            <translation>3.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="37" />
            <source>4th</source>
            <translation>4.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="38" />
            <source>5th</source>
            <translation>5.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="39" />
            <source>6th</source>
            <translation>6.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="40" />
            <source>7th</source>
            <translation>7.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="42" />
            <source>%1th</source>
            <translation>%1.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="51" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="52" />
            <source>%1 and %2</source>
            <translation>%1 és %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="72" />
            <source>Dirk</source>
            <translation>Dirk</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="76" />
            <source>Scoring round %1</source>
            <translation>%1. pontozás</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="96" />
            <source>Each cell: buildings of that type · place · points (highest value in brackets).</source>
            <translation>Cellánként: az adott típusú épületek száma · helyezés · pontok (zárójelben a legmagasabb érték).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="103" />
            <source>Ties: the player with the higher-valued building of that type ranks first (then the next highest); points are never split.</source>
            <translation>Holtverseny: az előrébb sorolódik, akinek az adott típusból értékesebb épülete van (aztán a következő legértékesebb számít); a pontokat sosem osztják el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="110" />
            <source>Simple scoring: each place scores fixed points.</source>
            <translation>Egyszerű pontozás: minden helyezés fix pontot ér.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="112" />
            <source>Standard scoring: a place scores a multiple of the number of buildings of that type in all the cities together.</source>
            <translation>Normál pontozás: egy helyezés pontja az adott típusú épületek összesített számának többszöröse az összes városban.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="98" />
            <source>Each cell: buildings of that type · place · points.</source>
            <translation>Cellánként: az adott típusú épületek száma · helyezés · pontok.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="100" />
            <source>Ties among Alhambra buildings share the points of the places they fill; among Granada buildings the higher-valued building ranks first, and points are never split.</source>
            <translation>Holtverseny az Alhambra-épületeknél: az érintettek megosztoznak az általuk elfoglalt helyezések pontjain; a Granada-épületeknél az értékesebb épület dönt, és a pontokat sosem osztják el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="106" />
            <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
            <translation>Holtverseny: az érintett játékosok megosztoznak az általuk elfoglalt összes helyezés pontjain, lefelé kerekítve; a következő játékos mindannyiuk mögé sorolódik.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="115" />
            <source>In round 1 only 1st place scores.</source>
            <translation>Az 1. pontozáskor csak az 1. helyezett kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="116" />
            <source>In round 2, 1st and 2nd place score.</source>
            <translation>A 2. pontozáskor az 1. és a 2. helyezett kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="117" />
            <source>In round 3, 1st, 2nd and 3rd place score.</source>
            <translation>A 3. pontozáskor az 1., a 2. és a 3. helyezett kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="122" />
            <source>Only buildings in the city count, not those in the reserve.</source>
            <translation>Csak a városban álló épületek számítanak, az értéktáblán lévők nem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="124" />
            <source>Only buildings in the Alhambra count, not those in the reserve.</source>
            <translation>Csak az Alhambrában álló épületek számítanak, az értéktáblán lévők nem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="126" />
            <source>%1 takes part in the majorities but never scores moats.</source>
            <translation>%1 részt vesz a többségekért folyó versenyben, de várárokért sosem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="127" />
            <source>%1 takes part in the majorities but never scores walls.</source>
            <translation>%1 részt vesz a többségekért folyó versenyben, de falért sosem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>Longest outer wall</source>
            <translation>Leghosszabb külső fal</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>%1: longest outer wall of %2 segments, %3 points</source>
            <translation>%1: leghosszabb külső fal %2 szakaszból, %3 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>Longest outer moat</source>
            <translation>Leghosszabb külső várárok</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>%1: longest outer moat of %2 segments, %3 points</source>
            <translation>%1: leghosszabb külső várárok %2 szakaszból, %3 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="150" />
            <source>Longest wall beside a moat</source>
            <translation>Leghosszabb fal várárok mentén</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="151" />
            <source>%1: longest chain of walls beside moats, %2 segments, %3 points</source>
            <translation>%1: várárok menti falak leghosszabb lánca, %2 szakasz, %3 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="235" />
            <source>%1 → +%2</source>
            <translation>%1 → +%2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores walls.</source>
            <translation>%1 falért sosem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores moats.</source>
            <translation>%1 várárokért sosem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="193" />
            <source>This round</source>
            <translation>Ez a pontozás</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="200" />
            <source>Total</source>
            <translation>Összesen</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the Alhambra.</source>
            <translation>%1 Alhambrájában nincs ilyen épület: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the city.</source>
            <translation>%1 városában nincs ilyen épület: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="255" />
            <source>tied %1</source>
            <translation>megosztott %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="256" />
            <source>%1 · %2 · +%3</source>
            <translation>%1 · %2 · +%3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="259" />
            <source>%1 (%4) · %2 · +%3</source>
            <translation>%1 (%4) · %2 · +%3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="262" />
            <source>%1: %2 × %3 (highest value %6), %4 place: %5 points</source>
            <translation>%1: %2 × %3 (legmagasabb érték: %6), %4 hely: %5 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="271" />
            <source>%1: %2 × %3, %4 place: %5 points</source>
            <translation>%1: %2 × %3, %4 hely: %5 pont</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="273" />
            <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
            <translation>%1: %2 × %3, %4 hely, %6 játékos osztozik rajta (a megosztott helyek pontjait elosztják): %5 pont</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../../gui/main_window.py" line="85" />
            <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Kastélyépítő társasjátékok egy asztal körül vagy a számítógép ellen.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="100" />
            <source>%1 to %2 players</source>
            <translation>%1–%2 játékos</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="104" />
            <source>Some games could not be loaded:</source>
            <translation>Néhány játékot nem sikerült betölteni:</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="109" />
            <source>New game…</source>
            <translation>Új játék…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="113" />
            <source>&lt;h3&gt;Games in progress&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Folyamatban lévő játékok&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Game</source>
            <translation>Játék</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Players</source>
            <translation>Játékosok</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Moves</source>
            <translation>Lépések</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Last played</source>
            <translation>Utoljára játszva</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="120" />
            <source>Continue</source>
            <translation>Folytatás</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="122" />
            <source>Delete…</source>
            <translation>Törlés…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="171" />
            <source>today, %1</source>
            <translation>ma, %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="173" />
            <source>yesterday, %1</source>
            <translation>tegnap, %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="41" />
            <source>Computer</source>
            <translation>Számítógép</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="43" />
            <source>Computer (%1)</source>
            <translation>Számítógép (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="48" />
            <source>%1%</source>
            <translation>%1%</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="58" />
            <source>%n saved games could not be read: they are not counted.</source>
            <translation>
                <numerusform>%n mentett játékot nem sikerült beolvasni: ezek nem számítanak bele.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="63" />
            <source>%n games played</source>
            <translation>
                <numerusform>%n lejátszott játék</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="72" />
            <location filename="../../gui/dialogs/statistics.py" line="97" />
            <source>Statistics</source>
            <translation>Statisztika</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="98" />
            <source>No finished games yet: statistics appear once a game is played to the end.</source>
            <translation>Még nincs befejezett játék: a statisztika akkor jelenik meg, ha egy játékot végigjátszottatok.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="110" />
            <source>Game:</source>
            <translation>Játék:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="112" />
            <source>All games</source>
            <translation>Minden játék</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="124" />
            <source>Players</source>
            <translation>Játékosok</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Player</source>
            <translation>Játékos</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Played</source>
            <translation>Játszott</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Won</source>
            <translation>Nyert</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Win rate</source>
            <translation>Nyerési arány</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Best score</source>
            <translation>Legjobb pontszám</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Average score</source>
            <translation>Átlagos pontszám</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="131" />
            <source>Against the computer</source>
            <translation>A számítógép ellen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Opponent</source>
            <translation>Ellenfél</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="136" />
            <source>No game against the computer in these games.</source>
            <translation>Ezek között nincs a számítógép elleni játék.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="140" />
            <source>A shared victory counts as a win for each player sharing it. A game against several computer levels counts once for each level.</source>
            <translation>A megosztott győzelem minden részesének győzelemnek számít. Ha egy játékban több számítógépes szint is szerepelt, az minden szintnél egyszer számít.</translation>
        </message>
    </context>
    <context>
        <name>TileCityPlay</name>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="174" />
            <source>That is not a place for %1.</source>
            <translation>Ez nem megfelelő hely ennek: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="240" />
            <source>Drop %1 on a lit cell of %2, on your reserve, or on %3.</source>
            <translation>Tedd a lapkát (%1) egy kivilágított mezőre (%2), az értéktábládra vagy ide: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="242" />
            <source>Drop %1 on a lit cell of %2, or on your reserve.</source>
            <translation>Tedd a lapkát (%1) egy kivilágított mezőre (%2) vagy az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="244" />
            <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
            <translation>Tedd a lapkát (%1) egy kivilágított mezőre, vagy egy kivilágított városlapkára, hogy megcseréld őket.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="245" />
            <source>Drop %1 on your reserve to take it out of %2.</source>
            <translation>Tedd a lapkát (%1) az értéktábládra, hogy kivedd innen: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Drop</source>
            <translation>Tedd</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Click</source>
            <translation>Kattintással tedd</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="331" />
            <source>You cannot pay for %1 yet.</source>
            <translation>Ezt még nem tudod kifizetni: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="346" />
            <source>Take money</source>
            <translation>Pénzfelvétel</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="347" />
            <source>Buy</source>
            <translation>Vásárlás</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="348" />
            <source>End turn</source>
            <translation>Kör vége</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="349" />
            <source>Pass</source>
            <translation>Passz</translation>
        </message>
    </context>
    <context>
        <name>TileCityScores</name>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="57" />
            <source>Score</source>
            <translation>Pontszám</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="79" />
            <source>All three scorings are done.</source>
            <translation>Mindhárom pontozás lezajlott.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="81" />
            <source>Next scoring: round 3, at the end of the game.</source>
            <translation>Következő pontozás: a 3., a játék végén.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="83" />
            <source>Next scoring: round 2, when card B comes up.</source>
            <translation>Következő pontozás: a 2., amikor előkerül a B kártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="85" />
            <source>Next scoring: round 1, when card A comes up.</source>
            <translation>Következő pontozás: az 1., amikor előkerül az A kártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="87" />
            <source>Each cell: buildings (highest value); ties go to the highest value, then the next.</source>
            <translation>Cellánként: épületek (legmagasabb érték); holtversenynél a legmagasabb érték dönt, aztán a következő.</translation>
        </message>
    </context>
    <context>
        <name>TileCityTable</name>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="164" />
            <source>Building market</source>
            <translation>Épületpiac</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="165" />
            <location filename="../../gui/games/tilecity/table.py" line="328" />
            <source>Money</source>
            <translation>Pénz</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="166" />
            <location filename="../../gui/games/tilecity/table.py" line="315" />
            <source>To place</source>
            <translation>Lerakandó</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="172" />
            <source>Market space %1: pay in %2</source>
            <translation>%1. piaci mező – pénznem: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="314" />
            <location filename="../../gui/games/tilecity/table.py" line="442" />
            <source>Reserve</source>
            <translation>Értéktábla</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="366" />
            <source>%n points</source>
            <translation>
                <numerusform>%n pont</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="403" />
            <source>%n cards in the deck</source>
            <translation>
                <numerusform>%n kártya a pakliban</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="414" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n kártya, rejtve</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="435" />
            <source>none yet</source>
            <translation>még egy sem</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="436" />
            <source>Supply</source>
            <translation>Készlet</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="437" />
            <source>Scoring rounds held: %1</source>
            <translation>Lezajlott pontozások: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Your money</source>
            <translation>A pénzed</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Money (hidden)</source>
            <translation>Pénz (rejtett)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="491" />
            <source>%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.</source>
            <translation>%1 vezíre képpel felfelé áll: egy másik játékos köre után %1 pontos áron megvehet egy épületet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="493" />
            <source>%1's vizier is face down: turning it face up costs %1 an action.</source>
            <translation>%1 vezíre képpel lefelé áll: a felfordítása egy akcióba kerül.</translation>
        </message>
    </context>
    <context>
        <name>alcazar</name>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="24" />
            <source>grande</source>
            <translation>grand</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="25" />
            <source>caballero</source>
            <translation>caballero</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="32" />
            <source>parcel %1</source>
            <translation>%1. parcella</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="38" />
            <source>the square at row %1, column %2</source>
            <translation>mező (%1. sor, %2. oszlop)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="53" />
            <source>the water channel</source>
            <translation>vízcsatorna</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="54" />
            <source>the meadow</source>
            <translation>rét</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="57" />
            <source>the water channel next to parcel %1</source>
            <translation>vízcsatorna (%1. parcella mellett)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="58" />
            <source>the meadow next to parcel %1</source>
            <translation>rét (%1. parcella mellett)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="60" />
            <source>the water channel between parcels %1</source>
            <translation>vízcsatorna (%1. parcella között)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="61" />
            <source>the meadow between parcels %1</source>
            <translation>rét (%1. parcella között)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="74" />
            <source>Almería</source>
            <translation>Almería</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="75" />
            <source>Cádiz</source>
            <translation>Cádiz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="76" />
            <source>Córdoba</source>
            <translation>Córdoba</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="77" />
            <source>Granada</source>
            <translation>Granada</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="78" />
            <source>Huelva</source>
            <translation>Huelva</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="79" />
            <source>Jaén</source>
            <translation>Jaén</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="80" />
            <source>Málaga</source>
            <translation>Málaga</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="81" />
            <source>Sevilla</source>
            <translation>Sevilla</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="94" />
            <source>a manor</source>
            <translation>egy udvarház</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="101" />
            <source>%1 and %2</source>
            <translation>%1 és %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="113" />
            <source>— %1's turn —</source>
            <translation>— %1 következik —</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="115" />
            <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
            <translation>%1 visszaveszi: %2 (%3), és %4 realt kap.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="118" />
            <source>%1 buys card %2 from the display for %3 reales.</source>
            <translation>%1 %3 realért megveszi a felcsapott %2. kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="120" />
            <source>Card %1 is laid out in the display.</source>
            <translation>Új felcsapott lap: %1. kártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="123" />
            <source>%1 buys a tower card for %2 reales.</source>
            <translation>%1 %2 realért vesz egy toronykártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="124" />
            <source>%1 buys the top card of the building deck for %2 reales.</source>
            <translation>%1 %2 realért megveszi az épületpakli felső lapját.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="127" />
            <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
            <translation>%1 kastélyt alapít: %2, %3. parcella, szárnyak: %4. parcella (érték: %5).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="130" />
            <source>%1 founds a manor on parcel %2.</source>
            <translation>%1 udvarházat alapít: %2. parcella.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="133" />
            <source>%1 builds on parcel %2; the building is now worth %3.</source>
            <translation>%1 építkezik: %2. parcella; az épület értéke most %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="134" />
            <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
            <translation>%1 ráépít: %2. parcella, %3. szint; az épület értéke most %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="138" />
            <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
            <translation>%1 kijátssza a kártyát (%2. parcella), de az épületelem egyesülne ezzel: %3, és egy 50-es értékű kastély nem egyesülhet: az elem kikerül a játékból, %1 pedig %4 realt kap.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="142" />
            <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
            <translation>%1 toronykártyát játszik ki ide: %2; a nemese feljebb kerül (%3. szint).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="143" />
            <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
            <translation>%1 toronykártyát játszik ki ide: %2 (most %3. szint), hogy hidat készítsen elő.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="145" />
            <source>%1 receives %2 reales of income.</source>
            <translation>%1 %2 real bevételt kap.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="148" />
            <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
            <translation>%1 hidat épít: %2 – %3, %4. szint (érték: %5), %6 realért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="151" />
            <source>%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
            <translation>Lekerül: %2 (%1), %3 – hazatér, %1 pedig %4 realt kap.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="156" />
            <source>Buildings join: %1 takes in %2.</source>
            <translation>Épületek egyesülnek – beolvasztó: %1, beolvasztott: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="158" />
            <source>The flag and crest of %1 return to the supply.</source>
            <translation>A lobogó és a címer visszakerül a készletbe: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="161" />
            <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
            <translation>A kastélyok értéke egyenlő: az építő dönti el, melyik tartja meg a lobogóját.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="164" />
            <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
            <translation>Az udvarház (%1) értéke %2, így kastély lesz belőle: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="168" />
            <source>%1 keeps its flag; %2 returns to the supply.</source>
            <translation>%1 megtartja a lobogóját; a készletbe visszakerül: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="170" />
            <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
            <translation>%1 %5 realért lerak egy nemest: %2, %3, %4. szint.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="173" />
            <source>%1 moves their %2 from %3 to %4.</source>
            <translation>%1 áthelyezi a nemesét (%2): %3 → %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="177" />
            <source>%1 swaps their nobles on %2 and %3.</source>
            <translation>%1 megcseréli a nemeseit: %2 ↔ %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="179" />
            <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
            <translation>%1 nem tud sem vásárolni, sem építeni, ezért passzol: a végső értékelésig kiesik a játékból.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="182" />
            <source>Every player has passed.</source>
            <translation>Minden játékos passzolt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="184" />
            <source>The last building piece or bridge has been used.</source>
            <translation>Felhasználták az utolsó épületelemet vagy hidat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="186" />
            <source>%1 Final scoring: %2.</source>
            <translation>%1 Végső értékelés: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>The game is over. Winner: %1.</source>
            <translation>A játék véget ért. Győztes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>nobody</source>
            <translation>senki</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="196" />
            <source>The game is over.</source>
            <translation>A játék véget ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="200" />
            <source>%1 is playing…</source>
            <translation>%1 lép…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="204" />
            <source>a %1 for %2 reales</source>
            <translation>%1 %2 realért</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="205" />
            <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
            <translation>%1: rakj le nemest arra, amit építettél (%2), helyezz át vagy cserélj meg egy nemest, vagy nyomd meg a Kész gombot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="206" />
            <location filename="../../gui/games/alcazar/texts.py" line="224" />
            <source>%1 or %2</source>
            <translation>%1 vagy %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="207" />
            <source>%1: move or swap a noble on this building, or press Done.</source>
            <translation>%1: helyezz át vagy cserélj meg egy nemest ezen az épületen, vagy nyomd meg a Kész gombot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="209" />
            <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
            <translation>%1: az egyesített kastélyok értéke egyenlő — válaszd ki, melyik tartja meg a lobogóját.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="211" />
            <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
            <translation>%1: több udvarház érte el az 5-ös értéket, mint ahány szabad lobogó van — válaszd ki, melyikből legyen kastély.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="213" />
            <source>%1: buy a card or build (you may first take back a noble).</source>
            <translation>%1: vegyél kártyát vagy építkezz (előbb visszavehetsz egy nemest).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="214" />
            <source>%1: buy a card or build.</source>
            <translation>%1: vegyél kártyát vagy építkezz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="229" />
            <source>Your build is done: place, move or swap a noble, or press Done.</source>
            <translation>Az építkezés kész: rakj le, helyezz át vagy cserélj meg egy nemest, vagy nyomd meg a Kész gombot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="230" />
            <source>First choose which of the tied castles keeps its flag and crest.</source>
            <translation>Előbb válaszd ki, melyik egyenlő értékű kastély tartja meg a lobogóját és a címerét.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="231" />
            <source>First choose which waiting manor becomes a castle.</source>
            <translation>Előbb válaszd ki, melyik várakozó udvarházból legyen kastély.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="232" />
            <source>Nobles are placed, moved or swapped only right after a build.</source>
            <translation>Nemest csak közvetlenül egy építkezés után lehet lerakni, áthelyezni vagy cserélni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="265" />
            <source>You have no playable card and too little money for one: first take back your noble on %1 to pay for a card.</source>
            <translation>Nincs kijátszható kártyád, és egy vásárlására sincs elég pénzed: előbb vedd vissza a nemesedet innen: %1, hogy kártyát vehess.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="233" />
            <source>There is no such place on the board.</source>
            <translation>Nincs ilyen hely a táblán.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="234" />
            <source>A noble may be taken back only once per turn, before your main action.</source>
            <translation>Nemest körönként csak egyszer, a fő akciód előtt vehetsz vissza.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="235" />
            <source>A noble may be taken back only at the start of your turn.</source>
            <translation>Nemest csak a köröd elején vehetsz vissza.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="267" />
            <source>No noble stands on %1.</source>
            <translation>Itt nem áll nemes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>%1 is %2, not yours.</source>
            <translation>%1 nem a tiéd: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>the noble on %1</source>
            <translation>a nemes (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="271" />
            <source>That noble's compensation does not pay for a card: take back your noble on %1.</source>
            <translation>Ennek a nemesnek a kártalanítása nem fedezi egy kártya árát: a nemesedet innen vedd vissza: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="273" />
            <source>Card %1 is not in the display.</source>
            <translation>Nincs a felcsapott lapok között: %1. kártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="276" />
            <source>A tower card costs %1 reales; you have %2.</source>
            <translation>Egy toronykártya %1 realba kerül; neked %2 van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="277" />
            <source>A building card costs %1 reales; you have %2.</source>
            <translation>Egy épületkártya %1 realba kerül; neked %2 van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The tower deck is empty.</source>
            <translation>A toronypakli kifogyott.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The building deck is empty.</source>
            <translation>Az épületpakli kifogyott.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="236" />
            <source>There is no such deck.</source>
            <translation>Nincs ilyen pakli.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="281" />
            <source>There is no building card %1.</source>
            <translation>Nincs ilyen épületkártya: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="283" />
            <source>You do not hold card %1.</source>
            <translation>Nincs a kezedben: %1. kártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="286" />
            <source>The supply has no building piece left.</source>
            <translation>A készletben nem maradt épületelem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="287" />
            <source>This build needs %1 building pieces; the supply has only %2.</source>
            <translation>Ehhez az építkezéshez %1 épületelem kell; a készletben csak %2 van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="289" />
            <source>Parcel %1 is not empty: card %1 builds onto the building there.</source>
            <translation>%1. parcella nem üres: a kártyája az ott álló épületre épít.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="291" />
            <source>parcels %1</source>
            <translation>%1. parcella</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="293" />
            <source>No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings.</source>
            <translation>Nem fér kastély ide: %1. parcella – az út mentén nincs szomszédos parcella a szárnyainak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="294" />
            <source>A castle on parcel %1 takes its wings on the next parcels along the path: %2.</source>
            <translation>A kastély szárnyai az út mentén következő parcellákra kerülnek (alap: %1. parcella): %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="296" />
            <source>The wing of this castle would go on parcel %1, which is not empty.</source>
            <translation>A kastély szárnya ide kerülne: %1. parcella, de az nem üres.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="237" />
            <source>No flag is free: a new castle can be founded only after two castles merge.</source>
            <translation>Nincs szabad lobogó: új kastély csak két kastély egyesülése után alapítható.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="299" />
            <source>Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between.</source>
            <translation>%1. parcella szomszédos egy épülettel (%2): új kastély és más épület között legalább egy üres parcellának kell lennie.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="300" />
            <source>Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between.</source>
            <translation>%1. parcella szomszédos egy épülettel (%2): új udvarház és más épület között legalább egy üres parcellának kell lennie.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the castle %1</source>
            <translation>%1 kastélya</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the manor on %1</source>
            <translation>az udvarház (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="309" />
            <source>Parcel %1 is next to a building (on %2): card %1 extends that building.</source>
            <translation>%1. parcella szomszédos egy épülettel (%2): a kártyája azt az épületet bővíti.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="311" />
            <source>Parcel %1 is empty and touches no building: found a manor or a castle there.</source>
            <translation>%1. parcella üres, és nem érintkezik épülettel: alapíts ott udvarházat vagy kastélyt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="238" />
            <source>You hold no tower card.</source>
            <translation>Nincs toronykártyád.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="313" />
            <source>A tower card never builds on the ground, and %1 is empty.</source>
            <translation>Toronykártyával sosem lehet a földszintre építeni, ez a hely pedig üres: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="315" />
            <source>A tower card builds only up to level %1; %2 is already at level %3.</source>
            <translation>Toronykártyával legfeljebb %1 szint magasságig lehet építeni; %2 már %3 szint magas.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="317" />
            <source>A tower card builds only from level %1 up.</source>
            <translation>Toronykártyával csak legalább %1. szinten lehet építeni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="319" />
            <source>%1 stands on %2: a tower card never touches another player's noble.</source>
            <translation>%1 áll itt: %2 – toronykártya sosem érintheti más játékos nemesét.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="320" />
            <source>%1 stands on %2: no bridge head may carry another player's noble.</source>
            <translation>%1 áll itt: %2 – hídfőn nem állhat más játékos nemese.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="323" />
            <source>Your noble on %1 stands no higher than %2, so no bridge is prepared.</source>
            <translation>A nemesed (%1) nem áll magasabban, mint ez: %2, így ez nem készít elő hidat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="325" />
            <source>A bridge between %1 and %2 would lie exactly over another bridge.</source>
            <translation>Egy híd %1 és %2 között pontosan egy másik híd fölött feküdne.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="327" />
            <source>%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher.</source>
            <translation>%1 nem parcella, így csak toronykártyával emelhető (legfeljebb %2 szintig), a nemesed pedig itt (%3) már magasabban áll.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="330" />
            <source>A bridge between %1 and %2 would join the castle %3, worth %4, to another castle.</source>
            <translation>Egy híd %1 és %2 között egy másik kastélyhoz csatolná %3 kastélyát, amelynek értéke %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="333" />
            <source>With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: it would join it to another castle.</source>
            <translation>Ezzel az elemmel %1 kastélyának értéke %2 lesz, így a híd %3 és %4 között sosem épülhetne meg: egy másik kastélyhoz csatolná.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="336" />
            <source>This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: it would join a castle to %3, worth %4.</source>
            <translation>Ettől az elemtől az udvarház (%1) kastéllyá válik, így a híd %1 és %2 között sosem épülhetne meg: egy kastélyt kötne össze %3 kastélyával, amelynek értéke %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="339" />
            <source>A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line.</source>
            <translation>Toronykártyával itt (%1) vagy a saját nemesedet kell feljebb emelned, vagy hidat kell előkészítened egy magasabb oszlop felé, amelyen a nemesed áll, két mezőnyire, egyenes vonalban.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="239" />
            <source>A bridge has exactly two heads.</source>
            <translation>Egy hídnak pontosan két hídfője van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="240" />
            <source>The supply has no bridge left.</source>
            <translation>A készletben nem maradt híd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="342" />
            <source>A bridge costs %1 reales; you have %2.</source>
            <translation>Egy híd %1 realba kerül; neked %2 van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="344" />
            <source>The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2.</source>
            <translation>A híd két hídfőjének egyenes vonalban, két mezőnyire kell lennie egymástól, ezeké nem ilyen: %1 és %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="346" />
            <source>A bridge head must stand on a building: %1 is empty.</source>
            <translation>A hídfőnek épületen kell állnia, ez a hely pedig üres: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="349" />
            <source>Both heads must be equally high: %1 is at level %2, %3 at level %4.</source>
            <translation>A két hídfőnek egyforma magasnak kell lennie: %1 – %2. szint, %3 – %4. szint.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="351" />
            <source>The heads must stand higher than what lies between them: %1 reaches level %2.</source>
            <translation>A hídfőknek magasabban kell állniuk annál, ami köztük van: itt (%1) a magasság már %2 szint.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="241" />
            <source>One head of the bridge must carry your own noble.</source>
            <translation>A híd egyik hídfőjén a saját nemesednek kell állnia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="353" />
            <source>A bridge already lies between %1 and %2: a bridge may not lie exactly over another.</source>
            <translation>Már van híd %1 és %2 között: híd nem feküdhet pontosan egy másik fölött.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="355" />
            <source>The castle %1 is worth %2: a bridge may not join it to another castle.</source>
            <translation>%1 kastélyának értéke %2: híd nem kötheti össze másik kastéllyal.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="242" />
            <source>You may pass only when you can neither buy a card nor build with one.</source>
            <translation>Csak akkor passzolhatsz, ha sem kártyát venni, sem kártyával építeni nem tudsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="243" />
            <source>No tied castles are waiting for your choice.</source>
            <translation>Nincs egyenlő értékű kastély, amely a döntésedre várna.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="357" />
            <source>Choose one of the tied castles: %1.</source>
            <translation>Válassz az egyenlő értékű kastélyok közül: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="244" />
            <source>No manor is waiting to become a castle.</source>
            <translation>Nincs udvarház, amely kastéllyá válásra várna.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="359" />
            <source>No manor worth %1 or more waits on %2.</source>
            <translation>Itt (%2) nem vár legalább %1 értékű udvarház.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="245" />
            <source>You have placed as many nobles as this build allows.</source>
            <translation>Már annyi nemest raktál le, amennyit ez az építkezés megenged.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="246" />
            <source>That is not a noble.</source>
            <translation>Ez nem nemes.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="361" />
            <source>Nobles are placed only on what you built this turn, not on %1.</source>
            <translation>Nemest csak arra rakhatsz, amit ebben a körben építettél, ide nem: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="363" />
            <source>A noble already stands on %1.</source>
            <translation>Itt már áll egy nemes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="365" />
            <source>You have no %1 left in your supply.</source>
            <translation>Nincs több ilyen nemes a készletedben: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="367" />
            <source>A %1 on %2 costs %3 reales; you have %4.</source>
            <translation>Egy %1 ide (%2) %3 realba kerül; neked %4 van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="247" />
            <location filename="../../gui/games/alcazar/texts.py" line="248" />
            <source>After placing a noble you may not also move or swap one.</source>
            <translation>Nemes lerakása után már nem helyezhetsz át és nem cserélhetsz meg nemest.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="369" />
            <source>You have no noble on %1.</source>
            <translation>Itt nincs nemesed: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="371" />
            <source>Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap.</source>
            <translation>A nemesed (%1) másik épületen áll: csak annak az épületnek a nemesei léphetnek vagy cserélhetnek helyet, amelyre most építettél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="374" />
            <source>Nobles move only onto what you built this turn, not onto %1.</source>
            <translation>Nemes csak arra léphet, amit ebben a körben építettél, ide nem: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="249" />
            <source>A swap takes two of your nobles.</source>
            <translation>A cseréhez két nemesed kell.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="250" />
            <source>Only a grande and a caballero can usefully swap places.</source>
            <translation>Csak grand és caballero cseréjének van értelme.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/ui.py" line="28" />
            <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
            <translation>2–5 játékos · kb. 60 perc
Alapíts kastélyokat és udvarházakat egy 72 parcellás kanyargós úton, építsd őket magasabbra, kösd össze őket hidakkal, és juttasd a nemeseidet minél magasabbra.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="304" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.</source>
            <translation>
                <numerusform>%1. parcella és %2 között csak %n üres parcella van; új kastélyhoz %3 kell.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="306" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.</source>
            <translation>
                <numerusform>%1. parcella és %2 között csak %n üres parcella van; új udvarházhoz %3 kell.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>alhambra</name>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="64" />
            <source>%1's vizier buys %2 for %3, out of turn.</source>
            <translation>%1 vezíre soron kívül megveszi: %2, fizetés: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="65" />
            <source>%1 turns their vizier face up again.</source>
            <translation>%1 újra felfordítja a vezírét.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="51" />
            <source>%1 takes a worker's hut (%2).</source>
            <translation>%1 elvesz egy munkáskunyhót (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="29" />
            <source>the %1</source>
            <translation>az %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="32" />
            <source>the %1 worker's hut</source>
            <translation>%1-munkáskunyhó</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="38" />
            <source>Alhambra</source>
            <translation>Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="39" />
            <source>the Alhambra</source>
            <translation>az Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="55" />
            <source>%1 reveals the bonus card of %2.</source>
            <translation>%1 felfedi a bónuszkártyát: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="57" />
            <source>(Revealed for the scoring.)</source>
            <translation>(Felfedve a pontozáshoz.)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="66" />
            <source>%1 takes the bonus card of %2 back into their hand.</source>
            <translation>%1 visszaveszi a kezébe a bónuszkártyát: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="106" />
            <source>Your vizier pays exactly: %1 costs %2 %3, not %4.</source>
            <translation>A vezíred csak pontosan fizethet: %1 ára %2 %3, nem %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="111" />
            <source>With that changer pay only in %1 or %2.</source>
            <translation>Ezzel a pénzváltóval csak %1 vagy %2 pénznemben fizethetsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="117" />
            <source>Dirk holds %1, so its bonus card is dead.</source>
            <translation>%1 Dirknél van, így a bónuszkártyája érvénytelen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="119" />
            <source>%1 is out of play, so its bonus card is dead.</source>
            <translation>%1 kikerült a játékból, így a bónuszkártyája érvénytelen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="121" />
            <source>%1 stands in %2's Alhambra, so its bonus card is dead.</source>
            <translation>%1 %2 Alhambrájában áll, így a bónuszkártyája érvénytelen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="122" />
            <source>%1 is not in %2 yet.</source>
            <translation>%1 még nincs itt: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="127" />
            <source>You already have a worker's hut, the most a player may use.</source>
            <translation>Már van egy munkáskunyhód, ennél többet nem használhatsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="128" />
            <source>You already have %1 worker's huts, the most a player may use.</source>
            <translation>Már van %1 munkáskunyhód, ennél többet nem használhatsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="132" />
            <source>The %1 worker's huts are all taken.</source>
            <translation>Minden %1-munkáskunyhó elfogyott.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="139" />
            <source>Only one money changer may be used in a purchase.</source>
            <translation>Egy vásárláshoz csak egy pénzváltó használható.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="140" />
            <source>That changer doesn't show %1, the currency %2 is sold for.</source>
            <translation>Ezen a pénzváltón nincs rajta ez a pénznem: %1, pedig %2 csak ebben vásárolható meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="141" />
            <source>A money changer is taken alone, instead of money.</source>
            <translation>A pénzváltót önmagában kell elvenni, pénz helyett.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="142" />
            <source>First answer your vizier: buy with it, or let it rest.</source>
            <translation>Előbb válaszolj a vezírednek: vásárolj vele, vagy hagyd pihenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="143" />
            <source>First place the tile your vizier bought.</source>
            <translation>Előbb rakd le a lapkát, amelyet a vezíred vett.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="144" />
            <source>A tile your vizier bought goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>A vezíred által vett lapka az Alhambrádba vagy az értéktábládra kerül, sosem Dirkhez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="145" />
            <source>A worker's hut goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>A munkáskunyhó az Alhambrádba vagy az értéktábládra kerül, sosem Dirkhez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="146" />
            <source>Worker's huts are not part of this game.</source>
            <translation>Ebben a játékban nincsenek munkáskunyhók.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="147" />
            <source>A worker's hut is taken only as a turn action, never by the vizier.</source>
            <translation>Munkáskunyhót csak a köröd akciójaként vehetsz el, a vezír sosem veheti el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="148" />
            <source>There is no such worker's hut.</source>
            <translation>Nincs ilyen munkáskunyhó.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="149" />
            <source>The game is ending: no more huts may be taken.</source>
            <translation>A játék a végéhez ért: több kunyhót már nem lehet elvenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="150" />
            <source>The Vizier's favour is not part of this game.</source>
            <translation>Ebben a játékban nem szerepel A vezír jóindulata.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="151" />
            <source>The vizier buys only market buildings, never a worker's hut.</source>
            <translation>A vezír csak a piacon lévő épületeket veheti meg, munkáskunyhót sosem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="152" />
            <source>Your vizier has no offer to decline now.</source>
            <translation>A vezírednek most nincs mit visszautasítania.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="153" />
            <source>Your vizier is already face up.</source>
            <translation>A vezíred már képpel felfelé áll.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="154" />
            <source>The vizier cannot act during the end-of-game distribution.</source>
            <translation>A vezír nem cselekedhet a játék végi szétosztás közben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="155" />
            <source>The vizier can act only right after a turn ends.</source>
            <translation>A vezír csak közvetlenül egy kör vége után cselekedhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="156" />
            <source>Bonus cards are not part of this game.</source>
            <translation>Ebben a játékban nincsenek bónuszkártyák.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="157" />
            <source>That is not a bonus card.</source>
            <translation>Ez nem bónuszkártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="158" />
            <source>The bonus card of %1 is already face up.</source>
            <translation>Ez a bónuszkártya már képpel felfelé van: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="159" />
            <source>The bonus card of %1 is not among your hidden ones.</source>
            <translation>Ez a bónuszkártya nincs a rejtett bónuszkártyáid között: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="85" />
            <source>%1: your vizier may buy a building at its exact price, out of turn.</source>
            <translation>%1: a vezíred soron kívül, pontos áron megvehet egy épületet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="86" />
            <source>%1: build the tile your vizier bought, or put it in your reserve.</source>
            <translation>%1: építsd be a lapkát, amelyet a vezíred vett, vagy tedd az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="87" />
            <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
            <translation>%1: húzd az összes megvett lapkát az Alhambrádba vagy az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/ui.py" line="22" />
            <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
            <translation>2–6 játékos · kb. 60 perc
Vásárolj palotaépületeket négyféle pénznemmel, fizess pontosan, hogy újra léphess, és építsd fel a legszebb Alhambrát: pontot ér a többség az egyes épülettípusokban és a leghosszabb fal.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="42" />
            <location filename="../../gui/games/alhambra/ui.py" line="28" />
            <source>Dirk</source>
            <translation>Dirk</translation>
        </message>
    </context>
    <context>
        <name>alhambra_granada</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="28" />
            <source>the %1</source>
            <translation>az %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="34" />
            <source>city</source>
            <translation>város</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="35" />
            <source>the city</source>
            <translation>a város</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="51" />
            <source>%1: drag each tile you bought into your city or onto your reserve; pay the flip fee to build a Granada tile on its other face.</source>
            <translation>%1: húzd az összes megvett lapkát a városodba vagy az értéktábládra; ha egy Granada-lapkát a másik oldalával akarsz megépíteni, fizesd ki a fordítási díjat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="53" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: egy lapkát kapsz azzal az oldalával, amelyik látszik — így építsd meg, vagy tedd az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="68" />
            <source>%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 itt nem érintkezhet ezzel: %2 – Alhambra- és Granada-lapka csak ott találkozhat, ahol fal fut várárok mentén.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="73" />
            <source>%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 nem kerülhet ennek a helyére: %2 – Alhambra- és Granada-lapka csak ott találkozhat, ahol fal fut várárok mentén.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="78" />
            <source>%1, the other face of %2, fits nowhere in your city, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1 (a másik oldala ennek: %2) sehová sem fér a városodban, ezért nincs díj; az értéktáblára bármelyik oldalával ingyen kerülhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="81" />
            <source>%1 is an Alhambra tile: it has one face and is never turned over.</source>
            <translation>%1 Alhambra-lapka: egyetlen oldala van, sosem fordítható meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="82" />
            <source>%1 is not on market space %2.</source>
            <translation>%1 nincs ezen a piaci mezőn: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/ui.py" line="18" />
            <source>3-6 players · about 90 minutes
Both palaces in one city: each market space offers an Alhambra and a Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.</source>
            <translation>3–6 játékos · kb. 90 perc
A két palota egy városban: minden piaci mezőn egy Alhambra- és egy Granada-lapka vár, a falak várárkokkal találkoznak, és minden pontozás mindkét játék többségeit, falait és várárkait számolja.</translation>
        </message>
    </context>
    <context>
        <name>castle</name>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="32" />
            <source>%n empty helper spaces in the castle</source>
            <translation>
                <numerusform>%n üres segítőhely a kastélyban</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="34" />
            <source>%n helpers in the castle</source>
            <translation>
                <numerusform>%n segítő a kastélyban</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="36" />
            <source>%n towers erected</source>
            <translation>
                <numerusform>%n felépült torony</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="38" />
            <source>%n houses erected</source>
            <translation>
                <numerusform>%n felépült ház</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="40" />
            <source>%n buildings not erected</source>
            <translation>
                <numerusform>%n fel nem épült épület</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="42" />
            <source>%n silver in the forge</source>
            <translation>
                <numerusform>%n ezüst a kovácsműhelyben</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="49" />
            <source>%1's market helper buys %2 VP for %3.</source>
            <translation>%1 piaci segítője %3 árán %2 GyP-t vásárol.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="51" />
            <source>%1's palace helper turns %2 into %3 VP.</source>
            <translation>%1 palotasegítője pontra váltja ezt: %2, és %3 GyP-t szerez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="53" />
            <source>%1 scores %2 VP in the Barn (%3 helpers there).</source>
            <translation>%1 %2 GyP-t szerez a Csűrben (ott %3 segítője van).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="55" />
            <source>%1 scores %2 VP in the %3: %4.</source>
            <translation>%1 %2 GyP-t szerez (%3): %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="59" />
            <source>%1 erects the %2, paying %3, and scores %4 VP.</source>
            <translation>%1 felépíti: %2, fizet: %3, és %4 GyP-t szerez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="62" />
            <source>The Stonemason's reward: %1.</source>
            <translation>A Kőfaragó jutalma: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="64" />
            <source>The castle is complete: this is the last round.</source>
            <translation>A kastély elkészült: ez az utolsó forduló.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="69" />
            <source>%1 sends a helper to %2.</source>
            <translation>%1 segítőt küld ide: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="71" />
            <source>%1 sends the innkeeper to %2.</source>
            <translation>%1 a fogadóst küldi ide: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="73" />
            <source>%1's helper there goes back to the supply.</source>
            <translation>%1 ott álló segítője visszakerül a készletbe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="81" />
            <source>%1's innkeeper moves to the %2 for %3.</source>
            <translation>%1 fogadósa ide költözik: %2 (díj: %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="83" />
            <source>%1 brings a helper from %2 to the %3 for %4.</source>
            <translation>%1 segítőt hoz innen: %2, ide: %3 (díj: %4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="84" />
            <source>%1 places a helper in the %2 for %3.</source>
            <translation>%1 segítőt helyez ide: %2 (díj: %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="90" />
            <source>Winter card: the %1 comes into play.</source>
            <translation>Télkártya: %1 – játékba kerül.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="91" />
            <source>Winter card: the %1 strikes.</source>
            <translation>Télkártya: %1 – lesújt!</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="97" />
            <source>Round %1 begins; %2 is the first player and takes a taler from the round track.</source>
            <translation>%1. forduló: %2 a kezdőjátékos, és elvesz egy tallért a fordulósávról.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="99" />
            <source>%1 lays a card face down.</source>
            <translation>%1 lefordítva lerak egy kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="100" />
            <source>The cards are revealed: %1.</source>
            <translation>Felfedik a kártyákat: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="101" />
            <source>%1 %2</source>
            <comment>name, cards</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="103" />
            <source>%1's %2 is done.</source>
            <translation>%1 (%2) végzett.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="104" />
            <source>Round %1 ends.</source>
            <translation>%1. forduló vége.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="105" />
            <source>%1's %2 takes %3.</source>
            <translation>%1 (%2) elvesz: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="106" />
            <source>%1's Messenger brings %2.</source>
            <translation>%1 Hírnöke hoz: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="107" />
            <source>%1 collects %2 from the %3.</source>
            <translation>%1 begyűjt: %2, innen: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="112" />
            <source>%1 pays the Village Tavern %2 (to %3).</source>
            <translation>%1 fizet a Falusi fogadónak: %2 (%3 kapja).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="113" />
            <source>%1 pays the Village Tavern %2.</source>
            <translation>%1 fizet a Falusi fogadónak: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="114" />
            <source>%1 cannot pay the Village Tavern %2 and places no trader helper.</source>
            <translation>%1 nem tud fizetni a Falusi fogadónak (%2), így nem helyez le kereskedősegítőt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="115" />
            <source>%1 takes the helper back from %2.</source>
            <translation>%1 visszaveszi a segítőt innen: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="117" />
            <source>%1 receives %2 from %3 (%4 to the defense tower).</source>
            <translation>%1 kap: %2, innen: %3 (%4 a védőtoronyba kerül).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="119" />
            <source>%1's Bricklayer takes %2 from the defense tower.</source>
            <translation>%1 Kőművese elvesz a védőtoronyból: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="120" />
            <source>%1 asks %2 for the last %3 on the %4.</source>
            <translation>%1 megvenné %2 utolsó darabját (%3, %4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="122" />
            <source>%1 buys 1 %2 from %3's %4 for a taler.</source>
            <translation>%1 egy tallérért vesz 1 darabot (%2) %3 kártyájáról (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="124" />
            <source>%1 keeps the last %2 on the %3.</source>
            <translation>%1 megtartja az utolsó darabot (%2, %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="126" />
            <source>%1 puts a silver into the forge and takes 1 %2.</source>
            <translation>%1 betesz egy ezüstöt a kovácsműhelybe, és elvesz 1 darabot: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="128" />
            <source>%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card).</source>
            <translation>%1 segítője a Falusi fogadó fogadósa lesz (díj: %2, a kártyáról elvesz: %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="131" />
            <source>%1 pays %2 for the %3.</source>
            <translation>%1 fizet: %2 (%3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="132" />
            <source>%1 gives up the %2 to the %3.</source>
            <translation>%1 elveszíti: %2 – %3 miatt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="133" />
            <source>%1 gives %2 stone to the Crack in the Wall for %3 VP.</source>
            <translation>%1 %2 követ ad a Falrepedésnek %3 GyP-ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="134" />
            <source>%1 courts the Castle Maiden.</source>
            <translation>%1 udvarol a Várkisasszonynak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="135" />
            <source>%1 does not court the Castle Maiden.</source>
            <translation>%1 nem udvarol a Várkisasszonynak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="136" />
            <source>%1 lays %2 on the Castle Maiden.</source>
            <translation>%1 a Várkisasszonyra tesz: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="137" />
            <source>%1 withdraws from the courtship.</source>
            <translation>%1 visszalép az udvarlástól.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="138" />
            <source>%1 wins the Castle Maiden: %2 VP; the others share %3.</source>
            <translation>%1 elnyeri a Várkisasszonyt: %2 GyP; a többiek megosztoznak ezen: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="140" />
            <source>Nobody wins the Castle Maiden; %1 go to the bank and the stock.</source>
            <translation>Senki sem nyeri el a Várkisasszonyt; a bankba és a közös készletbe kerül: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="142" />
            <source>%1 takes %2 from the Castle Maiden.</source>
            <translation>%1 elvesz a Várkisasszonytól: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="143" />
            <source>The game ends: the helpers in the castle score.</source>
            <translation>A játék véget ér: pontoznak a kastély segítői.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="151" />
            <source>%1 %2</source>
            <comment>name, points</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="152" />
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>and</source>
            <translation>és</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="153" />
            <source>Game over: %1. Won by %2.</source>
            <translation>Vége a játéknak: %1. Győztes: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="168" />
            <source>take a trader helper back</source>
            <translation>visszavenni egy kereskedősegítőt</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="169" />
            <source>send a helper to a cart</source>
            <translation>segítőt küldeni egy szekérhez</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="170" />
            <source>take one resource from the defense tower</source>
            <translation>elvenni egy nyersanyagot a védőtoronyból</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="171" />
            <source>buy from the Workers, erect buildings, place helpers</source>
            <translation>vásárolni a Munkásoktól, épületeket emelni, segítőket lehelyezni</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="172" />
            <source>erect buildings and place helpers</source>
            <translation>épületeket emelni és segítőket lehelyezni</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="173" />
            <source>place helpers in the castle</source>
            <translation>segítőket lehelyezni a kastélyban</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="181" />
            <source>choose a character card in secret</source>
            <translation>titokban karakterkártyát választani</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>court the Castle Maiden or not</source>
            <translation>udvarolni a Várkisasszonynak, vagy sem</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>deposit on the Castle Maiden or withdraw</source>
            <translation>tenni a Várkisasszonyra, vagy visszalépni</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>take an item from the Castle Maiden</source>
            <translation>elvenni egy tárgyat a Várkisasszonytól</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>decide on the Castle Maiden</source>
            <translation>dönteni a Várkisasszonyról</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the %1</source>
            <translation>válaszolni erre: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the winter card</source>
            <translation>válaszolni a télkártyára</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="190" />
            <source>choose the Stone Worker's two pieces</source>
            <translation>kiválasztani a Kőmunkás két darabját</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="192" />
            <source>sell the last piece of a Worker or keep it</source>
            <translation>eladni egy Munkás utolsó darabját, vagy megtartani</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="194" />
            <source>turn pieces into points with the palace helpers</source>
            <translation>pontra váltani darabokat a palotasegítőkkel</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>The game is over: %1 wins.</source>
            <translation>A játék véget ért, győztes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="211" />
            <source>%1 · Your turn: %2.</source>
            <translation>%1 · Te jössz: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="212" />
            <source>%1 · %2 is to %3.</source>
            <translation>%1 · %2 feladata: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="219" />
            <source>The game is over.</source>
            <translation>A játék véget ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="220" />
            <source>That cannot be done now.</source>
            <translation>Ezt most nem lehet megtenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="221" />
            <source>There is no such character card.</source>
            <translation>Nincs ilyen karakterkártya.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="222" />
            <source>You have laid your %card face down already.</source>
            <translation>Ezt a kártyádat már lefordítva leraktad: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="223" />
            <source>Your %card is out of the game.</source>
            <translation>Ez a kártyád kikerült a játékból: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="224" />
            <source>Your %card lies in your play area until a Master Builder takes it back.</source>
            <translation>Ez a kártyád a játékterületeden marad, amíg egy Építőmester vissza nem veszi: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="225" />
            <source>The Master Builder may not be chosen in the first round.</source>
            <translation>Az Építőmestert nem lehet az első fordulóban választani.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="226" />
            <source>The Master Builder may not be chosen while you hold all your cards.</source>
            <translation>Az Építőmestert nem választhatod, amíg minden kártyád a kezedben van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="227" />
            <source>A courtship of the Castle Maiden is not declared now.</source>
            <translation>Most nem lehet udvarlást bejelenteni a Várkisasszonynak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="228" />
            <source>A courtship of the Castle Maiden is not declined now.</source>
            <translation>Most nem lehet visszautasítani az udvarlást a Várkisasszonynál.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="229" />
            <source>Nothing is deposited on the Castle Maiden now.</source>
            <translation>Most nem lehet semmit a Várkisasszonyra tenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="230" />
            <source>Nobody withdraws from the courtship now.</source>
            <translation>Most senki sem léphet vissza az udvarlástól.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="231" />
            <source>The Castle Maiden's items are not shared now.</source>
            <translation>A Várkisasszony tárgyait most nem osztják szét.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="232" />
            <source>A suitor deposits a piece or a taler, and you have none.</source>
            <translation>A kérő egy darabot vagy egy tallért tesz le, neked viszont egyik sincs.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="233" />
            <source>That is neither a resource nor a taler.</source>
            <translation>Ez se nem nyersanyag, se nem tallér.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="234" />
            <source>You have no %item to deposit.</source>
            <translation>Nincs leteendő darabod ebből: %item.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="235" />
            <source>Who declares the courtship deposits in that round.</source>
            <translation>Aki bejelenti az udvarlást, abban a körben le is tesz valamit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="236" />
            <source>No %item is left on the Castle Maiden.</source>
            <translation>Nem maradt ilyen a Várkisasszonyon: %item.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="237" />
            <source>This winter card takes no character card.</source>
            <translation>Ez a télkártya nem visz el karakterkártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="238" />
            <source>The Plague takes a card from your play area, and your %card is not there.</source>
            <translation>A Pestis a játékterületedről visz el egy kártyát, ez a kártyád pedig nincs ott: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="239" />
            <source>The Snowdrift takes a Worker.</source>
            <translation>A Hófúvás egy Munkást visz el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="240" />
            <source>Your %card lies face down for this round and cannot be given up.</source>
            <translation>Ez a kártyád ebben a fordulóban lefordítva fekszik, nem mondhatsz le róla: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="241" />
            <source>This winter card asks for no payment.</source>
            <translation>Ez a télkártya nem kér fizetést.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="242" />
            <source>Paying costs %price talers, and you have fewer.</source>
            <translation>A fizetés %price tallérba kerül, neked ennél kevesebb van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="243" />
            <source>Stone is donated to the Crack in the Wall only.</source>
            <translation>Követ csak a Falrepedésnek lehet adományozni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="244" />
            <source>A donation cannot be below nothing.</source>
            <translation>Az adomány nem lehet kevesebb a semminél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="245" />
            <source>At most %most stone may be donated.</source>
            <translation>Legfeljebb %most kő adományozható.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="246" />
            <source>You have only %held stone.</source>
            <translation>Csak %held köved van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="247" />
            <source>Silver is forged into other pieces while paying, not now.</source>
            <translation>Ezüstöt fizetés közben lehet más darabokká kovácsolni, most nem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="248" />
            <source>The Crack in the Wall takes stone: forge silver into stone.</source>
            <translation>A Falrepedés követ kér: kovácsolj ezüstből követ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="249" />
            <source>The Stone Worker takes %count pieces of your choice.</source>
            <translation>A Kőmunkás %count tetszőleges darabot vesz el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="250" />
            <source>The Stone Worker's pieces are chosen among sand, wood and clay.</source>
            <translation>A Kőmunkás darabjait homok, fa és agyag közül lehet választani.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="251" />
            <source>There is no such resource.</source>
            <translation>Nincs ilyen nyersanyag.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="252" />
            <source>The stock has not that many of those pieces.</source>
            <translation>A közös készletben nincs ennyi ezekből a darabokból.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="253" />
            <source>No trader helper is taken back now.</source>
            <translation>Most nem lehet kereskedősegítőt visszavenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="254" />
            <source>There is no such cart.</source>
            <translation>Nincs ilyen szekér.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="255" />
            <source>You have no trader helper at %cart.</source>
            <translation>Nincs kereskedősegítőd itt: %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="256" />
            <source>A Trader who cannot pay the Village Tavern takes a trader helper back first.</source>
            <translation>Az a Kereskedő, aki nem tud fizetni a Falusi fogadónak, előbb visszavesz egy kereskedősegítőt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="257" />
            <source>Only a Trader sends helpers to the carts.</source>
            <translation>Csak a Kereskedő küld segítőket a szekerekhez.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="258" />
            <source>A Trader who could not pay the Village Tavern places no helper.</source>
            <translation>Az a Kereskedő, aki nem tudott fizetni a Falusi fogadónak, nem helyez le segítőt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="259" />
            <source>A trader helper comes from your supply or is the innkeeper.</source>
            <translation>A kereskedősegítő a készletedből jön, vagy a fogadós az.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="260" />
            <location filename="../../gui/games/castle/texts.py" line="303" />
            <source>You have no innkeeper at the Village Tavern.</source>
            <translation>Nincs fogadósod a Falusi fogadóban.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="261" />
            <location filename="../../gui/games/castle/texts.py" line="302" />
            <location filename="../../gui/games/castle/texts.py" line="313" />
            <source>You have no helper left in your supply.</source>
            <translation>Nem maradt segítő a készletedben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="262" />
            <source>Your own helper is at %cart already.</source>
            <translation>Már áll itt saját segítőd: %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="263" />
            <source>The rider takes a helper only when all four carts have one.</source>
            <translation>A lovas csak akkor vesz fel segítőt, ha mind a négy szekérnél van már egy.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="264" />
            <source>A helper is sent home from a cart only when all four carts are taken.</source>
            <translation>Szekérről csak akkor lehet segítőt hazaküldeni, ha mind a négy szekér foglalt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="265" />
            <source>The helper at %cart came this round and cannot be sent home.</source>
            <translation>Ez a segítő ebben a fordulóban érkezett, nem küldhető haza: %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="266" />
            <source>A Trader with a helper in the supply sends it to a cart where it may go.</source>
            <translation>Az a Kereskedő, akinek van segítője a készletben, elküldi egy olyan szekérhez, ahová mehet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="267" />
            <source>Only a Bricklayer takes from the defense tower, at the start of the card.</source>
            <translation>Csak a Kőműves vehet el a védőtoronyból, a kártya elején.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="268" />
            <source>The defense tower holds no %resource.</source>
            <translation>A védőtoronyban nincs ilyen: %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="269" />
            <source>The Bricklayer takes one resource from the defense tower first.</source>
            <translation>A Kőműves előbb elvesz egy nyersanyagot a védőtoronyból.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="270" />
            <source>A Stonemason buys from the Workers before building.</source>
            <translation>A Kőfaragó az építés előtt vásárol a Munkásoktól.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="271" />
            <source>There is no such player.</source>
            <translation>Nincs ilyen játékos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="272" />
            <source>A Stonemason does not buy from its owner's own Worker.</source>
            <translation>A Kőfaragó nem vásárolhat a saját Munkásodtól.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="273" />
            <source>That player revealed no %card this round.</source>
            <translation>Az a játékos ebben a fordulóban nem fedett fel ilyen kártyát: %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="274" />
            <source>The card holds no %piece.</source>
            <translation>A kártyán nincs ilyen darab: %piece.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="275" />
            <source>The Worker's owner kept its last piece from you.</source>
            <translation>A Munkás tulajdonosa megtartotta előled az utolsó darabját.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="276" />
            <source>A Stonemason buys one piece in all.</source>
            <translation>A Kőfaragó összesen egy darabot vásárolhat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="277" />
            <source>A Stonemason buys one piece from each Worker card.</source>
            <translation>A Kőfaragó minden Munkáskártyáról egy darabot vásárolhat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="278" />
            <source>A piece costs a taler, and you have none.</source>
            <translation>Egy darab egy tallérba kerül, neked pedig nincs tallérod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="279" />
            <source>This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do.</source>
            <translation>Ez a kártya nem emel épületet: csak a Kőműves, a Kőfaragó és a Munkások.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="280" />
            <source>Buildings are erected before helpers are placed.</source>
            <translation>Az épületeket a segítők lehelyezése előtt kell felépíteni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="281" />
            <source>A card erects at most %limit buildings.</source>
            <translation>Egy kártya legfeljebb %limit épületet emelhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="282" />
            <source>There is no such building.</source>
            <translation>Nincs ilyen épület.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="283" />
            <source>The %building stands already.</source>
            <translation>Ez már áll: %building.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="284" />
            <source>A payment cannot hold fewer than no pieces.</source>
            <translation>A fizetés nem tartalmazhat kevesebb darabot a semminél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="285" />
            <source>You do not have that much %resource.</source>
            <translation>Nincs ennyi nyersanyagod ebből: %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="286" />
            <source>Those pieces are worth %value building points; the building needs exactly %cost.</source>
            <translation>Ezek a darabok %value építési pontot érnek; az épülethez pontosan %cost kell.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="287" />
            <source>A payment uses at least %needed different resources.</source>
            <translation>A fizetéshez legalább %needed különböző nyersanyag kell.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="288" />
            <source>Silver is forged only while a card erects buildings.</source>
            <translation>Ezüstöt csak akkor lehet kovácsolni, amikor egy kártya épületet emel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="289" />
            <source>Silver is forged before helpers are placed.</source>
            <translation>Az ezüstöt a segítők lehelyezése előtt kell kovácsolni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="290" />
            <source>This card has erected all it may: nothing is left to forge silver for.</source>
            <translation>Ez a kártya már minden lehetséges épületét felépítette: nincs mire ezüstöt kovácsolni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="291" />
            <source>Every building stands: there is nothing left to pay for.</source>
            <translation>Minden épület áll: nincs már mit kifizetni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="292" />
            <source>Silver is forged into another resource.</source>
            <translation>Az ezüstöt egy másik nyersanyaggá kell kovácsolni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="293" />
            <source>You have no silver to put into the forge.</source>
            <translation>Nincs ezüstöd, amit a kovácsműhelybe tehetnél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="294" />
            <source>The stock has no %resource left.</source>
            <translation>A közös készletből elfogyott: %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="295" />
            <source>Only a Bricklayer or a Stonemason places helpers in the castle.</source>
            <translation>Csak a Kőműves vagy a Kőfaragó helyez segítőket a kastélyba.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="296" />
            <source>You place helpers only in a round in which you erected a building.</source>
            <translation>Segítőket csak abban a fordulóban helyezhetsz le, amelyben épületet emeltél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="297" />
            <location filename="../../gui/games/castle/texts.py" line="309" />
            <source>You have placed %cap helpers this round already.</source>
            <translation>Ebben a fordulóban már lehelyeztél %cap segítőt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="298" />
            <source>There is no such helper space.</source>
            <translation>Nincs ilyen segítőhely.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="299" />
            <source>The %location is not erected yet.</source>
            <translation>Ez még nem épült fel: %location.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="300" />
            <source>That space holds a helper already.</source>
            <translation>Ezen a helyen már áll segítő.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="301" />
            <source>You placed a helper in the %location this round already.</source>
            <translation>Ebben a fordulóban már helyeztél segítőt ide: %location.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="304" />
            <source>A helper comes from your supply, your own trader helper or the innkeeper.</source>
            <translation>A segítő a készletedből jön, vagy a saját kereskedősegítőd, vagy a fogadós.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="305" />
            <location filename="../../gui/games/castle/texts.py" line="315" />
            <source>You have no trader helper at %source.</source>
            <translation>Nincs kereskedősegítőd itt: %source.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="306" />
            <source>The space costs %fee talers; you have %talers.</source>
            <translation>A hely %fee tallérba kerül; neked %talers van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="307" />
            <source>Only a Bricklayer or a Stonemason makes a helper the innkeeper.</source>
            <translation>Csak a Kőműves vagy a Kőfaragó tehet meg egy segítőt fogadósnak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="308" />
            <source>The innkeeper comes only in a round in which you erected a building.</source>
            <translation>Fogadóst csak abban a fordulóban állíthatsz, amelyben épületet emeltél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="310" />
            <source>The Village Tavern is not in play.</source>
            <translation>A Falusi fogadó nincs játékban.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="311" />
            <source>The Village Tavern has an innkeeper already.</source>
            <translation>A Falusi fogadónak már van fogadósa.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="312" />
            <source>The innkeeper is the innkeeper already.</source>
            <translation>A fogadós már most is fogadós.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="314" />
            <source>The innkeeper comes from your supply or your own trader helper.</source>
            <translation>A fogadós a készletedből vagy a saját kereskedősegítőid közül jön.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="316" />
            <source>The innkeeper costs %fee talers, and you have fewer.</source>
            <translation>A fogadós %fee tallérba kerül, neked ennél kevesebb van.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="317" />
            <source>Your palace helpers turn at most %limit pieces into points.</source>
            <translation>A palotasegítőid legfeljebb %limit darabot válthatnak pontra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/ui.py" line="27" />
            <source>2-4 players · about 60 minutes
Choose character cards in secret each round, gather sand, wood, clay and stone, erect the castle's buildings and place helpers in them; in summer or in winter.</source>
            <translation>2–4 játékos · kb. 60 perc
Válassz titokban karakterkártyákat minden fordulóban, gyűjts homokot, fát, agyagot és követ, emeld fel a kastély épületeit, és helyezz el bennük segítőket – nyáron vagy télen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="27" />
            <source>talers from the bank</source>
            <translation>tallérok a bankból</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="28" />
            <source>a helper to a cart: its resource at the end of the Traders</source>
            <translation>segítő egy szekérhez: a szekér nyersanyaga a Kereskedők végén</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="29" />
            <source>one resource from the defense tower, then up to two buildings and helpers</source>
            <translation>egy nyersanyag a védőtoronyból, aztán legfeljebb két épület és segítők</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="30" />
            <source>buy from the Workers, up to two buildings with a reward, helpers</source>
            <translation>vásárlás a Munkásoktól, legfeljebb két épület jutalommal, segítők</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="31" />
            <source>2 wood and 1 silver, or half the VP of a building</source>
            <translation>2 fa és 1 ezüst, vagy egy épület GyP-jének fele</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="32" />
            <source>2 sand and 1 clay, or half the VP of a building</source>
            <translation>2 homok és 1 agyag, vagy egy épület GyP-jének fele</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="33" />
            <source>1 stone and two pieces of your choice, or half the VP of a building</source>
            <translation>1 kő és két tetszőleges darab, vagy egy épület GyP-jének fele</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="34" />
            <source>5 VP per building others erect this round; your played cards come back</source>
            <translation>5 GyP minden épületért, amelyet mások emelnek ebben a fordulóban; a kijátszott kártyáid visszatérnek</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="71" />
            <source>%1's cards</source>
            <translation>%1 kártyái</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="72" />
            <source>No card left in the hand.</source>
            <translation>Nem maradt kártya a kézben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="74" />
            <source>Character cards</source>
            <translation>Karakterkártyák</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="75" />
            <source>At a shared screen the hands stay hidden until their owner's turn.</source>
            <translation>Közös képernyőnél a lapok rejtve maradnak, amíg a tulajdonosuk nem következik.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="78" />
            <source>The cards chosen for this round lie here face down; only you see them.</source>
            <translation>Az erre a fordulóra választott kártyák itt fekszenek lefordítva; csak te látod őket.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="90" />
            <location filename="../../gui/games/castle/texts.py" line="198" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="109" />
            <source>choose face down</source>
            <translation>válassz lefordítva</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="121" />
            <source>Winter cards still to come: %1</source>
            <translation>Hátralévő télkártyák: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>innkeeper: %1</source>
            <translation>fogadós: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>no innkeeper yet</source>
            <translation>még nincs fogadós</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="151" />
            <source>talers on the card: %1</source>
            <translation>tallér a kártyán: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="154" />
            <location filename="../../gui/games/castle/panels.py" line="109" />
            <source>none</source>
            <translation>nincs</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="155" />
            <source>suitors: %1 · on the card: %2</source>
            <translation>kérők: %1 · a kártyán: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="76" />
            <source>%1's helper</source>
            <translation>%1 segítője</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="80" />
            <source>%1's trader helper</source>
            <translation>%1 kereskedősegítője</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="88" />
            <source>%1: a helper space for %2</source>
            <translation>%1: segítőhely, díj: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="90" />
            <source>%1 — %2's helper</source>
            <translation>%1 — %2 segítője</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="91" />
            <source>%1 (open once it is erected)</source>
            <translation>%1 (felépítése után nyílik meg)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="109" />
            <source>%1: costs %2 building points, scores %3 VP</source>
            <translation>%1: %2 építési pontba kerül, %3 GyP-t ér</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="114" />
            <source>%1, erected by %2 in round %3 (%4 VP)</source>
            <translation>%1, felépítette: %2, %3. forduló (%4 GyP)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="150" />
            <source>The defense tower holds %1</source>
            <translation>A védőtoronyban: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="162" />
            <source>Silver in the forge: %1</source>
            <translation>Ezüst a kovácsműhelyben: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="171" />
            <source>Round %1: a taler for its first player</source>
            <translation>%1. forduló: egy tallér a kezdőjátékosnak</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="176" />
            <source>Round %1 draws a winter card</source>
            <translation>%1. forduló: télkártya-húzás</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="179" />
            <location filename="../../gui/games/castle/texts.py" line="208" />
            <source>Round %1 of %2</source>
            <translation>%1. forduló / %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="56" />
            <source>Cancel</source>
            <translation>Mégse</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="88" />
            <source>Bricklayer: take one resource from the defense tower</source>
            <translation>Kőműves: vegyél el egy nyersanyagot a védőtoronyból</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="90" />
            <source>Stonemason: buy a piece from a Worker, or build</source>
            <translation>Kőfaragó: vásárolj egy darabot egy Munkástól, vagy építs</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="91" />
            <source>%1: you may also</source>
            <translation>%1: ezt is megteheted</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="98" />
            <source>The Castle Maiden</source>
            <translation>A Várkisasszony</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="100" />
            <source>The %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="102" />
            <source>The Stone Worker: choose two pieces</source>
            <translation>A Kőmunkás: válassz két darabot</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="105" />
            <source>Sell the last %1 of your %2?</source>
            <translation>Eladod az utolsó darabot (%1) erről a kártyádról: %2?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="107" />
            <source>Palace: turn pieces into points</source>
            <translation>Palota: válts darabokat pontra</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n in hand</source>
            <translation>
                <numerusform>%n kézben</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="111" />
            <source>%1: %2, %3</source>
            <translation>%1: %2, %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="112" />
            <source>Helpers in the supply: %1 · victory points: %2</source>
            <translation>Segítők a készletben: %1 · győzelmi pontok: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="113" />
            <source>Played cards: %1</source>
            <translation>Kijátszott kártyák: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="114" />
            <source>Cards in hand: %1, of them face down: %2</source>
            <translation>Kártyák kézben: %1, ebből lefordítva: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="101" />
            <source>A helper of your supply: drag it onto a lit cart or helper space</source>
            <translation>Segítő a készletedből: húzd egy kivilágított szekérre vagy segítőhelyre</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="155" />
            <source>Drag the helper onto a lit place, or click the lit place.</source>
            <translation>Húzd a segítőt egy kivilágított helyre, vagy kattints a kivilágított helyre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="165" />
            <location filename="../../gui/games/castle/table.py" line="192" />
            <source>Drop the card on the place of the chosen cards to choose it.</source>
            <translation>Tedd a kártyát a kiválasztott kártyák helyére, hogy kiválaszd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="167" />
            <source>Drop the building on your panel to erect it.</source>
            <translation>Tedd az épületet a paneledre, hogy felépítsd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="200" />
            <source>Drop the building on your panel to erect it, or click it.</source>
            <translation>Tedd az épületet a paneledre, hogy felépítsd, vagy kattints rá.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="204" />
            <source>Drop the helper on a lit cart or helper space.</source>
            <translation>Tedd a segítőt egy kivilágított szekérre vagy segítőhelyre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>Pay for the %1:</source>
            <translation>%1 – fizetés:</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>%1: which helper?</source>
            <translation>%1: melyik segítő?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="240" />
            <source>%1: you would keep %2 and %3 talers, with %4 VP.</source>
            <translation>%1: maradna %2 és %3 tallér, %4 GyP-vel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="260" />
            <location filename="../../gui/games/castle/words.py" line="118" />
            <source>Finish the card</source>
            <translation>Kártya lezárása</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="272" />
            <source>Click a character card to lay it face down for this round, or drag it to the dashed places.</source>
            <translation>Kattints egy karakterkártyára, hogy lefordítva lerakd erre a fordulóra, vagy húzd a szaggatott helyekre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="274" />
            <source>Choose one of the offers, or Cancel.</source>
            <translation>Válassz az ajánlatok közül, vagy Mégse.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="277" />
            <source>Click a lit cart, or drag your helper onto it.</source>
            <translation>Kattints egy kivilágított szekérre, vagy húzd rá a segítődet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="279" />
            <source>Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.</source>
            <translation>Kattints egy kivilágított építési helyre az épület felépítéséhez, vagy egy kivilágított segítőhelyre segítő lehelyezéséhez; ha kész vagy, zárd le a kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="281" />
            <source>Click a lit building site to erect it; Finish the card when done.</source>
            <translation>Kattints egy kivilágított építési helyre az épület felépítéséhez; ha kész vagy, zárd le a kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="283" />
            <source>Click a lit helper space, or drag your helper onto it; Finish the card when done.</source>
            <translation>Kattints egy kivilágított segítőhelyre, vagy húzd rá a segítődet; ha kész vagy, zárd le a kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="285" />
            <source>Choose with the buttons on the board.</source>
            <translation>Válassz a táblán lévő gombokkal.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="286" />
            <source>Finish the card with the button below.</source>
            <translation>Zárd le a kártyát a lenti gombbal.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="24" />
            <source>%n talers</source>
            <translation>
                <numerusform>%n tallér</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="31" />
            <source>%1 %2</source>
            <comment>count, resource</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="38" />
            <source>nothing</source>
            <translation>semmi</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="48" />
            <source>someone</source>
            <translation>valaki</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="54" />
            <source>the rider</source>
            <translation>a lovas</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="55" />
            <source>the %1 cart</source>
            <translation>%1-szekér</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="63" />
            <location filename="../../gui/games/castle/words.py" line="98" />
            <source>the innkeeper</source>
            <translation>a fogadós</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="64" />
            <source>from %1</source>
            <translation>innen: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="71" />
            <source>Choose your %1</source>
            <translation>Válaszd: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="73" />
            <source>Court the Castle Maiden</source>
            <translation>Udvarolj a Várkisasszonynak</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="75" />
            <source>Do not court her</source>
            <translation>Ne udvarolj neki</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="77" />
            <source>Deposit %1</source>
            <translation>Tégy rá: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="79" />
            <source>Withdraw for good</source>
            <translation>Lépj vissza végleg</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="81" />
            <location filename="../../gui/games/castle/words.py" line="93" />
            <source>Take %1</source>
            <translation>Vedd el: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="83" />
            <source>Give up your %1</source>
            <translation>Mondj le róla: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="85" />
            <source>Pay the bank instead</source>
            <translation>Inkább fizess a banknak</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="87" />
            <source>Donate no stone</source>
            <translation>Ne adományozz követ</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="95" />
            <source>Take your helper back from %1</source>
            <translation>Vedd vissza a segítődet innen: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="97" />
            <source>Send a helper to %1</source>
            <translation>Küldj segítőt ide: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="100" />
            <source>Take the %1 from the defense tower</source>
            <translation>Vedd el a védőtoronyból: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="102" />
            <source>Buy 1 %1 from %2's %3</source>
            <translation>Vásárolj 1 darabot (%1) innen: %3 (%2)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="104" />
            <source>Sell the piece</source>
            <translation>Add el a darabot</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="106" />
            <source>Keep the piece</source>
            <translation>Tartsd meg a darabot</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="108" />
            <source>Erect the %1 with %2</source>
            <translation>Építsd fel: %1, fizetés: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="110" />
            <source>Forge 1 silver into 1 %1</source>
            <translation>Kovácsolj: 1 ezüst → 1 %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="112" />
            <source>Place a helper in the %1</source>
            <translation>Tégy segítőt ide: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="115" />
            <source>Make a helper the innkeeper</source>
            <translation>Tégy meg egy segítőt fogadósnak</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn %1 into points</source>
            <translation>Válts pontra: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn nothing into points</source>
            <translation>Ne válts semmit pontra</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="130" />
            <source>%1 (%2)</source>
            <comment>building, fee</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n chosen</source>
            <translation>
                <numerusform>%n kiválasztva</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="96" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n GyP</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="109" />
            <source>%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.</source>
            <translation>
                <numerusform>%1 Építőmestere: ebben a fordulóban mások %n épületet emeltek, %2 GyP; a kijátszott kártyák visszakerülnek a kézbe.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="88" />
            <source>Donate %n stones</source>
            <translation>
                <numerusform>Adományozz %n követ</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gardens</name>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="117" />
            <source>%1 · finished: nobody scored</source>
            <translation>%1 · elkészült: senki sem kapott pontot</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="118" />
            <source>%1 · finished: %2 scored %3</source>
            <translation>%1 · elkészült: %2 %3 pontot kapott</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="122" />
            <source>no trees yet</source>
            <translation>még nincsenek fák</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="123" />
            <source>%1 · %2 of %3 garden spaces laid · facing it: %4</source>
            <translation>%1 · lerakott kertmezők: %2/%3 · felé néznek: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="24" />
            <source>Last scoring: %1's tile</source>
            <translation>Utolsó értékelés: %1 lapkája</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="26" />
            <source>How a building scores</source>
            <translation>Hogyan pontoz egy épület?</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="41" />
            <source>A building is scored when every garden space around it holds a tile: four inside, two on an edge, one in a corner.</source>
            <translation>Egy épületet akkor értékelünk, amikor a körülötte lévő összes kertmezőn lapka van: belül négy, a szélen kettő, a sarokban egy.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="43" />
            <source>The colour with the most trees facing it wins its value times the kinds of tree facing it.</source>
            <translation>Az a szín, amelynek a legtöbb fája néz az épület felé, megkapja az épület értékét, megszorozva a felé néző fafajták számával.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="45" />
            <source>Colours tied for the most knock each other out, and the next count wins — even a colour with no trees there. If no count is left alone, nobody scores.</source>
            <translation>A legtöbb fában holtversenyben lévő színek kiütik egymást, és a következő darabszám nyer — akár egy olyan szín is, amelynek nincs ott fája. Ha egyik darabszám sem áll egyedül, senki sem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="65" />
            <source>%1 %2</source>
            <comment>colour, points</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="70" />
            <source>Tiles in hand: %1</source>
            <translation>Lapkák kézben: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="108" />
            <source>Drag a tile onto a lit garden space, or click it and then the space. Turn it with the mouse wheel while you hold it, with R or a right-click, or with the arrows.</source>
            <translation>Húzz egy lapkát egy kivilágított kertmezőre, vagy kattints rá, majd a mezőre. Amíg fogod, az egérgörgővel forgathatod, de az R billentyűvel, jobb kattintással vagy a nyilakkal is.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>none to draw</source>
            <translation>nincs több húzható</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>%n to draw</source>
            <translation>
                <numerusform>még %n húzható</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="137" />
            <source>%1's tiles</source>
            <translation>%1 lapkái</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="139" />
            <source>Tiles in hand</source>
            <translation>Lapkák kézben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="143" />
            <source>Garden tiles left to draw: %1</source>
            <translation>Húzható kertlapok: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="145" />
            <source>The tiles in hand stay hidden until their owner's turn.</source>
            <translation>A kézben lévő lapkák rejtve maradnak, amíg a tulajdonosuk nem következik.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="161" />
            <source>… the log tells the rest.</source>
            <translation>… a többit a napló mondja el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="25" />
            <source>purple</source>
            <translation>lila</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="26" />
            <source>green</source>
            <translation>zöld</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="27" />
            <source>yellow</source>
            <translation>sárga</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="28" />
            <source>orange</source>
            <translation>narancs</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="48" />
            <source>%1 %2</source>
            <comment>building: kind, value</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="55" />
            <source>in the top left corner</source>
            <translation>a bal felső sarokban</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="57" />
            <source>in the top right corner</source>
            <translation>a jobb felső sarokban</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="59" />
            <source>in the bottom left corner</source>
            <translation>a bal alsó sarokban</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="61" />
            <source>in the bottom right corner</source>
            <translation>a jobb alsó sarokban</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="63" />
            <source>on the top edge</source>
            <translation>a felső szélen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="65" />
            <source>on the bottom edge</source>
            <translation>az alsó szélen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="67" />
            <source>on the left edge</source>
            <translation>a bal szélen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="69" />
            <source>on the right edge</source>
            <translation>a jobb szélen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="71" />
            <source>in the very centre</source>
            <translation>a kert legközepén</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>upper</source>
            <translation>felső</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>lower</source>
            <translation>alsó</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>left</source>
            <translation>bal</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>right</source>
            <translation>jobb</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="75" />
            <source>in the %1 %2 of the garden</source>
            <comment>upper/lower, left/right</comment>
            <translation>a kert %2 %1 részén</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="76" />
            <source>in the %1 middle of the garden</source>
            <comment>upper/lower/left/right</comment>
            <translation>a kert %1 középső részén</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="81" />
            <source>the %1 %2</source>
            <comment>building, where it stands</comment>
            <translation>%2 álló %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="97" />
            <source>%1, nobody's</source>
            <translation>%1, senkié</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="98" />
            <location filename="../../gui/games/gardens/texts.py" line="158" />
            <source>%1 (%2)</source>
            <comment>player, colour</comment>
            <translation>%1 (%2)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="105" />
            <location filename="../../gui/games/gardens/texts.py" line="137" />
            <source>%1 and %2</source>
            <translation>%1 és %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="115" />
            <source>%1 %2</source>
            <comment>trees, count</comment>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="127" />
            <source>%1 alone with %2: they win.</source>
            <translation>%1: egyedül %2 fával – ők nyernek.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="129" />
            <source>%1 tie with %2 each and knock each other out.</source>
            <translation>%1: holtverseny, mindegyik %2 fával – kiütik egymást.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/texts.py" line="143" />
            <source>%n kinds of tree × value %1 = %2</source>
            <translation>
                <numerusform>%n fafajta × %1 érték = %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="153" />
            <source>%1 is finished: %2, owned by nobody, have the majority, so nobody scores.</source>
            <translation>%1 elkészült: a többség – %2 – senkié, így senki sem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="156" />
            <source>%1 is finished: nobody scores.</source>
            <translation>%1 elkészült: senki sem kap pontot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="157" />
            <source>%1 is finished: %2 scores %3 (%4).</source>
            <translation>%1 elkészült: %2 %3 pontot kap (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="172" />
            <source>%1 lays a garden tile with %2 trees of each kind.</source>
            <translation>%1 lerak egy kertlapot, fafajtánként %2 fával.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="177" />
            <source>Facing it: %1.</source>
            <translation>Felé néznek: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="180" />
            <source>%1 draws a garden tile.</source>
            <translation>%1 húz egy kertlapot.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="190" />
            <source>The game is over.</source>
            <translation>A játék véget ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="194" />
            <source>%1 is laying a garden tile…</source>
            <translation>%1 kertlapot rak le…</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="196" />
            <source>%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: rakd le az első kertlapot a 16 belső mező egyikére. Forgatás: egérgörgő, R vagy jobb kattintás.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="199" />
            <source>%1: choose one of your tiles and lay it next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: válassz egy lapkát, és rakd le a kert mellé. Forgatás: egérgörgő, R vagy jobb kattintás.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="201" />
            <source>%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: rakd le a kertlapodat a kert mellé. Forgatás: egérgörgő, R vagy jobb kattintás.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="208" />
            <source>That garden tile is not in your hand.</source>
            <translation>Ez a kertlap nincs a kezedben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="209" />
            <source>There is no such garden tile in this game.</source>
            <translation>Ebben a játékban nincs ilyen kertlap.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="210" />
            <source>There is no garden space there.</source>
            <translation>Ott nincs kertmező.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="211" />
            <source>That garden space already holds a tile.</source>
            <translation>Ezen a kertmezőn már van lapka.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="212" />
            <source>The first garden tile goes on one of the 16 inner spaces, not on the outer ring.</source>
            <translation>Az első kertlap a 16 belső mező egyikére kerül, nem a külső gyűrűre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="214" />
            <source>A garden tile must share a side with a tile already laid (touching at a corner is not enough).</source>
            <translation>A kertlapnak legalább egy oldalával érintkeznie kell egy már lerakott lapkával (a sarkok érintkezése nem elég).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="216" />
            <source>A garden tile can only be turned a quarter at a time, so that each kind of tree faces one building.</source>
            <translation>A kertlap csak negyedfordulatonként forgatható, hogy minden fafajta egy-egy épület felé nézzen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/ui.py" line="26" />
            <source>2-4 players · about 30 minutes
Lay garden tiles between the palace's buildings and turn them so your trees face the buildings: when a building's garden is complete, the most trees win it.</source>
            <translation>2–4 játékos · kb. 30 perc
Rakj kertlapokat a palota épületei közé, és forgasd őket úgy, hogy a fáid az épületek felé nézzenek: amikor egy épület kertje elkészül, a legtöbb fa nyeri el.</translation>
        </message>
    </context>
    <context>
        <name>granada</name>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="38" />
            <source>the %1</source>
            <translation>az %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="46" />
            <source>at least %1 cards of one currency</source>
            <translation>legalább %1 kártya egy pénznemből</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="47" />
            <source>at least %1 in one currency</source>
            <translation>legalább %1 érték egy pénznemben</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="52" />
            <location filename="../../gui/games/granada/texts.py" line="53" />
            <source>Granada</source>
            <translation>Granada</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="56" />
            <location filename="../../gui/games/granada/ui.py" line="24" />
            <source>Juan</source>
            <translation>Juan</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="65" />
            <source>%1 pays %2 to turn %3 over: it becomes %4.</source>
            <translation>%1 fizet (%2), és megfordítja: %3 → %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="85" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan.</source>
            <translation>%1: kifizetted a fordítási díjat ezekért: %2 — építsd be őket a Granadádba, vagy add őket Juannak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="86" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada.</source>
            <translation>%1: kifizetted a fordítási díjat ezekért: %2 — építsd be őket a Granadádba.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="89" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan.</source>
            <translation>%1: kifizetted a fordítási díjat ezért: %2 — építsd be a Granadádba, vagy add Juannak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="91" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada.</source>
            <translation>%1: kifizetted a fordítási díjat ezért: %2 — építsd be a Granadádba.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="93" />
            <source>%1: drag each tile you bought into your Granada, onto your reserve or to Juan; pay the flip fee to build or give it on its other face.</source>
            <translation>%1: húzd az összes megvett lapkát a Granadádba, az értéktábládra vagy Juanhoz; ha a másik oldalával akarod megépíteni vagy odaadni, fizesd ki a fordítási díjat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="95" />
            <source>%1: drag each tile you bought into your Granada or onto your reserve; pay the flip fee to build it on its other face.</source>
            <translation>%1: húzd az összes megvett lapkát a Granadádba vagy az értéktábládra; ha a másik oldalával akarod megépíteni, fizesd ki a fordítási díjat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="104" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: egy lapkát kapsz azzal az oldalával, amelyik látszik — így építsd meg, vagy tedd az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="123" />
            <source>The flip fee is paid in one currency, not in %1.</source>
            <translation>A fordítási díjat egyetlen pénznemben kell fizetni, nem így: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="132" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over.</source>
            <translation>A játék végén kiosztott lapka azzal az oldalával marad, amelyet a piacon mutatott: nem fordítható meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="134" />
            <source>%1 cannot be turned over: only a tile bought this turn can, before it is placed.</source>
            <translation>%1 nem fordítható meg: csak az ebben a körben vett lapka fordítható meg, a lerakása előtt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="136" />
            <source>%1 has already been turned over this turn.</source>
            <translation>%1 már meg lett fordítva ebben a körben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="137" />
            <source>%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1 (a másik oldala ennek: %2) sehová sem fér a Granadádban, ezért nincs díj; az értéktáblára bármelyik oldalával ingyen kerülhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="140" />
            <source>Choose the cards that pay the flip fee.</source>
            <translation>Válaszd ki a kártyákat, amelyekkel a fordítási díjat fizeted.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="141" />
            <source>The flip fee is at least %1 cards of one currency, not %2.</source>
            <translation>A fordítási díj legalább %1 kártya egy pénznemből, nem %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="142" />
            <source>The flip fee is at least %1 in one currency; these cards are worth %2.</source>
            <translation>A fordítási díj legalább %1 érték egy pénznemben; ezek a kártyák %2 értékűek.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="144" />
            <source>You paid the flip fee to build %1, so it cannot go into your reserve.</source>
            <translation>A fordítási díjat azért fizetted ki, hogy megépítsd: %1, így nem kerülhet az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="146" />
            <location filename="../../gui/games/granada/texts.py" line="148" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2.</source>
            <translation>A játék végén kiosztott lapka azzal az oldalával marad, amelyet a piacon mutatott: %1, nem %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="150" />
            <source>%1 is built on the face it shows; pay the flip fee first to build it as %2.</source>
            <translation>%1 a látható oldalával épül meg; ha így akarod megépíteni: %2, előbb fizesd ki a fordítási díjat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="152" />
            <source>%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2.</source>
            <translation>%1 a látható oldalával kerül Juanhoz; ha így akarod odaadni: %2, előbb fizesd ki a fordítási díjat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/ui.py" line="18" />
            <source>2-6 players · about 60 minutes
Build Granada with double-sided tiles: choose the face of each building (a fee turns it over), lead each type by number and value, and dig the longest moat.</source>
            <translation>2–6 játékos · kb. 60 perc
Építsd fel Granadát kétoldalú lapkákkal: válaszd meg minden épület oldalát (díj ellenében megfordíthatod), szerezz többséget az egyes típusokban darabszámban és értékben, és építsd meg a leghosszabb várárkot.</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <location filename="../../gui/levels.py" line="13" />
            <source>Easy</source>
            <translation>Könnyű</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="14" />
            <source>Normal</source>
            <translation>Normál</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="15" />
            <source>Hard</source>
            <translation>Nehéz</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="19" />
            <source>Plays the move that looks best right now.</source>
            <translation>Azt a lépést játssza, amely most a legjobbnak tűnik.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="20" />
            <source>Thinks a few moves ahead.</source>
            <translation>Néhány lépéssel előre gondolkodik.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="21" />
            <source>Thinks furthest ahead: the strongest level.</source>
            <translation>A legmesszebbre gondolkodik előre: a legerősebb szint.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="23" />
            <source>Wins %1 of %2 two-player games against %3.</source>
            <translation>Kétszemélyes játékban, ellenfél: %3 – %2 játszmából %1 győzelem.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="24" />
            <source>Wins %1 of %2 games against %3 %4 players at once.</source>
            <translation>Egyszerre %3 %4 szintű ellenféllel – %2 játszmából %1 győzelem.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="35" />
            <source>Random</source>
            <translation>Véletlenszerű</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="63" />
            <source>Plays any legal move: for learning the rules.</source>
            <translation>Bármilyen szabályos lépést megtesz: a szabályok tanulásához.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="41" />
            <source>a random player</source>
            <translation>véletlenszerű játékos</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../gui/i18n_names.py" line="21" />
            <source>Pavilion</source>
            <translation>Pavilon</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="22" />
            <source>Seraglio</source>
            <translation>Szeráj</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="23" />
            <source>Arcades</source>
            <translation>Árkád</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="24" />
            <source>Chambers</source>
            <translation>Termek</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="25" />
            <source>Garden</source>
            <translation>Kert</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="26" />
            <location filename="../../gui/i18n_names.py" line="84" />
            <source>Tower</source>
            <translation>Torony</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="27" />
            <source>Lion fountain</source>
            <translation>Oroszlános kút</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="29" />
            <source>Arena</source>
            <translation>Aréna</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="30" />
            <source>Bathhouse</source>
            <translation>Fürdő</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="31" />
            <source>Library</source>
            <translation>Könyvtár</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="32" />
            <source>Hostel</source>
            <translation>Szálló</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="33" />
            <source>Hospital</source>
            <translation>Kórház</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="34" />
            <location filename="../../gui/i18n_names.py" line="82" />
            <source>Market</source>
            <translation>Piac</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="35" />
            <source>Park</source>
            <translation>Park</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="36" />
            <source>School</source>
            <translation>Iskola</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="37" />
            <source>Residential district</source>
            <translation>Lakónegyed</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="43" />
            <source>lavender</source>
            <translation>levendulabokrok</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="44" />
            <source>palms</source>
            <translation>pálmafák</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="45" />
            <source>lemon trees</source>
            <translation>citromfák</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="46" />
            <source>orange trees</source>
            <translation>narancsfák</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="50" />
            <source>Denar</source>
            <translation>Dénár</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="51" />
            <source>Dirham</source>
            <translation>Dirham</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="52" />
            <source>Ducat</source>
            <translation>Dukát</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="53" />
            <source>Florin</source>
            <translation>Forint</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="60" />
            <source>sand</source>
            <translation>homok</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="61" />
            <source>wood</source>
            <translation>fa</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="62" />
            <source>clay</source>
            <translation>agyag</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="63" />
            <source>stone</source>
            <translation>kő</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="64" />
            <source>silver</source>
            <translation>ezüst</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="66" />
            <source>Messenger</source>
            <translation>Hírnök</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="67" />
            <source>Trader</source>
            <translation>Kereskedő</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="68" />
            <source>Bricklayer</source>
            <translation>Kőműves</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="69" />
            <source>Stonemason</source>
            <translation>Kőfaragó</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="70" />
            <source>Wood Worker</source>
            <translation>Famunkás</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="71" />
            <source>Sand Worker</source>
            <translation>Homokmunkás</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="72" />
            <source>Stone Worker</source>
            <translation>Kőmunkás</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="73" />
            <source>Master Builder</source>
            <translation>Építőmester</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="75" />
            <source>Keep</source>
            <translation>Öregtorony</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="76" />
            <source>Tavern</source>
            <translation>Kocsma</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="77" />
            <source>Small Gate</source>
            <translation>Kis kapu</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="78" />
            <source>Large Gate</source>
            <translation>Nagy kapu</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="79" />
            <source>Stable</source>
            <translation>Istálló</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="80" />
            <source>Servants' House</source>
            <translation>Cselédház</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="81" />
            <source>Palace</source>
            <translation>Palota</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="83" />
            <source>Forge</source>
            <translation>Kovácsműhely</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="85" />
            <source>House</source>
            <translation>Ház</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="87" />
            <source>rider</source>
            <translation>lovas</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="89" />
            <source>Village Tavern</source>
            <translation>Falusi fogadó</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="90" />
            <source>Barn</source>
            <translation>Csűr</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="91" />
            <source>Castle Maiden</source>
            <translation>Várkisasszony</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="92" />
            <source>Plague</source>
            <translation>Pestis</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="93" />
            <source>Crack in the Wall</source>
            <translation>Falrepedés</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="94" />
            <source>Snowdrift</source>
            <translation>Hófúvás</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="168" />
            <source>%1 %2</source>
            <comment>castle tile: kind, number</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/__init__.py" line="13" />
            <location filename="../../gui/i18n_names.py" line="38" />
            <source>Alhambra</source>
            <translation>Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/__init__.py" line="13" />
            <source>Alcazar</source>
            <translation>Alcazar</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="147" />
            <source>%1 %2</source>
            <comment>tile name: building type, price</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/__init__.py" line="14" />
            <source>Granada</source>
            <translation>Granada</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/__init__.py" line="14" />
            <source>Alhambra + Granada</source>
            <translation>Alhambra + Granada</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/__init__.py" line="13" />
            <source>The Gardens of the Alhambra</source>
            <translation>Alhambra kertjei</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/__init__.py" line="14" />
            <source>A Castle for All Seasons</source>
            <translation>A Castle for All Seasons</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="20" />
            <source>lower case</source>
            <comment>how a building or currency name is written inside a sentence: translate as 'as is' to keep its capital letter, else leave 'lower case'</comment>
            <translation>lower case</translation>
        </message>
    </context>
    <context>
        <name>params</name>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="12" />
            <source>Longest wall</source>
            <translation>Leghosszabb fal</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="13" />
            <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Hogyan mérjük a leghosszabb külső falat. Csak egy n falszakaszból álló zárt gyűrűnél van különbség: nyomvonalként n-et ér, egyszerű útként n − 1-et (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="16" />
            <source>Start player tie-break</source>
            <translation>Kezdőjátékos holtversenynél</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="17" />
            <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
            <translation>Ki kezd, ha kezdéskor több játékosnál egyformán a legkevesebb a kártya és a legkisebb az összeg. A „Legfiatalabb játékos” lehetőséghez meg kell adni a játékosok életkorát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="20" />
            <source>Players’ ages</source>
            <translation>A játékosok életkora</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="21" />
            <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
            <translation>Játékosonként egy életkor, ülésrend szerint, vesszővel elválasztva (például 34, 9, 41). Hagyd üresen, hacsak nem a legfiatalabb játékos dönt holtversenynél.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="24" />
            <source>The neutral player can win</source>
            <translation>A semleges játékos is nyerhet</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="25" />
            <source>Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral player scores strictly highest, nobody wins.</source>
            <translation>Két játékosnál: a semleges játékos (Dirk, Juan) is bekerül a rangsorba, mint egy játékos. Ha a semleges játékos szerzi egyértelműen a legtöbb pontot, senki sem nyer.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="28" />
            <source>Copies of each money card</source>
            <translation>Pénzkártyák példányszáma</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="29" />
            <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
            <translation>Csak két játékosnál. 2 példány (72 kártya), ahogy a kiadott kétszemélyes szabály írja; 3 példány (mind a 108 kártya) házi szabály.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="32" />
            <source>Market currencies</source>
            <translation>A piac pénznemei</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="33" />
            <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
            <translation>Az 1–4. piaci mező pénzneme, fentről lefelé. Az átrendezéshez húzd őket.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="35" />
            <source>Game end</source>
            <translation>A játék vége</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="36" />
            <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
            <translation>A játék akkor ér véget, ha a kör végén a piacot nem lehet feltölteni, vagy már akkor, amikor kiürül a zsák (állítólag ez a francia kiadás szabálya).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="40" />
            <source>Module: the Vizier's favour</source>
            <translation>Modul: A vezír jóindulata</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="41" />
            <source>After every turn, a player with a face-up vizier may buy one building at the exact price, out of turn; turning the vizier back up costs an action.</source>
            <translation>Minden kör után az a játékos, akinek a vezíre képpel felfelé áll, soron kívül, pontos áron megvehet egy épületet; a vezír visszafordítása egy akcióba kerül.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="44" />
            <source>Module: the money changers</source>
            <translation>Modul: A pénzváltó</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="45" />
            <source>Six changer cards come up in the money display; one lets you pay a purchase with two currencies.</source>
            <translation>Hat pénzváltókártya kerül a felcsapott pénzkártyák közé; egy ilyennel két pénznemben fizethetsz egy vásárlást.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="47" />
            <source>Module: the bonus cards</source>
            <translation>Modul: A bónuszkártyák</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="48" />
            <source>Secret cards showing a building without walls: once it stands in your Alhambra, the card counts as one more building of its type.</source>
            <translation>Titkos kártyák egy-egy fal nélküli épülettel: ha az épület az Alhambrádban áll, a kártya még egy ilyen típusú épületnek számít.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="51" />
            <source>Module: the worker's huts</source>
            <translation>Modul: A munkáskunyhók</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="52" />
            <source>Take up to three free huts as an action; a hut counts as an extra building for each open neighbour of its colour. Hut walls are our reconstruction.</source>
            <translation>Akcióként legfeljebb három ingyenes kunyhót vehetsz el; egy kunyhó minden fal nélkül szomszédos, azonos színű épületért extra épületnek számít. A kunyhók falait mi rekonstruáltuk.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="12" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="17" />
            <source>Start player</source>
            <translation>Kezdőjátékos</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="13" />
            <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
            <translation>A szabálykönyv nem mondja meg, ki kezd: egy véletlenszerűen választott játékos, vagy az első helyen ülő.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="59" />
            <source>Longest trail (a ring of n scores n)</source>
            <translation>Leghosszabb nyomvonal (n hosszú gyűrű n-et ér)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="60" />
            <source>Simple path (a ring of n scores n − 1)</source>
            <translation>Egyszerű út (n hosszú gyűrű n − 1-et ér)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="19" />
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="61" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="41" />
            <source>Chosen at random</source>
            <translation>Véletlenszerűen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="62" />
            <source>Youngest player</source>
            <translation>Legfiatalabb játékos</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="63" />
            <source>Florin (yellow)</source>
            <translation>Forint (sárga)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="64" />
            <source>Dirham (green)</source>
            <translation>Dirham (zöld)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="65" />
            <source>Denar (blue)</source>
            <translation>Dénár (kék)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="66" />
            <source>Ducat (orange)</source>
            <translation>Dukát (narancs)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="67" />
            <source>Market cannot be refilled</source>
            <translation>A piac nem tölthető fel</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="68" />
            <source>Bag is empty</source>
            <translation>Kiürül a zsák</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="20" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="42" />
            <source>The first seat</source>
            <translation>Az első hely</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="20" />
            <source>Standard (by the number built)</source>
            <translation>Normál (a megépítettek száma szerint)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="21" />
            <source>Simple (fixed points)</source>
            <translation>Egyszerű (fix pontok)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="22" />
            <source>Worth at least 3, in one currency</source>
            <translation>Legalább 3 érték, egy pénznemben</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="23" />
            <source>At least 3 cards of one currency</source>
            <translation>Legalább 3 kártya egy pénznemből</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="29" />
            <source>Building scoring</source>
            <translation>Épületek pontozása</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="30" />
            <source>Standard: the points of a place are a multiple of the number of buildings of that type in all cities, Juan's included. Simple, to learn the game or with children: fixed points (3; then 10 and 3; at the end 18, 10 and 3).</source>
            <translation>Normál: egy helyezés pontja az adott típusú épületek számának többszöröse az összes városban, Juanét is beleértve. Egyszerű, tanuláshoz vagy gyerekekkel: fix pontok (3; aztán 10 és 3; a végén 18, 10 és 3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="34" />
            <source>Flip fee</source>
            <translation>Fordítási díj</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="35" />
            <source>What it costs to build a bought tile on its other face: cards of one currency worth at least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading of one sentence).</source>
            <translation>Mibe kerül egy megvett lapkát a másik oldalával megépíteni: egyazon pénznemű kártyák legalább 3 értékben (ahogy a szabálykönyv példájában fizetnek), vagy legalább 3 kártya egy pénznemből (egy mondat szó szerinti olvasata szerint).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="39" />
            <source>Longest moat</source>
            <translation>Leghosszabb várárok</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="40" />
            <source>How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Hogyan mérjük a leghosszabb külső várárkot, ahogy az Alhambrában a leghosszabb falat: egy n várárokszakaszból álló zárt gyűrű nyomvonalként n-et, egyszerű útként n − 1-et ér (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="13" />
            <source>Only the first market</source>
            <translation>Csak az első piac</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="14" />
            <source>Every refill</source>
            <translation>Minden utántöltés</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="20" />
            <source>Money decks</source>
            <translation>Pénzpaklik</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="21" />
            <source>One deck of 108 cards (the scoring cards come up in good time), or both games' decks shuffled together, as a literal reading of the combination rules has it.</source>
            <translation>Egyetlen 108 lapos pakli (a pontozókártyák időben előkerülnek), vagy a két játék paklija összekeverve, ahogy a kombinált szabály szó szerinti olvasata kívánja.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="24" />
            <source>Granada tiles with a moat</source>
            <translation>Várárkos Granada-lapkák</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="25" />
            <source>Which market fills must show Granada tiles with a moat (a tile without one goes back under the bag): only the first market, as the rules say, or every refill.</source>
            <translation>Mely piaci feltöltéseknél kell várárkos Granada-lapkáknak lenniük (a várárok nélküli lapka visszakerül a zsák aljára): csak az első piacnál, ahogy a szabály mondja, vagy minden utántöltéskor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="13" />
            <source>Purple and yellow against green and orange</source>
            <translation>Lila és sárga a zöld és narancs ellen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="15" />
            <source>Purple and green against yellow and orange</source>
            <translation>Lila és zöld a sárga és narancs ellen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="17" />
            <source>Purple and orange against green and yellow</source>
            <translation>Lila és narancs a zöld és sárga ellen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="19" />
            <source>Left out (as the rules say)</source>
            <translation>Kimaradnak (a szabály szerint)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="20" />
            <source>Compete like a rival</source>
            <translation>Riválisként versenyeznek</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="24" />
            <source>Garden tiles in hand</source>
            <translation>Kertlapok kézben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="25" />
            <source>1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more tactical game).</source>
            <translation>Az alapjátékban 1; 3 lappal minden körben te választod ki, melyiket rakod le (hosszabb, taktikusabb játék).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="28" />
            <source>Two colours each (2 players)</source>
            <translation>Fejenként két szín (2 játékos)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="29" />
            <source>Each of the two players owns two colours, so all four kinds of tree compete; each colour scores on its own and a player's two colours can knock each other out.</source>
            <translation>Mindkét játékos két színt birtokol, így mind a négy fafajta versenyben van; minden szín külön pontoz, és egy játékos két színe kiütheti egymást.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="32" />
            <source>Colours of each player</source>
            <translation>A játékosok színei</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="33" />
            <source>With two colours each: the first pair goes to the player who begins.</source>
            <translation>Fejenként két színnel: az első pár a kezdőjátékosé.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="35" />
            <source>Trees nobody owns</source>
            <translation>Senkihez sem tartozó fák</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="36" />
            <source>With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left out; or they compete like a rival that can tie, knock out and, winning, leave the building unscored. They never count as a kind of tree.</source>
            <translation>2 vagy 3 játékosnál egyes színek senkihez sem tartoznak. A szabály szerint ezek fái kimaradnak; vagy versenyeznek, mint egy rivális, amely holtversenyt okozhat, kiüthet másokat, és ha nyer, az épület pontozatlan marad. Fafajtaként sosem számítanak.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="12" />
            <source>Season</source>
            <translation>Évszak</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="13" />
            <source>Summer is the basic game. Winter uses the snowy side of the board and six winter cards that come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, the Crack in the Wall and the Snowdrift.</source>
            <translation>A nyár az alapjáték. A tél a tábla havas oldalát használja, és hat télkártyát, amelyek játék közben lépnek játékba: a Falusi fogadót, a Csűrt, a Várkisasszonyt, a Pestist, a Falrepedést és a Hófúvást.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="18" />
            <source>The rulebook lets the players choose who begins: a player chosen at random, or the first seat.</source>
            <translation>A szabálykönyv a játékosokra bízza, ki kezdjen: egy véletlenszerűen választott játékos, vagy az első helyen ülő.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="20" />
            <source>Stonemason's purchases</source>
            <translation>A Kőfaragó vásárlásai</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="21" />
            <source>How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in all, or one from each Worker card.</source>
            <translation>Hány darabot vásárolhat a Kőfaragó a többi játékos Munkásaitól, darabonként egy tallérért: összesen egyet, vagy minden Munkáskártyáról egyet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="24" />
            <source>Innkeeper needs a building</source>
            <translation>A fogadóshoz épület kell</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="25" />
            <source>Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner erected a building, like any other helper placed in the castle.</source>
            <translation>Tél: egy segítő csak olyan fordulóban válhat a Falusi fogadó fogadósává, amelyben a tulajdonosa épületet emelt, mint bármely más, a kastélyba helyezett segítő.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="28" />
            <source>Innkeeper counts as a helper placed</source>
            <translation>A fogadós lehelyezett segítőnek számít</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="29" />
            <source>Winter: the innkeeper counts toward the two helpers a player may place each round.</source>
            <translation>Tél: a fogadós beleszámít abba a két segítőbe, amelyet egy játékos fordulónként lehelyezhet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="31" />
            <source>Last suitor deposits</source>
            <translation>Az utolsó kérő is letesz</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="32" />
            <source>Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at once (off), or must still deposit one more item in that pass (on).</source>
            <translation>Tél: amikor a Várkisasszony összes többi kérője visszalépett, az utolsó azonnal elnyeri (kikapcsolva), vagy abban a körben még egy tárgyat le kell tennie (bekapcsolva).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="39" />
            <source>Summer</source>
            <translation>Nyár</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="40" />
            <source>Winter</source>
            <translation>Tél</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="43" />
            <source>One piece in all</source>
            <translation>Összesen egy darab</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="44" />
            <source>One piece from each Worker card</source>
            <translation>Minden Munkáskártyáról egy darab</translation>
        </message>
    </context>
    <context>
        <name>tilecity</name>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="48" />
            <source>a %1 changer</source>
            <translation>egy %1 pénzváltó</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="56" />
            <source>%1 and %2</source>
            <translation>%1 és %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="82" />
            <source>Your %1</source>
            <translation>Saját %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="85" />
            <location filename="../../gui/games/tilecity/texts.py" line="94" />
            <source>%1's %2</source>
            <translation>%2 (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="91" />
            <source>your %1</source>
            <translation>saját %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="163" />
            <source>%1 bought %2 for %3 and takes another action.</source>
            <translation>%1 pontos fizetéssel (%3) megvette: %2, és újabb akció jár neki.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="164" />
            <source>%1 bought %2, paying %3.</source>
            <translation>%1 megvette: %2, fizetés: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="169" />
            <source>Scoring round %1: %2.</source>
            <translation>%1. pontozás: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>The game is over. Winner: %1.</source>
            <translation>A játék véget ért. Győztes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>nobody</source>
            <translation>senki</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="181" />
            <source>%1 took %2.</source>
            <translation>%1 pénzt vett fel: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="182" />
            <source>%1 ends their actions.</source>
            <translation>%1 befejezi az akcióit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="183" />
            <source>%1 can do nothing and passes.</source>
            <translation>%1 nem tud semmit tenni, és passzol.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="184" />
            <source>%1 builds %2 from the reserve.</source>
            <translation>%1 beépíti az értéktábláról: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="185" />
            <source>%1 moves %2 to the reserve.</source>
            <translation>%1 áthelyezi az értéktáblára: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="186" />
            <source>%1 swaps %2 for %3 from the reserve.</source>
            <translation>%1 kicseréli: %2 ↔ %3 (az értéktábláról).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="187" />
            <source>%1 builds %2.</source>
            <translation>%1 beépíti: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="188" />
            <source>%1 puts %2 in the reserve.</source>
            <translation>%1 az értéktáblára teszi: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="189" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 odaadja: %2 (%3 kapja).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="190" />
            <source>%1 takes %2 tiles from the bag.</source>
            <translation>%1 %2 lapkát húz a zsákból.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="191" />
            <source>Scoring card %1 comes up!</source>
            <translation>Előkerült a pontozókártya: %1!</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="192" />
            <source>The discarded money is shuffled into a new deck.</source>
            <translation>Az eldobott pénzkártyákból új paklit kevernek.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="193" />
            <source>The market cannot be refilled: the game ends.</source>
            <translation>A piacot nem lehet feltölteni: a játék véget ér.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="194" />
            <source>%1 receives %2 for holding the most %3.</source>
            <translation>%1 megkapja: %2, mert nála van a legtöbb %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="195" />
            <source>Nobody receives %1.</source>
            <translation>Senki sem kapja meg: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="196" />
            <source>— %1's turn —</source>
            <translation>— %1 következik —</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="241" />
            <source>The game is over.</source>
            <translation>A játék véget ért.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="244" />
            <source>%1 is playing…</source>
            <translation>%1 lép…</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="248" />
            <source>%1: you receive a tile — build it or put it in your reserve.</source>
            <translation>%1: kapsz egy lapkát — építsd be, vagy tedd az értéktábládra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="250" />
            <source>%1: exact payment! Take another action, or end your turn.</source>
            <translation>%1: pontos fizetés! Hajts végre újabb akciót, vagy fejezd be a köröd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="251" />
            <source>%1: take money, buy a building, or redesign your %2.</source>
            <translation>%1: vegyél fel pénzt, vásárolj épületet, vagy alakítsd át a városodat (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="297" />
            <source>%1 would put a wall against an open side of %2: walls must meet walls.</source>
            <translation>%1 fala %2 nyitott oldalához kerülne: falnak fallal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="298" />
            <source>%1 would put an open side against a wall of %2: walls must meet walls.</source>
            <translation>%1 nyitott oldala %2 falához kerülne: falnak fallal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="299" />
            <source>%1 would put a wall where %2 has an open side: walls must meet walls.</source>
            <translation>%1 fala oda kerülne, ahol %2 oldala nyitott: falnak fallal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="300" />
            <source>%1 would put an open side where %2 has a wall: walls must meet walls.</source>
            <translation>%1 nyitott oldala oda kerülne, ahol %2 oldalán fal van: falnak fallal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="301" />
            <source>%1 could only be reached through a wall there.</source>
            <translation>%1 ott csak falon át volna elérhető.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="304" />
            <source>%1 would put a moat against an open side of %2: moats must meet moats.</source>
            <translation>%1 várárka %2 nyitott oldalához kerülne: várároknak várárokkal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="305" />
            <source>%1 would put an open side against a moat of %2: moats must meet moats.</source>
            <translation>%1 nyitott oldala %2 várárkához kerülne: várároknak várárokkal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="306" />
            <source>%1 would put a moat where %2 has an open side: moats must meet moats.</source>
            <translation>%1 várárka oda kerülne, ahol %2 oldala nyitott: várároknak várárokkal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="307" />
            <source>%1 would put an open side where %2 has a moat: moats must meet moats.</source>
            <translation>%1 nyitott oldala oda kerülne, ahol %2 oldalán várárok van: várároknak várárokkal kell találkoznia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="308" />
            <source>%1 could only be reached across a moat there.</source>
            <translation>%1 ott csak várárkon át volna elérhető.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="331" />
            <source>You don't hold %1.</source>
            <translation>Nincs nálad: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="332" />
            <source>%1 doesn't hold %2.</source>
            <translation>Nincs %1 kezében: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="338" />
            <source>%1 costs %2 %3; %4 is not enough, and a changer counts for nothing.</source>
            <translation>%1 ára %2 %3; %4 nem elég, és a pénzváltó itt semmit sem ér.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="339" />
            <source>%1 costs %2 %3; %4 is not enough.</source>
            <translation>%1 ára %2 %3; %4 nem elég.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="347" />
            <source>That spot of %1 is already built on.</source>
            <translation>Ez a hely már be van építve (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="348" />
            <source>That spot doesn't touch %1 along a side.</source>
            <translation>Ez a hely egyetlen oldalával sem érintkezik ezzel: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="349" />
            <source>A tile there would close off an empty space in %1.</source>
            <translation>Egy ide rakott lapka bezárna egy üres helyet (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="350" />
            <source>%1 is not in %2.</source>
            <translation>%1 nincs itt: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="351" />
            <source>%1 can never be moved.</source>
            <translation>%1 soha nem mozdítható el.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="352" />
            <source>Taking %1 out would leave a closed-in hole in %2.</source>
            <translation>%1 kivétele bezárt lyukat hagyna (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="353" />
            <source>Taking %1 out would cut tiles off from %2.</source>
            <translation>%1 kivétele lapkákat vágna el a kiindulólapkától (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="354" />
            <source>Taking %1 out would split %2 in two.</source>
            <translation>%1 kivétele kettévágná ezt: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="355" />
            <source>Choose the cards to pay with.</source>
            <translation>Válaszd ki a kártyákat, amelyekkel fizetsz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="356" />
            <source>%1 is sold only for %2.</source>
            <translation>%1 csak %2 pénznemben vásárolható meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="357" />
            <source>Choose at least one card.</source>
            <translation>Válassz ki legalább egy kártyát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="358" />
            <source>The display doesn't show %1.</source>
            <translation>A felcsapott pénzkártyák között nincs ilyen: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="359" />
            <source>Several cards may be taken only if they add up to %1 or less.</source>
            <translation>Több kártyát csak akkor vehetsz el, ha az összértékük legfeljebb %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="360" />
            <source>There is no such market space.</source>
            <translation>Nincs ilyen piaci mező.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="361" />
            <source>That market space is empty.</source>
            <translation>Ez a piaci mező üres.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="362" />
            <source>There is no extra action to end: only an exact payment gives one.</source>
            <translation>Nincs befejezendő extra akció: csak pontos fizetés ad ilyet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="363" />
            <source>You may pass only when there is nothing else you can do.</source>
            <translation>Csak akkor passzolhatsz, ha semmi mást nem tudsz tenni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="364" />
            <source>%1 is not in your reserve.</source>
            <translation>%1 nincs az értéktábládon.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="365" />
            <source>%1 is not one of the tiles you have to place.</source>
            <translation>%1 nem tartozik a lerakandó lapkáid közé.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="366" />
            <source>First place the tiles you bought this turn.</source>
            <translation>Előbb rakd le az ebben a körben vett lapkákat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="367" />
            <source>First place the tile awarded to you.</source>
            <translation>Előbb rakd le a neked jutott lapkát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="368" />
            <source>Tiles are placed only after the turn's actions.</source>
            <translation>Lapkát csak a kör akciói után lehet lerakni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="369" />
            <source>Tiles go to %1 only in a two-player game.</source>
            <translation>%1 csak kétszemélyes játékban kaphat lapkát.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="370" />
            <source>A tile awarded at the end of the game cannot go to %1.</source>
            <translation>A játék végén kiosztott lapkát %1 nem kaphatja meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="371" />
            <source>%1 was not bought this turn.</source>
            <translation>%1 nem ebben a körben vetted meg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="128" />
            <source>Take %1.</source>
            <translation>Vedd fel: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="131" />
            <source>Buy the %1, paying %2.</source>
            <translation>Vedd meg: %1, fizetés: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="133" />
            <source>Build the %1 in %2, where it is marked.</source>
            <translation>Építsd be a jelölt helyre: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="135" />
            <source>Swap the %1 for the %2 from your reserve.</source>
            <translation>Cseréld ki: %1 ↔ %2 (az értéktábládról).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="137" />
            <source>Take the %1 out of %2 into your reserve.</source>
            <translation>Vedd ki, és tedd az értéktábládra: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="140" />
            <source>Put the %1 in your reserve.</source>
            <translation>Tedd az értéktábládra: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="142" />
            <source>Give the %1 to %2.</source>
            <translation>Add oda: %1 → %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="144" />
            <source>End your turn.</source>
            <translation>Fejezd be a köröd.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="162" />
            <source>An exact payment: you may take another action.</source>
            <translation>Pontos fizetés: újabb akciót hajthatsz végre.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="166" />
            <source>You overpay by %1, but this building is worth more to you than an exact purchase.</source>
            <translation>Túlfizetés: %1, de ez az épület többet ér neked egy pontos vásárlásnál.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="167" />
            <source>No exact payment is open; you overpay by %1.</source>
            <translation>Nincs lehetőség pontos fizetésre; túlfizetés: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="179" />
            <source>It gives you the most %1 (%2).</source>
            <translation>Ezzel nálad lesz a legtöbb ebből: %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="184" />
            <source>Kept in your reserve, it can still be built later.</source>
            <translation>Az értéktáblán megtartva később is beépítheted.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="201" />
            <source>With it you can pay the %1 exactly next turn, if it is still there.</source>
            <translation>Ezzel a következő körben pontosan kifizetheted ezt: %1, ha még ott lesz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="204" />
            <source>It is the most money you can take: %1.</source>
            <translation>Ez a legtöbb pénz, amit felvehetsz: %1.</translation>
        </message>
    </context>
    <context>
        <name>NobleItem</name>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/items.py" line="204" />
            <source>%n reales</source>
            <translation>
                <numerusform>%n real</numerusform>
            </translation>
        </message>
    </context>
</TS>
