// The £, Pr and VP ledgers and the budget wizard (§12): savings cap, collection, maintenance in the
// budget sheet's order, gifts with their caps, production at the season's price, French conscripts,
// each power's budget closed. Every movement is a ledger line. Costs the rulebook does not print come
// from the group's tables (production, maintenance); a missing one is named, and a typed amount
// (manual mode) still keeps the books.
import { z } from 'zod';
import { MissingDataError } from '../../../data/tables';
import { cellValue, clock, clockOf, need, needNumber, packOf, POWER_NAMES, savingsCap, tableTitle, whenLabel, type LgeState, type Power, type PowerBudget } from '../state';
import { stacksOf } from '../stacks';
import { counted } from '../../../format';
import { cannotPay, move, powerEnum, type Action } from './common';

const BUDGET_STEPS = ['winter-budget', 'exceptional-budget'];
const reason = z.string().trim().min(1, 'say why (it goes in the ledger)').max(200);
const pounds = (max = 5000) => z.number().int().min(0).max(max);

export const emptyBudget = (): PowerBudget => ({ savingsDone: false, incomePounds: 0, incomePr: 0, maintenanceDone: false, unpaid: [], giftsGiven: 0, giftsReceived: 0, produced: [], done: false });
const budgetOf = (s: LgeState, p: Power) => s.budget[p] ?? emptyBudget();
const withBudget = (s: LgeState, p: Power, b: Partial<PowerBudget>): LgeState => ({ ...s, budget: { ...s.budget, [p]: { ...budgetOf(s, p), ...b } } });
const costValue = (s: LgeState, key: string, what: string) => needNumber(packOf(s), 'costs', key, 'value', what);
const closed = (s: LgeState, p: Power) => (budgetOf(s, p).done ? `${POWER_NAMES[p]}'s budget is closed for this turn.` : null);
const tryMissing = (f: () => unknown): string | null => {
  try {
    f();
    return null;
  } catch (e) {
    if (e instanceof MissingDataError) return e.message;
    throw e;
  }
};

// ---- Ledger -------------------------------------------------------------------------------------

const ledgerSchema = z.strictObject({ power: powerEnum, currency: z.enum(['£', 'Pr', 'VP']), amount: z.number().int().min(-5000).max(5000), reason });
const ledger: Action<z.infer<typeof ledgerSchema>> = {
  type: 'lge.ledger',
  label: 'Record £, Pr or VP',
  schema: ledgerSchema,
  steps: 'all',
  afterGameOver: false,
  validate(s, p) {
    if (p.amount === 0) return 'A movement of 0 changes nothing.';
    if (p.currency !== 'VP' && p.amount < 0) return cannotPay(s, p.power, p.currency, -p.amount);
    return null;
  },
  apply: (s, p) => move(s, p.power, p.currency, p.amount, p.reason),
  title: (_s, p) => `${POWER_NAMES[p.power]} ${p.amount > 0 ? '+' : '−'}${Math.abs(p.amount)} ${p.currency}: ${p.reason}`,
};

// ---- Winter budget --------------------------------------------------------------------------------

const powerOnly = z.strictObject({ power: powerEnum });

/** The savings cap waits until after the Winter income (rule setting savingsCapTiming, A-28). */
export const capAfterIncome = (s: LgeState) => s.rules?.savingsCapTiming === 'after-income';
/** The cap is applied (older saves: with the savings step). */
export const capApplied = (b: PowerBudget) => b.capDone ?? b.savingsDone;
/** The £ the savings cap keeps now (§12.1.2). */
export function capKeeps(s: LgeState, p: Power): { cap: number | null; keep: number } {
  const cap = savingsCap(packOf(s), p);
  return { cap, keep: cap === null ? s.treasury[p] : Math.min(cap, s.treasury[p]) };
}
const applyCap = (s: LgeState, p: Power) => {
  const { cap, keep } = capKeeps(s, p);
  return move(s, p, '£', keep - s.treasury[p], `Savings cap ${cap === null ? '(none)' : `${cap} £`} (§12.1.2)`);
};
const capWords = (s: LgeState, p: Power) => {
  const { cap, keep } = capKeeps(s, p);
  return `savings cap ${cap === null ? 'none' : `${cap} £`} (keeps ${keep} £)`;
};

/** Why the power cannot collect yet (the savings step comes before the new income: §12.4.2, and with the cap §12.1.2, A-28), or null. */
export function savingsFirst(s: LgeState, p: Power): string | null {
  if (s.budget[p]?.savingsDone) return null;
  return capAfterIncome(s)
    ? `Do ${POWER_NAMES[p]}'s savings step first: its unspent Pr are lost before the new income (§12.4.2); the cap comes after the income (A-28).`
    : `Apply ${POWER_NAMES[p]}'s savings cap first: it comes before the new income (§12.1.2, A-28).`;
}

