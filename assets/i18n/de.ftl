## Das Einstellungsfenster
settings-language = Sprache
settings-language-system = Die des Systems ({ $language })
settings-letters = Figurenbuchstaben
settings-letters-language = Die der Sprache ({ $letters })
settings-letters-english = Englisch ({ $letters })

## Das Brett, wie ein Bildschirmleser es sagt
square-empty = { $square }, leer
square-piece = { $square }, { $piece }
piece-white-king = weißer König
piece-white-queen = weiße Dame
piece-white-rook = weißer Turm
piece-white-bishop = weißer Läufer
piece-white-knight = weißer Springer
piece-white-pawn = weißer Bauer
piece-black-king = schwarzer König
piece-black-queen = schwarze Dame
piece-black-rook = schwarzer Turm
piece-black-bishop = schwarzer Läufer
piece-black-knight = schwarzer Springer
piece-black-pawn = schwarzer Bauer
mark-selected = ausgewählt
mark-can-take = kann schlagen
mark-can-go = kann ziehen
mark-last-move = letzter Zug
mark-check = Schach
mark-picked-up = aufgenommen

## Anzahlen
games-count =
    { $count ->
        [one] { $count } Partie
       *[other] { $count } Partien
    }

## Die Zeilen unter der Zugliste und das Spiel-Menü
control-back-to-game = Zurück zur Partie
control-continue = Von hier weiterspielen…
control-continue-hover = Eine Partie ab der gezeigten Stellung beginnen, mit den Zügen, die zu ihr führten
control-practice = Von hier üben
control-practice-hover = Die Seite am Zug gegen den Computer in voller Stärke spielen, jeder Zug wird bewertet
control-new-game = Neue Partie…
control-flip = Brett drehen
control-engine = Engine
control-engine-off = Engine aus
control-engine-hover = Zeigt die besten Varianten der Engine, ihre Bewertung und Pfeile für die gezeigte Stellung
control-threat = Drohung zeigen
control-threat-off = Drohung verbergen
control-threat-hover = Was die Seite droht, die gerade gezogen hat: die Varianten der Engine mit übersprungenem Zug, in Rot
control-stop-report = Bericht anhalten
control-stop-report-hover = Hält den Partiebericht an; was er fand, bleibt
control-report = Partiebericht
control-report-hover = Die Engine über jeden Zug: Bewertungen, markierte Fehler, bessere Varianten
control-learn = Aus den Fehlern von { $name } lernen
control-learn-hover = Die Ungenauigkeiten, Fehler und Patzer des Berichts als Aufgaben
control-show-move = Zug zeigen
control-hint = Tipp
control-hint-hover = Zeigt die zu ziehende Figur, dann den Zug
control-take-back = Zurücknehmen
control-take-back-hover = Nimmt Ihren letzten Zug und die Antwort des Computers zurück
control-takeback = Zurücknahme…
control-takeback-hover = Bittet den Gegner, die Rücknahme des letzten Zuges zu erlauben
control-resume-clocks = Uhren fortsetzen
control-pause-clocks = Uhren anhalten
control-start = Anfang
control-back = Einen Zug zurück
control-forward = Einen Zug vor
control-latest = Letzter Zug
control-puzzles = Aus den Fehlern von { $name } lernen: { $at } von { $total } · gelöst { $solved } · verfehlt { $failed }
control-show-answer = Lösung zeigen
control-next = Weiter
control-skip = Überspringen
control-stop = Beenden
control-retry = Nochmal
control-restart-engine = Engine neu starten
control-two-people = Zu zweit weiterspielen

## Schalter und Antworten im Spiel-Menü
control-auto-flip = Automatisch drehen
control-auto-flip-hover = Das Brett nach jedem Zug drehen, damit der Spieler am Zug unten sitzt
control-figurines = Figurinen
control-figurines-hover = Figurensymbole in der Zugliste statt Buchstaben
control-settings = Einstellungen…
control-shortcuts = Tastenkürzel
control-allow-takeback = Zurücknahme erlauben
control-refuse-takeback = Zurücknahme ablehnen
control-accepts-draw = { $name } nimmt das Remis an
control-declines-draw = { $name } lehnt das Remis ab
control-offers-draw = { $name } bietet Remis an
control-resigns = { $name } gibt auf…
control-result = Ergebnis
control-result-unknown = * (unbekannt)
control-result-hover = Das Ergebnis der Partie; Änderungen der Züge behalten es
control-quit = Beenden

