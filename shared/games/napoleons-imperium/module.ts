// Napoleon's Imperium (1798-1815): the game module the campaign engine folds. Eight empires in two alliances;
// Battle Point and Campaign games.
import { firstApplicableStep } from '../../engine/sequence';
import type { CampaignHeader, DataNeed, DerivedValue, GameModule, PowerView, TrackDef } from '../../engine/types';
import { MissingDataError, rowsMissing, type DataPack } from '../../data/tables';
import { NI_ACTIONS, rollerOf, speedText } from './actions';
import { combinedOf, fleetYear } from './fleets';
import { NI_BATTLE_ACTIONS, fightInProgress } from './battle-actions';
import { releaseCommander } from './consequences';
import {
  ALLIANCES, ALLIANCE_NAME, FIRST_YEAR, GIBRALTAR_NATION, INVASIONS_PER_FLEET, MOVEMENT_LIMIT_MINUTES, NATION_IDS, POWERS, SCENARIOS,
  TIMER_1798, TRANSPORTS_PER_FLEET, UNITS, WEATHER_LABEL, economyCoins, isNation, unitsText, type Alliance, type BpCard, type NationId, type Unit, type Weather,
} from './data';
import { NAPOLEONS_IMPERIUM_RULES } from './rules';
import { battlePointResult, capitalVictoryResult, gamePoints, resultText, winnersOf } from './score';
import { NI_SEQUENCE } from './sequence';
import { napoleonsImperiumReview } from './review';
import {
  activeNation, activeSlot, adjective, allianceOf, areEnemies, battlePoints, budgetFor, capitalCaptured, capitalHolder, capitalName,
  cellValue, commanderName, deckRemaining, deckSize, economy, economyOf, enemyCapitalsHeld, finalYear, holderOf, is1798, journal,
  maybeNumber, nationsOf, orderIsFromTable, packOf, penaltiesDue, powerName, setupState, teamTotals, turnName, updateNation, year,
  type Cart, type NiState,
} from './state';
import { NAPOLEONS_IMPERIUM_DATA } from './tables';

const CARD_TRACK: Record<string, BpCard> = {
  'card-sld': 'successful-land-defence',
  'card-captured-capital': 'captured-capital',
  'card-sea-victory': 'sea-victory',
  'card-spy-death': 'spy-death',
  'card-captured-commander': 'captured-commander',
};

const CARD_CEILING = { max: 99, why: 'a game draws a few dozen Battle Point Cards at most, so this looks like a typing slip.' };
const TRACKS: TrackDef[] = [
  { id: 'economy', name: 'Economy line', scope: 'power', min: 0, max: null, ceiling: { max: 300, why: 'the line runs 1–30 (a second coin counts above 30) and all eight Empires start with 124 between them, so this looks like a typing slip.' }, cite: ['Economy Line', '§3', '§26B'] },
  { id: 'flags', name: 'Flags captured', scope: 'power', min: 0, max: null, ceiling: { max: 500, why: 'one flag is captured per territory taken, far fewer than 500 in a game, so this looks like a typing slip.' }, cite: ['Counter Flags', '§23'] },
  { id: 'card-sld', name: 'Successful Land Defence cards', scope: 'power', min: 0, max: null, ceiling: CARD_CEILING, cite: ['Battle Point Cards', '§23'] },
  { id: 'card-captured-capital', name: 'Captured Capital cards', scope: 'power', min: 0, max: null, ceiling: CARD_CEILING, cite: ['Battle Point Cards', '§10B'] },
  { id: 'card-sea-victory', name: 'Sea Victory cards', scope: 'power', min: 0, max: null, ceiling: CARD_CEILING, cite: ['Battle Point Cards', '§19'] },
  { id: 'card-spy-death', name: 'Spy Death cards', scope: 'power', min: 0, max: null, ceiling: CARD_CEILING, cite: ['Battle Point Cards', '§44'] },
  { id: 'card-captured-commander', name: 'Captured Commander cards', scope: 'power', min: 0, max: null, ceiling: CARD_CEILING, cite: ['Battle Point Cards', '§14'] },
  { id: 'eliminations', name: 'Enemies eliminated', scope: 'power', min: 0, max: 7, cite: ['§39B'] },
  { id: 'riflemen', name: 'Riflemen on the board', scope: 'power', min: 0, max: null, ceiling: { max: 200, why: 'no Empire fields 200 Riflemen, so this looks like a typing slip.' }, cite: ['§38B'] },
  { id: 'battle-points', name: 'Battle Points', scope: 'power', min: 0, max: null, cite: ['Battle Point Score Chart'], derived: true },
];

// Conditions --------------------------------------------------------------------------------------------------

function inPlay(s: NiState): boolean {
  const n = activeNation(s);
  return !!n && !s.nations[n].eliminated;
}

function anniversariesDue(s: NiState): Array<{ territory: string; due: number }> {
  const n = activeNation(s);
  if (!n) return [];
  return s.holdings
    .filter((h) => h.holder === n && h.capital && h.original !== 'neutral' && areEnemies(s, h.original, n))
    .map((h) => ({ territory: h.territory, due: Math.floor((s.position.turn - h.since) / 8) - h.anniversariesPaid }))
    .filter((x) => x.due > 0);
}

function capitalVictoryDue(s: NiState, when: 'start-of-turn' | 'end-of-turn'): Alliance | null {
  if (is1798(s) || (s.rules?.['capitalVictoryInstant'] ?? 'start-of-turn') !== when) return null;
  return ALLIANCES.find((a) => s.capitalClock[a] !== null && s.position.turn >= s.capitalClock[a]! + 8) ?? null;
}

function enemySpiesIn(s: NiState, n: NationId): NationId[] {
  if (s.rules?.['spies'] !== true) return [];
  return NATION_IDS.filter((x) => areEnemies(s, x, n) && s.nations[x].spy.alive && holderOf(s, s.nations[x].spy.location) === n);
}

function captivesDue(s: NiState) {
  return s.commanders.filter((c) => (c.status === 'imprisoned' || c.status === 'paroled') && c.releaseTurn !== null && c.releaseTurn <= s.position.turn);
}

