// Napoleon's Imperium battles fought step by step inside a campaign, in the Attack step of a nation's turn.
// 'battle.setup' completes the battle JSON from the campaign (the active nation, the territory's facts and
// holder, the year's weather, the spies' stolen abilities in force, the rule settings, the commanders) and
// stores the validated setup and the resolver's state in the module state; 'battle.step' applies one
// resolver action with the dice the engine rolled or the table entered. When the resolver finishes (its
// follow-up rolls, imprison-or-parole and the sea prize, are steps too), its outcome is written to the
// campaign through the module's own `battle.result` consequences (consequences.ts: resolveBattle), one
// result per battle fought (an invasion's sea battle and landing, each battle of a continued attack).
import { z } from 'zod';
import type { DiceRequest, DiceRoll } from '../../engine/random';
import type { ActionDef } from '../../engine/types';
import { MissingDataError } from '../../data/tables';
import { NO_ATTACKS_1798 } from './actions';
import {
  BattleActionError, ImperiumInputError, ImperiumMissingDataError, applyAction, diceNeeded, parseImperiumInput, pendingDecision, startBattle,
  type BattleAction, type BattleKind, type Consequence, type ImperiumBattleState, type ImperiumSetup, type PendingDecision, type UnitGroup,
} from './battle';
import { capturedCommanders, checkBattle, prizeDice, prizeOrder, resolveBattle, type BattleResultPayload } from './consequences';
import { NATION_IDS, WEATHER_LABEL, isNation, type NationId, type Weather } from './data';
import {
  activeNation, activeStolen, adjective, areAllies, commander, commanderName, holderOf, is1798, maybeNumber, need, needNumber, orderOf, packOf,
  powerName, territoryFacts, updateCommander, year, type NiState,
} from './state';

type Def<P> = ActionDef<NiState, P>;

// ---------------------------------------------------------------------------------------------------------
// The fight kept in the module state (plain JSON)

export interface NiFight {
  /** Absolute turn of the Attack Phase it belongs to. */
  turn: number;
  kind: BattleKind;
  /** The territory attacked (its key in "Territories (map)"), or the sea zone. */
  where: string;
  /** Invading fleet group's name, for the two-invasions-a-year rule [§20B]. */
  fleet: string | null;
  /** The ally whose borders the attack crosses (treaties) [§28]. */
  via: string | null;
  ref: string | null;
  note: string;
  /** The battle JSON as completed from the campaign (what battle/ parsed). */
  input: Record<string, unknown>;
  /** The validated setup (values read from the data pack in force at set-up). */
  setup: ImperiumSetup;
  state: ImperiumBattleState;
  /** What the last step did, in plain words. */
  lastLog: string[];
  /** Once the outcome is written to the campaign: the battle records made and their consequences. */
  recorded: null | { battles: number[]; lines: string[] };
  /** The sea prize rolls were set from the campaign (dice from its table, who rolls from its rule setting). */
  prizeSet?: boolean;
}

type WithFight = NiState & { fight?: NiFight | null };

/** The battle being fought (or the last one fought) in the campaign, if any. */
export function fightOf(s: NiState): NiFight | null {
  return (s as WithFight).fight ?? null;
}

/** The decision the fight is waiting for (dice, casualties, units left behind, or finished). */
export function fightPending(f: NiFight): PendingDecision {
  return pendingDecision(f.setup, f.state);
}

/** The dice the engine rolls (or the table enters) for the fight's next roll: d10, 0 entered as 10. */
export function fightDice(f: NiFight): DiceRequest[] {
  const p = fightPending(f);
  if (p.kind !== 'roll') return [];
  const when = p.stage === 'followUp' ? 'after the battle' : p.stage === 'avoid' ? 'avoid roll' : p.stage === 'preemptive' ? 'pre-emptive strike' : `round ${p.round}`;
  return p.requests.map((r) => ({ purpose: `${f.where}, ${when}: ${r.purpose}`, count: r.count, sides: 10 }));
}

/** True while a fight of this Attack Phase is under way (set up, not yet written to the campaign). */
export function fightInProgress(s: NiState): boolean {
  const f = fightOf(s);
  return !!f && f.recorded === null && f.turn === s.position.turn && s.position.stepId === 'attack';
}

function withFight(s: NiState, fight: NiFight | null): NiState {
  return { ...s, fight } as WithFight;
}

// ---------------------------------------------------------------------------------------------------------
// Completing the battle JSON from the campaign

class Refusal extends Error {}
const refuse = (field: string, message: string): never => {
  throw new Refusal(`${field}: ${message}`);
};

/** Rule settings of the campaign that the battle engine reads (same ids in both). */
const BATTLE_RULES = [
  'invasionFireValues', 'invasionAllLadenSunk', 'invasionBothWiped', 'stolenAbilityInRain', 'jointDefenceCards',
  'combinedFleetPrize', 'seaDraw', 'captureDiceBands', 'captureDiceAbove20', 'avoidRolls',
] as const;

