//! The move list of an annotated game: moves flow as in a book, comments
//! between them, NAGs as glyphs, variations indented and dimmer, nested to
//! any depth. Every move is clickable and shows its position.

use bevy::prelude::*;
use bevy_egui::egui;
use shakmaty::{Chess, Color as Side, Position, san::SanPlus};

use super::{Asks, analysis, glyphs::nag_shown};
use crate::{
    app::{
        session::{Action, AnalysisEdit},
        theme::{Theme, egui_color},
    },
    chess::game::{Game, Ply, ViewCursor, readable_comment},
    chess::pgn::nag_is_move_assessment,
};

/// SAN with figurines instead of piece letters.
fn figurine(san: &str) -> String {
    san.chars()
        .map(|c| match c {
            'K' => '♔',
            'Q' => '♕',
            'R' => '♖',
            'B' => '♗',
            'N' => '♘',
            other => other,
        })
        .collect()
}

/// How moves are written in the panel.
#[derive(Debug, Clone, Copy, PartialEq, Eq)]
pub enum Notation {
    /// ♘f3.
    Figurines,
    /// Sf3 in German, Cf3 in French, Nf3 in English.
    Letters(crate::i18n::Letters),
}

impl Notation {
    /// As the settings say, in the language of `words`.
    pub fn of(
        settings: &crate::desktop::settings::Settings,
        words: &crate::i18n::Words,
    ) -> Notation {
        match (settings.figurines, settings.english_letters) {
            (true, _) => Notation::Figurines,
            (false, true) => Notation::Letters(crate::i18n::Language::English.letters()),
            (false, false) => Notation::Letters(words.letters()),
        }
    }
}

/// A move as the panel writes it.
pub fn san_text(san: &SanPlus, notation: Notation) -> String {
    let s = san.to_string();
    match notation {
        Notation::Figurines => figurine(&s),
        Notation::Letters(letters) => letters.local(&s),
    }
}

/// Whether a game has anything a plain move grid cannot show (a comment
/// of commands only, `[%clk]` or `[%eval]`, shows nothing).
pub(super) fn is_annotated(game: &Game) -> bool {
    shows(game.comments_before())
        || game
            .plies()
            .iter()
            .any(|p| shows(&p.comments) || !p.nags.is_empty() || !p.variations.is_empty())
}

/// Whether comments have words to show.
fn shows(comments: &[String]) -> bool {
    comments.iter().any(|c| !readable_comment(c).is_empty())
}

/// How far beyond the visible part of the list blocks are still laid out,
/// in points.
const LAYOUT_MARGIN: f32 = 200.0;

/// The heights of the list's top-level blocks (a run of main-line moves, a
/// comment, a variation with all it holds) as last drawn, for the game's
/// state, the list's width and the notation they were drawn at. A block out
/// of sight takes its height without being laid out, so a long analysis
/// costs only what shows. Written here because egui's `show_rows` needs rows
/// of one height, and these blocks wrap.
#[derive(Resource, Debug, Default)]
pub(super) struct BlockHeights {
    /// The game's revision, the width's bits and the notation.
    key: Option<(u64, u32, Notation)>,
    heights: Vec<Option<f32>>,
}

impl BlockHeights {
    /// Forgets the heights when what they were measured for changed.
    fn keep_for(&mut self, key: (u64, u32, Notation)) {
        if self.key != Some(key) {
            self.key = Some(key);
            self.heights.clear();
        }
    }
}

/// The part of the list in sight, and the blocks' heights.
pub(super) struct Blocks<'a> {
    pub heights: &'a mut BlockHeights,
    /// The visible part of the list, relative to its top.
    pub viewport: egui::Rect,
    /// The list's top, in the panel's coordinates.
    pub top: f32,
    /// The next block's number.
    pub next: usize,
}

/// What drawing the list needs.
pub(super) struct Annotated<'a, 'w> {
    pub game: &'a Game,
    /// The colours of moves and comments.
    pub theme: Theme,
    pub notation: Notation,
    /// The letters a screen reader hears.
    pub letters: crate::i18n::Letters,
    /// Whether the viewed move just changed (scroll to it).
    pub follow: bool,
    /// Whether the game is an analysis (its moves' menus edit it).
    pub analysis: bool,
    pub comment: &'a mut analysis::CommentBox,
    pub asks: &'a mut Asks<'w>,
    pub blocks: Blocks<'a>,
}

