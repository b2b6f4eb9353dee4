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
field-help = Lances: { $examples }; uma casa levanta uma peça. Palavras: resign, draw (draw { $claim } reivindica com o lance), takeback, flip, clock, who, help.
field-to-move = Vez de { $name } ({ $side })
field-played = ; { $name } jogou { $move }
