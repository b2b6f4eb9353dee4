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
field-help = Coups : { $examples } ; une case prend une pièce. Mots : abandon, nulle (nulle { $claim } réclame avec le coup), reprendre, tourner, pendule, qui, aide.
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
computer-provisional = Ordinateur, Rookery niveau { $level }
computer-name = { $engine }, Rookery niveau { $level }
player-computer-short = Niveau { $level } · { $engine }
player-computer = Ordinateur
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
help-type-a-move-nf3-e2e4-o = Taper un coup (Cf3, e2e4, O-O) ou abandon, nulle, reprendre, tourner, pendule, qui, aide
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
key-first-letter = première lettre d’un coup
key-right-click = clic droit
key-right-drag = Glisser à droite
key-delete = Suppr
key-enter = Entrée
key-shift = Maj
key-home = Début
key-ctrl = Ctrl
key-or = ou
key-alt = Alt
key-end = Fin
key-esc = Échap
help-put-a-selected-piece-back = Reposer une pièce choisie
help-close-the-editor = Fermer l’éditeur de position (comme Annuler)
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
unsaved-before-practice = Vos coups, commentaires et dessins seront perdus si vous ne les enregistrez pas avant de vous entraîner à partir de cette position.
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
engine-line-name = Ligne { $at } sur { $total } : { $score } { $line } ; Entrée la joue jusqu’à { $move }
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
tables-dtz-hover = DTZ : les demi-coups jusqu’à la prochaine prise ou poussée de pion, avec le meilleur jeu des deux camps ; pas les coups jusqu’au mat. Celui de chaque coup se compte après lui, depuis l’autre camp.
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
analysis-undo-nothing = Annuler ({ $keys })
analysis-redo-nothing = Rétablir ({ $keys })
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
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Parties d'échecs (PGN)

## La liste des parties
list-title = Parties de { $file }
list-pasted = Parties collées
list-search = Recherche
list-search-hint = joueur, tournoi, lieu, ouverture ou année (accents et casse ignorés)
list-search-name = Rechercher dans les parties
list-of = { $shown } sur { $total }
list-row-name = { $position } : { $white } – { $black }, { $result }, { $date }, { $event }
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

## Pourquoi une position mise en place est impossible
number-words =
    { $count ->
        [0] aucun
        [1] un
        [2] deux
        [3] trois
        [4] quatre
        [5] cinq
        [6] six
        [7] sept
        [8] huit
        [9] neuf
        [10] dix
        [11] onze
        [12] douze
       *[other] { $count }
    }
list-and = { $first } et { $last }
list-comma = { $first }, { $last }
editor-no-king = Les { $side } n’ont pas de roi
editor-kings = Les { $side } ont { $count } rois
editor-pawn-back-rank = un pion ne peut pas se trouver sur la première ou la dernière rangée ({ $squares })
editor-opposite-check = Les { $side } sont en échec mais le trait est aux { $mover } : le camp qui n’a pas le trait ne peut pas être en échec
editor-impossible-check = Le roi des { $side } est dans un échec qu’aucun dernier coup n’a pu donner
editor-too-many-pawns = Les { $side } ont { $count } pions : un camp en a au plus huit
editor-queens =
    { $count ->
        [one] { $number } dame
       *[other] { $number } dames
    }
editor-rooks =
    { $count ->
        [one] { $number } tour
       *[other] { $number } tours
    }
editor-knights =
    { $count ->
        [one] { $number } cavalier
       *[other] { $number } cavaliers
    }
editor-light-bishops =
    { $count ->
        [one] { $number } fou de cases blanches
       *[other] { $number } fous de cases blanches
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } fou de cases noires
       *[other] { $number } fous de cases noires
    }
editor-pawns =
    { $count ->
        [one] { $number } pion
       *[other] { $number } pions
    }
editor-material = Les { $side } ont { $pieces }
editor-material-missing = Les { $side } ont { $pieces } : { $promoted } de promotion, mais seulement { $missing }
editor-promoted =
    { $count ->
        [one] une pièce doit venir
       *[other] { $number } pièces doivent venir
    }
