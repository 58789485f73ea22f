// Le Grand Empire (1800-1815): the game module the campaign engine folds. Seven major powers, one
// seasonal turn per season, the Detailed Sequence of Play's five phases. The scenario booklet is not
// in the rulebook (digest M17): the campaign's first and last turn and first player are set-up
// settings, its starting treasuries the group's "Scenario starting values" table.
import { z } from 'zod';
import { firstApplicableStep } from '../../engine/sequence';
import type { CampaignHeader, DataNeed, GameModule, InForce, PowerView, TrackDef } from '../../engine/types';
import { rowsMissing } from '../../data/tables';
import { LGE_ACTIONS } from './actions';
import { drawRules, move } from './actions/common';
import { fleetsOnOrder } from './actions/treasury';
import { emptyEvents } from './events';
import { emptyRegistries } from './registry-types';
import { leaderReminders, returnLeaders } from './leaders';
import { trackerReminders } from './trackers';
import { boundLeft, conquestBlocker, countDownBound, peaceOf, peaceTermsEnded } from './peace';
import { LGE_REVIEW } from './review';
import { buildPool, emptyInitiative, markerName, playable } from './initiative';
import { LE_GRAND_EMPIRE_RULES } from './rules';
import { datedEvents, LGE_SEQUENCE, seasonalChecklist } from './sequence';
import {
  cellValue, clock, isLastTurn, nameOf, POWER_COLOURS, POWER_NAMES, POWERS, SEASON_NAMES, SEASONS, turnOf, whenLabel, zeroes,
  type LgeState, type MajorStatus, type Power, type Scenario,
} from './state';
import { LE_GRAND_EMPIRE_DATA } from './tables';

export const LGE_ID = 'le-grand-empire' as const;

const seasonEnum = z.enum(SEASONS);
/** The set-up settings the scenario booklet would give (digest M17). */
export const settingsSchema = z.object({
  scenarioRow: z.string().min(1).max(60).optional(),
  startYear: z.number().int().min(1800).max(1815).default(1805),
  startSeason: seasonEnum.default('spring'),
  endYear: z.number().int().min(1800).max(1815).default(1815),
  endSeason: seasonEnum.default('winter'),
  twoPlayer: z.boolean().optional(),
  firstPlayer: z.enum(POWERS).default('france'),
});

export function scenarioOf(header: CampaignHeader): Scenario {
  const st = settingsSchema.parse(header.settings);
  return { startYear: st.startYear, startSeason: st.startSeason, endYear: st.endYear, endSeason: st.endSeason, twoPlayer: st.twoPlayer ?? header.players.length === 2, firstPlayer: st.firstPlayer };
}

const TRACKS: TrackDef[] = [
  { id: 'treasury', name: 'Treasury (£)', scope: 'power', min: 0, max: null, ceiling: { max: 5000, why: 'no power’s treasury comes near 5,000 £, so this looks like a typing slip.' }, cite: ['§12'] },
  { id: 'pr', name: 'Recruit points (Pr)', scope: 'power', min: 0, max: null, ceiling: { max: 1000, why: 'no power collects 1,000 Pr, so this looks like a typing slip.' }, cite: ['§12.1.1'] },
  { id: 'vp', name: 'Victory points', scope: 'power', min: -200, max: null, ceiling: { max: 500, why: 'the VP track does not reach 500, so this looks like a typing slip.' }, cite: ['DSoP 5.0'] },
];
const TRACK_CURRENCY = { treasury: '£', pr: 'Pr', vp: 'VP' } as const;

const MAJOR_WORDS: Record<MajorStatus, string> = {
  neutral: 'Neutral',
  'influenced-france': 'Influenced by France',
  'influenced-great-britain': 'Influenced by Great Britain',
  'allied-france': 'Allied to France',
  'allied-great-britain': 'Allied to Great Britain',
  player: 'Played',
};

