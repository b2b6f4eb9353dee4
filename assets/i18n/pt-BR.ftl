## A janela de configurações
settings-language = Idioma
settings-language-system = O do sistema ({ $language })
settings-letters = Letras das peças
settings-letters-language = As do idioma ({ $letters })
settings-letters-english = Inglesas ({ $letters })

## O tabuleiro como um leitor de tela o diz
square-empty = { $square }, vazia
square-piece = { $square }, { $piece }
piece-white-king = rei branco
piece-white-queen = dama branca
piece-white-rook = torre branca
piece-white-bishop = bispo branco
piece-white-knight = cavalo branco
piece-white-pawn = peão branco
piece-black-king = rei preto
piece-black-queen = dama preta
piece-black-rook = torre preta
piece-black-bishop = bispo preto
piece-black-knight = cavalo preto
piece-black-pawn = peão preto
mark-selected = selecionada
mark-can-take = pode capturar
mark-can-go = pode ir
mark-last-move = último lance
mark-check = xeque
mark-picked-up = levantada

## Quantidades
games-count =
    { $count ->
        [one] { $count } partida
       *[other] { $count } partidas
    }

## As linhas sob a lista de lances e o menu Partida
control-back-to-game = Voltar à partida
control-continue = Continuar daqui…
control-continue-hover = Começar uma partida a partir da posição mostrada, mantendo os lances que levaram a ela
control-practice = Praticar daqui
control-practice-hover = Jogar o lado que move contra o computador em força máxima, cada lance avaliado
control-new-game = Nova partida…
control-flip = Girar o tabuleiro
control-engine = Motor
control-engine-off = Desligar o motor
control-engine-hover = Mostra as melhores linhas do motor, sua avaliação e setas para a posição mostrada
control-threat = Mostrar a ameaça
control-threat-off = Ocultar a ameaça
control-threat-hover = O que ameaça o lado que acabou de jogar: as linhas do motor passando a vez, em vermelho
control-stop-report = Parar o relatório
control-stop-report-hover = Para o relatório da partida; o que encontrou é mantido
control-report = Relatório da partida
control-report-hover = O motor sobre cada lance: avaliações, erros marcados, linhas melhores
control-learn = Aprender com os erros de { $name }
control-learn-hover = As imprecisões, erros e capivaradas do relatório como exercícios
control-show-move = Mostrar o lance
control-hint = Dica
control-hint-hover = Mostra a peça a mover, depois o lance
control-take-back = Voltar lance
control-take-back-hover = Volta seu último lance e a resposta do computador
control-takeback = Voltar…
control-takeback-hover = Pede ao adversário para permitir voltar o último lance
control-resume-clocks = Retomar os relógios
control-pause-clocks = Pausar os relógios
control-start = Início
control-back = Um lance atrás
control-forward = Um lance à frente
control-latest = Último lance
control-puzzles = Aprender com os erros de { $name }: { $at } de { $total } · resolvidos { $solved } · errados { $failed }
control-show-answer = Mostrar a resposta
control-next = Próximo
control-skip = Pular
control-stop = Parar
control-retry = Tentar de novo
control-restart-engine = Reiniciar o motor
control-two-people = Continuar entre duas pessoas

## Opções e respostas do menu Partida
control-auto-flip = Girar automaticamente
control-auto-flip-hover = Girar o tabuleiro após cada lance para que quem joga fique embaixo
control-figurines = Figurinhas
control-figurines-hover = Figuras das peças na lista de lances em vez de letras
control-settings = Configurações…
control-shortcuts = Atalhos de teclado
control-allow-takeback = Permitir voltar
control-refuse-takeback = Recusar voltar
control-accepts-draw = { $name } aceita o empate
control-declines-draw = { $name } recusa o empate
control-offers-draw = { $name } oferece empate
control-resigns = { $name } abandona…
control-result = Resultado
control-result-unknown = * (desconhecido)
control-result-hover = O resultado da partida; edições dos lances o mantêm
control-quit = Sair

## O menu Arquivo
file-open = Abrir…
file-new-analysis = Nova análise
file-analyse-position = Analisar esta posição
file-set-up = Montar posição…
file-set-up-hover = Colocar peças com o mouse, a partir da posição mostrada
file-save = Salvar
file-save-as = Salvar como…
file-recent = Partidas recentes…
file-paste = Colar partida ou FEN
file-copy-pgn = Copiar PGN
file-copy-fen = Copiar FEN
file-export-image = Exportar imagem…
file-copy-image = Copiar imagem

## Os quadros dos jogadores
side-white = Brancas
side-black = Pretas
player-name = Nome das { $side }
player-clock-recorded = Tempo do relógio registrado na partida
player-resign-name = Abandonar ({ $name })
player-has-offered = { $name } ofereceu empate
player-offer-name = Oferecer empate ({ $name })
player-offer-disabled = O empate pode ser oferecido enquanto a partida continua
claim-threefold = tripla repetição
claim-fifty = regra dos 50 lances
player-claim = Reivindicar empate ({ $claim })
player-offers = { $name } oferece empate.
player-accept-draw = Aceitar empate
player-decline = Recusar
player-asks-takeback = { $name } pede para voltar seu último lance.
player-allow-takeback = Permitir voltar
player-refuse = Recusar
player-claim-with = Reivindicar empate com { $move }
player-claim-with-hover = Joga { $move } e reivindica o empate por { $claim } que ele permite

## O campo de lances
field-hint = Digite um lance
field-hover = Digite um lance ({ $examples }) ou resign, draw, takeback, flip, clock, who, help; Enter põe o foco aqui
field-game-over = A partida terminou.
field-no-claim = Não é possível reivindicar empate com esse lance.
field-no-game = Não há partida em andamento para abandonar.
field-no-takeback = Não há lance para voltar.
field-no-clock = A partida não tem relógio.
field-help = Lances: { $examples }; uma casa levanta uma peça. Palavras: abandonar, empate (empate { $claim } reivindica com o lance), voltar, girar, relógio, quem, ajuda.
field-to-move = Vez de { $name } ({ $side })
field-played = ; { $name } jogou { $move }

