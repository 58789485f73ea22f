// End of Turn and Victory Check panels: the end-of-turn VP with the cards that negate them, and the victory
// check (Early Triumph, the end-of-game bonuses with Napoleon's Survival dice, the winner) [14.1-14.2].
import { useState } from 'react';
import type { CampaignView } from '../../../shared/ipc/contract';
import { amourSacreOnBoard, endOfTurnFromBoard, victoryOutlook } from '../../../shared/games/congress-of-vienna/actions/end';
import { holderName } from '../../../shared/games/congress-of-vienna/forces';
import { endOfTurnVp } from '../../../shared/games/congress-of-vienna/victory';
import { POWER_NAME, packOf, type Power } from '../../../shared/games/congress-of-vienna/state';
import { NumberField, Panel, RollButton, signed, st, useAct } from './parts';

const NEGATIONS = [
  ['fernandoVII', 'Fernando VII (France’s Castile VP)'],
  ['josephBonaparte', 'Joseph Bonaparte (Britain’s Castile VP)'],
  ['andrewJackson', 'Andrew Jackson (Britain’s War of 1812 VP)'],
  ['sherbrooke', 'Sherbrooke (France’s War of 1812 VP)'],
] as const;

/** Where a value comes from: the board as recorded, or the group (control not recorded). */
function Source({ known }: { known: boolean }) {
  return <span className={known ? 'small muted' : 'small missing'}>{known ? '(as recorded on the board)' : '(not recorded on the board: check it and say)'}</span>;
}

export function EndVpPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const board = endOfTurnFromBoard(s);
  const [castile, setCastile] = useState<'FR' | 'BR' | ''>(board.castile ?? '');
  const [prussia, setPrussia] = useState(board.prussiaAlliedControlled ?? false);
  const [neg, setNeg] = useState<Record<string, boolean>>({});
  const [amour, setAmour] = useState(false);
  if (s.endOfTurnVp) return <Panel title="End-of-turn VP"><p className="big-line">Awarded: see the VP ledger.</p></Panel>;
  const preview = castile ? endOfTurnVp({ castile, prussiaAlliedControlled: prussia, austriaAtWar: s.austriaAtWar, treatyOfGhent: s.war1812.ended === 'ghent', canadaAnnexed: s.war1812.ended === 'canada', war1812Status: s.war1812.status, generalissimo: s.generalissimo, negations: neg }) : [];
  // Amour sacré: from the board when it shows an Allied Army in a French homeland space; the group's tick only where
  // an Allied Army stands in a space whose nationality code is not entered [14.1].
  const ignored = s.rules?.['gameLength'] === '9' && s.position.turn >= 9;
  const seen = !s.amourSacreUsed && !ignored ? s.amourSacreSeen : undefined;
  const askAmour = !s.amourSacreUsed && !ignored && !seen && amourSacreOnBoard(s) === 'unknown';
  const payload = { castile, prussiaAlliedControlled: prussia, negations: neg, amourSacre: askAmour && amour };
  return (
    <Panel title="End-of-turn VP">
      <div className="cov-form-row">
        <label className="field"><span>Castile is controlled by <Source known={board.castile !== null} /></span>
          <select value={castile} onChange={(e) => setCastile(e.target.value as 'FR' | 'BR' | '')} aria-label="Castile controlled by">
            {board.castile === null ? <option value="">Choose…</option> : null}
            <option value="FR">France</option><option value="BR">Britain</option>
          </select>
        </label>
        <label className="toggle"><input type="checkbox" checked={prussia} onChange={(e) => setPrussia(e.target.checked)} /> Prussia is Allied-controlled <Source known={board.prussiaAlliedControlled !== null} /></label>
        {askAmour ? <label className="toggle"><input type="checkbox" checked={amour} onChange={(e) => setAmour(e.target.checked)} /> First Allied Army in a French homeland space (Amour sacré: France +1d6) <Source known={false} /></label> : null}
      </div>
      {seen ? <p className="big-line">Amour sacré de la Patrie: {holderName(packOf(s), seen.army)} entered {seen.space} on turn {seen.turn} <Source known /> — France gains 1d6 VP, once per game [14.1].</p> : null}
      <fieldset className="field"><legend>Cards played this turn that negate an award</legend>
        {NEGATIONS.map(([k, label]) => <label key={k} className="toggle"><input type="checkbox" checked={!!neg[k]} onChange={(e) => setNeg({ ...neg, [k]: e.target.checked })} /> {label}</label>)}
      </fieldset>
      {castile ? <ul className="cov-lines" aria-label="End-of-turn VP">{preview.map((c, i) => <li key={i}>{POWER_NAME[c.power]} <strong>{signed(c.vp)}</strong> — {c.source} [{c.rule}]</li>)}</ul> : <p className="cov-problem">Say who controls Castile first [14.1].</p>}
      {seen || payload.amourSacre ? <RollButton label="Award the VP (roll for Amour sacré)" disabled={!castile} groups={[1]} onRoll={(f) => act('cov.end.vp', payload, 'End-of-turn VP', f)} /> : (
        <button type="button" className="btn btn-primary btn-large" disabled={!castile} onClick={() => void act('cov.end.vp', payload, 'End-of-turn VP')}>Award the end-of-turn VP</button>
      )}
    </Panel>
  );
}

export function VictoryPanel({ view }: { view: CampaignView }) {
  const s = st(view);
  const act = useAct();
  const [paris, setParis] = useState<Partial<Record<Power, number>>>(() => endOfTurnFromBoard(s).alliedArmiesInParis);
  const payload = { alliedArmiesInParis: paris };
  const o = victoryOutlook(s, payload);
  if (s.victoryChecked) return <Panel title="Victory check"><p className="big-line">{s.gameOver ? s.gameOver.reason : `No Power at 80 VP: the game goes on to Turn ${s.position.turn + 1}. Next.`}</p></Panel>;
  return (
    <Panel title="Victory check">
      <p className="big-line">
        {o.kind === 'triumph' ? `Early Triumph: ${POWER_NAME[o.winner]} has ${s.vp[o.winner]} VP.` : o.kind === 'end' ? `The game ends: end-of-game bonuses${o.survivalDice ? `, Napoleon’s Survival (${o.survivalDice} ${o.survivalDice === 1 ? 'die' : 'dice'})` : ''}, then the most VP wins.` : `No Power at 80 VP; Turn ${s.lastTurn} is the last.`}
      </p>
      {o.kind === 'end' || (o.kind === 'triumph' && s.rules?.['paris5VP'] === 'once-always') ? (
        <div className="cov-form-row" aria-label="Allied Armies in Paris">
          <span className="small muted">As the Armies board records them; correct them if the table differs.</span>
          {(['RU', 'BR', 'AU'] as Power[]).map((p) => <NumberField key={p} label={`${POWER_NAME[p]} Armies in Paris`} value={paris[p] ?? 0} min={0} max={3} onChange={(v) => setParis({ ...paris, [p]: v })} />)}
        </div>
      ) : null}
      {o.kind === 'end' && o.survivalDice ? (
        <RollButton label="Roll Napoleon’s Survival" groups={[o.survivalDice]} onRoll={(f) => act('cov.victory.check', payload, 'Victory check', f)} />
      ) : (
        <button type="button" className="btn btn-primary btn-large" onClick={() => void act('cov.victory.check', payload, 'Victory check')}>Check victory</button>
      )}
    </Panel>
  );
}
