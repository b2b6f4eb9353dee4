## Asetusikkuna
settings-language = Kieli
settings-language-system = Järjestelmän ({ $language })
settings-letters = Nappuloiden kirjaimet
settings-letters-language = Kielen ({ $letters })
settings-letters-english = Englanninkieliset ({ $letters })

## Lauta, kuten ruudunlukija sen sanoo
square-empty = { $square }, tyhjä
square-piece = { $square }, { $piece }
piece-white-king = valkea kuningas
piece-white-queen = valkea daami
piece-white-rook = valkea torni
piece-white-bishop = valkea lähetti
piece-white-knight = valkea ratsu
piece-white-pawn = valkea sotilas
piece-black-king = musta kuningas
piece-black-queen = musta daami
piece-black-rook = musta torni
piece-black-bishop = musta lähetti
piece-black-knight = musta ratsu
piece-black-pawn = musta sotilas
mark-selected = valittu
mark-can-take = voi lyödä
mark-can-go = voi siirtyä
mark-last-move = viimeisin siirto
mark-check = shakki
mark-picked-up = nostettu

## Määrät
games-count =
    { $count ->
        [one] { $count } peli
       *[other] { $count } peliä
    }

## Siirtolistan alla olevat rivit ja Peli-valikko
control-back-to-game = Takaisin peliin
control-continue = Jatka tästä…
control-continue-hover = Aloita peli näytetystä asemasta, siihen johtaneet siirrot säilyttäen
control-practice = Harjoittele tästä
control-practice-hover = Pelaa siirtovuorossa olevaa puolta tietokonetta vastaan täydellä voimalla, jokainen siirto arvioidaan
control-new-game = Uusi peli…
control-flip = Käännä lauta
control-engine = Moottori
control-engine-off = Moottori pois
control-engine-hover = Näyttää moottorin parhaat muunnelmat, sen arvion ja nuolet näytetylle asemalle
control-threat = Näytä uhka
control-threat-off = Piilota uhka
control-threat-hover = Mitä juuri siirtänyt puoli uhkaa: moottorin muunnelmat siirtovuoro ohitettuna, punaisella
control-stop-report = Pysäytä raportti
control-stop-report-hover = Pysäyttää peliraportin; löydetty säilyy
control-report = Peliraportti
control-report-hover = Moottori jokaisen siirron yllä: arviot, merkityt virheet, paremmat muunnelmat
control-learn = Opi pelaajan { $name } virheistä
control-learn-hover = Raportin epätarkkuudet, virheet ja vakavat virheet tehtävinä
control-show-move = Näytä siirto
control-hint = Vihje
control-hint-hover = Näyttää siirrettävän nappulan, sitten siirron
control-take-back = Peru
control-take-back-hover = Perua viimeisen siirtosi ja tietokoneen vastauksen
control-takeback = Peruutus…
control-takeback-hover = Pyytää vastustajaa sallimaan viimeisen siirron perumisen
control-resume-clocks = Jatka kelloja
control-pause-clocks = Pysäytä kellot
control-start = Alku
control-back = Yksi siirto taaksepäin
control-forward = Yksi siirto eteenpäin
control-latest = Viimeisin siirto
control-puzzles = Opi pelaajan { $name } virheistä: { $at }/{ $total } · ratkaistu { $solved } · epäonnistui { $failed }
control-show-answer = Näytä vastaus
control-next = Seuraava
control-skip = Ohita
control-stop = Lopeta
control-retry = Yritä uudelleen
control-restart-engine = Käynnistä moottori uudelleen
control-two-people = Jatka kahdestaan

## Peli-valikon valinnat ja vastaukset
control-auto-flip = Automaattinen kääntö
control-auto-flip-hover = Käännä lautaa jokaisen siirron jälkeen, niin että vuorossa oleva on alhaalla
control-figurines = Kuviot
control-figurines-hover = Nappuloiden kuviot siirtolistassa kirjainten sijaan
control-settings = Asetukset…
control-shortcuts = Pikanäppäimet
control-allow-takeback = Salli peruutus
control-refuse-takeback = Kieltäydy peruutuksesta
control-accepts-draw = { $name } hyväksyy tasapelin
control-declines-draw = { $name } hylkää tasapelin
control-offers-draw = { $name } tarjoaa tasapeliä
control-resigns = { $name } luovuttaa…
control-result = Tulos
control-result-unknown = * (ei tiedossa)
control-result-hover = Pelin tulos; siirtojen muokkaukset säilyttävät sen
control-quit = Lopeta

## Tiedosto-valikko
file-open = Avaa…
file-new-analysis = Uusi analyysi
file-analyse-position = Analysoi tämä asema
file-set-up = Aseta asema…
file-set-up-hover = Aseta nappulat hiirellä näytetystä asemasta alkaen
file-save = Tallenna
file-save-as = Tallenna nimellä…
file-recent = Viimeisimmät pelit…
file-paste = Liitä peli tai FEN
file-copy-pgn = Kopioi PGN
file-copy-fen = Kopioi FEN
file-export-image = Vie kuva…
file-copy-image = Kopioi kuva

## Pelaajien ruudut
side-white = Valkea
side-black = Musta
player-name = Nimi: { $side }
player-clock-recorded = Peliin kirjattu kellon lukema
player-resign-name = Luovuta ({ $name })
player-has-offered = { $name } on tarjonnut tasapeliä
player-offer-name = Tarjoa tasapeliä ({ $name })
player-offer-disabled = Tasapeliä voi tarjota pelin jatkuessa
claim-threefold = kolminkertainen toisto
claim-fifty = 50 siirron sääntö
player-claim = Vaadi tasapeliä ({ $claim })
player-offers = { $name } tarjoaa tasapeliä.
player-accept-draw = Hyväksy tasapeli
player-decline = Hylkää
player-asks-takeback = { $name } pyytää saada perua viimeisen siirtonsa.
player-allow-takeback = Salli peruutus
player-refuse = Kieltäydy
player-claim-with = Vaadi tasapeliä siirrolla { $move }
player-claim-with-hover = Pelaa { $move } ja vaatii tasapeliä: { $claim }

## Siirtokenttä
field-hint = Kirjoita siirto
field-hover = Kirjoita siirto ({ $examples }) tai resign, draw, takeback, flip, clock, who, help; Enter siirtää kohdistuksen tähän
field-game-over = Peli on päättynyt.
field-no-claim = Tällä siirrolla ei voi vaatia tasapeliä.
field-no-game = Käynnissä ei ole peliä, jonka voisi luovuttaa.
field-no-takeback = Ei ole siirtoa, jonka voisi perua.
field-no-clock = Pelissä ei ole kelloa.
field-help = Siirrot: { $examples }; ruutu nostaa nappulan. Sanat: luovuta, tasapeli (tasapeli { $claim } vaatii siirrolla), peru, käännä, kello, kuka, apua.
field-to-move = Vuorossa { $name } ({ $side })
field-played = ; { $name } pelasi { $move }