## Das Datei-Menü
file-open = Öffnen…
file-new-analysis = Neue Analyse
file-analyse-position = Diese Stellung analysieren
file-set-up = Stellung aufbauen…
file-set-up-hover = Figuren mit der Maus setzen, ausgehend von der gezeigten Stellung
file-save = Speichern
file-save-as = Speichern unter…
file-recent = Letzte Partien…
file-paste = Partie oder FEN einfügen
file-copy-pgn = PGN kopieren
file-copy-fen = FEN kopieren
file-export-image = Bild exportieren…
file-copy-image = Bild kopieren

## Die Kästen der Spieler
side-white = Weiß
side-black = Schwarz
player-name = Name von { $side }
player-clock-recorded = In der Partie aufgezeichnete Bedenkzeit
player-resign-name = Aufgeben ({ $name })
player-has-offered = { $name } hat Remis angeboten
player-offer-name = Remis anbieten ({ $name })
player-offer-disabled = Remis kann angeboten werden, solange die Partie läuft
claim-threefold = dreimalige Stellungswiederholung
claim-fifty = 50-Züge-Regel
player-claim = Remis beanspruchen ({ $claim })
player-offers = { $name } bietet Remis an.
player-accept-draw = Remis annehmen
player-decline = Ablehnen
player-asks-takeback = { $name } bittet, den letzten Zug zurückzunehmen.
player-allow-takeback = Zurücknahme erlauben
player-refuse = Ablehnen
player-claim-with = Remis beanspruchen mit { $move }
player-claim-with-hover = Spielt { $move } und beansprucht Remis durch { $claim }, die der Zug ermöglicht

## Das Zugfeld
field-hint = Zug eingeben
field-hover = Einen Zug eingeben ({ $examples }) oder resign, draw, takeback, flip, clock, who, help; Enter setzt den Fokus hierher
field-game-over = Die Partie ist beendet.
field-no-claim = Mit diesem Zug kann kein Remis beansprucht werden.
field-no-game = Es läuft keine Partie, die man aufgeben könnte.
field-no-takeback = Es gibt keinen Zug zum Zurücknehmen.
field-no-clock = Die Partie hat keine Uhr.
field-help = Züge: { $examples }; ein Feld nimmt eine Figur auf. Wörter: resign, draw (draw { $claim } beansprucht mit dem Zug), takeback, flip, clock, who, help.
field-to-move = { $name } ({ $side }) ist am Zug
field-played = ; { $name } spielte { $move }

## Das Einstellungsfenster: Brett, Spiel, Ton, Engine
settings-title = Einstellungen
settings-new-games = Neue Partien
settings-engine = Engine
settings-book = Eröffnungsbuch
settings-board = Brett
theme-brown = Braun
theme-blue = Blau
theme-green = Grün
theme-grey = Grau
settings-slide = Figuren gleiten
speed-off = Aus
speed-fast = Schnell
speed-normal = Normal
speed-slow = Langsam
settings-show = Zeigen
settings-coordinates = Koordinaten am Brett
settings-dots = Punkte auf legalen Zügen
settings-figurines = Figurinen in der Zugliste
settings-play = Spiel
settings-auto-flip = Das Brett nach jedem Zug drehen
settings-takebacks = Zurücknahmen gegen den Computer erlauben
settings-sound = Ton
settings-sounds = Töne
settings-volume = Lautstärke
settings-found = { $path } (gefunden)
settings-no-engine = keine gefunden: apt install stockfish
settings-choose = Wählen…
settings-choose-engine = Engine wählen
settings-default = Standard
settings-threads = Threads
settings-engine-threads = Threads der Engine
settings-hash = Hash (MB)
settings-hash-name = Hash in MB
settings-lines = Varianten
settings-bar-wdl = Der Bewertungsbalken zeigt die erwartete Punktzahl (Gewinn/Remis/Verlust)
settings-bar-wdl-hover = Wo die Engine ihre Chancen angibt; sonst die Gewinnchancen der Bewertung
settings-report = Partiebericht:
settings-depth = Tiefe
settings-report-depth = Tiefe des Berichts
settings-seconds = Sekunden pro Zug
settings-report-seconds = Sekunden pro Zug des Berichts
settings-no-book = keines (eine Polyglot-.bin-Datei)
settings-choose-book = Ein Eröffnungsbuch wählen
settings-remove = Entfernen
settings-remove-book-hover = Die Züge des Buchs werden nicht mehr gezeigt
settings-stop-book = Das Eröffnungsbuch nicht mehr verwenden
settings-computer-book = Der Computer eröffnet aus dem Buch (Stufen 6 bis 10)
settings-tables = Endspieltabellen (Syzygy), neben syzygy/ im Datenordner:
settings-remove-tables-hover = Die Tabellen in diesem Ordner werden nicht mehr gelesen
settings-remove-folder = { $folder } entfernen
settings-tables-field = Ein Ordner mit Endspieltabellen
settings-add = Hinzufügen
settings-add-disabled = Den Pfad eines Ordners mit .rtbw- und .rtbz-Dateien eingeben
settings-choose-tables = Einen Ordner mit Endspieltabellen wählen
settings-time-control = Bedenkzeit
settings-time-field = Bedenkzeit einer neuen Partie
settings-or-untimed = { $error }, oder ohne Uhr