const savings: Action<{ power: Power }> = {
  type: 'lge.budget.savings',
  label: 'Apply the savings cap',
  schema: powerOnly,
  steps: ['winter-budget'],
  validate: (s, p) => closed(s, p.power) ?? (budgetOf(s, p.power).savingsDone ? `${POWER_NAMES[p.power]}'s savings step is done.` : null),
  apply(s, p) {
    const after = capAfterIncome(s);
    let t = after ? s : applyCap(s, p.power);
    t = move(t, p.power, 'Pr', -t.pr[p.power], 'Unspent Pr lost after the Autumn budget (§12.4.2)');
    return withBudget(t, p.power, { savingsDone: true, capDone: !after });
  },
  title: (s, p) => `${POWER_NAMES[p.power]}: ${capAfterIncome(s) ? 'unspent Pr lost; the savings cap comes after the income (A-28)' : `${capWords(s, p.power)}, unspent Pr lost`}`,
};

/** The savings cap read as applied after the Winter income, before production (savingsCapTiming 'after-income', A-28). */
const capAfter: Action<{ power: Power }> = {
  type: 'lge.budget.cap',
  label: 'Apply the savings cap after the income',
  schema: powerOnly,
  steps: ['winter-budget'],
  validate(s, p) {
    const c = closed(s, p.power);
    if (c) return c;
    if (!capAfterIncome(s)) return 'The savings cap is applied with the savings step, before the Winter income (rule setting, A-28).';
    const b = budgetOf(s, p.power);
    if (!b.savingsDone) return `Do ${POWER_NAMES[p.power]}'s savings step first (unspent Pr lost), then collect the income.`;
    return capApplied(b) ? `${POWER_NAMES[p.power]}'s savings cap is applied.` : null;
  },
  apply: (s, p) => withBudget(applyCap(s, p.power), p.power, { capDone: true }),
  title: (s, p) => `${POWER_NAMES[p.power]}: ${capWords(s, p.power)} after the Winter income (§12.1.2, A-28)`,
};

export const INCOME_SOURCES = {
  provinces: 'Provinces (£ and Pr)',
  'conquered-minors': 'Conquered minors',
  trade: 'Trade',
  'spanish-gold': 'Spanish gold',
  indemnity: 'War indemnity received',
  landwehr: 'Landwehr (free steps)',
  other: 'Other',
} as const;
const incomeSchema = z.strictObject({
  power: powerEnum,
  lines: z.array(z.strictObject({ source: z.enum(Object.keys(INCOME_SOURCES) as [keyof typeof INCOME_SOURCES]), pounds: pounds(), pr: pounds(500).default(0), note: z.string().max(120).optional() })).min(1).max(20),
});
const income: Action<z.infer<typeof incomeSchema>> = {
  type: 'lge.budget.income',
  label: 'Collect resources',
  schema: incomeSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    const c = closed(s, p.power);
    if (c) return c;
    const first = savingsFirst(s, p.power);
    if (first) return first;
    for (const l of p.lines) {
      if (l.source === 'spanish-gold') {
        if (p.power !== 'spain') return 'Only Spain receives the Spanish gold (§12.3.3).';
        const g = tryMissing(() => costValue(s, 'spanish-gold', 'Spanish gold'));
        if (g) return g;
        if (l.pounds !== costValue(s, 'spanish-gold', '')) return `The Spanish gold is ${costValue(s, 'spanish-gold', '')} £ (§12.3.3).`;
      }
      if (l.pounds === 0 && l.pr === 0) return `${INCOME_SOURCES[l.source]}: 0 £ and 0 Pr collects nothing.`;
    }
    return null;
  },
  apply(s, p) {
    let t = s;
    let inc = 0;
    let pr = 0;
    for (const l of p.lines) {
      const label = `${INCOME_SOURCES[l.source]}${l.note ? ` (${l.note})` : ''}`;
      t = move(t, p.power, '£', l.pounds, `Winter collection: ${label}`);
      t = move(t, p.power, 'Pr', l.pr, `Winter collection: ${label}`);
      if (l.source !== 'indemnity') inc += l.pounds;
      pr += l.pr;
    }
    const b = budgetOf(t, p.power);
    return withBudget(t, p.power, { incomePounds: b.incomePounds + inc, incomePr: b.incomePr + pr });
  },
  title: (_s, p) => `${POWER_NAMES[p.power]} collects ${p.lines.reduce((x, l) => x + l.pounds, 0)} £ and ${p.lines.reduce((x, l) => x + l.pr, 0)} Pr`,
};