function startValue(inForce: InForce, scenarioRow: string, power: Power, column: 'treasury' | 'pr' | 'vp'): number {
  const v = inForce.data ? cellValue(inForce.data, 'scenario-powers', `${scenarioRow}:${power}`, column) : null;
  return typeof v === 'number' ? v : 0;
}

export function setupState(header: CampaignHeader, inForce: InForce): LgeState {
  const scenario = scenarioOf(header);
  const row = (header.settings.scenarioRow as string | undefined) ?? 'scenario-1';
  const played = new Set(header.players.flatMap((p) => p.powers));
  const s: LgeState = {
    position: { turn: 1, stepId: 'events' },
    gameOver: null,
    rules: inForce.rules,
    data: inForce.data,
    scenario,
    treasury: zeroes(),
    pr: zeroes(),
    prReleased: zeroes(),
    vp: zeroes(),
    ledger: [],
    initiative: emptyInitiative(),
    orderIndex: 0,
    majors: Object.fromEntries(POWERS.map((p) => [p, scenario.twoPlayer && p !== 'france' && p !== 'great-britain' ? 'neutral' : played.has(p) ? 'player' : 'neutral'])) as Record<Power, MajorStatus>,
    minors: {},
    wars: [],
    peaces: [],
    procedures: [],
    battle: null,
    battles: [],
    prisoners: {},
    demoralised: [],
    budget: {},
    conscripts: { calls: 0, lastCallTurn: null },
    fortresses: {},
    events: emptyEvents(),
    registries: emptyRegistries(),
  };
  let t = s;
  for (const p of POWERS) {
    t = move(t, p, '£', startValue(inForce, row, p, 'treasury'), 'Scenario start');
    t = move(t, p, 'Pr', startValue(inForce, row, p, 'pr'), 'Scenario start');
    t = move(t, p, 'VP', startValue(inForce, row, p, 'vp'), 'Scenario start');
  }
  return t;
}

function playerOf(header: CampaignHeader, power: string): string | null {
  return header.players.find((p) => p.powers.includes(power))?.name ?? null;
}

