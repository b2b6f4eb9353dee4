## La ventana de ajustes
settings-language = Idioma
settings-language-system = El del sistema ({ $language })
settings-letters = Letras de las piezas
settings-letters-language = Las del idioma ({ $letters })
settings-letters-english = Inglesas ({ $letters })

## El tablero como lo dice un lector de pantalla
square-empty = { $square }, vacía
square-piece = { $square }, { $piece }
piece-white-king = rey blanco
piece-white-queen = dama blanca
piece-white-rook = torre blanca
piece-white-bishop = alfil blanco
piece-white-knight = caballo blanco
piece-white-pawn = peón blanco
piece-black-king = rey negro
piece-black-queen = dama negra
piece-black-rook = torre negra
piece-black-bishop = alfil negro
piece-black-knight = caballo negro
piece-black-pawn = peón negro
mark-selected = seleccionada
mark-can-take = puede capturar
mark-can-go = puede ir
mark-last-move = última jugada
mark-check = jaque
mark-picked-up = levantada

## Cantidades
games-count =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }

## Las filas bajo la lista de jugadas y el menú Partida
control-back-to-game = Volver a la partida
control-continue = Continuar desde aquí…
control-continue-hover = Empezar una partida desde la posición mostrada, conservando las jugadas que llevaron a ella
control-practice = Practicar desde aquí
control-practice-hover = Jugar el bando que mueve contra el ordenador a plena fuerza, cada jugada juzgada
control-new-game = Nueva partida…
control-flip = Girar el tablero
control-engine = Motor
control-engine-off = Apagar el motor
control-engine-hover = Muestra las mejores líneas del motor, su evaluación y flechas para la posición mostrada
control-threat = Mostrar la amenaza
control-threat-off = Ocultar la amenaza
control-threat-hover = Lo que amenaza el bando que acaba de mover: las líneas del motor pasando el turno, en rojo
control-stop-report = Detener el informe
control-stop-report-hover = Detiene el informe de la partida; lo encontrado se conserva
control-report = Informe de la partida
control-report-hover = El motor sobre cada jugada: evaluaciones, errores marcados, mejores líneas
control-learn = Aprender de los errores de { $name }
control-learn-hover = Las imprecisiones, errores y errores graves del informe como ejercicios
control-show-move = Mostrar la jugada
control-hint = Pista
control-hint-hover = Muestra la pieza que mover, después la jugada
control-take-back = Deshacer
control-take-back-hover = Deshace tu última jugada y la respuesta del ordenador
control-takeback = Deshacer…
control-takeback-hover = Pide al rival permitir deshacer la última jugada
control-resume-clocks = Reanudar los relojes
control-pause-clocks = Pausar los relojes
control-start = Inicio
control-back = Una jugada atrás
control-forward = Una jugada adelante
control-latest = Última jugada
control-puzzles = Aprender de los errores de { $name }: { $at } de { $total } · resueltos { $solved } · fallados { $failed }
control-show-answer = Mostrar la respuesta
control-next = Siguiente
control-skip = Saltar
control-stop = Detener
control-retry = Reintentar
control-restart-engine = Reiniciar el motor
control-two-people = Seguir entre dos personas

## Opciones y respuestas del menú Partida
control-auto-flip = Girar automáticamente
control-auto-flip-hover = Girar el tablero tras cada jugada para que el jugador que mueve quede abajo
control-figurines = Figurines
control-figurines-hover = Figuras de las piezas en la lista de jugadas en lugar de letras
control-settings = Ajustes…
control-shortcuts = Atajos de teclado
control-allow-takeback = Permitir deshacer
control-refuse-takeback = Rechazar deshacer
control-accepts-draw = { $name } acepta las tablas
control-declines-draw = { $name } rechaza las tablas
control-offers-draw = { $name } ofrece tablas
control-resigns = { $name } abandona…
control-result = Resultado
control-result-unknown = * (desconocido)
control-result-hover = El resultado de la partida; las ediciones de las jugadas lo conservan
control-quit = Salir

## El menú Archivo
file-open = Abrir…
file-new-analysis = Nuevo análisis
file-analyse-position = Analizar esta posición
file-set-up = Preparar posición…
file-set-up-hover = Colocar piezas con el ratón, a partir de la posición mostrada
file-save = Guardar
file-save-as = Guardar como…
file-recent = Partidas recientes…
file-paste = Pegar partida o FEN
file-copy-pgn = Copiar PGN
file-copy-fen = Copiar FEN
file-export-image = Exportar imagen…
file-copy-image = Copiar imagen

## Los recuadros de los jugadores
side-white = Blancas
side-black = Negras
player-name = Nombre de { $side }
player-clock-recorded = Tiempo de reloj anotado en la partida
player-resign-name = Abandonar ({ $name })
player-has-offered = { $name } ha ofrecido tablas
player-offer-name = Ofrecer tablas ({ $name })
player-offer-disabled = Se pueden ofrecer tablas mientras la partida sigue
claim-threefold = triple repetición
claim-fifty = regla de los 50 movimientos
player-claim = Reclamar tablas ({ $claim })
player-offers = { $name } ofrece tablas.
player-accept-draw = Aceptar tablas
player-decline = Rechazar
player-asks-takeback = { $name } pide deshacer su última jugada.
player-allow-takeback = Permitir deshacer
player-refuse = Rechazar
player-claim-with = Reclamar tablas con { $move }
player-claim-with-hover = Juega { $move } y reclama tablas por { $claim } que permite

## El campo de jugadas
field-hint = Escribe una jugada
field-hover = Escribe una jugada ({ $examples }) o resign, draw, takeback, flip, clock, who, help; Intro lleva el foco aquí
field-game-over = La partida ha terminado.
field-no-claim = No se pueden reclamar tablas con esa jugada.
field-no-game = No hay ninguna partida en curso que abandonar.
field-no-takeback = No hay ninguna jugada que deshacer.
field-no-clock = La partida no tiene reloj.
field-help = Jugadas: { $examples }; una casilla levanta una pieza. Palabras: rendirse, tablas (tablas { $claim } reclama con la jugada), deshacer, girar, reloj, quién, ayuda.
field-to-move = Juega { $name } ({ $side })
field-played = ; { $name } jugó { $move }

