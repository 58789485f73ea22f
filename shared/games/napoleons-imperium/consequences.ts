// Napoleon's Imperium: everything a battle's result changes, as one pure function (the hook the step-by-step
// battle resolver calls with its outcome). Rules: §5C, §7, §10-§12, §13-§15, §19, §23-§28, §32, §39, §44.
import type { DiceRequest, DiceRoll } from '../../engine/random';
import {
  FREE_UNITS, GIBRALTAR_NATION, INVASIONS_PER_FLEET, NEUTRAL_MIN_UNITS, isNation, unitsText,
  type NationId,
} from './data';
import { fleetNations, fleetYear, freshYear, hostFleetOf, memberFleetOf, same } from './fleets';
import { breakOff } from './fleet-rules';
import {
  addCard, addToTray, adjective, areAllies, areEnemies, capitalCaptured, capitalName, commander, commanderName,
  holderOf, is1798, journal, maybeNumber, orderOf, missingData, need, needNumber, nextFullTurn, packOf, powerName, setHolder, settle,
  territoryFacts, turnName, updateCommander, updateNation, year, yearOf, type BattleRecord, type Commander, type NiState, type TerritoryFacts,
} from './state';

export interface BattleResultPayload {
  kind: 'land' | 'sea' | 'neutral';
  where: string;
  attacker: string;
  allies: string[];
  defenders: string[];
  result: 'attacker' | 'defender' | 'draw';
  invasion: boolean;
  fleet?: string | undefined;
  units?: number | undefined;
  commanders: string[];
  seaPrize: Array<{ nation: string; survivors: number }>;
  fleetsSunk: number;
  eliminates: string[];
  via?: string | undefined;
  ref?: string | undefined;
  note: string;
}

export function attackSide(p: BattleResultPayload): NationId[] {
  return [p.attacker, ...p.allies].filter(isNation);
}
export function defendSide(p: BattleResultPayload): NationId[] {
  return p.defenders.filter(isNation);
}
export function losingSide(p: BattleResultPayload): NationId[] {
  return p.result === 'attacker' ? defendSide(p) : p.result === 'defender' ? attackSide(p) : [];
}

/** The nation that rolls for captured commanders and takes the cards: the attacker, or the territory's owner / host fleet [A20, A21]. */
export function victorOf(s: NiState, p: BattleResultPayload): NationId | null {
  if (p.result === 'draw') return null;
  if (p.result === 'attacker') return p.attacker as NationId;
  if (p.kind === 'land') {
    const h = holderOf(s, p.where);
    if (h && h !== 'neutral' && p.defenders.includes(h)) return h;
  }
  return (p.defenders[0] as NationId | undefined) ?? null;
}

/** Commanders present on the losing side: Majors are captured (one roll each), Minors executed [§14, §15]. */
export function capturedCommanders(s: NiState, p: BattleResultPayload): Commander[] {
  if (p.result === 'draw') return [];
  const losers = losingSide(p);
  return p.commanders.map((id) => commander(s, id)).filter((c): c is Commander => !!c && losers.includes(c.nation));
}

/** Chart 1 dice for a winner's surviving fleets, with the rule settings for the overlapping bands and above 20 [§19, A12]. */
export function prizeDice(s: NiState, survivors: number): number {
  const rows = (packOf(s).tables['capture-dice']?.rows ?? [])
    .map((r) => ({ dice: Number(r.key), from: maybeNumber(packOf(s), 'capture-dice', r.key, 'from'), to: maybeNumber(packOf(s), 'capture-dice', r.key, 'to') }))
    .sort((a, b) => a.dice - b.dice);
  for (const r of rows) if (r.from === null || r.to === null) throw missingData('capture-dice', `the fleet range for ${r.dice} dice`);
  const bands = rows as Array<{ dice: number; from: number; to: number }>;
  if (bands.length === 0) throw missingData('capture-dice', 'the dice bands');
  const containing = bands.filter((b) => survivors >= b.from && survivors <= b.to);
  if (containing.length) return s.rules?.['captureDiceBands'] === 'upper-band' ? containing[containing.length - 1]!.dice : containing[0]!.dice;
  const last = bands[bands.length - 1]!;
  if (survivors < bands[0]!.from) return 0;
  if (s.rules?.['captureDiceAbove20'] === 'cap-4') return last.dice;
  const width = Math.max(1, last.to - last.from);
  return last.dice + Math.ceil((survivors - last.to) / width);
}