function movementTimer(header: CampaignHeader): { minutes: number; most: number } {
  const most = Math.max(0, ...header.players.map((p) => p.powers.filter(isNation).length));
  const minutes = Math.min(TIMER_1798.max, TIMER_1798.base + TIMER_1798.perExtraNation * Math.max(0, most - TIMER_1798.freeNations));
  return { minutes, most };
}

// Turns -------------------------------------------------------------------------------------------------------

function newCart(s: NiState, n: NationId): { state: NiState; cart: Cart } {
  if (is1798(s)) {
    const full = maybeNumber(packOf(s), 'nations', n, 'startIncome') ?? s.nations[n].commencement;
    return { state: s, cart: { nation: n, turn: s.position.turn, economy: full, capitalLost: false, income: full, penalties: 0, budget: full, items: {}, spent: 0, closed: false, forfeited: 0, lines: [{ label: 'Full commencement income (1798)', value: full, note: '§2C' }] } };
  }
  const due = penaltiesDue(s, n).filter((p) => !p.applied);
  const amount = due.reduce((a, p) => a + p.amount, 0);
  const b = budgetFor(s, n, amount);
  const ids = new Set(due.map((p) => p.id));
  const state = { ...s, penalties: s.penalties.map((p) => (ids.has(p.id) ? { ...p, applied: true, appliedTurn: s.position.turn } : p)) };
  return { state, cart: { nation: n, turn: s.position.turn, economy: b.economy, capitalLost: b.capitalLost, income: b.income, penalties: amount, budget: b.budget, items: {}, spent: 0, closed: false, forfeited: 0, lines: b.lines } };
}

function endGame(s: NiState, res: ReturnType<typeof battlePointResult>): NiState {
  return { ...s, finalResult: res, gameOver: { reason: resultText(s, res), winners: winnersOf(s, res) } };
}

function startTurn(s: NiState, header: CampaignHeader, turn: number): NiState {
  let t: NiState = {
    ...s,
    position: { turn, stepId: '' },
    carts: {},
    placed: [],
    journal: [],
    marks: { anniversaries: null, releases: null, expiries: null },
    frozen: null,
    rebellion: null,
  };
  const n = activeNation(t);
  if (n) {
    // A commander acts in one phase of its nation's turn; fleets' invasions and transports count per playing year [§13B, §20B, §33B].
    t = { ...t, commanders: t.commanders.map((c) => (c.nation === n ? { ...c, used: null } : c)), fleetGroups: t.fleetGroups.filter((g) => g.nation !== n) };
  }
  const first = firstApplicableStep(napoleonsImperium, t);
  return napoleonsImperium.enterStep({ ...t, position: { turn, stepId: first.id } }, first.id, header);
}

// Module ------------------------------------------------------------------------------------------------------