## La ventana de ajustes: tablero, juego, sonido, motor
settings-title = Ajustes
settings-new-games = Partidas nuevas
settings-engine = Motor
settings-book = Libro de aperturas
settings-board = Tablero
theme-brown = Marrón
theme-blue = Azul
theme-green = Verde
theme-grey = Gris
settings-slide = Las piezas se deslizan
speed-off = No
speed-fast = Rápido
speed-normal = Normal
speed-slow = Lento
settings-show = Mostrar
settings-coordinates = Coordenadas en el tablero
settings-dots = Puntos en las jugadas legales
settings-figurines = Figuras en la lista de jugadas
settings-play = Juego
settings-auto-flip = Girar el tablero tras cada jugada
settings-takebacks = Permitir deshacer contra el ordenador
settings-sound = Sonido
settings-sounds = Sonidos
settings-volume = volumen
settings-found = { $path } (encontrado)
settings-no-engine = ninguno encontrado: apt install stockfish
settings-choose = Elegir…
settings-choose-engine = Elegir el motor
settings-default = Predeterminado
settings-threads = Hilos
settings-engine-threads = Hilos del motor
settings-hash = Hash (MB)
settings-hash-name = Hash en MB
settings-lines = Líneas
settings-bar-wdl = La barra de evaluación muestra la puntuación esperada (victoria/tablas/derrota)
settings-bar-wdl-hover = Donde el motor da sus probabilidades; si no, las probabilidades de la evaluación
settings-report = Informe de la partida:
settings-depth = profundidad
settings-report-depth = Profundidad del informe
settings-seconds = segundos por jugada
settings-report-seconds = Segundos por jugada del informe
settings-no-book = ninguno (un archivo Polyglot .bin)
settings-choose-book = Elegir un libro de aperturas
settings-remove = Quitar
settings-remove-book-hover = Las jugadas del libro dejan de mostrarse
settings-stop-book = Dejar de usar el libro de aperturas
settings-computer-book = El ordenador abre con el libro (niveles 6 a 10)
settings-tables = Tablas de finales (Syzygy), además de syzygy/ de la carpeta de datos:
settings-remove-tables-hover = Las tablas de esta carpeta dejan de leerse
settings-remove-folder = Quitar { $folder }
settings-tables-field = Una carpeta de tablas de finales
settings-add = Añadir
settings-add-disabled = Escribe la ruta de una carpeta con archivos .rtbw y .rtbz
settings-choose-tables = Elegir una carpeta de tablas de finales
settings-time-control = Control de tiempo
settings-time-field = Control de tiempo de una partida nueva
settings-or-untimed = { $error }, o sin reloj

## Jugadores de una partida nueva
settings-new-white = Las blancas de una partida nueva
settings-new-black = Las negras de una partida nueva

## El diálogo Nueva partida
new-title = Nueva partida
new-title-continue = Continuar desde aquí
new-start = Empezar la partida
new-cancel = Cancelar
new-person = Persona
new-computer = Ordenador
new-side-person = { $side }: una persona
new-side-computer = { $side }: el ordenador
new-side-level = { $side }: nivel del ordenador
new-level-full = Nivel { $number } (plena fuerza)
new-level-about = Nivel { $number } (unos { $rating })
computer-provisional = Ordenador, Rookery nivel { $level }
computer-name = { $engine }, Rookery nivel { $level }
player-computer-short = Nivel { $level } · { $engine }
player-computer = Ordenador
new-cannot-play = El ordenador no puede jugar: { $why }
new-time-control = Control de tiempo
new-untimed = Sin reloj
new-custom = Personalizado
new-odds = Tiempo distinto para cada bando (ventaja de tiempo)
new-side-colon = { $side }:
new-minutes = Minutos de { $side }
new-seconds = Segundos por jugada de { $side }
new-delay = Incremento o retraso de { $side }
new-from-shown = La partida empieza en la posición mostrada.
new-goes-on =
    La partida sigue desde la posición mostrada, conservando { $count ->
        [one] la { $count } media jugada
       *[other] las { $count } medias jugadas
    } que llevaron a ella.
new-already-over = Las reglas ya terminan la partida ahí: { $why }.
new-fen-title = Posición inicial (FEN, vacía para la habitual)
new-fen-name = Posición inicial (FEN)
new-960 = Chess960 n.º
new-960-name = Número de Chess960
new-use = Usar
new-use-hover = Empezar desde esta posición Chess960 (518 es la habitual)
new-random = Al azar
new-set-up = Preparar en el tablero…
new-set-up-hover = Colocar las piezas con el ratón
new-last = Usar la última posición
new-legal = ✔ una posición legal

## La lista de atajos de teclado (F1)
shortcuts-title = Atajos de teclado
help-new-game = Nueva partida…
help-new-analysis = Nuevo análisis
help-set-up-a-position = Preparar una posición…
help-open-a-pgn-file = Abrir un archivo PGN…
help-save = Guardar
help-save-as = Guardar como…
help-paste-a-game-pgn-or-a = Pegar una partida (PGN) o una posición (FEN)
help-undo-an-edit-in-a-game = Deshacer una edición (en una partida en juego: pedir deshacer la última jugada)
help-redo = Rehacer
help-mark-the-move = Marcar la jugada ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Borrar la jugada mostrada y lo que sigue
help-quit = Salir
help-accept-the-draw-offered-or-allow = Aceptar las tablas ofrecidas, o permitir deshacer lo pedido
help-decline-the-draw-offered-or-refuse = Rechazar las tablas ofrecidas, o negar deshacer lo pedido
help-flip-the-board = Girar el tablero
help-the-board-s-squares-the-arrows = Las casillas del tablero: las flechas las recorren, Intro o Espacio levanta y coloca
help-type-a-move-nf3-e2e4-o = Escribir una jugada (Cf3, e2e4, O-O) o rendirse, tablas, deshacer, girar, reloj, quién, ayuda
help-engine-on-or-off-analysis-board = Motor encendido o apagado (tablero de análisis)
help-show-threat-what-the-side-that = Mostrar la amenaza: lo que amenaza el bando que acaba de mover (tablero de análisis)
help-game-report-the-engine-over-every = Informe de la partida: el motor sobre cada jugada
help-hint-against-the-computer-the-piece = Pista contra el ordenador: la pieza que mover, después la jugada
help-one-move-back = Una jugada atrás
help-one-move-forward = Una jugada adelante
help-the-start = El inicio
help-the-latest-move = La última jugada
help-this-list = Esta lista
help-the-menus-between-them-and-enter = Los menús: ← → entre ellos, ↑ ↓ e Intro dentro de uno, Esc cierra
help-the-file-game-and-move-menus = Los menús Archivo, Partida y Jugada
key-first-letter = primera letra de una jugada
key-right-click = clic derecho
key-right-drag = Arrastrar con el derecho
key-delete = Supr
key-enter = Intro
key-shift = Mayús
key-home = Inicio
key-ctrl = Ctrl
key-or = o
key-alt = Alt
key-end = Fin
key-esc = Esc
help-put-a-selected-piece-back = Devolver una pieza elegida
help-close-the-editor = Cerrar el editor de posiciones (como Cancelar)
help-draw-an-arrow-a-circle-shift = Dibujar una flecha, un círculo (Mayús o Ctrl: rojo, Alt: azul, ambos: amarillo)
help-choose-and-open-a-game-in = Elegir y abrir una partida de la lista

## La línea de estado y el resultado
status-to-move = Juegan { $name }
status-to-move-check = Juegan { $name } — jaque
status-checkmated = { $name } recibe jaque mate
status-stalemated = { $name } está ahogado
end-checkmate = { $winner } gana por jaque mate
end-stalemate = Tablas por ahogado
end-insufficient = Tablas: ningún bando puede dar mate (posición muerta)
end-dead = Tablas — posición muerta: ninguna serie de jugadas legales puede dar mate
end-fivefold = Tablas por quíntuple repetición
end-seventy-five = Tablas por la regla de los 75 movimientos
end-threefold = Tablas por triple repetición (reclamadas por { $name })
end-fifty = Tablas por la regla de los 50 movimientos (reclamadas por { $name })
end-agreement = Tablas por acuerdo
end-resigns = { $name } abandona
end-time = { $winner } gana por tiempo
end-time-insufficient = Tablas — cayó la bandera de { $flagged }, pero { $other } no puede dar mate
end-wins = { $winner } gana
end-draw = Tablas
end-ongoing = Partida en curso