editor-missing =
    { $count ->
        [one] il manque un pion
       *[other] il manque { $number } pions
    }
editor-piece-on = { $piece } en { $square }
editor-close-checks = { $side } : { $first } et { $second } donnent tous deux échec au contact du roi (ou à un saut de cavalier) : aucun coup ne donne deux tels échecs
editor-line-not-opened = { $side } : { $first } et { $second } donnent tous deux échec, mais aucun coup de cette pièce ({ $mover }) n’a pu ouvrir la ligne de l’autre ({ $slider }) ({ $squares })
editor-check-unmoved = { $side } : { $piece } donne échec, mais n’a pas pu jouer : un pion sur sa deuxième rangée n’a jamais bougé
editor-check-blocked = { $side } : { $piece } donne échec, mais chaque case d’où il a pu venir ({ $squares }) est occupée
editor-pawn-files = Les pions des { $side } ne peuvent pas venir chacun de sa propre colonne : un pion ne change de colonne qu’en prenant, d’une colonne par rangée avancée
editor-pawn-from = { $square } venu de la colonne { $file }
editor-pawn-captures = Les pions des { $side } demandent au moins { $captures } pour être là ({ $moved }), mais les { $other } { $lost }
editor-captures =
    { $count ->
        [one] une prise
       *[other] { $number } prises
    }
editor-lost =
    { $count ->
        [0] n’ont perdu aucune pièce
        [one] n’ont perdu qu’une pièce
       *[other] n’ont perdu que { $number } pièces
    }
editor-castling-rights = les droits de roque ne correspondent pas aux rois et aux tours
editor-bad-en-passant = aucune prise en passant n’est possible sur cette case
editor-not-legal = la position n’est pas légale
fen-castling-dropped = Le droit de roque de la tour en { $square } a été retiré : { $why }.
fen-no-white-rook = il n’y a pas de tour blanche en { $square }
fen-no-black-rook = il n’y a pas de tour noire en { $square }
fen-king-not-home = le roi des { $side } n’est pas sur sa première rangée, d’où part le roque
fen-other-rook = les { $side } roquent déjà avec une autre tour de ce côté du roi
fen-ep-dropped = La case de prise en passant { $square } a été retirée : { $why }.
fen-ep-rank-white = avec le trait aux Blancs, une case de prise en passant est sur la sixième rangée
fen-ep-rank-black = avec le trait aux Noirs, une case de prise en passant est sur la troisième rangée
fen-ep-no-black-pawn = aucun pion noir n’est en { $square } comme après un pas double
fen-ep-no-white-pawn = aucun pion blanc n’est en { $square } comme après un pas double
fen-ep-no-white-taker = aucun pion blanc ne peut prendre en { $square }
fen-ep-no-black-taker = aucun pion noir ne peut prendre en { $square }

## Une FEN illisible
fen-invalid = FEN non valide : { $part }
fen-not-fen = le texte n’est pas une FEN
fen-bad-board = le placement des pièces (premier champ) n’est pas valide
fen-bad-board-ranks = le placement des pièces (premier champ) n’est pas valide : 8 rangées de 8 cases, depuis a8
fen-bad-pocket = la réserve n’est pas valide
fen-bad-turn = le trait (deuxième champ) doit être w ou b
fen-bad-castling = les droits de roque (troisième champ) ne sont pas valides
fen-bad-ep = la case de prise en passant (quatrième champ) n’est pas valide
fen-bad-checks = les échecs restants ne sont pas valides
fen-bad-halfmoves = le compteur de demi-coups (cinquième champ) n’est pas un nombre
fen-bad-fullmoves = le numéro du coup (sixième champ) n’est pas un nombre positif
fen-illegal = position illégale : { $reasons }
fen-empty-board = l’échiquier est vide
fen-missing-king = il manque un roi
fen-too-many-kings = un camp a plus d’un roi
fen-back-rank-pawns = des pions sont sur la première ou la dernière rangée
fen-bad-ep-square = la case de prise en passant ne suit pas un pas double de pion
fen-opposite-check = le camp qui n’a pas le trait est en échec
fen-impossible-check = l’échec est impossible
fen-too-much-material = il y a plus de matériel qu’une partie ne peut en avoir
fen-variant = une règle de variante est enfreinte

