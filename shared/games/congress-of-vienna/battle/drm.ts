// The Battle DRM build-up, line by line as the pawns move on the Battle DRM Track: Step A codes a-i
// [13.4.1], the Withdrawal's -6 [13.4.2], then the military cards in the rules' decision order [13.4.3].
// The battle space is the defender's; with both Mil-Ops both spaces, each kind of modifier once per side [13.4].
import { signed } from '../../../format';
import { isAdjacentToParis, isFrontStartSpace, slug } from './schema';
import { tacticalLines, tacticsEligibility } from './tactics';
import { ALLIED_HOMELANDS, other, unitCount, type BattleSetup, type DrmLine, type Side, type SideSetup, type Space, type UnitNation } from './model';

const NATION_NAMES: Record<string, string> = { FR: 'France', RU: 'Russia', PR: 'Prussia', SW: 'Sweden', AU: 'Austria', BR: 'Britain', SP: 'Spain', PT: 'Portugal', US: 'the United States' };

/** The spaces the battle is fought in, each with the side defending it [13.4]. */
export function battleSpaces(b: BattleSetup): Array<{ space: Space; defender: Side }> {
  if (b.front === 'G' || b.front === 'DK') return [];
  const out: Array<{ space: Space; defender: Side }> = [];
  if (b.french.milOp && b.allied.space) out.push({ space: b.allied.space, defender: 'allied' });
  if (b.allied.milOp && b.french.space && !(out.length && slug(out[0]!.space.id) === slug(b.french.space.id))) out.push({ space: b.french.space, defender: 'french' });
  return out;
}

const sideOf = (b: BattleSetup, s: Side): SideSetup => b[s];

/** Units (and fleets where they count: the War of 1812 Box and amphibious landings) present at the start [13.4.1a]. */
export function piecesPresent(b: BattleSetup, s: Side): number {
  const x = sideOf(b, s);
  const fleetsCount = b.front === 'G' || (s === 'allied' && b.allied.amphibious);
  // OHR 15.3: the Army of Scheldt's units and fleets fight with the Northern Army, landing or defending Holland.
  const sc = s === 'allied' ? b.allied.scheldt : null;
  return unitCount(x.units) + (fleetsCount ? x.fleets : 0) + (sc ? sc.units + sc.fleets : 0);
}

/** The most pieces a side can lose: those present, less the Army of Scheldt's fleets in the landing in Holland when
 *  France picks "Coalition unit(s)" only (the hollandFleetLosses reading) [13.4.4, 15.3]. */
export function lossCap(b: BattleSetup, s: Side): number {
  const sc = s === 'allied' ? b.allied.scheldt : null;
  return piecesPresent(b, s) - (sc?.landing && b.rules.hollandFleetLosses === 'units-only' ? sc.fleets : 0);
}

/** Front A separate attack: the other Army's units, counted for the DRM and the Major Battle only under the reading
 *  frontASeparateAttack "both-armies"; never lost (only the attacking Power suffers losses) [13.6.2; digest 10.14]. */
export function otherArmyCounted(b: BattleSetup, s: Side): number {
  return s === 'allied' && b.allied.separate && b.rules.frontASeparateAttack === 'both-armies' ? b.allied.separate.units : 0;
}
/** Its Military Support marker (one per Army sharing a Track A space [13.6.2]), counted with its units under "both-armies". */
const otherArmySupport = (b: BattleSetup, s: Side): number => (s === 'allied' && b.allied.separate && b.rules.frontASeparateAttack === 'both-armies' ? b.allied.separate.support : 0);

/** Units alone (no fleets) at the start, the Army of Scheldt's included (Major Battle size, a unit left) [13.4.6]. */
export function unitsPresent(b: BattleSetup, s: Side): number {
  return unitCount(b[s].units) + (s === 'allied' && b.allied.scheldt ? b.allied.scheldt.units : 0);
}


