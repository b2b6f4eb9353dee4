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
field-help = Mosse: { $examples }; una casa solleva un pezzo. Parole: abbandona, patta (patta { $claim } reclama con la mossa), annulla, ruota, orologio, chi, aiuto.
field-to-move = Muove { $name } ({ $side })
field-played = ; { $name } ha giocato { $move }

## La finestra delle impostazioni: scacchiera, gioco, suono, motore
settings-title = Impostazioni
settings-new-games = Nuove partite
settings-engine = Motore
settings-book = Libro delle aperture
settings-board = Scacchiera
theme-brown = Marrone
theme-blue = Blu
theme-green = Verde
theme-grey = Grigio
settings-slide = Scorrimento dei pezzi
speed-off = No
speed-fast = Veloce
speed-normal = Normale
speed-slow = Lento
settings-show = Mostra
settings-coordinates = Coordinate sulla scacchiera
settings-dots = Punti sulle mosse legali
settings-figurines = Figurine nell’elenco delle mosse
settings-play = Gioco
settings-auto-flip = Ruota la scacchiera dopo ogni mossa
settings-takebacks = Consenti riprese contro il computer
settings-sound = Suono
settings-sounds = Suoni
settings-volume = volume
settings-found = { $path } (trovato)
settings-no-engine = nessuno trovato: apt install stockfish
settings-choose = Scegli…
settings-choose-engine = Scegli il motore
settings-default = Predefinito
settings-threads = Thread
settings-engine-threads = Thread del motore
settings-hash = Hash (MB)
settings-hash-name = Hash in MB
settings-lines = Linee
settings-bar-wdl = La barra di valutazione mostra il punteggio atteso (vittoria/patta/sconfitta)
settings-bar-wdl-hover = Dove il motore dà le sue probabilità; altrimenti quelle della valutazione
settings-report = Rapporto della partita:
settings-depth = profondità
settings-report-depth = Profondità del rapporto
settings-seconds = secondi per mossa
settings-report-seconds = Secondi per mossa del rapporto
settings-no-book = nessuno (un file Polyglot .bin)
settings-choose-book = Scegli un libro delle aperture
settings-remove = Rimuovi
settings-remove-book-hover = Le mosse del libro non si vedono più
settings-stop-book = Smetti di usare il libro delle aperture
settings-computer-book = Il computer apre dal libro (livelli da 6 a 10)
settings-tables = Tablebase dei finali (Syzygy), oltre a syzygy/ della cartella dei dati:
settings-remove-tables-hover = Le tablebase di questa cartella non vengono più lette
settings-remove-folder = Rimuovi { $folder }
settings-tables-field = Una cartella di tablebase dei finali
settings-add = Aggiungi
settings-add-disabled = Digita il percorso di una cartella con file .rtbw e .rtbz
settings-choose-tables = Scegli una cartella di tablebase dei finali
settings-time-control = Cadenza
settings-time-field = Cadenza di una nuova partita
settings-or-untimed = { $error }, oppure senza orologio

## Giocatori di una nuova partita
settings-new-white = Il Bianco di una nuova partita
settings-new-black = Il Nero di una nuova partita

## La finestra Nuova partita
new-title = Nuova partita
new-title-continue = Continua da qui
new-start = Inizia la partita
new-cancel = Annulla
new-person = Persona
new-computer = Computer
new-side-person = { $side }: una persona
new-side-computer = { $side }: il computer
new-side-level = { $side }: livello del computer
new-level-full = Livello { $number } (piena forza)
new-level-about = Livello { $number } (circa { $rating })
computer-provisional = Computer, Rookery livello { $level }
computer-name = { $engine }, Rookery livello { $level }
player-computer-short = Livello { $level } · { $engine }
player-computer = Computer
new-cannot-play = Il computer non può giocare: { $why }
new-time-control = Cadenza
new-untimed = Senza orologio
new-custom = Personalizzata
new-odds = Tempo diverso per ciascun lato (handicap di tempo)
new-side-colon = { $side }:
new-minutes = Minuti del { $side }
new-seconds = Secondi per mossa del { $side }
new-delay = Incremento o ritardo del { $side }
new-from-shown = La partita inizia dalla posizione mostrata.
new-goes-on =
    La partita continua dalla posizione mostrata, tenendo { $count ->
        [one] la { $count } semimossa
       *[other] le { $count } semimosse
    } che vi hanno portato.
new-already-over = Le regole terminano già la partita lì: { $why }.
new-fen-title = Posizione iniziale (FEN, vuota per quella consueta)
new-fen-name = Posizione iniziale (FEN)
new-960 = Chess960 n.
new-960-name = Numero Chess960
new-use = Usa
new-use-hover = Parti da questa posizione Chess960 (518 è quella consueta)
new-random = Casuale
new-set-up = Imposta sulla scacchiera…
new-set-up-hover = Posiziona i pezzi con il mouse
new-last = Usa l’ultima posizione
new-legal = ✔ una posizione legale

## L’elenco delle scorciatoie da tastiera (F1)
shortcuts-title = Scorciatoie da tastiera
help-new-game = Nuova partita…
help-new-analysis = Nuova analisi
help-set-up-a-position = Imposta una posizione…
help-open-a-pgn-file = Apri un file PGN…
help-save = Salva
help-save-as = Salva come…
help-paste-a-game-pgn-or-a = Incolla una partita (PGN) o una posizione (FEN)
help-undo-an-edit-in-a-game = Annulla una modifica (in una partita in corso: chiedi di riprendere l’ultima mossa)
help-redo = Ripeti
help-mark-the-move = Segna la mossa ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Cancella la mossa mostrata e ciò che segue
help-quit = Esci
help-accept-the-draw-offered-or-allow = Accetta la patta proposta, o consenti la ripresa chiesta
help-decline-the-draw-offered-or-refuse = Rifiuta la patta proposta, o la ripresa chiesta
help-flip-the-board = Ruota la scacchiera
help-the-board-s-squares-the-arrows = Le case della scacchiera: le frecce le percorrono, Invio o Spazio solleva e posa
help-type-a-move-nf3-e2e4-o = Digita una mossa (Cf3, e2e4, O-O) o abbandona, patta, annulla, ruota, orologio, chi, aiuto
help-engine-on-or-off-analysis-board = Motore acceso o spento (scacchiera di analisi)
help-show-threat-what-the-side-that = Mostra la minaccia: ciò che minaccia il lato che ha appena mosso (scacchiera di analisi)
help-game-report-the-engine-over-every = Rapporto della partita: il motore su ogni mossa
help-hint-against-the-computer-the-piece = Suggerimento contro il computer: il pezzo da muovere, poi la mossa
help-one-move-back = Una mossa indietro
help-one-move-forward = Una mossa avanti
help-the-start = L’inizio
help-the-latest-move = L’ultima mossa
help-this-list = Questo elenco
help-the-menus-between-them-and-enter = I menu: ← → tra di loro, ↑ ↓ e Invio dentro uno, Esc chiude
help-the-file-game-and-move-menus = I menu File, Partita e Mossa
key-first-letter = prima lettera di una mossa
key-right-click = clic destro
key-right-drag = Trascina col destro
key-delete = Canc
key-enter = Invio
key-shift = Maiusc
key-home = Home
key-ctrl = Ctrl
key-or = o
key-alt = Alt
key-end = Fine
key-esc = Esc
help-put-a-selected-piece-back = Rimetti a posto un pezzo scelto
help-close-the-editor = Chiudi l’editor di posizione (come Annulla)
help-draw-an-arrow-a-circle-shift = Disegna una freccia, un cerchio (Maiusc o Ctrl: rosso, Alt: blu, entrambi: giallo)
help-choose-and-open-a-game-in = Scegli e apri una partita dell’elenco

