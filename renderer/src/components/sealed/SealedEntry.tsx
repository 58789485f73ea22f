// Simultaneous hidden choices on one laptop: "pass the laptop to X", X enters and seals (hidden at once), the next
// seat..., then one reveal for everyone and one intent with every entry (docs/renderer-games.md, "Sealed entry").
// Entries stay in this component's memory only: not the store, not the log, not localStorage.
import { useEffect, useReducer, useRef, useState, type ReactNode, type RefObject } from 'react';
import type { CampaignView } from '../../../../shared/ipc/contract';
import { PowerSwatch, cx } from '../ui';
import { initialSealed, sealedReducer, type SealedEvent, type SealedState } from './flow';
import './sealed.css';

export interface SealedSeat {
  id: string;
  name: string;
  colour?: string;
  /** The player at the table who holds it (the campaign's seat names): the laptop goes to "Ann (France)". */
  player?: string | undefined;
}

/** The name of the player whose seat holds `power` in this campaign, if the group named one. */
export function seatPlayer(view: Pick<CampaignView, 'header'>, power: string): string | undefined {
  return view.header.players.find((x) => x.powers.includes(power))?.name || undefined;
}

/** "Ann (France)", or "France" when no player is named: whom the laptop is passed to. */
export const passTo = (name: string, player?: string): string => (player ? `${player} (${name})` : name);

export interface SealedEntryProps<T> {
  title: string;
  seats: SealedSeat[];
  /** The private input for one seat. `value` is that seat's entry so far. */
  renderInput(seat: SealedSeat, value: T | undefined, set: (v: T) => void): ReactNode;
  /** A reason in plain words why this seat's entry cannot be sealed yet, or null. */
  validate?(seat: SealedSeat, value: T | undefined): string | null;
  /** Shown after the reveal, before it is sent (optional: a table of everyone's entries). */
  renderReveal?(entries: Record<string, T>): ReactNode;
  /** Entries recorded still sealed (kept for their owners, not revealed): what the last screen says happens to them. */
  recordNote?: string;
  /** Called once, at the reveal: the game sends its one intent with every entry. */
  onReveal(entries: Record<string, T>): void;
  onCancel?(): void;
}

export function SealedEntry<T>(props: SealedEntryProps<T>) {
  const ids = props.seats.map((s) => s.id);
  const [state, dispatch] = useReducer(sealedReducer<T>(ids), undefined, () => initialSealed<T>());
  const sent = useRef(false);
  const send = (entries: Record<string, T>) => {
    if (sent.current) return;
    sent.current = true;
    dispatch({ type: 'sent' });
    props.onReveal(entries);
  };
  return <SealedScreen {...props} state={state} dispatch={dispatch} send={send} />;
}

