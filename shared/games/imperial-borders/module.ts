// Imperial Borders: the game module the campaign engine folds. 2-6 players, six Nations, 6-9 Game Rounds of
// seven phases; Phase 4 is played by each Nation in turn order (one engine turn per Active Nation).
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import type { CampaignHeader, DataNeed, DerivedValue, GameModule, InForce, PowerView, StepDef, StepNote, TrackDef } from '../../engine/types';
import type { DataPack } from '../../data/tables';
import { IB_ACTIONS, MEDAL_NAMES, finalRows, nextPicker, paradePreview, pendingFollowUp, playerOf, revoltIncome, taxesOf } from './actions';
import { MEDALS, type Tier } from './battle';
import { IMPERIAL_BORDERS_RULES } from './rules';
import { imperialBordersReview } from './review';
import { IB_SEQUENCE } from './sequence';
import {
  NATION_COLOURS, NATION_IDS, NATION_NAMES, STARTING_LAND, activeNation, cellValue, headerTeams, inPlay, isLastRound, isNation, nationName, packOf, roundCasualties, startingLandOf,
  type IbState, type NationId, type NationState, type StartingLand,
} from './state';
import { IMPERIAL_BORDERS_DATA } from './tables';

const CONTROL_TRACKS: Array<[keyof NationState & string, string, number, string]> = [
  ['capitals', 'Capitals held', 6, 'six Capitals exist'],
  ['majors', 'Major Homeland Territories held', 24, 'six Nations have 4 each'],
  ['annexed', 'Annexed Territories held', 60, 'the map has far fewer Independent Territories'],
  ['ports', 'Ports held', 80, 'the map has far fewer Ports'],
  ['eliteLand', 'Elite Land Units', 60, 'one Pennant a side per battle gives far fewer'],
  ['eliteShips', 'Elite Ships', 40, 'one Pennant a side per battle gives far fewer'],
  ['ships', 'Ships on the map', 80, 'a Treasury buys far fewer'],
  ['landUnits', 'Land Units on the map', 200, 'a Treasury buys far fewer'],
];

const TRACKS: TrackDef[] = [
  { id: 'gold', name: 'Treasury (Gold)', scope: 'power', min: 0, max: null, ceiling: { max: 999, why: 'a Treasury gains about 15 Gold a round, so this looks like a typing slip.' }, cite: ['Gold', 'Phase 1'] },
  { id: 'prestige', name: 'Prestige Points', scope: 'power', min: 0, max: null, ceiling: { max: 300, why: 'at most 4 Prestige Points a round are awarded to one Nation before Final Scoring, so this looks like a typing slip.' }, cite: ['Phase 6 Step B'] },
  { id: 'escrow', name: 'Gold held in escrow', scope: 'power', min: 0, max: null, ceiling: { max: 999, why: 'this looks like a typing slip.' }, cite: ['Phase 1'] },
  ...CONTROL_TRACKS.map(([id, name, max, why]): TrackDef => ({ id, name, scope: 'power', min: 0, max: null, ceiling: { max, why: `${why}, so this looks like a typing slip.` }, cite: ['Control registry (digest §3.2)'] })),
];

// ---------------------------------------------------------------------------------------------
// Set-up [Player Count and Nations; Setup Steps A-E]

type PlayerCountKey = '2a' | '2b' | '3' | '4' | '5' | '6';

function countKey(header: CampaignHeader): PlayerCountKey | null {
  const n = header.players.length;
  if (n < 2 || n > 6) return null;
  if (n > 2) return String(n) as PlayerCountKey;
  const opt = header.settings['twoPlayerOption'];
  if (opt === 'a' || opt === 'b') return `2${opt}` as PlayerCountKey;
  return (header.players[0]?.powers.length ?? 0) >= 3 ? '2a' : '2b';
}