## La riga di stato e il risultato
status-to-move = Muove { $name }
status-to-move-check = Muove { $name } — scacco
status-checkmated = { $name } ha subito scacco matto
status-stalemated = { $name } è in stallo
end-checkmate = { $winner } vince per scacco matto
end-stalemate = Patta per stallo
end-insufficient = Patta: nessuno dei due può dare matto (posizione morta)
end-dead = Patta — posizione morta: nessuna serie di mosse legali può dare matto
end-fivefold = Patta per quintuplice ripetizione
end-seventy-five = Patta per la regola delle 75 mosse
end-threefold = Patta per triplice ripetizione (reclamata da { $name })
end-fifty = Patta per la regola delle 50 mosse (reclamata da { $name })
end-agreement = Patta d’accordo
end-resigns = { $name } abbandona
end-time = { $winner } vince per tempo
end-time-insufficient = Patta — è caduta la bandierina di { $flagged }, ma { $other } non può dare matto
end-wins = { $winner } vince
end-draw = Patta
end-ongoing = Partita in corso

## Domande e avvisi sulla scacchiera
resign-title = Abbandonare come { $name }?
resign-winner = { $name } vincerà la partita.
resign-button = Abbandona
resign-keep = Continua a giocare
over-analyse = Analizza
over-analyse-hover = Ripassa la partita: prova altre mosse, commenta, disegna frecce
over-close = Chiudi
restored-analysis = Analisi ripristinata
restored-analysis-words = La tua analisi torna come l’hai lasciata: le modifiche non sono ancora salvate.
restored-analysis-of = La tua analisi di { $file } torna come l’hai lasciata: le modifiche non sono ancora salvate.
restored-go-on = Continua
restored-game = Partita ripristinata
restored-game-words =
    { $white } contro { $black }: la partita riprende dove si era fermata, dopo { $count ->
        [one] { $count } mossa
       *[other] { $count } mosse
    }.
restored-paused = Gli orologi sono fermi finché non riprendi.
restored-resume = Riprendi
restored-continue = Continua
unsaved-title = Salvare le modifiche a { $name }?
unsaved-this = questa analisi
unsaved-before-open = Le tue mosse, i commenti e i disegni andranno persi se non li salvi prima di aprire un’altra partita.
unsaved-before-practice = Le tue mosse, i commenti e i disegni andranno persi se non li salvi prima di allenarti da questa posizione.
unsaved-before-quit = Le tue mosse, i commenti e i disegni andranno persi se non li salvi prima di uscire.
unsaved-save = Salva
unsaved-discard = Scarta

## L’area del motore
engine-report-progress = Rapporto: mossa { $done } di { $total }
engine-stop = Ferma
engine-stop-hover = Ciò che è stato trovato resta
engine-go-on = Continua
engine-go-on-hover = Il rapporto riprende da dove si era fermato
engine-choose = Scegli un motore…
engine-stopped-report = Il rapporto della partita si è fermato alla mossa { $moves } alla chiusura di Rookery; ciò che ha trovato resta.
engine-depth = profondità { $depth }
engine-thinking = Il motore sta pensando… ({ $keys } lo spegne)
engine-no-threat = Nessuna minaccia da mostrare: il { $side } è sotto scacco o la partita è finita.
engine-threat-off = ({ $keys } nasconde la minaccia)
engine-threat = Minaccia ({ $score }): { $line }
engine-looking = Cerco ciò che minaccia il { $side }…
engine-threat-hover = Ciò che giocherebbe il { $side } se toccasse di nuovo a lui ({ $keys } lo spegne)
engine-checkmate = Scacco matto
engine-stalemate = Stallo
engine-wdl-hover = Le probabilità del Bianco di vincere, pattare e perdere, secondo il motore
engine-wdl-line = { $wdl } (del Bianco, per mille: vittoria/patta/sconfitta)
engine-line-name = Linea { $at } di { $total }: { $score } { $line }; Invio la gioca fino a { $move }
engine-play-line = Gioca la linea fin qui nella partita
engine-graph = Le probabilità del Bianco lungo la partita

## L’intestazione della partita, le tablebase, il libro e l’esploratore
header-has-offered = { $name } ha proposto la patta.
header-time-control = Cadenza { $control }
header-time-control-paused = Cadenza { $control } — orologi in pausa
header-round = { $event }, turno { $round }
header-read-error = ⚠ Letto fino a un errore: { $error }.
header-rules-start = Le regole avrebbero finito questa partita all’inizio: { $result }.
header-rules-after = Le regole avrebbero finito questa partita dopo { $move }: { $result }.
tables-title = Tablebase: muove il { $side }, { $outcome }
tables-win = vittoria
tables-cursed-win = vittoria maledetta
tables-draw = patta
tables-blessed-loss = sconfitta benedetta
tables-loss = sconfitta
tables-mate = matto
tables-play-hover = Giocala nella partita
tables-dtz-hover = DTZ: le semimosse fino alla prossima cattura o mossa di pedone con il gioco migliore di entrambi; non le mosse al matto. Quello di ogni mossa si conta dopo di essa, dall’altra parte.
tables-practice = Giocala contro le tablebase
tables-practice-hover = Gioca il lato che muove; il computer difende alla perfezione
book-title = Libro:
book-hover = Peso { $weight }: giocala nella partita
book-name = Mossa del libro { $move }, { $share } per cento

