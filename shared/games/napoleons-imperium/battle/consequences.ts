// What a finished battle changes in the campaign, as data for the campaign module to apply: flags,
// territory and income, Battle Cards, Battle Point cards, commanders captured or executed, capital capture,
// liberation bonuses, draw reversion, the sea prize and the imprison/parole rolls [§7, §10–§15, §19, §23,
// §25, §26B, §27; digest §4.4, §4.7, §4.9]. Rule settings (A17, A20, A21, A23) choose between readings.
import { NI_NATIONS, type NiNation } from '../tables';
import type { Commander, ImperiumSetup, Side, Territory, UnitType } from './model';
import { seaPrizeDice } from './odds';

export type BpCard = 'successful-land-defence' | 'captured-capital' | 'sea-victory' | 'captured-commander';

export type Consequence =
  | { kind: 'flag-captured'; by: NiNation | null; from: NiNation | null; territory: string; cite: string }
  | { kind: 'territory-captured'; territory: string; from: NiNation | 'neutral' | null; to: NiNation | null; value: number | null; cite: string }
  | { kind: 'neutral-captured'; territory: string; by: NiNation | null; value: number | null; forfeited: string | null; cite: string }
  | { kind: 'liberated'; territory: string; owner: NiNation; by: NiNation | null; capital: boolean; freeUnits: Partial<Record<UnitType, number>>; cite: string }
  | { kind: 'capital-captured'; territory: string; nation: NiNation | null; by: NiNation | null; minorCommander: boolean; cite: string }
  | { kind: 'elimination-check'; nation: NiNation | null; cite: string }
  | { kind: 'spy-check'; nation: NiNation | null; by: NiNation | null; cite: string }
  | { kind: 'reverts'; territory: string; to: NiNation | 'neutral' | null; freeInfantry: number; cite: string }
  | { kind: 'battle-card'; nation: NiNation | null; cite: string }
  | { kind: 'bp-card'; card: BpCard; nation: NiNation | null; cite: string }
  | { kind: 'commander-captured'; commander: string; nation: NiNation | null; by: NiNation | null; result: 'imprison' | 'parole' | null; face: number | null; cite: string }
  | { kind: 'commander-executed'; commander: string; nation: NiNation | null; by: NiNation | null; cite: string }
  | { kind: 'commanders-return-home'; commanders: string[]; cite: string }
  | { kind: 'commanders-lost-at-sea'; commanders: string[]; cite: string }
  | { kind: 'sea-prize'; nation: NiNation | null; survivors: number; dice: number; rate: number | null; maxCaptures: number; captured: number | null; faces: number[] | null; cite: string }
  | { kind: 'avoided'; cite: string }
  | { kind: 'chain-stopped'; reason: string; cite: string }
  | { kind: 'no-consequence'; reason: string; cite: string };

const allianceOf = (n: NiNation | 'neutral' | null | undefined): string | null => (n && n !== 'neutral' ? (NI_NATIONS.find((x) => x.id === n)?.alliance ?? null) : null);
const friendly = (a: NiNation | 'neutral' | null | undefined, b: NiNation | 'neutral' | null | undefined) => !!a && !!b && allianceOf(a) !== null && allianceOf(a) === allianceOf(b);

export type LandResult = 'attacker' | 'defender' | 'draw';

/** Nations that defended on land (the owner and any allied garrison). */
function defendingNations(setup: ImperiumSetup, owner: NiNation | null): NiNation[] {
  const out = new Set<NiNation>();
  if (owner) out.add(owner);
  for (const g of setup.defender) if (g.nation) out.add(g.nation);
  return [...out];
}

/** Commanders lost by the losing side: Majors captured (the victor rolls), Minors executed [§13C, §14, §15]. */
export function commanderLosses(losers: Commander[], victor: NiNation | null, cite: string): Consequence[] {
  const out: Consequence[] = [];
  for (const c of losers) {
    if (c.rank === 'major') out.push({ kind: 'commander-captured', commander: c.id, nation: c.nation, by: victor, result: null, face: null, cite });
    else out.push({ kind: 'commander-executed', commander: c.id, nation: c.nation, by: victor, cite });
    out.push({ kind: 'bp-card', card: 'captured-commander', nation: victor, cite });
  }
  return out;
}

/**
 * Consequences of a land battle (a land attack, a battle in a chain, or an invasion's land stage).
 * `commanders`: the commanders present on each side in this battle.
 */