/** Nations per player and the Neutrals for a player count, from the "Player count and Nations" table. */
export function playerCount(p: DataPack, key: PlayerCountKey): { perPlayer: number; neutrals: NationId[] } {
  const perPlayer = Number(cellValue(p, 'player-counts', key, 'nationsPerPlayer') ?? 1);
  const neutrals: NationId[] = [];
  if (cellValue(p, 'player-counts', key, 'spainNeutral') === true) neutrals.push('spain');
  if (cellValue(p, 'player-counts', key, 'russiaNeutral') === true) neutrals.push('russia');
  return { perPlayer, neutrals };
}

function validateSetup(header: CampaignHeader, inForce: InForce): string | null {
  const key = countKey(header);
  if (!key) return 'Imperial Borders is for 2 to 6 players.';
  const { perPlayer, neutrals } = playerCount(inForce.data ?? packOf({}), key);
  const seen = new Set<string>();
  for (const pl of header.players) {
    for (const n of pl.powers) {
      if (!isNation(n)) return `"${n}" is not one of the six Nations (${NATION_IDS.map((x) => NATION_NAMES[x]).join(', ')}).`;
      if (seen.has(n)) return `${nationName(n)} is taken twice.`;
      seen.add(n);
      if (neutrals.includes(n)) return `With ${header.players.length} players ${neutrals.map(nationName).join(' and ')} ${neutrals.length > 1 ? 'are' : 'is'} Neutral: nobody plays ${nationName(n)} [Player Count and Nations].`;
    }
    if (pl.powers.length !== perPlayer) return `With ${header.players.length} players${key.startsWith('2') ? ` (option ${key[1]!.toUpperCase()})` : ''} each player controls ${perPlayer} ${perPlayer === 1 ? 'Nation' : 'Nations'}; ${pl.name || 'a player'} has ${pl.powers.length} [Player Count and Nations].`;
  }
  const teams = headerTeams(header);
  const members = new Map<string, NationId[]>();
  for (const [n, t] of Object.entries(teams)) {
    if (!isNation(n)) return `Teams: "${n}" is not a Nation.`;
    if (typeof t !== 'string' || !t.trim()) return `Teams: name ${nationName(n)}’s team.`;
    if (!seen.has(n)) return `Teams: nobody plays ${nationName(n)}, so it cannot join a team [Team Play].`;
    members.set(t, [...(members.get(t) ?? []), n]);
  }
  // A player's own Nations are already a team; the fixed teams agreed before the game are of 2 or 3 Nations.
  for (const [t, ns] of members)
    if (ns.length < 2 || ns.length > 3) return `Teams: ${t} has ${ns.map(nationName).join(', ')}; fixed teams are of 2 or 3 Nations [Team Play].`;
  return null;
}

function shuffled<T>(xs: readonly T[], seed: number): T[] {
  const g = xoroshiro128plus(seed ^ 0x1b0d);
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = uniformInt(g, 0, i);
    [a[i], a[j]] = [a[j]!, a[i]!];
  }
  return a;
}

const sumLand = (l: StartingLand | null): number | null => (l ? STARTING_LAND.reduce((t, c) => t + l[c], 0) : null);

const num = (p: DataPack, table: string, key: string, col: string): number => {
  const v = cellValue(p, table, key, col);
  return typeof v === 'number' ? v : 0;
};