const maintenanceSchema = z.strictObject({
  power: powerEnum,
  /** Budget-sheet items and how many of each (costs from the maintenance table). */
  items: z.array(z.strictObject({ item: z.string().min(1).max(60), count: z.number().int().min(0).max(100) })).max(40).default([]),
  /** Manual mode: amounts typed from the budget sheet, in its order. */
  manual: z.array(z.strictObject({ label: z.string().trim().min(1).max(80), pounds: pounds() })).max(40).default([]),
  externalWars: z.number().int().min(0).max(5).default(0),
});
type MaintenanceLine = { label: string; pounds: number; order: number };
function maintenanceLines(s: LgeState, p: z.infer<typeof maintenanceSchema>): MaintenanceLine[] {
  const pack = packOf(s);
  const lines: MaintenanceLine[] = p.items
    .filter((i) => i.count > 0)
    .map((i) => {
      const order = needNumber(pack, 'maintenance', i.item, 'order', `${i.item}: its order on the budget sheet`);
      const each = needNumber(pack, 'maintenance', i.item, 'pounds', `${i.item}: its £ cost`);
      return { label: `${i.count} × ${i.item}`, pounds: i.count * each, order };
    })
    .sort((a, b) => a.order - b.order);
  p.manual.forEach((m, k) => lines.push({ label: m.label, pounds: m.pounds, order: 1000 + k }));
  if (p.externalWars) lines.push({ label: `${p.externalWars} external war${p.externalWars > 1 ? 's' : ''} (§14.1)`, pounds: p.externalWars * costValue(s, 'external-war-upkeep', 'External war upkeep'), order: 2000 });
  return lines;
}
const maintenance: Action<z.infer<typeof maintenanceSchema>> = {
  type: 'lge.budget.maintenance',
  label: 'Pay maintenance',
  schema: maintenanceSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    const c = closed(s, p.power);
    if (c) return c;
    if (budgetOf(s, p.power).maintenanceDone) return `${POWER_NAMES[p.power]} has paid its maintenance this Winter.`;
    if (!p.items.length && !p.manual.length && !p.externalWars) return 'List the budget-sheet items to pay (or type the amounts).';
    for (const i of p.items) if (cellValue(packOf(s), 'maintenance', i.item, 'order') === null && !packOf(s).tables.maintenance?.rows.some((r) => r.key === i.item)) return `"${i.item}" is not an item of the table "${tableTitle('maintenance')}": add it in the data editor, or type its amount.`;
    return tryMissing(() => maintenanceLines(s, p));
  },
  apply(s, p) {
    let t = s;
    const unpaid: string[] = [];
    // Paid in the printed order; an item the treasury cannot cover is unpaid (its unit is removed, §12.4.1).
    for (const l of maintenanceLines(s, p)) {
      if (t.treasury[p.power] >= l.pounds) t = move(t, p.power, '£', -l.pounds, `Maintenance: ${l.label}`);
      else unpaid.push(`${l.label} (${l.pounds} £)`);
    }
    return withBudget(t, p.power, { maintenanceDone: true, unpaid });
  },
  title(s, p) {
    const lines = maintenanceLines(s, p);
    return `${POWER_NAMES[p.power]} pays maintenance: ${lines.map((l) => `${l.label} ${l.pounds} £`).join(', ')}`;
  },
};

