"""The games shipped with tabletop; each registers itself through the ``tabletop.games``
entry-point group, exactly as a user's own game package would."""
