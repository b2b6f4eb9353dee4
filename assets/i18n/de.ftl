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
field-help = Züge: { $examples }; ein Feld nimmt eine Figur auf. Wörter: aufgeben, remis (remis { $claim } beansprucht mit dem Zug), zurücknehmen, drehen, uhr, wer, hilfe.
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
computer-provisional = Computer, Rookery Stufe { $level }
computer-name = { $engine }, Rookery Stufe { $level }
player-computer-short = Stufe { $level } · { $engine }
player-computer = Computer
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
help-type-a-move-nf3-e2e4-o = Einen Zug eingeben (Sf3, e2e4, O-O) oder aufgeben, remis, zurücknehmen, drehen, uhr, wer, hilfe
help-engine-on-or-off-analysis-board = Engine an oder aus (Analysebrett)
help-show-threat-what-the-side-that = Drohung zeigen: was die Seite droht, die gerade gezogen hat (Analysebrett)
help-game-report-the-engine-over-every = Partiebericht: die Engine über jeden Zug
help-hint-against-the-computer-the-piece = Tipp gegen den Computer: die zu ziehende Figur, dann der Zug
help-one-move-back = Einen Zug zurück
help-one-move-forward = Einen Zug vor
help-the-start = Der Anfang
help-the-latest-move = Der letzte Zug
help-this-list = Diese Liste
help-the-menus-between-them-and-enter = Die Menüs: ← → zwischen ihnen, ↑ ↓ und Eingabe in einem, Esc schließt
help-the-file-game-and-move-menus = Die Menüs Datei, Partie und Zug
key-first-letter = erster Buchstabe eines Zuges
key-right-click = Rechtsklick
key-right-drag = Rechts ziehen
key-delete = Entf
key-enter = Eingabe
key-shift = Umschalt
key-home = Pos1
key-ctrl = Strg
key-or = oder
key-alt = Alt
key-end = Ende
key-esc = Esc
help-put-a-selected-piece-back = Eine gewählte Figur zurückstellen
help-close-the-editor = Den Stellungseditor schließen (wie Abbrechen)
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
unsaved-before-practice = Ihre Züge, Kommentare und Zeichnungen gehen verloren, wenn Sie sie nicht speichern, bevor Sie aus dieser Stellung üben.
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
engine-line-name = Variante { $at } von { $total }: { $score } { $line }; Eingabe spielt sie bis { $move }
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
tables-dtz-hover = DTZ: die Halbzüge bis zum nächsten Schlagen oder Bauernzug bei bestem Spiel beider Seiten, nicht die Züge bis zum Matt. Bei jedem Zug zählt es nach dem Zug, von der anderen Seite aus.
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
analysis-undo-nothing = Rückgängig ({ $keys })
analysis-redo-nothing = Wiederholen ({ $keys })
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
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Schachpartien (PGN)

## Die Partieliste
list-title = Partien in { $file }
list-pasted = Eingefügte Partien
list-search = Suche
list-search-hint = Spieler, Turnier, Ort, Eröffnung oder Jahr (Akzente und Groß-/Kleinschreibung zählen nicht)
list-search-name = Die Partien durchsuchen
list-of = { $shown } von { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
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

## Warum eine aufgebaute Stellung nicht bestehen kann
number-words =
    { $count ->
        [0] kein
        [1] ein
        [2] zwei
        [3] drei
        [4] vier
        [5] fünf
        [6] sechs
        [7] sieben
        [8] acht
        [9] neun
        [10] zehn
        [11] elf
        [12] zwölf
       *[other] { $count }
    }
list-and = { $first } und { $last }
list-comma = { $first }, { $last }
editor-no-king = { $side } hat keinen König
editor-kings = { $side } hat { $count } Könige
editor-pawn-back-rank = ein Bauer kann nicht auf der ersten oder letzten Reihe stehen ({ $squares })
editor-opposite-check = { $side } steht im Schach, aber { $mover } ist am Zug: die Seite, die nicht am Zug ist, kann nicht im Schach stehen
editor-impossible-check = Der König von { $side } steht in einem Schach, das kein letzter Zug gegeben haben kann
editor-too-many-pawns = { $side } hat { $count } Bauern: eine Seite hat höchstens acht
editor-queens =
    { $count ->
        [one] { $number } Dame
       *[other] { $number } Damen
    }
editor-rooks =
    { $count ->
        [one] { $number } Turm
       *[other] { $number } Türme
    }
editor-knights =
    { $count ->
        [one] { $number } Springer
       *[other] { $number } Springer
    }
editor-light-bishops =
    { $count ->
        [one] { $number } weißfeldriger Läufer
       *[other] { $number } weißfeldrige Läufer
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } schwarzfeldriger Läufer
       *[other] { $number } schwarzfeldrige Läufer
    }
