// The battle calculator: what-if battles side by side, each with its editor and its exact odds.
// Opened from the campaign (its data pack) or from Home (the rulebook template pack).
import { useEffect, useMemo, useState } from 'react';
import type { AllianceOddsResult } from '../../../../shared/games/alliance/battle';
import type { AllianceState } from '../../../../shared/games/alliance/state';
import { useApp } from '../../lib/store';
import { RefusalBanner } from '../../components/Shell';
import { Kbd, cx } from '../../components/ui';
import { BattleEditor, CopyIcon, type EditorContext } from './BattleEditor';
import { DataBadges } from '../../components/DataBadges';
import { DRAFT_BADGE_WORDS, draftBadges, emptyDraft, duplicateDraft, explainError, rosterPresets, toInput, type BattleDraft } from './draft';
import { Headline, OddsCharts, OddsStatus } from './OddsResults';
import { useBattleUi } from './store';
import { useGameOdds } from '../../odds/useOdds';
import type { CalculatorProps } from '../../games/types';
import './battle.css';

const MAX_COLUMNS = 4;

export function BattleCalculatorScreen({ from, onClose: close }: CalculatorProps) {
  const template = useBattleUi((s) => s.template);
  const templateError = useBattleUi((s) => s.templateError);
  const view = useApp((s) => s.view);
  const connection = useApp((s) => s.connection);
  const inCampaign = from === 'campaign' && !!view && view.header.game === 'alliance';
  const ctxKey = inCampaign ? view.header.id : 'standalone';
  const stored = useBattleUi((s) => s.drafts[ctxKey]);
  const drafts = useMemo(() => stored ?? [emptyDraft('a', 'Battle A')], [stored]);
  const setDrafts = (d: BattleDraft[]) => useBattleUi.getState().setDrafts(ctxKey, d);
  const pack = inCampaign ? ((view.state as AllianceState).data ?? null) : template;

  useEffect(() => {
    if (inCampaign || template || connection !== 'open') return;
    let live = true;
    void useApp
      .getState()
      .call('data.catalogue', { game: 'alliance' }, 'Reading the block roster')
      .then((r) => {
        if (!live) return;
        if (r.ok) useBattleUi.getState().setTemplate(r.value.template);
        else useBattleUi.getState().setTemplate(null, r.error.message);
      });
    return () => {
      live = false;
    };
  }, [inCampaign, template, connection]);

  const presets = useMemo(() => rosterPresets(pack), [pack]);
  const ctx: EditorContext = useMemo(() => ({ presets }), [presets]);
  const compare = drafts.length > 1;
  // Each column's P(attacker holds), so the others can show the difference from the first.
  const [holds, setHolds] = useState<Record<string, number | null>>({});
  const base = drafts[0]!;

  return (
    <section className="calc" role="dialog" aria-modal="true" aria-label="Battle calculator">
      <header className="calc-head">
        <button type="button" className="btn btn-head calc-back" onClick={close} aria-keyshortcuts="Escape C" title="Close the calculator (Esc or C)">
          ◂ {inCampaign ? 'Back to the campaign' : view ? 'Back' : 'Home'}
        </button>
        <div className="calc-id">
          <div className="kicker">Alliance · exact odds</div>
          <h1 className="calc-title">Battle calculator</h1>
        </div>
        <div className="calc-pack" title="The block roster presets come from this data pack">
          <span className="kicker">Roster</span>
          <span className="calc-pack-name">{pack ? (inCampaign ? `${pack.name} (this campaign)` : pack.name) : templateError ? 'not available' : 'loading…'}</span>
        </div>
        <div className="calc-tools">
          <button
            type="button"
            className="btn btn-head"
            disabled={drafts.length >= MAX_COLUMNS}
            onClick={() => setDrafts([...drafts, duplicateDraft(drafts[drafts.length - 1]!, drafts)])}
            title="Copy the last battle into a new column, to compare a what-if side by side"
          >
            <CopyIcon /> Compare a what-if
          </button>
        </div>
      </header>
      <div className={cx('calc-body', compare && 'calc-compare')}>
        <RefusalBanner />
        <div className="calc-cols" style={{ ['--cols' as string]: String(drafts.length) }}>
          {drafts.map((d, i) => (
            <WhatIf
              key={d.id}
              draft={d}
              ctx={ctx}
              compare={compare}
              baseline={i > 0 && holds[base.id] != null ? { title: base.title, attackerHolds: holds[base.id]! } : null}
              onResult={(p) => setHolds((h) => (h[d.id] === p ? h : { ...h, [d.id]: p }))}
              onChange={(nd) => setDrafts(drafts.map((x) => (x.id === d.id ? nd : x)))}
              onDuplicate={drafts.length < MAX_COLUMNS ? () => setDrafts([...drafts.slice(0, i + 1), duplicateDraft(d, drafts), ...drafts.slice(i + 1)]) : null}
              onRemove={drafts.length > 1 ? () => setDrafts(drafts.filter((x) => x.id !== d.id)) : null}
              onClear={() => setDrafts(drafts.map((x) => (x.id === d.id ? { ...x, blocks: [] } : x)))}
            />
          ))}
        </div>
        <p className="calc-foot muted small">
          <Kbd>C</Kbd> opens and closes the calculator · exact odds from the same rules as the step-by-step battles; nothing here is recorded in the campaign.
        </p>
      </div>
    </section>
  );
}

