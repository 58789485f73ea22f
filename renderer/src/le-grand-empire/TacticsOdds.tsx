// The hidden tactical markers (§8.1.3.1: each player chooses his secretly, then both reveal): each side
// lists the markers it may play with the DRM each gives, and the worker's exact odds for every pair
// (rows: the attacker's choice, columns: the defender's) let each player see what each choice gives
// against each of the enemy's without telling which he takes. "No marker" is always a choice.
import type { TacticChoice, TacticsMatrix } from '../../../shared/games/le-grand-empire/battle/land-tactics';
import { MAX_TACTIC_CHOICES } from '../../../shared/games/le-grand-empire/battle/land-tactics';
import type { LgeState } from '../../../shared/games/le-grand-empire/state';
import { useGameOdds } from '../odds/useOdds';
import { withCampaignLandRules } from '../../../shared/games/le-grand-empire/actions/battles';
import { OddsProgress } from '../odds/OddsProgress';
import { pct } from '../odds/format';
import { signed } from './parts';

const NONE: TacticChoice = { name: 'No marker', drm: [0, 0] };
/** The marker's DRM, "round 1 / round 2" when they differ; nothing for none. */
const drmText = (c: TacticChoice) => (!c.drm[0] && !c.drm[1] ? '' : c.drm[0] === c.drm[1] ? signed(c.drm[0]) : `${signed(c.drm[0])} / ${signed(c.drm[1])}`);

/** One side's candidate markers: name and DRM in round 1 and round 2 (the tactics table is the group's). */
export function TacticChoiceRows({ side, choices, set }: { side: 'Attacker' | 'Defender'; choices: TacticChoice[]; set: (c: TacticChoice[]) => void }) {
  const num = (v: string) => (v === '' ? 0 : Number(v));
  const patch = (i: number, p: Partial<TacticChoice>) => set(choices.map((c, k) => (k === i ? { ...c, ...p } : c)));
  return (
    <div className="lge-row" role="group" aria-label={`${side} hidden tactic choices`}>
      <span className="muted">Hidden tactics it may choose (per-choice odds):</span>
      {choices.map((c, i) => (
        <span key={i} className="lge-leader">
          <input type="text" className="mid" value={c.name} onChange={(e) => patch(i, { name: e.target.value })} aria-label={`${side} tactic choice ${i + 1} name`} />
          round 1 <input type="number" className="narrow" min={-10} max={10} value={c.drm[0]} onChange={(e) => patch(i, { drm: [num(e.target.value), c.drm[1]] })} aria-label={`${side} tactic choice ${i + 1} round 1`} />
          round 2 <input type="number" className="narrow" min={-10} max={10} value={c.drm[1]} onChange={(e) => patch(i, { drm: [c.drm[0], num(e.target.value)] })} aria-label={`${side} tactic choice ${i + 1} round 2`} />
          <button type="button" className="btn btn-quiet btn-small" onClick={() => set(choices.filter((_, k) => k !== i))} aria-label={`Remove ${side.toLowerCase()} tactic choice ${i + 1}`}>
            ×
          </button>
        </span>
      ))}
      {choices.length < MAX_TACTIC_CHOICES - 1 ? (
        <button type="button" className="btn btn-small" onClick={() => set([...choices, { name: `Marker ${choices.length + 1}`, drm: [1, 0] }])}>
          Add a tactic choice
        </button>
      ) : null}
    </div>
  );
}

/** The matrix of exact odds over both sides' hidden choices; nothing while neither side lists one. */
export function TacticsOdds({ s, input, attacker, defender }: { s: LgeState; input: Record<string, unknown>; attacker?: TacticChoice[]; defender?: TacticChoice[] }) {
  const any = !!(attacker?.length || defender?.length);
  const choices = { attacker: [NONE, ...(attacker ?? [])], defender: [NONE, ...(defender ?? [])] };
  const odds = useGameOdds(any ? { game: 'le-grand-empire', job: 'tactics', input: { ...withCampaignLandRules(s.rules, input), game: 'le-grand-empire', kind: 'land', pack: s.data ?? undefined }, choices } : null);
  if (!any) return null;
  const m = odds.result as TacticsMatrix | null;
  return (
    <div className="lge-odds" aria-label="Per-choice odds of the hidden tactics">
      <OddsProgress odds={odds} what="Computing the odds of each pair of tactics" />
      {odds.error ? <p className="lge-bad">{odds.error.message}</p> : null}
      {m && !odds.error ? (
        <table className="lge-table lge-tactics">
          <caption>
            Each pair of hidden tactics: the attacker’s chance to win the battle; below, round 1 (attacker wins · tie · defender wins) and the chance its loser is demoralised (attacker / defender).
          </caption>
          <thead>
            <tr>
              <th scope="col">Attacker ↓ · Defender →</th>
              {m.choices.defender.map((d, j) => (
                <th key={j} scope="col">
                  {d.name} <span className="muted">{drmText(d)}</span>
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            {m.cells.map((row, i) => (
              <tr key={i}>
                <th scope="row">
                  {m.choices.attacker[i]!.name} <span className="muted">{drmText(m.choices.attacker[i]!)}</span>
                </th>
                {row.map((c, j) => (
                  <td
                    key={j}
                    aria-label={`${m.choices.attacker[i]!.name} against ${m.choices.defender[j]!.name}: attacker wins ${pct(c.attackerWins)}; round 1 attacker ${pct(c.round1.attackerWins)}, tie ${pct(c.round1.tie)}, defender ${pct(c.round1.defenderWins)}; demoralised after round 1: attacker ${pct(c.round1.demoralised.attacker)}, defender ${pct(c.round1.demoralised.defender)}`}
                  >
                    <strong className="lge-big">{pct(c.attackerWins)}</strong>
                    <span className="lge-tactics-r1">
                      {pct(c.round1.attackerWins)} · {pct(c.round1.tie)} · {pct(c.round1.defenderWins)}
                    </span>
                    <span className="lge-tactics-r1 muted">
                      demoralised {pct(c.round1.demoralised.attacker)} / {pct(c.round1.demoralised.defender)}
                    </span>
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        </table>
      ) : null}
    </div>
  );
}