export const leGrandEmpireModule: GameModule<LgeState> = {
  id: LGE_ID,
  name: 'Le Grand Empire',
  cite: 'Le Grand Empire Rulebook (English translation)',
  powers: POWERS.map((id) => ({ id, name: POWER_NAMES[id], colour: POWER_COLOURS[id], kind: 'major' as const })),
  scenarios: [
    {
      id: 'campaign',
      name: 'Campaign (your scenario booklet)',
      cite: ['§3.2', 'DSoP 5.0'],
      description: 'The scenario booklet is not in the rulebook: give the first and last turn and the first player; the starting £, Pr and VP come from the table “Scenario starting values”.',
      playable: [...POWERS],
      minPlayers: 1,
      maxPlayers: 7,
    },
  ],
  sequence: LGE_SEQUENCE,
  tracks: TRACKS,
  usualRoll: { count: 2, sides: 6, cite: '§0.2 of the digest: 2D6 ≥ 10 checks' },
  conditions: {
    winter: (s) => clock(s).season === 'winter',
    notWinter: (s) => clock(s).season !== 'winter',
  },
  actions: LGE_ACTIONS,
  data: LE_GRAND_EMPIRE_DATA,
  rules: LE_GRAND_EMPIRE_RULES,

  validateSetup(header) {
    if (header.scenario !== 'campaign') return `Le Grand Empire has no scenario "${header.scenario}" (choose campaign).`;
    const st = settingsSchema.safeParse(header.settings);
    if (!st.success) return `Set-up: ${st.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ')}`;
    const a = st.data.startYear * 4 + SEASONS.indexOf(st.data.startSeason);
    const b = st.data.endYear * 4 + SEASONS.indexOf(st.data.endSeason);
    if (b < a) return `The last turn (${SEASON_NAMES[st.data.endSeason]} ${st.data.endYear}) comes before the first (${SEASON_NAMES[st.data.startSeason]} ${st.data.startYear}).`;
    if (!header.players.length || header.players.length > 7) return 'Le Grand Empire takes 1 to 7 players (one per major power in a multi-player game).';
    const seen = new Map<string, string>();
    const names = new Set<string>();
    for (const p of header.players) {
      if (names.has(p.name)) return `Two players are called ${p.name}: give each a different name.`;
      names.add(p.name);
      if (!p.powers.length) return `${p.name} holds no power.`;
      for (const pw of p.powers) {
        if (!(POWERS as readonly string[]).includes(pw)) return `${p.name}: "${pw}" is not one of the seven major powers (${POWERS.join(', ')}).`;
        if (seen.has(pw)) return `${nameOf(pw)} is held by both ${seen.get(pw)} and ${p.name}.`;
        seen.set(pw, p.name);
      }
    }
    if (st.data.twoPlayer !== false && header.players.length === 2) {
      const fr = seen.get('france');
      const gb = seen.get('great-britain');
      if (!fr || !gb || fr === gb) return 'A two-player game is France against Great Britain: one player holds each (§11).';
    }
    return null;
  },
  setup: setupState,

  turnLabel(s) {
    const c = clock(s);
    return { year: String(c.year), turn: SEASON_NAMES[c.season], full: `${SEASON_NAMES[c.season]} ${c.year}` };
  },

  canLeaveStep(s) {
    switch (s.position.stepId) {
      case 'activations': {
        if (s.battle) return 'Finish the battle in progress first.';
        if (!s.initiative.ended) return `Draw markers until ${clock(s).season === 'summer' ? 'the cup is empty' : 'Winter Quarters ends the phase'} (${s.initiative.pool.length} in the cup).`;
        return null;
      }
      case 'winter-budget':
      case 'exceptional-budget': {
        const open = POWERS.filter((p) => s.budget[p] && !s.budget[p]!.done);
        return open.length ? `Close the budget of ${open.map((p) => POWER_NAMES[p]).join(', ')} first.` : null;
      }
      case 'diplomacy': {
        const ended = peaceTermsEnded(s)[0];
        return ended ? `The mandatory peace of ${nameOf(ended.vanquished)} with ${nameOf(ended.victor)} is over: end its terms (military aid home, mandatory alliance) first (§13.3.2.4-5).` : null;
      }
      case 'conquest':
        return conquestBlocker(s);
      case 'victory':
        return isLastTurn(s) ? `${whenLabel(s)} is the scenario’s last turn: declare the result (scenario booklet).` : null;
      default:
        return null;
    }
  },

  enterStep(s, stepId) {
    if (stepId === 'activations' && !s.initiative.built) return { ...s, initiative: buildPool(clock(s).season, s.initiative.naval2) };
    // Wounded and new leaders go into the pool at the reinforcement phase (§8.2.6.1, §12.5.2).
    if (stepId === 'reinforcements') return { ...returnLeaders(s), orderIndex: 0 };
    if (stepId === 'events' || stepId === 'diplomacy') return { ...s, orderIndex: 0 };
    // Past the Diplomacy Phase a temporary ally no other success pushed back becomes permanent (§11.2.2.2, Sweden).
    if (stepId === 'initiative-pool' && Object.values(s.minors).some((m) => m.status === 'temporary-ally'))
      return { ...s, minors: Object.fromEntries(Object.entries(s.minors).map(([k, m]) => [k, m.status === 'temporary-ally' ? { ...m, status: 'allied' as const } : m])) };
    return s;
  },

  nextTurn(s) {
    const peaces = s.peaces.map((p) => ({ ...p, turnsLeft: p.turnsLeft - 1 })).filter((p) => p.turnsLeft > 0);
    // §8.3.3.3: "T+1" turns to "T" at the end of the turn; a "T" marker goes at the end of the next Operations Phase.
    const demoralised = s.demoralised.filter((d) => d.marker === 'T+1').map((d) => ({ ...d, marker: 'T' as const }));
    const next: LgeState = { ...countDownBound(s), position: { turn: s.position.turn + 1, stepId: 'events' }, peaces, demoralised, initiative: emptyInitiative(), orderIndex: 0, budget: {} };
    return { ...next, position: { ...next.position, stepId: firstApplicableStep(leGrandEmpireModule, next).id } };
  },

  readTrack(s, track, power) {
    const t = track as keyof typeof TRACK_CURRENCY;
    return power && TRACK_CURRENCY[t] ? s[t][power as Power] : 0;
  },
  writeTrack(s, track, power, value) {
    const t = track as keyof typeof TRACK_CURRENCY;
    if (!power || !TRACK_CURRENCY[t]) return s;
    return move(s, power as Power, TRACK_CURRENCY[t], value - s[t][power as Power], 'Set by hand');
  },
  derived: () => [],

  powerViews(s, header): PowerView[] {
    return POWERS.map((p) => {
      const wars = s.wars.filter((w) => w.a === p || w.b === p).map((w) => nameOf(w.a === p ? w.b : w.a));
      const b = s.budget[p];
      return {
        power: p,
        name: POWER_NAMES[p],
        colour: POWER_COLOURS[p],
        player: playerOf(header, p),
        status: MAJOR_WORDS[s.majors[p]],
        defeated: false,
        tracks: { treasury: s.treasury[p], pr: s.pr[p], vp: s.vp[p] },
        facts: [
          wars.length ? `At war with ${wars.join(', ')}` : 'At peace',
          ...(s.prReleased[p] ? [`${s.prReleased[p]} Pr from released prisoners`] : []),
          ...(b ? [`Budget: ${b.done ? 'closed' : 'open'}${b.unpaid.length ? `; unpaid: ${b.unpaid.join(', ')}` : ''}`] : []),
          ...fleetsOnOrder(s, p).map((o) => `${o.points} fleet point${o.points > 1 ? 's' : ''} from ${o.dockyard}: ${o.arrivesTurn === s.position.turn ? 'arrives this turn' : `arrives ${whenLabel(s, o.arrivesTurn)}`}`),
        ],
      };
    });
  },

  prompt(s) {
    const c = clock(s);
    switch (s.position.stepId) {
      case 'events':
      case 'diplomacy':
        return `${POWER_NAMES[POWERS[s.orderIndex]!]} now (diplomacy order).`;
      case 'reinforcements': {
        // Fleet points paid earlier arrive now (§12.4.2, A-32): they join a fleet in a national dockyard harbour (§12.5.1).
        const p = POWERS[s.orderIndex]!;
        const due = fleetsOnOrder(s, p).filter((o) => o.arrivesTurn === s.position.turn);
        return `${POWER_NAMES[p]} now (diplomacy order).${due.length ? ` Fleet points arriving: ${due.map((o) => `${o.points} from ${o.dockyard}`).join(', ')}, to a fleet in a national harbour with dockyards (§12.5.1).` : ''}`;
      }
      case 'initiative-pool':
        return 'Buy the Naval 2 markers if wanted (25 £ from France or Great Britain), then Next fills the cup.';
      case 'activations': {
        if (s.battle) return `Battle at ${s.battle.where} in progress.`;
        if (s.initiative.ended) return 'The Operations Phase is over: Next.';
        if (s.position.turn === 1 && !s.initiative.activationDrawn && !s.initiative.drawn.length) return `${POWER_NAMES[s.scenario.firstPlayer]} chooses the first marker (§3.2).`;
        const last = s.initiative.drawn[s.initiative.drawn.length - 1];
        return last ? `${markerName(last.marker)}: ${last.note}` : `Draw the first marker (${playable(s.initiative, drawRules(s)).length} can come out).`;
      }
      case 'winter-budget':
        return 'Each power: savings cap, collection, maintenance, gifts, production, then close its budget.';
      case 'exceptional-budget':
        return `${SEASON_NAMES[c.season]}: production at double £ for land units; close each budget opened.`;
      case 'victory':
        return isLastTurn(s) ? 'Last turn: declare the result.' : 'Adjust the victory points, check automatic victory, then Next.';
      default:
        return LGE_SEQUENCE.phases.flatMap((p) => p.steps).find((x) => x.id === s.position.stepId)?.summary ?? '';
    }
  },

  statusBoard(s) {
    const c = clock(s);
    const last = turnOf(s, s.scenario.endYear, s.scenario.endSeason);
    const groups: Array<{ group: string; rows: Array<{ label: string; value: string }> }> = [
      { group: 'Season', rows: [{ label: 'Turn', value: `${SEASON_NAMES[c.season]} ${c.year} (turn ${s.position.turn} of ${last})` }] },
    ];
    if (s.initiative.built)
      groups.push({ group: 'Initiative pool', rows: [{ label: 'In the cup', value: s.initiative.pool.map(markerName).join(', ') || 'empty' }, { label: 'Played', value: s.initiative.drawn.filter((d) => d.marker !== 'WQ').map((d) => markerName(d.marker)).join(', ') || 'none' }] });
    groups.push({ group: 'Wars', rows: s.wars.length ? s.wars.map((w) => ({ label: `${nameOf(w.a)} – ${nameOf(w.b)}`, value: 'war' })) : [{ label: 'Wars', value: 'none' }] });
    if (s.peaces.length) groups.push({ group: 'Mandatory peace', rows: s.peaces.map((p) => ({ label: `${nameOf(p.a)} – ${nameOf(p.b)}`, value: `${p.turnsLeft} turn${p.turnsLeft === 1 ? '' : 's'} left` })) });
    const bound = peaceOf(s).bound ?? [];
    if (bound.length) groups.push({ group: 'Mandatory alliance', rows: bound.map((b) => ({ label: `${nameOf(b.power)} – ${nameOf(b.with)}`, value: boundLeft(b) })) });
    const minors = Object.entries(s.minors);
    if (minors.length) groups.push({ group: 'Minor countries', rows: minors.map(([m, v]) => ({ label: m, value: `${v.status}${v.by ? ` (${POWER_NAMES[v.by]})` : ''}` })) });
    const pris = Object.entries(s.prisoners).flatMap(([h, by]) => Object.entries(by).filter(([, n]) => n > 0).map(([o, n]) => ({ label: `${nameOf(h)} holds`, value: `${n} ${nameOf(o)}` })));
    if (pris.length) groups.push({ group: 'Prisoners', rows: pris });
    const forts = Object.entries(s.fortresses ?? {});
    if (forts.length)
      groups.push({
        group: 'Fortresses',
        rows: forts.map(([name, f]) => ({ label: `${name} (level ${f.level})`, value: `${f.owner ? POWER_NAMES[f.owner] : '—'}, ${f.status === 'empty' ? 'empty (Forteresse vide)' : f.status}${f.destroyed ? `, ${f.destroyed} permanent point${f.destroyed === 1 ? '' : 's'} destroyed` : ''}` })),
      });
    if (s.demoralised.length) groups.push({ group: 'Demoralised', rows: s.demoralised.map((d) => ({ label: d.force, value: d.marker })) });
    if (s.battles.length) groups.push({ group: 'Battles', rows: s.battles.slice(-6).map((b) => ({ label: `${b.when}: ${b.where}`, value: `${b.winner === 'draw' ? 'draw' : b.winner ? POWER_NAMES[b.winner] : '—'}; ${b.summary}` })) });
    return groups;
  },

  reminders(s) {
    const ended = peaceTermsEnded(s).map((x) => `Mandatory peace of ${nameOf(x.vanquished)} with ${nameOf(x.victor)} over: ${[x.aid ? 'military aid goes home' : '', x.alliance ? 'the mandatory alliance takes effect' : ''].filter(Boolean).join(', ')} (§13.3.2.4-5)`);
    return [...ended, ...datedEvents(s), ...leaderReminders(s), ...trackerReminders(s), ...seasonalChecklist(s, s.position.stepId).filter((i) => i.on).map((i) => `${i.text} (${i.cite})`)];
  },

  beforeYouPlay(s, header) {
    const c = clock(s);
    const now = `${SEASON_NAMES[c.season]} ${c.year}`;
    const row = (header.settings.scenarioRow as string | undefined) ?? 'scenario-1';
    const wants: Array<{ table: string; only?: (key: string) => boolean; columns?: string[]; when: string; why: string }> = [
      { table: 'scenario-powers', only: (k) => k.startsWith(`${row}:`), when: 'the set-up', why: 'Each power starts with the treasury, recruit points and victory points of the scenario booklet.' },
      { table: 'combat-ratio', when: `the first land battle (Activation Phase of ${now})`, why: 'The attacker’s modifier comes from the combat ratio; without it the referee types the modifier (manual mode) (§8.1.4).' },
      { table: 'crt-minor', when: `the first land battle (Activation Phase of ${now})`, why: 'Both sides roll 2D6 on the table for the battle’s size; without it the referee types the results (manual mode) (§8.2.5).' },
      { table: 'crt-skirmish', when: `the first skirmish or siege combat (${now})`, why: 'Battles of 2.5 corps or fewer and siege combats are resolved on the skirmish column (§8, §9.2.2).' },
      { table: 'crt-major', when: `the first major battle (${now})`, why: 'Battles of 10 corps or more, 4 on the weaker side, use the major battle table (§8).' },
      { table: 'wound', when: `the first wound check (${now})`, why: 'An L or LA result, a spearhead or a second tactical marker makes a leader check on the wound table (§8.2.6).' },
      { table: 'table-dice', only: (k) => k === 'wound', when: `the first wound check (${now})`, why: 'How many dice the wound table is rolled with.' },
      { table: 'siege', when: `the first siege attempt (${now})`, why: 'A siege attempt is read on the siege table’s column for the printed fortress level; without it the referee types the result (manual mode) (§9.2.1).' },
      { table: 'table-dice', only: (k) => k === 'siege', when: `the first siege attempt (${now})`, why: 'How many dice the siege table is rolled with.' },
      { table: 'production', when: `the budget phase of ${now}`, why: 'Each unit costs Pr and £ from the production play aid (§12.4.2).' },
      { table: 'counter-mix', when: `the budget phase of ${now}`, why: 'No power builds more units than the counters provided in the game; until they are counted, production does not check it (§12.4.2).' },
      { table: 'maintenance', when: `the Winter budget of ${c.year}`, why: 'Maintenance is paid item by item in the budget sheet’s order; an unpaid unit is removed (§12.4.1).' },
      { table: 'leaders', columns: ['power', 'initiative'], when: `the first activation (${now})`, why: 'A land marker activates the leaders of its side whose initiative is at least its value; the pool draws are by power (§5.1.3, §12.5.2).' },
      { table: 'attrition', when: `the first forced march or final attrition (${now})`, why: 'An attrition check reads the attrition table’s column for the combat points in the hex; without it the referee types the losses (manual mode) (§7.3.3).' },
      { table: 'table-dice', only: (k) => k === 'attrition', when: `the first attrition check (${now})`, why: 'How many dice the attrition table is rolled with.' },
    ];
    const needs: DataNeed[] = [];
    for (const w of wants) {
      const rows = rowsMissing(LE_GRAND_EMPIRE_DATA, s.data, w.table, { ...(w.only ? { keep: (r: { key: string }) => w.only!(r.key) } : {}), ...(w.columns ? { columns: w.columns } : {}) });
      if (rows.length) needs.push({ table: w.table, rows, when: w.when, why: w.why });
    }
    return needs;
  },

  onDataChanged: (s) => s,
  review: LGE_REVIEW,
};

