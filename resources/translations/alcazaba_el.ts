<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="el">
    <context>
        <name>ActionBar</name>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="25" />
            <source>Buy card</source>
            <translation>Αγορά κάρτας</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="26" />
            <source>Take back noble</source>
            <translation>Πάρε πίσω ευγενή</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="27" />
            <source>Done</source>
            <translation>Τέλος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/bar.py" line="28" />
            <source>Pass</source>
            <translation>Πάσο</translation>
        </message>
    </context>
    <context>
        <name>AlcazarScores</name>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Building</source>
            <translation>Κτίριο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Value</source>
            <translation>Αξία</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="113" />
            <source>Nobles (level)</source>
            <translation>Ευγενείς (επίπεδο)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="122" />
            <source>Manor %1</source>
            <translation>Αρχοντικό %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="130" />
            <source>%1's %2 on level %3</source>
            <translation>%2 (%1) στο επίπεδο %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Money</source>
            <translation>Χρήματα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Cards</source>
            <translation>Κάρτες</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>At home</source>
            <translation>Στο σπίτι</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="133" />
            <source>Score</source>
            <translation>Πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="143" />
            <source>%1 + %2 T</source>
            <translation>%1 + %2 Π</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="145" />
            <source>(out)</source>
            <translation>(εκτός)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/scores.py" line="148" />
            <source>♛ grande, ♟ caballero. A noble scores the level it stands on (a grande twice); every 50 reales score 1 point. Cards: building + tower (T).</source>
            <translation>♛ γκράντε, ♟ καμπαλέρο. Κάθε ευγενής παίρνει πόντους όσο το επίπεδο όπου στέκεται (ο γκράντε τους διπλάσιους)· κάθε 50 ρεάλια δίνουν 1 πόντο. Κάρτες: κτιρίου + πύργου (Π).</translation>
        </message>
    </context>
    <context>
        <name>AlcazarTable</name>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="245" />
            <source>Drop to found a castle here (then choose its wings) or a manor.</source>
            <translation>Άφησέ την εδώ για να ιδρύσεις κάστρο (και μετά διάλεξε τις πτέρυγές του) ή αρχοντικό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="303" />
            <source>Now click the other head of the bridge.</source>
            <translation>Τώρα κάνε κλικ στο άλλο βάθρο της γέφυρας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/table.py" line="388" />
            <source>Choose how to build: point at a choice to see it on the board.</source>
            <translation>Διάλεξε πώς θα χτίσεις: δείξε μια επιλογή για να τη δεις στο ταμπλό.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraGranadaTable</name>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="62" />
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest wall</source>
            <translation>Μακρύτερο τείχος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="66" />
            <source>Longest moat</source>
            <translation>Μακρύτερη τάφρος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="67" />
            <source>Wall beside moat</source>
            <translation>Τείχος δίπλα σε τάφρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="71" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Το μακρύτερο τείχος σου μεγαλώνει από %1 σε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="110" />
            <source>none yet</source>
            <translation>κανένας ακόμη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="112" />
            <source>Alhambra tiles in the bag: %1
Granada tiles in the bag: %2
Cards in the deck: %3
Scorings held: %4</source>
            <translation>Πλακίδια Αλάμπρα στη σακούλα: %1
Πλακίδια Γρανάδας στη σακούλα: %2
Κάρτες στη στοίβα: %3
Γύροι βαθμολογίας που έγιναν: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="125" />
            <source>Where Granada's part of this city starts: every Granada tile must be reachable from here without crossing a moat, as every Alhambra tile from the fountain without crossing a wall.</source>
            <translation>Εδώ ξεκινά το κομμάτι της Γρανάδας σε αυτή την πόλη: κάθε πλακίδιο Γρανάδας πρέπει να φτάνεται από εδώ χωρίς να περάσεις τάφρο, όπως κάθε πλακίδιο Αλάμπρα από την κρήνη χωρίς να περάσεις τείχος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="156" />
            <source>Buy the %1, paying %2.</source>
            <translation>Αγόρασε το πλακίδιο %1 πληρώνοντας %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="166" />
            <source>An exact payment: you may take another action.</source>
            <translation>Ακριβής πληρωμή: μπορείς να κάνεις ακόμη μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/table.py" line="167" />
            <source>You overpay by %1.</source>
            <translation>Πληρώνεις %1 παραπάνω.</translation>
        </message>
    </context>
    <context>
        <name>AlhambraTable</name>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="58" />
            <source>Dirk</source>
            <translation>Ντιρκ</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pieces.py" line="61" />
            <source>Money changer: %1</source>
            <translation>Αργυραμοιβός: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="112" />
            <source>Take a worker's hut</source>
            <translation>Πάρε καλύβα εργατών</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="113" />
            <source>Take the %1 worker's hut? Taking a hut ends your actions this turn; you place the hut next.</source>
            <translation>Να πάρεις την καλύβα εργατών (%1); Αν πάρεις καλύβα, οι ενέργειές σου σε αυτή τη σειρά τελειώνουν· μετά τοποθετείς την καλύβα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="62" />
            <source>Click to see %1's Alhambra large</source>
            <translation>Κάνε κλικ για να δεις μεγάλη την Αλάμπρα του παίκτη %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="66" />
            <source>Click to see your own Alhambra again</source>
            <translation>Κάνε κλικ για να δεις ξανά τη δική σου Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="82" />
            <source>Longest wall</source>
            <translation>Μακρύτερο τείχος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="136" />
            <source>Turn vizier up</source>
            <translation>Γύρισε τον βεζίρη ανοιχτό</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="138" />
            <source>Let the vizier rest</source>
            <translation>Άφησε τον βεζίρη να ξεκουραστεί</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="139" />
            <source>Reveal bonus card</source>
            <translation>Αποκάλυψε κάρτα μπόνους</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="154" />
            <source>Drag each tile onto a lit cell, your reserve or Dirk, or click it and then click where it goes.</source>
            <translation>Σύρε κάθε πλακίδιο σε φωτισμένη θέση, στο απόθεμά σου ή στον Ντιρκ, ή κάνε κλικ σε αυτό και μετά εκεί που πηγαίνει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="155" />
            <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
            <translation>Σύρε κάθε πλακίδιο σε φωτισμένη θέση ή στο απόθεμά σου, ή κάνε κλικ σε αυτό και μετά εκεί που πηγαίνει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="157" />
            <source>Your vizier may buy a building now at its exact price: click it, then Buy. Or let the vizier rest.</source>
            <translation>Ο βεζίρης σου μπορεί τώρα να αγοράσει ένα κτίριο στην ακριβή τιμή του: κάνε κλικ σε αυτό και μετά «Αγορά». Ή άφησε τον βεζίρη να ξεκουραστεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="159" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Διάλεξε τις κάρτες πληρωμής και μετά «Αγορά». Η ακριβής πληρωμή δίνει ακόμη μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="161" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Μία κάρτα οποιασδήποτε αξίας ή περισσότερες με συνολική αξία έως 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="162" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Κάνε κλικ σε χρήματα από τις ανοιχτές κάρτες για να τα πάρεις ή σε ένα κτίριο της αγοράς για να το αγοράσεις. Σύρε πλακίδια για να χτίσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/table.py" line="187" />
            <source>Your longest wall grows from %1 to %2.</source>
            <translation>Το μακρύτερο τείχος σου μεγαλώνει από %1 σε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="37" />
            <source>Worker's hut (%1): counts one more %1 for each open neighbour of that type</source>
            <translation>Καλύβα εργατών (%1): μετράει για ένα κτίριο ακόμη τύπου %1 για κάθε ανοιχτό γειτονικό πλακίδιο αυτού του τύπου</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>north</source>
            <translation>βόρεια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>east</source>
            <translation>ανατολικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>south</source>
            <translation>νότια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="48" />
            <source>west</source>
            <translation>δυτικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="50" />
            <source>none</source>
            <translation>κανένα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/looks.py" line="51" />
            <source>%1, price %2; walls: %3</source>
            <translation>%1, τιμή %2· τείχη: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="110" />
            <source>Bonus card: %1 counts one more %2 while it stands in the Alhambra</source>
            <translation>Κάρτα μπόνους: το πλακίδιο %1 μετράει για ένα κτίριο ακόμη τύπου %2 όσο βρίσκεται στην Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="112" />
            <source> (secret; reveal it with the action bar)</source>
            <translation> (μυστική· αποκάλυψέ τη από τη γραμμή ενεργειών)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/money.py" line="121" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n κάρτα, κρυφή</numerusform>
                <numerusform>%n κάρτες, κρυφές</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/money.py" line="125" />
            <source>Seen taking and not yet paid: %1</source>
            <translation>Τα πήρε ανοιχτά και δεν τα έχει ξοδέψει ακόμη: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="37" />
            <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
            <translation>Πλακίδια στη σακούλα: %1
