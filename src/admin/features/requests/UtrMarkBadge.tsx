// What the OCR read from the slip against what the player typed: colour and words (never colour alone).
import { useAdminSelector } from '../../app/adminHooks';
import { Badge } from '../../ui/adminUi';
import { selectOcr, utrMark } from './decisionsSlice';

export function UtrMarkBadge({ id, typed }: { id: number; typed: string }) {
  const ocr = useAdminSelector((state) => selectOcr(state, id));
  const mark = utrMark(ocr, typed);
  switch (mark) {
    case 'reading':
      return <Badge $tone="info">Reading slip… {ocr?.status === 'reading' ? `${Math.round(ocr.progress * 100)}%` : ''}</Badge>;
    case 'match':
      return <Badge $tone="ok">✓ UTR matches slip</Badge>;
    case 'mismatch':
      return <Badge $tone="bad">✗ Slip says {ocr?.status === 'read' ? ocr.utr : ''}</Badge>;
    case 'unreadable':
      return <Badge $tone="warn">? No UTR on slip</Badge>;
    default:
      return <Badge $tone="muted">Slip not read</Badge>;
  }
}