const LAND_KINDS: readonly string[] = ['land', 'chain', 'invasion'];
type Obj = Record<string, unknown>;
const isObj = (x: unknown): x is Obj => typeof x === 'object' && x !== null && !Array.isArray(x);

export const battleSetupPayload = z.object({
  /** The battle JSON as battle/ accepts it (`adc odds`): kind, attacker, defender, commanders, policy... */
  input: z.record(z.string(), z.unknown()),
  /** The territory attacked (default: input.territory.name) or the sea zone (needed for sea battles). */
  where: z.string().trim().min(1).max(60).optional(),
  fleet: z.string().trim().min(1).max(60).optional(),
  via: z.string().min(1).optional(),
  ref: z.string().max(80).optional(),
  note: z.string().max(200).default(''),
});
export type BattleSetupPayload = z.infer<typeof battleSetupPayload>;

function campaignWeather(s: NiState): Weather {
  return s.rules?.['weather'] === true ? ((s.weather[String(year(s))] as Weather | undefined) ?? 'fine') : 'fine';
}

/** Fills a territory input from the campaign: its key, value, capital, original owner and holder now. */
function territoryFrom(s: NiState, name: string): Obj & { name: string; holder: NationId | 'neutral' } {
  const f = territoryFacts(s, name);
  const holder = holderOf(s, f.key) ?? f.original;
  return { name: f.key, value: f.value, capital: f.capital, originalOwner: f.original, holder };
}

/**
 * The battle JSON completed from the campaign: attackerNation = the active nation; the territory's facts and
 * holder (defenderNation = its holder; neutral = held by nobody); the year's weather; the stolen abilities in
 * force; the campaign's rule settings; each commander's nation and rank (and side, from its alliance).
 * Throws a refusal naming the field when the input contradicts the campaign, or MissingDataError.
 */
