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

## La fenêtre des réglages : échiquier, jeu, son, moteur
settings-title = Réglages
settings-new-games = Nouvelles parties
settings-engine = Moteur
settings-book = Livre d’ouvertures
settings-board = Échiquier
theme-brown = Marron
theme-blue = Bleu
theme-green = Vert
theme-grey = Gris
settings-slide = Glissement des pièces
speed-off = Non
speed-fast = Rapide
speed-normal = Normal
speed-slow = Lent
settings-show = Afficher
settings-coordinates = Coordonnées sur l’échiquier
settings-dots = Points sur les coups légaux
settings-figurines = Figurines dans la liste des coups
settings-play = Jeu
settings-auto-flip = Retourner l’échiquier après chaque coup
settings-takebacks = Autoriser les reprises contre l’ordinateur
settings-sound = Son
settings-sounds = Sons
settings-volume = volume
settings-found = { $path } (trouvé)
settings-no-engine = aucun trouvé : apt install stockfish
settings-choose = Choisir…
settings-choose-engine = Choisir le moteur
settings-default = Par défaut
settings-threads = Fils
settings-engine-threads = Fils du moteur
settings-hash = Hachage (Mo)
settings-hash-name = Hachage en Mo
settings-lines = Lignes
settings-bar-wdl = La barre d’évaluation montre le score attendu (gain/nulle/perte)
settings-bar-wdl-hover = Là où le moteur donne ses chances ; sinon les chances de gain de l’évaluation
settings-report = Rapport de partie :
settings-depth = profondeur
settings-report-depth = Profondeur du rapport
settings-seconds = secondes par coup
settings-report-seconds = Secondes par coup du rapport
settings-no-book = aucun (un fichier Polyglot .bin)
settings-choose-book = Choisir un livre d’ouvertures
settings-remove = Retirer
settings-remove-book-hover = Les coups du livre ne s’affichent plus
settings-stop-book = Ne plus utiliser le livre d’ouvertures
settings-computer-book = L’ordinateur joue l’ouverture dans le livre (niveaux 6 à 10)
settings-tables = Tables de finales (Syzygy), en plus de syzygy/ du dossier de données :
settings-remove-tables-hover = Les tables de ce dossier ne sont plus lues
settings-remove-folder = Retirer { $folder }
settings-tables-field = Un dossier de tables de finales
settings-add = Ajouter
settings-add-disabled = Taper le chemin d’un dossier contenant des fichiers .rtbw et .rtbz
settings-choose-tables = Choisir un dossier de tables de finales
settings-time-control = Cadence
settings-time-field = Cadence d’une nouvelle partie
settings-or-untimed = { $error }, ou sans pendule

## Joueurs d’une nouvelle partie
settings-new-white = Les Blancs d’une nouvelle partie
settings-new-black = Les Noirs d’une nouvelle partie

## La fenêtre Nouvelle partie
new-title = Nouvelle partie
new-title-continue = Continuer d’ici
new-start = Commencer la partie
new-cancel = Annuler
new-person = Personne
new-computer = Ordinateur
new-side-person = { $side } : une personne
new-side-computer = { $side } : l’ordinateur
new-side-level = { $side } : niveau de l’ordinateur
new-level-full = Niveau { $number } (pleine force)
new-level-about = Niveau { $number } (environ { $rating })
new-cannot-play = L’ordinateur ne peut pas jouer : { $why }
new-time-control = Cadence
new-untimed = Sans pendule
new-custom = Personnalisée
new-odds = Temps différent pour chaque camp (handicap de temps)
new-side-colon = { $side } :
new-minutes = Minutes des { $side }
new-seconds = Secondes par coup des { $side }
new-delay = Incrément ou délai des { $side }
new-from-shown = La partie commence à la position affichée.
new-goes-on =
    La partie continue à la position affichée, en gardant { $count ->
        [one] le { $count } demi-coup
       *[other] les { $count } demi-coups
    } qui y ont mené.
new-already-over = Les règles terminent déjà la partie là : { $why }.
new-fen-title = Position de départ (FEN, vide pour la position habituelle)
new-fen-name = Position de départ (FEN)
new-960 = Chess960 nº
new-960-name = Numéro Chess960
new-use = Utiliser
new-use-hover = Partir de cette position Chess960 (518 est l’habituelle)
new-random = Au hasard
new-set-up = Mettre en place sur l’échiquier…
new-set-up-hover = Placer les pièces à la souris
new-last = Utiliser la dernière position
new-legal = ✔ une position légale