editor-pawns =
    { $count ->
        [one] { $number } Bauer
       *[other] { $number } Bauern
    }
editor-material = { $side } hat { $pieces }
editor-material-missing = { $side } hat { $pieces }: { $promoted } umgewandelt, aber nur { $missing }
editor-promoted =
    { $count ->
        [one] ein Stein muss
       *[other] { $number } Steine müssen
    }
editor-missing =
    { $count ->
        [one] fehlt ein Bauer
       *[other] fehlen { $number } Bauern
    }
editor-piece-on = { $piece } auf { $square }
editor-close-checks = { $side }: { $first } und { $second } geben beide Schach aus nächster Nähe (oder einen Springersprung entfernt): kein einzelner Zug gibt zwei solche Schachs
editor-line-not-opened = { $side }: { $first } und { $second } geben beide Schach, aber kein Zug dieser Figur ({ $mover }) kann die Linie der anderen ({ $slider }) geöffnet haben ({ $squares })
editor-check-unmoved = { $side }: { $piece } gibt Schach, kann aber nicht gezogen haben: ein Bauer auf seiner zweiten Reihe hat nie gezogen
editor-check-blocked = { $side }: { $piece } gibt Schach, aber jedes Feld, von dem er gekommen sein kann ({ $squares }), ist besetzt
editor-pawn-files = Die Bauern von { $side } können nicht jeder von einer eigenen Linie gekommen sein: ein Bauer wechselt die Linie nur durch Schlagen, eine Linie je Reihe, die er vorrückt
editor-pawn-from = { $square } von der { $file }-Linie
editor-pawn-captures = Die Bauern von { $side } brauchen mindestens { $captures }, um so zu stehen ({ $moved }), aber { $other } { $lost }
editor-captures =
    { $count ->
        [one] einen Schlagzug
       *[other] { $number } Schlagzüge
    }
editor-lost =
    { $count ->
        [0] hat keinen Stein verloren
        [one] hat nur einen Stein verloren
       *[other] hat nur { $number } Steine verloren
    }
editor-castling-rights = die Rochaderechte passen nicht zu Königen und Türmen
editor-bad-en-passant = auf diesem Feld ist kein En-passant-Schlag möglich
editor-not-legal = die Stellung ist nicht legal
fen-castling-dropped = Das Rochaderecht des Turms auf { $square } wurde gestrichen: { $why }.
fen-no-white-rook = auf { $square } steht kein weißer Turm
fen-no-black-rook = auf { $square } steht kein schwarzer Turm
fen-king-not-home = der König von { $side } steht nicht auf seiner Grundreihe, wo die Rochade beginnt
fen-other-rook = { $side } rochiert auf dieser Seite des Königs schon mit einem anderen Turm
fen-ep-dropped = Das En-passant-Feld { $square } wurde gestrichen: { $why }.
fen-ep-rank-white = wenn Weiß am Zug ist, liegt ein En-passant-Feld auf der sechsten Reihe
fen-ep-rank-black = wenn Schwarz am Zug ist, liegt ein En-passant-Feld auf der dritten Reihe
fen-ep-no-black-pawn = auf { $square } steht kein schwarzer Bauer wie nach einem Doppelschritt
fen-ep-no-white-pawn = auf { $square } steht kein weißer Bauer wie nach einem Doppelschritt
fen-ep-no-white-taker = kein weißer Bauer kann auf { $square } schlagen
fen-ep-no-black-taker = kein schwarzer Bauer kann auf { $square } schlagen

## Eine FEN, die nicht gelesen werden kann
fen-invalid = ungültige FEN: { $part }
fen-not-fen = der Text ist keine FEN
fen-bad-board = die Figurenstellung (erstes Feld) ist ungültig
fen-bad-board-ranks = die Figurenstellung (erstes Feld) ist ungültig: 8 Reihen zu 8 Feldern, ab a8
fen-bad-pocket = die Reserve ist ungültig
fen-bad-turn = die Seite am Zug (zweites Feld) muss w oder b sein
fen-bad-castling = die Rochaderechte (drittes Feld) sind ungültig
fen-bad-ep = das En-passant-Feld (viertes Feld) ist ungültig
fen-bad-checks = die verbleibenden Schachs sind ungültig
fen-bad-halfmoves = der Halbzugzähler (fünftes Feld) ist keine Zahl
fen-bad-fullmoves = die Zugnummer (sechstes Feld) ist keine positive Zahl
fen-illegal = unzulässige Stellung: { $reasons }
fen-empty-board = das Brett ist leer
fen-missing-king = ein König fehlt
fen-too-many-kings = eine Seite hat mehr als einen König
fen-back-rank-pawns = Bauern stehen auf der ersten oder letzten Reihe
fen-bad-ep-square = das En-passant-Feld folgt keinem Doppelschritt eines Bauern
fen-opposite-check = die Seite, die nicht am Zug ist, steht im Schach
fen-impossible-check = das Schach ist unmöglich
fen-too-much-material = es gibt mehr Material, als eine Partie haben kann
fen-variant = eine Variantenregel ist verletzt