## Asetusikkuna: lauta, peli, ääni, moottori
settings-title = Asetukset
settings-new-games = Uudet pelit
settings-engine = Moottori
settings-book = Avauskirja
settings-board = Lauta
theme-brown = Ruskea
theme-blue = Sininen
theme-green = Vihreä
theme-grey = Harmaa
settings-slide = Nappulat liukuvat
speed-off = Ei
speed-fast = Nopea
speed-normal = Normaali
speed-slow = Hidas
settings-show = Näytä
settings-coordinates = Koordinaatit laudalla
settings-dots = Pisteet sallituissa siirroissa
settings-figurines = Kuviot siirtolistassa
settings-play = Peli
settings-auto-flip = Käännä lauta jokaisen siirron jälkeen
settings-takebacks = Salli peruutukset tietokonetta vastaan
settings-sound = Ääni
settings-sounds = Äänet
settings-volume = voimakkuus
settings-found = { $path } (löytyi)
settings-no-engine = ei löytynyt: apt install stockfish
settings-choose = Valitse…
settings-choose-engine = Valitse moottori
settings-default = Oletus
settings-threads = Säikeet
settings-engine-threads = Moottorin säikeet
settings-hash = Hash (Mt)
settings-hash-name = Hash megatavuina
settings-lines = Muunnelmat
settings-bar-wdl = Arviopalkki näyttää odotetun tuloksen (voitto/tasapeli/tappio)
settings-bar-wdl-hover = Kun moottori antaa todennäköisyydet; muuten arvion voittomahdollisuudet
settings-report = Peliraportti:
settings-depth = syvyys
settings-report-depth = Raportin syvyys
settings-seconds = sekuntia siirtoa kohden
settings-report-seconds = Raportin sekunnit siirtoa kohden
settings-no-book = ei mitään (Polyglot-.bin-tiedosto)
settings-choose-book = Valitse avauskirja
settings-remove = Poista
settings-remove-book-hover = Kirjan siirtoja ei enää näytetä
settings-stop-book = Lopeta avauskirjan käyttö
settings-computer-book = Tietokone avaa kirjasta (tasot 6–10)
settings-tables = Loppupelitaulukot (Syzygy) datakansion syzygy/-kansion lisäksi:
settings-remove-tables-hover = Tämän kansion taulukoita ei enää lueta
settings-remove-folder = Poista { $folder }
settings-tables-field = Loppupelitaulukoiden kansio
settings-add = Lisää
settings-add-disabled = Kirjoita kansion polku, jossa on .rtbw- ja .rtbz-tiedostoja
settings-choose-tables = Valitse loppupelitaulukoiden kansio
settings-time-control = Aikakontrolli
settings-time-field = Uuden pelin aikakontrolli
settings-or-untimed = { $error } tai ilman kelloa

## Uuden pelin pelaajat
settings-new-white = Uuden pelin valkea
settings-new-black = Uuden pelin musta

## Uusi peli -ikkuna
new-title = Uusi peli
new-title-continue = Jatka tästä
new-start = Aloita peli
new-cancel = Peruuta
new-person = Ihminen
new-computer = Tietokone
new-side-person = { $side }: ihminen
new-side-computer = { $side }: tietokone
new-side-level = { $side }: tietokoneen taso
new-level-full = Taso { $number } (täysi voima)
new-level-about = Taso { $number } (noin { $rating })
computer-provisional = Tietokone, Rookery taso { $level }
computer-name = { $engine }, Rookery taso { $level }
player-computer-short = Taso { $level } · { $engine }
player-computer = Tietokone
new-cannot-play = Tietokone ei voi pelata: { $why }
new-time-control = Aikakontrolli
new-untimed = Ilman kelloa
new-custom = Oma
new-odds = Eri aika kummallekin puolelle (aikatasoitus)
new-side-colon = { $side }:
new-minutes = Minuutit: { $side }
new-seconds = Sekunnit siirtoa kohden: { $side }
new-delay = Lisäaika tai viive: { $side }
new-from-shown = Peli alkaa näytetystä asemasta.
new-goes-on =
    Peli jatkuu näytetystä asemasta, siihen johtaneet { $count ->
        [one] { $count } puolisiirto
       *[other] { $count } puolisiirtoa
    } säilyttäen.
new-already-over = Säännöt päättävät pelin jo siihen: { $why }.
new-fen-title = Alkuasema (FEN, tyhjä tavalliselle)
new-fen-name = Alkuasema (FEN)
new-960 = Chess960 nro
new-960-name = Chess960-numero
new-use = Käytä
new-use-hover = Aloita tästä Chess960-asemasta (518 on tavallinen)
new-random = Satunnainen
new-set-up = Aseta laudalle…
new-set-up-hover = Aseta nappulat hiirellä
new-last = Käytä viimeisintä asemaa
new-legal = ✔ sallittu asema

## Pikanäppäinten luettelo (F1)
shortcuts-title = Pikanäppäimet
help-new-game = Uusi peli…
help-new-analysis = Uusi analyysi
help-set-up-a-position = Aseta asema…
help-open-a-pgn-file = Avaa PGN-tiedosto…
help-save = Tallenna
help-save-as = Tallenna nimellä…
help-paste-a-game-pgn-or-a = Liitä peli (PGN) tai asema (FEN)
help-undo-an-edit-in-a-game = Peru muokkaus (käynnissä olevassa pelissä: pyydä viimeisen siirron perumista)
help-redo = Tee uudelleen
help-mark-the-move = Merkitse siirto ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Poista näytetty siirto ja sitä seuraavat
help-quit = Lopeta
help-accept-the-draw-offered-or-allow = Hyväksy tarjottu tasapeli tai pyydetty peruutus
help-decline-the-draw-offered-or-refuse = Hylkää tarjottu tasapeli tai pyydetty peruutus
help-flip-the-board = Käännä lauta
help-the-board-s-squares-the-arrows = Laudan ruudut: nuolet kulkevat niillä, Enter tai välilyönti nostaa ja laskee
help-type-a-move-nf3-e2e4-o = Kirjoita siirto (Rf3, e2e4, O-O) tai luovuta, tasapeli, peru, käännä, kello, kuka, apua
help-engine-on-or-off-analysis-board = Moottori päälle tai pois (analyysilauta)
help-show-threat-what-the-side-that = Näytä uhka: mitä juuri siirtänyt puoli uhkaa (analyysilauta)
help-game-report-the-engine-over-every = Peliraportti: moottori jokaisen siirron yllä
help-hint-against-the-computer-the-piece = Vihje tietokonetta vastaan: siirrettävä nappula, sitten siirto
help-one-move-back = Yksi siirto taaksepäin
help-one-move-forward = Yksi siirto eteenpäin
help-the-start = Alku
help-the-latest-move = Viimeisin siirto
help-this-list = Tämä luettelo
help-the-menus-between-them-and-enter = Valikot: ← → niiden välillä, ↑ ↓ ja Enter valikossa, Esc sulkee
help-the-file-game-and-move-menus = Tiedosto-, Peli- ja Siirto-valikot
key-first-letter = siirron ensimmäinen kirjain
key-right-click = oikea napsautus
key-right-drag = Oikea veto
key-delete = Delete
key-enter = Enter
key-shift = Vaihto
key-home = Home
key-ctrl = Ctrl
key-or = tai
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Palauta valittu nappula
help-close-the-editor = Sulje asemaeditori (kuten Peruuta)
help-draw-an-arrow-a-circle-shift = Piirrä nuoli, ympyrä (Vaihto tai Ctrl: punainen, Alt: sininen, molemmat: keltainen)
help-choose-and-open-a-game-in = Valitse ja avaa peli peliluettelosta

## Tilarivi ja tulos
status-to-move = Vuorossa { $name }
status-to-move-check = Vuorossa { $name } — shakki
status-checkmated = { $name } on matissa
status-stalemated = { $name } on patissa
end-checkmate = { $winner } voittaa matilla
end-stalemate = Tasapeli: patti
end-insufficient = Tasapeli: kumpikaan ei voi tehdä mattia (kuollut asema)
end-dead = Tasapeli — kuollut asema: mikään laillisten siirtojen sarja ei johda mattiin
end-fivefold = Tasapeli: viisinkertainen toisto
end-seventy-five = Tasapeli 75 siirron säännöllä
end-threefold = Tasapeli: kolminkertainen toisto (vaati { $name })
end-fifty = Tasapeli 50 siirron säännöllä (vaati { $name })
end-agreement = Tasapeli sopimuksella
end-resigns = { $name } luovuttaa
end-time = { $winner } voittaa ajalla
end-time-insufficient = Tasapeli — pelaajan { $flagged } aika loppui, mutta { $other } ei voi tehdä mattia
end-wins = { $winner } voittaa
end-draw = Tasapeli
end-ongoing = Peli käynnissä

