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
field-help = Zetten: { $examples }; een veld pakt een stuk op. Woorden: opgeven, remise (remise { $claim } claimt met de zet), terugnemen, draaien, klok, wie, hulp.
field-to-move = { $name } ({ $side }) aan zet
field-played = ; { $name } speelde { $move }

## Het instellingenvenster: bord, spel, geluid, engine
settings-title = Instellingen
settings-new-games = Nieuwe partijen
settings-engine = Engine
settings-book = Openingsboek
settings-board = Bord
theme-brown = Bruin
theme-blue = Blauw
theme-green = Groen
theme-grey = Grijs
settings-slide = Stukken schuiven
speed-off = Uit
speed-fast = Snel
speed-normal = Normaal
speed-slow = Langzaam
settings-show = Tonen
settings-coordinates = Coördinaten op het bord
settings-dots = Stippen op legale zetten
settings-figurines = Figuurtjes in de zettenlijst
settings-play = Spel
settings-auto-flip = Het bord na elke zet draaien
settings-takebacks = Terugnemen tegen de computer toestaan
settings-sound = Geluid
settings-sounds = Geluiden
settings-volume = volume
settings-found = { $path } (gevonden)
settings-no-engine = geen gevonden: apt install stockfish
settings-choose = Kiezen…
settings-choose-engine = Engine kiezen
settings-default = Standaard
settings-threads = Threads
settings-engine-threads = Threads van de engine
settings-hash = Hash (MB)
settings-hash-name = Hash in MB
settings-lines = Varianten
settings-bar-wdl = De evaluatiebalk toont de verwachte score (winst/remise/verlies)
settings-bar-wdl-hover = Waar de engine zijn kansen geeft; anders de winstkansen van de score
settings-report = Partijrapport:
settings-depth = diepte
settings-report-depth = Diepte van het rapport
settings-seconds = seconden per zet
settings-report-seconds = Seconden per zet van het rapport
settings-no-book = geen (een Polyglot-.bin-bestand)
settings-choose-book = Een openingsboek kiezen
settings-remove = Verwijderen
settings-remove-book-hover = De zetten van het boek worden niet meer getoond
settings-stop-book = Het openingsboek niet meer gebruiken
settings-computer-book = De computer opent uit het boek (niveaus 6 tot 10)
settings-tables = Eindspeltabellen (Syzygy), naast syzygy/ in de gegevensmap:
settings-remove-tables-hover = De tabellen in deze map worden niet meer gelezen
settings-remove-folder = { $folder } verwijderen
settings-tables-field = Een map met eindspeltabellen
settings-add = Toevoegen
settings-add-disabled = Typ het pad van een map met .rtbw- en .rtbz-bestanden
settings-choose-tables = Een map met eindspeltabellen kiezen
settings-time-control = Bedenktijd
settings-time-field = Bedenktijd van een nieuwe partij
settings-or-untimed = { $error }, of zonder klok

## Spelers van een nieuwe partij
settings-new-white = Wit van een nieuwe partij
settings-new-black = Zwart van een nieuwe partij

## Het venster Nieuwe partij
new-title = Nieuwe partij
new-title-continue = Vanaf hier verder
new-start = Partij beginnen
new-cancel = Annuleren
new-person = Mens
new-computer = Computer
new-side-person = { $side }: een mens
new-side-computer = { $side }: de computer
new-side-level = { $side }: niveau van de computer
new-level-full = Niveau { $number } (volle sterkte)
new-level-about = Niveau { $number } (ongeveer { $rating })
computer-provisional = Computer, Rookery niveau { $level }
computer-name = { $engine }, Rookery niveau { $level }
player-computer-short = Niveau { $level } · { $engine }
player-computer = Computer
new-cannot-play = De computer kan niet spelen: { $why }
new-time-control = Bedenktijd
new-untimed = Zonder klok
new-custom = Eigen
new-odds = Verschillende tijd per kant (tijdvoorgift)
new-side-colon = { $side }:
new-minutes = Minuten van { $side }
new-seconds = Seconden per zet van { $side }
new-delay = Increment of vertraging van { $side }
new-from-shown = De partij begint in de getoonde stelling.
new-goes-on =
    De partij gaat verder vanaf de getoonde stelling, met { $count ->
        [one] de { $count } halve zet
       *[other] de { $count } halve zetten
    } die ertoe leidden.
new-already-over = De regels beëindigen de partij daar al: { $why }.
new-fen-title = Beginstelling (FEN, leeg voor de gewone)
new-fen-name = Beginstelling (FEN)
new-960 = Chess960 nr.
new-960-name = Chess960-nummer
new-use = Gebruiken
new-use-hover = Vanaf deze Chess960-stelling beginnen (518 is de gewone)
new-random = Willekeurig
new-set-up = Op het bord opzetten…
new-set-up-hover = De stukken met de muis plaatsen
new-last = De laatste stelling gebruiken
new-legal = ✔ een legale stelling

## De lijst met sneltoetsen (F1)
shortcuts-title = Sneltoetsen
help-new-game = Nieuwe partij…
help-new-analysis = Nieuwe analyse
help-set-up-a-position = Een stelling opzetten…
help-open-a-pgn-file = Een PGN-bestand openen…
help-save = Opslaan
help-save-as = Opslaan als…
help-paste-a-game-pgn-or-a = Een partij (PGN) of een stelling (FEN) plakken
help-undo-an-edit-in-a-game = Een wijziging ongedaan maken (in een lopende partij: vragen de laatste zet terug te nemen)
help-redo = Opnieuw uitvoeren
help-mark-the-move = De zet markeren ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = De getoonde zet en het vervolg verwijderen
help-quit = Afsluiten
help-accept-the-draw-offered-or-allow = De aangeboden remise aannemen, of de gevraagde terugname toestaan
help-decline-the-draw-offered-or-refuse = De aangeboden remise weigeren, of de gevraagde terugname weigeren
help-flip-the-board = Het bord draaien
help-the-board-s-squares-the-arrows = De velden van het bord: de pijltjes lopen ze af, Enter of spatie pakt op en zet neer
help-type-a-move-nf3-e2e4-o = Een zet typen (Pf3, e2e4, O-O) of opgeven, remise, terugnemen, draaien, klok, wie, hulp
help-engine-on-or-off-analysis-board = Engine aan of uit (analysebord)
help-show-threat-what-the-side-that = Dreiging tonen: wat de partij die net zette dreigt (analysebord)
help-game-report-the-engine-over-every = Partijrapport: de engine over elke zet
help-hint-against-the-computer-the-piece = Hint tegen de computer: het te spelen stuk, daarna de zet
help-one-move-back = Eén zet terug
help-one-move-forward = Eén zet vooruit
help-the-start = Het begin
help-the-latest-move = De laatste zet
help-this-list = Deze lijst
help-the-menus-between-them-and-enter = De menu’s: ← → ertussen, ↑ ↓ en Enter erin, Esc sluit
help-the-file-game-and-move-menus = De menu’s Bestand, Partij en Zet
key-first-letter = eerste letter van een zet
key-right-click = rechtsklik
key-right-drag = Rechts slepen
key-delete = Delete
key-enter = Enter
key-shift = Shift
key-home = Home
key-ctrl = Ctrl
key-or = of
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Een gekozen stuk terugzetten
help-close-the-editor = De stellingeditor sluiten (zoals Annuleren)
help-draw-an-arrow-a-circle-shift = Een pijl, een cirkel tekenen (Shift of Ctrl: rood, Alt: blauw, beide: geel)
help-choose-and-open-a-game-in = Een partij in de partijenlijst kiezen en openen