## Preguntas y avisos sobre el tablero
resign-title = ¿Abandonar como { $name }?
resign-winner = { $name } ganará la partida.
resign-button = Abandonar
resign-keep = Seguir jugando
over-analyse = Analizar
over-analyse-hover = Repasar la partida: probar otras jugadas, comentar, dibujar flechas
over-close = Cerrar
restored-analysis = Análisis restaurado
restored-analysis-words = Tu análisis vuelve tal como lo dejaste: sus cambios aún no están guardados.
restored-analysis-of = Tu análisis de { $file } vuelve tal como lo dejaste: sus cambios aún no están guardados.
restored-go-on = Seguir
restored-game = Partida restaurada
restored-game-words =
    { $white } contra { $black }: la partida sigue donde se detuvo, tras { $count ->
        [one] { $count } jugada
       *[other] { $count } jugadas
    }.
restored-paused = Los relojes están en pausa hasta que reanudes.
restored-resume = Reanudar
restored-continue = Continuar
unsaved-title = ¿Guardar los cambios en { $name }?
unsaved-this = este análisis
unsaved-before-open = Tus jugadas, comentarios y dibujos se perderán si no los guardas antes de abrir otra partida.
unsaved-before-practice = Tus jugadas, comentarios y dibujos se perderán si no los guardas antes de practicar desde esta posición.
unsaved-before-quit = Tus jugadas, comentarios y dibujos se perderán si no los guardas antes de salir.
unsaved-save = Guardar
unsaved-discard = Descartar

## El área del motor
engine-report-progress = Informe: jugada { $done } de { $total }
engine-stop = Detener
engine-stop-hover = Lo encontrado se conserva
engine-go-on = Seguir
engine-go-on-hover = El informe sigue donde se detuvo
engine-choose = Elegir un motor…
engine-stopped-report = El informe de la partida se detuvo en la jugada { $moves } al cerrarse Rookery; lo encontrado se conserva.
engine-depth = profundidad { $depth }
engine-thinking = El motor está pensando… ({ $keys } lo apaga)
engine-no-threat = No hay amenaza que mostrar: { $side } están en jaque o la partida terminó.
engine-threat-off = ({ $keys } oculta la amenaza)
engine-threat = Amenaza ({ $score }): { $line }
engine-looking = Buscando lo que amenazan las { $side }…
engine-threat-hover = Lo que jugarían las { $side } si volviera a ser su turno ({ $keys } lo apaga)
engine-checkmate = Jaque mate
engine-stalemate = Ahogado
engine-wdl-hover = Las probabilidades de las blancas de ganar, empatar y perder, según el motor
engine-wdl-line = { $wdl } (de las blancas, por mil: victoria/tablas/derrota)
engine-line-name = Línea { $at } de { $total }: { $score } { $line }; Intro la juega hasta { $move }
engine-play-line = Jugar la línea hasta aquí en la partida
engine-graph = Las probabilidades de las blancas a lo largo de la partida

## La cabecera de la partida, las tablas, el libro y el explorador
header-has-offered = { $name } ha ofrecido tablas.
header-time-control = Control de tiempo { $control }
header-time-control-paused = Control de tiempo { $control } — relojes en pausa
header-round = { $event }, ronda { $round }
header-read-error = ⚠ Leído hasta un error: { $error }.
header-rules-start = Las reglas habrían terminado esta partida al inicio: { $result }.
header-rules-after = Las reglas habrían terminado esta partida tras { $move }: { $result }.
tables-title = Tablas: juegan { $side }, { $outcome }
tables-win = victoria
tables-cursed-win = victoria maldita
tables-draw = tablas
tables-blessed-loss = derrota bendita
tables-loss = derrota
tables-mate = mate
tables-play-hover = Jugarla en la partida
tables-dtz-hover = DTZ: las medias jugadas hasta la próxima captura o jugada de peón con el mejor juego de ambos; no las jugadas hasta el mate. El de cada jugada se cuenta después de ella, desde el otro bando.
tables-practice = Jugarla contra las tablas
tables-practice-hover = Juega el bando que mueve; el ordenador defiende a la perfección
book-title = Libro:
book-hover = Peso { $weight }: jugarla en la partida
book-name = Jugada de libro { $move }, { $share } por ciento

## Las pestañas de la lista de jugadas y el explorador
tab-moves = Jugadas
tab-explorer = Explorador
tab-explorer-progress = Explorador { $percent } %
explorer-pasted = las partidas pegadas
explorer-playing = Reproduciendo todas las partidas de { $file }…
explorer-cancel = Cancelar
explorer-stopped = El explorador de { $file } se detuvo.
explorer-again = Explorar de nuevo
explorer-failed = El explorador no pudo leer { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partida
       *[other] { $shown } partidas
    }
explorer-reaching = Partidas que llegan a esta posición
explorer-reaching-hover = Listar las partidas del archivo que llegan a esta posición
explorer-none-reach = Ninguna partida de { $file } llega a esta posición.
explorer-none-on = Ninguna partida siguió desde aquí.
explorer-limit = El explorador cuenta las jugadas de las primeras { $plies } medias jugadas (hasta la jugada { $moves }), como el de lichess.
explorer-replaying = Reproduciendo las partidas que pueden llegar a esta posición…
explorer-stop = Detener
explorer-replay-hover = Reproducir las partidas del archivo que pueden llegar a ella, y listarlas
explorer-during-game = Durante una partida, las jugadas se hacen en el tablero
explorer-no-result = ningún resultado conocido
explorer-shares = Blancas { $white } %, tablas { $draws } %, negras { $black } %

## La barra del archivo y la lista de jugadas
bar-analysis = Análisis
bar-new-game = Partida nueva
bar-games = Partidas ({ $count })
bar-games-hover = La lista de partidas del archivo abierto
moves-none = Aún no hay jugadas.

## Signos de anotación
glyph-1 = Buena jugada
glyph-2 = Error
glyph-3 = Jugada brillante
glyph-4 = Error grave
glyph-5 = Jugada interesante
glyph-6 = Jugada dudosa
glyph-10 = Posición igualada
glyph-13 = Posición incierta
glyph-14 = Las blancas están algo mejor
glyph-15 = Las negras están algo mejor
glyph-16 = Las blancas están mejor
glyph-17 = Las negras están mejor
glyph-18 = Las blancas ganan
glyph-19 = Las negras ganan
glyph-146 = Novedad
glyph-32 = Ventaja de desarrollo
glyph-36 = Iniciativa
glyph-40 = Ataque
glyph-132 = Contrajuego
glyph-138 = Apuro de tiempo
glyph-44 = Con compensación
glyph-140 = Con la idea
glyph-22 = Zugzwang