const giftSchema = z.strictObject({ from: powerEnum, to: powerEnum, pounds: pounds().min(1, 'a gift is at least 1 £') });
/** The most a power may still give this Winter (§12.3.4): ceil(25 % of its resources); Great Britain: no limit. */
export function giftRoom(s: LgeState, from: Power): number | null {
  if (from === 'great-britain') return null;
  const pct = cellValue(packOf(s), 'costs', 'gift-cap-percent', 'value');
  const b = budgetOf(s, from);
  return Math.ceil(((typeof pct === 'number' ? pct : 25) * giftCapBase(s, from)) / 100) - b.giftsGiven;
}
/** The resources the gift cap is a share of (rule setting giftCapBase, A-30): the Winter income, or the treasury before this Winter's gifts. */
export function giftCapBase(s: LgeState, from: Power): number {
  const b = budgetOf(s, from);
  return s.rules?.giftCapBase === 'treasury' ? s.treasury[from] + b.giftsGiven : b.incomePounds;
}
const gift: Action<z.infer<typeof giftSchema>> = {
  type: 'lge.budget.gift',
  label: 'Give £ to another major',
  schema: giftSchema,
  steps: ['winter-budget'],
  validate(s, p) {
    if (p.from === p.to) return 'A power cannot give to itself.';
    const c = closed(s, p.from) ?? closed(s, p.to);
    if (c) return c;
    const room = giftRoom(s, p.from);
    if (room !== null && p.pounds > room) return `${POWER_NAMES[p.from]} may give at most ${Math.max(0, room)} £ more this Winter (25 % of its ${giftCapBase(s, p.from)} £ of ${s.rules?.giftCapBase === 'treasury' ? 'treasury' : 'resources'}, §12.3.4).`;
    const recv = budgetOf(s, p.to);
    if (recv.giftsReceived + p.pounds > recv.incomePounds) return `${POWER_NAMES[p.to]} may receive at most ${Math.max(0, recv.incomePounds - recv.giftsReceived)} £ more: gifts can at most double its own budget (${recv.incomePounds} £, §12.3.4). Collect its resources first.`;
    return cannotPay(s, p.from, '£', p.pounds);
  },
  apply(s, p) {
    let t = move(s, p.from, '£', -p.pounds, `Gift to ${POWER_NAMES[p.to]} (§12.3.4)`);
    t = move(t, p.to, '£', p.pounds, `Gift from ${POWER_NAMES[p.from]} (§12.3.4)`);
    t = withBudget(t, p.from, { giftsGiven: budgetOf(t, p.from).giftsGiven + p.pounds });
    return withBudget(t, p.to, { giftsReceived: budgetOf(t, p.to).giftsReceived + p.pounds });
  },
  title: (_s, p) => `${POWER_NAMES[p.from]} gives ${p.pounds} £ to ${POWER_NAMES[p.to]}`,
};

// ---- Production (both budget steps) --------------------------------------------------------------

const produceSchema = z.strictObject({
  power: powerEnum,
  items: z
    .array(
      z.strictObject({
        kind: z.string().min(1).max(60),
        count: z.number().int().min(1).max(50),
        /** A fleet point: the harbour with dockyards that builds it (§12.4.2). */
        dockyard: z.string().trim().min(1).max(60).optional(),
        /** An army replacement: the army whose units take the combat points (§12.4.2). */
        army: z.string().trim().min(1).max(60).optional(),
        /** A unit limited by the counter mix: its counters already in use, on the map or in a box, as counted at the table (§12.4.2). */
        inUse: z.number().int().min(0).max(99).optional(),
      }),
    )
    .max(20)
    .default([]),
  manual: z.strictObject({ label: z.string().trim().min(1).max(80), pounds: pounds(), pr: pounds(500) }).optional(),
});
type ProduceOrder = z.infer<typeof produceSchema>;
type ProduceItem = ProduceOrder['items'][number];
export interface ProductionLine {
  label: string;
  pounds: number;
  pr: number;
}
/** A production row's key for the power: its own row (“france:infantry-step”) when the group entered one. */
const productionKey = (s: LgeState, power: Power, kind: string) => (cellValue(packOf(s), 'production', `${power}:${kind}`, 'pounds') !== null ? `${power}:${kind}` : kind);
/** A produced unit's type as entered in the table "Production costs" (a power's own row first), or null. */
const typeEntered = (s: LgeState, power: Power, kind: string) => cellValue(packOf(s), 'production', `${power}:${kind}`, 'type') ?? cellValue(packOf(s), 'production', kind, 'type');
/** A produced unit's type (infantry, cavalry, fleet, other): play needs it (MissingDataError naming the table). */
function unitType(s: LgeState, power: Power, kind: string) {
  return typeEntered(s, power, kind) ?? need(packOf(s), 'production', kind, 'type', `${kind}: its type (cavalry counts against the ¼ Pr cap, §12.4.2)`);
}
/** Whether a produced unit is cavalry, by its type in the production table, not its name: the ¼ Pr cap (§12.4.2). */
export const isCavalry = (s: LgeState, power: Power, kind: string): boolean => unitType(s, power, kind) === 'cavalry';
/** Whether a produced unit is a fleet point (built at a dockyard, §12.4.2), by its type; a row without one, by its name. */
export function isFleet(s: LgeState, power: Power, kind: string): boolean {
  const t = typeEntered(s, power, kind);
  return t === null ? kind.startsWith('fleet') : t === 'fleet';
}
const limitValue = (s: LgeState, key: string, fallback: number) => {
  const v = cellValue(packOf(s), 'limits', key, 'value');
  return typeof v === 'number' ? v : fallback;
};
const freeReplacements = (s: LgeState) => s.rules?.armyReplacementCost === 'free';