## De statusregel en de uitslag
status-to-move = { $name } aan zet
status-to-move-check = { $name } aan zet — schaak
status-checkmated = { $name } staat mat
status-stalemated = { $name } staat pat
end-checkmate = { $winner } wint door schaakmat
end-stalemate = Remise door pat
end-insufficient = Remise: geen van beide kan matzetten (dode stelling)
end-dead = Remise — dode stelling: geen reeks legale zetten kan matzetten
end-fivefold = Remise door vijfvoudige herhaling
end-seventy-five = Remise door de 75-zettenregel
end-threefold = Remise door drievoudige herhaling (geclaimd door { $name })
end-fifty = Remise door de 50-zettenregel (geclaimd door { $name })
end-agreement = Remise door overeenkomst
end-resigns = { $name } geeft op
end-time = { $winner } wint op tijd
end-time-insufficient = Remise — de vlag van { $flagged } viel, maar { $other } kan niet matzetten
end-wins = { $winner } wint
end-draw = Remise
end-ongoing = Partij bezig

## Vragen en banners boven het bord
resign-title = Opgeven als { $name }?
resign-winner = { $name } wint de partij.
resign-button = Opgeven
resign-keep = Verder spelen
over-analyse = Analyseren
over-analyse-hover = De partij doornemen: andere zetten proberen, commentaar geven, pijlen tekenen
over-close = Sluiten
restored-analysis = Analyse hersteld
restored-analysis-words = Je analyse komt terug zoals je hem achterliet: de wijzigingen zijn nog niet opgeslagen.
restored-analysis-of = Je analyse van { $file } komt terug zoals je hem achterliet: de wijzigingen zijn nog niet opgeslagen.
restored-go-on = Verder
restored-game = Partij hersteld
restored-game-words =
    { $white } tegen { $black }: de partij gaat verder waar hij stopte, na { $count ->
        [one] { $count } zet
       *[other] { $count } zetten
    }.
restored-paused = De klokken staan stil tot je hervat.
restored-resume = Hervatten
restored-continue = Doorgaan
unsaved-title = Wijzigingen in { $name } opslaan?
unsaved-this = deze analyse
unsaved-before-open = Je zetten, commentaar en tekeningen gaan verloren als je ze niet opslaat voordat je een andere partij opent.
unsaved-before-practice = Je zetten, commentaar en tekeningen gaan verloren als je ze niet opslaat voordat je vanuit deze stelling oefent.
unsaved-before-quit = Je zetten, commentaar en tekeningen gaan verloren als je ze niet opslaat voordat je afsluit.
unsaved-save = Opslaan
unsaved-discard = Weggooien

## Het engine-gedeelte
engine-report-progress = Rapport: zet { $done } van { $total }
engine-stop = Stoppen
engine-stop-hover = Wat gevonden is blijft
engine-go-on = Verder
engine-go-on-hover = Het rapport gaat verder waar het stopte
engine-choose = Een engine kiezen…
engine-stopped-report = Het partijrapport stopte bij zet { $moves } toen Rookery werd gesloten; wat het vond blijft.
engine-depth = diepte { $depth }
engine-thinking = De engine denkt na… ({ $keys } zet hem uit)
engine-no-threat = Geen dreiging te tonen: { $side } staat schaak of de partij is voorbij.
engine-threat-off = ({ $keys } zet de dreiging uit)
engine-threat = Dreiging ({ $score }): { $line }
engine-looking = Zoeken wat { $side } dreigt…
engine-threat-hover = Wat { $side } zou spelen als { $side } weer aan zet was ({ $keys } zet het uit)
engine-checkmate = Schaakmat
engine-stalemate = Pat
engine-wdl-hover = De kansen van wit op winst, remise en verlies volgens de engine
engine-wdl-line = { $wdl } (van wit, promille: winst/remise/verlies)
engine-line-name = Variant { $at } van { $total }: { $score } { $line }; Enter speelt hem tot { $move }
engine-play-line = De variant tot hier in de partij spelen
engine-graph = De kansen van wit over de partij

## De kop van de partij, de tabellen, het boek en de verkenner
header-has-offered = { $name } heeft remise aangeboden.
header-time-control = Bedenktijd { $control }
header-time-control-paused = Bedenktijd { $control } — klokken gepauzeerd
header-round = { $event }, ronde { $round }
header-read-error = ⚠ Gelezen tot een fout: { $error }.
header-rules-start = De regels hadden deze partij bij het begin beëindigd: { $result }.
header-rules-after = De regels hadden deze partij na { $move } beëindigd: { $result }.
tables-title = Tabellen: { $side } aan zet, { $outcome }
tables-win = winst
tables-cursed-win = vervloekte winst
tables-draw = remise
tables-blessed-loss = gezegend verlies
tables-loss = verlies
tables-mate = mat
tables-play-hover = In de partij spelen
tables-dtz-hover = DTZ: de halve zetten tot de volgende slag- of pionzet bij het beste spel van beide kanten; niet de zetten tot mat. Dat van elke zet telt na die zet, vanaf de andere kant.
tables-practice = Tegen de tabellen spelen
tables-practice-hover = Speel de partij aan zet; de computer verdedigt perfect
book-title = Boek:
book-hover = Gewicht { $weight }: in de partij spelen
book-name = Boekzet { $move }, { $share } procent

## De tabbladen van de zettenlijst en de verkenner
tab-moves = Zetten
tab-explorer = Verkenner
tab-explorer-progress = Verkenner { $percent }%
explorer-pasted = de geplakte partijen
explorer-playing = Elke partij van { $file } wordt nagespeeld…
explorer-cancel = Annuleren
explorer-stopped = De verkenner van { $file } is gestopt.
explorer-again = Opnieuw verkennen
explorer-failed = De verkenner kon { $file } niet lezen: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partij
       *[other] { $shown } partijen
    }