## A janela de configurações: tabuleiro, jogo, som, motor
settings-title = Configurações
settings-new-games = Novas partidas
settings-engine = Motor
settings-book = Livro de aberturas
settings-board = Tabuleiro
theme-brown = Marrom
theme-blue = Azul
theme-green = Verde
theme-grey = Cinza
settings-slide = Peças deslizam
speed-off = Não
speed-fast = Rápido
speed-normal = Normal
speed-slow = Lento
settings-show = Mostrar
settings-coordinates = Coordenadas no tabuleiro
settings-dots = Pontos nos lances legais
settings-figurines = Figurinhas na lista de lances
settings-play = Jogo
settings-auto-flip = Girar o tabuleiro após cada lance
settings-takebacks = Permitir voltar lances contra o computador
settings-sound = Som
settings-sounds = Sons
settings-volume = volume
settings-found = { $path } (encontrado)
settings-no-engine = nenhum encontrado: apt install stockfish
settings-choose = Escolher…
settings-choose-engine = Escolher o motor
settings-default = Padrão
settings-threads = Threads
settings-engine-threads = Threads do motor
settings-hash = Hash (MB)
settings-hash-name = Hash em MB
settings-lines = Linhas
settings-bar-wdl = A barra de avaliação mostra a pontuação esperada (vitória/empate/derrota)
settings-bar-wdl-hover = Onde o motor dá suas chances; senão as chances de vitória da avaliação
settings-report = Relatório da partida:
settings-depth = profundidade
settings-report-depth = Profundidade do relatório
settings-seconds = segundos por lance
settings-report-seconds = Segundos por lance do relatório
settings-no-book = nenhum (um arquivo Polyglot .bin)
settings-choose-book = Escolher um livro de aberturas
settings-remove = Remover
settings-remove-book-hover = Os lances do livro deixam de aparecer
settings-stop-book = Parar de usar o livro de aberturas
settings-computer-book = O computador abre pelo livro (níveis 6 a 10)
settings-tables = Tabelas de finais (Syzygy), além de syzygy/ da pasta de dados:
settings-remove-tables-hover = As tabelas desta pasta deixam de ser lidas
settings-remove-folder = Remover { $folder }
settings-tables-field = Uma pasta de tabelas de finais
settings-add = Adicionar
settings-add-disabled = Digite o caminho de uma pasta com arquivos .rtbw e .rtbz
settings-choose-tables = Escolher uma pasta de tabelas de finais
settings-time-control = Controle de tempo
settings-time-field = Controle de tempo de uma nova partida
settings-or-untimed = { $error }, ou sem relógio

## Jogadores de uma nova partida
settings-new-white = As brancas de uma nova partida
settings-new-black = As pretas de uma nova partida

## A janela Nova partida
new-title = Nova partida
new-title-continue = Continuar daqui
new-start = Começar a partida
new-cancel = Cancelar
new-person = Pessoa
new-computer = Computador
new-side-person = { $side }: uma pessoa
new-side-computer = { $side }: o computador
new-side-level = { $side }: nível do computador
new-level-full = Nível { $number } (força máxima)
new-level-about = Nível { $number } (cerca de { $rating })
computer-provisional = Computador, Rookery nível { $level }
computer-name = { $engine }, Rookery nível { $level }
player-computer-short = Nível { $level } · { $engine }
player-computer = Computador
new-cannot-play = O computador não pode jogar: { $why }
new-time-control = Controle de tempo
new-untimed = Sem relógio
new-custom = Personalizado
new-odds = Tempo diferente para cada lado (vantagem de tempo)
new-side-colon = { $side }:
new-minutes = Minutos das { $side }
new-seconds = Segundos por lance das { $side }
new-delay = Incremento ou atraso das { $side }
new-from-shown = A partida começa na posição mostrada.
new-goes-on =
    A partida continua da posição mostrada, mantendo { $count ->
        [one] o { $count } meio-lance
       *[other] os { $count } meios-lances
    } que levaram a ela.
new-already-over = As regras já encerram a partida ali: { $why }.
new-fen-title = Posição inicial (FEN, vazia para a usual)
new-fen-name = Posição inicial (FEN)
new-960 = Chess960 nº
new-960-name = Número Chess960
new-use = Usar
new-use-hover = Começar desta posição Chess960 (518 é a usual)
new-random = Aleatória
new-set-up = Montar no tabuleiro…
new-set-up-hover = Colocar as peças com o mouse
new-last = Usar a última posição
new-legal = ✔ uma posição legal

## A lista de atalhos de teclado (F1)
shortcuts-title = Atalhos de teclado
help-new-game = Nova partida…
help-new-analysis = Nova análise
help-set-up-a-position = Montar uma posição…
help-open-a-pgn-file = Abrir um arquivo PGN…
help-save = Salvar
help-save-as = Salvar como…
help-paste-a-game-pgn-or-a = Colar uma partida (PGN) ou uma posição (FEN)
help-undo-an-edit-in-a-game = Desfazer uma edição (numa partida em andamento: pedir para voltar o último lance)
help-redo = Refazer
help-mark-the-move = Marcar o lance ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Apagar o lance mostrado e o que segue
help-quit = Sair
help-accept-the-draw-offered-or-allow = Aceitar o empate oferecido, ou permitir voltar o lance pedido
help-decline-the-draw-offered-or-refuse = Recusar o empate oferecido, ou o lance pedido de volta
help-flip-the-board = Girar o tabuleiro
help-the-board-s-squares-the-arrows = As casas do tabuleiro: as setas as percorrem, Enter ou Espaço levanta e coloca
help-type-a-move-nf3-e2e4-o = Digitar um lance (Cf3, e2e4, O-O) ou abandonar, empate, voltar, girar, relógio, quem, ajuda
help-engine-on-or-off-analysis-board = Motor ligado ou desligado (tabuleiro de análise)
help-show-threat-what-the-side-that = Mostrar a ameaça: o que ameaça o lado que acabou de jogar (tabuleiro de análise)
help-game-report-the-engine-over-every = Relatório da partida: o motor sobre cada lance
help-hint-against-the-computer-the-piece = Dica contra o computador: a peça a mover, depois o lance
help-one-move-back = Um lance atrás
help-one-move-forward = Um lance à frente
help-the-start = O início
help-the-latest-move = O último lance
help-this-list = Esta lista
help-the-menus-between-them-and-enter = Os menus: ← → entre eles, ↑ ↓ e Enter dentro de um, Esc fecha
help-the-file-game-and-move-menus = Os menus Arquivo, Partida e Lance
key-first-letter = primeira letra de um lance
key-right-click = clique direito
key-right-drag = Arrastar com o direito
key-delete = Delete
key-enter = Enter
key-shift = Shift
key-home = Home
key-ctrl = Ctrl
key-or = ou
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Devolver uma peça escolhida
help-close-the-editor = Fechar o editor de posição (como Cancelar)
help-draw-an-arrow-a-circle-shift = Desenhar uma seta, um círculo (Shift ou Ctrl: vermelho, Alt: azul, ambos: amarelo)
help-choose-and-open-a-game-in = Escolher e abrir uma partida da lista

## A linha de estado e o resultado
status-to-move = Vez de { $name }
status-to-move-check = Vez de { $name } — xeque
status-checkmated = { $name } levou xeque-mate
status-stalemated = { $name } está afogado
end-checkmate = { $winner } vence por xeque-mate
end-stalemate = Empate por afogamento
end-insufficient = Empate: nenhum lado pode dar mate (posição morta)
end-dead = Empate — posição morta: nenhuma sequência de lances legais pode dar mate
end-fivefold = Empate por quíntupla repetição
end-seventy-five = Empate pela regra dos 75 lances
end-threefold = Empate por tripla repetição (reivindicado por { $name })
end-fifty = Empate pela regra dos 50 lances (reivindicado por { $name })
end-agreement = Empate por acordo
end-resigns = { $name } abandona
end-time = { $winner } vence por tempo
end-time-insufficient = Empate — o tempo de { $flagged } acabou, mas { $other } não pode dar mate
end-wins = { $winner } vence
end-draw = Empate
end-ongoing = Partida em andamento

