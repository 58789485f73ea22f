// OHR 15.5, the Tactical Battle Matrix: after the military cards and before the dice each side secretly picks
// one of its 7 Tactical Chits; the revealed pair, read on the matrix, gives each side a DRM or another result
// ("No major victory/defeat*", "No Battle"); a commander used in the battle adds its preferred tactic's DRM,
// and Napoleon or Wellington on their preferred tactic may demand that both sides reselect once [15.5].
// The matrix and the addendum are printed on the Rulebook's back page: group data (tables "tactical-chits",
// "tactical-matrix", "commander-tactics"), or given in the battle's `tactics` field.
import { z } from 'zod';
import type { DataPack } from '../../../data/tables';
import { signed } from '../../../format';
import { CovMissingDataError } from './errors';
import { CHITS, type BattleSetup, type CardUse, type CommanderTactic, type DrmLine, type Side, type TacticalCell, type TacticsSetup } from './model';

export { CHITS };

const int = (min: number, max: number) => z.number().int().min(min).max(max);
const chitRef = z.union([int(1, CHITS), z.string().min(1).max(60)]);
const cellSchema = z.strictObject({
  french: int(-12, 12).default(0),
  allied: int(-12, 12).default(0),
  result: z.enum(['normal', 'no-major', 'no-battle']).default('normal'),
});
/** The battle's `tactics` field: its presence puts OHR 15.5 in use. */
export const tacticsInputSchema = z.strictObject({
  french: chitRef.optional(),
  allied: chitRef.optional(),
  chits: z.strictObject({ french: z.array(z.string().min(1).max(60)).length(CHITS), allied: z.array(z.string().min(1).max(60)).length(CHITS) }).optional(),
  /** [French chit][Allied chit]; null = not entered. */
  matrix: z.array(z.array(cellSchema.nullable()).length(CHITS)).length(CHITS).optional(),
  commanders: z.array(z.strictObject({ card: z.string().min(1).max(64), chit: chitRef, drm: int(-12, 12).default(0), reselect: z.boolean().default(false) })).max(30).optional(),
  reselected: z.boolean().optional(),
});
export type TacticsInput = z.input<typeof tacticsInputSchema>;

const norm = (s: string) =>
  s
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();

/** A chit given as 1-7 or by name -> its 0-based index on that side, or null. */
export function chitIndex(chits: string[], ref: string | number | null | undefined): number | null {
  if (ref === null || ref === undefined) return null;
  if (typeof ref === 'number') return Number.isInteger(ref) && ref >= 1 && ref <= CHITS ? ref - 1 : null;
  if (/^[1-7]$/.test(ref.trim())) return Number(ref.trim()) - 1;
  const i = chits.findIndex((c) => norm(c) === norm(ref));
  return i >= 0 ? i : null;
}

const SIDE_WORD: Record<Side, string> = { french: 'French', allied: 'Allied' };

/** The tables of the group's pack, read into a TacticsSetup (names default to "French chit 1"...). */
export function packTactics(pack: DataPack): Omit<TacticsSetup, 'chosen' | 'reselected'> {
  const rows = (t: string) => pack.tables[t]?.rows ?? [];
  const chits = { french: [] as string[], allied: [] as string[] };
  for (const side of ['french', 'allied'] as const)
    for (let i = 1; i <= CHITS; i++) {
      const v = rows('tactical-chits').find((r) => r.key === `${side}:${i}`)?.cells['name']?.v;
      chits[side].push(typeof v === 'string' && v.trim() ? v.trim() : `${SIDE_WORD[side]} chit ${i}`);
    }
  const matrix: Array<Array<TacticalCell | null>> = [];
  for (let f = 1; f <= CHITS; f++) {
    const row: Array<TacticalCell | null> = [];
    for (let a = 1; a <= CHITS; a++) {
      const c = rows('tactical-matrix').find((r) => r.key === `${f}:${a}`)?.cells ?? {};
      const fr = c['frenchDrm']?.v;
      const al = c['alliedDrm']?.v;
      const res = c['result']?.v;
      const filled = typeof fr === 'number' || typeof al === 'number' || typeof res === 'string';
      row.push(filled ? { french: typeof fr === 'number' ? fr : 0, allied: typeof al === 'number' ? al : 0, result: res === 'no-major' || res === 'no-battle' ? res : 'normal' } : null);
    }
    matrix.push(row);
  }
  const commanders: CommanderTactic[] = rows('commander-tactics').map((r) => {
    const chit = r.cells['chit']?.v;
    const drm = r.cells['drm']?.v;
    return { card: r.label ?? r.key, chit: typeof chit === 'string' && chit.trim() ? chit : null, drm: typeof drm === 'number' ? drm : 0, reselect: r.cells['reselect']?.v === true };
  });
  return { chits, matrix, commanders };
}