export function prizeWinners(s: NiState, p: BattleResultPayload): NationId[] {
  if (p.kind !== 'sea' || p.result === 'draw') return [];
  const side = p.result === 'attacker' ? attackSide(p) : defendSide(p);
  return s.rules?.['combinedFleetPrize'] === 'each-nation' ? side : side.slice(0, 1);
}

/**
 * The sea prize rolls in the order they are made and capped: the host (commanding) nation first, then the other
 * nations of the winning combined fleet in the order of play. Captures are limited in total by the enemy fleets
 * sunk [§19]; with the "each nation" reading of A21 the rolls take from that total in this order, so the host,
 * which commands the fleet [§22], is served first and no nation can choose to roll last.
 */
export function prizeOrder(s: NiState, p: BattleResultPayload): BattleResultPayload['seaPrize'] {
  const host = prizeWinners(s, p)[0];
  const order = orderOf(s);
  const rank = (n: string) => (n === host ? -1 : order.indexOf(n as NationId));
  return [...p.seaPrize].sort((a, b) => rank(a.nation) - rank(b.nation));
}

/** The dice a result needs: one d10 per captured Major (imprison or parole), then each sea prize roll. */
export function battleDice(s: NiState, p: BattleResultPayload): DiceRequest[] {
  const out: DiceRequest[] = [];
  for (const c of capturedCommanders(s, p)) if (c.rank === 'major') out.push({ purpose: `Imprison or parole: ${commanderName(c)}`, count: 1, sides: 10 });
  if (p.kind === 'sea' && p.result !== 'draw' && p.fleetsSunk > 0) {
    for (const e of prizeOrder(s, p)) {
      const n = prizeDice(s, e.survivors);
      if (n > 0) out.push({ purpose: `Sea prize: ${powerName(e.nation)} (${e.survivors} fleets surviving)`, count: n, sides: 10 });
    }
  }
  return out;
}

/** Where commanders go home after a draw, when their capital is occupied [§7, §14C, A31]. */
function sendHome(s: NiState, c: Commander): { state: NiState; text: string } {
  if (!capitalCaptured(s, c.nation)) {
    return { state: updateCommander(s, c.id, { status: 'active', note: `returned to ${capitalName(s, c.nation)}` }), text: `${commanderName(c)} returns to ${capitalName(s, c.nation)}` };
  }
  const exile = s.nations[c.nation].exileCapital;
  if (s.rules?.['drawCommanderCapitalOccupied'] !== 'held-until-liberation' && exile) {
    return { state: updateCommander(s, c.id, { status: 'active', note: `returned to ${capitalName(s, exile)} (exile capital)` }), text: `${commanderName(c)} returns to the exile capital ${capitalName(s, exile)}` };
  }
  return { state: updateCommander(s, c.id, { status: 'awaiting-capital', note: 'waiting for its capital to be liberated' }), text: `${commanderName(c)} is held out of play until ${capitalName(s, c.nation)} is liberated` };
}

/** Releases a commander to its capital, or holds it while that capital is occupied [§14 Note]. */
export function releaseCommander(s: NiState, c: Commander): { state: NiState; text: string } {
  if (capitalCaptured(s, c.nation)) {
    // An imprisonment that continues stays in the captor's tray, and still scores for it [§14 Note].
    const holder = c.status === 'imprisoned' ? c.holder : null;
    return { state: updateCommander(s, c.id, { status: 'awaiting-capital', holder, releaseTurn: null, note: holder ? 'imprisonment continued: its capital is occupied' : 'term served; its capital is occupied' }), text: `${commanderName(c)}’s term ends but ${capitalName(s, c.nation)} is occupied: it stays captive until liberation [§14]` };
  }
  return { state: updateCommander(s, c.id, { status: 'active', holder: null, releaseTurn: null, note: `released to ${capitalName(s, c.nation)}` }), text: `${commanderName(c)} returns to ${capitalName(s, c.nation)}` };
}