export function completeBattleInput(s: NiState, p: Pick<BattleSetupPayload, 'input' | 'where'>): { input: Obj; where: string; kind: BattleKind } {
  const raw: Obj = JSON.parse(JSON.stringify(p.input)) as Obj;
  delete raw['query'];
  raw['game'] ??= 'napoleons-imperium';
  const kind = raw['kind'] as BattleKind;
  const active = activeNation(s);
  if (!active) refuse('attackerNation', 'nobody attacks in 1798');
  const attacker = active as NationId;
  if (raw['attackerNation'] !== undefined && raw['attackerNation'] !== attacker) refuse('attackerNation', `it is ${powerName(attacker)}’s Attack Phase: only the active nation attacks [§1, §5C]`);
  raw['attackerNation'] = attacker;

  const w = campaignWeather(s);
  if (raw['weather'] !== undefined && raw['weather'] !== w) refuse('weather', `the campaign’s weather in ${year(s)} is ${WEATHER_LABEL[w]}${s.rules?.['weather'] === true ? '' : ' (the weather rule is off)'}`);
  raw['weather'] = w;

  const stolen = NATION_IDS.flatMap((n) => {
    const st = activeStolen(s, n);
    return st ? [{ nation: n, ability: st.ability }] : [];
  });
  if (raw['stolen'] !== undefined) {
    const key = (x: unknown) => JSON.stringify(Array.isArray(x) ? x.map((e) => (isObj(e) ? `${String(e['nation'])}=${String(e['ability'])}` : '?')).sort() : x);
    if (key(raw['stolen']) !== key(stolen)) refuse('stolen', `the abilities in force come from the campaign’s spies: ${stolen.map((x) => `${x.nation} ${x.ability}`).join(', ') || 'none'} [§42M-N]`);
  }
  if (stolen.length) raw['stolen'] = stolen;
  else delete raw['stolen'];

  const rules: Obj = isObj(raw['rules']) ? { ...raw['rules'] } : {};
  for (const id of BATTLE_RULES) {
    const v = s.rules?.[id];
    if (typeof v !== 'string') continue;
    if (rules[id] !== undefined && rules[id] !== v) refuse(`rules.${id}`, `the campaign’s rule setting is "${v}" (change it with a rule setting, not in the battle)`);
    rules[id] = v;
  }
  raw['rules'] = rules;

  let where: string;
  if (LAND_KINDS.includes(kind)) {
    const t = isObj(raw['territory']) ? raw['territory'] : {};
    const name = typeof t['name'] === 'string' && t['name'].trim() ? t['name'] : p.where;
    if (!name) refuse('territory.name', 'name the territory attacked, as in the table "Territories (map)"');
    if (p.where && typeof t['name'] === 'string' && t['name'].trim().toLowerCase() !== p.where.toLowerCase()) refuse('territory.name', `"${t['name']}" is not "${p.where}"`);
    const terr = territoryFrom(s, name as string);
    raw['territory'] = terr;
    where = terr.name;
    if (terr.holder === 'neutral') {
      if (raw['neutral'] === false) refuse('neutral', `${terr.name} is an empty neutral territory`);
      raw['neutral'] = true;
    } else {
      if (raw['neutral'] === true) refuse('neutral', `${terr.name} is held by ${powerName(terr.holder)}`);
      if (raw['defenderNation'] !== undefined && raw['defenderNation'] !== terr.holder) refuse('defenderNation', `${terr.name} is held by ${powerName(terr.holder)}`);
      raw['defenderNation'] = terr.holder;
    }
    if (kind === 'chain' && Array.isArray(raw['steps'])) {
      raw['steps'] = raw['steps'].map((st: unknown, k) => {
        if (!isObj(st)) return st;
        const tt = isObj(st['territory']) ? st['territory'] : {};
        if (typeof tt['name'] !== 'string' || !tt['name'].trim()) refuse(`steps[${k}].territory.name`, 'name the territory of this further attack');
        const next = territoryFrom(s, tt['name'] as string);
        const out: Obj = { ...st, territory: next };
        if (next.holder !== 'neutral') {
          if (st['defenderNation'] !== undefined && st['defenderNation'] !== next.holder) refuse(`steps[${k}].defenderNation`, `${next.name} is held by ${powerName(next.holder)}`);
          out['defenderNation'] = next.holder;
        }
        return out;
      });
    }
  } else {
    const t = isObj(raw['territory']) ? raw['territory'] : {};
    const name = p.where ?? (typeof t['name'] === 'string' && t['name'].trim() ? t['name'].trim() : null);
    if (!name) refuse('where', 'name the sea zone where the fleets meet');
    where = name as string;
  }

  if (Array.isArray(raw['commanders'])) {
    raw['commanders'] = raw['commanders'].map((c: unknown, k) => {
      if (!isObj(c)) return c;
      const cm = typeof c['id'] === 'string' ? commander(s, c['id']) : undefined;
      if (!cm) refuse(`commanders[${k}].id`, `there is no commander "${String(c['id'])}" in the campaign (${s.commanders.filter((x) => x.status === 'active').map((x) => x.id).join(', ')})`);
      const m = cm!;
      if (c['nation'] !== undefined && c['nation'] !== m.nation) refuse(`commanders[${k}].nation`, `${commanderName(m)} is ${adjective(m.nation)}`);
      if (c['rank'] !== undefined && c['rank'] !== m.rank) refuse(`commanders[${k}].rank`, `${m.id} is a ${m.rank === 'major' ? 'Major' : 'Minor'} Commander`);
      const side = areAllies(s, m.nation, attacker) ? 'attacker' : 'defender';
      if (c['side'] !== undefined && c['side'] !== side) refuse(`commanders[${k}].side`, `${commanderName(m)} fights for the ${side}`);
      return { ...c, nation: m.nation, rank: m.rank, side };
    });
  }
  return { input: raw, where, kind };
}

// ---------------------------------------------------------------------------------------------------------
// From the resolver's outcome to the module's battle results

const uniq = <T>(xs: T[]): T[] => [...new Set(xs)];
const nationsOf = (gs: UnitGroup[]): NationId[] => gs.map((g) => g.nation).filter((n): n is NationId => n !== null);
const count = (gs: UnitGroup[]) => gs.reduce((a, g) => a + g.count, 0);
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, n) => a + n, 0);

/** Commanders in a stage of the battle, as the resolver counts them [§20: the Admiral of the Seas stays at sea]. */
function commandersIn(setup: ImperiumSetup, stage: 'all' | 'sea' | 'land', side?: 'attacker' | 'defender'): string[] {
  return setup.commanders
    .filter((c) => !side || c.side === side)
    .filter((c) => stage === 'all' || setup.kind !== 'invasion' || (stage === 'sea' ? c.side === 'attacker' || c.assignedTo === 'fleet' : c.assignedTo !== 'fleet'))
    .map((c) => c.id);
}

interface Planned {
  payload: BattleResultPayload;
  /** Sea prize rolls read from the resolver (faces 0-9, 0 = 10), one per nation that rolled. */
  prize: Array<{ nation: string; faces: number[] }>;
}

function basePayload(f: NiFight, kind: BattleResultPayload['kind'], where: string, result: BattleResultPayload['result']): BattleResultPayload {
  return {
    kind, where, attacker: f.setup.attackerNation ?? '', allies: [], defenders: [], result, invasion: false, commanders: [], seaPrize: [], fleetsSunk: 0, eliminates: [],
    ...(f.via ? { via: f.via } : {}), ...(f.ref ? { ref: f.ref } : {}), note: f.note,
  };
}

