// The audit filter form's rules, the server's: dates in IST as YYYY-MM-DD (optionally HH:mm[:ss]),
// from before to; the text filters at most as long as the server takes.
import type { AuditFilter } from './auditApi';

// A type, not an interface: the list's filter hook takes any record of strings.
export type AuditDraft = {
  action: string;
  target: string;
  operator: string;
  from: string;
  to: string;
};

export const AUDIT_MSG = {
  date: 'Dates are IST: YYYY-MM-DD or YYYY-MM-DD HH:mm:ss.',
  order: 'The start is after the end.',
  tooLong: (max: number) => `At most ${max} characters.`,
} as const;

const DATE = /^\d{4}-\d{2}-\d{2}( \d{2}:\d{2}(:\d{2})?)?$/;
const LIMITS = { action: 40, target: 60, operator: 32 } as const;

export function auditDraftErrors(draft: AuditDraft): Partial<Record<keyof AuditDraft, string>> {
  const errors: Partial<Record<keyof AuditDraft, string>> = {};
  for (const field of ['action', 'target', 'operator'] as const) {
    if (draft[field].trim().length > LIMITS[field]) errors[field] = AUDIT_MSG.tooLong(LIMITS[field]);
  }
  for (const field of ['from', 'to'] as const) {
    if (draft[field].trim() && !DATE.test(draft[field].trim())) errors[field] = AUDIT_MSG.date;
  }
  if (!errors.from && !errors.to && draft.from.trim() && draft.to.trim() && draft.from.trim() >= draft.to.trim())
    errors.to = AUDIT_MSG.order;
  return errors;
}

export function toAuditFilter(draft: AuditDraft, page: number): AuditFilter {
  const value = (text: string) => text.trim() || undefined;
  return {
    action: value(draft.action),
    target: value(draft.target),
    operator: value(draft.operator),
    from: value(draft.from),
    to: value(draft.to),
    page,
  };
}
