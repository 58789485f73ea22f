// The special-rules trackers on the Registries screen: external wars (§14.1), French conscript classes
// (§12.2), the Turkish sovereign (§14.2), Spain's liberation war and partisans (§14.3), the Landwehr
// (§14.6.3), the Austrian borderers (§14.6.1), provinces in trouble or with insurgents (§14.4-§14.5), the
// Continental Blockade (§12.3.3.1). Events already played that feed a tracker are offered as one click.
import { useState } from 'react';
import type { StepProps } from '../games/types';
import { registriesOf } from '../../../shared/games/le-grand-empire/leaders';
import { provincialTroubles, spanishInstability } from '../../../shared/games/le-grand-empire/procedures';
import { clock, clockOf, isPower, packOf, POWER_NAMES, POWERS, SEASON_NAMES, type LgeState } from '../../../shared/games/le-grand-empire/state';
import { borderersOf, completeYears, conscriptView, feudalCorps, firstEndTurn, landwehrSteps, recordedSovereign, successionDue, warData, warTurns } from '../../../shared/games/le-grand-empire/trackers';
import { externalWarEndCheck } from '../../../shared/games/le-grand-empire/actions/trackers';
import { externalWarLosses } from '../../../shared/games/le-grand-empire/procedures';
import { pct } from '../odds/format';
import { checkWords } from '../../../shared/games/le-grand-empire/named-procedures';
import { troublesStep } from '../../../shared/games/le-grand-empire/sequence';
import { DiceAction, lgeState, nameOf, PowerSelect, RowForm, signed, useAct } from './parts';

const when = (s: LgeState, turn: number) => {
  const c = clockOf(s, turn);
  return `${SEASON_NAMES[c.season]} ${c.year}`;
};

function Section({ title, cite, children }: { title: string; cite: string; children: React.ReactNode }) {
  return (
    <fieldset className="lge-fieldset lge-tracker-box">
      <legend>
        {title} <span className="muted">{cite}</span>
      </legend>
      {children}
    </fieldset>
  );
}