## Kysymykset ja ilmoitukset laudan päällä
resign-title = Luovuta pelaajana { $name }?
resign-winner = { $name } voittaa pelin.
resign-button = Luovuta
resign-keep = Jatka pelaamista
over-analyse = Analysoi
over-analyse-hover = Käy peli läpi: kokeile muita siirtoja, kommentoi, piirrä nuolia
over-close = Sulje
restored-analysis = Analyysi palautettu
restored-analysis-words = Analyysisi palaa sellaisena kuin jätit sen: muutoksia ei ole vielä tallennettu.
restored-analysis-of = Analyysisi tiedostosta { $file } palaa sellaisena kuin jätit sen: muutoksia ei ole vielä tallennettu.
restored-go-on = Jatka
restored-game = Peli palautettu
restored-game-words =
    { $white } vastaan { $black }: peli jatkuu siitä, mihin se jäi, { $count ->
        [one] { $count } siirron
       *[other] { $count } siirron
    } jälkeen.
restored-paused = Kellot ovat pysähdyksissä, kunnes jatkat.
restored-resume = Jatka
restored-continue = Jatka
unsaved-title = Tallennetaanko muutokset: { $name }?
unsaved-this = tämä analyysi
unsaved-before-open = Siirtosi, kommenttisi ja piirroksesi menetetään, jos et tallenna niitä ennen toisen pelin avaamista.
unsaved-before-practice = Siirtosi, kommenttisi ja piirroksesi menetetään, jos et tallenna niitä ennen harjoittelua tästä asemasta.
unsaved-before-quit = Siirtosi, kommenttisi ja piirroksesi menetetään, jos et tallenna niitä ennen lopettamista.
unsaved-save = Tallenna
unsaved-discard = Hylkää

## Moottorin alue
engine-report-progress = Raportti: siirto { $done }/{ $total }
engine-stop = Pysäytä
engine-stop-hover = Löydetty säilyy
engine-go-on = Jatka
engine-go-on-hover = Raportti jatkuu siitä, mihin se jäi
engine-choose = Valitse moottori…
engine-stopped-report = Peliraportti pysähtyi siirtoon { $moves }, kun Rookery suljettiin; löydetty säilyy.
engine-depth = syvyys { $depth }
engine-thinking = Moottori miettii… ({ $keys } sammuttaa sen)
engine-no-threat = Ei näytettävää uhkaa: { $side } on shakissa tai peli on päättynyt.
engine-threat-off = ({ $keys } piilottaa uhan)
engine-threat = Uhka ({ $score }): { $line }
engine-looking = Etsitään, mitä { $side } uhkaa…
engine-threat-hover = Mitä { $side } pelaisi, jos olisi taas sen vuoro ({ $keys } sammuttaa)
engine-checkmate = Matti
engine-stalemate = Patti
engine-wdl-hover = Valkean voiton, tasapelin ja tappion mahdollisuudet moottorin mukaan
engine-wdl-line = { $wdl } (valkean, promilleina: voitto/tasapeli/tappio)
engine-line-name = Muunnelma { $at }/{ $total }: { $score } { $line }; Enter pelaa sen siirtoon { $move } asti
engine-play-line = Pelaa muunnelma tähän asti peliin
engine-graph = Valkean mahdollisuudet pelin aikana

## Pelin otsikko, taulukot, kirja ja tutkija
header-has-offered = { $name } on tarjonnut tasapeliä.
header-time-control = Aikakontrolli { $control }
header-time-control-paused = Aikakontrolli { $control } — kellot pysäytetty
header-round = { $event }, kierros { $round }
header-read-error = ⚠ Luettu virheeseen asti: { $error }.
header-rules-start = Säännöt olisivat päättäneet tämän pelin alussa: { $result }.
header-rules-after = Säännöt olisivat päättäneet tämän pelin siirron { $move } jälkeen: { $result }.
tables-title = Taulukot: { $side } vuorossa, { $outcome }
tables-win = voitto
tables-cursed-win = kirottu voitto
tables-draw = tasapeli
tables-blessed-loss = siunattu tappio
tables-loss = tappio
tables-mate = matti
tables-play-hover = Pelaa se peliin
tables-dtz-hover = DTZ: puolisiirrot seuraavaan lyöntiin tai sotilassiirtoon molempien parhaalla pelillä; ei siirrot mattiin. Kunkin siirron luku lasketaan sen jälkeen, toisen puolen kannalta.
tables-practice = Pelaa taulukoita vastaan
tables-practice-hover = Pelaa vuorossa olevaa puolta; tietokone puolustaa täydellisesti
book-title = Kirja:
book-hover = Paino { $weight }: pelaa se peliin
book-name = Kirjasiirto { $move }, { $share } prosenttia

## Siirtolistan välilehdet ja tutkija
tab-moves = Siirrot
tab-explorer = Tutkija
tab-explorer-progress = Tutkija { $percent } %
explorer-pasted = liitetyt pelit
explorer-playing = Kaikkia tiedoston { $file } pelejä pelataan läpi…
explorer-cancel = Peruuta
explorer-stopped = Tiedoston { $file } tutkija pysäytettiin.
explorer-again = Tutki uudelleen
explorer-failed = Tutkija ei voinut lukea tiedostoa { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } peli
       *[other] { $shown } peliä
    }
explorer-reaching = Tähän asemaan johtavat pelit
explorer-reaching-hover = Luettele tiedoston pelit, jotka johtavat tähän asemaan
explorer-none-reach = Mikään tiedoston { $file } peli ei johda tähän asemaan.
explorer-none-on = Mikään peli ei jatkunut tästä.
explorer-limit = Tutkija laskee ensimmäisten { $plies } puolisiirron siirrot (siirtoon { $moves } asti), kuten lichessin.
explorer-replaying = Pelataan läpi pelit, jotka voivat johtaa tähän asemaan…
explorer-stop = Pysäytä
explorer-replay-hover = Pelaa läpi tiedoston pelit, jotka voivat johtaa siihen, ja luettele ne
explorer-during-game = Pelin aikana siirrot tehdään laudalla
explorer-no-result = tulosta ei tiedetä
explorer-shares = Valkea { $white } %, tasapelit { $draws } %, musta { $black } %

## Tiedostopalkki ja siirtolista
bar-analysis = Analyysi
bar-new-game = Uusi peli
bar-games = Pelit ({ $count })
bar-games-hover = Avoimen tiedoston peliluettelo
moves-none = Ei vielä siirtoja.

## Kommenttimerkit
glyph-1 = Hyvä siirto
glyph-2 = Virhe
glyph-3 = Loistava siirto
glyph-4 = Vakava virhe
glyph-5 = Mielenkiintoinen siirto
glyph-6 = Kyseenalainen siirto
glyph-10 = Tasainen asema
glyph-13 = Epäselvä asema
glyph-14 = Valkealla on hieman parempi
glyph-15 = Mustalla on hieman parempi
glyph-16 = Valkealla on parempi
glyph-17 = Mustalla on parempi
glyph-18 = Valkea voittaa
glyph-19 = Musta voittaa
glyph-146 = Uutuus
glyph-32 = Kehityksen etumatka
glyph-36 = Aloite
glyph-40 = Hyökkäys
glyph-132 = Vastapeli
glyph-138 = Aikapula
glyph-44 = Korvausta vastaan
glyph-140 = Ajatuksena
glyph-22 = Siirtopakko

## Analyysipalkki ja Siirto-valikko
analysis-undo = Kumoa { $what } ({ $keys })
analysis-redo = Tee uudelleen { $what } ({ $keys })
analysis-undo-nothing = Kumoa ({ $keys })
analysis-redo-nothing = Tee uudelleen ({ $keys })
analysis-move-menu-hover = Nosta, tee päälinjaksi, poista, kopioi näytetty siirto
analysis-position-glyphs = Miten asema on
analysis-observation-glyphs = Uutuus, aloite, hyökkäys…
analysis-more-glyphs = Merkit, joille rivillä ei ole tilaa
analysis-start = alku
analysis-before = Ennen: { $name }…
analysis-comment-on = Kommentti: { $name }…
analysis-promote = Nosta muunnelma
analysis-main-line = Tee päälinjaksi
analysis-delete-from = Poista tästä eteenpäin
analysis-delete-variation = Poista muunnelma
analysis-collapse = Kutista muunnelma
analysis-comment = Kommentti…
analysis-glyphs = Merkit
analysis-copy-line = Kopioi muunnelma PGN:nä

