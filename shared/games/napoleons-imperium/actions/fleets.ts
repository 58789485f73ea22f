// Fleets: invasions, transport, combined fleets, frozen fleets.
import { z } from 'zod';
import { notNow } from '../../../engine/sequence';
import { NI_SEQUENCE } from '../sequence';
import { SUCCESS_FACE, TRANSPORTS_PER_FLEET, type NationId } from '../data';
import { invasionCheck, recordInvasion } from '../consequences';
import { breakOff, memberText } from '../fleet-rules';
import { landingText } from '../landing';
import { frozenAtLeastOne } from '../frozen';
import { combinedOf, fleetNations, fleetSpeed, fleetYear, freshYear, hostFleetOf, ladenNations, lastBreakOff, memberFleetOf, same, type FleetSpeed } from '../fleets';
import { activeNation, addCard, addToTray, adjective, areAllies, holdingOf, is1798, maybeNumber, need, packOf, powerName, slotOfNation, territoryFacts, territoryKey, turnName, slotOf, year, type CombinedFleet, type FleetMember, type NiState } from '../state';
import { actorCheck, def, nationCheck, nationsInPlay, eliminatedTurn } from './common';

// Fleets ------------------------------------------------------------------------------------------------------

const invasionPayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), port: z.string().trim().min(1).max(60), failed: z.boolean().default(false), baltic: z.boolean().default(false) });
export const fleetInvasion = def<z.infer<typeof invasionPayload>>({
  type: 'fleet.invasion',
  label: 'Record a fleet’s invasion',
  schema: invasionPayload,
  steps: ['attack'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = actorCheck(s, p.nation, ['attack']);
    if (bad) return bad;
    const n = p.nation as NationId;
    const w = s.rules?.['weather'] === true ? s.weather[String(year(s))] : 'fine';
    if (w === 'stormy' && need(packOf(s), 'weather-effects', n, 'stormyInvasions', `${powerName(n)}: sea invasions in Stormy weather`) !== true) return `No sea invasions in Stormy weather [§46].`;
    if (w === 'snow' && p.baltic) return 'The Baltic is frozen: its fleets cannot invade or transport [§48].';
    return invasionCheck(s, n, p.fleet, p.port) ?? waiting(s, n, p.fleet);
  },
  apply: (s, p) => recordInvasion(s, p.nation as NationId, p.fleet, p.port, p.failed),
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const k = fleetYear(cf, year(s)).invasions.length + 1;
      const helpers = fleetNations(cf).filter((x) => x !== p.nation).map(adjective).join(' and ');
      return `${powerName(p.nation)}: the combined ${cf.name} invades ${p.port}${p.failed ? ' and fails' : ''} (invasion ${k} of 2 this year for the whole group, which stays together for the year); only ${adjective(p.nation)} troops land, the ${helpers} fleets help at sea and in the pre-emptive strike [§20B, §22, A24${p.failed ? ', §20C' : ''}]${p.failed ? '' : `; ${landingText(s, p.nation as NationId)}`}`;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    const k = (g?.invasions.length ?? 0) + 1;
    return `${powerName(p.nation)}: the ${p.fleet.trim()} invades ${p.port}${p.failed ? ' and fails' : ''} (invasion ${k} of 2 this year; the fleets stay together) [§20B${p.failed ? ', §20C' : ''}]${p.failed ? '' : `; ${landingText(s, p.nation as NationId)}`}`;
  },
});

const transportPayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), baltic: z.boolean().default(false), note: z.string().max(120).default('') });
export const fleetTransport = def<z.infer<typeof transportPayload>>({
  type: 'fleet.transport',
  label: 'Record a fleet’s transportation',
  schema: transportPayload,
  steps: ['movement', 'attack', 'prep-movement'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = fleetOrderBar(s, p, ['movement', 'attack'], (m) => `it moves and transports with the ${adjective(m.fleet.host)} ${m.fleet.name} in the ${adjective(m.fleet.host)} turn [§22, §36].`, () => {
      const w = s.rules?.['weather'] === true ? s.weather[String(year(s))] : 'fine';
      return w === 'snow' && p.baltic ? 'The Baltic is frozen: its fleets cannot invade or transport [§48].' : null;
    });
    if (bad) return bad;
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const y = fleetYear(cf, year(s));
      if (y.stays) return `A fleet joined the ${cf.name} this year by moving: the combined fleet cannot move until ${year(s) + 1} [§22].`;
      if (y.transports >= TRANSPORTS_PER_FLEET) return `The combined ${cf.name} has made its ${TRANSPORTS_PER_FLEET} transportations this year: the limit counts for the whole group [§33B, §22].`;
      return null;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    if (g && g.transports >= TRANSPORTS_PER_FLEET) return `The ${g.name} has made its ${TRANSPORTS_PER_FLEET} transportations this year [§33B].`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cf = hostFleetOf(s, n, p.fleet);
    if (cf) {
      const f = freshYear(cf, year(s));
      return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? { ...f, transports: f.transports + 1, moved: true } : x)) };
    }
    const g = s.fleetGroups.find((x) => x.nation === n && x.name.toLowerCase() === p.fleet.toLowerCase());
    const next = g ? { ...g, transports: g.transports + 1 } : { nation: n, name: p.fleet.trim(), invasions: [], failedPorts: [], transports: 1 };
    return { ...s, fleetGroups: [...s.fleetGroups.filter((x) => x !== g), next] };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    const landing = landingText(s, p.nation as NationId);
    if (cf) return `${powerName(p.nation)}: the combined ${cf.name} (${fleetNations(cf).map(adjective).join(' + ')}) transports ${adjective(p.nation)} land units (${fleetYear(cf, year(s)).transports + 1} of ${TRANSPORTS_PER_FLEET} this year for the whole group; each fleet carries only its own nation’s troops)${p.note ? `: ${p.note}` : ''} [§33B, §36]; ${landing}`;
    const g = s.fleetGroups.find((x) => x.nation === p.nation && x.name.toLowerCase() === p.fleet.toLowerCase());
    return `${powerName(p.nation)}: the ${p.fleet.trim()} transports land units (${(g?.transports ?? 0) + 1} of ${TRANSPORTS_PER_FLEET} this year)${p.note ? `: ${p.note}` : ''} [§33B]; ${landing}`;
  },
});

// Combined fleets [§22, §22B-E, §36, §28 Note] ----------------------------------------------------------------

/**
 * Why a nation cannot order this fleet now: not its step, `first` (an order's own bar), the fleet sails
 * under another's command (`underCommand` says what it does instead), or it broke off and waits.
 */
function fleetOrderBar(s: NiState, p: { nation: string; fleet: string }, steps: string[], underCommand: (m: { fleet: CombinedFleet; member: FleetMember }) => string, first?: () => string | null): string | null {
  const bad = actorCheck(s, p.nation, steps, 'prep-movement') ?? first?.() ?? null;
  if (bad) return bad;
  const m = memberFleetOf(s, p.nation, p.fleet);
  if (m) return `The ${adjective(p.nation)} ${m.member.name} sails under ${powerName(m.fleet.host)}’s command: ${underCommand(m)}`;
  return waiting(s, p.nation, p.fleet);
}

/** A fleet that broke off after moving this year waits until the next [§22, §36]. */
function waiting(s: NiState, n: string, fleet: string): string | null {
  const b = lastBreakOff(s, n, fleet);
  if (b && b.mayMoveYear > year(s)) return `The ${adjective(n)} ${b.name} broke off from the ${adjective(b.host)} ${b.hostFleet} after moving or attacking this year: it may move or attack again in ${b.mayMoveYear} [§22, §36].`;
  return null;
}

function speedOf(s: NiState, cf: CombinedFleet): FleetSpeed {
  return fleetSpeed(cf, (n, col) => maybeNumber(packOf(s), 'movement', n, col));
}