## Perguntas e avisos sobre o tabuleiro
resign-title = Abandonar como { $name }?
resign-winner = { $name } vencerá a partida.
resign-button = Abandonar
resign-keep = Continuar jogando
over-analyse = Analisar
over-analyse-hover = Rever a partida: tentar outros lances, comentar, desenhar setas
over-close = Fechar
restored-analysis = Análise restaurada
restored-analysis-words = Sua análise volta como você a deixou: as edições ainda não foram salvas.
restored-analysis-of = Sua análise de { $file } volta como você a deixou: as edições ainda não foram salvas.
restored-go-on = Continuar
restored-game = Partida restaurada
restored-game-words =
    { $white } contra { $black }: a partida continua de onde parou, após { $count ->
        [one] { $count } lance
       *[other] { $count } lances
    }.
restored-paused = Os relógios estão pausados até você retomar.
restored-resume = Retomar
restored-continue = Continuar
unsaved-title = Salvar as alterações em { $name }?
unsaved-this = esta análise
unsaved-before-open = Seus lances, comentários e desenhos serão perdidos se você não os salvar antes de abrir outra partida.
unsaved-before-practice = Seus lances, comentários e desenhos serão perdidos se você não os salvar antes de praticar a partir desta posição.
unsaved-before-quit = Seus lances, comentários e desenhos serão perdidos se você não os salvar antes de sair.
unsaved-save = Salvar
unsaved-discard = Descartar

## A área do motor
engine-report-progress = Relatório: lance { $done } de { $total }
engine-stop = Parar
engine-stop-hover = O que foi encontrado é mantido
engine-go-on = Continuar
engine-go-on-hover = O relatório continua de onde parou
engine-choose = Escolher um motor…
engine-stopped-report = O relatório da partida parou no lance { $moves } quando o Rookery foi fechado; o que encontrou é mantido.
engine-depth = profundidade { $depth }
engine-thinking = O motor está pensando… ({ $keys } o desliga)
engine-no-threat = Nenhuma ameaça a mostrar: as { $side } estão em xeque ou a partida acabou.
engine-threat-off = ({ $keys } oculta a ameaça)
engine-threat = Ameaça ({ $score }): { $line }
engine-looking = Procurando o que ameaçam as { $side }…
engine-threat-hover = O que as { $side } jogariam se fosse a vez delas de novo ({ $keys } desliga)
engine-checkmate = Xeque-mate
engine-stalemate = Afogamento
engine-wdl-hover = As chances das brancas de vitória, empate e derrota, segundo o motor
engine-wdl-line = { $wdl } (das brancas, por mil: vitória/empate/derrota)
engine-line-name = Linha { $at } de { $total }: { $score } { $line }; Enter a joga até { $move }
engine-play-line = Jogar a linha até aqui na partida
engine-graph = As chances das brancas ao longo da partida

## O cabeçalho da partida, as tabelas, o livro e o explorador
header-has-offered = { $name } ofereceu empate.
header-time-control = Controle de tempo { $control }
header-time-control-paused = Controle de tempo { $control } — relógios pausados
header-round = { $event }, rodada { $round }
header-read-error = ⚠ Lido até um erro: { $error }.
header-rules-start = As regras teriam encerrado esta partida no início: { $result }.
header-rules-after = As regras teriam encerrado esta partida após { $move }: { $result }.
tables-title = Tabelas: vez das { $side }, { $outcome }
tables-win = vitória
tables-cursed-win = vitória amaldiçoada
tables-draw = empate
tables-blessed-loss = derrota abençoada
tables-loss = derrota
tables-mate = mate
tables-play-hover = Jogar na partida
tables-dtz-hover = DTZ: os meios-lances até a próxima captura ou lance de peão com o melhor jogo dos dois lados; não os lances até o mate. O de cada lance é contado depois dele, do outro lado.
tables-practice = Jogar contra as tabelas
tables-practice-hover = Jogue o lado que move; o computador defende perfeitamente
book-title = Livro:
book-hover = Peso { $weight }: jogar na partida
book-name = Lance do livro { $move }, { $share } por cento

## As abas da lista de lances e o explorador
tab-moves = Lances
tab-explorer = Explorador
tab-explorer-progress = Explorador { $percent }%
explorer-pasted = as partidas coladas
explorer-playing = Reproduzindo todas as partidas de { $file }…
explorer-cancel = Cancelar
explorer-stopped = O explorador de { $file } foi parado.
explorer-again = Explorar novamente
explorer-failed = O explorador não conseguiu ler { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partida
       *[other] { $shown } partidas
    }
explorer-reaching = Partidas que chegam a esta posição
explorer-reaching-hover = Listar as partidas do arquivo que chegam a esta posição
explorer-none-reach = Nenhuma partida de { $file } chega a esta posição.
explorer-none-on = Nenhuma partida continuou daqui.
explorer-limit = O explorador conta os lances dos primeiros { $plies } meios-lances (até o lance { $moves }), como o do lichess.
explorer-replaying = Reproduzindo as partidas que podem chegar a esta posição…
explorer-stop = Parar
explorer-replay-hover = Reproduzir as partidas do arquivo que podem chegar a ela, e listá-las
explorer-during-game = Durante uma partida, os lances são feitos no tabuleiro
explorer-no-result = nenhum resultado conhecido
explorer-shares = Brancas { $white }%, empates { $draws }%, pretas { $black }%

## A barra do arquivo e a lista de lances
bar-analysis = Análise
bar-new-game = Nova partida
bar-games = Partidas ({ $count })
bar-games-hover = A lista de partidas do arquivo aberto
moves-none = Ainda não há lances.

## Sinais de anotação
glyph-1 = Bom lance
glyph-2 = Erro
glyph-3 = Lance brilhante
glyph-4 = Capivarada
glyph-5 = Lance interessante
glyph-6 = Lance duvidoso
glyph-10 = Posição igual
glyph-13 = Posição incerta
glyph-14 = As brancas estão um pouco melhor
glyph-15 = As pretas estão um pouco melhor
glyph-16 = As brancas estão melhor
glyph-17 = As pretas estão melhor
glyph-18 = As brancas estão ganhando
glyph-19 = As pretas estão ganhando
glyph-146 = Novidade
glyph-32 = Vantagem de desenvolvimento
glyph-36 = Iniciativa
glyph-40 = Ataque
glyph-132 = Contrajogo
glyph-138 = Apuro de tempo
glyph-44 = Com compensação
glyph-140 = Com a ideia
glyph-22 = Zugzwang