## Spieler einer neuen Partie
settings-new-white = Weiß einer neuen Partie
settings-new-black = Schwarz einer neuen Partie

## Der Dialog „Neue Partie“
new-title = Neue Partie
new-title-continue = Von hier weiterspielen
new-start = Partie beginnen
new-cancel = Abbrechen
new-person = Mensch
new-computer = Computer
new-side-person = { $side }: ein Mensch
new-side-computer = { $side }: der Computer
new-side-level = { $side }: Stufe des Computers
new-level-full = Stufe { $number } (volle Stärke)
new-level-about = Stufe { $number } (etwa { $rating })
new-cannot-play = Der Computer kann nicht spielen: { $why }
new-time-control = Bedenkzeit
new-untimed = Ohne Uhr
new-custom = Eigene
new-odds = Unterschiedliche Zeit für jede Seite (Zeitvorgabe)
new-side-colon = { $side }:
new-minutes = Minuten von { $side }
new-seconds = Sekunden pro Zug von { $side }
new-delay = Inkrement oder Verzögerung von { $side }
new-from-shown = Die Partie beginnt in der gezeigten Stellung.
new-goes-on =
    Die Partie geht in der gezeigten Stellung weiter, mit { $count ->
        [one] dem { $count } Halbzug
       *[other] den { $count } Halbzügen
    }, die zu ihr führten.
new-already-over = Die Regeln beenden die Partie dort bereits: { $why }.
new-fen-title = Anfangsstellung (FEN, leer für die übliche)
new-fen-name = Anfangsstellung (FEN)
new-960 = Chess960 Nr.
new-960-name = Chess960-Nummer
new-use = Verwenden
new-use-hover = Aus dieser Chess960-Stellung beginnen (518 ist die übliche)
new-random = Zufällig
new-set-up = Auf dem Brett aufbauen…
new-set-up-hover = Die Figuren mit der Maus setzen
new-last = Letzte Stellung verwenden
new-legal = ✔ eine legale Stellung