/** Step A: the initial Battle DRM of one side, codes a-i [13.4.1]. */
export function initialLines(b: BattleSetup, s: Side): DrmLine[] {
  const x = sideOf(b, s);
  const lines: DrmLine[] = [];
  const spaces = battleSpaces(b);
  // a. units (+ fleets in the War of 1812 Box and amphibious landings)
  const parts = Object.entries(x.units).filter(([, n]) => n).map(([nat, n]) => `${n} ${nat}`);
  const fleetsCount = b.front === 'G' || (s === 'allied' && b.allied.amphibious);
  if (fleetsCount && x.fleets) parts.push(`${x.fleets} fleet${x.fleets > 1 ? 's' : ''}`);
  const sc = s === 'allied' ? b.allied.scheldt : null;
  if (sc) parts.push(`Army of Scheldt ${sc.units} BR${sc.fleets ? ` + ${sc.fleets} fleet${sc.fleets > 1 ? 's' : ''}` : ''}`);
  const otherArmy = otherArmyCounted(b, s);
  if (otherArmy) parts.push(`${otherArmy} of the other Army (not attacking) [13.6.2]`);
  lines.push({ code: 'a', label: `Units at the start of the battle${parts.length ? `: ${parts.join(' + ')}` : ''}`, value: piecesPresent(b, s) + otherArmy });
  // b. Military Support
  const others = otherArmySupport(b, s);
  const support = x.support + (sc ? sc.support : 0) + others;
  if (support) lines.push({ code: 'b', label: `Military Support marker${support > 1 ? 's' : ''} (${support} × +3)${sc?.support ? ': Russian and British' : ''}${others ? `, ${others} of the other Army (not attacking) [13.6.2]` : ''}`, value: 3 * support });
  if (s === 'allied' && b.front === 'A') {
    // c/d. Front A: no Generalissimo with both Armies in one space -3; a Generalissimo +3 [13.4.1c-d, 13.6.2]
    const penalty = b.rules.generalissimoPenalty !== 'after-first-activation' || b.allied.generalissimoActivated;
    if (b.allied.generalissimo === 'none' && b.allied.bohemiaAndSilesia && penalty) lines.push({ code: 'c', label: 'Armies of Bohemia and Silesia in one space without a Generalissimo', value: -3 });
    if (b.allied.generalissimo !== 'none') lines.push({ code: 'd', label: `Generalissimo (${b.allied.generalissimo === 'RU' ? 'Russia' : 'Austria'})`, value: 3 });
  }
  // e. Homeland, once per side whatever the number of battle spaces
  const home = homeland(b, s, spaces);
  if (home) lines.push({ code: 'e', label: home, value: 3 });
  // f. amphibious landing
  if (s === 'allied' && b.allied.amphibious) lines.push({ code: 'f', label: 'British attacker in an amphibious landing', value: -3 });
  if (s === 'allied' && sc?.landing) lines.push({ code: 'f', label: 'Amphibious landing from the Scheldt (the Northern Army and the Army of Scheldt together) [15.3]', value: -3 });
  // g. attacking a defender in a mountain space
  const mountain = spaces.find((sp) => sp.defender === other(s) && sp.space.mountain);
  if (x.milOp && mountain) lines.push({ code: 'g', label: `Attacking a defender in a mountain space (${mountain.space.id})`, value: -3 });
  // h. Guerrilla: British Armies in a battle fought in a Spanish or Portuguese space
  const guerrilla = s === 'allied' && x.owner === 'BR' ? spaces.find((sp) => sp.space.nation === 'SP' || sp.space.nation === 'PT') : undefined;
  if (guerrilla) lines.push({ code: 'h', label: `Guerrilla: British Army in a battle in ${guerrilla.space.nation === 'SP' ? 'Spain' : 'Portugal'} (${guerrilla.space.id})`, value: 3 });
  // i. Initial Situation card; the Meddling Tsar -2 to battles with Russian units [11.5]
  if (x.situation) lines.push({ code: 'i', label: 'Initial Situation card', value: x.situation });
  if (s === 'allied' && b.allied.meddlingTsar && (x.units.RU ?? 0) > 0) lines.push({ code: 'i', label: 'The Meddling Tsar (Russian units in the battle)', value: -2 });
  return lines;
}

function homeland(b: BattleSetup, s: Side, spaces: Array<{ space: Space }>): string | null {
  if (b.front === 'G') return null; // no Homeland in the War of 1812 Box [13.4.1e]
  const x = sideOf(b, s);
  for (const { space } of spaces) {
    if (space.minorCountry) continue; // no Homeland in a Minor Country space [13.4.1e]
    if (s === 'french') {
      if (space.nation === 'FR') return `Homeland: French units fighting in France (${space.id})`;
      continue;
    }
    const nat = space.nation;
    if (!ALLIED_HOMELANDS.includes(nat)) continue;
    if (x.owner === 'BR' && (nat === 'SP' || nat === 'PT')) continue; // Guerrilla instead
    const home = x.units[nat as UnitNation] ?? 0;
    if (home < 1) continue;
    const more = Object.entries(x.units).some(([n, c]) => n !== nat && (c ?? 0) > home);
    if (!more) return `Homeland: no other nation in the Army has more units than ${NATION_NAMES[nat] ?? nat} (${space.id})`;
  }
  return null;
}