## La barra de análisis y el menú Jugada
analysis-undo = Deshacer { $what } ({ $keys })
analysis-redo = Rehacer { $what } ({ $keys })
analysis-undo-nothing = Deshacer ({ $keys })
analysis-redo-nothing = Rehacer ({ $keys })
analysis-move-menu-hover = Subir, hacer línea principal, borrar, copiar la jugada mostrada
analysis-position-glyphs = Cómo está la posición
analysis-observation-glyphs = Novedad, iniciativa, ataque…
analysis-more-glyphs = Los signos que no caben en la fila
analysis-start = el inicio
analysis-before = Antes de { $name }…
analysis-comment-on = Comentario sobre { $name }…
analysis-promote = Subir la variante
analysis-main-line = Hacer línea principal
analysis-delete-from = Borrar desde aquí
analysis-delete-variation = Borrar la variante
analysis-collapse = Plegar la variante
analysis-comment = Comentario…
analysis-glyphs = Signos
analysis-copy-line = Copiar la línea como PGN

## Los títulos de los menús
menu-file = Archivo
menu-game = Partida
menu-move = Jugada
menu-name = Menú { $title }

## Ventanas de archivos: ruta, elección al guardar, archivo soltado
prompt-open = Abrir un archivo PGN
prompt-open-action = Abrir
prompt-save = Guardar la partida
prompt-save-action = Guardar
prompt-engine = Elegir un motor de ajedrez
prompt-choose-action = Elegir
prompt-export = Exportar una imagen del tablero
prompt-export-action = Exportar
prompt-append = Añadir un archivo PGN
prompt-append-action = Añadir
prompt-copy = Copiar la partida a un archivo
prompt-copy-action = Copiar
prompt-tables = Añadir una carpeta de tablas de finales
prompt-add-action = Añadir
prompt-book = Elegir un libro de aperturas
prompt-open-words = Escribe la ruta del archivo, suéltalo en la ventana o indícalo en la línea de órdenes (rookery ARCHIVO.pgn).
prompt-save-words = Escribe la ruta donde guardar la partida.
prompt-engine-words = Escribe la ruta del programa de un motor UCI.
prompt-export-words = Escribe la ruta de la imagen: .png o .svg para la posición, .gif para la partida.
prompt-append-words = Escribe la ruta del archivo PGN cuyas partidas añadir.
prompt-copy-words = Escribe la ruta del archivo PGN al que añadir la partida (se crea si falta).
prompt-tables-words = Escribe la ruta de una carpeta con tablas Syzygy (archivos .rtbw y .rtbz).
prompt-book-words = Escribe la ruta de un libro Polyglot (un archivo .bin).
prompt-path = Ruta
prompt-name-alone = Un nombre solo se busca en { $folder }
prompt-cancel = Cancelar
choice-holds = Esta partida viene de { $name }, que contiene { $count } partidas más.
choice-write-back = Volver a escribirla en { $name }
choice-write-back-hover = Las demás partidas se copian sin cambios
choice-alone = Guardar esta partida sola como…
drop-open = Suelta para abrir { $name }
drop-not-pgn = { $name } no es un archivo PGN
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Partidas de ajedrez (PGN)

## La lista de partidas
list-title = Partidas de { $file }
list-pasted = Partidas pegadas
list-search = Buscar
list-search-hint = jugador, torneo, lugar, apertura o año (acentos y mayúsculas no cuentan)
list-search-name = Buscar en las partidas
list-of = { $shown } de { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = la posición inicial
list-after = la posición tras { $line }
list-only =
    Solo { $count ->
        [one] la partida
       *[other] las { $shown } partidas
    } que llegan a { $position }
list-show-all = Mostrar todas las partidas
list-stopped = La lectura se detuvo: la lista contiene las partidas encontradas.
list-sort-hover = Ordenar por esta columna (otra vez: al revés)
column-white = Blancas
column-black = Negras
column-result = Resultado
column-date = Fecha
column-event = Torneo
column-opening = Apertura
column-elo = Elo
column-moves = Jugadas

## Lo que oye un lector de pantalla durante la partida
say-moved = { $name }: { $move }
say-passes = pasa
say-to-move = Juega { $name } ({ $side })
say-offers = { $name } ofrece tablas
say-asks-takeback = { $name } pide deshacer su última jugada
say-can-claim = { $name } puede reclamar tablas por { $claim }
say-low-time = A { $name } le queda poco tiempo
say-castles-short = enroca corto
say-castles-long = enroca largo
say-move = { $piece } { $square }
say-takes = { $piece } captura { $square }
say-check = jaque
say-checkmate = jaque mate
role-king = rey
role-queen = dama
role-rook = torre
role-bishop = alfil
role-knight = caballo
role-pawn = peón
role-piece = pieza

## Preparar una posición
editor-title = Preparar una posición
editor-over = Legal, pero terminada: { $why }
editor-legal = Posición legal
editor-play = Jugar desde aquí…
editor-play-hover = Elegir los jugadores y el control de tiempo, y jugar
editor-analyse = Analizar
editor-analyse-hover = Abrirla en el tablero de análisis
editor-cancel-hover = Volver a la partida, tal como estaba
editor-hand = Arrastrar piezas; fuera del tablero las quita
editor-eraser = Pulsa casillas para vaciarlas
editor-piece = Pulsa casillas para colocarla
editor-start = Inicial
editor-start-hover = La posición inicial habitual
editor-clear = Vaciar
editor-clear-hover = Un tablero vacío
editor-flip = Girar
editor-flip-hover = Dar la vuelta al tablero
editor-960 = 960 n.º
editor-set = Poner
editor-to-move = Juegan:
editor-castling = Enroque:
editor-castling-off = El rey y esa torre no están donde se puede enrocar
editor-en-passant = Al paso:
editor-en-passant-name = Casilla de captura al paso
editor-half-moves = Medias jugadas:
editor-half-moves-name = Medias jugadas desde una captura o jugada de peón
editor-move = Jugada:
editor-move-name = Número de jugada

## Editar un archivo de partidas
edits-one = partida { $number }
edits-one-players = partida { $number } ({ $white } – { $black })
edits-many = { $count } partidas
edits-add = Añadir la partida del tablero
edits-add-hover = La añade al final del archivo; las demás partidas quedan igual
edits-choose-hint = Ctrl+clic (o Ctrl+Espacio) elige más partidas, Mayús+clic una serie
edits-delete = Borrar { $what }…
edits-copy = Copiar { $what } a…
edits-append = Añadir un archivo…
edits-duplicates = Quitar duplicados
edits-duplicates-hover = Las copias posteriores de partidas con las mismas jugadas, torneo, lugar, fecha, ronda, jugadores y resultado
edits-undo = Deshacer
edits-undo-hover = Deshacer: { $what }
edits-delete-title = ¿Borrar { $what } de { $name }?
edits-rewritten = El archivo se reescribe; Deshacer recupera lo borrado.
edits-delete-button = Borrar

## Por qué una posición preparada no es posible
number-words =
    { $count ->
        [0] ningún
        [1] un
        [2] dos
        [3] tres
        [4] cuatro
        [5] cinco
        [6] seis
        [7] siete
        [8] ocho
        [9] nueve
        [10] diez
        [11] once
        [12] doce
       *[other] { $count }
    }
list-and = { $first } y { $last }
list-comma = { $first }, { $last }
editor-no-king = Las { $side } no tienen rey
editor-kings = Las { $side } tienen { $count } reyes
editor-pawn-back-rank = un peón no puede estar en la primera ni en la última fila ({ $squares })
editor-opposite-check = Las { $side } están en jaque pero juegan las { $mover }: el bando que no juega no puede estar en jaque
editor-impossible-check = El rey de las { $side } está en un jaque que ninguna última jugada pudo dar
editor-too-many-pawns = Las { $side } tienen { $count } peones: un bando tiene como mucho ocho
editor-queens =
    { $count ->
        [one] { $number } dama
       *[other] { $number } damas
    }
editor-rooks =
    { $count ->
        [one] { $number } torre
       *[other] { $number } torres
    }
editor-knights =
    { $count ->
        [one] { $number } caballo
       *[other] { $number } caballos
    }
editor-light-bishops =
    { $count ->
        [one] { $number } alfil de casillas blancas
       *[other] { $number } alfiles de casillas blancas
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } alfil de casillas negras
       *[other] { $number } alfiles de casillas negras
    }
