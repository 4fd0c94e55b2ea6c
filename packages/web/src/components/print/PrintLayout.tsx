import type { CampaignSummary, Company } from '@warband/schemas';
import { useEffect } from 'react';
import { createPortal } from 'react-dom';
import { PrintSheet } from './PrintSheet';
import './print.css';

const PRINTING = 'wl-printing';

interface PrintLayoutProps {
  company: Company;
  newRuleset: boolean;
  campaign: CampaignSummary | null;
  /** The print dialog has closed (printed or cancelled). */
  onDone: () => void;
}

/**
 * The print layout: the company's sheet beside the app, at the top of the document, hidden on
 * screen; while it is mounted, print shows it alone. Once it is laid out the browser's print
 * dialog opens; the layout goes when the dialog closes ('afterprint', which every browser
 * sends whether print() waited for the dialog or not).
 */
export function PrintLayout({ company, newRuleset, campaign, onDone }: PrintLayoutProps) {
  useEffect(() => {
    document.body.classList.add(PRINTING);
    const done = () => onDone();
    window.addEventListener('afterprint', done);
    // Two frames: the sheet is in the document and laid out before the dialog takes it.
    let frame = requestAnimationFrame(() => {
      frame = requestAnimationFrame(() => window.print());
    });
    return () => {
      cancelAnimationFrame(frame);
      window.removeEventListener('afterprint', done);
      document.body.classList.remove(PRINTING);
    };
  }, [onDone]);

  return createPortal(
    <div className="wl-print-root">
      <PrintSheet company={company} newRuleset={newRuleset} campaign={campaign} />
    </div>,
    document.body,
  );
}