pub(super) fn annotated_moves(ui: &mut egui::Ui, a: &mut Annotated) {
    ui.spacing_mut().item_spacing.x = 4.0;
    let key = (
        a.game.revision(),
        ui.available_width().to_bits(),
        a.notation,
    );
    a.blocks.heights.keep_for(key);
    if a.follow && a.game.view_last_ply().is_none() {
        // The start position: the list's top.
        ui.scroll_to_cursor(Some(egui::Align::TOP));
    }
    let game = a.game;
    block(ui, a, false, |ui, a| {
        comments(ui, &a.theme, game.comments_before(), 0)
    });
    line(ui, a, game.initial_position(), game.plies(), None, 0);
}

/// One top-level block: laid out when it is in sight (or holds the move
/// shown, which the list may scroll to) or its height is not known yet;
/// otherwise only its space is taken. Each block has an id of its own, so
/// the moves' ids (their menus) do not depend on what was skipped.
fn block(
    ui: &mut egui::Ui,
    a: &mut Annotated,
    holds_view: bool,
    draw: impl FnOnce(&mut egui::Ui, &mut Annotated),
) {
    let i = a.blocks.next;
    a.blocks.next += 1;
    let y = ui.cursor().top() - a.blocks.top;
    let known = a.blocks.heights.heights.get(i).copied().flatten();
    if let Some(height) = known
        && !holds_view
        && (y + height < a.blocks.viewport.top() - LAYOUT_MARGIN
            || y > a.blocks.viewport.bottom() + LAYOUT_MARGIN)
    {
        ui.allocate_exact_size(
            egui::vec2(ui.available_width(), height),
            egui::Sense::hover(),
        );
        return;
    }
    let height = ui
        .push_id(("block", i), |ui| draw(ui, a))
        .response
        .rect
        .height();
    let heights = &mut a.blocks.heights.heights;
    if heights.len() <= i {
        heights.resize(i + 1, None);
    }
    heights[i] = Some(height);
}

fn comments(ui: &mut egui::Ui, theme: &Theme, comments: &[String], depth: usize) {
    let color = egui_color(if depth == 0 {
        theme.comment
    } else {
        theme.variation_comment
    });
    for comment in comments {
        let text = readable_comment(comment);
        if text.is_empty() {
            continue;
        }
        ui.add(egui::Label::new(egui::RichText::new(text).italics().color(color)).wrap());
    }
}

/// Where a run of moves from `i` ends: after the first with comments
/// shown or variations after it, or at the line's end.
fn run_end(plies: &[Ply], i: usize) -> usize {
    plies[i..]
        .iter()
        .position(|ply| shows(&ply.comments) || !ply.variations.is_empty())
        .map_or(plies.len(), |k| i + k + 1)
}

/// One line of moves: the mainline (`base` none) or a variation whose
/// moves are `base.sibling(k)`.
fn line(
    ui: &mut egui::Ui,
    a: &mut Annotated,
    start: &Chess,
    plies: &[Ply],
    base: Option<&ViewCursor>,
    depth: usize,
) {
    // The main line's parts are blocks, laid out only when in sight.
    let top = base.is_none();
    let viewed = a.game.view_cursor();
    let (viewed_move, viewed_branch) = match viewed.branches().first() {
        Some(&branch) => (None, Some(branch)),
        None => (viewed.ply(plies.len()).checked_sub(1), None),
    };
    let part = |ui: &mut egui::Ui,
                a: &mut Annotated,
                holds_view: bool,
                draw: &mut dyn FnMut(&mut egui::Ui, &mut Annotated)| {
        if top {
            block(ui, a, holds_view, draw);
        } else {
            draw(ui, a);
        }
    };
    let mut i = 0;
    let mut need_number = true;
    while i < plies.len() {
        let end = run_end(plies, i);
        let holds_view = viewed_move.is_some_and(|k| (i..end).contains(&k));
        part(ui, a, holds_view, &mut |ui, a| {
            ui.horizontal_wrapped(|ui| {
                for k in i..end {
                    move_token(
                        ui,
                        a,
                        Token {
                            before: before(start, plies, k),
                            ply: &plies[k],
                            index: k,
                            len: plies.len(),
                            base,
                            depth,
                            need_number: need_number && k == i,
                        },
                    );
                }
            });
        });
        let last = end - 1;
        let ply = &plies[last];
        need_number = false;
        if shows(&ply.comments) {
            part(ui, a, false, &mut |ui, a| {
                ui.indent(("comment", depth, last), |ui| {
                    comments(ui, &a.theme, &ply.comments, depth)
                });
            });
            need_number = true;
        }
        // A ply's variations replace it: PGN writes them after it.
        for (v, variation) in ply.variations.iter().enumerate() {
            let cursor = base.unwrap_or(&ViewCursor::LATEST).into_variation(last, v);
            let holds_view = viewed_branch == Some((last, v));
            part(ui, a, holds_view, &mut |ui, a| {
                variation_block(
                    ui,
                    a,
                    before(start, plies, last),
                    variation,
                    &cursor,
                    depth + 1,
                );
            });
            need_number = true;
        }
        i = end;
    }
}

