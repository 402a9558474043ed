<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="de">
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="25" />
            <source>Buy card</source>
            <translation>Karte kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="26" />
            <source>Take back noble</source>
            <translation>Adligen zurücknehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="27" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="28" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
    </context>
    <context>
        <name>AlcazarScores</name>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Building</source>
            <translation>Gebäude</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Value</source>
            <translation>Wert</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Nobles (level)</source>
            <translation>Adlige (Ebene)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="122" />
            <source>Manor %1</source>
            <translation>Landgut %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="130" />
            <source>%1's %2 on level %3</source>
            <translation>%2 von %1 auf Ebene %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Cards</source>
            <translation>Karten</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>At home</source>
            <translation>Zu Hause</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="143" />
            <source>%1 + %2 T</source>
            <translation>%1 + %2 T</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="145" />
            <source>(out)</source>
            <translation>(raus)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="148" />
            <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
            <translation>♛ Grande, ♟ Caballero. Ein Adliger zählt die Ebene, auf der er steht (ein Grande doppelt); je 50 Reales zählen 1 Punkt. Karten: Gebäude + Turm (T).</translation>
        </message>
    </context>
    <context>
        <name>AlcazarTable</name>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="245" />
            <source>Drop to found a castle here (then choose its wings) or a manor.</source>
            <translation>Hier ablegen, um eine Burg (danach ihre Flügel wählen) oder ein Landgut zu gründen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="303" />
            <source>Now click the other head of the bridge.</source>
            <translation>Klicke jetzt auf den anderen Brückenkopf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="388" />
            <source>Choose how to build: point at a choice to see it on the board.</source>
            <translation>Wähle, wie du baust: Zeige auf eine Möglichkeit, um sie auf dem Spielbrett zu sehen.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraGranadaTable</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="62" />
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest wall</source>
            <translation>Längste Mauer</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest moat</source>
            <translation>Längster Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="67" />
            <source>Wall beside moat</source>
            <translation>Mauer am Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="71" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Deine längste Mauer wächst von %1 auf %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="110" />
            <source>none yet</source>
            <translation>noch keine</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="112" />
            <source>Alhambra tiles in the bag: %1
Granada tiles in the bag: %2
Cards in the deck: %3
Scorings held: %4</source>
            <translation>Alhambra-Plättchen im Beutel: %1
Granada-Plättchen im Beutel: %2
Karten im Stapel: %3
Erfolgte Wertungen: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="125" />
            <source>Where Granada's part of this city starts: every Granada tile must be reachable from here without crossing a moat, as every Alhambra tile from the fountain without crossing a wall.</source>
            <translation>Hier beginnt der Granada-Teil dieser Stadt: Jedes Granada-Plättchen muss von hier aus erreichbar sein, ohne einen Graben zu überqueren – so wie jedes Alhambra-Plättchen vom Brunnen aus, ohne eine Mauer zu überqueren.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="156" />
            <source>Buy the %1, paying %2.</source>
            <translation>Kaufe %1 und zahle %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="166" />
            <source>An exact payment: you may take another action.</source>
            <translation>Passend bezahlt: Du darfst noch eine Aktion ausführen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="167" />
            <source>You overpay by %1.</source>
            <translation>Du zahlst %1 zu viel.</translation>
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
            <translation>Wechselstube: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="112" />
            <source>Take a worker's hut</source>
            <translation>Bauhütte nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="113" />
            <source>Take the %1 worker's hut? Taking a hut ends your actions this turn; you place the hut next.</source>
            <translation>Die Bauhütte (%1) nehmen? Damit enden deine Aktionen in diesem Zug; anschließend legst du die Hütte an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="62" />
            <source>Click to see %1's Alhambra large</source>
            <translation>Klicken, um die Alhambra von %1 groß zu sehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="66" />
            <source>Click to see your own Alhambra again</source>
            <translation>Klicken, um wieder deine eigene Alhambra zu sehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="82" />
            <source>Longest wall</source>
            <translation>Längste Mauer</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="136" />
            <source>Turn vizier up</source>
            <translation>Wesir umdrehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="138" />
            <source>Let the vizier rest</source>
            <translation>Wesir ruhen lassen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="139" />
            <source>Reveal bonus card</source>
            <translation>Bonuskarte aufdecken</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="154" />
            <source>Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.</source>
            <translation>Ziehe jedes Plättchen auf ein hervorgehobenes Feld, deine Reserve oder zu Dirk – oder klicke es an und dann auf das Ziel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="155" />
            <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
            <translation>Ziehe jedes Plättchen auf ein hervorgehobenes Feld oder deine Reserve – oder klicke es an und dann auf das Ziel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="157" />
            <source>Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.</source>
            <translation>Dein Wesir darf jetzt ein Gebäude zum genauen Preis kaufen: Klicke es an, dann auf „Kaufen“. Oder lass den Wesir ruhen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="159" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Wähle die Karten, mit denen du zahlst, dann „Kaufen“. Passend bezahlen bringt eine weitere Aktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="161" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Eine Karte beliebigen Werts oder mehrere im Gesamtwert von höchstens 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="162" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Klicke auf Geld in der Auslage, um es zu nehmen, oder auf ein Gebäude im Bauhof, um es zu kaufen. Ziehe Plättchen, um zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="187" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Deine längste Mauer wächst von %1 auf %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="37" />
            <source>Worker's hut (%1): counts one more %1 for each open neighbour of that type</source>
            <translation>Bauhütte (%1): zählt für jeden offen angrenzenden Nachbarn dieses Typs ein weiteres Gebäude vom Typ %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>north</source>
            <translation>Norden</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>east</source>
            <translation>Osten</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>south</source>
            <translation>Süden</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>west</source>
            <translation>Westen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="50" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="51" />
            <source>%1, price %2; walls: %3</source>
            <translation>%1, Preis %2; Mauern: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="110" />
            <source>Bonus card: %1 counts one more %2 while it stands in the Alhambra</source>
            <translation>Bonuskarte: Solange %1 in der Alhambra steht, zählt ein weiteres Gebäude vom Typ %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="112" />
            <source> (secret; reveal it with the action bar)</source>
            <translation> (geheim; deck sie über die Aktionsleiste auf)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/money.py" line="121" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n Karte, verdeckt</numerusform>
                <numerusform>%n Karten, verdeckt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="125" />
            <source>Seen taking and not yet paid: %1</source>
            <translation>Beim Nehmen gesehen, noch nicht ausgegeben: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="37" />
            <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
            <translation>Plättchen im Beutel: %1
