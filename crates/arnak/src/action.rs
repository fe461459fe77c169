//! Actions (every decision a player makes) and events (what happened).

use content::arnak::Res;

use crate::data::{CardId, Icons};
use crate::state::{Marker, Pos, Zone};

/// How a travel requirement is paid: cards played for their travel value, planes chartered for
/// coins, and icons from the turn's pool. Listed plans are minimal: no card, plane or pool icon
/// could be left out.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash, Default)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
pub struct TravelPlan {
    /// Cards from hand played for travel (sorted, `None` after the last).
    pub cards: [Option<CardId>; 4],
    /// Planes chartered (2 coins each).
    pub charter: u8,
    /// Icons taken from the turn's travel pool.
    pub pool: Icons,
}

impl TravelPlan {
    /// The cards used.
    pub fn card_list(&self) -> impl Iterator<Item = CardId> + '_ {
        self.cards.iter().flatten().copied()
    }
}

/// A decision. Turn actions (the first group) are legal when no question is pending; answers
/// (the second group) answer the pending [`crate::state::Prompt`]. Which ones are legal now is
/// what [`tabletop_core::Game::legal_actions`] lists.
#[derive(Debug, Clone, Copy, PartialEq, Eq, Hash)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Action {
    // --- Main actions ---
    /// Dig at a space of an existing site (then pay its travel). Also the answer to an
    /// effect's "dig" question.
    Dig {
        /// Site index (base camps first, then spots, in board order).
        site: u8,
        /// Space index within the site.
        space: u8,
    },
    /// Discover a site at an empty spot (then pay its travel). Also an effect's answer.
    Discover {
        /// Site index of the spot.
        site: u8,
    },
    /// Overcome the guardian at a site where you are. Also the answer to a free "overcome".
    Overcome {
        /// Site index.
        site: u8,
    },
    /// Buy the card at a card-row position (0 = leftmost). Also the answer to a buy effect.
    Buy {
        /// Row position.
        slot: u8,
    },
    /// Buy the card revealed from the top of the deck (answer to a buy effect that includes it).
    BuyTop,
    /// Play a card from hand for its effect (free action if it has ⚡, else the main action).
    Play {
        /// The card.
        card: CardId,
    },
    /// Move a research marker to a space (`None`: into the Lost Temple). Also an effect's answer.
    Research {
        /// Which marker.
        marker: Marker,
        /// Destination space, or `None` for the Lost Temple.
        to: Option<u8>,
    },
    /// With the magnifying glass in the temple: take a temple tile from a stack (0–2: 2-point
    /// stacks A, B, C; 3, 4: 6-point stacks; 5: the 11-point stack).
    TempleTile {
        /// The stack.
        stack: u8,
    },
    /// Use an assistant on your board (free, except the buy-for-less one).
    UseAssistant {
        /// Assistant slot on your board.
        slot: u8,
    },
    /// Use an overcome guardian's boon (free, once per game).
    UseBoon {
        /// Guardian id (index into `GUARDIANS`).
        guardian: u8,
    },
    /// Put an idol into the leftmost empty idol slot and take one of the slot effects (free).
    SlotIdol {
        /// Which of the player board's idol-slot effects.
        effect: u8,
    },
    /// Pass (main action): no more turns this round.
    Pass,
    /// End the turn (after the main action).
    EndTurn,

    // --- Answers ---
    /// Choose an option.
    Choose {
        /// Option index.
        option: u8,
    },
    /// Choose several different options (bit `i` = option `i`).
    ChooseSet {
        /// Bit mask of options.
        options: u8,
    },
    /// Yes: pay the optional cost, use the just-bought artifact.
    Accept,
    /// No: decline the optional effect.
    Decline,
    /// Provide travel this way.
    Travel(TravelPlan),
    /// Exchange resources with this option of the upgrade.
    Upgrade {
        /// Option index.
        option: u8,
    },
    /// Exile a card.
    Exile {
        /// From hand or play area.
        from: Zone,
        /// The card.
        card: CardId,
    },
    /// Exile a Fear token instead of a card.
    ExileFearToken,
    /// Discard a card from hand to the play area.
    Discard {
        /// The card.
        card: CardId,
    },
    /// Choose a site (to activate, to overcome at, ...).
    Site {
        /// Site index.
        site: u8,
    },
    /// Move one of your archaeologists.
    Move {
        /// From this site.
        from_site: u8,
        /// From this space.
        from_space: u8,
        /// To this site.
        to_site: u8,
        /// To this space.
        to_space: u8,
    },
    /// Move a guardian from one site to another.
    MoveGuardian {
        /// From this site.
        from: u8,
        /// To this site.
        to: u8,
    },
    /// Return the archaeologist on this space to your board.
    Return {
        /// Site index.
        site: u8,
        /// Space index.
        space: u8,
    },
    /// Take this bonus tile.
    Bonus {
        /// Bonus tile id (index into `BONUS_TILES`).
        tile: u8,
    },
    /// Resolve the research level's effect before taking the bonus tile.
    LevelFirst,
    /// Take the top assistant of a supply stack.
    TakeAssistant {
        /// Stack index (0–2).
        stack: u8,
    },
    /// Choose one of your assistants (to refresh or upgrade).
    Assistant {
        /// Slot on your board.
        slot: u8,
    },
    /// Swap your assistant with the top of a supply stack (Decorated Horn).
    SwapAssistant {
        /// Your assistant's slot.
        slot: u8,
        /// The supply stack.
        stack: u8,
    },
    /// Rescue this assistant from the research-track stack (Snake).
    Rescue {
        /// Assistant id.
        assistant: u8,
    },
    /// Choose a number.
    Count {
        /// The number.
        n: u8,
    },
    /// Choose a card (to keep, put on top, or take from the exile).
    Pick {
        /// The card.
        card: CardId,
    },
    /// Choose an idol slot.
    IdolSlot {
        /// Slot index.
        slot: u8,
    },
    /// End of round: keep the remaining hand cards.
    KeepHand,
}