## Avis : fichiers, sauvegarde automatique, réglages
notice-explorer-failed = L’explorateur n’a pas pu être construit : { $why }.
notice-search-failed = Impossible de chercher les parties atteignant cette position : { $why }. Rien n’a été modifié.
notice-editor-not-kept = La position en cours n’a pas pu être conservée dans { $path } : { $why }.
notice-editor-back = La position que vous mettiez en place est revenue.
notice-editor-not-back = La position en cours n’a pas pu être restaurée ({ $why }) ; elle est toujours dans { $path }.
notice-bad-options = Rookery a été lancé avec des options inutilisables : { $why }. Il démarre normalement à la place.
notice-not-restored = La dernière partie n’a pas pu être restaurée : { $why }.
notice-not-restored-kept = La dernière partie n’a pas pu être restaurée : { $why }. Elle a été conservée sous { $path }.
game-names = { $white } contre { $black }
notice-unfinished-kept = La partie inachevée { $names } a été conservée dans { $path } (Fichier › Parties récentes).
notice-taken-back = { $count ->
    [one] Un coup repris
   *[other] { $count } coups repris
}
notice-takeback-refused = { $name } a refusé de reprendre le coup
notice-unfinished-stays = La partie inachevée { $names } n’a pas pu être ajoutée aux archives ({ $why }) ; elle reste dans { $path }.
notice-unfinished-not-archived = La partie inachevée n’a pas pu être ajoutée aux archives : { $why }.
notice-not-archived = La partie n’a pas pu être ajoutée aux archives : { $why }.
notice-autosave-failed = La partie n’a pas pu être enregistrée dans { $path } : { $why }. Elle est toujours sur l’échiquier.
notice-autosave-not-removed = La partie terminée est aux archives, mais sa sauvegarde automatique dans { $path } n’a pas pu être supprimée : { $why }.
notice-settings-not-saved = Les réglages n’ont pas pu être enregistrés dans { $path } : { $why }.
notice-other-launch = Un autre lancement de Rookery a demandé une chose impossible : { $why }
notice-clipboard-empty = Le presse-papiers ne contient pas de texte.
notice-pasted-position = Une nouvelle partie commence depuis la position collée.
notice-pasted-games = Le texte collé contient { $count } parties.
notice-dropped-not-pgn = { $name } n’est pas un fichier PGN : Rookery ouvre les fichiers finissant par .pgn (aussi .pgn.gz, .pgn.zst, .pgn.bz2) et leurs archives .zip.
notice-image-copied = L’image de l’échiquier est dans le presse-papiers.
notice-image-failed = Impossible de créer l’image : { $why }.
notice-making = Création de { $name }…
notice-image-not-started = Impossible de commencer l’image : { $why }.
notice-not-opened = Impossible d’ouvrir { $path } : { $why }.
notice-not-started-reading = Impossible de commencer à lire { $name } : { $why }.
notice-reading = Lecture de { $name }…
notice-choose-pgn = { $name } contient { $count } fichiers PGN : choisissez-en un.
notice-packed-not-pgn = { $name } est compressé en { $packing }, mais son contenu n’est pas du PGN : ses premiers 64 Ko ne contiennent ni balise ni coup. Rien n’a été modifié.
notice-not-pgn = { $name } n’est pas un fichier PGN : ses premiers 64 Ko ne contiennent ni balise ni coup. Rien n’a été modifié.
notice-not-read = Impossible de lire { $name } : { $why }. Rien n’a été modifié.
notice-no-games = { $name } ne contient aucune partie : ce n’est peut-être pas un fichier PGN. Rien n’a été modifié.
notice-stopped-reading = Lecture de { $name } arrêtée.
games-count-grouped =
    { $count ->
        [one] { $number } partie
       *[other] { $number } parties
    }
