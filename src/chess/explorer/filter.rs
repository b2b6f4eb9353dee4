//! Which games can reach a position, told without playing them: Scid's
//! tree filter. A pawn never returns to its home square, and material only
//! goes: so a game reaches a position only if the home-square pawns the
//! position has lost are the first ones the game lost (in any order among
//! themselves), and the game's last position has no more pawns and no more
//! men (pieces and pawns) per side than the position. The explorer keeps,
//! per game, the order in which its home-square pawns went and its last
//! material, and answers "games reaching this position" past its ply limit
//! by replaying only the games that pass.

use shakmaty::{Bitboard, Chess, Color, Position, Rank, Role};

/// What a game's record keeps for the filter: eight bytes of the order
/// the home-square pawns went (a nibble each) and four of how many there
/// were, where the game started, and its last material.
#[derive(Debug, Clone, Copy, Default, PartialEq, Eq)]
pub(super) struct Trace {
    /// The home squares (0–7 White's a2–h2, 8–15 Black's a7–h7) in the
    /// order their own pawns went, a nibble each from the lowest.
    order: u64,
    /// Bits 0–4: how many went; bit 5: the game started at the standard
    /// start (else the filter passes it); bits 8–11 and 12–15: White's and
    /// Black's pawns at the end; bits 16–20 and 21–25: their men.
    meta: u32,
}

/// The size of a [`Trace`] on disk.
pub(super) const TRACE_BYTES: usize = 12;

const STARTED: u32 = 1 << 5;

/// The home squares that hold their own pawn, as 16 bits (White's a2–h2,
/// then Black's a7–h7).
fn home_pawns(position: &Chess) -> u16 {
    let board = position.board();
    let rank = |color: Color, r: Rank| {
        let pawns = board.by_piece(color.pawn()) & Bitboard::from_rank(r);
        // The rank's eight bits, a-file lowest.
        (u64::from(pawns) >> (u32::from(r) * 8)) as u16 & 0xff
    };
    rank(Color::White, Rank::Second) | (rank(Color::Black, Rank::Seventh) << 8)
}

/// Per side, its pawns and its men.
fn material(position: &Chess) -> [u32; 4] {
    let board = position.board();
    let pawns = |c: Color| (board.by_color(c) & board.by_role(Role::Pawn)).count() as u32;
    let men = |c: Color| board.by_color(c).count() as u32;
    [
        pawns(Color::White),
        pawns(Color::Black),
        men(Color::White),
        men(Color::Black),
    ]
}

/// Follows a game's positions into its [`Trace`].
#[derive(Debug, Clone, Default)]
pub(super) struct Tracer {
    trace: Trace,
    home: u16,
    /// Whether the game is followed (it started at the standard start).
    on: bool,
}

impl Tracer {
    /// A game starts at `position`.
    pub(super) fn start(&mut self, position: &Chess) {
        self.trace = Trace::default();
        self.home = home_pawns(position);
        self.on = *position.board() == shakmaty::Board::default();
        if self.on {
            self.trace.meta |= STARTED;
        }
    }

    /// The game reached `position` (after a move it counts).
    pub(super) fn follow(&mut self, position: &Chess) {
        if !self.on {
            return;
        }
        let home = home_pawns(position);
        let mut gone = self.home & !home;
        while gone != 0 {
            let square = gone.trailing_zeros();
            gone &= gone - 1;
            let count = self.trace.meta & 0x1f;
            self.trace.order |= u64::from(square) << (4 * count);
            self.trace.meta += 1;
        }
        self.home = home;
    }

    /// The game's last counted position was `position`: its trace.
    pub(super) fn finish(&mut self, position: &Chess) -> Trace {
        let [wp, bp, wm, bm] = material(position);
        let mut trace = self.trace;
        trace.meta |= (wp << 8) | (bp << 12) | (wm << 16) | (bm << 21);
        trace
    }
}