## Valikoiden otsikot
menu-file = Tiedosto
menu-game = Peli
menu-move = Siirto
menu-name = { $title }-valikko

## Tiedostoikkunat: polku, tallennuksen valinta, pudotettu tiedosto
prompt-open = Avaa PGN-tiedosto
prompt-open-action = Avaa
prompt-save = Tallenna peli
prompt-save-action = Tallenna
prompt-engine = Valitse shakkimoottori
prompt-choose-action = Valitse
prompt-export = Vie kuva laudasta
prompt-export-action = Vie
prompt-append = Liitä PGN-tiedosto
prompt-append-action = Liitä
prompt-copy = Kopioi peli tiedostoon
prompt-copy-action = Kopioi
prompt-tables = Lisää loppupelitaulukoiden kansio
prompt-add-action = Lisää
prompt-book = Valitse avauskirja
prompt-open-words = Kirjoita tiedoston polku, pudota tiedosto ikkunaan tai anna se komentorivillä (rookery TIEDOSTO.pgn).
prompt-save-words = Kirjoita polku, johon peli tallennetaan.
prompt-engine-words = Kirjoita UCI-moottorin ohjelman polku.
prompt-export-words = Kirjoita kuvan polku: .png tai .svg asemalle, .gif pelille.
prompt-append-words = Kirjoita sen PGN-tiedoston polku, jonka pelit lisätään.
prompt-copy-words = Kirjoita sen PGN-tiedoston polku, johon peli lisätään (luodaan, jos puuttuu).
prompt-tables-words = Kirjoita Syzygy-taulukoita (.rtbw- ja .rtbz-tiedostoja) sisältävän kansion polku.
prompt-book-words = Kirjoita Polyglot-kirjan (.bin-tiedoston) polku.
prompt-path = Polku
prompt-name-alone = Pelkkää nimeä etsitään kansiosta { $folder }
prompt-cancel = Peruuta
choice-holds = Tämä peli on tiedostosta { $name }, jossa on { $count } muuta peliä.
choice-write-back = Kirjoita takaisin tiedostoon { $name }
choice-write-back-hover = Muut pelit kopioidaan muuttamattomina
choice-alone = Tallenna vain tämä peli nimellä…
drop-open = Pudota avataksesi { $name }
drop-not-pgn = { $name } ei ole PGN-tiedosto
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Shakkipelit (PGN)

## Peliluettelo
list-title = Pelit tiedostossa { $file }
list-pasted = Liitetyt pelit
list-search = Haku
list-search-hint = pelaaja, turnaus, paikka, avaus tai vuosi (aksentit ja kirjainkoko eivät merkitse)
list-search-name = Hae peleistä
list-of = { $shown }/{ $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = alkuasema
list-after = asema siirtojen { $line } jälkeen
list-only =
    Vain { $count ->
        [one] peli
       *[other] { $shown } peliä
    }, jotka johtavat: { $position }
list-show-all = Näytä kaikki pelit
list-stopped = Lukeminen keskeytettiin: luettelossa ovat löydetyt pelit.
list-sort-hover = Lajittele tämän sarakkeen mukaan (uudelleen: käänteisesti)
column-white = Valkea
column-black = Musta
column-result = Tulos
column-date = Päivä
column-event = Turnaus
column-opening = Avaus
column-elo = Elo
column-moves = Siirrot

## Mitä ruudunlukija kuulee pelin aikana
say-moved = { $name }: { $move }
say-passes = passaa
say-to-move = Vuorossa { $name } ({ $side })
say-offers = { $name } tarjoaa tasapeliä
say-asks-takeback = { $name } pyytää saada perua viimeisen siirtonsa
say-can-claim = { $name } voi vaatia tasapeliä: { $claim }
say-low-time = Pelaajalla { $name } on vähän aikaa
say-castles-short = lyhyt linnoitus
say-castles-long = pitkä linnoitus
say-move = { $piece } { $square }
say-takes = { $piece } lyö { $square }
say-check = shakki
say-checkmate = matti
role-king = kuningas
role-queen = daami
role-rook = torni
role-bishop = lähetti
role-knight = ratsu
role-pawn = sotilas
role-piece = nappula

## Aseman asettaminen
editor-title = Aseta asema
editor-over = Sallittu, mutta päättynyt: { $why }
editor-legal = Sallittu asema
editor-play = Pelaa tästä…
editor-play-hover = Valitse pelaajat ja aikakontrolli, sitten pelaa
editor-analyse = Analysoi
editor-analyse-hover = Avaa analyysilaudalla
editor-cancel-hover = Takaisin peliin sellaisena kuin se oli
editor-hand = Vedä nappuloita; laudan ulkopuolelle poistaa
editor-eraser = Napsauta ruutuja tyhjentääksesi ne
editor-piece = Napsauta ruutuja asettaaksesi sen
editor-start = Alku
editor-start-hover = Tavallinen alkuasema
editor-clear = Tyhjennä
editor-clear-hover = Tyhjä lauta
editor-flip = Käännä
editor-flip-hover = Käännä lauta ympäri
editor-960 = 960 nro
editor-set = Aseta
editor-to-move = Vuorossa:
editor-castling = Linnoitus:
editor-castling-off = Kuningas ja tuo torni eivät ole paikoillaan linnoitusta varten
editor-en-passant = Ohestalyönti:
editor-en-passant-name = Ohestalyöntiruutu
editor-half-moves = Puolisiirrot:
editor-half-moves-name = Puolisiirrot lyönnistä tai sotilaan siirrosta
editor-move = Siirto:
editor-move-name = Siirron numero

## Pelitiedoston muokkaus
edits-one = peli { $number }
edits-one-players = peli { $number } ({ $white } – { $black })
edits-many = { $count } peliä
edits-add = Lisää laudalla oleva peli
edits-add-hover = Lisää sen tiedoston loppuun; muut pelit säilyvät ennallaan
edits-choose-hint = Ctrl+napsautus (tai Ctrl+välilyönti) valitsee lisää pelejä, Vaihto+napsautus sarjan
edits-delete = Poista { $what }…
edits-copy = Kopioi { $what } kohteeseen…
edits-append = Liitä tiedosto…
edits-duplicates = Poista kaksoiskappaleet
edits-duplicates-hover = Myöhemmät kopiot peleistä, joissa samat siirrot, turnaus, paikka, päivä, kierros, pelaajat ja tulos
edits-undo = Kumoa
edits-undo-hover = Kumoa: { $what }
edits-delete-title = Poistetaanko { $what } tiedostosta { $name }?
edits-rewritten = Tiedosto kirjoitetaan uudelleen; Kumoa palauttaa poistetun.
edits-delete-button = Poista

## Miksi asetettu asema ei ole mahdollinen
number-words = { $count }
list-and = { $first } ja { $last }
list-comma = { $first }, { $last }
editor-no-king = { $side } ei ole kuningasta
editor-kings = { $side }: { $count } kuningasta
editor-pawn-back-rank = sotilas ei voi olla ensimmäisellä eikä viimeisellä rivillä ({ $squares })
editor-opposite-check = { $side } on shakissa, mutta vuorossa on { $mover }: vuorossa olematon puoli ei voi olla shakissa
editor-impossible-check = { $side }: kuningas on shakissa, jota mikään viimeinen siirto ei voinut antaa
editor-too-many-pawns = { $side }: { $count } sotilasta, mutta puolella on enintään kahdeksan
editor-queens =
    { $count ->
        [one] { $number } daami
       *[other] { $number } daamia
    }
editor-rooks =
    { $count ->
        [one] { $number } torni
       *[other] { $number } tornia
    }
editor-knights =
    { $count ->
        [one] { $number } ratsu
       *[other] { $number } ratsua
    }
editor-light-bishops =
    { $count ->
        [one] { $number } valkearuutuinen lähetti
       *[other] { $number } valkearuutuista lähettiä
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } mustaruutuinen lähetti
       *[other] { $number } mustaruutuista lähettiä
    }