## A barra de análise e o menu Lance
analysis-undo = Desfazer { $what } ({ $keys })
analysis-redo = Refazer { $what } ({ $keys })
analysis-undo-nothing = Desfazer ({ $keys })
analysis-redo-nothing = Refazer ({ $keys })
analysis-move-menu-hover = Promover, tornar linha principal, apagar, copiar o lance mostrado
analysis-position-glyphs = Como está a posição
analysis-observation-glyphs = Novidade, iniciativa, ataque…
analysis-more-glyphs = Os sinais que não cabem na linha
analysis-start = o início
analysis-before = Antes de { $name }…
analysis-comment-on = Comentário sobre { $name }…
analysis-promote = Promover a variante
analysis-main-line = Tornar linha principal
analysis-delete-from = Apagar daqui em diante
analysis-delete-variation = Apagar a variante
analysis-collapse = Recolher a variante
analysis-comment = Comentário…
analysis-glyphs = Sinais
analysis-copy-line = Copiar a linha como PGN

## Os títulos dos menus
menu-file = Arquivo
menu-game = Partida
menu-move = Lance
menu-name = Menu { $title }

## Janelas de arquivos: caminho, escolha ao salvar, arquivo solto
prompt-open = Abrir um arquivo PGN
prompt-open-action = Abrir
prompt-save = Salvar a partida
prompt-save-action = Salvar
prompt-engine = Escolher um motor de xadrez
prompt-choose-action = Escolher
prompt-export = Exportar uma imagem do tabuleiro
prompt-export-action = Exportar
prompt-append = Anexar um arquivo PGN
prompt-append-action = Anexar
prompt-copy = Copiar a partida para um arquivo
prompt-copy-action = Copiar
prompt-tables = Adicionar uma pasta de tabelas de finais
prompt-add-action = Adicionar
prompt-book = Escolher um livro de aberturas
prompt-open-words = Digite o caminho do arquivo, solte o arquivo na janela ou indique-o na linha de comando (rookery ARQUIVO.pgn).
prompt-save-words = Digite o caminho onde salvar a partida.
prompt-engine-words = Digite o caminho do programa de um motor UCI.
prompt-export-words = Digite o caminho da imagem: .png ou .svg para a posição, .gif para a partida.
prompt-append-words = Digite o caminho do arquivo PGN cujas partidas anexar.
prompt-copy-words = Digite o caminho do arquivo PGN ao qual adicionar a partida (criado se faltar).
prompt-tables-words = Digite o caminho de uma pasta com tabelas Syzygy (arquivos .rtbw e .rtbz).
prompt-book-words = Digite o caminho de um livro Polyglot (um arquivo .bin).
prompt-path = Caminho
prompt-name-alone = Um nome sozinho é procurado em { $folder }
prompt-cancel = Cancelar
choice-holds = Esta partida veio de { $name }, que contém mais { $count } partidas.
choice-write-back = Gravá-la de volta em { $name }
choice-write-back-hover = As outras partidas são copiadas sem alterações
choice-alone = Salvar só esta partida como…
drop-open = Solte para abrir { $name }
drop-not-pgn = { $name } não é um arquivo PGN
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Partidas de xadrez (PGN)

## A lista de partidas
list-title = Partidas em { $file }
list-pasted = Partidas coladas
list-search = Buscar
list-search-hint = jogador, torneio, local, abertura ou ano (acentos e maiúsculas não contam)
list-search-name = Buscar nas partidas
list-of = { $shown } de { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = a posição inicial
list-after = a posição após { $line }
list-only =
    Só { $count ->
        [one] a partida
       *[other] as { $shown } partidas
    } que chegam a { $position }
list-show-all = Mostrar todas as partidas
list-stopped = A leitura foi interrompida: a lista contém as partidas encontradas.
list-sort-hover = Ordenar por esta coluna (de novo: ao contrário)
column-white = Brancas
column-black = Pretas
column-result = Resultado
column-date = Data
column-event = Torneio
column-opening = Abertura
column-elo = Elo
column-moves = Lances

## O que um leitor de tela ouve durante a partida
say-moved = { $name }: { $move }
say-passes = passa
say-to-move = Vez de { $name } ({ $side })
say-offers = { $name } oferece empate
say-asks-takeback = { $name } pede para voltar seu último lance
say-can-claim = { $name } pode reivindicar empate por { $claim }
say-low-time = { $name } está com pouco tempo
say-castles-short = roque menor
say-castles-long = roque maior
say-move = { $piece } { $square }
say-takes = { $piece } captura { $square }
say-check = xeque
say-checkmate = xeque-mate
role-king = rei
role-queen = dama
role-rook = torre
role-bishop = bispo
role-knight = cavalo
role-pawn = peão
role-piece = peça

## Montar uma posição
editor-title = Montar uma posição
editor-over = Legal, mas encerrada: { $why }
editor-legal = Posição legal
editor-play = Jogar daqui…
editor-play-hover = Escolher os jogadores e o controle de tempo, e jogar
editor-analyse = Analisar
editor-analyse-hover = Abri-la no tabuleiro de análise
editor-cancel-hover = Voltar à partida, como estava
editor-hand = Arrastar peças; fora do tabuleiro as remove
editor-eraser = Clique nas casas para esvaziá-las
editor-piece = Clique nas casas para colocá-la
editor-start = Inicial
editor-start-hover = A posição inicial usual
editor-clear = Limpar
editor-clear-hover = Um tabuleiro vazio
editor-flip = Girar
editor-flip-hover = Virar o tabuleiro
editor-960 = 960 nº
editor-set = Definir
editor-to-move = Vez de:
editor-castling = Roque:
editor-castling-off = O rei e essa torre não estão onde o roque é possível
editor-en-passant = En passant:
editor-en-passant-name = Casa de en passant
editor-half-moves = Meios-lances:
editor-half-moves-name = Meios-lances desde uma captura ou lance de peão
editor-move = Lance:
editor-move-name = Número do lance

## Editar um arquivo de partidas
edits-one = partida { $number }
edits-one-players = partida { $number } ({ $white } – { $black })
edits-many = { $count } partidas
edits-add = Adicionar a partida do tabuleiro
edits-add-hover = Adiciona-a no fim do arquivo; as outras partidas ficam como estão
edits-choose-hint = Ctrl+clique (ou Ctrl+Espaço) escolhe mais partidas, Shift+clique uma série
edits-delete = Apagar { $what }…
edits-copy = Copiar { $what } para…
edits-append = Anexar um arquivo…
edits-duplicates = Remover duplicatas
edits-duplicates-hover = As cópias posteriores de partidas com os mesmos lances, torneio, local, data, rodada, jogadores e resultado
edits-undo = Desfazer
edits-undo-hover = Desfazer: { $what }
edits-delete-title = Apagar { $what } de { $name }?
edits-rewritten = O arquivo é reescrito; Desfazer traz de volta o que foi apagado.
edits-delete-button = Apagar

## Por que uma posição montada não é possível
number-words =
    { $count ->
        [1] um
        [2] dois
        [3] três
       *[other] { $count }
    }
list-and = { $first } e { $last }
list-comma = { $first }, { $last }
editor-no-king = As { $side } não têm rei
editor-kings = As { $side } têm { $count } reis
editor-pawn-back-rank = um peão não pode estar na primeira nem na última fileira ({ $squares })
editor-opposite-check = As { $side } estão em xeque mas a vez é das { $mover }: o lado sem a vez não pode estar em xeque
editor-impossible-check = O rei das { $side } está num xeque que nenhum último lance poderia ter dado
editor-too-many-pawns = As { $side } têm { $count } peões: um lado tem no máximo oito
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
        [one] { $number } cavalo
       *[other] { $number } cavalos
    }
