# Rookery's words in English: the list of every message. Another language's
# file has the same ids; a message it lacks is said in English.

## The settings window
settings-language = Language
settings-language-system = The system's ({ $language })
settings-letters = Piece letters
settings-letters-language = The language's ({ $letters })
settings-letters-english = English ({ $letters })

## The board as a screen reader says it: "e4, white pawn, last move"
square-empty = { $square }, empty
square-piece = { $square }, { $piece }
piece-white-king = white king
piece-white-queen = white queen
piece-white-rook = white rook
piece-white-bishop = white bishop
piece-white-knight = white knight
piece-white-pawn = white pawn
piece-black-king = black king
piece-black-queen = black queen
piece-black-rook = black rook
piece-black-bishop = black bishop
piece-black-knight = black knight
piece-black-pawn = black pawn
mark-selected = selected
mark-can-take = can take
mark-can-go = can go
mark-last-move = last move
mark-check = check
mark-picked-up = picked up

## Counts
games-count =
    { $count ->
        [one] { $count } game
       *[other] { $count } games
    }

## The rows under the move list and the Game menu
control-back-to-game = Back to game
control-continue = Continue from here…
control-continue-hover = Start a live game from the position shown, keeping the moves that led to it
control-practice = Practice from here
control-practice-hover = Play the side to move against the computer at full strength, each move judged
control-new-game = New game…
control-flip = Flip board
control-engine = Engine
control-engine-off = Engine off
control-engine-hover = Shows the engine's best lines, its evaluation and arrows for the position shown
control-threat = Show threat
control-threat-off = Hide threat
control-threat-hover = What the side that just moved threatens: the engine's lines with the move passed, in red
control-stop-report = Stop report
control-stop-report-hover = Stops the game report; what it found is kept
control-report = Game report
control-report-hover = The engine over every move: evaluations, mistakes marked, better lines
control-learn = Learn from { $name }'s mistakes
control-learn-hover = The report's inaccuracies, mistakes and blunders as puzzles
control-show-move = Show the move
control-hint = Hint
control-hint-hover = Shows the piece to move, then the move
control-take-back = Take back
control-take-back-hover = Takes back your last move and the computer's answer
control-takeback = Takeback…
control-takeback-hover = Asks the opponent to allow taking back the last move
control-resume-clocks = Resume clocks
control-pause-clocks = Pause clocks
control-start = Start
control-back = Back one move
control-forward = Forward one move
control-latest = Latest move
control-puzzles = Learn from { $name }'s mistakes: { $at } of { $total } · solved { $solved } · failed { $failed }
control-show-answer = Show the answer
control-next = Next
control-skip = Skip
control-stop = Stop
control-retry = Retry
control-restart-engine = Restart the engine
control-two-people = Go on as two people

## The Game menu's switches and answers
control-auto-flip = Auto-flip
control-auto-flip-hover = Turn the board after each move so the player to move sits at the bottom
control-figurines = Figurines
control-figurines-hover = Piece figurines in the move list instead of letters
control-settings = Settings…
control-shortcuts = Keyboard shortcuts
control-allow-takeback = Allow the takeback
control-refuse-takeback = Refuse the takeback
control-accepts-draw = { $name } accepts the draw
control-declines-draw = { $name } declines the draw
control-offers-draw = { $name } offers a draw
control-resigns = { $name } resigns…
control-result = Result
control-result-unknown = * (not known)
control-result-hover = The game's result; edits of the moves keep it
control-quit = Quit

## The File menu
file-open = Open…
file-new-analysis = New analysis
file-analyse-position = Analyse this position
file-set-up = Set up position…
file-set-up-hover = Place pieces with the mouse, starting from the position shown
file-save = Save
file-save-as = Save as…
file-recent = Recent games…
file-paste = Paste game or FEN
file-copy-pgn = Copy PGN
file-copy-fen = Copy FEN
file-export-image = Export image…
file-copy-image = Copy image

## The players' boxes
side-white = White
side-black = Black
player-name = { $side }'s name
player-clock-recorded = Clock reading recorded in the game
player-resign-name = Resign ({ $name })
player-has-offered = { $name } has offered a draw
player-offer-name = Offer a draw ({ $name })
player-offer-disabled = A draw can be offered while the game goes on
claim-threefold = threefold repetition
claim-fifty = 50-move rule
player-claim = Claim a draw ({ $claim })
player-offers = { $name } offers a draw.
player-accept-draw = Accept draw
player-decline = Decline
player-asks-takeback = { $name } asks to take back their last move.
player-allow-takeback = Allow takeback
player-refuse = Refuse
player-claim-with = Claim a draw with { $move }
player-claim-with-hover = Plays { $move } and claims the draw by { $claim } it allows

## The move field
field-hint = Type a move
field-hover = Type a move ({ $examples }) or resign, draw, takeback, flip, clock, who, help; Enter focuses it
field-game-over = The game is over.
field-no-claim = No draw can be claimed with that move.
field-no-game = There is no game going on to resign.
field-no-takeback = There is no move to take back.
field-no-clock = The game has no clock.
field-help = Moves: { $examples }; a square picks up a piece. Words: resign, draw (draw { $claim } claims with the move), takeback, flip, clock, who, help.
field-to-move = { $name } ({ $side }) to move
field-played = ; { $name } played { $move }

