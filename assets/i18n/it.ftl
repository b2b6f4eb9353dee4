## La finestra delle impostazioni
settings-language = Lingua
settings-language-system = Quella del sistema ({ $language })
settings-letters = Lettere dei pezzi
settings-letters-language = Quelle della lingua ({ $letters })
settings-letters-english = Inglesi ({ $letters })

## La scacchiera come la dice un lettore di schermo
square-empty = { $square }, vuota
square-piece = { $square }, { $piece }
piece-white-king = re bianco
piece-white-queen = donna bianca
piece-white-rook = torre bianca
piece-white-bishop = alfiere bianco
piece-white-knight = cavallo bianco
piece-white-pawn = pedone bianco
piece-black-king = re nero
piece-black-queen = donna nera
piece-black-rook = torre nera
piece-black-bishop = alfiere nero
piece-black-knight = cavallo nero
piece-black-pawn = pedone nero
mark-selected = selezionata
mark-can-take = può catturare
mark-can-go = può andare
mark-last-move = ultima mossa
mark-check = scacco
mark-picked-up = sollevata

## Quantità
games-count =
    { $count ->
        [one] { $count } partita
       *[other] { $count } partite
    }

## Le righe sotto l’elenco delle mosse e il menu Partita
control-back-to-game = Torna alla partita
control-continue = Continua da qui…
control-continue-hover = Inizia una partita dalla posizione mostrata, tenendo le mosse che vi hanno portato
control-practice = Allenati da qui
control-practice-hover = Gioca il lato che muove contro il computer a piena forza, ogni mossa giudicata
control-new-game = Nuova partita…
control-flip = Ruota la scacchiera
control-engine = Motore
control-engine-off = Spegni il motore
control-engine-hover = Mostra le migliori linee del motore, la sua valutazione e frecce per la posizione mostrata
control-threat = Mostra la minaccia
control-threat-off = Nascondi la minaccia
control-threat-hover = Ciò che minaccia il lato che ha appena mosso: le linee del motore passando il tratto, in rosso
control-stop-report = Ferma il rapporto
control-stop-report-hover = Ferma il rapporto della partita; ciò che ha trovato resta
control-report = Rapporto della partita
control-report-hover = Il motore su ogni mossa: valutazioni, errori segnati, linee migliori
control-learn = Impara dagli errori di { $name }
control-learn-hover = Le imprecisioni, gli errori e le sviste del rapporto come esercizi
control-show-move = Mostra la mossa
control-hint = Suggerimento
control-hint-hover = Mostra il pezzo da muovere, poi la mossa
control-take-back = Riprendi
control-take-back-hover = Riprende la tua ultima mossa e la risposta del computer
control-takeback = Ripresa…
control-takeback-hover = Chiede all’avversario di consentire la ripresa dell’ultima mossa
control-resume-clocks = Riavvia gli orologi
control-pause-clocks = Metti in pausa gli orologi
control-start = Inizio
control-back = Una mossa indietro
control-forward = Una mossa avanti
control-latest = Ultima mossa
control-puzzles = Impara dagli errori di { $name }: { $at } di { $total } · risolti { $solved } · sbagliati { $failed }
control-show-answer = Mostra la risposta
control-next = Avanti
control-skip = Salta
control-stop = Ferma
control-retry = Riprova
control-restart-engine = Riavvia il motore
control-two-people = Continua in due

## Opzioni e risposte del menu Partita
control-auto-flip = Rotazione automatica
control-auto-flip-hover = Ruota la scacchiera dopo ogni mossa perché chi muove sia in basso
control-figurines = Figurine
control-figurines-hover = Figurine dei pezzi nell’elenco delle mosse invece delle lettere
control-settings = Impostazioni…
control-shortcuts = Scorciatoie da tastiera
control-allow-takeback = Consenti la ripresa
control-refuse-takeback = Rifiuta la ripresa
control-accepts-draw = { $name } accetta la patta
control-declines-draw = { $name } rifiuta la patta
control-offers-draw = { $name } propone la patta
control-resigns = { $name } abbandona…
control-result = Risultato
control-result-unknown = * (sconosciuto)
control-result-hover = Il risultato della partita; le modifiche alle mosse lo mantengono
control-quit = Esci

## Il menu File
file-open = Apri…
file-new-analysis = Nuova analisi
file-analyse-position = Analizza questa posizione
file-set-up = Imposta posizione…
file-set-up-hover = Posiziona i pezzi con il mouse, partendo dalla posizione mostrata
file-save = Salva
file-save-as = Salva come…
file-recent = Partite recenti…
file-paste = Incolla partita o FEN
file-copy-pgn = Copia PGN
file-copy-fen = Copia FEN
file-export-image = Esporta immagine…
file-copy-image = Copia immagine

## I riquadri dei giocatori
side-white = Bianco
side-black = Nero
player-name = Nome del { $side }
player-clock-recorded = Tempo dell’orologio registrato nella partita
player-resign-name = Abbandona ({ $name })
player-has-offered = { $name } ha proposto la patta
player-offer-name = Proponi la patta ({ $name })
player-offer-disabled = La patta si può proporre finché la partita continua
claim-threefold = triplice ripetizione
claim-fifty = regola delle 50 mosse
player-claim = Reclama la patta ({ $claim })
player-offers = { $name } propone la patta.
player-accept-draw = Accetta la patta
player-decline = Rifiuta
player-asks-takeback = { $name } chiede di riprendere la sua ultima mossa.
player-allow-takeback = Consenti la ripresa
player-refuse = Rifiuta
player-claim-with = Reclama la patta con { $move }
player-claim-with-hover = Gioca { $move } e reclama la patta per { $claim } che consente

## Il campo delle mosse
field-hint = Digita una mossa
field-hover = Digita una mossa ({ $examples }) oppure resign, draw, takeback, flip, clock, who, help; Invio porta qui il cursore
field-game-over = La partita è finita.
field-no-claim = Con quella mossa non si può reclamare la patta.
field-no-game = Non c’è una partita in corso da abbandonare.
field-no-takeback = Non c’è nessuna mossa da riprendere.
field-no-clock = La partita non ha orologio.
field-help = Mosse: { $examples }; una casa solleva un pezzo. Parole: resign, draw (draw { $claim } reclama con la mossa), takeback, flip, clock, who, help.
field-to-move = Muove { $name } ({ $side })
field-played = ; { $name } ha giocato { $move }