explorer-reaching = Partijen die deze stelling bereiken
explorer-reaching-hover = De partijen van het bestand tonen die deze stelling bereiken
explorer-none-reach = Geen partij van { $file } bereikt deze stelling.
explorer-none-on = Geen partij ging hiervandaan verder.
explorer-limit = De verkenner telt de zetten van de eerste { $plies } halve zetten (tot zet { $moves }), zoals die van lichess.
explorer-replaying = De partijen die deze stelling kunnen bereiken worden nagespeeld…
explorer-stop = Stoppen
explorer-replay-hover = De partijen van het bestand naspelen die haar kunnen bereiken, en tonen
explorer-during-game = Tijdens een partij worden zetten op het bord gespeeld
explorer-no-result = geen uitslag bekend
explorer-shares = Wit { $white }%, remises { $draws }%, zwart { $black }%

## De bestandsbalk en de zettenlijst
bar-analysis = Analyse
bar-new-game = Nieuwe partij
bar-games = Partijen ({ $count })
bar-games-hover = De lijst met partijen in het geopende bestand
moves-none = Nog geen zetten.

## Annotatietekens
glyph-1 = Goede zet
glyph-2 = Fout
glyph-3 = Briljante zet
glyph-4 = Blunder
glyph-5 = Interessante zet
glyph-6 = Twijfelachtige zet
glyph-10 = Gelijke stelling
glyph-13 = Onduidelijke stelling
glyph-14 = Wit staat iets beter
glyph-15 = Zwart staat iets beter
glyph-16 = Wit staat beter
glyph-17 = Zwart staat beter
glyph-18 = Wit staat gewonnen
glyph-19 = Zwart staat gewonnen
glyph-146 = Nieuwtje
glyph-32 = Ontwikkelingsvoorsprong
glyph-36 = Initiatief
glyph-40 = Aanval
glyph-132 = Tegenspel
glyph-138 = Tijdnood
glyph-44 = Met compensatie
glyph-140 = Met het idee
glyph-22 = Zetdwang

## De analysebalk en het menu Zet
analysis-undo = { $what } ongedaan maken ({ $keys })
analysis-redo = { $what } opnieuw ({ $keys })
analysis-undo-nothing = Ongedaan maken ({ $keys })
analysis-redo-nothing = Opnieuw ({ $keys })
analysis-move-menu-hover = Promoveren, hoofdvariant maken, verwijderen, de getoonde zet kopiëren
analysis-position-glyphs = Hoe de stelling staat
analysis-observation-glyphs = Nieuwtje, initiatief, aanval …
analysis-more-glyphs = De tekens waarvoor in de rij geen plaats is
analysis-start = het begin
analysis-before = Voor { $name }…
analysis-comment-on = Commentaar bij { $name }…
analysis-promote = Variant promoveren
analysis-main-line = Hoofdvariant maken
analysis-delete-from = Vanaf hier verwijderen
analysis-delete-variation = Variant verwijderen
analysis-collapse = Variant inklappen
analysis-comment = Commentaar…
analysis-glyphs = Tekens
analysis-copy-line = Variant als PGN kopiëren

## De titels van de menu’s
menu-file = Bestand
menu-game = Partij
menu-move = Zet
menu-name = Menu { $title }

## Bestandsvensters: pad, keuze bij opslaan, neergezet bestand
prompt-open = Een PGN-bestand openen
prompt-open-action = Openen
prompt-save = De partij opslaan
prompt-save-action = Opslaan
prompt-engine = Een schaakengine kiezen
prompt-choose-action = Kiezen
prompt-export = Een afbeelding van het bord exporteren
prompt-export-action = Exporteren
prompt-append = Een PGN-bestand toevoegen
prompt-append-action = Toevoegen
prompt-copy = De partij naar een bestand kopiëren
prompt-copy-action = Kopiëren
prompt-tables = Een map met eindspeltabellen toevoegen
prompt-add-action = Toevoegen
prompt-book = Een openingsboek kiezen
prompt-open-words = Typ het pad van het bestand, zet het bestand neer op het venster of geef het op de opdrachtregel (rookery BESTAND.pgn).
prompt-save-words = Typ het pad waar de partij wordt opgeslagen.
prompt-engine-words = Typ het pad van het programma van een UCI-engine.
prompt-export-words = Typ het pad van de afbeelding: .png of .svg voor de stelling, .gif voor de partij.
prompt-append-words = Typ het pad van het PGN-bestand waarvan de partijen worden toegevoegd.
prompt-copy-words = Typ het pad van het PGN-bestand waaraan de partij wordt toegevoegd (gemaakt als het ontbreekt).
prompt-tables-words = Typ het pad van een map met Syzygy-tabellen (.rtbw- en .rtbz-bestanden).
prompt-book-words = Typ het pad van een Polyglot-boek (een .bin-bestand).
prompt-path = Pad
prompt-name-alone = Een naam alleen wordt gezocht in { $folder }
prompt-cancel = Annuleren
choice-holds = Deze partij komt uit { $name }, dat nog { $count } partijen bevat.
choice-write-back = Terugschrijven in { $name }
choice-write-back-hover = De andere partijen worden ongewijzigd gekopieerd
choice-alone = Alleen deze partij opslaan als…
drop-open = Loslaten om { $name } te openen
drop-not-pgn = { $name } is geen PGN-bestand
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Schaakpartijen (PGN)