## Die Liste der Tastenkürzel (F1)
shortcuts-title = Tastenkürzel
help-new-game = Neue Partie…
help-new-analysis = Neue Analyse
help-set-up-a-position = Eine Stellung aufbauen…
help-open-a-pgn-file = Eine PGN-Datei öffnen…
help-save = Speichern
help-save-as = Speichern unter…
help-paste-a-game-pgn-or-a = Eine Partie (PGN) oder eine Stellung (FEN) einfügen
help-undo-an-edit-in-a-game = Eine Änderung rückgängig machen (in einer laufenden Partie: um Zurücknahme des letzten Zuges bitten)
help-redo = Wiederholen
help-mark-the-move = Den Zug markieren ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Den gezeigten Zug und alles Folgende löschen
help-quit = Beenden
help-accept-the-draw-offered-or-allow = Das angebotene Remis annehmen oder die erbetene Zurücknahme erlauben
help-decline-the-draw-offered-or-refuse = Das angebotene Remis ablehnen oder die erbetene Zurücknahme verweigern
help-flip-the-board = Das Brett drehen
help-the-board-s-squares-the-arrows = Die Felder des Bretts: die Pfeiltasten gehen sie ab, Enter oder Leertaste nimmt auf und setzt ab
help-type-a-move-nf3-e2e4-o = Einen Zug eingeben (Sf3, e2e4, O-O) oder resign, draw, takeback, flip, clock, who, help
help-engine-on-or-off-analysis-board = Engine an oder aus (Analysebrett)
help-show-threat-what-the-side-that = Drohung zeigen: was die Seite droht, die gerade gezogen hat (Analysebrett)
help-game-report-the-engine-over-every = Partiebericht: die Engine über jeden Zug
help-hint-against-the-computer-the-piece = Tipp gegen den Computer: die zu ziehende Figur, dann der Zug
help-one-move-back = Einen Zug zurück
help-one-move-forward = Einen Zug vor
help-the-start = Der Anfang
help-the-latest-move = Der letzte Zug
help-this-list = Diese Liste
help-the-menus-between-them-and-enter = Die Menüs: ← → zwischen ihnen, ↑ ↓ und Enter in einem, Esc schließt
help-the-file-game-and-move-menus = Die Menüs Datei, Spiel und Zug
help-put-a-selected-piece-back = Eine gewählte Figur zurückstellen
help-draw-an-arrow-a-circle-shift = Einen Pfeil, einen Kreis zeichnen (Umschalt oder Strg: rot, Alt: blau, beide: gelb)
help-choose-and-open-a-game-in = Eine Partie in der Partieliste wählen und öffnen

## Die Statuszeile und das Ergebnis
status-to-move = { $name } am Zug
status-to-move-check = { $name } am Zug — Schach
status-checkmated = { $name } ist schachmatt
status-stalemated = { $name } ist patt
end-checkmate = { $winner } gewinnt durch Schachmatt
end-stalemate = Remis durch Patt
end-insufficient = Remis: keine Seite kann mattsetzen (tote Stellung)
end-dead = Remis — tote Stellung: keine Folge legaler Züge kann mattsetzen
end-fivefold = Remis durch fünfmalige Stellungswiederholung
end-seventy-five = Remis durch die 75-Züge-Regel
end-threefold = Remis durch dreimalige Stellungswiederholung (beansprucht von { $name })
end-fifty = Remis durch die 50-Züge-Regel (beansprucht von { $name })
end-agreement = Remis durch Vereinbarung
end-resigns = { $name } gibt auf
end-time = { $winner } gewinnt auf Zeit
end-time-insufficient = Remis — das Fallblättchen von { $flagged } fiel, aber { $other } kann nicht mattsetzen
end-wins = { $winner } gewinnt
end-draw = Remis
end-ongoing = Partie läuft

## Fragen und Banner über dem Brett
resign-title = Als { $name } aufgeben?
resign-winner = { $name } gewinnt die Partie.
resign-button = Aufgeben
resign-keep = Weiterspielen
over-analyse = Analysieren
over-analyse-hover = Die Partie durchgehen: andere Züge probieren, kommentieren, Pfeile zeichnen
over-close = Schließen
restored-analysis = Analyse wiederhergestellt
restored-analysis-words = Ihre Analyse ist wieder da, wie Sie sie verlassen haben: die Änderungen sind noch nicht gespeichert.
restored-analysis-of = Ihre Analyse von { $file } ist wieder da, wie Sie sie verlassen haben: die Änderungen sind noch nicht gespeichert.
restored-go-on = Weiter
restored-game = Partie wiederhergestellt
restored-game-words =
    { $white } gegen { $black }: die Partie geht weiter, wo sie stand, nach { $count ->
        [one] { $count } Zug
       *[other] { $count } Zügen
    }.
restored-paused = Die Uhren stehen, bis Sie fortsetzen.
restored-resume = Fortsetzen
restored-continue = Weiterspielen
unsaved-title = Änderungen an { $name } speichern?
unsaved-this = diese Analyse
unsaved-before-open = Ihre Züge, Kommentare und Zeichnungen gehen verloren, wenn Sie sie nicht vor dem Öffnen einer anderen Partie speichern.
unsaved-before-quit = Ihre Züge, Kommentare und Zeichnungen gehen verloren, wenn Sie sie nicht vor dem Beenden speichern.
unsaved-save = Speichern
unsaved-discard = Verwerfen