## Hinweise: Dateien, automatisches Speichern, Einstellungen
notice-explorer-failed = Der Explorer konnte nicht aufgebaut werden: { $why }.
notice-search-failed = Die Partien mit dieser Stellung konnten nicht gesucht werden: { $why }. Nichts wurde geändert.
notice-editor-not-kept = Die Stellung im Aufbau konnte nicht in { $path } gesichert werden: { $why }.
notice-editor-back = Die Stellung, die Sie aufgebaut haben, ist wieder da.
notice-editor-not-back = Die Stellung im Aufbau konnte nicht wiederhergestellt werden ({ $why }); sie liegt weiter in { $path }.
notice-bad-options = Rookery wurde mit Optionen gestartet, die es nicht verwenden kann: { $why }. Es startet stattdessen wie gewohnt.
notice-not-restored = Die letzte Partie konnte nicht wiederhergestellt werden: { $why }.
notice-not-restored-kept = Die letzte Partie konnte nicht wiederhergestellt werden: { $why }. Sie wurde als { $path } aufbewahrt.
game-names = { $white } gegen { $black }
notice-unfinished-kept = Die unbeendete Partie { $names } wurde in { $path } aufbewahrt (Datei › Letzte Partien).
notice-taken-back = { $count ->
    [one] Ein Zug zurückgenommen
   *[other] { $count } Züge zurückgenommen
}
notice-takeback-refused = { $name } hat die Zurücknahme abgelehnt
notice-unfinished-stays = Die unbeendete Partie { $names } konnte nicht ins Archiv aufgenommen werden ({ $why }); sie bleibt in { $path }.
notice-unfinished-not-archived = Die unbeendete Partie konnte nicht ins Archiv aufgenommen werden: { $why }.
notice-not-archived = Die Partie konnte nicht ins Archiv aufgenommen werden: { $why }.
notice-autosave-failed = Die Partie konnte nicht in { $path } gespeichert werden: { $why }. Sie steht noch auf dem Brett.
notice-autosave-not-removed = Die beendete Partie ist im Archiv, aber ihre automatische Sicherung in { $path } konnte nicht entfernt werden: { $why }.
notice-settings-not-saved = Die Einstellungen konnten nicht in { $path } gespeichert werden: { $why }.
notice-other-launch = Ein weiterer Start von Rookery verlangte etwas Unmögliches: { $why }
notice-clipboard-empty = Die Zwischenablage enthält keinen Text.
notice-pasted-position = Eine neue Partie beginnt mit der eingefügten Stellung.
notice-pasted-games = Der eingefügte Text enthält { $count } Partien.
notice-dropped-not-pgn = { $name } ist keine PGN-Datei: Rookery öffnet Dateien mit der Endung .pgn (auch .pgn.gz, .pgn.zst, .pgn.bz2) und .zip-Archive davon.
notice-image-copied = Das Bild des Bretts ist in der Zwischenablage.
notice-image-failed = Das Bild konnte nicht erstellt werden: { $why }.
notice-making = { $name } wird erstellt…
notice-image-not-started = Das Erstellen des Bildes konnte nicht beginnen: { $why }.
notice-not-opened = { $path } konnte nicht geöffnet werden: { $why }.
notice-not-started-reading = Das Lesen von { $name } konnte nicht beginnen: { $why }.
notice-reading = { $name } wird gelesen…
notice-choose-pgn = { $name } enthält { $count } PGN-Dateien: wählen Sie eine.
notice-packed-not-pgn = { $name } ist mit { $packing } komprimiert, enthält aber kein PGN: die ersten 64 KB enthalten kein Tag-Paar und keinen Zug. Nichts wurde geändert.
notice-not-pgn = { $name } ist keine PGN-Datei: die ersten 64 KB enthalten kein Tag-Paar und keinen Zug. Nichts wurde geändert.
notice-not-read = { $name } konnte nicht gelesen werden: { $why }. Nichts wurde geändert.
notice-no-games = { $name } enthält keine Partien: vielleicht ist es keine PGN-Datei. Nichts wurde geändert.
notice-stopped-reading = Lesen von { $name } angehalten.
games-count-grouped =
    { $count ->
        [one] { $number } Partie
       *[other] { $number } Partien
    }
