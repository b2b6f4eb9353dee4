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
field-help = Siirrot: { $examples }; ruutu nostaa nappulan. Sanat: resign, draw (draw { $claim } vaatii siirrolla), takeback, flip, clock, who, help.
field-to-move = Vuorossa { $name } ({ $side })
field-played = ; { $name } pelasi { $move }