function WhatIf({
  draft, ctx, compare, baseline, onResult, onChange, onDuplicate, onRemove, onClear,
}: {
  draft: BattleDraft;
  ctx: EditorContext;
  compare: boolean;
  baseline: { title: string; attackerHolds: number } | null;
  onResult: (attackerHolds: number | null) => void;
  onChange: (d: BattleDraft) => void;
  onDuplicate: (() => void) | null;
  onRemove: (() => void) | null;
  onClear: () => void;
}) {
  const { input, oddsInput, blockers } = useMemo(() => toInput(draft), [draft]);
  const odds = useGameOdds(oddsInput ? { game: 'alliance', job: 'battle', input: oddsInput } : null);
  const showResult = !!(odds.result && input && odds.status !== 'error');
  const shown = showResult && !odds.stale ? odds.result!.attackerHolds : null;
  useEffect(() => onResult(shown), [shown]); // eslint-disable-line react-hooks/exhaustive-deps
  const delta = baseline && shown !== null ? (shown - baseline.attackerHolds) * 100 : null;
  return (
    <section className={cx('whatif', 'card', compare && 'whatif-compare')} aria-label={draft.title}>
      <header className="card-head whatif-head">
        <input className="whatif-title" type="text" value={draft.title} maxLength={40} onChange={(e) => onChange({ ...draft, title: e.target.value })} aria-label="Name of this battle" />
        <div className="card-actions">
          {onDuplicate ? (
            <button type="button" className="btn btn-small" onClick={onDuplicate} aria-label={`Duplicate ${draft.title}`} title="Copy this battle into a new column to compare">
              <CopyIcon /> Duplicate
            </button>
          ) : null}
          {draft.blocks.length ? (
            <button type="button" className="btn btn-small btn-quiet" onClick={onClear} aria-label={`Clear ${draft.title}`}>
              Clear
            </button>
          ) : null}
          {onRemove ? (
            <button type="button" className="icon-btn" onClick={onRemove} aria-label={`Remove ${draft.title}`} title="Remove this column">
              ×
            </button>
          ) : null}
        </div>
      </header>
      <div className="whatif-body">
        {/* The odds: kept in view beside the blocks while the editor scrolls (a sticky column). */}
        <div className="whatif-result">
          <div className="whatif-headline" aria-live="polite">
            <DataBadges notes={draftBadges(draft)} words={DRAFT_BADGE_WORDS} />
            {!draft.blocks.length ? (
              <div className="whatif-intro">
                <p className="big-line">Add blocks to each side.</p>
                <p className="muted">Use the + buttons under Attackers and Defenders, or pick blocks from the roster. The odds appear as soon as both sides have a block.</p>
              </div>
            ) : blockers.length ? (
              <ul className="blockers" aria-label="Needed before computing">
                {blockers.map((b) => (
                  <li key={b}>{b}</li>
                ))}
              </ul>
            ) : odds.status === 'error' && odds.error ? (
              <p className="odds-error" role="alert">
                {explainError(odds.error.message, odds.error.field, input)}
              </p>
            ) : null}
            {showResult ? <Headline r={odds.result!} testIds={{ attacker: 'attacker-holds', defender: 'defender-holds' }} stale={odds.stale} /> : null}
            {delta !== null ? (
              <p className="compare-delta" data-testid="compare-delta">
                Against {baseline!.title}: the attacker holds{' '}
                <strong className={delta > 0.05 ? 'delta-up' : delta < -0.05 ? 'delta-down' : undefined}>
                  {Math.abs(delta) < 0.05 ? 'just as often' : `${delta > 0 ? '+' : '−'}${Math.abs(delta).toFixed(1)} points`}
                </strong>
              </p>
            ) : null}
            {input ? <OddsStatus odds={odds} /> : null}
          </div>
          {showResult ? (
            <div className="whatif-charts">
              <OddsCharts r={odds.result!} input={input} stale={odds.stale} />
            </div>
          ) : null}
        </div>
        <div className="whatif-editor">
          <BattleEditor draft={draft} onChange={onChange} ctx={ctx} />
        </div>
      </div>
    </section>
  );
}
