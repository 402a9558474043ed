<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ro">
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="25" />
            <source>Buy card</source>
            <translation>Cumpără carte</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="26" />
            <source>Take back noble</source>
            <translation>Retrage nobil</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="27" />
            <source>Done</source>
            <translation>Gata</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="28" />
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
    </context>
    <context>
        <name>AlcazarScores</name>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Building</source>
            <translation>Clădire</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Value</source>
            <translation>Valoare</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Nobles (level)</source>
            <translation>Nobili (nivel)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="122" />
            <source>Manor %1</source>
            <translation>Conac %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="130" />
            <source>%1's %2 on level %3</source>
            <translation>%1: %2, nivelul %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Money</source>
            <translation>Bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Cards</source>
            <translation>Cărți</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>At home</source>
            <translation>Acasă</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Score</source>
            <translation>Scor</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="143" />
            <source>%1 + %2 T</source>
            <translation>%1 + %2 T</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="145" />
            <source>(out)</source>
            <translation>(ieșit)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="148" />
            <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
            <translation>♛ grande, ♟ caballero. Un nobil punctează nivelul pe care stă (un grande, dublu); fiecare 50 de reali aduc 1 punct. Cărți: clădire + turn (T).</translation>
        </message>
    </context>
    <context>
        <name>AlcazarTable</name>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="245" />
            <source>Drop to found a castle here (then choose its wings) or a manor.</source>
            <translation>Plasează aici pentru a fonda un castel (apoi îi alegi aripile) sau un conac.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="303" />
            <source>Now click the other head of the bridge.</source>
            <translation>Acum dă clic pe celălalt capăt al podului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="388" />
            <source>Choose how to build: point at a choice to see it on the board.</source>
            <translation>Alege cum construiești: arată spre o variantă ca s-o vezi pe tablă.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraGranadaTable</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="62" />
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest wall</source>
            <translation>Cel mai lung zid</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest moat</source>
            <translation>Cel mai lung șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="67" />
            <source>Wall beside moat</source>
            <translation>Zid lângă șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="71" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Cel mai lung zid al tău crește de la %1 la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="110" />
            <source>none yet</source>
            <translation>încă niciuna</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="112" />
            <source>Alhambra tiles in the bag: %1
Granada tiles in the bag: %2
Cards in the deck: %3
Scorings held: %4</source>
            <translation>Piese Alhambra în sac: %1
Piese Granada în sac: %2
Cărți în pachet: %3
Punctări efectuate: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="125" />
            <source>Where Granada's part of this city starts: every Granada tile must be reachable from here without crossing a moat, as every Alhambra tile from the fountain without crossing a wall.</source>
            <translation>Aici începe partea Granada a acestei cetăți: fiecare piesă Granada trebuie să poată fi atinsă de aici fără a trece peste un șanț, așa cum fiecare piesă Alhambra trebuie să poată fi atinsă de la fântână fără a trece peste un zid.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="156" />
            <source>Buy the %1, paying %2.</source>
            <translation>Cumpără %1, plătind %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="166" />
            <source>An exact payment: you may take another action.</source>
            <translation>Plată exactă: poți face încă o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="167" />
            <source>You overpay by %1.</source>
            <translation>Plătești în plus %1.</translation>
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
            <translation>Zaraf: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="112" />
            <source>Take a worker's hut</source>
            <translation>Ia o colibă a muncitorilor</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="113" />
            <source>Take the %1 worker's hut? Taking a hut ends your actions this turn; you place the hut next.</source>
            <translation>Iei coliba muncitorilor (%1)? Luarea unei colibe îți încheie acțiunile din această tură; apoi plasezi coliba.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="62" />
            <source>Click to see %1's Alhambra large</source>
            <translation>Dă clic pentru a vedea mărită Alhambra lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="66" />
            <source>Click to see your own Alhambra again</source>
            <translation>Dă clic pentru a-ți vedea din nou propria Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="82" />
            <source>Longest wall</source>
            <translation>Cel mai lung zid</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="136" />
            <source>Turn vizier up</source>
            <translation>Întoarce vizirul cu fața în sus</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="138" />
            <source>Let the vizier rest</source>
            <translation>Lasă vizirul să se odihnească</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="139" />
            <source>Reveal bonus card</source>
            <translation>Dezvăluie cartea bonus</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="154" />
            <source>Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.</source>
            <translation>Trage fiecare piesă pe o celulă evidențiată, pe rezerva ta sau la Dirk, ori dă clic pe ea și apoi pe locul unde merge.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="155" />
            <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
            <translation>Trage fiecare piesă pe o celulă evidențiată sau pe rezerva ta, ori dă clic pe ea și apoi pe locul unde merge.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="157" />
            <source>Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.</source>
            <translation>Vizirul tău poate cumpăra acum o clădire la prețul exact: dă clic pe ea, apoi pe Cumpără. Sau lasă vizirul să se odihnească.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="159" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Alege cărțile cu care plătești, apoi Cumpără. O plată exactă îți dă încă o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="161" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>O carte de orice valoare sau mai multe care valorează cel mult 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="162" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Dă clic pe banii din ofertă ca să-i iei sau pe o clădire din piață ca s-o cumperi. Trage piese ca să construiești.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="187" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Cel mai lung zid al tău crește de la %1 la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="37" />
            <source>Worker's hut (%1): counts one more %1 for each open neighbour of that type</source>
            <translation>Coliba muncitorilor (%1): contează ca încă o clădire de tip %1 pentru fiecare vecin deschis de acest tip</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>north</source>
            <translation>nord</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>east</source>
            <translation>est</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>south</source>
            <translation>sud</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>west</source>
            <translation>vest</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="50" />
            <source>none</source>
            <translation>niciunul</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="51" />
            <source>%1, price %2; walls: %3</source>
            <translation>%1, preț %2; ziduri: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="110" />
            <source>Bonus card: %1 counts one more %2 while it stands in the Alhambra</source>
            <translation>Carte bonus: %1 contează ca încă o clădire de tip %2 cât timp se află în Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="112" />
            <source> (secret; reveal it with the action bar)</source>
            <translation> (secretă; dezvăluie-o din bara de acțiuni)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/money.py" line="121" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n carte, ascunsă</numerusform>
                <numerusform>%n cărți, ascunse</numerusform>
                <numerusform>%n de cărți, ascunse</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="125" />
            <source>Seen taking and not yet paid: %1</source>
            <translation>Văzute când au fost luate, încă necheltuite: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="37" />
            <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
            <translation>Piese în sac: %1