/** The turn a fleet point paid now arrives (rule setting fleetStepArrival, A-32): turn + 4, or + 3 when the delay counts the production turn. */
export function fleetArrivalTurn(s: LgeState): number {
  const delay = limitValue(s, 'fleet-step-delay', 4);
  return s.position.turn + (s.rules?.fleetStepArrival === 'turn-plus-3' ? delay - 1 : delay);
}

/** The cost of a production order at this season's price (land £ doubled outside Winter, §12.4.2); army replacements free under that reading (A-51). */
export function productionCost(s: LgeState, p: ProduceOrder): ProductionLine[] {
  const pack = packOf(s);
  const { season } = clock(s);
  const mult = cellValue(pack, 'seasons', season, 'landProductionPoundsMultiplier');
  const lines = p.items.map((i) => {
    const where = i.dockyard ? ` at ${i.dockyard} (arrives ${whenLabel(s, fleetArrivalTurn(s))})` : i.army ? ` into ${i.army}` : '';
    if (i.army && freeReplacements(s)) return { label: `${i.count} × ${i.kind}${where} (army replacement, free)`, pounds: 0, pr: 0 };
    const key = productionKey(s, p.power, i.kind);
    const pr = needNumber(pack, 'production', key, 'pr', `${i.kind}: its Pr cost`);
    const lb = needNumber(pack, 'production', key, 'pounds', `${i.kind}: its £ cost`);
    const m = isFleet(s, p.power, i.kind) ? 1 : typeof mult === 'number' ? mult : season === 'winter' ? 1 : 2;
    return { label: `${i.count} × ${i.kind}${where}${m > 1 ? ` (£ ×${m})` : ''}`, pounds: i.count * lb * m, pr: i.count * pr };
  });
  if (p.manual) lines.push({ label: p.manual.label, pounds: p.manual.pounds, pr: p.manual.pr });
  return lines;
}

/** The first turn of the budget year: the last Winter (its Pr last until the Autumn budget, §12.4.2), or the scenario's first turn. */
export function budgetYearStart(s: LgeState): number {
  for (let t = s.position.turn; t >= 1; t--) if (clockOf(s, t).season === 'winter') return t;
  return 1;
}

export interface CavalryRoom {
  /** Pr still allowed on cavalry; the quarter, its base and what was spent. */
  room: number;
  quarter: number;
  base: number;
  spent: number;
  /** "year": ¼ of the Pr gained since the Winter (A-29); "phase": ¼ of the Pr available in this budget phase. */
  per: 'year' | 'phase';
}
/** What is left of the cavalry quarter (§12.4.2; rule setting cavalryQuarter, A-29). */
export function cavalryRoom(s: LgeState, p: Power): CavalryRoom {
  const div = limitValue(s, 'cavalry-pr-divisor', 4);
  const b = budgetOf(s, p);
  if (s.rules?.cavalryQuarter === 'available-pr') {
    const base = s.pr[p] + (b.prSpent ?? 0);
    const spent = b.cavalryPr ?? 0;
    return { room: Math.floor(base / div) - spent, quarter: Math.floor(base / div), base, spent, per: 'phase' };
  }
  const since = budgetYearStart(s);
  const labels = new Set(Array.from({ length: s.position.turn - since + 1 }, (_, k) => whenLabel(s, since + k)));
  const base = s.ledger.filter((l) => l.power === p && l.currency === 'Pr' && l.amount > 0 && labels.has(l.when)).reduce((x, l) => x + l.amount, 0);
  const y = s.cavalryYear?.[p];
  const spent = y && y.since === since ? y.pr : 0;
  return { room: Math.floor(base / div) - spent, quarter: Math.floor(base / div), base, spent, per: 'year' };
}
export const cavalryRoomWords = (r: CavalryRoom) =>
  `${Math.max(0, r.room)} Pr left on cavalry ${r.per === 'year' ? 'this year' : 'this budget phase'} (¼ of ${r.base} Pr ${r.per === 'year' ? 'gained since the Winter' : 'available'}, rounded down = ${r.quarter}; ${r.spent} spent)`;

/** Fleet points a dockyard may still build this budget phase (§12.4.2). */
export const dockyardRoom = (s: LgeState, p: Power, dockyard: string) => limitValue(s, 'dockyard-fleet-points', 1) - (budgetOf(s, p).dockyards?.[dockyard] ?? 0);
/** Combat points an army may still take this budget phase (§12.4.2). */
export const armyRoom = (s: LgeState, p: Power, army: string) => limitValue(s, 'army-replacement-cp', 2) - (budgetOf(s, p).armyCp?.[army] ?? 0);
/** The harbours entered with dockyards. */
export const dockyardHarbours = (s: LgeState): string[] => (packOf(s).tables.harbours?.rows ?? []).filter((r) => cellValue(packOf(s), 'harbours', r.key, 'dockyard') === true).map((r) => r.key);

