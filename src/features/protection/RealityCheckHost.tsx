// The reality check: every N minutes after log-in (the player's choice: off, 15, 30, 60),
// a dialog says how long they have been signed in and their profit or loss since, as the server
// counts them for this session, with "Continue" and "Log out". Mounted by the shell for as long as a
// player is signed in; it also registers the feature's listeners.
import { useEffect, useState } from 'react';
import { formatRupees } from '../../domain/money';
import type { SessionFigures } from '../../domain/contract/protection';
import { useAppDispatch } from '../../app/hooks';
import { Button } from '../../ui/Button';
import { Modal } from '../../ui/Modal';
import { realityCheckLogOutClicked, useProtectionListeners } from './protectionListeners';
import { useGetProtectionQuery, useLazyGetSessionFiguresQuery } from './protectionApi';
import { tk } from '../../i18n/keys';
import { useT, type TFunction } from '../../i18n/runtime';

/** When the next check falls: the first whole multiple of the interval after log-in that is still ahead. */
export function nextCheckAt(signedInAt: number, intervalMs: number, now: number): number {
  const passed = Math.floor((now - signedInAt) / intervalMs) + 1;
  return signedInAt + Math.max(1, passed) * intervalMs;
}

/** '1 hour 5 minutes', in the player's language (`t`). */
export function signedInFor(minutes: number, t: TFunction): string {
  const hours = Math.floor(minutes / 60);
  const rest = minutes % 60;
  const h = hours > 0 ? `${t(hours === 1 ? tk('{{count}} hour') : tk('{{count}} hours'), { count: hours })} ` : '';
  return `${h}${t(rest === 1 ? tk('{{count}} minute') : tk('{{count}} minutes'), { count: rest })}`;
}

export function RealityCheckHost() {
  const t = useT();
  useProtectionListeners();
  const dispatch = useAppDispatch();
  const { data: state } = useGetProtectionQuery();
  const [fetchFigures] = useLazyGetSessionFiguresQuery();
  const [shown, setShown] = useState<SessionFigures | null>(null);
  const [round, setRound] = useState(0);
  const minutes = state?.realityCheckMinutes ?? 0;

  useEffect(() => {
    if (minutes === 0 || shown) return undefined;
    let timer: ReturnType<typeof setTimeout> | undefined;
    let cancelled = false;
    void fetchFigures(undefined, false)
      .unwrap()
      .then(
        (figures) => {
          if (cancelled) return;
          const due = nextCheckAt(figures.signedInAt, minutes * 60_000, Date.now());
          timer = setTimeout(() => {
            void fetchFigures(undefined, false)
              .unwrap()
              .then(
                (fresh) => {
                  if (!cancelled) setShown(fresh);
                },
                () => undefined,
              );
          }, due - Date.now());
        },
        () => undefined,
      );
    return () => {
      cancelled = true;
      if (timer) clearTimeout(timer);
    };
  }, [minutes, shown, round, fetchFigures]);

  if (!shown) return null;
  const sign = shown.profitLoss > 0 ? 'profit' : shown.profitLoss < 0 ? 'loss' : 'even';
  return (
    <Modal title={t('Reality check')} width={420}>
      <p>{t('You have been signed in for {{time}}.', { time: signedInFor(shown.minutes, t) })}</p>
      <p>
        {t('Profit or loss since you logged in:')}{' '}
        <strong data-sign={sign} style={{ color: shown.profitLoss < 0 ? '#d0021b' : shown.profitLoss > 0 ? '#066b2c' : undefined }}>
          {formatRupees(shown.profitLoss)}
        </strong>
      </p>
      <div style={{ display: 'flex', gap: 10, marginTop: 16 }}>
        <Button
          type="button"
          $variant="secondary"
          onClick={() => {
            setShown(null);
            setRound((r) => r + 1);
          }}
        >
          {t('Continue')}
        </Button>
        <Button type="button" $variant="danger" onClick={() => dispatch(realityCheckLogOutClicked())}>
          {t('Log out')}
        </Button>
      </div>
    </Modal>
  );
}