## Der Engine-Bereich
engine-report-progress = Bericht: Zug { $done } von { $total }
engine-stop = Anhalten
engine-stop-hover = Was gefunden wurde, bleibt
engine-go-on = Weiter
engine-go-on-hover = Der Bericht geht dort weiter, wo er stand
engine-choose = Eine Engine wählen…
engine-stopped-report = Der Partiebericht hielt bei Zug { $moves } an, als Rookery geschlossen wurde; was er fand, bleibt.
engine-depth = Tiefe { $depth }
engine-thinking = Die Engine rechnet… ({ $keys } schaltet sie aus)
engine-no-threat = Keine Drohung zu zeigen: { $side } steht im Schach oder die Partie ist aus.
engine-threat-off = ({ $keys } schaltet die Drohung aus)
engine-threat = Drohung ({ $score }): { $line }
engine-looking = Suche, was { $side } droht…
engine-threat-hover = Was { $side } spielen würde, wäre { $side } noch einmal am Zug ({ $keys } schaltet es aus)
engine-checkmate = Schachmatt
engine-stalemate = Patt
engine-wdl-hover = Die Chancen von Weiß auf Gewinn, Remis und Verlust laut Engine
engine-wdl-line = { $wdl } (für Weiß, in Promille: Gewinn/Remis/Verlust)
engine-play-line = Die Variante bis hierher in die Partie übernehmen
engine-graph = Die Chancen von Weiß über die Partie

## Kopf der Partie, Tabellen, Buch und Explorer
header-has-offered = { $name } hat Remis angeboten.
header-time-control = Bedenkzeit { $control }
header-time-control-paused = Bedenkzeit { $control } — Uhren angehalten
header-round = { $event }, Runde { $round }
header-read-error = ⚠ Gelesen bis zu einem Fehler: { $error }.
header-rules-start = Die Regeln hätten diese Partie am Anfang beendet: { $result }.
header-rules-after = Die Regeln hätten diese Partie nach { $move } beendet: { $result }.
tables-title = Tabellen: { $side } am Zug, { $outcome }
tables-win = Gewinn
tables-cursed-win = verfluchter Gewinn
tables-draw = Remis
tables-blessed-loss = gesegneter Verlust
tables-loss = Verlust
tables-mate = matt
tables-play-hover = In die Partie übernehmen
tables-practice = Gegen die Tabellen spielen
tables-practice-hover = Die Seite am Zug spielen; der Computer verteidigt perfekt
book-title = Buch:
book-hover = Gewicht { $weight }: in die Partie übernehmen
book-name = Buchzug { $move }, { $share } Prozent

## Die Reiter der Zugliste und der Explorer
tab-moves = Züge
tab-explorer = Explorer
tab-explorer-progress = Explorer { $percent } %
explorer-pasted = die eingefügten Partien
explorer-playing = Alle Partien von { $file } werden nachgespielt…
explorer-cancel = Abbrechen
explorer-stopped = Der Explorer von { $file } wurde angehalten.
explorer-again = Erneut erkunden
explorer-failed = Der Explorer konnte { $file } nicht lesen: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } Partie
       *[other] { $shown } Partien
    }
explorer-reaching = Partien mit dieser Stellung
explorer-reaching-hover = Die Partien der Datei auflisten, die diese Stellung erreichen
explorer-none-reach = Keine Partie von { $file } erreicht diese Stellung.
explorer-none-on = Keine Partie ging von hier weiter.
explorer-limit = Der Explorer zählt die Züge der ersten { $plies } Halbzüge (bis Zug { $moves }), wie der von lichess.
explorer-replaying = Die Partien, die diese Stellung erreichen können, werden nachgespielt…
explorer-stop = Anhalten
explorer-replay-hover = Die Partien der Datei nachspielen, die sie erreichen können, und auflisten
explorer-during-game = Während einer Partie werden Züge auf dem Brett gespielt
explorer-no-result = kein Ergebnis bekannt
explorer-shares = Weiß { $white } %, Remis { $draws } %, Schwarz { $black } %

## Die Dateileiste und die Zugliste
bar-analysis = Analyse
bar-new-game = Neue Partie
bar-games = Partien ({ $count })
bar-games-hover = Die Liste der Partien der geöffneten Datei
moves-none = Noch keine Züge.