export const napoleonsImperium: GameModule<NiState> = {
  id: 'napoleons-imperium',
  name: 'Napoleon’s Imperium',
  cite: 'Napoleon’s Imperium Rulebook (with the Update Sheet)',
  powers: POWERS,
  scenarios: SCENARIOS,
  sequence: NI_SEQUENCE,
  tracks: TRACKS,
  // Ten-sided dice, 0 = 10 [Dice]; battles roll one per unit, spies and weather one die.
  usualRoll: { count: 1, sides: 10, cite: 'Dice' },
  data: NAPOLEONS_IMPERIUM_DATA,
  rules: NAPOLEONS_IMPERIUM_RULES,
  actions: { ...NI_ACTIONS, ...NI_BATTLE_ACTIONS },
  conditions: {
    is1798: (s) => is1798(s),
    weatherRoll: (s) => !is1798(s) && activeSlot(s) === 0 && s.rules?.['weather'] === true,
    capitalVictoryAtStart: (s) => capitalVictoryDue(s, 'start-of-turn') !== null || (s.capitalVictory?.turn === s.position.turn && s.position.stepId === 'capital-victory-start'),
    rebellionTurn: (s) => {
      const n = activeNation(s);
      return !!n && (s.nations[n].eliminated || s.rebellion?.turn === s.position.turn);
    },
    anniversaryDue: (s) => inPlay(s) && (anniversariesDue(s).length > 0 || s.marks.anniversaries === s.position.turn),
    penaltiesDue: (s) => inPlay(s) && penaltiesDue(s, activeNation(s)!).length > 0,
    activeInPlay: (s) => inPlay(s),
    spyDiscovery: (s) => inPlay(s) && enemySpiesIn(s, activeNation(s)!).length > 0,
    frozenSecondYear: (s) => inPlay(s) && s.rules?.['weather'] === true && s.weather[String(year(s))] === 'snow' && s.weather[String(year(s) - 1)] === 'snow',
    releasesDue: (s) => !is1798(s) && (captivesDue(s).length > 0 || s.marks.releases === s.position.turn),
    treatyExpiries: (s) => !is1798(s) && (s.treaties.some((t) => t.status === 'active' && t.expires <= s.position.turn) || s.marks.expiries === s.position.turn),
    capitalVictoryAtEnd: (s) => capitalVictoryDue(s, 'end-of-turn') !== null || (s.capitalVictory?.turn === s.position.turn && s.position.stepId === 'capital-victory-end'),
    noticeAllowed: (s) => activeSlot(s) === 7 && year(s) >= FIRST_YEAR + 1 && year(s) < finalYear(s) && (!s.notice || s.notice.year === year(s)),
    finalYearEnd: (s) => activeSlot(s) === 7 && year(s) >= finalYear(s),
  },

  validateSetup(header, inForce) {
    if (!SCENARIOS.some((x) => x.id === header.scenario)) return `Napoleon’s Imperium has no scenario "${header.scenario}" (choose ${SCENARIOS.map((x) => x.id).join(' or ')}).`;
    if (header.players.length < 2 || header.players.length > 8) return 'Napoleon’s Imperium takes 2 to 8 players [Product Information].';
    const data = { data: inForce.data };
    const names = new Set<string>();
    const seen = new Map<string, string>();
    for (const p of header.players) {
      if (names.has(p.name)) return `Two players are called ${p.name}: give each a different name.`;
      if (!p.powers.length) return `${p.name} plays no empire.`;
      names.add(p.name);
      for (const n of p.powers) {
        if (!isNation(n)) return `${p.name}: "${n}" is not one of the eight empires (${NATION_IDS.join(', ')}).`;
        if (seen.has(n)) return `${powerName(n)} is played by both ${seen.get(n)} and ${p.name}.`;
        seen.set(n, p.name);
      }
      const sides = new Set(p.powers.filter(isNation).map((n) => allianceOf(data, n)));
      if (sides.size > 1) return `${p.name} plays nations of both alliances: a player may play several nations, but only in one alliance [Players / Teams].`;
    }
    const missing = NATION_IDS.filter((n) => !seen.has(n));
    if (missing.length) return `Every empire must be played: ${missing.map(powerName).join(', ')} ${missing.length === 1 ? 'has' : 'have'} no player [Players / Teams].`;
    const bankers = header.settings['bankers'];
    if (bankers !== undefined) {
      if (typeof bankers !== 'object' || bankers === null) return 'Bankers must be given per alliance: { french, british }.';
      for (const [a, name] of Object.entries(bankers as Record<string, unknown>)) {
        if (a !== 'french' && a !== 'british') return `"${a}" is not an alliance (french or british).`;
        const pl = header.players.find((x) => x.name === name);
        if (!pl) return `The ${ALLIANCE_NAME[a]}’s Banker "${String(name)}" is not playing.`;
        if (!pl.powers.some((n) => isNation(n) && allianceOf(data, n) === a)) return `${pl.name} does not play in the ${ALLIANCE_NAME[a]}: each team’s Banker is one of its own players [§3C].`;
      }
    }
    const roller = header.settings['weatherFirstRoller'];
    if (roller !== undefined && roller !== 'french' && roller !== 'british') return 'The first weather roller is the french or the british alliance [§46].';
    const career = header.settings['careerPoints'];
    if (career !== undefined) {
      if (typeof career !== 'object' || career === null) return 'Career points are given per player name.';
      for (const [name, v] of Object.entries(career as Record<string, unknown>)) {
        if (!names.has(name)) return `Career points for "${name}", who is not playing.`;
        if (typeof v !== 'number' || !Number.isInteger(v) || v < 0) return `${name}’s career points must be a whole number, 0 or more.`;
      }
    }
    const noIncome = NATION_IDS.filter((n) => maybeNumber(packOf(data), 'nations', n, 'startIncome') === null);
    if (noIncome.length) return new MissingDataError('nations', 'Empires', noIncome.map((n) => `commencement income of the ${powerName(n)}`)).message;
    return null;
  },

  setup: setupState,

  turnLabel(s) {
    if (is1798(s)) return { year: String(FIRST_YEAR), turn: 'Preparation year', full: `${FIRST_YEAR} · Preparation year` };
    const n = activeNation(s)!;
    const turn = `${adjective(n)} turn`;
    return { year: String(year(s)), turn, full: `${year(s)} · ${turn}` };
  },

  canLeaveStep(s) {
    const n = activeNation(s);
    switch (s.position.stepId) {
      case 'prep-purchase': {
        const open = NATION_IDS.filter((x) => !s.carts[x]?.closed);
        return open.length ? `Waiting for ${open.map(powerName).join(', ')} to close ${open.length === 1 ? 'its' : 'their'} purchases (unspent income is forfeited) [§3B].` : null;
      }
      case 'prep-placement': {
        const left = NATION_IDS.filter((x) => !s.placed.includes(x));
        return left.length ? `Waiting for ${left.map(powerName).join(', ')} to place ${left.length === 1 ? 'its' : 'their'} purchases [§2B.1].` : null;
      }
      case 'weather': {
        if (s.weather[String(year(s))]) return null;
        const last = s.weatherRolls.at(-1);
        return last?.year === year(s) && last.rerolled ? 'The same weather cannot come a third year running: roll again [§46].' : `Roll for the weather of ${year(s)} first.`;
      }
      case 'rebellion': {
        const r = s.rebellion;
        if (!r || r.turn !== s.position.turn) return `${powerName(n!)} rolls for rebellion first [§40].`;
        return r.done ? null : `Choose where ${powerName(r.nation)} rises (${r.successes.join(' or ')}).`;
      }
      case 'purchase':
        return s.carts[n!]?.closed ? null : `${powerName(n!)} must close its purchases (whatever is unspent is forfeited) [§3B].`;
      case 'frozen-fleets':
      case 'attack': {
        if (s.cardsDue.length) return `${[...new Set(s.cardsDue.map((c) => c.nation))].map(powerName).join(' and ')} must draw a Battle Card first [§26].`;
        if (s.frozen) return `${powerName(s.frozen.captor)} must choose to capture or destroy the frozen fleets [§49].`;
        if (fightInProgress(s)) return 'Finish the battle being fought first (or undo its set-up).';
        return null;
      }
      case 'movement': {
        const pend = NATION_IDS.find((x) => s.nations[x].spy.pending);
        return pend ? `The ${adjective(pend)} spy succeeded: choose the ability it stole [§43].` : null;
      }
      case 'placement':
        return s.placed.includes(n!) ? null : `${powerName(n!)} places its Purchase Tray to end its turn [§4].`;
      default:
        return null;
    }
  },

  enterStep(s, stepId) {
    const n = activeNation(s);
    switch (stepId) {
      case 'prep-purchase': {
        let t = s;
        const carts = { ...t.carts };
        for (const x of NATION_IDS) {
          if (carts[x]?.turn === t.position.turn) continue;
          const r = newCart(t, x);
          t = r.state;
          carts[x] = r.cart;
        }
        return { ...t, carts };
      }
      case 'purchase': {
        if (!n || s.carts[n]?.turn === s.position.turn) return s;
        const r = newCart(s, n);
        return { ...r.state, carts: { ...r.state.carts, [n]: r.cart } };
      }
      case 'anniversary': {
        let t: NiState = { ...s, marks: { ...s.marks, anniversaries: s.position.turn } };
        for (const a of anniversariesDue(s)) {
          t = { ...t, holdings: t.holdings.map((h) => (h.territory === a.territory ? { ...h, anniversariesPaid: h.anniversariesPaid + a.due } : h)) };
          t = journal(t, `${powerName(n!)} places ${a.due} free infantry in ${a.territory}: anniversary of an unbroken occupation [§10B.2]`);
        }
        return t;
      }
      case 'releases': {
        let t: NiState = { ...s, marks: { ...s.marks, releases: s.position.turn } };
        for (const c of captivesDue(s)) {
          const r = releaseCommander(t, c);
          t = journal(r.state, `${r.text} [§14]`);
        }
        return t;
      }
      case 'treaty-expiry': {
        let t: NiState = { ...s, marks: { ...s.marks, expiries: s.position.turn } };
        for (const tr of s.treaties.filter((x) => x.status === 'active' && x.expires <= s.position.turn)) {
          t = { ...t, treaties: t.treaties.map((x) => (x.id === tr.id ? { ...x, status: 'expired' as const, ended: s.position.turn } : x)) };
          t = journal(t, `The treaty binding ${powerName(tr.bound)} not to attack ${powerName(tr.imposer)} expires [§28D]`);
        }
        return t;
      }
      case 'capital-victory-start':
      case 'capital-victory-end': {
        const a = capitalVictoryDue(s, stepId === 'capital-victory-start' ? 'start-of-turn' : 'end-of-turn');
        if (!a) return s;
        return endGame({ ...s, capitalVictory: { alliance: a, turn: s.position.turn } }, capitalVictoryResult(s, a));
      }
      default:
        return s;
    }
  },

  nextTurn(s, header) {
    if (!is1798(s) && activeSlot(s) === 7 && year(s) >= finalYear(s)) return endGame(s, battlePointResult(s));
    return startTurn(s, header, s.position.turn + 1);
  },

  readTrack(s, track, power) {
    if (!power || !isNation(power)) return 0;
    const st = s.nations[power];
    if (track === 'economy') return economy(s, power);
    if (track === 'flags') return st.flags;
    if (track === 'eliminations') return st.eliminations;
    if (track === 'riflemen') return st.onBoard.riflemen ?? 0;
    if (track === 'battle-points') return battlePoints(s, power).total;
    const card = CARD_TRACK[track];
    return card ? st.cards[card] : 0;
  },

  writeTrack(s, track, power, value) {
    if (!power || !isNation(power)) return s;
    if (track === 'economy') {
      const e = economyOf(s, power);
      const withoutAdjust = e.commencement + e.gained.reduce((a, g) => a + g.value, 0) - e.lost.reduce((a, g) => a + g.value, 0);
      return updateNation(s, power, { economyAdjust: value - withoutAdjust });
    }
    if (track === 'flags') return updateNation(s, power, { flags: value });
    if (track === 'eliminations') return updateNation(s, power, { eliminations: value });
    if (track === 'riflemen') return updateNation(s, power, (x) => ({ onBoard: { ...x.onBoard, riflemen: value } }));
    const card = CARD_TRACK[track];
    return card ? updateNation(s, power, (x) => ({ cards: { ...x.cards, [card]: value } })) : s;
  },

  derived(s, header) {
    const out: DerivedValue[] = [];
    for (const n of NATION_IDS) {
      const e = economyOf(s, n);
      out.push({
        id: 'economy', label: 'Economy line', power: n, value: e.total,
        breakdown: [
          { label: 'Commencement income', value: e.commencement, note: 'table "Empires"' },
          ...e.gained.map((g) => ({ label: `Holds ${g.territory}`, value: g.value })),
          ...e.lost.map((g) => ({ label: `${g.territory} held by ${powerName(g.holder)}`, value: -g.value })),
          ...(e.adjust ? [{ label: 'Battle Card instructions and corrections', value: e.adjust }] : []),
        ],
        formula: 'commencement income + territories gained − territories lost (± Battle Card instructions)',
        cite: ['Economy Line', 'Commencement Incomes', '§3', '§26B'],
      });
      const cart = s.carts[n];
      if (cart && cart.turn === s.position.turn) {
        out.push({
          id: 'budget', label: 'Purchase budget this turn', power: n, value: cart.budget,
          breakdown: [...cart.lines, { label: 'Spent', value: -cart.spent }, { label: cart.closed ? 'Forfeited' : 'Left (forfeited if unspent)', value: cart.budget - cart.spent }],
          formula: is1798(s) ? 'commencement income (1798)' : s.rules?.['capitalLostIncome'] === 'subtract-then-halve' ? 'halve(S − penalties) if the capital is lost, else S − penalties' : '(S, or max(2, ⌈S ÷ 2⌉) with the capital lost) − penalties',
          cite: is1798(s) ? ['§2C'] : ['§3', '§3B', '§10.1', 'A14'],
        });
      }
      const bp = battlePoints(s, n);
      out.push({
        id: 'battle-points', label: 'Battle Points', power: n, value: bp.total,
        breakdown: bp.lines.filter((l) => l.count > 0).map((l) => ({ label: `${l.label} × ${l.count}`, value: l.value, ...(l.points === null ? { note: 'fill in the table "Battle Point Score Chart"' } : { note: `${l.points} each` }) })),
        formula: 'Σ items × points per item (territories and capitals as held now)',
        cite: ['Battle Point Score Chart', 'A13'],
      });
    }
    const totals = teamTotals(s);
    for (const a of ALLIANCES) {
      out.push({
        id: 'team-battle-points', label: `${ALLIANCE_NAME[a]}: team total`, value: totals[a],
        breakdown: nationsOf(s, a).map((n) => ({ label: powerName(n), value: battlePoints(s, n).total })),
        formula: 'sum of the alliance’s four nations', cite: ['Battle Point Score Chart'],
      });
    }
    if (is1798(s)) {
      const t = movementTimer(header);
      out.push({
        id: 'movement-timer-1798', label: '1798 movement time limit (minutes)', value: t.minutes,
        breakdown: [{ label: 'Base', value: TIMER_1798.base }, { label: `Most nations one player plays: ${t.most}`, value: t.minutes - TIMER_1798.base, note: `+${TIMER_1798.perExtraNation} per nation beyond ${TIMER_1798.freeNations}, at most ${TIMER_1798.max} in all` }],
        formula: `min(${TIMER_1798.max}, ${TIMER_1798.base} + ${TIMER_1798.perExtraNation} × max(0, k − ${TIMER_1798.freeNations}))`, cite: ['§2B.4'],
      });
    }
    const res = s.finalResult ?? (s.position.stepId === 'final-scoring' ? battlePointResult(s) : null);
    if (res) {
      for (const pp of gamePoints(s, header, res)) {
        out.push({
          id: 'game-points', label: `Game points: ${pp.player}${pp.rank ? ` (${pp.rank})` : ''}`, value: pp.total,
          breakdown: [...pp.lines.map((l) => ({ label: l.label, value: l.value, ...(l.note ? { note: l.note } : {}) })), ...(pp.career ? [{ label: 'Career points before this game', value: pp.career, note: 'not part of this game’s points' }] : [])],
          formula: 'team result by margin + individual bonuses', cite: ['Game Points Allocation', 'Game Ranks', 'A26'],
        });
      }
    }
    return out;
  },

  powerViews(s, header) {
    const views: PowerView[] = [];
    const active = activeNation(s);
    for (const n of NATION_IDS) {
      const p = POWERS.find((x) => x.id === n)!;
      const st = s.nations[n];
      const e = economy(s, n);
      const facts: string[] = [];
      facts.push(`${ALLIANCE_NAME[allianceOf(s, n)]}`);
      facts.push(`Economy line ${e} (coin${economyCoins(e).length > 1 ? 's' : ''} on ${economyCoins(e).join(' and ')})`);
      const cart = s.carts[n];
      if (cart && cart.turn === s.position.turn) facts.push(`Budget ${fmt(cart.budget)}, spent ${fmt(cart.spent)}${cart.closed ? `, closed${cart.forfeited ? ` (${fmt(cart.forfeited)} forfeited)` : ''}` : ''}`);
      if (capitalCaptured(s, n)) facts.push(`${capitalName(s, n)} held by ${powerName(capitalHolder(s, n))}${st.exileCapital ? `; exile capital ${capitalName(s, st.exileCapital)}` : '; no exile capital chosen'}`);
      const tray = trayText(s, n);
      if (tray) facts.push(`Purchase Tray: ${tray}`);
      for (const c of s.commanders.filter((x) => x.nation === n && x.status !== 'executed')) facts.push(`${commanderName(c)}: ${commanderStatus(s, c)}`);
      const prisoners = s.commanders.filter((c) => c.status === 'imprisoned' && c.holder === n);
      if (prisoners.length) facts.push(`Prisoners in its tray: ${prisoners.map((c) => `${commanderName(c)} (until ${turnName(s, c.releaseTurn!)})`).join(', ')}`);
      if (s.rules?.['spies'] === true) facts.push(spyText(s, n));
      const we = weatherEffect(s, n);
      if (we) facts.push(we);
      facts.push(`Battle Cards: ${deckRemaining(s, n)} of ${deckSize(s, n)} left${st.deck.drawn.some((d) => d.kind === 'disaster') ? '; DISASTER drawn' : ''}${st.deck.drawn.some((d) => d.kind === 'imperium') ? '; IMPERIUM drawn' : ''}`);
      const due = s.penalties.filter((x) => x.nation === n && !x.applied);
      if (due.length) facts.push(`Income penalties due: ${due.map((x) => `−${x.amount} in ${turnName(s, x.dueTurn)}`).join(', ')}`);
      for (const tr of s.treaties.filter((x) => x.status === 'active' && (x.bound === n || x.imposer === n))) {
        facts.push(tr.bound === n ? `Bound by treaty: no attack on ${powerName(tr.imposer)} until after ${turnName(s, tr.expires)}` : `Treaty imposed on ${powerName(tr.bound)} until after ${turnName(s, tr.expires)}`);
      }
      const status = st.eliminated ? 'Eliminated' : capitalCaptured(s, n) ? 'In exile' : n === active ? 'Its turn' : 'In play';
      views.push({
        power: n, name: p.name, colour: p.colour, player: st.player || header.players.find((x) => x.powers.includes(n))?.name || null,
        status, defeated: st.eliminated,
        tracks: {
          economy: e, 'battle-points': battlePoints(s, n).total, flags: st.flags, eliminations: st.eliminations,
          'card-sld': st.cards['successful-land-defence'], 'card-captured-capital': st.cards['captured-capital'], 'card-sea-victory': st.cards['sea-victory'],
          'card-spy-death': st.cards['spy-death'], 'card-captured-commander': st.cards['captured-commander'],
          ...(n === 'gb' ? { riflemen: st.onBoard.riflemen ?? 0 } : {}),
        },
        facts,
      });
    }
    return views;
  },

  prompt(s, header) {
    if (s.gameOver) return `Game over. ${s.gameOver.reason}`;
    const n = activeNation(s);
    const leave = napoleonsImperium.canLeaveStep(s, header);
    switch (s.position.stepId) {
      case 'prep-purchase': return leave ?? 'Every nation has closed its purchases. Next: the simultaneous movement.';
      case 'prep-movement': {
        const t = movementTimer(header);
        return `Both teams move together: ${t.minutes} minutes on the timer${t.most > TIMER_1798.freeNations ? ` (a player has ${t.most} nations)` : ''}. No attacks, no neutral territories, spies stay home.`;
      }
      case 'prep-placement': return leave ?? 'Everything is placed. Next: 1799.';
      case 'weather': return leave ? `${leave} A player of the ${ALLIANCE_NAME[rollerOf(s, year(s))]} rolls.` : `The weather of ${year(s)} is ${WEATHER_LABEL[s.weather[String(year(s))] as Weather]}.`;
      case 'capital-victory-start':
      case 'capital-victory-end': return 'Capital Victory.';
      case 'rebellion': return leave ?? `${powerName(n!)} ${s.nations[n!].eliminated ? 'did not rise: its turn is over' : 'is back in the game'}.`;
      case 'anniversary': return `Anniversary of occupation: ${s.journal.filter((j) => j.text.includes('anniversary')).map((j) => j.text).join('; ') || 'nothing due'}.`;
      case 'penalties': return `Battle Card penalties this turn: ${penaltiesDue(s, n!).map((p) => `−${p.amount}${p.note ? ` (${p.note})` : ''}`).join(', ')}.`;
      case 'purchase': {
        const c = s.carts[n!];
        if (!c) return '';
        if (c.closed) return `${powerName(n!)} spent ${fmt(c.spent)} of ${fmt(c.budget)}${c.forfeited ? `; ${fmt(c.forfeited)} forfeited` : ''}. Next: the Attack Phase.`;
        return `${powerName(n!)} has ${fmt(c.budget - c.spent)} of ${fmt(c.budget)} to spend${c.capitalLost ? ' (half income: its capital is occupied)' : ''}${c.penalties ? ` after −${c.penalties} in Battle Card penalties` : ''}; close the purchases when done (the rest is forfeited).`;
      }
      case 'spy-discovery': return `${powerName(n!)} may roll for the enemy spies in its territory: ${enemySpiesIn(s, n!).map((x) => `the ${adjective(x)} spy in ${s.nations[x].spy.location}`).join(', ')}.`;
      case 'frozen-fleets': return 'Snow for a second year: roll again for frozen fleets in captured Baltic ports, or go on.';
      case 'attack': return leave ?? `${powerName(n!)} attacks: record each battle’s result as it is resolved. ${s.battles.filter((b) => b.turn === s.position.turn).length} so far this turn.`;
      case 'movement': return leave ?? `${powerName(n!)} moves the units that did not attack${s.rules?.['movementTimeLimit'] === true ? ` (${MOVEMENT_LIMIT_MINUTES} minutes)` : ''}.`;
      case 'placement': return leave ?? `${powerName(n!)} has placed its purchases: its turn is over.`;
      case 'releases': return `Released at this placement: ${s.journal.filter((j) => j.text.includes('§14')).map((j) => j.text.replace(' [§14]', '')).join('; ') || 'nobody'}.`;
      case 'treaty-expiry': return `${s.journal.filter((j) => j.text.includes('§28D')).map((j) => j.text).join('; ') || 'No treaty expires.'}`;
      case 'notice': return s.notice?.year === year(s) ? `The game ends at the end of ${finalYear(s)}.` : `End of ${year(s)}: the players may give notice to end the game (majority: end of ${year(s) + 2}; 50/50: end of ${year(s) + 3}).`;
      case 'final-scoring': {
        const r = battlePointResult(s);
        return `End of the game: ${resultText(s, r)}`;
      }
      default: return '';
    }
  },

  beforeYouPlay(s) {
    const first = is1798(s);
    const next = first ? String(FIRST_YEAR + 1) : String(year(s));
    const wants: Array<Omit<DataNeed, 'rows'>> = [
      { table: 'military-costs', when: first ? `the ${FIRST_YEAR} purchases (now)` : 'the next Purchases', why: 'Each unit bought costs its Empire’s price from the Reference Card.' },
      { table: 'territories', when: `the first attack (${next})`, why: 'A battle for a territory, and every income change, reads its income value and original owner from the map.' },
      { table: 'hit-values', when: `the first battle (${next})`, why: 'The exact odds and the battle dice read each Empire’s hit values for the weather from its Reference Card.' },
      { table: 'invasion-values', when: 'the first invasion from the sea', why: 'An invasion reads the fleets’ invasion and port defence values from the Reference Cards [§21].' },
      { table: 'movement', when: 'each Empire’s movement', why: 'The movement limits come from each Empire’s Reference Card.' },
      { table: 'special-units', when: 'when Camels or Riflemen are bought', why: 'Their costs and values are on the Reference Cards [§38].' },
      { table: 'battle-cards', when: 'the first land battle lost', why: '“Draw from the app’s deck” shows the card’s title and text; without them, draw the physical card and type its number.' },
      { table: 'game-points', when: 'the end of the game', why: 'The Game Points Allocation turns the result into points.' },
      { table: 'game-ranks', when: 'the end of the game', why: 'The ranks are read from the Game Ranks table.' },
    ];
    const needs: DataNeed[] = [];
    for (const w of wants) {
      const rows = rowsMissing(NAPOLEONS_IMPERIUM_DATA, s.data, w.table);
      if (rows.length) needs.push({ ...w, rows });
    }
    return needs;
  },

  statusBoard(s, header) {
    const groups: Array<{ group: string; rows: Array<{ label: string; value: string }> }> = [];
    const totals = teamTotals(s);
    groups.push({
      group: 'The war',
      rows: [
        { label: 'Year', value: `${year(s)} (final year ${finalYear(s)}${s.notice ? `, by notice given at the end of ${s.notice.year}` : ''})` },
        { label: 'Turn', value: napoleonsImperium.turnLabel(s).turn },
        { label: 'Weather', value: s.rules?.['weather'] === true ? WEATHER_LABEL[(s.weather[String(year(s))] ?? 'fine') as Weather] + (s.weather[String(year(s))] ? '' : ' (not yet rolled)') : 'Fine (weather rule off)' },
        ...ALLIANCES.map((a) => ({ label: ALLIANCE_NAME[a], value: `${totals[a]} Battle Points; holds ${enemyCapitalsHeld(s, a).map((n) => capitalName(s, n)).join(', ') || 'no enemy capital'}${s.capitalClock[a] !== null ? `; Capital Victory clock since ${turnName(s, s.capitalClock[a]!)}` : ''}` })),
        ...ALLIANCES.map((a) => ({ label: `${ALLIANCE_NAME[a]} Banker`, value: s.bankers[a] ?? (header.players.length >= 4 ? 'to appoint' : 'not needed (fewer than 4 players)') })),
      ],
    });
    if (s.holdings.length) {
      groups.push({
        group: 'Territories that changed hands',
        rows: s.holdings.map((h) => ({ label: h.territory, value: `${powerName(h.holder)} since ${turnName(s, h.since)} (originally ${h.original === 'neutral' ? 'neutral' : powerName(h.original)}; value ${h.value})` })),
      });
    }
    const w = s.weather[String(year(s))] as Weather | undefined;
    if (w && w !== 'fine' && s.rules?.['weather'] === true && !is1798(s)) {
      groups.push({ group: `Weather ${year(s)}: ${WEATHER_LABEL[w]}`, rows: NATION_IDS.map((n) => ({ label: adjective(n), value: weatherEffect(s, n)!.replace(/^\w+: /, '') })) });
    }
    const captives = s.commanders.filter((c) => c.status === 'imprisoned' || c.status === 'paroled' || c.status === 'awaiting-capital');
    if (captives.length) groups.push({ group: 'Commanders in captivity', rows: captives.map((c) => ({ label: commanderName(c), value: commanderStatus(s, c) })) });
    const treaties = s.treaties.filter((t) => t.status === 'active');
    if (treaties.length) groups.push({ group: 'Treaties', rows: treaties.map((t) => ({ label: `${powerName(t.bound)} → ${powerName(t.imposer)}`, value: `no attack until after ${turnName(s, t.expires)}; allies not through ${adjective(t.bound)} borders; its fleets under allied command break off` })) });
    if (s.rules?.['spies'] === true) groups.push({ group: 'Spies', rows: NATION_IDS.map((n) => ({ label: adjective(n), value: spyText(s, n) })) });
    groups.push({ group: 'Battle Card decks', rows: NATION_IDS.map((n) => ({ label: adjective(n), value: `${deckRemaining(s, n)} of ${deckSize(s, n)} left, ${s.nations[n].deck.draws} drawn in all` })) });
    if (s.fleetGroups.length) groups.push({ group: 'Fleets this year', rows: s.fleetGroups.map((g) => ({ label: `${adjective(g.nation)} ${g.name}`, value: `invasions ${g.invasions.length}/${INVASIONS_PER_FLEET}${g.invasions.length ? ` (${g.invasions.join(', ')})` : ''}, transportations ${g.transports}/${TRANSPORTS_PER_FLEET}${g.failedPorts.length ? `; failed at ${g.failedPorts.join(', ')}` : ''}` })) });
    const combined = combinedOf(s);
    if (combined.length) {
      groups.push({
        group: 'Combined fleets',
        rows: combined.map((cf) => {
          const y = fleetYear(cf, year(s));
          const members = cf.members.map((m) => `${adjective(m.nation)} ${m.name}`).join(', ');
          return {
            label: `${adjective(cf.host)} ${cf.name} (${cf.zone})`,
            value: `with ${members || 'no allied fleets'}; invasions ${y.invasions.length}/${INVASIONS_PER_FLEET}, transportations ${y.transports}/${TRANSPORTS_PER_FLEET}${y.moved ? ', moved' : ''}${y.stays ? ', stays put this year' : ''}; ${speedText(s, cf)}`,
          };
        }),
      });
    }
    if (s.journal.length) groups.push({ group: 'This turn', rows: s.journal.map((j, i) => ({ label: String(i + 1), value: j.text })) });
    const recent = s.battles.filter((b) => b.turn === s.position.turn);
    if (recent.length) groups.push({ group: 'Battles this turn', rows: recent.map((b) => ({ label: `${b.id}. ${b.where}`, value: b.result === 'draw' ? 'Draw' : `${b.result === 'attacker' ? powerName(b.attacker) : b.defenders.map(powerName).join(' + ')} won` })) });
    return groups;
  },

  reminders(s, header) {
    const r: string[] = [];
    const n = activeNation(s);
    const agreed = Number(s.rules?.['finalYear'] ?? 1815);
    if (agreed < 1801) r.push(`The agreed final year ${agreed} is earlier than the rulebook allows: “the earliest a game can end is at the end of 1801” (Objectives A, Note). Played as agreed.`);
    if (is1798(s)) r.push('1798 is a year of peace: no attacks, no invasions, no neutral territories, spies stay home; fleets pass each other freely [§2C].');
    if (!orderIsFromTable(s)) r.push('The order of play in the table "Empires" is not 1-8: the printed order is used.');
    if (s.rules?.['weather'] === true && !is1798(s)) {
      const w = s.weather[String(year(s))] as Weather | undefined;
      if (w === 'stormy') r.push(`Stormy: ${weatherLine(s, 'stormy')} [§46].`);
      if (w === 'snow') r.push(`Snow: the Baltic is frozen (no invasions or transport by its fleets; captured Baltic ports may take frozen fleets); artillery cannot move or move into snow, except in African territories${' '}(and Ottoman original territories for the Ottomans) [§46-§49].`);
      if (w === 'rain') r.push('Rain: every nation fights with its Rain row of hit values [§46].');
    }
    if (n && !s.nations[n].eliminated) {
      if (capitalCaptured(s, n)) r.push(`${powerName(n)} is in exile: half income (at least 2), purchases placed in ${s.nations[n].exileCapital ? capitalName(s, s.nations[n].exileCapital) : 'one allied capital to choose'}; it may attack only toward its capital or its own original territories, never a capital [§10].`);
      for (const tr of s.treaties.filter((t) => t.status === 'active' && t.bound === n)) r.push(`${powerName(n)} may not attack ${powerName(tr.imposer)} until after ${turnName(s, tr.expires)}; its allies may not attack ${powerName(tr.imposer)} through ${adjective(n)} borders [§28].`);
      for (const tr of s.treaties.filter((t) => t.status === 'active' && areEnemies(s, t.bound, n) && (t.imposer === n || allianceOf(s, t.imposer) === allianceOf(s, n)))) {
        r.push(tr.imposer === n ? `Attacking ${powerName(tr.bound)} breaks the treaty imposed on it [§28D].` : `Attacking ${powerName(tr.bound)} through ${adjective(tr.imposer)} borders breaks the treaty [§28D].`);
      }
      if (s.position.stepId === 'placement') {
        r.push('Fleets only in owned ports with no enemy fleet in the sea territory (ports in multi-port sea territories cannot be blockaded) [§4C, §4D].');
        if (capitalCaptured(s, GIBRALTAR_NATION)) r.push(`England is occupied: the Gibraltar port is ${powerName(capitalHolder(s, GIBRALTAR_NATION))}’s, not a British placement port, until England is liberated [§4B].`);
        else if (n === GIBRALTAR_NATION) r.push('Gibraltar is a British port (no land units needed) unless an enemy fleet blockades it [§4B, §4C].');
        const due = s.commanders.filter((c) => (c.status === 'imprisoned' && c.holder === n) || (c.status === 'paroled' && c.nation === n)).filter((c) => c.releaseTurn !== null && c.releaseTurn <= s.position.turn);
        if (due.length) r.push(`Released at this placement: ${due.map(commanderName).join(', ')} [§14].`);
      }
      if (s.position.stepId === 'movement' && s.rules?.['movementTimeLimit'] === true) r.push(`Movement time limit: ${MOVEMENT_LIMIT_MINUTES} minutes; then place everything in hand [§41].`);
      const cart = s.carts[n];
      if (s.position.stepId === 'purchase' && cart && !cart.closed && cart.budget > cart.spent) r.push(`Unspent income is forfeited: ${fmt(cart.budget - cart.spent)} left [§3B].`);
    }
    const expiring = s.treaties.filter((t) => t.status === 'active' && t.expires === s.position.turn);
    if (expiring.length) r.push(`At the end of this turn the treaty binding ${expiring.map((t) => powerName(t.bound)).join(', ')} expires [§28D].`);
    for (const a of ALLIANCES) {
      if (s.capitalClock[a] !== null) r.push(`Capital Victory clock: the ${ALLIANCE_NAME[a]} holds ${enemyCapitalsHeld(s, a).length} enemy capitals since ${turnName(s, s.capitalClock[a]!)}; it wins at the ${s.rules?.['capitalVictoryInstant'] === 'end-of-turn' ? 'end' : 'start'} of ${turnName(s, s.capitalClock[a]! + 8)} if they hold [Objectives B].`);
    }
    if (!s.gameOver && year(s) === finalYear(s) && !is1798(s)) r.push(`${year(s)} is the final year: Battle Points are counted after the Russian turn [Objectives A].`);
    for (const f of s.journal.filter((j) => j.place)) r.push(`To place now: ${f.text}`);
    return r;
  },
  review: napoleonsImperiumReview,
};