const sumBy = (items: ProduceItem[], key: (i: ProduceItem) => string | undefined) => {
  const m: Record<string, number> = {};
  for (const i of items) {
    const k = key(i);
    if (k) m[k] = (m[k] ?? 0) + i.count;
  }
  return m;
};
const cavalryPrOf = (s: LgeState, p: ProduceOrder) => productionCost(s, { ...p, manual: undefined }).reduce((x, l, k) => x + (isCavalry(s, p.power, p.items[k]!.kind) ? l.pr : 0), 0);

/** Why the order breaks a dockyard or army limit (§12.4.2), quoting the rule, or null. */
function limitRefusal(s: LgeState, p: ProduceOrder): string | null {
  for (const i of p.items) {
    if (isFleet(s, p.power, i.kind) && !i.dockyard) return `Name the dockyard that builds the fleet point: “Fleets can receive new naval units during the winter turn, provided they are in a harbour with dockyards” (§12.4.2).`;
    if (!isFleet(s, p.power, i.kind) && i.dockyard) return `Only a fleet point is built at a dockyard (§12.4.2).`;
    if (i.army && isFleet(s, p.power, i.kind)) return `An army takes combat points, not fleet points (§12.4.2).`;
    if (i.dockyard) {
      if (!packOf(s).tables.harbours?.rows.some((r) => r.key === i.dockyard)) return `${i.dockyard} is not a harbour of the table "${tableTitle('harbours')}": add it in the data editor, with its dockyards.`;
      const d = cellValue(packOf(s), 'harbours', i.dockyard, 'dockyard');
      if (d === null) return `Whether ${i.dockyard} has dockyards is missing from the table "${tableTitle('harbours')}": enter it in the data editor (the circle on the map).`;
      if (d !== true) return `${i.dockyard} has no dockyards: fleets are built “in a harbour with dockyards” (§12.4.2).`;
    }
  }
  const perDock = limitValue(s, 'dockyard-fleet-points', 1);
  for (const [d, n] of Object.entries(sumBy(p.items, (i) => i.dockyard)))
    if (n > dockyardRoom(s, p.power, d)) return `“Each dockyard can produce only one fleet point per budget turn” (§12.4.2): ${d} may build ${Math.max(0, dockyardRoom(s, p.power, d))} more of its ${perDock} this budget phase, ${n} asked.`;
  const perArmy = limitValue(s, 'army-replacement-cp', 2);
  for (const [a, n] of Object.entries(sumBy(p.items, (i) => i.army)))
    if (n > armyRoom(s, p.power, a)) return `“The limit is 2 combat points per army marker” (§12.4.2): ${a} may take ${Math.max(0, armyRoom(s, p.power, a))} more of its ${perArmy} this budget phase, ${n} asked.`;
  return null;
}
/** A unit's counter limit for the power (§12.4.2, table "Counter mix"): 'none' when the table has no row for it, 'missing' when its count is not entered. */
export function counterLimit(s: LgeState, power: Power, kind: string): number | 'none' | 'missing' {
  const key = `${power}:${kind}`;
  if (!packOf(s).tables['counter-mix']?.rows.some((r) => r.key === key)) return 'none';
  const v = cellValue(packOf(s), 'counter-mix', key, 'counters');
  return typeof v === 'number' ? v : 'missing';
}
/** The table's rows for the power: each unit and its limit. */
export const counterRows = (s: LgeState, power: Power) =>
  (packOf(s).tables['counter-mix']?.rows ?? []).filter((r) => r.key.startsWith(`${power}:`)).map((r) => ({ kind: r.key.slice(power.length + 1), limit: counterLimit(s, power, r.key.slice(power.length + 1)) }));
export const counterName = (kind: string) => kind.replace(/-/g, ' ');

/**
 * The power's corps (or detachments) of this infantry or cavalry unit that the Stacks registry records (§1.3), or
 * null when it records none of the power's units, or the unit is not a corps or detachment of either type.
 */
export function recordedCounters(s: LgeState, power: Power, kind: string): number | null {
  const units = stacksOf(s).list.filter((x) => x.power === power).flatMap((x) => x.contents.units);
  const form = kind.includes('corps') ? 'corps' : kind.includes('detachment') ? 'detachment' : null;
  if (!units.length || !form) return null;
  const type = typeEntered(s, power, kind);
  if (type !== 'infantry' && type !== 'cavalry') return null;
  return units.filter((u) => u.type === form && ((u.cavalry ?? 'none') === 'none') === (type === 'infantry')).length;
}
const COUNTER_RULE = '“Each major and minor power has a maximum number of units that can be produced. This limit is simply the number of counters provided in the game” (§12.4.2)';