editor-pawns =
    { $count ->
        [one] { $number } sotilas
       *[other] { $number } sotilasta
    }
editor-material = { $side }: { $pieces }
editor-material-missing = { $side }: { $pieces }; { $promoted } korotettu, mutta { $missing }
editor-promoted =
    { $count ->
        [one] { $number } nappulan täytyy olla
       *[other] { $number } nappulan täytyy olla
    }
editor-missing =
    { $count ->
        [one] vain { $number } sotilas puuttuu
       *[other] vain { $number } sotilasta puuttuu
    }
editor-piece-on = { $piece } ruudussa { $square }
editor-close-checks = { $side }: { $first } ja { $second } shakkaavat molemmat kuninkaan vierestä (tai ratsun hypyn päästä): mikään siirto ei anna kahta sellaista shakkia
editor-line-not-opened = { $side }: { $first } ja { $second } shakkaavat molemmat, mutta mikään tämän nappulan ({ $mover }) siirto ei voinut avata toisen ({ $slider }) linjaa ({ $squares })
editor-check-unmoved = { $side }: { $piece } shakkaa, mutta ei ole voinut liikkua: toisella rivillään oleva sotilas ei ole koskaan liikkunut
editor-check-blocked = { $side }: { $piece } shakkaa, mutta jokainen ruutu, josta se olisi voinut tulla ({ $squares }), on varattu
editor-pawn-files = { $side }: sotilaat eivät voi tulla kukin omalta linjaltaan: sotilas vaihtaa linjaa vain lyömällä, yhden linjan jokaista etenemäänsä riviä kohden
editor-pawn-from = { $square } { $file }-linjalta
editor-pawn-captures = { $side }: sotilaat tarvitsevat ainakin { $captures } ollakseen siinä ({ $moved }), mutta { $other } { $lost }
editor-captures =
    { $count ->
        [one] yhden lyönnin
       *[other] { $number } lyöntiä
    }
editor-lost =
    { $count ->
        [0] ei ole menettänyt yhtään nappulaa
        [one] on menettänyt vain yhden nappulan
       *[other] on menettänyt vain { $number } nappulaa
    }
editor-castling-rights = linnoitusoikeudet eivät vastaa kuninkaita ja torneja
editor-bad-en-passant = tuossa ruudussa ohestalyönti ei ole mahdollinen
editor-not-legal = asema ei ole sallittu
fen-castling-dropped = Ruudun { $square } tornin linnoitusoikeus poistettiin: { $why }.
fen-no-white-rook = ruudussa { $square } ei ole valkeaa tornia
fen-no-black-rook = ruudussa { $square } ei ole mustaa tornia
fen-king-not-home = { $side }: kuningas ei ole ensimmäisellä rivillään, josta linnoitus alkaa
fen-other-rook = { $side } linnoittaa jo toisella tornilla kuninkaan sillä puolella
fen-ep-dropped = Ohestalyöntiruutu { $square } poistettiin: { $why }.
fen-ep-rank-white = valkean vuorolla ohestalyöntiruutu on kuudennella rivillä
fen-ep-rank-black = mustan vuorolla ohestalyöntiruutu on kolmannella rivillä
fen-ep-no-black-pawn = ruudussa { $square } ei ole mustaa sotilasta kuten kaksoisaskeleen jälkeen
fen-ep-no-white-pawn = ruudussa { $square } ei ole valkeaa sotilasta kuten kaksoisaskeleen jälkeen
fen-ep-no-white-taker = mikään valkea sotilas ei voi lyödä ruutuun { $square }
fen-ep-no-black-taker = mikään musta sotilas ei voi lyödä ruutuun { $square }

## FEN, jota ei voi lukea
fen-invalid = virheellinen FEN: { $part }
fen-not-fen = teksti ei ole FEN
fen-bad-board = nappuloiden sijoittelu (ensimmäinen kenttä) on virheellinen
fen-bad-board-ranks = nappuloiden sijoittelu (ensimmäinen kenttä) on virheellinen: 8 riviä, kussakin 8 ruutua, alkaen a8:sta
fen-bad-pocket = varasto on virheellinen
fen-bad-turn = siirtovuoro (toinen kenttä) on w tai b
fen-bad-castling = linnoitusoikeudet (kolmas kenttä) ovat virheelliset
fen-bad-ep = ohestalyöntiruutu (neljäs kenttä) on virheellinen
fen-bad-checks = jäljellä olevat shakit ovat virheelliset
fen-bad-halfmoves = puolisiirtolaskuri (viides kenttä) ei ole luku
fen-bad-fullmoves = siirron numero (kuudes kenttä) ei ole positiivinen luku
fen-illegal = sääntöjenvastainen asema: { $reasons }
fen-empty-board = lauta on tyhjä
fen-missing-king = kuningas puuttuu
fen-too-many-kings = puolella on useampi kuin yksi kuningas
fen-back-rank-pawns = sotilaita on ensimmäisellä tai viimeisellä rivillä
fen-bad-ep-square = ohestalyöntiruutu ei seuraa sotilaan kaksoisaskelta
fen-opposite-check = vuorossa olematon puoli on shakissa
fen-impossible-check = shakki on mahdoton
fen-too-much-material = materiaalia on enemmän kuin pelissä voi olla
fen-variant = muunnelman sääntöä rikotaan

## Ilmoitukset: tiedostot, automaattitallennus, asetukset
notice-explorer-failed = Tutkijaa ei voitu rakentaa: { $why }.
notice-search-failed = Tähän asemaan johtavia pelejä ei voitu etsiä: { $why }. Mitään ei muutettu.
notice-editor-not-kept = Asetettavaa asemaa ei voitu tallentaa kohteeseen { $path }: { $why }.
notice-editor-back = Asettamasi asema on palannut.
notice-editor-not-back = Asetettavaa asemaa ei voitu palauttaa ({ $why }); se on yhä kohteessa { $path }.
notice-bad-options = Rookery käynnistettiin valitsimilla, joita se ei voi käyttää: { $why }. Se käynnistyy tavalliseen tapaan.
notice-not-restored = Viimeistä peliä ei voitu palauttaa: { $why }.
notice-not-restored-kept = Viimeistä peliä ei voitu palauttaa: { $why }. Se säilytettiin nimellä { $path }.
game-names = { $white } vastaan { $black }
notice-unfinished-kept = Keskeneräinen peli { $names } säilytettiin kohteessa { $path } (Tiedosto › Viimeisimmät pelit).
notice-taken-back = { $count ->
    [one] Yksi siirto peruttu
   *[other] { $count } siirtoa peruttu
}
notice-takeback-refused = { $name } kieltäytyi perumasta siirtoa
notice-unfinished-stays = Keskeneräistä peliä { $names } ei voitu lisätä arkistoon ({ $why }); se jää kohteeseen { $path }.
notice-unfinished-not-archived = Keskeneräistä peliä ei voitu lisätä arkistoon: { $why }.
notice-not-archived = Peliä ei voitu lisätä arkistoon: { $why }.
notice-autosave-failed = Peliä ei voitu tallentaa kohteeseen { $path }: { $why }. Se on yhä laudalla.
notice-autosave-not-removed = Päättynyt peli on arkistossa, mutta sen automaattitallennetta kohteessa { $path } ei voitu poistaa: { $why }.
notice-settings-not-saved = Asetuksia ei voitu tallentaa kohteeseen { $path }: { $why }.
notice-other-launch = Toinen Rookeryn käynnistys pyysi jotain mahdotonta: { $why }
notice-clipboard-empty = Leikepöydällä ei ole tekstiä.
notice-pasted-position = Uusi peli alkaa liitetystä asemasta.
notice-pasted-games = Liitetyssä tekstissä on { $count } peliä.
notice-dropped-not-pgn = { $name } ei ole PGN-tiedosto: Rookery avaa .pgn-päätteiset tiedostot (myös .pgn.gz, .pgn.zst, .pgn.bz2) ja niiden .zip-arkistot.
notice-image-copied = Laudan kuva on leikepöydällä.
notice-image-failed = Kuvaa ei voitu tehdä: { $why }.
notice-making = Tehdään { $name }…
notice-image-not-started = Kuvan tekemistä ei voitu aloittaa: { $why }.
notice-not-opened = Kohdetta { $path } ei voitu avata: { $why }.
notice-not-started-reading = Tiedoston { $name } lukemista ei voitu aloittaa: { $why }.
notice-reading = Luetaan { $name }…
notice-choose-pgn = { $name } sisältää { $count } PGN-tiedostoa: valitse yksi.
notice-packed-not-pgn = { $name } on { $packing }-pakattu, mutta sisältö ei ole PGN:ää: sen ensimmäisissä 64 kt:ssa ei ole tunnistepareja eikä siirtoja. Mitään ei muutettu.
notice-not-pgn = { $name } ei ole PGN-tiedosto: sen ensimmäisissä 64 kt:ssa ei ole tunnistepareja eikä siirtoja. Mitään ei muutettu.
notice-not-read = Tiedostoa { $name } ei voitu lukea: { $why }. Mitään ei muutettu.
notice-no-games = { $name } ei sisällä pelejä: se ei ehkä ole PGN-tiedosto. Mitään ei muutettu.
notice-stopped-reading = Tiedoston { $name } lukeminen lopetettiin.
games-count-grouped =
    { $count ->
        [one] { $number } peli
       *[other] { $number } peliä
    }
