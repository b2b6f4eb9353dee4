## La fenêtre des réglages
settings-language = Langue
settings-language-system = Celle du système ({ $language })
settings-letters = Lettres des pièces
settings-letters-language = Celles de la langue ({ $letters })
settings-letters-english = Anglaises ({ $letters })

## L'échiquier tel qu'un lecteur d'écran le dit
square-empty = { $square }, vide
square-piece = { $square }, { $piece }
piece-white-king = roi blanc
piece-white-queen = dame blanche
piece-white-rook = tour blanche
piece-white-bishop = fou blanc
piece-white-knight = cavalier blanc
piece-white-pawn = pion blanc
piece-black-king = roi noir
piece-black-queen = dame noire
piece-black-rook = tour noire
piece-black-bishop = fou noir
piece-black-knight = cavalier noir
piece-black-pawn = pion noir
mark-selected = sélectionnée
mark-can-take = peut prendre
mark-can-go = peut aller
mark-last-move = dernier coup
mark-check = échec
mark-picked-up = prise en main

## Nombres
games-count =
    { $count ->
        [one] { $count } partie
       *[other] { $count } parties
    }

## Les rangées sous la liste des coups et le menu Partie
control-back-to-game = Retour à la partie
control-continue = Continuer d’ici…
control-continue-hover = Commencer une partie depuis la position affichée, en gardant les coups qui y ont mené
control-practice = S’entraîner d’ici
control-practice-hover = Jouer le camp au trait contre l’ordinateur à pleine force, chaque coup jugé
control-new-game = Nouvelle partie…
control-flip = Retourner l’échiquier
control-engine = Moteur
control-engine-off = Arrêter le moteur
control-engine-hover = Montre les meilleures lignes du moteur, son évaluation et des flèches pour la position affichée
control-threat = Montrer la menace
control-threat-off = Masquer la menace
control-threat-hover = Ce que menace le camp qui vient de jouer : les lignes du moteur en passant le trait, en rouge
control-stop-report = Arrêter le rapport
control-stop-report-hover = Arrête le rapport de partie ; ce qu’il a trouvé est gardé
control-report = Rapport de partie
control-report-hover = Le moteur sur chaque coup : évaluations, erreurs marquées, meilleures lignes
control-learn = Apprendre des erreurs de { $name }
control-learn-hover = Les imprécisions, erreurs et gaffes du rapport en exercices
control-show-move = Montrer le coup
control-hint = Indice
control-hint-hover = Montre la pièce à jouer, puis le coup
control-take-back = Reprendre
control-take-back-hover = Reprend votre dernier coup et la réponse de l’ordinateur
control-takeback = Reprise…
control-takeback-hover = Demande à l’adversaire d’accepter la reprise du dernier coup
control-resume-clocks = Relancer les pendules
control-pause-clocks = Arrêter les pendules
control-start = Début
control-back = Un coup en arrière
control-forward = Un coup en avant
control-latest = Dernier coup
control-puzzles = Apprendre des erreurs de { $name } : { $at } sur { $total } · résolus { $solved } · manqués { $failed }
control-show-answer = Montrer la réponse
control-next = Suivant
control-skip = Passer
control-stop = Arrêter
control-retry = Réessayer
control-restart-engine = Relancer le moteur
control-two-people = Continuer à deux

## Options et réponses du menu Partie
control-auto-flip = Retournement automatique
control-auto-flip-hover = Retourner l’échiquier après chaque coup pour que le joueur au trait soit en bas
control-figurines = Figurines
control-figurines-hover = Figurines des pièces dans la liste des coups au lieu des lettres
control-settings = Réglages…
control-shortcuts = Raccourcis clavier
control-allow-takeback = Accepter la reprise
control-refuse-takeback = Refuser la reprise
control-accepts-draw = { $name } accepte la nulle
control-declines-draw = { $name } refuse la nulle
control-offers-draw = { $name } propose la nulle
control-resigns = { $name } abandonne…
control-result = Résultat
control-result-unknown = * (inconnu)
control-result-hover = Le résultat de la partie ; les modifications des coups le gardent
control-quit = Quitter

## Le menu Fichier
file-open = Ouvrir…
file-new-analysis = Nouvelle analyse
file-analyse-position = Analyser cette position
file-set-up = Mettre en place une position…
file-set-up-hover = Placer les pièces à la souris, à partir de la position affichée
file-save = Enregistrer
file-save-as = Enregistrer sous…
file-recent = Parties récentes…
file-paste = Coller une partie ou une FEN
file-copy-pgn = Copier le PGN
file-copy-fen = Copier la FEN
file-export-image = Exporter une image…
file-copy-image = Copier l’image

## Les cadres des joueurs
side-white = Blancs
side-black = Noirs
player-name = Nom des { $side }
player-clock-recorded = Temps de pendule noté dans la partie
player-resign-name = Abandonner ({ $name })
player-has-offered = { $name } a proposé la nulle
player-offer-name = Proposer la nulle ({ $name })
player-offer-disabled = La nulle peut être proposée tant que la partie continue
claim-threefold = triple répétition
claim-fifty = règle des 50 coups
player-claim = Réclamer la nulle ({ $claim })
player-offers = { $name } propose la nulle.
player-accept-draw = Accepter la nulle
player-decline = Refuser
player-asks-takeback = { $name } demande à reprendre son dernier coup.
player-allow-takeback = Accepter la reprise
player-refuse = Refuser
player-claim-with = Réclamer la nulle avec { $move }
player-claim-with-hover = Joue { $move } et réclame la nulle par { $claim } qu’il permet

## Le champ des coups
field-hint = Taper un coup
field-hover = Taper un coup ({ $examples }) ou resign, draw, takeback, flip, clock, who, help ; Entrée y place le curseur
field-game-over = La partie est terminée.
field-no-claim = Aucune nulle ne peut être réclamée avec ce coup.
field-no-game = Il n’y a pas de partie en cours à abandonner.
field-no-takeback = Il n’y a aucun coup à reprendre.
field-no-clock = La partie n’a pas de pendule.
field-help = Coups : { $examples } ; une case prend une pièce. Mots : resign, draw (draw { $claim } réclame avec le coup), takeback, flip, clock, who, help.
field-to-move = { $name } ({ $side }) au trait
field-played = ; { $name } a joué { $move }