## De partijenlijst
list-title = Partijen in { $file }
list-pasted = Geplakte partijen
list-search = Zoeken
list-search-hint = speler, toernooi, plaats, opening of jaar (accenten en hoofdletters tellen niet)
list-search-name = De partijen doorzoeken
list-of = { $shown } van { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = de beginstelling
list-after = de stelling na { $line }
list-only =
    Alleen { $count ->
        [one] de partij
       *[other] de { $shown } partijen
    } die { $position } bereiken
list-show-all = Alle partijen tonen
list-stopped = Het lezen is gestopt: de lijst bevat de gevonden partijen.
list-sort-hover = Sorteren op deze kolom (nogmaals: omgekeerd)
column-white = Wit
column-black = Zwart
column-result = Uitslag
column-date = Datum
column-event = Toernooi
column-opening = Opening
column-elo = Elo
column-moves = Zetten

## Wat een schermlezer hoort tijdens de partij
say-moved = { $name }: { $move }
say-passes = past
say-to-move = { $name } ({ $side }) aan zet
say-offers = { $name } biedt remise aan
say-asks-takeback = { $name } vraagt de laatste zet terug te nemen
say-can-claim = { $name } kan remise claimen door { $claim }
say-low-time = { $name } heeft weinig tijd
say-castles-short = rokeert kort
say-castles-long = rokeert lang
say-move = { $piece } { $square }
say-takes = { $piece } slaat { $square }
say-check = schaak
say-checkmate = schaakmat
role-king = koning
role-queen = dame
role-rook = toren
role-bishop = loper
role-knight = paard
role-pawn = pion
role-piece = stuk

## Een stelling opzetten
editor-title = Een stelling opzetten
editor-over = Legaal, maar afgelopen: { $why }
editor-legal = Legale stelling
editor-play = Vanaf hier spelen…
editor-play-hover = Kies de spelers en de bedenktijd, en speel
editor-analyse = Analyseren
editor-analyse-hover = Openen op het analysebord
editor-cancel-hover = Terug naar de partij, zoals hij was
editor-hand = Stukken slepen; van het bord af verwijdert ze
editor-eraser = Klik op velden om ze leeg te maken
editor-piece = Klik op velden om het te plaatsen
editor-start = Begin
editor-start-hover = De gewone beginstelling
editor-clear = Leegmaken
editor-clear-hover = Een leeg bord
editor-flip = Draaien
editor-flip-hover = Het bord omdraaien
editor-960 = 960 nr.
editor-set = Zetten
editor-to-move = Aan zet:
editor-castling = Rokade:
editor-castling-off = De koning en die toren staan niet waar rokeren kan
editor-en-passant = En passant:
editor-en-passant-name = En-passantveld
editor-half-moves = Halve zetten:
editor-half-moves-name = Halve zetten sinds een slag of pionzet
editor-move = Zet:
editor-move-name = Zetnummer

## Een partijbestand bewerken
edits-one = partij { $number }
edits-one-players = partij { $number } ({ $white } – { $black })
edits-many = { $count } partijen
edits-add = De partij op het bord toevoegen
edits-add-hover = Voegt hem toe aan het eind van het bestand; elke andere partij blijft zoals hij is
edits-choose-hint = Ctrl+klik (of Ctrl+spatie) kiest meer partijen, Shift+klik een reeks
edits-delete = { $what } verwijderen…
edits-copy = { $what } kopiëren naar…
edits-append = Een bestand toevoegen…
edits-duplicates = Dubbele verwijderen
edits-duplicates-hover = De latere kopieën van partijen met dezelfde zetten, toernooi, plaats, datum, ronde, spelers en uitslag
edits-undo = Ongedaan maken
edits-undo-hover = Ongedaan maken: { $what }
edits-delete-title = { $what } uit { $name } verwijderen?
edits-rewritten = Het bestand wordt herschreven; Ongedaan maken brengt het verwijderde terug.
edits-delete-button = Verwijderen

## Waarom een opgezette stelling niet kan
number-words =
    { $count ->
        [0] geen
        [1] één
        [2] twee
        [3] drie
        [4] vier
        [5] vijf
        [6] zes
        [7] zeven
        [8] acht
        [9] negen
        [10] tien
        [11] elf
        [12] twaalf
       *[other] { $count }
    }
list-and = { $first } en { $last }
list-comma = { $first }, { $last }
editor-no-king = { $side } heeft geen koning
editor-kings = { $side } heeft { $count } koningen
editor-pawn-back-rank = een pion kan niet op de eerste of laatste rij staan ({ $squares })
editor-opposite-check = { $side } staat schaak maar { $mover } is aan zet: de kant die niet aan zet is kan niet schaak staan
editor-impossible-check = De koning van { $side } staat in een schaak dat geen laatste zet gegeven kan hebben
editor-too-many-pawns = { $side } heeft { $count } pionnen: een kant heeft er hoogstens acht
editor-queens =
    { $count ->
        [one] { $number } dame
       *[other] { $number } dames
    }
editor-rooks =
    { $count ->
        [one] { $number } toren
       *[other] { $number } torens
    }
editor-knights =
    { $count ->
        [one] { $number } paard
       *[other] { $number } paarden
    }
editor-light-bishops =
    { $count ->
        [one] { $number } witveldige loper
       *[other] { $number } witveldige lopers
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } zwartveldige loper
       *[other] { $number } zwartveldige lopers
    }
editor-pawns =
    { $count ->
        [one] { $number } pion
       *[other] { $number } pionnen
    }
editor-material = { $side } heeft { $pieces }
editor-material-missing = { $side } heeft { $pieces }: { $promoted } gepromoveerd, maar er { $missing }
editor-promoted =
    { $count ->
        [one] moet één stuk zijn
       *[other] moeten { $number } stukken zijn
    }
editor-missing =
    { $count ->
        [one] ontbreekt één pion
       *[other] ontbreken { $number } pionnen
    }
editor-piece-on = { $piece } op { $square }
editor-close-checks = { $side }: { $first } en { $second } geven allebei schaak van naast de koning (of een paardensprong weg): geen enkele zet geeft twee zulke schaaks
editor-line-not-opened = { $side }: { $first } en { $second } geven allebei schaak, maar geen zet van dat stuk ({ $mover }) kan de lijn van het andere ({ $slider }) geopend hebben ({ $squares })
editor-check-unmoved = { $side }: { $piece } geeft schaak, maar kan niet gezet hebben: een pion op zijn tweede rij heeft nooit gezet
editor-check-blocked = { $side }: { $piece } geeft schaak, maar elk veld waar het vandaan kan komen ({ $squares }) is bezet
editor-pawn-files = De pionnen van { $side } kunnen niet elk van een eigen lijn komen: een pion wisselt alleen van lijn door te slaan, één lijn per rij die hij oprukt
editor-pawn-from = { $square } van de { $file }-lijn
editor-pawn-captures = De pionnen van { $side } vragen minstens { $captures } om zo te staan ({ $moved }), maar { $other } { $lost }
editor-captures =
    { $count ->
        [one] één slag
       *[other] { $number } slagen
    }
editor-lost =
    { $count ->
        [0] heeft geen stuk verloren
        [one] heeft maar één stuk verloren
       *[other] heeft maar { $number } stukken verloren
    }