function setup(header: CampaignHeader, inForce: InForce): IbState {
  const p = inForce.data ?? packOf({});
  const owner = new Map<string, string>();
  for (const pl of header.players) for (const n of pl.powers) owner.set(n, pl.powers.length > 1 ? `player:${pl.name}` : n);
  const teams = headerTeams(header);
  const nations = Object.fromEntries(
    NATION_IDS.map((n): [NationId, NationState] => {
      const frig = num(p, 'starting-forces', n, 'frigate') + num(p, 'starting-forces', n, 'eliteFrigate');
      const sol = num(p, 'starting-forces', n, 'shipOfTheLine') + num(p, 'starting-forces', n, 'eliteShipOfTheLine');
      const annexedPort = cellValue(p, 'nations', n, 'annexedPort');
      return [
        n,
        {
          inPlay: owner.has(n),
          gold: num(p, 'nations', n, 'startingGold'),
          escrow: 0,
          prestige: num(p, 'nations', n, 'startingPrestige'),
          ownCapital: true,
          medals: [],
          team: teams[n] ?? owner.get(n) ?? n,
          capitals: 1,
          majors: 4,
          annexed: 1,
          // Capital Ports, the Major Ports of the Major Homeland Territories (the group's count from its map),
          // the starting Annexed Port, and Great Britain's Gibraltar and Malta [Setup Step A, Step B].
          ports: num(p, 'nations', n, 'capitalPorts') + num(p, 'nations', n, 'majorPorts') + (annexedPort && annexedPort !== 'none' ? 1 : 0) + (n === 'great-britain' ? 2 : 0),
          eliteLand: num(p, 'starting-forces', n, 'eliteLandUnits'),
          eliteShips: num(p, 'starting-forces', n, 'eliteFrigate') + num(p, 'starting-forces', n, 'eliteShipOfTheLine'),
          ships: frig + sol,
          // Only a whole row is counted: a Nation still missing counts starts at 0 and the UI asks for them.
          landUnits: sumLand(startingLandOf({ data: p }, n)) ?? 0,
        },
      ];
    }),
  ) as Record<NationId, NationState>;
  const playing = NATION_IDS.filter((n) => nations[n].inPlay);
  return {
    position: { turn: 1, stepId: 'p1-taxes' },
    gameOver: null,
    round: 1,
    lastRound: null,
    nations,
    // Setup Step D: a random order for placing the starting Forces; Phase 3 of Round 1 sets the real one.
    turnOrder: shuffled(playing, header.seed),
    neutrals: NATION_IDS.filter((n) => !nations[n].inPlay),
    march: 0,
    taxed: false,
    bids: null,
    ledger: NATION_IDS.filter((n) => nations[n].inPlay && nations[n].gold > 0).map((n) => ({ round: 0, nation: n, delta: nations[n].gold, why: 'Starting Gold (1 Chest) [Setup Step E]' })),
    casualties: [],
    battles: [],
    fight: null,
    annexations: [],
    parades: [],
    congresses: [],
    purchases: {},
    final: null,
    revolts: [],
    arrowTags: [],
    callToArmsUsed: [],
    drawn: null,
    setupOrder: null,
    majorPorts: Object.fromEntries(playing.map((n) => [n, num(p, 'nations', n, 'majorPorts')])),
    startingLand: Object.fromEntries(playing.flatMap((n) => {
      const v = sumLand(startingLandOf({ data: p }, n));
      return v === null ? [] : [[n, v]];
    })),
  };
}

// ---------------------------------------------------------------------------------------------
// Walking the round

const roundEnd = (s: IbState) => s.march >= s.turnOrder.length - 1;
const congressDue = (s: IbState) => roundEnd(s) && s.lastRound === null && s.round >= 5 && s.round <= 7;
const fightOpen = (s: IbState) => !!s.fight && !s.fight.recorded;

const IB_CONDITIONS: Record<string, (s: IbState) => boolean> = {
  roundStart: (s) => s.march === 0,
  roundEnd,
  // The Congress meets in Phase 6 Step D, or after Phase 7 with the "congressTiming" setting (digest A7).
  congress: (s) => congressDue(s) && s.rules?.['congressTiming'] !== 'after-phase-7',
  congressLate: (s) => congressDue(s) && s.rules?.['congressTiming'] === 'after-phase-7',
  // Phase 7 "can be skipped" in the last Game Round (digest A45): skipped unless the group plays it.
  muster: (s) => roundEnd(s) && !(isLastRound(s) && s.rules?.['lastRoundMuster'] !== 'play'),
  lastRound: (s) => roundEnd(s) && isLastRound(s),
};

