// Builds a realistic, deterministic Alliance campaign of any length by actually playing it with
// Campaign.act: cards, diplomacy, AP spending, battles fought with the dice tray, Gold adjustments,
// Winter income and negotiations, with undo/redo sprinkled in. Used by the engine benchmarks
// (bench/engine.ts) and by the determinism test (bin/bench-builder.test.ts).
import { Campaign, makeHeader } from '../shared/engine/campaign';
import { completeSettings } from '../shared/engine/settings';
import { RuleError, type CampaignHeader } from '../shared/engine/types';
import { EMPIRES, LEADERS, MINORS, type Empire } from '../shared/games/alliance/data';
import { alliance } from '../shared/games/alliance/module';
import {
  apLeft, currentActor, currentChooser, diplomacyInitiator, friendlyPowers, hasFriendlyForces, incomeOf, isWinter, pendingBattles,
  type AllianceState,
} from '../shared/games/alliance/state';

/** Six players, Turkey left as a non-player empire; the 12-year linked campaign [12.1]. */
export const BENCH_PLAYERS: Array<{ name: string; power: Empire }> = [
  { name: 'Ann', power: 'france' },
  { name: 'Bo', power: 'britain' },
  { name: 'Cy', power: 'austria' },
  { name: 'Di', power: 'prussia' },
  { name: 'Ed', power: 'russia' },
  { name: 'Flo', power: 'spain' },
];

export interface BuildOptions {
  /** Exact number of log entries to produce. */
  entries: number;
  /** Seeds both the campaign's dice stream and the players' choices. */
  seed?: number;
}

export interface BuiltCampaign {
  campaign: Campaign<AllianceState>;
  /** Counts of entries by type, for the benchmark's notes. */
  counts: Record<string, number>;
}