/** A nation is eliminated: its capital is captured and it has no land units left [§39, §39B]. */
export function eliminate(s: NiState, n: NationId, by: NationId | null): { state: NiState; lines: string[] } {
  const lines: string[] = [];
  let t = updateNation(s, n, { eliminated: true, eliminatedBy: by });
  lines.push(`${powerName(n)} is eliminated: its fleets are removed from the map; it may roll for rebellion on its turns [§39, §40]`);
  if (by) {
    t = updateNation(t, by, (x) => ({ eliminations: x.eliminations + 1 }));
    lines.push(`${powerName(by)} is credited with the elimination (Battle Points) [§39B]`);
  }
  t = { ...t, fleetGroups: t.fleetGroups.filter((g) => g.nation !== n) };
  // Its fleets leave every combined fleet; allied fleets it commanded are left on their own [§22, §39].
  const hosted = (t.combinedFleets ?? []).filter((c) => c.host === n);
  t = { ...t, combinedFleets: (t.combinedFleets ?? []).map((c) => ({ ...c, members: c.members.filter((m) => m.nation !== n) })).filter((c) => c.members.length > 0 || c.host === n) };
  for (const c of hosted) {
    const cur = t.combinedFleets.find((x) => x.id === c.id)!;
    const r = breakOff(t, cur, cur.members, 'host-eliminated', null);
    t = { ...r.state, combinedFleets: r.state.combinedFleets.filter((x) => x.id !== c.id) };
    lines.push(...r.lines);
  }
  if (t.rules?.['captiveHolderEliminated'] === 'immediately') {
    for (const c of t.commanders.filter((x) => x.status === 'imprisoned' && x.holder === n)) {
      const r = releaseCommander(t, c);
      t = r.state;
      lines.push(r.text);
    }
  }
  return { state: t, lines };
}

function freeUnits(s: NiState, to: NationId, units: Partial<Record<string, number>>, where: string, why: string): { state: NiState; text: string } {
  const text = `${powerName(to)} places ${unitsText(units)} free in ${where} (${why})`;
  return { state: journal(s, text, true), text };
}

/** Awards a Minor Commander for an enemy capital captured, within the rule setting's limits [§10B.3, §15, A33]. */
function awardMinor(s: NiState, victor: NationId, capital: string): { state: NiState; text: string } {
  const p = packOf(s);
  const cap = needNumber(p, 'commander-types', 'minor', 'perNation', 'Minor Commanders per nation');
  const alive = s.commanders.filter((c) => c.nation === victor && c.rank === 'minor' && c.status !== 'executed').length;
  const st = s.nations[victor];
  const mode = s.rules?.['minorCommanderAward'] ?? 'per-capture-two-alive';
  if (alive >= cap) return { state: s, text: `no Minor Commander: ${powerName(victor)} already has ${alive} [§13]` };
  if (mode === 'once-per-capital' && st.minorCapitals.includes(capital)) return { state: s, text: `no Minor Commander: one was already awarded for ${capital} (rule setting)` };
  if (mode === 'two-per-game' && st.minorsAwarded >= cap) return { state: s, text: `no Minor Commander: ${powerName(victor)} has had its ${cap} (rule setting)` };
  const id = `${victor}-minor-${st.minorsAwarded + 1}`;
  const c: Commander = { id, nation: victor, rank: 'minor', status: 'active', holder: null, releaseTurn: null, used: null, note: `awarded for ${capital}; starts in ${capitalName(s, victor)}` };
  let t: NiState = { ...s, commanders: [...s.commanders, c] };
  t = updateNation(t, victor, { minorsAwarded: st.minorsAwarded + 1, minorCapitals: [...st.minorCapitals, capital] });
  return { state: t, text: `${powerName(victor)} gains a Minor Commander, placed in ${capitalName(s, victor)} [§10B.3]` };
}

export interface Resolution {
  state: NiState;
  lines: string[];
}

