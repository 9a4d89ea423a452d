// What the OCR read from the slip against what the player typed: colour and words (never colour alone).
import { useAdminSelector } from '../../app/adminHooks';
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { formatRupees } from '../../../domain/money';
import { Badge } from '../../ui/adminUi';
import { selectOcr, utrMark } from './decisionsSlice';

/** Whether the amount read from the slip differs from the amount typed: it outranks any UTR match. */
export function amountDiffers(request: AdminWalletRequest): boolean {
  return request.OcrAmount !== null && Math.round(request.OcrAmount * 100) !== Math.round(request.Amount * 100);
}

/** Shown first, in warning colours: a matching UTR never hides a different amount. */
export function AmountMismatchBadge({ request }: { request: AdminWalletRequest }) {
  if (!amountDiffers(request)) return null;
  return (
    <Badge $tone="bad">
      ⚠ Slip shows {formatRupees(request.OcrAmount ?? 0)}, typed {formatRupees(request.Amount)}
    </Badge>
  );
}

export function UtrMarkBadge({ id, typed, amountDiffers = false }: { id: number; typed: string; amountDiffers?: boolean }) {
  const ocr = useAdminSelector((state) => selectOcr(state, id));
  const mark = utrMark(ocr, typed);
  switch (mark) {
    case 'reading':
      return <Badge $tone="info">Reading slip… {ocr?.status === 'reading' ? `${Math.round(ocr.progress * 100)}%` : ''}</Badge>;
    case 'match':
      // Never a green all-clear while the amounts differ.
      return amountDiffers ? <Badge $tone="muted">UTR matches slip (amount differs)</Badge> : <Badge $tone="ok">✓ UTR matches slip</Badge>;
    case 'mismatch':
      return <Badge $tone="bad">✗ Slip says {ocr?.status === 'read' ? ocr.utr : ''}</Badge>;
    case 'unreadable':
      return <Badge $tone="warn">? No UTR on slip</Badge>;
    default:
      return <Badge $tone="muted">Slip not read</Badge>;
  }
}