notice-stopped-listed = Tiedoston { $name } lukeminen lopetettiin: listattu { $games }.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } on muuttunut levyllä listaamisen jälkeen: lataa se uudelleen lukeaksesi pelit.
notice-game-not-read = Tiedoston { $name } peliä { $number } ei voitu lukea: { $why }.
notice-changed-first = { $name } on muuttunut levyllä listaamisen jälkeen: lataa se ensin uudelleen. Mitään ei muutettu.
notice-changing = Muutetaan { $name }…
notice-not-started-changing = Tiedoston { $name } muuttamista ei voitu aloittaa: { $why }.
notice-would-lose = { $name } sisältää { $count } peliä, jotka tämän pelin tallentaminen sen päälle hävittäisi: mitään ei kirjoitettu. Valitse toinen nimi.
notice-saved = { $name } tallennettu.
notice-not-saved = Kohdetta { $path } ei voitu tallentaa: { $why }. Levyllä ei muutettu mitään.
notice-not-from-file = Peli ei ole useiden pelien tiedostosta: käytä Tallenna nimellä.
notice-still-reading = Tiedostoa { $name } luetaan yhä: kirjoita peli takaisin, kun se on listattu kokonaan.
notice-compressed = { $name } on { $packing }-pakattu: Rookery ei kirjoita siihen. Käytä Tallenna nimellä.
notice-changed-since-opened = { $name } on muuttunut levyllä avaamisen jälkeen: mitään ei kirjoitettu. Käytä Tallenna nimellä tai avaa tiedosto uudelleen.
notice-could-not-read = Kohdetta { $path } ei voitu lukea: { $why }.
notice-saved-back = Peli { $number } tallennettiin takaisin tiedostoon { $name }; sen muut { $count } peliä ovat ennallaan.
notice-no-mistakes = Raportti ei löydä puolen { $side } virheitä, joista oppia (avauksen jälkeen).

## Paneeli: nimet, kuvan vienti, tehtävät, harjoittelu ja ongelmat
label-moves = Siirrot
label-explorer-moves = Tässä pelatut siirrot
label-graph = Arviokäyrä: valkean mahdollisuudet pelin aikana
graph-no-evaluation = ei arviota
graph-start = Alku
variation-more =
    { $count ->
        [one] ⊞ 1 siirto lisää
       *[other] ⊞ { $count } siirtoa lisää
    }
variation-show = Näytä koko muunnelma
file-reload = Lataa { $name } uudelleen
file-reload-hover = Listaa tiedosto uudelleen sellaisena kuin se nyt on
export-title = Vie kuva
export-width = Laudan leveys
export-width-name = Laudan leveys pikseleinä
export-caption = Kuvateksti
export-caption-what = Pelaajat ja siirto (GIF: tulos)
export-seconds-suffix = s/siirto
export-seconds-name = GIF-kuvan sekunnit siirtoa kohden
export-hint = Nimeä tiedosto .png tai .svg näytetylle asemalle, .gif pelille.
export-save = Tallenna…
export-copy = Kopioi kuva
export-close = Sulje
archive-title = Avaa tiedosto arkistosta { $name }
archive-holds = { $name } sisältää { $count } PGN-tiedostoa:
retro-done = Valmis: { $solved } ratkaistu, { $failed } epäonnistui.
retro-find = { $side }: siirto { $number } oli { $played } ({ $judgement }). Etsi parempi siirto.
judgement-inaccuracy = epätarkkuus
judgement-mistake = virhe
judgement-blunder = vakava virhe
retro-better = Parempi siirto oli { $san }.
retro-not-found = Moottori ei ole vielä löytänyt parempaa siirtoa.
retro-the-mistake = { $san } on pelissä pelattu siirto. Etsi parempi.
retro-checking = Tarkistetaan { $san }…
retro-solved = Ratkaistu: { $san } on hyvä siirto.
retro-not-enough = { $san } ei riitä: se luovuttaa liikaa. Kokeile toista siirtoa tai näytä vastaus.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } oli paras.
verdict-good = Hyvä siirto
verdict-inaccuracy = Epätarkkuus
verdict-mistake = Virhe
verdict-blunder = Vakava virhe
computer-stopped = Tietokoneen moottori pysähtyi: { $why } Peli säilyy ja sen kellot on pysäytetty.
computer-stopped-untimed = Tietokoneen moottori pysähtyi: { $why } Peli säilyy.
engine-none-found = Shakkimoottoria ei löytynyt. Asenna Stockfish (Debianissa ja Ubuntussa: sudo apt install stockfish) tai valitse moottorin ohjelma asetuksista.
report-not-started = Raporttia ei voitu aloittaa: { $why }
report-stopped = Raportti pysähtyi.
report-fault = { $why } Raportti säilyttää aiemmin löydetyn.
tables-not-read = Taulukoita ei voitu lukea: { $why }
hint-browsing = Katselet aiempaa siirtoa. Palaa peliin siirtääksesi: End tai ”Takaisin peliin”.
hint-computer-only = Vihje on pelille tietokonetta vastaan.
notice-engine-off-in-game = Moottori ja raportti ovat analyysia varten: ne ovat pois päältä pelin aikana.
notice-engine-on-analysis = Moottori ja raportti toimivat analyysilaudalla: valitse Analysoi tarkastellaksesi tätä peliä niiden kanssa.
notice-pgn-copied = Pelin PGN on leikepöydällä.
notice-fen-copied = Aseman FEN on leikepöydällä.
notice-line-copied =
    { $count ->
        [one] { $count } siirron linja on leikepöydällä PGN:nä.
       *[other] { $count } siirron linja on leikepöydällä PGN:nä.
    }
io-not-found = tiedostoa ei ole
io-permission = lupa evätty
io-folder = se on kansio
explorer-pass-stopped = läpikäynti pysähtyi
zip-no-pgn = zip-arkistossa ei ole .pgn-tiedostoa
dialog-no-service = Tällä työpöydällä ei ole tiedostoikkunapalvelua (ei työpöytäporttaalia eikä zenityä).
dialog-unavailable = Tiedostoikkunaa ei ole saatavilla.
dialog-failed = Tiedostoikkunaa ei voitu näyttää (mikään porttaali ei vastannut, ja zenity puuttuu tai epäonnistui).
dialog-pgn-games = PGN-pelit
dialog-images = Kuvat (PNG, SVG, pelin GIF)
dialog-books = Polyglot-kirjat

