// Congress of Vienna VP and victory as pure functions: the end-of-turn VP calculator with its card
// negations, the 0 floor and the +80 marker, Early Triumph at 80, the end-of-game bonuses with their dice,
// and the winner with the tie order France > Austria > Britain > Russia [13.6.4.1, 14.1-14.2].
import { refuse, type Power } from './diplomacy';
import { halfUp } from './government';


export interface VpChange {
  power: Power;
  vp: number;
  source: string;
  rule: string;
}

export interface EndOfTurnState {
  /** Who controls Castile (Track C): France or Britain [14.1]. */
  castile: 'FR' | 'BR';
  prussiaAlliedControlled: boolean;
  austriaAtWar: boolean;
  treatyOfGhent: boolean;
  canadaAnnexed: boolean;
  /** War of 1812 Status: +1/+2 British (red), −1/−2 US (blue), 0 [13.6.4.1]. */
  war1812Status: number;
  generalissimo: 'none' | 'RU' | 'AU';
  /** Cards played in this turn's Diplomacy Phase that negate an award [14.1]. */
  negations?: { fernandoVII?: boolean; josephBonaparte?: boolean; andrewJackson?: boolean; sherbrooke?: boolean };
  /** The first Allied occupation of an FR homeland space this turn (once per game): its 1d6 [14.1]. */
  amourSacreDie?: number;
  /** OHR 15.4 Turn-9 end: "Amour sacré de la Patrie" is ignored. */
  amourSacreIgnored?: boolean;
}

/** The awards of 14.1 at the end of every turn (the +5 per Allied Army in Paris is an end-of-game bonus, 10.5). */
export function endOfTurnVp(s: EndOfTurnState): VpChange[] {
  const n = s.negations ?? {};
  const out: VpChange[] = [];
  const add = (power: Power, vp: number, source: string, rule = '14.1') => out.push({ power, vp, source, rule });
  if (s.castile === 'FR' && !n.fernandoVII) add('FR', 2, 'Castile French-controlled');
  if (s.castile === 'BR' && !n.josephBonaparte) add('BR', 2, 'Castile British-controlled');
  if (!s.prussiaAlliedControlled) add('RU', -1, 'Prussia not Allied-controlled');
  if (s.austriaAtWar) add('FR', 2, 'Austria at war');
  else add('AU', 2, 'Austria not at war');
  if (s.treatyOfGhent) add('BR', 3, 'Treaty of Ghent in effect', '13.6.4.2, 14.1');
  if (s.canadaAnnexed) add('FR', 3, 'Canada Annexed in effect', '13.6.4.3, 14.1');
  if (!s.treatyOfGhent && !s.canadaAnnexed) {
    if (s.war1812Status > 0 && !n.andrewJackson) add('BR', Math.min(2, s.war1812Status), `War of 1812 Status: British +${Math.min(2, s.war1812Status)}`, '13.6.4.1, 14.1');
    if (s.war1812Status < 0 && !n.sherbrooke) add('FR', Math.min(2, -s.war1812Status), `War of 1812 Status: US +${Math.min(2, -s.war1812Status)}`, '13.6.4.1, 14.1');
  }
  if (s.generalissimo !== 'none') add(s.generalissimo, 1, 'Generalissimo', '12.4.7, 14.1');
  if (s.amourSacreDie !== undefined && !s.amourSacreIgnored) {
    if (!Number.isInteger(s.amourSacreDie) || s.amourSacreDie < 1 || s.amourSacreDie > 6) refuse('The "Amour sacré" die is a whole number from 1 to 6');
    add('FR', s.amourSacreDie, 'Amour sacré de la Patrie (first Allied Army in a French homeland space)');
  }
  return out;
}

/** Moves the War of 1812 Status one box toward the battle's winner, within ±2; a draw changes nothing [13.6.4.1]. */
export function war1812After(status: number, winner: 'BR' | 'US' | 'none'): number {
  return winner === 'none' ? status : Math.max(-2, Math.min(2, status + (winner === 'BR' ? 1 : -1)));
}

/** Applies changes in order, each clamped at 0 [14.1]. */
export function applyVp(vp: Record<Power, number>, changes: readonly VpChange[]): Record<Power, number> {
  const out = { ...vp };
  for (const c of changes) out[c.power] = Math.max(0, out[c.power] + c.vp);
  return out;
}

/** The VP marker: above 80 it shows its "+80" side on the space of the remainder [14.1]. */
export function vpMarker(vp: number): { side: 'normal' | '+80'; space: number } {
  return vp > 80 ? { side: '+80', space: vp - 80 } : { side: 'normal', space: vp };
}