notice-stopped-listed = Lecture de { $name } arrêtée : { $games } listées.
notice-listed = { $name } : { $games }.
notice-changed-reload = { $name } a changé sur le disque depuis sa lecture : rechargez-le pour lire ses parties.
notice-game-not-read = Impossible de lire la partie { $number } de { $name } : { $why }.
notice-changed-first = { $name } a changé sur le disque depuis sa lecture : rechargez-le d’abord. Rien n’a été modifié.
notice-changing = Modification de { $name }…
notice-not-started-changing = Impossible de commencer à modifier { $name } : { $why }.
notice-would-lose = { $name } contient { $count } parties qu’écraser avec cette partie ferait perdre : rien n’a été écrit. Choisissez un autre nom.
notice-saved = { $name } enregistré.
notice-not-saved = Impossible d’enregistrer { $path } : { $why }. Rien n’a été modifié sur le disque.
notice-not-from-file = La partie ne vient pas d’un fichier de plusieurs parties : utilisez Enregistrer sous.
notice-still-reading = { $name } est encore en lecture : réécrivez la partie une fois le fichier entièrement listé.
notice-compressed = { $name } est compressé en { $packing } : Rookery n’écrit pas dedans. Utilisez Enregistrer sous.
notice-changed-since-opened = { $name } a changé sur le disque depuis son ouverture : rien n’a été écrit. Utilisez Enregistrer sous, ou rouvrez le fichier.
notice-could-not-read = Impossible de lire { $path } : { $why }.
notice-saved-back = Partie { $number } réenregistrée dans { $name } ; ses { $count } autres parties sont inchangées.
notice-no-mistakes = Le rapport ne trouve aucune erreur des { $side } dont apprendre (après l’ouverture).

## Le panneau : libellés, export d’image, exercices, entraînement et problèmes
label-moves = Coups
label-explorer-moves = Coups joués ici
label-graph = Courbe d’évaluation : les chances des Blancs au fil de la partie
graph-no-evaluation = pas d’évaluation
graph-start = Début
variation-more =
    { $count ->
        [one] ⊞ 1 coup de plus
       *[other] ⊞ { $count } coups de plus
    }
variation-show = Montrer toute la variante
file-reload = Recharger { $name }
file-reload-hover = Relister le fichier tel qu’il est maintenant
export-title = Exporter une image
export-width = Largeur de l’échiquier
export-width-name = Largeur de l’échiquier en pixels
export-caption = Légende
export-caption-what = Joueurs et coup (un GIF : le résultat)
export-seconds-suffix = s par coup
export-seconds-name = Secondes par coup d’un GIF
export-hint = Nommez le fichier .png ou .svg pour la position affichée, .gif pour la partie.
export-save = Enregistrer…
export-copy = Copier l’image
export-close = Fermer
archive-title = Ouvrir un fichier de { $name }
archive-holds = { $name } contient { $count } fichiers PGN :
retro-done = Terminé : { $solved } réussis, { $failed } manqués.
retro-find = Le coup { $number } des { $side } était { $played } ({ $judgement }). Trouvez un meilleur coup.
judgement-inaccuracy = imprécision
judgement-mistake = erreur
judgement-blunder = gaffe
retro-better = Le meilleur coup était { $san }.
retro-not-found = Le moteur n’a pas encore trouvé le meilleur coup.
retro-the-mistake = { $san } est le coup joué dans la partie. Trouvez-en un meilleur.
retro-checking = Vérification de { $san }…
retro-solved = Réussi : { $san } est un bon coup.
retro-not-enough = { $san } n’est pas assez bon : il concède trop. Essayez un autre coup, ou montrez la réponse.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } était le meilleur.
verdict-good = Bon coup
verdict-inaccuracy = Imprécision
verdict-mistake = Erreur
verdict-blunder = Gaffe
computer-stopped = Le moteur de l’ordinateur s’est arrêté : { $why } La partie est conservée et ses pendules sont arrêtées.
computer-stopped-untimed = Le moteur de l’ordinateur s’est arrêté : { $why } La partie est conservée.
engine-none-found = Aucun moteur d’échecs trouvé. Installez Stockfish (sous Debian et Ubuntu : sudo apt install stockfish), ou choisissez le programme d’un moteur dans les Réglages.
report-not-started = Le rapport n’a pas pu démarrer : { $why }
report-stopped = Le rapport s’est arrêté.
report-fault = { $why } Le rapport garde ce qui a été trouvé avant.
tables-not-read = Les tables n’ont pas pu être lues : { $why }
hint-browsing = Vous regardez un coup antérieur. Revenez à la partie pour jouer : Fin ou « Retour à la partie ».
hint-computer-only = Un indice est réservé aux parties contre l’ordinateur.
notice-engine-off-in-game = Le moteur et le rapport servent à l’analyse : ils restent éteints pendant une partie.
notice-engine-on-analysis = Le moteur et le rapport fonctionnent sur l’échiquier d’analyse : choisissez Analyser pour étudier cette partie avec eux.
notice-pgn-copied = Le PGN de la partie est dans le presse-papiers.
notice-fen-copied = La FEN de la position est dans le presse-papiers.
notice-line-copied =
    { $count ->
        [one] La ligne de { $count } coup est dans le presse-papiers en PGN.
       *[other] La ligne de { $count } coups est dans le presse-papiers en PGN.
    }