## Le schede dell’elenco delle mosse e l’esploratore
tab-moves = Mosse
tab-explorer = Esploratore
tab-explorer-progress = Esploratore { $percent }%
explorer-pasted = le partite incollate
explorer-playing = Rigioco ogni partita di { $file }…
explorer-cancel = Annulla
explorer-stopped = L’esploratore di { $file } è stato fermato.
explorer-again = Esplora di nuovo
explorer-failed = L’esploratore non ha potuto leggere { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partita
       *[other] { $shown } partite
    }
explorer-reaching = Partite che raggiungono questa posizione
explorer-reaching-hover = Elenca le partite del file che raggiungono questa posizione
explorer-none-reach = Nessuna partita di { $file } raggiunge questa posizione.
explorer-none-on = Nessuna partita è proseguita da qui.
explorer-limit = L’esploratore conta le mosse delle prime { $plies } semimosse (fino alla mossa { $moves }), come quello di lichess.
explorer-replaying = Rigioco le partite che possono raggiungere questa posizione…
explorer-stop = Ferma
explorer-replay-hover = Rigioca le partite del file che possono raggiungerla, ed elencale
explorer-during-game = Durante una partita, le mosse si giocano sulla scacchiera
explorer-no-result = nessun risultato noto
explorer-shares = Bianco { $white }%, patte { $draws }%, Nero { $black }%

## La barra del file e l’elenco delle mosse
bar-analysis = Analisi
bar-new-game = Nuova partita
bar-games = Partite ({ $count })
bar-games-hover = L’elenco delle partite del file aperto
moves-none = Ancora nessuna mossa.

## Simboli di annotazione
glyph-1 = Buona mossa
glyph-2 = Errore
glyph-3 = Mossa brillante
glyph-4 = Svista
glyph-5 = Mossa interessante
glyph-6 = Mossa dubbia
glyph-10 = Posizione pari
glyph-13 = Posizione incerta
glyph-14 = Il Bianco sta un po’ meglio
glyph-15 = Il Nero sta un po’ meglio
glyph-16 = Il Bianco sta meglio
glyph-17 = Il Nero sta meglio
glyph-18 = Il Bianco sta vincendo
glyph-19 = Il Nero sta vincendo
glyph-146 = Novità
glyph-32 = Vantaggio di sviluppo
glyph-36 = Iniziativa
glyph-40 = Attacco
glyph-132 = Controgioco
glyph-138 = Zeitnot
glyph-44 = Con compenso
glyph-140 = Con l’idea
glyph-22 = Zugzwang

## La barra di analisi e il menu Mossa
analysis-undo = Annulla { $what } ({ $keys })
analysis-redo = Ripeti { $what } ({ $keys })
analysis-undo-nothing = Annulla ({ $keys })
analysis-redo-nothing = Ripeti ({ $keys })
analysis-move-menu-hover = Promuovi, rendi linea principale, cancella, copia la mossa mostrata
analysis-position-glyphs = Com’è la posizione
analysis-observation-glyphs = Novità, iniziativa, attacco…
analysis-more-glyphs = I simboli che non entrano nella riga
analysis-start = l’inizio
analysis-before = Prima di { $name }…
analysis-comment-on = Commento su { $name }…
analysis-promote = Promuovi la variante
analysis-main-line = Rendi linea principale
analysis-delete-from = Cancella da qui
analysis-delete-variation = Cancella la variante
analysis-collapse = Comprimi la variante
analysis-comment = Commento…
analysis-glyphs = Simboli
analysis-copy-line = Copia la linea come PGN

## I titoli dei menu
menu-file = File
menu-game = Partita
menu-move = Mossa
menu-name = Menu { $title }

## Finestre dei file: percorso, scelta del salvataggio, file trascinato
prompt-open = Apri un file PGN
prompt-open-action = Apri
prompt-save = Salva la partita
prompt-save-action = Salva
prompt-engine = Scegli un motore scacchistico
prompt-choose-action = Scegli
prompt-export = Esporta un’immagine della scacchiera
prompt-export-action = Esporta
prompt-append = Aggiungi un file PGN
prompt-append-action = Aggiungi
prompt-copy = Copia la partita in un file
prompt-copy-action = Copia
prompt-tables = Aggiungi una cartella di tablebase dei finali
prompt-add-action = Aggiungi
prompt-book = Scegli un libro delle aperture
prompt-open-words = Digita il percorso del file, trascinalo sulla finestra o indicalo sulla riga di comando (rookery FILE.pgn).
prompt-save-words = Digita il percorso in cui salvare la partita.
prompt-engine-words = Digita il percorso del programma di un motore UCI.
prompt-export-words = Digita il percorso dell’immagine: .png o .svg per la posizione, .gif per la partita.
prompt-append-words = Digita il percorso del file PGN di cui aggiungere le partite.
prompt-copy-words = Digita il percorso del file PGN a cui aggiungere la partita (creato se manca).
prompt-tables-words = Digita il percorso di una cartella con tablebase Syzygy (file .rtbw e .rtbz).
prompt-book-words = Digita il percorso di un libro Polyglot (un file .bin).
prompt-path = Percorso
prompt-name-alone = Un nome da solo viene cercato in { $folder }
prompt-cancel = Annulla
choice-holds = Questa partita viene da { $name }, che contiene altre { $count } partite.
choice-write-back = Riscrivila in { $name }
choice-write-back-hover = Le altre partite vengono copiate invariate
choice-alone = Salva solo questa partita come…
drop-open = Rilascia per aprire { $name }
drop-not-pgn = { $name } non è un file PGN
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Partite di scacchi (PGN)

