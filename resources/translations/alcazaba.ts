<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1">
<context>
    <name>ActionBar</name>
    <message>
        <location filename="../../gui/main_window.py" line="134"/>
        <source>Take money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="135"/>
        <source>Buy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="136"/>
        <source>End turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="137"/>
        <source>Pass</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlhambraScores</name>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="36"/>
        <source>Longest wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="36"/>
        <source>Score</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="66"/>
        <source>All three scorings are done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="68"/>
        <source>Next scoring: round 3, at the end of the game.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="70"/>
        <source>Next scoring: round 2, when card B comes up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/scores.py" line="72"/>
        <source>Next scoring: round 1, when card A comes up.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>AlhambraTable</name>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="165"/>
        <source>Building market</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="166"/>
        <source>Money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="167"/>
        <source>To place</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="173"/>
        <source>Market space %1: pay in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="252"/>
        <source>north</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="252"/>
        <source>east</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="252"/>
        <source>south</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="252"/>
        <source>west</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="253"/>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="254"/>
        <source>%1, price %2; walls: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="354"/>
        <source>Dirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="354"/>
        <location filename="../../gui/games/alhambra/table.py" line="400"/>
        <source>%1 points</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="377"/>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="391"/>
        <source>%1 cards in the deck</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="399"/>
        <source>%1&apos;s Alhambra</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="402"/>
        <source>Supply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="403"/>
        <source>none yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="404"/>
        <source>Scoring rounds held: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="405"/>
        <source>Tiles in the bag: %1
Cards in the deck: %2
Scorings held: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="407"/>
        <source>Your money</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="407"/>
        <source>Money (hidden)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="409"/>
        <source>Reserve</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="426"/>
        <source>%1 points · %2 cards</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="544"/>
        <source>That is not a place for %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="592"/>
        <source>Drop %1 on a lit cell of your Alhambra, or on your reserve.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="594"/>
        <source>Drop %1 on a lit cell, or on a lit city tile to swap them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="595"/>
        <source>Drop %1 on your reserve to take it out of your Alhambra.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="618"/>
        <source>Drop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="618"/>
        <source>Click</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/games/alhambra/table.py" line="662"/>
        <source>You cannot pay for %1 yet.</source>
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
        <location filename="../../gui/main_window.py" line="184"/>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="188"/>
        <source>Scores</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="205"/>
        <source>&amp;Game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="206"/>
        <source>&amp;New…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="207"/>
        <source>&amp;Open…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="208"/>
        <source>&amp;Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="209"/>
        <source>Save &amp;As…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="211"/>
        <source>&amp;Undo</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="212"/>
        <source>&amp;Close game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="214"/>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="216"/>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="217"/>
        <source>Zoom &amp;in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="218"/>
        <source>Zoom &amp;out</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="219"/>
        <source>&amp;Fit to window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="220"/>
        <source>Animation &amp;speed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="232"/>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="233"/>
        <source>&amp;Rules of this game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="234"/>
        <source>&amp;About Alcazaba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="271"/>
        <source>Cannot start the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="278"/>
        <source>Open game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="287"/>
        <location filename="../../gui/main_window.py" line="290"/>
        <source>Cannot open the game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="287"/>
        <source>%1 cannot be opened:
%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="290"/>
        <source>This version cannot show %1 games.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="305"/>
        <source>Cannot save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="307"/>
        <source>Saved to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="314"/>
        <source>Save game</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="328"/>
        <source>Nothing to undo: new cards or tiles have been revealed since.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="345"/>
        <source>Resume game?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="346"/>
        <source>A game of %1 with %2 was interrupted. Go on with it?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="367"/>
        <source>Problem</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="371"/>
        <source>A new game of %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="394"/>
        <source>Choose a game to play.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="438"/>
        <location filename="../../gui/main_window.py" line="441"/>
        <source>Dirk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="454"/>
        <source>%1 is thinking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="466"/>
        <source>it is not your turn</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="472"/>
        <source>Drag each tile onto a lit cell or your reserve, or click it and then click where it goes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="474"/>
        <source>Click money in the display to take it, or a market building to buy it. Drag tiles to build.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="476"/>
        <source>Choose the cards to pay with, then Buy. Exact payment gives another action.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="478"/>
        <source>One card of any value, or several worth 5 at most.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="493"/>
        <source>Rules of %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="503"/>
        <source>About Alcazaba</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="504"/>
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
    <name>PassScreen</name>
    <message>
        <location filename="../../gui/main_window.py" line="125"/>
        <source>&lt;h2&gt;Pass the screen to %1&lt;/h2&gt;&lt;p&gt;The other players&apos; money stays hidden.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="126"/>
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
        <location filename="../../gui/main_window.py" line="55"/>
        <source>&lt;h1&gt;Alcazaba&lt;/h1&gt;&lt;p&gt;Castle-building board games at one table or against the computer.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="61"/>
        <source>2-6 players · about 60 minutes
Buy palace buildings with four currencies, pay exactly to act again, and build the finest Alhambra: majorities in each building type and the longest wall score.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="68"/>
        <source>%1 to %2 players</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/main_window.py" line="72"/>
        <source>New game…</source>
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
        <location filename="../../gui/dialogs/param_texts.py" line="52"/>
        <source>Longest trail (a ring of n scores n)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="53"/>
        <source>Simple path (a ring of n scores n − 1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="54"/>
        <source>Chosen at random</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="55"/>
        <source>Youngest player</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="56"/>
        <source>Florin (yellow)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="57"/>
        <source>Dirham (green)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="58"/>
        <source>Denar (blue)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="59"/>
        <source>Ducat (orange)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="60"/>
        <source>Market cannot be refilled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <location filename="../../gui/dialogs/param_texts.py" line="61"/>
        <source>Bag is empty</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