editor-pawns =
    { $count ->
        [one] { $number } peón
       *[other] { $number } peones
    }
editor-material = Las { $side } tienen { $pieces }
editor-material-missing = Las { $side } tienen { $pieces }: { $promoted } de una promoción, pero solo { $missing }
editor-promoted =
    { $count ->
        [one] una pieza debe venir
       *[other] { $number } piezas deben venir
    }
editor-missing =
    { $count ->
        [one] falta un peón
       *[other] faltan { $number } peones
    }
editor-piece-on = { $piece } en { $square }
editor-close-checks = { $side }: { $first } y { $second } dan jaque desde al lado del rey (o a un salto de caballo): ninguna jugada da dos jaques así
editor-line-not-opened = { $side }: { $first } y { $second } dan jaque, pero ninguna jugada de esa pieza ({ $mover }) pudo abrir la línea de la otra ({ $slider }) ({ $squares })
editor-check-unmoved = { $side }: { $piece } da jaque, pero no puede haber movido: un peón en su segunda fila nunca ha movido
editor-check-blocked = { $side }: { $piece } da jaque, pero cada casilla de la que pudo venir ({ $squares }) está ocupada
editor-pawn-files = Los peones de las { $side } no pueden venir cada uno de su propia columna: un peón cambia de columna solo capturando, una por cada fila que avanza
editor-pawn-from = { $square } desde la columna { $file }
editor-pawn-captures = Los peones de las { $side } necesitan al menos { $captures } para estar así ({ $moved }), pero las { $other } { $lost }
editor-captures =
    { $count ->
        [one] una captura
       *[other] { $number } capturas
    }
editor-lost =
    { $count ->
        [0] no han perdido ninguna pieza
        [one] solo han perdido una pieza
       *[other] solo han perdido { $number } piezas
    }
editor-castling-rights = los derechos de enroque no concuerdan con los reyes y las torres
editor-bad-en-passant = no es posible ninguna captura al paso en esa casilla
editor-not-legal = la posición no es legal
fen-castling-dropped = Se quitó el derecho de enroque de la torre de { $square }: { $why }.
fen-no-white-rook = no hay torre blanca en { $square }
fen-no-black-rook = no hay torre negra en { $square }
fen-king-not-home = el rey de las { $side } no está en su primera fila, donde empieza el enroque
fen-other-rook = las { $side } ya enrocan con otra torre en ese lado del rey
fen-ep-dropped = Se quitó la casilla al paso { $square }: { $why }.
fen-ep-rank-white = si juegan las blancas, la casilla al paso está en la sexta fila
fen-ep-rank-black = si juegan las negras, la casilla al paso está en la tercera fila
fen-ep-no-black-pawn = no hay peón negro en { $square } como tras un avance doble
fen-ep-no-white-pawn = no hay peón blanco en { $square } como tras un avance doble
fen-ep-no-white-taker = ningún peón blanco puede capturar en { $square }
fen-ep-no-black-taker = ningún peón negro puede capturar en { $square }

## Un FEN que no se puede leer
fen-invalid = FEN no válido: { $part }
fen-not-fen = el texto no es un FEN
fen-bad-board = la colocación de piezas (primer campo) no es válida
fen-bad-board-ranks = la colocación de piezas (primer campo) no es válida: 8 filas de 8 casillas, desde a8
fen-bad-pocket = la reserva no es válida
fen-bad-turn = el turno (segundo campo) debe ser w o b
fen-bad-castling = los derechos de enroque (tercer campo) no son válidos
fen-bad-ep = la casilla al paso (cuarto campo) no es válida
fen-bad-checks = los jaques restantes no son válidos
fen-bad-halfmoves = el contador de medias jugadas (quinto campo) no es un número
fen-bad-fullmoves = el número de jugada (sexto campo) no es un número positivo
fen-illegal = posición ilegal: { $reasons }
fen-empty-board = el tablero está vacío
fen-missing-king = falta un rey
fen-too-many-kings = un bando tiene más de un rey
fen-back-rank-pawns = hay peones en la primera o la última fila
fen-bad-ep-square = la casilla al paso no sigue a un avance doble de peón
fen-opposite-check = el bando que no juega está en jaque
fen-impossible-check = el jaque es imposible
fen-too-much-material = hay más material del que puede tener una partida
fen-variant = se rompe una regla de variante