/** The battle's tactics: the input's own tables where given, else the pack's; the chits chosen resolved. */
export function tacticsOf(input: z.output<typeof tacticsInputSchema>, pack: DataPack, fail: (path: string[], msg: string) => never): TacticsSetup {
  const base = packTactics(pack);
  const chits = input.chits ?? base.chits;
  const matrix = input.matrix ? input.matrix.map((r) => r.map((c) => (c ? ({ ...c } as TacticalCell) : null))) : base.matrix;
  const commanders = input.commanders ? input.commanders.map((c) => ({ ...c })) : base.commanders;
  const pick = (side: Side): number | null => {
    const ref = input[side];
    if (ref === undefined) return null;
    const i = chitIndex(chits[side], ref);
    if (i === null) fail(['tactics', side], `no ${SIDE_WORD[side]} Tactical Chit "${ref}" (1-7, or one of: ${chits[side].join(', ')}) [15.5]`);
    return i;
  };
  return { chits, matrix, commanders, chosen: { french: pick('french'), allied: pick('allied') }, reselected: input.reselected ?? false };
}

/** Whether the matrix is used in this battle: never with a Withdrawal, in the War of 1812 Box or the Denmark/Norway Box [15.5]. */
export function tacticsEligibility(b: Pick<BattleSetup, 'front' | 'french' | 'allied' | 'tactics'>): { used: boolean; reason: string } {
  if (!b.tactics) return { used: false, reason: 'The Tactical Battle Matrix (OHR 15.5) is not in use.' };
  if (b.front === 'G') return { used: false, reason: 'No Tactical Chits in the War of 1812 Box [15.5].' };
  if (b.front === 'DK') return { used: false, reason: 'No Tactical Chits in the Denmark/Norway Box [15.5].' };
  if (b.french.withdraw || b.allied.withdraw) return { used: false, reason: 'No Tactical Chits when an Army withdraws [15.5].' };
  return { used: true, reason: 'Each side secretly picks a Tactical Chit after the military cards, before the dice [15.5].' };
}

/** A commander of this side's cards whose preferred chit is `chit` (0-based), with its row. */
function preferred(t: TacticsSetup, side: Side, cards: CardUse[], chit: number): Array<{ card: CardUse; c: CommanderTactic }> {
  const out: Array<{ card: CardUse; c: CommanderTactic }> = [];
  for (const card of cards) {
    const c = t.commanders.find((x) => norm(x.card) === norm(card.name) || norm(x.card) === norm(card.id));
    if (c && c.chit !== null && chitIndex(t.chits[side], c.chit) === chit) out.push({ card, c });
  }
  return out;
}

/** The matrix cell of a pair of chits, or a CovMissingDataError naming the table. */
export function cellOf(t: TacticsSetup, f: number, a: number): TacticalCell {
  const c = t.matrix[f]?.[a];
  if (!c)
    throw new CovMissingDataError('tactics.matrix', 'tactical-matrix', 'Tactical Matrix for Battles (OHR 15.5)', [`${t.chits.french[f]} × ${t.chits.allied[a]} (French ${f + 1} × Allied ${a + 1})`], 'Or give "tactics.matrix" in the input.');
  return c;
}


/** The DRM lines a revealed pair gives each side: the matrix's, then each commander's preferred tactic [15.5a-b]. */
export function tacticalLines(b: BattleSetup, f: number, a: number): Record<Side, DrmLine[]> {
  const t = b.tactics!;
  const cell = cellOf(t, f, a);
  const pair = `${t.chits.french[f]} against ${t.chits.allied[a]}`;
  const lines: Record<Side, DrmLine[]> = { french: [], allied: [] };
  if (cell.french) lines.french.push({ code: 'tactics', label: `Tactical Matrix: ${pair}`, value: cell.french });
  if (cell.allied) lines.allied.push({ code: 'tactics', label: `Tactical Matrix: ${pair}`, value: cell.allied });
  for (const side of ['french', 'allied'] as const)
    for (const { card, c } of preferred(t, side, b[side].cards, side === 'french' ? f : a))
      if (c.drm) lines[side].push({ code: 'tactics', label: `${card.name}’s preferred tactic (${t.chits[side][side === 'french' ? f : a]}) ${signed(c.drm)}`, value: c.drm });
  return lines;
}

/** The side that may demand a reselection: Napoleon or Wellington used on its preferred tactic, once per battle [15.5c]. */
export function reselectBy(b: BattleSetup, f: number, a: number): { side: Side; commander: string } | null {
  const t = b.tactics;
  if (!t || t.reselected) return null;
  for (const side of ['french', 'allied'] as const) {
    const hit = preferred(t, side, b[side].cards, side === 'french' ? f : a).find((x) => x.c.reselect);
    if (hit) return { side, commander: hit.card.name };
  }
  return null;
}

/** Cells the group has not entered, by name (for a warning or the editor). */
export function missingCells(t: TacticsSetup): string[] {
  const out: string[] = [];
  t.matrix.forEach((row, f) => row.forEach((c, a) => (c ? null : out.push(`${t.chits.french[f]} × ${t.chits.allied[a]}`))));
  return out;
}
