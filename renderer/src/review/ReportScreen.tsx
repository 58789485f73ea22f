// The printable campaign summary as a page of the app: the report main builds (shared/review/report.ts, every
// text escaped, no script) shown on paper, with Print (the browser's dialog, which also saves a PDF) and, on the
// desktop, Save as PDF (Electron's printToPDF) and Save as HTML. Print CSS (review.css) prints the page alone.
import { useEffect, useRef } from 'react';
import { createPortal } from 'react-dom';
import { REPORT_CSS } from '../../../shared/review/report';
import { useApp } from '../lib/store';
import { useReview } from './store';

// The report's one stylesheet, adopted by the document: constructed sheets are not inline styles, so the
// app's CSP (style-src 'self') has nothing to refuse.
let sheet: CSSStyleSheet | null = null;
function adoptReportStyles(): void {
  if (!sheet) {
    sheet = new CSSStyleSheet();
    sheet.replaceSync(REPORT_CSS);
  }
  if (!document.adoptedStyleSheets.includes(sheet)) document.adoptedStyleSheets = [...document.adoptedStyleSheets, sheet];
}

export function ReportScreen() {
  const report = useReview((s) => s.report);
  const closeReport = useReview((s) => s.closeReport);
  const exportAs = useReview((s) => s.exportAs);
  const host = useApp((s) => s.info?.host ?? 'browser');
  const first = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!report) return;
    adoptReportStyles();
    const back = document.activeElement as HTMLElement | null;
    first.current?.focus();
    // Esc closes the summary first (not the figures or the review behind it).
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') {
        e.stopImmediatePropagation();
        closeReport();
      }
    };
    window.addEventListener('keydown', onKey, true);
    return () => {
      window.removeEventListener('keydown', onKey, true);
      back?.focus?.();
    };
  }, [report, closeReport]);
  if (!report) return null;
  return createPortal(
    <section className="calc rp-screen" role="dialog" aria-modal="true" aria-label={`Campaign summary: ${report.title}`}>
      <header className="calc-head rp-screen-head">
        <button type="button" className="btn btn-head" onClick={closeReport} aria-keyshortcuts="Escape" title="Back to the figures (Esc)">
          ◂ Back
        </button>
        <p className="calc-title rp-screen-title">Campaign summary, ready to print</p>
        <div className="rp-screen-actions">
          <button ref={first} type="button" className="btn btn-primary" onClick={() => window.print()} title={host === 'browser' ? 'Print, or choose Save as PDF in the print dialog' : 'Print'}>
            Print…
          </button>
          {host === 'electron' ? (
            <button type="button" className="btn btn-head" onClick={() => void exportAs('summary.pdf')}>
              Save as PDF…
            </button>
          ) : null}
          <button type="button" className="btn btn-head" onClick={() => void exportAs('summary.html')}>
            Save as HTML{host === 'electron' ? '…' : ''}
          </button>
        </div>
      </header>
      {/* Focusable: the summary scrolls, and the keyboard must scroll it too. */}
      <div className="rp-screen-body" tabIndex={0}>
        {/* The report is built by main from escaped text only (shared/review/report.ts): no script, no style attribute. */}
        <div className="rp-paper" dangerouslySetInnerHTML={{ __html: report.html }} />
      </div>
    </section>,
    document.body,
  );
}