## The settings window
settings-title = Settings
settings-new-games = New games
settings-engine = Engine
settings-book = Opening book
settings-board = Board
theme-brown = Brown
theme-blue = Blue
theme-green = Green
theme-grey = Grey
settings-slide = Pieces slide
speed-off = Off
speed-fast = Fast
speed-normal = Normal
speed-slow = Slow
settings-show = Show
settings-coordinates = Coordinates on the board
settings-dots = Dots on legal moves
settings-figurines = Figurines in the move list
settings-play = Play
settings-auto-flip = Turn the board after each move
settings-takebacks = Allow takebacks against the computer
settings-sound = Sound
settings-sounds = Sounds
settings-volume = volume
settings-found = { $path } (found)
settings-no-engine = none found: apt install stockfish
settings-choose = Choose…
settings-choose-engine = Choose the engine
settings-default = Default
settings-threads = Threads
settings-engine-threads = Engine threads
settings-hash = Hash (MB)
settings-hash-name = Hash in MB
settings-lines = Lines
settings-bar-wdl = The evaluation bar shows the expected score (win/draw/loss)
settings-bar-wdl-hover = Where the engine gives its chances; otherwise the score's winning chances
settings-report = Game report:
settings-depth = depth
settings-report-depth = The report's depth
settings-seconds = seconds a move
settings-report-seconds = The report's seconds a move
settings-no-book = none (a Polyglot .bin file)
settings-choose-book = Choose an opening book
settings-remove = Remove
settings-remove-book-hover = The book's moves no longer show
settings-stop-book = Stop using the opening book
settings-computer-book = The computer opens from the book (levels 6 to 10)
settings-tables = Endgame tables (Syzygy), besides the data folder's syzygy/:
settings-remove-tables-hover = The tables in this folder are no longer read
settings-remove-folder = Remove { $folder }
settings-tables-field = A folder of endgame tables
settings-add = Add
settings-add-disabled = Type the path of a folder that holds .rtbw and .rtbz files
settings-choose-tables = Choose a folder of endgame tables
settings-time-control = Time control
settings-time-field = A new game's time control
settings-or-untimed = { $error }, or untimed

## The settings window: a new game's players
settings-new-white = A new game's White
settings-new-black = A new game's Black

## The New game dialog
new-title = New game
new-title-continue = Continue from here
new-start = Start game
new-cancel = Cancel
new-person = Person
new-computer = Computer
new-side-person = { $side }: a person
new-side-computer = { $side }: the computer
new-side-level = { $side }: the computer's level
new-level-full = Level { $number } (full strength)
new-level-about = Level { $number } (about { $rating })
computer-provisional = Computer, Rookery level { $level }
computer-name = { $engine }, Rookery level { $level }
player-computer-short = Level { $level } · { $engine }
player-computer = Computer
new-cannot-play = The computer cannot play: { $why }
new-time-control = Time control
new-untimed = Untimed
new-custom = Custom
new-odds = Different time for each side (time odds)
new-side-colon = { $side }:
new-minutes = { $side }'s minutes
new-seconds = { $side }'s seconds a move
new-delay = { $side }'s increment or delay
new-from-shown = The game starts from the position shown.
new-goes-on =
    The game goes on from the position shown, keeping the { $count ->
        [one] { $count } half-move
       *[other] { $count } half-moves
    } that led to it.
new-already-over = The rules already end the game there: { $why }.
new-fen-title = Start position (FEN, empty for the usual start)
new-fen-name = Start position (FEN)
new-960 = Chess960 no.
new-960-name = Chess960 number
new-use = Use
new-use-hover = Start from this Chess960 position (518 is the usual one)
new-random = Random
new-set-up = Set up on the board…
new-set-up-hover = Place the pieces with the mouse
new-last = Use the last position
new-legal = ✔ a legal position

## The list of keyboard shortcuts (F1)
shortcuts-title = Keyboard shortcuts
help-new-game = New game…
help-new-analysis = New analysis
help-set-up-a-position = Set up a position…
help-open-a-pgn-file = Open a PGN file…
help-save = Save
help-save-as = Save as…
help-paste-a-game-pgn-or-a = Paste a game (PGN) or a position (FEN)
help-undo-an-edit-in-a-game = Undo an edit (in a game being played: ask to take back the last move)
help-redo = Redo
help-mark-the-move = Mark the move ! ? !! ?? !? ?!
help-delete-the-move-shown-and-what = Delete the move shown and what follows
help-quit = Quit
help-accept-the-draw-offered-or-allow = Accept the draw offered, or allow the takeback asked for
help-decline-the-draw-offered-or-refuse = Decline the draw offered, or refuse the takeback asked for
help-flip-the-board = Flip the board
help-the-board-s-squares-the-arrows = The board's squares: the arrows walk them, Enter or Space picks up and puts down
help-type-a-move-nf3-e2e4-o = Type a move (Nf3, e2e4, O-O) or resign, draw, takeback, flip, clock, who, help
help-engine-on-or-off-analysis-board = Engine on or off (analysis board)
help-show-threat-what-the-side-that = Show threat: what the side that just moved threatens (analysis board)
help-game-report-the-engine-over-every = Game report: the engine over every move
help-hint-against-the-computer-the-piece = Hint against the computer: the piece to move, then the move
help-one-move-back = One move back
help-one-move-forward = One move forward
help-the-start = The start
help-the-latest-move = The latest move
help-this-list = This list
help-the-menus-between-them-and-enter = The menus: ← → between them, ↑ ↓ and Enter in one, Esc closes
help-the-file-game-and-move-menus = The File, Game and Move menus
key-first-letter = a move's first letter
key-right-click = right click
key-right-drag = Right drag
key-delete = Delete
key-enter = Enter
key-shift = Shift
key-home = Home
key-ctrl = Ctrl
key-or = or
key-alt = Alt
key-end = End
key-esc = Esc
help-put-a-selected-piece-back = Put a selected piece back
help-close-the-editor = Close the board editor (as Cancel)
help-draw-an-arrow-a-circle-shift = Draw an arrow, a circle (Shift or Ctrl: red, Alt: blue, both: yellow)
help-choose-and-open-a-game-in = Choose and open a game in the game list

## The status line and the result
status-to-move = { $name } to move
status-to-move-check = { $name } to move — check
status-checkmated = { $name } is checkmated
status-stalemated = { $name } is stalemated
end-checkmate = { $winner } wins by checkmate
end-stalemate = Draw by stalemate
end-insufficient = Draw: neither side can checkmate (dead position)
end-dead = Draw — dead position: no sequence of legal moves can checkmate
end-fivefold = Draw by fivefold repetition
end-seventy-five = Draw by the 75-move rule
end-threefold = Draw by threefold repetition (claimed by { $name })
end-fifty = Draw by the 50-move rule (claimed by { $name })
end-agreement = Draw by agreement
end-resigns = { $name } resigns
end-time = { $winner } wins on time
end-time-insufficient = Draw — { $flagged }'s flag fell, but { $other } cannot checkmate
end-wins = { $winner } wins
end-draw = Draw
end-ongoing = Game in progress

