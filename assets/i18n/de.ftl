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