## La liste des raccourcis clavier (F1)
shortcuts-title = Raccourcis clavier
help-new-game = Nouvelle partie…
help-new-analysis = Nouvelle analyse
help-set-up-a-position = Mettre en place une position…
help-open-a-pgn-file = Ouvrir un fichier PGN…
help-save = Enregistrer
help-save-as = Enregistrer sous…
help-paste-a-game-pgn-or-a = Coller une partie (PGN) ou une position (FEN)
help-undo-an-edit-in-a-game = Annuler une modification (en partie : demander à reprendre le dernier coup)
help-redo = Rétablir
help-mark-the-move = Annoter le coup ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Supprimer le coup affiché et la suite
help-quit = Quitter
help-accept-the-draw-offered-or-allow = Accepter la nulle proposée, ou la reprise demandée
help-decline-the-draw-offered-or-refuse = Refuser la nulle proposée, ou la reprise demandée
help-flip-the-board = Retourner l’échiquier
help-the-board-s-squares-the-arrows = Les cases de l’échiquier : les flèches les parcourent, Entrée ou Espace prend et pose
help-type-a-move-nf3-e2e4-o = Taper un coup (Cf3, e2e4, O-O) ou resign, draw, takeback, flip, clock, who, help
help-engine-on-or-off-analysis-board = Moteur en marche ou arrêté (échiquier d’analyse)
help-show-threat-what-the-side-that = Montrer la menace : ce que menace le camp qui vient de jouer (échiquier d’analyse)
help-game-report-the-engine-over-every = Rapport de partie : le moteur sur chaque coup
help-hint-against-the-computer-the-piece = Indice contre l’ordinateur : la pièce à jouer, puis le coup
help-one-move-back = Un coup en arrière
help-one-move-forward = Un coup en avant
help-the-start = Le début
help-the-latest-move = Le dernier coup
help-this-list = Cette liste
help-the-menus-between-them-and-enter = Les menus : ← → de l’un à l’autre, ↑ ↓ et Entrée dans un menu, Échap ferme
help-the-file-game-and-move-menus = Les menus Fichier, Partie et Coup
help-put-a-selected-piece-back = Reposer une pièce choisie
help-draw-an-arrow-a-circle-shift = Dessiner une flèche, un cercle (Maj ou Ctrl : rouge, Alt : bleu, les deux : jaune)
help-choose-and-open-a-game-in = Choisir et ouvrir une partie dans la liste

## La ligne d’état et le résultat
status-to-move = { $name } au trait
status-to-move-check = { $name } au trait — échec
status-checkmated = { $name } est mat
status-stalemated = { $name } est pat
end-checkmate = { $winner } gagne par échec et mat
end-stalemate = Nulle par pat
end-insufficient = Nulle : aucun camp ne peut mater (position morte)
end-dead = Nulle — position morte : aucune suite de coups légaux ne peut mater
end-fivefold = Nulle par quintuple répétition
end-seventy-five = Nulle par la règle des 75 coups
end-threefold = Nulle par triple répétition (réclamée par { $name })
end-fifty = Nulle par la règle des 50 coups (réclamée par { $name })
end-agreement = Nulle par accord mutuel
end-resigns = { $name } abandonne
end-time = { $winner } gagne au temps
end-time-insufficient = Nulle — le drapeau de { $flagged } est tombé, mais { $other } ne peut pas mater
end-wins = { $winner } gagne
end-draw = Nulle
end-ongoing = Partie en cours

## Questions et bandeaux sur l’échiquier
resign-title = Abandonner pour { $name } ?
resign-winner = { $name } gagnera la partie.
resign-button = Abandonner
resign-keep = Continuer à jouer
over-analyse = Analyser
over-analyse-hover = Revoir la partie : essayer d’autres coups, commenter, dessiner des flèches
over-close = Fermer
restored-analysis = Analyse restaurée
restored-analysis-words = Votre analyse revient telle que vous l’avez laissée : ses modifications ne sont pas encore enregistrées.
restored-analysis-of = Votre analyse de { $file } revient telle que vous l’avez laissée : ses modifications ne sont pas encore enregistrées.
restored-go-on = Continuer
restored-game = Partie restaurée
restored-game-words =
    { $white } contre { $black } : la partie reprend où elle s’était arrêtée, après { $count ->
        [one] { $count } coup
       *[other] { $count } coups
    }.