## Kommentarzeichen
glyph-1 = Guter Zug
glyph-2 = Fehler
glyph-3 = Brillanter Zug
glyph-4 = Patzer
glyph-5 = Interessanter Zug
glyph-6 = Zweifelhafter Zug
glyph-10 = Ausgeglichene Stellung
glyph-13 = Unklare Stellung
glyph-14 = Weiß steht etwas besser
glyph-15 = Schwarz steht etwas besser
glyph-16 = Weiß steht besser
glyph-17 = Schwarz steht besser
glyph-18 = Weiß steht auf Gewinn
glyph-19 = Schwarz steht auf Gewinn
glyph-146 = Neuerung
glyph-32 = Entwicklungsvorsprung
glyph-36 = Initiative
glyph-40 = Angriff
glyph-132 = Gegenspiel
glyph-138 = Zeitnot
glyph-44 = Mit Kompensation
glyph-140 = Mit der Idee
glyph-22 = Zugzwang

## Die Analyseleiste und das Zug-Menü
analysis-undo = { $what } rückgängig ({ $keys })
analysis-redo = { $what } wiederholen ({ $keys })
analysis-move-menu-hover = Hochstufen, zur Hauptvariante machen, löschen, den gezeigten Zug kopieren
analysis-position-glyphs = Wie die Stellung steht
analysis-observation-glyphs = Neuerung, Initiative, Angriff …
analysis-more-glyphs = Die Zeichen, für die in der Zeile kein Platz ist
analysis-start = den Anfang
analysis-before = Vor { $name }…
analysis-comment-on = Kommentar zu { $name }…
analysis-promote = Variante hochstufen
analysis-main-line = Zur Hauptvariante machen
analysis-delete-from = Ab hier löschen
analysis-delete-variation = Variante löschen
analysis-collapse = Variante einklappen
analysis-comment = Kommentar…
analysis-glyphs = Zeichen
analysis-copy-line = Variante als PGN kopieren

## Die Titel der Menüs
menu-file = Datei
menu-game = Partie
menu-move = Zug
menu-name = Menü { $title }

## Dateifenster: Pfadfeld, Speichern-Auswahl, abgelegte Datei
prompt-open = Eine PGN-Datei öffnen
prompt-open-action = Öffnen
prompt-save = Die Partie speichern
prompt-save-action = Speichern
prompt-engine = Eine Schach-Engine wählen
prompt-choose-action = Wählen
prompt-export = Ein Bild des Bretts exportieren
prompt-export-action = Exportieren
prompt-append = Eine PGN-Datei anhängen
prompt-append-action = Anhängen
prompt-copy = Die Partie in eine Datei kopieren
prompt-copy-action = Kopieren
prompt-tables = Einen Ordner mit Endspieltabellen hinzufügen
prompt-add-action = Hinzufügen
prompt-book = Ein Eröffnungsbuch wählen
prompt-open-words = Den Pfad der Datei eingeben, die Datei auf das Fenster ziehen oder sie auf der Befehlszeile angeben (rookery DATEI.pgn).
prompt-save-words = Den Pfad eingeben, unter dem die Partie gespeichert wird.
prompt-engine-words = Den Pfad des Programms einer UCI-Engine eingeben.
prompt-export-words = Den Pfad des Bildes eingeben: .png oder .svg für die Stellung, .gif für die Partie.
prompt-append-words = Den Pfad der PGN-Datei eingeben, deren Partien angehängt werden.
prompt-copy-words = Den Pfad der PGN-Datei eingeben, an die die Partie angehängt wird (wird angelegt, falls sie fehlt).
prompt-tables-words = Den Pfad eines Ordners mit Syzygy-Tabellen (.rtbw- und .rtbz-Dateien) eingeben.
prompt-book-words = Den Pfad eines Polyglot-Buchs (einer .bin-Datei) eingeben.
prompt-path = Pfad
prompt-name-alone = Ein Name allein wird in { $folder } gesucht
prompt-cancel = Abbrechen
choice-holds = Diese Partie stammt aus { $name }, das { $count } weitere Partien enthält.
choice-write-back = In { $name } zurückschreiben
choice-write-back-hover = Die anderen Partien werden unverändert kopiert
choice-alone = Diese Partie allein speichern unter…
drop-open = Loslassen, um { $name } zu öffnen
drop-not-pgn = { $name } ist keine PGN-Datei