## Questions and banners over the board
resign-title = Resign as { $name }?
resign-winner = { $name } will win the game.
resign-button = Resign
resign-keep = Keep playing
over-analyse = Analyse
over-analyse-hover = Go over the game: try other moves, comment, draw arrows
over-close = Close
restored-analysis = Analysis restored
restored-analysis-words = Your analysis comes back as you left it: its edits are not saved yet.
restored-analysis-of = Your analysis of { $file } comes back as you left it: its edits are not saved yet.
restored-go-on = Go on
restored-game = Game restored
restored-game-words =
    { $white } vs { $black }: the game goes on where it stopped, after { $count ->
        [one] { $count } move
       *[other] { $count } moves
    }.
restored-paused = The clocks are paused until you resume.
restored-resume = Resume
restored-continue = Continue
unsaved-title = Save the changes to { $name }?
unsaved-this = this analysis
unsaved-before-open = Your moves, comments and drawings will be lost if you do not save them before opening another game.
unsaved-before-practice = Your moves, comments and drawings will be lost if you do not save them before practising from this position.
unsaved-before-quit = Your moves, comments and drawings will be lost if you do not save them before quitting.
unsaved-save = Save
unsaved-discard = Discard

## The engine area
engine-report-progress = Report: move { $done } of { $total }
engine-stop = Stop
engine-stop-hover = What was found is kept
engine-go-on = Go on
engine-go-on-hover = The report goes on from where it stopped
engine-choose = Choose an engine…
engine-stopped-report = The game report stopped at move { $moves } when Rookery was closed; what it found is kept.
engine-depth = depth { $depth }
engine-thinking = The engine is thinking… ({ $keys } turns it off)
engine-no-threat = No threat to show: { $side } is in check or the game is over.
engine-threat-off = ({ $keys } turns Show threat off)
engine-threat = Threat ({ $score }): { $line }
engine-looking = Looking for what { $side } threatens…
engine-threat-hover = What { $side } would play if it were { $side }'s move again ({ $keys } turns it off)
engine-checkmate = Checkmate
engine-stalemate = Stalemate
engine-wdl-hover = White's chances of a win, a draw and a loss, as the engine says
engine-wdl-line = { $wdl } (White's, per mille: win/draw/loss)
engine-line-name = Line { $at } of { $total }: { $score } { $line }; Enter plays it up to { $move }
engine-play-line = Play the line up to here into the record
engine-graph = White's chances over the game

## The game's header, the tables, the book and the explorer
header-has-offered = { $name } has offered a draw.
header-time-control = Time control { $control }
header-time-control-paused = Time control { $control } — clocks paused
header-round = { $event }, round { $round }
header-read-error = ⚠ Read up to an error: { $error }.
header-rules-start = The rules would have ended this game at the start: { $result }.
header-rules-after = The rules would have ended this game after { $move }: { $result }.
tables-title = Tablebase: { $side } to move, { $outcome }
tables-win = win
tables-cursed-win = cursed win
tables-draw = draw
tables-blessed-loss = blessed loss
tables-loss = loss
tables-mate = mate
tables-play-hover = Play it into the record
tables-dtz-hover = DTZ: the plies (half-moves) to the next capture or pawn move, with best play from both sides; not the moves to mate. Each move's is counted after it, from the other side.
tables-practice = Play it against the tables
tables-practice-hover = Play the side to move; the computer defends perfectly
book-title = Book:
book-hover = Weight { $weight }: play it into the record
book-name = Book move { $move }, { $share } per cent

## The move list's tabs and the explorer
tab-moves = Moves
tab-explorer = Explorer
tab-explorer-progress = Explorer { $percent }%
explorer-pasted = the pasted games
explorer-playing = Playing every game of { $file }…
explorer-cancel = Cancel
explorer-stopped = The explorer of { $file } was stopped.
explorer-again = Explore again
explorer-failed = The explorer could not read { $file }: { $why }.
explorer-games =
    { $count ->
        [one] { $shown } game
       *[other] { $shown } games
    }
explorer-reaching = Games reaching this position
explorer-reaching-hover = List the games of the file that reach this position
explorer-none-reach = No game of { $file } reaches this position.
explorer-none-on = No game went on from here.
explorer-limit = The explorer counts the moves of the first { $plies } plies (to move { $moves }), as lichess's does.
explorer-replaying = Replaying the games that can reach this position…
explorer-stop = Stop
explorer-replay-hover = Replay the games of the file that can reach it, and list them
explorer-during-game = During a game, moves are played on the board
explorer-no-result = no result known
explorer-shares = White { $white }%, draws { $draws }%, Black { $black }%

## The file bar and the move list
bar-analysis = Analysis
bar-new-game = New game
bar-games = Games ({ $count })
bar-games-hover = The list of games in the open file
moves-none = No moves yet.

## Annotation glyphs
glyph-1 = Good move
glyph-2 = Mistake
glyph-3 = Brilliant move
glyph-4 = Blunder
glyph-5 = Interesting move
glyph-6 = Dubious move
glyph-10 = Equal position
glyph-13 = Unclear position
glyph-14 = White is slightly better
glyph-15 = Black is slightly better
glyph-16 = White is better
glyph-17 = Black is better
glyph-18 = White is winning
glyph-19 = Black is winning
glyph-146 = Novelty
glyph-32 = Development
glyph-36 = Initiative
glyph-40 = Attack
glyph-132 = Counterplay
glyph-138 = Time trouble
glyph-44 = With compensation
glyph-140 = With the idea
glyph-22 = Zugzwang

## The analysis bar and the Move menu
analysis-undo = Undo { $what } ({ $keys })
analysis-redo = Redo { $what } ({ $keys })
analysis-undo-nothing = Undo ({ $keys })
analysis-redo-nothing = Redo ({ $keys })
analysis-move-menu-hover = Promote, make main line, delete, copy the move shown
analysis-position-glyphs = How the position stands
analysis-observation-glyphs = Novelty, initiative, attack …
analysis-more-glyphs = The glyphs the row has no room for
analysis-start = the start
analysis-before = Before { $name }…
analysis-comment-on = Comment on { $name }…
analysis-promote = Promote variation
analysis-main-line = Make main line
analysis-delete-from = Delete from here
analysis-delete-variation = Delete variation
analysis-collapse = Collapse variation
analysis-comment = Comment…
analysis-glyphs = Glyphs
analysis-copy-line = Copy line as PGN

## The menus' titles
menu-file = File
menu-game = Game
menu-move = Move
menu-name = { $title } menu

## File windows: the path field, Save's choice, a dropped file
prompt-open = Open a PGN file
prompt-open-action = Open
prompt-save = Save the game
prompt-save-action = Save
prompt-engine = Choose a chess engine
prompt-choose-action = Choose
prompt-export = Export an image of the board
prompt-export-action = Export
prompt-append = Append a PGN file
prompt-append-action = Append
prompt-copy = Copy the game to a file
prompt-copy-action = Copy
prompt-tables = Add a folder of endgame tables
prompt-add-action = Add
prompt-book = Choose an opening book
prompt-open-words = Type the file's path, drop the file on the window, or give it on the command line (rookery FILE.pgn).
prompt-save-words = Type the path to save the game to.
prompt-engine-words = Type the path of a UCI engine's program.
prompt-export-words = Type the path of the image: .png or .svg for the position, .gif for the game.
prompt-append-words = Type the path of the PGN file whose games to add.
prompt-copy-words = Type the path of the PGN file to add the game to (made if missing).
prompt-tables-words = Type the path of a folder that holds Syzygy tables (.rtbw and .rtbz files).
prompt-book-words = Type the path of a Polyglot book (a .bin file).
prompt-path = Path
prompt-name-alone = A name alone is looked for in { $folder }
prompt-cancel = Cancel
choice-holds = This game came from { $name }, which holds { $count } more games.
choice-write-back = Write it back into { $name }
choice-write-back-hover = The other games are copied unchanged
choice-alone = Save this game alone as…
drop-open = Drop to open { $name }
drop-not-pgn = { $name } is not a PGN file
# The type of a .pgn file, as the system's file manager names it (the Windows installer's file association).
file-type-pgn = Chess games (PGN)

## The game list
list-title = Games in { $file }
list-pasted = Pasted games
list-search = Search
list-search-hint = player, event, site, opening or year (accents and case do not count)
list-search-name = Search the games
list-of = { $shown } of { $total }
list-row-name = { $position }: { $white } – { $black }, { $result }, { $date }, { $event }
list-start = the starting position
list-after = the position after { $line }
list-only =
    Only the { $count ->
        [one] game
       *[other] { $shown } games
    } reaching { $position }
list-show-all = Show all games
list-stopped = Reading was stopped: the list holds the games found.
list-sort-hover = Sort by this column (again to reverse)
column-white = White
column-black = Black
column-result = Result
column-date = Date
column-event = Event
column-opening = Opening
column-elo = Elo
column-moves = Moves

## What a screen reader hears as the game goes
say-moved = { $name }: { $move }
say-passes = passes
say-to-move = { $name } ({ $side }) to move
say-offers = { $name } offers a draw
say-asks-takeback = { $name } asks to take back their last move
say-can-claim = { $name } can claim a draw by { $claim }
say-low-time = { $name } is low on time
say-castles-short = castles short
say-castles-long = castles long
say-move = { $piece } { $square }
say-takes = { $piece } takes { $square }
say-check = check
say-checkmate = checkmate
role-king = king
role-queen = queen
role-rook = rook
role-bishop = bishop
role-knight = knight
role-pawn = pawn
role-piece = piece

## Setting up a position
editor-title = Set up a position
editor-over = Legal, but over: { $why }
editor-legal = Legal position
editor-play = Play from here…
editor-play-hover = Choose the players and the time control, then play
editor-analyse = Analyse
editor-analyse-hover = Open it in the analysis board
editor-cancel-hover = Back to the game, as it was
editor-hand = Drag pieces; off the board removes
editor-eraser = Click squares to clear them
editor-piece = Click squares to put it
editor-start = Start
editor-start-hover = The usual starting position
editor-clear = Clear
editor-clear-hover = An empty board
editor-flip = Flip
editor-flip-hover = Turn the board around
editor-960 = 960 no.
editor-set = Set
editor-to-move = To move:
editor-castling = Castling:
editor-castling-off = The king and that rook do not stand where castling is possible
editor-en-passant = En passant:
editor-en-passant-name = En passant square
editor-half-moves = Half-moves:
editor-half-moves-name = Half-moves since a capture or pawn move
editor-move = Move:
editor-move-name = Move number

## Editing a file of games
edits-one = game { $number }
edits-one-players = game { $number } ({ $white } – { $black })
edits-many = { $count } games
edits-add = Add the game on the board
edits-add-hover = Adds it at the end of the file; every other game is kept as it is
edits-choose-hint = Ctrl+click (or Ctrl+Space) chooses more games, Shift+click a run
edits-delete = Delete { $what }…
edits-copy = Copy { $what } to…
edits-append = Append a file…
edits-duplicates = Remove duplicates
edits-duplicates-hover = The later copies of games with the same moves, event, site, date, round, players and result
edits-undo = Undo
edits-undo-hover = Undo: { $what }
edits-delete-title = Delete { $what } from { $name }?
edits-rewritten = The file is rewritten; Undo brings back what is deleted.
edits-delete-button = Delete

## Why a position set up cannot stand
number-words =
    { $count ->
        [0] no
        [1] one
        [2] two
        [3] three
        [4] four
        [5] five
        [6] six
        [7] seven
        [8] eight
        [9] nine
        [10] ten
        [11] eleven
        [12] twelve
       *[other] { $count }
    }
list-and = { $first } and { $last }
list-comma = { $first }, { $last }
editor-no-king = { $side } has no king
editor-kings = { $side } has { $count } kings
editor-pawn-back-rank = a pawn cannot stand on the first or last rank ({ $squares })
editor-opposite-check = { $side } is in check but it is { $mover }'s move: the side not to move cannot be in check
editor-impossible-check = { $side }'s king is in a check no last move could have given
editor-too-many-pawns = { $side } has { $count } pawns: a side has at most eight
editor-queens =
    { $count ->
        [one] { $number } queen
       *[other] { $number } queens
    }
editor-rooks =
    { $count ->
        [one] { $number } rook
       *[other] { $number } rooks
    }
editor-knights =
    { $count ->
        [one] { $number } knight
       *[other] { $number } knights
    }
editor-light-bishops =
    { $count ->
        [one] { $number } light-squared bishop
       *[other] { $number } light-squared bishops
    }
editor-dark-bishops =
    { $count ->
        [one] { $number } dark-squared bishop
       *[other] { $number } dark-squared bishops
    }
editor-pawns =
    { $count ->
        [8] all eight pawns
        [one] one pawn
       *[other] { $number } pawns
    }
editor-material = { $side } has { $pieces }
editor-material-missing = { $side } has { $pieces }: { $promoted } promoted, but only { $missing } missing
editor-promoted =
    { $count ->
        [one] one piece must have been
       *[other] { $number } pieces must have been
    }
editor-missing =
    { $count ->
        [one] one pawn is
       *[other] { $number } pawns are
    }
editor-piece-on = { $piece } on { $square }
editor-close-checks = { $side }'s { $first } and { $second } both give check from next to the king (or a knight's jump away): no single move gives two such checks
editor-line-not-opened = { $side }'s { $first } and { $second } both give check, but no move of that { $mover } could have opened the { $slider }'s line ({ $squares })
editor-check-unmoved = { $side }'s { $piece } gives check, but it cannot have moved: a pawn on its second rank has never moved
editor-check-blocked = { $side }'s { $piece } gives check, but every square it could have come from ({ $squares }) is occupied
editor-pawn-files = { $side }'s pawns cannot each have come from a file of its own: a pawn changes file only by capturing, one file for each rank it advances
editor-pawn-from = { $square } from the { $file }-file
editor-pawn-captures = { $side }'s pawns need at least { $captures } to stand where they do ({ $moved }), but { $other } { $lost }
editor-captures =
    { $count ->
        [one] one capture
       *[other] { $number } captures
    }