editor-castling-rights = de rokaderechten passen niet bij de koningen en torens
editor-bad-en-passant = op dat veld is geen en-passantslag mogelijk
editor-not-legal = de stelling is niet legaal
fen-castling-dropped = Het rokaderecht van de toren op { $square } is geschrapt: { $why }.
fen-no-white-rook = er staat geen witte toren op { $square }
fen-no-black-rook = er staat geen zwarte toren op { $square }
fen-king-not-home = de koning van { $side } staat niet op zijn eerste rij, waar rokeren begint
fen-other-rook = { $side } rokeert al met een andere toren aan die kant van de koning
fen-ep-dropped = Het en-passantveld { $square } is geschrapt: { $why }.
fen-ep-rank-white = met wit aan zet ligt een en-passantveld op de zesde rij
fen-ep-rank-black = met zwart aan zet ligt een en-passantveld op de derde rij
fen-ep-no-black-pawn = er staat geen zwarte pion op { $square } zoals na een dubbele stap
fen-ep-no-white-pawn = er staat geen witte pion op { $square } zoals na een dubbele stap
fen-ep-no-white-taker = geen witte pion kan op { $square } slaan
fen-ep-no-black-taker = geen zwarte pion kan op { $square } slaan

## Een FEN die niet gelezen kan worden
fen-invalid = ongeldige FEN: { $part }
fen-not-fen = de tekst is geen FEN
fen-bad-board = de stukopstelling (eerste veld) is ongeldig
fen-bad-board-ranks = de stukopstelling (eerste veld) is ongeldig: 8 rijen van 8 velden, vanaf a8
fen-bad-pocket = de reserve is ongeldig
fen-bad-turn = de kant aan zet (tweede veld) moet w of b zijn
fen-bad-castling = de rokaderechten (derde veld) zijn ongeldig
fen-bad-ep = het en-passantveld (vierde veld) is ongeldig
fen-bad-checks = de resterende schaaks zijn ongeldig
fen-bad-halfmoves = de halvezettenteller (vijfde veld) is geen getal
fen-bad-fullmoves = het zetnummer (zesde veld) is geen positief getal
fen-illegal = onreglementaire stelling: { $reasons }
fen-empty-board = het bord is leeg
fen-missing-king = er ontbreekt een koning
fen-too-many-kings = een kant heeft meer dan één koning
fen-back-rank-pawns = er staan pionnen op de eerste of laatste rij
fen-bad-ep-square = het en-passantveld volgt niet op een dubbele pionstap
fen-opposite-check = de kant die niet aan zet is staat schaak
fen-impossible-check = het schaak is onmogelijk
fen-too-much-material = er is meer materiaal dan een partij kan hebben
fen-variant = een variantregel is geschonden

## Meldingen: bestanden, automatisch opslaan, instellingen
notice-explorer-failed = De verkenner kon niet worden opgebouwd: { $why }.
notice-search-failed = Kon de partijen met deze stelling niet zoeken: { $why }. Er is niets veranderd.
notice-editor-not-kept = De stelling in opbouw kon niet worden bewaard in { $path }: { $why }.
notice-editor-back = De stelling die u aan het opzetten was, is terug.
notice-editor-not-back = De stelling in opbouw kon niet worden teruggehaald ({ $why }); ze staat nog in { $path }.
notice-bad-options = Rookery is gestart met opties die het niet kan gebruiken: { $why }. Het start in plaats daarvan zoals gewoonlijk.
notice-not-restored = De laatste partij kon niet worden hersteld: { $why }.
notice-not-restored-kept = De laatste partij kon niet worden hersteld: { $why }. Ze is bewaard als { $path }.
game-names = { $white } tegen { $black }
notice-unfinished-kept = De onafgemaakte partij { $names } is bewaard in { $path } (Bestand › Recente partijen).
notice-taken-back = { $count ->
    [one] Eén zet teruggenomen
   *[other] { $count } zetten teruggenomen
}
notice-takeback-refused = { $name } weigerde het terugnemen
notice-unfinished-stays = De onafgemaakte partij { $names } kon niet aan het archief worden toegevoegd ({ $why }); ze blijft in { $path }.
notice-unfinished-not-archived = De onafgemaakte partij kon niet aan het archief worden toegevoegd: { $why }.
notice-not-archived = De partij kon niet aan het archief worden toegevoegd: { $why }.
notice-autosave-failed = De partij kon niet worden opgeslagen in { $path }: { $why }. Ze staat nog op het bord.
notice-autosave-not-removed = De beëindigde partij staat in het archief, maar de automatische opslag in { $path } kon niet worden verwijderd: { $why }.
notice-settings-not-saved = De instellingen konden niet worden opgeslagen in { $path }: { $why }.
notice-other-launch = Een andere start van Rookery vroeg iets wat niet kan: { $why }
notice-clipboard-empty = Het klembord bevat geen tekst.
notice-pasted-position = Een nieuwe partij begint vanaf de geplakte stelling.
notice-pasted-games = De geplakte tekst bevat { $count } partijen.
notice-dropped-not-pgn = { $name } is geen PGN-bestand: Rookery opent bestanden op .pgn (ook .pgn.gz, .pgn.zst, .pgn.bz2) en .zip-archieven daarvan.
notice-image-copied = De afbeelding van het bord staat op het klembord.
notice-image-failed = Kon de afbeelding niet maken: { $why }.
notice-making = { $name } wordt gemaakt…
notice-image-not-started = Kon niet beginnen met de afbeelding: { $why }.
notice-not-opened = Kon { $path } niet openen: { $why }.
notice-not-started-reading = Kon niet beginnen met het lezen van { $name }: { $why }.
notice-reading = { $name } wordt gelezen…
notice-choose-pgn = { $name } bevat { $count } PGN-bestanden: kies er een.
notice-packed-not-pgn = { $name } is met { $packing } gecomprimeerd, maar bevat geen PGN: de eerste 64 KB bevatten geen tag en geen zet. Er is niets veranderd.
notice-not-pgn = { $name } is geen PGN-bestand: de eerste 64 KB bevatten geen tag en geen zet. Er is niets veranderd.
notice-not-read = Kon { $name } niet lezen: { $why }. Er is niets veranderd.
notice-no-games = { $name } bevat geen partijen: het is misschien geen PGN-bestand. Er is niets veranderd.
notice-stopped-reading = Lezen van { $name } gestopt.
games-count-grouped =
    { $count ->
        [one] { $number } partij
       *[other] { $number } partijen
    }
