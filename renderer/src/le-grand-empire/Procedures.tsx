// The named procedures, one click each: pick one, set its inputs, see every modifier and the exact
// chance before the dice; the roll is logged with its result.
import { useMemo, useState } from 'react';
import type { StepProps } from '../games/types';
import { buildProcedure, checkWords, minorBoxFlags, NAMED_PROCEDURES, procedureById, type Field } from '../../../shared/games/le-grand-empire/named-procedures';
import { checkOptions } from '../../../shared/games/le-grand-empire/actions/common';
import { stacksOf } from '../../../shared/games/le-grand-empire/stacks';
import { POWER_NAMES, type Power } from '../../../shared/games/le-grand-empire/state';
import { ProbabilityBar } from '../odds/ProbabilityBar';
import { pct } from '../odds/format';
import { DiceAction, lgeState, minorBoxWords, Panel, signed, useAct } from './parts';

/** The minor's box as the attempt reads it: its status and the power holding it, in the games' words. */
export function boxWords(box: { status: string; by: string | null }): string {
  return `now ${minorBoxWords(box)}: moves one box on a success`;
}

function defaults(fields: Field[]): Record<string, unknown> {
  return Object.fromEntries(fields.map((f) => [f.id, f.default]));
}

export function Procedures({ view }: StepProps) {
  const s = lgeState(view);
  const act = useAct();
  const [id, setId] = useState<string | null>(null);
  const [input, setInput] = useState<Record<string, unknown>>({});
  const [extra, setExtra] = useState<{ label: string; value: number } | null>(null);
  const [target, setTarget] = useState('');
  // Coastal batteries: the fleet of a revealed naval stack they fire at ('' = none: the table removes the steps).
  const [shotAt, setShotAt] = useState('');
  const def = id ? procedureById(id) : undefined;
  // Diplomacy on a named minor: its box gives the −1s (read, not typed) and moves on a success.
  const minor = def?.id === 'diplomacy-minor' ? target.trim() : '';
  const box = minor ? (s.minors[minor] ?? { status: 'neutral', by: null }) : null;
  const fromBox = minor ? minorBoxFlags(box ?? undefined, String(input.by ?? 'france')) : null;
  const check = useMemo(() => {
    if (!def) return null;
    try {
      // The campaign's rule settings (natural rolls, whose initiative is compared), as the roll reads them.
      return { c: buildProcedure(def.id, { ...input, ...fromBox }, extra && extra.label && extra.value ? [extra] : [], checkOptions(s)), error: null };
    } catch (e) {
      return { c: null, error: (e as Error).message };
    }
  }, [def, input, extra, fromBox?.influencedByAnother, fromBox?.becameAlliedToAnotherThisPhase, s.rules]); // eslint-disable-line react-hooks/exhaustive-deps
  const recent = s.procedures.slice(-3).reverse();
  const fleetsShown = def?.id === 'coastal-batteries' ? stacksOf(s).list.filter((x) => x.revealed && x.contents.fleets?.length).flatMap((x) => x.contents.fleets!.map((f) => ({ key: `${x.id}|${f.id}`, at: { stack: x.id, fleet: f.id }, text: `${f.id} (${POWER_NAMES[x.power as Power]}’s stack at ${x.where}, ${f.points} point${f.points === 1 ? '' : 's'})` }))) : [];
  const at = fleetsShown.find((f) => f.key === shotAt)?.at;
  return (
    <Panel title="Named procedures" className="lge-procedures">
      <div className="lge-proc-buttons" role="group" aria-label="Procedures">
        {NAMED_PROCEDURES.map((p) => (
          <button
            key={p.id}
            type="button"
            className={p.id === id ? 'btn btn-small btn-primary' : 'btn btn-small'}
            onClick={() => {
              setId(p.id === id ? null : p.id);
              setInput(defaults(p.fields));
              setExtra(null);
            }}
          >
            {p.title}
          </button>
        ))}
      </div>
      {def ? (
        <div className="lge-proc" aria-label={def.title}>
          <div className="lge-proc-fields">
            {def.id === 'diplomacy-minor' ? (
              <label className="lge-field">
                <span>Minor country</span>
                <input type="text" className="mid" value={target} placeholder="e.g. Sweden" onChange={(e) => setTarget(e.target.value)} aria-label="Minor country tried" />
                {box ? (
                  <span role="note" aria-label="The minor's box">
                    {boxWords(box)}
                  </span>
                ) : null}
              </label>
            ) : null}
            {fleetsShown.length ? (
              <label className="lge-field">
                <span>Fleet shot at</span>
                <select value={shotAt} onChange={(e) => setShotAt(e.target.value)} aria-label="Fleet the batteries fire at">
                  <option value="">none on the record: the table removes the steps</option>
                  {fleetsShown.map((f) => (
                    <option key={f.key} value={f.key}>
                      {f.text}
                    </option>
                  ))}
                </select>
              </label>
            ) : null}
            {(def.fieldsFor?.(checkOptions(s)) ?? def.fields).map((f) => (
              <label key={f.id} className={f.kind === 'bool' ? 'toggle' : 'lge-field'}>
                {f.kind === 'bool' ? (
                  <input type="checkbox" checked={!!(fromBox && f.id in fromBox ? fromBox[f.id as keyof typeof fromBox] : input[f.id])} disabled={!!fromBox && f.id in fromBox} onChange={(e) => setInput({ ...input, [f.id]: e.target.checked })} />
                ) : null}
                <span>{f.label}</span>
                {f.kind === 'int' ? (
                  <input type="number" className="narrow" min={f.min} max={f.max} value={String(input[f.id] ?? f.default)} onChange={(e) => setInput({ ...input, [f.id]: e.target.value === '' ? f.default : Number(e.target.value) })} />
                ) : null}
                {f.kind === 'enum' ? (
                  <select value={String(input[f.id] ?? f.default)} onChange={(e) => setInput({ ...input, [f.id]: e.target.value })}>
                    {f.options.map((o) => (
                      <option key={o.value} value={o.value}>
                        {o.label}
                      </option>
                    ))}
                  </select>
                ) : null}
              </label>
            ))}
            <label className="lge-field">
              <span>Other modifier (event, marker…)</span>
              <input type="text" className="mid" placeholder="what" value={extra?.label ?? ''} onChange={(e) => setExtra({ label: e.target.value, value: extra?.value ?? 0 })} />
              <input type="number" className="narrow" min={-12} max={12} value={extra?.value ?? 0} onChange={(e) => setExtra({ label: extra?.label ?? '', value: Number(e.target.value) })} aria-label="Other modifier value" />
            </label>
          </div>
          {check?.c ? (
            <div className="lge-proc-odds">
              <ul className="lge-mods">
                {check.c.modifiers.map((m, i) => (
                  <li key={i}>
                    {m.label} <strong>{signed(m.value)}</strong> <span className="muted">{m.cite}</span>
                  </li>
                ))}
                {check.c.cost ? <li>Cost: <strong>{check.c.cost} £</strong></li> : null}
              </ul>
              <div className="lge-chance">
                <span className="lge-rule">{checkWords(check.c)}</span>
                <strong className="lge-big">{pct(check.c.probability)}</strong>
                <ProbabilityBar label={`${def.title}: ${pct(check.c.probability)} ${check.c.perDie ? 'to sink at least one step' : 'to succeed'}`} parts={[{ p: check.c.probability, fill: '#2f6b3a' }]} track="#e6d9bd" />
              </div>
              {check.c.perDie ? (
                <p className="lge-facts" aria-label="Steps sunk">
                  {check.c.perDie.hits.map((p, k) => `${k} sunk ${pct(p)}`).join(' · ')} · expected {check.c.perDie.hits.reduce((e, p, k) => e + p * k, 0).toFixed(2)}
                </p>
              ) : null}
              <DiceAction
                label={check.c.automatic ? 'Record' : `Roll ${check.c.dice}D6`}
                hint={check.c.dice === 1 ? '4' : check.c.dice === 2 ? '3 5' : check.c.dice === 3 ? '2 4 6' : Array.from({ length: check.c.dice }, (_, k) => String(k + 1)).join(' ')}
                onRoll={(physical) => void act('lge.procedure', { id: def.id, input, extra: extra && extra.label && extra.value ? [extra] : [], ...(minor ? { target: minor } : {}), ...(at ? { at } : {}) }, def.title, physical)}
              />
            </div>
          ) : (
            <p className="lge-bad" role="alert">{check?.error}</p>
          )}
        </div>
      ) : null}
      {recent.length ? (
        <ul className="lge-results" aria-label="Last procedures">
          {recent.map((r, i) => (
            <li key={i} className={r.success === true ? 'ok' : r.success === false ? 'ko' : ''}>
              <strong>{r.title}</strong> ({r.when}, chance {pct(r.probability)}): {r.result}
            </li>
          ))}
        </ul>
      ) : null}
    </Panel>
  );
}
