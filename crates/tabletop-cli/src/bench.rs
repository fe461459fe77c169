//! `tabletop bench`: random playouts for a fixed time on one thread.

use std::io::Write as _;

use tabletop_core::game::Options;

use crate::registry::DynGame;
use crate::{CliError, CliResult};

pub(crate) fn run(game: &dyn DynGame, options: &Options, seconds: f64) -> CliResult {
    let report = game.bench(options, seconds).map_err(|f| CliError::new(f.message))?;
    let mut out = std::io::stdout().lock();
    writeln!(
        out,
        "{} ({} players, random bots, 1 thread, {:.1} s)",
        game.id(),
        options.players,
        report.seconds
    )?;
    writeln!(out, "playouts/s:  {:.0}", report.playouts as f64 / report.seconds)?;
    writeln!(out, "actions/s:   {:.0}", report.actions as f64 / report.seconds)?;
    writeln!(out, "actions per playout: {:.1}", report.actions as f64 / report.playouts as f64)?;
    writeln!(out, "state size:  {} bytes (inline; heap parts not counted)", report.state_bytes)?;
    writeln!(out, "state clone: {:.0} ns", report.clone_nanos)?;
    Ok(())
}