Cărți în pachet: %2
Punctări efectuate: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="61" />
            <source>Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).</source>
            <translation>Coliba muncitorilor (%1), în acest teanc: %2. Dă clic ca s-o iei (cel mult trei colibe de fiecare jucător).</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="155" />
            <source>castle %1</source>
            <translation>castelul %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="157" />
            <source>manor</source>
            <translation>conac</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="158" />
            <source>%1: %2, value %3</source>
            <translation>%1: %2, valoare %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>empty</source>
            <translation>gol</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>bridge</source>
            <translation>pod</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>pieces</source>
            <translation>piese</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="167" />
            <source>Levels: %1</source>
            <translation>Niveluri: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>Nobles on this building:</source>
            <translation>Nobili pe această clădire:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>No nobles on this building.</source>
            <translation>Niciun nobil pe această clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="174" />
            <source>• %1's %2 on %3, level %4</source>
            <translation>• %1: %2 pe %3, nivelul %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="225" />
            <source>%1's %2 on level %3</source>
            <translation>%1: %2, nivelul %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="245" />
            <source>Castle %1, value %2</source>
            <translation>Castelul %1, valoare %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="278" />
            <source>Crest of %1: value %2</source>
            <translation>Blazonul castelului %1: valoare %2</translation>
        </message>
    </context>
    <context>
        <name>CastleScores</name>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>VP</source>
            <translation>PV</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Talers</source>
            <translation>Taleri</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Helpers</source>
            <translation>Salahori</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Cards in hand</source>
            <translation>Cărți în mână</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="29" />
            <source>Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5</source>
            <translation>Runda %1 din %2 · clădiri ridicate: %3 din %4 · argint în forjă: %5</translation>
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="70" />
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="77" />
            <source>Castle %1</source>
            <translation>Castelul %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="79" />
            <source>Manor</source>
            <translation>Conac</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="84" />
            <source>Build on parcel %1:</source>
            <translation>Construiește pe parcela %1:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="88" />
            <source>Which castle keeps its flag?</source>
            <translation>Ce castel își păstrează steagul?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="91" />
            <source>Manor on %1</source>
            <translation>Conac pe %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="93" />
            <source>Which manor becomes a castle?</source>
            <translation>Ce conac devine castel?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="97" />
            <source>Build a bridge: click two lit heads</source>
            <translation>Construiește un pod: dă clic pe două capete evidențiate</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="99" />
            <source>Take back: click one of your lit nobles</source>
            <translation>Retrage: dă clic pe unul dintre nobilii tăi evidențiați</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="47" />
            <source>End of the game</source>
            <translation>Sfârșitul jocului</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="51" />
            <source>Standings</source>
            <translation>Clasament</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="55" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revanșă</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="56" />
            <source>The same players and options, a new deal</source>
            <translation>Aceiași jucători și aceleași opțiuni, o nouă împărțire</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="57" />
            <source>&amp;New game…</source>
            <translation>Joc &amp;nou…</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="58" />
            <source>&amp;Close</source>
            <translation>În&amp;chide</translation>
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
            <translation>Punctajul final</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="33" />
            <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
            <translation>Un grande punctează dublul nivelului pe care stă, un caballero nivelul său; fiecare sumă întreagă de 50 de reali aduce 1 punct. La total egal câștigă restul de bani mai mare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="37" />
            <source>Noble %1</source>
            <translation>Nobil %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Money</source>
            <translation>Bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Remainder (tie-break)</source>
            <translation>Rest (departajare)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="48" />
            <source>%1 on %2 · level %3 → %4</source>
            <translation>%1 pe %2 · nivelul %3 → %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="28" />
            <source>Every helper in the castle scores by its building's rule; the VP earned during the game come first.</source>
            <translation>Fiecare salahor din castel punctează după regula clădirii sale; la acestea se adaugă PV câștigate în timpul jocului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>During the game</source>
            <translation>În timpul jocului</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/dialogs.py" line="51" />
            <source>%n reales → %1</source>
            <translation>
                <numerusform>%n real → %1</numerusform>
                <numerusform>%n reali → %1</numerusform>
                <numerusform>%n de reali → %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FinalStandingsDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="114" />
            <location filename="../../gui/dialogs/standings.py" line="116" />
            <source>Final standings</source>
            <translation>Clasament final</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="136" />
            <source>tied %1</source>
            <translation>%1 la egalitate</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="148" />
            <source>%1 — winner</source>
            <translation>%1 — câștigător</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="149" />
            <source>%1 — shares the victory</source>
            <translation>%1 — împarte victoria</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="166" />
            <source>%1 (neutral player, not ranked): %2 points</source>
            <translation>%1 (jucător neutru, neclasat): puncte: %2</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="172" />
            <source>&amp;New game</source>
            <translation>Joc &amp;nou</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="173" />
            <source>&amp;Close</source>
            <translation>În&amp;chide</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="189" />
            <source>%1 wins with %2 points!</source>
            <translation>%1 câștigă, cu un scor de %2!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="192" />
            <source>%1 share the victory with %2 points each!</source>
            <translation>%1 împart victoria, fiecare cu un scor de %2!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="195" />
            <source>Nobody wins: %1 scored the most points.</source>
            <translation>Nu câștigă nimeni: %1 a obținut cele mai multe puncte.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="196" />
            <source>Nobody wins this game.</source>
            <translation>Nimeni nu câștigă această partidă.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/standings.py" line="144" />
            <source>%n points</source>
            <translation>
                <numerusform>%n punct</numerusform>
                <numerusform>%n puncte</numerusform>
                <numerusform>%n de puncte</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../gui/games/base.py" line="156" />
            <source>The game is over.</source>
            <translation>Jocul s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="158" />
            <source>It is not your turn.</source>
            <translation>Nu este rândul tău.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="160" />
            <source>That is not a move of this game.</source>
            <translation>Aceasta nu este o mutare a acestui joc.</translation>
        </message>
    </context>
    <context>
        <name>GardensScores</name>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Colours</source>
            <translation>Culori</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Tiles in hand</source>
            <translation>Piese în mână</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Score</source>
            <translation>Scor</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="31" />
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="37" />
            <source>Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4</source>
            <translation>Clădiri finalizate: %1 din %2 · piese de grădină puse: %3 din 36 · rămase de tras: %4</translation>
        </message>
    </context>
    <context>
        <name>GardensTable</name>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="167" />
            <source>Turn the tile a quarter clockwise (R)</source>
            <translation>Rotește piesa un sfert în sensul acelor de ceasornic (R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="168" />
            <source>Turn the tile a quarter anticlockwise (Shift+R)</source>
            <translation>Rotește piesa un sfert în sens invers acelor de ceasornic (Shift+R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="241" />
            <source>nobody</source>
            <translation>nimeni</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="244" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="245" />
            <source>nobody scores</source>
            <translation>nu punctează nimeni</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="246" />
            <source>%1 scores %2</source>
            <translation>%1 punctează %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="249" />
            <source>%1 face the %2</source>
            <translation>%1: spre %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="264" />
            <source>Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it.</source>
            <translation>Plasează piesa pe un loc evidențiat; rotește-o cu rotița mouse-ului sau cu R cât timp o ții.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="294" />
            <location filename="../../gui/games/gardens/table.py" line="297" />
            <source>Drop the tile on one of the lit garden spaces.</source>
            <translation>Plasează piesa pe unul dintre locurile de grădină evidențiate.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="307" />
            <source>Click a lit space to lay the tile there; turn it first with the arrows or R.</source>
            <translation>Dă clic pe un loc evidențiat ca să pui piesa acolo; rotește-o mai întâi cu săgețile sau cu R.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="378" />
            <source>Click a lit space to lay the picked tile, or turn it first.</source>
            <translation>Dă clic pe un loc evidențiat ca să pui piesa aleasă sau rotește-o mai întâi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="379" />
            <source>Drag a garden tile onto a lit space, or click it and then a space.</source>
            <translation>Trage o piesă de grădină pe un loc evidențiat sau dă clic pe ea și apoi pe un loc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="401" />
            <source>Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now.</source>
            <translation>Pune piesa ta (câte %1 din fiecare fel de copac) pe locul marcat, rotită așa cum se vede acum.</translation>
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
            <translation>Dă clic pentru a vedea mărită Granada lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="78" />
            <source>Click to see your own city again</source>
            <translation>Dă clic pentru a-ți vedea din nou propria Granada</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="115" />
            <source>Longest moat</source>
            <translation>Cel mai lung șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Fee: %1</source>
            <translation>Taxă: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Reserve only</source>
            <translation>Doar în rezervă</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="163" />
            <source>Building market</source>
            <translation>Piața de clădiri</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show odd values</source>
            <translation>completările arată valori impare</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show even values</source>
            <translation>completările arată valori pare</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="165" />
            <source>The black marker is on odd: a tile laid into the market shows its odd-valued face.</source>
            <translation>Marcajul negru este pe impar: o piesă pusă în piață arată fața cu valoare impară.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="166" />
            <source>The black marker is on even: a tile laid into the market shows its even-valued face.</source>
            <translation>Marcajul negru este pe par: o piesă pusă în piață arată fața cu valoare pară.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="219" />
            <source>%1 shows its bought face again: building it costs nothing.</source>
            <translation>%1 arată din nou fața cumpărată: construirea ei nu costă nimic.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="222" />
            <source>Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.</source>
            <translation>Întoarsă: %1. Nu poți plăti taxa de întoarcere (%2); rezerva ta o primește gratuit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="224" />
            <source>Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.</source>
            <translation>Întoarsă: %1. Construirea ei costă taxa de întoarcere: %2. Rezerva ta o primește gratuit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="272" />
            <source>Right-click or press F to see its other face.</source>
            <translation>Clic dreapta sau apasă F ca să-i vezi cealaltă față.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="288" />
            <source>Turn the %1 over to %2, paying %3.</source>
            <translation>Întoarce %1 pe fața %2, plătind %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="295" />
            <source>Its other face is worth more to you than the fee.</source>
            <translation>Cealaltă față a ei valorează pentru tine mai mult decât taxa.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="300" />
            <source>Your longest moat grows from %1 to %2.</source>
            <translation>Cel mai lung șanț al tău crește de la %1 la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="310" />
            <source>Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Trage fiecare piesă pe o celulă evidențiată, pe rezerva ta sau la Juan. Clic dreapta pe o piesă (sau apasă F) ca să-i vezi cealaltă față: construirea acelei fețe costă taxa de întoarcere.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="313" />
            <source>Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Trage fiecare piesă pe o celulă evidențiată sau pe rezerva ta. Clic dreapta pe o piesă (sau apasă F) ca să-i vezi cealaltă față: construirea acelei fețe costă taxa de întoarcere.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="317" />
            <source>Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.</source>
            <translation>Trage piesa primită pe o celulă evidențiată sau pe rezerva ta: își păstrează fața pe care o arăta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="319" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Alege cărțile cu care plătești, apoi Cumpără. O plată exactă îți dă încă o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="321" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>O carte de orice valoare sau mai multe care valorează cel mult 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="322" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Dă clic pe banii din ofertă ca să-i iei sau pe o clădire din piață ca s-o cumperi. Trage piese ca să construiești.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>north</source>
            <translation>nord</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>east</source>
            <translation>est</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>south</source>
            <translation>sud</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>west</source>
            <translation>vest</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="60" />
            <source>%1; moats: %2. Other side: %3</source>
            <translation>%1; șanțuri: %2. Cealaltă față: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="62" />
            <source>none</source>
            <translation>niciunul</translation>
        </message>
    </context>
    <context>
        <name>Hand</name>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>Build a bridge…</source>
            <translation>Construiește un pod…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>A bridge costs 15 reales: then click its two heads</source>
            <translation>Un pod costă 15 reali: apoi dă clic pe cele două capete ale sale</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Take back a noble…</source>
            <translation>Retrage un nobil…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Before your main action: a noble goes home and pays</source>
            <translation>Înainte de acțiunea principală: un nobil se întoarce acasă și primești plata</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>Buy top card (5)</source>
            <translation>Cumpără cartea de sus (5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>The top card of the building deck, unseen, for 5 reales</source>
            <translation>Cartea de sus a pachetului de clădiri, nevăzută, pentru 5 reali</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>Buy tower card (10)</source>
            <translation>Cumpără carte de turn (10)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>A tower card for 10 reales</source>
            <translation>O carte de turn pentru 10 reali</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="100" />
            <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
            <translation>Cartea de clădire %1: cumpăr-o cu 5 reali (dublu clic sau trage-o în mâna ta)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="114" />
            <source>Building card %1: drag it onto parcel %1 to build there</source>
            <translation>Cartea de clădire %1: trage-o pe parcela %1 ca să construiești acolo</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="122" />
            <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
            <translation>Cărți de turn: %1. Trage una pe o coloană evidențiată ca să construiești în înălțime (nivelurile 2–5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="134" />
            <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
            <translation>Pachetul de clădiri, cărți rămase: %1. Cumpără cartea de sus, nevăzută, cu 5 reali</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="135" />
            <source>Tower deck: %1 cards, 10 reales each</source>
            <translation>Pachetul de turnuri, cărți rămase: %1; fiecare costă 10 reali</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="34" />
            <source>Point at a choice to see it on the board; click it to build.</source>
            <translation>Arată spre o variantă ca s-o vezi pe tablă; dă clic pe ea ca să construiești.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="38" />
            <source>Press Buy card, or drag the card into your hand.</source>
            <translation>Apasă Cumpără carte sau trage cartea în mâna ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="40" />
            <source>Press Take back noble to take it home and be paid its building's value (twice for a grande).</source>
            <translation>Apasă Retrage nobil ca să-l aduci acasă și să primești valoarea clădirii lui (dublu pentru un grande).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="42" />
            <source>Click two lit heads: the bridge joins them over the square between.</source>
            <translation>Dă clic pe două capete evidențiate: podul le unește peste pătratul dintre ele.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="43" />
            <source>Click a lit place.</source>
            <translation>Dă clic pe un loc evidențiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="45" />
            <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
            <translation>Trage un nobil din selecție pe un loc evidențiat sau trage unul dintre nobilii tăi de pe această clădire ca să-l muți sau să-l schimbi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="47" />
            <source>Choose on the board.</source>
            <translation>Alege pe tablă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="48" />
            <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
            <translation>Trage o carte pe parcela ei ca să construiești; cumpără din piață; trage-ți nobilul acasă ca să-l retragi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="56" />
            <source>Drop card %1 on its parcel, lit on the board.</source>
            <translation>Plasează cartea %1 pe parcela ei, evidențiată pe tablă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="58" />
            <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
            <translation>Plasează cartea de turn pe o coloană evidențiată: sub propriul tău nobil sau ca să pregătești un pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="60" />
            <location filename="../../gui/games/alcazar/hints.py" line="103" />
            <source>Drop the card into your hand to buy it.</source>
            <translation>Plasează cartea în mâna ta ca s-o cumperi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="62" />
            <location filename="../../gui/games/alcazar/hints.py" line="106" />
            <source>Drop your noble on your line in the players panel to take it back.</source>
            <translation>Plasează nobilul tău pe rândul tău din panoul jucătorilor ca să-l retragi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="64" />
            <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
            <translation>Plasează nobilul tău pe un loc evidențiat ca să-l muți sau pe celălalt nobil al tău ca să-i schimbi între ei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="66" />
            <source>Drop the %1 on a lit spot.</source>
            <translation>Plasează un %1 pe un loc evidențiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="72" />
            <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
            <translation>Dă clic pe primul capăt al podului: unul care poartă nobilul tău sau perechea lui.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="73" />
            <source>Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).</source>
            <translation>Dă clic pe unul dintre nobilii tăi evidențiați: se întoarce acasă, iar banca plătește valoarea clădirii lui (dublu pentru un grande).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Drop</source>
            <translation>Plasează</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Click</source>
            <translation>Plasează cu un clic</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="87" />
            <source>Card %1 builds only on parcel %1.</source>
            <translation>Cartea %1 construiește doar pe parcela %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="93" />
            <source>Drop card %1 on parcel %1.</source>
            <translation>Plasează cartea %1 pe parcela %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="99" />
            <source>Drop the tower card on a lit column.</source>
            <translation>Plasează cartea de turn pe o coloană evidențiată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="107" />
            <source>That is not a place for it.</source>
            <translation>Acesta nu este un loc potrivit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="114" />
            <source>your %1</source>
            <translation>nobilul tău (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="116" />
            <source>%1's %2</source>
            <translation>nobilul lui %1 (%2)</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../gui/main_window.py" line="360" />
            <location filename="../../gui/main_window.py" line="475" />
            <source>Log</source>
            <translation>Jurnal</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="364" />
            <location filename="../../gui/main_window.py" line="476" />
            <source>Scores</source>
            <translation>Scoruri</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="370" />
            <location filename="../../gui/main_window.py" line="477" />
            <source>⚠ Not saved automatically</source>
            <translation>⚠ Nu se salvează automat</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="411" />
            <source>&amp;Game</source>
            <translation>&amp;Joc</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="412" />
            <source>&amp;New…</source>
            <translation>&amp;Nou…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="413" />
            <source>&amp;Open…</source>
            <translation>&amp;Deschide…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="414" />
            <source>&amp;Save</source>
            <translation>&amp;Salvează</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="415" />
            <source>Save &amp;As…</source>
            <translation>Salvează c&amp;a…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="417" />
            <source>&amp;Undo</source>
            <translation>Anu&amp;lează</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="418" />
            <source>&amp;Redo</source>
            <translation>&amp;Refă</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="419" />
            <source>&amp;Hint</source>
            <translation>Indici&amp;u</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="420" />
            <source>&amp;Close game</source>
            <translation>În&amp;chide jocul</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="421" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistici…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="423" />
            <source>&amp;Quit</source>
            <translation>&amp;Ieșire</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="425" />
            <source>&amp;Move</source>
            <translation>&amp;Mutare</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="428" />
            <source>&amp;View</source>
            <translation>&amp;Vizualizare</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="429" />
            <source>Zoom &amp;in</source>
            <translation>Mă&amp;rește</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="430" />
            <source>Zoom &amp;out</source>
            <translation>Mi&amp;cșorează</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="431" />
            <source>&amp;Fit to window</source>
            <translation>Potrivește în &amp;fereastră</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="432" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Viteza animației</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="440" />
            <source>&amp;Language</source>
            <translation>&amp;Limbă</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="454" />
            <source>&amp;Help</source>
            <translation>&amp;Ajutor</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="455" />
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regulile acestui joc</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="456" />
            <source>&amp;About Alcazaba</source>
            <translation>&amp;Despre Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="520" />
            <source>Do the prepared action</source>
            <translation>Execută acțiunea pregătită</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="521" />
            <source>Cancel the selection</source>
            <translation>Anulează selecția</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="522" />
            <source>Next piece</source>
            <translation>Piesa următoare</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="523" />
            <source>Previous piece</source>
            <translation>Piesa anterioară</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="524" />
            <source>Pick the piece</source>
            <translation>Alege piesa</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="577" />
            <source>Cannot start the game</source>
            <translation>Jocul nu poate începe</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="585" />
            <source>Open game</source>
            <translation>Deschide un joc</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="599" />
            <location filename="../../gui/main_window.py" line="604" />
            <source>Cannot open the game</source>
            <translation>Jocul nu poate fi deschis</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="600" />
            <source>%1 cannot be opened:
%2</source>
            <translation>%1 nu poate fi deschis:
%2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="605" />
            <source>This version cannot show %1 games.</source>
            <translation>Această versiune nu poate afișa jocuri %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete game?</source>
            <translation>Ștergi jocul?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete this game in progress? It cannot be continued afterwards.</source>
            <translation>Ștergi acest joc în desfășurare? Nu va mai putea fi continuat.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>Cannot save</source>
            <translation>Salvarea nu a reușit</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>The game could not be saved to %1: %2</source>
            <translation>Jocul nu a putut fi salvat în %1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="652" />
            <source>Saved to %1</source>
            <translation>Salvat în %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="660" />
            <source>Save game</source>
            <translation>Salvează jocul</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="677" />
            <source>Save changes?</source>
            <translation>Salvezi modificările?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="678" />
            <source>This game has moves that are not in %1 yet. Save them to that file?
(The game also stays among the games in progress.)</source>
            <translation>Acest joc are mutări care nu sunt încă în %1. Le salvezi în acel fișier?
(Jocul rămâne oricum printre jocurile în desfășurare.)</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="697" />
            <source>Looking for a good move…</source>
            <translation>Se caută o mutare bună…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="739" />
            <source>Nothing to undo: new cards or tiles have been revealed since.</source>
            <translation>Nimic de anulat: de atunci au fost dezvăluite cărți sau piese noi.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1121" />
            <source>Shortcut: %1</source>
            <translation>Scurtătură: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1131" />
            <source>Press Enter to do this</source>
            <translation>Apasă Enter ca să faci asta</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1159" />
            <source>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; A Castle for All Seasons by Inka and Markus Brand. All art in this program is drawn by its authors.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Jocuri de societate despre construirea de castele, la aceeași masă sau împotriva calculatorului.&lt;/p&gt;&lt;p&gt;Alhambra și Granada sunt jocuri de Dirk Henn; Alcazar, de Wolfgang Kramer; Un castel pentru toate anotimpurile, de Inka și Markus Brand. Toate ilustrațiile din acest program sunt desenate de autorii lui.&lt;/p&gt;&lt;p&gt;Software liber, sub Licența Publică Generală GNU, versiunea 3 sau ulterioară.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1174" />
            <source>game over</source>
            <translation>joc încheiat</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1176" />
            <source>%1 to play</source>
            <translation>la mutare: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1001" />
            <source>A new game of %1: %2.</source>
            <translation>Partidă nouă de %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="949" />
            <source>Choose a game to play.</source>
            <translation>Alege un joc.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="751" />
            <source>Your saved games could not be read (%1). New games can still be played.</source>
            <translation>Jocurile tale salvate nu au putut fi citite (%1). Poți juca în continuare jocuri noi.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Instant</source>
            <translation>Instantaneu</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Fast</source>
            <translation>Rapid</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Slow</source>
            <translation>Lent</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="710" />
            <source>Your score would go from %1 to %2.</source>
            <translation>Scorul tău ar crește de la %1 la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="712" />
            <source>It is the only sensible move here.</source>
            <translation>Este singura mutare rezonabilă aici.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="713" />
            <source>Of the %1 moves it compared, it rated this one best.</source>
            <translation>Mutări comparate: %1; aceasta a fost evaluată drept cea mai bună.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="715" />
            <source>Hint: %1 %2</source>
            <translation>Indiciu: %1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="763" />
            <source>A copy of the damaged file is kept at %1.</source>
            <translation>O copie a fișierului deteriorat este păstrată în %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="766" />
            <location filename="../../gui/main_window.py" line="777" />
            <source>A saved game is damaged</source>
            <translation>Un joc salvat este deteriorat</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="767" />
            <source>A saved game could not be read, and nothing of it can be recovered.</source>
            <translation>Un joc salvat nu a putut fi citit și nimic din el nu poate fi recuperat.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="768" />
            <source>What is wrong: %1</source>
            <translation>Ce nu este în regulă: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="771" />
            <source>A saved game of %1 with %2 is damaged: %3</source>
            <translation>Un joc salvat de %1 cu %2 este deteriorat: %3</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="774" />
            <source>Continue it from move %1, the last one that can be read?</source>
            <translation>Îl continui de la mutarea %1, ultima care poate fi citită?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="776" />
            <source>None of its moves can be read. Start it again from its setup?</source>
            <translation>Niciuna dintre mutările lui nu poate fi citită. Îl reiei de la început, de la pregătirea inițială?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="784" />
            <source>The recovered game could not be saved (%1).</source>
            <translation>Jocul recuperat nu a putut fi salvat (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="822" />
            <source>Alcazaba</source>
            <translation>Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="829" />
            <source>The game cannot be saved automatically: %1. It is tried again after every move.</source>
            <translation>Jocul nu poate fi salvat automat: %1. Se încearcă din nou după fiecare mutare.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="832" />
            <source>Your game could not be saved automatically (%1).

The game goes on, and saving is tried again after every move. To keep it safe elsewhere, use Game &gt; Save As.</source>
            <translation>Jocul tău nu a putut fi salvat automat (%1).

Jocul continuă, iar salvarea se reîncearcă după fiecare mutare. Ca să-l păstrezi în siguranță în altă parte, folosește Joc &gt; Salvează ca.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="838" />
            <source>The game is saved automatically again.</source>
            <translation>Jocul se salvează din nou automat.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1105" />
            <source>%1 is thinking…</source>
            <translation>%1 se gândește…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1156" />
            <source>About Alcazaba</source>
            <translation>Despre Alcazaba</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="67" />
            <source>Red</source>
            <translation>Roșu</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="68" />
            <source>Blue</source>
            <translation>Albastru</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="69" />
            <source>Green</source>
            <translation>Verde</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="70" />
            <source>Yellow</source>
            <translation>Galben</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="71" />
            <source>Purple</source>
            <translation>Mov</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="72" />
            <source>Orange</source>
            <translation>Portocaliu</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="146" />
            <source>whole numbers, separated by commas</source>
            <translation>numere întregi, separate prin virgule</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="173" />
            <source>Move up</source>
            <translation>Mută în sus</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="178" />
            <source>Move down</source>
            <translation>Mută în jos</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="255" />
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Name</source>
            <translation>Nume</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="261" />
            <source>Human</source>
            <translation>Om</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="263" />
            <location filename="../../gui/dialogs/new_game.py" line="786" />
            <source>Computer</source>
            <translation>Calculator</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="274" />
            <source>Seat %1: name</source>
            <translation>Locul %1: nume</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="275" />
            <source>Seat %1: colour</source>
            <translation>Locul %1: culoare</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="276" />
            <source>Seat %1: human or computer</source>
            <translation>Locul %1: om sau calculator</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="277" />
            <source>Seat %1: computer level</source>
            <translation>Locul %1: nivelul calculatorului</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="402" />
            <source>New game</source>
            <translation>Joc nou</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="421" />
            <source>&amp;Game:</source>
            <translation>&amp;Joc:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="427" />
            <source>Rule options</source>
            <translation>Opțiuni de reguli</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="441" />
            <source>&amp;Start game</source>
            <translation>Începe &amp;partida</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="443" />
            <source>&amp;Reset to defaults</source>
            <translation>&amp;Revino la valorile implicite</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="557" />
            <source>Players</source>
            <translation>Jucători</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="562" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Număr de jucători:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Colour</source>
            <translation>Culoare</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Player</source>
            <translation>Jucător</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Level</source>
            <translation>Nivel</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="598" />
            <source>No computer players are available.</source>
            <translation>Nu este disponibil niciun jucător calculator.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="644" />
            <source>Advanced rule options</source>
            <translation>Opțiuni avansate de reguli</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="655" />
            <source>This game is played by its standard rules unless you change the advanced options.</source>
            <translation>Acest joc se joacă după regulile standard, dacă nu schimbi opțiunile avansate.</translation>
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
            <translation>Joc nou: %1</translation>
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
            <translation>Jucătorul %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="815" />
            <source>Seat %1 needs a name.</source>
            <translation>Locul %1 are nevoie de un nume.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="818" />
            <source>Seats %1 and %2 have the same name; give each player their own.</source>
            <translation>Locurile %1 și %2 au același nume; dă fiecărui jucător numele lui.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="822" />
            <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
            <translation>Locurile %1 și %2 au amândouă culoarea %3; dă fiecărui jucător culoarea lui.</translation>
        </message>
    </context>
    <context>
        <name>NobleStep</name>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Place a noble</source>
            <translation>Plasează un nobil</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Move or swap a noble</source>
            <translation>Mută sau schimbă un nobil</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="42" />
            <source>Done</source>
            <translation>Gata</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="47" />
            <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
            <translation>Trage un %1 pe un loc evidențiat sau dă clic pe el și apoi pe loc</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="58" />
            <source>A %1 here costs %2 reales; you have %3.</source>
            <translation>Aici, un %1 costă %2, iar tu ai doar %3.</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="40" />
            <source>Players</source>
            <translation>Jucători</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>Market</source>
            <translation>Piață</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>a card 5 reales · a tower card 10</source>
            <translation>o carte 5 reali · o carte de turn 10</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="42" />
            <source>Supply</source>
            <translation>Rezervă</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="71" />
            <source>out</source>
            <translation>ieșit</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="75" />
            <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
            <translation>%1: reali: %2, cărți de clădire: %3, cărți de turn: %4; acasă: grande: %5, caballero: %6; puncte: %7</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>Free flags:</source>
            <translation>Steaguri libere:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>No free flag</source>
            <translation>Niciun steag liber</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="90" />
            <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
            <translation>Jocul se termină după tura în care se folosește ultima piesă sau ultimul pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="92" />
            <source>Your hand</source>
            <translation>Mâna ta</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="94" />
            <source>Hand of %1 (hidden)</source>
            <translation>Mâna lui %1 (ascunsă)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="69" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n pct.</numerusform>
                <numerusform>%n pct.</numerusform>
                <numerusform>%n pct.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="83" />
            <source>%n pieces</source>
            <translation>
                <numerusform>%n piesă</numerusform>
                <numerusform>%n piese</numerusform>
                <numerusform>%n de piese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="84" />
            <source>%n bridges</source>
            <translation>
                <numerusform>%n pod</numerusform>
                <numerusform>%n poduri</numerusform>
                <numerusform>%n de poduri</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <location filename="../../gui/main_window.py" line="248" />
            <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players' hands stay hidden.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Predă ecranul lui %1&lt;/h2&gt;&lt;p&gt;Mâinile celorlalți jucători rămân ascunse.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="250" />
            <source>I am %1 — show my hand</source>
            <translation>Eu sunt %1 — arată-mi mâna</translation>
        </message>
    </context>
    <context>
        <name>Previews</name>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="68" />
            <source>Found a castle on %1 with %2 and %3</source>
            <translation>Fondează un castel pe parcela %1, cu aripi pe %2 și %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="71" />
            <source>Found a manor on %1</source>
            <translation>Fondează un conac pe parcela %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="75" />
            <source>Build up on %1 to level %2</source>
            <translation>Înalță parcela %1 până la nivelul %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="77" />
            <source>Extend onto %1</source>
            <translation>Extinde pe parcela %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="79" />
            <source>Bridge from %1 to %2 (15 reales)</source>
            <translation>Pod de la %1 la %2 (15 reali)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="85" />
            <source>pushes off %1's %2 (they get %3 reales)</source>
            <translation>dă jos nobilul lui %1 (%2), care primește %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="88" />
            <source>joins buildings</source>
            <translation>unește clădiri</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/previews.py" line="90" />
            <source>income %n reales</source>
            <translation>
                <numerusform>venit: %n real</numerusform>
                <numerusform>venit: %n reali</numerusform>
                <numerusform>venit: %n de reali</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="98" />
            <source>Place a %1 on %2 for %3 reales</source>
            <translation>Plasează un %1 pe %2 pentru %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="100" />
            <source>Move your noble from %1 to %2 (free)</source>
            <translation>Mută-ți nobilul de pe %1 pe %2 (gratuit)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="102" />
            <source>Swap your nobles on %1 and %2 (free)</source>
            <translation>Schimbă între ei nobilii tăi de pe %1 și %2 (gratuit)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="105" />
            <source>Take back your noble from %1 and receive %2 reales</source>
            <translation>Retrage-ți nobilul de pe %1 și încasează %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="108" />
            <source>Tower card on %1: a piece on level %2</source>
            <translation>Carte de turn pe %1: o piesă la nivelul %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="110" />
            <source>Buy card %1 for 5 reales</source>
            <translation>Cumpără cartea %1 cu 5 reali</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy a tower card for 10 reales</source>
            <translation>Cumpără o carte de turn cu 10 reali</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy the top building card for 5 reales</source>
            <translation>Cumpără cartea de sus din pachetul de clădiri cu 5 reali</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="40" />
            <source>Rules of %1</source>
            <translation>Regulile jocului %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="48" />
            <source>There is no rules page for this game.</source>
            <translation>Nu există o pagină de reguli pentru acest joc.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="53" />
            <source>These rules are not written in your language yet; here they are in English.</source>
            <translation>Aceste reguli nu sunt încă scrise în limba ta; iată-le în engleză.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="57" />
            <source>Find in the rules</source>
            <translation>Caută în reguli</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="61" />
            <source>Previous</source>
            <translation>Anterior</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="63" />
            <source>Next</source>
            <translation>Următor</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="104" />
            <source>Not found</source>
            <translation>Nu s-a găsit</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../../gui/dialogs/score_chart.py" line="22" />
            <source>Points over the game, after every move</source>
            <translation>Punctele de-a lungul jocului, după fiecare mutare</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/score_chart.py" line="52" />
            <source>%n moves</source>
            <translation>
                <numerusform>%n mutare</numerusform>
                <numerusform>%n mutări</numerusform>
                <numerusform>%n de mutări</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoringDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="34" />
            <source>1st</source>
            <translation>locul 1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="35" />
            <source>2nd</source>
            <translation>locul 2</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="36" />
            <source>3rd</source>
            <translation>locul 3</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="37" />
            <source>4th</source>
            <translation>locul 4</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="38" />
            <source>5th</source>
            <translation>locul 5</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="39" />
            <source>6th</source>
            <translation>locul 6</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="40" />
            <source>7th</source>
            <translation>locul 7</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="42" />
            <source>%1th</source>
            <translation>locul %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="51" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="52" />
            <source>%1 and %2</source>
            <translation>%1 și %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="72" />
            <source>Dirk</source>
            <translation>Dirk</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="76" />
            <source>Scoring round %1</source>
            <translation>Runda de punctare %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="96" />
            <source>Each cell: buildings of that type · place · points (highest value in brackets).</source>
            <translation>Fiecare celulă: clădiri de acel tip · loc · puncte (valoarea cea mai mare între paranteze).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="103" />
            <source>Ties: the player with the higher-valued building of that type ranks first (then the next highest); points are never split.</source>
            <translation>Egalități: jucătorul cu clădirea de valoare mai mare de acel tip se clasează primul (apoi următoarea ca valoare); punctele nu se împart niciodată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="110" />
            <source>Simple scoring: each place scores fixed points.</source>
            <translation>Punctare simplă: fiecare loc aduce un număr fix de puncte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="112" />
            <source>Standard scoring: a place scores a multiple of the number of buildings of that type in all the cities together.</source>
            <translation>Punctare standard: un loc aduce un multiplu al numărului de clădiri de acel tip din toate orașele la un loc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="98" />
            <source>Each cell: buildings of that type · place · points.</source>
            <translation>Fiecare celulă: clădiri de acel tip · loc · puncte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="100" />
            <source>Ties among Alhambra buildings share the points of the places they fill; among Granada buildings the higher-valued building ranks first, and points are never split.</source>
            <translation>La clădirile Alhambra, jucătorii la egalitate împart punctele locurilor pe care le ocupă; la clădirile Granada se clasează primul cel cu clădirea de valoare mai mare, iar punctele nu se împart niciodată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="106" />
            <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
            <translation>Egalități: jucătorii la egalitate împart punctele tuturor locurilor pe care le ocupă, rotunjite în jos; următorul jucător se clasează după toți aceștia.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="115" />
            <source>In round 1 only 1st place scores.</source>
            <translation>În runda 1 punctează doar locul 1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="116" />
            <source>In round 2, 1st and 2nd place score.</source>
            <translation>În runda 2 punctează locurile 1 și 2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="117" />
            <source>In round 3, 1st, 2nd and 3rd place score.</source>
            <translation>În runda 3 punctează locurile 1, 2 și 3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="122" />
            <source>Only buildings in the city count, not those in the reserve.</source>
            <translation>Contează doar clădirile din oraș, nu și cele din rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="124" />
            <source>Only buildings in the Alhambra count, not those in the reserve.</source>
            <translation>Contează doar clădirile din Alhambra, nu și cele din rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="126" />
            <source>%1 takes part in the majorities but never scores moats.</source>
            <translation>%1 participă la majorități, dar nu punctează niciodată pentru șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="127" />
            <source>%1 takes part in the majorities but never scores walls.</source>
            <translation>%1 participă la majorități, dar nu punctează niciodată pentru ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>Longest outer wall</source>
            <translation>Cel mai lung zid exterior</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>%1: longest outer wall of %2 segments, %3 points</source>
            <translation>%1: cel mai lung zid exterior, segmente: %2; puncte: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>Longest outer moat</source>
            <translation>Cel mai lung șanț exterior</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>%1: longest outer moat of %2 segments, %3 points</source>
            <translation>%1: cel mai lung șanț exterior, segmente: %2; puncte: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="150" />
            <source>Longest wall beside a moat</source>
            <translation>Cel mai lung zid de-a lungul unui șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="151" />
            <source>%1: longest chain of walls beside moats, %2 segments, %3 points</source>
            <translation>%1: cel mai lung lanț de ziduri de-a lungul șanțurilor, segmente: %2; puncte: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="235" />
            <source>%1 → +%2</source>
            <translation>%1 → +%2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores walls.</source>
            <translation>%1 nu punctează niciodată pentru ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores moats.</source>
            <translation>%1 nu punctează niciodată pentru șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="193" />
            <source>This round</source>
            <translation>Runda aceasta</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="200" />
            <source>Total</source>
            <translation>Total</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the Alhambra.</source>
            <translation>%1 nu are nicio clădire de tip %2 în Alhambra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the city.</source>
            <translation>%1 nu are nicio clădire de tip %2 în oraș.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="255" />
            <source>tied %1</source>
            <translation>%1 la egalitate</translation>
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
            <translation>%1: %2 × %3 (valoarea cea mai mare %6), %4, puncte: %5</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="271" />
            <source>%1: %2 × %3, %4 place: %5 points</source>
            <translation>%1: %2 × %3, %4, puncte: %5</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="273" />
            <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
            <translation>%1: %2 × %3, %4 ocupat în comun de %6 jucători (punctele locurilor comune se împart), puncte: %5</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../../gui/main_window.py" line="85" />
            <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Jocuri de societate despre construirea de castele, la aceeași masă sau împotriva calculatorului.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="100" />
            <source>%1 to %2 players</source>
            <translation>%1–%2 jucători</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="104" />
            <source>Some games could not be loaded:</source>
            <translation>Unele jocuri nu au putut fi încărcate:</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="109" />
            <source>New game…</source>
            <translation>Joc nou…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="113" />
            <source>&lt;h3&gt;Games in progress&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Jocuri în desfășurare&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Game</source>
            <translation>Joc</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Players</source>
            <translation>Jucători</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Moves</source>
            <translation>Mutări</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Last played</source>
            <translation>Jucat ultima dată</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="120" />
            <source>Continue</source>
            <translation>Continuă</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="122" />
            <source>Delete…</source>
            <translation>Șterge…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="171" />
            <source>today, %1</source>
            <translation>azi, %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="173" />
            <source>yesterday, %1</source>
            <translation>ieri, %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="41" />
            <source>Computer</source>
            <translation>Calculator</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="43" />
            <source>Computer (%1)</source>
            <translation>Calculator (%1)</translation>
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
                <numerusform>%n joc salvat nu a putut fi citit: nu este luat în calcul.</numerusform>
                <numerusform>%n jocuri salvate nu au putut fi citite: nu sunt luate în calcul.</numerusform>
                <numerusform>%n de jocuri salvate nu au putut fi citite: nu sunt luate în calcul.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="63" />
            <source>%n games played</source>
            <translation>
                <numerusform>%n partidă jucată</numerusform>
                <numerusform>%n partide jucate</numerusform>
                <numerusform>%n de partide jucate</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="72" />
            <location filename="../../gui/dialogs/statistics.py" line="97" />
            <source>Statistics</source>
            <translation>Statistici</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="98" />
            <source>No finished games yet: statistics appear once a game is played to the end.</source>
            <translation>Încă nu există partide terminate: statisticile apar după ce o partidă este jucată până la capăt.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="110" />
            <source>Game:</source>
            <translation>Joc:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="112" />
            <source>All games</source>
            <translation>Toate jocurile</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="124" />
            <source>Players</source>
            <translation>Jucători</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Player</source>
            <translation>Jucător</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Played</source>
            <translation>Jucate</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Won</source>
            <translation>Câștigate</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Win rate</source>
            <translation>Rată de câștig</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Best score</source>
            <translation>Cel mai bun scor</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Average score</source>
            <translation>Scor mediu</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="131" />
            <source>Against the computer</source>
            <translation>Împotriva calculatorului</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Opponent</source>
            <translation>Adversar</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="136" />
            <source>No game against the computer in these games.</source>
            <translation>Nicio partidă împotriva calculatorului în aceste jocuri.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="140" />
            <source>A shared victory counts as a win for each player sharing it. A game against several computer levels counts once for each level.</source>
            <translation>O victorie împărțită contează drept câștig pentru fiecare jucător care o împarte. O partidă împotriva mai multor niveluri ale calculatorului contează o dată pentru fiecare nivel.</translation>
        </message>
    </context>
    <context>
        <name>TileCityPlay</name>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="174" />
            <source>That is not a place for %1.</source>
            <translation>Acesta nu este un loc pentru %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="240" />
            <source>Drop %1 on a lit cell of %2, on your reserve, or on %3.</source>
            <translation>Plasează %1 pe o celulă evidențiată din %2, pe rezerva ta sau la %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="242" />
            <source>Drop %1 on a lit cell of %2, or on your reserve.</source>
            <translation>Plasează %1 pe o celulă evidențiată din %2 sau pe rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="244" />
            <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
            <translation>Plasează %1 pe o celulă evidențiată sau pe o piesă evidențiată din oraș ca să le schimbi între ele.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="245" />
            <source>Drop %1 on your reserve to take it out of %2.</source>
            <translation>Plasează %1 pe rezerva ta ca să scoți piesa din %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Drop</source>
            <translation>Plasează</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Click</source>
            <translation>Plasează cu un clic</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="331" />
            <source>You cannot pay for %1 yet.</source>
            <translation>Încă nu poți plăti pentru %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="346" />
            <source>Take money</source>
            <translation>Ia bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="347" />
            <source>Buy</source>
            <translation>Cumpără</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="348" />
            <source>End turn</source>
            <translation>Încheie tura</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="349" />
            <source>Pass</source>
            <translation>Pas</translation>
        </message>
    </context>
    <context>
        <name>TileCityScores</name>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="57" />
            <source>Score</source>
            <translation>Scor</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="79" />
            <source>All three scorings are done.</source>
            <translation>Toate cele trei punctări au avut loc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="81" />
            <source>Next scoring: round 3, at the end of the game.</source>
            <translation>Următoarea punctare: runda 3, la sfârșitul jocului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="83" />
            <source>Next scoring: round 2, when card B comes up.</source>
            <translation>Următoarea punctare: runda 2, când apare cartea B.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="85" />
            <source>Next scoring: round 1, when card A comes up.</source>
            <translation>Următoarea punctare: runda 1, când apare cartea A.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="87" />
            <source>Each cell: buildings (highest value); ties go to the highest value, then the next.</source>
            <translation>Fiecare celulă: clădiri (valoarea cea mai mare); la egalitate contează valoarea cea mai mare, apoi următoarea.</translation>
        </message>
    </context>
    <context>
        <name>TileCityTable</name>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="164" />
            <source>Building market</source>
            <translation>Piața de clădiri</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="165" />
            <location filename="../../gui/games/tilecity/table.py" line="328" />
            <source>Money</source>
            <translation>Bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="166" />
            <location filename="../../gui/games/tilecity/table.py" line="315" />
            <source>To place</source>
            <translation>De plasat</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="172" />
            <source>Market space %1: pay in %2</source>
            <translation>Locul %1 din piață: plătește în %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="314" />
            <location filename="../../gui/games/tilecity/table.py" line="442" />
            <source>Reserve</source>
            <translation>Rezervă</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="366" />
            <source>%n points</source>
            <translation>
                <numerusform>%n punct</numerusform>
                <numerusform>%n puncte</numerusform>
                <numerusform>%n de puncte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="403" />
            <source>%n cards in the deck</source>
            <translation>
                <numerusform>%n carte în pachet</numerusform>
                <numerusform>%n cărți în pachet</numerusform>
                <numerusform>%n de cărți în pachet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="414" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n carte, ascunsă</numerusform>
                <numerusform>%n cărți, ascunse</numerusform>
                <numerusform>%n de cărți, ascunse</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="435" />
            <source>none yet</source>
            <translation>încă niciuna</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="436" />
            <source>Supply</source>
            <translation>Stoc</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="437" />
            <source>Scoring rounds held: %1</source>
            <translation>Runde de punctare desfășurate: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Your money</source>
            <translation>Banii tăi</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Money (hidden)</source>
            <translation>Bani (ascunși)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="491" />
            <source>%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.</source>
            <translation>Vizirul lui %1 este cu fața în sus: după tura altui jucător, %1 poate cumpăra o clădire la prețul exact.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="493" />
            <source>%1's vizier is face down: turning it face up costs %1 an action.</source>
            <translation>Vizirul lui %1 este cu fața în jos: ca să-l întoarcă cu fața în sus, %1 trebuie să folosească o acțiune.</translation>
        </message>
    </context>
    <context>
        <name>alcazar</name>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="24" />
            <source>grande</source>
            <translation>grande</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="25" />
            <source>caballero</source>
            <translation>caballero</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="32" />
            <source>parcel %1</source>
            <translation>parcela %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="38" />
            <source>the square at row %1, column %2</source>
            <translation>pătratul de pe rândul %1, coloana %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="53" />
            <source>the water channel</source>
            <translation>canalul de apă</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="54" />
            <source>the meadow</source>
            <translation>pajiștea deschisă</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="57" />
            <source>the water channel next to parcel %1</source>
            <translation>canalul de apă de lângă parcela %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="58" />
            <source>the meadow next to parcel %1</source>
            <translation>pajiștea de lângă parcela %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="60" />
            <source>the water channel between parcels %1</source>
            <translation>canalul de apă dintre parcelele %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="61" />
            <source>the meadow between parcels %1</source>
            <translation>pajiștea dintre parcelele %1</translation>
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
            <translation>un conac</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="101" />
            <source>%1 and %2</source>
            <translation>%1 și %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="113" />
            <source>— %1's turn —</source>
            <translation>— rândul lui %1 —</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="115" />
            <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
            <translation>%1 își retrage nobilul (%2) de pe %3 și încasează %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="118" />
            <source>%1 buys card %2 from the display for %3 reales.</source>
            <translation>%1 cumpără cartea %2 din piață cu %3 reali.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="120" />
            <source>Card %1 is laid out in the display.</source>
            <translation>Cartea %1 este pusă în piață.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="123" />
            <source>%1 buys a tower card for %2 reales.</source>
            <translation>%1 cumpără o carte de turn cu %2 reali.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="124" />
            <source>%1 buys the top card of the building deck for %2 reales.</source>
            <translation>%1 cumpără cartea de sus din pachetul de clădiri cu %2 reali.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="127" />
            <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
            <translation>%1 fondează castelul %2 pe parcela %3, cu aripi pe %4 (valoare %5).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="130" />
            <source>%1 founds a manor on parcel %2.</source>
            <translation>%1 fondează un conac pe parcela %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="133" />
            <source>%1 builds on parcel %2; the building is now worth %3.</source>
            <translation>%1 construiește pe parcela %2; clădirea valorează acum %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="134" />
            <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
            <translation>%1 înalță parcela %2 până la nivelul %3; clădirea valorează acum %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="138" />
            <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
            <translation>%1 joacă cartea %2, dar piesa ei s-ar uni cu %3, iar un castel în valoare de 50 nu se mai poate uni: piesa iese din joc și %1 încasează %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="142" />
            <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
            <translation>%1 joacă o carte de turn pe %2: nobilul său urcă la nivelul %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="143" />
            <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
            <translation>%1 joacă o carte de turn pe %2 (acum la nivelul %3) ca să pregătească un pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="145" />
            <source>%1 receives %2 reales of income.</source>
            <translation>%1 încasează un venit de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="148" />
            <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
            <translation>%1 construiește un pod de la %2 la %3, la nivelul %4 (valoare %5), pentru %6 reali.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="151" />
            <source>%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
            <translation>Nobilul lui %1 (%2) de pe %3 este dat jos și se întoarce acasă; %1 încasează %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="156" />
            <source>Buildings join: %1 takes in %2.</source>
            <translation>Clădirile se unesc: %1 înglobează %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="158" />
            <source>The flag and crest of %1 return to the supply.</source>
            <translation>Steagul și blazonul pentru %1 revin în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="161" />
            <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
            <translation>Castelele au aceeași valoare: constructorul alege care își păstrează steagul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="164" />
            <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
            <translation>Conacul de pe %1 valorează %2 și devine castelul %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="168" />
            <source>%1 keeps its flag; %2 returns to the supply.</source>
            <translation>%1 își păstrează steagul; steagul pentru %2 revine în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="170" />
            <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
            <translation>%1 plasează un %2 pe %3 (nivelul %4) și plătește %5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="173" />
            <source>%1 moves their %2 from %3 to %4.</source>
            <translation>%1 își mută nobilul (%2) de pe %3 pe %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="177" />
            <source>%1 swaps their nobles on %2 and %3.</source>
            <translation>%1 își schimbă între ei nobilii de pe %2 și %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="179" />
            <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
            <translation>%1 nu poate nici cumpăra, nici construi și dă pas: iese din joc până la punctajul final.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="182" />
            <source>Every player has passed.</source>
            <translation>Toți jucătorii au dat pas.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="184" />
            <source>The last building piece or bridge has been used.</source>
            <translation>A fost folosită ultima piesă de clădire sau ultimul pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="186" />
            <source>%1 Final scoring: %2.</source>
            <translation>%1 Punctaj final: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>The game is over. Winner: %1.</source>
            <translation>Jocul s-a încheiat. Câștigător: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>nobody</source>
            <translation>nimeni</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="196" />
            <source>The game is over.</source>
            <translation>Jocul s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="200" />
            <source>%1 is playing…</source>
            <translation>%1 joacă…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="204" />
            <source>a %1 for %2 reales</source>
            <translation>un %1 (preț: %2)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="205" />
            <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
            <translation>%1: plasează %2 pe ce ai construit, mută sau schimbă un nobil ori apasă Gata.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="206" />
            <location filename="../../gui/games/alcazar/texts.py" line="224" />
            <source>%1 or %2</source>
            <translation>%1 sau %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="207" />
            <source>%1: move or swap a noble on this building, or press Done.</source>
            <translation>%1: mută sau schimbă un nobil de pe această clădire ori apasă Gata.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="209" />
            <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
            <translation>%1: castelele unite au aceeași valoare — alege care își păstrează steagul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="211" />
            <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
            <translation>%1: sunt mai multe conace în valoare de 5 decât steaguri libere — alege care devine castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="213" />
            <source>%1: buy a card or build (you may first take back a noble).</source>
            <translation>%1: cumpără o carte sau construiește (poți retrage mai întâi un nobil).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="214" />
            <source>%1: buy a card or build.</source>
            <translation>%1: cumpără o carte sau construiește.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="229" />
            <source>Your build is done: place, move or swap a noble, or press Done.</source>
            <translation>Construcția ta e gata: plasează, mută sau schimbă un nobil ori apasă Gata.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="230" />
            <source>First choose which of the tied castles keeps its flag and crest.</source>
            <translation>Alege mai întâi care dintre castelele la egalitate își păstrează steagul și blazonul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="231" />
            <source>First choose which waiting manor becomes a castle.</source>
            <translation>Alege mai întâi care conac în așteptare devine castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="232" />
            <source>Nobles are placed, moved or swapped only right after a build.</source>
            <translation>Nobilii se plasează, se mută sau se schimbă doar imediat după o construcție.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="265" />
            <source>You have no playable card and too little money for one: first take back your noble on %1 to pay for a card.</source>
            <translation>Nu ai nicio carte jucabilă și prea puțini bani pentru una: retrage mai întâi nobilul tău de pe %1 ca să plătești o carte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="233" />
            <source>There is no such place on the board.</source>
            <translation>Nu există un asemenea loc pe tablă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="234" />
            <source>A noble may be taken back only once per turn, before your main action.</source>
            <translation>Un nobil poate fi retras o singură dată pe tură, înainte de acțiunea principală.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="235" />
            <source>A noble may be taken back only at the start of your turn.</source>
            <translation>Un nobil poate fi retras doar la începutul turei tale.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="267" />
            <source>No noble stands on %1.</source>
            <translation>Pe %1 nu stă niciun nobil.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>%1 is %2, not yours.</source>
            <translation>%1 este %2, nu al tău.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>the noble on %1</source>
            <translation>nobilul de pe %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="271" />
            <source>That noble's compensation does not pay for a card: take back your noble on %1.</source>
            <translation>Despăgubirea acelui nobil nu ajunge pentru o carte: retrage nobilul tău de pe %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="273" />
            <source>Card %1 is not in the display.</source>
            <translation>Cartea %1 nu este în piață.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="276" />
            <source>A tower card costs %1 reales; you have %2.</source>
            <translation>O carte de turn costă %1 reali; tu ai %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="277" />
            <source>A building card costs %1 reales; you have %2.</source>
            <translation>O carte de clădire costă %1 reali; tu ai %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The tower deck is empty.</source>
            <translation>Pachetul de turnuri este gol.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The building deck is empty.</source>
            <translation>Pachetul de clădiri este gol.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="236" />
            <source>There is no such deck.</source>
            <translation>Nu există un asemenea pachet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="281" />
            <source>There is no building card %1.</source>
            <translation>Nu există cartea de clădire %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="283" />
            <source>You do not hold card %1.</source>
            <translation>Nu ai cartea %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="286" />
            <source>The supply has no building piece left.</source>
            <translation>Rezerva nu mai are nicio piesă de clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="287" />
            <source>This build needs %1 building pieces; the supply has only %2.</source>
            <translation>Această construcție are nevoie de %1 piese de clădire; rezerva mai are doar %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="289" />
            <source>Parcel %1 is not empty: card %1 builds onto the building there.</source>
            <translation>Parcela %1 nu este goală: cartea %1 construiește peste clădirea de acolo.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="291" />
            <source>parcels %1</source>
            <translation>parcelele %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="293" />
            <source>No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings.</source>
            <translation>Niciun castel nu încape pe parcela %1: nu are parcele vecine de-a lungul drumului pentru aripi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="294" />
            <source>A castle on parcel %1 takes its wings on the next parcels along the path: %2.</source>
            <translation>Un castel pe parcela %1 își pune aripile pe următoarele parcele de-a lungul drumului: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="296" />
            <source>The wing of this castle would go on parcel %1, which is not empty.</source>
            <translation>Aripa acestui castel ar ajunge pe parcela %1, care nu este goală.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="237" />
            <source>No flag is free: a new castle can be founded only after two castles merge.</source>
            <translation>Niciun steag nu este liber: un castel nou poate fi fondat doar după ce două castele se unesc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="299" />
            <source>Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between.</source>
            <translation>Parcela %1 este lângă o clădire (pe %2): un castel nou are nevoie de o parcelă goală între ele.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="300" />
            <source>Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between.</source>
            <translation>Parcela %1 este lângă o clădire (pe %2): un conac nou are nevoie de o parcelă goală între ele.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the castle %1</source>
            <translation>castelul %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the manor on %1</source>
            <translation>conacul de pe %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="309" />
            <source>Parcel %1 is next to a building (on %2): card %1 extends that building.</source>
            <translation>Parcela %1 este lângă o clădire (pe %2): cartea %1 extinde acea clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="311" />
            <source>Parcel %1 is empty and touches no building: found a manor or a castle there.</source>
            <translation>Parcela %1 este goală și nu atinge nicio clădire: fondează acolo un conac sau un castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="238" />
            <source>You hold no tower card.</source>
            <translation>Nu ai nicio carte de turn.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="313" />
            <source>A tower card never builds on the ground, and %1 is empty.</source>
            <translation>O carte de turn nu construiește niciodată direct pe sol, iar pe %1 nu este nimic.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="315" />
            <source>A tower card builds only up to level %1; %2 is already at level %3.</source>
            <translation>O carte de turn construiește doar până la nivelul %1; %2 este deja la nivelul %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="317" />
            <source>A tower card builds only from level %1 up.</source>
            <translation>O carte de turn construiește doar de la nivelul %1 în sus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="319" />
            <source>%1 stands on %2: a tower card never touches another player's noble.</source>
            <translation>%1 stă pe %2: o carte de turn nu atinge niciodată nobilul altui jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="320" />
            <source>%1 stands on %2: no bridge head may carry another player's noble.</source>
            <translation>%1 stă pe %2: niciun capăt de pod nu poate purta nobilul altui jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="323" />
            <source>Your noble on %1 stands no higher than %2, so no bridge is prepared.</source>
            <translation>Nobilul tău de pe %1 nu stă mai sus decât %2, deci nu se pregătește niciun pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="325" />
            <source>A bridge between %1 and %2 would lie exactly over another bridge.</source>
            <translation>Un pod între %1 și %2 ar sta exact peste alt pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="327" />
            <source>%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher.</source>
            <translation>%1 nu este o parcelă, deci acolo se poate construi doar cu cărți de turn (până la nivelul %2), iar nobilul tău de pe %3 stă deja mai sus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="330" />
            <source>A bridge between %1 and %2 would join the castle %3, worth %4, to another castle.</source>
            <translation>Un pod între %1 și %2 ar uni castelul %3, în valoare de %4, cu alt castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="333" />
            <source>With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: it would join it to another castle.</source>
            <translation>Cu această piesă, castelul %1 valorează %2, așa că podul dintre %3 și %4 n-ar mai putea fi construit niciodată: l-ar uni cu alt castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="336" />
            <source>This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: it would join a castle to %3, worth %4.</source>
            <translation>Această piesă face din conacul de pe %1 un castel, așa că podul dintre %1 și %2 n-ar mai putea fi construit niciodată: ar uni un castel cu %3, în valoare de %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="339" />
            <source>A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line.</source>
            <translation>O carte de turn pe %1 trebuie să-ți înalțe propriul nobil sau să pregătească un pod spre o coloană mai înaltă cu nobilul tău, aflată la două spații distanță, în linie dreaptă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="239" />
            <source>A bridge has exactly two heads.</source>
            <translation>Un pod are exact două capete.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="240" />
            <source>The supply has no bridge left.</source>
            <translation>Rezerva nu mai are niciun pod.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="342" />
            <source>A bridge costs %1 reales; you have %2.</source>
            <translation>Un pod costă %1 reali; tu ai %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="344" />
            <source>The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2.</source>
            <translation>Capetele unui pod trebuie să fie la două spații distanță, în linie dreaptă, spre deosebire de %1 și %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="346" />
            <source>A bridge head must stand on a building: %1 is empty.</source>
            <translation>Un capăt de pod trebuie să stea pe o clădire: pe %1 nu este nimic.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="349" />
            <source>Both heads must be equally high: %1 is at level %2, %3 at level %4.</source>
            <translation>Ambele capete trebuie să fie la fel de înalte: %1 este la nivelul %2, %3 la nivelul %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="351" />
            <source>The heads must stand higher than what lies between them: %1 reaches level %2.</source>
            <translation>Capetele trebuie să fie mai înalte decât ce se află între ele: %1 ajunge la nivelul %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="241" />
            <source>One head of the bridge must carry your own noble.</source>
            <translation>Un capăt al podului trebuie să poarte propriul tău nobil.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="353" />
            <source>A bridge already lies between %1 and %2: a bridge may not lie exactly over another.</source>
            <translation>Între %1 și %2 există deja un pod: un pod nu poate sta exact peste altul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="355" />
            <source>The castle %1 is worth %2: a bridge may not join it to another castle.</source>
            <translation>Castelul %1 valorează %2: un pod nu-l poate uni cu alt castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="242" />
            <source>You may pass only when you can neither buy a card nor build with one.</source>
            <translation>Poți da pas doar când nu poți nici cumpăra o carte, nici construi cu una.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="243" />
            <source>No tied castles are waiting for your choice.</source>
            <translation>Niciun castel la egalitate nu așteaptă alegerea ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="357" />
            <source>Choose one of the tied castles: %1.</source>
            <translation>Alege unul dintre castelele la egalitate: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="244" />
            <source>No manor is waiting to become a castle.</source>
            <translation>Niciun conac nu așteaptă să devină castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="359" />
            <source>No manor worth %1 or more waits on %2.</source>
            <translation>Pe %2 nu așteaptă niciun conac în valoare de %1 sau mai mult.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="245" />
            <source>You have placed as many nobles as this build allows.</source>
            <translation>Ai plasat deja câți nobili permite această construcție.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="246" />
            <source>That is not a noble.</source>
            <translation>Acesta nu este un nobil.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="361" />
            <source>Nobles are placed only on what you built this turn, not on %1.</source>
            <translation>Nobilii se plasează doar pe ce ai construit în această tură, nu pe %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="363" />
            <source>A noble already stands on %1.</source>
            <translation>Pe %1 stă deja un nobil.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="365" />
            <source>You have no %1 left in your supply.</source>
            <translation>Nu mai ai niciun %1 în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="367" />
            <source>A %1 on %2 costs %3 reales; you have %4.</source>
            <translation>Un %1 pe %2 costă %3, iar tu ai doar %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="247" />
            <location filename="../../gui/games/alcazar/texts.py" line="248" />
            <source>After placing a noble you may not also move or swap one.</source>
            <translation>După ce plasezi un nobil nu mai poți și să muți sau să schimbi unul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="369" />
            <source>You have no noble on %1.</source>
            <translation>Nu ai niciun nobil pe %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="371" />
            <source>Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap.</source>
            <translation>Nobilul tău de pe %1 stă pe altă clădire: doar nobilii clădirii pe care tocmai ai construit se pot muta sau schimba.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="374" />
            <source>Nobles move only onto what you built this turn, not onto %1.</source>
            <translation>Nobilii se mută doar pe ce ai construit în această tură, nu pe %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="249" />
            <source>A swap takes two of your nobles.</source>
            <translation>Pentru o schimbare îți trebuie doi nobili ai tăi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="250" />
            <source>Only a grande and a caballero can usefully swap places.</source>
            <translation>Doar un grande și un caballero își pot schimba locurile cu folos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/ui.py" line="28" />
            <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
            <translation>2-5 jucători · circa 60 de minute
Fondează castele și conace pe un drum șerpuit de 72 de parcele, înalță-le, unește-le cu poduri și plasează-ți nobilii cât mai sus.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="304" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.</source>
            <translation>
                <numerusform>Între parcelele %1 și %2 se află doar %n parcelă goală; un castel nou are nevoie de %3.</numerusform>
                <numerusform>Între parcelele %1 și %2 se află doar %n parcele goale; un castel nou are nevoie de %3.</numerusform>
                <numerusform>Între parcelele %1 și %2 se află doar %n de parcele goale; un castel nou are nevoie de %3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="306" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.</source>
            <translation>
                <numerusform>Între parcelele %1 și %2 se află doar %n parcelă goală; un conac nou are nevoie de %3.</numerusform>
                <numerusform>Între parcelele %1 și %2 se află doar %n parcele goale; un conac nou are nevoie de %3.</numerusform>
                <numerusform>Între parcelele %1 și %2 se află doar %n de parcele goale; un conac nou are nevoie de %3.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>alhambra</name>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="64" />
            <source>%1's vizier buys %2 for %3, out of turn.</source>
            <translation>Vizirul lui %1 cumpără %2 cu %3, în afara turei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="65" />
            <source>%1 turns their vizier face up again.</source>
            <translation>%1 își întoarce din nou vizirul cu fața în sus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="51" />
            <source>%1 takes a worker's hut (%2).</source>
            <translation>%1 ia o colibă a muncitorilor (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="29" />
            <source>the %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="32" />
            <source>the %1 worker's hut</source>
            <translation>coliba muncitorilor (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="38" />
            <source>Alhambra</source>
            <translation>Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="39" />
            <source>the Alhambra</source>
            <translation>Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="55" />
            <source>%1 reveals the bonus card of %2.</source>
            <translation>%1 dezvăluie cartea bonus pentru %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="57" />
            <source>(Revealed for the scoring.)</source>
            <translation>(Dezvăluită pentru punctare.)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="66" />
            <source>%1 takes the bonus card of %2 back into their hand.</source>
            <translation>%1 ia înapoi în mână cartea bonus pentru %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="106" />
            <source>Your vizier pays exactly: %1 costs %2 %3, not %4.</source>
            <translation>Vizirul tău plătește exact: %1 costă %2 %3, nu %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="111" />
            <source>With that changer pay only in %1 or %2.</source>
            <translation>Cu acest zaraf plătești doar în %1 sau în %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="117" />
            <source>Dirk holds %1, so its bonus card is dead.</source>
            <translation>Dirk deține %1, deci cartea bonus corespunzătoare nu mai are efect.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="119" />
            <source>%1 is out of play, so its bonus card is dead.</source>
            <translation>%1 a ieșit din joc, deci cartea bonus corespunzătoare nu mai are efect.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="121" />
            <source>%1 stands in %2's Alhambra, so its bonus card is dead.</source>
            <translation>%1 se află în Alhambra lui %2, deci cartea bonus corespunzătoare nu mai are efect.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="122" />
            <source>%1 is not in %2 yet.</source>
            <translation>%1 nu este încă în %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="127" />
            <source>You already have a worker's hut, the most a player may use.</source>
            <translation>Ai deja o colibă a muncitorilor, maximul pe care îl poate folosi un jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="128" />
            <source>You already have %1 worker's huts, the most a player may use.</source>
            <translation>Ai deja %1 colibe ale muncitorilor, maximul pe care îl poate folosi un jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="132" />
            <source>The %1 worker's huts are all taken.</source>
            <translation>Toate colibele muncitorilor (%1) au fost luate.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="139" />
            <source>Only one money changer may be used in a purchase.</source>
            <translation>Într-o cumpărare se poate folosi un singur zaraf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="140" />
            <source>That changer doesn't show %1, the currency %2 is sold for.</source>
            <translation>Acest zaraf nu arată %1, moneda în care se vinde %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="141" />
            <source>A money changer is taken alone, instead of money.</source>
            <translation>Un zaraf se ia singur, în locul banilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="142" />
            <source>First answer your vizier: buy with it, or let it rest.</source>
            <translation>Răspunde mai întâi vizirului tău: cumpără cu el sau lasă-l să se odihnească.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="143" />
            <source>First place the tile your vizier bought.</source>
            <translation>Plasează mai întâi piesa cumpărată de vizirul tău.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="144" />
            <source>A tile your vizier bought goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>O piesă cumpărată de vizirul tău merge în Alhambra ta sau în rezervă, niciodată la Dirk.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="145" />
            <source>A worker's hut goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>O colibă a muncitorilor merge în Alhambra ta sau în rezervă, niciodată la Dirk.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="146" />
            <source>Worker's huts are not part of this game.</source>
            <translation>Colibele muncitorilor nu fac parte din acest joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="147" />
            <source>A worker's hut is taken only as a turn action, never by the vizier.</source>
            <translation>O colibă a muncitorilor se ia doar ca acțiune în tura ta, niciodată de către vizir.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="148" />
            <source>There is no such worker's hut.</source>
            <translation>Nu există o asemenea colibă a muncitorilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="149" />
            <source>The game is ending: no more huts may be taken.</source>
            <translation>Jocul se încheie: nu se mai pot lua colibe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="150" />
            <source>The Vizier's favour is not part of this game.</source>
            <translation>Favoarea vizirului nu face parte din acest joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="151" />
            <source>The vizier buys only market buildings, never a worker's hut.</source>
            <translation>Vizirul cumpără doar clădiri din piață, niciodată o colibă a muncitorilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="152" />
            <source>Your vizier has no offer to decline now.</source>
            <translation>Vizirul tău nu are acum nicio ofertă de refuzat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="153" />
            <source>Your vizier is already face up.</source>
            <translation>Vizirul tău este deja cu fața în sus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="154" />
            <source>The vizier cannot act during the end-of-game distribution.</source>
            <translation>Vizirul nu poate acționa în timpul împărțirii de la sfârșitul jocului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="155" />
            <source>The vizier can act only right after a turn ends.</source>
            <translation>Vizirul poate acționa doar imediat după încheierea unei ture.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="156" />
            <source>Bonus cards are not part of this game.</source>
            <translation>Cărțile bonus nu fac parte din acest joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="157" />
            <source>That is not a bonus card.</source>
            <translation>Aceasta nu este o carte bonus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="158" />
            <source>The bonus card of %1 is already face up.</source>
            <translation>Cartea bonus pentru %1 este deja cu fața în sus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="159" />
            <source>The bonus card of %1 is not among your hidden ones.</source>
            <translation>Cartea bonus pentru %1 nu este printre cărțile tale ascunse.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="85" />
            <source>%1: your vizier may buy a building at its exact price, out of turn.</source>
            <translation>%1: vizirul tău poate cumpăra o clădire la prețul exact, în afara turei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="86" />
            <source>%1: build the tile your vizier bought, or put it in your reserve.</source>
            <translation>%1: construiește piesa cumpărată de vizirul tău sau pune-o în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="87" />
            <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
            <translation>%1: trage fiecare piesă cumpărată în Alhambra ta sau pe rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/ui.py" line="22" />
            <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
            <translation>2-6 jucători · circa 60 de minute
Cumpără clădiri de palat cu patru monede, plătește exact ca să mai acționezi o dată și construiește cea mai frumoasă Alhambra: punctează majoritățile la fiecare tip de clădire și cel mai lung zid.</translation>
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
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="34" />
            <source>city</source>
            <translation>Cetatea</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="35" />
            <source>the city</source>
            <translation>Cetatea</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="51" />
            <source>%1: drag each tile you bought into your city or onto your reserve; pay the flip fee to build a Granada tile on its other face.</source>
            <translation>%1: trage fiecare piesă cumpărată în Cetatea ta sau pe rezerva ta; plătește taxa de întoarcere ca să construiești o piesă Granada pe cealaltă față.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="53" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: primești o piesă pe fața pe care o arată — construiește-o așa sau pune-o în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="68" />
            <source>%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 nu poate atinge %2 acolo: o piesă Alhambra și o piesă Granada se întâlnesc doar unde un zid stă de-a lungul unui șanț.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="73" />
            <source>%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 nu poate lua locul piesei %2: o piesă Alhambra și o piesă Granada se întâlnesc doar unde un zid stă de-a lungul unui șanț.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="78" />
            <source>%1, the other face of %2, fits nowhere in your city, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1, cealaltă față a piesei %2, nu se potrivește nicăieri în Cetatea ta, deci nu se ia nicio taxă; rezerva ta primește oricare față gratuit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="81" />
            <source>%1 is an Alhambra tile: it has one face and is never turned over.</source>
            <translation>%1 este o piesă Alhambra: are o singură față și nu se întoarce niciodată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="82" />
            <source>%1 is not on market space %2.</source>
            <translation>%1 nu este pe locul %2 din piață.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/ui.py" line="18" />
            <source>3-6 players · about 90 minutes
Both palaces in one city: each market space offers an Alhambra and a Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.</source>
            <translation>3-6 jucători · circa 90 de minute
Ambele palate într-o singură cetate: fiecare loc din piață oferă o piesă Alhambra și una Granada, zidurile întâlnesc șanțurile, iar fiecare punctare numără majoritățile, zidurile și șanțurile ambelor jocuri.</translation>
        </message>
    </context>
    <context>
        <name>castle</name>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="32" />
            <source>%n empty helper spaces in the castle</source>
            <translation>
                <numerusform>%n loc liber de salahor în castel</numerusform>
                <numerusform>%n locuri libere de salahor în castel</numerusform>
                <numerusform>%n de locuri libere de salahor în castel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="34" />
            <source>%n helpers in the castle</source>
            <translation>
                <numerusform>%n salahor în castel</numerusform>
                <numerusform>%n salahori în castel</numerusform>
                <numerusform>%n de salahori în castel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="36" />
            <source>%n towers erected</source>
            <translation>
                <numerusform>%n turn ridicat</numerusform>
                <numerusform>%n turnuri ridicate</numerusform>
                <numerusform>%n de turnuri ridicate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="38" />
            <source>%n houses erected</source>
            <translation>
                <numerusform>%n casă ridicată</numerusform>
                <numerusform>%n case ridicate</numerusform>
                <numerusform>%n de case ridicate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="40" />
            <source>%n buildings not erected</source>
            <translation>
                <numerusform>%n clădire neridicată</numerusform>
                <numerusform>%n clădiri neridicate</numerusform>
                <numerusform>%n de clădiri neridicate</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="42" />
            <source>%n silver in the forge</source>
            <translation>
                <numerusform>%n lingou de argint în forjă</numerusform>
                <numerusform>%n lingouri de argint în forjă</numerusform>
                <numerusform>%n de lingouri de argint în forjă</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="49" />
            <source>%1's market helper buys %2 VP for %3.</source>
            <translation>Salahorul lui %1 din Piață cumpără %2 PV cu %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="51" />
            <source>%1's palace helper turns %2 into %3 VP.</source>
            <translation>Salahorul lui %1 din Palat transformă %2 în %3 PV.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="53" />
            <source>%1 scores %2 VP in the Barn (%3 helpers there).</source>
            <translation>%1 punctează %2 PV în Hambar (salahori acolo: %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="55" />
            <source>%1 scores %2 VP in the %3: %4.</source>
            <translation>%1 punctează %2 PV în %3: %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="59" />
            <source>%1 erects the %2, paying %3, and scores %4 VP.</source>
            <translation>%1 ridică clădirea %2, plătind %3, și punctează %4 PV.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="62" />
            <source>The Stonemason's reward: %1.</source>
            <translation>Răsplata Pietrarului: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="64" />
            <source>The castle is complete: this is the last round.</source>
            <translation>Castelul este complet: aceasta este ultima rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="69" />
            <source>%1 sends a helper to %2.</source>
            <translation>%1 trimite un salahor la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="71" />
            <source>%1 sends the innkeeper to %2.</source>
            <translation>%1 trimite hangiul la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="73" />
            <source>%1's helper there goes back to the supply.</source>
            <translation>Salahorul lui %1 de acolo se întoarce în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="81" />
            <source>%1's innkeeper moves to the %2 for %3.</source>
            <translation>Hangiul lui %1 se mută în %2 pentru %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="83" />
            <source>%1 brings a helper from %2 to the %3 for %4.</source>
            <translation>%1 aduce un salahor de la %2 în %3 pentru %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="84" />
            <source>%1 places a helper in the %2 for %3.</source>
            <translation>%1 plasează un salahor în %2 pentru %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="90" />
            <source>Winter card: the %1 comes into play.</source>
            <translation>Carte de iarnă: intră în joc cartea %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="91" />
            <source>Winter card: the %1 strikes.</source>
            <translation>Carte de iarnă: lovește cartea %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="97" />
            <source>Round %1 begins; %2 is the first player and takes a taler from the round track.</source>
            <translation>Începe runda %1; %2 este primul jucător și ia un taler de pe bara de runde.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="99" />
            <source>%1 lays a card face down.</source>
            <translation>%1 pune o carte cu fața în jos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="100" />
            <source>The cards are revealed: %1.</source>
            <translation>Cărțile sunt dezvăluite: %1.</translation>
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
            <translation>Cartea %2 a lui %1 a fost executată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="104" />
            <source>Round %1 ends.</source>
            <translation>Runda %1 se încheie.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="105" />
            <source>%1's %2 takes %3.</source>
            <translation>Cartea %2 a lui %1 primește %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="106" />
            <source>%1's Messenger brings %2.</source>
            <translation>Mesagerul lui %1 aduce %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="107" />
            <source>%1 collects %2 from the %3.</source>
            <translation>%1 ia %2 de pe cartea %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="112" />
            <source>%1 pays the Village Tavern %2 (to %3).</source>
            <translation>%1 plătește %2 la Taverna satului (lui %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="113" />
            <source>%1 pays the Village Tavern %2.</source>
            <translation>%1 plătește %2 la Taverna satului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="114" />
            <source>%1 cannot pay the Village Tavern %2 and places no trader helper.</source>
            <translation>%1 nu poate plăti %2 la Taverna satului și nu plasează niciun salahor de negustor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="115" />
            <source>%1 takes the helper back from %2.</source>
            <translation>%1 își ia înapoi salahorul de la %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="117" />
            <source>%1 receives %2 from %3 (%4 to the defense tower).</source>
            <translation>%1 primește %2 de la %3 (%4 merg la turnul de apărare).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="119" />
            <source>%1's Bricklayer takes %2 from the defense tower.</source>
            <translation>Zidarul lui %1 ia %2 din turnul de apărare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="120" />
            <source>%1 asks %2 for the last %3 on the %4.</source>
            <translation>%1 îi cere lui %2 ultima piesă de %3 de pe cartea %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="122" />
            <source>%1 buys 1 %2 from %3's %4 for a taler.</source>
            <translation>%1 cumpără 1 %2 de pe cartea %4 a lui %3, cu un taler.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="124" />
            <source>%1 keeps the last %2 on the %3.</source>
            <translation>%1 păstrează ultima piesă de %2 de pe cartea %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="126" />
            <source>%1 puts a silver into the forge and takes 1 %2.</source>
            <translation>%1 pune un argint în forjă și ia 1 %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="128" />
            <source>%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card).</source>
            <translation>Salahorul lui %1 devine hangiul Tavernei satului (taxa: %2; ia de pe carte %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="131" />
            <source>%1 pays %2 for the %3.</source>
            <translation>%1 plătește %2 pentru cartea %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="132" />
            <source>%1 gives up the %2 to the %3.</source>
            <translation>%1 renunță la cartea %2 din cauza cărții %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="133" />
            <source>%1 gives %2 stone to the Crack in the Wall for %3 VP.</source>
            <translation>%1 donează %2 piatră Crăpăturii din zid pentru %3 PV.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="134" />
            <source>%1 courts the Castle Maiden.</source>
            <translation>%1 o curtează pe Fecioara castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="135" />
            <source>%1 does not court the Castle Maiden.</source>
            <translation>%1 nu o curtează pe Fecioara castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="136" />
            <source>%1 lays %2 on the Castle Maiden.</source>
            <translation>%1 depune %2 pe cartea Fecioara castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="137" />
            <source>%1 withdraws from the courtship.</source>
            <translation>%1 se retrage din curtare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="138" />
            <source>%1 wins the Castle Maiden: %2 VP; the others share %3.</source>
            <translation>%1 câștigă Fecioara castelului: %2 PV; ceilalți împart %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="140" />
            <source>Nobody wins the Castle Maiden; %1 go to the bank and the stock.</source>
            <translation>Nimeni nu câștigă Fecioara castelului; obiectele de pe carte (%1) revin băncii și stocului general.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="142" />
            <source>%1 takes %2 from the Castle Maiden.</source>
            <translation>%1 ia %2 de pe cartea Fecioara castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="143" />
            <source>The game ends: the helpers in the castle score.</source>
            <translation>Jocul se încheie: salahorii din castel punctează.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="151" />
            <source>%1 %2</source>
            <comment>name, points</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="152" />
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>and</source>
            <translation>și</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="153" />
            <source>Game over: %1. Won by %2.</source>
            <translation>Joc încheiat: %1. Câștigă %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="168" />
            <source>take a trader helper back</source>
            <translation>ia înapoi un salahor de negustor</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="169" />
            <source>send a helper to a cart</source>
            <translation>trimite un salahor la o căruță</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="170" />
            <source>take one resource from the defense tower</source>
            <translation>ia o resursă din turnul de apărare</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="171" />
            <source>buy from the Workers, erect buildings, place helpers</source>
            <translation>cumpără de la Muncitori, ridică clădiri, plasează salahori</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="172" />
            <source>erect buildings and place helpers</source>
            <translation>ridică clădiri și plasează salahori</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="173" />
            <source>place helpers in the castle</source>
            <translation>plasează salahori în castel</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="181" />
            <source>choose a character card in secret</source>
            <translation>alege în secret o carte personaj</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>court the Castle Maiden or not</source>
            <translation>decide dacă o curtezi pe Fecioara castelului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>deposit on the Castle Maiden or withdraw</source>
            <translation>depune ceva pe Fecioara castelului sau retrage-te</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>take an item from the Castle Maiden</source>
            <translation>ia un obiect de pe Fecioara castelului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>decide on the Castle Maiden</source>
            <translation>decide în privința Fecioarei castelului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the %1</source>
            <translation>răspunde cărții %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the winter card</source>
            <translation>răspunde cărții de iarnă</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="190" />
            <source>choose the Stone Worker's two pieces</source>
            <translation>alege cele două piese ale cărții Muncitor (piatră)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="192" />
            <source>sell the last piece of a Worker or keep it</source>
            <translation>vinde ultima piesă a unui Muncitor sau păstreaz-o</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="194" />
            <source>turn pieces into points with the palace helpers</source>
            <translation>transformă piese în puncte cu salahorii din Palat</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>The game is over: %1 wins.</source>
            <translation>Jocul s-a încheiat: câștigă %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="211" />
            <source>%1 · Your turn: %2.</source>
            <translation>%1 · Rândul tău: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="212" />
            <source>%1 · %2 is to %3.</source>
            <translation>%1 · Urmează %2: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="219" />
            <source>The game is over.</source>
            <translation>Jocul s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="220" />
            <source>That cannot be done now.</source>
            <translation>Asta nu se poate face acum.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="221" />
            <source>There is no such character card.</source>
            <translation>Nu există o asemenea carte personaj.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="222" />
            <source>You have laid your %card face down already.</source>
            <translation>Ai pus deja cartea %card cu fața în jos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="223" />
            <source>Your %card is out of the game.</source>
            <translation>Cartea ta %card a ieșit din joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="224" />
            <source>Your %card lies in your play area until a Master Builder takes it back.</source>
            <translation>Cartea ta %card stă în zona ta de joc până când un Meșter constructor o ia înapoi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="225" />
            <source>The Master Builder may not be chosen in the first round.</source>
            <translation>Meșterul constructor nu poate fi ales în prima rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="226" />
            <source>The Master Builder may not be chosen while you hold all your cards.</source>
            <translation>Meșterul constructor nu poate fi ales cât timp ai toate cărțile în mână.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="227" />
            <source>A courtship of the Castle Maiden is not declared now.</source>
            <translation>Acum nu se declară curtarea Fecioarei castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="228" />
            <source>A courtship of the Castle Maiden is not declined now.</source>
            <translation>Acum nu se refuză curtarea Fecioarei castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="229" />
            <source>Nothing is deposited on the Castle Maiden now.</source>
            <translation>Acum nu se depune nimic pe Fecioara castelului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="230" />
            <source>Nobody withdraws from the courtship now.</source>
            <translation>Acum nu se retrage nimeni din curtare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="231" />
            <source>The Castle Maiden's items are not shared now.</source>
            <translation>Obiectele de pe Fecioara castelului nu se împart acum.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="232" />
            <source>A suitor deposits a piece or a taler, and you have none.</source>
            <translation>Un pețitor depune o piesă sau un taler, iar tu nu ai niciuna.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="233" />
            <source>That is neither a resource nor a taler.</source>
            <translation>Aceasta nu este nici resursă, nici taler.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="234" />
            <source>You have no %item to deposit.</source>
            <translation>Nu ai %item de depus.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="235" />
            <source>Who declares the courtship deposits in that round.</source>
            <translation>Cine declară curtarea depune în acea rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="236" />
            <source>No %item is left on the Castle Maiden.</source>
            <translation>Pe Fecioara castelului nu a mai rămas %item.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="237" />
            <source>This winter card takes no character card.</source>
            <translation>Această carte de iarnă nu ia nicio carte personaj.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="238" />
            <source>The Plague takes a card from your play area, and your %card is not there.</source>
            <translation>Ciuma ia o carte din zona ta de joc, iar cartea %card nu este acolo.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="239" />
            <source>The Snowdrift takes a Worker.</source>
            <translation>Troianul de zăpadă ia un Muncitor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="240" />
            <source>Your %card lies face down for this round and cannot be given up.</source>
            <translation>Cartea ta %card stă cu fața în jos în această rundă și nu poate fi cedată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="241" />
            <source>This winter card asks for no payment.</source>
            <translation>Această carte de iarnă nu cere nicio plată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="242" />
            <source>Paying costs %price talers, and you have fewer.</source>
            <translation>Plata costă %price taleri, iar tu ai mai puțini.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="243" />
            <source>Stone is donated to the Crack in the Wall only.</source>
            <translation>Piatra se donează doar Crăpăturii din zid.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="244" />
            <source>A donation cannot be below nothing.</source>
            <translation>O donație nu poate fi mai mică decât nimic.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="245" />
            <source>At most %most stone may be donated.</source>
            <translation>Numărul maxim de pietre care pot fi donate: %most.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="246" />
            <source>You have only %held stone.</source>
            <translation>Piatră disponibilă: doar %held.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="247" />
            <source>Silver is forged into other pieces while paying, not now.</source>
            <translation>Argintul se transformă în alte piese în timpul plății, nu acum.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="248" />
            <source>The Crack in the Wall takes stone: forge silver into stone.</source>
            <translation>Crăpătura din zid primește piatră: transformă argint în piatră în forjă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="249" />
            <source>The Stone Worker takes %count pieces of your choice.</source>
            <translation>Muncitorul (piatră) ia %count piese la alegerea ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="250" />
            <source>The Stone Worker's pieces are chosen among sand, wood and clay.</source>
            <translation>Piesele Muncitorului (piatră) se aleg dintre nisip, lemn și lut.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="251" />
            <source>There is no such resource.</source>
            <translation>Nu există o asemenea resursă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="252" />
            <source>The stock has not that many of those pieces.</source>
            <translation>Stocul general nu are atâtea piese de acest fel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="253" />
            <source>No trader helper is taken back now.</source>
            <translation>Acum nu se ia înapoi niciun salahor de negustor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="254" />
            <source>There is no such cart.</source>
            <translation>Nu există o asemenea căruță.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="255" />
            <source>You have no trader helper at %cart.</source>
            <translation>Nu ai niciun salahor de negustor la %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="256" />
            <source>A Trader who cannot pay the Village Tavern takes a trader helper back first.</source>
            <translation>Un Negustor care nu poate plăti Taverna satului își ia mai întâi înapoi un salahor de negustor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="257" />
            <source>Only a Trader sends helpers to the carts.</source>
            <translation>Doar un Negustor trimite salahori la căruțe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="258" />
            <source>A Trader who could not pay the Village Tavern places no helper.</source>
            <translation>Un Negustor care nu a putut plăti Taverna satului nu plasează niciun salahor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="259" />
            <source>A trader helper comes from your supply or is the innkeeper.</source>
            <translation>Un salahor de negustor vine din rezerva ta sau este hangiul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="260" />
            <location filename="../../gui/games/castle/texts.py" line="303" />
            <source>You have no innkeeper at the Village Tavern.</source>
            <translation>Nu ai niciun hangiu la Taverna satului.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="261" />
            <location filename="../../gui/games/castle/texts.py" line="302" />
            <location filename="../../gui/games/castle/texts.py" line="313" />
            <source>You have no helper left in your supply.</source>
            <translation>Nu mai ai niciun salahor în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="262" />
            <source>Your own helper is at %cart already.</source>
            <translation>Propriul tău salahor este deja la %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="263" />
            <source>The rider takes a helper only when all four carts have one.</source>
            <translation>Călărețul cu argint primește un salahor doar când toate cele patru căruțe au câte unul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="264" />
            <source>A helper is sent home from a cart only when all four carts are taken.</source>
            <translation>Un salahor este trimis acasă de la o căruță doar când toate cele patru căruțe sunt ocupate.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="265" />
            <source>The helper at %cart came this round and cannot be sent home.</source>
            <translation>Salahorul de la %cart a venit în această rundă și nu poate fi trimis acasă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="266" />
            <source>A Trader with a helper in the supply sends it to a cart where it may go.</source>
            <translation>Un Negustor cu un salahor în rezervă îl trimite la o căruță unde are voie să meargă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="267" />
            <source>Only a Bricklayer takes from the defense tower, at the start of the card.</source>
            <translation>Doar un Zidar ia din turnul de apărare, la începutul cărții.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="268" />
            <source>The defense tower holds no %resource.</source>
            <translation>Turnul de apărare nu are %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="269" />
            <source>The Bricklayer takes one resource from the defense tower first.</source>
            <translation>Zidarul ia mai întâi o resursă din turnul de apărare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="270" />
            <source>A Stonemason buys from the Workers before building.</source>
            <translation>Un Pietrar cumpără de la Muncitori înainte de a construi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="271" />
            <source>There is no such player.</source>
            <translation>Nu există un asemenea jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="272" />
            <source>A Stonemason does not buy from its owner's own Worker.</source>
            <translation>Un Pietrar nu cumpără de la un Muncitor al aceluiași jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="273" />
            <source>That player revealed no %card this round.</source>
            <translation>Acel jucător nu a dezvăluit cartea %card în această rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="274" />
            <source>The card holds no %piece.</source>
            <translation>Pe carte nu există %piece.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="275" />
            <source>The Worker's owner kept its last piece from you.</source>
            <translation>Proprietarul Muncitorului și-a păstrat ultima piesă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="276" />
            <source>A Stonemason buys one piece in all.</source>
            <translation>Un Pietrar cumpără o singură piesă în total.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="277" />
            <source>A Stonemason buys one piece from each Worker card.</source>
            <translation>Un Pietrar cumpără câte o piesă de pe fiecare carte Muncitor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="278" />
            <source>A piece costs a taler, and you have none.</source>
            <translation>O piesă costă un taler, iar tu nu ai niciunul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="279" />
            <source>This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do.</source>
            <translation>Această carte nu ridică clădiri: doar Zidarul, Pietrarul și Muncitorii o fac.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="280" />
            <source>Buildings are erected before helpers are placed.</source>
            <translation>Clădirile se ridică înainte de plasarea salahorilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="281" />
            <source>A card erects at most %limit buildings.</source>
            <translation>O carte ridică cel mult %limit clădiri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="282" />
            <source>There is no such building.</source>
            <translation>Nu există o asemenea clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="283" />
            <source>The %building stands already.</source>
            <translation>Clădirea %building este deja ridicată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="284" />
            <source>A payment cannot hold fewer than no pieces.</source>
            <translation>O plată nu poate conține mai puțin decât nicio piesă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="285" />
            <source>You do not have that much %resource.</source>
            <translation>Nu ai atâtea piese de %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="286" />
            <source>Those pieces are worth %value building points; the building needs exactly %cost.</source>
            <translation>Valoarea pieselor, în puncte de construcție: %value; clădirea cere exact %cost.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="287" />
            <source>A payment uses at least %needed different resources.</source>
            <translation>O plată folosește cel puțin %needed resurse diferite.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="288" />
            <source>Silver is forged only while a card erects buildings.</source>
            <translation>Argintul se transformă în forjă doar cât timp o carte ridică clădiri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="289" />
            <source>Silver is forged before helpers are placed.</source>
            <translation>Argintul se transformă în forjă înainte de plasarea salahorilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="290" />
            <source>This card has erected all it may: nothing is left to forge silver for.</source>
            <translation>Această carte a ridicat tot ce avea voie: nu mai ai pentru ce să transformi argint.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="291" />
            <source>Every building stands: there is nothing left to pay for.</source>
            <translation>Toate clădirile sunt ridicate: nu mai rămâne nimic de plătit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="292" />
            <source>Silver is forged into another resource.</source>
            <translation>Argintul se transformă într-o altă resursă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="293" />
            <source>You have no silver to put into the forge.</source>
            <translation>Nu ai argint de pus în forjă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="294" />
            <source>The stock has no %resource left.</source>
            <translation>Stocul general nu mai are %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="295" />
            <source>Only a Bricklayer or a Stonemason places helpers in the castle.</source>
            <translation>Doar un Zidar sau un Pietrar plasează salahori în castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="296" />
            <source>You place helpers only in a round in which you erected a building.</source>
            <translation>Plasezi salahori doar într-o rundă în care ai ridicat o clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="297" />
            <location filename="../../gui/games/castle/texts.py" line="309" />
            <source>You have placed %cap helpers this round already.</source>
            <translation>Ai plasat deja %cap salahori în această rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="298" />
            <source>There is no such helper space.</source>
            <translation>Nu există un asemenea loc de salahor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="299" />
            <source>The %location is not erected yet.</source>
            <translation>Clădirea %location nu este încă ridicată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="300" />
            <source>That space holds a helper already.</source>
            <translation>Acel loc are deja un salahor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="301" />
            <source>You placed a helper in the %location this round already.</source>
            <translation>Ai plasat deja un salahor în %location în această rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="304" />
            <source>A helper comes from your supply, your own trader helper or the innkeeper.</source>
            <translation>Un salahor vine din rezerva ta, de la propriul tău salahor de negustor sau este hangiul.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="305" />
            <location filename="../../gui/games/castle/texts.py" line="315" />
            <source>You have no trader helper at %source.</source>
            <translation>Nu ai niciun salahor de negustor la %source.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="306" />
            <source>The space costs %fee talers; you have %talers.</source>
            <translation>Locul costă %fee taleri; tu ai %talers.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="307" />
            <source>Only a Bricklayer or a Stonemason makes a helper the innkeeper.</source>
            <translation>Doar un Zidar sau un Pietrar face dintr-un salahor hangiu.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="308" />
            <source>The innkeeper comes only in a round in which you erected a building.</source>
            <translation>Hangiul vine doar într-o rundă în care ai ridicat o clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="310" />
            <source>The Village Tavern is not in play.</source>
            <translation>Taverna satului nu este în joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="311" />
            <source>The Village Tavern has an innkeeper already.</source>
            <translation>Taverna satului are deja un hangiu.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="312" />
            <source>The innkeeper is the innkeeper already.</source>
            <translation>Hangiul este deja hangiu.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="314" />
            <source>The innkeeper comes from your supply or your own trader helper.</source>
            <translation>Hangiul vine din rezerva ta sau de la propriul tău salahor de negustor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="316" />
            <source>The innkeeper costs %fee talers, and you have fewer.</source>
            <translation>Hangiul costă %fee taleri, iar tu ai mai puțini.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="317" />
            <source>Your palace helpers turn at most %limit pieces into points.</source>
            <translation>Salahorii tăi din Palat transformă în puncte cel mult %limit piese.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/ui.py" line="27" />
            <source>2-4 players · about 60 minutes
Choose character cards in secret each round, gather sand, wood, clay and stone, erect the castle's buildings and place helpers in them; in summer or in winter.</source>
            <translation>2-4 jucători · circa 60 de minute
Alege în secret cărți personaj în fiecare rundă, adună nisip, lemn, lut și piatră, ridică clădirile castelului și plasează salahori în ele; vara sau iarna.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="27" />
            <source>talers from the bank</source>
            <translation>taleri de la bancă</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="28" />
            <source>a helper to a cart: its resource at the end of the Traders</source>
            <translation>un salahor la o căruță: resursa ei, după ultimul Negustor</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="29" />
            <source>one resource from the defense tower, then up to two buildings and helpers</source>
            <translation>o resursă din turnul de apărare, apoi până la două clădiri și salahori</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="30" />
            <source>buy from the Workers, up to two buildings with a reward, helpers</source>
            <translation>cumpără de la Muncitori, până la două clădiri cu răsplată, salahori</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="31" />
            <source>2 wood and 1 silver, or half the VP of a building</source>
            <translation>2 lemn și 1 argint sau jumătate din PV ale unei clădiri</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="32" />
            <source>2 sand and 1 clay, or half the VP of a building</source>
            <translation>2 nisip și 1 lut sau jumătate din PV ale unei clădiri</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="33" />
            <source>1 stone and two pieces of your choice, or half the VP of a building</source>
            <translation>1 piatră și două piese la alegere sau jumătate din PV ale unei clădiri</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="34" />
            <source>5 VP per building others erect this round; your played cards come back</source>
            <translation>5 PV pentru fiecare clădire ridicată de alții în această rundă; cărțile jucate revin în mână</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="71" />
            <source>%1's cards</source>
            <translation>Cărțile lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="72" />
            <source>No card left in the hand.</source>
            <translation>Nicio carte rămasă în mână.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="74" />
            <source>Character cards</source>
            <translation>Cărți personaj</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="75" />
            <source>At a shared screen the hands stay hidden until their owner's turn.</source>
            <translation>La un ecran comun, mâinile rămân ascunse până la rândul proprietarului lor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="78" />
            <source>The cards chosen for this round lie here face down; only you see them.</source>
            <translation>Cărțile alese pentru această rundă stau aici cu fața în jos; doar tu le vezi.</translation>
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
            <translation>alege cu fața în jos</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="121" />
            <source>Winter cards still to come: %1</source>
            <translation>Cărți de iarnă care mai urmează: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>innkeeper: %1</source>
            <translation>hangiu: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>no innkeeper yet</source>
            <translation>încă niciun hangiu</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="151" />
            <source>talers on the card: %1</source>
            <translation>taleri pe carte: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="154" />
            <location filename="../../gui/games/castle/panels.py" line="109" />
            <source>none</source>
            <translation>niciunul</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="155" />
            <source>suitors: %1 · on the card: %2</source>
            <translation>pețitori: %1 · pe carte: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="76" />
            <source>%1's helper</source>
            <translation>Salahorul lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="80" />
            <source>%1's trader helper</source>
            <translation>Salahorul de negustor al lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="88" />
            <source>%1: a helper space for %2</source>
            <translation>%1: loc de salahor pentru %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="90" />
            <source>%1 — %2's helper</source>
            <translation>%1 — salahorul lui %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="91" />
            <source>%1 (open once it is erected)</source>
            <translation>%1 (se deschide după ridicarea clădirii)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="109" />
            <source>%1: costs %2 building points, scores %3 VP</source>
            <translation>%1: valoare de construcție %2, aduce %3 PV</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="114" />
            <source>%1, erected by %2 in round %3 (%4 VP)</source>
            <translation>%1: clădire ridicată de %2 în runda %3 (%4 PV)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="150" />
            <source>The defense tower holds %1</source>
            <translation>Turnul de apărare conține: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="162" />
            <source>Silver in the forge: %1</source>
            <translation>Argint în forjă: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="171" />
            <source>Round %1: a taler for its first player</source>
            <translation>Runda %1: un taler pentru primul ei jucător</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="176" />
            <source>Round %1 draws a winter card</source>
            <translation>În runda %1 se trage o carte de iarnă</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="179" />
            <location filename="../../gui/games/castle/texts.py" line="208" />
            <source>Round %1 of %2</source>
            <translation>Runda %1 din %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="56" />
            <source>Cancel</source>
            <translation>Anulează</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="88" />
            <source>Bricklayer: take one resource from the defense tower</source>
            <translation>Zidar: ia o resursă din turnul de apărare</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="90" />
            <source>Stonemason: buy a piece from a Worker, or build</source>
            <translation>Pietrar: cumpără o piesă de la un Muncitor sau construiește</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="91" />
            <source>%1: you may also</source>
            <translation>%1: mai poți și</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="98" />
            <source>The Castle Maiden</source>
            <translation>Fecioara castelului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="100" />
            <source>The %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="102" />
            <source>The Stone Worker: choose two pieces</source>
            <translation>Muncitor (piatră): alege două piese</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="105" />
            <source>Sell the last %1 of your %2?</source>
            <translation>Vinzi ultima piesă de %1 de pe cartea ta %2?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="107" />
            <source>Palace: turn pieces into points</source>
            <translation>Palat: transformă piese în puncte</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n in hand</source>
            <translation>
                <numerusform>%n în mână</numerusform>
                <numerusform>%n în mână</numerusform>
                <numerusform>%n în mână</numerusform>
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
            <translation>Salahori în rezervă: %1 · puncte de victorie: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="113" />
            <source>Played cards: %1</source>
            <translation>Cărți jucate: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="114" />
            <source>Cards in hand: %1, of them face down: %2</source>
            <translation>Cărți în mână: %1, dintre care cu fața în jos: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="101" />
            <source>A helper of your supply: drag it onto a lit cart or helper space</source>
            <translation>Un salahor din rezerva ta: trage-l pe o căruță sau pe un loc de salahor evidențiat</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="155" />
            <source>Drag the helper onto a lit place, or click the lit place.</source>
            <translation>Trage salahorul pe un loc evidențiat sau dă clic pe locul evidențiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="165" />
            <location filename="../../gui/games/castle/table.py" line="192" />
            <source>Drop the card on the place of the chosen cards to choose it.</source>
            <translation>Plasează cartea pe locul cărților alese ca s-o alegi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="167" />
            <source>Drop the building on your panel to erect it.</source>
            <translation>Plasează clădirea pe panoul tău ca s-o ridici.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="200" />
            <source>Drop the building on your panel to erect it, or click it.</source>
            <translation>Plasează clădirea pe panoul tău ca s-o ridici sau dă clic pe ea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="204" />
            <source>Drop the helper on a lit cart or helper space.</source>
            <translation>Plasează salahorul pe o căruță sau pe un loc de salahor evidențiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>Pay for the %1:</source>
            <translation>Plătește clădirea %1:</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>%1: which helper?</source>
            <translation>%1: care salahor?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="240" />
            <source>%1: you would keep %2 and %3 talers, with %4 VP.</source>
            <translation>%1: ai rămâne cu %2, taleri: %3, PV: %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="260" />
            <location filename="../../gui/games/castle/words.py" line="118" />
            <source>Finish the card</source>
            <translation>Încheie cartea</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="272" />
            <source>Click a character card to lay it face down for this round, or drag it to the dashed places.</source>
            <translation>Dă clic pe o carte personaj ca s-o pui cu fața în jos pentru această rundă sau trage-o pe locurile punctate.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="274" />
            <source>Choose one of the offers, or Cancel.</source>
            <translation>Alege una dintre variante sau Anulează.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="277" />
            <source>Click a lit cart, or drag your helper onto it.</source>
            <translation>Dă clic pe o căruță evidențiată sau trage-ți salahorul pe ea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="279" />
            <source>Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.</source>
            <translation>Dă clic pe un loc de construcție evidențiat ca să ridici clădirea sau pe un loc de salahor evidențiat ca să plasezi un salahor; la final, Încheie cartea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="281" />
            <source>Click a lit building site to erect it; Finish the card when done.</source>
            <translation>Dă clic pe un loc de construcție evidențiat ca să ridici clădirea; la final, Încheie cartea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="283" />
            <source>Click a lit helper space, or drag your helper onto it; Finish the card when done.</source>
            <translation>Dă clic pe un loc de salahor evidențiat sau trage-ți salahorul pe el; la final, Încheie cartea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="285" />
            <source>Choose with the buttons on the board.</source>
            <translation>Alege cu butoanele de pe tablă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="286" />
            <source>Finish the card with the button below.</source>
            <translation>Încheie cartea cu butonul de mai jos.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="24" />
            <source>%n talers</source>
            <translation>
                <numerusform>%n taler</numerusform>
                <numerusform>%n taleri</numerusform>
                <numerusform>%n de taleri</numerusform>
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
            <translation>nimic</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="48" />
            <source>someone</source>
            <translation>cineva</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="54" />
            <source>the rider</source>
            <translation>călărețul cu argint</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="55" />
            <source>the %1 cart</source>
            <translation>căruța cu %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="63" />
            <location filename="../../gui/games/castle/words.py" line="98" />
            <source>the innkeeper</source>
            <translation>hangiul</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="64" />
            <source>from %1</source>
            <translation>de la %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="71" />
            <source>Choose your %1</source>
            <translation>Alege cartea %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="73" />
            <source>Court the Castle Maiden</source>
            <translation>Curteaz-o pe Fecioara castelului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="75" />
            <source>Do not court her</source>
            <translation>Nu o curta</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="77" />
            <source>Deposit %1</source>
            <translation>Depune %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="79" />
            <source>Withdraw for good</source>
            <translation>Retrage-te definitiv</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="81" />
            <location filename="../../gui/games/castle/words.py" line="93" />
            <source>Take %1</source>
            <translation>Ia %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="83" />
            <source>Give up your %1</source>
            <translation>Renunță la cartea %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="85" />
            <source>Pay the bank instead</source>
            <translation>Plătește mai bine băncii</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="87" />
            <source>Donate no stone</source>
            <translation>Nu dona piatră</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="95" />
            <source>Take your helper back from %1</source>
            <translation>Ia-ți înapoi salahorul de la %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="97" />
            <source>Send a helper to %1</source>
            <translation>Trimite un salahor la %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="100" />
            <source>Take the %1 from the defense tower</source>
            <translation>Ia %1 din turnul de apărare</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="102" />
            <source>Buy 1 %1 from %2's %3</source>
            <translation>Cumpără 1 %1 de pe cartea %3 a lui %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="104" />
            <source>Sell the piece</source>
            <translation>Vinde piesa</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="106" />
            <source>Keep the piece</source>
            <translation>Păstrează piesa</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="108" />
            <source>Erect the %1 with %2</source>
            <translation>Ridică clădirea %1 cu %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="110" />
            <source>Forge 1 silver into 1 %1</source>
            <translation>Transformă în forjă 1 argint în 1 %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="112" />
            <source>Place a helper in the %1</source>
            <translation>Plasează un salahor în %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="115" />
            <source>Make a helper the innkeeper</source>
            <translation>Fă dintr-un salahor hangiu</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn %1 into points</source>
            <translation>Transformă %1 în puncte</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn nothing into points</source>
            <translation>Nu transforma nimic în puncte</translation>
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
                <numerusform>%n aleasă</numerusform>
                <numerusform>%n alese</numerusform>
                <numerusform>%n alese</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="96" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PV</numerusform>
                <numerusform>%n PV</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="109" />
            <source>%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.</source>
            <translation>
                <numerusform>Meșterul constructor al lui %1: %n clădire ridicată de alții în această rundă, %2 PV; cărțile jucate revin în mână.</numerusform>
                <numerusform>Meșterul constructor al lui %1: %n clădiri ridicate de alții în această rundă, %2 PV; cărțile jucate revin în mână.</numerusform>
                <numerusform>Meșterul constructor al lui %1: %n de clădiri ridicate de alții în această rundă, %2 PV; cărțile jucate revin în mână.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="88" />
            <source>Donate %n stones</source>
            <translation>
                <numerusform>Donează %n piatră</numerusform>
                <numerusform>Donează %n pietre</numerusform>
                <numerusform>Donează %n de pietre</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gardens</name>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="117" />
            <source>%1 · finished: nobody scored</source>
            <translation>%1 · gata: nu a punctat nimeni</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="118" />
            <source>%1 · finished: %2 scored %3</source>
            <translation>%1 · gata: %2 a punctat %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="122" />
            <source>no trees yet</source>
            <translation>încă niciun copac</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="123" />
            <source>%1 · %2 of %3 garden spaces laid · facing it: %4</source>
            <translation>%1 · locuri de grădină ocupate: %2 din %3 · orientați spre clădire: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="24" />
            <source>Last scoring: %1's tile</source>
            <translation>Ultima punctare: piesa lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="26" />
            <source>How a building scores</source>
            <translation>Cum punctează o clădire</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="41" />
            <source>A building is scored when every garden space around it holds a tile: four inside, two on an edge, one in a corner.</source>
            <translation>O clădire se punctează când fiecare loc de grădină din jurul ei are o piesă: patru în interior, două pe margine, unul în colț.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="43" />
            <source>The colour with the most trees facing it wins its value times the kinds of tree facing it.</source>
            <translation>Culoarea cu cei mai mulți copaci orientați spre clădire câștigă valoarea acesteia înmulțită cu numărul de feluri de copaci orientați spre ea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="45" />
            <source>Colours tied for the most knock each other out, and the next count wins — even a colour with no trees there. If no count is left alone, nobody scores.</source>
            <translation>Culorile la egalitate pe primul loc se elimină reciproc, iar următorul număr câștigă — chiar și o culoare fără copaci acolo. Dacă niciun număr nu rămâne singur, nu punctează nimeni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="65" />
            <source>%1 %2</source>
            <comment>colour, points</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="70" />
            <source>Tiles in hand: %1</source>
            <translation>Piese în mână: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="108" />
            <source>Drag a tile onto a lit garden space, or click it and then the space. Turn it with the mouse wheel while you hold it, with R or a right-click, or with the arrows.</source>
            <translation>Trage o piesă pe un loc de grădină evidențiat sau dă clic pe ea și apoi pe loc. Rotește-o cu rotița mouse-ului cât timp o ții, cu R sau clic dreapta ori cu săgețile.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>none to draw</source>
            <translation>nicio piesă de tras</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>%n to draw</source>
            <translation>
                <numerusform>încă %n piesă de tras</numerusform>
                <numerusform>încă %n piese de tras</numerusform>
                <numerusform>încă %n de piese de tras</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="137" />
            <source>%1's tiles</source>
            <translation>Piesele lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="139" />
            <source>Tiles in hand</source>
            <translation>Piese în mână</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="143" />
            <source>Garden tiles left to draw: %1</source>
            <translation>Piese de grădină rămase de tras: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="145" />
            <source>The tiles in hand stay hidden until their owner's turn.</source>
            <translation>Piesele din mână rămân ascunse până la rândul proprietarului lor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="161" />
            <source>… the log tells the rest.</source>
            <translation>… restul e în jurnal.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="25" />
            <source>purple</source>
            <translation>mov</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="26" />
            <source>green</source>
            <translation>verde</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="27" />
            <source>yellow</source>
            <translation>galben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="28" />
            <source>orange</source>
            <translation>portocaliu</translation>
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
            <translation>în colțul din stânga sus</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="57" />
            <source>in the top right corner</source>
            <translation>în colțul din dreapta sus</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="59" />
            <source>in the bottom left corner</source>
            <translation>în colțul din stânga jos</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="61" />
            <source>in the bottom right corner</source>
            <translation>în colțul din dreapta jos</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="63" />
            <source>on the top edge</source>
            <translation>pe marginea de sus</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="65" />
            <source>on the bottom edge</source>
            <translation>pe marginea de jos</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="67" />
            <source>on the left edge</source>
            <translation>pe marginea din stânga</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="69" />
            <source>on the right edge</source>
            <translation>pe marginea din dreapta</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="71" />
            <source>in the very centre</source>
            <translation>chiar în centru</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>upper</source>
            <translation>sus</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>lower</source>
            <translation>jos</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>left</source>
            <translation>stânga</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>right</source>
            <translation>dreapta</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="75" />
            <source>in the %1 %2 of the garden</source>
            <comment>upper/lower, left/right</comment>
            <translation>în zona %2-%1 a grădinii</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="76" />
            <source>in the %1 middle of the garden</source>
            <comment>upper/lower/left/right</comment>
            <translation>în zona centru-%1 a grădinii</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="81" />
            <source>the %1 %2</source>
            <comment>building, where it stands</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="97" />
            <source>%1, nobody's</source>
            <translation>%1, fără proprietar</translation>
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
            <translation>%1 și %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="115" />
            <source>%1 %2</source>
            <comment>trees, count</comment>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="127" />
            <source>%1 alone with %2: they win.</source>
            <translation>%1 — %2, fără egalitate: câștigă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="129" />
            <source>%1 tie with %2 each and knock each other out.</source>
            <translation>%1 la egalitate, cu câte %2, se elimină reciproc.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/texts.py" line="143" />
            <source>%n kinds of tree × value %1 = %2</source>
            <translation>
                <numerusform>%n fel de copac × valoarea %1 = %2</numerusform>
                <numerusform>%n feluri de copaci × valoarea %1 = %2</numerusform>
                <numerusform>%n de feluri de copaci × valoarea %1 = %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="153" />
            <source>%1 is finished: %2, owned by nobody, have the majority, so nobody scores.</source>
            <translation>S-a finalizat %1: majoritatea revine copacilor fără proprietar (%2), deci nu punctează nimeni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="156" />
            <source>%1 is finished: nobody scores.</source>
            <translation>S-a finalizat %1: nu punctează nimeni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="157" />
            <source>%1 is finished: %2 scores %3 (%4).</source>
            <translation>S-a finalizat %1: %2 punctează %3 (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="172" />
            <source>%1 lays a garden tile with %2 trees of each kind.</source>
            <translation>%1 pune o piesă de grădină cu câte %2 din fiecare fel de copac.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="177" />
            <source>Facing it: %1.</source>
            <translation>Spre clădire: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="180" />
            <source>%1 draws a garden tile.</source>
            <translation>%1 trage o piesă de grădină.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="190" />
            <source>The game is over.</source>
            <translation>Jocul s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="194" />
            <source>%1 is laying a garden tile…</source>
            <translation>%1 pune o piesă de grădină…</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="196" />
            <source>%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: pune prima piesă de grădină pe unul dintre cele 16 locuri interioare. Rotește-o cu rotița mouse-ului, cu R sau clic dreapta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="199" />
            <source>%1: choose one of your tiles and lay it next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: alege una dintre piesele tale și pune-o lângă grădină. Rotește-o cu rotița mouse-ului, cu R sau clic dreapta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="201" />
            <source>%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: pune piesa ta de grădină lângă grădină. Rotește-o cu rotița mouse-ului, cu R sau clic dreapta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="208" />
            <source>That garden tile is not in your hand.</source>
            <translation>Acea piesă de grădină nu este în mâna ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="209" />
            <source>There is no such garden tile in this game.</source>
            <translation>Nu există o asemenea piesă de grădină în acest joc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="210" />
            <source>There is no garden space there.</source>
            <translation>Acolo nu există niciun loc de grădină.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="211" />
            <source>That garden space already holds a tile.</source>
            <translation>Acel loc de grădină are deja o piesă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="212" />
            <source>The first garden tile goes on one of the 16 inner spaces, not on the outer ring.</source>
            <translation>Prima piesă de grădină merge pe unul dintre cele 16 locuri interioare, nu pe inelul exterior.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="214" />
            <source>A garden tile must share a side with a tile already laid (touching at a corner is not enough).</source>
            <translation>O piesă de grădină trebuie să aibă o latură comună cu o piesă deja pusă (atingerea într-un colț nu ajunge).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="216" />
            <source>A garden tile can only be turned a quarter at a time, so that each kind of tree faces one building.</source>
            <translation>O piesă de grădină se poate roti doar câte un sfert, astfel încât fiecare fel de copac să fie orientat spre o clădire.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/ui.py" line="26" />
            <source>2-4 players · about 30 minutes
Lay garden tiles between the palace's buildings and turn them so your trees face the buildings: when a building's garden is complete, the most trees win it.</source>
            <translation>2-4 jucători · circa 30 de minute
Pune piese de grădină între clădirile palatului și rotește-le astfel încât copacii tăi să fie orientați spre clădiri: când grădina unei clădiri e completă, cei mai mulți copaci o câștigă.</translation>
        </message>
    </context>
    <context>
        <name>granada</name>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="38" />
            <source>the %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="46" />
            <source>at least %1 cards of one currency</source>
            <translation>cel puțin %1 cărți de aceeași monedă</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="47" />
            <source>at least %1 in one currency</source>
            <translation>cel puțin %1 într-o singură monedă</translation>
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
            <translation>%1 plătește %2 ca să întoarcă %3: devine %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="85" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan.</source>
            <translation>%1: ai plătit taxa de întoarcere pentru %2 — construiește-le în Granada ta sau dă-le lui Juan.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="86" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada.</source>
            <translation>%1: ai plătit taxa de întoarcere pentru %2 — construiește-le în Granada ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="89" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan.</source>
            <translation>%1: ai plătit taxa de întoarcere pentru %2 — construiește-o în Granada ta sau dă-o lui Juan.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="91" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada.</source>
            <translation>%1: ai plătit taxa de întoarcere pentru %2 — construiește-o în Granada ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="93" />
            <source>%1: drag each tile you bought into your Granada, onto your reserve or to Juan; pay the flip fee to build or give it on its other face.</source>
            <translation>%1: trage fiecare piesă cumpărată în Granada ta, pe rezerva ta sau la Juan; plătește taxa de întoarcere ca s-o construiești sau s-o dai pe cealaltă față.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="95" />
            <source>%1: drag each tile you bought into your Granada or onto your reserve; pay the flip fee to build it on its other face.</source>
            <translation>%1: trage fiecare piesă cumpărată în Granada ta sau pe rezerva ta; plătește taxa de întoarcere ca s-o construiești pe cealaltă față.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="104" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: primești o piesă pe fața pe care o arată — construiește-o așa sau pune-o în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="123" />
            <source>The flip fee is paid in one currency, not in %1.</source>
            <translation>Taxa de întoarcere se plătește într-o singură monedă, nu în %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="132" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over.</source>
            <translation>O piesă primită la sfârșitul jocului își păstrează fața pe care o arăta în piață: nu poate fi întoarsă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="134" />
            <source>%1 cannot be turned over: only a tile bought this turn can, before it is placed.</source>
            <translation>%1 nu poate fi întoarsă: doar o piesă cumpărată în această tură poate fi întoarsă, înainte de a fi plasată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="136" />
            <source>%1 has already been turned over this turn.</source>
            <translation>%1 a fost deja întoarsă în această tură.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="137" />
            <source>%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1, cealaltă față a piesei %2, nu se potrivește nicăieri în Granada ta, deci nu se ia nicio taxă; rezerva ta primește oricare față gratuit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="140" />
            <source>Choose the cards that pay the flip fee.</source>
            <translation>Alege cărțile cu care plătești taxa de întoarcere.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="141" />
            <source>The flip fee is at least %1 cards of one currency, not %2.</source>
            <translation>Taxa de întoarcere înseamnă cel puțin %1 cărți de aceeași monedă, nu %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="142" />
            <source>The flip fee is at least %1 in one currency; these cards are worth %2.</source>
            <translation>Taxa de întoarcere înseamnă cel puțin %1 într-o singură monedă; cărțile acestea valorează %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="144" />
            <source>You paid the flip fee to build %1, so it cannot go into your reserve.</source>
            <translation>Ai plătit taxa de întoarcere ca să construiești %1, deci nu poate merge în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="146" />
            <location filename="../../gui/games/granada/texts.py" line="148" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2.</source>
            <translation>O piesă primită la sfârșitul jocului își păstrează fața pe care o arăta în piață: %1, nu %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="150" />
            <source>%1 is built on the face it shows; pay the flip fee first to build it as %2.</source>
            <translation>%1 se construiește pe fața pe care o arată; plătește întâi taxa de întoarcere ca s-o construiești ca %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="152" />
            <source>%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2.</source>
            <translation>%1 merge la Juan pe fața pe care o arată; plătește întâi taxa de întoarcere ca s-o dai ca %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/ui.py" line="18" />
            <source>2-6 players · about 60 minutes
Build Granada with double-sided tiles: choose the face of each building (a fee turns it over), lead each type by number and value, and dig the longest moat.</source>
            <translation>2-6 jucători · circa 60 de minute
Construiește Granada cu piese cu două fețe: alege fața fiecărei clădiri (o taxă o întoarce), condu la fiecare tip prin număr și valoare și sapă cel mai lung șanț.</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <location filename="../../gui/levels.py" line="13" />
            <source>Easy</source>
            <translation>Ușor</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="14" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="15" />
            <source>Hard</source>
            <translation>Greu</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="19" />
            <source>Plays the move that looks best right now.</source>
            <translation>Joacă mutarea care pare cea mai bună în acest moment.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="20" />
            <source>Thinks a few moves ahead.</source>
            <translation>Gândește câteva mutări înainte.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="21" />
            <source>Thinks furthest ahead: the strongest level.</source>
            <translation>Gândește cel mai departe înainte: cel mai puternic nivel.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="23" />
            <source>Wins %1 of %2 two-player games against %3.</source>
            <translation>În partidele în doi împotriva nivelului %3 câștigă %1 din %2.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="24" />
            <source>Wins %1 of %2 games against %3 %4 players at once.</source>
            <translation>În partidele împotriva a %3 adversari de nivel %4 deodată câștigă %1 din %2.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="35" />
            <source>Random</source>
            <translation>Aleatoriu</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="63" />
            <source>Plays any legal move: for learning the rules.</source>
            <translation>Joacă orice mutare permisă: pentru învățarea regulilor.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="41" />
            <source>a random player</source>
            <translation>Aleatoriu</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../gui/i18n_names.py" line="21" />
            <source>Pavilion</source>
            <translation>Pavilion</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="22" />
            <source>Seraglio</source>
            <translation>Serai</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="23" />
            <source>Arcades</source>
            <translation>Arcade</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="24" />
            <source>Chambers</source>
            <translation>Camere</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="25" />
            <source>Garden</source>
            <translation>Grădină</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="26" />
            <location filename="../../gui/i18n_names.py" line="84" />
            <source>Tower</source>
            <translation>Turn</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="27" />
            <source>Lion fountain</source>
            <translation>Fântâna cu lei</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="29" />
            <source>Arena</source>
            <translation>Arenă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="30" />
            <source>Bathhouse</source>
            <translation>Baie publică</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="31" />
            <source>Library</source>
            <translation>Bibliotecă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="32" />
            <source>Hostel</source>
            <translation>Han</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="33" />
            <source>Hospital</source>
            <translation>Spital</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="34" />
            <location filename="../../gui/i18n_names.py" line="82" />
            <source>Market</source>
            <translation>Piață</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="35" />
            <source>Park</source>
            <translation>Parc</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="36" />
            <source>School</source>
            <translation>Școală</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="37" />
            <source>Residential district</source>
            <translation>Cartier rezidențial</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="43" />
            <source>lavender</source>
            <translation>lavandă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="44" />
            <source>palms</source>
            <translation>palmieri</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="45" />
            <source>lemon trees</source>
            <translation>lămâi</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="46" />
            <source>orange trees</source>
            <translation>portocali</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="50" />
            <source>Denar</source>
            <translation>Denar</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="51" />
            <source>Dirham</source>
            <translation>Dirham</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="52" />
            <source>Ducat</source>
            <translation>Ducat</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="53" />
            <source>Florin</source>
            <translation>Florin</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="60" />
            <source>sand</source>
            <translation>nisip</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="61" />
            <source>wood</source>
            <translation>lemn</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="62" />
            <source>clay</source>
            <translation>lut</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="63" />
            <source>stone</source>
            <translation>piatră</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="64" />
            <source>silver</source>
            <translation>argint</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="66" />
            <source>Messenger</source>
            <translation>Mesager</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="67" />
            <source>Trader</source>
            <translation>Negustor</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="68" />
            <source>Bricklayer</source>
            <translation>Zidar</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="69" />
            <source>Stonemason</source>
            <translation>Pietrar</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="70" />
            <source>Wood Worker</source>
            <translation>Muncitor (lemn)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="71" />
            <source>Sand Worker</source>
            <translation>Muncitor (nisip)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="72" />
            <source>Stone Worker</source>
            <translation>Muncitor (piatră)</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="73" />
            <source>Master Builder</source>
            <translation>Meșter constructor</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="75" />
            <source>Keep</source>
            <translation>Donjon</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="76" />
            <source>Tavern</source>
            <translation>Cârciumă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="77" />
            <source>Small Gate</source>
            <translation>Poarta mică</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="78" />
            <source>Large Gate</source>
            <translation>Poarta mare</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="79" />
            <source>Stable</source>
            <translation>Grajd</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="80" />
            <source>Servants' House</source>
            <translation>Casa servitorilor</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="81" />
            <source>Palace</source>
            <translation>Palat</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="83" />
            <source>Forge</source>
            <translation>Forjă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="85" />
            <source>House</source>
            <translation>Casă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="87" />
            <source>rider</source>
            <translation>călăreț</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="89" />
            <source>Village Tavern</source>
            <translation>Taverna satului</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="90" />
            <source>Barn</source>
            <translation>Hambar</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="91" />
            <source>Castle Maiden</source>
            <translation>Fecioara castelului</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="92" />
            <source>Plague</source>
            <translation>Ciumă</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="93" />
            <source>Crack in the Wall</source>
            <translation>Crăpătura din zid</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="94" />
            <source>Snowdrift</source>
            <translation>Troian de zăpadă</translation>
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
            <translation>Grădinile Alhambrei</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/__init__.py" line="14" />
            <source>A Castle for All Seasons</source>
            <translation>Un castel pentru toate anotimpurile</translation>
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
            <translation>Cel mai lung zid</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="13" />
            <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Cum se măsoară cel mai lung zid exterior. Diferă doar pentru un inel închis de n segmente de zid: ca traseu punctează n, ca drum simplu n − 1 (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="16" />
            <source>Start player tie-break</source>
            <translation>Departajare pentru primul jucător</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="17" />
            <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
            <translation>Cine începe când jucătorii sunt la egalitate la cele mai puține cărți și cel mai mic total la start. „Cel mai tânăr jucător” are nevoie de vârstele jucătorilor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="20" />
            <source>Players’ ages</source>
            <translation>Vârstele jucătorilor</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="21" />
            <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
            <translation>O vârstă pentru fiecare jucător, în ordinea locurilor, separate prin virgule (de exemplu 34, 9, 41). Lasă gol dacă departajarea nu se face după cel mai tânăr jucător.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="24" />
            <source>The neutral player can win</source>
            <translation>Jucătorul neutru poate câștiga</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="25" />
            <source>Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral player scores strictly highest, nobody wins.</source>
            <translation>Doi jucători: jucătorul neutru (Dirk, Juan) este clasat ca orice jucător. Dacă jucătorul neutru are strict cel mai mare scor, nu câștigă nimeni.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="28" />
            <source>Copies of each money card</source>
            <translation>Exemplare din fiecare carte de bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="29" />
            <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
            <translation>Doar pentru doi jucători. 2 exemplare (72 de cărți), ca în regulile publicate pentru doi jucători; 3 exemplare (toate cele 108 cărți) sunt o regulă a casei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="32" />
            <source>Market currencies</source>
            <translation>Monedele pieței</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="33" />
            <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
            <translation>Moneda locurilor 1–4 din piață, de sus în jos. Trage ca să schimbi ordinea.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="35" />
            <source>Game end</source>
            <translation>Sfârșitul jocului</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="36" />
            <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
            <translation>Jocul se termină când piața nu mai poate fi completată la sfârșitul unei ture sau chiar din momentul în care sacul se golește (se spune că ar fi regula ediției franceze).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="40" />
            <source>Module: the Vizier's favour</source>
            <translation>Modul: Favoarea vizirului</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="41" />
            <source>After every turn, a player with a face-up vizier may buy one building at the exact price, out of turn; turning the vizier back up costs an action.</source>
            <translation>După fiecare tură, un jucător cu vizirul cu fața în sus poate cumpăra o clădire la prețul exact, în afara turei; întoarcerea vizirului din nou cu fața în sus costă o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="44" />
            <source>Module: the money changers</source>
            <translation>Modul: zarafii</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="45" />
            <source>Six changer cards come up in the money display; one lets you pay a purchase with two currencies.</source>
            <translation>Șase cărți de zaraf apar în oferta de bani; una îți permite să plătești o cumpărătură în două monede.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="47" />
            <source>Module: the bonus cards</source>
            <translation>Modul: cărțile bonus</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="48" />
            <source>Secret cards showing a building without walls: once it stands in your Alhambra, the card counts as one more building of its type.</source>
            <translation>Cărți secrete care arată o clădire fără ziduri: odată ce aceasta se află în Alhambra ta, cartea contează ca încă o clădire de tipul ei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="51" />
            <source>Module: the worker's huts</source>
            <translation>Modul: colibele muncitorilor</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="52" />
            <source>Take up to three free huts as an action; a hut counts as an extra building for each open neighbour of its colour. Hut walls are our reconstruction.</source>
            <translation>Ia ca acțiune cel mult trei colibe gratuite; o colibă contează ca o clădire în plus pentru fiecare vecin deschis de culoarea ei. Zidurile colibelor sunt reconstituirea noastră.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="12" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="17" />
            <source>Start player</source>
            <translation>Primul jucător</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="13" />
            <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
            <translation>Regulamentul nu spune cine începe: un jucător ales la întâmplare sau primul loc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="59" />
            <source>Longest trail (a ring of n scores n)</source>
            <translation>Cel mai lung traseu (un inel de n punctează n)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="60" />
            <source>Simple path (a ring of n scores n − 1)</source>
            <translation>Drum simplu (un inel de n punctează n − 1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="19" />
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="61" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="41" />
            <source>Chosen at random</source>
            <translation>Ales la întâmplare</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="62" />
            <source>Youngest player</source>
            <translation>Cel mai tânăr jucător</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="63" />
            <source>Florin (yellow)</source>
            <translation>Florin (galben)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="64" />
            <source>Dirham (green)</source>
            <translation>Dirham (verde)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="65" />
            <source>Denar (blue)</source>
            <translation>Denar (albastru)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="66" />
            <source>Ducat (orange)</source>
            <translation>Ducat (portocaliu)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="67" />
            <source>Market cannot be refilled</source>
            <translation>Piața nu mai poate fi completată</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="68" />
            <source>Bag is empty</source>
            <translation>Sacul este gol</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="20" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="42" />
            <source>The first seat</source>
            <translation>Primul loc</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="20" />
            <source>Standard (by the number built)</source>
            <translation>Standard (după numărul construit)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="21" />
            <source>Simple (fixed points)</source>
            <translation>Simplă (puncte fixe)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="22" />
            <source>Worth at least 3, in one currency</source>
            <translation>Valoare de cel puțin 3, într-o singură monedă</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="23" />
            <source>At least 3 cards of one currency</source>
            <translation>Cel puțin 3 cărți de aceeași monedă</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="29" />
            <source>Building scoring</source>
            <translation>Punctarea clădirilor</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="30" />
            <source>Standard: the points of a place are a multiple of the number of buildings of that type in all cities, Juan's included. Simple, to learn the game or with children: fixed points (3; then 10 and 3; at the end 18, 10 and 3).</source>
            <translation>Standard: punctele unui loc sunt un multiplu al numărului de clădiri de acel tip din toate orașele, inclusiv al lui Juan. Simplă, pentru învățarea jocului sau cu copii: puncte fixe (3; apoi 10 și 3; la final 18, 10 și 3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="34" />
            <source>Flip fee</source>
            <translation>Taxa de întoarcere</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="35" />
            <source>What it costs to build a bought tile on its other face: cards of one currency worth at least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading of one sentence).</source>
            <translation>Cât costă construirea unei piese cumpărate pe cealaltă față: cărți de aceeași monedă în valoare de cel puțin 3 (cum plătește exemplul din regulament) sau cel puțin 3 cărți de aceeași monedă (o lectură literală a unei fraze).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="39" />
            <source>Longest moat</source>
            <translation>Cel mai lung șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="40" />
            <source>How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Cum se măsoară cel mai lung șanț exterior, la fel ca cel mai lung zid în Alhambra: un inel închis de n segmente de șanț punctează n ca traseu și n − 1 ca drum simplu (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="13" />
            <source>Only the first market</source>
            <translation>Doar prima piață</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="14" />
            <source>Every refill</source>
            <translation>La fiecare completare</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="20" />
            <source>Money decks</source>
            <translation>Pachete de bani</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="21" />
            <source>One deck of 108 cards (the scoring cards come up in good time), or both games' decks shuffled together, as a literal reading of the combination rules has it.</source>
            <translation>Un singur pachet de 108 cărți (cărțile de punctare apar la timp) sau pachetele ambelor jocuri amestecate împreună, așa cum o cere o lectură literală a regulilor de combinare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="24" />
            <source>Granada tiles with a moat</source>
            <translation>Piese Granada cu șanț</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="25" />
            <source>Which market fills must show Granada tiles with a moat (a tile without one goes back under the bag): only the first market, as the rules say, or every refill.</source>
            <translation>Ce umpleri ale pieței trebuie să arate piese Granada cu șanț (o piesă fără șanț se pune înapoi, sub sac): doar prima piață, cum spun regulile, sau fiecare completare.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="13" />
            <source>Purple and yellow against green and orange</source>
            <translation>Mov și galben contra verde și portocaliu</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="15" />
            <source>Purple and green against yellow and orange</source>
            <translation>Mov și verde contra galben și portocaliu</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="17" />
            <source>Purple and orange against green and yellow</source>
            <translation>Mov și portocaliu contra verde și galben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="19" />
            <source>Left out (as the rules say)</source>
            <translation>Lăsați deoparte (cum spun regulile)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="20" />
            <source>Compete like a rival</source>
            <translation>Concurează ca un rival</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="24" />
            <source>Garden tiles in hand</source>
            <translation>Piese de grădină în mână</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="25" />
            <source>1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more tactical game).</source>
            <translation>1 în jocul standard; cu 3 alegi în fiecare tură ce piesă pui (un joc mai lung și mai tactic).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="28" />
            <source>Two colours each (2 players)</source>
            <translation>Câte două culori (2 jucători)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="29" />
            <source>Each of the two players owns two colours, so all four kinds of tree compete; each colour scores on its own and a player's two colours can knock each other out.</source>
            <translation>Fiecare dintre cei doi jucători are două culori, deci concurează toate cele patru feluri de copaci; fiecare culoare punctează separat, iar cele două culori ale unui jucător se pot elimina reciproc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="32" />
            <source>Colours of each player</source>
            <translation>Culorile fiecărui jucător</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="33" />
            <source>With two colours each: the first pair goes to the player who begins.</source>
            <translation>Cu câte două culori: prima pereche îi revine jucătorului care începe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="35" />
            <source>Trees nobody owns</source>
            <translation>Copaci fără proprietar</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="36" />
            <source>With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left out; or they compete like a rival that can tie, knock out and, winning, leave the building unscored. They never count as a kind of tree.</source>
            <translation>Cu 2 sau 3 jucători, unele culori nu aparțin nimănui. Conform regulilor, copacii lor sunt lăsați deoparte; altfel, concurează ca un rival care poate face egalitate, poate elimina alte culori și, dacă câștigă, lasă clădirea nepunctată. Nu contează niciodată ca fel de copac.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="12" />
            <source>Season</source>
            <translation>Anotimp</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="13" />
            <source>Summer is the basic game. Winter uses the snowy side of the board and six winter cards that come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, the Crack in the Wall and the Snowdrift.</source>
            <translation>Vara este jocul de bază. Iarna folosește fața înzăpezită a tablei și șase cărți de iarnă care intră în joc pe parcurs: Taverna satului, Hambarul, Fecioara castelului, Ciuma, Crăpătura din zid și Troianul de zăpadă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="18" />
            <source>The rulebook lets the players choose who begins: a player chosen at random, or the first seat.</source>
            <translation>Regulamentul îi lasă pe jucători să aleagă cine începe: un jucător ales la întâmplare sau primul loc.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="20" />
            <source>Stonemason's purchases</source>
            <translation>Cumpărăturile Pietrarului</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="21" />
            <source>How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in all, or one from each Worker card.</source>
            <translation>Câte piese poate cumpăra un Pietrar de la Muncitorii celorlalți jucători, cu câte un taler: una în total sau câte una de pe fiecare carte Muncitor.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="24" />
            <source>Innkeeper needs a building</source>
            <translation>Hangiul cere o clădire</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="25" />
            <source>Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner erected a building, like any other helper placed in the castle.</source>
            <translation>Iarna: un salahor devine hangiul Tavernei satului doar într-o rundă în care proprietarul lui a ridicat o clădire, ca orice alt salahor plasat în castel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="28" />
            <source>Innkeeper counts as a helper placed</source>
            <translation>Hangiul contează ca salahor plasat</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="29" />
            <source>Winter: the innkeeper counts toward the two helpers a player may place each round.</source>
            <translation>Iarna: hangiul intră la socoteală printre cei doi salahori pe care un jucător îi poate plasa în fiecare rundă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="31" />
            <source>Last suitor deposits</source>
            <translation>Ultimul pețitor depune</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="32" />
            <source>Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at once (off), or must still deposit one more item in that pass (on).</source>
            <translation>Iarna: când toți ceilalți pețitori ai Fecioarei castelului s-au retras, ultimul o câștigă imediat (dezactivat) sau trebuie să mai depună un obiect în acea tură (activat).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="39" />
            <source>Summer</source>
            <translation>Vară</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="40" />
            <source>Winter</source>
            <translation>Iarnă</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="43" />
            <source>One piece in all</source>
            <translation>O piesă în total</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="44" />
            <source>One piece from each Worker card</source>
            <translation>Câte o piesă de pe fiecare carte Muncitor</translation>
        </message>
    </context>
    <context>
        <name>tilecity</name>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="48" />
            <source>a %1 changer</source>
            <translation>un zaraf %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="56" />
            <source>%1 and %2</source>
            <translation>%1 și %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="82" />
            <source>Your %1</source>
            <translation>%1 ta</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="85" />
            <location filename="../../gui/games/tilecity/texts.py" line="94" />
            <source>%1's %2</source>
            <translation>%2 lui %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="91" />
            <source>your %1</source>
            <translation>%1 ta</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="163" />
            <source>%1 bought %2 for %3 and takes another action.</source>
            <translation>%1 a cumpărat %2 cu %3 și mai face o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="164" />
            <source>%1 bought %2, paying %3.</source>
            <translation>%1 a cumpărat %2, plătind %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="169" />
            <source>Scoring round %1: %2.</source>
            <translation>Runda de punctare %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>The game is over. Winner: %1.</source>
            <translation>Jocul s-a încheiat. Câștigător: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>nobody</source>
            <translation>nimeni</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="181" />
            <source>%1 took %2.</source>
            <translation>%1 a luat %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="182" />
            <source>%1 ends their actions.</source>
            <translation>%1 își încheie acțiunile.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="183" />
            <source>%1 can do nothing and passes.</source>
            <translation>%1 nu poate face nimic și dă pas.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="184" />
            <source>%1 builds %2 from the reserve.</source>
            <translation>%1 construiește %2 din rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="185" />
            <source>%1 moves %2 to the reserve.</source>
            <translation>%1 mută %2 în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="186" />
            <source>%1 swaps %2 for %3 from the reserve.</source>
            <translation>%1 schimbă %2 cu %3 din rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="187" />
            <source>%1 builds %2.</source>
            <translation>%1 construiește %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="188" />
            <source>%1 puts %2 in the reserve.</source>
            <translation>%1 pune %2 în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="189" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 îi dă %2 lui %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="190" />
            <source>%1 takes %2 tiles from the bag.</source>
            <translation>%1 ia %2 piese din sac.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="191" />
            <source>Scoring card %1 comes up!</source>
            <translation>Apare cartea de punctare %1!</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="192" />
            <source>The discarded money is shuffled into a new deck.</source>
            <translation>Banii cheltuiți se amestecă într-un pachet nou.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="193" />
            <source>The market cannot be refilled: the game ends.</source>
            <translation>Piața nu mai poate fi completată: jocul se termină.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="194" />
            <source>%1 receives %2 for holding the most %3.</source>
            <translation>%1 primește %2 pentru că are cei mai mulți bani în %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="195" />
            <source>Nobody receives %1.</source>
            <translation>Nimeni nu primește %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="196" />
            <source>— %1's turn —</source>
            <translation>— rândul lui %1 —</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="241" />
            <source>The game is over.</source>
            <translation>Jocul s-a încheiat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="244" />
            <source>%1 is playing…</source>
            <translation>%1 joacă…</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="248" />
            <source>%1: you receive a tile — build it or put it in your reserve.</source>
            <translation>%1: primești o piesă — construiește-o sau pune-o în rezervă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="250" />
            <source>%1: exact payment! Take another action, or end your turn.</source>
            <translation>%1: plată exactă! Mai fă o acțiune sau încheie-ți tura.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="251" />
            <source>%1: take money, buy a building, or redesign your %2.</source>
            <translation>%1: ia bani, cumpără o clădire sau reamenajează-ți %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="297" />
            <source>%1 would put a wall against an open side of %2: walls must meet walls.</source>
            <translation>%1 ar pune un zid lângă o latură deschisă a piesei %2: zidurile trebuie să se întâlnească cu ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="298" />
            <source>%1 would put an open side against a wall of %2: walls must meet walls.</source>
            <translation>%1 ar pune o latură deschisă lângă un zid al piesei %2: zidurile trebuie să se întâlnească cu ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="299" />
            <source>%1 would put a wall where %2 has an open side: walls must meet walls.</source>
            <translation>%1 ar pune un zid acolo unde %2 are o latură deschisă: zidurile trebuie să se întâlnească cu ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="300" />
            <source>%1 would put an open side where %2 has a wall: walls must meet walls.</source>
            <translation>%1 ar pune o latură deschisă acolo unde %2 are un zid: zidurile trebuie să se întâlnească cu ziduri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="301" />
            <source>%1 could only be reached through a wall there.</source>
            <translation>Acolo, la %1 s-ar putea ajunge doar printr-un zid.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="304" />
            <source>%1 would put a moat against an open side of %2: moats must meet moats.</source>
            <translation>%1 ar pune un șanț lângă o latură deschisă a piesei %2: șanțurile trebuie să se întâlnească cu șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="305" />
            <source>%1 would put an open side against a moat of %2: moats must meet moats.</source>
            <translation>%1 ar pune o latură deschisă lângă un șanț al piesei %2: șanțurile trebuie să se întâlnească cu șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="306" />
            <source>%1 would put a moat where %2 has an open side: moats must meet moats.</source>
            <translation>%1 ar pune un șanț acolo unde %2 are o latură deschisă: șanțurile trebuie să se întâlnească cu șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="307" />
            <source>%1 would put an open side where %2 has a moat: moats must meet moats.</source>
            <translation>%1 ar pune o latură deschisă acolo unde %2 are un șanț: șanțurile trebuie să se întâlnească cu șanțuri.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="308" />
            <source>%1 could only be reached across a moat there.</source>
            <translation>Acolo, la %1 s-ar putea ajunge doar peste un șanț.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="331" />
            <source>You don't hold %1.</source>
            <translation>Nu ai %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="332" />
            <source>%1 doesn't hold %2.</source>
            <translation>%1 nu are %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="338" />
            <source>%1 costs %2 %3; %4 is not enough, and a changer counts for nothing.</source>
            <translation>%1 costă %2 %3; %4 nu ajunge, iar un zaraf nu valorează nimic.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="339" />
            <source>%1 costs %2 %3; %4 is not enough.</source>
            <translation>%1 costă %2 %3; %4 nu ajunge.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="347" />
            <source>That spot of %1 is already built on.</source>
            <translation>Acel loc din %1 este deja construit.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="348" />
            <source>That spot doesn't touch %1 along a side.</source>
            <translation>Acel loc nu atinge %1 pe o latură.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="349" />
            <source>A tile there would close off an empty space in %1.</source>
            <translation>O piesă acolo ar închide un spațiu gol în %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="350" />
            <source>%1 is not in %2.</source>
            <translation>%1 nu este în %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="351" />
            <source>%1 can never be moved.</source>
            <translation>%1 nu poate fi mutată niciodată.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="352" />
            <source>Taking %1 out would leave a closed-in hole in %2.</source>
            <translation>Scoaterea piesei %1 ar lăsa o gaură închisă în %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="353" />
            <source>Taking %1 out would cut tiles off from %2.</source>
            <translation>Scoaterea piesei %1 ar despărți piese de %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="354" />
            <source>Taking %1 out would split %2 in two.</source>
            <translation>Scoaterea piesei %1 ar împărți %2 în două.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="355" />
            <source>Choose the cards to pay with.</source>
            <translation>Alege cărțile cu care plătești.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="356" />
            <source>%1 is sold only for %2.</source>
            <translation>%1 se vinde doar în %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="357" />
            <source>Choose at least one card.</source>
            <translation>Alege cel puțin o carte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="358" />
            <source>The display doesn't show %1.</source>
            <translation>Oferta de bani nu arată %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="359" />
            <source>Several cards may be taken only if they add up to %1 or less.</source>
            <translation>Mai multe cărți se pot lua doar dacă însumează cel mult %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="360" />
            <source>There is no such market space.</source>
            <translation>Nu există un asemenea loc în piață.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="361" />
            <source>That market space is empty.</source>
            <translation>Acel loc din piață este gol.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="362" />
            <source>There is no extra action to end: only an exact payment gives one.</source>
            <translation>Nu există nicio acțiune suplimentară de încheiat: doar o plată exactă îți dă una.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="363" />
            <source>You may pass only when there is nothing else you can do.</source>
            <translation>Poți da pas doar când nu mai poți face nimic altceva.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="364" />
            <source>%1 is not in your reserve.</source>
            <translation>%1 nu este în rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="365" />
            <source>%1 is not one of the tiles you have to place.</source>
            <translation>%1 nu este printre piesele pe care trebuie să le plasezi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="366" />
            <source>First place the tiles you bought this turn.</source>
            <translation>Plasează mai întâi piesele cumpărate în această tură.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="367" />
            <source>First place the tile awarded to you.</source>
            <translation>Plasează mai întâi piesa primită.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="368" />
            <source>Tiles are placed only after the turn's actions.</source>
            <translation>Piesele se plasează doar după acțiunile turei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="369" />
            <source>Tiles go to %1 only in a two-player game.</source>
            <translation>Piesele merg la %1 doar într-un joc în doi.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="370" />
            <source>A tile awarded at the end of the game cannot go to %1.</source>
            <translation>O piesă primită la sfârșitul jocului nu poate merge la %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="371" />
            <source>%1 was not bought this turn.</source>
            <translation>%1 nu a fost cumpărată în această tură.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="128" />
            <source>Take %1.</source>
            <translation>Ia %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="131" />
            <source>Buy the %1, paying %2.</source>
            <translation>Cumpără %1, plătind %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="133" />
            <source>Build the %1 in %2, where it is marked.</source>
            <translation>Construiește %1 în %2, acolo unde este marcat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="135" />
            <source>Swap the %1 for the %2 from your reserve.</source>
            <translation>Schimbă %1 cu %2 din rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="137" />
            <source>Take the %1 out of %2 into your reserve.</source>
            <translation>Mută %1 din %2 în rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="140" />
            <source>Put the %1 in your reserve.</source>
            <translation>Pune %1 în rezerva ta.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="142" />
            <source>Give the %1 to %2.</source>
            <translation>Dă %1 lui %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="144" />
            <source>End your turn.</source>
            <translation>Încheie-ți tura.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="162" />
            <source>An exact payment: you may take another action.</source>
            <translation>Plată exactă: poți face încă o acțiune.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="166" />
            <source>You overpay by %1, but this building is worth more to you than an exact purchase.</source>
            <translation>Plătești în plus %1, dar această clădire valorează pentru tine mai mult decât o cumpărare exactă.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="167" />
            <source>No exact payment is open; you overpay by %1.</source>
            <translation>Nu există nicio plată exactă posibilă; plătești în plus %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="179" />
            <source>It gives you the most %1 (%2).</source>
            <translation>Îți aduce cele mai multe clădiri de tip %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="184" />
            <source>Kept in your reserve, it can still be built later.</source>
            <translation>Păstrată în rezervă, poate fi construită și mai târziu.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="201" />
            <source>With it you can pay the %1 exactly next turn, if it is still there.</source>
            <translation>Cu acești bani poți plăti exact %1 în tura următoare, dacă mai este acolo.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="204" />
            <source>It is the most money you can take: %1.</source>
            <translation>Sunt cei mai mulți bani pe care îi poți lua: %1.</translation>
        </message>
    </context>
    <context>
        <name>NobleItem</name>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/items.py" line="204" />
            <source>%n reales</source>
            <translation>
                <numerusform>%n real</numerusform>
                <numerusform>%n reali</numerusform>
                <numerusform>%n de reali</numerusform>
            </translation>
        </message>
    </context>
</TS>