## Valikot ruudunlukijalle, kirjoitetut siirrot, aikakontrollit
menu-a11y = { $title }-valikko
report-counts-hover = Epätarkkuudet (?!), virheet (?) ja vakavat virheet (??) lichessin mukaan sekä keskimääräinen menetys sadasosasotilaina
panel-width = Paneelin leveys: vedä, tai ← ja →, kun sillä on näppäimistö
notice-image-not-saved = Tiedostoa { $name } ei voitu tallentaa: { $why }. Mitään ei muutettu.
work-stopped = työ keskeytyi
typed-no-piece = Mikään nappula ei voi mennä ruutuun { $square }
typed-several = { $typed } sopii useaan siirtoon: { $moves }
typed-illegal = { $san } ei ole tässä sallittu siirto
typed-nothing = ”{ $typed }” ei ole siirto eikä komento (apua luettelee ne)
typed-word-resign = luovuta
typed-word-draw = tasapeli
typed-word-takeback = peru
typed-word-flip = käännä
typed-word-clock = kello
typed-word-who = kuka
typed-word-help = apua
delay-fischer = Fischer-lisäys
delay-bronstein = Bronstein-viive
delay-simple = Yksinkertainen viive

## Pelitiedoston muokkaus: mitä tehtiin; kirjoitus; liittäminen; asetukset
edit-read-only = { $name } on pakattu, joten se on täällä vain luettavissa.
edit-added = peli lisätty tiedostoon { $name }
edit-deleted = poistettu tiedostosta { $name }: { $games }
edit-not-undone = Kumoaminen ei onnistunut ({ $what }): { $why }.
edit-undone = kumottu: { $what }
edit-not-pgn = { $name } ei ole PGN-tiedosto. Mitään ei muutettu.
edit-appended = { $other } liitetty tiedoston { $name } loppuun
edit-no-duplicates = tiedostossa { $name } ei ole kaksoiskappaleita
edit-removed = poistettu tiedostosta { $name }: { $games }
edit-copied = kopioitu tiedostoon { $name }: { $games }
edit-unsupported = { $why } Mitään ei muutettu.
edit-failed = Tiedostoa { $name } ei voitu muuttaa: { $why }. Mitään ei muutettu.
edit-lost = Muokkaus keskeytyi kesken; tiedosto on ennallaan.
edit-done = { $what }.
write-no-folder = kansiota { $folder } ei ole
write-not-writable = kansioon { $folder } ei voi kirjoittaa
write-read-only = kansio { $folder } on vain luku -levyllä
write-disk-full = levy on täynnä
write-is-folder = { $path } on kansio
paste-bad-fen = Liitetty FEN ei ole sallittu asema: { $why }.
paste-neither-why = Liitetty teksti ei ole PGN eikä FEN: { $why }.
paste-neither = Liitetty teksti (”{ $text }”) ei ole PGN eikä FEN.
settings-unreadable = Asetuksia kohteessa { $path } ei voitu lukea ({ $why }); oletuksia käytetään.
settings-kept-as = se säilytettiin nimellä { $path }
settings-not-kept = sitä ei voitu siirtää sivuun ({ $why })
settings-damaged = Asetustiedosto { $path } on vioittunut ({ $why }): oletuksia käytetään, ja { $kept }.

## Taulukot, moottori, kirja; kumoa; mitä peli ei hyväksy
tables-thrown-away =
    Tuo siirto heittää hukkaan { $had ->
            [win] voiton
           *[draw] tasapelin
        }: taulukoiden mukaan nyt on { $now ->
            [lost] tappio
           *[draw] tasapeli
        }.
tables-castling = Taulukoissa ei ole asemia, joissa on linnoitusoikeus.
tables-too-many = Asemassa on { $count } nappulaa; täkäläiset taulukot kattavat enintään { $max }.
tables-missing = Taulukko { $material } puuttuu.
tables-unreadable = Taulukoita ei voitu lukea: { $why }.
engine-quit = Moottori lopetti odottamatta.
engine-quit-status = Moottori lopetti odottamatta ({ $status }).
engine-no-answer = Moottori ei vastannut komentoon { $what } { $seconds } sekunnissa.
engine-not-uci = { $path } ei ole UCI-moottori: se ei vastannut `uci`-komentoon `uciok`.
engine-not-stopped = Moottori ei pysähtynyt { $seconds } sekunnissa ja lopetettiin.
engine-not-started = Ohjelmaa { $path } ei voitu käynnistää: { $why }
engine-no-input = moottorilla ei ole syötettä
engine-no-output = moottorilla ei ole tulostetta
engine-no-thread = Moottorin säiettä ei voitu käynnistää: { $why }
engine-found-nothing = Moottori ei löytänyt mitään { $seconds } sekunnissa ja lopetettiin.
engine-did-not-start = { $path } ei käynnistynyt moottorina.
engine-no-core = Kaikki ytimet laskevat jo Rookeryn toista osaa varten (pelin raporttia, laudan moottoria tai tehtäviä). Yritä uudelleen, kun se on valmis.
book-unreadable = Avauskirjaa { $path } ei voi lukea: { $why }.
book-empty = Avauskirja { $path } on tyhjä.
book-not-a-book = { $path } ei ole Polyglot-kirja: sen { $size } tavua eivät ole kokonainen määrä 16 tavun merkintöjä.
undo-result = Tulos { $result }
undo-add = Lisää { $move }
undo-promote = Nosta { $move }
undo-main-line = Tee { $move } päälinjaksi
undo-delete-from = Poista siirrosta { $move } alkaen
undo-delete-variation = Poista muunnelma { $move }
undo-line = Linja { $moves }
undo-comment = Kommentti { $spot }
undo-comment-before = Kommentti ennen { $spot }
undo-the-start = alku
undo-glyph = Merkki siirrolle { $move }
undo-drawing = Piirros kohdassa { $spot }
undo-report = Peliraportti
refused-game-over = peli on päättynyt
refused-illegal-move = { $from }-{ $to } ei ole sallittu siirto
refused-promotion = viimeiselle riville tuleva sotilas on korotettava: valitse nappula
refused-san = ”{ $text }” ei ole sallittu siirto SAN-muodossa
refused-uci = ”{ $text }” ei ole sallittu siirto UCI-muodossa
refused-no-claim = tasapeliä ei voi vaatia: asema ei ole toistunut kolmesti eikä 50 siirtoa ole kulunut ilman lyöntiä tai sotilaan siirtoa
refused-no-offer = vastustaja ei ole tarjonnut tasapeliä
refused-offered = olet jo tarjonnut tasapeliä
refused-no-takeback = ei ole siirtoa peruttavaksi
refused-takeback-over = peli on päättynyt: sen siirtoja ei voi perua
refused-no-ply = pelissä ei ole puolisiirtoa { $ply }
refused-no-variation = pelissä ei ole sellaista muunnelmaa
refused-viewing-past = aiempi siirto on näkyvissä: palaa peliin siirtääksesi
refused-not-record = käynnissä olevaa peliä ei muokata: analysoi se, kun se on päättynyt
refused-main-line = siirto on päälinjassa
refused-nothing-to-undo = ei ole mitään kumottavaa
refused-main-line-changed = päälinja muuttui raportin aikana: aja se uudelleen