## L’elenco delle partite
list-title = Partite in { $file }
list-pasted = Partite incollate
list-search = Cerca
list-search-hint = giocatore, torneo, luogo, apertura o anno (accenti e maiuscole non contano)
list-search-name = Cerca nelle partite
list-of = { $shown } di { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = la posizione iniziale
list-after = la posizione dopo { $line }
list-only =
    Solo { $count ->
        [one] la partita
       *[other] le { $shown } partite
    } che raggiungono { $position }
list-show-all = Mostra tutte le partite
list-stopped = La lettura è stata fermata: l’elenco contiene le partite trovate.
list-sort-hover = Ordina per questa colonna (di nuovo: al contrario)
column-white = Bianco
column-black = Nero
column-result = Risultato
column-date = Data
column-event = Torneo
column-opening = Apertura
column-elo = Elo
column-moves = Mosse

## Ciò che sente un lettore di schermo durante la partita
say-moved = { $name }: { $move }
say-passes = passa
say-to-move = Muove { $name } ({ $side })
say-offers = { $name } propone la patta
say-asks-takeback = { $name } chiede di riprendere la sua ultima mossa
say-can-claim = { $name } può reclamare la patta per { $claim }
say-low-time = { $name } è a corto di tempo
say-castles-short = arrocca corto
say-castles-long = arrocca lungo
say-move = { $piece } { $square }
say-takes = { $piece } cattura { $square }
say-check = scacco
say-checkmate = scacco matto
role-king = re
role-queen = donna
role-rook = torre
role-bishop = alfiere
role-knight = cavallo
role-pawn = pedone
role-piece = pezzo

## Impostare una posizione
editor-title = Imposta una posizione
editor-over = Legale, ma finita: { $why }
editor-legal = Posizione legale
editor-play = Gioca da qui…
editor-play-hover = Scegli i giocatori e la cadenza, poi gioca
editor-analyse = Analizza
editor-analyse-hover = Aprila nella scacchiera di analisi
editor-cancel-hover = Torna alla partita, com’era
editor-hand = Trascina i pezzi; fuori dalla scacchiera li toglie
editor-eraser = Fai clic sulle case per svuotarle
editor-piece = Fai clic sulle case per metterlo
editor-start = Iniziale
editor-start-hover = La consueta posizione iniziale
editor-clear = Svuota
editor-clear-hover = Una scacchiera vuota
editor-flip = Ruota
editor-flip-hover = Gira la scacchiera
editor-960 = 960 n.
editor-set = Imposta
editor-to-move = Muove:
editor-castling = Arrocco:
editor-castling-off = Il re e quella torre non stanno dove si può arroccare
editor-en-passant = En passant:
editor-en-passant-name = Casa di presa en passant
editor-half-moves = Semimosse:
editor-half-moves-name = Semimosse da una cattura o mossa di pedone
editor-move = Mossa:
editor-move-name = Numero della mossa

## Modificare un file di partite
edits-one = partita { $number }
edits-one-players = partita { $number } ({ $white } – { $black })
edits-many = { $count } partite
edits-add = Aggiungi la partita sulla scacchiera
edits-add-hover = La aggiunge alla fine del file; ogni altra partita resta com’è
edits-choose-hint = Ctrl+clic (o Ctrl+Spazio) sceglie altre partite, Maiusc+clic una serie
edits-delete = Cancella { $what }…
edits-copy = Copia { $what } in…
edits-append = Aggiungi un file…
edits-duplicates = Rimuovi i duplicati
edits-duplicates-hover = Le copie successive di partite con stesse mosse, torneo, luogo, data, turno, giocatori e risultato
edits-undo = Annulla
edits-undo-hover = Annulla: { $what }
edits-delete-title = Cancellare { $what } da { $name }?
edits-rewritten = Il file viene riscritto; Annulla riporta ciò che è cancellato.
edits-delete-button = Cancella

## Perché una posizione impostata non è possibile
number-words =
    { $count ->
        [0] nessun
        [1] un
        [2] due
        [3] tre
        [4] quattro
        [5] cinque
        [6] sei
        [7] sette
        [8] otto
        [9] nove
        [10] dieci
        [11] undici
        [12] dodici
       *[other] { $count }
    }
list-and = { $first } e { $last }
list-comma = { $first }, { $last }
editor-no-king = Il { $side } non ha il re
editor-kings = Il { $side } ha { $count } re
editor-pawn-back-rank = un pedone non può stare sulla prima o sull’ultima traversa ({ $squares })
editor-opposite-check = Il { $side } è sotto scacco ma muove il { $mover }: chi non ha la mossa non può essere sotto scacco
editor-impossible-check = Il re del { $side } è in uno scacco che nessuna ultima mossa può aver dato
editor-too-many-pawns = Il { $side } ha { $count } pedoni: un colore ne ha al massimo otto
editor-queens =
    { $count ->
        [one] { $number } donna
       *[other] { $number } donne
    }
editor-rooks =
    { $count ->
        [one] { $number } torre
       *[other] { $number } torri
    }
editor-knights =
    { $count ->
        [one] { $number } cavallo
       *[other] { $number } cavalli
    }
editor-light-bishops =
    { $count ->
        [one] { $number } alfiere campochiaro
       *[other] { $number } alfieri campochiari
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } alfiere camposcuro
       *[other] { $number } alfieri camposcuri
    }
editor-pawns =
    { $count ->
        [one] { $number } pedone
       *[other] { $number } pedoni
    }
editor-material = Il { $side } ha { $pieces }
editor-material-missing = Il { $side } ha { $pieces }: { $promoted } da una promozione, ma solo { $missing }
editor-promoted =
    { $count ->
        [one] un pezzo deve venire
       *[other] { $number } pezzi devono venire
    }
editor-missing =
    { $count ->
        [one] manca un pedone
       *[other] mancano { $number } pedoni
    }
editor-piece-on = { $piece } in { $square }
editor-close-checks = { $side }: { $first } e { $second } danno entrambi scacco da vicino al re (o a un salto di cavallo): nessuna mossa dà due scacchi simili
editor-line-not-opened = { $side }: { $first } e { $second } danno entrambi scacco, ma nessuna mossa di quel pezzo ({ $mover }) può aver aperto la linea dell’altro ({ $slider }) ({ $squares })
editor-check-unmoved = { $side }: { $piece } dà scacco, ma non può aver mosso: un pedone sulla sua seconda traversa non ha mai mosso
editor-check-blocked = { $side }: { $piece } dà scacco, ma ogni casa da cui può essere venuto ({ $squares }) è occupata
editor-pawn-files = I pedoni del { $side } non possono venire ognuno da una propria colonna: un pedone cambia colonna solo catturando, una per ogni traversa che avanza
editor-pawn-from = { $square } dalla colonna { $file }
editor-pawn-captures = I pedoni del { $side } richiedono almeno { $captures } per stare così ({ $moved }), ma il { $other } { $lost }
editor-captures =
    { $count ->
        [one] una cattura
       *[other] { $number } catture
    }
editor-lost =
    { $count ->
        [0] non ha perso alcun pezzo
        [one] ha perso solo un pezzo
       *[other] ha perso solo { $number } pezzi
    }