export function landConsequences(
  setup: ImperiumSetup,
  result: LandResult,
  opts: { territory: Territory | null; defenderNation: NiNation | null; commanders: { attacker: Commander[]; defender: Commander[] }; invasion?: boolean; neutralEmpty?: boolean; forfeited?: string | null; repulsedWithoutBattle?: boolean },
): Consequence[] {
  const t = opts.territory;
  const name = t?.name ?? 'the territory';
  const attacker = setup.attackerNation;
  const holder = t?.holder ?? (setup.neutral && setup.defender.length === 0 ? 'neutral' : opts.defenderNation);
  const neutral = holder === 'neutral' || (setup.neutral && (t?.originalOwner ?? 'neutral') === 'neutral');
  const out: Consequence[] = [];
  if (opts.neutralEmpty) {
    out.push({ kind: 'neutral-captured', territory: name, by: attacker, value: t?.value ?? null, forfeited: opts.forfeited ?? null, cite: '§25' });
    return out;
  }
  if (result === 'draw') {
    // §7: reverts to the original owner, who places 1 infantry and a flag; neutral again if it was neutral.
    const orig = t?.originalOwner ?? (neutral ? 'neutral' : null);
    out.push({ kind: 'reverts', territory: name, to: orig, freeInfantry: orig === 'neutral' ? 0 : 1, cite: '§7, §27, §32' });
    const cmds = [...opts.commanders.attacker, ...opts.commanders.defender].map((c) => c.id);
    if (cmds.length) out.push({ kind: 'commanders-return-home', commanders: cmds, cite: '§7, §14C' });
    out.push({ kind: 'no-consequence', reason: 'A draw: no Battle Card, no flag, no Battle Point card.', cite: '§7, §27' });
    return out;
  }
  const cards = setup.rules.jointDefenceCards;
  const owner = holder === 'neutral' ? null : (holder ?? opts.defenderNation);
  if (result === 'attacker') {
    const orig = t?.originalOwner ?? null;
    if (neutral) {
      out.push({ kind: 'neutral-captured', territory: name, by: attacker, value: t?.value ?? null, forfeited: null, cite: '§25' });
    } else {
      out.push({ kind: 'flag-captured', by: attacker, from: owner, territory: name, cite: opts.invasion ? '§23 (successful sea invasion), §26B' : '§23, §26B' });
      const liberation = orig && orig !== 'neutral' && (orig === attacker || friendly(orig, attacker)) && orig !== owner;
      if (liberation) {
        const self = orig === attacker;
        const capital = t?.capital ?? false;
        const freeUnits: Partial<Record<UnitType, number>> = self ? (capital ? { artillery: 1 } : {}) : capital ? { infantry: 1, artillery: 1 } : { infantry: 1 };
        out.push({ kind: 'territory-captured', territory: name, from: owner, to: orig, value: t?.value ?? null, cite: '§11, §12, §26B' });
        out.push({ kind: 'liberated', territory: name, owner: orig, by: attacker, capital, freeUnits, cite: capital ? '§11B' : '§12B' });
      } else {
        out.push({ kind: 'territory-captured', territory: name, from: owner, to: attacker, value: t?.value ?? null, cite: '§3, §26B' });
        if (t?.capital && orig && orig !== 'neutral') {
          out.push({ kind: 'capital-captured', territory: name, nation: orig, by: attacker, minorCommander: true, cite: '§10, §10B, §15' });
          out.push({ kind: 'bp-card', card: 'captured-capital', nation: attacker, cite: 'Battle Point Cards; §10B' });
          out.push({ kind: 'spy-check', nation: orig, by: attacker, cite: '§44' });
          out.push({ kind: 'elimination-check', nation: orig, cite: '§39' });
        }
      }
    }
    // The loser of a land battle draws a Battle Card [§26B, §27]; with joint defenders per A20.
    const drawers = neutral ? [] : cards === 'each-nation' ? defendingNations(setup, owner) : [owner];
    for (const n of drawers) out.push({ kind: 'battle-card', nation: n, cite: '§26B' });
    out.push(...commanderLosses(opts.commanders.defender, attacker, '§13C, §14'));
    return out;
  }
  // Defender wins: the attack is repulsed.
  if (opts.repulsedWithoutBattle && setup.rules.invasionAllLadenSunk === 'no-battle') {
    out.push({ kind: 'no-consequence', reason: 'Nobody landed: no land battle took place (rule setting, digest A17).', cite: '§21, A17' });
  } else {
    out.push({ kind: 'battle-card', nation: attacker, cite: '§26B' });
    if (!neutral) {
      const winners = cards === 'each-nation' ? defendingNations(setup, owner) : [owner];
      for (const n of winners) out.push({ kind: 'bp-card', card: 'successful-land-defence', nation: n, cite: '§23, §26B' });
    }
  }
  out.push(...commanderLosses(opts.commanders.attacker, owner, '§13C, §14'));
  return out;
}

/** Consequences of a sea battle [§16, §19, §23; A21, A23]. `sunk`: fleets the winner sank. */
export function seaConsequences(
  setup: ImperiumSetup,
  result: LandResult,
  opts: { survivors: number; sunk: number; winnerNation: NiNation | null; commanders: { attacker: Commander[]; defender: Commander[] } },
): Consequence[] {
  const out: Consequence[] = [];
  if (result === 'draw') {
    const cmds = [...opts.commanders.attacker, ...opts.commanders.defender].map((c) => c.id);
    if (setup.rules.seaDraw === 'commanders-home') {
      if (cmds.length) out.push({ kind: 'commanders-return-home', commanders: cmds, cite: '§7, §14C (A23)' });
    } else if (cmds.length) out.push({ kind: 'commanders-lost-at-sea', commanders: cmds, cite: 'A23' });
    out.push({ kind: 'no-consequence', reason: 'A sea draw: no Sea Victory card, no prize (digest A23).', cite: 'A23' });
    return out;
  }
  const side: Side = result;
  const winner = opts.winnerNation;
  out.push({ kind: 'bp-card', card: 'sea-victory', nation: winner, cite: '§19, §23' });
  const rate = setup.captureRate[side];
  out.push({
    kind: 'sea-prize',
    nation: winner,
    survivors: opts.survivors,
    dice: seaPrizeDice(opts.survivors, setup.rules),
    rate,
    maxCaptures: opts.sunk,
    captured: null,
    faces: null,
    cite: '§19',
  });
  const losers = side === 'attacker' ? opts.commanders.defender : opts.commanders.attacker;
  out.push(...commanderLosses(losers, winner, '§14'));
  return out;
}