editor-light-bishops =
    { $count ->
        [one] { $number } bispo de casas claras
       *[other] { $number } bispos de casas claras
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } bispo de casas escuras
       *[other] { $number } bispos de casas escuras
    }
editor-pawns =
    { $count ->
        [one] { $number } peão
       *[other] { $number } peões
    }
editor-material = As { $side } têm { $pieces }
editor-material-missing = As { $side } têm { $pieces }: { $promoted } de promoção, mas só { $missing }
editor-promoted =
    { $count ->
        [one] uma peça deve vir
       *[other] { $number } peças devem vir
    }
editor-missing =
    { $count ->
        [one] falta um peão
       *[other] faltam { $number } peões
    }
editor-piece-on = { $piece } em { $square }
editor-close-checks = { $side }: { $first } e { $second } dão xeque do lado do rei (ou a um salto de cavalo): nenhum lance dá dois xeques assim
editor-line-not-opened = { $side }: { $first } e { $second } dão xeque, mas nenhum lance dessa peça ({ $mover }) poderia ter aberto a linha da outra ({ $slider }) ({ $squares })
editor-check-unmoved = { $side }: { $piece } dá xeque, mas não pode ter se movido: um peão na sua segunda fileira nunca se moveu
editor-check-blocked = { $side }: { $piece } dá xeque, mas toda casa de onde poderia ter vindo ({ $squares }) está ocupada
editor-pawn-files = Os peões das { $side } não podem ter vindo cada um de sua própria coluna: um peão muda de coluna só capturando, uma por fileira que avança
editor-pawn-from = { $square } da coluna { $file }
editor-pawn-captures = Os peões das { $side } precisam de pelo menos { $captures } para estar assim ({ $moved }), mas as { $other } { $lost }
editor-captures =
    { $count ->
        [one] uma captura
       *[other] { $number } capturas
    }
editor-lost =
    { $count ->
        [0] não perderam nenhuma peça
        [one] só perderam uma peça
       *[other] só perderam { $number } peças
    }
editor-castling-rights = os direitos de roque não correspondem aos reis e torres
editor-bad-en-passant = nenhuma captura en passant é possível nessa casa
editor-not-legal = a posição não é legal
fen-castling-dropped = O direito de roque da torre em { $square } foi retirado: { $why }.
fen-no-white-rook = não há torre branca em { $square }
fen-no-black-rook = não há torre preta em { $square }
fen-king-not-home = o rei das { $side } não está na sua primeira fileira, onde começa o roque
fen-other-rook = as { $side } já rocam com outra torre desse lado do rei
fen-ep-dropped = A casa de en passant { $square } foi retirada: { $why }.
fen-ep-rank-white = com as brancas a jogar, a casa de en passant fica na sexta fileira
fen-ep-rank-black = com as pretas a jogar, a casa de en passant fica na terceira fileira
fen-ep-no-black-pawn = nenhum peão preto está em { $square } como após um avanço duplo
fen-ep-no-white-pawn = nenhum peão branco está em { $square } como após um avanço duplo
fen-ep-no-white-taker = nenhum peão branco pode capturar em { $square }
fen-ep-no-black-taker = nenhum peão preto pode capturar em { $square }

## Uma FEN que não pode ser lida
fen-invalid = FEN inválida: { $part }
fen-not-fen = o texto não é uma FEN
fen-bad-board = a disposição das peças (primeiro campo) não é válida
fen-bad-board-ranks = a disposição das peças (primeiro campo) não é válida: 8 fileiras de 8 casas, a partir de a8
fen-bad-pocket = a reserva não é válida
fen-bad-turn = a vez (segundo campo) deve ser w ou b
fen-bad-castling = os direitos de roque (terceiro campo) não são válidos
fen-bad-ep = a casa de en passant (quarto campo) não é válida
fen-bad-checks = os xeques restantes não são válidos
fen-bad-halfmoves = o contador de meios-lances (quinto campo) não é um número
fen-bad-fullmoves = o número do lance (sexto campo) não é um número positivo
fen-illegal = posição ilegal: { $reasons }
fen-empty-board = o tabuleiro está vazio
fen-missing-king = falta um rei
fen-too-many-kings = um lado tem mais de um rei
fen-back-rank-pawns = há peões na primeira ou na última fileira
fen-bad-ep-square = a casa de en passant não segue um avanço duplo de peão
fen-opposite-check = o lado sem a vez está em xeque
fen-impossible-check = o xeque é impossível
fen-too-much-material = há mais material do que uma partida pode ter
fen-variant = uma regra de variante é violada

## Avisos: arquivos, salvamento automático, configurações
notice-explorer-failed = Não foi possível construir o explorador: { $why }.
notice-search-failed = Não foi possível buscar as partidas que chegam a esta posição: { $why }. Nada foi alterado.
notice-editor-not-kept = A posição em montagem não pôde ser guardada em { $path }: { $why }.
notice-editor-back = A posição que você estava montando voltou.
notice-editor-not-back = A posição em montagem não pôde ser recuperada ({ $why }); ela continua em { $path }.
notice-bad-options = O Rookery foi iniciado com opções que não pode usar: { $why }. Ele inicia normalmente.
notice-not-restored = Não foi possível recuperar a última partida: { $why }.
notice-not-restored-kept = Não foi possível recuperar a última partida: { $why }. Ela foi guardada como { $path }.
game-names = { $white } contra { $black }
notice-unfinished-kept = A partida inacabada { $names } foi guardada em { $path } (Arquivo › Partidas recentes).
notice-taken-back = { $count ->
    [one] Um lance voltado
   *[other] { $count } lances voltados
}
notice-takeback-refused = { $name } recusou voltar o lance
notice-unfinished-stays = A partida inacabada { $names } não pôde ser adicionada ao arquivo ({ $why }); ela fica em { $path }.
notice-unfinished-not-archived = A partida inacabada não pôde ser adicionada ao arquivo: { $why }.
notice-not-archived = A partida não pôde ser adicionada ao arquivo: { $why }.
notice-autosave-failed = A partida não pôde ser salva em { $path }: { $why }. Ela continua no tabuleiro.
notice-autosave-not-removed = A partida terminada está no arquivo, mas o salvamento automático em { $path } não pôde ser removido: { $why }.
notice-settings-not-saved = As configurações não puderam ser salvas em { $path }: { $why }.
notice-other-launch = Outra execução do Rookery pediu algo que ele não pode fazer: { $why }
notice-clipboard-empty = A área de transferência não contém texto.
notice-pasted-position = Uma nova partida começa da posição colada.
notice-pasted-games = O texto colado contém { $count } partidas.
notice-dropped-not-pgn = { $name } não é um arquivo PGN: o Rookery abre arquivos terminados em .pgn (também .pgn.gz, .pgn.zst, .pgn.bz2) e arquivos .zip deles.
notice-image-copied = A imagem do tabuleiro está na área de transferência.
notice-image-failed = Não foi possível criar a imagem: { $why }.
notice-making = Criando { $name }…
notice-image-not-started = Não foi possível começar a criar a imagem: { $why }.
notice-not-opened = Não foi possível abrir { $path }: { $why }.
notice-not-started-reading = Não foi possível começar a ler { $name }: { $why }.
notice-reading = Lendo { $name }…
notice-choose-pgn = { $name } contém { $count } arquivos PGN: escolha um.
notice-packed-not-pgn = { $name } está comprimido com { $packing }, mas o conteúdo não é PGN: seus primeiros 64 KB não têm etiqueta nem lance. Nada foi alterado.
notice-not-pgn = { $name } não é um arquivo PGN: seus primeiros 64 KB não têm etiqueta nem lance. Nada foi alterado.
notice-not-read = Não foi possível ler { $name }: { $why }. Nada foi alterado.
notice-no-games = { $name } não contém partidas: talvez não seja um arquivo PGN. Nada foi alterado.
notice-stopped-reading = Leitura de { $name } interrompida.
games-count-grouped =
    { $count ->
        [one] { $number } partida
       *[other] { $number } partidas
    }