editor-lost =
    { $count ->
        [0] has lost no piece
        [one] has lost only one piece
       *[other] has lost only { $number } pieces
    }
editor-castling-rights = the castling rights do not match the kings and rooks
editor-bad-en-passant = no en passant capture is possible on that square
editor-not-legal = the position is not legal
fen-castling-dropped = The castling right of the rook on { $square } was dropped: { $why }.
fen-no-white-rook = there is no white rook on { $square }
fen-no-black-rook = there is no black rook on { $square }
fen-king-not-home = { $side }'s king is not on its first rank, where castling starts
fen-other-rook = { $side } already castles with another rook on that side of the king
fen-ep-dropped = The en passant square { $square } was dropped: { $why }.
fen-ep-rank-white = with White to move, an en passant square is on the sixth rank
fen-ep-rank-black = with Black to move, an en passant square is on the third rank
fen-ep-no-black-pawn = no black pawn stands on { $square } as after a double step
fen-ep-no-white-pawn = no white pawn stands on { $square } as after a double step
fen-ep-no-white-taker = no white pawn can take on { $square }
fen-ep-no-black-taker = no black pawn can take on { $square }

## A FEN that cannot be read
fen-invalid = invalid FEN: { $part }
fen-not-fen = the text is not a FEN
fen-bad-board = the piece placement (first field) is not valid
fen-bad-board-ranks = the piece placement (first field) is not valid: 8 ranks of 8 squares, from a8
fen-bad-pocket = the pocket is not valid
fen-bad-turn = the side to move (second field) must be w or b
fen-bad-castling = the castling rights (third field) are not valid
fen-bad-ep = the en passant square (fourth field) is not valid
fen-bad-checks = the remaining checks are not valid
fen-bad-halfmoves = the halfmove clock (fifth field) is not a number
fen-bad-fullmoves = the move number (sixth field) is not a positive number
fen-illegal = illegal position: { $reasons }
fen-empty-board = the board is empty
fen-missing-king = a king is missing
fen-too-many-kings = a side has more than one king
fen-back-rank-pawns = pawns stand on the first or last rank
fen-bad-ep-square = the en passant square does not follow a double pawn push
fen-opposite-check = the side not to move is in check
fen-impossible-check = the check is impossible
fen-too-much-material = there is more material than a game can have
fen-variant = a variant rule is broken