/// What the Rival may remove from the game ([`Event::RivalExiled`]), for people.
pub const RIVAL_EXILED: [&str; 4] = [
    "the top Lost-Temple bonus tile",
    "a research bonus tile",
    "the top assistant of the research-track stack",
    "the top assistant of the tallest supply stack",
];

/// A fixed text. Spelled as an alias so serde does not borrow it from the input: it is read
/// back as one of the known texts, and an event read from JSON owns nothing of the JSON.
type Text = &'static str;

/// Something that happened. Events naming a card drawn into a hand are only shown to its owner
/// (see [`tabletop_core::Game::event_visible_to`]).
#[derive(Debug, Clone, PartialEq)]
#[cfg_attr(feature = "serde", derive(serde::Serialize, serde::Deserialize))]
#[cfg_attr(feature = "serde", serde(rename_all = "snake_case"))]
pub enum Event {
    /// A round began.
    RoundStarted {
        /// The round.
        round: u8,
    },
    /// A player's turn began.
    TurnStarted {
        /// The player.
        seat: u8,
    },
    /// Cards drawn.
    Drew {
        /// The player.
        seat: u8,
        /// How many.
        count: u8,
    },
    /// A card was played for its effect.
    Played {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A card was played for its travel value.
    PlayedForTravel {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// Planes chartered.
    Chartered {
        /// The player.
        seat: u8,
        /// How many.
        planes: u8,
    },
    /// Resources gained.
    Gained {
        /// The player.
        seat: u8,
        /// What.
        res: Res,
    },
    /// Resources paid.
    Paid {
        /// The player.
        seat: u8,
        /// What.
        res: Res,
    },
    /// Travel icons added to the turn's pool.
    GainedTravel {
        /// The player.
        seat: u8,
        /// The icons.
        icons: Icons,
    },
    /// An archaeologist was placed to dig.
    Dug {
        /// The player.
        seat: u8,
        /// The site.
        site: u8,
    },
    /// A new site was discovered.
    Discovered {
        /// The player.
        seat: u8,
        /// The site.
        site: u8,
        /// Idols taken.
        idols: u8,
    },
    /// A site tile was placed.
    SiteRevealed {
        /// The site.
        site: u8,
        /// The tile.
        tile: u8,
    },
    /// A guardian appeared on a site.
    GuardianAppeared {
        /// The site.
        site: u8,
        /// The guardian.
        guardian: u8,
    },
    /// A site's effect was activated.
    Activated {
        /// The player.
        seat: u8,
        /// The site.
        site: u8,
    },
    /// A guardian was overcome.
    Overcame {
        /// The player.
        seat: u8,
        /// The guardian.
        guardian: u8,
    },
    /// A card was bought or taken.
    Bought {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A card was exiled.
    Exiled {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A Fear token was exiled.
    ExiledFearToken {
        /// The player.
        seat: u8,
    },
    /// A card was discarded to the play area.
    Discarded {
        /// The player.
        seat: u8,
        /// The card.
        card: CardId,
    },
    /// A Fear card (or token) was gained.
    GainedFear {
        /// The player.
        seat: u8,
        /// A token (the Fear deck was empty).
        token: bool,
    },
    /// A research marker moved.
    Researched {
        /// The player.
        seat: u8,
        /// The marker.
        marker: Marker,
        /// Where it went.
        to: Pos,
    },
    /// A bonus tile was taken.
    TookBonus {
        /// The player.
        seat: u8,
        /// The tile.
        tile: u8,
    },
    /// A temple tile was taken.
    TookTempleTile {
        /// The player.
        seat: u8,
        /// Its value.
        value: u8,
    },
    /// An assistant joined a player.
    GainedAssistant {
        /// The player.
        seat: u8,
        /// The assistant.
        assistant: u8,
    },
    /// An assistant was upgraded to gold.
    UpgradedAssistant {
        /// The player.
        seat: u8,
        /// The assistant.
        assistant: u8,
    },
    /// An assistant was refreshed.
    RefreshedAssistant {
        /// The player.
        seat: u8,
        /// The assistant.
        assistant: u8,
    },
    /// An assistant was used.
    UsedAssistant {
        /// The player.
        seat: u8,
        /// The assistant.
        assistant: u8,
    },
    /// A guardian boon was used.
    UsedBoon {
        /// The player.
        seat: u8,
        /// The guardian.
        guardian: u8,
    },
    /// An idol went into a slot.
    SlottedIdol {
        /// The player.
        seat: u8,
        /// The slot.
        slot: u8,
    },
    /// An archaeologist moved on the map.
    Moved {
        /// The player.
        seat: u8,
        /// To this site.
        site: u8,
    },
    /// An archaeologist returned to its board.
    Returned {
        /// The player.
        seat: u8,
    },
    /// A guardian moved.
    GuardianMoved {
        /// From.
        from: u8,
        /// To.
        to: u8,
    },
    /// A player passed.
    Passed {
        /// The player.
        seat: u8,
    },
    /// A card was dealt into the row.
    RowDealt {
        /// Position.
        slot: u8,
        /// The card.
        card: CardId,
    },
    /// A row card was exiled.
    RowExiled {
        /// The card.
        card: CardId,
    },
    /// A round ended.
    RoundEnded {
        /// The round.
        round: u8,
    },
    /// The Rival revealed a decision tile.
    RivalTurn {
        /// The tile (index into `RIVAL_TILES`).
        tile: u8,
    },
    /// The Rival could not act (or skipped the tile in round V).
    RivalIdle,
    /// The Rival placed an archaeologist.
    RivalDug {
        /// The site.
        site: u8,
    },
    /// The Rival discovered a site.
    RivalDiscovered {
        /// The site.
        site: u8,
    },
    /// The Rival's magnifying glass moved.
    RivalResearched {
        /// Where.
        to: Pos,
    },
    /// The Rival took a temple tile.
    RivalTempleTile,
    /// The Rival took a guardian.
    RivalOvercame {
        /// The guardian.
        guardian: u8,
    },
    /// The Rival took a card from the row.
    RivalTookCard {
        /// The card.
        card: CardId,
    },
    /// Something was removed from the game by the Rival.
    RivalExiled {
        /// What, for people: one of [`RIVAL_EXILED`].
        #[cfg_attr(feature = "serde", serde(with = "crate::wire::rival_exiled"))]
        what: Text,
    },
    /// The game ended.
    GameOver {
        /// Final scores by seat.
        scores: Vec<i32>,
        /// The Rival's score in a solo game.
        rival: Option<i32>,
    },
}
