//! Cases derived from the rulebook's explicit rules (scenarios 43–62 of
//! `shared/examples/arkham-2e.md`).

#[allow(unused_imports)]
use crate::examples::*;