## Notices: files, the autosave, the settings
notice-explorer-failed = The explorer could not be built: { $why }.
notice-search-failed = Could not look for the games reaching this position: { $why }. Nothing was changed.
notice-editor-not-kept = The position being set up could not be kept in { $path }: { $why }.
notice-editor-back = The position you were setting up is back.
notice-editor-not-back = The position being set up could not be brought back ({ $why }); it is still in { $path }.
notice-bad-options = Rookery was started with options it cannot use: { $why }. It starts as usual instead.
notice-not-restored = The last game could not be restored: { $why }.
notice-not-restored-kept = The last game could not be restored: { $why }. It was kept as { $path }.
game-names = { $white } vs { $black }
notice-unfinished-kept = The unfinished game { $names } was kept in { $path } (File › Recent games).
notice-taken-back = { $count ->
    [one] One move taken back
   *[other] { $count } moves taken back
}
notice-takeback-refused = { $name } refused the takeback
notice-unfinished-stays = The unfinished game { $names } could not be added to the archive ({ $why }); it stays in { $path }.
notice-unfinished-not-archived = The unfinished game could not be added to the archive: { $why }.
notice-not-archived = The game could not be added to the archive: { $why }.
notice-autosave-failed = The game could not be saved to { $path }: { $why }. It is still on the board.
notice-autosave-not-removed = The finished game is in the archive, but its autosave in { $path } could not be removed: { $why }.
notice-settings-not-saved = The settings could not be saved to { $path }: { $why }.
notice-other-launch = Another launch of Rookery asked for something it cannot do: { $why }
notice-clipboard-empty = The clipboard holds no text.
notice-pasted-position = A new game starts from the pasted position.
notice-pasted-games = The pasted text holds { $count } games.
notice-dropped-not-pgn = { $name } is not a PGN file: Rookery opens files ending in .pgn (also .pgn.gz, .pgn.zst, .pgn.bz2) and .zip archives of them.
notice-image-copied = The board's image is on the clipboard.
notice-image-failed = Could not make the image: { $why }.
notice-making = Making { $name }…
notice-image-not-started = Could not start making the image: { $why }.
notice-not-opened = Could not open { $path }: { $why }.
notice-not-started-reading = Could not start reading { $name }: { $why }.
notice-reading = Reading { $name }…
notice-choose-pgn = { $name } holds { $count } PGN files: choose one.
notice-packed-not-pgn = { $name } is { $packing }-compressed, but what it holds is not PGN: its first 64 KB hold no tag pair and no move. Nothing was changed.
notice-not-pgn = { $name } is not a PGN file: its first 64 KB hold no tag pair and no move. Nothing was changed.
notice-not-read = Could not read { $name }: { $why }. Nothing was changed.
notice-no-games = { $name } holds no games: it may not be a PGN file. Nothing was changed.
notice-stopped-reading = Stopped reading { $name }.
games-count-grouped =
    { $count ->
        [one] { $number } game
       *[other] { $number } games
    }