/** mulberry32: a tiny deterministic generator for the players' choices (not the campaign's dice). */
function chooser(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function benchHeader(seed = 1804): CampaignHeader {
  return makeHeader({
    id: `bench-${seed}`,
    game: alliance.id,
    scenario: 'campaign',
    title: 'Benchmark campaign',
    players: BENCH_PLAYERS.map((p) => ({ name: p.name, powers: [p.power] })),
    // As the app creates campaigns: default rule settings and the rulebook data pack in the header.
    settings: completeSettings(alliance, {}),
    seed,
    createdAt: '2026-01-01T18:00:00.000Z',
    appVersion: 'bench',
  });
}

const PLACES = ['Ulm', 'Vienna', 'Berlin', 'Warsaw', 'Madrid', 'Lisbon', 'Milan', 'Munich', 'Dresden', 'Hamburg', 'Naples', 'Rome', 'Moscow', 'Kiev', 'Amsterdam', 'Brussels', 'Lyon', 'Venice', 'Copenhagen', 'Stockholm'];
const SEAS = ['Bay of Biscay', 'Gulf of Lyon', 'North Sea', 'Baltic Sea', 'Adriatic Sea'];

/**
 * Plays `entries` log entries. Every choice is read from the current state, so an undo (which can
 * move the table back a step) simply leads to the same or another legal choice.
 */
export function buildAllianceCampaign(opts: BuildOptions): BuiltCampaign {
  const seed = opts.seed ?? 1804;
  const rnd = chooser(seed ^ 0x5eed);
  const c = Campaign.create(alliance, benchHeader(seed));
  const counts: Record<string, number> = {};
  const base = Date.parse('2026-01-01T18:00:00.000Z');
  const now = () => new Date(base + c.entries.length * 20_000).toISOString();
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(rnd() * xs.length)]!;
  const chance = (p: number) => rnd() < p;
  const count = (type: string) => {
    counts[type] = (counts[type] ?? 0) + 1;
  };
  const act = (type: string, payload: unknown): boolean => {
    try {
      c.act(type, payload, { now: now() });
      count(type);
      return true;
    } catch (e) {
      if (e instanceof RuleError) return false;
      throw e;
    }
  };
  let roundsLeft = 0;

  while (c.entries.length < opts.entries) {
    const s = c.state;
    // Sprinkles: undo (sometimes redone), a Gold correction, a roll from the tray, a note.
    const r = rnd();
    if (r < 0.03 && c.canUndo) {
      c.undo(now());
      count('meta.undo');
      if (chance(0.6) && c.entries.length < opts.entries) {
        c.redo(now());
        count('meta.redo');
      }
      continue;
    }
    if (r < 0.05) {
      const seat = pick(s.seats);
      const delta = seat.gold > 2 && chance(0.5) ? -1 - Math.floor(rnd() * 2) : 1 + Math.floor(rnd() * 2);
      if (act('track.adjust', { track: 'gold', power: seat.empire, delta, reason: 'correction from the table' })) continue;
    }
    if (r < 0.07) {
      act('dice.tray', { count: 2, sides: 6, purpose: 'Attrition check' });
      continue;
    }
    if (r < 0.08) {
      act('note', { text: `${alliance.turnLabel(s).full}: ${pick(PLACES)} changes hands on the map.` });
      continue;
    }
    if (s.gameOver) {
      // Past the end of the scenario only notes and rolls remain; a 10,000-entry build stays inside it.
      act('note', { text: 'Post-game analysis.' });
      continue;
    }
    playOne(s);
  }
  return { campaign: c, counts };

  function next(): void {
    if (!act('sequence.next', {})) throw new Error(`bench builder stuck at ${c.state.position.stepId}: ${alliance.canLeaveStep(c.state, c.header)}`);
  }

  function playOne(s: AllianceState): void {
    switch (s.position.stepId) {
      case 'discard':
      case 'year-discard': {
        const seat = s.seats.find((x) => !x.discarded);
        if (seat) act('cards.discard', { power: seat.empire });
        else next();
        return;
      }
      case 'play-cards': {
        const seat = s.seats.find((x) => x.played === null);
        if (!seat) return next();
        const taken = new Set([...s.cardsPlayedThisYear, ...s.seats.map((x) => x.played).filter((n): n is number => n !== null)]);
        const free = Array.from({ length: 42 }, (_, i) => i + 1).filter((n) => !taken.has(n));
        const card = pick(free);
        const fact = s.cardFacts[card];
        const usedLeaders = new Set(Object.values(s.cardFacts).map((f) => f.leader).filter(Boolean));
        const leader = !fact?.leader && chance(0.15) ? LEADERS.find((l) => !usedLeaders.has(l.id))?.id : undefined;
        const payload: Record<string, unknown> = { power: seat.empire, card, cardEmpire: fact?.empire ?? pick(EMPIRES) };
        if (leader && !fact?.empire) payload.leader = leader;
        act('cards.play', payload);
        return;
      }
      case 'reveal':
        return next();
      case 'diplomacy': {
        const d = s.diplomacy;
        const init = diplomacyInitiator(s)!;
        const seat = s.seats[init]!;
        if (!d) {
          if (seat.gold >= 1 && chance(0.8)) act('diplomacy.bid', { power: seat.empire, target: pick([...MINORS, 'turkey']), gold: Math.min(seat.gold, 1 + Math.floor(rnd() * 3)) });
          else act('diplomacy.decline', { power: seat.empire });
          return;
        }
        if (!d.resolved) {
          // Each other player decides once per turn (a stable choice, so undo does not change it).
          const matcher = s.seats.findIndex((x, i) => i !== d.initiator && !d.matchers.includes(i) && !d.matchers.some((m) => s.order.indexOf(m) > s.order.indexOf(i)) && x.gold >= d.gold && (s.position.turn * 7 + i) % 3 === 0);
          if (matcher >= 0) act('diplomacy.match', { power: s.seats[matcher]!.empire });
          else act('diplomacy.roll', { bonus: {} });
          return;
        }
        return next();
      }
      case 'player-turns': {
        const a = currentActor(s);
        if (a === null) return next();
        const seat = s.seats[a]!;
        const left = apLeft(seat);
        if (chance(0.3) && pendingBattles(s).length < 8) {
          const enemies = [...MINORS, ...s.seats.map((x) => x.empire)].filter((p) => !friendlyPowers(s, a).includes(p));
          const location = `${pick(PLACES)} ${s.position.turn}-${s.battles.length + 1}`;
          if (act('battle.add', { location, kind: 'land', attackers: [seat.empire], defenders: [pick(enemies)] })) return;
        }
        if (seat.goldAsAp < 3 && seat.gold > 0 && chance(0.15)) {
          act('action.gold-to-ap', { power: seat.empire, gold: 1 });
          return;
        }
        if (left > 0) {
          const kinds = isWinter(s) ? ['move', 'move', 'levy', 'build'] : ['move', 'move', 'levy', 'build', 'sea-move', 'build-fleet'];
          act('action.spend', { power: seat.empire, kind: pick(kinds), count: Math.min(left, chance(0.7) ? 1 : 2) });
          return;
        }
        act('action.end-turn', { power: seat.empire });
        return;
      }
      case 'battles': {
        const fighting = s.battles.find((b) => b.status === 'fighting');
        if (fighting) {
          // A battle is fought round by round with the app's dice: several throws, then the result.
          if (roundsLeft <= 0) roundsLeft = 10 + Math.floor(rnd() * 20);
          roundsLeft--;
          if (roundsLeft > 0) {
            act('dice.tray', { count: 1 + Math.floor(rnd() * 4), sides: 6, purpose: `Battle in ${fighting.location}` });
          } else {
            act('battle.result', { battle: fighting.id, outcome: chance(0.5) ? 'attacker-holds' : 'defender-holds' });
          }
          return;
        }
        const pending = pendingBattles(s);
        if (!pending.length) return next();
        const ch = currentChooser(s)!;
        const b = pending.find((x) => hasFriendlyForces(s, ch, x));
        if (b) act('battle.choose', { power: s.seats[ch]!.empire, battle: b.id });
        else act('battle.forfeit', { power: s.seats[ch]!.empire });
        return;
      }
      case 'end-checks': {
        if (chance(0.1) && s.defeatsThisTurn.length === 0) {
          act('defeat.declare', { power: pick(MINORS), conqueror: pick(s.seats).empire });
          return;
        }
        return next();
      }
      case 'winter-income': {
        const missing = s.seats.flatMap((x) => incomeOf(s, x).missing)[0];
        if (missing) {
          act('income.homeland', { power: missing, value: 3 + Math.floor(rnd() * 5) });
          return;
        }
        if (!s.incomeCollected) {
          const seat = pick(s.seats);
          if (chance(0.4)) {
            const held = seat.income[0];
            if (held && chance(0.3)) act('income.remove', { power: seat.empire, id: held.id });
            else act('income.add', { power: seat.empire, name: `${chance(0.3) ? pick(SEAS) : pick(PLACES)} ${s.position.turn}`, kind: pick(['enemy-vc', 'minor-vc', 'sea'] as const), of: pick(MINORS), value: 1 + Math.floor(rnd() * 2) });
            return;
          }
          act('winter.collect', {});
          return;
        }
        return next();
      }
      case 'winter-negotiations': {
        if (chance(0.03)) {
          act('rules.set', { id: 'hiddenTreasuries', value: !s.rules?.['hiddenTreasuries'] });
          return;
        }
        if (chance(0.5)) {
          const from = pick(s.seats);
          const to = pick(s.seats.filter((x) => x !== from));
          if (from.gold > 0 && chance(0.6)) {
            act('gold.transfer', { from: from.empire, to: to.empire, amount: 1 + Math.floor(rnd() * Math.min(3, from.gold)), reason: 'subsidy' });
            return;
          }
          const minor = pick(MINORS);
          act('status.set', { power: minor, to: s.allegiance[minor] === 'neutral' ? from.empire : 'neutral', reason: 'treaty' });
          return;
        }
        return next();
      }
      default:
        return next();
    }
  }
}