notice-stopped-listed = Lezen van { $name } gestopt: { $games } in de lijst.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } is op schijf veranderd sinds het werd ingelezen: laad het opnieuw om de partijen te lezen.
notice-game-not-read = Kon partij { $number } van { $name } niet lezen: { $why }.
notice-changed-first = { $name } is op schijf veranderd sinds het werd ingelezen: laad het eerst opnieuw. Er is niets veranderd.
notice-changing = { $name } wordt gewijzigd…
notice-not-started-changing = Kon niet beginnen met het wijzigen van { $name }: { $why }.
notice-would-lose = { $name } bevat { $count } partijen die verloren gaan als deze partij eroverheen wordt opgeslagen: er is niets geschreven. Kies een andere naam.
notice-saved = { $name } opgeslagen.
notice-not-saved = Kon { $path } niet opslaan: { $why }. Er is niets op schijf veranderd.
notice-not-from-file = De partij komt niet uit een bestand met meerdere partijen: gebruik Opslaan als.
notice-still-reading = { $name } wordt nog gelezen: schrijf de partij terug als het helemaal is ingelezen.
notice-compressed = { $name } is met { $packing } gecomprimeerd: Rookery schrijft er niet in. Gebruik Opslaan als.
notice-changed-since-opened = { $name } is op schijf veranderd sinds het werd geopend: er is niets geschreven. Gebruik Opslaan als, of open het bestand opnieuw.
notice-could-not-read = Kon { $path } niet lezen: { $why }.
notice-saved-back = Partij { $number } teruggeschreven in { $name }; de andere { $count } partijen zijn onveranderd.
notice-no-mistakes = Het rapport vindt geen fout van { $side } om van te leren (na de opening).

## Het paneel: labels, afbeelding exporteren, opgaven, oefenen en problemen
label-moves = Zetten
label-explorer-moves = Hier gespeelde zetten
label-graph = Evaluatiegrafiek: de kansen van wit over de partij
graph-no-evaluation = geen evaluatie
graph-start = Begin
variation-more =
    { $count ->
        [one] ⊞ nog 1 zet
       *[other] ⊞ nog { $count } zetten
    }
variation-show = De hele variant tonen
file-reload = { $name } opnieuw laden
file-reload-hover = Het bestand opnieuw inlezen zoals het nu is
export-title = Afbeelding exporteren
export-width = Bordbreedte
export-width-name = Bordbreedte in pixels
export-caption = Onderschrift
export-caption-what = Spelers en zet (een GIF: de uitslag)
export-seconds-suffix = s per zet
export-seconds-name = Seconden per zet van een GIF
export-hint = Noem het bestand .png of .svg voor de getoonde stelling, .gif voor de partij.
export-save = Opslaan…
export-copy = Afbeelding kopiëren
export-close = Sluiten
archive-title = Een bestand uit { $name } openen
archive-holds = { $name } bevat { $count } PGN-bestanden:
retro-done = Klaar: { $solved } opgelost, { $failed } mislukt.
retro-find = Zet { $number } van { $side } was { $played } ({ $judgement }). Vind een betere zet.
judgement-inaccuracy = onnauwkeurigheid
judgement-mistake = fout
judgement-blunder = blunder
retro-better = De betere zet was { $san }.
retro-not-found = De engine heeft de betere zet nog niet gevonden.
retro-the-mistake = { $san } is de zet uit de partij. Vind een betere.
retro-checking = { $san } wordt gecontroleerd…
retro-solved = Opgelost: { $san } is een goede zet.
retro-not-enough = { $san } is niet goed genoeg: het geeft te veel weg. Probeer een andere zet, of toon het antwoord.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } was het best.
verdict-good = Goede zet
verdict-inaccuracy = Onnauwkeurigheid
verdict-mistake = Fout
verdict-blunder = Blunder
computer-stopped = De engine van de computer is gestopt: { $why } De partij blijft bewaard en de klokken staan stil.
computer-stopped-untimed = De engine van de computer is gestopt: { $why } De partij blijft bewaard.
engine-none-found = Geen schaakengine gevonden. Installeer Stockfish (op Debian en Ubuntu: sudo apt install stockfish), of kies het programma van een engine in Instellingen.
report-not-started = Het rapport kon niet beginnen: { $why }
report-stopped = Het rapport is gestopt.
report-fault = { $why } Het rapport houdt wat eerder is gevonden.
tables-not-read = De tabellen konden niet worden gelezen: { $why }
hint-browsing = U bekijkt een eerdere zet. Terug naar de partij om te zetten: End of „Terug naar de partij”.
hint-computer-only = Een hint is voor een partij tegen de computer.
notice-engine-off-in-game = De engine en het rapport zijn voor analyse: ze blijven uit tijdens een partij.
notice-engine-on-analysis = De engine en het rapport werken op het analysebord: kies Analyseren om deze partij ermee te bekijken.
notice-pgn-copied = De PGN van de partij staat op het klembord.
notice-fen-copied = De FEN van de stelling staat op het klembord.
notice-line-copied =
    { $count ->
        [one] De lijn van { $count } zet staat als PGN op het klembord.
       *[other] De lijn van { $count } zetten staat als PGN op het klembord.
    }
io-not-found = dat bestand bestaat niet
io-permission = toegang geweigerd
io-folder = het is een map
explorer-pass-stopped = de doorloop is gestopt
zip-no-pgn = het zip-archief bevat geen .pgn-bestand
dialog-no-service = Dit bureaublad heeft geen dienst voor bestandsdialogen (geen desktopportaal en geen zenity).
dialog-unavailable = Hier is geen bestandsdialoog beschikbaar.
dialog-failed = De bestandsdialoog kon niet worden getoond (geen desktopportaal antwoordde, en zenity ontbreekt of faalde).
dialog-pgn-games = PGN-partijen
dialog-images = Afbeeldingen (PNG, SVG, GIF van de partij)
dialog-books = Polyglot-boeken

## Menu’s voor schermlezers, getypte zetten, bedenktijden
menu-a11y = Menu { $title }
report-counts-hover = Onnauwkeurigheden (?!), fouten (?) en blunders (??) zoals lichess ze beoordeelt, en het gemiddelde verlies in centipionnen
panel-width = Breedte van het paneel: slepen, of ← en → als het het toetsenbord heeft
notice-image-not-saved = Kon { $name } niet opslaan: { $why }. Er is niets veranderd.
work-stopped = het werk is gestopt
typed-no-piece = Geen stuk kan naar { $square }
typed-several = { $typed } past bij meerdere zetten: { $moves }
typed-illegal = { $san } is hier geen legale zet
typed-nothing = „{ $typed }” is geen zet en geen opdracht (hulp toont ze)
typed-word-resign = opgeven
typed-word-draw = remise
typed-word-takeback = terugnemen
typed-word-flip = draaien
typed-word-clock = klok
typed-word-who = wie
typed-word-help = hulp
delay-fischer = Fischer-increment
delay-bronstein = Bronstein-vertraging
delay-simple = Eenvoudige vertraging