notice-stopped-listed = Stopped reading { $name }: { $games } listed.
notice-listed = { $name }: { $games }.
notice-changed-reload = { $name } changed on disk since it was listed: reload it to read its games.
notice-game-not-read = Could not read game { $number } of { $name }: { $why }.
notice-changed-first = { $name } changed on disk since it was listed: reload it first. Nothing was changed.
notice-changing = Changing { $name }…
notice-not-started-changing = Could not start changing { $name }: { $why }.
notice-would-lose = { $name } holds { $count } games and saving this game over it would lose them: nothing was written. Choose another name.
notice-saved = Saved { $name }.
notice-not-saved = Could not save { $path }: { $why }. Nothing on disk was changed.
notice-not-from-file = The game is not from a file of several games: use Save as.
notice-still-reading = { $name } is still being read: write the game back once it is listed whole.
notice-compressed = { $name } is { $packing } compressed: Rookery does not write into it. Use Save as.
notice-changed-since-opened = { $name } changed on disk since it was opened: nothing was written. Use Save as, or open the file again.
notice-could-not-read = Could not read { $path }: { $why }.
notice-saved-back = Saved game { $number } back into { $name }; its other { $count } games are unchanged.
notice-no-mistakes = The report finds no mistake of { $side }'s to learn from (past the opening).

## The panel: labels, the export window, puzzles, practice and problems
label-moves = Moves
label-explorer-moves = Moves played here
label-graph = Evaluation graph: White's chances over the game
graph-no-evaluation = no evaluation
graph-start = Start
variation-more =
    { $count ->
        [one] ⊞ 1 more move
       *[other] ⊞ { $count } more moves
    }
variation-show = Show the whole variation
file-reload = Reload { $name }
file-reload-hover = List the file again as it is now
export-title = Export image
export-width = Board width
export-width-name = Board width in pixels
export-caption = Caption
export-caption-what = Players and move (a GIF: the result)
export-seconds-suffix = s a move
export-seconds-name = A GIF's seconds a move
export-hint = Name the file .png or .svg for the position shown, .gif for the game.
export-save = Save…
export-copy = Copy image
export-close = Close
archive-title = Open a file of { $name }
archive-holds = { $name } holds { $count } PGN files:
retro-done = Done: { $solved } solved, { $failed } failed.
retro-find = { $side }'s move { $number } was { $played } ({ $judgement }). Find a better move.
judgement-inaccuracy = inaccuracy
judgement-mistake = mistake
judgement-blunder = blunder
retro-better = The better move was { $san }.
retro-not-found = The engine has not found the better move yet.
retro-the-mistake = { $san } is the move played in the game. Find a better one.
retro-checking = Checking { $san }…
retro-solved = Solved: { $san } is a good move.
retro-not-enough = { $san } is not good enough: it gives away too much. Try another move, or show the answer.
practice-verdict = { $verdict }.
practice-verdict-best = { $verdict }. { $san } was best.
verdict-good = Good move
verdict-inaccuracy = Inaccuracy
verdict-mistake = Mistake
verdict-blunder = Blunder
computer-stopped = The computer's engine stopped: { $why } The game is kept and its clocks are stopped.
computer-stopped-untimed = The computer's engine stopped: { $why } The game is kept.
engine-none-found = No chess engine was found. Install Stockfish (on Debian and Ubuntu: sudo apt install stockfish), or choose an engine's program in Settings.
report-not-started = The report could not start: { $why }
report-stopped = The report stopped.
report-fault = { $why } The report keeps what was found before.
tables-not-read = The tables could not be read: { $why }
hint-browsing = You are looking at an earlier move. Back to the game to move: End or “Back to game”.
hint-computer-only = A hint is for a game against the computer.
notice-engine-off-in-game = The engine and the report are for analysis: they stay off while a game is played.
notice-engine-on-analysis = The engine and the report work on the analysis board: choose Analyse to look at this game with them.
notice-pgn-copied = The game's PGN is on the clipboard.
notice-fen-copied = The position's FEN is on the clipboard.
notice-line-copied =
    { $count ->
        [one] The line of { $count } move is on the clipboard as PGN.
       *[other] The line of { $count } moves is on the clipboard as PGN.
    }
io-not-found = there is no such file
io-permission = permission denied
io-folder = it is a folder
explorer-pass-stopped = the pass stopped
zip-no-pgn = the zip archive holds no .pgn file
dialog-no-service = This desktop has no file dialog service (no desktop portal and no zenity).
dialog-unavailable = No file dialog is available here.
dialog-failed = The file dialog could not be shown (no desktop portal answered, and zenity is missing or failed).
dialog-pgn-games = PGN games
dialog-images = Images (PNG, SVG, GIF of the game)
dialog-books = Polyglot books