notice-stopped-listed = Lesen von { $name } angehalten: { $games } gelistet.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } wurde seit dem Einlesen auf der Platte geändert: neu laden, um seine Partien zu lesen.
notice-game-not-read = Partie { $number } von { $name } konnte nicht gelesen werden: { $why }.
notice-changed-first = { $name } wurde seit dem Einlesen auf der Platte geändert: zuerst neu laden. Nichts wurde geändert.
notice-changing = { $name } wird geändert…
notice-not-started-changing = Das Ändern von { $name } konnte nicht beginnen: { $why }.
notice-would-lose = { $name } enthält { $count } Partien, die beim Überschreiben mit dieser Partie verloren gingen: nichts wurde geschrieben. Wählen Sie einen anderen Namen.
notice-saved = { $name } gespeichert.
notice-not-saved = { $path } konnte nicht gespeichert werden: { $why }. Auf der Platte wurde nichts geändert.
notice-not-from-file = Die Partie stammt nicht aus einer Datei mit mehreren Partien: Speichern unter verwenden.
notice-still-reading = { $name } wird noch gelesen: die Partie zurückschreiben, sobald die Datei ganz gelistet ist.
notice-compressed = { $name } ist mit { $packing } komprimiert: Rookery schreibt nicht hinein. Speichern unter verwenden.
notice-changed-since-opened = { $name } wurde seit dem Öffnen auf der Platte geändert: nichts wurde geschrieben. Speichern unter verwenden oder die Datei neu öffnen.
notice-could-not-read = { $path } konnte nicht gelesen werden: { $why }.
notice-saved-back = Partie { $number } in { $name } zurückgespeichert; die übrigen { $count } Partien sind unverändert.
notice-no-mistakes = Die Auswertung findet keinen Fehler von { $side }, aus dem man lernen kann (nach der Eröffnung).

## Die Leiste: Beschriftungen, Bildexport, Aufgaben, Übung und Probleme
label-moves = Züge
label-explorer-moves = Hier gespielte Züge
label-graph = Bewertungskurve: die Chancen von Weiß über die Partie
graph-no-evaluation = keine Bewertung
graph-start = Anfang
variation-more =
    { $count ->
        [one] ⊞ 1 weiterer Zug
       *[other] ⊞ { $count } weitere Züge
    }
variation-show = Die ganze Variante zeigen
file-reload = { $name } neu laden
file-reload-hover = Die Datei neu einlesen, wie sie jetzt ist
export-title = Bild exportieren
export-width = Brettbreite
export-width-name = Brettbreite in Pixeln
export-caption = Beschriftung
export-caption-what = Spieler und Zug (ein GIF: das Ergebnis)
export-seconds-suffix = s je Zug
export-seconds-name = Sekunden je Zug eines GIF
export-hint = Die Datei .png oder .svg für die gezeigte Stellung nennen, .gif für die Partie.
export-save = Speichern…
export-copy = Bild kopieren
export-close = Schließen
archive-title = Eine Datei aus { $name } öffnen
archive-holds = { $name } enthält { $count } PGN-Dateien:
retro-done = Fertig: { $solved } gelöst, { $failed } nicht gelöst.
retro-find = Der { $number }. Zug von { $side } war { $played } ({ $judgement }). Finden Sie einen besseren Zug.
judgement-inaccuracy = Ungenauigkeit
judgement-mistake = Fehler
judgement-blunder = grober Fehler
retro-better = Der bessere Zug war { $san }.
retro-not-found = Die Engine hat den besseren Zug noch nicht gefunden.
retro-the-mistake = { $san } ist der in der Partie gespielte Zug. Finden Sie einen besseren.
retro-checking = { $san } wird geprüft…
retro-solved = Gelöst: { $san } ist ein guter Zug.
retro-not-enough = { $san } ist nicht gut genug: er gibt zu viel her. Versuchen Sie einen anderen Zug oder zeigen Sie die Lösung.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } war am besten.
verdict-good = Guter Zug
verdict-inaccuracy = Ungenauigkeit
verdict-mistake = Fehler
verdict-blunder = Grober Fehler
computer-stopped = Die Engine des Computers hat aufgehört: { $why } Die Partie bleibt erhalten, die Uhren sind angehalten.
computer-stopped-untimed = Die Engine des Computers hat aufgehört: { $why } Die Partie bleibt erhalten.
engine-none-found = Keine Schach-Engine gefunden. Installieren Sie Stockfish (unter Debian und Ubuntu: sudo apt install stockfish) oder wählen Sie das Programm einer Engine in den Einstellungen.
report-not-started = Die Auswertung konnte nicht beginnen: { $why }
report-stopped = Die Auswertung wurde beendet.
report-fault = { $why } Die Auswertung behält, was vorher gefunden wurde.
tables-not-read = Die Tabellen konnten nicht gelesen werden: { $why }
hint-browsing = Sie sehen einen früheren Zug. Zurück zur Partie, um zu ziehen: Ende oder „Zurück zur Partie“.
hint-computer-only = Ein Tipp gibt es nur in einer Partie gegen den Computer.
notice-engine-off-in-game = Engine und Auswertung sind für die Analyse: während einer Partie bleiben sie aus.
notice-engine-on-analysis = Engine und Auswertung arbeiten auf dem Analysebrett: wählen Sie Analysieren, um diese Partie damit anzusehen.
notice-pgn-copied = Das PGN der Partie ist in der Zwischenablage.
notice-fen-copied = Die FEN der Stellung ist in der Zwischenablage.
notice-line-copied =
    { $count ->
        [one] Die Abfolge von { $count } Zug ist als PGN in der Zwischenablage.
       *[other] Die Abfolge von { $count } Zügen ist als PGN in der Zwischenablage.
    }
