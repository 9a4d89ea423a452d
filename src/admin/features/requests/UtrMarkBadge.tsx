// What the OCR read from the slip against what the player typed and the merchant account they named:
// colour and words (never colour alone). A different amount or payee outranks a matching UTR.
import { useAdminSelector } from '../../app/adminHooks';
import type { AdminWalletRequest } from '../../../domain/contract/wallet';
import { formatRupees } from '../../../domain/money';
import { payeeMark, type PayeeMark } from '../../../domain/slipPayee';
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

/** The slip's payee against the merchant account of the deposit; undefined until the slip is read. */
export function usePayeeMark(request: AdminWalletRequest): PayeeMark | undefined {
  const ocr = useAdminSelector((state) => selectOcr(state, request.id));
  if (ocr?.status !== 'read' || !ocr.payee) return undefined;
  return payeeMark(ocr.payee, { displayName: request.DisplayName, upiId: request.UPIID, accountNumber: request.AccountNumber });
}

const merchantName = (request: AdminWalletRequest) => request.DisplayName || request.UPIID || request.AccountNumber || 'the merchant';

/** Shown beside the amount's badge, as loud: a slip paid to another account is not this deposit. */
export function PayeeMismatchBadge({ request }: { request: AdminWalletRequest }) {
  const payee = usePayeeMark(request);
  if (payee?.mark !== 'mismatch') return null;
  return (
    <Badge $tone="bad">
      ⚠ Slip paid to {payee.shown}, not {merchantName(request)}
    </Badge>
  );
}

/** The detail's full answer: matched (and by what), different, or not on the slip. */
export function PayeeMarkBadge({ request }: { request: AdminWalletRequest }) {
  const payee = usePayeeMark(request);
  if (!payee) return <Badge $tone="muted">Slip not read</Badge>;
  if (payee.mark === 'match') return <Badge $tone="ok">✓ Paid to the merchant ({payee.by})</Badge>;
  if (payee.mark === 'mismatch') return <PayeeMismatchBadge request={request} />;
  return <Badge $tone="warn">? Payee not found on slip</Badge>;
}

export function UtrMarkBadge({ request }: { request: AdminWalletRequest }) {
  const ocr = useAdminSelector((state) => selectOcr(state, request.id));
  const payeeDiffers = usePayeeMark(request)?.mark === 'mismatch';
  const mark = utrMark(ocr, request.UTRNo);
  switch (mark) {
    case 'reading':
      return <Badge $tone="info">Reading slip… {ocr?.status === 'reading' ? `${Math.round(ocr.progress * 100)}%` : ''}</Badge>;
    case 'match': {
      // Never a green all-clear while the amount or the payee differs.
      const differs = [amountDiffers(request) && 'amount', payeeDiffers && 'payee'].filter(Boolean).join(' and ');
      return differs ? <Badge $tone="muted">UTR matches slip ({differs} differs)</Badge> : <Badge $tone="ok">✓ UTR matches slip</Badge>;
    }
    case 'mismatch':
      return <Badge $tone="bad">✗ Slip says {ocr?.status === 'read' ? ocr.utr : ''}</Badge>;
    case 'unreadable':
      return <Badge $tone="warn">? No UTR on slip</Badge>;
    default:
      return <Badge $tone="muted">Slip not read</Badge>;
  }
}