function seaPlan(f: NiFight, where: string, result: BattleResultPayload['result'], cons: Consequence[] | null): Planned {
  const setup = f.setup;
  const att = setup.attackerNation as NationId;
  const fleets = setup.kind === 'invasion' ? setup.defenderFleets : setup.defender;
  const p = basePayload(f, 'sea', where, result);
  p.allies = uniq(nationsOf(setup.attacker)).filter((n) => n !== att);
  // An invasion's sea battle is the defending fleets' own: their nation takes its Battle Card and prize [§16, §19, §20].
  const fleetNations = nationsOf(fleets);
  p.defenders = uniq(setup.kind === 'invasion' && fleetNations.length ? fleetNations : [...(setup.defenderNation ? [setup.defenderNation] : []), ...fleetNations]);
  p.commanders = commandersIn(setup, 'sea');
  p.fleetsSunk = result === 'attacker' ? count(fleets) : result === 'defender' ? count(setup.attacker) : 0;
  const prize: Planned['prize'] = [];
  // Every roll made (or with no die in the table), the host's first [§19, A21].
  const rolls = (cons ?? []).filter((x): x is SeaPrize => x.kind === 'sea-prize' && x.nation !== null && x.survivors > 0 && (x.faces !== null || x.dice === 0));
  if (rolls.length && result !== 'draw') {
    p.seaPrize = rolls.map((c) => ({ nation: c.nation!, survivors: c.survivors }));
    p.fleetsSunk = rolls[0]!.maxCaptures;
    for (const c of rolls) if (c.faces) prize.push({ nation: c.nation!, faces: c.faces });
  }
  return { payload: p, prize };
}

function landPlan(f: NiFight, k: number, result: BattleResultPayload['result'], opts: { units?: number } = {}): Planned {
  const setup = f.setup;
  const att = setup.attackerNation as NationId;
  const terr = k === 0 ? setup.territory : (setup.steps[k - 1]?.territory ?? null);
  const defenders = k === 0 ? setup.defender : (setup.steps[k - 1]?.defender ?? []);
  const dNat = k === 0 ? setup.defenderNation : (setup.steps[k - 1]?.defenderNation ?? null);
  const neutral = k === 0 && setup.neutral && setup.defender.length === 0;
  const p = basePayload(f, neutral ? 'neutral' : 'land', terr?.name ?? f.where, result);
  const landing = setup.kind === 'invasion' ? setup.attacker.flatMap((g) => g.cargo).filter((c) => c.lands).map((c) => c.nation).filter((n): n is NationId => n !== null) : nationsOf(setup.attacker);
  p.allies = uniq(landing).filter((n) => n !== att);
  p.defenders = neutral ? [] : uniq([...(dNat ? [dNat] : []), ...nationsOf(defenders)]);
  p.invasion = setup.kind === 'invasion';
  if (p.invasion && f.fleet) p.fleet = f.fleet;
  p.commanders = k === 0 ? commandersIn(setup, 'land') : commandersIn(setup, 'land', 'attacker');
  if (neutral) p.units = opts.units ?? (setup.kind === 'invasion' ? 0 : count(setup.attacker));
  return { payload: p, prize: [] };
}

/** The battle results a fight makes, before (cons = null: a check with the attacker winning) or after it is fought. */
function plan(f: NiFight, finished: boolean): Planned[] {
  const setup = f.setup;
  const o = f.state.outcome;
  const cons = finished ? f.state.consequences : null;
  const out: Planned[] = [];
  if (!finished || !o) {
    // The results the fight could make, checked up front with the attacker winning each battle.
    if (setup.kind === 'sea' || setup.kind === 'avoid') return [seaPlan(f, f.where, 'attacker', null)];
    if (setup.kind === 'invasion' && setup.defenderFleets.length) out.push(seaPlan(f, `off ${f.where}`, 'attacker', null));
    const landed = setup.attacker.reduce((a, g) => a + g.count * g.cargo.filter((c) => c.lands).reduce((x, c) => x + c.perFleet, 0), 0);
    const n = setup.kind === 'chain' ? setup.steps.length + 1 : 1;
    for (let k = 0; k < n; k++) {
      const l = landPlan(f, k, 'attacker', setup.kind === 'invasion' ? { units: landed } : {});
      // Every commander named must be free to fight [§13B, §14].
      if (k === 0) l.payload.commanders = commandersIn(setup, 'all');
      out.push(l);
    }
    return out;
  }
  if (o.winner === 'avoided') return [];
  if (setup.kind === 'sea' || setup.kind === 'avoid') return [seaPlan(f, f.where, o.winner as BattleResultPayload['result'], cons)];
  if (setup.kind === 'invasion') {
    if (setup.defenderFleets.length) {
      const atSea = o.decidedAt === 'sea';
      const a = sum(o.survivors.attacker);
      const d = sum(o.survivors.defenderFleets);
      const seaResult = !atSea ? 'attacker' : a === 0 && d === 0 ? 'draw' : a === 0 ? 'defender' : 'attacker';
      out.push(seaPlan(f, `off ${f.where}`, seaResult, cons));
      if (atSea) return out;
    }
    const neutral = setup.neutral && setup.defender.length === 0;
    const nobodyLanded = o.decidedAt === 'landing' && o.winner === 'defender';
    // An empty neutral territory not taken, or nobody landed under "no land battle" (A17): no land result.
    if (neutral && o.winner !== 'attacker') return out;
    if (nobodyLanded && setup.rules.invasionAllLadenSunk === 'no-battle') return out;
    out.push(landPlan(f, 0, o.winner as BattleResultPayload['result'], { units: sum(o.survivors.landed) + 1 }));
    return out;
  }
  // land or chain: every battle fought but the last was won by the attacker.
  for (let k = 0; k < o.battles; k++) {
    const last = k === o.battles - 1;
    const result = !last || o.winner === 'stopped' ? 'attacker' : (o.winner as BattleResultPayload['result']);
    out.push(landPlan(f, k, result));
  }
  return out;
}

