// The campaign header's table display buttons (open it: T; share it to phones) and the share panel with its
// QR code, drawn here by the `qrcode` library (no network, an SVG in a data: image, so the CSP stays strict).
import { useEffect, useState } from 'react';
import QRCode from 'qrcode';
import { Dialog } from '../components/Shell';
import { cx } from '../components/ui';
import { useTableUi } from './store';
import './share.css';

function ScreenIcon() {
  return (
    <svg className="odds-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="2.5" y="4" width="19" height="12.5" rx="1.5" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M8 20.5 H16 M12 16.5 V20.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

function PhoneIcon() {
  return (
    <svg className="odds-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="6.5" y="2.5" width="11" height="19" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M10.5 18 H13.5" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/** Which screen the display opens on: offered only when the host reports more than one (Electron). */
export function DisplayScreenSelect() {
  const { screens, chooseScreen } = useTableUi();
  // The first choice is Automatic; a choice is worth offering from two screens on.
  if (screens.length < 3) return null;
  const value = String(screens.find((c) => c.checked)?.id ?? 'auto');
  return (
    <select className="tdisp-screen" aria-label="Table display on" title="The screen the table display opens on (remembered)" value={value} onChange={(e) => void chooseScreen(e.target.value === 'auto' ? null : Number(e.target.value))}>
      {screens.map((c) => (
        <option key={c.id ?? 'auto'} value={c.id ?? 'auto'}>
          {c.label}
        </option>
      ))}
    </select>
  );
}

export function TableDisplayButtons() {
  const { share, openDisplay, setPanel, refresh } = useTableUi();
  useEffect(() => {
    void refresh();
  }, [refresh]);
  return (
    <div className="tdisp-buttons" role="group" aria-label="Table display">
      <button type="button" className="btn btn-head" onClick={() => void openDisplay()} aria-label="Table display" aria-keyshortcuts="T" title="Open the table display: big type for the whole table, on a second screen (T)">
        <ScreenIcon />
        <span className="tdisp-open-label">Table display</span>
      </button>
      <DisplayScreenSelect />
      <button
        type="button"
        className={cx('btn btn-head', share.on && 'share-on')}
        onClick={() => setPanel(true)}
        aria-label={share.on ? 'Sharing to phones: on' : 'Share to phones'}
        title={share.on ? 'The table display is shared to phones on the local network: click to see the QR code or stop' : 'Share the table display to the table’s phones'}
      >
        <PhoneIcon />
        {/* From 1440 px down the header is narrower: the shorter words (share.css). */}
        <span className="share-long">{share.on ? 'Sharing to phones: on' : 'Phones'}</span>
        {share.on ? <span className="share-short">On</span> : null}
      </button>
      <SharePanel />
    </div>
  );
}

export function SharePanel() {
  const { share, panelOpen, busy, setPanel, setShare } = useTableUi();
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    setQr(null);
    if (share.url) {
      void QRCode.toString(share.url, { type: 'svg', margin: 2, errorCorrectionLevel: 'M' }).then((svg) => {
        if (live) setQr(`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`);
      });
    }
    return () => {
      live = false;
    };
  }, [share.url]);
  return (
    <Dialog open={panelOpen} title="Share to the table’s phones" onClose={() => setPanel(false)}>
      <div className="share-panel">
        <p>
          Phones on the same network can watch the table display: they see the turn, the tracks and the last battle, and can change
          nothing. Hidden treasuries stay hidden. Each time it is switched on it gets a new address; it stops when switched off or when the
          campaign is closed.
        </p>
        <label className="share-switch">
          <input type="checkbox" role="switch" checked={share.on} disabled={busy} onChange={(e) => void setShare(e.target.checked)} />
          <span>{share.on ? 'Sharing to phones: on' : 'Sharing to phones: off'}</span>
        </label>
        {share.problem ? (
          <p className="share-problem" role="alert">
            {share.problem}
          </p>
        ) : null}
        {share.on && share.url ? (
          <div className="share-qr">
            {qr ? <img src={qr} alt={`QR code of the table display’s address, ${share.url}`} width={280} height={280} /> : <div className="share-qr-wait">Drawing the code…</div>}
            <div>
              <p>Scan it with a phone’s camera, or type the address:</p>
              <code className="share-url">{share.url}</code>
            </div>
          </div>
        ) : null}
      </div>
    </Dialog>
  );
}