restored-paused = Les pendules sont arrêtées jusqu’à ce que vous repreniez.
restored-resume = Reprendre
restored-continue = Continuer
unsaved-title = Enregistrer les modifications de { $name } ?
unsaved-this = cette analyse
unsaved-before-open = Vos coups, commentaires et dessins seront perdus si vous ne les enregistrez pas avant d’ouvrir une autre partie.
unsaved-before-quit = Vos coups, commentaires et dessins seront perdus si vous ne les enregistrez pas avant de quitter.
unsaved-save = Enregistrer
unsaved-discard = Abandonner

## La zone du moteur
engine-report-progress = Rapport : coup { $done } sur { $total }
engine-stop = Arrêter
engine-stop-hover = Ce qui a été trouvé est gardé
engine-go-on = Continuer
engine-go-on-hover = Le rapport reprend là où il s’était arrêté
engine-choose = Choisir un moteur…
engine-stopped-report = Le rapport de partie s’est arrêté au coup { $moves } à la fermeture de Rookery ; ce qu’il a trouvé est gardé.
engine-depth = profondeur { $depth }
engine-thinking = Le moteur réfléchit… ({ $keys } l’arrête)
engine-no-threat = Aucune menace à montrer : { $side } sont en échec ou la partie est finie.
engine-threat-off = ({ $keys } masque la menace)
engine-threat = Menace ({ $score }) : { $line }
engine-looking = Recherche de ce que menacent les { $side }…
engine-threat-hover = Ce que joueraient les { $side } s’ils avaient de nouveau le trait ({ $keys } l’arrête)
engine-checkmate = Échec et mat
engine-stalemate = Pat
engine-wdl-hover = Les chances des Blancs de gain, de nulle et de perte, selon le moteur
engine-wdl-line = { $wdl } (pour les Blancs, pour mille : gain/nulle/perte)
engine-play-line = Jouer la ligne jusqu’ici dans la partie
engine-graph = Les chances des Blancs au fil de la partie

## L’en-tête de la partie, les tables, le livre et l’explorateur
header-has-offered = { $name } a proposé la nulle.
header-time-control = Cadence { $control }
header-time-control-paused = Cadence { $control } — pendules arrêtées
header-round = { $event }, ronde { $round }
header-read-error = ⚠ Lu jusqu’à une erreur : { $error }.
header-rules-start = Les règles auraient terminé cette partie dès le début : { $result }.
header-rules-after = Les règles auraient terminé cette partie après { $move } : { $result }.
tables-title = Tables : { $side } au trait, { $outcome }
tables-win = gain
tables-cursed-win = gain maudit
tables-draw = nulle
tables-blessed-loss = perte bénie
tables-loss = perte
tables-mate = mat
tables-play-hover = Le jouer dans la partie
tables-practice = La jouer contre les tables
tables-practice-hover = Jouer le camp au trait ; l’ordinateur défend parfaitement
book-title = Livre :
book-hover = Poids { $weight } : le jouer dans la partie
book-name = Coup du livre { $move }, { $share } pour cent

## Les onglets de la liste des coups et l’explorateur
tab-moves = Coups
tab-explorer = Explorateur
tab-explorer-progress = Explorateur { $percent } %
explorer-pasted = les parties collées
explorer-playing = Toutes les parties de { $file } sont rejouées…
explorer-cancel = Annuler
explorer-stopped = L’explorateur de { $file } a été arrêté.
explorer-again = Explorer de nouveau
explorer-failed = L’explorateur n’a pas pu lire { $file } : { $why }.
explorer-games =
    { $count ->
        [one] { $shown } partie
       *[other] { $shown } parties
    }
