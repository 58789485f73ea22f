// A campaign's rule settings and data pack: completed at creation so the file is self-contained,
// checked on load, and changed only by log entries.
import { z } from 'zod';
import { checkRuleValue, ruleDefaults } from '../data/rules';
import { MissingDataError, removeRow, setCell, templatePack, validatePack, withAddedTables, type DataPack } from '../data/tables';
import type { ActionDef, BaseState, CampaignHeader, GameModule, InForce } from './types';

/** Fills in default rule settings and the rulebook data pack where the set-up gave none. */
export function completeSettings(module: GameModule<any>, settings: Record<string, unknown> = {}): Record<string, unknown> {
  const out: Record<string, unknown> = { ...settings };
  if (module.rules) out.rules = { ...ruleDefaults(module.rules), ...((settings.rules as Record<string, unknown>) ?? {}) };
  if (module.data && !settings.dataPack) out.dataPack = templatePack(module.data);
  return out;
}

export function checkSettings(module: GameModule<any>, header: CampaignHeader): string | null {
  const rules = header.settings.rules as Record<string, unknown> | undefined;
  if (rules !== undefined) {
    if (!module.rules) return `${module.name} has no rule settings.`;
    if (typeof rules !== 'object' || rules === null) return 'Rule settings must be a set of choices.';
    for (const [id, v] of Object.entries(rules)) {
      const bad = checkRuleValue(module.rules, id, v);
      if (bad) return bad;
    }
  }
  const pack = header.settings.dataPack;
  if (pack !== undefined) {
    if (!module.data) return `${module.name} has no data tables.`;
    const check = validatePack(module.data, pack);
    if (!check.ok) return `The campaign's data pack is not valid: ${check.errors.slice(0, 3).join(' ')}`;
  }
  return null;
}

/** The rules and data a campaign starts with: the header's, completed with the defaults (what set-up sees). */
export function settingsInForce(module: GameModule<any>, header: CampaignHeader): InForce {
  return {
    rules: module.rules ? { ...ruleDefaults(module.rules), ...((header.settings.rules as Record<string, string | boolean>) ?? {}) } : {},
    data: module.data ? (header.settings.dataPack ? withAddedTables(module.data, header.settings.dataPack as DataPack) : templatePack(module.data)) : null,
  };
}

export function initialSettingsState<S extends BaseState>(module: GameModule<S>, inForce: InForce, state: S): S {
  const out: S = { ...state };
  if (module.rules) out.rules = inForce.rules;
  if (module.data) out.data = inForce.data;
  return out;
}

const ruleSet = z.object({ id: z.string().min(1), value: z.union([z.string(), z.boolean()]) });
const dataSet = z.object({
  table: z.string().min(1),
  key: z.string().trim().min(1).max(80),
  column: z.string().min(1),
  value: z.union([z.number(), z.string(), z.boolean(), z.array(z.number()), z.null()]),
  note: z.string().max(300).optional(),
});
const dataRemove = z.object({ table: z.string().min(1), key: z.string().min(1) });
const dataImport = z.object({ pack: z.unknown() });

function tryPack(fn: () => DataPack): string | null {
  try {
    fn();
    return null;
  } catch (e) {
    return (e as Error).message;
  }
}

export function settingsActions<S extends BaseState>(module: GameModule<S>): Record<string, ActionDef<S, any>> {
  const out: Record<string, ActionDef<S, any>> = {};
  const refresh = (s: S) => (module.onDataChanged ? module.onDataChanged(s) : s);
  if (module.rules) {
    const rules = module.rules;
    out['rules.set'] = {
      type: 'rules.set',
      label: 'Change a rule setting',
      schema: ruleSet,
      steps: 'all',
      afterGameOver: true,
      validate(s, p: z.infer<typeof ruleSet>) {
        const bad = checkRuleValue(rules, p.id, p.value);
        if (bad) return bad;
        return s.rules?.[p.id] === p.value ? 'That is already the setting.' : null;
      },
      apply: (s, p: z.infer<typeof ruleSet>) => ({ ...s, rules: { ...s.rules, [p.id]: p.value } }),
      title(s, p: z.infer<typeof ruleSet>) {
        const r = rules.find((x) => x.id === p.id)!;
        const label = (v: unknown) => r.options.find((o) => o.value === v)?.label ?? String(v);
        return `Rule setting “${r.title}”: ${label(s.rules?.[p.id])} → ${label(p.value)}`;
      },
    };
  }
  if (module.data) {
    const data = module.data;
    out['data.set'] = {
      type: 'data.set',
      label: 'Edit a data table',
      schema: dataSet,
      steps: 'all',
      afterGameOver: true,
      validate: (s, p: z.infer<typeof dataSet>) => tryPack(() => setCell(data, s.data!, p.table, p.key, p.column, p.value, p.note)),
      apply: (s, p: z.infer<typeof dataSet>) => refresh({ ...s, data: setCell(data, s.data!, p.table, p.key, p.column, p.value, p.note) }),
      title(_s, p: z.infer<typeof dataSet>) {
        const t = data.tables.find((x) => x.id === p.table)!;
        const c = t.columns.find((x) => x.id === p.column)!;
        return `${t.title}: ${t.keyLabel} ${p.key}, ${c.label} = ${p.value === null ? '(cleared)' : JSON.stringify(p.value)}`;
      },
    };
    out['data.remove-row'] = {
      type: 'data.remove-row',
      label: 'Remove a row',
      schema: dataRemove,
      steps: 'all',
      afterGameOver: true,
      validate: (s, p: z.infer<typeof dataRemove>) => tryPack(() => removeRow(data, s.data!, p.table, p.key)),
      apply: (s, p: z.infer<typeof dataRemove>) => refresh({ ...s, data: removeRow(data, s.data!, p.table, p.key) }),
      title: (_s, p: z.infer<typeof dataRemove>) => `${data.tables.find((x) => x.id === p.table)?.title}: removed ${p.key}`,
    };
    out['data.import'] = {
      type: 'data.import',
      label: 'Use a data pack',
      schema: dataImport,
      steps: 'all',
      afterGameOver: true,
      validate(_s, p: z.infer<typeof dataImport>) {
        const check = validatePack(data, p.pack);
        return check.ok ? null : check.errors.slice(0, 5).join(' ');
      },
      apply: (s, p: z.infer<typeof dataImport>) => refresh({ ...s, data: withAddedTables(data, p.pack as DataPack) }),
      title: (_s, p: z.infer<typeof dataImport>) => `Data pack “${(p.pack as DataPack).name}” now in use`,
    };
  }
  return out;
}

export { MissingDataError };