/** The counter mix (§12.4.2): new units of a counted kind within the counters not in use nor built this phase; army replacements take no counter. */
function counterRefusal(s: LgeState, p: ProduceOrder): string | null {
  const who = POWER_NAMES[p.power];
  const units = p.items.filter((i) => !i.army);
  for (const [kind, n] of Object.entries(sumBy(units, (i) => i.kind))) {
    const limit = counterLimit(s, p.power, kind);
    if (typeof limit !== 'number') continue;
    const name = counterName(kind);
    const typed = units.find((i) => i.kind === kind && i.inUse !== undefined)?.inUse;
    const inUse = typed ?? recordedCounters(s, p.power, kind);
    if (inUse === null) return `Say how many ${who} ${name} counters are in use (on the map or in a box): the game provides ${limit} (table "${tableTitle('counter-mix')}", §12.4.2).`;
    const built = budgetOf(s, p.power).counters?.[kind] ?? 0;
    const left = limit - inUse - built;
    const count = `the game provides ${limit}, ${inUse} in use${typed === undefined ? ' (recorded in Stacks)' : ''}${built ? `, ${built} built this budget phase` : ''}`;
    if (left <= 0) return `${who} has no ${name} counter left: ${count}. ${COUNTER_RULE}.`;
    if (n > left) return `${who} has only ${counted(left, `${name} counter`)} left (${count}), ${n} asked. ${COUNTER_RULE}.`;
  }
  return null;
}

/** The cavalry quarter (its Pr cost needs the production table). */
function cavalryRefusal(s: LgeState, p: ProduceOrder): string | null {
  const cav = cavalryPrOf(s, p);
  const who = POWER_NAMES[p.power];
  if (cav > 0) {
    const r = cavalryRoom(s, p.power);
    if (cav > r.room) return `“No more than ONE QUARTER of the Pr, rounded down, can be used during a single year to produce cavalry units” (§12.4.2): this cavalry costs ${cav} Pr; ${who} has ${cavalryRoomWords(r)}.`;
  }
  return null;
}

const produce: Action<ProduceOrder> = {
  type: 'lge.budget.produce',
  label: 'Produce',
  schema: produceSchema,
  steps: BUDGET_STEPS,
  validate(s, p) {
    const c = closed(s, p.power);
    if (c) return c;
    if (!p.items.length && !p.manual) return 'Say what is produced.';
    const { season } = clock(s);
    if (season === 'winter' && !capApplied(budgetOf(s, p.power))) return `Apply ${POWER_NAMES[p.power]}'s savings cap first: “the excess is lost at the beginning of the winter turn production phase” (§12.1.2; read here after the income, A-28).`;
    const fleets = cellValue(packOf(s), 'seasons', season, 'fleetProduction');
    if (p.items.some((i) => isFleet(s, p.power, i.kind)) && fleets === 'great-britain-only' && p.power !== 'great-britain') return `Only Great Britain builds fleets outside Winter (§12.4.2).`;
    // The dockyard and army limits need no table, so they are checked before a missing cost is asked for.
    const limit = limitRefusal(s, p) ?? counterRefusal(s, p) ?? tryMissing(() => productionCost(s, p)) ?? tryMissing(() => cavalryPrOf(s, p)) ?? cavalryRefusal(s, p);
    if (limit) return limit;
    const lines = productionCost(s, p);
    const lb = lines.reduce((x, l) => x + l.pounds, 0);
    const pr = lines.reduce((x, l) => x + l.pr, 0);
    return cannotPay(s, p.power, '£', lb) ?? cannotPay(s, p.power, 'Pr', pr);
  },
  apply(s, p) {
    let t = s;
    const lines = productionCost(s, p);
    for (const l of lines) {
      t = move(t, p.power, '£', -l.pounds, `Production: ${l.label}`);
      t = move(t, p.power, 'Pr', -l.pr, `Production: ${l.label}`);
    }
    const b = budgetOf(t, p.power);
    const add = (m: Record<string, number> | undefined, more: Record<string, number>) => {
      const r = { ...(m ?? {}) };
      for (const [k, n] of Object.entries(more)) r[k] = (r[k] ?? 0) + n;
      return r;
    };
    const cav = cavalryPrOf(s, p);
    const since = budgetYearStart(s);
    const year = s.cavalryYear?.[p.power];
    if (cav) t = { ...t, cavalryYear: { ...t.cavalryYear, [p.power]: { since, pr: (year && year.since === since ? year.pr : 0) + cav } } };
    const orders = p.items.filter((i) => i.dockyard).map((i) => ({ power: p.power, dockyard: i.dockyard!, points: i.count, paidTurn: s.position.turn, arrivesTurn: fleetArrivalTurn(s) }));
    if (orders.length) t = { ...t, fleetOrders: [...(t.fleetOrders ?? []), ...orders] };
    return withBudget(t, p.power, {
      produced: [...b.produced, ...lines.map((l) => l.label)],
      prSpent: (b.prSpent ?? 0) + lines.reduce((x, l) => x + l.pr, 0),
      cavalryPr: (b.cavalryPr ?? 0) + cav,
      dockyards: add(b.dockyards, sumBy(p.items, (i) => i.dockyard)),
      armyCp: add(b.armyCp, sumBy(p.items, (i) => i.army)),
      counters: add(b.counters, sumBy(p.items, (i) => (!i.army && typeof counterLimit(s, p.power, i.kind) === 'number' ? i.kind : undefined))),
    });
  },
  title(s, p) {
    const lines = productionCost(s, p);
    return `${POWER_NAMES[p.power]} produces ${lines.map((l) => l.label).join(', ')}: ${lines.reduce((x, l) => x + l.pounds, 0)} £, ${lines.reduce((x, l) => x + l.pr, 0)} Pr`;
  },
};