/** Applies every consequence of a recorded result. Assumes the payload passed validation. */
export function resolveBattle(s0: NiState, p: BattleResultPayload, dice: readonly DiceRoll[]): Resolution {
  const lines: string[] = [];
  const faces = dice.map((d) => d.faces);
  let di = 0;
  let s = s0;
  const attacker = p.attacker as NationId;
  const id = s.nextId;
  s = { ...s, nextId: s.nextId + 1 };
  // Attacking commanders have been used in the Attack Phase this year [§13B.1].
  for (const cid of p.commanders) {
    const c = commander(s, cid);
    if (c && attackSide(p).includes(c.nation)) s = updateCommander(s, cid, { used: 'attack' });
  }
  const victor = victorOf(s0, p);
  let facts: TerritoryFacts | null = null;

  if (p.kind === 'neutral') {
    facts = territoryFacts(s, p.where);
    s = setHolder(s, facts, attacker);
    lines.push(`${powerName(attacker)} takes the empty neutral territory ${facts.key}: income +${facts.value}, 1 of its ${p.units ?? NEUTRAL_MIN_UNITS} units is forfeited; no flag, no Battle Card [§25]`);
  } else if (p.kind === 'land') {
    facts = territoryFacts(s, p.where);
    const holder = holderOf(s, facts.key) as NationId | 'neutral';
    if (capitalCaptured(s, attacker) && facts.capital && facts.original !== attacker) lines.push(`Warning: ${powerName(attacker)} is in exile and may not attack another nation’s capital [§10.3]`);
    if (p.result === 'attacker') {
      if (holder !== 'neutral') {
        s = updateNation(s, attacker, (x) => ({ flags: x.flags + 1 }));
        lines.push(`${powerName(attacker)} takes the ${adjective(holder)} flag [§23]`);
      }
      const orig = facts.original;
      const liberation = orig !== 'neutral' && areAllies(s, orig, attacker);
      const newHolder: NationId = liberation ? (orig as NationId) : attacker;
      s = setHolder(s, facts, newHolder);
      if (liberation) {
        const owner = orig as NationId;
        if (owner === attacker) {
          if (facts.capital) s = freeUnits(s, owner, FREE_UNITS.selfLiberatedCapital, facts.key, 'self-liberated capital, §11B').state;
          lines.push(`${powerName(owner)} liberates its own ${facts.capital ? 'capital' : 'territory'} ${facts.key}: flag and income restored${facts.capital ? ', +1 artillery free [§11B]' : ' [§12B]'}`);
        } else {
          const bonus = facts.capital ? FREE_UNITS.alliedLiberatedCapital : FREE_UNITS.alliedLiberatedTerritory;
          s = freeUnits(s, owner, bonus, facts.key, `liberated by ${powerName(attacker)}, ${facts.capital ? '§11B' : '§12B'}`).state;
          lines.push(`${powerName(attacker)} liberates ${facts.key} for ${powerName(owner)}: its flag and income are restored and it places ${unitsText(bonus)} there [${facts.capital ? '§11B' : '§12B'}]`);
        }
        if (s.nations[owner].eliminated) {
          s = updateNation(s, owner, { eliminated: false });
          lines.push(`${powerName(owner)} returns to the game [§39]`);
        }
      } else {
        lines.push(`${powerName(attacker)} takes ${facts.key}: its income +${facts.value}${holder !== 'neutral' ? `, ${powerName(holder)}’s −${facts.value}` : ''} [§26B]`);
        if (orig !== 'neutral' && areEnemies(s, orig, attacker) && !facts.capital) s = updateNation(s, attacker, (x) => ({ captures: x.captures + 1 }));
      }
      if (holder !== 'neutral') {
        const drawers = s.rules?.['jointDefenceCards'] === 'each-nation' ? defendSide(p) : [holder];
        s = { ...s, cardsDue: [...s.cardsDue, ...drawers.map((n) => ({ nation: n, battle: id }))] };
        lines.push(`${drawers.map(powerName).join(' and ')} must draw a Battle Card [§26B]`);
      }
      // An enemy capital captured [§10, §10B, §44, §4B].
      if (facts.capital && orig !== 'neutral' && areEnemies(s, orig, attacker) && !liberation) {
        const loser = orig as NationId;
        s = addCard(s, attacker, 'captured-capital');
        lines.push(`${powerName(attacker)} takes a Captured Capital card; ${powerName(loser)} is in exile: half income, purchases placed in one allied capital [§10, §10B.1]`);
        const m = awardMinor(s, attacker, facts.key);
        s = m.state;
        lines.push(m.text);
        const spy = s.nations[loser].spy;
        if (s.rules?.['spies'] === true && spy.alive && spy.location.toLowerCase() === facts.key.toLowerCase()) {
          s = updateNation(s, loser, { spy: { ...spy, alive: false, pending: null } });
          s = addCard(s, attacker, 'spy-death');
          lines.push(`The ${adjective(loser)} spy in ${facts.key} is executed: Spy Death card to ${powerName(attacker)} [§44]`);
        }
        if (loser === GIBRALTAR_NATION) lines.push(`Gibraltar port passes to ${powerName(attacker)} until England is liberated; British fleets there withdraw one sea territory [§4B]`);
      }
    } else if (p.result === 'defender') {
      const owner = holder === 'neutral' ? null : holder;
      const sld = s.rules?.['jointDefenceCards'] === 'each-nation' ? defendSide(p) : owner ? [owner] : [];
      for (const n of sld) s = addCard(s, n, 'successful-land-defence');
      s = { ...s, cardsDue: [...s.cardsDue, { nation: attacker, battle: id }] };
      lines.push(`${facts.key} holds: ${sld.map(powerName).join(' and ')} ${sld.length > 1 ? 'take' : 'takes'} a Successful Land Defence card; ${powerName(attacker)} loses every attacking unit and must draw a Battle Card [§26B]`);
    } else {
      const orig = facts.original;
      s = setHolder(s, facts, orig);
      if (orig === 'neutral') {
        lines.push(`Draw: ${facts.key} becomes neutral and empty again; all flags removed, nobody has its income [§7]`);
      } else {
        s = freeUnits(s, orig, FREE_UNITS.draw, facts.key, 'draw, §7').state;
        lines.push(`Draw: ${facts.key} reverts to ${powerName(orig)}, which places 1 infantry free and a flag and has its income [§7]`);
      }
      lines.push('No Battle Cards, no flag, no Battle Point cards [§7]');
    }
    if (p.invasion && p.fleet) {
      s = recordInvasion(s, attacker, p.fleet, facts.key, p.result !== 'attacker');
    }
  } else {
    // Sea battle [§16-§19, §22].
    if (p.result !== 'draw') {
      const winners = prizeWinners(s, p);
      const host = winners[0]!;
      const cardTo = s.rules?.['combinedFleetPrize'] === 'each-nation' ? winners : [host];
      for (const n of cardTo) s = addCard(s, n, 'sea-victory');
      lines.push(`${cardTo.map(powerName).join(' and ')} ${cardTo.length > 1 ? 'take' : 'takes'} a Sea Victory card [§19, §23]; no Battle Cards at sea [§26]`);
    } else {
      lines.push('Sea draw: no Sea Victory card, no prize, no Battle Cards [A23]');
    }
  }

  // Commanders [§13C, §14, §15; draws §7, §14C, A23].
  if (p.result === 'draw') {
    const lost = p.kind === 'sea' && s.rules?.['seaDraw'] === 'commanders-lost';
    for (const cid of p.commanders) {
      const c = commander(s, cid);
      if (!c) continue;
      if (lost) {
        s = updateCommander(s, cid, { status: 'executed', note: 'lost at sea in a draw (rule setting)' });
        lines.push(`${commanderName(c)} goes down with the fleet (rule setting A23)`);
      } else {
        const r = sendHome(s, c);
        s = r.state;
        lines.push(`${r.text} (draw: no commander is captured) [§14C]`);
      }
    }
  } else if (victor) {
    for (const c of capturedCommanders(s0, p)) {
      s = addCard(s, victor, 'captured-commander');
      if (c.rank === 'minor') {
        s = updateCommander(s, c.id, { status: 'executed', holder: null, releaseTurn: null, note: `executed by ${powerName(victor)}` });
        lines.push(`${commanderName(c)} is executed; ${powerName(victor)} takes a Captured Commander card [§15]`);
        continue;
      }
      const face = faces[di++]?.[0] ?? 0;
      const result = need(packOf(s), 'imprison-parole', String(face), 'result', `the result for a roll of ${face}`);
      if (result === 'imprison') {
        const rel = nextFullTurn(s0, victor);
        s = updateCommander(s, c.id, { status: 'imprisoned', holder: victor, releaseTurn: rel, note: `imprisoned by ${powerName(victor)}` });
        lines.push(`${commanderName(c)} is captured: ${powerName(victor)} rolls ${face === 10 ? '0' : face}, IMPRISONED in the ${adjective(victor)} Purchase Tray until the ${adjective(victor)} placement of ${yearOf(rel)} [§14B]; Captured Commander card to ${powerName(victor)}`);
      } else {
        const rel = nextFullTurn(s0, c.nation);
        s = updateCommander(s, c.id, { status: 'paroled', holder: null, releaseTurn: rel, note: `paroled by ${powerName(victor)}` });
        lines.push(`${commanderName(c)} is captured: ${powerName(victor)} rolls ${face === 10 ? '0' : face}, PAROLED to the ${adjective(c.nation)} Purchase Tray until the ${adjective(c.nation)} placement of ${yearOf(rel)} [§14C]; Captured Commander card to ${powerName(victor)}`);
      }
    }
  }

  // Sea prize [§19, A12, A21].
  if (p.kind === 'sea' && p.result !== 'draw' && p.fleetsSunk > 0) {
    let left = p.fleetsSunk;
    const several = p.seaPrize.length > 1;
    for (const e of prizeOrder(s0, p)) {
      const n = prizeDice(s0, e.survivors);
      if (n === 0) {
        lines.push(`Sea prize: ${powerName(e.nation)} has no die for ${e.survivors} surviving fleet${e.survivors === 1 ? '' : 's'} (table "Sea prize: dice allowed") [§19]`);
        continue;
      }
      const rolled = faces[di++] ?? [];
      const rate = needNumber(packOf(s), 'fleet-rates', e.nation, 'capture', `${powerName(e.nation)} Fleet Capture Rate`);
      const hits = rolled.filter((f) => f <= rate).length;
      const taken = Math.min(hits, left);
      left -= taken;
      if (taken > 0) s = addToTray(s, e.nation as NationId, { unit: 'fleet', count: taken, origin: 'sea-prize', availableYear: year(s) });
      const capped = taken < hits ? ` (${hits} successes, capped: ${p.fleetsSunk} enemy fleet${p.fleetsSunk === 1 ? '' : 's'} sunk${several ? ', shared in order of the rolls, the host first [A21]' : ''})` : '';
      lines.push(`Sea prize: ${powerName(e.nation)} rolls ${n} ${n === 1 ? 'die' : 'dice'} (${rolled.map((f) => (f === 10 ? 0 : f)).join(', ')}) needing ${rate} or less: ${taken} new ${adjective(e.nation)} fleet${taken === 1 ? '' : 's'} to its Purchase Tray${capped}${taken ? ', placed at its next placement (this turn’s if not yet placed)' : ''} [§19]`);
    }
  }

  // Treaties broken by this attack [§28, §28D].
  const targets = p.kind === 'land' ? [...new Set([...(facts ? [holderOf(s0, facts.key)] : []), ...p.defenders])] : p.defenders;
  for (const tr of s.treaties.filter((x) => x.status === 'active')) {
    const hitsBound = targets.includes(tr.bound);
    const byImposer = attacker === tr.imposer;
    const byAllyThrough = areAllies(s, attacker, tr.imposer) && attacker !== tr.imposer && p.via === tr.imposer;
    if (hitsBound && (byImposer || byAllyThrough)) {
      s = { ...s, treaties: s.treaties.map((x) => (x.id === tr.id ? { ...x, status: 'breached' as const, ended: s.position.turn, note: `breached by ${powerName(attacker)}` } : x)) };
      lines.push(`The treaty binding ${powerName(tr.bound)} not to attack ${powerName(tr.imposer)} is breached and ends [§28D]`);
    }
  }

  for (const e of p.eliminates) {
    const r = eliminate(s, e as NationId, victor);
    s = r.state;
    lines.push(...r.lines);
  }

  s = settle(s);
  const rec: BattleRecord = {
    id,
    turn: s0.position.turn,
    kind: p.kind,
    where: facts?.key ?? p.where,
    attacker,
    attackers: attackSide(p),
    defenders: defendSide(p),
    result: p.result,
    invasion: p.invasion,
    consequences: lines,
    ref: p.ref ?? null,
  };
  return { state: { ...s, battles: [...s.battles, rec] }, lines };
}