/**
 * Each Active Nation's march is a turn of the engine, so Phases 1-3 and 5-7 do not apply during it; they are
 * not skipped, though: Phases 1-3 were done before the first Active Nation, Phases 5-7 follow the last.
 */
function stepNote(s: IbState, step: StepDef<IbState>): StepNote | null {
  const cond = step.when ? IB_CONDITIONS[step.when] : undefined;
  if (!cond) return null;
  const last = s.turnOrder.length - 1;
  if (s.march > 0 && cond({ ...s, march: 0 })) return { kind: 'earlier', text: 'done this round · before the first Active Nation' };
  if (s.march < last && cond({ ...s, march: last })) {
    const left = s.turnOrder.slice(s.march + 1).map(nationName);
    return { kind: 'later', text: `later this round · after the last Active Nation (${left.join(', ')} still to march)` };
  }
  return null;
}

function canLeave(s: IbState): string | null {
  switch (s.position.stepId) {
    case 'p1-taxes':
      return s.taxed ? null : 'Collect the taxes first.';
    case 'p3-bids':
      return s.bids?.round === s.round ? null : 'Every Nation bids first (sealed), then reveal.';
    case 'p3-slots': {
      const who = nextPicker(s);
      return who ? `${nationName(who)} claims its slot first.` : null;
    }
    case 'p4-pre':
    case 'p4-post':
      return fightOpen(s) ? `Finish the battle in ${s.fight!.where} and record its Post-Battle first.` : null;
    case 'p6-parade':
      return s.parades.some((p) => p.round === s.round) ? null : 'Hold On Parade first (Medal Points, Prestige, Medals).';
    case 'p5-annex': {
      const a = pendingFollowUp(s);
      return a ? `${nationName(a.followUp!)} rolls its follow-up die for ${a.territory} first.` : null;
    }
    case 'p6-congress':
    case 'p7-congress':
      return s.congresses.some((c) => c.round === s.round) ? null : 'The Congress of Vienna votes first.';
    case 'final':
      return s.final ? null : 'Score the game first.';
    default:
      return null;
  }
}

function nextTurn(s: IbState): IbState {
  if (!roundEnd(s)) return { ...s, march: s.march + 1, position: { turn: s.position.turn + 1, stepId: 'p4-review' } };
  return {
    ...s,
    round: s.round + 1,
    march: 0,
    taxed: false,
    purchases: {},
    fight: null,
    // Arrow Tags never outlive the round (Phase 4 Step E), even if nobody cleared them.
    arrowTags: [],
    position: { turn: s.position.turn + 1, stepId: 'p1-taxes' },
  };
}

function prompt(s: IbState): string {
  const a = activeNation(s);
  const who = a ? nationName(a) : '';
  switch (s.position.stepId) {
    case 'p1-taxes': return s.taxed ? 'Taxes collected: next, Plot Secret Orders.' : 'Collect Taxes for every Nation at once.';
    case 'p2-orders': return 'Every Nation plots its orders in secret and turns its Planning Map face down.';
    case 'p3-bids': return s.bids?.round === s.round ? 'Bids revealed and paid.' : 'Sealed bids: pass the laptop to each Nation, then reveal together.';
    case 'p3-slots': { const n = nextPicker(s); return n ? `${nationName(n)} claims a slot on the Turn Order Track.` : 'Turn order set.'; }
    case 'p4-review': return `${who} reveals its Planning Map; dismiss faulty orders.`;
    case 'p4-pre': return fightOpen(s) ? `Battle in ${s.fight!.where}.` : `${who}: fight any pre-movement battles, or go on to movement.`;
    case 'p4-move': return `${who} executes its movement orders.`;
    case 'p4-post': return fightOpen(s) ? `Battle in ${s.fight!.where}.` : `${who}: fight any post-movement battles.`;
    case 'p4-status': return roundEnd(s) ? 'Last Active Nation: clear every Arrow Tag and Field Hospital Tent.' : `${who}: update the Hotspot and Annex Tokens.`;
    case 'p5-annex': return 'Roll for each Independent Territory with Land Units in it.';
    case 'p6-parade': return 'The scorekeeper holds On Parade.';
    case 'p6-congress':
    case 'p7-congress': return 'Every Nation votes Peace or War in secret.';
    case 'p7-repair': return isLastRound(s) ? 'The last Game Round: Phase 7 may be skipped.' : 'Repair Fortifications and Ships.';
    case 'p7-purchase': return 'Nations holding their own Capital purchase new Forces.';
    case 'p7-deploy': return 'Deploy new Forces in turn order, then advance the Napoleon Peg.';
    case 'final': return s.final ? 'The game is scored.' : 'Final Scoring.';
    default: return '';
  }
}