notice-stopped-listed = Leitura de { $name } interrompida: { $games } na lista.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } mudou no disco desde que foi listado: recarregue-o para ler as partidas.
notice-game-not-read = Não foi possível ler a partida { $number } de { $name }: { $why }.
notice-changed-first = { $name } mudou no disco desde que foi listado: recarregue-o antes. Nada foi alterado.
notice-changing = Alterando { $name }…
notice-not-started-changing = Não foi possível começar a alterar { $name }: { $why }.
notice-would-lose = { $name } contém { $count } partidas que seriam perdidas ao salvar esta por cima: nada foi gravado. Escolha outro nome.
notice-saved = { $name } salvo.
notice-not-saved = Não foi possível salvar { $path }: { $why }. Nada no disco foi alterado.
notice-not-from-file = A partida não vem de um arquivo com várias partidas: use Salvar como.
notice-still-reading = { $name } ainda está sendo lido: grave a partida de volta quando estiver listado por inteiro.
notice-compressed = { $name } está comprimido com { $packing }: o Rookery não grava nele. Use Salvar como.
notice-changed-since-opened = { $name } mudou no disco desde que foi aberto: nada foi gravado. Use Salvar como, ou abra o arquivo de novo.
notice-could-not-read = Não foi possível ler { $path }: { $why }.
notice-saved-back = Partida { $number } salva de volta em { $name }; as outras { $count } partidas não mudaram.
notice-no-mistakes = O relatório não encontra nenhum erro das { $side } para aprender (depois da abertura).

## O painel: rótulos, exportar imagem, exercícios, treino e problemas
label-moves = Lances
label-explorer-moves = Lances jogados aqui
label-graph = Gráfico de avaliação: as chances das brancas ao longo da partida
graph-no-evaluation = sem avaliação
graph-start = Início
variation-more =
    { $count ->
        [one] ⊞ mais 1 lance
       *[other] ⊞ mais { $count } lances
    }
variation-show = Mostrar toda a variante
file-reload = Recarregar { $name }
file-reload-hover = Listar o arquivo de novo como está agora
export-title = Exportar imagem
export-width = Largura do tabuleiro
export-width-name = Largura do tabuleiro em pixels
export-caption = Legenda
export-caption-what = Jogadores e lance (um GIF: o resultado)
export-seconds-suffix = s por lance
export-seconds-name = Segundos por lance de um GIF
export-hint = Nomeie o arquivo .png ou .svg para a posição mostrada, .gif para a partida.
export-save = Salvar…
export-copy = Copiar imagem
export-close = Fechar
archive-title = Abrir um arquivo de { $name }
archive-holds = { $name } contém { $count } arquivos PGN:
retro-done = Concluído: { $solved } resolvidos, { $failed } errados.
retro-find = O lance { $number } das { $side } foi { $played } ({ $judgement }). Encontre um lance melhor.
judgement-inaccuracy = imprecisão
judgement-mistake = erro
judgement-blunder = erro grave
retro-better = O lance melhor era { $san }.
retro-not-found = O motor ainda não encontrou o lance melhor.
retro-the-mistake = { $san } é o lance jogado na partida. Encontre um melhor.
retro-checking = Verificando { $san }…
retro-solved = Resolvido: { $san } é um bom lance.
retro-not-enough = { $san } não basta: cede demais. Tente outro lance, ou mostre a resposta.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } era o melhor.
verdict-good = Bom lance
verdict-inaccuracy = Imprecisão
verdict-mistake = Erro
verdict-blunder = Erro grave
computer-stopped = O motor do computador parou: { $why } A partida é mantida e os relógios estão parados.
computer-stopped-untimed = O motor do computador parou: { $why } A partida é mantida.
engine-none-found = Nenhum motor de xadrez encontrado. Instale o Stockfish (no Debian e Ubuntu: sudo apt install stockfish), ou escolha o programa de um motor em Configurações.
report-not-started = O relatório não pôde começar: { $why }
report-stopped = O relatório parou.
report-fault = { $why } O relatório mantém o que foi encontrado antes.
tables-not-read = Não foi possível ler as tabelas: { $why }
hint-browsing = Você está vendo um lance anterior. Volte à partida para jogar: End ou “Voltar à partida”.
hint-computer-only = Uma dica é para uma partida contra o computador.
notice-engine-off-in-game = O motor e o relatório são para análise: ficam desligados durante uma partida.
notice-engine-on-analysis = O motor e o relatório funcionam no tabuleiro de análise: escolha Analisar para ver esta partida com eles.
notice-pgn-copied = O PGN da partida está na área de transferência.
notice-fen-copied = A FEN da posição está na área de transferência.
notice-line-copied =
    { $count ->
        [one] A linha de { $count } lance está na área de transferência como PGN.
       *[other] A linha de { $count } lances está na área de transferência como PGN.
    }
io-not-found = esse arquivo não existe
io-permission = permissão negada
io-folder = é uma pasta
explorer-pass-stopped = a passagem parou
zip-no-pgn = o arquivo zip não contém arquivo .pgn
dialog-no-service = Esta área de trabalho não tem serviço de diálogo de arquivos (nem portal nem zenity).
dialog-unavailable = Nenhum diálogo de arquivos está disponível aqui.
dialog-failed = O diálogo de arquivos não pôde ser mostrado (nenhum portal respondeu, e o zenity falta ou falhou).
dialog-pgn-games = Partidas PGN
dialog-images = Imagens (PNG, SVG, GIF da partida)
dialog-books = Livros Polyglot