/** The dice a result consumes, read from the resolver's follow-up rolls: imprison or parole, then the sea prize. */
function diceFor(s: NiState, pl: Planned, cons: Consequence[], source: DiceRoll['source']): DiceRoll[] {
  const out: DiceRoll[] = [];
  for (const c of capturedCommanders(s, pl.payload)) {
    if (c.rank !== 'major') continue;
    const k = cons.find((x) => x.kind === 'commander-captured' && x.commander === c.id);
    const face = k && k.kind === 'commander-captured' ? k.face : null;
    if (face === null) throw new Error(`the battle resolver has no imprison-or-parole roll for ${c.id}`);
    out.push({ purpose: `Imprison or parole: ${commanderName(c)}`, count: 1, sides: 10, faces: [ten(face)], source });
  }
  if (pl.payload.kind === 'sea' && pl.payload.result !== 'draw' && pl.payload.fleetsSunk > 0) {
    // In the order resolveBattle reads them (prizeOrder: the host first, then the order of play).
    for (const e of prizeOrder(s, pl.payload)) {
      if (prizeDice(s, e.survivors) === 0) continue;
      const r = pl.prize.find((x) => x.nation === e.nation);
      if (!r) throw new Error(`the battle resolver has no sea prize roll for ${e.nation}`);
      const faces = r.faces.map(ten);
      out.push({ purpose: `Sea prize: ${powerName(r.nation)}`, count: faces.length, sides: 10, faces, source });
    }
  }
  return out;
}

/** Writes a finished fight's outcome to the campaign: the module's battle results, in order. */
function writeBack(s: NiState, f: NiFight, source: DiceRoll['source']): { state: NiState; battles: number[]; lines: string[] } {
  let t = s;
  const battles: number[] = [];
  const lines: string[] = [];
  const plans = plan(f, true);
  if (plans.length === 0) lines.push(f.state.outcome?.winner === 'avoided' ? 'The fleet slipped past: no battle to record [§17B]' : 'Nothing to record');
  for (const pl of plans) {
    const r = resolveBattle(t, pl.payload, diceFor(t, pl, f.state.consequences, source));
    t = r.state;
    const rec = t.battles[t.battles.length - 1];
    if (rec) battles.push(rec.id);
    const head = pl.payload.kind === 'sea' ? `Sea battle ${pl.payload.where}` : pl.payload.kind === 'neutral' ? `Neutral ${rec?.where ?? pl.payload.where}` : `${pl.payload.invasion ? 'Invasion of' : 'Battle for'} ${rec?.where ?? pl.payload.where}`;
    const res = pl.payload.kind === 'neutral' ? '' : pl.payload.result === 'draw' ? ': draw' : `: ${pl.payload.result === 'attacker' ? powerName(pl.payload.attacker) : pl.payload.defenders.map(powerName).join(' + ')} won`;
    lines.push(`${head}${res}. ${r.lines.join('. ')}`);
  }
  // Attacking commanders have been used in this Attack Phase, including an Admiral of the Seas who stayed at sea [§13B.1, §20].
  for (const id of commandersIn(f.setup, 'all', 'attacker')) {
    const c = commander(t, id);
    if (c && c.used === null) t = updateCommander(t, id, { used: 'attack' });
  }
  return { state: t, battles, lines };
}

// ---------------------------------------------------------------------------------------------------------
// Checks

function missingText(e: MissingDataError): string {
  const field = e instanceof ImperiumMissingDataError && e.field ? `, field ${e.field}` : '';
  return `${e.message.replace(/\.$/, '')} (table "${e.table}"${field}).`;
}

