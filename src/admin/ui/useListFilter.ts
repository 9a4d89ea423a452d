// A console list's filter: what the clerk is typing (draft), what the list shows (applied, on Apply),
// and the page (back to 1 whenever the filter changes).
import { useCallback, useState, type Dispatch, type FormEvent, type SetStateAction } from 'react';

export function useListFilter<F extends Record<string, string>>(empty: F, check?: (draft: F) => Partial<Record<keyof F, string>>) {
  const [draft, setDraft] = useState<F>(empty);
  const [applied, setApplied] = useState<F>(empty);
  const [errors, setErrors] = useState<Partial<Record<keyof F, string>>>({});
  const [page, setPage] = useState(1);
  const applyNow = useCallback((next: F) => {
    setDraft(next);
    setApplied(next);
    setErrors({});
    setPage(1);
  }, []);
  return {
    draft,
    applied,
    errors,
    page,
    setPage,
    /** An input's or a select's value, onValue and error for one field. */
    bind: draftField(draft, setDraft, errors),
    apply: (event?: FormEvent) => {
      event?.preventDefault();
      const found = check?.(draft) ?? {};
      setErrors(found);
      if (Object.keys(found).length > 0) return;
      setApplied(draft);
      setPage(1);
    },
    /** Sets and applies at once (a link into the list with a filter). */
    applyNow,
  };
}

/** The applied filter's non-empty fields, trimmed: a query string's parameters. */
export function filterParams(filter: Record<string, string>): Record<string, string> {
  return Object.fromEntries(
    Object.entries(filter)
      .map(([k, v]) => [k, v.trim()] as const)
      .filter(([, v]) => v !== ''),
  );
}

/**
 * A form's draft kept in one useState: for each field, the value, onValue and error that Field,
 * AreaField and SelectField take.
 */
export function draftField<F extends { [K in keyof F]: string }>(
  draft: F,
  setDraft: Dispatch<SetStateAction<F>>,
  errors: Partial<Record<keyof F, string>>,
) {
  return (field: keyof F) => ({
    value: draft[field],
    onValue: (value: string) => setDraft((d) => ({ ...d, [field]: value })),
    error: errors[field],
  });
}