editor-castling-rights = i diritti di arrocco non corrispondono a re e torri
editor-bad-en-passant = nessuna presa en passant è possibile su quella casa
editor-not-legal = la posizione non è legale
fen-castling-dropped = Il diritto di arrocco della torre in { $square } è stato tolto: { $why }.
fen-no-white-rook = non c’è una torre bianca in { $square }
fen-no-black-rook = non c’è una torre nera in { $square }
fen-king-not-home = il re del { $side } non è sulla sua prima traversa, da cui parte l’arrocco
fen-other-rook = il { $side } arrocca già con un’altra torre da quel lato del re
fen-ep-dropped = La casa en passant { $square } è stata tolta: { $why }.
fen-ep-rank-white = con il Bianco al tratto, la casa en passant è sulla sesta traversa
fen-ep-rank-black = con il Nero al tratto, la casa en passant è sulla terza traversa
fen-ep-no-black-pawn = nessun pedone nero sta in { $square } come dopo un passo doppio
fen-ep-no-white-pawn = nessun pedone bianco sta in { $square } come dopo un passo doppio
fen-ep-no-white-taker = nessun pedone bianco può catturare in { $square }
fen-ep-no-black-taker = nessun pedone nero può catturare in { $square }

## Una FEN che non si può leggere
fen-invalid = FEN non valida: { $part }
fen-not-fen = il testo non è una FEN
fen-bad-board = la disposizione dei pezzi (primo campo) non è valida
fen-bad-board-ranks = la disposizione dei pezzi (primo campo) non è valida: 8 traverse di 8 case, da a8
fen-bad-pocket = la riserva non è valida
fen-bad-turn = il tratto (secondo campo) deve essere w o b
fen-bad-castling = i diritti di arrocco (terzo campo) non sono validi
fen-bad-ep = la casa en passant (quarto campo) non è valida
fen-bad-checks = gli scacchi rimanenti non sono validi
fen-bad-halfmoves = il contatore di semimosse (quinto campo) non è un numero
fen-bad-fullmoves = il numero della mossa (sesto campo) non è un numero positivo
fen-illegal = posizione illegale: { $reasons }
fen-empty-board = la scacchiera è vuota
fen-missing-king = manca un re
fen-too-many-kings = un colore ha più di un re
fen-back-rank-pawns = ci sono pedoni sulla prima o sull’ultima traversa
fen-bad-ep-square = la casa en passant non segue un passo doppio di pedone
fen-opposite-check = chi non ha il tratto è sotto scacco
fen-impossible-check = lo scacco è impossibile
fen-too-much-material = c’è più materiale di quanto una partita possa avere
fen-variant = una regola di variante è violata

## Avvisi: file, salvataggio automatico, impostazioni
notice-explorer-failed = Non è stato possibile costruire l’esploratore: { $why }.
notice-search-failed = Impossibile cercare le partite che arrivano a questa posizione: { $why }. Nulla è stato cambiato.
notice-editor-not-kept = La posizione in preparazione non è stata conservata in { $path }: { $why }.
notice-editor-back = La posizione che stavi impostando è tornata.
notice-editor-not-back = La posizione in preparazione non è stata ripristinata ({ $why }); è ancora in { $path }.
notice-bad-options = Rookery è stato avviato con opzioni che non può usare: { $why }. Si avvia come al solito.
notice-not-restored = Non è stato possibile ripristinare l’ultima partita: { $why }.
notice-not-restored-kept = Non è stato possibile ripristinare l’ultima partita: { $why }. È stata conservata come { $path }.
game-names = { $white } contro { $black }
notice-unfinished-kept = La partita non finita { $names } è stata conservata in { $path } (File › Partite recenti).
notice-taken-back = { $count ->
    [one] Una mossa annullata
   *[other] { $count } mosse annullate
}
notice-takeback-refused = { $name } ha rifiutato di annullare la mossa
notice-unfinished-stays = La partita non finita { $names } non è stata aggiunta all’archivio ({ $why }); resta in { $path }.
notice-unfinished-not-archived = La partita non finita non è stata aggiunta all’archivio: { $why }.
notice-not-archived = La partita non è stata aggiunta all’archivio: { $why }.
notice-autosave-failed = La partita non è stata salvata in { $path }: { $why }. È ancora sulla scacchiera.
notice-autosave-not-removed = La partita finita è nell’archivio, ma il suo salvataggio automatico in { $path } non è stato rimosso: { $why }.
notice-settings-not-saved = Le impostazioni non sono state salvate in { $path }: { $why }.
notice-other-launch = Un altro avvio di Rookery ha chiesto qualcosa che non può fare: { $why }
notice-clipboard-empty = Gli appunti non contengono testo.
notice-pasted-position = Una nuova partita inizia dalla posizione incollata.
notice-pasted-games = Il testo incollato contiene { $count } partite.
notice-dropped-not-pgn = { $name } non è un file PGN: Rookery apre file che finiscono in .pgn (anche .pgn.gz, .pgn.zst, .pgn.bz2) e archivi .zip di essi.
notice-image-copied = L’immagine della scacchiera è negli appunti.
notice-image-failed = Impossibile creare l’immagine: { $why }.
notice-making = Creazione di { $name }…
notice-image-not-started = Impossibile iniziare a creare l’immagine: { $why }.
notice-not-opened = Impossibile aprire { $path }: { $why }.
notice-not-started-reading = Impossibile iniziare a leggere { $name }: { $why }.
notice-reading = Lettura di { $name }…
notice-choose-pgn = { $name } contiene { $count } file PGN: scegline uno.
notice-packed-not-pgn = { $name } è compresso con { $packing }, ma non contiene PGN: i suoi primi 64 KB non hanno né etichette né mosse. Nulla è stato cambiato.
notice-not-pgn = { $name } non è un file PGN: i suoi primi 64 KB non hanno né etichette né mosse. Nulla è stato cambiato.
notice-not-read = Impossibile leggere { $name }: { $why }. Nulla è stato cambiato.
notice-no-games = { $name } non contiene partite: forse non è un file PGN. Nulla è stato cambiato.
notice-stopped-reading = Lettura di { $name } interrotta.
games-count-grouped =
    { $count ->
        [one] { $number } partita
       *[other] { $number } partite
    }