io-not-found = ce fichier n’existe pas
io-permission = permission refusée
io-folder = c’est un dossier
explorer-pass-stopped = le passage s’est arrêté
zip-no-pgn = l’archive zip ne contient aucun fichier .pgn
dialog-no-service = Ce bureau n’a pas de service de dialogue de fichiers (ni portail de bureau ni zenity).
dialog-unavailable = Aucun dialogue de fichiers n’est disponible ici.
dialog-failed = Le dialogue de fichiers n’a pas pu s’afficher (aucun portail n’a répondu, et zenity manque ou a échoué).
dialog-pgn-games = Parties PGN
dialog-images = Images (PNG, SVG, GIF de la partie)
dialog-books = Livres Polyglot

## Menus pour lecteur d’écran, coups tapés, cadences
menu-a11y = Menu { $title }
report-counts-hover = Imprécisions (?!), erreurs (?) et gaffes (??) selon lichess, et la perte moyenne en centipions
panel-width = Largeur du panneau : glisser, ou ← et → quand il a le clavier
notice-image-not-saved = Impossible d’enregistrer { $name } : { $why }. Rien n’a été modifié.
work-stopped = le travail s’est arrêté
typed-no-piece = Aucune pièce ne peut aller en { $square }
typed-several = { $typed } correspond à plusieurs coups : { $moves }
typed-illegal = { $san } n’est pas un coup légal ici
typed-nothing = « { $typed } » n’est ni un coup ni une commande (aide les liste)
typed-word-resign = abandon
typed-word-draw = nulle
typed-word-takeback = reprendre
typed-word-flip = tourner
typed-word-clock = pendule
typed-word-who = qui
typed-word-help = aide
delay-fischer = Incrément Fischer
delay-bronstein = Délai Bronstein
delay-simple = Délai simple

## Modifier un fichier de parties : ce qui a été fait ; écriture ; collage ; réglages
edit-read-only = { $name } est compressé : il est en lecture seule ici.
edit-added = partie ajoutée à { $name }
edit-deleted = { $games } supprimée(s) de { $name }
edit-not-undone = Impossible d’annuler ({ $what }) : { $why }.
edit-undone = annulé : { $what }
edit-not-pgn = { $name } n’est pas un fichier PGN. Rien n’a été modifié.
edit-appended = { $other } ajouté à la fin de { $name }
edit-no-duplicates = { $name } n’a pas de doublons
edit-removed = { $games } retirée(s) de { $name }
edit-copied = { $games } copiée(s) dans { $name }
edit-unsupported = { $why } Rien n’a été modifié.
edit-failed = Impossible de modifier { $name } : { $why }. Rien n’a été modifié.
edit-lost = La modification s’est arrêtée en cours ; le fichier est inchangé.
edit-done = { $what }.
write-no-folder = le dossier { $folder } n’existe pas
write-not-writable = impossible d’écrire dans le dossier { $folder }
write-read-only = le dossier { $folder } est sur un disque en lecture seule
write-disk-full = le disque est plein
write-is-folder = { $path } est un dossier
paste-bad-fen = La FEN collée n’est pas une position légale : { $why }.
paste-neither-why = Le texte collé n’est ni du PGN ni une FEN : { $why }.
paste-neither = Le texte collé (« { $text } ») n’est ni du PGN ni une FEN.
settings-unreadable = Les réglages de { $path } n’ont pas pu être lus ({ $why }) ; les valeurs par défaut sont utilisées.
settings-kept-as = il a été conservé sous { $path }
settings-not-kept = il n’a pas pu être mis de côté ({ $why })
settings-damaged = Le fichier de réglages { $path } est endommagé ({ $why }) : les valeurs par défaut sont utilisées, et { $kept }.