## Moottori: mahdollisuudet
engine-wdl = V { $win }% T { $draw }% H { $loss }%
window-close = Sulje ikkuna
clock-name = Kello: { $side } { $time }
clock-name-running = Kello: { $side } { $time }, käy
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, keskim. menetys { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Tehtävät
control-stop-puzzles = Lopeta tehtävät
control-puzzles-hover = Taktiikkatehtävät: etsi paras siirto, pisteytettynä, putkena tai kokoelmaa toistaen
control-import-puzzles = Tuo tehtäviä…
control-import-puzzles-hover = Lisää lichessin tehtävätietokannan (.csv, .csv.zst), EPD-kokoelman tai PGN-tiedoston asemia tehtävävarastoon
control-dashboard = Tehtäväkooste
control-show-solution = Näytä ratkaisu
control-analyse-puzzle = Analysoi
puzzle-find = { $side } siirtää: etsi paras siirto.
puzzle-right = Oikein! Jatka.
puzzle-solved = Ratkaistu!
puzzle-solved-after = Ratkaistu virheen jälkeen.
puzzle-wrong = { $san } ei ole oikea siirto. Tehtävä lasketaan epäonnistuneeksi: etsi oikea siirto tai näytä ratkaisu.
puzzle-solution = Ratkaisu: { $line }
puzzle-no-line = Tämä tehtävä ei nimeä siirtoa.
puzzle-none = Mikään tehtävä ei sovi: tuo lichessin tehtävätietokanta (Peli-valikko, Tuo tehtäviä…) tai valitse toinen teema.
puzzle-none-due = Tänään ei ole kerrattavia epäonnistuneita tehtäviä.
puzzle-set-done = Kokoelma on käyty: tämä kierros on ohi. Seuraava aloittaa uuden kierroksen.
puzzle-streak-over = Putki päättyy lukuun { $count }.
puzzle-store-failed = Tehtävävarasto: { $why }
puzzle-imported = { $added } tehtävää lisätty tiedostosta { $name } ({ $bad } virheellistä riviä ohitettu).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Tuodaan { $name }
puzzle-filing = Järjestetään { $name } teeman ja vahvuusluvun mukaan
puzzle-rating = Vahvuusluku { $rating } { $change }
puzzle-streak = Putki { $count } (ennätys { $best })
puzzle-review = Epäonnistuneet: { $count } kerrattavana
puzzle-set = { $name }: { $at }/{ $total }, kierros { $cycle }
puzzle-mode = Tehtävät
puzzle-mode-rated = Pisteytetyt
puzzle-mode-streak = Putki
puzzle-mode-review = Epäonnistuneet ({ $count } kerrattavana)
puzzle-mode-set = Kokoelma: { $name }
puzzle-difficulty = Vaikeus
puzzle-difficulty-easiest = Helpoin
puzzle-difficulty-easier = Helpompi
puzzle-difficulty-normal = Tavallinen
puzzle-difficulty-harder = Vaikeampi
puzzle-difficulty-hardest = Vaikein
puzzle-theme = Teema
puzzle-theme-any = Mikä tahansa teema
dashboard-title = Tehtäväkooste
dashboard-played = { $played } pelattu, { $solved } ratkaistu
dashboard-rating = Vahvuusluku ajan mittaan
dashboard-per-day = Tehtäviä päivässä
dashboard-themes = Onnistuminen teemoittain, heikoin ensin
dialog-puzzles = Tehtävätiedostot
prompt-puzzles = Tuo tehtäviä
prompt-puzzles-words = Kirjoita tehtävätiedoston polku: lichessin .csv tai .csv.zst, .epd-kokoelma tai asemia sisältävä .pgn.
# lichess's puzzle themes.
theme-mate = Matti
theme-mateIn1 = Matti 1 siirrossa
theme-mateIn2 = Matti 2 siirrossa
theme-mateIn3 = Matti 3 siirrossa
theme-mateIn4 = Matti 4 siirrossa
theme-mateIn5 = Matti 5 siirrossa
theme-oneMove = Yksi siirto
theme-short = Lyhyt
theme-long = Pitkä
theme-veryLong = Hyvin pitkä
theme-opening = Avaus
theme-middlegame = Keskipeli
theme-endgame = Loppupeli
theme-fork = Haarukka
theme-pin = Kiinnitys
theme-skewer = Vartaassa
theme-discoveredAttack = Paljastushyökkäys
theme-hangingPiece = Suojaton nappula
theme-sacrifice = Uhraus
theme-deflection = Harhautus
theme-attraction = Houkutus
theme-promotion = Korotus
theme-advancedPawn = Edennyt sotilas
theme-backRankMate = Takarivimatti
theme-castling = Linnoitus
theme-enPassant = Ohestalyönti
theme-quietMove = Hiljainen siirto
theme-defensiveMove = Puolustussiirto
theme-kingsideAttack = Kuninkaansiiven hyökkäys
theme-crushing = Murskaava
theme-advantage = Etu
theme-equality = Tasapeli
# Puzzles found in the listed file.
control-find-puzzles = Etsi tehtäviä tästä tiedostosta
control-find-puzzles-hover = Etsii moottorilla, jokaisella vapaalla ytimellä, avatun tiedoston peleistä hetkiä, joissa yksi siirto voittaa; niistä tulee kokoelma
puzzle-no-file = Avaa ensin pelitiedosto: tehtäviä etsitään avatusta tiedostosta.
puzzle-finding = Etsitään tehtäviä: { $done }/{ $games } peliä, { $found } löydetty
puzzle-found = { $count } tehtävää löydetty: kokoelma ”{ $name }”.
dashboard-cycles = Kokoelmat kierros kierrokselta
dashboard-cycle = kierros { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Repertuaari: { $why }
repertoire-holes-need-file = Avaa ensin pelitiedosto: aukot ovat sen pelien vastauksia (tutkijassa), joihin repertuaarisi ei vastaa.
repertoire-no-moves = Pelaa lisättävät siirrot ensin laudalla.
repertoire-all-done = Tämän harjoituksen jokaiseen korttiin on vastattu.
repertoire-none-due = Yksikään kortti ei ole nyt vuorossa. Harjoittele etukäteen käydäksesi ne kaikki.
repertoire-your-move = { $side } siirtää: pelaa repertuaarisi siirto.
repertoire-right = Oikein.
repertoire-wrong = { $san } ei ole repertuaarissasi. Nuoli näyttää sen siirron: pelaa se.
repertoire-other = { $san } on oikein. Repertuaarisi pelaa tässä myös toisen siirron, jonka jälkeen on kortteja: pelaa se.
repertoire-hint = Nuoli näyttää repertuaarisi siirron.
repertoire-title = Repertuaari: { $name } ({ $side })
repertoire-counts = Kortit { $cards } · uudet { $new } · vuorossa { $due } · 7 päivän sisällä { $week } · opitut { $learned } · unohtuneet { $lapsed }
repertoire-which-side = { $name } ei nimeä puolta. Kummalle puolelle tämä repertuaari on?
repertoire-drill = Harjoittele ({ $count })
repertoire-ahead = Harjoittele etukäteen
repertoire-hint-button = Vihje
repertoire-stop = Lopeta harjoitus
repertoire-holes = Aukot
repertoire-progress = Edistyminen…
repertoire-close = Sulje repertuaari
repertoire-doubles = Kaksi siirtoa kohdassa: { $lines }
repertoire-holes-title = Aukot ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } / { $reaching } peliä)
repertoire-no-holes = Ei aukkoja: jokaiseen 5 %:ssa peleistä pelattuun vastaukseen on siirto.
repertoire-lines = Muunnelmat
repertoire-line = { $line }: opittu { $learned } / { $cards }
repertoire-start = alku
control-open-repertoire = Avaa repertuaari…
control-open-repertoire-hover = Avaa muunnelmien PGN-tiedoston avausrepertuaariksesi harjoittelua ja aukkojen etsimistä varten
control-add-to-repertoire = Lisää nämä siirrot repertuaariini
control-add-to-repertoire-hover = Lisää siirrot näytettyyn asemaan asti repertuaariisi (uusi kysyy tiedostoaan; sen puoli on alhaalla oleva)
control-drill-repertoire = Harjoittele repertuaaria
control-stop-drilling = Lopeta harjoitus
prompt-repertoire = Avaa repertuaari
prompt-repertoire-words = Kirjoita repertuaarin polku: muunnelmien PGN-tiedosto.
prompt-new-repertoire = Uusi repertuaari
prompt-new-repertoire-words = Kirjoita uuden repertuaarin PGN-tiedoston polku.