notice-stopped-listed = Lettura di { $name } interrotta: { $games } elencate.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } è cambiato sul disco da quando è stato elencato: ricaricalo per leggerne le partite.
notice-game-not-read = Impossibile leggere la partita { $number } di { $name }: { $why }.
notice-changed-first = { $name } è cambiato sul disco da quando è stato elencato: ricaricalo prima. Nulla è stato cambiato.
notice-changing = Modifica di { $name }…
notice-not-started-changing = Impossibile iniziare a modificare { $name }: { $why }.
notice-would-lose = { $name } contiene { $count } partite che salvandoci sopra questa andrebbero perse: nulla è stato scritto. Scegli un altro nome.
notice-saved = { $name } salvato.
notice-not-saved = Impossibile salvare { $path }: { $why }. Nulla è stato cambiato sul disco.
notice-not-from-file = La partita non viene da un file di più partite: usa Salva come.
notice-still-reading = { $name } è ancora in lettura: riscrivi la partita quando è elencato per intero.
notice-compressed = { $name } è compresso con { $packing }: Rookery non ci scrive. Usa Salva come.
notice-changed-since-opened = { $name } è cambiato sul disco da quando è stato aperto: nulla è stato scritto. Usa Salva come, o riapri il file.
notice-could-not-read = Impossibile leggere { $path }: { $why }.
notice-saved-back = Partita { $number } salvata di nuovo in { $name }; le altre { $count } partite sono invariate.
notice-no-mistakes = Il rapporto non trova errori del { $side } da cui imparare (dopo l’apertura).

## Il pannello: etichette, esporta immagine, esercizi, allenamento e problemi
label-moves = Mosse
label-explorer-moves = Mosse giocate qui
label-graph = Grafico di valutazione: le probabilità del Bianco nella partita
graph-no-evaluation = nessuna valutazione
graph-start = Inizio
variation-more =
    { $count ->
        [one] ⊞ 1 altra mossa
       *[other] ⊞ altre { $count } mosse
    }
variation-show = Mostra tutta la variante
file-reload = Ricarica { $name }
file-reload-hover = Elenca di nuovo il file com’è ora
export-title = Esporta immagine
export-width = Larghezza della scacchiera
export-width-name = Larghezza della scacchiera in pixel
export-caption = Didascalia
export-caption-what = Giocatori e mossa (una GIF: il risultato)
export-seconds-suffix = s a mossa
export-seconds-name = Secondi a mossa di una GIF
export-hint = Chiama il file .png o .svg per la posizione mostrata, .gif per la partita.
export-save = Salva…
export-copy = Copia immagine
export-close = Chiudi
archive-title = Apri un file di { $name }
archive-holds = { $name } contiene { $count } file PGN:
retro-done = Fatto: { $solved } risolti, { $failed } falliti.
retro-find = La mossa { $number } del { $side } era { $played } ({ $judgement }). Trova una mossa migliore.
judgement-inaccuracy = imprecisione
judgement-mistake = errore
judgement-blunder = svista
retro-better = La mossa migliore era { $san }.
retro-not-found = Il motore non ha ancora trovato la mossa migliore.
retro-the-mistake = { $san } è la mossa giocata nella partita. Trovane una migliore.
retro-checking = Verifica di { $san }…
retro-solved = Risolto: { $san } è una buona mossa.
retro-not-enough = { $san } non basta: concede troppo. Prova un’altra mossa, o mostra la risposta.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } era la migliore.
verdict-good = Buona mossa
verdict-inaccuracy = Imprecisione
verdict-mistake = Errore
verdict-blunder = Svista
computer-stopped = Il motore del computer si è fermato: { $why } La partita è conservata e gli orologi sono fermi.
computer-stopped-untimed = Il motore del computer si è fermato: { $why } La partita è conservata.
engine-none-found = Nessun motore scacchistico trovato. Installa Stockfish (su Debian e Ubuntu: sudo apt install stockfish), o scegli il programma di un motore nelle Impostazioni.
report-not-started = Il rapporto non è potuto partire: { $why }
report-stopped = Il rapporto si è fermato.
report-fault = { $why } Il rapporto conserva ciò che era stato trovato.
tables-not-read = Non è stato possibile leggere le tabelle: { $why }
hint-browsing = Stai guardando una mossa precedente. Torna alla partita per muovere: Fine o «Torna alla partita».
hint-computer-only = Un suggerimento è per una partita contro il computer.
notice-engine-off-in-game = Il motore e il rapporto sono per l’analisi: restano spenti durante una partita.
notice-engine-on-analysis = Il motore e il rapporto funzionano sulla scacchiera di analisi: scegli Analizza per guardare questa partita con loro.
notice-pgn-copied = Il PGN della partita è negli appunti.
notice-fen-copied = La FEN della posizione è negli appunti.
notice-line-copied =
    { $count ->
        [one] La linea di { $count } mossa è negli appunti come PGN.
       *[other] La linea di { $count } mosse è negli appunti come PGN.
    }
io-not-found = il file non esiste
io-permission = permesso negato
io-folder = è una cartella
explorer-pass-stopped = la passata si è fermata
zip-no-pgn = l’archivio zip non contiene file .pgn
dialog-no-service = Questo desktop non ha un servizio di finestre dei file (né portale desktop né zenity).
dialog-unavailable = Qui non è disponibile alcuna finestra dei file.
dialog-failed = Non è stato possibile mostrare la finestra dei file (nessun portale ha risposto, e zenity manca o ha fallito).
dialog-pgn-games = Partite PGN
dialog-images = Immagini (PNG, SVG, GIF della partita)
dialog-books = Libri Polyglot

## Menu per lettori di schermo, mosse digitate, cadenze
menu-a11y = Menu { $title }
report-counts-hover = Imprecisioni (?!), errori (?) e sviste (??) secondo lichess, e la perdita media in centipedoni
panel-width = Larghezza del pannello: trascina, o ← e → quando ha la tastiera
notice-image-not-saved = Impossibile salvare { $name }: { $why }. Nulla è stato cambiato.
work-stopped = il lavoro si è fermato
typed-no-piece = Nessun pezzo può andare in { $square }
typed-several = { $typed } corrisponde a più mosse: { $moves }
typed-illegal = { $san } non è una mossa legale qui
typed-nothing = «{ $typed }» non è né una mossa né un comando (aiuto li elenca)
typed-word-resign = abbandona
typed-word-draw = patta
typed-word-takeback = annulla
typed-word-flip = ruota
typed-word-clock = orologio
typed-word-who = chi
typed-word-help = aiuto
delay-fischer = Incremento Fischer
delay-bronstein = Ritardo Bronstein
delay-simple = Ritardo semplice