export function speedText(s: NiState, cf: CombinedFleet): string {
  const sp = speedOf(s, cf);
  const how = sp.laden ? 'laden' : 'unladen';
  if (sp.speed === null) return `speed unknown: the ${sp.unknown.map(adjective).join(' and ')} ${sp.laden ? 'laden ' : ''}fleet movement is not in the table "Movement and fleet capacity"`;
  return `${sp.speed} sea territories (${how}, the slowest: ${sp.rates.map((r) => `${adjective(r.nation)} ${r.value}`).join(', ')}) [§22D, §36]`;
}

/** The fleet's own record this turn (invasions, transports or a move): it has moved already [§22 Note]. */
function movedThisTurn(s: NiState, n: string, fleet: string): boolean {
  const g = s.fleetGroups.find((x) => x.nation === n && same(x.name, fleet));
  return !!g && (!!g.moved || g.invasions.length > 0 || g.transports > 0);
}

/** Whether the host's fleet moved earlier this calendar year in its own turn (its turn's record is this year's). */
function hostActedThisYear(s: NiState, host: NationId, fleet: string): boolean {
  if (!movedThisTurn(s, host, fleet)) return false;
  const a = slotOf(s.position.turn);
  return a === null || slotOfNation(s, host) <= a;
}

const joinPayload = z.object({
  nation: z.string().min(1),
  fleet: z.string().trim().min(1).max(60),
  fleets: z.number().int().min(1).max(60).optional(),
  host: z.string().min(1),
  hostFleet: z.string().trim().min(1).max(60),
  hostFleets: z.number().int().min(1).max(60).optional(),
  zone: z.string().trim().min(1).max(60).optional(),
  alreadyInZone: z.boolean().default(false),
  laden: z.boolean().default(false),
  hostLaden: z.boolean().default(false),
});
type JoinP = z.infer<typeof joinPayload>;

function joined(s: NiState, p: JoinP): CombinedFleet {
  const n = p.nation as NationId;
  const host = p.host as NationId;
  const y = year(s);
  const existing = hostFleetOf(s, host, p.hostFleet);
  const base: CombinedFleet = existing
    ? freshYear(existing, y)
    : {
      id: s.nextId, host, name: p.hostFleet.trim(), hostFleets: p.hostFleets ?? null, hostLaden: p.hostLaden, zone: p.zone!.trim(), members: [], formed: s.position.turn,
      year: y, invasions: [], failedPorts: [], transports: 0, moved: hostActedThisYear(s, host, p.hostFleet), stayYear: null,
    };
  const m: FleetMember = { nation: n, name: p.fleet.trim(), fleets: p.fleets ?? null, laden: p.laden, joined: s.position.turn, movedYear: p.alreadyInZone ? null : y };
  return { ...base, members: [...base.members, m], stayYear: p.alreadyInZone ? base.stayYear : y };
}

