// Where a value comes from: the rulebook (with its section), the group ("entered"), an unverified
// default, or nowhere yet ("missing"). Given several cells it shows the weakest, so a result computed
// from them (an odds figure, a total) claims no more than its least certain input.
//
//   <ProvenanceBadge cell={cell} />                         one table cell
//   <ProvenanceBadge cells={[a, b, { cell: c, label: 'Austria Inf #1 firepower' }]} />
//   <ProvenanceBadge source="unverified" note="…" />
//   <ProvenanceBadge cells={inputs} hideRulebook />         nothing shown while all are rulebook values
import type { Cell, CellSource } from '../../../shared/data/tables';
import { sourceLabel, weakest } from './model';
import './data.css';

export interface LabelledCell {
  cell: Cell | null | undefined;
  /** What the value is, for the tooltip: "France Inf #1 · Firepower". */
  label: string;
}

export interface ProvenanceBadgeProps {
  /** One cell: its source, citation and note. */
  cell?: Cell | null | undefined;
  /** Several cells (or labelled cells): the weakest source is shown; the tooltip names the weak ones. */
  cells?: Array<Cell | LabelledCell | null | undefined>;
  /** Or a source on its own (with an optional citation and note). */
  source?: CellSource;
  cite?: string;
  note?: string;
  /** Show nothing when the (weakest) source is the rulebook. */
  hideRulebook?: boolean;
  /** 'sm' for table cells, 'md' (default) beside a result. */
  size?: 'sm' | 'md';
  className?: string;
}

const isLabelled = (x: Cell | LabelledCell): x is LabelledCell => 'label' in x && !('src' in x);

const EXPLAIN: Record<CellSource, string> = {
  rulebook: 'From the rulebook',
  group: 'Entered by the group from its own components',
  unverified: 'Unverified: a default the rulebook does not confirm. Check it against your components',
  missing: 'Missing: not entered yet. Fill it in in the data editor',
};

/** What a badge says and its tooltip, for any of the prop forms (exported for tests and other views). */
export function describeProvenance(p: Pick<ProvenanceBadgeProps, 'cell' | 'cells' | 'source' | 'cite' | 'note'>): { src: CellSource; text: string; title: string } {
  if (p.cells) {
    const items = p.cells.map((x) => (x && isLabelled(x) ? x : { cell: x, label: '' }));
    const src = weakest(items.map((i) => i.cell));
    const weak = items.filter((i) => (i.cell?.src ?? 'missing') === src && src !== 'rulebook');
    const lines = [`${EXPLAIN[src]}${items.length > 1 ? ` (the weakest of ${items.length} values)` : ''}.`];
    for (const w of weak.slice(0, 8)) {
      const what = w.label || 'A value';
      lines.push(`• ${what}${w.cell?.note ? `: ${w.cell.note}` : ''}`);
    }
    if (weak.length > 8) lines.push(`• and ${weak.length - 8} more`);
    const single = items.length === 1 ? items[0]!.cell : undefined;
    return { src, text: sourceLabel(src, single?.cite), title: lines.join('\n') };
  }
  const src: CellSource = p.cell ? p.cell.src : (p.source ?? 'missing');
  const cite = p.cell?.cite ?? p.cite;
  const note = p.cell?.note ?? p.note;
  const title = [`${EXPLAIN[src]}${src === 'rulebook' && cite ? `, ${/^\d/.test(cite) ? '§' : ''}${cite}` : ''}.`, note ? note : ''].filter(Boolean).join('\n');
  return { src, text: sourceLabel(src, cite), title };
}

export function ProvenanceBadge(props: ProvenanceBadgeProps) {
  const { src, text, title } = describeProvenance(props);
  if (props.hideRulebook && src === 'rulebook') return null;
  const hasNote = !!(props.cell?.note ?? props.note) || (!!props.cells && src !== 'rulebook');
  return (
    <span
      className={['prov', `prov-${src}`, props.size === 'sm' ? 'prov-sm' : '', hasNote ? 'prov-noted' : '', props.className ?? ''].filter(Boolean).join(' ')}
      title={title}
      data-provenance={src}
    >
      {src !== 'rulebook' ? (
        <span className="prov-mark" aria-hidden="true">
          {src === 'group' ? '✓' : src === 'unverified' ? '?' : '!'}
        </span>
      ) : null}
      <span className="prov-text">{text}</span>
    </span>
  );
}
