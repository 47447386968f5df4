"""Words for terminal play: card names, what a card's abilities do in words, what the
pending decision is and why (``asks``), what each offered choice means (``gloss``)
and the help screen (``guide``).

A card is named by its Czech name with the English gloss, ``Horník (Miner)``, and where
its id is what one types (the hand, the special deck) with the id after it,
``Horník (Miner) [hornik]``.

Examples:
    >>> from tabletop.games.kst.rules import Rules
    >>> rules = Rules(players=2)
    >>> hornik, kamen = rules.cards.by_id["hornik"], rules.cards.by_id["duhovy_kamen"]
    >>> typed_name(hornik)
    'Horník (Miner) [hornik]'
    >>> abilities_text(hornik.printed)
    'on a roll of 2: gain 1 point'
    >>> abilities_text(kamen.printed)
    "always: doubles its host's die abilities (they resolve twice, KST-5.5)"
"""

from __future__ import annotations

from ...engine import Action
from .actions import (
    ALONE,
    END_PLAYS,
    FINISH,
    KEEP,
    RELEASE,
    ROLL_ALL,
    ROLL_CARAVANS,
    WITHDRAW,
    Host,
    Lay,
    PlayAction,
    Sell,
    Stake,
    Summon,
    Target,
    TargetPlayer,
    Word,
)
from .cards import COST, Abilities, Card, Effect, Passive
from .options import Options
from .state import Phase, Record, Stage

DEALING = (Stage.DEAL, Stage.START_PLAYER)
"""The stages of setup, before turn 1: the lot, the deal and the start roll (KST-1)."""


def plural(n: int, word: str) -> str:
    """``1 point``, ``2 points``."""
    return f"{n} {word}" + ("" if n == 1 else "s")


def ordinal(n: int) -> str:
    """``1st``, ``2nd``, ``3rd``, ``4th`` … ``11th``, ``21st``."""
    suffix = "th" if 10 <= n % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(n % 10, "th")
    return f"{n}{suffix}"


def typed_name(card: Card) -> str:
    """The name with the id one types: ``Horník (Miner) [hornik]``."""
    return f"{card.label} [{card.id}]"


TARGETS = {"first": "first-world card", "second": "second-world card",
           "special": "standalone special card", "caravan": "Caravan", "any": "card"}
"""What an attack of each target class may hit, in words (KST-9.1)."""


def effect_text(effect: Effect) -> str:
    """One effect in words (KST-19): ``gain 1 point``, ``attack an opponent's
    first-world card``."""
    n, op = effect.n, effect.op
    whose = "an opponent's" if effect.scope == "opponent" else "another player's"
    return {
        "gain": f"gain {plural(n, 'point')}",
        "steal": f"steal {plural(n, 'point')} from "
                 + ("an opponent" if effect.scope == "opponent" else "another player"),
        "drain": f"every opponent loses {plural(n, 'point')} to the bank",
        "draw": f"draw {plural(n, 'card')}",
        "attack": f"attack {whose} {TARGETS.get(effect.targets, effect.targets)}",
        "extra_rolls": f"roll {plural(n, 'more time')}",
        "resurrect": "take the top own-colour Resurrect card of the Graveyard into the hand",
    }.get(op, str(effect))


def effects_text(effects: tuple[Effect, ...]) -> str:
    """A list of effects in words, in the order they resolve."""
    return ", then ".join(map(effect_text, effects))


def passive_text(passive: Passive) -> str:
    """One passive in words (KST-20)."""
    return {
        "walls": "takes the blow of an attack on its owner's first-world cards (Walls, "
                 "KST-9.4)",
        "market": "its owner may sell cards from hand after the roll (Market, KST-8)",
        "protect_caravan": "its owner's Caravans cannot be attacked (KST-7.8)",
        "dragon": f"at the start of every turn of the other team, each of its players "
                  f"loses {plural(passive.n, 'point')} (Dragon, KST-13)",
        "upkeep": f"at the start of each of its owner's turns: {effects_text(passive.effects)}",
        "host_double": "doubles its host's die abilities (they resolve twice, KST-5.5)",
    }.get(passive.op, str(passive))


def dice_text(abilities: Abilities) -> str:
    """The die numbers its abilities trigger on: ``4``, ``2,3``, or ``""``."""
    return ",".join(str(r) for r, effects in enumerate(abilities.triggers) if effects)


