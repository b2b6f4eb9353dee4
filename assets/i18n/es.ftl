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
field-help = Jugadas: { $examples }; una casilla levanta una pieza. Palabras: resign, draw (draw { $claim } reclama con la jugada), takeback, flip, clock, who, help.
field-to-move = Juega { $name } ({ $side })
field-played = ; { $name } jugó { $move }