## Les tables, le moteur, le livre ; annuler ; ce que la partie refuse
tables-thrown-away =
    Ce coup gâche { $had ->
            [win] le gain
           *[draw] la nulle
        } : selon les tables, c’est maintenant { $now ->
            [lost] perdu
           *[draw] nul
        }.
tables-castling = Les tables ne contiennent aucune position avec un droit de roque.
tables-too-many = La position compte { $count } pièces ; les tables ici en couvrent au plus { $max }.
tables-missing = La table pour { $material } manque.
tables-unreadable = Les tables n’ont pas pu être lues : { $why }.
engine-quit = Le moteur s’est arrêté inopinément.
engine-quit-status = Le moteur s’est arrêté inopinément ({ $status }).
engine-no-answer = Le moteur n’a pas répondu à { $what } en { $seconds } s.
engine-not-uci = { $path } n’est pas un moteur UCI : il n’a pas répondu `uciok` à `uci`.
engine-not-stopped = Le moteur ne s’est pas arrêté en { $seconds } s et a été terminé.
engine-not-started = Impossible de lancer { $path } : { $why }
engine-no-input = le moteur n’a pas d’entrée
engine-no-output = le moteur n’a pas de sortie
engine-no-thread = Impossible de lancer le fil du moteur : { $why }
engine-found-nothing = Le moteur n’a rien trouvé en { $seconds } s et a été terminé.
engine-did-not-start = { $path } n’a pas démarré comme un moteur.
engine-no-core = Tous les cœurs calculent déjà pour une autre partie de Rookery (le rapport de partie, le moteur de l’échiquier ou les exercices). Réessayez quand elle aura fini.
book-unreadable = Le livre d’ouvertures { $path } est illisible : { $why }.
book-empty = Le livre d’ouvertures { $path } est vide.
book-not-a-book = { $path } n’est pas un livre Polyglot : ses { $size } octets ne font pas un nombre entier d’entrées de 16 octets.
undo-result = Résultat { $result }
undo-add = Ajouter { $move }
undo-promote = Remonter { $move }
undo-main-line = Faire de { $move } la ligne principale
undo-delete-from = Supprimer depuis { $move }
undo-delete-variation = Supprimer la variante { $move }
undo-line = Ligne { $moves }
undo-comment = Commentaire { $spot }
undo-comment-before = Commentaire avant { $spot }
undo-the-start = le début
undo-glyph = Symbole sur { $move }
undo-drawing = Dessin sur { $spot }
undo-report = Rapport de partie
refused-game-over = la partie est terminée
refused-illegal-move = { $from }-{ $to } n’est pas un coup légal
refused-promotion = un pion qui atteint la dernière rangée doit être promu : choisissez une pièce
refused-san = « { $text } » n’est pas un coup légal en SAN
refused-uci = « { $text } » n’est pas un coup légal en UCI
refused-no-claim = aucune nulle ne peut être réclamée : la position n’est pas apparue trois fois et 50 coups ne sont pas passés sans prise ni coup de pion
refused-no-offer = l’adversaire n’a pas proposé la nulle
refused-offered = vous avez déjà proposé la nulle
refused-no-takeback = il n’y a aucun coup à reprendre
refused-takeback-over = la partie est terminée : ses coups ne peuvent pas être repris
refused-no-ply = la partie n’a pas de demi-coup { $ply }
refused-no-variation = la partie n’a pas cette variante
refused-viewing-past = un coup antérieur est affiché : revenez à la partie pour jouer
refused-not-record = une partie en cours ne se modifie pas : analysez-la une fois terminée
refused-main-line = le coup est sur la ligne principale
refused-nothing-to-undo = il n’y a rien à annuler
refused-main-line-changed = la ligne principale a changé pendant le rapport : relancez-le