## Menus para leitores de tela, lances digitados, controles de tempo
menu-a11y = Menu { $title }
report-counts-hover = Imprecisões (?!), erros (?) e erros graves (??) segundo o lichess, e a perda média em centipeões
panel-width = Largura do painel: arraste, ou ← e → quando ele tem o teclado
notice-image-not-saved = Não foi possível salvar { $name }: { $why }. Nada foi alterado.
work-stopped = o trabalho parou
typed-no-piece = Nenhuma peça pode ir para { $square }
typed-several = { $typed } serve para vários lances: { $moves }
typed-illegal = { $san } não é um lance legal aqui
typed-nothing = “{ $typed }” não é lance nem comando (ajuda os lista)
typed-word-resign = abandonar
typed-word-draw = empate
typed-word-takeback = voltar
typed-word-flip = girar
typed-word-clock = relógio
typed-word-who = quem
typed-word-help = ajuda
delay-fischer = Incremento Fischer
delay-bronstein = Atraso Bronstein
delay-simple = Atraso simples

## Editar um arquivo de partidas: o que foi feito; gravação; colagem; configurações
edit-read-only = { $name } está comprimido, então é somente leitura aqui.
edit-added = partida adicionada a { $name }
edit-deleted = { $games } apagada(s) de { $name }
edit-not-undone = Não foi possível desfazer ({ $what }): { $why }.
edit-undone = desfeito: { $what }
edit-not-pgn = { $name } não é um arquivo PGN. Nada foi alterado.
edit-appended = { $other } anexado a { $name }
edit-no-duplicates = { $name } não tem duplicatas
edit-removed = { $games } removida(s) de { $name }
edit-copied = { $games } copiada(s) para { $name }
edit-unsupported = { $why } Nada foi alterado.
edit-failed = Não foi possível alterar { $name }: { $why }. Nada foi alterado.
edit-lost = A edição parou no meio; o arquivo está como estava.
edit-done = { $what }.
write-no-folder = a pasta { $folder } não existe
write-not-writable = não é possível gravar na pasta { $folder }
write-read-only = a pasta { $folder } está num disco somente leitura
write-disk-full = o disco está cheio
write-is-folder = { $path } é uma pasta
paste-bad-fen = A FEN colada não é uma posição legal: { $why }.
paste-neither-why = O texto colado não é PGN nem FEN: { $why }.
paste-neither = O texto colado (“{ $text }”) não é PGN nem FEN.
settings-unreadable = As configurações em { $path } não puderam ser lidas ({ $why }); os padrões são usados.
settings-kept-as = ele foi guardado como { $path }
settings-not-kept = não foi possível guardá-lo à parte ({ $why })
settings-damaged = O arquivo de configurações { $path } está danificado ({ $why }): os padrões são usados, e { $kept }.

## As tabelas, o motor, o livro; desfazer; o que a partida recusa
tables-thrown-away =
    Esse lance joga fora { $had ->
            [win] a vitória
           *[draw] o empate
        }: segundo as tabelas, agora { $now ->
            [lost] está perdido
           *[draw] é empate
        }.
tables-castling = As tabelas não contêm posições com direito de roque.
tables-too-many = A posição tem { $count } peças; as tabelas aqui cobrem no máximo { $max }.
tables-missing = Falta a tabela de { $material }.
tables-unreadable = Não foi possível ler as tabelas: { $why }.
engine-quit = O motor fechou inesperadamente.
engine-quit-status = O motor fechou inesperadamente ({ $status }).
engine-no-answer = O motor não respondeu a { $what } em { $seconds } s.
engine-not-uci = { $path } não é um motor UCI: não respondeu `uciok` a `uci`.
engine-not-stopped = O motor não parou em { $seconds } s e foi encerrado.
engine-not-started = Não foi possível iniciar { $path }: { $why }
engine-no-input = o motor não tem entrada
engine-no-output = o motor não tem saída
engine-no-thread = Não foi possível iniciar a thread do motor: { $why }
engine-found-nothing = O motor não encontrou nada em { $seconds } s e foi encerrado.
engine-did-not-start = { $path } não iniciou como motor.
engine-no-core = Todos os núcleos já estão calculando para outra parte do Rookery (o relatório da partida, o motor do tabuleiro ou os problemas). Tente de novo quando terminar.
book-unreadable = O livro de aberturas { $path } não pode ser lido: { $why }.
book-empty = O livro de aberturas { $path } está vazio.
book-not-a-book = { $path } não é um livro Polyglot: seus { $size } bytes não são um número inteiro de entradas de 16 bytes.
undo-result = Resultado { $result }
undo-add = Adicionar { $move }
undo-promote = Promover { $move }
undo-main-line = Tornar { $move } a linha principal
undo-delete-from = Apagar a partir de { $move }
undo-delete-variation = Apagar a variante { $move }
undo-line = Linha { $moves }
undo-comment = Comentário { $spot }
undo-comment-before = Comentário antes de { $spot }
undo-the-start = o início
undo-glyph = Sinal em { $move }
undo-drawing = Desenho em { $spot }
undo-report = Relatório da partida
refused-game-over = a partida terminou
refused-illegal-move = { $from }-{ $to } não é um lance legal
refused-promotion = um peão que chega à última fileira deve ser promovido: escolha uma peça
refused-san = “{ $text }” não é um lance legal em SAN
refused-uci = “{ $text }” não é um lance legal em UCI
refused-no-claim = não se pode reivindicar empate: a posição não ocorreu três vezes e não passaram 50 lances sem captura nem lance de peão
refused-no-offer = o adversário não ofereceu empate
refused-offered = você já ofereceu empate
refused-no-takeback = não há lance para voltar
refused-takeback-over = a partida terminou: seus lances não podem ser voltados
refused-no-ply = a partida não tem meio-lance { $ply }
refused-no-variation = a partida não tem essa variante
refused-viewing-past = um lance anterior é mostrado: volte à partida para jogar
refused-not-record = uma partida em andamento não é editada: analise-a quando terminar
refused-main-line = o lance está na linha principal
refused-nothing-to-undo = não há nada a desfazer
refused-main-line-changed = a linha principal mudou durante o relatório: execute-o de novo