export const fleetJoin = def<JoinP>({
  type: 'fleet.join',
  label: 'An allied fleet joins a fleet',
  schema: joinPayload,
  steps: ['movement', 'prep-movement'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation) ?? `${notNow(NI_SEQUENCE, ['movement']).replace(/\.$/, '')}: an allied fleet joins only in its own Movement Phase [§22B].`,
  validate(s, p) {
    const bad = nationCheck(p.host) ?? actorCheck(s, p.nation, ['movement'], 'prep-movement');
    if (bad) return bad.startsWith('Not now') ? `${bad.replace(/\.$/, '')}: an allied fleet joins only in its own Movement Phase [§22B].` : bad;
    const n = p.nation as NationId;
    const host = p.host as NationId;
    if (host === n) return `A fleet joins an allied nation’s fleet: the ${adjective(n)} fleets are one nation’s already [§22].`;
    if (!areAllies(s, n, host)) return `${powerName(host)} is not ${powerName(n)}’s ally: only allied fleets combine [§22].`;
    if (s.nations[host].eliminated) return `${powerName(host)} is eliminated: it has no fleets [§39].`;
    const tr = s.treaties.find((t) => t.status === 'active' && t.bound === n);
    if (tr) return `${powerName(n)} is bound by a treaty until after ${turnName(s, tr.expires)}: its fleets move on their own and may re-join an allied fleet only once the treaty has ended [§28 Note].`;
    const m = memberFleetOf(s, n, p.fleet);
    if (m) return `The ${adjective(n)} ${m.member.name} already sails under the ${adjective(m.fleet.host)} ${m.fleet.name}: break it off first [§22].`;
    const own = hostFleetOf(s, n, p.fleet);
    if (own) return `The ${adjective(n)} ${own.name} commands allied fleets (${own.members.map(memberText).join(', ')}): the host breaks them off first; one combined fleet joins no other.`;
    const hm = memberFleetOf(s, host, p.hostFleet);
    if (hm) return `The ${adjective(host)} ${hm.member.name} itself sails under the ${adjective(hm.fleet.host)} ${hm.fleet.name}: join that fleet, under ${powerName(hm.fleet.host)}’s command [§22].`;
    if (movedThisTurn(s, n, p.fleet)) return `The ${adjective(n)} ${p.fleet.trim()} has already moved or fought this turn: a fleet joins only if it has not moved in its turn before joining [§22 Note].`;
    if (!p.alreadyInZone) {
      const wait = waiting(s, n, p.fleet);
      if (wait) return `${wait.replace(/ \[§22, §36\]\.$/, '')}, so it cannot sail to join [§22, §36]; it may join where it lies (already in the sea zone).`;
    }
    const cf = hostFleetOf(s, host, p.hostFleet);
    if (cf) {
      if (p.zone && !same(p.zone, cf.zone)) return `The ${adjective(host)} ${cf.name} is in ${cf.zone}, not ${p.zone}: a fleet joins in the same sea territory [§22, §36].`;
    } else if (!p.zone) return `Name the sea territory where the ${adjective(host)} ${p.hostFleet.trim()} lies: the joining fleet moves into it [§22, §36].`;
    if (p.laden) {
      const other = cf ? ladenNations(cf).filter((x) => x !== n) : p.hostLaden ? [host] : [];
      if (other.length) return `Laden fleets of two nationalities cannot join: the ${other.map(adjective).join(' and ')} fleets carry land units, so one side must disembark first [§36].`;
    }
    return null;
  },
  apply(s, p) {
    const cf = joined(s, p);
    const had = hostFleetOf(s, p.host, p.hostFleet);
    const list = had ? s.combinedFleets.map((x) => (x === had ? cf : x)) : [...combinedOf(s), cf];
    return { ...s, combinedFleets: list, nextId: had ? s.nextId : s.nextId + 1 };
  },
  title(s, p) {
    const cf = joined(s, p);
    const m = cf.members[cf.members.length - 1]!;
    const stay = p.alreadyInZone
      ? `it was already in ${cf.zone}, so the combined fleet may still move this year in the ${adjective(cf.host)} turn${cf.stayYear === year(s) ? ' (but another fleet joined by moving: not this year)' : ''}`
      : `the combined fleet cannot move again this year (the joining fleet moved to join) [§22]`;
    const who = memberText(m);
    return `${who[0]!.toUpperCase()}${who.slice(1)} joins the ${adjective(cf.host)} ${cf.name} in ${cf.zone}: under ${powerName(cf.host)}’s command, it moves only in the ${adjective(cf.host)} turn and may defend together at once; joined fleets are sunk first [§22, §22B, §22C, §36]; ${stay}. Speed ${speedText(s, cf)}`;
  },
});

const breakPayload = z.object({
  /** The nation declaring: the joined fleet's owner, or the host leaving its allies behind. */
  nation: z.string().min(1),
  host: z.string().min(1),
  fleet: z.string().trim().min(1).max(60),
  /** One joined fleet by name (default: every fleet of the declaring owner, or every joined fleet for the host). */
  member: z.string().trim().min(1).max(60).optional(),
});
type BreakP = z.infer<typeof breakPayload>;

function leaving(s: NiState, p: BreakP): { cf: CombinedFleet; members: FleetMember[] } | null {
  const cf = hostFleetOf(s, p.host, p.fleet);
  if (!cf) return null;
  const byHost = p.nation === cf.host;
  const members = cf.members.filter((m) => (byHost || m.nation === p.nation) && (!p.member || same(m.name, p.member)));
  return { cf, members };
}