/** Runs a check; refusals, input errors and missing data (with the table to fill in) become the reason. */
function reasonOf(fn: () => string | null): string | null {
  try {
    return fn();
  } catch (e) {
    if (e instanceof Refusal || e instanceof ImperiumInputError) return `The battle cannot be fought as entered: ${e.message}`;
    if (e instanceof MissingDataError) return missingText(e);
    throw e;
  }
}

/** The data the outcome will need, checked before the battle so that its end cannot be refused. */
function readiness(s: NiState, f: NiFight): string | null {
  const p = packOf(s);
  for (const pl of plan(f, false)) {
    const bad = checkBattle(s, pl.payload, activeNation(s));
    if (bad) return bad;
  }
  if (f.setup.commanders.some((c) => c.rank === 'major')) {
    for (let face = 1; face <= 10; face++) need(p, 'imprison-parole', String(face), 'result', `the result for a roll of ${face === 10 ? 0 : face}`);
  }
  const sea = f.setup.kind === 'sea' || f.setup.kind === 'avoid' || (f.setup.kind === 'invasion' && f.setup.defenderFleets.length > 0);
  if (sea) {
    const each = s.rules?.['combinedFleetPrize'] === 'each-nation';
    const fleets = [...f.setup.attacker, ...(f.setup.kind === 'invasion' ? f.setup.defenderFleets : f.setup.defender)];
    const rollers = [f.setup.attackerNation, f.setup.defenderNation, ...(each ? nationsOf(fleets) : [])];
    for (const n of uniq(rollers)) if (n) needNumber(p, 'fleet-rates', n, 'capture', `${powerName(n)} Fleet Capture Rate`);
    prizeDice(s, 1);
  }
  const capitals = [f.setup.territory, ...f.setup.steps.map((x) => x.territory)].some((t) => t?.capital);
  if (capitals) needNumber(p, 'commander-types', 'minor', 'perNation', 'Minor Commanders per nation');
  return null;
}

function newFight(s: NiState, p: BattleSetupPayload): NiFight {
  const { input, where, kind } = completeBattleInput(s, p);
  const { setup } = parseImperiumInput(input, { pack: packOf(s) });
  const start = startBattle(setup, { pack: packOf(s) });
  return {
    turn: s.position.turn, kind, where, fleet: p.fleet ?? null, via: p.via ?? null, ref: p.ref ?? null, note: p.note,
    input, setup, state: start.state, lastLog: start.log, recorded: null,
  };
}

// ---------------------------------------------------------------------------------------------------------
// Actions

const battleSetup: Def<BattleSetupPayload> = {
  type: 'battle.setup',
  label: 'Set up a battle to fight step by step',
  schema: battleSetupPayload as unknown as z.ZodType<BattleSetupPayload>,
  steps: ['attack'],
  whyNotNow: (s) => (is1798(s) ? NO_ATTACKS_1798 : null),
  validate(s, p) {
    const cur = fightOf(s);
    if (cur && fightInProgress(s) && cur.state.step > 0) return `The battle at ${cur.where} is being fought: finish it (or undo its steps) before the next one.`;
    if (p.via !== undefined && !isNation(p.via)) return `via: "${p.via}" is not one of the eight empires (${NATION_IDS.join(', ')}).`;
    if (p.fleet !== undefined && p.input['kind'] !== 'invasion') return 'fleet: only an invasion names its fleet group [§20B].';
    return reasonOf(() => readiness(s, newFight(s, p)));
  },
  apply(s, p) {
    const f = newFight(s, p);
    if (fightPending(f).kind !== 'finished') return withFight(s, f);
    // Decided without a choice (an empty neutral territory taken at the loss of its only kind of unit [§25]).
    const w = writeBack(s, f, 'app');
    return withFight(w.state, { ...f, recorded: { battles: w.battles, lines: w.lines } });
  },
  title(s, p) {
    const f = newFight(s, p);
    const done = fightPending(f).kind === 'finished' ? ` ${writeBack(s, f, 'app').lines.join(' ')}` : '';
    const a = f.setup.attacker.reduce((x, g) => x + g.count, 0);
    const cargo = f.setup.attacker.reduce((x, g) => x + g.count * g.cargo.reduce((y, c) => y + c.perFleet, 0), 0);
    const d = [...f.setup.defender, ...f.setup.defenderFleets].reduce((x, g) => x + g.count, 0);
    const what = f.kind === 'sea' ? 'Sea battle' : f.kind === 'avoid' ? 'Avoid attempt' : f.kind === 'invasion' ? 'Invasion' : f.kind === 'chain' ? 'Continued attack' : 'Land battle';
    const att = powerName(f.setup.attackerNation ?? '');
    const vs = f.kind === 'avoid' ? `${a} fleets try to slip past ${d}` : `${a} ${f.kind === 'invasion' ? `fleets with ${cargo} land units` : 'units'} against ${d}`;
    const chain = f.kind === 'chain' ? `, then ${f.setup.steps.map((x) => x.territory?.name ?? '?').join(', ')}` : '';
    return `${what} set up: ${att} at ${f.where}${chain}: ${vs}${f.setup.weather !== 'fine' ? ` (${WEATHER_LABEL[f.setup.weather]})` : ''}${done}`;
  },
};