export const TIE_ORDER: readonly Power[] = ['FR', 'AU', 'BR', 'RU'];

/** Most VP wins; ties go France > Austria > Britain > Russia [14.2.2]. */
export function winnerByVp(vp: Record<Power, number>, among: readonly Power[] = TIE_ORDER): Power {
  return [...among].sort((a, b) => vp[b] - vp[a] || TIE_ORDER.indexOf(a) - TIE_ORDER.indexOf(b))[0]!;
}

/** The live VP leader (Surrender, Peace Congress): France leads on a tie by default (10.15). */
export function vpLeaders(vp: Record<Power, number>): Power[] {
  const hi = Math.max(...TIE_ORDER.map((p) => vp[p]));
  return TIE_ORDER.filter((p) => vp[p] === hi);
}

/** Early Triumph: any Power at 80+ at the end of a turn; the highest of them wins, ties by 14.2.2 [14.2]. */
export function earlyTriumph(vp: Record<Power, number>): Power | null {
  const at80 = TIE_ORDER.filter((p) => vp[p] >= 80);
  return at80.length ? winnerByVp(vp, at80) : null;
}

/** Surrender: the Grande Armée below 4 units after a Paris battle while France is not the VP leader [13.6.6; 10.15]. */
export function surrenders(grandeArmeeUnits: number, vp: Record<Power, number>, reading: 'ties-france' | 'strict' = 'ties-france'): boolean {
  if (grandeArmeeUnits >= 4) return false;
  const others = Math.max(vp.RU, vp.BR, vp.AU);
  const leads = reading === 'ties-france' ? vp.FR >= others : vp.FR > others;
  return !leads;
}

export interface EndOfGameInput {
  liberalismFinal: boolean;
  absolutismFinal: boolean;
  surrendered: boolean;
  /** Allied Armies in Paris at game end, per owner (Silesia and the Northern Army both Russian: RU 2). */
  alliedArmiesInParis: Partial<Record<Power, number>>;
  /** Napoleon's Survival dice: two dice with no Allied Army in Paris, one with [14.2.1.2]. */
  survivalDice?: number[];
}

/** The end-of-game bonuses (not added on an Early Triumph) [14.2.1; 10.5]. */
export function endOfGameBonuses(g: EndOfGameInput): VpChange[] {
  const out: VpChange[] = [];
  if (g.liberalismFinal && !g.absolutismFinal) out.push({ power: 'FR', vp: 5, source: 'Liberalism goal', rule: '14.2.1.1' }, { power: 'BR', vp: 5, source: 'Liberalism goal', rule: '14.2.1.1' });
  if (g.absolutismFinal && !g.liberalismFinal) out.push({ power: 'RU', vp: 3, source: 'Absolutism goal', rule: '14.2.1.1' }, { power: 'AU', vp: 3, source: 'Absolutism goal', rule: '14.2.1.1' });
  const inParis = Object.values(g.alliedArmiesInParis).reduce((s, n) => s + (n ?? 0), 0);
  if (!g.surrendered) {
    const need = inParis ? 1 : 2;
    const dice = g.survivalDice ?? refuse(`Napoleon's Survival needs ${need} ${need === 1 ? 'die' : 'dice'} [14.2.1.2]`);
    if (dice.length !== need) refuse(`Napoleon's Survival rolls ${need === 1 ? 'one die (an Allied Army is in Paris)' : 'two dice (no Allied Army in Paris)'} [14.2.1.2]`);
    if (dice.some((d) => !Number.isInteger(d) || d < 1 || d > 6)) refuse('Each die is a whole number from 1 to 6');
    out.push({ power: 'FR', vp: dice.reduce((s, d) => s + halfUp(d), 0), source: "Napoleon's Survival (each die halved, rounded up)", rule: '14.2.1.2' });
  }
  for (const [p, n] of Object.entries(g.alliedArmiesInParis) as Array<[Power, number]>) if (n) out.push({ power: p, vp: 5 * n, source: `${n} ${n > 1 ? 'Armies' : 'Army'} in Paris`, rule: g.surrendered ? '14.2.1.3' : '14.1' });
  return out;
}

/** Exact distribution of Napoleon's Survival bonus: 2 dice 2-6 (1,2,3,2,1 ninths) or 1 die 1-3 (thirds) [14.2.1.2]. */
export function survivalDistribution(alliedArmyInParis: boolean): Record<number, number> {
  const one = [1, 2, 3];
  const out: Record<number, number> = {};
  if (alliedArmyInParis) for (const v of one) out[v] = 1 / 3;
  else for (const a of one) for (const b of one) out[a + b] = (out[a + b] ?? 0) + 1 / 9;
  return out;
}