// ---------------------------------------------------------------------------------------------
// Before you play (CONTRACTS §2): the group-entered tables

export function beforeYouPlay(s: IbState): DataNeed[] {
  const p = packOf(s);
  const out: DataNeed[] = [];
  const black = cellValue(p, 'dice', 'faces', 'black');
  const white = cellValue(p, 'dice', 'faces', 'white');
  if (!Array.isArray(black) || !black.length || !Array.isArray(white) || !white.length)
    out.push({ table: 'dice', rows: ['faces'], when: 'the first battle or annexation (Game Round 1, Phase 4)', why: 'The rulebook never prints the faces of the Black and White dice: the app rolls and computes odds with the faces you count on your own dice.' });
  const cols = ['halfInfantry', 'fullInfantry', 'cavalry', 'cannon'];
  const rows = inPlay(s).filter((n) => cols.some((c) => cellValue(p, 'starting-forces', n, c) === null));
  if (rows.length)
    out.push({ table: 'starting-forces', rows, when: 'Setup Step C (plotting the starting Forces)', why: 'The rulebook’s Starting Forces table is cut short after the Half Infantry row: copy each Nation’s numbers from the inside cover of its Planning Map.' });
  const ports = inPlay(s).filter((n) => cellValue(p, 'nations', n, 'majorPorts') === null);
  if (ports.length)
    out.push({ table: 'nations', rows: ports, when: 'Setup Step A (the Ports each Nation controls at the start)', why: 'The rulebook places a Major Port on each Port of a Major Homeland Territory but never counts them: enter each Nation’s Major Ports from your map so the Ports held start right.' });
  return out;
}

// ---------------------------------------------------------------------------------------------

function turnLabel(s: IbState) {
  const year = `Game Round ${s.round}`;
  const a = activeNation(s);
  const turn = a ? `${nationName(a)}’s turn` : s.position.stepId.startsWith('p') ? `Phase ${s.position.stepId[1]}` : 'Final Scoring';
  return { year, turn, full: `${year} · ${turn}` };
}

function powerViews(s: IbState, header: CampaignHeader): PowerView[] {
  return NATION_IDS.map((n) => {
    const x = s.nations[n];
    const slot = s.turnOrder.indexOf(n);
    return {
      power: n,
      name: NATION_NAMES[n],
      colour: NATION_COLOURS[n],
      player: playerOf(s, header, n),
      status: !x.inPlay ? 'Neutral' : !x.ownCapital ? 'Capital lost' : slot >= 0 ? `Turn order ${slot + 1}` : '',
      defeated: !x.inPlay,
      tracks: { gold: x.gold, prestige: x.prestige, escrow: x.escrow, capitals: x.capitals, majors: x.majors, annexed: x.annexed, ports: x.ports, eliteLand: x.eliteLand, eliteShips: x.eliteShips, ships: x.ships, landUnits: x.landUnits ?? 0 },
      facts: x.inPlay
        ? [
            `Capitals ${x.capitals}, Majors ${x.majors}, Annexed ${x.annexed}, Ports ${x.ports}`,
            `Land Units ${x.landUnits ?? 0}${s.startingLand?.[n] === undefined ? ' (Starting Forces not counted yet)' : ''}, Elite Land ${x.eliteLand}, Elite Ships ${x.eliteShips}, Ships ${x.ships}`,
            ...(x.medals.length ? [`Medals: ${x.medals.map((m) => MEDAL_NAMES[m]).join(', ')}`] : []),
            ...(x.escrow ? [`${x.escrow} Gold held in its Territories`] : []),
          ]
        : ['Neutral: no turns, no bids, not scored'],
    };
  });
}