## Die Partieliste
list-title = Partien in { $file }
list-pasted = Eingefügte Partien
list-search = Suche
list-search-hint = Spieler, Turnier, Ort, Eröffnung oder Jahr (Akzente und Groß-/Kleinschreibung zählen nicht)
list-search-name = Die Partien durchsuchen
list-of = { $shown } von { $total }
list-start = die Anfangsstellung
list-after = die Stellung nach { $line }
list-only =
    Nur { $count ->
        [one] die Partie
       *[other] die { $shown } Partien
    } mit { $position }
list-show-all = Alle Partien zeigen
list-stopped = Das Lesen wurde angehalten: die Liste enthält die gefundenen Partien.
list-sort-hover = Nach dieser Spalte sortieren (nochmal: umgekehrt)
column-white = Weiß
column-black = Schwarz
column-result = Ergebnis
column-date = Datum
column-event = Turnier
column-opening = Eröffnung
column-elo = Elo
column-moves = Züge

## Was ein Bildschirmleser im Lauf der Partie hört
say-moved = { $name }: { $move }
say-passes = setzt aus
say-to-move = { $name } ({ $side }) am Zug
say-offers = { $name } bietet Remis an
say-asks-takeback = { $name } bittet, den letzten Zug zurückzunehmen
say-can-claim = { $name } kann Remis beanspruchen: { $claim }
say-low-time = { $name } hat wenig Zeit
say-castles-short = rochiert kurz
say-castles-long = rochiert lang
say-move = { $piece } { $square }
say-takes = { $piece } schlägt { $square }
say-check = Schach
say-checkmate = Schachmatt
role-king = König
role-queen = Dame
role-rook = Turm
role-bishop = Läufer
role-knight = Springer
role-pawn = Bauer
role-piece = Figur

## Eine Stellung aufbauen
editor-title = Eine Stellung aufbauen
editor-over = Legal, aber beendet: { $why }
editor-legal = Legale Stellung
editor-play = Von hier spielen…
editor-play-hover = Spieler und Bedenkzeit wählen, dann spielen
editor-analyse = Analysieren
editor-analyse-hover = Auf dem Analysebrett öffnen
editor-cancel-hover = Zurück zur Partie, wie sie war
editor-hand = Figuren ziehen; vom Brett entfernt sie
editor-eraser = Felder anklicken, um sie zu leeren
editor-piece = Felder anklicken, um sie zu setzen
editor-start = Grundstellung
editor-start-hover = Die übliche Anfangsstellung
editor-clear = Leeren
editor-clear-hover = Ein leeres Brett
editor-flip = Drehen
editor-flip-hover = Das Brett umdrehen
editor-960 = 960 Nr.
editor-set = Setzen
editor-to-move = Am Zug:
editor-castling = Rochade:
editor-castling-off = König und dieser Turm stehen nicht so, dass rochiert werden kann
editor-en-passant = En passant:
editor-en-passant-name = En-passant-Feld
editor-half-moves = Halbzüge:
editor-half-moves-name = Halbzüge seit einem Schlag- oder Bauernzug
editor-move = Zug:
editor-move-name = Zugnummer

## Eine Partiedatei bearbeiten
edits-one = Partie { $number }
edits-one-players = Partie { $number } ({ $white } – { $black })
edits-many = { $count } Partien
edits-add = Die Partie auf dem Brett anhängen
edits-add-hover = Hängt sie ans Ende der Datei; jede andere Partie bleibt, wie sie ist
edits-choose-hint = Strg+Klick (oder Strg+Leertaste) wählt weitere Partien, Umschalt+Klick eine Reihe
edits-delete = { $what } löschen…
edits-copy = { $what } kopieren nach…
edits-append = Eine Datei anhängen…
edits-duplicates = Doppelte entfernen
edits-duplicates-hover = Die späteren Kopien von Partien mit gleichen Zügen, Turnier, Ort, Datum, Runde, Spielern und Ergebnis
edits-undo = Rückgängig
edits-undo-hover = Rückgängig: { $what }
edits-delete-title = { $what } aus { $name } löschen?
edits-rewritten = Die Datei wird neu geschrieben; Rückgängig bringt das Gelöschte zurück.
edits-delete-button = Löschen
