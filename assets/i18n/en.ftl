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