explorer-reaching = Parties atteignant cette position
explorer-reaching-hover = Lister les parties du fichier qui atteignent cette position
explorer-none-reach = Aucune partie de { $file } n’atteint cette position.
explorer-none-on = Aucune partie n’a continué d’ici.
explorer-limit = L’explorateur compte les coups des { $plies } premiers demi-coups (jusqu’au coup { $moves }), comme celui de lichess.
explorer-replaying = Les parties pouvant atteindre cette position sont rejouées…
explorer-stop = Arrêter
explorer-replay-hover = Rejouer les parties du fichier qui peuvent l’atteindre, et les lister
explorer-during-game = Pendant une partie, les coups se jouent sur l’échiquier
explorer-no-result = aucun résultat connu
explorer-shares = Blancs { $white } %, nulles { $draws } %, Noirs { $black } %

## La barre du fichier et la liste des coups
bar-analysis = Analyse
bar-new-game = Nouvelle partie
bar-games = Parties ({ $count })
bar-games-hover = La liste des parties du fichier ouvert
moves-none = Aucun coup pour l’instant.

## Symboles d’annotation
glyph-1 = Bon coup
glyph-2 = Erreur
glyph-3 = Coup brillant
glyph-4 = Gaffe
glyph-5 = Coup intéressant
glyph-6 = Coup douteux
glyph-10 = Position égale
glyph-13 = Position confuse
glyph-14 = Les Blancs sont un peu mieux
glyph-15 = Les Noirs sont un peu mieux
glyph-16 = Les Blancs sont mieux
glyph-17 = Les Noirs sont mieux
glyph-18 = Les Blancs gagnent
glyph-19 = Les Noirs gagnent
glyph-146 = Nouveauté
glyph-32 = Avance de développement
glyph-36 = Initiative
glyph-40 = Attaque
glyph-132 = Contre-jeu
glyph-138 = Zeitnot
glyph-44 = Avec compensation
glyph-140 = Avec l’idée
glyph-22 = Zugzwang

## La barre d’analyse et le menu Coup
analysis-undo = Annuler { $what } ({ $keys })
analysis-redo = Rétablir { $what } ({ $keys })
analysis-move-menu-hover = Remonter, faire la ligne principale, supprimer, copier le coup affiché
analysis-position-glyphs = Comment se présente la position
analysis-observation-glyphs = Nouveauté, initiative, attaque…
analysis-more-glyphs = Les symboles qui n’ont pas de place dans la rangée
analysis-start = le début
analysis-before = Avant { $name }…
analysis-comment-on = Commentaire sur { $name }…
analysis-promote = Remonter la variante
analysis-main-line = En faire la ligne principale
analysis-delete-from = Supprimer à partir d’ici
analysis-delete-variation = Supprimer la variante
analysis-collapse = Replier la variante
analysis-comment = Commentaire…
analysis-glyphs = Symboles
analysis-copy-line = Copier la ligne en PGN

## Les titres des menus
menu-file = Fichier
menu-game = Partie
menu-move = Coup
menu-name = Menu { $title }

## Fenêtres de fichiers : chemin, choix d’enregistrement, fichier déposé
prompt-open = Ouvrir un fichier PGN
prompt-open-action = Ouvrir
prompt-save = Enregistrer la partie
prompt-save-action = Enregistrer
prompt-engine = Choisir un moteur d’échecs
prompt-choose-action = Choisir
prompt-export = Exporter une image de l’échiquier
prompt-export-action = Exporter
prompt-append = Ajouter un fichier PGN
prompt-append-action = Ajouter
prompt-copy = Copier la partie dans un fichier
prompt-copy-action = Copier
prompt-tables = Ajouter un dossier de tables de finales
prompt-add-action = Ajouter
prompt-book = Choisir un livre d’ouvertures
prompt-open-words = Tapez le chemin du fichier, déposez le fichier sur la fenêtre ou donnez-le en ligne de commande (rookery FICHIER.pgn).
prompt-save-words = Tapez le chemin où enregistrer la partie.
prompt-engine-words = Tapez le chemin du programme d’un moteur UCI.
prompt-export-words = Tapez le chemin de l’image : .png ou .svg pour la position, .gif pour la partie.
prompt-append-words = Tapez le chemin du fichier PGN dont ajouter les parties.
prompt-copy-words = Tapez le chemin du fichier PGN où ajouter la partie (créé s’il manque).
prompt-tables-words = Tapez le chemin d’un dossier contenant des tables Syzygy (fichiers .rtbw et .rtbz).
prompt-book-words = Tapez le chemin d’un livre Polyglot (un fichier .bin).
prompt-path = Chemin
prompt-name-alone = Un nom seul est cherché dans { $folder }
prompt-cancel = Annuler
choice-holds = Cette partie vient de { $name }, qui contient { $count } autres parties.
choice-write-back = La réécrire dans { $name }
choice-write-back-hover = Les autres parties sont copiées telles quelles
choice-alone = Enregistrer cette partie seule sous…
drop-open = Déposer pour ouvrir { $name }
drop-not-pgn = { $name } n’est pas un fichier PGN