const stepAction = z.discriminatedUnion('type', [
  z.object({ type: z.literal('roll') }),
  z.object({ type: z.literal('casualties'), side: z.enum(['attacker', 'defender']), remove: z.record(z.string(), z.number().int().min(0).max(150)) }),
  z.object({ type: z.literal('leave'), leave: z.record(z.string(), z.number().int().min(0).max(150)) }),
]);
export const battleStepPayload = z.object({ action: stepAction });
export type BattleStepPayload = z.infer<typeof battleStepPayload>;

function toResolverAction(a: BattleStepPayload['action'], faces: number[][]): BattleAction {
  return a.type === 'roll' ? { type: 'roll', faces } : (a as BattleAction);
}

function stepOutcome(s: NiState, p: BattleStepPayload, dice: readonly DiceRoll[]): { fight: NiFight; finished: boolean } {
  const f = fightOf(s)!;
  const r = applyAction(f.setup, f.state, toResolverAction(p.action, dice.map((d) => d.faces)), { pack: packOf(s) });
  const log = [...r.log];
  let fight: NiFight = { ...f, state: r.state, lastLog: log };
  if (p.action.type === 'roll' && f.state.stage === 'followUp') fight = { ...fight, state: capPrizes(fight.state, log) };
  fight = setPrizes(s, fight, log);
  return { fight, finished: fightPending(fight).kind === 'finished' };
}

// ---------------------------------------------------------------------------------------------------------
// The sea prize from the campaign [§19, A12, A21]: the resolver's one roll for the winning host, with dice from
// its built-in chart, becomes the campaign's rolls: dice from the data pack's table "Sea prize: dice allowed"
// (prizeDice, as for a result entered by hand), and with the rule setting "each nation" one roll per nation of
// the winning combined fleet for its own surviving fleets at its own capture rate. Captures are capped in total
// by the fleets sunk, in the order of the rolls: the host first, then the order of play (prizeOrder).

type SeaPrize = Extract<Consequence, { kind: 'sea-prize' }>;

const ten = (x: number) => (x === 0 ? 10 : x);

function followUpsLeft(st: ImperiumBattleState): boolean {
  return st.consequences.some((c) => (c.kind === 'sea-prize' && c.captured === null && c.dice > 0 && c.rate !== null && c.maxCaptures > 0) || (c.kind === 'commander-captured' && c.result === null));
}

/** Surviving fleets of the winning side, per nation (the host first, then the order of play). */
function survivorsByNation(s: NiState, f: NiFight, side: 'attacker' | 'defender', host: NationId): Array<{ nation: NationId; survivors: number }> {
  const list = side === 'attacker' ? 'attacker' : f.setup.kind === 'invasion' ? 'defenderFleets' : 'defender';
  const groups = side === 'attacker' ? f.setup.attacker : f.setup.kind === 'invasion' ? f.setup.defenderFleets : f.setup.defender;
  const alive = f.state.alive[list];
  const by = new Map<NationId, number>();
  for (const g of groups) if (g.nation && g.type === 'fleet') by.set(g.nation, (by.get(g.nation) ?? 0) + (alive[g.id] ?? 0));
  const order = orderOf(s);
  return [...by.entries()]
    .map(([nation, survivors]) => ({ nation, survivors }))
    .filter((e) => e.survivors > 0)
    .sort((a, b) => (a.nation === host ? -1 : b.nation === host ? 1 : order.indexOf(a.nation) - order.indexOf(b.nation)));
}