def abilities_text(abilities: Abilities) -> str:
    """The die-number abilities and passives in words: ``on a roll of 2: gain 1 point``."""
    parts = [f"on a roll of {r}: {effects_text(effects)}"
             for r, effects in enumerate(abilities.triggers) if effects]
    parts += [f"always: {passive_text(p)}" for p in abilities.passives]
    return "; ".join(parts)


WORLDS = {1: "a first-world card", 2: "a second-world card", 3: "a third-world card"}
"""A card's world in words (KST-1.4)."""


def card_text(rules: Options, card: Card) -> str:
    """What a card is and does: its kind, cost, abilities and marks."""
    if card.action:
        return f"action card: to the Graveyard, then {effects_text(card.action)}"
    parts = []
    if card.caravan:
        parts.append("Caravan: you stake points on it; a roll_caravans roll of 2 or 3 "
                     "makes the bank pay on it (KST-7)")
    elif not card.special:
        cost = COST[card.world]
        parts.append(WORLDS[card.world] + (f", {plural(cost, 'point')} from your pool goes on "
                                           "it" if cost else ""))
    what = abilities_text(card.printed)
    if what:
        parts.append(what)
    if card.building:
        parts.append("Building: never goes to a Prison")
    if card.afterlife:
        kept = abilities_text(card.converted)
        parts.append("Afterlife: when attacked you may keep it for 1 point"
                     + (f", then {kept}" if kept and card.has_afterlife_table else ""))
    return "; ".join(parts)


def recipe_text(rules: Options, card: Card) -> str:
    """A special card's summoning recipe: ``3 × Svitek (Scroll)``."""
    return " + ".join(f"{k} × {rules.cards[c].label}" for c, k in card.ingredients)


def summon_text(rules: Options, card: Card) -> str:
    """What summoning ``card`` does (KST-12): the recipe, where it goes, its cost."""
    if card.placement == "line":
        where = f"into your line with {plural(COST[3], 'point')} from your pool on it"
    elif card.placement == "attach_required":
        where = "onto one of your first-world cards"
    else:
        where = "onto one of your first-world cards or alone in your line"
    return (f"summon: discard {recipe_text(rules, card)} from your hand, and it comes from "
            f"the special deck {where}")


def _target(rules: Options, r: Record, seat: int, entry: int) -> str:
    e = r.lines[seat][entry]
    card = rules.cards[e.card]
    points = f", {plural(e.points, 'point')} on it" if e.points else ""
    return f"P{seat}'s {card.label}{points}"


def gloss(rules: Options, r: Record, action: Action) -> str:
    """What choosing ``action`` now means, in a few words (nothing for a chance outcome)."""
    if isinstance(action, Lay | PlayAction):
        card = rules.cards[action.index]
        return f"{card.label}: {card_text(rules, card)}"
    if isinstance(action, Summon):
        card = rules.cards[action.index]
        what = abilities_text(card.printed)
        return f"{card.label}: {summon_text(rules, card)}" + (f"; {what}" if what else "")
    if isinstance(action, Sell):
        price = plural(rules.market_points_per_card, "point")
        return f"{rules.cards[action.index].label}: to the Graveyard, the bank pays {price}"
    if isinstance(action, Target):
        return _target(rules, r, action.seat, action.entry)
    if isinstance(action, TargetPlayer):
        return f"P{action.seat} has {plural(r.pools[action.seat], 'point')}"
    if isinstance(action, Stake):
        return f"the pool keeps {r.pools[r.actor] - action.points}"
    if isinstance(action, Host):
        return f"on {_target(rules, r, r.actor, action.entry)}"
    if isinstance(action, Word):
        return WORDS.get(action, "")
    return ""


WORDS: dict[Action, str] = {
    END_PLAYS: "no more plays: go to the roll", ALONE: "a standalone entry of your line",
    KEEP: "keep it in the line", RELEASE: "let it go to the Graveyard",
    ROLL_ALL: "one die for every card but the Caravans",
    ROLL_CARAVANS: "one die for the Caravans only: a 2 or a 3 makes the bank pay",
    WITHDRAW: "its points to your pool, the card back to your hand", FINISH: "end the turn"}
"""What each one-word decision means."""