export const fleetBreakOff = def<BreakP>({
  type: 'fleet.breakoff',
  label: 'Break off from a combined fleet',
  schema: breakPayload,
  steps: ['purchase', 'attack', 'movement', 'prep-movement'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = nationCheck(p.host) ?? actorCheck(s, p.nation, ['purchase', 'attack', 'movement'], 'prep-movement');
    if (bad) return bad.startsWith('Not now') ? `${bad.replace(/\.$/, '')}: break-off is declared in the nation’s own turn [§22].` : bad;
    const l = leaving(s, p);
    if (!l) return `${powerName(p.host)} commands no combined fleet called "${p.fleet}".`;
    const { cf, members } = l;
    if (!members.length) {
      if (p.nation === cf.host) return `No joined fleet${p.member ? ` called "${p.member}"` : ''} sails under the ${adjective(cf.host)} ${cf.name}.`;
      return `${powerName(p.nation)} has no fleet${p.member ? ` called "${p.member}"` : ''} under the ${adjective(cf.host)} ${cf.name}.`;
    }
    if (p.nation !== cf.host) {
      const fresh = members.find((m) => m.joined === s.position.turn);
      if (fresh) return `The ${adjective(fresh.nation)} ${fresh.name} joined this turn: its owner may break it off at its next turn [§22].`;
    }
    const y = fleetYear(cf, year(s));
    if (y.invasions.length) return `The ${cf.name} invaded ${y.invasions.join(' and ')} this year: fleets that invaded together stay together for the rest of the year [§20B].`;
    return null;
  },
  apply(s, p) {
    const { cf, members } = leaving(s, p)!;
    return breakOff(s, cf, members, p.nation === cf.host ? 'host' : 'owner', null).state;
  },
  title(s, p) {
    const { cf, members } = leaving(s, p)!;
    const r = breakOff(s, cf, members, p.nation === cf.host ? 'host' : 'owner', null);
    const left = r.state.combinedFleets.some((x) => x.id === cf.id) ? '' : `; the ${adjective(cf.host)} ${cf.name} sails alone again`;
    return `Break-off declared by ${powerName(p.nation)}: ${r.lines.join('; ')}${left}`;
  },
});

const movePayload = z.object({ nation: z.string().min(1), fleet: z.string().trim().min(1).max(60), to: z.string().trim().min(1).max(60).optional() });
type MoveP = z.infer<typeof movePayload>;

export const fleetMove = def<MoveP>({
  type: 'fleet.move',
  label: 'Record a fleet’s move',
  schema: movePayload,
  steps: ['attack', 'movement', 'prep-movement'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.nation),
  validate(s, p) {
    const bad = fleetOrderBar(s, p, ['attack', 'movement'], (m) => `it moves with the ${adjective(m.fleet.host)} ${m.fleet.name}, only in the ${adjective(m.fleet.host)} turn. Break it off first to move it alone [§22, §36].`);
    if (bad) return bad;
    const cf = hostFleetOf(s, p.nation, p.fleet);
    if (cf) {
      const y = fleetYear(cf, year(s));
      if (y.stays) return `A fleet joined the ${cf.name} this year by moving to it: the combined fleet cannot move until ${year(s) + 1} [§22].`;
      if (y.moved) return `The combined ${cf.name} has already moved or attacked this year.`;
      return null;
    }
    const g = s.fleetGroups.find((x) => x.nation === p.nation && same(x.name, p.fleet));
    if (g?.moved) return `The ${adjective(p.nation)} ${g.name} has already moved this turn.`;
    return null;
  },
  apply(s, p) {
    const n = p.nation as NationId;
    const cf = hostFleetOf(s, n, p.fleet);
    if (cf) {
      const f = freshYear(cf, year(s));
      return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? { ...f, moved: true, zone: p.to ?? f.zone } : x)) };
    }
    const phase = s.position.stepId === 'attack' ? ('attack' as const) : ('movement' as const);
    const g = s.fleetGroups.find((x) => x.nation === n && same(x.name, p.fleet));
    const next = g ? { ...g, moved: phase } : { nation: n, name: p.fleet.trim(), invasions: [], failedPorts: [], transports: 0, moved: phase };
    return { ...s, fleetGroups: [...s.fleetGroups.filter((x) => x !== g), next] };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.nation, p.fleet);
    const to = p.to ? ` to ${p.to}` : '';
    if (cf) return `${powerName(p.nation)}: the combined ${cf.name} (${fleetNations(cf).map(adjective).join(' + ')}) ${s.position.stepId === 'attack' ? 'sails to attack' : 'moves'}${to}, at most ${speedText(s, cf)}`;
    return `${powerName(p.nation)}: the ${p.fleet.trim()} ${s.position.stepId === 'attack' ? 'sails to attack' : 'moves'}${to} (it can no longer join an allied fleet this turn) [§22]`;
  },
});

