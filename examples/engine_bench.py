#!/usr/bin/env python3
"""The reference for engine_bench.rs: python-chess's chess.engine drives the
same Stockfish over every position of the same game (the first of at least
80 plies of FILE) at the same depth, one thread, 16 MB hash, and prints the
time. Usage: python3 examples/engine_bench.py FILE.pgn [DEPTH] [ENGINE]"""
import sys
import time

import chess
import chess.engine
import chess.pgn

path = sys.argv[1]
depth = int(sys.argv[2]) if len(sys.argv) > 2 else 14
program = sys.argv[3] if len(sys.argv) > 3 else "/usr/games/stockfish"
with open(path, encoding="utf-8", errors="replace") as f:
    while True:
        game = chess.pgn.read_game(f)
        if game is None:
            sys.exit("no game of 80 plies")
        if len(list(game.mainline_moves())) >= 80 and not game.errors:
            break
engine = chess.engine.SimpleEngine.popen_uci(program)
engine.configure({"Threads": 1, "Hash": 16})
board = game.board()
positions = [board.copy()]
for move in game.mainline_moves():
    board.push(move)
    positions.append(board.copy())
start = time.perf_counter()
for position in positions:
    if position.is_game_over():
        continue
    # The same game throughout: one ucinewgame, as Rookery's report sends.
    engine.analyse(position, chess.engine.Limit(depth=depth), game=game)
took = time.perf_counter() - start
engine.quit()
print(f"python-chess: {len(positions) - 1} plies, {len(positions)} positions at depth {depth}, one thread: {took:.2f} s")