def asks(rules: Options, r: Record) -> str:
    """The pending decision or chance event in one line: who decides what, and why."""
    me = f"P{r.actor}"
    phase = r.phase
    if phase is Phase.PLAY:
        left = rules.plays_per_turn - r.plays
        return (f"{me} plays a card or ends the plays: {plural(left, 'play')} left this "
                "turn, then the roll (KST-4.1)")
    if phase is Phase.CARAVAN_STAKE:
        return (f"{me} stakes points from the pool on the Caravan just laid; the pool must "
                f"keep {rules.floor} (KST-7.1)")
    if phase is Phase.PLACEMENT:
        card = rules.cards[r.summoned]
        alone = " or alone" if card.placement == "attach_optional" else ""
        return (f"{me} places the summoned {card.label} on one of their first-world "
                f"cards{alone} (KST-12.3)")
    if phase is Phase.ATTACK_TARGET and r.effect is not None:
        return (f"{me} chooses what to attack: {effect_text(r.effect).removeprefix('attack ')}"
                " (KST-9.1)")
    if phase is Phase.STEAL_TARGET and r.effect is not None:
        return (f"{me} chooses whom to rob of {plural(r.effect.n, 'point')}: "
                + ("an opponent" if r.effect.scope == "opponent" else "any other player")
                + " (KST-19)")
    if phase is Phase.AFTERLIFE:
        attacker, owner, entry = r.attack
        return (f"P{attacker} attacks {_target(rules, r, owner, entry)}: {me} keeps it by "
                "Afterlife (1 point from the pool onto it, it becomes second-world) or "
                "releases it (KST-10.1)")
    if phase is Phase.ROLL_MODE:
        return (f"{me} rolls for every card but the Caravans, or for the Caravans only "
                "(KST-5.1)")
    if phase is Phase.CARAVAN_RESULT:
        return (f"{me} keeps {_target(rules, r, r.actor, r.caravans[0])} in the line or "
                "withdraws it (KST-7.5)")
    if phase is Phase.MARKET:
        price = plural(rules.market_points_per_card, "point")
        return f"{me} sells cards at the Market for {price} each, or finishes (KST-8.1)"
    row = rules.phases[phase]
    text = row.asks.format(actor=r.actor)
    return text if phase is Phase.GAME_OVER else f"chance: {text} ({row.rule})"


def guide(rules: Options) -> str:
    """The goal, a turn, summoning, the table's notation and the action texts."""
    return "\n".join([
        "KST Card Game: Sapphire (blue) against Ruby (red). A team wins when every player of",
        "the other team has lost all the points of their pool (KST-17.1); if the bank runs",
        "dry or the turn limit comes, the highest score wins with its team (KST-17.4).",
        f"Setup: each seat is dealt {rules.starting_hand} cards, then the highest start die "
        "plays turn 1 (KST-1).",
        f"A turn: Dragons drain, upkeep, draw {rules.draws_per_turn}, up to "
        f"{rules.plays_per_turn} plays, one roll, the Market (KST-2.1).",
        "Opponent-coloured cards you draw go at once to your Prison or the Graveyard.",
        "The roll: every card in your line whose die number comes up does what it says",
        "('on a roll of 2: gain 1 point'); cards resolve in line order (KST-5.2).",
        "Summon: a special card (Dragon, Giant, ...) is not in your hand. You bring it from",
        "the special deck by discarding its recipe from your hand, as one play; a",
        "third-world special costs 2 points from your pool; Rainbow Stone and Rhinoceros go",
        "on one of your first-world cards (KST-12). summon(id) is offered once you hold",
        "the recipe.",
        "",
        "Cards are named in Czech with the English meaning; [id] is what you type.",
        "Table: '>' marks the active seat; a line lists 'index card on N, points' where N",
        "is the die numbers the card acts on, 'kept' a card saved by Afterlife (now",
        "second-world) and '+' a card attached to it. The index is what target(seat, entry)",
        "and host(entry) name.",
        "",
        "Actions: lay(card) · play_action(card) · summon(card) · end_plays · stake(k) ·",
        "host(entry) · alone · target(seat, entry) · target_player(seat) · keep · release ·",
        "roll_all · roll_caravans · withdraw · sell(card) · finish.",
        "Chance: teams(SR..) · draw(card) · start_die(v) · start_seat(s) · die(v).",
        "Rule codes KST-n.m name the rule an error or a line refers to (docs: games/kst.md).",
    ])