/** Replaces the resolver's sea prize roll with the campaign's, once, as soon as the sea battle is won. */
function setPrizes(s: NiState, f: NiFight, log: string[]): NiFight {
  if (f.prizeSet) return f;
  const k = f.state.consequences.findIndex((c) => c.kind === 'sea-prize');
  if (k < 0) return f;
  const c = f.state.consequences[k] as SeaPrize;
  if (!c.nation) return { ...f, prizeSet: true };
  const host = c.nation as NationId;
  const side = host === f.setup.attackerNation ? 'attacker' : 'defender';
  const each = s.rules?.['combinedFleetPrize'] === 'each-nation';
  const entries = each ? survivorsByNation(s, f, side, host) : [{ nation: host, survivors: c.survivors }];
  const rolls: SeaPrize[] = entries.map((e) => ({
    ...c,
    nation: e.nation,
    survivors: e.survivors,
    dice: prizeDice(s, e.survivors),
    rate: e.nation === host && c.rate !== null ? c.rate : maybeNumber(packOf(s), 'fleet-rates', e.nation, 'capture'),
  }));
  const consequences = [...f.state.consequences.slice(0, k), ...rolls, ...f.state.consequences.slice(k + 1)];
  const state: ImperiumBattleState = { ...f.state, consequences };
  if (state.outcome && (state.stage === 'followUp' || state.stage === 'finished')) state.stage = followUpsLeft(state) ? 'followUp' : 'finished';
  if (c.maxCaptures > 0) {
    const parts = rolls.map((r) => `${adjective(r.nation!)} ${r.dice} ${r.dice === 1 ? 'die' : 'dice'} for ${r.survivors} surviving fleet${r.survivors === 1 ? '' : 's'}`);
    log.push(`Sea prize (table "Sea prize: dice allowed"${each ? ', each nation of the winning fleet rolls [A21]' : ''}): ${parts.join('; ')}; at most ${c.maxCaptures} captured in all [§19].`);
  }
  return { ...f, state, prizeSet: true };
}

/** After the follow-up roll: the captures of all the rolls together are limited by the fleets sunk, in order [§19, A21]. */
function capPrizes(st: ImperiumBattleState, log: string[]): ImperiumBattleState {
  const rolls = st.consequences.filter((c): c is SeaPrize => c.kind === 'sea-prize' && c.faces !== null && c.rate !== null);
  if (rolls.length < 2) return st;
  let left = rolls[0]!.maxCaptures;
  const consequences = st.consequences.map((c) => {
    if (c.kind !== 'sea-prize' || c.faces === null || c.rate === null) return c;
    const successes = c.faces.filter((x) => ten(x) <= (c.rate as number)).length;
    const captured = Math.min(successes, left);
    left -= captured;
    if (captured !== c.captured) log.push(`Sea prize: ${adjective(c.nation ?? '')} captures ${captured}, not ${c.captured}: ${c.maxCaptures} enemy fleets sunk are shared in the order of the rolls, the host first [§19, A21].`);
    return { ...c, captured };
  });
  return { ...st, consequences };
}

const battleStep: Def<BattleStepPayload> = {
  type: 'battle.step',
  label: 'Battle step',
  schema: battleStepPayload as unknown as z.ZodType<BattleStepPayload>,
  steps: ['attack'],
  whyNotNow: (s) => (is1798(s) ? NO_ATTACKS_1798 : null),
  validate(s, p) {
    const f = fightOf(s);
    if (!f || f.recorded !== null) return 'Set up the battle first (its units, commanders and territory).';
    if (f.turn !== s.position.turn) return `The battle at ${f.where} belongs to an Attack Phase that is over: set up the battle again.`;
    const pending = fightPending(f);
    if (p.action.type === 'roll') {
      if (pending.kind !== 'roll') return `Not a roll: the battle is waiting for this: ${pending.prompt}`;
    } else {
      try {
        applyAction(f.setup, f.state, toResolverAction(p.action, []), { pack: packOf(s) });
      } catch (e) {
        if (e instanceof BattleActionError) return `${e.field}: ${e.message.startsWith(`${e.field}:`) ? e.message.slice(e.field.length + 1).trim() : e.message}`;
        throw e;
      }
    }
    return reasonOf(() => readiness(s, f));
  },
  dice: (s) => fightDice(fightOf(s)!),
  apply(s, p, ctx) {
    const { fight, finished } = stepOutcome(s, p, ctx.dice);
    if (!finished) return withFight(s, fight);
    const w = writeBack(s, fight, ctx.dice[0]?.source ?? 'app');
    return withFight(w.state, { ...fight, recorded: { battles: w.battles, lines: w.lines } });
  },
  title(s, p, ctx) {
    const f = fightOf(s)!;
    const { fight, finished } = stepOutcome(s, p, ctx.dice);
    const how = ctx.dice[0]?.source === 'table' ? ' (table dice)' : '';
    const head = `${f.where}${p.action.type === 'roll' ? '' : `, ${p.action.type === 'casualties' ? `${p.action.side}’s casualties` : 'units left behind'}`}${how}: ${fight.lastLog.join(' ')}`;
    if (!finished) return head;
    return `${head} ${writeBack(s, fight, ctx.dice[0]?.source ?? 'app').lines.join(' ')}`;
  },
};

export const NI_BATTLE_ACTIONS: Record<string, ActionDef<NiState, any>> = {
  [battleSetup.type]: battleSetup,
  [battleStep.type]: battleStep,
};

/** The battle results a finished fight wrote (or will write), for the UI. */
export function fightResults(f: NiFight): BattleResultPayload[] {
  return f.state.outcome ? plan(f, true).map((x) => x.payload) : [];
}