## Le moteur : chances
engine-wdl = G { $win } % N { $draw } % P { $loss } %
window-close = Fermer la fenêtre
clock-name = Pendule des { $side } { $time }
clock-name-running = Pendule des { $side } { $time }, en marche
report-counts = { $name } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name } : { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, perte moy. { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Problèmes
control-stop-puzzles = Arrêter les problèmes
control-puzzles-hover = Problèmes tactiques : trouver le meilleur coup, classés, en série ou un recueil répété
control-import-puzzles = Importer des problèmes…
control-import-puzzles-hover = Ajoute la base de problèmes de lichess (.csv, .csv.zst), un recueil EPD ou un fichier PGN de positions
control-dashboard = Tableau de bord des problèmes
control-show-solution = Montrer la solution
control-analyse-puzzle = Analyser
puzzle-find = Trait aux { $side } : trouvez le meilleur coup.
puzzle-right = Bien ! Continuez.
puzzle-solved = Résolu !
puzzle-solved-after = Résolu, après une erreur.
puzzle-wrong = { $san } n'est pas le coup. Le problème compte comme échoué : trouvez le bon coup ou montrez la solution.
puzzle-solution = La solution : { $line }
puzzle-no-line = Ce problème ne nomme aucun coup.
puzzle-none = Aucun problème ne convient : importez la base de problèmes de lichess (menu Partie, Importer des problèmes…) ou choisissez un autre thème.
puzzle-none-due = Aucun problème échoué à revoir aujourd'hui.
puzzle-set-done = Le recueil est terminé : ce cycle est fini. Suivant commence le cycle suivant.
puzzle-streak-over = La série s'arrête à { $count }.
puzzle-store-failed = La base de problèmes : { $why }
puzzle-imported = { $added } problèmes ajoutés depuis { $name } ({ $bad } lignes erronées ignorées).
puzzle-bad-row = { $name } : { $what }
puzzle-importing = Import de { $name }
puzzle-filing = Tri de { $name } par thème et classement
puzzle-rating = Classement { $rating } { $change }
puzzle-streak = Série { $count } (record { $best })
puzzle-review = Problèmes échoués : { $count } à revoir
puzzle-set = { $name } : { $at } sur { $total }, cycle { $cycle }
puzzle-mode = Problèmes
puzzle-mode-rated = Classés
puzzle-mode-streak = Série
puzzle-mode-review = Échoués ({ $count } à revoir)
puzzle-mode-set = Recueil : { $name }
puzzle-difficulty = Difficulté
puzzle-difficulty-easiest = Très facile
puzzle-difficulty-easier = Plus facile
puzzle-difficulty-normal = Normale
puzzle-difficulty-harder = Plus difficile
puzzle-difficulty-hardest = Très difficile
puzzle-theme = Thème
puzzle-theme-any = Tous les thèmes
dashboard-title = Tableau de bord des problèmes
dashboard-played = { $played } joués, { $solved } résolus
dashboard-rating = Classement au fil du temps
dashboard-per-day = Problèmes par jour
dashboard-themes = Réussite par thème, le plus faible d'abord
dialog-puzzles = Fichiers de problèmes
prompt-puzzles = Importer des problèmes
prompt-puzzles-words = Tapez le chemin d'un fichier de problèmes : .csv ou .csv.zst de lichess, un recueil .epd ou un .pgn de positions.
# lichess's puzzle themes.
theme-mate = Mat
theme-mateIn1 = Mat en 1
theme-mateIn2 = Mat en 2
theme-mateIn3 = Mat en 3
theme-mateIn4 = Mat en 4
theme-mateIn5 = Mat en 5
theme-oneMove = Un coup
theme-short = Court
theme-long = Long
theme-veryLong = Très long
theme-opening = Ouverture
theme-middlegame = Milieu de partie
theme-endgame = Finale
theme-fork = Fourchette
theme-pin = Clouage
theme-skewer = Enfilade
theme-discoveredAttack = Attaque à la découverte
theme-hangingPiece = Pièce en prise
theme-sacrifice = Sacrifice
theme-deflection = Déviation
theme-attraction = Attraction
theme-promotion = Promotion
theme-advancedPawn = Pion avancé
theme-backRankMate = Mat du couloir
theme-castling = Roque
theme-enPassant = Prise en passant
theme-quietMove = Coup tranquille
theme-defensiveMove = Coup défensif
theme-kingsideAttack = Attaque sur l'aile roi
theme-crushing = Écrasant
theme-advantage = Avantage
theme-equality = Égalité
# Puzzles found in the listed file.
control-find-puzzles = Trouver des problèmes dans ce fichier
control-find-puzzles-hover = Cherche avec le moteur, sur chaque cœur libre, les moments des parties du fichier où un seul coup gagne ; ils deviennent un recueil
puzzle-no-file = Ouvrez d'abord un fichier de parties : les problèmes sont cherchés dans le fichier ouvert.
puzzle-finding = Recherche de problèmes : { $done } parties sur { $games }, { $found } trouvés
puzzle-found = { $count } problèmes trouvés : le recueil « { $name } ».
dashboard-cycles = Recueils, cycle par cycle
dashboard-cycle = cycle { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = Le répertoire : { $why }
repertoire-holes-need-file = Ouvrez d'abord un fichier de parties : les trous sont les réponses que ses parties jouent (dans l'explorateur) et auxquelles votre répertoire ne répond pas.
repertoire-no-moves = Jouez d'abord sur l'échiquier les coups à ajouter.
repertoire-all-done = Toutes les cartes de cet entraînement ont reçu une réponse.
repertoire-none-due = Aucune carte n'est à revoir maintenant. Entraînez-vous en avance pour les revoir toutes.
repertoire-your-move = Aux { $side } de jouer : jouez le coup de votre répertoire.
repertoire-right = Juste.
repertoire-wrong = { $san } n'est pas dans votre répertoire. La flèche montre son coup : jouez-le.
repertoire-other = { $san } est juste. Votre répertoire joue aussi un autre coup ici, suivi de cartes : jouez celui-là.
repertoire-hint = La flèche montre le coup de votre répertoire.
repertoire-title = Répertoire : { $name } ({ $side })
repertoire-counts = Cartes { $cards } · nouvelles { $new } · à revoir { $due } · dans les 7 jours { $week } · apprises { $learned } · oubliées { $lapsed }
repertoire-which-side = { $name } ne nomme aucun camp. Pour quel camp est ce répertoire ?
repertoire-drill = S'entraîner ({ $count })
repertoire-ahead = S'entraîner en avance
repertoire-hint-button = Indice
repertoire-stop = Arrêter l'entraînement
repertoire-holes = Trous
repertoire-progress = Progrès…
repertoire-close = Fermer le répertoire
repertoire-doubles = Deux coups après : { $lines }
repertoire-holes-title = Trous ({ $count })
repertoire-hole = { $line } : { $reply } ({ $games } sur { $reaching } parties)
repertoire-no-holes = Aucun trou : chaque réponse jouée dans 5 % des parties a sa réponse.
repertoire-lines = Lignes
repertoire-line = { $line } : { $learned } sur { $cards } apprises
repertoire-start = le début
control-open-repertoire = Ouvrir un répertoire…
control-open-repertoire-hover = Ouvre un fichier PGN de variantes comme votre répertoire d'ouvertures, pour l'entraîner et trouver ses trous
control-add-to-repertoire = Ajouter ces coups à mon répertoire
control-add-to-repertoire-hover = Ajoute les coups jusqu'à la position affichée à votre répertoire (un nouveau demande son fichier ; son camp est celui du bas)
control-drill-repertoire = S'entraîner au répertoire
control-stop-drilling = Arrêter l'entraînement
prompt-repertoire = Ouvrir un répertoire
prompt-repertoire-words = Tapez le chemin d'un répertoire : un fichier PGN de variantes.
prompt-new-repertoire = Nouveau répertoire
prompt-new-repertoire-words = Tapez le chemin du fichier PGN du nouveau répertoire.