export function recordInvasion(s: NiState, n: NationId, fleet: string, port: string, failed: boolean): NiState {
  // A combined fleet: the invasion counts for the whole group, which stays together for the year [§20B, §22].
  const cf = hostFleetOf(s, n, fleet);
  if (cf) {
    const f = freshYear(cf, year(s));
    const next = { ...f, invasions: [...f.invasions, port], failedPorts: failed ? [...f.failedPorts, port] : f.failedPorts, moved: true };
    return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? next : x)) };
  }
  const key = fleet.trim().toLowerCase();
  const g = s.fleetGroups.find((x) => x.nation === n && x.name.toLowerCase() === key);
  const next = g
    ? { ...g, invasions: [...g.invasions, port], failedPorts: failed ? [...g.failedPorts, port] : g.failedPorts }
    : { nation: n, name: fleet.trim(), invasions: [port], failedPorts: failed ? [port] : [], transports: 0 };
  return { ...s, fleetGroups: [...s.fleetGroups.filter((x) => x !== g), next] };
}

/** Why a battle's result cannot be recorded now, or null [§2B, §5, §5C, §10.3, §13B, §17, §20B, §20C, §24, §25, §28, §46]. */
export function checkBattle(s: NiState, p: BattleResultPayload, active: NationId | null): string | null {
  if (is1798(s)) return 'There are no attacks in 1798, the year of preparation [§2B.2].';
  for (const n of [p.attacker, ...p.allies, ...p.defenders, ...p.eliminates, ...p.seaPrize.map((e) => e.nation), ...(p.via ? [p.via] : [])]) {
    if (!isNation(n)) return `"${n}" is not one of the eight empires of Napoleon’s Imperium.`;
  }
  const attacker = p.attacker as NationId;
  if (attacker !== active) return `It is ${active ? powerName(active) : 'nobody'}’s Attack Phase: only the active nation attacks [§1, §5C].`;
  if (s.nations[attacker].eliminated) return `${powerName(attacker)} is eliminated and cannot attack [§39].`;
  if (new Set([...attackSide(p), ...defendSide(p)]).size !== attackSide(p).length + defendSide(p).length) return 'A nation cannot be on both sides, or listed twice.';
  for (const d of defendSide(p)) if (!areEnemies(s, attacker, d)) return `${powerName(d)} is ${powerName(attacker)}’s ally: allies do not fight each other.`;
  for (const a of p.allies) if (!areAllies(s, attacker, a as NationId)) return `${powerName(a)} is not ${powerName(attacker)}’s ally.`;
  if (p.kind !== 'sea' && p.allies.length) return 'Only the active nation’s own land units attack: joint land attacks are not allowed [§5C, §24].';
  if (p.kind === 'sea' && p.invasion) return 'Record the sea battle of an invasion as a sea battle, then the landing as a land battle with "invasion".';

  let facts: TerritoryFacts | null = null;
  if (p.kind !== 'sea') {
    facts = territoryFacts(s, p.where);
    const holder = holderOf(s, facts.key);
    if (p.kind === 'neutral') {
      if (holder !== 'neutral') return `${facts.key} is held by ${powerName(holder!)}: record a land battle, not a neutral capture.`;
      if (p.defenders.length) return 'An empty neutral territory has no defenders [§25].';
      if (p.result !== 'attacker') return 'A neutral territory is taken without dice: the result is always the attacker’s [§25].';
      if (p.units === undefined) return `Say how many land units took ${facts.key}: one is forfeited, so at least ${NEUTRAL_MIN_UNITS} are needed [§25].`;
      if (p.units < NEUTRAL_MIN_UNITS) return `A neutral territory costs one unit: at least ${NEUTRAL_MIN_UNITS} land units are needed to take ${facts.key} (${p.units} given) [§25].`;
    } else {
      if (holder === 'neutral') return `${facts.key} is an empty neutral territory: record a neutral capture (no dice, one unit forfeited) [§25].`;
      if (holder === attacker) return `${facts.key} is ${powerName(attacker)}’s own territory.`;
      if (holder && areAllies(s, holder, attacker)) return `${facts.key} is held by ${powerName(holder)}, an ally of ${powerName(attacker)}.`;
      if (!holder || !p.defenders.includes(holder)) return `${facts.key} is held by ${holder ? powerName(holder) : 'nobody'}: list it among the defenders (every owned territory holds at least one unit) [§5C Note].`;
      if (capitalCaptured(s, attacker) && facts.capital && facts.original !== attacker && s.rules?.['exileRestrictions'] === 'block')
        return `${powerName(attacker)} is in exile and may not attack another nation’s capital [§10.3].`;
    }
    if (p.invasion && s.rules?.['weather'] === true && s.weather[String(year(s))] === 'stormy') {
      const allowed = need(packOf(s), 'weather-effects', attacker, 'stormyInvasions', `${powerName(attacker)}: sea invasions in Stormy weather`);
      if (allowed !== true) return `No sea invasions in Stormy weather for ${powerName(attacker)} [§46].`;
    }
    if (p.invasion && p.fleet) {
      const bad = invasionCheck(s, attacker, p.fleet, facts.key);
      if (bad) return bad;
    }
  } else {
    if (p.defenders.length === 0) return 'A sea battle needs the enemy fleets’ nations as defenders.';
    if (p.eliminates.length) return 'Only land units keep a nation in the game: a sea battle eliminates nobody [§39].';
  }

  // Treaties [§28, §28B].
  const targets = p.kind === 'land' && facts ? [holderOf(s, facts.key), ...p.defenders] : p.defenders;
  for (const tr of s.treaties.filter((x) => x.status === 'active')) {
    if (attacker === tr.bound && targets.includes(tr.imposer))
      return `${powerName(attacker)} is bound by treaty not to attack ${powerName(tr.imposer)} until the end of ${turnName(s, tr.expires)} [§28].`;
    if (p.via === tr.bound && areAllies(s, attacker, tr.bound) && targets.includes(tr.imposer))
      return `${powerName(attacker)} may not attack ${powerName(tr.imposer)} through the borders of ${powerName(tr.bound)}, which is bound by treaty [§28].`;
  }

  // Commanders [§13B, §14].
  if (new Set(p.commanders).size !== p.commanders.length) return 'A commander is listed twice.';
  for (const cid of p.commanders) {
    const c = commander(s, cid);
    if (!c) return `There is no commander "${cid}" (commanders: ${s.commanders.filter((x) => x.status !== 'executed').map((x) => x.id).join(', ')}).`;
    if (c.status !== 'active') return `${commanderName(c)} is ${c.status === 'executed' ? 'dead' : c.status === 'awaiting-capital' ? 'held until its capital is liberated' : c.status} and cannot take part [§14].`;
    if (![...attackSide(p), ...defendSide(p)].includes(c.nation)) return `${commanderName(c)}’s nation is not in this battle.`;
    if (attackSide(p).includes(c.nation) && c.used === 'movement') return `${commanderName(c)} was used in the Movement Phase this year and cannot attack [§13B.1].`;
  }

  // Sea prize [§19].
  if (p.seaPrize.length) {
    if (p.kind !== 'sea') return 'A sea prize follows a sea battle only [§19].';
    if (p.result === 'draw') return 'A sea draw gives no prize [A23].';
    if (p.fleetsSunk < 1) return 'Say how many enemy fleets the winner sank: captures are limited to that number [§19].';
    const allowed = prizeWinners(s, p);
    if (new Set(p.seaPrize.map((e) => e.nation)).size !== p.seaPrize.length) return 'Each nation rolls for the sea prize once: a nation is listed twice [§19].';
    for (const e of p.seaPrize) {
      if (!allowed.includes(e.nation as NationId))
        return s.rules?.['combinedFleetPrize'] === 'each-nation'
          ? `${powerName(e.nation)} is not on the winning side.`
          : `Only the winning host fleet’s nation (${allowed.map(powerName).join('')}) rolls for the prize (rule setting A21).`;
      needNumber(packOf(s), 'fleet-rates', e.nation, 'capture', `${powerName(e.nation)} Fleet Capture Rate`);
      prizeDice(s, e.survivors);
    }
  }

  // Eliminations [§39].
  const losers = losingSide(p);
  for (const e of p.eliminates) {
    const n = e as NationId;
    if (!losers.includes(n)) return `${powerName(n)} is not on the losing side of this battle.`;
    const capitalFalls = p.kind === 'land' && p.result === 'attacker' && facts?.capital && facts.original === n;
    if (!capitalCaptured(s, n) && !capitalFalls) return `${powerName(n)} still holds ${capitalName(s, n)}: a nation is eliminated only when its capital is captured [§39].`;
    if (s.nations[n].eliminated) return `${powerName(n)} is already eliminated.`;
  }
  return null;
}