## Menus for a screen reader, typed moves, time controls
menu-a11y = { $title } menu
report-counts-hover = Inaccuracies (?!), mistakes (?) and blunders (??) as lichess judges them, and the average centipawn loss
panel-width = Panel width: drag, or ← and → while it has the keyboard
notice-image-not-saved = Could not save { $name }: { $why }. Nothing was changed.
work-stopped = the work stopped
typed-no-piece = No piece can go to { $square }
typed-several = { $typed } fits several moves: { $moves }
typed-illegal = { $san } is not a legal move here
typed-nothing = "{ $typed }" is no move and no command (help lists them)
typed-word-resign = resign
typed-word-draw = draw
typed-word-takeback = takeback
typed-word-flip = flip
typed-word-clock = clock
typed-word-who = who
typed-word-help = help
delay-fischer = Fischer increment
delay-bronstein = Bronstein delay
delay-simple = Simple delay

## Editing a file of games: what was done; writing; pasting; settings
edit-read-only = { $name } is compressed, so it is read-only here.
edit-added = added the game to { $name }
edit-deleted = deleted { $games } from { $name }
edit-not-undone = Could not undo ({ $what }): { $why }.
edit-undone = undone: { $what }
edit-not-pgn = { $name } is not a PGN file. Nothing was changed.
edit-appended = appended { $other } to { $name }
edit-no-duplicates = { $name } has no duplicates
edit-removed = removed { $games } from { $name }
edit-copied = copied { $games } to { $name }
edit-unsupported = { $why } Nothing was changed.
edit-failed = Could not change { $name }: { $why }. Nothing was changed.
edit-lost = The edit stopped half-way; the file is as it was.
edit-done = { $what }.
write-no-folder = there is no folder { $folder }
write-not-writable = the folder { $folder } cannot be written to
write-read-only = the folder { $folder } is on a read-only disk
write-disk-full = the disk is full
write-is-folder = { $path } is a folder
paste-bad-fen = The pasted FEN is not a legal position: { $why }.
paste-neither-why = The pasted text is neither PGN nor a FEN: { $why }.
paste-neither = The pasted text ("{ $text }") is neither PGN nor a FEN.
settings-unreadable = The settings in { $path } could not be read ({ $why }); the defaults are used.
settings-kept-as = it was kept as { $path }
settings-not-kept = it could not be kept aside ({ $why })
settings-damaged = The settings file { $path } is damaged ({ $why }): the defaults are used, and { $kept }.

## The tables, the engine, the book; undo; what the game refuses
tables-thrown-away =
    That move throws away { $had ->
            [win] the win
           *[draw] the draw
        }: the tables say it is { $now ->
            [lost] lost
           *[draw] a draw
        } now.
tables-castling = The tables hold no position with a castling right.
tables-too-many = The position has { $count } pieces; the tables here cover at most { $max }.
tables-missing = The table for { $material } is missing.
tables-unreadable = The tables could not be read: { $why }.
engine-quit = The engine quit unexpectedly.
engine-quit-status = The engine quit unexpectedly ({ $status }).
engine-no-answer = The engine did not answer { $what } within { $seconds } seconds.
engine-not-uci = { $path } is not a UCI engine: it did not answer `uci` with `uciok`.
engine-not-stopped = The engine did not stop within { $seconds } seconds and was ended.
engine-not-started = Could not start { $path }: { $why }
engine-no-input = the engine has no input
engine-no-output = the engine has no output
engine-no-thread = Could not start the engine's thread: { $why }
engine-found-nothing = The engine found nothing within { $seconds } seconds and was ended.
engine-did-not-start = { $path } did not start as an engine.
engine-no-core = Every core is already searching for another part of Rookery (the game report, the board’s engine or the puzzles). Try again when it is done.
book-unreadable = The opening book { $path } cannot be read: { $why }.
book-empty = The opening book { $path } is empty.
book-not-a-book = { $path } is not a Polyglot book: its { $size } bytes are not a whole number of 16-byte entries.
undo-result = Result { $result }
undo-add = Add { $move }
undo-promote = Promote { $move }
undo-main-line = Make { $move } the main line
undo-delete-from = Delete from { $move }
undo-delete-variation = Delete the variation { $move }
undo-line = Line { $moves }
undo-comment = Comment { $spot }
undo-comment-before = Comment before { $spot }
undo-the-start = the start
undo-glyph = Glyph on { $move }
undo-drawing = Drawing on { $spot }
undo-report = Game report
refused-game-over = the game is over
refused-illegal-move = { $from }-{ $to } is not a legal move
refused-promotion = a pawn reaching the last rank must promote: choose a piece
refused-san = "{ $text }" is not a legal move in SAN
refused-uci = "{ $text }" is not a legal move in UCI
refused-no-claim = no draw can be claimed: the position has not occurred three times and 50 moves have not passed without a capture or pawn move
refused-no-offer = the opponent has not offered a draw
refused-offered = you have already offered a draw
refused-no-takeback = there is no move to take back
refused-takeback-over = the game is over: its moves cannot be taken back
refused-no-ply = the game has no ply { $ply }
refused-no-variation = the game has no such variation
refused-viewing-past = an earlier move is shown: back to the game to move
refused-not-record = a game being played is not edited: analyse it once it is over
refused-main-line = the move is on the main line
refused-nothing-to-undo = there is nothing to undo
refused-main-line-changed = the main line changed while the report ran: run it again

## The engine: chances
engine-wdl = W { $win }% D { $draw }% L { $loss }%
window-close = Close window
clock-name = { $side } clock { $time }
clock-name-running = { $side } clock { $time }, running
report-counts = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??
report-counts-acpl = { $name }: { $inaccuracies } ?!, { $mistakes } ?, { $blunders } ??, ACPL { $acpl }

# How said parts and sentences are joined (announcements to a screen reader).
join-parts = { $first }, { $then }
join-sentences = { $first }. { $then }
join-after-stop = { $first } { $then }