## Avisos: archivos, guardado automático, ajustes
notice-explorer-failed = No se pudo construir el explorador: { $why }.
notice-search-failed = No se pudieron buscar las partidas que llegan a esta posición: { $why }. No se cambió nada.
notice-editor-not-kept = La posición en preparación no se pudo guardar en { $path }: { $why }.
notice-editor-back = La posición que estabas preparando ha vuelto.
notice-editor-not-back = La posición en preparación no se pudo recuperar ({ $why }); sigue en { $path }.
notice-bad-options = Rookery se inició con opciones que no puede usar: { $why }. Arranca como de costumbre.
notice-not-restored = No se pudo recuperar la última partida: { $why }.
notice-not-restored-kept = No se pudo recuperar la última partida: { $why }. Se guardó como { $path }.
game-names = { $white } contra { $black }
notice-unfinished-kept = La partida sin terminar { $names } se guardó en { $path } (Archivo › Partidas recientes).
notice-taken-back = { $count ->
    [one] Una jugada deshecha
   *[other] { $count } jugadas deshechas
}
notice-takeback-refused = { $name } rechazó deshacer la jugada
notice-unfinished-stays = La partida sin terminar { $names } no se pudo añadir al archivo ({ $why }); sigue en { $path }.
notice-unfinished-not-archived = La partida sin terminar no se pudo añadir al archivo: { $why }.
notice-not-archived = La partida no se pudo añadir al archivo: { $why }.
notice-autosave-failed = La partida no se pudo guardar en { $path }: { $why }. Sigue en el tablero.
notice-autosave-not-removed = La partida terminada está en el archivo, pero su guardado automático en { $path } no se pudo borrar: { $why }.
notice-settings-not-saved = Los ajustes no se pudieron guardar en { $path }: { $why }.
notice-other-launch = Otro inicio de Rookery pidió algo que no puede hacer: { $why }
notice-clipboard-empty = El portapapeles no contiene texto.
notice-pasted-position = Una partida nueva empieza desde la posición pegada.
notice-pasted-games = El texto pegado contiene { $count } partidas.
notice-dropped-not-pgn = { $name } no es un archivo PGN: Rookery abre archivos terminados en .pgn (también .pgn.gz, .pgn.zst, .pgn.bz2) y archivos .zip de ellos.
notice-image-copied = La imagen del tablero está en el portapapeles.
notice-image-failed = No se pudo crear la imagen: { $why }.
notice-making = Creando { $name }…
notice-image-not-started = No se pudo empezar a crear la imagen: { $why }.
notice-not-opened = No se pudo abrir { $path }: { $why }.
notice-not-started-reading = No se pudo empezar a leer { $name }: { $why }.
notice-reading = Leyendo { $name }…
notice-choose-pgn = { $name } contiene { $count } archivos PGN: elige uno.
notice-packed-not-pgn = { $name } está comprimido con { $packing }, pero lo que contiene no es PGN: sus primeros 64 KB no tienen ninguna etiqueta ni jugada. No se cambió nada.
notice-not-pgn = { $name } no es un archivo PGN: sus primeros 64 KB no tienen ninguna etiqueta ni jugada. No se cambió nada.
notice-not-read = No se pudo leer { $name }: { $why }. No se cambió nada.
notice-no-games = { $name } no contiene partidas: quizá no sea un archivo PGN. No se cambió nada.
notice-stopped-reading = Se dejó de leer { $name }.
games-count-grouped =
    { $count ->
        [one] { $number } partida
       *[other] { $number } partidas
    }
notice-stopped-listed = Se dejó de leer { $name }: { $games } en la lista.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } cambió en el disco desde que se listó: recárgalo para leer sus partidas.
notice-game-not-read = No se pudo leer la partida { $number } de { $name }: { $why }.
notice-changed-first = { $name } cambió en el disco desde que se listó: recárgalo primero. No se cambió nada.
notice-changing = Cambiando { $name }…
notice-not-started-changing = No se pudo empezar a cambiar { $name }: { $why }.
notice-would-lose = { $name } contiene { $count } partidas que se perderían al guardar esta encima: no se escribió nada. Elige otro nombre.
notice-saved = { $name } guardado.
notice-not-saved = No se pudo guardar { $path }: { $why }. No se cambió nada en el disco.
notice-not-from-file = La partida no viene de un archivo de varias partidas: usa Guardar como.
notice-still-reading = { $name } aún se está leyendo: vuelve a escribir la partida cuando esté listado entero.
notice-compressed = { $name } está comprimido con { $packing }: Rookery no escribe en él. Usa Guardar como.
notice-changed-since-opened = { $name } cambió en el disco desde que se abrió: no se escribió nada. Usa Guardar como, o abre el archivo de nuevo.
notice-could-not-read = No se pudo leer { $path }: { $why }.
notice-saved-back = Partida { $number } guardada de nuevo en { $name }; sus otras { $count } partidas no cambian.
notice-no-mistakes = El informe no encuentra ningún error de las { $side } del que aprender (pasada la apertura).

## El panel: etiquetas, exportar imagen, ejercicios, práctica y problemas
label-moves = Jugadas
label-explorer-moves = Jugadas hechas aquí
label-graph = Gráfica de evaluación: las opciones de las blancas a lo largo de la partida
graph-no-evaluation = sin evaluación
graph-start = Inicio
variation-more =
    { $count ->
        [one] ⊞ 1 jugada más
       *[other] ⊞ { $count } jugadas más
    }
variation-show = Mostrar toda la variante
file-reload = Recargar { $name }
file-reload-hover = Volver a listar el archivo tal como está ahora
export-title = Exportar imagen
export-width = Ancho del tablero
export-width-name = Ancho del tablero en píxeles
export-caption = Leyenda
export-caption-what = Jugadores y jugada (un GIF: el resultado)
export-seconds-suffix = s por jugada
export-seconds-name = Segundos por jugada de un GIF
export-hint = Nombra el archivo .png o .svg para la posición mostrada, .gif para la partida.
export-save = Guardar…
export-copy = Copiar imagen
export-close = Cerrar
archive-title = Abrir un archivo de { $name }
archive-holds = { $name } contiene { $count } archivos PGN:
retro-done = Terminado: { $solved } resueltos, { $failed } fallados.
retro-find = La jugada { $number } de las { $side } fue { $played } ({ $judgement }). Encuentra una jugada mejor.
judgement-inaccuracy = imprecisión
judgement-mistake = error
judgement-blunder = error grave
retro-better = La mejor jugada era { $san }.
retro-not-found = El motor aún no ha encontrado la mejor jugada.
retro-the-mistake = { $san } es la jugada de la partida. Encuentra una mejor.
retro-checking = Comprobando { $san }…
retro-solved = Resuelto: { $san } es una buena jugada.
retro-not-enough = { $san } no es suficiente: cede demasiado. Prueba otra jugada, o muestra la respuesta.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } era lo mejor.
verdict-good = Buena jugada
verdict-inaccuracy = Imprecisión
verdict-mistake = Error
verdict-blunder = Error grave
computer-stopped = El motor del ordenador se detuvo: { $why } La partida se conserva y sus relojes están parados.
computer-stopped-untimed = El motor del ordenador se detuvo: { $why } La partida se conserva.
engine-none-found = No se encontró ningún motor de ajedrez. Instala Stockfish (en Debian y Ubuntu: sudo apt install stockfish), o elige el programa de un motor en Ajustes.
report-not-started = El informe no pudo empezar: { $why }
report-stopped = El informe se detuvo.
report-fault = { $why } El informe conserva lo encontrado antes.
tables-not-read = No se pudieron leer las tablas: { $why }
hint-browsing = Estás viendo una jugada anterior. Vuelve a la partida para jugar: Fin o «Volver a la partida».
hint-computer-only = Una pista es para una partida contra el ordenador.
notice-engine-off-in-game = El motor y el informe son para el análisis: siguen apagados durante una partida.
notice-engine-on-analysis = El motor y el informe funcionan en el tablero de análisis: elige Analizar para ver esta partida con ellos.
notice-pgn-copied = El PGN de la partida está en el portapapeles.
notice-fen-copied = El FEN de la posición está en el portapapeles.
notice-line-copied =
    { $count ->
        [one] La línea de { $count } jugada está en el portapapeles como PGN.
       *[other] La línea de { $count } jugadas está en el portapapeles como PGN.
    }
io-not-found = no existe ese archivo
io-permission = permiso denegado
io-folder = es una carpeta
explorer-pass-stopped = la pasada se detuvo
zip-no-pgn = el archivo zip no contiene ningún archivo .pgn
dialog-no-service = Este escritorio no tiene servicio de diálogos de archivo (ni portal de escritorio ni zenity).
dialog-unavailable = Aquí no hay ningún diálogo de archivos disponible.
dialog-failed = No se pudo mostrar el diálogo de archivos (ningún portal respondió, y zenity falta o falló).
dialog-pgn-games = Partidas PGN
dialog-images = Imágenes (PNG, SVG, GIF de la partida)
dialog-books = Libros Polyglot

