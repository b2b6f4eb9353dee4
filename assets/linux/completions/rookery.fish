complete -c rookery -l time -d 'Start a timed game: minutes + increment in seconds (5+3, 0.5+0, 5+2 delay, "W 5+0 / B 3+0")' -r -f
complete -c rookery -l fen -d 'Start from this position (Standard or Chess960 castling)' -r -f
complete -c rookery -l annotate -d 'Write every game of this file with a game report (evaluations, judgements, better lines) to --output, without opening a window' -r -F
complete -c rookery -l output -d 'The file --annotate, --image or --find-puzzles writes' -r -F
complete -c rookery -l image -d 'Write an image without opening a window: of a FEN\'s position, or of a PGN file\'s first game (its last position as .png or .svg, its main line as .gif), to --output' -r
complete -c rookery -l size -d 'The board\'s width in pixels for --image' -r -f
complete -c rookery -l depth -d 'The depth of each search of --annotate and --find-puzzles' -r -f
complete -c rookery -l engine -d 'The UCI engine --annotate, --find-puzzles or --uci runs (default: the settings\' engine, or stockfish on PATH or in /usr/games)' -r -F
complete -c rookery -l level -d 'The computer\'s level for --uci: 1 (a beginner, about 400) to 10 (the engine at full strength)' -r -f
complete -c rookery -l probe -d 'Print what the Syzygy endgame tables say of a position: its outcome, then every legal move\'s (UCI, SAN, outcome, distance to zeroing in plies), without a window' -r -f
complete -c rookery -l tables -d 'A folder of Syzygy tables for --probe (more than once for several; default: the data folder\'s syzygy/)' -r -f -a "(__fish_complete_directories)"
complete -c rookery -l find-puzzles -d 'Find tactics puzzles in a PGN file\'s games with the engine, on every core, and write them to --output as lichess\'s puzzle CSV, without a window' -r -F
complete -c rookery -l import-puzzles -d 'Add puzzles to the puzzle store without a window: lichess\'s database (.csv or .csv.zst), an EPD test suite (.epd) or a PGN file of positions with their solutions (.pgn). Prints how many were added' -r -F
complete -c rookery -l puzzle-store -d 'The puzzle store --import-puzzles adds to (default: puzzles.sqlite in the data folder)' -r -F
complete -c rookery -l repertoire -d 'An opening repertoire (a PGN file of variations) to print, without a window: its cards with --cards, its holes with --gaps. One JSON object a line' -r -F
complete -c rookery -l side -d 'The repertoire\'s side (default: the side its Repertoire tag names)' -r -f -a "white\t'White\'s repertoire'
black\t'Black\'s'"
complete -c rookery -l gaps -d 'Print the repertoire\'s holes against a reference PGN file: each position where the reference\'s games play a reply the repertoire does not answer, with the reply and its games' -r -F
complete -c rookery -l min-share -d 'The share of the games reaching a position, in percent, from which a reply counts for --gaps (default 5)' -r -f
complete -c rookery -l install-desktop -d 'Register Rookery with the desktop (menu entry, icon, and the program for .pgn files) in the user\'s XDG folders, then exit'
complete -c rookery -l uninstall-desktop -d 'Remove what --install-desktop put in place, then exit'
complete -c rookery -l replace -d 'Let --annotate write over the file it reads (--output the same file); without it, that is refused'
complete -c rookery -l flip -d '--image from Black\'s side'
complete -c rookery -l uci -d 'Serve the computer at --level as a UCI engine on standard input and output (for a tournament manager to measure it), without a window'
complete -c rookery -l cards -d 'Print the repertoire\'s cards: each position where its side is to move, with the moves it accepts there in SAN'
complete -c rookery -s h -l help -d 'Print help (see more with \'--help\')'
complete -c rookery -s V -l version -d 'Print version'
complete -c rookery -f -a "(__fish_complete_suffix .pgn .pgn.gz .pgn.zst .pgn.bz2 .zip)"