function derived(s: IbState): DerivedValue[] {
  const cas = roundCasualties(s);
  return inPlay(s).flatMap((n): DerivedValue[] => {
    const t = taxesOf(s, n, true);
    return [
      { id: 'income', label: 'Income (Phase 1)', power: n, value: t.income, breakdown: t.lines.map((l) => ({ label: l.what, value: l.gold })), formula: '4 × Capitals + 2 × Majors + 1 × Annexed (+2 British Colonies)', cite: ['Phase 1'] },
      { id: 'casualties', label: 'Casualty points this round', power: n, value: cas[n], breakdown: s.casualties.filter((c) => c.round === s.round && c.nation === n).map((c) => ({ label: c.what, value: c.points })), formula: 'Enemy Casualties and Morale Tokens collected this round', cite: ['Phase 6 Step A'] },
    ];
  });
}

const fortLine = (where: string, tier: Tier, port: boolean, damage: number, nation: string | null): string =>
  `${where}: ${tier === 'capital' ? 'Capital' : tier === 'major' ? 'Major' : 'Minor'} ${port ? 'Port' : 'Fort'} with ${damage} Damage ${damage === 1 ? 'Token' : 'Tokens'}${nation ? ` (${nationName(nation)})` : ''}`;

/**
 * Phase 7 Step A: what the battles left damaged. Fortifications repair free where no opposing Forces remain;
 * Ships repair in a Major or Capital Port with 1 HP or more. The latest battle's damage for each Fortification
 * or Ship, since damage not repaired stays from round to round.
 */
export function repairReminders(s: IbState): string[] {
  const forts = new Map<string, string>();
  const ships = new Map<string, string>();
  for (const b of s.battles) {
    if (!b.damage) continue;
    for (const f of b.damage.forts) forts.set(b.where.trim().toLowerCase(), fortLine(b.where, f.tier, b.kind === 'port', f.damage, f.nation));
    for (const x of b.damage.ships) ships.set(x.id, `${x.id}${x.nation ? ` (${nationName(x.nation)})` : ''}: ${x.outOfAction ? 'Out-of-Action' : `Damaged, ${x.damage} ${x.damage === 1 ? 'Hit' : 'Hits'}`} after ${b.where}`);
  }
  // The group's region list is the latest word where it names a region (a Fort marked Repaired leaves the list).
  for (const r of s.regions ?? []) {
    const key = r.name.trim().toLowerCase();
    forts.delete(key);
    if (r.fort && r.damage > 0) forts.set(key, fortLine(r.name, r.fort, r.kind === 'port', r.damage, r.controller));
  }
  const port = s.rules?.['shipRepairPorts'] === 'original-homeland' ? 'its own Original Homeland Major or Capital Port' : 'a Major or Capital Port';
  const out: string[] = [];
  if (forts.size) out.push(`Repair free where no opposing Forces remain: ${[...forts.values()].join('; ')}.`);
  if (ships.size) out.push(`Ships to repair in ${port} (1 HP or more, no opposing Forces, the controller permits): ${[...ships.values()].join('; ')}.`);
  return out;
}