## Menús para lectores de pantalla, jugadas escritas, controles de tiempo
menu-a11y = Menú { $title }
report-counts-hover = Imprecisiones (?!), errores (?) y errores graves (??) según lichess, y la pérdida media en centipeones
panel-width = Ancho del panel: arrastra, o ← y → cuando tiene el teclado
notice-image-not-saved = No se pudo guardar { $name }: { $why }. No se cambió nada.
work-stopped = el trabajo se detuvo
typed-no-piece = Ninguna pieza puede ir a { $square }
typed-several = { $typed } encaja con varias jugadas: { $moves }
typed-illegal = { $san } no es una jugada legal aquí
typed-nothing = «{ $typed }» no es ni jugada ni orden (ayuda las lista)
typed-word-resign = rendirse
typed-word-draw = tablas
typed-word-takeback = deshacer
typed-word-flip = girar
typed-word-clock = reloj
typed-word-who = quién
typed-word-help = ayuda
delay-fischer = Incremento Fischer
delay-bronstein = Retardo Bronstein
delay-simple = Retardo simple

## Editar un archivo de partidas: lo hecho; escritura; pegado; ajustes
edit-read-only = { $name } está comprimido: aquí es de solo lectura.
edit-added = partida añadida a { $name }
edit-deleted = { $games } borrada(s) de { $name }
edit-not-undone = No se pudo deshacer ({ $what }): { $why }.
edit-undone = deshecho: { $what }
edit-not-pgn = { $name } no es un archivo PGN. No se cambió nada.
edit-appended = { $other } añadido al final de { $name }
edit-no-duplicates = { $name } no tiene duplicados
edit-removed = { $games } quitada(s) de { $name }
edit-copied = { $games } copiada(s) a { $name }
edit-unsupported = { $why } No se cambió nada.
edit-failed = No se pudo cambiar { $name }: { $why }. No se cambió nada.
edit-lost = La edición se detuvo a medias; el archivo está como estaba.
edit-done = { $what }.
write-no-folder = no existe la carpeta { $folder }
write-not-writable = no se puede escribir en la carpeta { $folder }
write-read-only = la carpeta { $folder } está en un disco de solo lectura
write-disk-full = el disco está lleno
write-is-folder = { $path } es una carpeta
paste-bad-fen = El FEN pegado no es una posición legal: { $why }.
paste-neither-why = El texto pegado no es ni PGN ni FEN: { $why }.
paste-neither = El texto pegado («{ $text }») no es ni PGN ni FEN.
settings-unreadable = No se pudieron leer los ajustes de { $path } ({ $why }); se usan los valores por defecto.
settings-kept-as = se guardó como { $path }
settings-not-kept = no se pudo apartar ({ $why })
settings-damaged = El archivo de ajustes { $path } está dañado ({ $why }): se usan los valores por defecto, y { $kept }.

## Las tablas, el motor, el libro; deshacer; lo que la partida rechaza
tables-thrown-away =
    Esa jugada tira { $had ->
            [win] la victoria
           *[draw] las tablas
        }: según las tablas, ahora { $now ->
            [lost] está perdida
           *[draw] son tablas
        }.
tables-castling = Las tablas no contienen posiciones con derecho de enroque.
tables-too-many = La posición tiene { $count } piezas; las tablas de aquí cubren como mucho { $max }.
tables-missing = Falta la tabla de { $material }.
tables-unreadable = No se pudieron leer las tablas: { $why }.
engine-quit = El motor se cerró de forma inesperada.
engine-quit-status = El motor se cerró de forma inesperada ({ $status }).
engine-no-answer = El motor no respondió a { $what } en { $seconds } s.
engine-not-uci = { $path } no es un motor UCI: no respondió `uciok` a `uci`.
engine-not-stopped = El motor no se detuvo en { $seconds } s y se cerró.
engine-not-started = No se pudo iniciar { $path }: { $why }
engine-no-input = el motor no tiene entrada
engine-no-output = el motor no tiene salida
engine-no-thread = No se pudo iniciar el hilo del motor: { $why }
engine-found-nothing = El motor no encontró nada en { $seconds } s y se cerró.
engine-did-not-start = { $path } no arrancó como motor.
engine-no-core = Todos los núcleos ya están calculando para otra parte de Rookery (el informe de la partida, el motor del tablero o los problemas). Vuelve a intentarlo cuando termine.
book-unreadable = No se puede leer el libro de aperturas { $path }: { $why }.
book-empty = El libro de aperturas { $path } está vacío.
book-not-a-book = { $path } no es un libro Polyglot: sus { $size } bytes no son un número entero de entradas de 16 bytes.
undo-result = Resultado { $result }
undo-add = Añadir { $move }
undo-promote = Subir { $move }
undo-main-line = Hacer de { $move } la línea principal
undo-delete-from = Borrar desde { $move }
undo-delete-variation = Borrar la variante { $move }
undo-line = Línea { $moves }
undo-comment = Comentario { $spot }
undo-comment-before = Comentario antes de { $spot }
undo-the-start = el inicio
undo-glyph = Signo en { $move }
undo-drawing = Dibujo en { $spot }
undo-report = Informe de la partida
refused-game-over = la partida ha terminado
refused-illegal-move = { $from }-{ $to } no es una jugada legal
refused-promotion = un peón que llega a la última fila debe coronar: elige una pieza
refused-san = «{ $text }» no es una jugada legal en SAN
refused-uci = «{ $text }» no es una jugada legal en UCI
refused-no-claim = no se pueden reclamar tablas: la posición no se ha repetido tres veces y no han pasado 50 jugadas sin captura ni movimiento de peón
refused-no-offer = el rival no ha ofrecido tablas
refused-offered = ya has ofrecido tablas
refused-no-takeback = no hay ninguna jugada que deshacer
refused-takeback-over = la partida ha terminado: sus jugadas no se pueden deshacer
refused-no-ply = la partida no tiene media jugada { $ply }
refused-no-variation = la partida no tiene esa variante
refused-viewing-past = se muestra una jugada anterior: vuelve a la partida para jugar
refused-not-record = una partida en juego no se edita: analízala cuando termine
refused-main-line = la jugada está en la línea principal
refused-nothing-to-undo = no hay nada que deshacer
refused-main-line-changed = la línea principal cambió durante el informe: ejecútalo de nuevo