/** One screen of the flow for a given state (exported for tests, which render each stage). */
export function SealedScreen<T>({
  title,
  seats,
  renderInput,
  validate,
  renderReveal,
  recordNote,
  onCancel,
  state,
  dispatch,
  send,
}: SealedEntryProps<T> & { state: SealedState<T>; dispatch: (e: SealedEvent<T>) => void; send: (entries: Record<string, T>) => void }) {
  const primary = useRef<HTMLButtonElement>(null);
  // Each screen puts the keyboard on its one action, so Enter moves the flow on.
  useEffect(() => {
    if (state.stage !== 'enter') primary.current?.focus();
  }, [state.stage, state.index]);

  const seat = seats[state.index];
  const reason = seat && state.stage === 'enter' ? (validate?.(seat, state.draft) ?? (state.draft === undefined ? 'Nothing entered yet.' : null)) : null;

  const progress = (
    <ol className="sealed-seats" aria-label="Entries">
      {seats.map((s, i) => {
        const done = s.id in state.entries;
        const now = i === state.index && (state.stage === 'pass' || state.stage === 'enter');
        return (
          <li key={s.id} className={cx('sealed-seat', done && 'sealed-done', now && 'sealed-now')}>
            {s.colour ? <PowerSwatch colour={s.colour} /> : null}
            <span>{s.name}</span>
            <span className="sealed-mark">{done ? 'sealed' : now ? (state.stage === 'enter' ? 'entering' : 'next') : 'waiting'}</span>
          </li>
        );
      })}
    </ol>
  );

  let body: ReactNode;
  if (state.stage === 'pass' && seat) {
    body = <PassScreen name={seat.name} player={seat.player} what="my entry" primary={primary} onShow={() => dispatch({ type: 'show' })} />;
  } else if (state.stage === 'enter' && seat) {
    body = (
      <form
        className="sealed-enter"
        aria-label={`${seat.name}: ${title}`}
        onSubmit={(e) => {
          e.preventDefault();
          if (!reason) dispatch({ type: 'seal' });
        }}
      >
        <p className="sealed-big">
          {seat.colour ? <PowerSwatch colour={seat.colour} /> : null} {seat.name}
        </p>
        <div className="sealed-input">{renderInput(seat, state.draft, (v) => dispatch({ type: 'draft', value: v }))}</div>
        {reason ? (
          <p className="sealed-reason" role="status">
            {reason}
          </p>
        ) : null}
        <div className="sealed-buttons">
          <button type="submit" className="btn btn-primary btn-large" disabled={!!reason}>
            Seal my entry
          </button>
          <button type="button" className="btn btn-quiet" onClick={() => dispatch({ type: 'hide' })}>
            Hide without sealing
          </button>
        </div>
      </form>
    );
  } else if (state.stage === 'ready') {
    body = (
      <div className="sealed-pass">
        <p className="sealed-big">Every entry is sealed</p>
        <p className="muted">{recordNote ?? 'Gather round: all entries are shown at once.'}</p>
        <button ref={primary} type="button" className="btn btn-primary btn-large" onClick={() => (renderReveal ? dispatch({ type: 'reveal' }) : send(state.entries))}>
          {recordNote ? 'Record sealed' : 'Reveal'}
        </button>
      </div>
    );
  } else if (state.stage === 'revealed') {
    body = (
      <div className="sealed-revealed">
        <div className="sealed-reveal-body">{renderReveal?.(state.entries)}</div>
        <button ref={primary} type="button" className="btn btn-primary btn-large" onClick={() => send(state.entries)}>
          Record in the log
        </button>
      </div>
    );
  } else {
    body = <p className="sealed-big">{recordNote ? 'Recorded, still sealed.' : 'Revealed and recorded.'}</p>;
  }

  return (
    <section className="sealed card" aria-label={title} data-stage={state.stage}>
      <header className="card-head">
        <h2>{title}</h2>
        {onCancel && state.stage !== 'sent' ? (
          <div className="card-actions">
            <button type="button" className="btn btn-quiet btn-small" onClick={onCancel} title="Discard every entry made so far">
              Cancel
            </button>
          </div>
        ) : null}
      </header>
      <div className="card-body">
        {progress}
        {body}
      </div>
    </section>
  );
}

/** The pass-the-laptop screen: only `name` (its player's, when named) takes the laptop and shows what is theirs. */
function PassScreen({ name, player, what, primary, onShow }: { name: string; player?: string | undefined; what: string; primary?: RefObject<HTMLButtonElement | null>; onShow: () => void }) {
  return (
    <div className="sealed-pass">
      <p className="sealed-big">
        Pass the laptop to{' '}
        {player ? (
          <>
            <strong>{player}</strong> ({name})
          </>
        ) : (
          <strong>{name}</strong>
        )}
      </p>
      <p className="muted">Everyone else, look away. Nothing another player entered is shown.</p>
      <button ref={primary} type="button" className="btn btn-primary btn-large" onClick={onShow}>
        I am {passTo(name, player)}: show {what}
      </button>
    </div>
  );
}

/**
 * One owner's look at what is sealed to them and kept (a secret event in hand, a stack's recorded contents): the
 * same pass-the-laptop screen, then the contents until the owner hides them. Nothing is sent: what to do with
 * them (play, reveal) is in `children`, each a logged action of its own.
 */
export function SealedLook({ owner, player, what, title, colour, children }: { owner: string; player?: string | undefined; what: string; title: string; colour?: string | undefined; children: ReactNode }) {
  const [stage, setStage] = useState<'closed' | 'pass' | 'open'>('closed');
  const label = `${owner} ${what}: sealed`;
  if (stage === 'closed') {
    return (
      <div className="sealed-look" role="group" aria-label={label}>
        <span className="sealed-look-what">
          {colour ? <PowerSwatch colour={colour} /> : null} {title}
        </span>
        <button type="button" className="btn btn-small" onClick={() => setStage('pass')} title={`Only ${passTo(owner, player)} should look`}>
          Sealed · {owner} only: look
        </button>
      </div>
    );
  }
  return (
    <section className="sealed card sealed-look-open" role="group" aria-label={label} data-stage={stage === 'pass' ? 'pass' : 'enter'}>
      <div className="card-body">
        {stage === 'pass' ? (
          <PassScreen name={owner} player={player} what={what} onShow={() => setStage('open')} />
        ) : (
          <div className="sealed-enter">
            <p className="sealed-big">
              {colour ? <PowerSwatch colour={colour} /> : null} {owner}: {title}
            </p>
            <div className="sealed-input">{children}</div>
          </div>
        )}
        <div className="sealed-buttons">
          <button type="button" className="btn btn-quiet" onClick={() => setStage('closed')}>
            {stage === 'open' ? 'Hide' : 'Cancel'}
          </button>
        </div>
      </div>
    </section>
  );
}