export interface WithdrawalEligibility {
  eligible: boolean;
  reason: string;
}

/** Who may withdraw, and why not [13.4.2, 13.6.5]. */
export function withdrawalEligibility(b: BattleSetup, s: Side): WithdrawalEligibility {
  if (b.front === 'G') return { eligible: false, reason: 'Neither side may withdraw in the War of 1812 Box [13.4.2].' };
  if (b.front === 'DK') return { eligible: false, reason: 'No player may withdraw from a battle in the Denmark/Norway Box [15.2].' };
  const x = sideOf(b, s);
  const at = x.space?.id ?? '';
  if (s === 'french') {
    if (x.army === 'grande-armee' && slug(at) === 'paris') return { eligible: false, reason: 'The Grande Armée in Paris cannot withdraw [13.4.2, 13.6.5].' };
    return { eligible: true, reason: 'France may withdraw, and decides first [13.4.2].' };
  }
  if (!x.space) return { eligible: true, reason: 'The Allied Army may withdraw if France does not [13.4.2].' };
  if (isFrontStartSpace(b.pack, at)) return { eligible: false, reason: `An Allied Army in its Front Start Space (${at}) cannot withdraw [13.4.2].` };
  if (isAdjacentToParis(b.pack, at)) return { eligible: false, reason: `Allied Armies in spaces next to Paris (${at}) cannot withdraw [13.4.2, 13.6.5].` };
  if (b.allied.scheldt && !b.allied.scheldt.landing) return { eligible: true, reason: 'The Northern Army and the Army of Scheldt may withdraw from Holland only if Russia and Britain both agree [15.3].' };
  return { eligible: true, reason: 'The Allied Army may withdraw if France does not [13.4.2].' };
}

/** The side that decides its cards' DRMs first: France when it attacks an Allied homeland space, else the Allies [13.4.3]. */
export function cardDecisionOrder(b: BattleSetup): [Side, Side] {
  if (b.front === 'G') return ['allied', 'french'];
  const homelandSpace = (sp: Space) => ALLIED_HOMELANDS.includes(sp.nation);
  const frenchFirst =
    b.rules.cardDecisionOrder === 'allied-homeland-space'
      ? battleSpaces(b).some((sp) => homelandSpace(sp.space))
      : b.french.milOp && !b.allied.milOp && !!b.allied.space && homelandSpace(b.allied.space);
  return frenchFirst ? ['french', 'allied'] : ['allied', 'french'];
}

export interface SideDrm {
  total: number;
  lines: DrmLine[];
}

/** The whole build-up before the dice: Step A, the Withdrawal, the cards in decision order. */
export function buildDrm(b: BattleSetup): { french: SideDrm; allied: SideDrm; order: [Side, Side]; withdrawing: Side | null } {
  const lines: Record<Side, DrmLine[]> = { french: initialLines(b, 'french'), allied: initialLines(b, 'allied') };
  const withdrawing: Side | null = b.french.withdraw ? 'french' : b.allied.withdraw ? 'allied' : null;
  if (withdrawing) {
    const who = withdrawing === 'french' ? 'France withdraws' : 'the Allies withdraw';
    for (const s of ['french', 'allied'] as const) lines[s].push({ code: 'withdrawal', label: `Withdrawal (${who}): −6 to both sides`, value: -6 });
  }
  const order = cardDecisionOrder(b);
  for (const s of order) {
    for (const c of b[s].cards) {
      if (c.mode === 'own') lines[s].push({ code: 'card', label: `${c.name} (${signed(c.value)} to own total)`, value: c.value });
      else lines[other(s)].push({ code: 'card', label: `${c.name} (played by ${s === 'french' ? 'France' : 'the Allies'}, ${signed(c.value)} to the enemy)`, value: c.value });
    }
  }
  // The Tactical Matrix's pair, once both chits are revealed [15.5].
  const t = b.tactics;
  if (t && t.chosen.french !== null && t.chosen.allied !== null && tacticsEligibility(b).used) {
    const tl = tacticalLines(b, t.chosen.french, t.chosen.allied);
    lines.french.push(...tl.french);
    lines.allied.push(...tl.allied);
  }
  const total = (s: Side) => lines[s].reduce((t, l) => t + l.value, 0);
  return { french: { total: total('french'), lines: lines.french }, allied: { total: total('allied'), lines: lines.allied }, order, withdrawing };
}