## Een partijbestand bewerken: wat er gedaan is; schrijven; plakken; instellingen
edit-read-only = { $name } is gecomprimeerd en kan hier alleen gelezen worden.
edit-added = partij toegevoegd aan { $name }
edit-deleted = { $games } verwijderd uit { $name }
edit-not-undone = Kon niet ongedaan maken ({ $what }): { $why }.
edit-undone = ongedaan gemaakt: { $what }
edit-not-pgn = { $name } is geen PGN-bestand. Er is niets veranderd.
edit-appended = { $other } achter { $name } gevoegd
edit-no-duplicates = { $name } heeft geen dubbele partijen
edit-removed = { $games } verwijderd uit { $name }
edit-copied = { $games } gekopieerd naar { $name }
edit-unsupported = { $why } Er is niets veranderd.
edit-failed = Kon { $name } niet wijzigen: { $why }. Er is niets veranderd.
edit-lost = De bewerking stopte halverwege; het bestand is zoals het was.
edit-done = { $what }.
write-no-folder = de map { $folder } bestaat niet
write-not-writable = er kan niet in de map { $folder } geschreven worden
write-read-only = de map { $folder } staat op een alleen-lezen schijf
write-disk-full = de schijf is vol
write-is-folder = { $path } is een map
paste-bad-fen = De geplakte FEN is geen legale stelling: { $why }.
paste-neither-why = De geplakte tekst is geen PGN en geen FEN: { $why }.
paste-neither = De geplakte tekst („{ $text }”) is geen PGN en geen FEN.
settings-unreadable = De instellingen in { $path } konden niet worden gelezen ({ $why }); de standaardwaarden worden gebruikt.
settings-kept-as = het is bewaard als { $path }
settings-not-kept = het kon niet apart gezet worden ({ $why })
settings-damaged = Het instellingenbestand { $path } is beschadigd ({ $why }): de standaardwaarden worden gebruikt, en { $kept }.

## De tabellen, de engine, het boek; ongedaan maken; wat de partij weigert
tables-thrown-away =
    Die zet verspeelt { $had ->
            [win] de winst
           *[draw] de remise
        }: volgens de tabellen is het nu { $now ->
            [lost] verloren
           *[draw] remise
        }.
tables-castling = De tabellen bevatten geen stelling met een rokaderecht.
tables-too-many = De stelling heeft { $count } stukken; de tabellen hier dekken er hoogstens { $max }.
tables-missing = De tabel voor { $material } ontbreekt.
tables-unreadable = De tabellen konden niet worden gelezen: { $why }.
engine-quit = De engine is onverwacht gestopt.
engine-quit-status = De engine is onverwacht gestopt ({ $status }).
engine-no-answer = De engine antwoordde niet op { $what } binnen { $seconds } s.
engine-not-uci = { $path } is geen UCI-engine: het antwoordde niet `uciok` op `uci`.
engine-not-stopped = De engine stopte niet binnen { $seconds } s en is beëindigd.
engine-not-started = Kon { $path } niet starten: { $why }
engine-no-input = de engine heeft geen invoer
engine-no-output = de engine heeft geen uitvoer
engine-no-thread = Kon de thread van de engine niet starten: { $why }
engine-found-nothing = De engine vond niets binnen { $seconds } s en is beëindigd.
engine-did-not-start = { $path } startte niet als engine.
engine-no-core = Alle kernen rekenen al voor een ander deel van Rookery (het partijverslag, de engine van het bord of de opgaven). Probeer het opnieuw als dat klaar is.
book-unreadable = Het openingsboek { $path } kan niet gelezen worden: { $why }.
book-empty = Het openingsboek { $path } is leeg.
book-not-a-book = { $path } is geen Polyglot-boek: de { $size } bytes zijn geen geheel aantal items van 16 bytes.
undo-result = Uitslag { $result }
undo-add = { $move } toevoegen
undo-promote = { $move } omhoog
undo-main-line = { $move } de hoofdvariant maken
undo-delete-from = Verwijderen vanaf { $move }
undo-delete-variation = De variant { $move } verwijderen
undo-line = Lijn { $moves }
undo-comment = Commentaar { $spot }
undo-comment-before = Commentaar voor { $spot }
undo-the-start = het begin
undo-glyph = Teken bij { $move }
undo-drawing = Tekening bij { $spot }
undo-report = Partijrapport
refused-game-over = de partij is afgelopen
refused-illegal-move = { $from }-{ $to } is geen legale zet
refused-promotion = een pion op de laatste rij moet promoveren: kies een stuk
refused-san = „{ $text }” is geen legale zet in SAN
refused-uci = „{ $text }” is geen legale zet in UCI
refused-no-claim = er kan geen remise geclaimd worden: de stelling is niet drie keer voorgekomen en er zijn geen 50 zetten zonder slag of pionzet voorbij
refused-no-offer = de tegenstander heeft geen remise aangeboden
refused-offered = u hebt al remise aangeboden
refused-no-takeback = er is geen zet om terug te nemen
refused-takeback-over = de partij is afgelopen: de zetten kunnen niet teruggenomen worden
refused-no-ply = de partij heeft geen halve zet { $ply }
refused-no-variation = de partij heeft zo’n variant niet
refused-viewing-past = er wordt een eerdere zet getoond: terug naar de partij om te zetten
refused-not-record = een lopende partij wordt niet bewerkt: analyseer hem als hij is afgelopen
refused-main-line = de zet staat in de hoofdvariant
refused-nothing-to-undo = er is niets om ongedaan te maken
refused-main-line-changed = de hoofdvariant veranderde tijdens het rapport: voer het opnieuw uit