impl Trace {
    /// As stored.
    pub(super) fn to_bytes(self) -> [u8; TRACE_BYTES] {
        let mut bytes = [0; TRACE_BYTES];
        bytes[..8].copy_from_slice(&self.order.to_le_bytes());
        bytes[8..].copy_from_slice(&self.meta.to_le_bytes());
        bytes
    }

    /// As read back.
    pub(super) fn from_bytes(bytes: &[u8]) -> Trace {
        let mut order = [0; 8];
        let mut meta = [0; 4];
        order.copy_from_slice(&bytes[..8]);
        meta.copy_from_slice(&bytes[8..TRACE_BYTES]);
        Trace {
            order: u64::from_le_bytes(order),
            meta: u32::from_le_bytes(meta),
        }
    }
}

/// What a position asks of a game's [`Trace`].
#[derive(Debug, Clone, Copy)]
pub(super) struct Target {
    /// The home squares whose pawns the position has lost.
    gone: u16,
    material: [u32; 4],
}

impl Target {
    pub(super) fn of(position: &Chess) -> Target {
        Target {
            gone: !home_pawns(position),
            material: material(position),
        }
    }

    /// Whether a game with this trace can reach the position.
    pub(super) fn admits(&self, trace: Trace) -> bool {
        if trace.meta & STARTED == 0 {
            return true;
        }
        let count = self.gone.count_ones();
        if count > trace.meta & 0x1f {
            return false;
        }
        let mut first = 0u16;
        for i in 0..count {
            first |= 1 << ((trace.order >> (4 * i)) & 0xf);
        }
        let last = [
            (trace.meta >> 8) & 0xf,
            (trace.meta >> 12) & 0xf,
            (trace.meta >> 16) & 0x1f,
            (trace.meta >> 21) & 0x1f,
        ];
        first == self.gone && last.iter().zip(self.material).all(|(&end, now)| end <= now)
    }
}

#[cfg(test)]
mod tests {
    use super::*;
    use shakmaty::san::San;

    fn play(moves: &str) -> Vec<Chess> {
        let mut position = Chess::default();
        let mut seen = vec![position.clone()];
        for word in moves.split_whitespace() {
            let m = word.parse::<San>().unwrap().to_move(&position).unwrap();
            position.play_unchecked(m);
            seen.push(position.clone());
        }
        seen
    }

    fn trace_of(positions: &[Chess]) -> Trace {
        let mut tracer = Tracer::default();
        tracer.start(&positions[0]);
        for p in &positions[1..] {
            tracer.follow(p);
        }
        tracer.finish(positions.last().unwrap())
    }

    #[test]
    fn every_position_a_game_reaches_passes_and_others_do_not() {
        let game = play("e4 e5 Nf3 Nc6 Bb5 a6 Bxc6 dxc6 d4 exd4 Qxd4 Qxd4 Nxd4 Bd7");
        let trace = trace_of(&game);
        for position in &game {
            assert!(Target::of(position).admits(trace));
        }
        // 1. d4 first: the d-pawn went before the e-pawn.
        let other = play("d4 d5");
        assert!(!Target::of(&other[1]).admits(trace));
        // Black's a-pawn gone but not its d-pawn: never in the game.
        let wrong = play("e4 a5");
        assert!(!Target::of(&wrong[2]).admits(trace));
        // More material gone than the game ever lost.
        let bare: Chess = "4k3/8/8/8/8/8/8/4K3 w - - 0 1"
            .parse::<shakmaty::fen::Fen>()
            .unwrap()
            .into_position(shakmaty::CastlingMode::Standard)
            .unwrap();
        assert!(!Target::of(&bare).admits(trace));
        // A game from a set-up position always passes.
        let mut from_fen = Tracer::default();
        from_fen.start(&bare);
        assert!(Target::of(&game[3]).admits(from_fen.finish(&bare)));
        assert_eq!(Trace::from_bytes(&trace.to_bytes()), trace);
    }
}