# Tactics puzzles.
control-puzzles-start = Puzzles
control-stop-puzzles = Stop puzzles
control-puzzles-hover = Tactics puzzles: find the best move, rated, as a streak, or a set repeated
control-import-puzzles = Import puzzles…
control-import-puzzles-hover = Adds lichess's puzzle database (.csv, .csv.zst), an EPD suite or a PGN file of positions to the puzzle store
control-dashboard = Puzzle dashboard
control-show-solution = Show solution
control-analyse-puzzle = Analyse
puzzle-find = { $side } to move: find the best move.
puzzle-right = Right! Keep going.
puzzle-solved = Solved!
puzzle-solved-after = Solved, after a mistake.
puzzle-wrong = { $san } is not the move. The puzzle counts as failed: find the right move or show the solution.
puzzle-solution = The solution: { $line }
puzzle-no-line = This puzzle names no move to play.
puzzle-none = No puzzle fits: import lichess's puzzle database (Game menu, Import puzzles…) or choose another theme.
puzzle-none-due = No failed puzzle is due today.
puzzle-set-done = The set is done: this cycle is over. Next begins the next cycle.
puzzle-streak-over = The streak ends at { $count }.
puzzle-store-failed = The puzzle store: { $why }
puzzle-imported = { $added } puzzles added from { $name } ({ $bad } bad rows skipped).
puzzle-bad-row = { $name }: { $what }
puzzle-importing = Importing { $name }
puzzle-filing = Filing { $name } by theme and rating
puzzle-rating = Rating { $rating } { $change }
puzzle-streak = Streak { $count } (best { $best })
puzzle-review = Failed puzzles: { $count } due
puzzle-set = { $name }: { $at } of { $total }, cycle { $cycle }
puzzle-mode = Puzzles
puzzle-mode-rated = Rated
puzzle-mode-streak = Streak
puzzle-mode-review = Failed puzzles ({ $count } due)
puzzle-mode-set = Set: { $name }
puzzle-difficulty = Difficulty
puzzle-difficulty-easiest = Easiest
puzzle-difficulty-easier = Easier
puzzle-difficulty-normal = Normal
puzzle-difficulty-harder = Harder
puzzle-difficulty-hardest = Hardest
puzzle-theme = Theme
puzzle-theme-any = Any theme
dashboard-title = Puzzle dashboard
dashboard-played = { $played } played, { $solved } solved
dashboard-rating = Rating over time
dashboard-per-day = Puzzles per day
dashboard-themes = Success by theme, weakest first
dialog-puzzles = Puzzle files
prompt-puzzles = Import puzzles
prompt-puzzles-words = Type the path of a puzzle file: lichess's .csv or .csv.zst, an .epd suite, or a .pgn of positions.
# lichess's puzzle themes.
theme-mate = Mate
theme-mateIn1 = Mate in 1
theme-mateIn2 = Mate in 2
theme-mateIn3 = Mate in 3
theme-mateIn4 = Mate in 4
theme-mateIn5 = Mate in 5
theme-oneMove = One move
theme-short = Short
theme-long = Long
theme-veryLong = Very long
theme-opening = Opening
theme-middlegame = Middlegame
theme-endgame = Endgame
theme-fork = Fork
theme-pin = Pin
theme-skewer = Skewer
theme-discoveredAttack = Discovered attack
theme-hangingPiece = Hanging piece
theme-sacrifice = Sacrifice
theme-deflection = Deflection
theme-attraction = Attraction
theme-promotion = Promotion
theme-advancedPawn = Advanced pawn
theme-backRankMate = Back-rank mate
theme-castling = Castling
theme-enPassant = En passant
theme-quietMove = Quiet move
theme-defensiveMove = Defensive move
theme-kingsideAttack = Kingside attack
theme-crushing = Crushing
theme-advantage = Advantage
theme-equality = Equality
# Puzzles found in the listed file.
control-find-puzzles = Find puzzles in this file
control-find-puzzles-hover = Searches the listed file's games with the engine, on every free core, for moments where one move wins; they become a set
puzzle-no-file = Open a file of games first: puzzles are found in the listed file.
puzzle-finding = Finding puzzles: { $done } of { $games } games, { $found } found
puzzle-found = { $count } puzzles found: the set “{ $name }”.
dashboard-cycles = Sets, cycle by cycle
dashboard-cycle = cycle { $number } { $time } ({ $solved }/{ $played })

# The opening repertoire.
repertoire-failed = The repertoire: { $why }
repertoire-holes-need-file = Open a file of games first: the holes are the replies its games play (in the explorer) that your repertoire does not answer.
repertoire-no-moves = Play the moves to add on the board first.
repertoire-all-done = Every card of this drill is answered.
repertoire-none-due = No card is due now. Practise ahead to drill them all.
repertoire-your-move = { $side } to move: play your repertoire's move.
repertoire-right = Right.
repertoire-wrong = { $san } is not in your repertoire. The arrow shows its move: play it.
repertoire-other = { $san } is right. Your repertoire also plays another move here, with cards after it: play that one.
repertoire-hint = The arrow shows your repertoire's move.
repertoire-title = Repertoire: { $name } ({ $side })
repertoire-counts = Cards { $cards } · new { $new } · due { $due } · due within 7 days { $week } · learned { $learned } · lapsed { $lapsed }
repertoire-which-side = { $name } names no side. Which side is this repertoire for?
repertoire-drill = Drill ({ $count })
repertoire-ahead = Practise ahead
repertoire-hint-button = Hint
repertoire-stop = Stop drilling
repertoire-holes = Holes
repertoire-progress = Progress…
repertoire-close = Close repertoire
repertoire-doubles = Two moves after: { $lines }
repertoire-holes-title = Holes ({ $count })
repertoire-hole = { $line }: { $reply } ({ $games } of { $reaching } games)
repertoire-no-holes = No hole: every reply played in 5 % of the games is answered.
repertoire-lines = Lines
repertoire-line = { $line }: { $learned } of { $cards } learned
repertoire-start = the start
control-open-repertoire = Open repertoire…
control-open-repertoire-hover = Opens a PGN file of variations as your opening repertoire, to drill and to find its holes
control-add-to-repertoire = Add these moves to my repertoire
control-add-to-repertoire-hover = Adds the moves to the position shown to your repertoire (a new one asks for its file; its side is the one at the bottom)
control-drill-repertoire = Drill repertoire
control-stop-drilling = Stop drilling
prompt-repertoire = Open repertoire
prompt-repertoire-words = Type the path of a repertoire: a PGN file of variations.
prompt-new-repertoire = New repertoire
prompt-new-repertoire-words = Type the path of the new repertoire's PGN file.