// Display helpers --------------------------------------------------------------------------------------------

function fmt(x: number): string {
  return Number.isInteger(x) ? String(x) : x.toFixed(1);
}

function trayText(s: NiState, n: NationId): string {
  const sum: Partial<Record<Unit, number>> = {};
  for (const t of s.nations[n].tray) sum[t.unit] = (sum[t.unit] ?? 0) + t.count;
  const later = s.nations[n].tray.filter((t) => t.availableYear > year(s)).reduce((a, t) => a + t.count, 0);
  const text = UNITS.some((u) => sum[u]) ? unitsText(sum) : '';
  return text ? `${text}${later ? ` (${later} waiting for next year)` : ''}` : '';
}

function commanderStatus(s: NiState, c: NiState['commanders'][number]): string {
  switch (c.status) {
    case 'active': return `free${c.used ? `, used in the ${c.used} phase this year` : ''}`;
    case 'imprisoned': return `imprisoned in the ${adjective(c.holder!)} Purchase Tray until the ${adjective(c.holder!)} placement (${turnName(s, c.releaseTurn!)})`;
    case 'paroled': return `on parole in its own Purchase Tray until its placement (${turnName(s, c.releaseTurn!)})`;
    case 'awaiting-capital': return `held until ${capitalName(s, c.nation)} is liberated`;
    case 'executed': return 'dead';
  }
}