/** Fleet points on order that have not yet arrived, or arrive this turn. */
export const fleetsOnOrder = (s: LgeState, p?: Power) => (s.fleetOrders ?? []).filter((o) => o.arrivesTurn >= s.position.turn && (!p || o.power === p));

const conscripts: Action<Record<string, never>> = {
  type: 'lge.budget.conscripts',
  label: 'Call a French conscript class early',
  schema: z.strictObject({}),
  steps: ['winter-budget'],
  validate(s) {
    const { year } = clock(s);
    const first = cellValue(packOf(s), 'limits', 'conscript-first-year', 'value');
    const max = cellValue(packOf(s), 'limits', 'conscript-classes', 'value');
    if (year < (typeof first === 'number' ? first : 1808)) return `Conscript classes cannot be called before Winter ${first ?? 1808} (§12.2).`;
    if (s.conscripts.lastCallTurn === s.position.turn) return 'France has called a conscript class this Winter: one per Winter (§12.2).';
    if (s.conscripts.calls >= (typeof max === 'number' ? max : 3)) return `France has called its ${max ?? 3} conscript classes (§12.2).`;
    return tryMissing(() => costValue(s, 'conscript-class-pr', 'Pr from a conscript class (digest A-48)'));
  },
  apply(s) {
    const pr = costValue(s, 'conscript-class-pr', '');
    const t = move(s, 'france', 'Pr', pr, `Conscript class called early (${s.conscripts.calls + 1} of 3, §12.2)`);
    return { ...t, conscripts: { calls: s.conscripts.calls + 1, lastCallTurn: s.position.turn } };
  },
  title: (s) => `France calls conscript class ${s.conscripts.calls + 1} early${s.conscripts.calls + 1 >= 2 ? ': corps I-VI now +1, the attrition and minor diplomatic bonuses are lost (§12.2)' : ''}`,
};

const done: Action<{ power: Power }> = {
  type: 'lge.budget.done',
  label: 'Close the budget',
  schema: powerOnly,
  steps: BUDGET_STEPS,
  validate(s, p) {
    const c = closed(s, p.power);
    if (c) return c;
    const b = budgetOf(s, p.power);
    if (clock(s).season === 'winter' && !capApplied(b)) return `Apply ${POWER_NAMES[p.power]}'s savings cap first.`;
    return null;
  },
  apply: (s, p) => withBudget(s, p.power, { done: true }),
  title: (s, p) => `${POWER_NAMES[p.power]}'s budget closed: ${s.treasury[p.power]} £, ${s.pr[p.power]} Pr`,
};

// ---- Victory --------------------------------------------------------------------------------------

const declareSchema = z.strictObject({ winners: z.array(powerEnum).min(1).max(7), reason });
const declare: Action<z.infer<typeof declareSchema>> = {
  type: 'lge.victory.declare',
  label: 'Declare the result',
  schema: declareSchema,
  steps: ['victory'],
  validate: (_s, p) => (new Set(p.winners).size !== p.winners.length ? 'Each winner once.' : null),
  apply: (s, p) => ({ ...s, gameOver: { reason: p.reason, winners: p.winners } }),
  title: (_s, p) => `Victory: ${p.winners.map((w) => POWER_NAMES[w]).join(', ')} (${p.reason})`,
};

export const TREASURY_ACTIONS = [ledger, savings, capAfter, income, maintenance, gift, produce, conscripts, done, declare];