io-not-found = diese Datei gibt es nicht
io-permission = Zugriff verweigert
io-folder = es ist ein Ordner
explorer-pass-stopped = der Durchlauf wurde beendet
zip-no-pgn = das Zip-Archiv enthält keine .pgn-Datei
dialog-no-service = Dieser Desktop hat keinen Dateidialog-Dienst (kein Desktop-Portal und kein zenity).
dialog-unavailable = Hier ist kein Dateidialog verfügbar.
dialog-failed = Der Dateidialog konnte nicht gezeigt werden (kein Desktop-Portal antwortete, und zenity fehlt oder scheiterte).
dialog-pgn-games = PGN-Partien
dialog-images = Bilder (PNG, SVG, GIF der Partie)
dialog-books = Polyglot-Bücher

## Menüs für Bildschirmleser, getippte Züge, Bedenkzeiten
menu-a11y = Menü { $title }
report-counts-hover = Ungenauigkeiten (?!), Fehler (?) und grobe Fehler (??), wie lichess sie beurteilt, und der durchschnittliche Verlust in Centibauern
panel-width = Breite der Leiste: ziehen, oder ← und →, wenn sie die Tastatur hat
notice-image-not-saved = { $name } konnte nicht gespeichert werden: { $why }. Nichts wurde geändert.
work-stopped = die Arbeit brach ab
typed-no-piece = Keine Figur kann nach { $square } ziehen
typed-several = { $typed } passt zu mehreren Zügen: { $moves }
typed-illegal = { $san } ist hier kein legaler Zug
typed-nothing = „{ $typed }“ ist weder Zug noch Befehl (hilfe listet sie auf)
typed-word-resign = aufgeben
typed-word-draw = remis
typed-word-takeback = zurücknehmen
typed-word-flip = drehen
typed-word-clock = uhr
typed-word-who = wer
typed-word-help = hilfe
delay-fischer = Fischer-Inkrement
delay-bronstein = Bronstein-Verzögerung
delay-simple = Einfache Verzögerung

## Eine Partiendatei bearbeiten: was getan wurde; Schreiben; Einfügen; Einstellungen
edit-read-only = { $name } ist komprimiert und kann hier nur gelesen werden.
edit-added = Partie zu { $name } hinzugefügt
edit-deleted = { $games } aus { $name } gelöscht
edit-not-undone = Konnte nicht rückgängig machen ({ $what }): { $why }.
edit-undone = rückgängig gemacht: { $what }
edit-not-pgn = { $name } ist keine PGN-Datei. Nichts wurde geändert.
edit-appended = { $other } an { $name } angehängt
edit-no-duplicates = { $name } hat keine Doppelten
edit-removed = { $games } aus { $name } entfernt
edit-copied = { $games } nach { $name } kopiert
edit-unsupported = { $why } Nichts wurde geändert.
edit-failed = { $name } konnte nicht geändert werden: { $why }. Nichts wurde geändert.
edit-lost = Die Änderung brach mittendrin ab; die Datei ist wie zuvor.
edit-done = { $what }.
write-no-folder = den Ordner { $folder } gibt es nicht
write-not-writable = in den Ordner { $folder } kann nicht geschrieben werden
write-read-only = der Ordner { $folder } liegt auf einem schreibgeschützten Datenträger
write-disk-full = der Datenträger ist voll
write-is-folder = { $path } ist ein Ordner
paste-bad-fen = Die eingefügte FEN ist keine legale Stellung: { $why }.
paste-neither-why = Der eingefügte Text ist weder PGN noch FEN: { $why }.
paste-neither = Der eingefügte Text („{ $text }“) ist weder PGN noch FEN.
settings-unreadable = Die Einstellungen in { $path } konnten nicht gelesen werden ({ $why }); die Voreinstellungen gelten.
settings-kept-as = sie wurde als { $path } aufbewahrt
settings-not-kept = sie konnte nicht beiseitegelegt werden ({ $why })
settings-damaged = Die Einstellungsdatei { $path } ist beschädigt ({ $why }): die Voreinstellungen gelten, und { $kept }.

