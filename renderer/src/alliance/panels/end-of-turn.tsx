// End of the Game Turn: the end checks and the solitaire score.
import { useState } from 'react';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { EMPIRES } from '../../../../shared/games/alliance/data';
import { PowerSelect } from './battles';
import { Chip, Panel, nameOf, useAct } from './parts';

export function EndChecksPanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [power, setPower] = useState('');
  const [conqueror, setConqueror] = useState('');
  const [surrender, setSurrender] = useState(false);
  const [confirmNap, setConfirmNap] = useState(false);
  return (
    <Panel title="Defeat and sudden death">
      {s.suddenDeath ? <p className="alarm" role="status">Sudden death: {s.suddenDeath.reason}. The game ends with this Game Turn.</p> : null}
      {s.defeatsThisTurn.length ? (
        <ul className="defeat-list" aria-label="Defeats this turn">
          {s.defeatsThisTurn.map((d) => (
            <li key={d.power}>
              <Chip id={d.power} /> {d.surrender ? 'surrendered to' : 'defeated by'} <Chip id={d.conqueror} />
            </li>
          ))}
        </ul>
      ) : (
        <p className="muted">No defeats recorded this turn.</p>
      )}
      <form
        className="inline-form"
        aria-label="Declare a defeat"
        onSubmit={(e) => {
          e.preventDefault();
          void act('defeat.declare', { power, conqueror, surrender }, `Declare ${nameOf(power)} defeated`);
        }}
      >
        <PowerSelect value={power} onChange={setPower} label="Defeated power" empty="Defeated power…" />
        <span>by</span>
        <PowerSelect value={conqueror} onChange={setConqueror} label="Conqueror" options={[...EMPIRES]} empty="Conqueror…" />
        <label className="toggle">
          <input type="checkbox" checked={surrender} onChange={(e) => setSurrender(e.target.checked)} /> surrender
        </label>
        <button type="submit" className="btn btn-danger" disabled={!power || !conqueror}>
          Declare defeat
        </button>
      </form>
      <div className="nap-line">
        {!confirmNap ? (
          <button type="button" className="btn btn-danger-quiet" onClick={() => setConfirmNap(true)} disabled={!!s.suddenDeath}>
            Napoléon is killed…
          </button>
        ) : (
          <>
            <span>Napoléon’s loss is a French defeat and ends the game at the end of this Game Turn.</span>
            <button type="button" className="btn btn-danger" onClick={() => void act('defeat.napoleon-killed', {}, 'Napoléon is killed').then(() => setConfirmNap(false))}>
              Confirm: Napoléon is killed
            </button>
            <button type="button" className="btn btn-quiet" onClick={() => setConfirmNap(false)}>
              Cancel
            </button>
          </>
        )}
      </div>
    </Panel>
  );
}

export function SoloScorePanel({ s }: { s: AllianceState }) {
  const act = useAct();
  const [delta, setDelta] = useState('');
  const [reason, setReason] = useState('');
  return (
    <Panel title="Solitaire score">
      <p className="big-line">
        Score <strong>{s.solitaire?.score ?? 0}</strong> of {s.solitaire?.target}
      </p>
      <form
        className="inline-form"
        onSubmit={(e) => {
          e.preventDefault();
          void act('solo.score', { delta: Number(delta), reason }, 'Solitaire score').then((ok) => ok && (setDelta(''), setReason('')));
        }}
      >
        <input type="number" min={-60} max={60} placeholder="± VP" value={delta} onChange={(e) => setDelta(e.target.value)} aria-label="Score change" />
        <input type="text" placeholder="Gained or abandoned…" value={reason} onChange={(e) => setReason(e.target.value)} aria-label="Reason" maxLength={120} />
        <button type="submit" className="btn btn-primary" disabled={!delta}>
          Add to score
        </button>
      </form>
    </Panel>
  );
}