/// The position before ply `k` of a line.
fn before<'a>(start: &'a Chess, plies: &'a [Ply], k: usize) -> &'a Chess {
    match k {
        0 => start,
        k => &plies[k - 1].position,
    }
}

fn variation_block(
    ui: &mut egui::Ui,
    a: &mut Annotated,
    before: &Chess,
    variation: &crate::chess::game::Variation,
    cursor: &ViewCursor,
    depth: usize,
) {
    let bar = ui.visuals().weak_text_color().gamma_multiply(0.5);
    ui.horizontal(|ui| {
        ui.add_space(8.0 * depth.min(6) as f32);
        let response = ui.scope(|ui| {
            ui.vertical(|ui| {
                if variation.collapsed {
                    // Folded: its first move, and how many more.
                    ui.horizontal_wrapped(|ui| {
                        if let Some(first) = variation.plies.first() {
                            let len = variation.plies.len();
                            move_token(
                                ui,
                                a,
                                Token {
                                    before,
                                    ply: first,
                                    index: 0,
                                    len,
                                    base: Some(cursor),
                                    depth,
                                    need_number: true,
                                },
                            );
                        }
                        let more = variation.plies.len().saturating_sub(1);
                        let words = match more {
                            0 => "⊞".to_owned(),
                            n => a.asks.words.0.with(
                                "variation-more",
                                &[("count", crate::i18n::Arg::Count(n as i64))],
                            ),
                        };
                        if ui
                            .small_button(words)
                            .on_hover_text(a.asks.words.0.get("variation-show"))
                            .clicked()
                        {
                            a.asks
                                .act(Action::Edit(AnalysisEdit::Collapse(cursor.clone(), false)));
                        }
                    });
                } else {
                    comments(ui, &a.theme, &variation.comments, depth);
                    line(ui, a, before, &variation.plies, Some(cursor), depth);
                }
            });
        });
        let rect = response.response.rect;
        ui.painter().vline(
            rect.left() - 4.0,
            rect.y_range(),
            egui::Stroke::new(1.5, bar),
        );
    });
}

/// A move of a line in the list: the position before it, where it stands
/// in its line, and how it is shown.
struct Token<'a> {
    before: &'a Chess,
    ply: &'a Ply,
    /// Its place in its line, and the line's length.
    index: usize,
    len: usize,
    /// Where its line starts (none for the main line).
    base: Option<&'a ViewCursor>,
    /// How deep its line is nested.
    depth: usize,
    /// Its move number is shown.
    need_number: bool,
}

/// Adds a move's own glyphs to its text and spoken words; the position's
/// glyphs, shown after it.
fn add_glyphs(ui: &egui::Ui, nags: &[u8], text: &mut String, spoken: &mut String) -> String {
    let mut position_nags = String::new();
    for &nag in nags {
        if nag_is_move_assessment(nag) {
            text.push_str(&nag_shown(ui, nag));
            spoken.push_str(&nag_shown(ui, nag));
        } else {
            position_nags.push(' ');
            position_nags.push_str(&nag_shown(ui, nag));
        }
    }
    position_nags
}