## Modificare un file di partite: cosa è stato fatto; scrittura; incolla; impostazioni
edit-read-only = { $name } è compresso: qui è di sola lettura.
edit-added = partita aggiunta a { $name }
edit-deleted = { $games } eliminata/e da { $name }
edit-not-undone = Impossibile annullare ({ $what }): { $why }.
edit-undone = annullato: { $what }
edit-not-pgn = { $name } non è un file PGN. Nulla è stato cambiato.
edit-appended = { $other } accodato a { $name }
edit-no-duplicates = { $name } non ha doppioni
edit-removed = { $games } tolta/e da { $name }
edit-copied = { $games } copiata/e in { $name }
edit-unsupported = { $why } Nulla è stato cambiato.
edit-failed = Impossibile modificare { $name }: { $why }. Nulla è stato cambiato.
edit-lost = La modifica si è fermata a metà; il file è com’era.
edit-done = { $what }.
write-no-folder = la cartella { $folder } non esiste
write-not-writable = non si può scrivere nella cartella { $folder }
write-read-only = la cartella { $folder } è su un disco di sola lettura
write-disk-full = il disco è pieno
write-is-folder = { $path } è una cartella
paste-bad-fen = La FEN incollata non è una posizione legale: { $why }.
paste-neither-why = Il testo incollato non è né PGN né FEN: { $why }.
paste-neither = Il testo incollato («{ $text }») non è né PGN né FEN.
settings-unreadable = Non è stato possibile leggere le impostazioni in { $path } ({ $why }); si usano i valori predefiniti.
settings-kept-as = è stato conservato come { $path }
settings-not-kept = non è stato possibile metterlo da parte ({ $why })
settings-damaged = Il file delle impostazioni { $path } è danneggiato ({ $why }): si usano i valori predefiniti, e { $kept }.

## Le tabelle, il motore, il libro; annulla; ciò che la partita rifiuta
tables-thrown-away =
    Quella mossa butta via { $had ->
            [win] la vittoria
           *[draw] la patta
        }: secondo le tabelle ora è { $now ->
            [lost] persa
           *[draw] patta
        }.
tables-castling = Le tabelle non contengono posizioni con diritto di arrocco.
tables-too-many = La posizione ha { $count } pezzi; le tabelle qui ne coprono al massimo { $max }.
tables-missing = Manca la tabella per { $material }.
tables-unreadable = Non è stato possibile leggere le tabelle: { $why }.
engine-quit = Il motore si è chiuso inaspettatamente.
engine-quit-status = Il motore si è chiuso inaspettatamente ({ $status }).
engine-no-answer = Il motore non ha risposto a { $what } entro { $seconds } s.
engine-not-uci = { $path } non è un motore UCI: non ha risposto `uciok` a `uci`.
engine-not-stopped = Il motore non si è fermato entro { $seconds } s ed è stato chiuso.
engine-not-started = Impossibile avviare { $path }: { $why }
engine-no-input = il motore non ha input
engine-no-output = il motore non ha output
engine-no-thread = Impossibile avviare il thread del motore: { $why }
engine-found-nothing = Il motore non ha trovato nulla in { $seconds } s ed è stato chiuso.
engine-did-not-start = { $path } non si è avviato come motore.
engine-no-core = Tutti i core stanno già calcolando per un’altra parte di Rookery (il resoconto della partita, il motore della scacchiera o i problemi). Riprova quando avrà finito.
book-unreadable = Il libro di aperture { $path } non si può leggere: { $why }.
book-empty = Il libro di aperture { $path } è vuoto.
book-not-a-book = { $path } non è un libro Polyglot: i suoi { $size } byte non sono un numero intero di voci da 16 byte.
undo-result = Risultato { $result }
undo-add = Aggiungi { $move }
undo-promote = Promuovi { $move }
undo-main-line = Rendi { $move } la linea principale
undo-delete-from = Elimina da { $move }
undo-delete-variation = Elimina la variante { $move }
undo-line = Linea { $moves }
undo-comment = Commento { $spot }
undo-comment-before = Commento prima di { $spot }
undo-the-start = l’inizio
undo-glyph = Simbolo su { $move }
undo-drawing = Disegno su { $spot }
undo-report = Rapporto della partita
refused-game-over = la partita è finita
refused-illegal-move = { $from }-{ $to } non è una mossa legale
refused-promotion = un pedone che arriva all’ultima traversa deve promuovere: scegli un pezzo
refused-san = «{ $text }» non è una mossa legale in SAN
refused-uci = «{ $text }» non è una mossa legale in UCI
refused-no-claim = non si può reclamare la patta: la posizione non si è ripetuta tre volte e non sono passate 50 mosse senza catture o mosse di pedone
refused-no-offer = l’avversario non ha offerto la patta
refused-offered = hai già offerto la patta
refused-no-takeback = non c’è nessuna mossa da ritirare
refused-takeback-over = la partita è finita: le sue mosse non si possono ritirare
refused-no-ply = la partita non ha la semimossa { $ply }
refused-no-variation = la partita non ha questa variante
refused-viewing-past = è mostrata una mossa precedente: torna alla partita per muovere
refused-not-record = una partita in corso non si modifica: analizzala quando è finita
refused-main-line = la mossa è sulla linea principale
refused-nothing-to-undo = non c’è nulla da annullare
refused-main-line-changed = la linea principale è cambiata durante il rapporto: rieseguilo