## De engine: kansen
engine-wdl = W { $win }% R { $draw }% V { $loss }%
window-close = Venster sluiten
clock-name = Klok van { $side } { $time }
clock-name-running = Klok van { $side } { $time }, loopt
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, gem. verlies { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Puzzels
control-stop-puzzles = Stoppen met puzzels
control-puzzles-hover = Tactische puzzels: vind de beste zet, met rating, als reeks of een verzameling herhaald
control-import-puzzles = Puzzels importeren…
control-import-puzzles-hover = Voegt de puzzeldatabase van lichess (.csv, .csv.zst), een EPD-verzameling of een PGN-bestand met stellingen toe
control-dashboard = Puzzeloverzicht
control-show-solution = Oplossing tonen
control-analyse-puzzle = Analyseren
puzzle-find = { $side } aan zet: vind de beste zet.
puzzle-right = Goed! Ga door.
puzzle-solved = Opgelost!
puzzle-solved-after = Opgelost, na een fout.
puzzle-wrong = { $san } is niet de zet. De puzzel telt als mislukt: vind de juiste zet of toon de oplossing.
puzzle-solution = De oplossing: { $line }
puzzle-no-line = Deze puzzel noemt geen zet.
puzzle-none = Geen puzzel past: importeer de puzzeldatabase van lichess (menu Partij, Puzzels importeren…) of kies een ander thema.
puzzle-none-due = Vandaag staat geen mislukte puzzel op het programma.
puzzle-set-done = De verzameling is af: deze ronde is voorbij. Volgende begint de volgende ronde.
puzzle-streak-over = De reeks eindigt op { $count }.
puzzle-store-failed = De puzzelopslag: { $why }
puzzle-imported = { $added } puzzels toegevoegd uit { $name } ({ $bad } foute regels overgeslagen).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = { $name } wordt geïmporteerd
puzzle-filing = { $name } wordt geordend op thema en rating
puzzle-rating = Rating { $rating } { $change }
puzzle-streak = Reeks { $count } (record { $best })
puzzle-review = Mislukte puzzels: { $count } te herhalen
puzzle-set = { $name }: { $at } van { $total }, ronde { $cycle }
puzzle-mode = Puzzels
puzzle-mode-rated = Met rating
puzzle-mode-streak = Reeks
puzzle-mode-review = Mislukt ({ $count } te herhalen)
puzzle-mode-set = Verzameling: { $name }
puzzle-difficulty = Moeilijkheid
puzzle-difficulty-easiest = Makkelijkst
puzzle-difficulty-easier = Makkelijker
puzzle-difficulty-normal = Normaal
puzzle-difficulty-harder = Moeilijker
puzzle-difficulty-hardest = Moeilijkst
puzzle-theme = Thema
puzzle-theme-any = Elk thema
dashboard-title = Puzzeloverzicht
dashboard-played = { $played } gespeeld, { $solved } opgelost
dashboard-rating = Rating in de tijd
dashboard-per-day = Puzzels per dag
dashboard-themes = Succes per thema, zwakste eerst
dialog-puzzles = Puzzelbestanden
prompt-puzzles = Puzzels importeren
prompt-puzzles-words = Typ het pad van een puzzelbestand: .csv of .csv.zst van lichess, een .epd-verzameling of een .pgn met stellingen.
# lichess's puzzle themes.
theme-mate = Mat
theme-mateIn1 = Mat in 1
theme-mateIn2 = Mat in 2
theme-mateIn3 = Mat in 3
theme-mateIn4 = Mat in 4
theme-mateIn5 = Mat in 5
theme-oneMove = Eén zet
theme-short = Kort
theme-long = Lang
theme-veryLong = Zeer lang
theme-opening = Opening
theme-middlegame = Middenspel
theme-endgame = Eindspel
theme-fork = Vork
theme-pin = Penning
theme-skewer = Spies
theme-discoveredAttack = Aftrekaanval
theme-hangingPiece = Hangend stuk
theme-sacrifice = Offer
theme-deflection = Afleiding
theme-attraction = Aantrekking
theme-promotion = Promotie
theme-advancedPawn = Gevorderde pion
theme-backRankMate = Achterrijmat
theme-castling = Rokade
theme-enPassant = En passant
theme-quietMove = Stille zet
theme-defensiveMove = Verdedigende zet
theme-kingsideAttack = Aanval op de koningsvleugel
theme-crushing = Verpletterend
theme-advantage = Voordeel
theme-equality = Gelijkspel
# Puzzles found in the listed file.
control-find-puzzles = Puzzels in dit bestand zoeken
control-find-puzzles-hover = Doorzoekt de partijen van het geopende bestand met de engine, op elke vrije kern, naar momenten waarop één zet wint; ze worden een verzameling
puzzle-no-file = Open eerst een bestand met partijen: puzzels worden in het geopende bestand gezocht.
puzzle-finding = Puzzels zoeken: { $done } van { $games } partijen, { $found } gevonden
puzzle-found = { $count } puzzels gevonden: de verzameling ‘{ $name }’.
dashboard-cycles = Verzamelingen, ronde na ronde
dashboard-cycle = ronde { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Het repertoire: { $why }
repertoire-holes-need-file = Open eerst een bestand met partijen: de gaten zijn de antwoorden uit die partijen (in de verkenner) waarop uw repertoire geen antwoord heeft.
repertoire-no-moves = Speel eerst de toe te voegen zetten op het bord.
repertoire-all-done = Elke kaart van deze training is beantwoord.
repertoire-none-due = Er is nu geen kaart aan de beurt. Oefen vooruit om ze allemaal te trainen.
repertoire-your-move = { $side } aan zet: speel de zet van uw repertoire.
repertoire-right = Goed.
repertoire-wrong = { $san } staat niet in uw repertoire. De pijl toont de zet: speel die.
repertoire-other = { $san } is goed. Uw repertoire speelt hier ook een andere zet, met kaarten erna: speel die.
repertoire-hint = De pijl toont de zet van uw repertoire.
repertoire-title = Repertoire: { $name } ({ $side })
repertoire-counts = Kaarten { $cards } · nieuw { $new } · aan de beurt { $due } · binnen 7 dagen { $week } · geleerd { $learned } · vergeten { $lapsed }
repertoire-which-side = { $name } noemt geen kleur. Voor welke kleur is dit repertoire?
repertoire-drill = Trainen ({ $count })
repertoire-ahead = Vooruit oefenen
repertoire-hint-button = Hint
repertoire-stop = Training stoppen
repertoire-holes = Gaten
repertoire-progress = Voortgang…
repertoire-close = Repertoire sluiten
repertoire-doubles = Twee zetten na: { $lines }
repertoire-holes-title = Gaten ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } van { $reaching } partijen)
repertoire-no-holes = Geen gaten: elk antwoord uit 5 % van de partijen heeft een antwoord.
repertoire-lines = Varianten
repertoire-line = { $line }: { $learned } van { $cards } geleerd
repertoire-start = het begin
control-open-repertoire = Repertoire openen…
control-open-repertoire-hover = Opent een PGN-bestand met varianten als uw openingsrepertoire, om te trainen en de gaten te vinden
control-add-to-repertoire = Deze zetten aan mijn repertoire toevoegen
control-add-to-repertoire-hover = Voegt de zetten tot de getoonde stelling toe aan uw repertoire (een nieuw vraagt om een bestand; de kleur is die onderaan)
control-drill-repertoire = Repertoire trainen
control-stop-drilling = Training stoppen
prompt-repertoire = Repertoire openen
prompt-repertoire-words = Typ het pad van een repertoire: een PGN-bestand met varianten.
prompt-new-repertoire = Nieuw repertoire
prompt-new-repertoire-words = Typ het pad van het PGN-bestand van het nieuwe repertoire.