Κάρτες στη στοίβα: %2
Γύροι βαθμολογίας που έγιναν: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/supply.py" line="61" />
            <source>Worker's hut (%1), %2 in this stack. Click to take it (up to three huts each).</source>
            <translation>Καλύβα εργατών (%1), %2 σε αυτή τη στοίβα. Κάνε κλικ για να την πάρεις (έως τρεις καλύβες ο καθένας).</translation>
        </message>
    </context>
    <context>
        <name>BoardView</name>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="155" />
            <source>castle %1</source>
            <translation>κάστρο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="157" />
            <source>manor</source>
            <translation>αρχοντικό</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="158" />
            <source>%1: %2, value %3</source>
            <translation>%1: %2, αξία %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>empty</source>
            <translation>κενό</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>bridge</source>
            <translation>γέφυρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="165" />
            <source>pieces</source>
            <translation>κομμάτια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="167" />
            <source>Levels: %1</source>
            <translation>Επίπεδα: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>Nobles on this building:</source>
            <translation>Ευγενείς σε αυτό το κτίριο:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="172" />
            <source>No nobles on this building.</source>
            <translation>Κανένας ευγενής σε αυτό το κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="174" />
            <source>• %1's %2 on %3, level %4</source>
            <translation>• %2 (%1) στο %3, επίπεδο %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="225" />
            <source>%1's %2 on level %3</source>
            <translation>%2 (%1) στο επίπεδο %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="245" />
            <source>Castle %1, value %2</source>
            <translation>Κάστρο %1, αξία %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/board_view.py" line="278" />
            <source>Crest of %1: value %2</source>
            <translation>Οικόσημο του κάστρου %1: αξία %2</translation>
        </message>
    </context>
    <context>
        <name>CastleScores</name>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>VP</source>
            <translation>ΠΝ</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Talers</source>
            <translation>Τάλιρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Helpers</source>
            <translation>Βοηθοί</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="19" />
            <source>Cards in hand</source>
            <translation>Κάρτες στο χέρι</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/scores.py" line="29" />
            <source>Round %1 of %2 · buildings erected: %3 of %4 · silver in the forge: %5</source>
            <translation>Γύρος %1 από %2 · χτισμένα κτίρια: %3 από %4 · ασήμι στο σιδηρουργείο: %5</translation>
        </message>
    </context>
    <context>
        <name>Choices</name>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="70" />
            <source>Cancel</source>
            <translation>Άκυρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="77" />
            <source>Castle %1</source>
            <translation>Κάστρο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="79" />
            <source>Manor</source>
            <translation>Αρχοντικό</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="84" />
            <source>Build on parcel %1:</source>
            <translation>Χτίσιμο στο οικόπεδο %1:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="88" />
            <source>Which castle keeps its flag?</source>
            <translation>Ποιο κάστρο κρατά τη σημαία του;</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="91" />
            <source>Manor on %1</source>
            <translation>Αρχοντικό στο οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="93" />
            <source>Which manor becomes a castle?</source>
            <translation>Ποιο αρχοντικό γίνεται κάστρο;</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="97" />
            <source>Build a bridge: click two lit heads</source>
            <translation>Χτίσε γέφυρα: κάνε κλικ σε δύο φωτισμένα βάθρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/choices.py" line="99" />
            <source>Take back: click one of your lit nobles</source>
            <translation>Πάρε πίσω: κάνε κλικ σε έναν από τους φωτισμένους ευγενείς σου</translation>
        </message>
    </context>
    <context>
        <name>EndOfGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="47" />
            <source>End of the game</source>
            <translation>Τέλος του παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="51" />
            <source>Standings</source>
            <translation>Κατάταξη</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="55" />
            <source>&amp;Rematch</source>
            <translation>&amp;Ρεβάνς</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="56" />
            <source>The same players and options, a new deal</source>
            <translation>Οι ίδιοι παίκτες και ρυθμίσεις, νέο μοίρασμα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="57" />
            <source>&amp;New game…</source>
            <translation>&amp;Νέο παιχνίδι…</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/end_of_game.py" line="58" />
            <source>&amp;Close</source>
            <translation>&amp;Κλείσιμο</translation>
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
            <translation>Τελική βαθμολογία</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="33" />
            <source>A grande scores twice the level it stands on, a caballero its level; every full 50 reales score 1 point. Equal totals: the larger remainder of money wins.</source>
            <translation>Ο γκράντε παίρνει διπλάσιους πόντους από το επίπεδο όπου στέκεται, ο καμπαλέρο όσο το επίπεδό του· κάθε 50 ολόκληρα ρεάλια δίνουν 1 πόντο. Σε ισοβαθμία κερδίζει όποιος έχει το μεγαλύτερο υπόλοιπο χρημάτων.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="37" />
            <source>Noble %1</source>
            <translation>Ευγενής %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Money</source>
            <translation>Χρήματα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>Total</source>
            <translation>Σύνολο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="38" />
            <source>Remainder (tie-break)</source>
            <translation>Υπόλοιπο (ισοβαθμία)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/dialogs.py" line="48" />
            <source>%1 on %2 · level %3 → %4</source>
            <translation>%1 στο %2 · επίπεδο %3 → %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="28" />
            <source>Every helper in the castle scores by its building's rule; the VP earned during the game come first.</source>
            <translation>Κάθε βοηθός στο κάστρο παίρνει πόντους σύμφωνα με τον κανόνα του κτιρίου του· πρώτα μετράνε οι ΠΝ που κερδήθηκαν στη διάρκεια του παιχνιδιού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/dialogs.py" line="32" />
            <source>During the game</source>
            <translation>Κατά τη διάρκεια του παιχνιδιού</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/dialogs.py" line="51" />
            <source>%n reales → %1</source>
            <translation>
                <numerusform>%n ρεάλι → %1</numerusform>
                <numerusform>%n ρεάλια → %1</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>FinalStandingsDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="114" />
            <location filename="../../gui/dialogs/standings.py" line="116" />
            <source>Final standings</source>
            <translation>Τελική κατάταξη</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="136" />
            <source>tied %1</source>
            <translation>%1 (ισοπαλία)</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="148" />
            <source>%1 — winner</source>
            <translation>%1 — νικητής</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="149" />
            <source>%1 — shares the victory</source>
            <translation>%1 — μοιράζεται τη νίκη</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="166" />
            <source>%1 (neutral player, not ranked): %2 points</source>
            <translation>%1 (ουδέτερος παίκτης, εκτός κατάταξης): %2 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="172" />
            <source>&amp;New game</source>
            <translation>&amp;Νέο παιχνίδι</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="173" />
            <source>&amp;Close</source>
            <translation>&amp;Κλείσιμο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="189" />
            <source>%1 wins with %2 points!</source>
            <translation>Νικητής: %1 με %2 πόντους!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="192" />
            <source>%1 share the victory with %2 points each!</source>
            <translation>Μοιράζονται τη νίκη: %1 με %2 πόντους ο καθένας!</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="195" />
            <source>Nobody wins: %1 scored the most points.</source>
            <translation>Κανείς δεν κερδίζει: τους περισσότερους πόντους τους πήρε ο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="196" />
            <source>Nobody wins this game.</source>
            <translation>Κανείς δεν κερδίζει αυτή την παρτίδα.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/standings.py" line="144" />
            <source>%n points</source>
            <translation>
                <numerusform>%n πόντος</numerusform>
                <numerusform>%n πόντοι</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>GameTable</name>
        <message>
            <location filename="../../gui/games/base.py" line="156" />
            <source>The game is over.</source>
            <translation>Το παιχνίδι τελείωσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="158" />
            <source>It is not your turn.</source>
            <translation>Δεν είναι η σειρά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/base.py" line="160" />
            <source>That is not a move of this game.</source>
            <translation>Αυτή δεν είναι κίνηση αυτού του παιχνιδιού.</translation>
        </message>
    </context>
    <context>
        <name>GardensScores</name>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Colours</source>
            <translation>Χρώματα</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Tiles in hand</source>
            <translation>Πλακίδια στο χέρι</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="22" />
            <source>Score</source>
            <translation>Πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="31" />
            <source>%1 %2</source>
            <translation>%1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/scores.py" line="37" />
            <source>Buildings finished: %1 of %2 · garden tiles laid: %3 of 36 · left to draw: %4</source>
            <translation>Ολοκληρωμένα κτίρια: %1 από %2 · πλακίδια κήπου: %3 από 36 · για τράβηγμα: %4</translation>
        </message>
    </context>
    <context>
        <name>GardensTable</name>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="167" />
            <source>Turn the tile a quarter clockwise (R)</source>
            <translation>Γύρισε το πλακίδιο ένα τέταρτο δεξιόστροφα (R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="168" />
            <source>Turn the tile a quarter anticlockwise (Shift+R)</source>
            <translation>Γύρισε το πλακίδιο ένα τέταρτο αριστερόστροφα (Shift+R)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="241" />
            <source>nobody</source>
            <translation>κανείς</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="244" />
            <source>%1: %2</source>
            <translation>%1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="245" />
            <source>nobody scores</source>
            <translation>κανείς δεν παίρνει πόντους</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="246" />
            <source>%1 scores %2</source>
            <translation>%1 παίρνει %2 πόντους</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="249" />
            <source>%1 face the %2</source>
            <translation>%1 στραμμένες προς το κτίριο %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="264" />
            <source>Drop the tile on a lit space; turn it with the mouse wheel or R while you hold it.</source>
            <translation>Άφησε το πλακίδιο σε φωτισμένη θέση· γύρισέ το με τη ροδέλα του ποντικιού ή το R όσο το κρατάς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="294" />
            <location filename="../../gui/games/gardens/table.py" line="297" />
            <source>Drop the tile on one of the lit garden spaces.</source>
            <translation>Άφησε το πλακίδιο σε μία από τις φωτισμένες θέσεις κήπου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="307" />
            <source>Click a lit space to lay the tile there; turn it first with the arrows or R.</source>
            <translation>Κάνε κλικ σε φωτισμένη θέση για να βάλεις εκεί το πλακίδιο· γύρισέ το πρώτα με τα βέλη ή το R.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="378" />
            <source>Click a lit space to lay the picked tile, or turn it first.</source>
            <translation>Κάνε κλικ σε φωτισμένη θέση για να βάλεις το επιλεγμένο πλακίδιο ή γύρισέ το πρώτα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="379" />
            <source>Drag a garden tile onto a lit space, or click it and then a space.</source>
            <translation>Σύρε ένα πλακίδιο κήπου σε φωτισμένη θέση ή κάνε κλικ σε αυτό και μετά σε μια θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/table.py" line="401" />
            <source>Lay your tile with %1 trees of each kind on the marked space, turned as it is shown now.</source>
            <translation>Βάλε το πλακίδιό σου με %1 δέντρα από κάθε είδος στη σημειωμένη θέση, γυρισμένο όπως φαίνεται τώρα.</translation>
        </message>
    </context>
    <context>
        <name>GranadaTable</name>
        <message>
            <location filename="../../gui/games/granada/table.py" line="70" />
            <source>Juan</source>
            <translation>Χουάν</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="74" />
            <source>Click to see %1's city large</source>
            <translation>Κάνε κλικ για να δεις μεγάλη την πόλη του παίκτη %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="78" />
            <source>Click to see your own city again</source>
            <translation>Κάνε κλικ για να δεις ξανά τη δική σου πόλη</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="115" />
            <source>Longest moat</source>
            <translation>Μακρύτερη τάφρος</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Fee: %1</source>
            <translation>Κόστος: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="147" />
            <source>Reserve only</source>
            <translation>Μόνο στο απόθεμα</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="163" />
            <source>Building market</source>
            <translation>Αγορά κτιρίων</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show odd values</source>
            <translation>τα νέα πλακίδια δείχνουν μονές αξίες</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="164" />
            <source>refills show even values</source>
            <translation>τα νέα πλακίδια δείχνουν ζυγές αξίες</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="165" />
            <source>The black marker is on odd: a tile laid into the market shows its odd-valued face.</source>
            <translation>Ο μαύρος δείκτης είναι στα μονά: ένα πλακίδιο που μπαίνει στην αγορά δείχνει την όψη με τη μονή αξία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="166" />
            <source>The black marker is on even: a tile laid into the market shows its even-valued face.</source>
            <translation>Ο μαύρος δείκτης είναι στα ζυγά: ένα πλακίδιο που μπαίνει στην αγορά δείχνει την όψη με τη ζυγή αξία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="219" />
            <source>%1 shows its bought face again: building it costs nothing.</source>
            <translation>Το πλακίδιο %1 δείχνει ξανά την όψη με την οποία αγοράστηκε: το χτίσιμό του δεν κοστίζει τίποτα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="222" />
            <source>Turned over: %1. You cannot pay the flip fee (%2); your reserve takes it free.</source>
            <translation>Γυρισμένο: %1. Δεν μπορείς να πληρώσεις το κόστος γυρίσματος (%2)· στο απόθεμά σου μπαίνει δωρεάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="224" />
            <source>Turned over: %1. Building it costs the flip fee: %2. Your reserve takes it free.</source>
            <translation>Γυρισμένο: %1. Για να το χτίσεις πληρώνεις το κόστος γυρίσματος: %2. Στο απόθεμά σου μπαίνει δωρεάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="272" />
            <source>Right-click or press F to see its other face.</source>
            <translation>Δεξί κλικ ή πάτα F για να δεις την άλλη όψη του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="288" />
            <source>Turn the %1 over to %2, paying %3.</source>
            <translation>Γύρισε το πλακίδιο %1 στην όψη %2, πληρώνοντας %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="295" />
            <source>Its other face is worth more to you than the fee.</source>
            <translation>Η άλλη όψη του σου αξίζει περισσότερο από το κόστος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="300" />
            <source>Your longest moat grows from %1 to %2.</source>
            <translation>Η μακρύτερη τάφρος σου μεγαλώνει από %1 σε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="310" />
            <source>Drag each tile onto a lit cell, your reserve or Juan. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Σύρε κάθε πλακίδιο σε φωτισμένη θέση, στο απόθεμά σου ή στον Χουάν. Δεξί κλικ σε ένα πλακίδιο (ή F) για να δεις την άλλη όψη του: αν χτίσεις εκείνη την όψη, πληρώνεις το κόστος γυρίσματος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="313" />
            <source>Drag each tile onto a lit cell or your reserve. Right-click a tile (or press F) to see its other face: building that face costs the flip fee.</source>
            <translation>Σύρε κάθε πλακίδιο σε φωτισμένη θέση ή στο απόθεμά σου. Δεξί κλικ σε ένα πλακίδιο (ή F) για να δεις την άλλη όψη του: αν χτίσεις εκείνη την όψη, πληρώνεις το κόστος γυρίσματος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="317" />
            <source>Drag the tile awarded to you onto a lit cell or your reserve: it keeps the face it showed.</source>
            <translation>Σύρε το πλακίδιο που σου δόθηκε σε φωτισμένη θέση ή στο απόθεμά σου: κρατά την όψη που έδειχνε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="319" />
            <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
            <translation>Διάλεξε τις κάρτες πληρωμής και μετά «Αγορά». Η ακριβής πληρωμή δίνει ακόμη μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="321" />
            <source>One card of any value, or several worth 5 at most.</source>
            <translation>Μία κάρτα οποιασδήποτε αξίας ή περισσότερες με συνολική αξία έως 5.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/table.py" line="322" />
            <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
            <translation>Κάνε κλικ σε χρήματα από τις ανοιχτές κάρτες για να τα πάρεις ή σε ένα κτίριο της αγοράς για να το αγοράσεις. Σύρε πλακίδια για να χτίσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>north</source>
            <translation>βόρεια</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>east</source>
            <translation>ανατολικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>south</source>
            <translation>νότια</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="58" />
            <source>west</source>
            <translation>δυτικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="60" />
            <source>%1; moats: %2. Other side: %3</source>
            <translation>%1· τάφροι: %2. Άλλη όψη: %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/looks.py" line="62" />
            <source>none</source>
            <translation>καμία</translation>
        </message>
    </context>
    <context>
        <name>Hand</name>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>Build a bridge…</source>
            <translation>Χτίσε γέφυρα…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="54" />
            <source>A bridge costs 15 reales: then click its two heads</source>
            <translation>Μια γέφυρα κοστίζει 15 ρεάλια: μετά κάνε κλικ στα δύο βάθρα της</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Take back a noble…</source>
            <translation>Πάρε πίσω ευγενή…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="55" />
            <source>Before your main action: a noble goes home and pays</source>
            <translation>Πριν από την κύρια ενέργειά σου: ένας ευγενής γυρίζει σπίτι και σε πληρώνει</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>Buy top card (5)</source>
            <translation>Αγορά κάρτας από τη στοίβα (5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="56" />
            <source>The top card of the building deck, unseen, for 5 reales</source>
            <translation>Η πάνω κάρτα της στοίβας κτιρίων, χωρίς να τη δεις, για 5 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>Buy tower card (10)</source>
            <translation>Αγορά κάρτας πύργου (10)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="57" />
            <source>A tower card for 10 reales</source>
            <translation>Μια κάρτα πύργου για 10 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="100" />
            <source>Building card %1: buy it for 5 reales (double-click, or drag it into your hand)</source>
            <translation>Κάρτα κτιρίου %1: αγόρασέ τη για 5 ρεάλια (διπλό κλικ ή σύρε τη στο χέρι σου)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="114" />
            <source>Building card %1: drag it onto parcel %1 to build there</source>
            <translation>Κάρτα κτιρίου %1: σύρε τη στο οικόπεδο %1 για να χτίσεις εκεί</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="122" />
            <source>Tower cards: %1. Drag one onto a lit column to build up (levels 2 to 5)</source>
            <translation>Κάρτες πύργου: %1. Σύρε μία σε φωτισμένη στήλη για να χτίσεις προς τα πάνω (επίπεδα 2 έως 5)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="134" />
            <source>Building deck: %1 cards. Buy the top card unseen for 5 reales</source>
            <translation>Στοίβα κτιρίων: %1 κάρτες. Αγόρασε την πάνω κάρτα χωρίς να τη δεις για 5 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hand.py" line="135" />
            <source>Tower deck: %1 cards, 10 reales each</source>
            <translation>Στοίβα πύργων: %1 κάρτες, 10 ρεάλια η καθεμία</translation>
        </message>
    </context>
    <context>
        <name>Hints</name>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="34" />
            <source>Point at a choice to see it on the board; click it to build.</source>
            <translation>Δείξε μια επιλογή για να τη δεις στο ταμπλό· κάνε κλικ σε αυτή για να χτίσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="38" />
            <source>Press Buy card, or drag the card into your hand.</source>
            <translation>Πάτα «Αγορά κάρτας» ή σύρε την κάρτα στο χέρι σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="40" />
            <source>Press Take back noble to take it home and be paid its building's value (twice for a grande).</source>
            <translation>Πάτα «Πάρε πίσω ευγενή» για να τον στείλεις σπίτι και να εισπράξεις την αξία του κτιρίου του (τη διπλάσια για γκράντε).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="42" />
            <source>Click two lit heads: the bridge joins them over the square between.</source>
            <translation>Κάνε κλικ σε δύο φωτισμένα βάθρα: η γέφυρα τα ενώνει πάνω από το τετράγωνο ανάμεσά τους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="43" />
            <source>Click a lit place.</source>
            <translation>Κάνε κλικ σε μια φωτισμένη θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="45" />
            <source>Drag a noble from the choice onto a lit spot; or drag one of yours on this building to move or swap it.</source>
            <translation>Σύρε έναν ευγενή από την επιλογή σε φωτισμένη θέση ή σύρε έναν δικό σου σε αυτό το κτίριο για να τον μετακινήσεις ή να τον ανταλλάξεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="47" />
            <source>Choose on the board.</source>
            <translation>Διάλεξε στο ταμπλό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="48" />
            <source>Drag a card onto its parcel to build; buy from the market; drag your noble home to take it back.</source>
            <translation>Σύρε μια κάρτα στο οικόπεδό της για να χτίσεις· αγόρασε από την αγορά· σύρε τον ευγενή σου στο σπίτι για να τον πάρεις πίσω.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="56" />
            <source>Drop card %1 on its parcel, lit on the board.</source>
            <translation>Άφησε την κάρτα %1 στο οικόπεδό της, που φωτίζεται στο ταμπλό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="58" />
            <source>Drop the tower card on a lit column: under your own noble, or to prepare a bridge.</source>
            <translation>Άφησε την κάρτα πύργου σε φωτισμένη στήλη: κάτω από δικό σου ευγενή ή για να προετοιμάσεις γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="60" />
            <location filename="../../gui/games/alcazar/hints.py" line="103" />
            <source>Drop the card into your hand to buy it.</source>
            <translation>Άφησε την κάρτα στο χέρι σου για να την αγοράσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="62" />
            <location filename="../../gui/games/alcazar/hints.py" line="106" />
            <source>Drop your noble on your line in the players panel to take it back.</source>
            <translation>Άφησε τον ευγενή σου στη γραμμή σου στο πλαίσιο των παικτών για να τον πάρεις πίσω.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="64" />
            <source>Drop your noble on a lit spot to move it, or on your other noble to swap them.</source>
            <translation>Άφησε τον ευγενή σου σε φωτισμένη θέση για να τον μετακινήσεις ή πάνω στον άλλο ευγενή σου για να τους ανταλλάξεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="66" />
            <source>Drop the %1 on a lit spot.</source>
            <translation>Άφησε τον %1 σε φωτισμένη θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="72" />
            <source>Click the first head of the bridge: one carrying your noble, or its partner.</source>
            <translation>Κάνε κλικ στο πρώτο βάθρο της γέφυρας: σε ένα που έχει ευγενή σου ή στο ζευγάρι του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="73" />
            <source>Click one of your lit nobles: it goes home and the bank pays its building's value (twice for a grande).</source>
            <translation>Κάνε κλικ σε έναν από τους φωτισμένους ευγενείς σου: γυρίζει σπίτι και η τράπεζα πληρώνει την αξία του κτιρίου του (τη διπλάσια για γκράντε).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Drop</source>
            <translation>Άφησε</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="77" />
            <source>Click</source>
            <translation>Βάλε με κλικ</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="87" />
            <source>Card %1 builds only on parcel %1.</source>
            <translation>Η κάρτα %1 χτίζει μόνο στο οικόπεδο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="93" />
            <source>Drop card %1 on parcel %1.</source>
            <translation>Άφησε την κάρτα %1 στο οικόπεδο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="99" />
            <source>Drop the tower card on a lit column.</source>
            <translation>Άφησε την κάρτα πύργου σε φωτισμένη στήλη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="107" />
            <source>That is not a place for it.</source>
            <translation>Δεν είναι θέση γι' αυτό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/hints.py" line="114" />
            <source>your %1</source>
            <translation>%1 σου</translation>
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
            <translation>Ημερολόγιο</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="364" />
            <location filename="../../gui/main_window.py" line="476" />
            <source>Scores</source>
            <translation>Βαθμολογία</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="370" />
            <location filename="../../gui/main_window.py" line="477" />
            <source>⚠ Not saved automatically</source>
            <translation>⚠ Δεν αποθηκεύεται αυτόματα</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="411" />
            <source>&amp;Game</source>
            <translation>&amp;Παιχνίδι</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="412" />
            <source>&amp;New…</source>
            <translation>&amp;Νέο…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="413" />
            <source>&amp;Open…</source>
            <translation>Άνοι&amp;γμα…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="414" />
            <source>&amp;Save</source>
            <translation>Απο&amp;θήκευση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="415" />
            <source>Save &amp;As…</source>
            <translation>Αποθήκευση &amp;ως…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="417" />
            <source>&amp;Undo</source>
            <translation>&amp;Αναίρεση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="418" />
            <source>&amp;Redo</source>
            <translation>Ε&amp;πανάληψη</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="419" />
            <source>&amp;Hint</source>
            <translation>Σ&amp;υμβουλή</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="420" />
            <source>&amp;Close game</source>
            <translation>&amp;Κλείσιμο παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="421" />
            <source>S&amp;tatistics…</source>
            <translation>Στατισ&amp;τικά…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="423" />
            <source>&amp;Quit</source>
            <translation>Έ&amp;ξοδος</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="425" />
            <source>&amp;Move</source>
            <translation>&amp;Κίνηση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="428" />
            <source>&amp;View</source>
            <translation>Π&amp;ροβολή</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="429" />
            <source>Zoom &amp;in</source>
            <translation>&amp;Μεγέθυνση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="430" />
            <source>Zoom &amp;out</source>
            <translation>Σμί&amp;κρυνση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="431" />
            <source>&amp;Fit to window</source>
            <translation>&amp;Προσαρμογή στο παράθυρο</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="432" />
            <source>Animation &amp;speed</source>
            <translation>&amp;Ταχύτητα κινήσεων</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="440" />
            <source>&amp;Language</source>
            <translation>&amp;Γλώσσα</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="454" />
            <source>&amp;Help</source>
            <translation>&amp;Βοήθεια</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="455" />
            <source>&amp;Rules of this game</source>
            <translation>&amp;Κανόνες αυτού του παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="456" />
            <source>&amp;About Alcazaba</source>
            <translation>&amp;Σχετικά με το Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="520" />
            <source>Do the prepared action</source>
            <translation>Εκτέλεσε την προετοιμασμένη ενέργεια</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="521" />
            <source>Cancel the selection</source>
            <translation>Ακύρωσε την επιλογή</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="522" />
            <source>Next piece</source>
            <translation>Επόμενο κομμάτι</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="523" />
            <source>Previous piece</source>
            <translation>Προηγούμενο κομμάτι</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="524" />
            <source>Pick the piece</source>
            <translation>Επίλεξε το κομμάτι</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="577" />
            <source>Cannot start the game</source>
            <translation>Το παιχνίδι δεν μπορεί να ξεκινήσει</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="585" />
            <source>Open game</source>
            <translation>Άνοιγμα παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="599" />
            <location filename="../../gui/main_window.py" line="604" />
            <source>Cannot open the game</source>
            <translation>Το παιχνίδι δεν μπορεί να ανοίξει</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="600" />
            <source>%1 cannot be opened:
%2</source>
            <translation>Δεν είναι δυνατό να ανοίξει το %1:
%2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="605" />
            <source>This version cannot show %1 games.</source>
            <translation>Αυτή η έκδοση δεν μπορεί να εμφανίσει παρτίδες του παιχνιδιού %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete game?</source>
            <translation>Διαγραφή παιχνιδιού;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="630" />
            <source>Delete this game in progress? It cannot be continued afterwards.</source>
            <translation>Να διαγραφεί αυτό το παιχνίδι σε εξέλιξη; Μετά δεν θα μπορεί να συνεχιστεί.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>Cannot save</source>
            <translation>Αδύνατη η αποθήκευση</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="648" />
            <source>The game could not be saved to %1: %2</source>
            <translation>Το παιχνίδι δεν αποθηκεύτηκε στο %1: %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="652" />
            <source>Saved to %1</source>
            <translation>Αποθηκεύτηκε στο %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="660" />
            <source>Save game</source>
            <translation>Αποθήκευση παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="677" />
            <source>Save changes?</source>
            <translation>Αποθήκευση αλλαγών;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="678" />
            <source>This game has moves that are not in %1 yet. Save them to that file?
(The game also stays among the games in progress.)</source>
            <translation>Αυτό το παιχνίδι έχει κινήσεις που δεν υπάρχουν ακόμη στο %1. Να αποθηκευτούν σε εκείνο το αρχείο;
(Το παιχνίδι μένει επίσης στα παιχνίδια σε εξέλιξη.)</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="697" />
            <source>Looking for a good move…</source>
            <translation>Αναζήτηση καλής κίνησης…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="739" />
            <source>Nothing to undo: new cards or tiles have been revealed since.</source>
            <translation>Δεν υπάρχει τίποτα για αναίρεση: στο μεταξύ αποκαλύφθηκαν νέες κάρτες ή πλακίδια.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1121" />
            <source>Shortcut: %1</source>
            <translation>Συντόμευση: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1131" />
            <source>Press Enter to do this</source>
            <translation>Πάτα Enter για να το κάνεις</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1159" />
            <source>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;&lt;p&gt;Alhambra and Granada are games by Dirk Henn; Alcazar by Wolfgang Kramer; A Castle for All Seasons by Inka and Markus Brand. All art in this program is drawn by its authors.&lt;/p&gt;&lt;p&gt;Free software under the GNU General Public License, version 3 or later.&lt;/p&gt;</source>
            <translation>&lt;h3&gt;Alcazaba %1&lt;/h3&gt;&lt;p&gt;Επιτραπέζια παιχνίδια χτισίματος κάστρων, στο ίδιο τραπέζι ή απέναντι στον υπολογιστή.&lt;/p&gt;&lt;p&gt;Η Αλάμπρα και η Γρανάδα είναι παιχνίδια του Dirk Henn· το Αλκαζάρ του Wolfgang Kramer· το «Ένα κάστρο για όλες τις εποχές» των Inka και Markus Brand. Όλα τα γραφικά αυτού του προγράμματος τα σχεδίασαν οι δημιουργοί του.&lt;/p&gt;&lt;p&gt;Ελεύθερο λογισμικό με την άδεια GNU General Public License, έκδοση 3 ή νεότερη.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1174" />
            <source>game over</source>
            <translation>τέλος παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1176" />
            <source>%1 to play</source>
            <translation>Παίζει: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1001" />
            <source>A new game of %1: %2.</source>
            <translation>Νέα παρτίδα (%1): %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="949" />
            <source>Choose a game to play.</source>
            <translation>Διάλεξε ένα παιχνίδι.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="751" />
            <source>Your saved games could not be read (%1). New games can still be played.</source>
            <translation>Τα αποθηκευμένα παιχνίδια σου δεν διαβάστηκαν (%1). Μπορείς να παίξεις κανονικά νέα παιχνίδια.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Instant</source>
            <translation>Άμεσα</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="56" />
            <source>Fast</source>
            <translation>Γρήγορα</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Normal</source>
            <translation>Κανονικά</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="57" />
            <source>Slow</source>
            <translation>Αργά</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="710" />
            <source>Your score would go from %1 to %2.</source>
            <translation>Οι πόντοι σου θα πήγαιναν από %1 σε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="712" />
            <source>It is the only sensible move here.</source>
            <translation>Είναι η μόνη λογική κίνηση εδώ.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="713" />
            <source>Of the %1 moves it compared, it rated this one best.</source>
            <translation>Από τις %1 κινήσεις που σύγκρινε, αυτήν αξιολόγησε ως την καλύτερη.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="715" />
            <source>Hint: %1 %2</source>
            <translation>Συμβουλή: %1 %2</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="763" />
            <source>A copy of the damaged file is kept at %1.</source>
            <translation>Ένα αντίγραφο του κατεστραμμένου αρχείου φυλάσσεται στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="766" />
            <location filename="../../gui/main_window.py" line="777" />
            <source>A saved game is damaged</source>
            <translation>Ένα αποθηκευμένο παιχνίδι έχει καταστραφεί</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="767" />
            <source>A saved game could not be read, and nothing of it can be recovered.</source>
            <translation>Ένα αποθηκευμένο παιχνίδι δεν διαβάστηκε και δεν μπορεί να ανακτηθεί τίποτα από αυτό.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="768" />
            <source>What is wrong: %1</source>
            <translation>Τι δεν πάει καλά: %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="771" />
            <source>A saved game of %1 with %2 is damaged: %3</source>
            <translation>Μια αποθηκευμένη παρτίδα (%1, με %2) έχει καταστραφεί: %3</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="774" />
            <source>Continue it from move %1, the last one that can be read?</source>
            <translation>Να συνεχιστεί από την κίνηση %1, την τελευταία που διαβάζεται;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="776" />
            <source>None of its moves can be read. Start it again from its setup?</source>
            <translation>Καμία από τις κινήσεις του δεν διαβάζεται. Να ξεκινήσει ξανά από την αρχική του διάταξη;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="784" />
            <source>The recovered game could not be saved (%1).</source>
            <translation>Το παιχνίδι που ανακτήθηκε δεν αποθηκεύτηκε (%1).</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="822" />
            <source>Alcazaba</source>
            <translation>Alcazaba</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="829" />
            <source>The game cannot be saved automatically: %1. It is tried again after every move.</source>
            <translation>Το παιχνίδι δεν μπορεί να αποθηκευτεί αυτόματα: %1. Θα ξαναδοκιμάσει μετά από κάθε κίνηση.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="832" />
            <source>Your game could not be saved automatically (%1).

The game goes on, and saving is tried again after every move. To keep it safe elsewhere, use Game &gt; Save As.</source>
            <translation>Το παιχνίδι σου δεν αποθηκεύτηκε αυτόματα (%1).

Το παιχνίδι συνεχίζεται και η αποθήκευση ξαναδοκιμάζεται μετά από κάθε κίνηση. Για να το φυλάξεις αλλού, χρησιμοποίησε Παιχνίδι &gt; Αποθήκευση ως.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="838" />
            <source>The game is saved automatically again.</source>
            <translation>Το παιχνίδι αποθηκεύεται ξανά αυτόματα.</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1105" />
            <source>%1 is thinking…</source>
            <translation>%1 σκέφτεται…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="1156" />
            <source>About Alcazaba</source>
            <translation>Σχετικά με το Alcazaba</translation>
        </message>
    </context>
    <context>
        <name>NewGameDialog</name>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="67" />
            <source>Red</source>
            <translation>Κόκκινο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="68" />
            <source>Blue</source>
            <translation>Μπλε</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="69" />
            <source>Green</source>
            <translation>Πράσινο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="70" />
            <source>Yellow</source>
            <translation>Κίτρινο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="71" />
            <source>Purple</source>
            <translation>Μωβ</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="72" />
            <source>Orange</source>
            <translation>Πορτοκαλί</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="146" />
            <source>whole numbers, separated by commas</source>
            <translation>ακέραιοι αριθμοί, χωρισμένοι με κόμματα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="173" />
            <source>Move up</source>
            <translation>Μετακίνηση πάνω</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="178" />
            <source>Move down</source>
            <translation>Μετακίνηση κάτω</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="255" />
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Name</source>
            <translation>Όνομα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="261" />
            <source>Human</source>
            <translation>Άνθρωπος</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="263" />
            <location filename="../../gui/dialogs/new_game.py" line="786" />
            <source>Computer</source>
            <translation>Υπολογιστής</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="274" />
            <source>Seat %1: name</source>
            <translation>Θέση %1: όνομα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="275" />
            <source>Seat %1: colour</source>
            <translation>Θέση %1: χρώμα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="276" />
            <source>Seat %1: human or computer</source>
            <translation>Θέση %1: άνθρωπος ή υπολογιστής</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="277" />
            <source>Seat %1: computer level</source>
            <translation>Θέση %1: επίπεδο υπολογιστή</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="402" />
            <source>New game</source>
            <translation>Νέο παιχνίδι</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="421" />
            <source>&amp;Game:</source>
            <translation>&amp;Παιχνίδι:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="427" />
            <source>Rule options</source>
            <translation>Επιλογές κανόνων</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="441" />
            <source>&amp;Start game</source>
            <translation>&amp;Έναρξη παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="443" />
            <source>&amp;Reset to defaults</source>
            <translation>&amp;Επαναφορά προεπιλογών</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="557" />
            <source>Players</source>
            <translation>Παίκτες</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="562" />
            <source>&amp;Number of players:</source>
            <translation>&amp;Αριθμός παικτών:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Colour</source>
            <translation>Χρώμα</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Player</source>
            <translation>Παίκτης</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="573" />
            <source>Level</source>
            <translation>Επίπεδο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="598" />
            <source>No computer players are available.</source>
            <translation>Δεν υπάρχουν διαθέσιμοι παίκτες υπολογιστή.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="644" />
            <source>Advanced rule options</source>
            <translation>Προχωρημένες επιλογές κανόνων</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="655" />
            <source>This game is played by its standard rules unless you change the advanced options.</source>
            <translation>Αυτό το παιχνίδι παίζεται με τους κανονικούς του κανόνες, εκτός αν αλλάξεις τις προχωρημένες επιλογές.</translation>
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
            <translation>Νέο παιχνίδι: %1</translation>
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
            <translation>Παίκτης %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="815" />
            <source>Seat %1 needs a name.</source>
            <translation>Η θέση %1 χρειάζεται όνομα.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="818" />
            <source>Seats %1 and %2 have the same name; give each player their own.</source>
            <translation>Οι θέσεις %1 και %2 έχουν το ίδιο όνομα· δώσε σε κάθε παίκτη δικό του όνομα.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/new_game.py" line="822" />
            <source>Seats %1 and %2 are both %3; give each player their own colour.</source>
            <translation>Οι θέσεις %1 και %2 έχουν και οι δύο χρώμα %3· δώσε σε κάθε παίκτη δικό του χρώμα.</translation>
        </message>
    </context>
    <context>
        <name>NobleStep</name>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Place a noble</source>
            <translation>Τοποθέτησε ευγενή</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="40" />
            <source>Move or swap a noble</source>
            <translation>Μετακίνησε ή άλλαξε θέση σε ευγενή</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="42" />
            <source>Done</source>
            <translation>Τέλος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="47" />
            <source>Drag the %1 onto a lit spot, or click it and then the spot</source>
            <translation>Σύρε τον %1 σε φωτισμένη θέση ή κάνε κλικ σε αυτόν και μετά στη θέση</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/nobles.py" line="58" />
            <source>A %1 here costs %2 reales; you have %3.</source>
            <translation>Ένας %1 εδώ κοστίζει %2 ρεάλια· έχεις %3.</translation>
        </message>
    </context>
    <context>
        <name>Panels</name>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="40" />
            <source>Players</source>
            <translation>Παίκτες</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>Market</source>
            <translation>Αγορά</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="41" />
            <source>a card 5 reales · a tower card 10</source>
            <translation>κάρτα 5 ρεάλια · κάρτα πύργου 10</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="42" />
            <source>Supply</source>
            <translation>Προμήθειες</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="71" />
            <source>out</source>
            <translation>εκτός</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="75" />
            <source>%1: %2 reales, %3 building cards, %4 tower cards; at home %5 grandes and %6 caballeros; %7 points</source>
            <translation>%1: %2 ρεάλια, %3 κάρτες κτιρίων, %4 κάρτες πύργου· στο σπίτι %5 γκράντε και %6 καμπαλέρο· %7 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>Free flags:</source>
            <translation>Ελεύθερες σημαίες:</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="85" />
            <source>No free flag</source>
            <translation>Καμία ελεύθερη σημαία</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="90" />
            <source>The game ends after the turn in which the last piece or the last bridge is used.</source>
            <translation>Το παιχνίδι τελειώνει μετά τη σειρά στην οποία χρησιμοποιείται το τελευταίο κομμάτι ή η τελευταία γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="92" />
            <source>Your hand</source>
            <translation>Το χέρι σου</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/panels.py" line="94" />
            <source>Hand of %1 (hidden)</source>
            <translation>Χέρι του παίκτη %1 (κρυφό)</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="69" />
            <source>%n pts</source>
            <translation>
                <numerusform>%n πόντος</numerusform>
                <numerusform>%n πόντοι</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="83" />
            <source>%n pieces</source>
            <translation>
                <numerusform>%n κομμάτι</numerusform>
                <numerusform>%n κομμάτια</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/panels.py" line="84" />
            <source>%n bridges</source>
            <translation>
                <numerusform>%n γέφυρα</numerusform>
                <numerusform>%n γέφυρες</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>PassScreen</name>
        <message>
            <location filename="../../gui/main_window.py" line="248" />
            <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players' hands stay hidden.&lt;/p&gt;</source>
            <translation>&lt;h2&gt;Δώσε την οθόνη στον παίκτη %1&lt;/h2&gt;&lt;p&gt;Τα χέρια των άλλων παικτών μένουν κρυφά.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="250" />
            <source>I am %1 — show my hand</source>
            <translation>%1: δείξε μου το χέρι μου</translation>
        </message>
    </context>
    <context>
        <name>Previews</name>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="68" />
            <source>Found a castle on %1 with %2 and %3</source>
            <translation>Ίδρυσε κάστρο στο οικόπεδο %1 με %2 και %3</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="71" />
            <source>Found a manor on %1</source>
            <translation>Ίδρυσε αρχοντικό στο οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="75" />
            <source>Build up on %1 to level %2</source>
            <translation>Χτίσε προς τα πάνω στο οικόπεδο %1 ως το επίπεδο %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="77" />
            <source>Extend onto %1</source>
            <translation>Επέκταση στο οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="79" />
            <source>Bridge from %1 to %2 (15 reales)</source>
            <translation>Γέφυρα από το %1 ως το %2 (15 ρεάλια)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="85" />
            <source>pushes off %1's %2 (they get %3 reales)</source>
            <translation>εκτοπίζει τον %2 του παίκτη %1 (παίρνει %3 ρεάλια)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="88" />
            <source>joins buildings</source>
            <translation>ενώνει κτίρια</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/previews.py" line="90" />
            <source>income %n reales</source>
            <translation>
                <numerusform>έσοδα %n ρεάλι</numerusform>
                <numerusform>έσοδα %n ρεάλια</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="98" />
            <source>Place a %1 on %2 for %3 reales</source>
            <translation>Τοποθέτησε έναν %1 στο %2 για %3 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="100" />
            <source>Move your noble from %1 to %2 (free)</source>
            <translation>Μετακίνησε τον ευγενή σου από το %1 στο %2 (δωρεάν)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="102" />
            <source>Swap your nobles on %1 and %2 (free)</source>
            <translation>Άλλαξε θέσεις στους ευγενείς σου στο %1 και στο %2 (δωρεάν)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="105" />
            <source>Take back your noble from %1 and receive %2 reales</source>
            <translation>Πάρε πίσω τον ευγενή σου από το %1 και εισέπραξε %2 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="108" />
            <source>Tower card on %1: a piece on level %2</source>
            <translation>Κάρτα πύργου στο %1: ένα κομμάτι στο επίπεδο %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="110" />
            <source>Buy card %1 for 5 reales</source>
            <translation>Αγόρασε την κάρτα %1 για 5 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy a tower card for 10 reales</source>
            <translation>Αγόρασε μια κάρτα πύργου για 10 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/previews.py" line="112" />
            <source>Buy the top building card for 5 reales</source>
            <translation>Αγόρασε την πάνω κάρτα κτιρίου για 5 ρεάλια</translation>
        </message>
    </context>
    <context>
        <name>RulesDialog</name>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="40" />
            <source>Rules of %1</source>
            <translation>Κανόνες: %1</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="48" />
            <source>There is no rules page for this game.</source>
            <translation>Δεν υπάρχει σελίδα κανόνων για αυτό το παιχνίδι.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="53" />
            <source>These rules are not written in your language yet; here they are in English.</source>
            <translation>Οι κανόνες δεν έχουν γραφτεί ακόμη στη γλώσσα σου· εδώ είναι στα αγγλικά.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="57" />
            <source>Find in the rules</source>
            <translation>Αναζήτηση στους κανόνες</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="61" />
            <source>Previous</source>
            <translation>Προηγούμενο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="63" />
            <source>Next</source>
            <translation>Επόμενο</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/rules.py" line="104" />
            <source>Not found</source>
            <translation>Δεν βρέθηκε</translation>
        </message>
    </context>
    <context>
        <name>ScoreChart</name>
        <message>
            <location filename="../../gui/dialogs/score_chart.py" line="22" />
            <source>Points over the game, after every move</source>
            <translation>Πόντοι σε όλη την παρτίδα, μετά από κάθε κίνηση</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/score_chart.py" line="52" />
            <source>%n moves</source>
            <translation>
                <numerusform>%n κίνηση</numerusform>
                <numerusform>%n κινήσεις</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>ScoringDialog</name>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="34" />
            <source>1st</source>
            <translation>1η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="35" />
            <source>2nd</source>
            <translation>2η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="36" />
            <source>3rd</source>
            <translation>3η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="37" />
            <source>4th</source>
            <translation>4η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="38" />
            <source>5th</source>
            <translation>5η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="39" />
            <source>6th</source>
            <translation>6η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="40" />
            <source>7th</source>
            <translation>7η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="42" />
            <source>%1th</source>
            <translation>%1η</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="51" />
            <source>, </source>
            <translation>, </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/standings.py" line="52" />
            <source>%1 and %2</source>
            <translation>%1 και %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="72" />
            <source>Dirk</source>
            <translation>Ντιρκ</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="76" />
            <source>Scoring round %1</source>
            <translation>Γύρος βαθμολογίας %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="96" />
            <source>Each cell: buildings of that type · place · points (highest value in brackets).</source>
            <translation>Κάθε κελί: κτίρια αυτού του τύπου · θέση · πόντοι (η υψηλότερη αξία σε παρένθεση).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="103" />
            <source>Ties: the player with the higher-valued building of that type ranks first (then the next highest); points are never split.</source>
            <translation>Ισοπαλίες: προηγείται ο παίκτης με το κτίριο μεγαλύτερης αξίας αυτού του τύπου (μετά με το επόμενο)· οι πόντοι δεν μοιράζονται ποτέ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="110" />
            <source>Simple scoring: each place scores fixed points.</source>
            <translation>Απλή βαθμολόγηση: κάθε θέση δίνει σταθερούς πόντους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="112" />
            <source>Standard scoring: a place scores a multiple of the number of buildings of that type in all the cities together.</source>
            <translation>Κανονική βαθμολόγηση: κάθε θέση δίνει ένα πολλαπλάσιο του αριθμού των κτιρίων αυτού του τύπου σε όλες μαζί τις πόλεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="98" />
            <source>Each cell: buildings of that type · place · points.</source>
            <translation>Κάθε κελί: κτίρια αυτού του τύπου · θέση · πόντοι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="100" />
            <source>Ties among Alhambra buildings share the points of the places they fill; among Granada buildings the higher-valued building ranks first, and points are never split.</source>
            <translation>Στα κτίρια της Αλάμπρα, οι ισόπαλοι μοιράζονται τους πόντους των θέσεων που καταλαμβάνουν· στα κτίρια της Γρανάδας προηγείται το κτίριο μεγαλύτερης αξίας και οι πόντοι δεν μοιράζονται ποτέ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="106" />
            <source>Ties: tied players share the points of all the places they fill, rounded down; the next player ranks below all of them.</source>
            <translation>Ισοπαλίες: οι ισόπαλοι παίκτες μοιράζονται τους πόντους όλων των θέσεων που καταλαμβάνουν, με στρογγυλοποίηση προς τα κάτω· ο επόμενος παίκτης κατατάσσεται κάτω από όλους αυτούς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="115" />
            <source>In round 1 only 1st place scores.</source>
            <translation>Στον 1ο γύρο παίρνει πόντους μόνο η 1η θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="116" />
            <source>In round 2, 1st and 2nd place score.</source>
            <translation>Στον 2ο γύρο παίρνουν πόντους η 1η και η 2η θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="117" />
            <source>In round 3, 1st, 2nd and 3rd place score.</source>
            <translation>Στον 3ο γύρο παίρνουν πόντους η 1η, η 2η και η 3η θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="122" />
            <source>Only buildings in the city count, not those in the reserve.</source>
            <translation>Μετράνε μόνο τα κτίρια στην πόλη, όχι όσα είναι στο απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="124" />
            <source>Only buildings in the Alhambra count, not those in the reserve.</source>
            <translation>Μετράνε μόνο τα κτίρια στην Αλάμπρα, όχι όσα είναι στο απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="126" />
            <source>%1 takes part in the majorities but never scores moats.</source>
            <translation>Ο %1 συμμετέχει στις πλειοψηφίες αλλά δεν παίρνει ποτέ πόντους για τάφρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="127" />
            <source>%1 takes part in the majorities but never scores walls.</source>
            <translation>Ο %1 συμμετέχει στις πλειοψηφίες αλλά δεν παίρνει ποτέ πόντους για τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>Longest outer wall</source>
            <translation>Μακρύτερο εξωτερικό τείχος</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="148" />
            <source>%1: longest outer wall of %2 segments, %3 points</source>
            <translation>%1: μακρύτερο εξωτερικό τείχος %2 τμημάτων, %3 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>Longest outer moat</source>
            <translation>Μακρύτερη εξωτερική τάφρος</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="149" />
            <source>%1: longest outer moat of %2 segments, %3 points</source>
            <translation>%1: μακρύτερη εξωτερική τάφρος %2 τμημάτων, %3 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="150" />
            <source>Longest wall beside a moat</source>
            <translation>Μακρύτερο τείχος δίπλα σε τάφρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="151" />
            <source>%1: longest chain of walls beside moats, %2 segments, %3 points</source>
            <translation>%1: μακρύτερη αλυσίδα από τείχη δίπλα σε τάφρους, %2 τμήματα, %3 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="235" />
            <source>%1 → +%2</source>
            <translation>%1 → +%2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores walls.</source>
            <translation>Ο %1 δεν παίρνει ποτέ πόντους για τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="230" />
            <source>%1 never scores moats.</source>
            <translation>Ο %1 δεν παίρνει ποτέ πόντους για τάφρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="193" />
            <source>This round</source>
            <translation>Αυτός ο γύρος</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="200" />
            <source>Total</source>
            <translation>Σύνολο</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the Alhambra.</source>
            <translation>%1: κανένα κτίριο τύπου %2 στην Αλάμπρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="251" />
            <source>%1 has no %2 in the city.</source>
            <translation>%1: κανένα κτίριο τύπου %2 στην πόλη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="255" />
            <source>tied %1</source>
            <translation>%1 (ισοπαλία)</translation>
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
            <translation>%1: %2 × %3 (υψηλότερη αξία %6), %4 θέση: %5 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="271" />
            <source>%1: %2 × %3, %4 place: %5 points</source>
            <translation>%1: %2 × %3, %4 θέση: %5 πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scoring.py" line="273" />
            <source>%1: %2 × %3, %4 place shared by %6 (points of the shared places split): %5 points</source>
            <translation>%1: %2 × %3, %4 θέση, κοινή για %6 (οι πόντοι των κοινών θέσεων μοιράζονται): %5 πόντοι</translation>
        </message>
    </context>
    <context>
        <name>StartPage</name>
        <message>
            <location filename="../../gui/main_window.py" line="85" />
            <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
            <translation>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Επιτραπέζια παιχνίδια χτισίματος κάστρων, στο ίδιο τραπέζι ή απέναντι στον υπολογιστή.&lt;/p&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="100" />
            <source>%1 to %2 players</source>
            <translation>%1 έως %2 παίκτες</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="104" />
            <source>Some games could not be loaded:</source>
            <translation>Κάποια παιχνίδια δεν φορτώθηκαν:</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="109" />
            <source>New game…</source>
            <translation>Νέο παιχνίδι…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="113" />
            <source>&lt;h3&gt;Games in progress&lt;/h3&gt;</source>
            <translation>&lt;h3&gt;Παιχνίδια σε εξέλιξη&lt;/h3&gt;</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Game</source>
            <translation>Παιχνίδι</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Players</source>
            <translation>Παίκτες</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Moves</source>
            <translation>Κινήσεις</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="117" />
            <source>Last played</source>
            <translation>Παίχτηκε τελευταία</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="120" />
            <source>Continue</source>
            <translation>Συνέχεια</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="122" />
            <source>Delete…</source>
            <translation>Διαγραφή…</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="171" />
            <source>today, %1</source>
            <translation>σήμερα, %1</translation>
        </message>
        <message>
            <location filename="../../gui/main_window.py" line="173" />
            <source>yesterday, %1</source>
            <translation>χθες, %1</translation>
        </message>
    </context>
    <context>
        <name>StatisticsDialog</name>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="41" />
            <source>Computer</source>
            <translation>Υπολογιστής</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="43" />
            <source>Computer (%1)</source>
            <translation>Υπολογιστής (%1)</translation>
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
                <numerusform>%n αποθηκευμένο παιχνίδι δεν διαβάστηκε: δεν υπολογίζεται.</numerusform>
                <numerusform>%n αποθηκευμένα παιχνίδια δεν διαβάστηκαν: δεν υπολογίζονται.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/dialogs/statistics.py" line="63" />
            <source>%n games played</source>
            <translation>
                <numerusform>%n παρτίδα</numerusform>
                <numerusform>%n παρτίδες</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="72" />
            <location filename="../../gui/dialogs/statistics.py" line="97" />
            <source>Statistics</source>
            <translation>Στατιστικά</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="98" />
            <source>No finished games yet: statistics appear once a game is played to the end.</source>
            <translation>Δεν υπάρχουν ακόμη ολοκληρωμένες παρτίδες: τα στατιστικά εμφανίζονται μόλις μια παρτίδα παιχτεί ως το τέλος.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="110" />
            <source>Game:</source>
            <translation>Παιχνίδι:</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="112" />
            <source>All games</source>
            <translation>Όλα τα παιχνίδια</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="124" />
            <source>Players</source>
            <translation>Παίκτες</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Player</source>
            <translation>Παίκτης</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Played</source>
            <translation>Παρτίδες</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Won</source>
            <translation>Νίκες</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="126" />
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Win rate</source>
            <translation>Ποσοστό νικών</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Best score</source>
            <translation>Καλύτερη βαθμολογία</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="127" />
            <source>Average score</source>
            <translation>Μέση βαθμολογία</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="131" />
            <source>Against the computer</source>
            <translation>Απέναντι στον υπολογιστή</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="133" />
            <source>Opponent</source>
            <translation>Αντίπαλος</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="136" />
            <source>No game against the computer in these games.</source>
            <translation>Καμία παρτίδα απέναντι στον υπολογιστή σε αυτά τα παιχνίδια.</translation>
        </message>
        <message>
            <location filename="../../gui/dialogs/statistics.py" line="140" />
            <source>A shared victory counts as a win for each player sharing it. A game against several computer levels counts once for each level.</source>
            <translation>Μια κοινή νίκη μετράει ως νίκη για κάθε παίκτη που τη μοιράζεται. Μια παρτίδα απέναντι σε πολλά επίπεδα υπολογιστή μετράει μία φορά για κάθε επίπεδο.</translation>
        </message>
    </context>
    <context>
        <name>TileCityPlay</name>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="174" />
            <source>That is not a place for %1.</source>
            <translation>Δεν είναι θέση για το πλακίδιο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="240" />
            <source>Drop %1 on a lit cell of %2, on your reserve, or on %3.</source>
            <translation>Άφησε το πλακίδιο %1 σε φωτισμένη θέση στην %2, στο απόθεμά σου ή στον %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="242" />
            <source>Drop %1 on a lit cell of %2, or on your reserve.</source>
            <translation>Άφησε το πλακίδιο %1 σε φωτισμένη θέση στην %2 ή στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="244" />
            <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
            <translation>Άφησε το πλακίδιο %1 σε φωτισμένη θέση ή πάνω σε φωτισμένο πλακίδιο της πόλης για να τα ανταλλάξεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="245" />
            <source>Drop %1 on your reserve to take it out of %2.</source>
            <translation>Άφησε το πλακίδιο %1 στο απόθεμά σου για να το βγάλεις από την %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Drop</source>
            <translation>Άφησε</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="271" />
            <source>Click</source>
            <translation>Βάλε με κλικ</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="331" />
            <source>You cannot pay for %1 yet.</source>
            <translation>Δεν μπορείς ακόμη να πληρώσεις το πλακίδιο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="346" />
            <source>Take money</source>
            <translation>Πάρε χρήματα</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="347" />
            <source>Buy</source>
            <translation>Αγορά</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="348" />
            <source>End turn</source>
            <translation>Τέλος σειράς</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/play.py" line="349" />
            <source>Pass</source>
            <translation>Πάσο</translation>
        </message>
    </context>
    <context>
        <name>TileCityScores</name>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="57" />
            <source>Score</source>
            <translation>Πόντοι</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="79" />
            <source>All three scorings are done.</source>
            <translation>Έγιναν και οι τρεις βαθμολογίες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="81" />
            <source>Next scoring: round 3, at the end of the game.</source>
            <translation>Επόμενη βαθμολογία: γύρος 3, στο τέλος του παιχνιδιού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="83" />
            <source>Next scoring: round 2, when card B comes up.</source>
            <translation>Επόμενη βαθμολογία: γύρος 2, όταν εμφανιστεί η κάρτα B.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="85" />
            <source>Next scoring: round 1, when card A comes up.</source>
            <translation>Επόμενη βαθμολογία: γύρος 1, όταν εμφανιστεί η κάρτα A.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/scores.py" line="87" />
            <source>Each cell: buildings (highest value); ties go to the highest value, then the next.</source>
            <translation>Κάθε κελί: κτίρια (υψηλότερη αξία)· στις ισοπαλίες προηγείται η υψηλότερη αξία, μετά η επόμενη.</translation>
        </message>
    </context>
    <context>
        <name>TileCityTable</name>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="164" />
            <source>Building market</source>
            <translation>Αγορά κτιρίων</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="165" />
            <location filename="../../gui/games/tilecity/table.py" line="328" />
            <source>Money</source>
            <translation>Χρήματα</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="166" />
            <location filename="../../gui/games/tilecity/table.py" line="315" />
            <source>To place</source>
            <translation>Για τοποθέτηση</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="172" />
            <source>Market space %1: pay in %2</source>
            <translation>Θέση αγοράς %1: πληρωμή σε %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="314" />
            <location filename="../../gui/games/tilecity/table.py" line="442" />
            <source>Reserve</source>
            <translation>Απόθεμα</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="366" />
            <source>%n points</source>
            <translation>
                <numerusform>%n πόντος</numerusform>
                <numerusform>%n πόντοι</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="403" />
            <source>%n cards in the deck</source>
            <translation>
                <numerusform>%n κάρτα στη στοίβα</numerusform>
                <numerusform>%n κάρτες στη στοίβα</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/tilecity/table.py" line="414" />
            <source>%n cards, hidden</source>
            <translation>
                <numerusform>%n κάρτα, κρυφή</numerusform>
                <numerusform>%n κάρτες, κρυφές</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="435" />
            <source>none yet</source>
            <translation>κανένας ακόμη</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="436" />
            <source>Supply</source>
            <translation>Προμήθειες</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="437" />
            <source>Scoring rounds held: %1</source>
            <translation>Γύροι βαθμολογίας που έγιναν: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Your money</source>
            <translation>Τα χρήματά σου</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="439" />
            <source>Money (hidden)</source>
            <translation>Χρήματα (κρυφά)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="491" />
            <source>%1's vizier is face up: after another player's turn, %1 may buy a building at its exact price.</source>
            <translation>%1: ο βεζίρης είναι ανοιχτός· μετά τη σειρά άλλου παίκτη, μπορεί να αγοράσει ένα κτίριο στην ακριβή τιμή του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/table.py" line="493" />
            <source>%1's vizier is face down: turning it face up costs %1 an action.</source>
            <translation>%1: ο βεζίρης είναι κλειστός· για να τον γυρίσει ανοιχτό χρειάζεται μία ενέργεια.</translation>
        </message>
    </context>
    <context>
        <name>alcazar</name>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="24" />
            <source>grande</source>
            <translation>γκράντε</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="25" />
            <source>caballero</source>
            <translation>καμπαλέρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="32" />
            <source>parcel %1</source>
            <translation>οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="38" />
            <source>the square at row %1, column %2</source>
            <translation>τετράγωνο στη γραμμή %1, στήλη %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="53" />
            <source>the water channel</source>
            <translation>κανάλι</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="54" />
            <source>the meadow</source>
            <translation>λιβάδι</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="57" />
            <source>the water channel next to parcel %1</source>
            <translation>κανάλι δίπλα στο οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="58" />
            <source>the meadow next to parcel %1</source>
            <translation>λιβάδι δίπλα στο οικόπεδο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="60" />
            <source>the water channel between parcels %1</source>
            <translation>κανάλι ανάμεσα στα οικόπεδα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="61" />
            <source>the meadow between parcels %1</source>
            <translation>λιβάδι ανάμεσα στα οικόπεδα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="74" />
            <source>Almería</source>
            <translation>Αλμερία</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="75" />
            <source>Cádiz</source>
            <translation>Κάντιθ</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="76" />
            <source>Córdoba</source>
            <translation>Κόρδοβα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="77" />
            <source>Granada</source>
            <translation>Γρανάδα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="78" />
            <source>Huelva</source>
            <translation>Ουέλβα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="79" />
            <source>Jaén</source>
            <translation>Χαέν</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="80" />
            <source>Málaga</source>
            <translation>Μάλαγα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="81" />
            <source>Sevilla</source>
            <translation>Σεβίλλη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="94" />
            <source>a manor</source>
            <translation>ένα αρχοντικό</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="101" />
            <source>%1 and %2</source>
            <translation>%1 και %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="113" />
            <source>— %1's turn —</source>
            <translation>— Σειρά: %1 —</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="115" />
            <source>%1 takes back their %2 from %3 and receives %4 reales.</source>
            <translation>%1 παίρνει πίσω τον %2 από το %3 και εισπράττει %4 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="118" />
            <source>%1 buys card %2 from the display for %3 reales.</source>
            <translation>%1 αγοράζει την κάρτα %2 από την αγορά για %3 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="120" />
            <source>Card %1 is laid out in the display.</source>
            <translation>Η κάρτα %1 μπαίνει στην αγορά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="123" />
            <source>%1 buys a tower card for %2 reales.</source>
            <translation>%1 αγοράζει μια κάρτα πύργου για %2 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="124" />
            <source>%1 buys the top card of the building deck for %2 reales.</source>
            <translation>%1 αγοράζει την πάνω κάρτα της στοίβας κτιρίων για %2 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="127" />
            <source>%1 founds the castle %2 on parcel %3 with wings on %4 (value %5).</source>
            <translation>%1 ιδρύει το κάστρο %2 στο οικόπεδο %3 με πτέρυγες στα οικόπεδα %4 (αξία %5).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="130" />
            <source>%1 founds a manor on parcel %2.</source>
            <translation>%1 ιδρύει αρχοντικό στο οικόπεδο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="133" />
            <source>%1 builds on parcel %2; the building is now worth %3.</source>
            <translation>%1 χτίζει στο οικόπεδο %2· το κτίριο αξίζει τώρα %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="134" />
            <source>%1 builds parcel %2 up to level %3; the building is now worth %4.</source>
            <translation>%1 χτίζει στο οικόπεδο %2 ως το επίπεδο %3· το κτίριο αξίζει τώρα %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="138" />
            <source>%1 plays card %2, but its piece would join %3, and a castle worth 50 cannot merge: the piece leaves the game and %1 receives %4 reales.</source>
            <translation>%1 παίζει την κάρτα %2, αλλά το κομμάτι της θα ενωνόταν με %3, και ένα κάστρο αξίας 50 δεν μπορεί να ενωθεί: το κομμάτι φεύγει από το παιχνίδι και %1 εισπράττει %4 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="142" />
            <source>%1 plays a tower card on %2: their noble rises to level %3.</source>
            <translation>%1 παίζει κάρτα πύργου στο %2: ο ευγενής ανεβαίνει στο επίπεδο %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="143" />
            <source>%1 plays a tower card on %2 (now level %3) to prepare a bridge.</source>
            <translation>%1 παίζει κάρτα πύργου στο %2 (τώρα επίπεδο %3) για να προετοιμάσει γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="145" />
            <source>%1 receives %2 reales of income.</source>
            <translation>%1 εισπράττει %2 ρεάλια έσοδα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="148" />
            <source>%1 builds a bridge from %2 to %3 on level %4 (worth %5) for %6 reales.</source>
            <translation>%1 χτίζει γέφυρα από το %2 ως το %3 στο επίπεδο %4 (αξία %5) για %6 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="151" />
            <source>%1's %2 on %3 is pushed off and goes home; %1 receives %4 reales.</source>
            <translation>Ο %2 του παίκτη %1 στο %3 εκτοπίζεται και γυρίζει σπίτι· %1 εισπράττει %4 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="156" />
            <source>Buildings join: %1 takes in %2.</source>
            <translation>Τα κτίρια ενώνονται: %1 απορροφά %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="158" />
            <source>The flag and crest of %1 return to the supply.</source>
            <translation>Η σημαία και το οικόσημο (%1) επιστρέφουν στις προμήθειες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="161" />
            <source>The castles are worth the same: the builder chooses which keeps its flag.</source>
            <translation>Τα κάστρα αξίζουν το ίδιο: όποιος έχτισε διαλέγει ποιο κρατά τη σημαία του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="164" />
            <source>The manor on %1 is worth %2 and becomes the castle %3.</source>
            <translation>Το αρχοντικό στο %1 αξίζει %2 και γίνεται το κάστρο %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="168" />
            <source>%1 keeps its flag; %2 returns to the supply.</source>
            <translation>Το κάστρο %1 κρατά τη σημαία του· στις προμήθειες επιστρέφει: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="170" />
            <source>%1 places a %2 on %3 (level %4) for %5 reales.</source>
            <translation>%1 τοποθετεί έναν %2 στο %3 (επίπεδο %4) για %5 ρεάλια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="173" />
            <source>%1 moves their %2 from %3 to %4.</source>
            <translation>%1 μετακινεί τον %2 από το %3 στο %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="177" />
            <source>%1 swaps their nobles on %2 and %3.</source>
            <translation>%1 ανταλλάσσει τις θέσεις των ευγενών στο %2 και στο %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="179" />
            <source>%1 can neither buy nor build and passes: out of the game until the final scoring.</source>
            <translation>%1 δεν μπορεί ούτε να αγοράσει ούτε να χτίσει και πάει πάσο: βγαίνει από το παιχνίδι μέχρι την τελική βαθμολογία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="182" />
            <source>Every player has passed.</source>
            <translation>Όλοι οι παίκτες πήγαν πάσο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="184" />
            <source>The last building piece or bridge has been used.</source>
            <translation>Χρησιμοποιήθηκε το τελευταίο κομμάτι κτιρίου ή η τελευταία γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="186" />
            <source>%1 Final scoring: %2.</source>
            <translation>%1 Τελική βαθμολογία: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>The game is over. Winner: %1.</source>
            <translation>Το παιχνίδι τελείωσε. Νικητής: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="189" />
            <source>nobody</source>
            <translation>κανείς</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="196" />
            <source>The game is over.</source>
            <translation>Το παιχνίδι τελείωσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="200" />
            <source>%1 is playing…</source>
            <translation>%1 παίζει…</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="204" />
            <source>a %1 for %2 reales</source>
            <translation>έναν %1 για %2 ρεάλια</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="205" />
            <source>%1: place %2 on what you built, move or swap a noble, or press Done.</source>
            <translation>%1: τοποθέτησε %2 σε ό,τι έχτισες, μετακίνησε ή άλλαξε θέση σε ευγενή ή πάτα «Τέλος».</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="206" />
            <location filename="../../gui/games/alcazar/texts.py" line="224" />
            <source>%1 or %2</source>
            <translation>%1 ή %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="207" />
            <source>%1: move or swap a noble on this building, or press Done.</source>
            <translation>%1: μετακίνησε ή άλλαξε θέση σε ευγενή σε αυτό το κτίριο ή πάτα «Τέλος».</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="209" />
            <source>%1: the joined castles are worth the same — choose which keeps its flag.</source>
            <translation>%1: τα κάστρα που ενώθηκαν αξίζουν το ίδιο — διάλεξε ποιο κρατά τη σημαία του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="211" />
            <source>%1: more manors are worth 5 than flags are free — choose which becomes a castle.</source>
            <translation>%1: υπάρχουν περισσότερα αρχοντικά αξίας 5 από ελεύθερες σημαίες — διάλεξε ποιο γίνεται κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="213" />
            <source>%1: buy a card or build (you may first take back a noble).</source>
            <translation>%1: αγόρασε κάρτα ή χτίσε (μπορείς πρώτα να πάρεις πίσω έναν ευγενή).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="214" />
            <source>%1: buy a card or build.</source>
            <translation>%1: αγόρασε κάρτα ή χτίσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="229" />
            <source>Your build is done: place, move or swap a noble, or press Done.</source>
            <translation>Το χτίσιμό σου ολοκληρώθηκε: τοποθέτησε, μετακίνησε ή άλλαξε θέση σε ευγενή ή πάτα «Τέλος».</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="230" />
            <source>First choose which of the tied castles keeps its flag and crest.</source>
            <translation>Διάλεξε πρώτα ποιο από τα ισόβαθμα κάστρα κρατά τη σημαία και το οικόσημό του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="231" />
            <source>First choose which waiting manor becomes a castle.</source>
            <translation>Διάλεξε πρώτα ποιο αρχοντικό σε αναμονή γίνεται κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="232" />
            <source>Nobles are placed, moved or swapped only right after a build.</source>
            <translation>Οι ευγενείς τοποθετούνται, μετακινούνται ή αλλάζουν θέση μόνο αμέσως μετά από χτίσιμο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="265" />
            <source>You have no playable card and too little money for one: first take back your noble on %1 to pay for a card.</source>
            <translation>Δεν έχεις κάρτα που να παίζεται ούτε αρκετά χρήματα για να αγοράσεις: πάρε πρώτα πίσω τον ευγενή σου στο %1 για να πληρώσεις μια κάρτα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="233" />
            <source>There is no such place on the board.</source>
            <translation>Δεν υπάρχει τέτοια θέση στο ταμπλό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="234" />
            <source>A noble may be taken back only once per turn, before your main action.</source>
            <translation>Μπορείς να πάρεις πίσω ευγενή μόνο μία φορά ανά σειρά, πριν από την κύρια ενέργειά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="235" />
            <source>A noble may be taken back only at the start of your turn.</source>
            <translation>Μπορείς να πάρεις πίσω ευγενή μόνο στην αρχή της σειράς σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="267" />
            <source>No noble stands on %1.</source>
            <translation>Δεν στέκεται κανένας ευγενής στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>%1 is %2, not yours.</source>
            <translation>%1 είναι ο %2, όχι δικός σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="269" />
            <source>the noble on %1</source>
            <translation>ο ευγενής στο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="271" />
            <source>That noble's compensation does not pay for a card: take back your noble on %1.</source>
            <translation>Η αποζημίωση αυτού του ευγενή δεν φτάνει για μια κάρτα: πάρε πίσω τον ευγενή σου στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="273" />
            <source>Card %1 is not in the display.</source>
            <translation>Η κάρτα %1 δεν είναι στην αγορά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="276" />
            <source>A tower card costs %1 reales; you have %2.</source>
            <translation>Μια κάρτα πύργου κοστίζει %1 ρεάλια· έχεις %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="277" />
            <source>A building card costs %1 reales; you have %2.</source>
            <translation>Μια κάρτα κτιρίου κοστίζει %1 ρεάλια· έχεις %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The tower deck is empty.</source>
            <translation>Η στοίβα πύργων είναι άδεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="279" />
            <source>The building deck is empty.</source>
            <translation>Η στοίβα κτιρίων είναι άδεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="236" />
            <source>There is no such deck.</source>
            <translation>Δεν υπάρχει τέτοια στοίβα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="281" />
            <source>There is no building card %1.</source>
            <translation>Δεν υπάρχει κάρτα κτιρίου %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="283" />
            <source>You do not hold card %1.</source>
            <translation>Δεν έχεις την κάρτα %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="286" />
            <source>The supply has no building piece left.</source>
            <translation>Δεν έχει μείνει κανένα κομμάτι κτιρίου στις προμήθειες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="287" />
            <source>This build needs %1 building pieces; the supply has only %2.</source>
            <translation>Αυτό το χτίσιμο χρειάζεται %1 κομμάτια κτιρίου· στις προμήθειες υπάρχουν μόνο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="289" />
            <source>Parcel %1 is not empty: card %1 builds onto the building there.</source>
            <translation>Το οικόπεδο %1 δεν είναι άδειο: η κάρτα %1 χτίζει πάνω στο κτίριο που υπάρχει εκεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="291" />
            <source>parcels %1</source>
            <translation>οικόπεδα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="293" />
            <source>No castle fits on parcel %1: it has no neighbouring parcels along the path for its wings.</source>
            <translation>Δεν χωράει κάστρο στο οικόπεδο %1: δεν έχει γειτονικά οικόπεδα κατά μήκος της διαδρομής για τις πτέρυγές του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="294" />
            <source>A castle on parcel %1 takes its wings on the next parcels along the path: %2.</source>
            <translation>Ένα κάστρο στο οικόπεδο %1 παίρνει τις πτέρυγές του στα επόμενα οικόπεδα κατά μήκος της διαδρομής: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="296" />
            <source>The wing of this castle would go on parcel %1, which is not empty.</source>
            <translation>Η πτέρυγα αυτού του κάστρου θα έπεφτε στο οικόπεδο %1, που δεν είναι άδειο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="237" />
            <source>No flag is free: a new castle can be founded only after two castles merge.</source>
            <translation>Καμία σημαία δεν είναι ελεύθερη: νέο κάστρο ιδρύεται μόνο αφού ενωθούν δύο κάστρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="299" />
            <source>Parcel %1 is next to a building (on %2): a new castle needs an empty parcel between.</source>
            <translation>Το οικόπεδο %1 είναι δίπλα σε κτίριο (στο %2): ένα νέο κάστρο χρειάζεται ένα άδειο οικόπεδο ανάμεσα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="300" />
            <source>Parcel %1 is next to a building (on %2): a new manor needs an empty parcel between.</source>
            <translation>Το οικόπεδο %1 είναι δίπλα σε κτίριο (στο %2): ένα νέο αρχοντικό χρειάζεται ένα άδειο οικόπεδο ανάμεσα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the castle %1</source>
            <translation>το κάστρο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="302" />
            <source>the manor on %1</source>
            <translation>το αρχοντικό στο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="309" />
            <source>Parcel %1 is next to a building (on %2): card %1 extends that building.</source>
            <translation>Το οικόπεδο %1 είναι δίπλα σε κτίριο (στο %2): η κάρτα %1 επεκτείνει εκείνο το κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="311" />
            <source>Parcel %1 is empty and touches no building: found a manor or a castle there.</source>
            <translation>Το οικόπεδο %1 είναι άδειο και δεν ακουμπά κανένα κτίριο: ίδρυσε εκεί αρχοντικό ή κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="238" />
            <source>You hold no tower card.</source>
            <translation>Δεν έχεις κάρτα πύργου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="313" />
            <source>A tower card never builds on the ground, and %1 is empty.</source>
            <translation>Μια κάρτα πύργου δεν χτίζει ποτέ στο έδαφος, και το %1 είναι άδειο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="315" />
            <source>A tower card builds only up to level %1; %2 is already at level %3.</source>
            <translation>Μια κάρτα πύργου χτίζει μόνο ως το επίπεδο %1· το %2 είναι ήδη στο επίπεδο %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="317" />
            <source>A tower card builds only from level %1 up.</source>
            <translation>Μια κάρτα πύργου χτίζει μόνο από το επίπεδο %1 και πάνω.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="319" />
            <source>%1 stands on %2: a tower card never touches another player's noble.</source>
            <translation>Στο %2 στέκεται ο %1: μια κάρτα πύργου δεν αγγίζει ποτέ ευγενή άλλου παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="320" />
            <source>%1 stands on %2: no bridge head may carry another player's noble.</source>
            <translation>Στο %2 στέκεται ο %1: κανένα βάθρο γέφυρας δεν μπορεί να έχει ευγενή άλλου παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="323" />
            <source>Your noble on %1 stands no higher than %2, so no bridge is prepared.</source>
            <translation>Ο ευγενής σου στο %1 δεν στέκεται ψηλότερα από το %2, οπότε δεν προετοιμάζεται γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="325" />
            <source>A bridge between %1 and %2 would lie exactly over another bridge.</source>
            <translation>Μια γέφυρα ανάμεσα στο %1 και στο %2 θα βρισκόταν ακριβώς πάνω από άλλη γέφυρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="327" />
            <source>%1 is not a parcel, so only tower cards raise it (up to level %2), and your noble on %3 already stands higher.</source>
            <translation>Το %1 δεν είναι οικόπεδο, οπότε ανεβαίνει μόνο με κάρτες πύργου (ως το επίπεδο %2), και ο ευγενής σου στο %3 στέκεται ήδη ψηλότερα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="330" />
            <source>A bridge between %1 and %2 would join the castle %3, worth %4, to another castle.</source>
            <translation>Μια γέφυρα ανάμεσα στο %1 και στο %2 θα ένωνε το κάστρο %3, αξίας %4, με άλλο κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="333" />
            <source>With this piece the castle %1 is worth %2, so the bridge between %3 and %4 could never be built: it would join it to another castle.</source>
            <translation>Με αυτό το κομμάτι το κάστρο %1 αξίζει %2, οπότε η γέφυρα ανάμεσα στο %3 και στο %4 δεν θα μπορούσε ποτέ να χτιστεί: θα το ένωνε με άλλο κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="336" />
            <source>This piece makes the manor on %1 a castle, so the bridge between %1 and %2 could never be built: it would join a castle to %3, worth %4.</source>
            <translation>Αυτό το κομμάτι κάνει κάστρο το αρχοντικό στο %1, οπότε η γέφυρα ανάμεσα στο %1 και στο %2 δεν θα μπορούσε ποτέ να χτιστεί: θα ένωνε ένα κάστρο με το %3, αξίας %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="339" />
            <source>A tower card on %1 must raise your own noble or prepare a bridge to a higher column with your noble, two spaces away in a line.</source>
            <translation>Μια κάρτα πύργου στο %1 πρέπει να ανεβάσει δικό σου ευγενή ή να προετοιμάσει γέφυρα προς ψηλότερη στήλη με ευγενή σου, δύο θέσεις μακριά σε ευθεία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="239" />
            <source>A bridge has exactly two heads.</source>
            <translation>Μια γέφυρα έχει ακριβώς δύο βάθρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="240" />
            <source>The supply has no bridge left.</source>
            <translation>Δεν έχει μείνει καμία γέφυρα στις προμήθειες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="342" />
            <source>A bridge costs %1 reales; you have %2.</source>
            <translation>Μια γέφυρα κοστίζει %1 ρεάλια· έχεις %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="344" />
            <source>The heads of a bridge must be two spaces apart in a straight line, unlike %1 and %2.</source>
            <translation>Τα βάθρα μιας γέφυρας πρέπει να απέχουν δύο θέσεις σε ευθεία γραμμή, κάτι που δεν ισχύει για το %1 και το %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="346" />
            <source>A bridge head must stand on a building: %1 is empty.</source>
            <translation>Ένα βάθρο γέφυρας πρέπει να στέκεται σε κτίριο: το %1 είναι άδειο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="349" />
            <source>Both heads must be equally high: %1 is at level %2, %3 at level %4.</source>
            <translation>Τα δύο βάθρα πρέπει να έχουν το ίδιο ύψος: το %1 είναι στο επίπεδο %2, το %3 στο επίπεδο %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="351" />
            <source>The heads must stand higher than what lies between them: %1 reaches level %2.</source>
            <translation>Τα βάθρα πρέπει να είναι ψηλότερα από ό,τι βρίσκεται ανάμεσά τους: το %1 φτάνει στο επίπεδο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="241" />
            <source>One head of the bridge must carry your own noble.</source>
            <translation>Το ένα βάθρο της γέφυρας πρέπει να έχει δικό σου ευγενή.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="353" />
            <source>A bridge already lies between %1 and %2: a bridge may not lie exactly over another.</source>
            <translation>Υπάρχει ήδη γέφυρα ανάμεσα στο %1 και στο %2: μια γέφυρα δεν μπορεί να βρίσκεται ακριβώς πάνω από άλλη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="355" />
            <source>The castle %1 is worth %2: a bridge may not join it to another castle.</source>
            <translation>Το κάστρο %1 αξίζει %2: καμία γέφυρα δεν μπορεί να το ενώσει με άλλο κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="242" />
            <source>You may pass only when you can neither buy a card nor build with one.</source>
            <translation>Μπορείς να πας πάσο μόνο όταν δεν μπορείς ούτε να αγοράσεις κάρτα ούτε να χτίσεις με κάποια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="243" />
            <source>No tied castles are waiting for your choice.</source>
            <translation>Κανένα ισόβαθμο κάστρο δεν περιμένει την επιλογή σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="357" />
            <source>Choose one of the tied castles: %1.</source>
            <translation>Διάλεξε ένα από τα ισόβαθμα κάστρα: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="244" />
            <source>No manor is waiting to become a castle.</source>
            <translation>Κανένα αρχοντικό δεν περιμένει να γίνει κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="359" />
            <source>No manor worth %1 or more waits on %2.</source>
            <translation>Κανένα αρχοντικό αξίας %1 ή περισσότερο δεν περιμένει στο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="245" />
            <source>You have placed as many nobles as this build allows.</source>
            <translation>Έχεις τοποθετήσει όσους ευγενείς επιτρέπει αυτό το χτίσιμο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="246" />
            <source>That is not a noble.</source>
            <translation>Αυτό δεν είναι ευγενής.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="361" />
            <source>Nobles are placed only on what you built this turn, not on %1.</source>
            <translation>Οι ευγενείς τοποθετούνται μόνο σε ό,τι έχτισες σε αυτή τη σειρά, όχι στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="363" />
            <source>A noble already stands on %1.</source>
            <translation>Στο %1 στέκεται ήδη ευγενής.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="365" />
            <source>You have no %1 left in your supply.</source>
            <translation>Δεν σου έχει μείνει κανένας %1 στο σπίτι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="367" />
            <source>A %1 on %2 costs %3 reales; you have %4.</source>
            <translation>Ένας %1 στο %2 κοστίζει %3 ρεάλια· έχεις %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="247" />
            <location filename="../../gui/games/alcazar/texts.py" line="248" />
            <source>After placing a noble you may not also move or swap one.</source>
            <translation>Αφού τοποθετήσεις ευγενή, δεν μπορείς επιπλέον να μετακινήσεις ή να αλλάξεις θέση σε κάποιον.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="369" />
            <source>You have no noble on %1.</source>
            <translation>Δεν έχεις ευγενή στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="371" />
            <source>Your noble on %1 stands on another building: only nobles of the building you just built on may move or swap.</source>
            <translation>Ο ευγενής σου στο %1 στέκεται σε άλλο κτίριο: μετακινούνται ή αλλάζουν θέση μόνο ευγενείς του κτιρίου όπου μόλις έχτισες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="374" />
            <source>Nobles move only onto what you built this turn, not onto %1.</source>
            <translation>Οι ευγενείς μετακινούνται μόνο σε ό,τι έχτισες σε αυτή τη σειρά, όχι στο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="249" />
            <source>A swap takes two of your nobles.</source>
            <translation>Για ανταλλαγή χρειάζονται δύο ευγενείς σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/texts.py" line="250" />
            <source>Only a grande and a caballero can usefully swap places.</source>
            <translation>Μόνο ένας γκράντε και ένας καμπαλέρο έχει νόημα να αλλάξουν θέσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/ui.py" line="28" />
            <source>2-5 players · about 60 minutes
Found castles and manors on a winding path of 72 parcels, build them up and join them with bridges, and place your nobles as high as you can.</source>
            <translation>2-5 παίκτες · περίπου 60 λεπτά
Ίδρυσε κάστρα και αρχοντικά σε μια ελικοειδή διαδρομή 72 οικοπέδων, χτίσε τα προς τα πάνω, ένωσέ τα με γέφυρες και βάλε τους ευγενείς σου όσο πιο ψηλά μπορείς.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="304" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new castle needs %3.</source>
            <translation>
                <numerusform>Ανάμεσα στο οικόπεδο %1 και στο %2 υπάρχει μόνο %n άδειο οικόπεδο· ένα νέο κάστρο χρειάζεται %3.</numerusform>
                <numerusform>Ανάμεσα στο οικόπεδο %1 και στο %2 υπάρχουν μόνο %n άδεια οικόπεδα· ένα νέο κάστρο χρειάζεται %3.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/texts.py" line="306" />
            <source>Only %n empty parcels lie between parcel %1 and %2; a new manor needs %3.</source>
            <translation>
                <numerusform>Ανάμεσα στο οικόπεδο %1 και στο %2 υπάρχει μόνο %n άδειο οικόπεδο· ένα νέο αρχοντικό χρειάζεται %3.</numerusform>
                <numerusform>Ανάμεσα στο οικόπεδο %1 και στο %2 υπάρχουν μόνο %n άδεια οικόπεδα· ένα νέο αρχοντικό χρειάζεται %3.</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>alhambra</name>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="64" />
            <source>%1's vizier buys %2 for %3, out of turn.</source>
            <translation>Ο βεζίρης του παίκτη %1 αγοράζει το πλακίδιο %2 για %3, εκτός σειράς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="65" />
            <source>%1 turns their vizier face up again.</source>
            <translation>%1 γυρίζει ξανά ανοιχτό τον βεζίρη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="51" />
            <source>%1 takes a worker's hut (%2).</source>
            <translation>%1 παίρνει καλύβα εργατών (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="29" />
            <source>the %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="32" />
            <source>the %1 worker's hut</source>
            <translation>καλύβα εργατών (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="38" />
            <source>Alhambra</source>
            <translation>Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="39" />
            <source>the Alhambra</source>
            <translation>Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="55" />
            <source>%1 reveals the bonus card of %2.</source>
            <translation>%1 αποκαλύπτει την κάρτα μπόνους για το πλακίδιο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="57" />
            <source>(Revealed for the scoring.)</source>
            <translation>(Αποκαλύφθηκε για τη βαθμολογία.)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="66" />
            <source>%1 takes the bonus card of %2 back into their hand.</source>
            <translation>%1 παίρνει πίσω στο χέρι την κάρτα μπόνους για το πλακίδιο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="106" />
            <source>Your vizier pays exactly: %1 costs %2 %3, not %4.</source>
            <translation>Ο βεζίρης σου πληρώνει ακριβώς: το πλακίδιο %1 κοστίζει %2 %3, όχι %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="111" />
            <source>With that changer pay only in %1 or %2.</source>
            <translation>Με αυτόν τον αργυραμοιβό πλήρωσε μόνο σε %1 ή %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="117" />
            <source>Dirk holds %1, so its bonus card is dead.</source>
            <translation>Το πλακίδιο %1 το έχει ο Ντιρκ, οπότε η κάρτα μπόνους του δεν ισχύει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="119" />
            <source>%1 is out of play, so its bonus card is dead.</source>
            <translation>Το πλακίδιο %1 είναι εκτός παιχνιδιού, οπότε η κάρτα μπόνους του δεν ισχύει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="121" />
            <source>%1 stands in %2's Alhambra, so its bonus card is dead.</source>
            <translation>Το πλακίδιο %1 βρίσκεται στην Αλάμπρα άλλου παίκτη (%2), οπότε η κάρτα μπόνους του δεν ισχύει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="122" />
            <source>%1 is not in %2 yet.</source>
            <translation>Το πλακίδιο %1 δεν είναι ακόμη στην %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="127" />
            <source>You already have a worker's hut, the most a player may use.</source>
            <translation>Έχεις ήδη μια καλύβα εργατών, το μέγιστο που επιτρέπεται σε έναν παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="128" />
            <source>You already have %1 worker's huts, the most a player may use.</source>
            <translation>Έχεις ήδη %1 καλύβες εργατών, το μέγιστο που επιτρέπεται σε έναν παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="132" />
            <source>The %1 worker's huts are all taken.</source>
            <translation>Οι καλύβες εργατών (%1) έχουν όλες παρθεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="139" />
            <source>Only one money changer may be used in a purchase.</source>
            <translation>Σε μια αγορά μπορεί να χρησιμοποιηθεί μόνο ένας αργυραμοιβός.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="140" />
            <source>That changer doesn't show %1, the currency %2 is sold for.</source>
            <translation>Αυτός ο αργυραμοιβός δεν δείχνει %1, το νόμισμα με το οποίο πουλιέται το πλακίδιο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="141" />
            <source>A money changer is taken alone, instead of money.</source>
            <translation>Ο αργυραμοιβός παίρνεται μόνος του, αντί για χρήματα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="142" />
            <source>First answer your vizier: buy with it, or let it rest.</source>
            <translation>Απάντησε πρώτα στον βεζίρη σου: αγόρασε με αυτόν ή άφησέ τον να ξεκουραστεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="143" />
            <source>First place the tile your vizier bought.</source>
            <translation>Τοποθέτησε πρώτα το πλακίδιο που αγόρασε ο βεζίρης σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="144" />
            <source>A tile your vizier bought goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>Ένα πλακίδιο που αγόρασε ο βεζίρης σου πηγαίνει στην Αλάμπρα σου ή στο απόθεμα, ποτέ στον Ντιρκ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="145" />
            <source>A worker's hut goes to your Alhambra or reserve, never to Dirk.</source>
            <translation>Μια καλύβα εργατών πηγαίνει στην Αλάμπρα σου ή στο απόθεμα, ποτέ στον Ντιρκ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="146" />
            <source>Worker's huts are not part of this game.</source>
            <translation>Οι καλύβες εργατών δεν είναι μέρος αυτής της παρτίδας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="147" />
            <source>A worker's hut is taken only as a turn action, never by the vizier.</source>
            <translation>Η καλύβα εργατών παίρνεται μόνο ως ενέργεια της σειράς σου, ποτέ από τον βεζίρη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="148" />
            <source>There is no such worker's hut.</source>
            <translation>Δεν υπάρχει τέτοια καλύβα εργατών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="149" />
            <source>The game is ending: no more huts may be taken.</source>
            <translation>Το παιχνίδι τελειώνει: δεν παίρνονται άλλες καλύβες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="150" />
            <source>The Vizier's favour is not part of this game.</source>
            <translation>Η εύνοια του βεζίρη δεν είναι μέρος αυτής της παρτίδας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="151" />
            <source>The vizier buys only market buildings, never a worker's hut.</source>
            <translation>Ο βεζίρης αγοράζει μόνο κτίρια της αγοράς, ποτέ καλύβα εργατών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="152" />
            <source>Your vizier has no offer to decline now.</source>
            <translation>Ο βεζίρης σου δεν έχει τώρα καμία προσφορά να αρνηθεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="153" />
            <source>Your vizier is already face up.</source>
            <translation>Ο βεζίρης σου είναι ήδη ανοιχτός.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="154" />
            <source>The vizier cannot act during the end-of-game distribution.</source>
            <translation>Ο βεζίρης δεν μπορεί να δράσει κατά τη διανομή στο τέλος του παιχνιδιού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="155" />
            <source>The vizier can act only right after a turn ends.</source>
            <translation>Ο βεζίρης μπορεί να δράσει μόνο αμέσως μόλις τελειώσει μια σειρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="156" />
            <source>Bonus cards are not part of this game.</source>
            <translation>Οι κάρτες μπόνους δεν είναι μέρος αυτής της παρτίδας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="157" />
            <source>That is not a bonus card.</source>
            <translation>Αυτή δεν είναι κάρτα μπόνους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="158" />
            <source>The bonus card of %1 is already face up.</source>
            <translation>Η κάρτα μπόνους για το πλακίδιο %1 είναι ήδη ανοιχτή.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="159" />
            <source>The bonus card of %1 is not among your hidden ones.</source>
            <translation>Η κάρτα μπόνους για το πλακίδιο %1 δεν είναι ανάμεσα στις κρυφές σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="85" />
            <source>%1: your vizier may buy a building at its exact price, out of turn.</source>
            <translation>%1: ο βεζίρης σου μπορεί να αγοράσει ένα κτίριο στην ακριβή τιμή του, εκτός σειράς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="86" />
            <source>%1: build the tile your vizier bought, or put it in your reserve.</source>
            <translation>%1: χτίσε το πλακίδιο που αγόρασε ο βεζίρης σου ή βάλ' το στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="87" />
            <source>%1: drag each tile you bought into your Alhambra or onto your reserve.</source>
            <translation>%1: σύρε κάθε πλακίδιο που αγόρασες στην Αλάμπρα σου ή στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/ui.py" line="22" />
            <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
            <translation>2-6 παίκτες · περίπου 60 λεπτά
Αγόρασε κτίρια του παλατιού με τέσσερα νομίσματα, πλήρωσε ακριβώς για να ξαναπαίξεις και χτίσε την πιο λαμπρή Αλάμπρα: πόντους δίνουν οι πλειοψηφίες σε κάθε τύπο κτιρίου και το μακρύτερο τείχος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/texts.py" line="42" />
            <location filename="../../gui/games/alhambra/ui.py" line="28" />
            <source>Dirk</source>
            <translation>Ντιρκ</translation>
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
            <translation>πόλη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="35" />
            <source>the city</source>
            <translation>πόλη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="51" />
            <source>%1: drag each tile you bought into your city or onto your reserve; pay the flip fee to build a Granada tile on its other face.</source>
            <translation>%1: σύρε κάθε πλακίδιο που αγόρασες στην πόλη σου ή στο απόθεμά σου· πλήρωσε το κόστος γυρίσματος για να χτίσεις ένα πλακίδιο Γρανάδας με την άλλη όψη του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="53" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: παίρνεις ένα πλακίδιο με την όψη που δείχνει — χτίσε το έτσι ή βάλ' το στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="68" />
            <source>%1 cannot touch %2 there: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>Το πλακίδιο %1 δεν μπορεί να ακουμπήσει εκεί το πλακίδιο %2: ένα πλακίδιο Αλάμπρα και ένα πλακίδιο Γρανάδας ενώνονται μόνο όπου ένα τείχος βρίσκεται δίπλα σε τάφρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="73" />
            <source>%1 cannot take the place of %2: an Alhambra tile and a Granada tile meet only where a wall lies along a moat.</source>
            <translation>Το πλακίδιο %1 δεν μπορεί να πάρει τη θέση του πλακιδίου %2: ένα πλακίδιο Αλάμπρα και ένα πλακίδιο Γρανάδας ενώνονται μόνο όπου ένα τείχος βρίσκεται δίπλα σε τάφρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="78" />
            <source>%1, the other face of %2, fits nowhere in your city, so no fee is taken; your reserve takes either face for free.</source>
            <translation>Η όψη %1, η άλλη όψη του πλακιδίου %2, δεν χωράει πουθενά στην πόλη σου, οπότε δεν χρεώνεται κόστος· το απόθεμά σου δέχεται όποια όψη θέλεις δωρεάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="81" />
            <source>%1 is an Alhambra tile: it has one face and is never turned over.</source>
            <translation>Το πλακίδιο %1 ανήκει στην Αλάμπρα: έχει μία όψη και δεν γυρίζει ποτέ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/texts.py" line="82" />
            <source>%1 is not on market space %2.</source>
            <translation>Το πλακίδιο %1 δεν είναι στη θέση αγοράς %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/ui.py" line="18" />
            <source>3-6 players · about 90 minutes
Both palaces in one city: each market space offers an Alhambra and a Granada tile, walls meet moats, and every scoring counts both games' majorities, walls and moats.</source>
            <translation>3-6 παίκτες · περίπου 90 λεπτά
Και τα δύο παλάτια σε μία πόλη: κάθε θέση της αγοράς προσφέρει ένα πλακίδιο Αλάμπρα και ένα Γρανάδας, τα τείχη συναντούν τάφρους και κάθε βαθμολογία μετράει τις πλειοψηφίες, τα τείχη και τις τάφρους και των δύο παιχνιδιών.</translation>
        </message>
    </context>
    <context>
        <name>castle</name>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="32" />
            <source>%n empty helper spaces in the castle</source>
            <translation>
                <numerusform>%n άδεια θέση βοηθού στο κάστρο</numerusform>
                <numerusform>%n άδειες θέσεις βοηθών στο κάστρο</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="34" />
            <source>%n helpers in the castle</source>
            <translation>
                <numerusform>%n βοηθός στο κάστρο</numerusform>
                <numerusform>%n βοηθοί στο κάστρο</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="36" />
            <source>%n towers erected</source>
            <translation>
                <numerusform>%n πύργος χτισμένος</numerusform>
                <numerusform>%n πύργοι χτισμένοι</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="38" />
            <source>%n houses erected</source>
            <translation>
                <numerusform>%n σπίτι χτισμένο</numerusform>
                <numerusform>%n σπίτια χτισμένα</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="40" />
            <source>%n buildings not erected</source>
            <translation>
                <numerusform>%n κτίριο δεν χτίστηκε</numerusform>
                <numerusform>%n κτίρια δεν χτίστηκαν</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="42" />
            <source>%n silver in the forge</source>
            <translation>
                <numerusform>%n ράβδος ασημιού στο σιδηρουργείο</numerusform>
                <numerusform>%n ράβδοι ασημιού στο σιδηρουργείο</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="49" />
            <source>%1's market helper buys %2 VP for %3.</source>
            <translation>Ο βοηθός του παίκτη %1 στην αγορά αγοράζει %2 ΠΝ με %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="51" />
            <source>%1's palace helper turns %2 into %3 VP.</source>
            <translation>Ο βοηθός του παίκτη %1 στο παλάτι μετατρέπει %2 σε %3 ΠΝ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="53" />
            <source>%1 scores %2 VP in the Barn (%3 helpers there).</source>
            <translation>%1 παίρνει %2 ΠΝ στον Αχυρώνα (%3 βοηθοί εκεί).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="55" />
            <source>%1 scores %2 VP in the %3: %4.</source>
            <translation>%1 παίρνει %2 ΠΝ στο κτίριο %3: %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="59" />
            <source>%1 erects the %2, paying %3, and scores %4 VP.</source>
            <translation>%1 χτίζει το κτίριο %2 πληρώνοντας %3 και παίρνει %4 ΠΝ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="62" />
            <source>The Stonemason's reward: %1.</source>
            <translation>Η αμοιβή του Λιθοξόου: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="64" />
            <source>The castle is complete: this is the last round.</source>
            <translation>Το κάστρο ολοκληρώθηκε: αυτός είναι ο τελευταίος γύρος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="69" />
            <source>%1 sends a helper to %2.</source>
            <translation>%1 στέλνει βοηθό προς %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="71" />
            <source>%1 sends the innkeeper to %2.</source>
            <translation>%1 στέλνει τον ταβερνιάρη προς %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="73" />
            <source>%1's helper there goes back to the supply.</source>
            <translation>Ο βοηθός του παίκτη %1 που ήταν εκεί επιστρέφει στο απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="81" />
            <source>%1's innkeeper moves to the %2 for %3.</source>
            <translation>Ο ταβερνιάρης του παίκτη %1 μετακινείται στο κτίριο %2 για %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="83" />
            <source>%1 brings a helper from %2 to the %3 for %4.</source>
            <translation>%1 φέρνει βοηθό από %2 στο κτίριο %3 για %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="84" />
            <source>%1 places a helper in the %2 for %3.</source>
            <translation>%1 τοποθετεί βοηθό στο κτίριο %2 για %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="90" />
            <source>Winter card: the %1 comes into play.</source>
            <translation>Κάρτα χειμώνα: μπαίνει στο παιχνίδι η κάρτα %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="91" />
            <source>Winter card: the %1 strikes.</source>
            <translation>Κάρτα χειμώνα: χτυπά η κάρτα %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="97" />
            <source>Round %1 begins; %2 is the first player and takes a taler from the round track.</source>
            <translation>Αρχίζει ο γύρος %1· πρώτος παίκτης είναι %2 και παίρνει ένα τάλιρο από τον μετρητή γύρων.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="99" />
            <source>%1 lays a card face down.</source>
            <translation>%1 βάζει μια κάρτα κλειστή.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="100" />
            <source>The cards are revealed: %1.</source>
            <translation>Οι κάρτες αποκαλύπτονται: %1.</translation>
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
            <translation>%1: η κάρτα %2 ολοκληρώθηκε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="104" />
            <source>Round %1 ends.</source>
            <translation>Ο γύρος %1 τελειώνει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="105" />
            <source>%1's %2 takes %3.</source>
            <translation>%1: η κάρτα %2 παίρνει %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="106" />
            <source>%1's Messenger brings %2.</source>
            <translation>%1: ο Αγγελιαφόρος φέρνει %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="107" />
            <source>%1 collects %2 from the %3.</source>
            <translation>%1 μαζεύει %2 από την κάρτα %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="112" />
            <source>%1 pays the Village Tavern %2 (to %3).</source>
            <translation>%1 πληρώνει στην Ταβέρνα του χωριού %2 (στον παίκτη %3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="113" />
            <source>%1 pays the Village Tavern %2.</source>
            <translation>%1 πληρώνει στην Ταβέρνα του χωριού %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="114" />
            <source>%1 cannot pay the Village Tavern %2 and places no trader helper.</source>
            <translation>%1 δεν μπορεί να πληρώσει στην Ταβέρνα του χωριού %2 και δεν τοποθετεί βοηθό εμπόρου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="115" />
            <source>%1 takes the helper back from %2.</source>
            <translation>%1 παίρνει πίσω τον βοηθό από %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="117" />
            <source>%1 receives %2 from %3 (%4 to the defense tower).</source>
            <translation>%1 παίρνει %2 από %3 (%4 στον αμυντικό πύργο).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="119" />
            <source>%1's Bricklayer takes %2 from the defense tower.</source>
            <translation>%1: ο Χτίστης παίρνει %2 από τον αμυντικό πύργο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="120" />
            <source>%1 asks %2 for the last %3 on the %4.</source>
            <translation>%1 ζητά από τον παίκτη %2 το τελευταίο κομμάτι (%3) της κάρτας %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="122" />
            <source>%1 buys 1 %2 from %3's %4 for a taler.</source>
            <translation>%1 αγοράζει 1 κομμάτι (%2) από την κάρτα %4 του παίκτη %3 για ένα τάλιρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="124" />
            <source>%1 keeps the last %2 on the %3.</source>
            <translation>%1 κρατά το τελευταίο κομμάτι (%2) της κάρτας %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="126" />
            <source>%1 puts a silver into the forge and takes 1 %2.</source>
            <translation>%1 βάζει ένα ασήμι στο σιδηρουργείο και παίρνει 1 κομμάτι: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="128" />
            <source>%1's helper becomes the innkeeper of the Village Tavern (fee %2, takes %3 from the card).</source>
            <translation>Ο βοηθός του παίκτη %1 γίνεται ταβερνιάρης της Ταβέρνας του χωριού (κόστος %2, παίρνει %3 από την κάρτα).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="131" />
            <source>%1 pays %2 for the %3.</source>
            <translation>%1 πληρώνει %2 για την κάρτα %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="132" />
            <source>%1 gives up the %2 to the %3.</source>
            <translation>%1 παραδίδει την κάρτα %2 στην %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="133" />
            <source>%1 gives %2 stone to the Crack in the Wall for %3 VP.</source>
            <translation>%1 δίνει %2 πέτρα στη Ρωγμή στο τείχος για %3 ΠΝ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="134" />
            <source>%1 courts the Castle Maiden.</source>
            <translation>%1 διεκδικεί την Αρχοντοπούλα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="135" />
            <source>%1 does not court the Castle Maiden.</source>
            <translation>%1 δεν διεκδικεί την Αρχοντοπούλα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="136" />
            <source>%1 lays %2 on the Castle Maiden.</source>
            <translation>%1 καταθέτει στην Αρχοντοπούλα: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="137" />
            <source>%1 withdraws from the courtship.</source>
            <translation>%1 αποσύρεται από τη διεκδίκηση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="138" />
            <source>%1 wins the Castle Maiden: %2 VP; the others share %3.</source>
            <translation>%1 κερδίζει την Αρχοντοπούλα: %2 ΠΝ· οι άλλοι μοιράζονται: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="140" />
            <source>Nobody wins the Castle Maiden; %1 go to the bank and the stock.</source>
            <translation>Κανείς δεν κερδίζει την Αρχοντοπούλα· στην τράπεζα και στο κοινό απόθεμα επιστρέφουν: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="142" />
            <source>%1 takes %2 from the Castle Maiden.</source>
            <translation>%1 παίρνει από την Αρχοντοπούλα: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="143" />
            <source>The game ends: the helpers in the castle score.</source>
            <translation>Το παιχνίδι τελειώνει: οι βοηθοί στο κάστρο παίρνουν πόντους.</translation>
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
            <translation>και</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="153" />
            <source>Game over: %1. Won by %2.</source>
            <translation>Τέλος παιχνιδιού: %1. Νίκη: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="168" />
            <source>take a trader helper back</source>
            <translation>πάρε πίσω έναν βοηθό εμπόρου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="169" />
            <source>send a helper to a cart</source>
            <translation>στείλε βοηθό σε κάρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="170" />
            <source>take one resource from the defense tower</source>
            <translation>πάρε έναν πόρο από τον αμυντικό πύργο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="171" />
            <source>buy from the Workers, erect buildings, place helpers</source>
            <translation>αγόρασε από τους Εργάτες, χτίσε κτίρια, τοποθέτησε βοηθούς</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="172" />
            <source>erect buildings and place helpers</source>
            <translation>χτίσε κτίρια και τοποθέτησε βοηθούς</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="173" />
            <source>place helpers in the castle</source>
            <translation>τοποθέτησε βοηθούς στο κάστρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="181" />
            <source>choose a character card in secret</source>
            <translation>διάλεξε κρυφά μια κάρτα χαρακτήρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>court the Castle Maiden or not</source>
            <translation>διεκδίκησε την Αρχοντοπούλα ή όχι</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="184" />
            <source>deposit on the Castle Maiden or withdraw</source>
            <translation>κατάθεσε στην Αρχοντοπούλα ή αποσύρσου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>take an item from the Castle Maiden</source>
            <translation>πάρε ένα αντικείμενο από την Αρχοντοπούλα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="185" />
            <source>decide on the Castle Maiden</source>
            <translation>αποφάσισε για την Αρχοντοπούλα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the %1</source>
            <translation>απάντησε στην κάρτα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="188" />
            <source>answer the winter card</source>
            <translation>απάντησε στην κάρτα χειμώνα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="190" />
            <source>choose the Stone Worker's two pieces</source>
            <translation>διάλεξε τα δύο κομμάτια του Εργάτη πέτρας</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="192" />
            <source>sell the last piece of a Worker or keep it</source>
            <translation>πούλησε το τελευταίο κομμάτι ενός Εργάτη ή κράτησέ το</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="194" />
            <source>turn pieces into points with the palace helpers</source>
            <translation>μετάτρεψε κομμάτια σε πόντους με τους βοηθούς του παλατιού</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="206" />
            <source>The game is over: %1 wins.</source>
            <translation>Το παιχνίδι τελείωσε. Νίκη: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="211" />
            <source>%1 · Your turn: %2.</source>
            <translation>%1 · Σειρά σου: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="212" />
            <source>%1 · %2 is to %3.</source>
            <translation>%1 · Σειρά του παίκτη %2: %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="219" />
            <source>The game is over.</source>
            <translation>Το παιχνίδι τελείωσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="220" />
            <source>That cannot be done now.</source>
            <translation>Αυτό δεν γίνεται τώρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="221" />
            <source>There is no such character card.</source>
            <translation>Δεν υπάρχει τέτοια κάρτα χαρακτήρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="222" />
            <source>You have laid your %card face down already.</source>
            <translation>Έχεις ήδη βάλει κλειστή την κάρτα %card.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="223" />
            <source>Your %card is out of the game.</source>
            <translation>Η κάρτα σου %card είναι εκτός παιχνιδιού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="224" />
            <source>Your %card lies in your play area until a Master Builder takes it back.</source>
            <translation>Η κάρτα σου %card μένει στην περιοχή των παιγμένων καρτών σου μέχρι να την πάρει πίσω ένας Αρχιμάστορας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="225" />
            <source>The Master Builder may not be chosen in the first round.</source>
            <translation>Ο Αρχιμάστορας δεν μπορεί να επιλεγεί στον πρώτο γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="226" />
            <source>The Master Builder may not be chosen while you hold all your cards.</source>
            <translation>Ο Αρχιμάστορας δεν μπορεί να επιλεγεί όσο έχεις στο χέρι όλες τις κάρτες σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="227" />
            <source>A courtship of the Castle Maiden is not declared now.</source>
            <translation>Δεν είναι τώρα η ώρα να δηλωθεί διεκδίκηση της Αρχοντοπούλας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="228" />
            <source>A courtship of the Castle Maiden is not declined now.</source>
            <translation>Δεν είναι τώρα η ώρα να απορριφθεί η διεκδίκηση της Αρχοντοπούλας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="229" />
            <source>Nothing is deposited on the Castle Maiden now.</source>
            <translation>Δεν είναι τώρα η ώρα για κατάθεση στην Αρχοντοπούλα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="230" />
            <source>Nobody withdraws from the courtship now.</source>
            <translation>Δεν είναι τώρα η ώρα για απόσυρση από τη διεκδίκηση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="231" />
            <source>The Castle Maiden's items are not shared now.</source>
            <translation>Δεν είναι τώρα η ώρα να μοιραστούν τα αντικείμενα της Αρχοντοπούλας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="232" />
            <source>A suitor deposits a piece or a taler, and you have none.</source>
            <translation>Ο μνηστήρας καταθέτει ένα κομμάτι ή ένα τάλιρο, και εσύ δεν έχεις κανένα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="233" />
            <source>That is neither a resource nor a taler.</source>
            <translation>Αυτό δεν είναι ούτε πόρος ούτε τάλιρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="234" />
            <source>You have no %item to deposit.</source>
            <translation>Δεν σου απομένει %item για να καταθέσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="235" />
            <source>Who declares the courtship deposits in that round.</source>
            <translation>Όποιος δηλώνει διεκδίκηση καταθέτει σε εκείνον τον γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="236" />
            <source>No %item is left on the Castle Maiden.</source>
            <translation>Δεν έχει απομείνει %item στην Αρχοντοπούλα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="237" />
            <source>This winter card takes no character card.</source>
            <translation>Αυτή η κάρτα χειμώνα δεν παίρνει κάρτα χαρακτήρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="238" />
            <source>The Plague takes a card from your play area, and your %card is not there.</source>
            <translation>Η Πανούκλα παίρνει μια κάρτα από την περιοχή των παιγμένων καρτών σου, και η κάρτα σου %card δεν είναι εκεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="239" />
            <source>The Snowdrift takes a Worker.</source>
            <translation>Η Χιονοστιβάδα παίρνει έναν Εργάτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="240" />
            <source>Your %card lies face down for this round and cannot be given up.</source>
            <translation>Η κάρτα σου %card είναι κλειστή για αυτόν τον γύρο και δεν μπορείς να την παραδώσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="241" />
            <source>This winter card asks for no payment.</source>
            <translation>Αυτή η κάρτα χειμώνα δεν ζητά πληρωμή.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="242" />
            <source>Paying costs %price talers, and you have fewer.</source>
            <translation>Η πληρωμή κοστίζει %price τάλιρα, και έχεις λιγότερα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="243" />
            <source>Stone is donated to the Crack in the Wall only.</source>
            <translation>Πέτρα δωρίζεται μόνο στη Ρωγμή στο τείχος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="244" />
            <source>A donation cannot be below nothing.</source>
            <translation>Μια δωρεά δεν μπορεί να είναι αρνητική.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="245" />
            <source>At most %most stone may be donated.</source>
            <translation>Μπορείς να δωρίσεις το πολύ %most πέτρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="246" />
            <source>You have only %held stone.</source>
            <translation>Έχεις μόνο %held πέτρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="247" />
            <source>Silver is forged into other pieces while paying, not now.</source>
            <translation>Το ασήμι μετατρέπεται σε άλλα κομμάτια στο σιδηρουργείο κατά την πληρωμή, όχι τώρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="248" />
            <source>The Crack in the Wall takes stone: forge silver into stone.</source>
            <translation>Η Ρωγμή στο τείχος παίρνει πέτρα: μετάτρεψε ασήμι σε πέτρα στο σιδηρουργείο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="249" />
            <source>The Stone Worker takes %count pieces of your choice.</source>
            <translation>Ο Εργάτης πέτρας παίρνει %count κομμάτια της επιλογής σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="250" />
            <source>The Stone Worker's pieces are chosen among sand, wood and clay.</source>
            <translation>Τα κομμάτια του Εργάτη πέτρας επιλέγονται ανάμεσα σε άμμο, ξύλο και πηλό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="251" />
            <source>There is no such resource.</source>
            <translation>Δεν υπάρχει τέτοιος πόρος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="252" />
            <source>The stock has not that many of those pieces.</source>
            <translation>Το κοινό απόθεμα δεν έχει τόσα κομμάτια από αυτά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="253" />
            <source>No trader helper is taken back now.</source>
            <translation>Δεν είναι τώρα η ώρα να πάρεις πίσω βοηθό εμπόρου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="254" />
            <source>There is no such cart.</source>
            <translation>Δεν υπάρχει τέτοιο κάρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="255" />
            <source>You have no trader helper at %cart.</source>
            <translation>Δεν έχεις στείλει βοηθό εμπόρου προς %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="256" />
            <source>A Trader who cannot pay the Village Tavern takes a trader helper back first.</source>
            <translation>Ένας Έμπορος που δεν μπορεί να πληρώσει την Ταβέρνα του χωριού παίρνει πρώτα πίσω έναν βοηθό εμπόρου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="257" />
            <source>Only a Trader sends helpers to the carts.</source>
            <translation>Μόνο ένας Έμπορος στέλνει βοηθούς στα κάρα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="258" />
            <source>A Trader who could not pay the Village Tavern places no helper.</source>
            <translation>Ένας Έμπορος που δεν μπόρεσε να πληρώσει την Ταβέρνα του χωριού δεν τοποθετεί βοηθό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="259" />
            <source>A trader helper comes from your supply or is the innkeeper.</source>
            <translation>Ο βοηθός εμπόρου έρχεται από το απόθεμά σου ή είναι ο ταβερνιάρης.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="260" />
            <location filename="../../gui/games/castle/texts.py" line="303" />
            <source>You have no innkeeper at the Village Tavern.</source>
            <translation>Δεν έχεις ταβερνιάρη στην Ταβέρνα του χωριού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="261" />
            <location filename="../../gui/games/castle/texts.py" line="302" />
            <location filename="../../gui/games/castle/texts.py" line="313" />
            <source>You have no helper left in your supply.</source>
            <translation>Δεν σου έχει μείνει βοηθός στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="262" />
            <source>Your own helper is at %cart already.</source>
            <translation>Έχεις ήδη στείλει δικό σου βοηθό προς %cart.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="263" />
            <source>The rider takes a helper only when all four carts have one.</source>
            <translation>Ο ιππέας δέχεται βοηθό μόνο όταν και τα τέσσερα κάρα έχουν από έναν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="264" />
            <source>A helper is sent home from a cart only when all four carts are taken.</source>
            <translation>Ένας βοηθός διώχνεται από κάρο μόνο όταν και τα τέσσερα κάρα είναι πιασμένα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="265" />
            <source>The helper at %cart came this round and cannot be sent home.</source>
            <translation>Ο βοηθός προς %cart στάλθηκε σε αυτόν τον γύρο και δεν μπορεί να διωχτεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="266" />
            <source>A Trader with a helper in the supply sends it to a cart where it may go.</source>
            <translation>Ένας Έμπορος με βοηθό στο απόθεμα τον στέλνει σε ένα κάρο όπου μπορεί να πάει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="267" />
            <source>Only a Bricklayer takes from the defense tower, at the start of the card.</source>
            <translation>Μόνο ο Χτίστης παίρνει από τον αμυντικό πύργο, στην αρχή της κάρτας.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="268" />
            <source>The defense tower holds no %resource.</source>
            <translation>Στον αμυντικό πύργο δεν υπάρχει %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="269" />
            <source>The Bricklayer takes one resource from the defense tower first.</source>
            <translation>Ο Χτίστης παίρνει πρώτα έναν πόρο από τον αμυντικό πύργο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="270" />
            <source>A Stonemason buys from the Workers before building.</source>
            <translation>Ο Λιθοξόος αγοράζει από τους Εργάτες πριν χτίσει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="271" />
            <source>There is no such player.</source>
            <translation>Δεν υπάρχει τέτοιος παίκτης.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="272" />
            <source>A Stonemason does not buy from its owner's own Worker.</source>
            <translation>Ο Λιθοξόος δεν αγοράζει από Εργάτη που ανήκει στον ίδιο παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="273" />
            <source>That player revealed no %card this round.</source>
            <translation>Αυτός ο παίκτης δεν αποκάλυψε κάρτα %card σε αυτόν τον γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="274" />
            <source>The card holds no %piece.</source>
            <translation>Στην κάρτα δεν υπάρχει %piece.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="275" />
            <source>The Worker's owner kept its last piece from you.</source>
            <translation>Ο κάτοχος του Εργάτη κράτησε το τελευταίο κομμάτι του και δεν σου το πούλησε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="276" />
            <source>A Stonemason buys one piece in all.</source>
            <translation>Ο Λιθοξόος αγοράζει ένα κομμάτι συνολικά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="277" />
            <source>A Stonemason buys one piece from each Worker card.</source>
            <translation>Ο Λιθοξόος αγοράζει ένα κομμάτι από κάθε κάρτα Εργάτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="278" />
            <source>A piece costs a taler, and you have none.</source>
            <translation>Ένα κομμάτι κοστίζει ένα τάλιρο, και δεν έχεις κανένα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="279" />
            <source>This card erects no buildings: only the Bricklayer, the Stonemason and the Workers do.</source>
            <translation>Αυτή η κάρτα δεν χτίζει κτίρια: χτίζουν μόνο ο Χτίστης, ο Λιθοξόος και οι Εργάτες.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="280" />
            <source>Buildings are erected before helpers are placed.</source>
            <translation>Τα κτίρια χτίζονται πριν τοποθετηθούν οι βοηθοί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="281" />
            <source>A card erects at most %limit buildings.</source>
            <translation>Μια κάρτα χτίζει το πολύ %limit κτίρια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="282" />
            <source>There is no such building.</source>
            <translation>Δεν υπάρχει τέτοιο κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="283" />
            <source>The %building stands already.</source>
            <translation>Το κτίριο %building έχει ήδη χτιστεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="284" />
            <source>A payment cannot hold fewer than no pieces.</source>
            <translation>Μια πληρωμή δεν μπορεί να έχει αρνητικό αριθμό κομματιών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="285" />
            <source>You do not have that much %resource.</source>
            <translation>Δεν έχεις τόσα κομμάτια από αυτόν τον πόρο (%resource).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="286" />
            <source>Those pieces are worth %value building points; the building needs exactly %cost.</source>
            <translation>Αυτά τα κομμάτια αξίζουν %value πόντους κατασκευής· το κτίριο θέλει ακριβώς %cost.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="287" />
            <source>A payment uses at least %needed different resources.</source>
            <translation>Μια πληρωμή χρησιμοποιεί τουλάχιστον %needed διαφορετικούς πόρους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="288" />
            <source>Silver is forged only while a card erects buildings.</source>
            <translation>Το ασήμι μετατρέπεται στο σιδηρουργείο μόνο όσο μια κάρτα χτίζει κτίρια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="289" />
            <source>Silver is forged before helpers are placed.</source>
            <translation>Το ασήμι μετατρέπεται στο σιδηρουργείο πριν τοποθετηθούν οι βοηθοί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="290" />
            <source>This card has erected all it may: nothing is left to forge silver for.</source>
            <translation>Αυτή η κάρτα έχτισε όσα επιτρέπεται: δεν έμεινε τίποτα για το οποίο να μετατρέψεις ασήμι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="291" />
            <source>Every building stands: there is nothing left to pay for.</source>
            <translation>Όλα τα κτίρια έχουν χτιστεί: δεν έμεινε τίποτα να πληρωθεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="292" />
            <source>Silver is forged into another resource.</source>
            <translation>Το ασήμι μετατρέπεται σε άλλον πόρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="293" />
            <source>You have no silver to put into the forge.</source>
            <translation>Δεν έχεις ασήμι να βάλεις στο σιδηρουργείο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="294" />
            <source>The stock has no %resource left.</source>
            <translation>Στο κοινό απόθεμα δεν έχει μείνει %resource.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="295" />
            <source>Only a Bricklayer or a Stonemason places helpers in the castle.</source>
            <translation>Μόνο ο Χτίστης ή ο Λιθοξόος τοποθετεί βοηθούς στο κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="296" />
            <source>You place helpers only in a round in which you erected a building.</source>
            <translation>Τοποθετείς βοηθούς μόνο σε γύρο στον οποίο έχτισες κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="297" />
            <location filename="../../gui/games/castle/texts.py" line="309" />
            <source>You have placed %cap helpers this round already.</source>
            <translation>Έχεις ήδη τοποθετήσει %cap βοηθούς σε αυτόν τον γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="298" />
            <source>There is no such helper space.</source>
            <translation>Δεν υπάρχει τέτοια θέση βοηθού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="299" />
            <source>The %location is not erected yet.</source>
            <translation>Το κτίριο %location δεν έχει χτιστεί ακόμη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="300" />
            <source>That space holds a helper already.</source>
            <translation>Σε αυτή τη θέση υπάρχει ήδη βοηθός.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="301" />
            <source>You placed a helper in the %location this round already.</source>
            <translation>Έχεις ήδη τοποθετήσει βοηθό στο κτίριο %location σε αυτόν τον γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="304" />
            <source>A helper comes from your supply, your own trader helper or the innkeeper.</source>
            <translation>Ο βοηθός έρχεται από το απόθεμά σου, από δικό σου βοηθό εμπόρου ή είναι ο ταβερνιάρης.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="305" />
            <location filename="../../gui/games/castle/texts.py" line="315" />
            <source>You have no trader helper at %source.</source>
            <translation>Δεν έχεις στείλει βοηθό εμπόρου προς %source.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="306" />
            <source>The space costs %fee talers; you have %talers.</source>
            <translation>Η θέση κοστίζει %fee τάλιρα· έχεις %talers.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="307" />
            <source>Only a Bricklayer or a Stonemason makes a helper the innkeeper.</source>
            <translation>Μόνο ο Χτίστης ή ο Λιθοξόος κάνει έναν βοηθό ταβερνιάρη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="308" />
            <source>The innkeeper comes only in a round in which you erected a building.</source>
            <translation>Ο ταβερνιάρης έρχεται μόνο σε γύρο στον οποίο έχτισες κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="310" />
            <source>The Village Tavern is not in play.</source>
            <translation>Η Ταβέρνα του χωριού δεν είναι στο παιχνίδι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="311" />
            <source>The Village Tavern has an innkeeper already.</source>
            <translation>Η Ταβέρνα του χωριού έχει ήδη ταβερνιάρη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="312" />
            <source>The innkeeper is the innkeeper already.</source>
            <translation>Ο ταβερνιάρης είναι ήδη ταβερνιάρης.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="314" />
            <source>The innkeeper comes from your supply or your own trader helper.</source>
            <translation>Ο ταβερνιάρης έρχεται από το απόθεμά σου ή από δικό σου βοηθό εμπόρου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="316" />
            <source>The innkeeper costs %fee talers, and you have fewer.</source>
            <translation>Ο ταβερνιάρης κοστίζει %fee τάλιρα, και έχεις λιγότερα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/texts.py" line="317" />
            <source>Your palace helpers turn at most %limit pieces into points.</source>
            <translation>Οι βοηθοί σου στο παλάτι μετατρέπουν σε πόντους το πολύ %limit κομμάτια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/ui.py" line="27" />
            <source>2-4 players · about 60 minutes
Choose character cards in secret each round, gather sand, wood, clay and stone, erect the castle's buildings and place helpers in them; in summer or in winter.</source>
            <translation>2-4 παίκτες · περίπου 60 λεπτά
Διάλεξε κρυφά κάρτες χαρακτήρων κάθε γύρο, μάζεψε άμμο, ξύλο, πηλό και πέτρα, χτίσε τα κτίρια του κάστρου και βάλε σε αυτά βοηθούς· καλοκαίρι ή χειμώνα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="27" />
            <source>talers from the bank</source>
            <translation>τάλιρα από την τράπεζα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="28" />
            <source>a helper to a cart: its resource at the end of the Traders</source>
            <translation>ένας βοηθός σε κάρο: ο πόρος του στο τέλος των Εμπόρων</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="29" />
            <source>one resource from the defense tower, then up to two buildings and helpers</source>
            <translation>ένας πόρος από τον αμυντικό πύργο, μετά έως δύο κτίρια και βοηθοί</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="30" />
            <source>buy from the Workers, up to two buildings with a reward, helpers</source>
            <translation>αγορά από τους Εργάτες, έως δύο κτίρια με αμοιβή, βοηθοί</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="31" />
            <source>2 wood and 1 silver, or half the VP of a building</source>
            <translation>2 ξύλο και 1 ασήμι, ή οι μισοί ΠΝ ενός κτιρίου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="32" />
            <source>2 sand and 1 clay, or half the VP of a building</source>
            <translation>2 άμμος και 1 πηλός, ή οι μισοί ΠΝ ενός κτιρίου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="33" />
            <source>1 stone and two pieces of your choice, or half the VP of a building</source>
            <translation>1 πέτρα και δύο κομμάτια της επιλογής σου, ή οι μισοί ΠΝ ενός κτιρίου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="34" />
            <source>5 VP per building others erect this round; your played cards come back</source>
            <translation>5 ΠΝ για κάθε κτίριο που χτίζουν οι άλλοι σε αυτόν τον γύρο· οι παιγμένες κάρτες σου επιστρέφουν</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="71" />
            <source>%1's cards</source>
            <translation>Κάρτες: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="72" />
            <source>No card left in the hand.</source>
            <translation>Δεν έμεινε καμία κάρτα στο χέρι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="74" />
            <source>Character cards</source>
            <translation>Κάρτες χαρακτήρων</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="75" />
            <source>At a shared screen the hands stay hidden until their owner's turn.</source>
            <translation>Σε κοινή οθόνη τα χέρια μένουν κρυφά μέχρι τη σειρά του κατόχου τους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="78" />
            <source>The cards chosen for this round lie here face down; only you see them.</source>
            <translation>Οι κάρτες που διάλεξες για αυτόν τον γύρο βρίσκονται εδώ κλειστές· μόνο εσύ τις βλέπεις.</translation>
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
            <translation>διάλεξε κλειστή</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="121" />
            <source>Winter cards still to come: %1</source>
            <translation>Κάρτες χειμώνα που απομένουν: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>innkeeper: %1</source>
            <translation>ταβερνιάρης: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="150" />
            <source>no innkeeper yet</source>
            <translation>κανένας ταβερνιάρης ακόμη</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="151" />
            <source>talers on the card: %1</source>
            <translation>τάλιρα στην κάρτα: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="154" />
            <location filename="../../gui/games/castle/panels.py" line="109" />
            <source>none</source>
            <translation>κανένας</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/hand.py" line="155" />
            <source>suitors: %1 · on the card: %2</source>
            <translation>μνηστήρες: %1 · στην κάρτα: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="76" />
            <source>%1's helper</source>
            <translation>Βοηθός του παίκτη %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="80" />
            <source>%1's trader helper</source>
            <translation>Βοηθός εμπόρου του παίκτη %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="88" />
            <source>%1: a helper space for %2</source>
            <translation>%1: θέση βοηθού για %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="90" />
            <source>%1 — %2's helper</source>
            <translation>%1 — βοηθός του παίκτη %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="91" />
            <source>%1 (open once it is erected)</source>
            <translation>%1 (ανοίγει μόλις χτιστεί)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="109" />
            <source>%1: costs %2 building points, scores %3 VP</source>
            <translation>%1: κοστίζει %2 πόντους κατασκευής, δίνει %3 ΠΝ</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="114" />
            <source>%1, erected by %2 in round %3 (%4 VP)</source>
            <translation>%1, χτίστηκε από τον παίκτη %2 στον γύρο %3 (%4 ΠΝ)</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="150" />
            <source>The defense tower holds %1</source>
            <translation>Ο αμυντικός πύργος έχει: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="162" />
            <source>Silver in the forge: %1</source>
            <translation>Ασήμι στο σιδηρουργείο: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="171" />
            <source>Round %1: a taler for its first player</source>
            <translation>Γύρος %1: ένα τάλιρο για τον πρώτο παίκτη του</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="176" />
            <source>Round %1 draws a winter card</source>
            <translation>Στον γύρο %1 τραβιέται κάρτα χειμώνα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/board.py" line="179" />
            <location filename="../../gui/games/castle/texts.py" line="208" />
            <source>Round %1 of %2</source>
            <translation>Γύρος %1 από %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="56" />
            <source>Cancel</source>
            <translation>Άκυρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="88" />
            <source>Bricklayer: take one resource from the defense tower</source>
            <translation>Χτίστης: πάρε έναν πόρο από τον αμυντικό πύργο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="90" />
            <source>Stonemason: buy a piece from a Worker, or build</source>
            <translation>Λιθοξόος: αγόρασε ένα κομμάτι από Εργάτη ή χτίσε</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="91" />
            <source>%1: you may also</source>
            <translation>%1: μπορείς επίσης:</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="98" />
            <source>The Castle Maiden</source>
            <translation>Η Αρχοντοπούλα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="100" />
            <source>The %1</source>
            <translation>%1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="102" />
            <source>The Stone Worker: choose two pieces</source>
            <translation>Ο Εργάτης πέτρας: διάλεξε δύο κομμάτια</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="105" />
            <source>Sell the last %1 of your %2?</source>
            <translation>Να πουλήσεις το τελευταίο κομμάτι (%1) της κάρτας σου %2;</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/choices.py" line="107" />
            <source>Palace: turn pieces into points</source>
            <translation>Παλάτι: μετάτρεψε κομμάτια σε πόντους</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="70" />
            <source>%n in hand</source>
            <translation>
                <numerusform>%n στο χέρι</numerusform>
                <numerusform>%n στο χέρι</numerusform>
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
            <translation>Βοηθοί στο απόθεμα: %1 · πόντοι νίκης: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="113" />
            <source>Played cards: %1</source>
            <translation>Παιγμένες κάρτες: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/panels.py" line="114" />
            <source>Cards in hand: %1, of them face down: %2</source>
            <translation>Κάρτες στο χέρι: %1, από αυτές κλειστές: %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="101" />
            <source>A helper of your supply: drag it onto a lit cart or helper space</source>
            <translation>Ένας βοηθός από το απόθεμά σου: σύρε τον σε φωτισμένο κάρο ή θέση βοηθού</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="155" />
            <source>Drag the helper onto a lit place, or click the lit place.</source>
            <translation>Σύρε τον βοηθό σε φωτισμένη θέση ή κάνε κλικ στη φωτισμένη θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="165" />
            <location filename="../../gui/games/castle/table.py" line="192" />
            <source>Drop the card on the place of the chosen cards to choose it.</source>
            <translation>Άφησε την κάρτα στη θέση των επιλεγμένων καρτών για να τη διαλέξεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="167" />
            <source>Drop the building on your panel to erect it.</source>
            <translation>Άφησε το κτίριο στο πλαίσιό σου για να το χτίσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="200" />
            <source>Drop the building on your panel to erect it, or click it.</source>
            <translation>Άφησε το κτίριο στο πλαίσιό σου για να το χτίσεις ή κάνε κλικ σε αυτό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="204" />
            <source>Drop the helper on a lit cart or helper space.</source>
            <translation>Άφησε τον βοηθό σε φωτισμένο κάρο ή θέση βοηθού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>Pay for the %1:</source>
            <translation>Πληρωμή για το κτίριο %1:</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="215" />
            <source>%1: which helper?</source>
            <translation>%1: ποιος βοηθός;</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="240" />
            <source>%1: you would keep %2 and %3 talers, with %4 VP.</source>
            <translation>%1: θα σου έμεναν %2 και %3 τάλιρα, με %4 ΠΝ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="260" />
            <location filename="../../gui/games/castle/words.py" line="118" />
            <source>Finish the card</source>
            <translation>Τέλος κάρτας</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="272" />
            <source>Click a character card to lay it face down for this round, or drag it to the dashed places.</source>
            <translation>Κάνε κλικ σε μια κάρτα χαρακτήρα για να την βάλεις κλειστή σε αυτόν τον γύρο ή σύρε τη στις διακεκομμένες θέσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="274" />
            <source>Choose one of the offers, or Cancel.</source>
            <translation>Διάλεξε μία από τις προσφορές ή «Άκυρο».</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="277" />
            <source>Click a lit cart, or drag your helper onto it.</source>
            <translation>Κάνε κλικ σε φωτισμένο κάρο ή σύρε πάνω του τον βοηθό σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="279" />
            <source>Click a lit building site to erect it, or a lit helper space to place a helper; Finish the card when done.</source>
            <translation>Κάνε κλικ σε φωτισμένη θέση κτιρίου για να το χτίσεις ή σε φωτισμένη θέση βοηθού για να βάλεις βοηθό· «Τέλος κάρτας» όταν τελειώσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="281" />
            <source>Click a lit building site to erect it; Finish the card when done.</source>
            <translation>Κάνε κλικ σε φωτισμένη θέση κτιρίου για να το χτίσεις· «Τέλος κάρτας» όταν τελειώσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="283" />
            <source>Click a lit helper space, or drag your helper onto it; Finish the card when done.</source>
            <translation>Κάνε κλικ σε φωτισμένη θέση βοηθού ή σύρε πάνω της τον βοηθό σου· «Τέλος κάρτας» όταν τελειώσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="285" />
            <source>Choose with the buttons on the board.</source>
            <translation>Διάλεξε με τα κουμπιά στο ταμπλό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/table.py" line="286" />
            <source>Finish the card with the button below.</source>
            <translation>Ολοκλήρωσε την κάρτα με το κουμπί από κάτω.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="24" />
            <source>%n talers</source>
            <translation>
                <numerusform>%n τάλιρο</numerusform>
                <numerusform>%n τάλιρα</numerusform>
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
            <translation>τίποτα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="48" />
            <source>someone</source>
            <translation>κάποιος</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="54" />
            <source>the rider</source>
            <translation>τον ιππέα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="55" />
            <source>the %1 cart</source>
            <translation>το κάρο «%1»</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="63" />
            <location filename="../../gui/games/castle/words.py" line="98" />
            <source>the innkeeper</source>
            <translation>ο ταβερνιάρης</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="64" />
            <source>from %1</source>
            <translation>από %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="71" />
            <source>Choose your %1</source>
            <translation>Διάλεξε την κάρτα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="73" />
            <source>Court the Castle Maiden</source>
            <translation>Διεκδίκησε την Αρχοντοπούλα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="75" />
            <source>Do not court her</source>
            <translation>Μην τη διεκδικήσεις</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="77" />
            <source>Deposit %1</source>
            <translation>Κατάθεσε: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="79" />
            <source>Withdraw for good</source>
            <translation>Αποσύρσου οριστικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="81" />
            <location filename="../../gui/games/castle/words.py" line="93" />
            <source>Take %1</source>
            <translation>Πάρε: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="83" />
            <source>Give up your %1</source>
            <translation>Παράδωσε την κάρτα %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="85" />
            <source>Pay the bank instead</source>
            <translation>Πλήρωσε στην τράπεζα αντί γι' αυτό</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="87" />
            <source>Donate no stone</source>
            <translation>Μη δωρίσεις πέτρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="95" />
            <source>Take your helper back from %1</source>
            <translation>Πάρε πίσω τον βοηθό σου από %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="97" />
            <source>Send a helper to %1</source>
            <translation>Στείλε βοηθό προς %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="100" />
            <source>Take the %1 from the defense tower</source>
            <translation>Πάρε από τον αμυντικό πύργο: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="102" />
            <source>Buy 1 %1 from %2's %3</source>
            <translation>Αγόρασε 1 κομμάτι (%1) από την κάρτα %3 του παίκτη %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="104" />
            <source>Sell the piece</source>
            <translation>Πούλησε το κομμάτι</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="106" />
            <source>Keep the piece</source>
            <translation>Κράτησε το κομμάτι</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="108" />
            <source>Erect the %1 with %2</source>
            <translation>Χτίσε το κτίριο %1 με %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="110" />
            <source>Forge 1 silver into 1 %1</source>
            <translation>Μετάτρεψε 1 ασήμι σε 1 κομμάτι: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="112" />
            <source>Place a helper in the %1</source>
            <translation>Τοποθέτησε βοηθό στο κτίριο %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="115" />
            <source>Make a helper the innkeeper</source>
            <translation>Κάνε έναν βοηθό ταβερνιάρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn %1 into points</source>
            <translation>Μετάτρεψε σε πόντους: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/words.py" line="121" />
            <source>Turn nothing into points</source>
            <translation>Μη μετατρέψεις τίποτα σε πόντους</translation>
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
                <numerusform>%n επιλεγμένη</numerusform>
                <numerusform>%n επιλεγμένες</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/panels.py" line="96" />
            <source>%n VP</source>
            <translation>
                <numerusform>%n ΠΝ</numerusform>
                <numerusform>%n ΠΝ</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/texts.py" line="109" />
            <source>%1's Master Builder: %n buildings by others this round, %2 VP; the played cards come back to the hand.</source>
            <translation>
                <numerusform>%1: ο Αρχιμάστορας — %n κτίριο από άλλους σε αυτόν τον γύρο, %2 ΠΝ· οι παιγμένες κάρτες επιστρέφουν στο χέρι.</numerusform>
                <numerusform>%1: ο Αρχιμάστορας — %n κτίρια από άλλους σε αυτόν τον γύρο, %2 ΠΝ· οι παιγμένες κάρτες επιστρέφουν στο χέρι.</numerusform>
            </translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/castle/words.py" line="88" />
            <source>Donate %n stones</source>
            <translation>
                <numerusform>Δώρισε %n πέτρα</numerusform>
                <numerusform>Δώρισε %n πέτρα</numerusform>
            </translation>
        </message>
    </context>
    <context>
        <name>gardens</name>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="117" />
            <source>%1 · finished: nobody scored</source>
            <translation>%1 · ολοκληρώθηκε: κανείς δεν πήρε πόντους</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="118" />
            <source>%1 · finished: %2 scored %3</source>
            <translation>%1 · ολοκληρώθηκε: %2 πήρε %3 πόντους</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="122" />
            <source>no trees yet</source>
            <translation>κανένα δέντρο ακόμη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/board.py" line="123" />
            <source>%1 · %2 of %3 garden spaces laid · facing it: %4</source>
            <translation>%1 · %2 από %3 θέσεις κήπου καλυμμένες · στραμμένα προς αυτό: %4</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="24" />
            <source>Last scoring: %1's tile</source>
            <translation>Τελευταία βαθμολογία: πλακίδιο του παίκτη %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="26" />
            <source>How a building scores</source>
            <translation>Πώς βαθμολογείται ένα κτίριο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="41" />
            <source>A building is scored when every garden space around it holds a tile: four inside, two on an edge, one in a corner.</source>
            <translation>Ένα κτίριο βαθμολογείται όταν κάθε θέση κήπου γύρω του έχει πλακίδιο: τέσσερις στο εσωτερικό, δύο σε μια άκρη, μία σε γωνία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="43" />
            <source>The colour with the most trees facing it wins its value times the kinds of tree facing it.</source>
            <translation>Το χρώμα με τα περισσότερα δέντρα στραμμένα προς το κτίριο κερδίζει την αξία του επί τα είδη δέντρων που είναι στραμμένα προς αυτό.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/notes.py" line="45" />
            <source>Colours tied for the most knock each other out, and the next count wins — even a colour with no trees there. If no count is left alone, nobody scores.</source>
            <translation>Τα χρώματα που ισοβαθμούν στην πρώτη θέση αλληλοεξουδετερώνονται και κερδίζει ο επόμενος αριθμός — ακόμη και ένα χρώμα χωρίς δέντρα εκεί. Αν δεν μείνει κανένας αριθμός που να τον έχει μόνο ένα χρώμα, κανείς δεν παίρνει πόντους.</translation>
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
            <translation>Πλακίδια στο χέρι: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="108" />
            <source>Drag a tile onto a lit garden space, or click it and then the space. Turn it with the mouse wheel while you hold it, with R or a right-click, or with the arrows.</source>
            <translation>Σύρε ένα πλακίδιο σε φωτισμένη θέση κήπου ή κάνε κλικ σε αυτό και μετά στη θέση. Γύρισέ το με τη ροδέλα του ποντικιού όσο το κρατάς, με το R ή δεξί κλικ, ή με τα βέλη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>none to draw</source>
            <translation>κανένα για τράβηγμα</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/panels.py" line="135" />
            <source>%n to draw</source>
            <translation>
                <numerusform>%n για τράβηγμα</numerusform>
                <numerusform>%n για τράβηγμα</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="137" />
            <source>%1's tiles</source>
            <translation>Πλακίδια: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="139" />
            <source>Tiles in hand</source>
            <translation>Πλακίδια στο χέρι</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="143" />
            <source>Garden tiles left to draw: %1</source>
            <translation>Πλακίδια κήπου για τράβηγμα: %1</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="145" />
            <source>The tiles in hand stay hidden until their owner's turn.</source>
            <translation>Τα πλακίδια στο χέρι μένουν κρυφά μέχρι τη σειρά του κατόχου τους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/panels.py" line="161" />
            <source>… the log tells the rest.</source>
            <translation>… τα υπόλοιπα στο ημερολόγιο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="25" />
            <source>purple</source>
            <translation>μωβ</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="26" />
            <source>green</source>
            <translation>πράσινο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="27" />
            <source>yellow</source>
            <translation>κίτρινο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="28" />
            <source>orange</source>
            <translation>πορτοκαλί</translation>
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
            <translation>στην πάνω αριστερή γωνία</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="57" />
            <source>in the top right corner</source>
            <translation>στην πάνω δεξιά γωνία</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="59" />
            <source>in the bottom left corner</source>
            <translation>στην κάτω αριστερή γωνία</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="61" />
            <source>in the bottom right corner</source>
            <translation>στην κάτω δεξιά γωνία</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="63" />
            <source>on the top edge</source>
            <translation>στην πάνω άκρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="65" />
            <source>on the bottom edge</source>
            <translation>στην κάτω άκρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="67" />
            <source>on the left edge</source>
            <translation>στην αριστερή άκρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="69" />
            <source>on the right edge</source>
            <translation>στη δεξιά άκρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="71" />
            <source>in the very centre</source>
            <translation>ακριβώς στο κέντρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>upper</source>
            <translation>πάνω</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="72" />
            <source>lower</source>
            <translation>κάτω</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>left</source>
            <translation>αριστερά</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="73" />
            <source>right</source>
            <translation>δεξιά</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="75" />
            <source>in the %1 %2 of the garden</source>
            <comment>upper/lower, left/right</comment>
            <translation>%1 %2 στον κήπο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="76" />
            <source>in the %1 middle of the garden</source>
            <comment>upper/lower/left/right</comment>
            <translation>%1 στη μέση του κήπου</translation>
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
            <translation>%1, χωρίς κάτοχο</translation>
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
            <translation>%1 και %2</translation>
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
            <translation>%1 μόνες με %2: κερδίζουν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="129" />
            <source>%1 tie with %2 each and knock each other out.</source>
            <translation>%1 ισοβαθμούν με %2 η καθεμία και αλληλοεξουδετερώνονται.</translation>
        </message>
        <message numerus="yes">
            <location filename="../../gui/games/gardens/texts.py" line="143" />
            <source>%n kinds of tree × value %1 = %2</source>
            <translation>
                <numerusform>%n είδος δέντρου × αξία %1 = %2</numerusform>
                <numerusform>%n είδη δέντρων × αξία %1 = %2</numerusform>
            </translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="153" />
            <source>%1 is finished: %2, owned by nobody, have the majority, so nobody scores.</source>
            <translation>%1: ο κήπος ολοκληρώθηκε· την πλειοψηφία έχουν οι %2, που δεν ανήκουν σε κανέναν, οπότε κανείς δεν παίρνει πόντους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="156" />
            <source>%1 is finished: nobody scores.</source>
            <translation>%1: ο κήπος ολοκληρώθηκε· κανείς δεν παίρνει πόντους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="157" />
            <source>%1 is finished: %2 scores %3 (%4).</source>
            <translation>%1: ο κήπος ολοκληρώθηκε· %2 παίρνει %3 πόντους (%4).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="172" />
            <source>%1 lays a garden tile with %2 trees of each kind.</source>
            <translation>%1 τοποθετεί πλακίδιο κήπου με %2 δέντρα από κάθε είδος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="177" />
            <source>Facing it: %1.</source>
            <translation>Στραμμένα προς αυτό: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="180" />
            <source>%1 draws a garden tile.</source>
            <translation>%1 τραβά πλακίδιο κήπου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="190" />
            <source>The game is over.</source>
            <translation>Το παιχνίδι τελείωσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="194" />
            <source>%1 is laying a garden tile…</source>
            <translation>%1 τοποθετεί πλακίδιο κήπου…</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="196" />
            <source>%1: lay the first garden tile on one of the 16 inner spaces. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: βάλε το πρώτο πλακίδιο κήπου σε μία από τις 16 εσωτερικές θέσεις. Γύρισέ το με τη ροδέλα του ποντικιού, το R ή δεξί κλικ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="199" />
            <source>%1: choose one of your tiles and lay it next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: διάλεξε ένα από τα πλακίδιά σου και βάλ' το δίπλα στον κήπο. Γύρισέ το με τη ροδέλα του ποντικιού, το R ή δεξί κλικ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="201" />
            <source>%1: lay your garden tile next to the garden. Turn it with the mouse wheel, R or a right-click.</source>
            <translation>%1: βάλε το πλακίδιο κήπου σου δίπλα στον κήπο. Γύρισέ το με τη ροδέλα του ποντικιού, το R ή δεξί κλικ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="208" />
            <source>That garden tile is not in your hand.</source>
            <translation>Αυτό το πλακίδιο κήπου δεν είναι στο χέρι σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="209" />
            <source>There is no such garden tile in this game.</source>
            <translation>Δεν υπάρχει τέτοιο πλακίδιο κήπου σε αυτό το παιχνίδι.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="210" />
            <source>There is no garden space there.</source>
            <translation>Δεν υπάρχει θέση κήπου εκεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="211" />
            <source>That garden space already holds a tile.</source>
            <translation>Αυτή η θέση κήπου έχει ήδη πλακίδιο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="212" />
            <source>The first garden tile goes on one of the 16 inner spaces, not on the outer ring.</source>
            <translation>Το πρώτο πλακίδιο κήπου μπαίνει σε μία από τις 16 εσωτερικές θέσεις, όχι στον εξωτερικό δακτύλιο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="214" />
            <source>A garden tile must share a side with a tile already laid (touching at a corner is not enough).</source>
            <translation>Ένα πλακίδιο κήπου πρέπει να έχει κοινή πλευρά με πλακίδιο που έχει ήδη τοποθετηθεί (δεν αρκεί να ακουμπά σε γωνία).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/texts.py" line="216" />
            <source>A garden tile can only be turned a quarter at a time, so that each kind of tree faces one building.</source>
            <translation>Ένα πλακίδιο κήπου γυρίζει μόνο κατά ένα τέταρτο κάθε φορά, ώστε κάθε είδος δέντρου να είναι στραμμένο προς ένα κτίριο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/ui.py" line="26" />
            <source>2-4 players · about 30 minutes
Lay garden tiles between the palace's buildings and turn them so your trees face the buildings: when a building's garden is complete, the most trees win it.</source>
            <translation>2-4 παίκτες · περίπου 30 λεπτά
Βάλε πλακίδια κήπου ανάμεσα στα κτίρια του παλατιού και γύρισέ τα ώστε τα δέντρα σου να είναι στραμμένα προς τα κτίρια: όταν ο κήπος ενός κτιρίου ολοκληρωθεί, τα περισσότερα δέντρα το κερδίζουν.</translation>
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
            <translation>τουλάχιστον %1 κάρτες ενός νομίσματος</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="47" />
            <source>at least %1 in one currency</source>
            <translation>τουλάχιστον %1 σε ένα νόμισμα</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="52" />
            <location filename="../../gui/games/granada/texts.py" line="53" />
            <source>Granada</source>
            <translation>Γρανάδα</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="56" />
            <location filename="../../gui/games/granada/ui.py" line="24" />
            <source>Juan</source>
            <translation>Χουάν</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="65" />
            <source>%1 pays %2 to turn %3 over: it becomes %4.</source>
            <translation>%1 πληρώνει %2 για να γυρίσει το πλακίδιο %3: γίνεται %4.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="85" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada or give them to Juan.</source>
            <translation>%1: πλήρωσες το κόστος γυρίσματος για τα πλακίδια %2 — χτίσε τα στη Γρανάδα σου ή δώσ' τα στον Χουάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="86" />
            <source>%1: you paid the flip fee for %2 — build them in your Granada.</source>
            <translation>%1: πλήρωσες το κόστος γυρίσματος για τα πλακίδια %2 — χτίσε τα στη Γρανάδα σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="89" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada or give it to Juan.</source>
            <translation>%1: πλήρωσες το κόστος γυρίσματος για το πλακίδιο %2 — χτίσε το στη Γρανάδα σου ή δώσ' το στον Χουάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="91" />
            <source>%1: you paid the flip fee for %2 — build it in your Granada.</source>
            <translation>%1: πλήρωσες το κόστος γυρίσματος για το πλακίδιο %2 — χτίσε το στη Γρανάδα σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="93" />
            <source>%1: drag each tile you bought into your Granada, onto your reserve or to Juan; pay the flip fee to build or give it on its other face.</source>
            <translation>%1: σύρε κάθε πλακίδιο που αγόρασες στη Γρανάδα σου, στο απόθεμά σου ή στον Χουάν· πλήρωσε το κόστος γυρίσματος για να το χτίσεις ή να το δώσεις με την άλλη όψη του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="95" />
            <source>%1: drag each tile you bought into your Granada or onto your reserve; pay the flip fee to build it on its other face.</source>
            <translation>%1: σύρε κάθε πλακίδιο που αγόρασες στη Γρανάδα σου ή στο απόθεμά σου· πλήρωσε το κόστος γυρίσματος για να το χτίσεις με την άλλη όψη του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="104" />
            <source>%1: you receive a tile on the face it shows — build it so, or put it in your reserve.</source>
            <translation>%1: παίρνεις ένα πλακίδιο με την όψη που δείχνει — χτίσε το έτσι ή βάλ' το στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="123" />
            <source>The flip fee is paid in one currency, not in %1.</source>
            <translation>Το κόστος γυρίσματος πληρώνεται σε ένα νόμισμα, όχι σε %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="132" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: it cannot be turned over.</source>
            <translation>Ένα πλακίδιο που δίνεται στο τέλος του παιχνιδιού κρατά την όψη που έδειχνε στην αγορά: δεν μπορεί να γυρίσει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="134" />
            <source>%1 cannot be turned over: only a tile bought this turn can, before it is placed.</source>
            <translation>Το πλακίδιο %1 δεν μπορεί να γυρίσει: γυρίζει μόνο πλακίδιο που αγοράστηκε σε αυτή τη σειρά, πριν τοποθετηθεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="136" />
            <source>%1 has already been turned over this turn.</source>
            <translation>Το πλακίδιο %1 έχει ήδη γυρίσει σε αυτή τη σειρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="137" />
            <source>%1, the other face of %2, fits nowhere in your Granada, so no fee is taken; your reserve takes either face for free.</source>
            <translation>Η όψη %1, η άλλη όψη του πλακιδίου %2, δεν χωράει πουθενά στη Γρανάδα σου, οπότε δεν χρεώνεται κόστος· το απόθεμά σου δέχεται όποια όψη θέλεις δωρεάν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="140" />
            <source>Choose the cards that pay the flip fee.</source>
            <translation>Διάλεξε τις κάρτες που πληρώνουν το κόστος γυρίσματος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="141" />
            <source>The flip fee is at least %1 cards of one currency, not %2.</source>
            <translation>Το κόστος γυρίσματος είναι τουλάχιστον %1 κάρτες ενός νομίσματος, όχι %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="142" />
            <source>The flip fee is at least %1 in one currency; these cards are worth %2.</source>
            <translation>Το κόστος γυρίσματος είναι τουλάχιστον %1 σε ένα νόμισμα· αυτές οι κάρτες αξίζουν %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="144" />
            <source>You paid the flip fee to build %1, so it cannot go into your reserve.</source>
            <translation>Πλήρωσες το κόστος γυρίσματος για να χτίσεις το πλακίδιο %1, οπότε δεν μπορεί να μπει στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="146" />
            <location filename="../../gui/games/granada/texts.py" line="148" />
            <source>A tile awarded at the end of the game keeps the face it showed in the market: %1, not %2.</source>
            <translation>Ένα πλακίδιο που δίνεται στο τέλος του παιχνιδιού κρατά την όψη που έδειχνε στην αγορά: %1, όχι %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="150" />
            <source>%1 is built on the face it shows; pay the flip fee first to build it as %2.</source>
            <translation>Το πλακίδιο %1 χτίζεται με την όψη που δείχνει· πλήρωσε πρώτα το κόστος γυρίσματος για να το χτίσεις ως %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/texts.py" line="152" />
            <source>%1 goes to Juan on the face it shows; pay the flip fee first to give it as %2.</source>
            <translation>Το πλακίδιο %1 πηγαίνει στον Χουάν με την όψη που δείχνει· πλήρωσε πρώτα το κόστος γυρίσματος για να το δώσεις ως %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/ui.py" line="18" />
            <source>2-6 players · about 60 minutes
Build Granada with double-sided tiles: choose the face of each building (a fee turns it over), lead each type by number and value, and dig the longest moat.</source>
            <translation>2-6 παίκτες · περίπου 60 λεπτά
Χτίσε τη Γρανάδα με πλακίδια δύο όψεων: διάλεξε την όψη κάθε κτιρίου (με ένα κόστος το γυρίζεις), προηγήσου σε κάθε τύπο σε πλήθος και αξία και σκάψε τη μακρύτερη τάφρο.</translation>
        </message>
    </context>
    <context>
        <name>levels</name>
        <message>
            <location filename="../../gui/levels.py" line="13" />
            <source>Easy</source>
            <translation>Εύκολο</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="14" />
            <source>Normal</source>
            <translation>Κανονικό</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="15" />
            <source>Hard</source>
            <translation>Δύσκολο</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="19" />
            <source>Plays the move that looks best right now.</source>
            <translation>Παίζει την κίνηση που φαίνεται καλύτερη αυτή τη στιγμή.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="20" />
            <source>Thinks a few moves ahead.</source>
            <translation>Σκέφτεται μερικές κινήσεις μπροστά.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="21" />
            <source>Thinks furthest ahead: the strongest level.</source>
            <translation>Σκέφτεται πιο μακριά από όλα: το πιο δυνατό επίπεδο.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="23" />
            <source>Wins %1 of %2 two-player games against %3.</source>
            <translation>Κερδίζει %1 από %2 παρτίδες δύο παικτών (αντίπαλος: %3).</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="24" />
            <source>Wins %1 of %2 games against %3 %4 players at once.</source>
            <translation>Κερδίζει %1 από %2 παρτίδες απέναντι σε %3 παίκτες του επιπέδου «%4» ταυτόχρονα.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="35" />
            <source>Random</source>
            <translation>Τυχαίο</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="63" />
            <source>Plays any legal move: for learning the rules.</source>
            <translation>Παίζει οποιαδήποτε έγκυρη κίνηση: για να μάθεις τους κανόνες.</translation>
        </message>
        <message>
            <location filename="../../gui/levels.py" line="41" />
            <source>a random player</source>
            <translation>τυχαίος παίκτης</translation>
        </message>
    </context>
    <context>
        <name>names</name>
        <message>
            <location filename="../../gui/i18n_names.py" line="21" />
            <source>Pavilion</source>
            <translation>Παβιγιόν</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="22" />
            <source>Seraglio</source>
            <translation>Σεράι</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="23" />
            <source>Arcades</source>
            <translation>Στοά</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="24" />
            <source>Chambers</source>
            <translation>Διαμέρισμα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="25" />
            <source>Garden</source>
            <translation>Κήπος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="26" />
            <location filename="../../gui/i18n_names.py" line="84" />
            <source>Tower</source>
            <translation>Πύργος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="27" />
            <source>Lion fountain</source>
            <translation>Κρήνη των Λεόντων</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="29" />
            <source>Arena</source>
            <translation>Αρένα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="30" />
            <source>Bathhouse</source>
            <translation>Λουτρό</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="31" />
            <source>Library</source>
            <translation>Βιβλιοθήκη</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="32" />
            <source>Hostel</source>
            <translation>Πανδοχείο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="33" />
            <source>Hospital</source>
            <translation>Νοσοκομείο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="34" />
            <location filename="../../gui/i18n_names.py" line="82" />
            <source>Market</source>
            <translation>Αγορά</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="35" />
            <source>Park</source>
            <translation>Πάρκο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="36" />
            <source>School</source>
            <translation>Σχολείο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="37" />
            <source>Residential district</source>
            <translation>Προάστιο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="43" />
            <source>lavender</source>
            <translation>λεβάντες</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="44" />
            <source>palms</source>
            <translation>φοινικιές</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="45" />
            <source>lemon trees</source>
            <translation>λεμονιές</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="46" />
            <source>orange trees</source>
            <translation>πορτοκαλιές</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="50" />
            <source>Denar</source>
            <translation>Δηνάρια</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="51" />
            <source>Dirham</source>
            <translation>Ντιρχάμ</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="52" />
            <source>Ducat</source>
            <translation>Δουκάτα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="53" />
            <source>Florin</source>
            <translation>Φιορίνια</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="60" />
            <source>sand</source>
            <translation>άμμος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="61" />
            <source>wood</source>
            <translation>ξύλο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="62" />
            <source>clay</source>
            <translation>πηλός</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="63" />
            <source>stone</source>
            <translation>πέτρα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="64" />
            <source>silver</source>
            <translation>ασήμι</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="66" />
            <source>Messenger</source>
            <translation>Αγγελιαφόρος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="67" />
            <source>Trader</source>
            <translation>Έμπορος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="68" />
            <source>Bricklayer</source>
            <translation>Χτίστης</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="69" />
            <source>Stonemason</source>
            <translation>Λιθοξόος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="70" />
            <source>Wood Worker</source>
            <translation>Εργάτης ξύλου</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="71" />
            <source>Sand Worker</source>
            <translation>Εργάτης άμμου</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="72" />
            <source>Stone Worker</source>
            <translation>Εργάτης πέτρας</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="73" />
            <source>Master Builder</source>
            <translation>Αρχιμάστορας</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="75" />
            <source>Keep</source>
            <translation>Ακρόπυργος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="76" />
            <source>Tavern</source>
            <translation>Ταβέρνα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="77" />
            <source>Small Gate</source>
            <translation>Μικρή Πύλη</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="78" />
            <source>Large Gate</source>
            <translation>Μεγάλη Πύλη</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="79" />
            <source>Stable</source>
            <translation>Στάβλος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="80" />
            <source>Servants' House</source>
            <translation>Σπίτι των υπηρετών</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="81" />
            <source>Palace</source>
            <translation>Παλάτι</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="83" />
            <source>Forge</source>
            <translation>Σιδηρουργείο</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="85" />
            <source>House</source>
            <translation>Σπίτι</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="87" />
            <source>rider</source>
            <translation>ιππέας</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="89" />
            <source>Village Tavern</source>
            <translation>Ταβέρνα του χωριού</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="90" />
            <source>Barn</source>
            <translation>Αχυρώνας</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="91" />
            <source>Castle Maiden</source>
            <translation>Αρχοντοπούλα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="92" />
            <source>Plague</source>
            <translation>Πανούκλα</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="93" />
            <source>Crack in the Wall</source>
            <translation>Ρωγμή στο τείχος</translation>
        </message>
        <message>
            <location filename="../../gui/i18n_names.py" line="94" />
            <source>Snowdrift</source>
            <translation>Χιονοστιβάδα</translation>
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
            <translation>Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/__init__.py" line="13" />
            <source>Alcazar</source>
            <translation>Αλκαζάρ</translation>
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
            <translation>Γρανάδα</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/__init__.py" line="14" />
            <source>Alhambra + Granada</source>
            <translation>Αλάμπρα + Γρανάδα</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/__init__.py" line="13" />
            <source>The Gardens of the Alhambra</source>
            <translation>Οι Κήποι της Αλάμπρα</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/__init__.py" line="14" />
            <source>A Castle for All Seasons</source>
            <translation>Ένα κάστρο για όλες τις εποχές</translation>
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
            <translation>Μακρύτερο τείχος</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="13" />
            <source>How the longest outer wall is measured. It only differs for a closed ring of n wall segments: it scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Πώς μετριέται το μακρύτερο εξωτερικό τείχος. Διαφέρει μόνο για έναν κλειστό δακτύλιο n τμημάτων τείχους: μετράει n ως διαδρομή (trail), n − 1 ως απλό μονοπάτι (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="16" />
            <source>Start player tie-break</source>
            <translation>Ισοπαλία για τον πρώτο παίκτη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="17" />
            <source>Who begins when players tie for the fewest cards and the lowest total at the start. “Youngest player” needs the players’ ages.</source>
            <translation>Ποιος ξεκινά όταν κάποιοι παίκτες ισοβαθμούν στις λιγότερες κάρτες και στο μικρότερο σύνολο στην αρχή. Το «Ο νεότερος παίκτης» χρειάζεται τις ηλικίες των παικτών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="20" />
            <source>Players’ ages</source>
            <translation>Ηλικίες παικτών</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="21" />
            <source>One age per player in seat order, separated by commas (for example 34, 9, 41). Leave empty unless the youngest player breaks ties.</source>
            <translation>Μία ηλικία για κάθε παίκτη με τη σειρά των θέσεων, χωρισμένες με κόμματα (π.χ. 34, 9, 41). Άφησέ το κενό, εκτός αν οι ισοπαλίες λύνονται με τον νεότερο παίκτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="24" />
            <source>The neutral player can win</source>
            <translation>Ο ουδέτερος παίκτης μπορεί να κερδίσει</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="25" />
            <source>Two players: rank the neutral player (Dirk, Juan) like a player. If the neutral player scores strictly highest, nobody wins.</source>
            <translation>Δύο παίκτες: ο ουδέτερος παίκτης (Ντιρκ, Χουάν) κατατάσσεται σαν κανονικός παίκτης. Αν ο ουδέτερος παίκτης έχει μόνος του τους περισσότερους πόντους, κανείς δεν κερδίζει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="28" />
            <source>Copies of each money card</source>
            <translation>Αντίτυπα κάθε κάρτας χρημάτων</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="29" />
            <source>Two players only. 2 copies (72 cards) as in the published two-player rules; 3 copies (all 108 cards) is a house rule.</source>
            <translation>Μόνο για δύο παίκτες. 2 αντίτυπα (72 κάρτες) όπως στους επίσημους κανόνες για δύο παίκτες· 3 αντίτυπα (και οι 108 κάρτες) είναι κανόνας του σπιτιού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="32" />
            <source>Market currencies</source>
            <translation>Νομίσματα της αγοράς</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="33" />
            <source>The currency of market spaces 1 to 4, top to bottom. Drag to reorder.</source>
            <translation>Το νόμισμα των θέσεων 1 έως 4 της αγοράς, από πάνω προς τα κάτω. Σύρε για να αλλάξεις τη σειρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="35" />
            <source>Game end</source>
            <translation>Τέλος του παιχνιδιού</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="36" />
            <source>The game ends when the market cannot be refilled at the end of a turn, or already when the bag is empty (said to be the French edition’s rule).</source>
            <translation>Το παιχνίδι τελειώνει όταν η αγορά δεν μπορεί να συμπληρωθεί στο τέλος μιας σειράς ή ήδη όταν αδειάσει η σακούλα (λέγεται ότι έτσι ορίζει η γαλλική έκδοση).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="40" />
            <source>Module: the Vizier's favour</source>
            <translation>Ενότητα: η εύνοια του βεζίρη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="41" />
            <source>After every turn, a player with a face-up vizier may buy one building at the exact price, out of turn; turning the vizier back up costs an action.</source>
            <translation>Μετά από κάθε σειρά, ένας παίκτης με ανοιχτό βεζίρη μπορεί να αγοράσει ένα κτίριο στην ακριβή τιμή, εκτός σειράς· για να γυρίσει ξανά ανοιχτό τον βεζίρη χρειάζεται μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="44" />
            <source>Module: the money changers</source>
            <translation>Ενότητα: οι αργυραμοιβοί</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="45" />
            <source>Six changer cards come up in the money display; one lets you pay a purchase with two currencies.</source>
            <translation>Έξι κάρτες αργυραμοιβών εμφανίζονται στις ανοιχτές κάρτες χρημάτων· μία σου επιτρέπει να πληρώσεις μια αγορά με δύο νομίσματα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="47" />
            <source>Module: the bonus cards</source>
            <translation>Ενότητα: οι κάρτες μπόνους</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="48" />
            <source>Secret cards showing a building without walls: once it stands in your Alhambra, the card counts as one more building of its type.</source>
            <translation>Μυστικές κάρτες που δείχνουν ένα κτίριο χωρίς τείχη: μόλις αυτό βρεθεί στην Αλάμπρα σου, η κάρτα μετράει για ένα κτίριο ακόμη του τύπου του.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="51" />
            <source>Module: the worker's huts</source>
            <translation>Ενότητα: οι καλύβες εργατών</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="52" />
            <source>Take up to three free huts as an action; a hut counts as an extra building for each open neighbour of its colour. Hut walls are our reconstruction.</source>
            <translation>Πάρε έως τρεις δωρεάν καλύβες ως ενέργεια· μια καλύβα μετράει ως επιπλέον κτίριο για κάθε ανοιχτό γείτονα του χρώματός της. Τα τείχη των καλυβών είναι δική μας ανασύνθεση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="12" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="17" />
            <source>Start player</source>
            <translation>Πρώτος παίκτης</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="13" />
            <source>The rulebook does not say who begins: a player chosen at random, or the first seat.</source>
            <translation>Το εγχειρίδιο κανόνων δεν λέει ποιος ξεκινά: ένας παίκτης στην τύχη ή η πρώτη θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="59" />
            <source>Longest trail (a ring of n scores n)</source>
            <translation>Μακρύτερη διαδρομή (δακτύλιος n μετράει n)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="60" />
            <source>Simple path (a ring of n scores n − 1)</source>
            <translation>Απλό μονοπάτι (δακτύλιος n μετράει n − 1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="19" />
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="61" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="41" />
            <source>Chosen at random</source>
            <translation>Στην τύχη</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="62" />
            <source>Youngest player</source>
            <translation>Ο νεότερος παίκτης</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="63" />
            <source>Florin (yellow)</source>
            <translation>Φιορίνια (κίτρινο)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="64" />
            <source>Dirham (green)</source>
            <translation>Ντιρχάμ (πράσινο)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="65" />
            <source>Denar (blue)</source>
            <translation>Δηνάρια (μπλε)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="66" />
            <source>Ducat (orange)</source>
            <translation>Δουκάτα (πορτοκαλί)</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="67" />
            <source>Market cannot be refilled</source>
            <translation>Η αγορά δεν μπορεί να συμπληρωθεί</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra/parameter_texts.py" line="68" />
            <source>Bag is empty</source>
            <translation>Η σακούλα άδειασε</translation>
        </message>
        <message>
            <location filename="../../gui/games/alcazar/parameter_texts.py" line="20" />
            <location filename="../../gui/games/castle/parameter_texts.py" line="42" />
            <source>The first seat</source>
            <translation>Η πρώτη θέση</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="20" />
            <source>Standard (by the number built)</source>
            <translation>Κανονική (ανάλογα με τα χτισμένα κτίρια)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="21" />
            <source>Simple (fixed points)</source>
            <translation>Απλή (σταθεροί πόντοι)</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="22" />
            <source>Worth at least 3, in one currency</source>
            <translation>Αξία τουλάχιστον 3, σε ένα νόμισμα</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="23" />
            <source>At least 3 cards of one currency</source>
            <translation>Τουλάχιστον 3 κάρτες ενός νομίσματος</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="29" />
            <source>Building scoring</source>
            <translation>Βαθμολόγηση κτιρίων</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="30" />
            <source>Standard: the points of a place are a multiple of the number of buildings of that type in all cities, Juan's included. Simple, to learn the game or with children: fixed points (3; then 10 and 3; at the end 18, 10 and 3).</source>
            <translation>Κανονική: οι πόντοι μιας θέσης είναι πολλαπλάσιο του αριθμού των κτιρίων αυτού του τύπου σε όλες τις πόλεις, μαζί με του Χουάν. Απλή, για να μάθεις το παιχνίδι ή για παιχνίδι με παιδιά: σταθεροί πόντοι (3· μετά 10 και 3· στο τέλος 18, 10 και 3).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="34" />
            <source>Flip fee</source>
            <translation>Κόστος γυρίσματος</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="35" />
            <source>What it costs to build a bought tile on its other face: cards of one currency worth at least 3 (as the rulebook's example pays), or at least 3 cards of one currency (a literal reading of one sentence).</source>
            <translation>Πόσο κοστίζει να χτίσεις ένα αγορασμένο πλακίδιο με την άλλη όψη του: κάρτες ενός νομίσματος με αξία τουλάχιστον 3 (όπως πληρώνει το παράδειγμα του εγχειριδίου) ή τουλάχιστον 3 κάρτες ενός νομίσματος (κατά γράμμα ανάγνωση μιας πρότασης).</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="39" />
            <source>Longest moat</source>
            <translation>Μακρύτερη τάφρος</translation>
        </message>
        <message>
            <location filename="../../gui/games/granada/parameter_texts.py" line="40" />
            <source>How the longest outer moat is measured, as the longest wall is in Alhambra: a closed ring of n moat segments scores n as a trail, n − 1 as a simple path (Board Game Arena).</source>
            <translation>Πώς μετριέται η μακρύτερη εξωτερική τάφρος, όπως το μακρύτερο τείχος στην Αλάμπρα: ένας κλειστός δακτύλιος n τμημάτων τάφρου μετράει n ως διαδρομή (trail), n − 1 ως απλό μονοπάτι (Board Game Arena).</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="13" />
            <source>Only the first market</source>
            <translation>Μόνο η πρώτη αγορά</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="14" />
            <source>Every refill</source>
            <translation>Κάθε συμπλήρωση</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="20" />
            <source>Money decks</source>
            <translation>Στοίβες χρημάτων</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="21" />
            <source>One deck of 108 cards (the scoring cards come up in good time), or both games' decks shuffled together, as a literal reading of the combination rules has it.</source>
            <translation>Μία στοίβα 108 καρτών (οι κάρτες βαθμολογίας εμφανίζονται έγκαιρα) ή οι στοίβες και των δύο παιχνιδιών ανακατεμένες μαζί, όπως προκύπτει από κατά γράμμα ανάγνωση των κανόνων του συνδυασμού.</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="24" />
            <source>Granada tiles with a moat</source>
            <translation>Πλακίδια Γρανάδας με τάφρο</translation>
        </message>
        <message>
            <location filename="../../gui/games/alhambra_granada/parameter_texts.py" line="25" />
            <source>Which market fills must show Granada tiles with a moat (a tile without one goes back under the bag): only the first market, as the rules say, or every refill.</source>
            <translation>Ποιες συμπληρώσεις της αγοράς πρέπει να δείχνουν πλακίδια Γρανάδας με τάφρο (ένα πλακίδιο χωρίς τάφρο ξαναμπαίνει στον πάτο της σακούλας): μόνο η πρώτη αγορά, όπως λένε οι κανόνες, ή κάθε συμπλήρωση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="13" />
            <source>Purple and yellow against green and orange</source>
            <translation>Μωβ και κίτρινο εναντίον πράσινου και πορτοκαλί</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="15" />
            <source>Purple and green against yellow and orange</source>
            <translation>Μωβ και πράσινο εναντίον κίτρινου και πορτοκαλί</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="17" />
            <source>Purple and orange against green and yellow</source>
            <translation>Μωβ και πορτοκαλί εναντίον πράσινου και κίτρινου</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="19" />
            <source>Left out (as the rules say)</source>
            <translation>Εκτός παιχνιδιού (όπως λένε οι κανόνες)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="20" />
            <source>Compete like a rival</source>
            <translation>Ανταγωνίζονται σαν αντίπαλος</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="24" />
            <source>Garden tiles in hand</source>
            <translation>Πλακίδια κήπου στο χέρι</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="25" />
            <source>1 in the standard game; with 3 you choose which tile to lay each turn (a longer, more tactical game).</source>
            <translation>1 στο κανονικό παιχνίδι· με 3 διαλέγεις ποιο πλακίδιο θα βάλεις κάθε σειρά (μεγαλύτερη, πιο τακτική παρτίδα).</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="28" />
            <source>Two colours each (2 players)</source>
            <translation>Δύο χρώματα ο καθένας (2 παίκτες)</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="29" />
            <source>Each of the two players owns two colours, so all four kinds of tree compete; each colour scores on its own and a player's two colours can knock each other out.</source>
            <translation>Καθένας από τους δύο παίκτες έχει δύο χρώματα, οπότε ανταγωνίζονται και τα τέσσερα είδη δέντρων· κάθε χρώμα βαθμολογείται χωριστά και τα δύο χρώματα ενός παίκτη μπορούν να αλληλοεξουδετερωθούν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="32" />
            <source>Colours of each player</source>
            <translation>Χρώματα κάθε παίκτη</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="33" />
            <source>With two colours each: the first pair goes to the player who begins.</source>
            <translation>Με δύο χρώματα ο καθένας: το πρώτο ζευγάρι πηγαίνει στον παίκτη που ξεκινά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="35" />
            <source>Trees nobody owns</source>
            <translation>Δέντρα χωρίς κάτοχο</translation>
        </message>
        <message>
            <location filename="../../gui/games/gardens/parameter_texts.py" line="36" />
            <source>With 2 or 3 players some colours belong to nobody. As the rules say, their trees are left out; or they compete like a rival that can tie, knock out and, winning, leave the building unscored. They never count as a kind of tree.</source>
            <translation>Με 2 ή 3 παίκτες κάποια χρώματα δεν ανήκουν σε κανέναν. Όπως λένε οι κανόνες, τα δέντρα τους μένουν εκτός· ή ανταγωνίζονται σαν αντίπαλος που μπορεί να ισοβαθμήσει, να αποκλείσει και, αν κερδίσει, να αφήσει το κτίριο χωρίς πόντους. Δεν μετράνε ποτέ ως είδος δέντρου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="12" />
            <source>Season</source>
            <translation>Εποχή</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="13" />
            <source>Summer is the basic game. Winter uses the snowy side of the board and six winter cards that come into play during the game: the Village Tavern, the Barn, the Castle Maiden, the Plague, the Crack in the Wall and the Snowdrift.</source>
            <translation>Το καλοκαίρι είναι το βασικό παιχνίδι. Ο χειμώνας χρησιμοποιεί τη χιονισμένη πλευρά του ταμπλό και έξι κάρτες χειμώνα που μπαίνουν στο παιχνίδι στη διάρκειά του: την Ταβέρνα του χωριού, τον Αχυρώνα, την Αρχοντοπούλα, την Πανούκλα, τη Ρωγμή στο τείχος και τη Χιονοστιβάδα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="18" />
            <source>The rulebook lets the players choose who begins: a player chosen at random, or the first seat.</source>
            <translation>Το εγχειρίδιο κανόνων αφήνει τους παίκτες να διαλέξουν ποιος ξεκινά: ένας παίκτης στην τύχη ή η πρώτη θέση.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="20" />
            <source>Stonemason's purchases</source>
            <translation>Αγορές του Λιθοξόου</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="21" />
            <source>How many pieces a Stonemason may buy from the other players' Workers for a taler each: one in all, or one from each Worker card.</source>
            <translation>Πόσα κομμάτια μπορεί να αγοράσει ο Λιθοξόος από τους Εργάτες των άλλων παικτών, ένα τάλιρο το καθένα: ένα συνολικά ή ένα από κάθε κάρτα Εργάτη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="24" />
            <source>Innkeeper needs a building</source>
            <translation>Ο ταβερνιάρης θέλει κτίριο</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="25" />
            <source>Winter: a helper becomes the Village Tavern's innkeeper only in a round in which its owner erected a building, like any other helper placed in the castle.</source>
            <translation>Χειμώνας: ένας βοηθός γίνεται ταβερνιάρης της Ταβέρνας του χωριού μόνο σε γύρο στον οποίο ο κάτοχός του έχτισε κτίριο, όπως κάθε άλλος βοηθός που τοποθετείται στο κάστρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="28" />
            <source>Innkeeper counts as a helper placed</source>
            <translation>Ο ταβερνιάρης μετράει ως τοποθετημένος βοηθός</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="29" />
            <source>Winter: the innkeeper counts toward the two helpers a player may place each round.</source>
            <translation>Χειμώνας: ο ταβερνιάρης μετράει στους δύο βοηθούς που μπορεί να τοποθετήσει ένας παίκτης κάθε γύρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="31" />
            <source>Last suitor deposits</source>
            <translation>Ο τελευταίος μνηστήρας καταθέτει</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="32" />
            <source>Winter: when all other suitors of the Castle Maiden have withdrawn, the last one wins her at once (off), or must still deposit one more item in that pass (on).</source>
            <translation>Χειμώνας: όταν όλοι οι άλλοι μνηστήρες της Αρχοντοπούλας έχουν αποσυρθεί, ο τελευταίος την κερδίζει αμέσως (απενεργοποιημένο) ή πρέπει να καταθέσει ακόμη ένα αντικείμενο σε εκείνον τον γύρο (ενεργοποιημένο).</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="39" />
            <source>Summer</source>
            <translation>Καλοκαίρι</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="40" />
            <source>Winter</source>
            <translation>Χειμώνας</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="43" />
            <source>One piece in all</source>
            <translation>Ένα κομμάτι συνολικά</translation>
        </message>
        <message>
            <location filename="../../gui/games/castle/parameter_texts.py" line="44" />
            <source>One piece from each Worker card</source>
            <translation>Ένα κομμάτι από κάθε κάρτα Εργάτη</translation>
        </message>
    </context>
    <context>
        <name>tilecity</name>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="48" />
            <source>a %1 changer</source>
            <translation>αργυραμοιβό (%1)</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="56" />
            <source>%1 and %2</source>
            <translation>%1 και %2</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="82" />
            <source>Your %1</source>
            <translation>Η %1 σου</translation>
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
            <translation>%1 σου</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="163" />
            <source>%1 bought %2 for %3 and takes another action.</source>
            <translation>%1 αγόρασε το πλακίδιο %2 για %3 και κάνει ακόμη μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="164" />
            <source>%1 bought %2, paying %3.</source>
            <translation>%1 αγόρασε το πλακίδιο %2 πληρώνοντας %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="169" />
            <source>Scoring round %1: %2.</source>
            <translation>Γύρος βαθμολογίας %1: %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>The game is over. Winner: %1.</source>
            <translation>Το παιχνίδι τελείωσε. Νικητής: %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="174" />
            <source>nobody</source>
            <translation>κανείς</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="181" />
            <source>%1 took %2.</source>
            <translation>%1 πήρε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="182" />
            <source>%1 ends their actions.</source>
            <translation>%1: τέλος ενεργειών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="183" />
            <source>%1 can do nothing and passes.</source>
            <translation>%1 δεν μπορεί να κάνει τίποτα και πάει πάσο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="184" />
            <source>%1 builds %2 from the reserve.</source>
            <translation>%1 χτίζει το πλακίδιο %2 από το απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="185" />
            <source>%1 moves %2 to the reserve.</source>
            <translation>%1 μεταφέρει το πλακίδιο %2 στο απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="186" />
            <source>%1 swaps %2 for %3 from the reserve.</source>
            <translation>%1 ανταλλάσσει το πλακίδιο %2 με το πλακίδιο %3 από το απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="187" />
            <source>%1 builds %2.</source>
            <translation>%1 χτίζει το πλακίδιο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="188" />
            <source>%1 puts %2 in the reserve.</source>
            <translation>%1 βάζει το πλακίδιο %2 στο απόθεμα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="189" />
            <source>%1 gives %2 to %3.</source>
            <translation>%1 δίνει το πλακίδιο %2 στον %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="190" />
            <source>%1 takes %2 tiles from the bag.</source>
            <translation>Ο %1 παίρνει %2 πλακίδια από τη σακούλα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="191" />
            <source>Scoring card %1 comes up!</source>
            <translation>Εμφανίζεται η κάρτα βαθμολογίας %1!</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="192" />
            <source>The discarded money is shuffled into a new deck.</source>
            <translation>Τα χρήματα που ξοδεύτηκαν ανακατεύονται σε νέα στοίβα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="193" />
            <source>The market cannot be refilled: the game ends.</source>
            <translation>Η αγορά δεν μπορεί να συμπληρωθεί: το παιχνίδι τελειώνει.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="194" />
            <source>%1 receives %2 for holding the most %3.</source>
            <translation>%1 παίρνει το πλακίδιο %2 επειδή έχει τα περισσότερα %3.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="195" />
            <source>Nobody receives %1.</source>
            <translation>Κανείς δεν παίρνει το πλακίδιο %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="196" />
            <source>— %1's turn —</source>
            <translation>— Σειρά: %1 —</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="241" />
            <source>The game is over.</source>
            <translation>Το παιχνίδι τελείωσε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="244" />
            <source>%1 is playing…</source>
            <translation>%1 παίζει…</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="248" />
            <source>%1: you receive a tile — build it or put it in your reserve.</source>
            <translation>%1: παίρνεις ένα πλακίδιο — χτίσε το ή βάλ' το στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="250" />
            <source>%1: exact payment! Take another action, or end your turn.</source>
            <translation>%1: ακριβής πληρωμή! Κάνε ακόμη μία ενέργεια ή τελείωσε τη σειρά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="251" />
            <source>%1: take money, buy a building, or redesign your %2.</source>
            <translation>%1: πάρε χρήματα, αγόρασε ένα κτίριο ή αναδιοργάνωσε την %2 σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="297" />
            <source>%1 would put a wall against an open side of %2: walls must meet walls.</source>
            <translation>Το πλακίδιο %1 θα έβαζε τείχος απέναντι σε ανοιχτή πλευρά του πλακιδίου %2: τα τείχη πρέπει να συναντούν τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="298" />
            <source>%1 would put an open side against a wall of %2: walls must meet walls.</source>
            <translation>Το πλακίδιο %1 θα έβαζε ανοιχτή πλευρά απέναντι σε τείχος του πλακιδίου %2: τα τείχη πρέπει να συναντούν τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="299" />
            <source>%1 would put a wall where %2 has an open side: walls must meet walls.</source>
            <translation>Το πλακίδιο %1 θα έβαζε τείχος εκεί που το πλακίδιο %2 έχει ανοιχτή πλευρά: τα τείχη πρέπει να συναντούν τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="300" />
            <source>%1 would put an open side where %2 has a wall: walls must meet walls.</source>
            <translation>Το πλακίδιο %1 θα έβαζε ανοιχτή πλευρά εκεί που το πλακίδιο %2 έχει τείχος: τα τείχη πρέπει να συναντούν τείχη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="301" />
            <source>%1 could only be reached through a wall there.</source>
            <translation>Εκεί, στο πλακίδιο %1 θα έφτανες μόνο περνώντας μέσα από τείχος.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="304" />
            <source>%1 would put a moat against an open side of %2: moats must meet moats.</source>
            <translation>Το πλακίδιο %1 θα έβαζε τάφρο απέναντι σε ανοιχτή πλευρά του πλακιδίου %2: οι τάφροι πρέπει να συναντούν τάφρους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="305" />
            <source>%1 would put an open side against a moat of %2: moats must meet moats.</source>
            <translation>Το πλακίδιο %1 θα έβαζε ανοιχτή πλευρά απέναντι σε τάφρο του πλακιδίου %2: οι τάφροι πρέπει να συναντούν τάφρους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="306" />
            <source>%1 would put a moat where %2 has an open side: moats must meet moats.</source>
            <translation>Το πλακίδιο %1 θα έβαζε τάφρο εκεί που το πλακίδιο %2 έχει ανοιχτή πλευρά: οι τάφροι πρέπει να συναντούν τάφρους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="307" />
            <source>%1 would put an open side where %2 has a moat: moats must meet moats.</source>
            <translation>Το πλακίδιο %1 θα έβαζε ανοιχτή πλευρά εκεί που το πλακίδιο %2 έχει τάφρο: οι τάφροι πρέπει να συναντούν τάφρους.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="308" />
            <source>%1 could only be reached across a moat there.</source>
            <translation>Εκεί, στο πλακίδιο %1 θα έφτανες μόνο περνώντας πάνω από τάφρο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="331" />
            <source>You don't hold %1.</source>
            <translation>Δεν έχεις %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="332" />
            <source>%1 doesn't hold %2.</source>
            <translation>%1 δεν έχει %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="338" />
            <source>%1 costs %2 %3; %4 is not enough, and a changer counts for nothing.</source>
            <translation>Το πλακίδιο %1 κοστίζει %2 %3· τα %4 δεν φτάνουν και ο αργυραμοιβός δεν μετράει καθόλου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="339" />
            <source>%1 costs %2 %3; %4 is not enough.</source>
            <translation>Το πλακίδιο %1 κοστίζει %2 %3· τα %4 δεν φτάνουν.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="347" />
            <source>That spot of %1 is already built on.</source>
            <translation>Αυτή η θέση στην %1 είναι ήδη χτισμένη.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="348" />
            <source>That spot doesn't touch %1 along a side.</source>
            <translation>Αυτή η θέση δεν ακουμπά την %1 με κάποια πλευρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="349" />
            <source>A tile there would close off an empty space in %1.</source>
            <translation>Ένα πλακίδιο εκεί θα έκλεινε ένα κενό στην %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="350" />
            <source>%1 is not in %2.</source>
            <translation>Το πλακίδιο %1 δεν είναι στην %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="351" />
            <source>%1 can never be moved.</source>
            <translation>Το πλακίδιο %1 δεν μετακινείται ποτέ.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="352" />
            <source>Taking %1 out would leave a closed-in hole in %2.</source>
            <translation>Αν βγάλεις το πλακίδιο %1, θα μείνει κλειστή τρύπα στην %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="353" />
            <source>Taking %1 out would cut tiles off from %2.</source>
            <translation>Αν βγάλεις το πλακίδιο %1, κάποια πλακίδια θα αποκοπούν από το πλακίδιο %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="354" />
            <source>Taking %1 out would split %2 in two.</source>
            <translation>Αν βγάλεις το πλακίδιο %1, η %2 θα κοπεί στα δύο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="355" />
            <source>Choose the cards to pay with.</source>
            <translation>Διάλεξε τις κάρτες πληρωμής.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="356" />
            <source>%1 is sold only for %2.</source>
            <translation>Το πλακίδιο %1 πουλιέται μόνο σε %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="357" />
            <source>Choose at least one card.</source>
            <translation>Διάλεξε τουλάχιστον μία κάρτα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="358" />
            <source>The display doesn't show %1.</source>
            <translation>Οι ανοιχτές κάρτες δεν περιλαμβάνουν %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="359" />
            <source>Several cards may be taken only if they add up to %1 or less.</source>
            <translation>Περισσότερες από μία κάρτες παίρνονται μόνο αν έχουν συνολική αξία έως %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="360" />
            <source>There is no such market space.</source>
            <translation>Δεν υπάρχει τέτοια θέση αγοράς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="361" />
            <source>That market space is empty.</source>
            <translation>Αυτή η θέση αγοράς είναι άδεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="362" />
            <source>There is no extra action to end: only an exact payment gives one.</source>
            <translation>Δεν υπάρχει επιπλέον ενέργεια να τελειώσεις: μόνο η ακριβής πληρωμή δίνει μία.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="363" />
            <source>You may pass only when there is nothing else you can do.</source>
            <translation>Μπορείς να πας πάσο μόνο όταν δεν μπορείς να κάνεις τίποτα άλλο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="364" />
            <source>%1 is not in your reserve.</source>
            <translation>Το πλακίδιο %1 δεν είναι στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="365" />
            <source>%1 is not one of the tiles you have to place.</source>
            <translation>Το πλακίδιο %1 δεν είναι από αυτά που πρέπει να τοποθετήσεις.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="366" />
            <source>First place the tiles you bought this turn.</source>
            <translation>Τοποθέτησε πρώτα τα πλακίδια που αγόρασες σε αυτή τη σειρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="367" />
            <source>First place the tile awarded to you.</source>
            <translation>Τοποθέτησε πρώτα το πλακίδιο που σου δόθηκε.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="368" />
            <source>Tiles are placed only after the turn's actions.</source>
            <translation>Τα πλακίδια τοποθετούνται μόνο μετά τις ενέργειες της σειράς.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="369" />
            <source>Tiles go to %1 only in a two-player game.</source>
            <translation>Πλακίδια στον %1 δίνονται μόνο σε παιχνίδι δύο παικτών.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="370" />
            <source>A tile awarded at the end of the game cannot go to %1.</source>
            <translation>Ένα πλακίδιο που δίνεται στο τέλος του παιχνιδιού δεν μπορεί να πάει στον %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/texts.py" line="371" />
            <source>%1 was not bought this turn.</source>
            <translation>Το πλακίδιο %1 δεν αγοράστηκε σε αυτή τη σειρά.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="128" />
            <source>Take %1.</source>
            <translation>Πάρε %1.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="131" />
            <source>Buy the %1, paying %2.</source>
            <translation>Αγόρασε το πλακίδιο %1 πληρώνοντας %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="133" />
            <source>Build the %1 in %2, where it is marked.</source>
            <translation>Χτίσε το πλακίδιο %1 στην %2, στο σημείο που είναι σημειωμένο.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="135" />
            <source>Swap the %1 for the %2 from your reserve.</source>
            <translation>Αντάλλαξε το πλακίδιο %1 με το πλακίδιο %2 από το απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="137" />
            <source>Take the %1 out of %2 into your reserve.</source>
            <translation>Βγάλε το πλακίδιο %1 από την %2 και βάλ' το στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="140" />
            <source>Put the %1 in your reserve.</source>
            <translation>Βάλε το πλακίδιο %1 στο απόθεμά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="142" />
            <source>Give the %1 to %2.</source>
            <translation>Δώσε το πλακίδιο %1 στον %2.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="144" />
            <source>End your turn.</source>
            <translation>Τελείωσε τη σειρά σου.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="162" />
            <source>An exact payment: you may take another action.</source>
            <translation>Ακριβής πληρωμή: μπορείς να κάνεις ακόμη μία ενέργεια.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="166" />
            <source>You overpay by %1, but this building is worth more to you than an exact purchase.</source>
            <translation>Πληρώνεις %1 παραπάνω, αλλά αυτό το κτίριο σου αξίζει περισσότερο από μια αγορά με ακριβή πληρωμή.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="167" />
            <source>No exact payment is open; you overpay by %1.</source>
            <translation>Δεν υπάρχει διαθέσιμη ακριβής πληρωμή· πληρώνεις %1 παραπάνω.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="179" />
            <source>It gives you the most %1 (%2).</source>
            <translation>Σου δίνει την πλειοψηφία σε κτίρια τύπου %1 (%2).</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="184" />
            <source>Kept in your reserve, it can still be built later.</source>
            <translation>Στο απόθεμά σου μπορεί να χτιστεί και αργότερα.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="201" />
            <source>With it you can pay the %1 exactly next turn, if it is still there.</source>
            <translation>Με αυτά μπορείς να πληρώσεις ακριβώς το πλακίδιο %1 στην επόμενη σειρά σου, αν είναι ακόμη εκεί.</translation>
        </message>
        <message>
            <location filename="../../gui/games/tilecity/pointing.py" line="204" />
            <source>It is the most money you can take: %1.</source>
            <translation>Είναι τα περισσότερα χρήματα που μπορείς να πάρεις: %1.</translation>
        </message>
    </context>
    <context>
        <name>NobleItem</name>
        <message numerus="yes">
            <location filename="../../gui/games/alcazar/items.py" line="204" />
            <source>%n reales</source>
            <translation>
                <numerusform>%n ρεάλι</numerusform>
                <numerusform>%n ρεάλια</numerusform>
            </translation>
        </message>
    </context>
</TS>