## Die Tabellen, die Engine, das Buch; Rückgängig; was die Partie ablehnt
tables-thrown-away =
    Dieser Zug verschenkt { $had ->
            [win] den Gewinn
           *[draw] das Remis
        }: laut den Tabellen ist es jetzt { $now ->
            [lost] verloren
           *[draw] remis
        }.
tables-castling = Die Tabellen enthalten keine Stellung mit Rochaderecht.
tables-too-many = Die Stellung hat { $count } Steine; die Tabellen hier decken höchstens { $max } ab.
tables-missing = Die Tabelle für { $material } fehlt.
tables-unreadable = Die Tabellen konnten nicht gelesen werden: { $why }.
engine-quit = Die Engine hat sich unerwartet beendet.
engine-quit-status = Die Engine hat sich unerwartet beendet ({ $status }).
engine-no-answer = Die Engine hat { $what } nicht innerhalb von { $seconds } s beantwortet.
engine-not-uci = { $path } ist keine UCI-Engine: sie hat `uci` nicht mit `uciok` beantwortet.
engine-not-stopped = Die Engine hat nicht innerhalb von { $seconds } s angehalten und wurde beendet.
engine-not-started = { $path } konnte nicht gestartet werden: { $why }
engine-no-input = die Engine hat keine Eingabe
engine-no-output = die Engine hat keine Ausgabe
engine-no-thread = Der Thread der Engine konnte nicht gestartet werden: { $why }
engine-found-nothing = Die Engine hat in { $seconds } s nichts gefunden und wurde beendet.
engine-did-not-start = { $path } ist nicht als Engine gestartet.
engine-no-core = Alle Prozessorkerne rechnen schon für einen anderen Teil von Rookery (den Partiebericht, die Engine des Bretts oder die Aufgaben). Versuchen Sie es erneut, wenn er fertig ist.
book-unreadable = Das Eröffnungsbuch { $path } kann nicht gelesen werden: { $why }.
book-empty = Das Eröffnungsbuch { $path } ist leer.
book-not-a-book = { $path } ist kein Polyglot-Buch: seine { $size } Bytes sind keine ganze Zahl von 16-Byte-Einträgen.
undo-result = Ergebnis { $result }
undo-add = { $move } hinzufügen
undo-promote = { $move } nach oben
undo-main-line = { $move } zur Hauptvariante machen
undo-delete-from = Ab { $move } löschen
undo-delete-variation = Die Variante { $move } löschen
undo-line = Folge { $moves }
undo-comment = Kommentar { $spot }
undo-comment-before = Kommentar vor { $spot }
undo-the-start = den Anfang
undo-glyph = Zeichen an { $move }
undo-drawing = Zeichnung bei { $spot }
undo-report = Partieauswertung
refused-game-over = die Partie ist beendet
refused-illegal-move = { $from }-{ $to } ist kein legaler Zug
refused-promotion = ein Bauer auf der letzten Reihe muss umgewandelt werden: wählen Sie eine Figur
refused-san = „{ $text }“ ist kein legaler Zug in SAN
refused-uci = „{ $text }“ ist kein legaler Zug in UCI
refused-no-claim = kein Remis kann beansprucht werden: die Stellung ist nicht dreimal aufgetreten, und es sind keine 50 Züge ohne Schlag oder Bauernzug vergangen
refused-no-offer = der Gegner hat kein Remis angeboten
refused-offered = Sie haben schon Remis angeboten
refused-no-takeback = es gibt keinen Zug zum Zurücknehmen
refused-takeback-over = die Partie ist beendet: ihre Züge können nicht zurückgenommen werden
refused-no-ply = die Partie hat keinen Halbzug { $ply }
refused-no-variation = die Partie hat keine solche Variante
refused-viewing-past = ein früherer Zug wird gezeigt: zurück zur Partie, um zu ziehen
refused-not-record = eine laufende Partie wird nicht bearbeitet: analysieren Sie sie, wenn sie beendet ist
refused-main-line = der Zug ist in der Hauptvariante
refused-nothing-to-undo = es gibt nichts rückgängig zu machen
refused-main-line-changed = die Hauptvariante hat sich während der Auswertung geändert: starten Sie sie erneut