## O motor: chances
engine-wdl = V { $win }% E { $draw }% D { $loss }%
window-close = Fechar a janela
clock-name = Relógio das { $side } { $time }
clock-name-running = Relógio das { $side } { $time }, correndo
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, perda média { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Problemas
control-stop-puzzles = Parar os problemas
control-puzzles-hover = Problemas táticos: encontre o melhor lance, valendo rating, em sequência ou repetindo uma coleção
control-import-puzzles = Importar problemas…
control-import-puzzles-hover = Adiciona a base de problemas do lichess (.csv, .csv.zst), uma coleção EPD ou um arquivo PGN de posições
control-dashboard = Painel de problemas
control-show-solution = Mostrar solução
control-analyse-puzzle = Analisar
puzzle-find = { $side } jogam: encontre o melhor lance.
puzzle-right = Certo! Continue.
puzzle-solved = Resolvido!
puzzle-solved-after = Resolvido, depois de um erro.
puzzle-wrong = { $san } não é o lance. O problema conta como errado: encontre o lance certo ou mostre a solução.
puzzle-solution = A solução: { $line }
puzzle-no-line = Este problema não indica nenhum lance.
puzzle-none = Nenhum problema serve: importe a base de problemas do lichess (menu Partida, Importar problemas…) ou escolha outro tema.
puzzle-none-due = Nenhum problema errado para revisar hoje.
puzzle-set-done = A coleção acabou: este ciclo terminou. Próximo começa o ciclo seguinte.
puzzle-streak-over = A sequência termina em { $count }.
puzzle-store-failed = A base de problemas: { $why }
puzzle-imported = { $added } problemas adicionados de { $name } ({ $bad } linhas com erro ignoradas).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Importando { $name }
puzzle-filing = Organizando { $name } por tema e rating
puzzle-rating = Rating { $rating } { $change }
puzzle-streak = Sequência { $count } (recorde { $best })
puzzle-review = Problemas errados: { $count } para revisar
puzzle-set = { $name }: { $at } de { $total }, ciclo { $cycle }
puzzle-mode = Problemas
puzzle-mode-rated = Valendo rating
puzzle-mode-streak = Sequência
puzzle-mode-review = Errados ({ $count } para revisar)
puzzle-mode-set = Coleção: { $name }
puzzle-difficulty = Dificuldade
puzzle-difficulty-easiest = Mais fácil de todas
puzzle-difficulty-easier = Mais fácil
puzzle-difficulty-normal = Normal
puzzle-difficulty-harder = Mais difícil
puzzle-difficulty-hardest = Mais difícil de todas
puzzle-theme = Tema
puzzle-theme-any = Qualquer tema
dashboard-title = Painel de problemas
dashboard-played = { $played } jogados, { $solved } resolvidos
dashboard-rating = Rating ao longo do tempo
dashboard-per-day = Problemas por dia
dashboard-themes = Acerto por tema, o mais fraco primeiro
dialog-puzzles = Arquivos de problemas
prompt-puzzles = Importar problemas
prompt-puzzles-words = Digite o caminho de um arquivo de problemas: .csv ou .csv.zst do lichess, uma coleção .epd ou um .pgn de posições.
# lichess's puzzle themes.
theme-mate = Mate
theme-mateIn1 = Mate em 1
theme-mateIn2 = Mate em 2
theme-mateIn3 = Mate em 3
theme-mateIn4 = Mate em 4
theme-mateIn5 = Mate em 5
theme-oneMove = Um lance
theme-short = Curto
theme-long = Longo
theme-veryLong = Muito longo
theme-opening = Abertura
theme-middlegame = Meio-jogo
theme-endgame = Final
theme-fork = Garfo
theme-pin = Cravada
theme-skewer = Espeto
theme-discoveredAttack = Ataque descoberto
theme-hangingPiece = Peça pendurada
theme-sacrifice = Sacrifício
theme-deflection = Desvio
theme-attraction = Atração
theme-promotion = Promoção
theme-advancedPawn = Peão avançado
theme-backRankMate = Mate do corredor
theme-castling = Roque
theme-enPassant = En passant
theme-quietMove = Lance silencioso
theme-defensiveMove = Lance defensivo
theme-kingsideAttack = Ataque na ala do rei
theme-crushing = Esmagador
theme-advantage = Vantagem
theme-equality = Igualdade
# Puzzles found in the listed file.
control-find-puzzles = Encontrar problemas neste arquivo
control-find-puzzles-hover = Procura com o motor, em cada núcleo livre, os momentos das partidas do arquivo em que um só lance ganha; eles viram uma coleção
puzzle-no-file = Abra antes um arquivo de partidas: os problemas são procurados no arquivo aberto.
puzzle-finding = Procurando problemas: { $done } de { $games } partidas, { $found } encontrados
puzzle-found = { $count } problemas encontrados: a coleção “{ $name }”.
dashboard-cycles = Coleções, ciclo a ciclo
dashboard-cycle = ciclo { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = O repertório: { $why }
repertoire-holes-need-file = Abra primeiro um arquivo de partidas: os buracos são as respostas jogadas nas partidas dele (no explorador) que seu repertório não responde.
repertoire-no-moves = Jogue primeiro no tabuleiro os lances a adicionar.
repertoire-all-done = Todos os cartões deste treino foram respondidos.
repertoire-none-due = Nenhum cartão vence agora. Pratique adiantado para treinar todos.
repertoire-your-move = Vez das { $side }: jogue o lance do seu repertório.
repertoire-right = Certo.
repertoire-wrong = { $san } não está no seu repertório. A seta mostra o lance: jogue-o.
repertoire-other = { $san } está certo. Seu repertório também joga outro lance aqui, com cartões depois dele: jogue-o.
repertoire-hint = A seta mostra o lance do seu repertório.
repertoire-title = Repertório: { $name } ({ $side })
repertoire-counts = Cartões { $cards } · novos { $new } · vencidos { $due } · em 7 dias { $week } · aprendidos { $learned } · esquecidos { $lapsed }
repertoire-which-side = { $name } não indica um lado. Para qual lado é este repertório?
repertoire-drill = Treinar ({ $count })
repertoire-ahead = Praticar adiantado
repertoire-hint-button = Dica
repertoire-stop = Parar o treino
repertoire-holes = Buracos
repertoire-progress = Progresso…
repertoire-close = Fechar repertório
repertoire-doubles = Dois lances após: { $lines }
repertoire-holes-title = Buracos ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } de { $reaching } partidas)
repertoire-no-holes = Nenhum buraco: toda resposta jogada em 5 % das partidas tem resposta.
repertoire-lines = Linhas
repertoire-line = { $line }: { $learned } de { $cards } aprendidos
repertoire-start = o início
control-open-repertoire = Abrir repertório…
control-open-repertoire-hover = Abre um arquivo PGN de variantes como seu repertório de aberturas, para treinar e achar seus buracos
control-add-to-repertoire = Adicionar estes lances ao meu repertório
control-add-to-repertoire-hover = Adiciona os lances até a posição mostrada ao seu repertório (um novo pede o arquivo; o lado é o de baixo)
control-drill-repertoire = Treinar repertório
control-stop-drilling = Parar o treino
prompt-repertoire = Abrir repertório
prompt-repertoire-words = Digite o caminho de um repertório: um arquivo PGN de variantes.
prompt-new-repertoire = Novo repertório
prompt-new-repertoire-words = Digite o caminho do arquivo PGN do novo repertório.