const ladePayload = z.object({ host: z.string().min(1), fleet: z.string().trim().min(1).max(60), nation: z.string().min(1), laden: z.boolean() });
type LadeP = z.infer<typeof ladePayload>;

export const fleetLade = def<LadeP>({
  type: 'fleet.lade',
  label: 'Embark or disembark in a combined fleet',
  schema: ladePayload,
  steps: 'all',
  validate(s, p) {
    const bad = nationsInPlay(s, p.host, p.nation);
    if (bad) return bad;
    const cf = hostFleetOf(s, p.host, p.fleet);
    if (!cf) return `${powerName(p.host)} commands no combined fleet called "${p.fleet}".`;
    if (!fleetNations(cf).includes(p.nation as NationId)) return `${powerName(p.nation)} has no fleet in the ${adjective(cf.host)} ${cf.name}.`;
    const a = activeNation(s);
    if (!is1798(s) && a !== p.nation && a !== cf.host) return `Land units board or leave fleets in the turn of their own nation or of the host (${powerName(cf.host)}) [§35, §36].`;
    const now = ladenNations(cf);
    if (p.laden === now.includes(p.nation as NationId)) return `The ${adjective(p.nation)} fleets in the ${cf.name} are ${p.laden ? 'already laden' : 'not laden'}.`;
    if (p.laden && now.length) return `The ${now.map(adjective).join(' and ')} fleets already carry land units: a combined fleet carries one nationality’s troops at a time, each on its own nation’s fleets [§36, A24].`;
    return null;
  },
  apply(s, p) {
    const cf = hostFleetOf(s, p.host, p.fleet)!;
    const next = p.nation === cf.host ? { ...cf, hostLaden: p.laden } : { ...cf, members: cf.members.map((m) => (m.nation === p.nation ? { ...m, laden: p.laden } : m)) };
    return { ...s, combinedFleets: s.combinedFleets.map((x) => (x === cf ? next : x)) };
  },
  title(s, p) {
    const cf = hostFleetOf(s, p.host, p.fleet)!;
    const next = p.nation === cf.host ? { ...cf, hostLaden: p.laden } : { ...cf, members: cf.members.map((m) => (m.nation === p.nation ? { ...m, laden: p.laden } : m)) };
    return `${adjective(p.nation)} land units ${p.laden ? 'board their own fleets in' : 'leave'} the combined ${cf.name}: it is now ${ladenNations(next).length ? 'laden' : 'unladen'}, speed ${speedText(s, next)} [§34, §35, §36]${p.laden ? '; boarding costs no movement [§35]' : `; ${landingText(s, p.nation as NationId)}`}`;
  },
});