## Die Engine: Chancen
engine-wdl = G { $win } % R { $draw } % V { $loss } %
window-close = Fenster schließen
clock-name = Uhr von { $side } { $time }
clock-name-running = Uhr von { $side } { $time }, läuft
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, Ø-Verlust { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Taktikaufgaben
control-stop-puzzles = Aufgaben beenden
control-puzzles-hover = Taktikaufgaben: den besten Zug finden, gewertet, als Serie oder eine Sammlung wiederholt
control-import-puzzles = Aufgaben importieren …
control-import-puzzles-hover = Fügt die Aufgabendatenbank von lichess (.csv, .csv.zst), eine EPD-Sammlung oder eine PGN-Datei mit Stellungen dem Aufgabenspeicher hinzu
control-dashboard = Aufgaben-Übersicht
control-show-solution = Lösung zeigen
control-analyse-puzzle = Analysieren
puzzle-find = { $side } am Zug: Finden Sie den besten Zug.
puzzle-right = Richtig! Weiter so.
puzzle-solved = Gelöst!
puzzle-solved-after = Gelöst, nach einem Fehler.
puzzle-wrong = { $san } ist nicht der Zug. Die Aufgabe zählt als nicht gelöst: Finden Sie den richtigen Zug oder zeigen Sie die Lösung.
puzzle-solution = Die Lösung: { $line }
puzzle-no-line = Diese Aufgabe nennt keinen Zug.
puzzle-none = Keine Aufgabe passt: Importieren Sie die Aufgabendatenbank von lichess (Menü Partie, Aufgaben importieren …) oder wählen Sie ein anderes Thema.
puzzle-none-due = Heute ist keine nicht gelöste Aufgabe fällig.
puzzle-set-done = Die Sammlung ist durch: Dieser Durchgang ist vorbei. Weiter beginnt den nächsten.
puzzle-streak-over = Die Serie endet bei { $count }.
puzzle-store-failed = Der Aufgabenspeicher: { $why }
puzzle-imported = { $added } Aufgaben aus { $name } hinzugefügt ({ $bad } fehlerhafte Zeilen übersprungen).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = { $name } wird importiert
puzzle-filing = { $name } wird nach Thema und Wertung geordnet
puzzle-rating = Wertung { $rating } { $change }
puzzle-streak = Serie { $count } (Bestwert { $best })
puzzle-review = Nicht gelöste Aufgaben: { $count } fällig
puzzle-set = { $name }: { $at } von { $total }, Durchgang { $cycle }
puzzle-mode = Aufgaben
puzzle-mode-rated = Gewertet
puzzle-mode-streak = Serie
puzzle-mode-review = Nicht gelöste ({ $count } fällig)
puzzle-mode-set = Sammlung: { $name }
puzzle-difficulty = Schwierigkeit
puzzle-difficulty-easiest = Am leichtesten
puzzle-difficulty-easier = Leichter
puzzle-difficulty-normal = Normal
puzzle-difficulty-harder = Schwerer
puzzle-difficulty-hardest = Am schwersten
puzzle-theme = Thema
puzzle-theme-any = Jedes Thema
dashboard-title = Aufgaben-Übersicht
dashboard-played = { $played } gespielt, { $solved } gelöst
dashboard-rating = Wertung im Verlauf
dashboard-per-day = Aufgaben pro Tag
dashboard-themes = Erfolg nach Thema, schwächstes zuerst
dialog-puzzles = Aufgabendateien
prompt-puzzles = Aufgaben importieren
prompt-puzzles-words = Geben Sie den Pfad einer Aufgabendatei ein: .csv oder .csv.zst von lichess, eine .epd-Sammlung oder eine .pgn mit Stellungen.
# lichess's puzzle themes.
theme-mate = Matt
theme-mateIn1 = Matt in 1
theme-mateIn2 = Matt in 2
theme-mateIn3 = Matt in 3
theme-mateIn4 = Matt in 4
theme-mateIn5 = Matt in 5
theme-oneMove = Ein Zug
theme-short = Kurz
theme-long = Lang
theme-veryLong = Sehr lang
theme-opening = Eröffnung
theme-middlegame = Mittelspiel
theme-endgame = Endspiel
theme-fork = Gabel
theme-pin = Fesselung
theme-skewer = Spieß
theme-discoveredAttack = Abzugsangriff
theme-hangingPiece = Ungedeckte Figur
theme-sacrifice = Opfer
theme-deflection = Ablenkung
theme-attraction = Hinlenkung
theme-promotion = Umwandlung
theme-advancedPawn = Vorgerückter Bauer
theme-backRankMate = Grundreihenmatt
theme-castling = Rochade
theme-enPassant = En passant
theme-quietMove = Stiller Zug
theme-defensiveMove = Verteidigungszug
theme-kingsideAttack = Angriff am Königsflügel
theme-crushing = Vernichtend
theme-advantage = Vorteil
theme-equality = Ausgleich
# Puzzles found in the listed file.
control-find-puzzles = Aufgaben in dieser Datei finden
control-find-puzzles-hover = Durchsucht die Partien der geöffneten Datei mit der Engine auf allen freien Kernen nach Momenten, in denen ein Zug gewinnt; sie werden eine Sammlung
puzzle-no-file = Öffnen Sie zuerst eine Datei mit Partien: Aufgaben werden in der geöffneten Datei gefunden.
puzzle-finding = Aufgaben werden gesucht: { $done } von { $games } Partien, { $found } gefunden
puzzle-found = { $count } Aufgaben gefunden: die Sammlung „{ $name }“.
dashboard-cycles = Sammlungen, Durchgang für Durchgang
dashboard-cycle = Durchgang { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Das Repertoire: { $why }
repertoire-holes-need-file = Öffnen Sie zuerst eine Partiedatei: Die Lücken sind die Antworten ihrer Partien (im Explorer), auf die Ihr Repertoire nicht antwortet.
repertoire-no-moves = Spielen Sie zuerst die hinzuzufügenden Züge auf dem Brett.
repertoire-all-done = Jede Karte dieser Übung ist beantwortet.
repertoire-none-due = Jetzt ist keine Karte fällig. Üben Sie vorab, um alle zu üben.
repertoire-your-move = { $side } am Zug: Spielen Sie den Zug Ihres Repertoires.
repertoire-right = Richtig.
repertoire-wrong = { $san } steht nicht in Ihrem Repertoire. Der Pfeil zeigt seinen Zug: Spielen Sie ihn.
repertoire-other = { $san } ist richtig. Ihr Repertoire spielt hier auch einen anderen Zug, mit Karten danach: Spielen Sie diesen.
repertoire-hint = Der Pfeil zeigt den Zug Ihres Repertoires.
repertoire-title = Repertoire: { $name } ({ $side })
repertoire-counts = Karten { $cards } · neu { $new } · fällig { $due } · in 7 Tagen fällig { $week } · gelernt { $learned } · vergessen { $lapsed }
repertoire-which-side = { $name } nennt keine Seite. Für welche Seite ist dieses Repertoire?
repertoire-drill = Üben ({ $count })
repertoire-ahead = Vorab üben
repertoire-hint-button = Hinweis
repertoire-stop = Übung beenden
repertoire-holes = Lücken
repertoire-progress = Fortschritt…
repertoire-close = Repertoire schließen
repertoire-doubles = Zwei Züge nach: { $lines }
repertoire-holes-title = Lücken ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } von { $reaching } Partien)
repertoire-no-holes = Keine Lücke: Jede Antwort aus 5 % der Partien ist beantwortet.
repertoire-lines = Varianten
repertoire-line = { $line }: { $learned } von { $cards } gelernt
repertoire-start = der Anfang
control-open-repertoire = Repertoire öffnen…
control-open-repertoire-hover = Öffnet eine PGN-Datei mit Varianten als Ihr Eröffnungsrepertoire, zum Üben und um seine Lücken zu finden
control-add-to-repertoire = Diese Züge zu meinem Repertoire hinzufügen
control-add-to-repertoire-hover = Fügt die Züge bis zur gezeigten Stellung Ihrem Repertoire hinzu (ein neues fragt nach seiner Datei; seine Seite ist die unten)
control-drill-repertoire = Repertoire üben
control-stop-drilling = Übung beenden
prompt-repertoire = Repertoire öffnen
prompt-repertoire-words = Geben Sie den Pfad eines Repertoires ein: eine PGN-Datei mit Varianten.
prompt-new-repertoire = Neues Repertoire
prompt-new-repertoire-words = Geben Sie den Pfad der PGN-Datei des neuen Repertoires ein.