## El motor: probabilidades
engine-wdl = V { $win }% T { $draw }% D { $loss }%
window-close = Cerrar la ventana
clock-name = Reloj de { $side } { $time }
clock-name-running = Reloj de { $side } { $time }, en marcha
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, pérdida media { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Problemas
control-stop-puzzles = Dejar los problemas
control-puzzles-hover = Problemas tácticos: encontrar la mejor jugada, con puntuación, en racha o una colección repetida
control-import-puzzles = Importar problemas…
control-import-puzzles-hover = Añade la base de problemas de lichess (.csv, .csv.zst), una colección EPD o un archivo PGN de posiciones
control-dashboard = Panel de problemas
control-show-solution = Mostrar solución
control-analyse-puzzle = Analizar
puzzle-find = { $side } juegan: encuentra la mejor jugada.
puzzle-right = ¡Bien! Sigue.
puzzle-solved = ¡Resuelto!
puzzle-solved-after = Resuelto, tras un error.
puzzle-wrong = { $san } no es la jugada. El problema cuenta como fallado: encuentra la jugada correcta o muestra la solución.
puzzle-solution = La solución: { $line }
puzzle-no-line = Este problema no nombra ninguna jugada.
puzzle-none = Ningún problema encaja: importa la base de problemas de lichess (menú Partida, Importar problemas…) o elige otro tema.
puzzle-none-due = Hoy no toca repasar ningún problema fallado.
puzzle-set-done = La colección está hecha: este ciclo ha terminado. Siguiente empieza el próximo ciclo.
puzzle-streak-over = La racha termina en { $count }.
puzzle-store-failed = La base de problemas: { $why }
puzzle-imported = { $added } problemas añadidos desde { $name } ({ $bad } filas erróneas omitidas).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Importando { $name }
puzzle-filing = Ordenando { $name } por tema y puntuación
puzzle-rating = Puntuación { $rating } { $change }
puzzle-streak = Racha { $count } (récord { $best })
puzzle-review = Problemas fallados: { $count } por repasar
puzzle-set = { $name }: { $at } de { $total }, ciclo { $cycle }
puzzle-mode = Problemas
puzzle-mode-rated = Con puntuación
puzzle-mode-streak = Racha
puzzle-mode-review = Fallados ({ $count } por repasar)
puzzle-mode-set = Colección: { $name }
puzzle-difficulty = Dificultad
puzzle-difficulty-easiest = La más fácil
puzzle-difficulty-easier = Más fácil
puzzle-difficulty-normal = Normal
puzzle-difficulty-harder = Más difícil
puzzle-difficulty-hardest = La más difícil
puzzle-theme = Tema
puzzle-theme-any = Cualquier tema
dashboard-title = Panel de problemas
dashboard-played = { $played } jugados, { $solved } resueltos
dashboard-rating = Puntuación a lo largo del tiempo
dashboard-per-day = Problemas por día
dashboard-themes = Acierto por tema, el más débil primero
dialog-puzzles = Archivos de problemas
prompt-puzzles = Importar problemas
prompt-puzzles-words = Escribe la ruta de un archivo de problemas: .csv o .csv.zst de lichess, una colección .epd o un .pgn de posiciones.
# lichess's puzzle themes.
theme-mate = Mate
theme-mateIn1 = Mate en 1
theme-mateIn2 = Mate en 2
theme-mateIn3 = Mate en 3
theme-mateIn4 = Mate en 4
theme-mateIn5 = Mate en 5
theme-oneMove = Una jugada
theme-short = Corto
theme-long = Largo
theme-veryLong = Muy largo
theme-opening = Apertura
theme-middlegame = Medio juego
theme-endgame = Final
theme-fork = Ataque doble
theme-pin = Clavada
theme-skewer = Enfilada
theme-discoveredAttack = Ataque a la descubierta
theme-hangingPiece = Pieza colgada
theme-sacrifice = Sacrificio
theme-deflection = Desviación
theme-attraction = Atracción
theme-promotion = Coronación
theme-advancedPawn = Peón avanzado
theme-backRankMate = Mate del pasillo
theme-castling = Enroque
theme-enPassant = Captura al paso
theme-quietMove = Jugada tranquila
theme-defensiveMove = Jugada defensiva
theme-kingsideAttack = Ataque al flanco de rey
theme-crushing = Aplastante
theme-advantage = Ventaja
theme-equality = Igualdad
# Puzzles found in the listed file.
control-find-puzzles = Buscar problemas en este archivo
control-find-puzzles-hover = Busca con el motor, en cada núcleo libre, los momentos de las partidas del archivo en que una sola jugada gana; forman una colección
puzzle-no-file = Abre antes un archivo de partidas: los problemas se buscan en el archivo abierto.
puzzle-finding = Buscando problemas: { $done } de { $games } partidas, { $found } encontrados
puzzle-found = { $count } problemas encontrados: la colección «{ $name }».
dashboard-cycles = Colecciones, ciclo a ciclo
dashboard-cycle = ciclo { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = El repertorio: { $why }
repertoire-holes-need-file = Abra primero un archivo de partidas: los huecos son las respuestas que juegan sus partidas (en el explorador) y que su repertorio no contesta.
repertoire-no-moves = Juegue primero en el tablero las jugadas que quiere añadir.
repertoire-all-done = Todas las tarjetas de este entrenamiento tienen respuesta.
repertoire-none-due = Ninguna tarjeta toca ahora. Practique por adelantado para repasarlas todas.
repertoire-your-move = Juegan { $side }: juegue la jugada de su repertorio.
repertoire-right = Correcto.
repertoire-wrong = { $san } no está en su repertorio. La flecha muestra su jugada: juéguela.
repertoire-other = { $san } es correcto. Su repertorio también juega aquí otra jugada, con tarjetas después: juéguela.
repertoire-hint = La flecha muestra la jugada de su repertorio.
repertoire-title = Repertorio: { $name } ({ $side })
repertoire-counts = Tarjetas { $cards } · nuevas { $new } · pendientes { $due } · en 7 días { $week } · aprendidas { $learned } · olvidadas { $lapsed }
repertoire-which-side = { $name } no indica bando. ¿Para qué bando es este repertorio?
repertoire-drill = Entrenar ({ $count })
repertoire-ahead = Practicar por adelantado
repertoire-hint-button = Pista
repertoire-stop = Dejar de entrenar
repertoire-holes = Huecos
repertoire-progress = Progreso…
repertoire-close = Cerrar repertorio
repertoire-doubles = Dos jugadas tras: { $lines }
repertoire-holes-title = Huecos ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } de { $reaching } partidas)
repertoire-no-holes = Ningún hueco: toda respuesta jugada en el 5 % de las partidas tiene contestación.
repertoire-lines = Líneas
repertoire-line = { $line }: { $learned } de { $cards } aprendidas
repertoire-start = el inicio
control-open-repertoire = Abrir repertorio…
control-open-repertoire-hover = Abre un archivo PGN de variantes como su repertorio de aperturas, para entrenarlo y encontrar sus huecos
control-add-to-repertoire = Añadir estas jugadas a mi repertorio
control-add-to-repertoire-hover = Añade las jugadas hasta la posición mostrada a su repertorio (uno nuevo pide su archivo; su bando es el de abajo)
control-drill-repertoire = Entrenar repertorio
control-stop-drilling = Dejar de entrenar
prompt-repertoire = Abrir repertorio
prompt-repertoire-words = Escriba la ruta de un repertorio: un archivo PGN de variantes.
prompt-new-repertoire = Nuevo repertorio
prompt-new-repertoire-words = Escriba la ruta del archivo PGN del nuevo repertorio.
