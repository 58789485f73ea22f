// Rule settings: every reading the rulebook leaves open that changes what the app computes, with the
// question, its citation, the recommended reading marked, and the optional rules as toggles.
import { useId, useState } from 'react';
import type { RuleSetting } from '../../../shared/data/rules';
import { cx } from '../components/ui';
import './data.css';

export type RuleValues = Record<string, string | boolean>;

export interface RulesListProps {
  rules: RuleSetting[];
  values: RuleValues;
  /** A promise (a campaign action) shows the new choice until it settles. */
  onChange(id: string, value: string | boolean): void | Promise<unknown>;
  disabled?: boolean;
  /** Smaller type, for the New Campaign form. */
  compact?: boolean;
}

export function RulesList({ rules, values, onChange, disabled, compact }: RulesListProps) {
  if (!rules.length) return <p className="empty">This game has no rule settings: the rulebook leaves nothing open that changes a computation.</p>;
  return (
    <ul className={cx('rules-list', compact && 'rules-compact')}>
      {rules.map((r) => (
        <RuleItem key={r.id} rule={r} value={values[r.id] ?? r.default} onChange={(v) => onChange(r.id, v)} disabled={!!disabled} />
      ))}
    </ul>
  );
}

function RuleItem({ rule, value: saved, onChange: send, disabled }: { rule: RuleSetting; value: string | boolean; onChange(v: string | boolean): void | Promise<unknown>; disabled: boolean }) {
  const id = useId();
  const [pending, setPending] = useState<{ v: string | boolean } | null>(null);
  const value = pending ? pending.v : saved;
  const onChange = (v: string | boolean) => {
    const p = send(v);
    if (p) {
      setPending({ v });
      void p.finally(() => setPending(null));
    }
  };
  const recommended = rule.options.find((o) => o.recommended);
  const changed = recommended ? recommended.value !== value : rule.default !== value;
  const current = rule.options.find((o) => o.value === value);
  return (
    <li className={cx('rule', changed && 'rule-changed', pending && 'rule-pending')} aria-labelledby={`${id}-t`}>
      <div className="rule-head">
        <h3 id={`${id}-t`} className="rule-title">
          {rule.title}
        </h3>
        {rule.cite.length ? <span className="rule-cite">Rules {rule.cite.join(', ')}</span> : null}
        <span className={cx('rule-kind', rule.kind === 'toggle' && 'rule-optional')}>{rule.kind === 'toggle' ? 'optional rule' : 'reading'}</span>
        {changed ? <span className="rule-yours">{rule.kind === 'toggle' ? 'changed' : 'not the recommended reading'}</span> : null}
      </div>
      <p className="rule-q">{rule.question}</p>
      {rule.kind === 'toggle' && rule.options.length === 2 && rule.options.every((o) => typeof o.value === 'boolean') ? (
        <label className="rule-toggle">
          <input type="checkbox" role="switch" checked={value === true} disabled={disabled} onChange={(e) => onChange(e.target.checked)} aria-label={rule.title} aria-describedby={`${id}-now`} />
          <span className="rule-switch" aria-hidden="true" />
          <span id={`${id}-now`} className="rule-toggle-label">
            {current?.label ?? String(value)}
            {current?.recommended ? <span className="rule-rec">recommended</span> : null}
          </span>
        </label>
      ) : (
        <div className="rule-options" role="radiogroup" aria-label={rule.title}>
          {rule.options.map((o) => {
            const on = o.value === value;
            return (
              <label key={String(o.value)} className={cx('rule-option', on && 'on')}>
                <input type="radio" name={id} checked={on} disabled={disabled} onChange={() => onChange(o.value)} aria-label={o.label} />
                <span className="rule-option-label">{o.label}</span>
                {o.recommended ? <span className="rule-rec">recommended</span> : null}
              </label>
            );
          })}
        </div>
      )}
      <p className="rule-affects">Changes: {rule.affects}</p>
      {rule.byHand ? <p className="rule-byhand">The app follows the recommended reading here; with another, apply it at the table by hand.</p> : null}
    </li>
  );
}