/// A move's number before it: a number and its move go on one row, so
/// when both do not fit in what is left of this one, they start the next
/// (a number at a row's end with its move on the next read as a move of
/// its own).
fn move_number(ui: &mut egui::Ui, numbered: &str, text: &str) {
    let weak = ui.visuals().weak_text_color();
    let body = egui::TextStyle::Body.resolve(ui.style());
    let mono = egui::TextStyle::Monospace.resolve(ui.style());
    let width = |text: &str, font: &egui::FontId| {
        ui.fonts_mut(|f| {
            f.layout_no_wrap(text.to_owned(), font.clone(), weak)
                .size()
                .x
        })
    };
    let needed = width(numbered, &body)
        + width(text, &mono)
        + 2.0 * ui.spacing().button_padding.x
        + ui.spacing().item_spacing.x;
    let left = ui.available_size_before_wrap().x;
    if needed > left && left < ui.max_rect().width() - 1.0 {
        ui.end_row();
    }
    // A number never wraps: one that does not fit goes to the next row
    // whole (a wrapped label would span two rows and cover the next).
    ui.add(egui::Label::new(egui::RichText::new(numbered).color(weak)).extend());
}

fn move_token(ui: &mut egui::Ui, a: &mut Annotated, token: Token<'_>) {
    let Token {
        before,
        ply,
        index,
        len,
        base,
        depth,
        need_number,
    } = token;
    let weak = ui.visuals().weak_text_color();
    let number = before.fullmoves().get();
    let dim = depth > 0;
    let mut text = san_text(&ply.san, a.notation);
    // A screen reader hears the language's letters, figurines or not.
    let mut spoken_san = match a.notation {
        Notation::Letters(letters) => letters.local(&ply.san.to_string()),
        Notation::Figurines => a.letters.local(&ply.san.to_string()),
    };
    let position_nags = add_glyphs(ui, &ply.nags, &mut text, &mut spoken_san);
    let numbered = if before.turn() == Side::White {
        Some(format!("{number}."))
    } else {
        need_number.then(|| format!("{number}…"))
    };
    if let Some(numbered) = &numbered {
        move_number(ui, numbered, &text);
    }
    let cursor = match base {
        Some(base) => base.sibling(index),
        None => ViewCursor::at(index + 1, len),
    };
    let selected = *a.game.view_cursor() == cursor;
    let mut rich = egui::RichText::new(text).monospace();
    if selected {
        // Light on the selection's fill, in a variation too.
        rich = rich.color(egui_color(a.theme.selected_text)).strong();
    } else if dim {
        rich = rich.color(egui_color(a.theme.variation_move));
    } else {
        rich = rich.strong();
    }
    let at_start = a.game.view_index() == 0 && !a.game.view_cursor().is_in_variation();
    let spoken =
        super::move_buttons::spoken_move(&a.asks.words.0, number, &spoken_san, before.turn());
    let response = super::move_buttons::move_button(
        ui,
        selected,
        selected || (at_start && base.is_none() && index == 0),
        rich,
        spoken,
        &cursor,
    );
    if selected && a.follow {
        response.scroll_to_me(Some(egui::Align::Center));
    }
    if response.clicked() {
        a.asks.act(Action::View(cursor.clone()));
    }
    response.context_menu(|ui| {
        analysis::move_menu(ui, a.game, &cursor, a.analysis, a.comment, a.asks);
    });
    if !position_nags.is_empty() {
        ui.add(
            egui::Label::new(egui::RichText::new(position_nags.trim_start()).color(weak)).extend(),
        );
    }
}

#[cfg(test)]
mod tests {
    use super::*;

    #[test]
    fn comments_of_commands_only_keep_the_move_grid() {
        let read = |text: &str| crate::chess::pgn::read_str(text).remove(0).game;
        assert!(!is_annotated(&read(
            "1. e4 { [%eval 0.3] [%clk 0:05:00] } e5 { [%eval 0.2] } *"
        )));
        assert!(is_annotated(&read(
            "1. e4 { [%eval 0.3] Best by test. } e5 *"
        )));
        assert!(is_annotated(&read("1. e4 $1 e5 *")));
    }
}