## Il motore: probabilità
engine-wdl = V { $win }% P { $draw }% S { $loss }%
window-close = Chiudi la finestra
clock-name = Orologio del { $side } { $time }
clock-name-running = Orologio del { $side } { $time }, in corsa
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, perdita media { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Problemi
control-stop-puzzles = Smetti i problemi
control-puzzles-hover = Problemi tattici: trova la mossa migliore, con punteggio, in serie o una raccolta ripetuta
control-import-puzzles = Importa problemi…
control-import-puzzles-hover = Aggiunge il database di problemi di lichess (.csv, .csv.zst), una raccolta EPD o un file PGN di posizioni
control-dashboard = Cruscotto dei problemi
control-show-solution = Mostra la soluzione
control-analyse-puzzle = Analizza
puzzle-find = { $side } muove: trova la mossa migliore.
puzzle-right = Giusto! Continua.
puzzle-solved = Risolto!
puzzle-solved-after = Risolto, dopo un errore.
puzzle-wrong = { $san } non è la mossa. Il problema conta come fallito: trova la mossa giusta o mostra la soluzione.
puzzle-solution = La soluzione: { $line }
puzzle-no-line = Questo problema non indica alcuna mossa.
puzzle-none = Nessun problema adatto: importa il database di problemi di lichess (menu Partita, Importa problemi…) o scegli un altro tema.
puzzle-none-due = Oggi non ci sono problemi falliti da rivedere.
puzzle-set-done = La raccolta è finita: questo ciclo è concluso. Avanti inizia il ciclo successivo.
puzzle-streak-over = La serie si ferma a { $count }.
puzzle-store-failed = L'archivio dei problemi: { $why }
puzzle-imported = { $added } problemi aggiunti da { $name } ({ $bad } righe errate saltate).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Importazione di { $name }
puzzle-filing = Ordinamento di { $name } per tema e punteggio
puzzle-rating = Punteggio { $rating } { $change }
puzzle-streak = Serie { $count } (record { $best })
puzzle-review = Problemi falliti: { $count } da rivedere
puzzle-set = { $name }: { $at } di { $total }, ciclo { $cycle }
puzzle-mode = Problemi
puzzle-mode-rated = Con punteggio
puzzle-mode-streak = Serie
puzzle-mode-review = Falliti ({ $count } da rivedere)
puzzle-mode-set = Raccolta: { $name }
puzzle-difficulty = Difficoltà
puzzle-difficulty-easiest = Facilissima
puzzle-difficulty-easier = Più facile
puzzle-difficulty-normal = Normale
puzzle-difficulty-harder = Più difficile
puzzle-difficulty-hardest = Difficilissima
puzzle-theme = Tema
puzzle-theme-any = Qualsiasi tema
dashboard-title = Cruscotto dei problemi
dashboard-played = { $played } giocati, { $solved } risolti
dashboard-rating = Punteggio nel tempo
dashboard-per-day = Problemi al giorno
dashboard-themes = Successo per tema, il più debole prima
dialog-puzzles = File di problemi
prompt-puzzles = Importa problemi
prompt-puzzles-words = Scrivi il percorso di un file di problemi: .csv o .csv.zst di lichess, una raccolta .epd o un .pgn di posizioni.
# lichess's puzzle themes.
theme-mate = Matto
theme-mateIn1 = Matto in 1
theme-mateIn2 = Matto in 2
theme-mateIn3 = Matto in 3
theme-mateIn4 = Matto in 4
theme-mateIn5 = Matto in 5
theme-oneMove = Una mossa
theme-short = Breve
theme-long = Lungo
theme-veryLong = Molto lungo
theme-opening = Apertura
theme-middlegame = Mediogioco
theme-endgame = Finale
theme-fork = Forchetta
theme-pin = Inchiodatura
theme-skewer = Infilata
theme-discoveredAttack = Attacco di scoperta
theme-hangingPiece = Pezzo indifeso
theme-sacrifice = Sacrificio
theme-deflection = Deviazione
theme-attraction = Attrazione
theme-promotion = Promozione
theme-advancedPawn = Pedone avanzato
theme-backRankMate = Matto sulla traversa
theme-castling = Arrocco
theme-enPassant = En passant
theme-quietMove = Mossa tranquilla
theme-defensiveMove = Mossa difensiva
theme-kingsideAttack = Attacco sul lato di re
theme-crushing = Schiacciante
theme-advantage = Vantaggio
theme-equality = Parità
# Puzzles found in the listed file.
control-find-puzzles = Trova problemi in questo file
control-find-puzzles-hover = Cerca con il motore, su ogni core libero, i momenti delle partite del file in cui una sola mossa vince; diventano una raccolta
puzzle-no-file = Apri prima un file di partite: i problemi si cercano nel file aperto.
puzzle-finding = Ricerca di problemi: { $done } partite su { $games }, { $found } trovati
puzzle-found = { $count } problemi trovati: la raccolta «{ $name }».
dashboard-cycles = Raccolte, ciclo per ciclo
dashboard-cycle = ciclo { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Il repertorio: { $why }
repertoire-holes-need-file = Apri prima un file di partite: i buchi sono le risposte giocate nelle sue partite (nell'esploratore) a cui il tuo repertorio non risponde.
repertoire-no-moves = Gioca prima sulla scacchiera le mosse da aggiungere.
repertoire-all-done = Ogni carta di questo allenamento ha una risposta.
repertoire-none-due = Nessuna carta è da ripassare ora. Allenati in anticipo per ripassarle tutte.
repertoire-your-move = Muove il { $side }: gioca la mossa del tuo repertorio.
repertoire-right = Giusto.
repertoire-wrong = { $san } non è nel tuo repertorio. La freccia mostra la sua mossa: giocala.
repertoire-other = { $san } è giusta. Il tuo repertorio gioca qui anche un'altra mossa, con carte dopo di essa: giocala.
repertoire-hint = La freccia mostra la mossa del tuo repertorio.
repertoire-title = Repertorio: { $name } ({ $side })
repertoire-counts = Carte { $cards } · nuove { $new } · da ripassare { $due } · entro 7 giorni { $week } · imparate { $learned } · dimenticate { $lapsed }
repertoire-which-side = { $name } non indica un colore. Per quale colore è questo repertorio?
repertoire-drill = Allenati ({ $count })
repertoire-ahead = Allenati in anticipo
repertoire-hint-button = Suggerimento
repertoire-stop = Smetti di allenarti
repertoire-holes = Buchi
repertoire-progress = Progressi…
repertoire-close = Chiudi repertorio
repertoire-doubles = Due mosse dopo: { $lines }
repertoire-holes-title = Buchi ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } di { $reaching } partite)
repertoire-no-holes = Nessun buco: ogni risposta giocata nel 5 % delle partite ha una replica.
repertoire-lines = Linee
repertoire-line = { $line }: { $learned } di { $cards } imparate
repertoire-start = l'inizio
control-open-repertoire = Apri repertorio…
control-open-repertoire-hover = Apre un file PGN di varianti come tuo repertorio d'aperture, per allenarlo e trovarne i buchi
control-add-to-repertoire = Aggiungi queste mosse al mio repertorio
control-add-to-repertoire-hover = Aggiunge al tuo repertorio le mosse fino alla posizione mostrata (uno nuovo chiede il suo file; il suo colore è quello in basso)
control-drill-repertoire = Allena il repertorio
control-stop-drilling = Smetti di allenarti
prompt-repertoire = Apri repertorio
prompt-repertoire-words = Scrivi il percorso di un repertorio: un file PGN di varianti.
prompt-new-repertoire = Nuovo repertorio
prompt-new-repertoire-words = Scrivi il percorso del file PGN del nuovo repertorio.