Karten im Stapel: %2
Erfolgte Wertungen: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="61" />
            <source>Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).</source>
            <translation>Bauhütte (%1), %2 in diesem Stapel. Klicken zum Nehmen (bis zu drei Hütten pro Person).</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="155" />
            <source>castle %1</source>
            <translation>Burg %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="157" />
            <source>manor</source>
            <translation>Landgut</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="158" />
            <source>%1: %2, value %3</source>
            <translation>%1: %2, Wert %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>empty</source>
            <translation>leer</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>bridge</source>
            <translation>Brücke</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>pieces</source>
            <translation>Bauteile</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="167" />
            <source>Levels: %1</source>
            <translation>Ebenen: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>Nobles on this building:</source>
            <translation>Adlige auf diesem Gebäude:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>No nobles on this building.</source>
            <translation>Keine Adligen auf diesem Gebäude.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="174" />
            <source>• %1's %2 on %3, level %4</source>
            <translation>• %2 von %1 auf %3, Ebene %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="225" />
            <source>%1's %2 on level %3</source>
            <translation>%2 von %1 auf Ebene %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="245" />
            <source>Castle %1, value %2</source>
            <translation>Burg %1, Wert %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="278" />
            <source>Crest of %1: value %2</source>
            <translation>Wappen von %1: Wert %2</translation>
        </message>
    </context>
    <context>
        <name>CastleScores</name>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>VP</source>
            <translation>SP</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Talers</source>
            <translation>Taler</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Helpers</source>
            <translation>Gehilfen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Cards in hand</source>
            <translation>Karten auf der Hand</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="29" />
            <source>Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5</source>
            <translation>Runde %1 von %2 · errichtete Gebäude: %3 von %4 · Silber in der Schmiede: %5</translation>
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="70" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="77" />
            <source>Castle %1</source>
            <translation>Burg %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="79" />
            <source>Manor</source>
            <translation>Landgut</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="84" />
            <source>Build on parcel %1:</source>
            <translation>Auf Parzelle %1 bauen:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="88" />
            <source>Which castle keeps its flag?</source>
            <translation>Welche Burg behält ihre Fahne?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="91" />
            <source>Manor on %1</source>
            <translation>Landgut auf %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="93" />
            <source>Which manor becomes a castle?</source>
            <translation>Welches Landgut wird zur Burg?</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="97" />
            <source>Build a bridge: click two lit heads</source>
            <translation>Brücke bauen: Klicke auf zwei hervorgehobene Brückenköpfe</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="99" />
            <source>Take back: click one of your lit nobles</source>
            <translation>Zurücknehmen: Klicke auf einen deiner hervorgehobenen Adligen</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="47" />
            <source>End of the game</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="51" />
            <source>Standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="55" />
            <source>&amp;Rematch</source>
            <translation>&amp;Revanche</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="56" />
            <source>The same players and options, a new deal</source>
            <translation>Dieselben Spieler und Optionen, neu verteilt</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="57" />
            <source>&amp;New game…</source>
            <translation>&amp;Neues Spiel…</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="58" />
            <source>&amp;Close</source>
            <translation>&amp;Schließen</translation>
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
            <translation>Schlusswertung</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="33" />
            <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
            <translation>Ein Grande zählt das Doppelte der Ebene, auf der er steht, ein Caballero seine Ebene; je volle 50 Reales zählen 1 Punkt. Bei Gleichstand gewinnt, wer den größeren Geldrest hat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="37" />
            <source>Noble %1</source>
            <translation>Adliger %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Remainder (tie-break)</source>
            <translation>Rest (Gleichstand)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="48" />
            <source>%1 on %2 · level %3 → %4</source>
            <translation>%1 auf %2 · Ebene %3 → %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="28" />
            <source>Every helper in the castle scores by its building's rule; the VP earned during the game come first.</source>
            <translation>Jeder Gehilfe in der Burg punktet nach der Regel seines Gebäudes; zuerst kommen die im Spiel erzielten SP.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>During the game</source>
            <translation>Während des Spiels</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/dialogs.py" line="51" />
            <source>%n reales → %1</source>
            <translation>
                <numerusform>%n Real → %1</numerusform>
                <numerusform>%n Reales → %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FinalStandingsDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="114" />
            <location filename="../../gui/dialogs/standings.py" line="116" />
            <source>Final standings</source>
            <translation>Endstand</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="136" />
            <source>tied %1</source>
            <translation>%1 (geteilt)</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="148" />
            <source>%1 — winner</source>
            <translation>%1 – Sieger</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="149" />
            <source>%1 — shares the victory</source>
            <translation>%1 – geteilter Sieg</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="166" />
            <source>%1 (neutral player, not ranked): %2 points</source>
            <translation>%1 (neutraler Spieler, nicht gewertet): %2 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="172" />
            <source>&amp;New game</source>
            <translation>&amp;Neues Spiel</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="173" />
            <source>&amp;Close</source>
            <translation>&amp;Schließen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="189" />
            <source>%1 wins with %2 points!</source>
            <translation>%1 gewinnt mit %2 Punkten!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="192" />
            <source>%1 share the victory with %2 points each!</source>
            <translation>%1 teilen sich den Sieg mit je %2 Punkten!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="195" />
            <source>Nobody wins: %1 scored the most points.</source>
            <translation>Niemand gewinnt: %1 hat die meisten Punkte erzielt.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="196" />
            <source>Nobody wins this game.</source>
            <translation>Niemand gewinnt diese Partie.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/standings.py" line="144" />
            <source>%n points</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../gui/games/base.py" line="156" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="158" />
            <source>It is not your turn.</source>
            <translation>Du bist nicht am Zug.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="160" />
            <source>That is not a move of this game.</source>
            <translation>Das ist kein Zug in diesem Spiel.</translation>
        </message>
    </context>
    <context>
        <name>GardensScores</name>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Colours</source>
            <translation>Farben</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Tiles in hand</source>
            <translation>Plättchen auf der Hand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="31" />
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="37" />
            <source>Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4</source>
            <translation>Fertige Gebäude: %1 von %2 · gelegte Gartenplättchen: %3 von 36 · noch zu ziehen: %4</translation>
        </message>
    </context>
    <context>
        <name>GardensTable</name>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="167" />
            <source>Turn the tile a quarter clockwise (R)</source>
            <translation>Plättchen eine Vierteldrehung im Uhrzeigersinn drehen (R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="168" />
            <source>Turn the tile a quarter anticlockwise (Shift+R)</source>
            <translation>Plättchen eine Vierteldrehung gegen den Uhrzeigersinn drehen (Umschalt+R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="241" />
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="244" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="245" />
            <source>nobody scores</source>
            <translation>niemand punktet</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="246" />
            <source>%1 scores %2</source>
            <translation>%1 erhält %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="249" />
            <source>%1 face the %2</source>
            <translation>%1 vor %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="264" />
            <source>Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it.</source>
            <translation>Lege das Plättchen auf ein hervorgehobenes Feld; drehe es mit dem Mausrad oder R, während du es hältst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="294" />
            <location filename="../../gui/games/gardens/table.py" line="297" />
            <source>Drop the tile on one of the lit garden spaces.</source>
            <translation>Lege das Plättchen auf eines der hervorgehobenen Gartenfelder.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="307" />
            <source>Click a lit space to lay the tile there; turn it first with the arrows or R.</source>
            <translation>Klicke auf ein hervorgehobenes Feld, um das Plättchen dorthin zu legen; drehe es vorher mit den Pfeilen oder R.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="378" />
            <source>Click a lit space to lay the picked tile, or turn it first.</source>
            <translation>Klicke auf ein hervorgehobenes Feld, um das gewählte Plättchen zu legen, oder drehe es vorher.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="379" />
            <source>Drag a garden tile onto a lit space, or click it and then a space.</source>
            <translation>Ziehe ein Gartenplättchen auf ein hervorgehobenes Feld – oder klicke es an und dann auf ein Feld.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="401" />
            <source>Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now.</source>
            <translation>Lege dein Plättchen mit %1 Bäumen jeder Art auf das markierte Feld, so gedreht, wie es jetzt gezeigt wird.</translation>
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
            <translation>Klicken, um die Stadt von %1 groß zu sehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="78" />
            <source>Click to see your own city again</source>
            <translation>Klicken, um wieder deine eigene Stadt zu sehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="115" />
            <source>Longest moat</source>
            <translation>Längster Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Fee: %1</source>
            <translation>Gebühr: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Reserve only</source>
            <translation>Nur Reserve</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="163" />
            <source>Building market</source>
            <translation>Bauhof</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show odd values</source>
            <translation>Nachschub zeigt ungerade Werte</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show even values</source>
            <translation>Nachschub zeigt gerade Werte</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="165" />
            <source>The black marker is on odd: a tile laid into the market shows its odd-valued face.</source>
            <translation>Der schwarze Marker steht auf ungerade: Ein Plättchen, das in den Bauhof kommt, zeigt seine Seite mit ungeradem Wert.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="166" />
            <source>The black marker is on even: a tile laid into the market shows its even-valued face.</source>
            <translation>Der schwarze Marker steht auf gerade: Ein Plättchen, das in den Bauhof kommt, zeigt seine Seite mit geradem Wert.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="219" />
            <source>%1 shows its bought face again: building it costs nothing.</source>
            <translation>%1 zeigt wieder die gekaufte Seite: Bauen kostet nichts.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="222" />
            <source>Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.</source>
            <translation>Umgedreht: %1. Die Wendegebühr (%2) kannst du nicht zahlen; deine Reserve nimmt es kostenlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="224" />
            <source>Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.</source>
            <translation>Umgedreht: %1. Bauen kostet die Wendegebühr: %2. Deine Reserve nimmt es kostenlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="272" />
            <source>Right-click or press F to see its other face.</source>
            <translation>Rechtsklick oder F zeigt die andere Seite.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="288" />
            <source>Turn the %1 over to %2, paying %3.</source>
            <translation>Drehe %1 auf %2 um und zahle %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="295" />
            <source>Its other face is worth more to you than the fee.</source>
            <translation>Die andere Seite ist dir mehr wert als die Gebühr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="300" />
            <source>Your longest moat grows from %1 to %2.</source>
            <translation>Dein längster Graben wächst von %1 auf %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="310" />
            <source>Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Ziehe jedes Plättchen auf ein hervorgehobenes Feld, deine Reserve oder zu Juan. Rechtsklick auf ein Plättchen (oder F) zeigt seine andere Seite: Diese Seite zu bauen kostet die Wendegebühr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="313" />
            <source>Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Ziehe jedes Plättchen auf ein hervorgehobenes Feld oder deine Reserve. Rechtsklick auf ein Plättchen (oder F) zeigt seine andere Seite: Diese Seite zu bauen kostet die Wendegebühr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="317" />
            <source>Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.</source>
            <translation>Ziehe das dir zugeteilte Plättchen auf ein hervorgehobenes Feld oder deine Reserve: Es behält die Seite, die es gezeigt hat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="319" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Wähle die Karten, mit denen du zahlst, dann „Kaufen“. Passend bezahlen bringt eine weitere Aktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="321" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Eine Karte beliebigen Werts oder mehrere im Gesamtwert von höchstens 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="322" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Klicke auf Geld in der Auslage, um es zu nehmen, oder auf ein Gebäude im Bauhof, um es zu kaufen. Ziehe Plättchen, um zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>north</source>
            <translation>Norden</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>east</source>
            <translation>Osten</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>south</source>
            <translation>Süden</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>west</source>
            <translation>Westen</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="60" />
            <source>%1; moats: %2. Other side: %3</source>
            <translation>%1; Gräben: %2. Andere Seite: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="62" />
            <source>none</source>
            <translation>keine</translation>
        </message>
    </context>
    <context>
        <name>Hand</name>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>Build a bridge…</source>
            <translation>Brücke bauen…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>A bridge costs 15 reales: then click its two heads</source>
            <translation>Eine Brücke kostet 15 Reales: Klicke danach auf ihre beiden Brückenköpfe</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Take back a noble…</source>
            <translation>Adligen zurücknehmen…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Before your main action: a noble goes home and pays</source>
            <translation>Vor deiner Hauptaktion: Ein Adliger geht nach Hause und bringt Geld</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>Buy top card (5)</source>
            <translation>Oberste Karte kaufen (5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>The top card of the building deck, unseen, for 5 reales</source>
            <translation>Die oberste Karte des Gebäudestapels, unbesehen, für 5 Reales</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>Buy tower card (10)</source>
            <translation>Turmkarte kaufen (10)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>A tower card for 10 reales</source>
            <translation>Eine Turmkarte für 10 Reales</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="100" />
            <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
            <translation>Gebäudekarte %1: für 5 Reales kaufen (Doppelklick oder in deine Hand ziehen)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="114" />
            <source>Building card %1: drag it onto parcel %1 to build there</source>
            <translation>Gebäudekarte %1: auf Parzelle %1 ziehen, um dort zu bauen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="122" />
            <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
            <translation>Turmkarten: %1. Ziehe eine auf eine hervorgehobene Säule, um aufzustocken (Ebenen 2 bis 5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="134" />
            <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
            <translation>Gebäudestapel: %1 Karten. Oberste Karte unbesehen für 5 Reales kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="135" />
            <source>Tower deck: %1 cards, 10 reales each</source>
            <translation>Turmstapel: %1 Karten, je 10 Reales</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="34" />
            <source>Point at a choice to see it on the board; click it to build.</source>
            <translation>Zeige auf eine Möglichkeit, um sie auf dem Spielbrett zu sehen; klicke sie an, um zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="38" />
            <source>Press Buy card, or drag the card into your hand.</source>
            <translation>Klicke auf „Karte kaufen“ oder ziehe die Karte in deine Hand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="40" />
            <source>Press Take back noble to take it home and be paid its building's value (twice for a grande).</source>
            <translation>Klicke auf „Adligen zurücknehmen“, um ihn nach Hause zu holen und den Wert seines Gebäudes zu erhalten (doppelt für einen Grande).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="42" />
            <source>Click two lit heads: the bridge joins them over the square between.</source>
            <translation>Klicke auf zwei hervorgehobene Brückenköpfe: Die Brücke verbindet sie über das Feld dazwischen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="43" />
            <source>Click a lit place.</source>
            <translation>Klicke auf einen hervorgehobenen Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="45" />
            <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
            <translation>Ziehe einen Adligen aus der Auswahl auf einen hervorgehobenen Platz – oder ziehe einen deiner Adligen auf diesem Gebäude, um ihn zu versetzen oder zu tauschen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="47" />
            <source>Choose on the board.</source>
            <translation>Wähle auf dem Spielbrett.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="48" />
            <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
            <translation>Ziehe eine Karte auf ihre Parzelle, um zu bauen; kaufe auf dem Markt; ziehe deinen Adligen nach Hause, um ihn zurückzunehmen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="56" />
            <source>Drop card %1 on its parcel, lit on the board.</source>
            <translation>Ziehe Karte %1 auf ihre Parzelle (auf dem Spielbrett hervorgehoben).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="58" />
            <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
            <translation>Ziehe die Turmkarte auf eine hervorgehobene Säule: unter deinen eigenen Adligen oder um eine Brücke vorzubereiten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="60" />
            <location filename="../../gui/games/alcazar/hints.py" line="103" />
            <source>Drop the card into your hand to buy it.</source>
            <translation>Ziehe die Karte auf deine Hand, um sie zu kaufen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="62" />
            <location filename="../../gui/games/alcazar/hints.py" line="106" />
            <source>Drop your noble on your line in the players panel to take it back.</source>
            <translation>Ziehe deinen Adligen auf deine Zeile in der Spielerübersicht, um ihn zurückzunehmen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="64" />
            <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
            <translation>Ziehe deinen Adligen auf einen hervorgehobenen Platz, um ihn zu versetzen, oder auf deinen anderen Adligen, um beide zu tauschen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="66" />
            <source>Drop the %1 on a lit spot.</source>
            <translation>Ziehe den %1 auf einen hervorgehobenen Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="72" />
            <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
            <translation>Klicke auf den ersten Brückenkopf: einen mit deinem Adligen oder seinen Partner.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="73" />
            <source>Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).</source>
            <translation>Klicke auf einen deiner hervorgehobenen Adligen: Er geht nach Hause und die Bank zahlt den Wert seines Gebäudes (doppelt für einen Grande).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Drop</source>
            <translation>Ziehe</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Click</source>
            <translation>Setze per Klick</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="87" />
            <source>Card %1 builds only on parcel %1.</source>
            <translation>Karte %1 baut nur auf Parzelle %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="93" />
            <source>Drop card %1 on parcel %1.</source>
            <translation>Lege Karte %1 auf Parzelle %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="99" />
            <source>Drop the tower card on a lit column.</source>
            <translation>Lege die Turmkarte auf eine hervorgehobene Säule.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="107" />
            <source>That is not a place for it.</source>
            <translation>Dort kann das nicht hin.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="114" />
            <source>your %1</source>
            <translation>dein %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="116" />
            <source>%1's %2</source>
            <translation>der %2 von %1</translation>
        </message>
    </context>
    <context>
        <name>MainWindow</name>
        <message>
            <location filename="../../gui/main_window.py" line="360" />
            <location filename="../../gui/main_window.py" line="475" />
            <source>Log</source>
            <translation>Protokoll</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="364" />
            <location filename="../../gui/main_window.py" line="476" />
            <source>Scores</source>
            <translation>Punktestand</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="370" />
            <location filename="../../gui/main_window.py" line="477" />
            <source>⚠ Not saved automatically</source>
            <translation>⚠ Nicht automatisch gespeichert</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="411" />
            <source>&amp;Game</source>
            <translation>&amp;Spiel</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="412" />
            <source>&amp;New…</source>
            <translation>&amp;Neu…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="413" />
            <source>&amp;Open…</source>
            <translation>Ö&amp;ffnen…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="414" />
            <source>&amp;Save</source>
            <translation>&amp;Speichern</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="415" />
            <source>Save &amp;As…</source>
            <translation>Speichern &amp;unter…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="417" />
            <source>&amp;Undo</source>
            <translation>&amp;Rückgängig</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="418" />
            <source>&amp;Redo</source>
            <translation>&amp;Wiederholen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="419" />
            <source>&amp;Hint</source>
            <translation>&amp;Tipp</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="420" />
            <source>&amp;Close game</source>
            <translation>Spiel s&amp;chließen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="421" />
            <source>S&amp;tatistics…</source>
            <translation>S&amp;tatistik…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="423" />
            <source>&amp;Quit</source>
            <translation>&amp;Beenden</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="425" />
            <source>&amp;Move</source>
            <translation>&amp;Zug</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="428" />
            <source>&amp;View</source>
            <translation>&amp;Ansicht</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="429" />
            <source>Zoom &amp;in</source>
            <translation>Ver&amp;größern</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="430" />
            <source>Zoom &amp;out</source>
            <translation>Ver&amp;kleinern</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="431" />
            <source>&amp;Fit to window</source>
            <translation>An &amp;Fenster anpassen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="432" />
            <source>Animation &amp;speed</source>
            <translation>Animations&amp;tempo</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="440" />
            <source>&amp;Language</source>
            <translation>&amp;Sprache</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="454" />
            <source>&amp;Help</source>
            <translation>&amp;Hilfe</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="455" />
            <source>&amp;Rules of this game</source>
            <translation>&amp;Regeln dieses Spiels</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="456" />
            <source>&amp;About Alcazaba</source>
            <translation>Ü&amp;ber Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="520" />
            <source>Do the prepared action</source>
            <translation>Vorbereitete Aktion ausführen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="521" />
            <source>Cancel the selection</source>
            <translation>Auswahl aufheben</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="522" />
            <source>Next piece</source>
            <translation>Nächstes Teil</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="523" />
            <source>Previous piece</source>
            <translation>Vorheriges Teil</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="524" />
            <source>Pick the piece</source>
            <translation>Teil aufnehmen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="577" />
            <source>Cannot start the game</source>
            <translation>Das Spiel kann nicht gestartet werden</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="585" />
            <source>Open game</source>
            <translation>Spiel öffnen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="599" />
            <location filename="../../gui/main_window.py" line="604" />
            <source>Cannot open the game</source>
            <translation>Das Spiel kann nicht geöffnet werden</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="600" />
            <source>%1 cannot be opened:
%2</source>
            <translation>%1 kann nicht geöffnet werden:
%2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="605" />
            <source>This version cannot show %1 games.</source>
            <translation>Diese Version kann keine Partien von %1 anzeigen.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete game?</source>
            <translation>Spiel löschen?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete this game in progress? It cannot be continued afterwards.</source>
            <translation>Diese laufende Partie löschen? Sie kann danach nicht mehr fortgesetzt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>Cannot save</source>
            <translation>Speichern nicht möglich</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>The game could not be saved to %1: %2</source>
            <translation>Das Spiel konnte nicht in %1 gespeichert werden: %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="652" />
            <source>Saved to %1</source>
            <translation>Gespeichert in %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="660" />
            <source>Save game</source>
            <translation>Spiel speichern</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="677" />
            <source>Save changes?</source>
            <translation>Änderungen speichern?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="678" />
            <source>This game has moves that are not in %1 yet. Save them to that file?
(The game also stays among the games in progress.)</source>
            <translation>Diese Partie enthält Züge, die noch nicht in %1 stehen. In dieser Datei speichern?
(Die Partie bleibt außerdem bei den laufenden Partien.)</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="697" />
            <source>Looking for a good move…</source>
            <translation>Suche einen guten Zug…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="739" />
            <source>Nothing to undo: new cards or tiles have been revealed since.</source>
            <translation>Nichts rückgängig zu machen: Seitdem wurden neue Karten oder Plättchen aufgedeckt.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1121" />
            <source>Shortcut: %1</source>
            <translation>Tastenkürzel: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1131" />
            <source>Press Enter to do this</source>
            <translation>Drücke Enter, um dies auszuführen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1159" />
            <source>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; A Castle for All Seasons by Inka and Markus Brand. All art in this program is drawn by its authors.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Burgenbau-Brettspiele an einem Tisch oder gegen den Computer.&lt;/p&gt;&lt;p&gt;Alhambra und Granada sind Spiele von Dirk Henn, Alcazar von Wolfgang Kramer, Im Schutze der Burg von Inka und Markus Brand. Alle Grafiken in diesem Programm wurden von seinen Autoren gezeichnet.&lt;/p&gt;&lt;p&gt;Freie Software unter der GNU General Public License, Version 3 oder neuer.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1174" />
            <source>game over</source>
            <translation>Spiel vorbei</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1176" />
            <source>%1 to play</source>
            <translation>%1 ist am Zug</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1001" />
            <source>A new game of %1: %2.</source>
            <translation>Neue Partie %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="949" />
            <source>Choose a game to play.</source>
            <translation>Wähle ein Spiel.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="751" />
            <source>Your saved games could not be read (%1). New games can still be played.</source>
            <translation>Deine gespeicherten Partien konnten nicht gelesen werden (%1). Neue Partien sind trotzdem möglich.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Instant</source>
            <translation>Sofort</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Fast</source>
            <translation>Schnell</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Slow</source>
            <translation>Langsam</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="710" />
            <source>Your score would go from %1 to %2.</source>
            <translation>Deine Punktzahl ginge von %1 auf %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="712" />
            <source>It is the only sensible move here.</source>
            <translation>Es ist hier der einzig sinnvolle Zug.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="713" />
            <source>Of the %1 moves it compared, it rated this one best.</source>
            <translation>Von %1 verglichenen Zügen wurde dieser am besten bewertet.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="715" />
            <source>Hint: %1 %2</source>
            <translation>Tipp: %1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="763" />
            <source>A copy of the damaged file is kept at %1.</source>
            <translation>Eine Kopie der beschädigten Datei liegt unter %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="766" />
            <location filename="../../gui/main_window.py" line="777" />
            <source>A saved game is damaged</source>
            <translation>Ein gespeichertes Spiel ist beschädigt</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="767" />
            <source>A saved game could not be read, and nothing of it can be recovered.</source>
            <translation>Ein gespeichertes Spiel konnte nicht gelesen werden; davon lässt sich nichts wiederherstellen.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="768" />
            <source>What is wrong: %1</source>
            <translation>Fehler: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="771" />
            <source>A saved game of %1 with %2 is damaged: %3</source>
            <translation>Eine gespeicherte Partie %1 mit %2 ist beschädigt: %3</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="774" />
            <source>Continue it from move %1, the last one that can be read?</source>
            <translation>Ab Zug %1 fortsetzen, dem letzten lesbaren?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="776" />
            <source>None of its moves can be read. Start it again from its setup?</source>
            <translation>Keiner seiner Züge ist lesbar. Ab dem Spielaufbau neu beginnen?</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="784" />
            <source>The recovered game could not be saved (%1).</source>
            <translation>Das wiederhergestellte Spiel konnte nicht gespeichert werden (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="822" />
            <source>Alcazaba</source>
            <translation>Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="829" />
            <source>The game cannot be saved automatically: %1. It is tried again after every move.</source>
            <translation>Das Spiel kann nicht automatisch gespeichert werden: %1. Nach jedem Zug wird es erneut versucht.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="832" />
            <source>Your game could not be saved automatically (%1).

The game goes on, and saving is tried again after every move. To keep it safe elsewhere, use Game &gt; Save As.</source>
            <translation>Deine Partie konnte nicht automatisch gespeichert werden (%1).

Das Spiel geht weiter, und nach jedem Zug wird das Speichern erneut versucht. Um sie anderswo zu sichern, nutze Spiel &gt; Speichern unter.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="838" />
            <source>The game is saved automatically again.</source>
            <translation>Das Spiel wird wieder automatisch gespeichert.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1105" />
            <source>%1 is thinking…</source>
            <translation>%1 denkt nach…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1156" />
            <source>About Alcazaba</source>
            <translation>Über Alcazaba</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="67" />
            <source>Red</source>
            <translation>Rot</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="68" />
            <source>Blue</source>
            <translation>Blau</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="69" />
            <source>Green</source>
            <translation>Grün</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="70" />
            <source>Yellow</source>
            <translation>Gelb</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="71" />
            <source>Purple</source>
            <translation>Lila</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="72" />
            <source>Orange</source>
            <translation>Orange</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="146" />
            <source>whole numbers, separated by commas</source>
            <translation>ganze Zahlen, durch Kommas getrennt</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="173" />
            <source>Move up</source>
            <translation>Nach oben</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="178" />
            <source>Move down</source>
            <translation>Nach unten</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="255" />
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Name</source>
            <translation>Name</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="261" />
            <source>Human</source>
            <translation>Mensch</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="263" />
            <location filename="../../gui/dialogs/new_game.py" line="786" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="274" />
            <source>Seat %1: name</source>
            <translation>Platz %1: Name</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="275" />
            <source>Seat %1: colour</source>
            <translation>Platz %1: Farbe</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="276" />
            <source>Seat %1: human or computer</source>
            <translation>Platz %1: Mensch oder Computer</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="277" />
            <source>Seat %1: computer level</source>
            <translation>Platz %1: Computerstufe</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="402" />
            <source>New game</source>
            <translation>Neues Spiel</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="421" />
            <source>&amp;Game:</source>
            <translation>&amp;Spiel:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="427" />
            <source>Rule options</source>
            <translation>Regeloptionen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="441" />
            <source>&amp;Start game</source>
            <translation>Spiel &amp;starten</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="443" />
            <source>&amp;Reset to defaults</source>
            <translation>Auf Standard &amp;zurücksetzen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="557" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="562" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Anzahl Spieler:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Colour</source>
            <translation>Farbe</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Level</source>
            <translation>Stufe</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="598" />
            <source>No computer players are available.</source>
            <translation>Keine Computerspieler verfügbar.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="644" />
            <source>Advanced rule options</source>
            <translation>Erweiterte Regeloptionen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="655" />
            <source>This game is played by its standard rules unless you change the advanced options.</source>
            <translation>Dieses Spiel wird nach den Standardregeln gespielt, solange du die erweiterten Optionen nicht änderst.</translation>
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
            <translation>Neues Spiel: %1</translation>
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
            <translation>Spieler %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="815" />
            <source>Seat %1 needs a name.</source>
            <translation>Platz %1 braucht einen Namen.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="818" />
            <source>Seats %1 and %2 have the same name; give each player their own.</source>
            <translation>Platz %1 und %2 haben denselben Namen; gib jedem Spieler einen eigenen.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="822" />
            <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
            <translation>Platz %1 und %2 haben beide die Farbe %3; gib jedem Spieler eine eigene Farbe.</translation>
        </message>
    </context>
    <context>
        <name>NobleStep</name>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Place a noble</source>
            <translation>Adligen einsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Move or swap a noble</source>
            <translation>Adligen versetzen oder tauschen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="42" />
            <source>Done</source>
            <translation>Fertig</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="47" />
            <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
            <translation>Ziehe den %1 auf einen hervorgehobenen Platz – oder klicke ihn an und dann auf den Platz</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="58" />
            <source>A %1 here costs %2 reales; you have %3.</source>
            <translation>Ein %1 kostet hier %2 Reales; du hast %3.</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="40" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>Market</source>
            <translation>Markt</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>a card 5 reales · a tower card 10</source>
            <translation>eine Karte 5 Reales · eine Turmkarte 10</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="42" />
            <source>Supply</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="71" />
            <source>out</source>
            <translation>raus</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="75" />
            <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
            <translation>%1: %2 Reales, %3 Gebäudekarten, %4 Turmkarten; zu Hause %5 Grandes und %6 Caballeros; %7 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>Free flags:</source>
            <translation>Freie Fahnen:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>No free flag</source>
            <translation>Keine freie Fahne</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="90" />
            <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
            <translation>Das Spiel endet nach dem Zug, in dem das letzte Bauteil oder die letzte Brücke verwendet wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="92" />
            <source>Your hand</source>
            <translation>Deine Hand</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="94" />
            <source>Hand of %1 (hidden)</source>
            <translation>Hand von %1 (verdeckt)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="69" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n Pkt.</numerusform>
                <numerusform>%n Pkt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="83" />
            <source>%n pieces</source>
            <translation>
                <numerusform>%n Bauteil</numerusform>
                <numerusform>%n Bauteile</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="84" />
            <source>%n bridges</source>
            <translation>
                <numerusform>%n Brücke</numerusform>
                <numerusform>%n Brücken</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <location filename="../../gui/main_window.py" line="248" />
            <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players' hands stay hidden.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Gib den Bildschirm an %1 weiter&lt;/h2&gt;&lt;p&gt;Die Hände der anderen Spieler bleiben verdeckt.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="250" />
            <source>I am %1 — show my hand</source>
            <translation>Ich bin %1 – zeig meine Hand</translation>
        </message>
    </context>
    <context>
        <name>Previews</name>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="68" />
            <source>Found a castle on %1 with %2 and %3</source>
            <translation>Burg auf %1 mit %2 und %3 gründen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="71" />
            <source>Found a manor on %1</source>
            <translation>Landgut auf %1 gründen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="75" />
            <source>Build up on %1 to level %2</source>
            <translation>Auf %1 bis Ebene %2 aufstocken</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="77" />
            <source>Extend onto %1</source>
            <translation>Auf %1 erweitern</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="79" />
            <source>Bridge from %1 to %2 (15 reales)</source>
            <translation>Brücke von %1 zu %2 (15 Reales)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="85" />
            <source>pushes off %1's %2 (they get %3 reales)</source>
            <translation>verdrängt den %2 von %1 (erhält %3 Reales)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="88" />
            <source>joins buildings</source>
            <translation>verbindet Gebäude</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/previews.py" line="90" />
            <source>income %n reales</source>
            <translation>
                <numerusform>Einkommen %n Real</numerusform>
                <numerusform>Einkommen %n Reales</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="98" />
            <source>Place a %1 on %2 for %3 reales</source>
            <translation>Einen %1 auf %2 für %3 Reales einsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="100" />
            <source>Move your noble from %1 to %2 (free)</source>
            <translation>Deinen Adligen von %1 nach %2 versetzen (kostenlos)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="102" />
            <source>Swap your nobles on %1 and %2 (free)</source>
            <translation>Deine Adligen auf %1 und %2 tauschen (kostenlos)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="105" />
            <source>Take back your noble from %1 and receive %2 reales</source>
            <translation>Deinen Adligen von %1 zurücknehmen und %2 Reales erhalten</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="108" />
            <source>Tower card on %1: a piece on level %2</source>
            <translation>Turmkarte auf %1: ein Bauteil auf Ebene %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="110" />
            <source>Buy card %1 for 5 reales</source>
            <translation>Karte %1 für 5 Reales kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy a tower card for 10 reales</source>
            <translation>Eine Turmkarte für 10 Reales kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy the top building card for 5 reales</source>
            <translation>Die oberste Gebäudekarte für 5 Reales kaufen</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="40" />
            <source>Rules of %1</source>
            <translation>Regeln: %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="48" />
            <source>There is no rules page for this game.</source>
            <translation>Für dieses Spiel gibt es keine Regelseite.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="53" />
            <source>These rules are not written in your language yet; here they are in English.</source>
            <translation>Diese Regeln gibt es noch nicht in deiner Sprache; hier sind sie auf Englisch.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="57" />
            <source>Find in the rules</source>
            <translation>In den Regeln suchen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="61" />
            <source>Previous</source>
            <translation>Zurück</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="63" />
            <source>Next</source>
            <translation>Weiter</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="104" />
            <source>Not found</source>
            <translation>Nicht gefunden</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../../gui/dialogs/score_chart.py" line="22" />
            <source>Points over the game, after every move</source>
            <translation>Punkte im Spielverlauf, nach jedem Zug</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/score_chart.py" line="52" />
            <source>%n moves</source>
            <translation>
                <numerusform>%n Zug</numerusform>
                <numerusform>%n Züge</numerusform>
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
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="72" />
            <source>Dirk</source>
            <translation>Dirk</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="76" />
            <source>Scoring round %1</source>
            <translation>Wertungsrunde %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="96" />
            <source>Each cell: buildings of that type · place · points (highest value in brackets).</source>
            <translation>Jede Zelle: Gebäude dieses Typs · Platz · Punkte (höchster Wert in Klammern).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="103" />
            <source>Ties: the player with the higher-valued building of that type ranks first (then the next highest); points are never split.</source>
            <translation>Gleichstand: Wer das höherwertige Gebäude dieses Typs hat, liegt vorn (danach das nächsthöhere); Punkte werden nie geteilt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="110" />
            <source>Simple scoring: each place scores fixed points.</source>
            <translation>Einfache Wertung: Jeder Platz bringt feste Punkte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="112" />
            <source>Standard scoring: a place scores a multiple of the number of buildings of that type in all the cities together.</source>
            <translation>Standardwertung: Ein Platz bringt ein Vielfaches der Anzahl der Gebäude dieses Typs in allen Städten zusammen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="98" />
            <source>Each cell: buildings of that type · place · points.</source>
            <translation>Jede Zelle: Gebäude dieses Typs · Platz · Punkte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="100" />
            <source>Ties among Alhambra buildings share the points of the places they fill; among Granada buildings the higher-valued building ranks first, and points are never split.</source>
            <translation>Bei Gleichstand mit Alhambra-Gebäuden werden die Punkte der belegten Plätze geteilt; bei Granada-Gebäuden liegt das höherwertige Gebäude vorn, und Punkte werden nie geteilt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="106" />
            <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
            <translation>Gleichstand: Gleichauf liegende Spieler teilen sich die Punkte aller Plätze, die sie belegen, abgerundet; der nächste Spieler kommt hinter alle von ihnen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="115" />
            <source>In round 1 only 1st place scores.</source>
            <translation>In Wertungsrunde 1 punktet nur der 1. Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="116" />
            <source>In round 2, 1st and 2nd place score.</source>
            <translation>In Wertungsrunde 2 punkten der 1. und 2. Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="117" />
            <source>In round 3, 1st, 2nd and 3rd place score.</source>
            <translation>In Wertungsrunde 3 punkten der 1., 2. und 3. Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="122" />
            <source>Only buildings in the city count, not those in the reserve.</source>
            <translation>Nur Gebäude in der Stadt zählen, nicht die in der Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="124" />
            <source>Only buildings in the Alhambra count, not those in the reserve.</source>
            <translation>Nur Gebäude in der Alhambra zählen, nicht die in der Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="126" />
            <source>%1 takes part in the majorities but never scores moats.</source>
            <translation>%1 zählt bei den Mehrheiten mit, punktet aber nie für Gräben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="127" />
            <source>%1 takes part in the majorities but never scores walls.</source>
            <translation>%1 zählt bei den Mehrheiten mit, punktet aber nie für Mauern.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>Longest outer wall</source>
            <translation>Längste Außenmauer</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>%1: longest outer wall of %2 segments, %3 points</source>
            <translation>%1: längste Außenmauer aus %2 Abschnitten, %3 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>Longest outer moat</source>
            <translation>Längster Außengraben</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>%1: longest outer moat of %2 segments, %3 points</source>
            <translation>%1: längster Außengraben aus %2 Abschnitten, %3 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="150" />
            <source>Longest wall beside a moat</source>
            <translation>Längste Mauer am Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="151" />
            <source>%1: longest chain of walls beside moats, %2 segments, %3 points</source>
            <translation>%1: längste Kette von Mauern an Gräben, %2 Abschnitte, %3 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="235" />
            <source>%1 → +%2</source>
            <translation>%1 → +%2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores walls.</source>
            <translation>%1 punktet nie für Mauern.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores moats.</source>
            <translation>%1 punktet nie für Gräben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="193" />
            <source>This round</source>
            <translation>Diese Wertung</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="200" />
            <source>Total</source>
            <translation>Summe</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the Alhambra.</source>
            <translation>%1 hat keine Gebäude vom Typ %2 in der Alhambra.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the city.</source>
            <translation>%1 hat keine Gebäude vom Typ %2 in der Stadt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="255" />
            <source>tied %1</source>
            <translation>%1 (geteilt)</translation>
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
            <translation>%1: %2 × %3 (höchster Wert %6), %4 Platz: %5 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="271" />
            <source>%1: %2 × %3, %4 place: %5 points</source>
            <translation>%1: %2 × %3, %4 Platz: %5 Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="273" />
            <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
            <translation>%1: %2 × %3, %4 Platz, geteilt von %6 (die Punkte der geteilten Plätze werden aufgeteilt): %5 Punkte</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../../gui/main_window.py" line="85" />
            <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Burgenbau-Brettspiele an einem Tisch oder gegen den Computer.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="100" />
            <source>%1 to %2 players</source>
            <translation>%1 bis %2 Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="104" />
            <source>Some games could not be loaded:</source>
            <translation>Einige Spiele konnten nicht geladen werden:</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="109" />
            <source>New game…</source>
            <translation>Neues Spiel…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="113" />
            <source>&lt;h3&gt;Games in progress&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Laufende Partien&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Game</source>
            <translation>Spiel</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Moves</source>
            <translation>Züge</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Last played</source>
            <translation>Zuletzt gespielt</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="120" />
            <source>Continue</source>
            <translation>Fortsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="122" />
            <source>Delete…</source>
            <translation>Löschen…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="171" />
            <source>today, %1</source>
            <translation>heute, %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="173" />
            <source>yesterday, %1</source>
            <translation>gestern, %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="41" />
            <source>Computer</source>
            <translation>Computer</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="43" />
            <source>Computer (%1)</source>
            <translation>Computer (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="48" />
            <source>%1%</source>
            <translation>%1 %</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="58" />
            <source>%n saved games could not be read: they are not counted.</source>
            <translation>
                <numerusform>%n gespeicherte Partie konnte nicht gelesen werden: Sie wird nicht mitgezählt.</numerusform>
                <numerusform>%n gespeicherte Partien konnten nicht gelesen werden: Sie werden nicht mitgezählt.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="63" />
            <source>%n games played</source>
            <translation>
                <numerusform>%n Partie gespielt</numerusform>
                <numerusform>%n Partien gespielt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="72" />
            <location filename="../../gui/dialogs/statistics.py" line="97" />
            <source>Statistics</source>
            <translation>Statistik</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="98" />
            <source>No finished games yet: statistics appear once a game is played to the end.</source>
            <translation>Noch keine beendeten Partien: Die Statistik erscheint, sobald eine Partie zu Ende gespielt ist.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="110" />
            <source>Game:</source>
            <translation>Spiel:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="112" />
            <source>All games</source>
            <translation>Alle Spiele</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="124" />
            <source>Players</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Player</source>
            <translation>Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Played</source>
            <translation>Gespielt</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Won</source>
            <translation>Gewonnen</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Win rate</source>
            <translation>Siegquote</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Best score</source>
            <translation>Bestes Ergebnis</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Average score</source>
            <translation>Durchschnitt</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="131" />
            <source>Against the computer</source>
            <translation>Gegen den Computer</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Opponent</source>
            <translation>Gegner</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="136" />
            <source>No game against the computer in these games.</source>
            <translation>In diesen Partien wurde nicht gegen den Computer gespielt.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="140" />
            <source>A shared victory counts as a win for each player sharing it. A game against several computer levels counts once for each level.</source>
            <translation>Ein geteilter Sieg zählt für jeden beteiligten Spieler als Sieg. Eine Partie gegen mehrere Computerstufen zählt für jede Stufe einmal.</translation>
        </message>
    </context>
    <context>
        <name>TileCityPlay</name>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="174" />
            <source>That is not a place for %1.</source>
            <translation>Dort kann %1 nicht hin.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="240" />
            <source>Drop %1 on a lit cell of %2, on your reserve, or on %3.</source>
            <translation>Ziehe %1 auf ein hervorgehobenes Feld in %2, auf deine Reserve oder zu %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="242" />
            <source>Drop %1 on a lit cell of %2, or on your reserve.</source>
            <translation>Ziehe %1 auf ein hervorgehobenes Feld in %2 oder auf deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="244" />
            <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
            <translation>Ziehe %1 auf ein hervorgehobenes Feld oder auf ein hervorgehobenes Stadtplättchen, um beide zu tauschen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="245" />
            <source>Drop %1 on your reserve to take it out of %2.</source>
            <translation>Ziehe %1 auf deine Reserve, um das Plättchen aus %2 herauszunehmen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Drop</source>
            <translation>Ziehe</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Click</source>
            <translation>Setze per Klick</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="331" />
            <source>You cannot pay for %1 yet.</source>
            <translation>%1 kannst du noch nicht bezahlen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="346" />
            <source>Take money</source>
            <translation>Geld nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="347" />
            <source>Buy</source>
            <translation>Kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="348" />
            <source>End turn</source>
            <translation>Zug beenden</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="349" />
            <source>Pass</source>
            <translation>Passen</translation>
        </message>
    </context>
    <context>
        <name>TileCityScores</name>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="57" />
            <source>Score</source>
            <translation>Punkte</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="79" />
            <source>All three scorings are done.</source>
            <translation>Alle drei Wertungen sind erfolgt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="81" />
            <source>Next scoring: round 3, at the end of the game.</source>
            <translation>Nächste Wertung: Runde 3, am Spielende.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="83" />
            <source>Next scoring: round 2, when card B comes up.</source>
            <translation>Nächste Wertung: Runde 2, sobald Karte B aufgedeckt wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="85" />
            <source>Next scoring: round 1, when card A comes up.</source>
            <translation>Nächste Wertung: Runde 1, sobald Karte A aufgedeckt wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="87" />
            <source>Each cell: buildings (highest value); ties go to the highest value, then the next.</source>
            <translation>Jede Zelle: Gebäude (höchster Wert); bei Gleichstand entscheidet der höchste Wert, dann der nächste.</translation>
        </message>
    </context>
    <context>
        <name>TileCityTable</name>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="164" />
            <source>Building market</source>
            <translation>Bauhof</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="165" />
            <location filename="../../gui/games/tilecity/table.py" line="328" />
            <source>Money</source>
            <translation>Geld</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="166" />
            <location filename="../../gui/games/tilecity/table.py" line="315" />
            <source>To place</source>
            <translation>Anzulegen</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="172" />
            <source>Market space %1: pay in %2</source>
            <translation>Bauhof-Feld %1: zahlbar in %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="314" />
            <location filename="../../gui/games/tilecity/table.py" line="442" />
            <source>Reserve</source>
            <translation>Reserve</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="366" />
            <source>%n points</source>
            <translation>
                <numerusform>%n Punkt</numerusform>
                <numerusform>%n Punkte</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="403" />
            <source>%n cards in the deck</source>
            <translation>
                <numerusform>%n Karte im Stapel</numerusform>
                <numerusform>%n Karten im Stapel</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="414" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n Karte, verdeckt</numerusform>
                <numerusform>%n Karten, verdeckt</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="435" />
            <source>none yet</source>
            <translation>noch keine</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="436" />
            <source>Supply</source>
            <translation>Vorrat</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="437" />
            <source>Scoring rounds held: %1</source>
            <translation>Erfolgte Wertungsrunden: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Your money</source>
            <translation>Dein Geld</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Money (hidden)</source>
            <translation>Geld (verdeckt)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="491" />
            <source>%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.</source>
            <translation>Der Wesir von %1 liegt offen: Nach dem Zug eines anderen Spielers darf %1 ein Gebäude zum genauen Preis kaufen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="493" />
            <source>%1's vizier is face down: turning it face up costs %1 an action.</source>
            <translation>Der Wesir von %1 liegt verdeckt: Ihn wieder umzudrehen kostet %1 eine Aktion.</translation>
        </message>
    </context>
    <context>
        <name>alcazar</name>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="24" />
            <source>grande</source>
            <translation>Grande</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="25" />
            <source>caballero</source>
            <translation>Caballero</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="32" />
            <source>parcel %1</source>
            <translation>Parzelle %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="38" />
            <source>the square at row %1, column %2</source>
            <translation>dem Feld in Reihe %1, Spalte %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="53" />
            <source>the water channel</source>
            <translation>dem Wasserkanal</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="54" />
            <source>the meadow</source>
            <translation>der Wiese</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="57" />
            <source>the water channel next to parcel %1</source>
            <translation>dem Wasserkanal neben Parzelle %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="58" />
            <source>the meadow next to parcel %1</source>
            <translation>der Wiese neben Parzelle %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="60" />
            <source>the water channel between parcels %1</source>
            <translation>dem Wasserkanal zwischen den Parzellen %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="61" />
            <source>the meadow between parcels %1</source>
            <translation>der Wiese zwischen den Parzellen %1</translation>
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
            <translation>ein Landgut</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="101" />
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="113" />
            <source>— %1's turn —</source>
            <translation>— %1 ist am Zug —</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="115" />
            <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
            <translation>%1 nimmt den %2 von %3 zurück und erhält %4 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="118" />
            <source>%1 buys card %2 from the display for %3 reales.</source>
            <translation>%1 kauft Karte %2 aus der Auslage für %3 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="120" />
            <source>Card %1 is laid out in the display.</source>
            <translation>Karte %1 kommt in die Auslage.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="123" />
            <source>%1 buys a tower card for %2 reales.</source>
            <translation>%1 kauft eine Turmkarte für %2 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="124" />
            <source>%1 buys the top card of the building deck for %2 reales.</source>
            <translation>%1 kauft die oberste Karte des Gebäudestapels für %2 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="127" />
            <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
            <translation>%1 gründet die Burg %2 auf Parzelle %3 mit Flügeln auf den Parzellen %4 (Wert %5).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="130" />
            <source>%1 founds a manor on parcel %2.</source>
            <translation>%1 gründet ein Landgut auf Parzelle %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="133" />
            <source>%1 builds on parcel %2; the building is now worth %3.</source>
            <translation>%1 baut auf Parzelle %2; das Gebäude ist jetzt %3 wert.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="134" />
            <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
            <translation>%1 stockt Parzelle %2 bis Ebene %3 auf; das Gebäude ist jetzt %4 wert.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="138" />
            <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
            <translation>%1 spielt Karte %2, doch ihr Bauteil würde sich mit %3 verbinden, und eine Burg mit Wert 50 kann nicht verschmelzen: Das Bauteil kommt aus dem Spiel und %1 erhält %4 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="142" />
            <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
            <translation>%1 spielt eine Turmkarte auf %2: Der eigene Adlige steigt auf Ebene %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="143" />
            <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
            <translation>%1 spielt eine Turmkarte auf %2 (jetzt Ebene %3), um eine Brücke vorzubereiten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="145" />
            <source>%1 receives %2 reales of income.</source>
            <translation>%1 erhält %2 Reales Einkommen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="148" />
            <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
            <translation>%1 baut für %6 Reales eine Brücke von %2 zu %3 auf Ebene %4 (Wert %5).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="151" />
            <source>%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
            <translation>Der %2 von %1 auf %3 wird verdrängt und geht nach Hause; %1 erhält %4 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="156" />
            <source>Buildings join: %1 takes in %2.</source>
            <translation>Gebäude verbinden sich: %1 übernimmt %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="158" />
            <source>The flag and crest of %1 return to the supply.</source>
            <translation>Fahne und Wappen von %1 kommen zurück in den Vorrat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="161" />
            <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
            <translation>Die Burgen sind gleich viel wert: Wer gebaut hat, wählt, welche ihre Fahne behält.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="164" />
            <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
            <translation>Das Landgut auf %1 ist %2 wert und wird zur Burg %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="168" />
            <source>%1 keeps its flag; %2 returns to the supply.</source>
            <translation>%1 behält die Fahne; die von %2 kommt zurück in den Vorrat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="170" />
            <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
            <translation>%1 setzt einen %2 auf %3 (Ebene %4) für %5 Reales.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="173" />
            <source>%1 moves their %2 from %3 to %4.</source>
            <translation>%1 versetzt den eigenen %2 von %3 nach %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="177" />
            <source>%1 swaps their nobles on %2 and %3.</source>
            <translation>%1 tauscht die eigenen Adligen auf %2 und %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="179" />
            <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
            <translation>%1 kann weder kaufen noch bauen und passt: bis zur Schlusswertung aus dem Spiel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="182" />
            <source>Every player has passed.</source>
            <translation>Alle Spieler haben gepasst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="184" />
            <source>The last building piece or bridge has been used.</source>
            <translation>Das letzte Bauteil oder die letzte Brücke wurde verwendet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="186" />
            <source>%1 Final scoring: %2.</source>
            <translation>%1 Schlusswertung: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>The game is over. Winner: %1.</source>
            <translation>Das Spiel ist vorbei. Sieg: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="196" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="200" />
            <source>%1 is playing…</source>
            <translation>%1 ist am Zug…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="204" />
            <source>a %1 for %2 reales</source>
            <translation>einen %1 für %2 Reales</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="205" />
            <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
            <translation>%1: Setze %2 auf dein neues Bauwerk, versetze oder tausche einen Adligen oder klicke auf „Fertig“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="206" />
            <location filename="../../gui/games/alcazar/texts.py" line="224" />
            <source>%1 or %2</source>
            <translation>%1 oder %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="207" />
            <source>%1: move or swap a noble on this building, or press Done.</source>
            <translation>%1: Versetze oder tausche einen Adligen auf diesem Gebäude oder klicke auf „Fertig“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="209" />
            <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
            <translation>%1: Die verbundenen Burgen sind gleich viel wert – wähle, welche ihre Fahne behält.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="211" />
            <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
            <translation>%1: Mehr Landgüter haben den Wert 5, als Fahnen frei sind – wähle, welches zur Burg wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="213" />
            <source>%1: buy a card or build (you may first take back a noble).</source>
            <translation>%1: Kaufe eine Karte oder baue (du darfst vorher einen Adligen zurücknehmen).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="214" />
            <source>%1: buy a card or build.</source>
            <translation>%1: Kaufe eine Karte oder baue.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="229" />
            <source>Your build is done: place, move or swap a noble, or press Done.</source>
            <translation>Dein Bau ist fertig: Setze, versetze oder tausche einen Adligen oder klicke auf „Fertig“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="230" />
            <source>First choose which of the tied castles keeps its flag and crest.</source>
            <translation>Wähle zuerst, welche der gleichwertigen Burgen Fahne und Wappen behält.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="231" />
            <source>First choose which waiting manor becomes a castle.</source>
            <translation>Wähle zuerst, welches wartende Landgut zur Burg wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="232" />
            <source>Nobles are placed, moved or swapped only right after a build.</source>
            <translation>Adlige werden nur direkt nach einem Bau eingesetzt, versetzt oder getauscht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="265" />
            <source>You have no playable card and too little money for one: first take back your noble on %1 to pay for a card.</source>
            <translation>Du hast keine spielbare Karte und zu wenig Geld für eine: Nimm zuerst deinen Adligen auf %1 zurück, um eine Karte zu bezahlen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="233" />
            <source>There is no such place on the board.</source>
            <translation>Diesen Platz gibt es auf dem Spielbrett nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="234" />
            <source>A noble may be taken back only once per turn, before your main action.</source>
            <translation>Ein Adliger darf nur einmal pro Zug zurückgenommen werden, vor deiner Hauptaktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="235" />
            <source>A noble may be taken back only at the start of your turn.</source>
            <translation>Ein Adliger darf nur zu Beginn deines Zuges zurückgenommen werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="267" />
            <source>No noble stands on %1.</source>
            <translation>Auf %1 steht kein Adliger.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>%1 is %2, not yours.</source>
            <translation>%1 ist %2, nicht deiner.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>the noble on %1</source>
            <translation>der Adlige auf %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="271" />
            <source>That noble's compensation does not pay for a card: take back your noble on %1.</source>
            <translation>Die Entschädigung dieses Adligen reicht nicht für eine Karte: Nimm deinen Adligen auf %1 zurück.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="273" />
            <source>Card %1 is not in the display.</source>
            <translation>Karte %1 liegt nicht in der Auslage.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="276" />
            <source>A tower card costs %1 reales; you have %2.</source>
            <translation>Eine Turmkarte kostet %1 Reales; du hast %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="277" />
            <source>A building card costs %1 reales; you have %2.</source>
            <translation>Eine Gebäudekarte kostet %1 Reales; du hast %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The tower deck is empty.</source>
            <translation>Der Turmkartenstapel ist leer.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The building deck is empty.</source>
            <translation>Der Gebäudestapel ist leer.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="236" />
            <source>There is no such deck.</source>
            <translation>Diesen Stapel gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="281" />
            <source>There is no building card %1.</source>
            <translation>Es gibt keine Gebäudekarte %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="283" />
            <source>You do not hold card %1.</source>
            <translation>Du hast Karte %1 nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="286" />
            <source>The supply has no building piece left.</source>
            <translation>Im Vorrat ist kein Bauteil mehr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="287" />
            <source>This build needs %1 building pieces; the supply has only %2.</source>
            <translation>Dieser Bau braucht %1 Bauteile; im Vorrat sind nur %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="289" />
            <source>Parcel %1 is not empty: card %1 builds onto the building there.</source>
            <translation>Parzelle %1 ist nicht leer: Karte %1 baut auf das Gebäude dort.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="291" />
            <source>parcels %1</source>
            <translation>Parzellen %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="293" />
            <source>No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings.</source>
            <translation>Auf Parzelle %1 passt keine Burg: Entlang des Weges hat sie keine Nachbarparzellen für ihre Flügel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="294" />
            <source>A castle on parcel %1 takes its wings on the next parcels along the path: %2.</source>
            <translation>Eine Burg auf Parzelle %1 bekommt ihre Flügel auf den nächsten Parzellen entlang des Weges: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="296" />
            <source>The wing of this castle would go on parcel %1, which is not empty.</source>
            <translation>Der Flügel dieser Burg käme auf Parzelle %1, die nicht leer ist.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="237" />
            <source>No flag is free: a new castle can be founded only after two castles merge.</source>
            <translation>Keine Fahne ist frei: Eine neue Burg kann erst gegründet werden, wenn zwei Burgen verschmolzen sind.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="299" />
            <source>Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between.</source>
            <translation>Parzelle %1 liegt neben einem Gebäude (auf %2): Eine neue Burg braucht eine leere Parzelle dazwischen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="300" />
            <source>Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between.</source>
            <translation>Parzelle %1 liegt neben einem Gebäude (auf %2): Ein neues Landgut braucht eine leere Parzelle dazwischen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the castle %1</source>
            <translation>der Burg %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the manor on %1</source>
            <translation>dem Landgut auf %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="309" />
            <source>Parcel %1 is next to a building (on %2): card %1 extends that building.</source>
            <translation>Parzelle %1 liegt neben einem Gebäude (auf %2): Karte %1 erweitert dieses Gebäude.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="311" />
            <source>Parcel %1 is empty and touches no building: found a manor or a castle there.</source>
            <translation>Parzelle %1 ist leer und berührt kein Gebäude: Gründe dort ein Landgut oder eine Burg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="238" />
            <source>You hold no tower card.</source>
            <translation>Du hast keine Turmkarte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="313" />
            <source>A tower card never builds on the ground, and %1 is empty.</source>
            <translation>Eine Turmkarte baut nie auf dem Boden, und auf %1 steht nichts.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="315" />
            <source>A tower card builds only up to level %1; %2 is already at level %3.</source>
            <translation>Eine Turmkarte baut nur bis Ebene %1; auf %2 ist schon Ebene %3 erreicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="317" />
            <source>A tower card builds only from level %1 up.</source>
            <translation>Eine Turmkarte baut erst ab Ebene %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="319" />
            <source>%1 stands on %2: a tower card never touches another player's noble.</source>
            <translation>%1 steht auf %2: Eine Turmkarte berührt nie den Adligen eines anderen Spielers.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="320" />
            <source>%1 stands on %2: no bridge head may carry another player's noble.</source>
            <translation>%1 steht auf %2: Kein Brückenkopf darf den Adligen eines anderen Spielers tragen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="323" />
            <source>Your noble on %1 stands no higher than %2, so no bridge is prepared.</source>
            <translation>Dein Adliger auf %1 steht nicht höher als die Säule auf %2, also wird keine Brücke vorbereitet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="325" />
            <source>A bridge between %1 and %2 would lie exactly over another bridge.</source>
            <translation>Eine Brücke zwischen %1 und %2 läge genau über einer anderen Brücke.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="327" />
            <source>%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher.</source>
            <translation>Auf %1 gibt es keine Parzelle, daher erhöhen dort nur Turmkarten (bis Ebene %2), und dein Adliger auf %3 steht bereits höher.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="330" />
            <source>A bridge between %1 and %2 would join the castle %3, worth %4, to another castle.</source>
            <translation>Eine Brücke zwischen %1 und %2 würde die Burg %3 (Wert %4) mit einer anderen Burg verbinden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="333" />
            <source>With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: it would join it to another castle.</source>
            <translation>Mit diesem Bauteil ist die Burg %1 %2 wert, daher könnte die Brücke zwischen %3 und %4 nie gebaut werden: Sie würde sie mit einer anderen Burg verbinden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="336" />
            <source>This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: it would join a castle to %3, worth %4.</source>
            <translation>Dieses Bauteil macht das Landgut auf %1 zur Burg, daher könnte die Brücke zwischen %1 und %2 nie gebaut werden: Sie würde eine Burg mit %3 (Wert %4) verbinden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="339" />
            <source>A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line.</source>
            <translation>Eine Turmkarte auf %1 muss deinen eigenen Adligen erhöhen oder eine Brücke zu einer höheren Säule mit deinem Adligen vorbereiten, zwei Felder entfernt in gerader Linie.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="239" />
            <source>A bridge has exactly two heads.</source>
            <translation>Eine Brücke hat genau zwei Brückenköpfe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="240" />
            <source>The supply has no bridge left.</source>
            <translation>Im Vorrat ist keine Brücke mehr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="342" />
            <source>A bridge costs %1 reales; you have %2.</source>
            <translation>Eine Brücke kostet %1 Reales; du hast %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="344" />
            <source>The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2.</source>
            <translation>Die Brückenköpfe müssen in gerader Linie zwei Felder auseinanderliegen – anders als bei %1 und %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="346" />
            <source>A bridge head must stand on a building: %1 is empty.</source>
            <translation>Ein Brückenkopf muss auf einem Gebäude stehen: Auf %1 steht nichts.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="349" />
            <source>Both heads must be equally high: %1 is at level %2, %3 at level %4.</source>
            <translation>Beide Brückenköpfe müssen gleich hoch sein: auf %1 Ebene %2, auf %3 Ebene %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="351" />
            <source>The heads must stand higher than what lies between them: %1 reaches level %2.</source>
            <translation>Die Brückenköpfe müssen höher stehen als das, was dazwischen liegt: Auf %1 ist Ebene %2 erreicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="241" />
            <source>One head of the bridge must carry your own noble.</source>
            <translation>Ein Brückenkopf muss deinen eigenen Adligen tragen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="353" />
            <source>A bridge already lies between %1 and %2: a bridge may not lie exactly over another.</source>
            <translation>Zwischen %1 und %2 liegt schon eine Brücke: Eine Brücke darf nicht genau über einer anderen liegen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="355" />
            <source>The castle %1 is worth %2: a bridge may not join it to another castle.</source>
            <translation>Die Burg %1 ist %2 wert: Eine Brücke darf sie nicht mit einer anderen Burg verbinden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="242" />
            <source>You may pass only when you can neither buy a card nor build with one.</source>
            <translation>Passen darfst du nur, wenn du weder eine Karte kaufen noch mit einer bauen kannst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="243" />
            <source>No tied castles are waiting for your choice.</source>
            <translation>Keine gleichwertigen Burgen warten auf deine Wahl.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="357" />
            <source>Choose one of the tied castles: %1.</source>
            <translation>Wähle eine der gleichwertigen Burgen: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="244" />
            <source>No manor is waiting to become a castle.</source>
            <translation>Kein Landgut wartet darauf, zur Burg zu werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="359" />
            <source>No manor worth %1 or more waits on %2.</source>
            <translation>Auf %2 wartet kein Landgut mit Wert %1 oder mehr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="245" />
            <source>You have placed as many nobles as this build allows.</source>
            <translation>Du hast so viele Adlige eingesetzt, wie dieser Bau erlaubt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="246" />
            <source>That is not a noble.</source>
            <translation>Das ist kein Adliger.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="361" />
            <source>Nobles are placed only on what you built this turn, not on %1.</source>
            <translation>Adlige werden nur auf das gesetzt, was du in diesem Zug gebaut hast, nicht auf %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="363" />
            <source>A noble already stands on %1.</source>
            <translation>Auf %1 steht schon ein Adliger.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="365" />
            <source>You have no %1 left in your supply.</source>
            <translation>Du hast keinen %1 mehr in deinem Vorrat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="367" />
            <source>A %1 on %2 costs %3 reales; you have %4.</source>
            <translation>Ein %1 auf %2 kostet %3 Reales; du hast %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="247" />
            <location filename="../../gui/games/alcazar/texts.py" line="248" />
            <source>After placing a noble you may not also move or swap one.</source>
            <translation>Nachdem du einen Adligen eingesetzt hast, darfst du keinen mehr versetzen oder tauschen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="369" />
            <source>You have no noble on %1.</source>
            <translation>Du hast keinen Adligen auf %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="371" />
            <source>Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap.</source>
            <translation>Dein Adliger auf %1 steht auf einem anderen Gebäude: Nur Adlige auf dem Gebäude, auf dem du gerade gebaut hast, dürfen versetzt oder getauscht werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="374" />
            <source>Nobles move only onto what you built this turn, not onto %1.</source>
            <translation>Adlige ziehen nur auf das, was du in diesem Zug gebaut hast, nicht auf %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="249" />
            <source>A swap takes two of your nobles.</source>
            <translation>Zum Tauschen braucht es zwei deiner Adligen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="250" />
            <source>Only a grande and a caballero can usefully swap places.</source>
            <translation>Nur ein Grande und ein Caballero können sinnvoll die Plätze tauschen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/ui.py" line="28" />
            <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
            <translation>2–5 Spieler · etwa 60 Minuten
Gründe Burgen und Landgüter auf einem gewundenen Weg aus 72 Parzellen, stocke sie auf, verbinde sie mit Brücken und setze deine Adligen so hoch wie möglich.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="304" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.</source>
            <translation>
                <numerusform>Zwischen Parzelle %1 und %2 liegt nur %n leere Parzelle; eine neue Burg braucht %3.</numerusform>
                <numerusform>Zwischen Parzelle %1 und %2 liegen nur %n leere Parzellen; eine neue Burg braucht %3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="306" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.</source>
            <translation>
                <numerusform>Zwischen Parzelle %1 und %2 liegt nur %n leere Parzelle; ein neues Landgut braucht %3.</numerusform>
                <numerusform>Zwischen Parzelle %1 und %2 liegen nur %n leere Parzellen; ein neues Landgut braucht %3.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>alhambra</name>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="64" />
            <source>%1's vizier buys %2 for %3, out of turn.</source>
            <translation>Der Wesir von %1 kauft außer der Reihe %2 für %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="65" />
            <source>%1 turns their vizier face up again.</source>
            <translation>%1 dreht den Wesir wieder auf die offene Seite.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="51" />
            <source>%1 takes a worker's hut (%2).</source>
            <translation>%1 nimmt eine Bauhütte (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="29" />
            <source>the %1</source>
            <translation>dem %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="32" />
            <source>the %1 worker's hut</source>
            <translation>Bauhütte (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="38" />
            <source>Alhambra</source>
            <translation>Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="39" />
            <source>the Alhambra</source>
            <translation>der Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="55" />
            <source>%1 reveals the bonus card of %2.</source>
            <translation>%1 deckt die Bonuskarte für %2 auf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="57" />
            <source>(Revealed for the scoring.)</source>
            <translation>(Für die Wertung aufgedeckt.)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="66" />
            <source>%1 takes the bonus card of %2 back into their hand.</source>
            <translation>%1 nimmt die Bonuskarte für %2 wieder auf die Hand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="106" />
            <source>Your vizier pays exactly: %1 costs %2 %3, not %4.</source>
            <translation>Dein Wesir zahlt passend: %1 kostet %2 %3, nicht %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="111" />
            <source>With that changer pay only in %1 or %2.</source>
            <translation>Mit dieser Wechselstube zahlst du nur in %1 oder %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="117" />
            <source>Dirk holds %1, so its bonus card is dead.</source>
            <translation>Dirk hat %1, daher ist die zugehörige Bonuskarte wertlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="119" />
            <source>%1 is out of play, so its bonus card is dead.</source>
            <translation>%1 ist aus dem Spiel, daher ist die zugehörige Bonuskarte wertlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="121" />
            <source>%1 stands in %2's Alhambra, so its bonus card is dead.</source>
            <translation>%1 steht in der Alhambra von %2, daher ist die zugehörige Bonuskarte wertlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="122" />
            <source>%1 is not in %2 yet.</source>
            <translation>%1 ist noch nicht in %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="127" />
            <source>You already have a worker's hut, the most a player may use.</source>
            <translation>Du hast schon eine Bauhütte – mehr darf niemand nutzen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="128" />
            <source>You already have %1 worker's huts, the most a player may use.</source>
            <translation>Du hast schon %1 Bauhütten – mehr darf niemand nutzen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="132" />
            <source>The %1 worker's huts are all taken.</source>
            <translation>Die Bauhütten (%1) sind alle vergeben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="139" />
            <source>Only one money changer may be used in a purchase.</source>
            <translation>Pro Kauf darf nur eine Wechselstube eingesetzt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="140" />
            <source>That changer doesn't show %1, the currency %2 is sold for.</source>
            <translation>Diese Wechselstube zeigt nicht %1, die Währung, in der %2 verkauft wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="141" />
            <source>A money changer is taken alone, instead of money.</source>
            <translation>Eine Wechselstube wird allein genommen, statt Geld.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="142" />
            <source>First answer your vizier: buy with it, or let it rest.</source>
            <translation>Entscheide zuerst über deinen Wesir: mit ihm kaufen oder ihn ruhen lassen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="143" />
            <source>First place the tile your vizier bought.</source>
            <translation>Lege zuerst das Plättchen an, das dein Wesir gekauft hat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="144" />
            <source>A tile your vizier bought goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>Ein Plättchen, das dein Wesir gekauft hat, kommt in deine Alhambra oder Reserve, nie zu Dirk.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="145" />
            <source>A worker's hut goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>Eine Bauhütte kommt in deine Alhambra oder Reserve, nie zu Dirk.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="146" />
            <source>Worker's huts are not part of this game.</source>
            <translation>Bauhütten sind in dieser Partie nicht dabei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="147" />
            <source>A worker's hut is taken only as a turn action, never by the vizier.</source>
            <translation>Eine Bauhütte nimmst du nur als Aktion in deinem Zug, nie mit dem Wesir.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="148" />
            <source>There is no such worker's hut.</source>
            <translation>Diese Bauhütte gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="149" />
            <source>The game is ending: no more huts may be taken.</source>
            <translation>Das Spiel endet: Es dürfen keine Hütten mehr genommen werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="150" />
            <source>The Vizier's favour is not part of this game.</source>
            <translation>„Die Gunst des Wesirs“ ist in dieser Partie nicht dabei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="151" />
            <source>The vizier buys only market buildings, never a worker's hut.</source>
            <translation>Der Wesir kauft nur Gebäude aus dem Bauhof, nie eine Bauhütte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="152" />
            <source>Your vizier has no offer to decline now.</source>
            <translation>Dein Wesir hat gerade kein Angebot, das er ablehnen könnte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="153" />
            <source>Your vizier is already face up.</source>
            <translation>Dein Wesir liegt schon offen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="154" />
            <source>The vizier cannot act during the end-of-game distribution.</source>
            <translation>Während der Verteilung am Spielende kann der Wesir nicht handeln.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="155" />
            <source>The vizier can act only right after a turn ends.</source>
            <translation>Der Wesir kann nur direkt nach dem Ende eines Zuges handeln.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="156" />
            <source>Bonus cards are not part of this game.</source>
            <translation>Bonuskarten sind in dieser Partie nicht dabei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="157" />
            <source>That is not a bonus card.</source>
            <translation>Das ist keine Bonuskarte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="158" />
            <source>The bonus card of %1 is already face up.</source>
            <translation>Die Bonuskarte für %1 liegt schon offen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="159" />
            <source>The bonus card of %1 is not among your hidden ones.</source>
            <translation>Die Bonuskarte für %1 ist nicht unter deinen verdeckten Karten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="85" />
            <source>%1: your vizier may buy a building at its exact price, out of turn.</source>
            <translation>%1: Dein Wesir darf außer der Reihe ein Gebäude zum genauen Preis kaufen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="86" />
            <source>%1: build the tile your vizier bought, or put it in your reserve.</source>
            <translation>%1: Baue das Plättchen, das dein Wesir gekauft hat, oder lege es in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="87" />
            <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
            <translation>%1: Ziehe jedes gekaufte Plättchen in deine Alhambra oder auf deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/ui.py" line="22" />
            <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
            <translation>2–6 Spieler · etwa 60 Minuten
Kaufe Palastgebäude mit vier Währungen, zahle passend, um erneut zu handeln, und baue die schönste Alhambra: Mehrheiten bei jedem Gebäudetyp und die längste Mauer bringen Punkte.</translation>
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
            <translation>dem %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="34" />
            <source>city</source>
            <translation>Stadt</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="35" />
            <source>the city</source>
            <translation>der Stadt</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="51" />
            <source>%1: drag each tile you bought into your city or onto your reserve; pay the flip fee to build a Granada tile on its other face.</source>
            <translation>%1: Ziehe jedes gekaufte Plättchen in deine Stadt oder auf deine Reserve; zahle die Wendegebühr, um ein Granada-Plättchen mit seiner anderen Seite zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="53" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: Du erhältst ein Plättchen mit der Seite, die es zeigt – baue es so oder lege es in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="68" />
            <source>%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 darf dort nicht neben %2 liegen: Ein Alhambra- und ein Granada-Plättchen stoßen nur dort aneinander, wo eine Mauer an einem Graben liegt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="73" />
            <source>%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>%1 kann nicht den Platz von %2 einnehmen: Ein Alhambra- und ein Granada-Plättchen stoßen nur dort aneinander, wo eine Mauer an einem Graben liegt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="78" />
            <source>%1, the other face of %2, fits nowhere in your city, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1, die andere Seite von %2, passt nirgends in deine Stadt, daher wird keine Gebühr verlangt; deine Reserve nimmt jede Seite kostenlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="81" />
            <source>%1 is an Alhambra tile: it has one face and is never turned over.</source>
            <translation>%1 ist ein Alhambra-Plättchen: Es hat nur eine Seite und wird nie umgedreht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="82" />
            <source>%1 is not on market space %2.</source>
            <translation>%1 liegt nicht auf Bauhof-Feld %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/ui.py" line="18" />
            <source>3-6 players · about 90 minutes
Both palaces in one city: each market space offers an Alhambra and a Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.</source>
            <translation>3–6 Spieler · etwa 90 Minuten
Beide Paläste in einer Stadt: Jedes Bauhof-Feld bietet ein Alhambra- und ein Granada-Plättchen, Mauern treffen auf Gräben, und jede Wertung zählt die Mehrheiten, Mauern und Gräben beider Spiele.</translation>
        </message>
    </context>
    <context>
        <name>castle</name>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="32" />
            <source>%n empty helper spaces in the castle</source>
            <translation>
                <numerusform>%n leerer Gehilfenplatz in der Burg</numerusform>
                <numerusform>%n leere Gehilfenplätze in der Burg</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="34" />
            <source>%n helpers in the castle</source>
            <translation>
                <numerusform>%n Gehilfe in der Burg</numerusform>
                <numerusform>%n Gehilfen in der Burg</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="36" />
            <source>%n towers erected</source>
            <translation>
                <numerusform>%n Turm errichtet</numerusform>
                <numerusform>%n Türme errichtet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="38" />
            <source>%n houses erected</source>
            <translation>
                <numerusform>%n Haus errichtet</numerusform>
                <numerusform>%n Häuser errichtet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="40" />
            <source>%n buildings not erected</source>
            <translation>
                <numerusform>%n Gebäude nicht errichtet</numerusform>
                <numerusform>%n Gebäude nicht errichtet</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="42" />
            <source>%n silver in the forge</source>
            <translation>
                <numerusform>%n Silber in der Schmiede</numerusform>
                <numerusform>%n Silber in der Schmiede</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="49" />
            <source>%1's market helper buys %2 VP for %3.</source>
            <translation>Der Marktgehilfe von %1 kauft %2 SP für %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="51" />
            <source>%1's palace helper turns %2 into %3 VP.</source>
            <translation>Der Palastgehilfe von %1 wandelt %2 in %3 SP um.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="53" />
            <source>%1 scores %2 VP in the Barn (%3 helpers there).</source>
            <translation>%1 erhält %2 SP in der Scheune (%3 Gehilfen dort).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="55" />
            <source>%1 scores %2 VP in the %3: %4.</source>
            <translation>%1 erhält %2 SP (%3): %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="59" />
            <source>%1 erects the %2, paying %3, and scores %4 VP.</source>
            <translation>%1 errichtet %2 (bezahlt: %3) und erhält %4 SP.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="62" />
            <source>The Stonemason's reward: %1.</source>
            <translation>Belohnung des Steinmetzes: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="64" />
            <source>The castle is complete: this is the last round.</source>
            <translation>Die Burg ist vollständig: Dies ist die letzte Runde.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="69" />
            <source>%1 sends a helper to %2.</source>
            <translation>%1 schickt einen Gehilfen zu %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="71" />
            <source>%1 sends the innkeeper to %2.</source>
            <translation>%1 schickt den Wirt zu %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="73" />
            <source>%1's helper there goes back to the supply.</source>
            <translation>Der Gehilfe von %1 dort geht zurück in den Vorrat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="81" />
            <source>%1's innkeeper moves to the %2 for %3.</source>
            <translation>Der Wirt von %1 zieht für %3 um: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="83" />
            <source>%1 brings a helper from %2 to the %3 for %4.</source>
            <translation>%1 setzt für %4 einen Gehilfen von %2 ein: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="84" />
            <source>%1 places a helper in the %2 for %3.</source>
            <translation>%1 setzt für %3 einen Gehilfen ein: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="90" />
            <source>Winter card: the %1 comes into play.</source>
            <translation>Winterkarte: %1 kommt ins Spiel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="91" />
            <source>Winter card: the %1 strikes.</source>
            <translation>Winterkarte: %1 schlägt zu.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="97" />
            <source>Round %1 begins; %2 is the first player and takes a taler from the round track.</source>
            <translation>Runde %1 beginnt; %2 ist Startspieler und nimmt einen Taler von der Rundenleiste.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="99" />
            <source>%1 lays a card face down.</source>
            <translation>%1 legt eine Karte verdeckt ab.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="100" />
            <source>The cards are revealed: %1.</source>
            <translation>Die Karten werden aufgedeckt: %1.</translation>
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
            <translation>Der %2 von %1 ist abgehandelt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="104" />
            <source>Round %1 ends.</source>
            <translation>Runde %1 endet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="105" />
            <source>%1's %2 takes %3.</source>
            <translation>Der %2 von %1 nimmt %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="106" />
            <source>%1's Messenger brings %2.</source>
            <translation>Der Bote von %1 bringt %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="107" />
            <source>%1 collects %2 from the %3.</source>
            <translation>%1 nimmt %2 vom %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="112" />
            <source>%1 pays the Village Tavern %2 (to %3).</source>
            <translation>%1 zahlt der Dorfschenke %2 (an %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="113" />
            <source>%1 pays the Village Tavern %2.</source>
            <translation>%1 zahlt der Dorfschenke %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="114" />
            <source>%1 cannot pay the Village Tavern %2 and places no trader helper.</source>
            <translation>%1 kann der Dorfschenke %2 nicht zahlen und setzt keinen Händlergehilfen ein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="115" />
            <source>%1 takes the helper back from %2.</source>
            <translation>%1 holt den Gehilfen von %2 zurück.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="117" />
            <source>%1 receives %2 from %3 (%4 to the defense tower).</source>
            <translation>%1 erhält %2 von %3 (%4 an den Wehrturm).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="119" />
            <source>%1's Bricklayer takes %2 from the defense tower.</source>
            <translation>Der Maurer von %1 nimmt %2 aus dem Wehrturm.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="120" />
            <source>%1 asks %2 for the last %3 on the %4.</source>
            <translation>%1 fragt %2 nach dem letzten Rohstoff (%3) auf dem %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="122" />
            <source>%1 buys 1 %2 from %3's %4 for a taler.</source>
            <translation>%1 kauft für einen Taler 1 %2 von %3 (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="124" />
            <source>%1 keeps the last %2 on the %3.</source>
            <translation>%1 behält den letzten Rohstoff (%2) auf dem %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="126" />
            <source>%1 puts a silver into the forge and takes 1 %2.</source>
            <translation>%1 legt ein Silber in die Schmiede und nimmt 1 %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="128" />
            <source>%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card).</source>
            <translation>Ein Gehilfe von %1 wird Wirt der Dorfschenke (Gebühr %2, nimmt %3 von der Karte).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="131" />
            <source>%1 pays %2 for the %3.</source>
            <translation>%1 zahlt %2 (Winterkarte %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="132" />
            <source>%1 gives up the %2 to the %3.</source>
            <translation>%1 gibt den %2 ab (Winterkarte %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="133" />
            <source>%1 gives %2 stone to the Crack in the Wall for %3 VP.</source>
            <translation>%1 gibt %2 Stein an den Mauerriss und erhält %3 SP.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="134" />
            <source>%1 courts the Castle Maiden.</source>
            <translation>%1 wirbt um das Burgfräulein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="135" />
            <source>%1 does not court the Castle Maiden.</source>
            <translation>%1 wirbt nicht um das Burgfräulein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="136" />
            <source>%1 lays %2 on the Castle Maiden.</source>
            <translation>%1 legt %2 auf das Burgfräulein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="137" />
            <source>%1 withdraws from the courtship.</source>
            <translation>%1 zieht sich aus der Werbung zurück.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="138" />
            <source>%1 wins the Castle Maiden: %2 VP; the others share %3.</source>
            <translation>%1 gewinnt das Burgfräulein: %2 SP; die anderen teilen sich %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="140" />
            <source>Nobody wins the Castle Maiden; %1 go to the bank and the stock.</source>
            <translation>Niemand gewinnt das Burgfräulein; zurück an Bank und Vorrat: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="142" />
            <source>%1 takes %2 from the Castle Maiden.</source>
            <translation>%1 nimmt %2 vom Burgfräulein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="143" />
            <source>The game ends: the helpers in the castle score.</source>
            <translation>Das Spiel endet: Die Gehilfen in der Burg werden gewertet.</translation>
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
            <translation>und</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="153" />
            <source>Game over: %1. Won by %2.</source>
            <translation>Spielende: %1. Sieg: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="168" />
            <source>take a trader helper back</source>
            <translation>einen Händlergehilfen zurückholen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="169" />
            <source>send a helper to a cart</source>
            <translation>einen Gehilfen zu einem Karren schicken</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="170" />
            <source>take one resource from the defense tower</source>
            <translation>einen Rohstoff aus dem Wehrturm nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="171" />
            <source>buy from the Workers, erect buildings, place helpers</source>
            <translation>bei den Arbeitern kaufen, Gebäude errichten, Gehilfen einsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="172" />
            <source>erect buildings and place helpers</source>
            <translation>Gebäude errichten und Gehilfen einsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="173" />
            <source>place helpers in the castle</source>
            <translation>Gehilfen in der Burg einsetzen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="181" />
            <source>choose a character card in secret</source>
            <translation>geheim eine Charakterkarte wählen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>court the Castle Maiden or not</source>
            <translation>um das Burgfräulein werben oder nicht</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>deposit on the Castle Maiden or withdraw</source>
            <translation>auf das Burgfräulein einzahlen oder sich zurückziehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>take an item from the Castle Maiden</source>
            <translation>eine Gabe vom Burgfräulein nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>decide on the Castle Maiden</source>
            <translation>über das Burgfräulein entscheiden</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the %1</source>
            <translation>auf die Winterkarte %1 reagieren</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the winter card</source>
            <translation>auf die Winterkarte reagieren</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="190" />
            <source>choose the Stone Worker's two pieces</source>
            <translation>die zwei Rohstoffe des Steinarbeiters wählen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="192" />
            <source>sell the last piece of a Worker or keep it</source>
            <translation>den letzten Rohstoff eines Arbeiters verkaufen oder behalten</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="194" />
            <source>turn pieces into points with the palace helpers</source>
            <translation>mit den Palastgehilfen Rohstoffe in Punkte umwandeln</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>The game is over: %1 wins.</source>
            <translation>Das Spiel ist vorbei. Sieg: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="211" />
            <source>%1 · Your turn: %2.</source>
            <translation>%1 · Du bist dran: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="212" />
            <source>%1 · %2 is to %3.</source>
            <translation>%1 · %2 ist dran: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="219" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="220" />
            <source>That cannot be done now.</source>
            <translation>Das geht gerade nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="221" />
            <source>There is no such character card.</source>
            <translation>Diese Charakterkarte gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="222" />
            <source>You have laid your %card face down already.</source>
            <translation>Du hast deinen %card schon verdeckt gelegt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="223" />
            <source>Your %card is out of the game.</source>
            <translation>Dein %card ist aus dem Spiel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="224" />
            <source>Your %card lies in your play area until a Master Builder takes it back.</source>
            <translation>Dein %card liegt in deinem Spielbereich, bis ein Baumeister ihn zurückholt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="225" />
            <source>The Master Builder may not be chosen in the first round.</source>
            <translation>Der Baumeister darf in der ersten Runde nicht gewählt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="226" />
            <source>The Master Builder may not be chosen while you hold all your cards.</source>
            <translation>Der Baumeister darf nicht gewählt werden, solange du alle deine Karten auf der Hand hast.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="227" />
            <source>A courtship of the Castle Maiden is not declared now.</source>
            <translation>Jetzt wird nicht um das Burgfräulein geworben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="228" />
            <source>A courtship of the Castle Maiden is not declined now.</source>
            <translation>Jetzt wird keine Werbung um das Burgfräulein abgelehnt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="229" />
            <source>Nothing is deposited on the Castle Maiden now.</source>
            <translation>Jetzt wird nichts auf das Burgfräulein eingezahlt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="230" />
            <source>Nobody withdraws from the courtship now.</source>
            <translation>Jetzt zieht sich niemand aus der Werbung zurück.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="231" />
            <source>The Castle Maiden's items are not shared now.</source>
            <translation>Die Gaben auf dem Burgfräulein werden jetzt nicht verteilt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="232" />
            <source>A suitor deposits a piece or a taler, and you have none.</source>
            <translation>Ein Verehrer zahlt einen Rohstoff oder einen Taler ein, und du hast keins von beidem.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="233" />
            <source>That is neither a resource nor a taler.</source>
            <translation>Das ist weder ein Rohstoff noch ein Taler.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="234" />
            <source>You have no %item to deposit.</source>
            <translation>Dir fehlt %item zum Einzahlen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="235" />
            <source>Who declares the courtship deposits in that round.</source>
            <translation>Wer die Werbung erklärt, zahlt in dieser Runde ein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="236" />
            <source>No %item is left on the Castle Maiden.</source>
            <translation>Von %item ist auf dem Burgfräulein nichts mehr übrig.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="237" />
            <source>This winter card takes no character card.</source>
            <translation>Diese Winterkarte nimmt keine Charakterkarte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="238" />
            <source>The Plague takes a card from your play area, and your %card is not there.</source>
            <translation>Die Pest nimmt eine Karte aus deinem Spielbereich, und dein %card liegt nicht dort.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="239" />
            <source>The Snowdrift takes a Worker.</source>
            <translation>Die Schneewehe nimmt einen Arbeiter.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="240" />
            <source>Your %card lies face down for this round and cannot be given up.</source>
            <translation>Dein %card liegt in dieser Runde verdeckt und kann nicht abgegeben werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="241" />
            <source>This winter card asks for no payment.</source>
            <translation>Diese Winterkarte verlangt keine Zahlung.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="242" />
            <source>Paying costs %price talers, and you have fewer.</source>
            <translation>Zahlen kostet %price Taler, und du hast weniger.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="243" />
            <source>Stone is donated to the Crack in the Wall only.</source>
            <translation>Stein wird nur für den Mauerriss gespendet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="244" />
            <source>A donation cannot be below nothing.</source>
            <translation>Eine Spende kann nicht kleiner als nichts sein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="245" />
            <source>At most %most stone may be donated.</source>
            <translation>Höchstens %most Stein dürfen gespendet werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="246" />
            <source>You have only %held stone.</source>
            <translation>Du hast nur %held Stein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="247" />
            <source>Silver is forged into other pieces while paying, not now.</source>
            <translation>Silber wird beim Bezahlen in andere Rohstoffe umgeschmiedet, nicht jetzt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="248" />
            <source>The Crack in the Wall takes stone: forge silver into stone.</source>
            <translation>Der Mauerriss nimmt Stein: Schmiede Silber zu Stein um.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="249" />
            <source>The Stone Worker takes %count pieces of your choice.</source>
            <translation>Der Steinarbeiter nimmt %count Rohstoffe deiner Wahl.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="250" />
            <source>The Stone Worker's pieces are chosen among sand, wood and clay.</source>
            <translation>Die Rohstoffe des Steinarbeiters werden aus Sand, Holz und Lehm gewählt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="251" />
            <source>There is no such resource.</source>
            <translation>Diesen Rohstoff gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="252" />
            <source>The stock has not that many of those pieces.</source>
            <translation>So viele dieser Rohstoffe hat der Vorrat nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="253" />
            <source>No trader helper is taken back now.</source>
            <translation>Jetzt wird kein Händlergehilfe zurückgeholt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="254" />
            <source>There is no such cart.</source>
            <translation>Diesen Karren gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="255" />
            <source>You have no trader helper at %cart.</source>
            <translation>Du hast keinen Händlergehilfen an %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="256" />
            <source>A Trader who cannot pay the Village Tavern takes a trader helper back first.</source>
            <translation>Ein Händler, der die Dorfschenke nicht bezahlen kann, holt zuerst einen Händlergehilfen zurück.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="257" />
            <source>Only a Trader sends helpers to the carts.</source>
            <translation>Nur ein Händler schickt Gehilfen zu den Karren.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="258" />
            <source>A Trader who could not pay the Village Tavern places no helper.</source>
            <translation>Ein Händler, der die Dorfschenke nicht bezahlen konnte, setzt keinen Gehilfen ein.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="259" />
            <source>A trader helper comes from your supply or is the innkeeper.</source>
            <translation>Ein Händlergehilfe kommt aus deinem Vorrat oder ist der Wirt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="260" />
            <location filename="../../gui/games/castle/texts.py" line="303" />
            <source>You have no innkeeper at the Village Tavern.</source>
            <translation>Du hast keinen Wirt in der Dorfschenke.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="261" />
            <location filename="../../gui/games/castle/texts.py" line="302" />
            <location filename="../../gui/games/castle/texts.py" line="313" />
            <source>You have no helper left in your supply.</source>
            <translation>Du hast keinen Gehilfen mehr in deinem Vorrat.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="262" />
            <source>Your own helper is at %cart already.</source>
            <translation>Dein eigener Gehilfe steht schon an %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="263" />
            <source>The rider takes a helper only when all four carts have one.</source>
            <translation>Der Reiter nimmt erst einen Gehilfen, wenn alle vier Karren einen haben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="264" />
            <source>A helper is sent home from a cart only when all four carts are taken.</source>
            <translation>Ein Gehilfe wird erst von einem Karren nach Hause geschickt, wenn alle vier Karren besetzt sind.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="265" />
            <source>The helper at %cart came this round and cannot be sent home.</source>
            <translation>Der Gehilfe an %cart kam in dieser Runde und kann nicht nach Hause geschickt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="266" />
            <source>A Trader with a helper in the supply sends it to a cart where it may go.</source>
            <translation>Ein Händler mit einem Gehilfen im Vorrat schickt ihn zu einem Karren, an den er darf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="267" />
            <source>Only a Bricklayer takes from the defense tower, at the start of the card.</source>
            <translation>Nur ein Maurer nimmt aus dem Wehrturm, und zwar zu Beginn seiner Karte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="268" />
            <source>The defense tower holds no %resource.</source>
            <translation>Im Wehrturm liegt kein %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="269" />
            <source>The Bricklayer takes one resource from the defense tower first.</source>
            <translation>Der Maurer nimmt zuerst einen Rohstoff aus dem Wehrturm.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="270" />
            <source>A Stonemason buys from the Workers before building.</source>
            <translation>Ein Steinmetz kauft vor dem Bauen bei den Arbeitern.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="271" />
            <source>There is no such player.</source>
            <translation>Diesen Spieler gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="272" />
            <source>A Stonemason does not buy from its owner's own Worker.</source>
            <translation>Ein Steinmetz kauft nicht beim Arbeiter desselben Spielers.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="273" />
            <source>That player revealed no %card this round.</source>
            <translation>Dieser Spieler hat in dieser Runde keinen %card aufgedeckt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="274" />
            <source>The card holds no %piece.</source>
            <translation>Auf der Karte liegt kein %piece.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="275" />
            <source>The Worker's owner kept its last piece from you.</source>
            <translation>Der Besitzer des Arbeiters hat dir seinen letzten Rohstoff nicht verkauft.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="276" />
            <source>A Stonemason buys one piece in all.</source>
            <translation>Ein Steinmetz kauft insgesamt nur einen Rohstoff.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="277" />
            <source>A Stonemason buys one piece from each Worker card.</source>
            <translation>Ein Steinmetz kauft höchstens einen Rohstoff pro Arbeiterkarte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="278" />
            <source>A piece costs a taler, and you have none.</source>
            <translation>Ein Rohstoff kostet einen Taler, und du hast keinen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="279" />
            <source>This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do.</source>
            <translation>Diese Karte errichtet keine Gebäude: Das tun nur Maurer, Steinmetz und die Arbeiter.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="280" />
            <source>Buildings are erected before helpers are placed.</source>
            <translation>Gebäude werden errichtet, bevor Gehilfen eingesetzt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="281" />
            <source>A card erects at most %limit buildings.</source>
            <translation>Eine Karte errichtet höchstens %limit Gebäude.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="282" />
            <source>There is no such building.</source>
            <translation>Dieses Gebäude gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="283" />
            <source>The %building stands already.</source>
            <translation>%building steht bereits.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="284" />
            <source>A payment cannot hold fewer than no pieces.</source>
            <translation>Eine Zahlung kann nicht weniger als null Rohstoffe enthalten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="285" />
            <source>You do not have that much %resource.</source>
            <translation>So viel %resource hast du nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="286" />
            <source>Those pieces are worth %value building points; the building needs exactly %cost.</source>
            <translation>Diese Rohstoffe sind %value Baupunkte wert; das Gebäude braucht genau %cost.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="287" />
            <source>A payment uses at least %needed different resources.</source>
            <translation>Eine Zahlung enthält mindestens %needed verschiedene Rohstoffe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="288" />
            <source>Silver is forged only while a card erects buildings.</source>
            <translation>Silber wird nur umgeschmiedet, während eine Karte Gebäude errichtet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="289" />
            <source>Silver is forged before helpers are placed.</source>
            <translation>Silber wird umgeschmiedet, bevor Gehilfen eingesetzt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="290" />
            <source>This card has erected all it may: nothing is left to forge silver for.</source>
            <translation>Diese Karte hat alles errichtet, was sie darf: Es gibt nichts mehr, wofür sich Silber umschmieden ließe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="291" />
            <source>Every building stands: there is nothing left to pay for.</source>
            <translation>Alle Gebäude stehen: Es gibt nichts mehr zu bezahlen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="292" />
            <source>Silver is forged into another resource.</source>
            <translation>Silber wird in einen anderen Rohstoff umgeschmiedet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="293" />
            <source>You have no silver to put into the forge.</source>
            <translation>Du hast kein Silber für die Schmiede.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="294" />
            <source>The stock has no %resource left.</source>
            <translation>Im Vorrat ist kein %resource mehr.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="295" />
            <source>Only a Bricklayer or a Stonemason places helpers in the castle.</source>
            <translation>Nur ein Maurer oder ein Steinmetz setzt Gehilfen in die Burg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="296" />
            <source>You place helpers only in a round in which you erected a building.</source>
            <translation>Gehilfen setzt du nur in einer Runde ein, in der du ein Gebäude errichtet hast.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="297" />
            <location filename="../../gui/games/castle/texts.py" line="309" />
            <source>You have placed %cap helpers this round already.</source>
            <translation>Du hast in dieser Runde schon %cap Gehilfen eingesetzt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="298" />
            <source>There is no such helper space.</source>
            <translation>Diesen Gehilfenplatz gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="299" />
            <source>The %location is not erected yet.</source>
            <translation>%location ist noch nicht errichtet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="300" />
            <source>That space holds a helper already.</source>
            <translation>Auf diesem Platz steht schon ein Gehilfe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="301" />
            <source>You placed a helper in the %location this round already.</source>
            <translation>Du hast in dieser Runde schon einen Gehilfen in dieses Gebäude gesetzt: %location.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="304" />
            <source>A helper comes from your supply, your own trader helper or the innkeeper.</source>
            <translation>Ein Gehilfe kommt aus deinem Vorrat oder ist dein eigener Händlergehilfe oder der Wirt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="305" />
            <location filename="../../gui/games/castle/texts.py" line="315" />
            <source>You have no trader helper at %source.</source>
            <translation>Du hast keinen Händlergehilfen an %source.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="306" />
            <source>The space costs %fee talers; you have %talers.</source>
            <translation>Der Platz kostet %fee Taler; du hast %talers.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="307" />
            <source>Only a Bricklayer or a Stonemason makes a helper the innkeeper.</source>
            <translation>Nur ein Maurer oder ein Steinmetz macht einen Gehilfen zum Wirt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="308" />
            <source>The innkeeper comes only in a round in which you erected a building.</source>
            <translation>Der Wirt kommt nur in einer Runde, in der du ein Gebäude errichtet hast.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="310" />
            <source>The Village Tavern is not in play.</source>
            <translation>Die Dorfschenke ist nicht im Spiel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="311" />
            <source>The Village Tavern has an innkeeper already.</source>
            <translation>Die Dorfschenke hat schon einen Wirt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="312" />
            <source>The innkeeper is the innkeeper already.</source>
            <translation>Der Wirt ist bereits Wirt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="314" />
            <source>The innkeeper comes from your supply or your own trader helper.</source>
            <translation>Der Wirt kommt aus deinem Vorrat oder ist dein eigener Händlergehilfe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="316" />
            <source>The innkeeper costs %fee talers, and you have fewer.</source>
            <translation>Der Wirt kostet %fee Taler, und du hast weniger.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="317" />
            <source>Your palace helpers turn at most %limit pieces into points.</source>
            <translation>Deine Palastgehilfen wandeln höchstens %limit Rohstoffe in Punkte um.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/ui.py" line="27" />
            <source>2-4 players · about 60 minutes
Choose character cards in secret each round, gather sand, wood, clay and stone, erect the castle's buildings and place helpers in them; in summer or in winter.</source>
            <translation>2–4 Spieler · etwa 60 Minuten
Wähle jede Runde geheim Charakterkarten, sammle Sand, Holz, Lehm und Stein, errichte die Gebäude der Burg und setze Gehilfen hinein – im Sommer oder im Winter.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="27" />
            <source>talers from the bank</source>
            <translation>Taler von der Bank</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="28" />
            <source>a helper to a cart: its resource at the end of the Traders</source>
            <translation>ein Gehilfe zu einem Karren: dessen Rohstoff am Ende der Händler</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="29" />
            <source>one resource from the defense tower, then up to two buildings and helpers</source>
            <translation>ein Rohstoff aus dem Wehrturm, dann bis zu zwei Gebäude und Gehilfen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="30" />
            <source>buy from the Workers, up to two buildings with a reward, helpers</source>
            <translation>bei den Arbeitern kaufen, bis zu zwei Gebäude mit Belohnung, Gehilfen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="31" />
            <source>2 wood and 1 silver, or half the VP of a building</source>
            <translation>2 Holz und 1 Silber oder die halben SP eines Gebäudes</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="32" />
            <source>2 sand and 1 clay, or half the VP of a building</source>
            <translation>2 Sand und 1 Lehm oder die halben SP eines Gebäudes</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="33" />
            <source>1 stone and two pieces of your choice, or half the VP of a building</source>
            <translation>1 Stein und zwei Rohstoffe deiner Wahl oder die halben SP eines Gebäudes</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="34" />
            <source>5 VP per building others erect this round; your played cards come back</source>
            <translation>5 SP pro Gebäude, das andere in dieser Runde errichten; deine gespielten Karten kommen zurück</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="71" />
            <source>%1's cards</source>
            <translation>Karten von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="72" />
            <source>No card left in the hand.</source>
            <translation>Keine Karte mehr auf der Hand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="74" />
            <source>Character cards</source>
            <translation>Charakterkarten</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="75" />
            <source>At a shared screen the hands stay hidden until their owner's turn.</source>
            <translation>An einem gemeinsamen Bildschirm bleiben die Hände verdeckt, bis ihr Besitzer am Zug ist.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="78" />
            <source>The cards chosen for this round lie here face down; only you see them.</source>
            <translation>Die für diese Runde gewählten Karten liegen hier verdeckt; nur du siehst sie.</translation>
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
            <translation>verdeckt wählen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="121" />
            <source>Winter cards still to come: %1</source>
            <translation>Noch kommende Winterkarten: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>innkeeper: %1</source>
            <translation>Wirt: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>no innkeeper yet</source>
            <translation>noch kein Wirt</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="151" />
            <source>talers on the card: %1</source>
            <translation>Taler auf der Karte: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="154" />
            <location filename="../../gui/games/castle/panels.py" line="109" />
            <source>none</source>
            <translation>keine</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="155" />
            <source>suitors: %1 · on the card: %2</source>
            <translation>Verehrer: %1 · auf der Karte: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="76" />
            <source>%1's helper</source>
            <translation>Gehilfe von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="80" />
            <source>%1's trader helper</source>
            <translation>Händlergehilfe von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="88" />
            <source>%1: a helper space for %2</source>
            <translation>%1: ein Gehilfenplatz für %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="90" />
            <source>%1 — %2's helper</source>
            <translation>%1 — Gehilfe von %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="91" />
            <source>%1 (open once it is erected)</source>
            <translation>%1 (offen, sobald errichtet)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="109" />
            <source>%1: costs %2 building points, scores %3 VP</source>
            <translation>%1: kostet %2 Baupunkte, bringt %3 SP</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="114" />
            <source>%1, erected by %2 in round %3 (%4 VP)</source>
            <translation>%1, errichtet von %2 in Runde %3 (%4 SP)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="150" />
            <source>The defense tower holds %1</source>
            <translation>Im Wehrturm: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="162" />
            <source>Silver in the forge: %1</source>
            <translation>Silber in der Schmiede: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="171" />
            <source>Round %1: a taler for its first player</source>
            <translation>Runde %1: ein Taler für den Startspieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="176" />
            <source>Round %1 draws a winter card</source>
            <translation>In Runde %1 wird eine Winterkarte gezogen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="179" />
            <location filename="../../gui/games/castle/texts.py" line="208" />
            <source>Round %1 of %2</source>
            <translation>Runde %1 von %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="56" />
            <source>Cancel</source>
            <translation>Abbrechen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="88" />
            <source>Bricklayer: take one resource from the defense tower</source>
            <translation>Maurer: einen Rohstoff aus dem Wehrturm nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="90" />
            <source>Stonemason: buy a piece from a Worker, or build</source>
            <translation>Steinmetz: einen Rohstoff bei einem Arbeiter kaufen oder bauen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="91" />
            <source>%1: you may also</source>
            <translation>%1: Du darfst außerdem</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="98" />
            <source>The Castle Maiden</source>
            <translation>Das Burgfräulein</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="100" />
            <source>The %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="102" />
            <source>The Stone Worker: choose two pieces</source>
            <translation>Der Steinarbeiter: zwei Rohstoffe wählen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="105" />
            <source>Sell the last %1 of your %2?</source>
            <translation>Den letzten Rohstoff (%1) von deinem %2 verkaufen?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="107" />
            <source>Palace: turn pieces into points</source>
            <translation>Palast: Rohstoffe in Punkte umwandeln</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n in hand</source>
            <translation>
                <numerusform>%n auf der Hand</numerusform>
                <numerusform>%n auf der Hand</numerusform>
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
            <translation>Gehilfen im Vorrat: %1 · Siegpunkte: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="113" />
            <source>Played cards: %1</source>
            <translation>Gespielte Karten: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="114" />
            <source>Cards in hand: %1, of them face down: %2</source>
            <translation>Karten auf der Hand: %1, davon verdeckt: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="101" />
            <source>A helper of your supply: drag it onto a lit cart or helper space</source>
            <translation>Ein Gehilfe aus deinem Vorrat: Ziehe ihn auf einen hervorgehobenen Karren oder Gehilfenplatz</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="155" />
            <source>Drag the helper onto a lit place, or click the lit place.</source>
            <translation>Ziehe den Gehilfen auf einen hervorgehobenen Platz oder klicke auf den hervorgehobenen Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="165" />
            <location filename="../../gui/games/castle/table.py" line="192" />
            <source>Drop the card on the place of the chosen cards to choose it.</source>
            <translation>Lege die Karte auf den Platz der gewählten Karten, um sie zu wählen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="167" />
            <source>Drop the building on your panel to erect it.</source>
            <translation>Lege das Gebäude auf deine Spielertafel, um es zu errichten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="200" />
            <source>Drop the building on your panel to erect it, or click it.</source>
            <translation>Lege das Gebäude auf deine Spielertafel, um es zu errichten, oder klicke es an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="204" />
            <source>Drop the helper on a lit cart or helper space.</source>
            <translation>Lege den Gehilfen auf einen hervorgehobenen Karren oder Gehilfenplatz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>Pay for the %1:</source>
            <translation>Bezahlung für %1:</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>%1: which helper?</source>
            <translation>%1: welcher Gehilfe?</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="240" />
            <source>%1: you would keep %2 and %3 talers, with %4 VP.</source>
            <translation>%1: Dir blieben %2 und %3 Taler, bei %4 SP.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="260" />
            <location filename="../../gui/games/castle/words.py" line="118" />
            <source>Finish the card</source>
            <translation>Karte beenden</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="272" />
            <source>Click a character card to lay it face down for this round, or drag it to the dashed places.</source>
            <translation>Klicke eine Charakterkarte an, um sie für diese Runde verdeckt zu legen, oder ziehe sie auf die gestrichelten Plätze.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="274" />
            <source>Choose one of the offers, or Cancel.</source>
            <translation>Wähle eines der Angebote oder „Abbrechen“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="277" />
            <source>Click a lit cart, or drag your helper onto it.</source>
            <translation>Klicke auf einen hervorgehobenen Karren oder ziehe deinen Gehilfen darauf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="279" />
            <source>Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.</source>
            <translation>Klicke auf einen hervorgehobenen Bauplatz, um das Gebäude zu errichten, oder auf einen hervorgehobenen Gehilfenplatz, um einen Gehilfen einzusetzen; danach „Karte beenden“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="281" />
            <source>Click a lit building site to erect it; Finish the card when done.</source>
            <translation>Klicke auf einen hervorgehobenen Bauplatz, um das Gebäude zu errichten; danach „Karte beenden“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="283" />
            <source>Click a lit helper space, or drag your helper onto it; Finish the card when done.</source>
            <translation>Klicke auf einen hervorgehobenen Gehilfenplatz oder ziehe deinen Gehilfen darauf; danach „Karte beenden“.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="285" />
            <source>Choose with the buttons on the board.</source>
            <translation>Wähle mit den Schaltflächen auf dem Spielbrett.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="286" />
            <source>Finish the card with the button below.</source>
            <translation>Beende die Karte mit der Schaltfläche unten.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="24" />
            <source>%n talers</source>
            <translation>
                <numerusform>%n Taler</numerusform>
                <numerusform>%n Taler</numerusform>
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
            <translation>nichts</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="48" />
            <source>someone</source>
            <translation>jemand</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="54" />
            <source>the rider</source>
            <translation>dem Reiter</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="55" />
            <source>the %1 cart</source>
            <translation>dem %1-Karren</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="63" />
            <location filename="../../gui/games/castle/words.py" line="98" />
            <source>the innkeeper</source>
            <translation>der Wirt</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="64" />
            <source>from %1</source>
            <translation>von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="71" />
            <source>Choose your %1</source>
            <translation>Deinen %1 wählen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="73" />
            <source>Court the Castle Maiden</source>
            <translation>Um das Burgfräulein werben</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="75" />
            <source>Do not court her</source>
            <translation>Nicht werben</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="77" />
            <source>Deposit %1</source>
            <translation>%1 einzahlen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="79" />
            <source>Withdraw for good</source>
            <translation>Endgültig zurückziehen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="81" />
            <location filename="../../gui/games/castle/words.py" line="93" />
            <source>Take %1</source>
            <translation>%1 nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="83" />
            <source>Give up your %1</source>
            <translation>Deinen %1 abgeben</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="85" />
            <source>Pay the bank instead</source>
            <translation>Stattdessen an die Bank zahlen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="87" />
            <source>Donate no stone</source>
            <translation>Keinen Stein spenden</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="95" />
            <source>Take your helper back from %1</source>
            <translation>Deinen Gehilfen von %1 zurückholen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="97" />
            <source>Send a helper to %1</source>
            <translation>Einen Gehilfen zu %1 schicken</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="100" />
            <source>Take the %1 from the defense tower</source>
            <translation>%1 aus dem Wehrturm nehmen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="102" />
            <source>Buy 1 %1 from %2's %3</source>
            <translation>1 %1 von %2 (%3) kaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="104" />
            <source>Sell the piece</source>
            <translation>Rohstoff verkaufen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="106" />
            <source>Keep the piece</source>
            <translation>Rohstoff behalten</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="108" />
            <source>Erect the %1 with %2</source>
            <translation>%1 mit %2 errichten</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="110" />
            <source>Forge 1 silver into 1 %1</source>
            <translation>1 Silber zu 1 %1 umschmieden</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="112" />
            <source>Place a helper in the %1</source>
            <translation>Gehilfen einsetzen: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="115" />
            <source>Make a helper the innkeeper</source>
            <translation>Einen Gehilfen zum Wirt machen</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn %1 into points</source>
            <translation>%1 in Punkte umwandeln</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn nothing into points</source>
            <translation>Nichts in Punkte umwandeln</translation>
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
                <numerusform>%n gewählt</numerusform>
                <numerusform>%n gewählt</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="96" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n SP</numerusform>
                <numerusform>%n SP</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="109" />
            <source>%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.</source>
            <translation>
                <numerusform>Baumeister von %1: %n Gebäude von anderen in dieser Runde, %2 SP; die gespielten Karten kommen zurück auf die Hand.</numerusform>
                <numerusform>Baumeister von %1: %n Gebäude von anderen in dieser Runde, %2 SP; die gespielten Karten kommen zurück auf die Hand.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="88" />
            <source>Donate %n stones</source>
            <translation>
                <numerusform>%n Stein spenden</numerusform>
                <numerusform>%n Stein spenden</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gardens</name>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="117" />
            <source>%1 · finished: nobody scored</source>
            <translation>%1 · fertig: niemand hat gepunktet</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="118" />
            <source>%1 · finished: %2 scored %3</source>
            <translation>%1 · fertig: %2 erhielt %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="122" />
            <source>no trees yet</source>
            <translation>noch keine Bäume</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="123" />
            <source>%1 · %2 of %3 garden spaces laid · facing it: %4</source>
            <translation>%1 · %2 von %3 Gartenfeldern belegt · zugewandt: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="24" />
            <source>Last scoring: %1's tile</source>
            <translation>Letzte Wertung: Plättchen von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="26" />
            <source>How a building scores</source>
            <translation>So wird ein Gebäude gewertet</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="41" />
            <source>A building is scored when every garden space around it holds a tile: four inside, two on an edge, one in a corner.</source>
            <translation>Ein Gebäude wird gewertet, sobald auf jedem Gartenfeld um es herum ein Plättchen liegt: vier im Inneren, zwei am Rand, eines in der Ecke.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="43" />
            <source>The colour with the most trees facing it wins its value times the kinds of tree facing it.</source>
            <translation>Die Farbe mit den meisten zugewandten Bäumen erhält den Wert des Gebäudes mal die Anzahl der zugewandten Baumarten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="45" />
            <source>Colours tied for the most knock each other out, and the next count wins — even a colour with no trees there. If no count is left alone, nobody scores.</source>
            <translation>Farben, die bei den meisten Bäumen gleichauf liegen, schalten sich gegenseitig aus, und die nächste Anzahl gewinnt – sogar eine Farbe ohne Bäume dort. Bleibt keine Anzahl allein übrig, punktet niemand.</translation>
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
            <translation>Plättchen auf der Hand: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="108" />
            <source>Drag a tile onto a lit garden space, or click it and then the space. Turn it with the mouse wheel while you hold it, with R or a right-click, or with the arrows.</source>
            <translation>Ziehe ein Plättchen auf ein hervorgehobenes Gartenfeld – oder klicke es an und dann auf das Feld. Drehe es mit dem Mausrad, während du es hältst, mit R, per Rechtsklick oder mit den Pfeilen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>none to draw</source>
            <translation>keine mehr zu ziehen</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>%n to draw</source>
            <translation>
                <numerusform>noch %n zu ziehen</numerusform>
                <numerusform>noch %n zu ziehen</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="137" />
            <source>%1's tiles</source>
            <translation>Plättchen von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="139" />
            <source>Tiles in hand</source>
            <translation>Plättchen auf der Hand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="143" />
            <source>Garden tiles left to draw: %1</source>
            <translation>Noch zu ziehende Gartenplättchen: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="145" />
            <source>The tiles in hand stay hidden until their owner's turn.</source>
            <translation>Die Plättchen auf der Hand bleiben verdeckt, bis ihr Besitzer am Zug ist.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="161" />
            <source>… the log tells the rest.</source>
            <translation>… den Rest verrät das Protokoll.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="25" />
            <source>purple</source>
            <translation>lila</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="26" />
            <source>green</source>
            <translation>grün</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="27" />
            <source>yellow</source>
            <translation>gelb</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="28" />
            <source>orange</source>
            <translation>orange</translation>
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
            <translation>in der Ecke oben links</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="57" />
            <source>in the top right corner</source>
            <translation>in der Ecke oben rechts</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="59" />
            <source>in the bottom left corner</source>
            <translation>in der Ecke unten links</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="61" />
            <source>in the bottom right corner</source>
            <translation>in der Ecke unten rechts</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="63" />
            <source>on the top edge</source>
            <translation>am oberen Rand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="65" />
            <source>on the bottom edge</source>
            <translation>am unteren Rand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="67" />
            <source>on the left edge</source>
            <translation>am linken Rand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="69" />
            <source>on the right edge</source>
            <translation>am rechten Rand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="71" />
            <source>in the very centre</source>
            <translation>genau in der Mitte</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>upper</source>
            <translation>oberen</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>lower</source>
            <translation>unteren</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>left</source>
            <translation>linken</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>right</source>
            <translation>rechten</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="75" />
            <source>in the %1 %2 of the garden</source>
            <comment>upper/lower, left/right</comment>
            <translation>im %1 %2 Teil des Gartens</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="76" />
            <source>in the %1 middle of the garden</source>
            <comment>upper/lower/left/right</comment>
            <translation>in der Mitte der %1 Gartenhälfte</translation>
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
            <translation>%1 (gehört niemandem)</translation>
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
            <translation>%1 und %2</translation>
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
            <translation>%1 allein vorn mit %2: Sieg.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="129" />
            <source>%1 tie with %2 each and knock each other out.</source>
            <translation>%1 gleichauf mit je %2: Sie schalten sich gegenseitig aus.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/texts.py" line="143" />
            <source>%n kinds of tree × value %1 = %2</source>
            <translation>
                <numerusform>%n Baumart × Wert %1 = %2</numerusform>
                <numerusform>%n Baumarten × Wert %1 = %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="153" />
            <source>%1 is finished: %2, owned by nobody, have the majority, so nobody scores.</source>
            <translation>%1 ist fertig: Mehrheit für %2 ohne Besitzer, daher punktet niemand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="156" />
            <source>%1 is finished: nobody scores.</source>
            <translation>%1 ist fertig: Niemand punktet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="157" />
            <source>%1 is finished: %2 scores %3 (%4).</source>
            <translation>%1 ist fertig: %2 erhält %3 (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="172" />
            <source>%1 lays a garden tile with %2 trees of each kind.</source>
            <translation>%1 legt ein Gartenplättchen mit %2 Bäumen jeder Art.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="177" />
            <source>Facing it: %1.</source>
            <translation>Zugewandt: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="180" />
            <source>%1 draws a garden tile.</source>
            <translation>%1 zieht ein Gartenplättchen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="190" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="194" />
            <source>%1 is laying a garden tile…</source>
            <translation>%1 legt ein Gartenplättchen…</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="196" />
            <source>%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: Lege das erste Gartenplättchen auf eines der 16 inneren Felder. Drehe es mit dem Mausrad, R oder per Rechtsklick.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="199" />
            <source>%1: choose one of your tiles and lay it next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: Wähle eines deiner Plättchen und lege es an den Garten an. Drehe es mit dem Mausrad, R oder per Rechtsklick.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="201" />
            <source>%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: Lege dein Gartenplättchen an den Garten an. Drehe es mit dem Mausrad, R oder per Rechtsklick.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="208" />
            <source>That garden tile is not in your hand.</source>
            <translation>Dieses Gartenplättchen hast du nicht auf der Hand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="209" />
            <source>There is no such garden tile in this game.</source>
            <translation>Dieses Gartenplättchen gibt es in diesem Spiel nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="210" />
            <source>There is no garden space there.</source>
            <translation>Dort ist kein Gartenfeld.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="211" />
            <source>That garden space already holds a tile.</source>
            <translation>Auf diesem Gartenfeld liegt schon ein Plättchen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="212" />
            <source>The first garden tile goes on one of the 16 inner spaces, not on the outer ring.</source>
            <translation>Das erste Gartenplättchen kommt auf eines der 16 inneren Felder, nicht auf den äußeren Ring.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="214" />
            <source>A garden tile must share a side with a tile already laid (touching at a corner is not enough).</source>
            <translation>Ein Gartenplättchen muss eine Seite mit einem schon gelegten Plättchen teilen (eine Ecke genügt nicht).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="216" />
            <source>A garden tile can only be turned a quarter at a time, so that each kind of tree faces one building.</source>
            <translation>Ein Gartenplättchen lässt sich nur in Vierteldrehungen drehen, damit jede Baumart zu einem Gebäude zeigt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/ui.py" line="26" />
            <source>2-4 players · about 30 minutes
Lay garden tiles between the palace's buildings and turn them so your trees face the buildings: when a building's garden is complete, the most trees win it.</source>
            <translation>2–4 Spieler · etwa 30 Minuten
Lege Gartenplättchen zwischen die Gebäude des Palastes und drehe sie so, dass deine Bäume den Gebäuden zugewandt sind: Ist der Garten eines Gebäudes vollständig, gewinnen die meisten Bäume.</translation>
        </message>
    </context>
    <context>
        <name>granada</name>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="38" />
            <source>the %1</source>
            <translation>der %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="46" />
            <source>at least %1 cards of one currency</source>
            <translation>mindestens %1 Karten einer Währung</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="47" />
            <source>at least %1 in one currency</source>
            <translation>mindestens %1 in einer Währung</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="52" />
            <location filename="../../gui/games/granada/texts.py" line="53" />
            <source>Granada</source>
            <translation>Stadt</translation>
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
            <translation>%1 zahlt %2, um %3 umzudrehen: Daraus wird %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="85" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan.</source>
            <translation>%1: Du hast die Wendegebühr für %2 gezahlt – baue sie in deine Stadt oder gib sie Juan.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="86" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada.</source>
            <translation>%1: Du hast die Wendegebühr für %2 gezahlt – baue sie in deine Stadt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="89" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan.</source>
            <translation>%1: Du hast die Wendegebühr für %2 gezahlt – baue das Plättchen in deine Stadt oder gib es Juan.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="91" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada.</source>
            <translation>%1: Du hast die Wendegebühr für %2 gezahlt – baue das Plättchen in deine Stadt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="93" />
            <source>%1: drag each tile you bought into your Granada, onto your reserve or to Juan; pay the flip fee to build or give it on its other face.</source>
            <translation>%1: Ziehe jedes gekaufte Plättchen in deine Stadt, auf deine Reserve oder zu Juan; zahle die Wendegebühr, um es mit der anderen Seite zu bauen oder abzugeben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="95" />
            <source>%1: drag each tile you bought into your Granada or onto your reserve; pay the flip fee to build it on its other face.</source>
            <translation>%1: Ziehe jedes gekaufte Plättchen in deine Stadt oder auf deine Reserve; zahle die Wendegebühr, um es mit der anderen Seite zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="104" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: Du erhältst ein Plättchen mit der Seite, die es zeigt – baue es so oder lege es in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="123" />
            <source>The flip fee is paid in one currency, not in %1.</source>
            <translation>Die Wendegebühr wird in einer einzigen Währung bezahlt, nicht in %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="132" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over.</source>
            <translation>Ein am Spielende zugeteiltes Plättchen behält die Seite, die es im Bauhof zeigte: Es kann nicht umgedreht werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="134" />
            <source>%1 cannot be turned over: only a tile bought this turn can, before it is placed.</source>
            <translation>%1 kann nicht umgedreht werden: Das geht nur mit einem in diesem Zug gekauften Plättchen, bevor es angelegt wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="136" />
            <source>%1 has already been turned over this turn.</source>
            <translation>%1 wurde in diesem Zug schon umgedreht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="137" />
            <source>%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; your reserve takes either face for free.</source>
            <translation>%1, die andere Seite von %2, passt nirgends in deine Stadt, daher wird keine Gebühr verlangt; deine Reserve nimmt jede Seite kostenlos.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="140" />
            <source>Choose the cards that pay the flip fee.</source>
            <translation>Wähle die Karten, mit denen du die Wendegebühr zahlst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="141" />
            <source>The flip fee is at least %1 cards of one currency, not %2.</source>
            <translation>Die Wendegebühr beträgt mindestens %1 Karten einer Währung, nicht %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="142" />
            <source>The flip fee is at least %1 in one currency; these cards are worth %2.</source>
            <translation>Die Wendegebühr beträgt mindestens %1 in einer Währung; diese Karten sind %2 wert.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="144" />
            <source>You paid the flip fee to build %1, so it cannot go into your reserve.</source>
            <translation>Du hast die Wendegebühr gezahlt, um %1 zu bauen, daher darf das Plättchen nicht in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="146" />
            <location filename="../../gui/games/granada/texts.py" line="148" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2.</source>
            <translation>Ein am Spielende zugeteiltes Plättchen behält die Seite, die es im Bauhof zeigte: %1, nicht %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="150" />
            <source>%1 is built on the face it shows; pay the flip fee first to build it as %2.</source>
            <translation>%1 wird mit der gezeigten Seite gebaut; zahle zuerst die Wendegebühr, um stattdessen %2 zu bauen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="152" />
            <source>%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2.</source>
            <translation>%1 geht mit der gezeigten Seite an Juan; zahle zuerst die Wendegebühr, um stattdessen %2 abzugeben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/ui.py" line="18" />
            <source>2-6 players · about 60 minutes
Build Granada with double-sided tiles: choose the face of each building (a fee turns it over), lead each type by number and value, and dig the longest moat.</source>
            <translation>2–6 Spieler · etwa 60 Minuten
Baue Granada mit doppelseitigen Plättchen: Wähle die Seite jedes Gebäudes (eine Gebühr dreht es um), hol dir bei jedem Typ die Mehrheit nach Anzahl und Wert und grabe den längsten Graben.</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <location filename="../../gui/levels.py" line="13" />
            <source>Easy</source>
            <translation>Leicht</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="14" />
            <source>Normal</source>
            <translation>Normal</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="15" />
            <source>Hard</source>
            <translation>Schwer</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="19" />
            <source>Plays the move that looks best right now.</source>
            <translation>Spielt den Zug, der gerade am besten aussieht.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="20" />
            <source>Thinks a few moves ahead.</source>
            <translation>Denkt ein paar Züge voraus.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="21" />
            <source>Thinks furthest ahead: the strongest level.</source>
            <translation>Denkt am weitesten voraus: die stärkste Stufe.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="23" />
            <source>Wins %1 of %2 two-player games against %3.</source>
            <translation>Gewinnt %1 von %2 Partien zu zweit gegen %3.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="24" />
            <source>Wins %1 of %2 games against %3 %4 players at once.</source>
            <translation>Gewinnt %1 von %2 Partien gegen %3 Gegner der Stufe %4 gleichzeitig.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="35" />
            <source>Random</source>
            <translation>Zufall</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="63" />
            <source>Plays any legal move: for learning the rules.</source>
            <translation>Spielt irgendeinen erlaubten Zug: zum Lernen der Regeln.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="41" />
            <source>a random player</source>
            <translation>einen Zufallsspieler</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../gui/i18n_names.py" line="21" />
            <source>Pavilion</source>
            <translation>Pavillon</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="22" />
            <source>Seraglio</source>
            <translation>Serail</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="23" />
            <source>Arcades</source>
            <translation>Arkaden</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="24" />
            <source>Chambers</source>
            <translation>Gemächer</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="25" />
            <source>Garden</source>
            <translation>Garten</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="26" />
            <location filename="../../gui/i18n_names.py" line="84" />
            <source>Tower</source>
            <translation>Turm</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="27" />
            <source>Lion fountain</source>
            <translation>Löwenbrunnen</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="29" />
            <source>Arena</source>
            <translation>Arena</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="30" />
            <source>Bathhouse</source>
            <translation>Badehaus</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="31" />
            <source>Library</source>
            <translation>Bibliothek</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="32" />
            <source>Hostel</source>
            <translation>Herberge</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="33" />
            <source>Hospital</source>
            <translation>Hospital</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="34" />
            <location filename="../../gui/i18n_names.py" line="82" />
            <source>Market</source>
            <translation>Markt</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="35" />
            <source>Park</source>
            <translation>Park</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="36" />
            <source>School</source>
            <translation>Schule</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="37" />
            <source>Residential district</source>
            <translation>Wohnviertel</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="43" />
            <source>lavender</source>
            <translation>Lavendel</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="44" />
            <source>palms</source>
            <translation>Palmen</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="45" />
            <source>lemon trees</source>
            <translation>Zitronenbäume</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="46" />
            <source>orange trees</source>
            <translation>Orangenbäume</translation>
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
            <translation>Dukaten</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="53" />
            <source>Florin</source>
            <translation>Gulden</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="60" />
            <source>sand</source>
            <translation>Sand</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="61" />
            <source>wood</source>
            <translation>Holz</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="62" />
            <source>clay</source>
            <translation>Lehm</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="63" />
            <source>stone</source>
            <translation>Stein</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="64" />
            <source>silver</source>
            <translation>Silber</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="66" />
            <source>Messenger</source>
            <translation>Bote</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="67" />
            <source>Trader</source>
            <translation>Händler</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="68" />
            <source>Bricklayer</source>
            <translation>Maurer</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="69" />
            <source>Stonemason</source>
            <translation>Steinmetz</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="70" />
            <source>Wood Worker</source>
            <translation>Holzarbeiter</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="71" />
            <source>Sand Worker</source>
            <translation>Sandarbeiter</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="72" />
            <source>Stone Worker</source>
            <translation>Steinarbeiter</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="73" />
            <source>Master Builder</source>
            <translation>Baumeister</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="75" />
            <source>Keep</source>
            <translation>Bergfried</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="76" />
            <source>Tavern</source>
            <translation>Taverne</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="77" />
            <source>Small Gate</source>
            <translation>Kleines Tor</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="78" />
            <source>Large Gate</source>
            <translation>Großes Tor</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="79" />
            <source>Stable</source>
            <translation>Stall</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="80" />
            <source>Servants' House</source>
            <translation>Gesindehaus</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="81" />
            <source>Palace</source>
            <translation>Palast</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="83" />
            <source>Forge</source>
            <translation>Schmiede</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="85" />
            <source>House</source>
            <translation>Haus</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="87" />
            <source>rider</source>
            <translation>Reiter</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="89" />
            <source>Village Tavern</source>
            <translation>Dorfschenke</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="90" />
            <source>Barn</source>
            <translation>Scheune</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="91" />
            <source>Castle Maiden</source>
            <translation>Burgfräulein</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="92" />
            <source>Plague</source>
            <translation>Pest</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="93" />
            <source>Crack in the Wall</source>
            <translation>Mauerriss</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="94" />
            <source>Snowdrift</source>
            <translation>Schneewehe</translation>
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
            <translation>Die Gärten der Alhambra</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/__init__.py" line="14" />
            <source>A Castle for All Seasons</source>
            <translation>Im Schutze der Burg</translation>
        </message>
        <message>
            <location filename="../../gui/i18n.py" line="20" />
            <source>lower case</source>
            <comment>how a building or currency name is written inside a sentence: translate as 'as is' to keep its capital letter, else leave 'lower case'</comment>
            <translation>as is</translation>
        </message>
    </context>
    <context>
        <name>params</name>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="12" />
            <source>Longest wall</source>
            <translation>Längste Mauer</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="13" />
            <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Wie die längste Außenmauer gemessen wird. Das macht nur bei einem geschlossenen Ring aus n Mauerabschnitten einen Unterschied: Als Weg zählt er n, als einfacher Pfad n − 1 (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="16" />
            <source>Start player tie-break</source>
            <translation>Startspieler bei Gleichstand</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="17" />
            <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
            <translation>Wer beginnt, wenn zu Beginn mehrere Spieler gleich wenige Karten und die gleiche niedrigste Summe haben. „Jüngster Spieler“ braucht das Alter der Spieler.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="20" />
            <source>Players’ ages</source>
            <translation>Alter der Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="21" />
            <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
            <translation>Ein Alter pro Spieler in Sitzreihenfolge, durch Kommas getrennt (zum Beispiel 34, 9, 41). Leer lassen, außer der jüngste Spieler entscheidet bei Gleichstand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="24" />
            <source>The neutral player can win</source>
            <translation>Der neutrale Spieler kann gewinnen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="25" />
            <source>Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral player scores strictly highest, nobody wins.</source>
            <translation>Zu zweit: Den neutralen Spieler (Dirk, Juan) wie einen Mitspieler werten. Hat der neutrale Spieler allein die meisten Punkte, gewinnt niemand.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="28" />
            <source>Copies of each money card</source>
            <translation>Exemplare jeder Geldkarte</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="29" />
            <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
            <translation>Nur zu zweit. 2 Exemplare (72 Karten) wie in den veröffentlichten Regeln für zwei Spieler; 3 Exemplare (alle 108 Karten) sind eine Hausregel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="32" />
            <source>Market currencies</source>
            <translation>Währungen im Bauhof</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="33" />
            <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
            <translation>Die Währung der Bauhof-Felder 1 bis 4, von oben nach unten. Zum Umsortieren ziehen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="35" />
            <source>Game end</source>
            <translation>Spielende</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="36" />
            <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
            <translation>Das Spiel endet, wenn der Bauhof am Ende eines Zuges nicht mehr aufgefüllt werden kann, oder schon, wenn der Beutel leer ist (angeblich die Regel der französischen Ausgabe).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="40" />
            <source>Module: the Vizier's favour</source>
            <translation>Modul: Die Gunst des Wesirs</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="41" />
            <source>After every turn, a player with a face-up vizier may buy one building at the exact price, out of turn; turning the vizier back up costs an action.</source>
            <translation>Nach jedem Zug darf ein Spieler mit offenem Wesir außer der Reihe ein Gebäude zum genauen Preis kaufen; den Wesir wieder umzudrehen kostet eine Aktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="44" />
            <source>Module: the money changers</source>
            <translation>Modul: Die Wechselstuben</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="45" />
            <source>Six changer cards come up in the money display; one lets you pay a purchase with two currencies.</source>
            <translation>Sechs Wechselstuben-Karten kommen in die Geldauslage; eine davon lässt dich einen Kauf mit zwei Währungen bezahlen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="47" />
            <source>Module: the bonus cards</source>
            <translation>Modul: Die Bonuskarten</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="48" />
            <source>Secret cards showing a building without walls: once it stands in your Alhambra, the card counts as one more building of its type.</source>
            <translation>Geheime Karten mit einem Gebäude ohne Mauern: Sobald es in deiner Alhambra steht, zählt die Karte als ein weiteres Gebäude seines Typs.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="51" />
            <source>Module: the worker's huts</source>
            <translation>Modul: Die Bauhütten</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="52" />
            <source>Take up to three free huts as an action; a hut counts as an extra building for each open neighbour of its colour. Hut walls are our reconstruction.</source>
            <translation>Nimm als Aktion bis zu drei kostenlose Hütten; eine Hütte zählt für jeden offenen Nachbarn ihrer Farbe als zusätzliches Gebäude. Die Mauern der Hütten sind unsere Rekonstruktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="12" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="17" />
            <source>Start player</source>
            <translation>Startspieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="13" />
            <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
            <translation>Die Spielregel sagt nicht, wer beginnt: ein zufällig gewählter Spieler oder der erste Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="59" />
            <source>Longest trail (a ring of n scores n)</source>
            <translation>Längster Weg (ein Ring aus n zählt n)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="60" />
            <source>Simple path (a ring of n scores n − 1)</source>
            <translation>Einfacher Pfad (ein Ring aus n zählt n − 1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="19" />
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="61" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="41" />
            <source>Chosen at random</source>
            <translation>Zufällig gewählt</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="62" />
            <source>Youngest player</source>
            <translation>Jüngster Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="63" />
            <source>Florin (yellow)</source>
            <translation>Gulden (gelb)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="64" />
            <source>Dirham (green)</source>
            <translation>Dirham (grün)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="65" />
            <source>Denar (blue)</source>
            <translation>Denar (blau)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="66" />
            <source>Ducat (orange)</source>
            <translation>Dukaten (orange)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="67" />
            <source>Market cannot be refilled</source>
            <translation>Bauhof nicht mehr auffüllbar</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="68" />
            <source>Bag is empty</source>
            <translation>Beutel ist leer</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="20" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="42" />
            <source>The first seat</source>
            <translation>Der erste Platz</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="20" />
            <source>Standard (by the number built)</source>
            <translation>Standard (nach Anzahl der Gebäude)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="21" />
            <source>Simple (fixed points)</source>
            <translation>Einfach (feste Punkte)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="22" />
            <source>Worth at least 3, in one currency</source>
            <translation>Mindestens 3 wert, in einer Währung</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="23" />
            <source>At least 3 cards of one currency</source>
            <translation>Mindestens 3 Karten einer Währung</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="29" />
            <source>Building scoring</source>
            <translation>Gebäudewertung</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="30" />
            <source>Standard: the points of a place are a multiple of the number of buildings of that type in all cities, Juan's included. Simple, to learn the game or with children: fixed points (3; then 10 and 3; at the end 18, 10 and 3).</source>
            <translation>Standard: Die Punkte eines Platzes sind ein Vielfaches der Anzahl der Gebäude dieses Typs in allen Städten, die von Juan eingeschlossen. Einfach, zum Kennenlernen oder mit Kindern: feste Punkte (3; dann 10 und 3; am Ende 18, 10 und 3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="34" />
            <source>Flip fee</source>
            <translation>Wendegebühr</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="35" />
            <source>What it costs to build a bought tile on its other face: cards of one currency worth at least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading of one sentence).</source>
            <translation>Was es kostet, ein gekauftes Plättchen mit seiner anderen Seite zu bauen: Karten einer Währung im Wert von mindestens 3 (so bezahlt das Beispiel der Spielregel) oder mindestens 3 Karten einer Währung (eine wörtliche Lesart eines einzelnen Satzes).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="39" />
            <source>Longest moat</source>
            <translation>Längster Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="40" />
            <source>How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Wie der längste Außengraben gemessen wird, so wie die längste Mauer in Alhambra: Ein geschlossener Ring aus n Grabenabschnitten zählt als Weg n, als einfacher Pfad n − 1 (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="13" />
            <source>Only the first market</source>
            <translation>Nur die erste Bestückung</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="14" />
            <source>Every refill</source>
            <translation>Jedes Auffüllen</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="20" />
            <source>Money decks</source>
            <translation>Geldstapel</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="21" />
            <source>One deck of 108 cards (the scoring cards come up in good time), or both games' decks shuffled together, as a literal reading of the combination rules has it.</source>
            <translation>Ein Stapel mit 108 Karten (die Wertungskarten kommen rechtzeitig) oder die Stapel beider Spiele zusammengemischt, wie es eine wörtliche Lesart der Kombinationsregeln vorsieht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="24" />
            <source>Granada tiles with a moat</source>
            <translation>Granada-Plättchen mit Graben</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="25" />
            <source>Which market fills must show Granada tiles with a moat (a tile without one goes back under the bag): only the first market, as the rules say, or every refill.</source>
            <translation>Welche Bestückungen des Bauhofs Granada-Plättchen mit Graben zeigen müssen (ein Plättchen ohne Graben kommt zurück unter den Beutel): nur die erste, wie es die Regeln sagen, oder jedes Auffüllen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="13" />
            <source>Purple and yellow against green and orange</source>
            <translation>Lila und Gelb gegen Grün und Orange</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="15" />
            <source>Purple and green against yellow and orange</source>
            <translation>Lila und Grün gegen Gelb und Orange</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="17" />
            <source>Purple and orange against green and yellow</source>
            <translation>Lila und Orange gegen Grün und Gelb</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="19" />
            <source>Left out (as the rules say)</source>
            <translation>Bleiben außen vor (laut Regel)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="20" />
            <source>Compete like a rival</source>
            <translation>Spielen wie ein Gegner mit</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="24" />
            <source>Garden tiles in hand</source>
            <translation>Gartenplättchen auf der Hand</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="25" />
            <source>1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more tactical game).</source>
            <translation>1 im Standardspiel; mit 3 wählst du in jedem Zug, welches Plättchen du legst (ein längeres, taktischeres Spiel).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="28" />
            <source>Two colours each (2 players)</source>
            <translation>Je zwei Farben (2 Spieler)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="29" />
            <source>Each of the two players owns two colours, so all four kinds of tree compete; each colour scores on its own and a player's two colours can knock each other out.</source>
            <translation>Jeder der beiden Spieler besitzt zwei Farben, sodass alle vier Baumarten antreten; jede Farbe punktet für sich, und die beiden Farben eines Spielers können sich gegenseitig ausschalten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="32" />
            <source>Colours of each player</source>
            <translation>Farben je Spieler</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="33" />
            <source>With two colours each: the first pair goes to the player who begins.</source>
            <translation>Bei je zwei Farben: Das erste Paar geht an den Startspieler.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="35" />
            <source>Trees nobody owns</source>
            <translation>Bäume ohne Besitzer</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="36" />
            <source>With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left out; or they compete like a rival that can tie, knock out and, winning, leave the building unscored. They never count as a kind of tree.</source>
            <translation>Mit 2 oder 3 Spielern gehören einige Farben niemandem. Laut Regel bleiben ihre Bäume außen vor; oder sie spielen wie ein Gegner mit, der gleichziehen, ausschalten und durch einen Sieg das Gebäude unbewertet lassen kann. Als Baumart zählen sie nie.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="12" />
            <source>Season</source>
            <translation>Jahreszeit</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="13" />
            <source>Summer is the basic game. Winter uses the snowy side of the board and six winter cards that come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, the Crack in the Wall and the Snowdrift.</source>
            <translation>Der Sommer ist das Grundspiel. Der Winter nutzt die verschneite Seite des Spielplans und sechs Winterkarten, die im Lauf des Spiels ins Spiel kommen: Dorfschenke, Scheune, Burgfräulein, Pest, Mauerriss und Schneewehe.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="18" />
            <source>The rulebook lets the players choose who begins: a player chosen at random, or the first seat.</source>
            <translation>Laut Spielregel bestimmen die Spieler, wer beginnt: ein zufällig gewählter Spieler oder der erste Platz.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="20" />
            <source>Stonemason's purchases</source>
            <translation>Käufe des Steinmetzes</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="21" />
            <source>How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in all, or one from each Worker card.</source>
            <translation>Wie viele Rohstoffe ein Steinmetz für je einen Taler bei den Arbeitern der anderen Spieler kaufen darf: einen insgesamt oder einen von jeder Arbeiterkarte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="24" />
            <source>Innkeeper needs a building</source>
            <translation>Wirt braucht ein Gebäude</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="25" />
            <source>Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner erected a building, like any other helper placed in the castle.</source>
            <translation>Winter: Ein Gehilfe wird nur in einer Runde Wirt der Dorfschenke, in der sein Besitzer ein Gebäude errichtet hat – wie jeder andere Gehilfe, der in die Burg gesetzt wird.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="28" />
            <source>Innkeeper counts as a helper placed</source>
            <translation>Wirt zählt als eingesetzter Gehilfe</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="29" />
            <source>Winter: the innkeeper counts toward the two helpers a player may place each round.</source>
            <translation>Winter: Der Wirt zählt zu den zwei Gehilfen, die ein Spieler pro Runde einsetzen darf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="31" />
            <source>Last suitor deposits</source>
            <translation>Letzter Verehrer zahlt ein</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="32" />
            <source>Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at once (off), or must still deposit one more item in that pass (on).</source>
            <translation>Winter: Haben sich alle anderen Verehrer des Burgfräuleins zurückgezogen, gewinnt der letzte sie sofort (aus) oder muss in dieser Runde noch eine weitere Gabe einzahlen (an).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="39" />
            <source>Summer</source>
            <translation>Sommer</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="40" />
            <source>Winter</source>
            <translation>Winter</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="43" />
            <source>One piece in all</source>
            <translation>Ein Rohstoff insgesamt</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="44" />
            <source>One piece from each Worker card</source>
            <translation>Ein Rohstoff von jeder Arbeiterkarte</translation>
        </message>
    </context>
    <context>
        <name>tilecity</name>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="48" />
            <source>a %1 changer</source>
            <translation>eine Wechselstube (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="56" />
            <source>%1 and %2</source>
            <translation>%1 und %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="82" />
            <source>Your %1</source>
            <translation>Deine %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="85" />
            <location filename="../../gui/games/tilecity/texts.py" line="94" />
            <source>%1's %2</source>
            <translation>%2 von %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="91" />
            <source>your %1</source>
            <translation>deiner %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="163" />
            <source>%1 bought %2 for %3 and takes another action.</source>
            <translation>%1 kauft %2 für %3 und hat noch eine Aktion.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="164" />
            <source>%1 bought %2, paying %3.</source>
            <translation>%1 kauft %2 und zahlt %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="169" />
            <source>Scoring round %1: %2.</source>
            <translation>Wertungsrunde %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>The game is over. Winner: %1.</source>
            <translation>Das Spiel ist vorbei. Sieg: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>nobody</source>
            <translation>niemand</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="181" />
            <source>%1 took %2.</source>
            <translation>%1 nimmt %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="182" />
            <source>%1 ends their actions.</source>
            <translation>%1 beendet den Zug.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="183" />
            <source>%1 can do nothing and passes.</source>
            <translation>%1 kann nichts tun und passt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="184" />
            <source>%1 builds %2 from the reserve.</source>
            <translation>%1 baut %2 aus der Reserve an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="185" />
            <source>%1 moves %2 to the reserve.</source>
            <translation>%1 nimmt %2 in die Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="186" />
            <source>%1 swaps %2 for %3 from the reserve.</source>
            <translation>%1 tauscht %2 gegen %3 aus der Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="187" />
            <source>%1 builds %2.</source>
            <translation>%1 baut %2 an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="188" />
            <source>%1 puts %2 in the reserve.</source>
            <translation>%1 legt %2 in die Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="189" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 gibt %2 an %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="190" />
            <source>%1 takes %2 tiles from the bag.</source>
            <translation>%1 zieht %2 Plättchen aus dem Beutel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="191" />
            <source>Scoring card %1 comes up!</source>
            <translation>Wertungskarte %1 wird aufgedeckt!</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="192" />
            <source>The discarded money is shuffled into a new deck.</source>
            <translation>Das abgelegte Geld wird zu einem neuen Stapel gemischt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="193" />
            <source>The market cannot be refilled: the game ends.</source>
            <translation>Der Bauhof kann nicht mehr aufgefüllt werden: Das Spiel endet.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="194" />
            <source>%1 receives %2 for holding the most %3.</source>
            <translation>%1 erhält %2 für das meiste Geld in der Währung %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="195" />
            <source>Nobody receives %1.</source>
            <translation>Niemand erhält %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="196" />
            <source>— %1's turn —</source>
            <translation>— %1 ist am Zug —</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="241" />
            <source>The game is over.</source>
            <translation>Das Spiel ist vorbei.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="244" />
            <source>%1 is playing…</source>
            <translation>%1 ist am Zug…</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="248" />
            <source>%1: you receive a tile — build it or put it in your reserve.</source>
            <translation>%1: Du erhältst ein Plättchen – baue es an oder lege es in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="250" />
            <source>%1: exact payment! Take another action, or end your turn.</source>
            <translation>%1: Passend bezahlt! Führe eine weitere Aktion aus oder beende deinen Zug.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="251" />
            <source>%1: take money, buy a building, or redesign your %2.</source>
            <translation>%1: Nimm Geld, kaufe ein Gebäude oder baue deine %2 um.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="297" />
            <source>%1 would put a wall against an open side of %2: walls must meet walls.</source>
            <translation>%1 würde eine Mauer an eine offene Seite von %2 legen: Mauer muss an Mauer stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="298" />
            <source>%1 would put an open side against a wall of %2: walls must meet walls.</source>
            <translation>%1 würde eine offene Seite an eine Mauer von %2 legen: Mauer muss an Mauer stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="299" />
            <source>%1 would put a wall where %2 has an open side: walls must meet walls.</source>
            <translation>%1 hätte eine Mauer, wo bei %2 eine offene Seite ist: Mauer muss an Mauer stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="300" />
            <source>%1 would put an open side where %2 has a wall: walls must meet walls.</source>
            <translation>%1 hätte eine offene Seite, wo bei %2 eine Mauer ist: Mauer muss an Mauer stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="301" />
            <source>%1 could only be reached through a wall there.</source>
            <translation>%1 wäre dort nur durch eine Mauer hindurch erreichbar.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="304" />
            <source>%1 would put a moat against an open side of %2: moats must meet moats.</source>
            <translation>%1 würde einen Graben an eine offene Seite von %2 legen: Graben muss an Graben stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="305" />
            <source>%1 would put an open side against a moat of %2: moats must meet moats.</source>
            <translation>%1 würde eine offene Seite an einen Graben von %2 legen: Graben muss an Graben stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="306" />
            <source>%1 would put a moat where %2 has an open side: moats must meet moats.</source>
            <translation>%1 hätte einen Graben, wo bei %2 eine offene Seite ist: Graben muss an Graben stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="307" />
            <source>%1 would put an open side where %2 has a moat: moats must meet moats.</source>
            <translation>%1 hätte eine offene Seite, wo bei %2 ein Graben ist: Graben muss an Graben stoßen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="308" />
            <source>%1 could only be reached across a moat there.</source>
            <translation>%1 wäre dort nur über einen Graben hinweg erreichbar.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="331" />
            <source>You don't hold %1.</source>
            <translation>Du hast %1 nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="332" />
            <source>%1 doesn't hold %2.</source>
            <translation>%1 hat %2 nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="338" />
            <source>%1 costs %2 %3; %4 is not enough, and a changer counts for nothing.</source>
            <translation>%1 kostet %2 %3; %4 reicht nicht, und eine Wechselstube zählt dabei nichts.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="339" />
            <source>%1 costs %2 %3; %4 is not enough.</source>
            <translation>%1 kostet %2 %3; %4 reicht nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="347" />
            <source>That spot of %1 is already built on.</source>
            <translation>Dieses Feld in %1 ist schon bebaut.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="348" />
            <source>That spot doesn't touch %1 along a side.</source>
            <translation>Dieses Feld hat keine gemeinsame Seite mit %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="349" />
            <source>A tile there would close off an empty space in %1.</source>
            <translation>Ein Plättchen dort würde in %1 ein leeres Feld einschließen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="350" />
            <source>%1 is not in %2.</source>
            <translation>%1 ist nicht in %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="351" />
            <source>%1 can never be moved.</source>
            <translation>Das Plättchen mit %1 kann nie versetzt werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="352" />
            <source>Taking %1 out would leave a closed-in hole in %2.</source>
            <translation>Nimmst du %1 heraus, bliebe in %2 ein eingeschlossenes Loch.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="353" />
            <source>Taking %1 out would cut tiles off from %2.</source>
            <translation>Nimmst du %1 heraus, wären Plättchen von %2 abgeschnitten.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="354" />
            <source>Taking %1 out would split %2 in two.</source>
            <translation>Nimmst du %1 heraus, entstünden in %2 zwei getrennte Teile.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="355" />
            <source>Choose the cards to pay with.</source>
            <translation>Wähle die Karten, mit denen du zahlst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="356" />
            <source>%1 is sold only for %2.</source>
            <translation>%1 gibt es nur für %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="357" />
            <source>Choose at least one card.</source>
            <translation>Wähle mindestens eine Karte.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="358" />
            <source>The display doesn't show %1.</source>
            <translation>%1 liegt nicht in der Auslage.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="359" />
            <source>Several cards may be taken only if they add up to %1 or less.</source>
            <translation>Mehrere Karten darfst du nur nehmen, wenn sie zusammen höchstens %1 ergeben.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="360" />
            <source>There is no such market space.</source>
            <translation>Dieses Bauhof-Feld gibt es nicht.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="361" />
            <source>That market space is empty.</source>
            <translation>Dieses Bauhof-Feld ist leer.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="362" />
            <source>There is no extra action to end: only an exact payment gives one.</source>
            <translation>Es gibt keine Extra-Aktion zu beenden: Nur passendes Bezahlen bringt eine.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="363" />
            <source>You may pass only when there is nothing else you can do.</source>
            <translation>Passen darfst du nur, wenn du nichts anderes tun kannst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="364" />
            <source>%1 is not in your reserve.</source>
            <translation>%1 ist nicht in deiner Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="365" />
            <source>%1 is not one of the tiles you have to place.</source>
            <translation>%1 gehört nicht zu den Plättchen, die du anlegen musst.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="366" />
            <source>First place the tiles you bought this turn.</source>
            <translation>Lege zuerst die Plättchen an, die du in diesem Zug gekauft hast.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="367" />
            <source>First place the tile awarded to you.</source>
            <translation>Lege zuerst das dir zugeteilte Plättchen an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="368" />
            <source>Tiles are placed only after the turn's actions.</source>
            <translation>Plättchen werden erst nach den Aktionen des Zuges angelegt.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="369" />
            <source>Tiles go to %1 only in a two-player game.</source>
            <translation>Plättchen gehen nur im Spiel zu zweit an %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="370" />
            <source>A tile awarded at the end of the game cannot go to %1.</source>
            <translation>Ein am Spielende zugeteiltes Plättchen kann nicht an %1 gehen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="371" />
            <source>%1 was not bought this turn.</source>
            <translation>%1 wurde nicht in diesem Zug gekauft.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="128" />
            <source>Take %1.</source>
            <translation>Nimm %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="131" />
            <source>Buy the %1, paying %2.</source>
            <translation>Kaufe %1 und zahle %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="133" />
            <source>Build the %1 in %2, where it is marked.</source>
            <translation>Baue %1 in %2 an der markierten Stelle an.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="135" />
            <source>Swap the %1 for the %2 from your reserve.</source>
            <translation>Tausche %1 gegen %2 aus deiner Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="137" />
            <source>Take the %1 out of %2 into your reserve.</source>
            <translation>Nimm %1 aus %2 in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="140" />
            <source>Put the %1 in your reserve.</source>
            <translation>Lege %1 in deine Reserve.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="142" />
            <source>Give the %1 to %2.</source>
            <translation>Gib %1 an %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="144" />
            <source>End your turn.</source>
            <translation>Beende deinen Zug.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="162" />
            <source>An exact payment: you may take another action.</source>
            <translation>Passend bezahlt: Du darfst noch eine Aktion ausführen.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="166" />
            <source>You overpay by %1, but this building is worth more to you than an exact purchase.</source>
            <translation>Du zahlst %1 zu viel, aber dieses Gebäude ist dir mehr wert als ein passender Kauf.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="167" />
            <source>No exact payment is open; you overpay by %1.</source>
            <translation>Passend bezahlen ist gerade nicht möglich; du zahlst %1 zu viel.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="179" />
            <source>It gives you the most %1 (%2).</source>
            <translation>Damit hast du die meisten Gebäude vom Typ %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="184" />
            <source>Kept in your reserve, it can still be built later.</source>
            <translation>In deiner Reserve kann es später noch gebaut werden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="201" />
            <source>With it you can pay the %1 exactly next turn, if it is still there.</source>
            <translation>Damit kannst du %1 im nächsten Zug passend bezahlen – falls dann noch vorhanden.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="204" />
            <source>It is the most money you can take: %1.</source>
            <translation>Das ist das meiste Geld, das du nehmen kannst: %1.</translation>
        </message>
    </context>
    <context>
        <name>NobleItem</name>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/items.py" line="204" />
            <source>%n reales</source>
            <translation>
                <numerusform>%n Real</numerusform>
                <numerusform>%n Reales</numerusform>
            </translation>
        </message>
    </context>
</TS>
