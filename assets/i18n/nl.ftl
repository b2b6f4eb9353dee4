## Het instellingenvenster
settings-language = Taal
settings-language-system = Die van het systeem ({ $language })
settings-letters = Letters van de stukken
settings-letters-language = Die van de taal ({ $letters })
settings-letters-english = Engelse ({ $letters })

## Het bord zoals een schermlezer het zegt
square-empty = { $square }, leeg
square-piece = { $square }, { $piece }
piece-white-king = witte koning
piece-white-queen = witte dame
piece-white-rook = witte toren
piece-white-bishop = witte loper
piece-white-knight = wit paard
piece-white-pawn = witte pion
piece-black-king = zwarte koning
piece-black-queen = zwarte dame
piece-black-rook = zwarte toren
piece-black-bishop = zwarte loper
piece-black-knight = zwart paard
piece-black-pawn = zwarte pion
mark-selected = gekozen
mark-can-take = kan slaan
mark-can-go = kan gaan
mark-last-move = laatste zet
mark-check = schaak
mark-picked-up = opgepakt

## Aantallen
games-count =
    { $count ->
        [one] { $count } partij
       *[other] { $count } partijen
    }

## De rijen onder de zettenlijst en het menu Partij
control-back-to-game = Terug naar de partij
control-continue = Vanaf hier verder…
control-continue-hover = Een partij beginnen vanaf de getoonde stelling, met de zetten die ertoe leidden
control-practice = Vanaf hier oefenen
control-practice-hover = Speel de partij aan zet tegen de computer op volle sterkte, elke zet beoordeeld
control-new-game = Nieuwe partij…
control-flip = Bord draaien
control-engine = Engine
control-engine-off = Engine uit
control-engine-hover = Toont de beste varianten van de engine, de evaluatie en pijlen voor de getoonde stelling
control-threat = Dreiging tonen
control-threat-off = Dreiging verbergen
control-threat-hover = Wat de partij die net zette dreigt: de varianten van de engine met de zet overgeslagen, in rood
control-stop-report = Rapport stoppen
control-stop-report-hover = Stopt het partijrapport; wat het vond blijft
control-report = Partijrapport
control-report-hover = De engine over elke zet: evaluaties, gemarkeerde fouten, betere varianten
control-learn = Leren van de fouten van { $name }
control-learn-hover = De onnauwkeurigheden, fouten en blunders van het rapport als opgaven
control-show-move = Zet tonen
control-hint = Hint
control-hint-hover = Toont het te spelen stuk, daarna de zet
control-take-back = Terugnemen
control-take-back-hover = Neemt je laatste zet en het antwoord van de computer terug
control-takeback = Terugname…
control-takeback-hover = Vraagt de tegenstander de laatste zet terug te mogen nemen
control-resume-clocks = Klokken hervatten
control-pause-clocks = Klokken pauzeren
control-start = Begin
control-back = Eén zet terug
control-forward = Eén zet vooruit
control-latest = Laatste zet
control-puzzles = Leren van de fouten van { $name }: { $at } van { $total } · opgelost { $solved } · gemist { $failed }
control-show-answer = Antwoord tonen
control-next = Volgende
control-skip = Overslaan
control-stop = Stoppen
control-retry = Opnieuw
control-restart-engine = Engine herstarten
control-two-people = Met z’n tweeën verder

## Schakelaars en antwoorden in het menu Partij
control-auto-flip = Automatisch draaien
control-auto-flip-hover = Het bord na elke zet draaien zodat de speler aan zet onderaan zit
control-figurines = Figuurtjes
control-figurines-hover = Figuurtjes van de stukken in de zettenlijst in plaats van letters
control-settings = Instellingen…
control-shortcuts = Sneltoetsen
control-allow-takeback = Terugname toestaan
control-refuse-takeback = Terugname weigeren
control-accepts-draw = { $name } neemt de remise aan
control-declines-draw = { $name } weigert de remise
control-offers-draw = { $name } biedt remise aan
control-resigns = { $name } geeft op…
control-result = Uitslag
control-result-unknown = * (onbekend)
control-result-hover = De uitslag van de partij; wijzigingen van de zetten behouden hem
control-quit = Afsluiten

## Het menu Bestand
file-open = Openen…
file-new-analysis = Nieuwe analyse
file-analyse-position = Deze stelling analyseren
file-set-up = Stelling opzetten…
file-set-up-hover = Stukken met de muis plaatsen, vanaf de getoonde stelling
file-save = Opslaan
file-save-as = Opslaan als…
file-recent = Recente partijen…
file-paste = Partij of FEN plakken
file-copy-pgn = PGN kopiëren
file-copy-fen = FEN kopiëren
file-export-image = Afbeelding exporteren…
file-copy-image = Afbeelding kopiëren

## De vakken van de spelers
side-white = Wit
side-black = Zwart
player-name = Naam van { $side }
player-clock-recorded = In de partij genoteerde klokstand
player-resign-name = Opgeven ({ $name })
player-has-offered = { $name } heeft remise aangeboden
player-offer-name = Remise aanbieden ({ $name })
player-offer-disabled = Remise kan worden aangeboden zolang de partij loopt
claim-threefold = drievoudige herhaling
claim-fifty = 50-zettenregel
player-claim = Remise claimen ({ $claim })
player-offers = { $name } biedt remise aan.
player-accept-draw = Remise aannemen
player-decline = Weigeren
player-asks-takeback = { $name } vraagt de laatste zet terug te nemen.
player-allow-takeback = Terugname toestaan
player-refuse = Weigeren
player-claim-with = Remise claimen met { $move }
player-claim-with-hover = Speelt { $move } en claimt remise door { $claim } die de zet toelaat

## Het zetveld
field-hint = Typ een zet
field-hover = Typ een zet ({ $examples }) of resign, draw, takeback, flip, clock, who, help; Enter zet de focus hier
field-game-over = De partij is afgelopen.
field-no-claim = Met die zet kan geen remise worden geclaimd.
field-no-game = Er loopt geen partij om op te geven.
field-no-takeback = Er is geen zet om terug te nemen.
field-no-clock = De partij heeft geen klok.
field-help = Zetten: { $examples }; een veld pakt een stuk op. Woorden: resign, draw (draw { $claim } claimt met de zet), takeback, flip, clock, who, help.
field-to-move = { $name } ({ $side }) aan zet
field-played = ; { $name } speelde { $move }