export function invasionCheck(s: NiState, n: NationId, fleet: string, port: string): string | null {
  const m = memberFleetOf(s, n, fleet);
  if (m) return `The ${adjective(n)} ${m.member.name} sails under ${powerName(m.fleet.host)}’s command: invasions are the ${adjective(m.fleet.host)} ${m.fleet.name}’s, in the ${adjective(m.fleet.host)} turn, and only one nation’s troops land [§22, §24 Note, A24].`;
  const cf = hostFleetOf(s, n, fleet);
  if (cf) {
    const y = fleetYear(cf, year(s));
    const others = fleetNations(cf).filter((x) => x !== n).map(adjective).join(' and ');
    if (y.invasions.length >= INVASIONS_PER_FLEET) return `The combined ${cf.name} (${adjective(n)}${others ? ` with ${others}` : ''} fleets) has made its ${INVASIONS_PER_FLEET} invasions this year: the limit counts for the whole group, which stays together [§20B, §22].`;
    if (y.failedPorts.some((x) => same(x, port))) return `A failed invasion of ${port} cannot be tried again this year [§20C].`;
    return null;
  }
  const g = s.fleetGroups.find((x) => x.nation === n && x.name.toLowerCase() === fleet.trim().toLowerCase());
  if (!g) return null;
  if (g.invasions.length >= INVASIONS_PER_FLEET) return `The ${g.name} has made its ${INVASIONS_PER_FLEET} invasions this year; fleets that invaded together stay together [§20B].`;
  if (g.failedPorts.some((x) => x.toLowerCase() === port.toLowerCase())) return `A failed invasion of ${port} cannot be tried again this year [§20C].`;
  return null;
}