const frozenPayload = z.object({ captor: z.string().min(1), territory: z.string().trim().min(1).max(60), fleets: z.number().int().min(1).max(40) });
export const frozenRoll = def<z.infer<typeof frozenPayload>>({
  type: 'frozen.roll',
  label: 'Roll for frozen fleets',
  schema: frozenPayload,
  steps: ['attack', 'frozen-fleets'],
  whyNotNow: (s, p) => eliminatedTurn(s, p.captor),
  validate(s, p) {
    const bad = actorCheck(s, p.captor, ['attack', 'frozen-fleets']);
    if (bad) return bad;
    if (s.rules?.['weather'] !== true || s.weather[String(year(s))] !== 'snow') return 'Frozen fleets can be taken only when the weather game’s roll is Snow (not a Battle Card "Frozen Baltic Sea") [§49].';
    if (s.frozen) return 'Resolve the frozen fleets already rolled for first.';
    const f = territoryFacts(s, p.territory);
    if (need(packOf(s), 'territories', f.key, 'baltic', `whether ${f.key} borders the Baltic`) !== true) return `${f.key} does not border the Baltic [§48].`;
    const h = holdingOf(s, f.key);
    if (!h || h.holder !== p.captor) return `${powerName(p.captor)} has not captured ${f.key}.`;
    if (h.original === 'neutral') return 'Only fleets of the territory’s original owner can be taken [§49].';
    const secondYear = s.weather[String(year(s) - 1)] === 'snow';
    if (h.since !== s.position.turn && !secondYear) return `${f.key} was not captured this turn: the roll is made immediately after the capture, or again in a second year of Snow [§49].`;
    return null;
  },
  dice: (s, p) => [{ purpose: `Frozen fleets in ${p.territory}: one die per fleet, each ${SUCCESS_FACE} takes one (P(at least one) = ${frozenAtLeastOne(p.fleets).toFixed(3)})`, count: p.fleets, sides: 10 }],
  apply(s, p, ctx) {
    const hits = (ctx.dice[0]?.faces ?? []).filter((f) => f === SUCCESS_FACE).length;
    return hits ? { ...s, frozen: { captor: p.captor as NationId, territory: territoryKey(s, p.territory)!, successes: hits } } : s;
  },
  title(s, p, ctx) {
    const faces = ctx.dice[0]?.faces ?? [];
    const hits = faces.filter((f) => f === SUCCESS_FACE).length;
    const orig = holdingOf(s, p.territory)?.original;
    return `${powerName(p.captor)} rolls for ${p.fleets} frozen ${orig && orig !== 'neutral' ? adjective(orig) : ''} fleet${p.fleets === 1 ? '' : 's'} in ${territoryKey(s, p.territory)}: ${faces.map((f) => (f === 10 ? 0 : f)).join(', ')} → ${hits} taken${hits ? ': capture or destroy each' : ''} [§49]`;
  },
});

const frozenResolvePayload = z.object({ capture: z.number().int().min(0).max(40), destroy: z.number().int().min(0).max(40) });
export const frozenResolve = def<z.infer<typeof frozenResolvePayload>>({
  type: 'frozen.resolve',
  label: 'Capture or destroy frozen fleets',
  schema: frozenResolvePayload,
  steps: 'all',
  validate(s, p) {
    if (!s.frozen) return 'No frozen fleets are waiting for a decision.';
    if (p.capture + p.destroy !== s.frozen.successes) return `${s.frozen.successes} fleet${s.frozen.successes === 1 ? ' was' : 's were'} taken: capture plus destroy must make ${s.frozen.successes}.`;
    return null;
  },
  apply(s, p) {
    const f = s.frozen!;
    let t: NiState = { ...s, frozen: null };
    const nextYear = s.rules?.['frozenCapturePlacement'] !== 'next-placement';
    if (p.capture) t = addToTray(t, f.captor, { unit: 'fleet', count: p.capture, origin: 'frozen-capture', availableYear: year(s) + (nextYear ? 1 : 0) });
    if (p.destroy) t = addCard(t, f.captor, 'sea-victory', p.destroy);
    return t;
  },
  title(s, p) {
    const f = s.frozen!;
    const parts: string[] = [];
    if (p.capture) parts.push(`captures ${p.capture} (new ${adjective(f.captor)} fleet${p.capture === 1 ? '' : 's'} to its tray, placed ${s.rules?.['frozenCapturePlacement'] !== 'next-placement' ? 'next year' : 'at its next placement'})`);
    if (p.destroy) parts.push(`destroys ${p.destroy} (Sea Victory card${p.destroy === 1 ? '' : 's'})`);
    return `${powerName(f.captor)} ${parts.join(' and ')} in ${f.territory} [§49]`;
  },
});