function spyText(s: NiState, n: NationId): string {
  const spy = s.nations[n].spy;
  if (!spy.alive) return 'Spy: dead';
  const home = spy.location.toLowerCase() === capitalName(s, n).toLowerCase();
  const stolen = spy.stolen ? `; stole ${powerName(spy.stolen.from)}’s ${spy.stolen.stat.replace('-', ' ')} ${spy.stolen.value} (${home ? 'in force' : 'not in force until home'})` : '';
  const pend = spy.pending ? '; success: choose the ability' : '';
  return `Spy in ${spy.location}${home ? ' (home)' : ''}${stolen}${pend}`;
}

/** One nation's effects of this year's weather, from the tables "Weather effects" and "Hit values" [§46-§48]. */
export function weatherEffect(s: NiState, n: NationId): string | null {
  if (s.rules?.['weather'] !== true || is1798(s)) return null;
  const w = s.weather[String(year(s))] as Weather | undefined;
  if (!w || w === 'fine') return null;
  const p = packOf(s);
  const v = (table: string, key: string, col: string) => {
    const x = cellValue(p, table, key, col);
    return x === null ? '?' : String(x);
  };
  if (w === 'stormy') {
    const inv = cellValue(p, 'weather-effects', n, 'stormyInvasions');
    return `Stormy: fleets move +${v('weather-effects', n, 'stormyFleetBonus')}; ${inv === true ? 'sea invasions allowed' : inv === false ? 'no sea invasions' : 'sea invasions: fill in the table "Weather effects"'}`;
  }
  if (w === 'snow') {
    const col = NAPOLEONS_IMPERIUM_DATA.tables.find((t) => t.id === 'weather-effects')!.columns.find((c) => c.id === 'snowArtillery')!;
    const val = cellValue(p, 'weather-effects', n, 'snowArtillery');
    const label = col.spec.type === 'enum' ? col.spec.options.find((o) => o.value === val)?.label : undefined;
    return `Snow: ${label ?? 'artillery: fill in the table "Weather effects"'}; the Baltic is frozen`;
  }
  const row = (role: string) => ['infantry', 'cavalry', 'artillery', 'fleet'].map((u) => `${u.slice(0, 3)} ${v('hit-values', `${n}:${role}:rain`, u)}`).join(' ');
  return `Rain: attack ${row('attack')}; defence ${row('defence')}`;
}

function weatherLine(s: NiState, w: 'stormy'): string {
  const parts = NATION_IDS.map((n) => {
    const bonus = cellValue(packOf(s), 'weather-effects', n, 'stormyFleetBonus');
    const inv = cellValue(packOf(s), 'weather-effects', n, 'stormyInvasions');
    return `${adjective(n)} fleets ${bonus === null ? '?' : `+${bonus}`}${inv === false ? ', no invasions' : inv === true ? ', invasions allowed' : ''}`;
  });
  return `${w === 'stormy' ? '' : ''}${parts.join('; ')}`;
}

export type { NiState };