function ExternalWars({ s }: { s: LgeState }) {
  const act = useAct();
  const wars = registriesOf(s).externalWars.filter((w) => w.status !== 'returned');
  const known = (packOf(s).tables['external-wars']?.rows ?? []).map((r) => r.key);
  // Empty at first: the group picks a war of the table (the list) or types one; the power follows the table's.
  const [name, setName] = useState('');
  const [power, setPower] = useState('great-britain');
  const pick = (v: string) => {
    setName(v);
    const p = warData(s, v.trim()).power;
    if (p && isPower(p)) setPower(p);
  };
  const [min, setMin] = useState('');
  const [other, setOther] = useState<Record<string, number>>({});
  const played = (s.events?.played ?? []).filter((e) => known.includes(e.id) || /war/i.test(e.id));
  return (
    <Section title="External wars" cite="§14.1">
      {wars.length ? (
        <ul className="lge-tracker-list">
          {wars.map((w) => (
            <li key={w.name}>
              <strong>{w.name}</strong> ({nameOf(w.power)}): {w.status === 'on' ? `turn ${warTurns(s, w)} of at least ${w.minTurns}` : `ended ${when(s, w.endTurn!)}`}
              {w.corps ? ` · corps: ${w.corps}` : ''}
              {w.missingTurns.length ? ` · corps missing ${w.missingTurns.length} turn${w.missingTurns.length === 1 ? '' : 's'} (−${w.missingTurns.length} VP)` : ''}
              {w.lossesRolled !== null ? ` · ${w.lossesRolled} CP lost` : ''}
              <span className="lge-row">
                {w.status === 'on' ? (
                  <>
                    {s.position.turn >= firstEndTurn(w) ? (
                      <label className="lge-field">
                        <span>Other modifier (event…)</span>
                        <input type="number" className="narrow" min={-12} max={12} value={other[w.name] ?? 0} onChange={(e) => setOther({ ...other, [w.name]: Number(e.target.value) || 0 })} aria-label={`${w.name}: other modifier (event)`} title="Other modifier the table rules (an event…)" />
                      </label>
                    ) : null}
                    {s.position.turn >= firstEndTurn(w) ? (
                      (() => {
                        const extra = other[w.name] ? [{ label: 'Other modifier', value: other[w.name]! }] : [];
                        const c = externalWarEndCheck(s, w, extra);
                        return (
                          <>
                            <span className="muted" role="note" aria-label={`${w.name}: modifiers`}>
                              {c.modifiers.length ? c.modifiers.map((x) => `${x.label} ${signed(x.value)}`).join(' · ') : 'no modifier'}
                            </span>
                            <DiceAction
                              className="lge-extwar-end"
                              label={`Try to end it (${checkWords(c)}, ${pct(c.probability)})`}
                              hint="3 5"
                              onRoll={(physical) => void act('lge.extwar.end', { name: w.name, extra }, `End the ${w.name} war`, physical)}
                            />
                          </>
                        );
                      })()
                    ) : (
                      // Clicked early, the refusal says when the first attempt is.
                      <button type="button" className="btn btn-small" onClick={() => void act('lge.extwar.end', { name: w.name, extra: [] }, `End the ${w.name} war`)}>
                        Try to end it (from {when(s, firstEndTurn(w))})
                      </button>
                    )}
                    {s.position.stepId === 'victory' ? (
                      <button type="button" className="btn btn-small" onClick={() => void act('lge.extwar.missing', { name: w.name }, `${w.name}: corps missing`)}>
                        Corps missing: −1 VP
                      </button>
                    ) : null}
                  </>
                ) : (
                  <>
                    <button type="button" className="btn btn-small" disabled={w.lossesRolled !== null} onClick={() => void act('lge.extwar.losses', { name: w.name }, `${w.name} losses`)}>
                      Roll the losses (1D6 + {completeYears(s, w)}: {[...externalWarLosses(completeYears(s, w)).keys()].join(', ')} CP, 1/6 each)
                    </button>
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.extwar.return', { name: w.name }, `${w.name} corps home`)}>
                      Bring the corps home (10 £)
                    </button>
                  </>
                )}
              </span>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No external war. One may start each calendar year; 20 £ each Winter (budget).</p>
      )}
      {played.length ? <p className="muted">Events played: {played.map((e) => `${e.id} (${nameOf(e.power)}, ${e.when})`).join('; ')}</p> : null}
      <RowForm
        onSubmit={() => void act('lge.extwar.start', { name: name.trim(), power, ...(min !== '' ? { minTurns: Number(min) } : {}) }, `External war: ${name}`)}
      >
        <input type="text" list="lge-wars" className="mid" value={name} onChange={(e) => pick(e.target.value)} aria-label="External war" placeholder="war (pick or type)" />
        <datalist id="lge-wars">
          {known.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <PowerSelect value={power} onChange={setPower} label="Power at war" />
        <input type="number" className="narrow" min={0} max={40} value={min} onChange={(e) => setMin(e.target.value)} placeholder="min." aria-label="Minimum duration (turns), if not in the table" />
        <button type="submit" className="btn">
          Start (Events Phase)
        </button>
      </RowForm>
    </Section>
  );
}

function Conscripts({ s }: { s: LgeState }) {
  const v = conscriptView(s);
  return (
    <Section title="French conscript classes" cite="§12.2">
      <p>
        <strong className="lge-now">
          {v.calls} of {v.max}
        </strong>{' '}
        called early{v.penalties ? ': corps I-VI +1 instead of +2, no attrition bonus shared with Russia, no diplomatic bonuses towards minors.' : '.'}
      </p>
      <p className="muted">{v.whyNot ? `No call now. ${v.whyNot}` : 'France may call one class in this Winter budget (Budget screen).'} From Winter {v.firstWinter}, one a Winter.</p>
    </Section>
  );
}

function Turkey({ s }: { s: LgeState }) {
  const act = useAct();
  const due = successionDue(s);
  const t = registriesOf(s).turkey;
  return (
    <Section title="Turkish sovereign" cite="§14.2">
      <p>
        <strong className="lge-now">{recordedSovereign(s)}</strong>
        {due ? ` · ${due.to} succeeds him${due.now ? ': make the swap and roll now (Diplomacy Phase)' : ' (the swap and the roll come next turn)'}` : ''}
      </p>
      {t.successions.map((x) => (
        <p key={x.turn} className="muted">
          {when(s, x.turn)}: {x.to}, 1D6 {x.roll}
          {x.neutral ? ' — Turkey neutral' : ''}
        </p>
      ))}
      <div className="lge-row">
        {due?.now ? (
          <button type="button" className="btn btn-primary" onClick={() => void act('lge.turkey.succession', {}, 'Turkish succession')}>
            Succession: roll 1D6 (4-6 neutral, 50 %)
          </button>
        ) : null}
        <label className="toggle">
          <input type="checkbox" checked={t.feudalsRaised} onChange={(e) => void act('lge.turkey.feudals', { raised: e.target.checked }, 'Feudals')} /> Feudals raised
        </label>
      </div>
      {t.feudalsRaised ? <Feudals s={s} /> : null}
    </Section>
  );
}

/** Each raised feudal corps's strength (§14.6.2): a CP lost in one click; in the Winter budget, recovered free inside its province. */
function Feudals({ s }: { s: LgeState }) {
  const act = useAct();
  const winter = s.position.stepId === 'winter-budget';
  const list = feudalCorps(s);
  if (!list.length) return <p className="muted">No feudal corps in the table “Corps” (type Feudal).</p>;
  return (
    <ul className="lge-mods" aria-label="Feudal corps">
      {list.map((f) => (
        <li key={f.key} className="lge-row">
          <span>
            <strong>{f.name}</strong>: {f.current === null ? 'basic manpower not entered (table “Corps”, steps)' : `${f.current} of ${f.basic} CP`}
          </span>
          {f.current ? (
            <button type="button" className="btn btn-small" onClick={() => void act('lge.turkey.feudal-loss', { corps: f.key, cp: 1 }, 'Feudal loss')} aria-label={`${f.name}: loses 1 CP`}>
              −1 CP
            </button>
          ) : null}
          {winter && f.lost && f.current ? (
            <button type="button" className="btn btn-small btn-primary" onClick={() => void act('lge.turkey.feudal-replenish', { corps: f.key, inProvince: true }, 'Feudal replenishment')} title="Only inside its province of origin (§14.6.2)">
              In its province: replenish free
            </button>
          ) : null}
        </li>
      ))}
    </ul>
  );
}

function Spain({ s }: { s: LgeState }) {
  const act = useAct();
  const sp = registriesOf(s).spain;
  const [ally, setAlly] = useState(s.majors.spain === 'allied-great-britain' ? 'great-britain' : 'france');
  const [corps, setCorps] = useState(1);
  const [det, setDet] = useState(0);
  const [enemyPt, setEnemyPt] = useState(false);
  const [against, setAgainst] = useState('france');
  const chance = spanishInstability({ corps, detachments: det, modifier: s.rules?.spanishInstabilityModifier === 'separately' ? 'separately' : 'equivalents-minus-one', target: s.rules?.spanishInstabilityTarget === 'exactly-twelve' ? 'exactly-twelve' : 'twelve-or-more' });
  return (
    <Section title="Spain: liberation war and partisans" cite="§14.3">
      <p>
        {sp.liberationWar ? (
          <strong className="lge-now">Liberation war against {nameOf(sp.liberationWar.against)} since {when(s, sp.liberationWar.since)}</strong>
        ) : (
          'No liberation war.'
        )}{' '}
        Partisans: Spanish <strong>{sp.partisans.spain}</strong>, Portuguese <strong>{sp.partisans.portugal}</strong>
      </p>
      {!sp.liberationWar && (s.majors.spain.startsWith('allied') || s.majors.spain === 'player') ? (
        <div className="lge-row">
          <span>Instability: allied</span>
          <PowerSelect value={ally} onChange={setAlly} label="Spain's ally" only={['france', 'great-britain', 'prussia', 'austria', 'russia', 'turkey']} />
          <input type="number" className="narrow" min={0} max={30} value={corps} onChange={(e) => setCorps(Number(e.target.value) || 0)} aria-label="Foreign corps in Spain" />
          <span>corps,</span>
          <input type="number" className="narrow" min={0} max={30} value={det} onChange={(e) => setDet(Number(e.target.value) || 0)} aria-label="Foreign detachments in Spain" />
          <span>detachments: break on 2D6 {chance.modifier ? `+ ${chance.modifier} ` : ''}≥ 12, {pct(chance.probability)}</span>
          <button type="button" className="btn" onClick={() => void act('lge.spain.instability', { ally, corps, detachments: det }, 'Spanish instability')}>
            Roll 2D6
          </button>
        </div>
      ) : null}
      <div className="lge-row">
        {sp.liberationWar ? (
          <>
            <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.partisans', { nation: 'spain', change: 1 }, 'Spanish partisan')}>
              + Spanish partisan
            </button>
            <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.partisans', { nation: 'spain', change: 1, free: true }, 'Free partisan')}>
              + Free partisan (all provinces conquered)
            </button>
            <label className="toggle">
              <input type="checkbox" checked={enemyPt} onChange={(e) => setEnemyPt(e.target.checked)} /> Enemy units in Portugal
            </label>
            <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.partisans', { nation: 'portugal', change: 1, enemyInPortugal: enemyPt }, 'Portuguese partisan')}>
              + Portuguese partisan
            </button>
            <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.liberation', { against: null }, 'Liberation war ends')}>
              End the liberation war
            </button>
          </>
        ) : (
          <>
            <PowerSelect value={against} onChange={setAgainst} label="Former ally declaring war" only={['france', 'great-britain', 'prussia', 'austria', 'russia', 'turkey']} />
            <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.liberation', { against }, 'Liberation war')}>
              Declares war on Spain: liberation war
            </button>
          </>
        )}
        {sp.partisans.spain ? (
          <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.partisans', { nation: 'spain', change: -1 }, 'Spanish partisan lost')}>
            − Spanish partisan
          </button>
        ) : null}
        {sp.partisans.portugal ? (
          <button type="button" className="btn btn-small" onClick={() => void act('lge.spain.partisans', { nation: 'portugal', change: -1 }, 'Portuguese partisan lost')}>
            − Portuguese partisan
          </button>
        ) : null}
      </div>
    </Section>
  );
}

function Landwehr({ s }: { s: LgeState }) {
  const act = useAct();
  const lw = registriesOf(s).landwehr;
  const winter = clock(s).season === 'winter';
  const event = (s.events?.played ?? []).find((e) => e.id === 'Landwehr');
  return (
    <Section title="Landwehr" cite="§14.6.3">
      {(['austria', 'prussia'] as const).map((p) => (
        <div key={p} className="lge-row">
          <strong>{nameOf(p)}</strong>
          {lw[p] ? (
            <>
              <span>
                since {when(s, lw[p]!.since)}: {landwehrSteps(s) ?? 4} free infantry steps each Winter
                {lw[p]!.winters.includes(s.position.turn) ? ' (taken this Winter)' : ''}
              </span>
              {winter && !lw[p]!.winters.includes(s.position.turn) ? (
                <button type="button" className="btn btn-small" onClick={() => void act('lge.landwehr.steps', { power: p }, `${nameOf(p)} Landwehr steps`)}>
                  Take this Winter’s steps
                </button>
              ) : null}
            </>
          ) : (
            <button type="button" className="btn btn-small" onClick={() => void act('lge.landwehr', { power: p }, `${nameOf(p)} Landwehr`)}>
              Landwehr event{event && event.power === p ? ' (played)' : ''}
            </button>
          )}
        </div>
      ))}
    </Section>
  );
}

function Borderers({ s }: { s: LgeState }) {
  const act = useAct();
  const b = borderersOf(s);
  const [steps, setSteps] = useState<Record<number, number>>({ 1: 1, 2: 1 });
  return (
    <Section title="Austrian borderer corps" cite="§14.6.1">
      {b.onMap ? (
        <>
          <p className="muted">
            On the map{b.since !== null ? ` since ${when(s, b.since)}` : ''} (war with Turkey): they move and fight only in the Austrian and Turkish border provinces; losses are never replenished and a corps eliminated is not rebuilt before the peace.
          </p>
          <ul className="lge-tracker-list" aria-label="Borderer corps">
            {b.corps.map((c) => (
              <li key={c.n} className="lge-row">
                <strong>Borderer corps {c.n}</strong>
                <span>{c.eliminated ? 'eliminated' : c.lost ? `${c.lost} step${c.lost === 1 ? '' : 's'} lost` : 'full strength'}</span>
                {c.eliminated ? null : (
                  <>
                    <input type="number" className="narrow" min={1} max={20} value={steps[c.n]} onChange={(e) => setSteps({ ...steps, [c.n]: Number(e.target.value) })} aria-label={`Borderer corps ${c.n}: steps lost`} />
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.borderers.loss', { corps: c.n, steps: steps[c.n] }, `Borderer corps ${c.n} losses`)}>
                      Record the loss
                    </button>
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.borderers.loss', { corps: c.n, eliminated: true }, `Borderer corps ${c.n} eliminated`)}>
                      Eliminated
                    </button>
                  </>
                )}
              </li>
            ))}
          </ul>
        </>
      ) : (
        <p className="muted">Off the map: Austria and Turkey are at peace. Both corps appear at full strength in a province adjacent to Turkey each time war is declared between them, and leave the map at the peace.</p>
      )}
    </Section>
  );
}

function Provinces({ s }: { s: LgeState }) {
  const act = useAct();
  const pv = registriesOf(s).provinces;
  const [name, setName] = useState('');
  const known = (packOf(s).tables.provinces?.rows ?? []).map((r) => r.key);
  return (
    <Section title="Provincial troubles and insurgents" cite="§14.4, §14.5">
      {Object.keys(pv).length ? (
        <ul className="lge-tracker-list">
          {Object.entries(pv).map(([k, v]) => (
            <li key={k}>
              <strong>{k}</strong>: {[v.troubles ? 'Troubles (+1 attrition column)' : null, v.insurgents ? 'insurgents' : null].filter(Boolean).join(', ')}; no £ or Pr{' '}
              {v.troubles ? (
                <>
                  {s.position.stepId === troublesStep(s) ? (
                    <button type="button" className="btn btn-small" onClick={() => void act('lge.troubles.roll', { province: k }, `Troubles in ${k}`)}>
                      Corps in the capital: roll 1D6 (ends {pct(provincialTroubles().pEnds)})
                    </button>
                  ) : (
                    <span className="muted">roll 1D6 {troublesStep(s) === 'activations' ? 'at the end of the Activation and Action Phase' : 'after the final attrition'}</span>
                  )}{' '}
                  <button type="button" className="btn btn-small" onClick={() => void act('lge.province', { province: k, troubles: false }, `Troubles end in ${k}`)}>
                    Ended by an event
                  </button>
                </>
              ) : null}{' '}
              <button type="button" className="btn btn-small" onClick={() => void act('lge.province', { province: k, insurgents: !v.insurgents }, `Insurgents in ${k}`)}>
                {v.insurgents ? 'Insurgents gone' : 'Insurgents arrive'}
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No province in trouble.</p>
      )}
      <RowForm
        onSubmit={() => {
          if (name.trim()) void act('lge.province', { province: name.trim(), troubles: true }, `Troubles in ${name}`).then((ok) => ok && setName(''));
        }}
      >
        <input type="text" list="lge-provinces" className="mid" value={name} onChange={(e) => setName(e.target.value)} placeholder="province" aria-label="Province" />
        <datalist id="lge-provinces">
          {known.map((k) => (
            <option key={k} value={k} />
          ))}
        </datalist>
        <button type="submit" className="btn" disabled={!name.trim()}>
          Troubles marker
        </button>
        <button type="button" className="btn" disabled={!name.trim()} onClick={() => void act('lge.province', { province: name.trim(), insurgents: true }, `Insurgents in ${name}`).then((ok) => ok && setName(''))}>
          Insurgents
        </button>
      </RowForm>
    </Section>
  );
}

function Blockade({ s }: { s: LgeState }) {
  const act = useAct();
  const b = registriesOf(s).blockade;
  const [typed, setCountry] = useState('');
  // "Prussia" typed is the power prussia; a minor keeps its name.
  const country = POWERS.find((p) => POWER_NAMES[p].toLowerCase() === typed.trim().toLowerCase()) ?? typed;
  return (
    <Section title="Continental Blockade" cite="§12.3.3.1">
      <p>
        <label className="toggle">
          <input type="checkbox" checked={b.inEffect} onChange={(e) => void act('lge.blockade.effect', { inEffect: e.target.checked }, 'Continental Blockade')} /> In effect (every trade harbour from St Petersbourg to Triest covered)
        </label>
      </p>
      {Object.keys(b.participants).length ? (
        <ul className="lge-tracker-list">
          {Object.entries(b.participants).map(([c, how]) => (
            <li key={c}>
              <strong>{nameOf(c)}</strong> ({how === 'clause' ? 'peace clause' : 'imposed on an allied minor'}){' '}
              <button type="button" className="btn btn-small" onClick={() => void act('lge.blockade', { country: c, how: 'none' }, `${nameOf(c)} leaves the blockade`)}>
                Leaves
              </button>
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No participant.</p>
      )}
      <div className="lge-row">
        <input type="text" className="mid" value={typed} onChange={(e) => setCountry(e.target.value)} placeholder="power or minor" aria-label="Country joining the blockade" />
        <button type="button" className="btn btn-small" disabled={!country.trim()} onClick={() => void act('lge.blockade', { country: country.trim(), how: 'clause' }, 'Blockade clause')}>
          By peace clause
        </button>
        <button type="button" className="btn btn-small" disabled={!country.trim()} onClick={() => void act('lge.blockade', { country: country.trim(), how: 'imposed' }, 'Blockade imposed')}>
          Imposed on an allied minor
        </button>
      </div>
    </Section>
  );
}

export function SpecialRulesTab({ view }: StepProps) {
  const s = lgeState(view);
  return (
    <div className="lge-special">
      <ExternalWars s={s} />
      <Conscripts s={s} />
      <Turkey s={s} />
      <Spain s={s} />
      <Landwehr s={s} />
      <Borderers s={s} />
      <Provinces s={s} />
      <Blockade s={s} />
    </div>
  );
}