## La liste des parties
list-title = Parties de { $file }
list-pasted = Parties collées
list-search = Recherche
list-search-hint = joueur, tournoi, lieu, ouverture ou année (accents et casse ignorés)
list-search-name = Rechercher dans les parties
list-of = { $shown } sur { $total }
list-start = la position de départ
list-after = la position après { $line }
list-only =
    Seulement { $count ->
        [one] la partie
       *[other] les { $shown } parties
    } atteignant { $position }
list-show-all = Montrer toutes les parties
list-stopped = La lecture a été arrêtée : la liste contient les parties trouvées.
list-sort-hover = Trier selon cette colonne (de nouveau : ordre inverse)
column-white = Blancs
column-black = Noirs
column-result = Résultat
column-date = Date
column-event = Tournoi
column-opening = Ouverture
column-elo = Elo
column-moves = Coups

## Ce qu’entend un lecteur d’écran au fil de la partie
say-moved = { $name } : { $move }
say-passes = passe
say-to-move = { $name } ({ $side }) au trait
say-offers = { $name } propose la nulle
say-asks-takeback = { $name } demande à reprendre son dernier coup
say-can-claim = { $name } peut réclamer la nulle par { $claim }
say-low-time = { $name } manque de temps
say-castles-short = roque du côté roi
say-castles-long = roque du côté dame
say-move = { $piece } { $square }
say-takes = { $piece } prend { $square }
say-check = échec
say-checkmate = échec et mat
role-king = roi
role-queen = dame
role-rook = tour
role-bishop = fou
role-knight = cavalier
role-pawn = pion
role-piece = pièce

## Mettre en place une position
editor-title = Mettre en place une position
editor-over = Légale, mais terminée : { $why }
editor-legal = Position légale
editor-play = Jouer d’ici…
editor-play-hover = Choisir les joueurs et la cadence, puis jouer
editor-analyse = Analyser
editor-analyse-hover = L’ouvrir sur l’échiquier d’analyse
editor-cancel-hover = Retour à la partie, telle qu’elle était
editor-hand = Glisser les pièces ; hors de l’échiquier les retire
editor-eraser = Cliquer sur les cases pour les vider
editor-piece = Cliquer sur les cases pour la poser
editor-start = Départ
editor-start-hover = La position de départ habituelle
editor-clear = Vider
editor-clear-hover = Un échiquier vide
editor-flip = Retourner
editor-flip-hover = Retourner l’échiquier
editor-960 = 960 nº
editor-set = Placer
editor-to-move = Trait :
editor-castling = Roque :
editor-castling-off = Le roi et cette tour ne sont pas placés pour roquer
editor-en-passant = En passant :
editor-en-passant-name = Case de prise en passant
editor-half-moves = Demi-coups :
editor-half-moves-name = Demi-coups depuis une prise ou un coup de pion
editor-move = Coup :
editor-move-name = Numéro du coup

## Modifier un fichier de parties
edits-one = partie { $number }
edits-one-players = partie { $number } ({ $white } – { $black })
edits-many = { $count } parties
edits-add = Ajouter la partie de l’échiquier
edits-add-hover = L’ajoute à la fin du fichier ; toutes les autres parties restent telles quelles
edits-choose-hint = Ctrl+clic (ou Ctrl+Espace) choisit d’autres parties, Maj+clic une suite
edits-delete = Supprimer { $what }…
edits-copy = Copier { $what } vers…
edits-append = Ajouter un fichier…
edits-duplicates = Retirer les doublons
edits-duplicates-hover = Les copies ultérieures des parties aux mêmes coups, tournoi, lieu, date, ronde, joueurs et résultat
edits-undo = Annuler
edits-undo-hover = Annuler : { $what }
edits-delete-title = Supprimer { $what } de { $name } ?
edits-rewritten = Le fichier est réécrit ; Annuler rétablit ce qui est supprimé.
edits-delete-button = Supprimer