export const imperialBorders: GameModule<IbState> = {
  id: 'imperial-borders',
  name: 'Imperial Borders',
  cite: 'Imperial Borders Rulebook',
  powers: NATION_IDS.map((n) => ({ id: n, name: NATION_NAMES[n], colour: NATION_COLOURS[n], kind: 'major' as const })),
  scenarios: [
    {
      id: 'standard', name: 'Europe circa 1815', cite: ['Setup', 'Player Count and Nations'],
      description: '2-6 players, six Nations (Neutrals by player count), 6-9 Game Rounds ended by the Congress of Vienna.',
      playable: [...NATION_IDS], minPlayers: 2, maxPlayers: 6,
    },
  ],
  sequence: IB_SEQUENCE,
  tracks: TRACKS,
  usualRoll: { count: 2, sides: 6, cite: 'The dice tray rolls ordinary dice; battle and annexation dice use the group’s Black and White faces' },
  conditions: IB_CONDITIONS,
  stepNote,
  actions: IB_ACTIONS,
  validateSetup,
  setup,
  turnLabel,
  canLeaveStep: canLeave,
  enterStep: (s) => s,
  nextTurn,
  readTrack: (s, track, power) => (power && isNation(power) ? ((s.nations[power] as unknown as Record<string, number>)[track] ?? 0) : 0),
  writeTrack: (s, track, power, value) => (power && isNation(power) ? { ...s, nations: { ...s.nations, [power]: { ...s.nations[power], [track]: value } } } : s),
  derived,
  powerViews,
  prompt,
  data: IMPERIAL_BORDERS_DATA,
  rules: IMPERIAL_BORDERS_RULES,
  beforeYouPlay,
  review: imperialBordersReview,
  statusBoard(s) {
    const last = [...s.parades].reverse()[0];
    return [
      {
        group: 'Game Round',
        rows: [
          { label: 'Game Round (Napoleon Peg)', value: String(s.round) },
          { label: 'Last round', value: s.lastRound ? `Round ${s.lastRound}` : 'open (Congress of Vienna from Round 5)' },
          { label: 'Turn order', value: s.turnOrder.map(nationName).join(', ') + (s.neutrals.length ? ` (Neutral: ${s.neutrals.map(nationName).join(', ')})` : '') },
        ],
      },
      ...(last
        ? [{ group: `Medals (Round ${last.round})`, rows: MEDALS.map((m) => ({ label: MEDAL_NAMES[m], value: last.medals[m] ? nationName(last.medals[m]!) : 'none (tie)' })) }]
        : []),
    ];
  },
  reminders(s) {
    const r: string[] = [];
    if (isLastRound(s)) r.push('The last Game Round: Phase 7 may be skipped; no trading.');
    if (s.position.stepId === 'p4-status' && roundEnd(s)) r.push('Remove every Arrow Tag and Field Hospital Tent.');
    if (s.position.stepId === 'p7-repair') r.push(...repairReminders(s));
    if (s.rules?.['revolts'] === true && s.revolts.length && (s.position.stepId === 'p1-taxes' || s.position.stepId.startsWith('p4') || s.position.stepId === 'p5-annex'))
      r.push(`Revolts: ${s.revolts.map((x) => `${x.territory} (${nationName(x.controller)}, ${x.gold} Gold held${s.position.stepId === 'p1-taxes' && !s.taxed ? `, +${revoltIncome(s, x)} this Phase 1` : ''})`).join('; ')}. A controller’s Land Unit ending its move there quells it; another Nation’s Land Force entering seizes the Gold.`);
    if (s.position.stepId === 'p6-parade') {
      const v = paradePreview(s);
      if (v.aviGiver) r.push(`${nationName(v.aviGiver)} will hold AD VICTORIAM IMPERIALIS: it gives 1 Prestige Point to another Nation.`);
    }
    if (s.position.stepId === 'final' && !s.final) r.push(`Scores so far: ${finalRows(s).map((x) => `${nationName(x.nation)} ${x.score}`).join(', ')}.`);
    return r;
  },
};
