import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation } from 'wouter';
import { useT } from '../../i18n/I18nProvider';
import { Button, Dialog, DialogBody, DialogFooter } from '../../ui';
import { useLazySessionTimersQuery, useReportActivityMutation, type SessionTimers } from './sessionsApi';
import {
  type Deadlines,
  type IdlePhase,
  deadlinesFrom,
  formatCountdown,
  phaseAt,
  reportDelay,
} from './idleModel';
import { useSignOutWithNotice } from './useSignOutWithNotice';

/** What counts as the user being there (besides in-app navigation). */
const INPUT_EVENTS = ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const;

/**
 * The idle timeout in the console (docs/security.md, "Sessions"). The server is the judge: the console
 * learns the seconds left from it, reports the user's input (pointer, keys, wheel, touch, navigation)
 * at most once a minute, and marks every read as background work (baseQuery), so polling never keeps a
 * session alive. Two minutes before the timeout a dialog offers "Stay signed in"; at the timeout the
 * console signs out to the sign-in page with a message. Before warning or signing out it asks the server
 * again, so the user's activity in another tab counts.
 */
export function IdleWatch() {
  const t = useT();
  const [location] = useLocation();
  const [fetchTimers] = useLazySessionTimersQuery();
  const [report] = useReportActivityMutation();
  const signOut = useSignOutWithNotice();
  const signOutRef = useRef(signOut);
  signOutRef.current = signOut;
  const deadlines = useRef<Deadlines | null>(null);
  const lastReport = useRef(0);
  const pendingReport = useRef<number | undefined>(undefined);
  const asking = useRef(false);
  const confirmed = useRef(false);
  const phaseRef = useRef<IdlePhase>({ kind: 'active' });
  const [phase, setPhase] = useState<IdlePhase>({ kind: 'active' });

  const apply = useCallback((timers: SessionTimers) => {
    deadlines.current = deadlinesFrom(timers, Date.now());
    const next = phaseAt(deadlines.current, Date.now());
    phaseRef.current = next;
    setPhase(next);
  }, []);

  const sendReport = useCallback(async () => {
    pendingReport.current = undefined;
    lastReport.current = Date.now();
    confirmed.current = false;
    await report()
      .unwrap()
      .then(apply)
      .catch(() => undefined);
  }, [report, apply]);

  const onInput = useCallback(() => {
    // While the warning is open only its buttons count: a stray key press must not hide it.
    if (phaseRef.current.kind !== 'active' || pendingReport.current !== undefined) return;
    const delay = reportDelay(Date.now(), lastReport.current);
    if (delay === 0) void sendReport();
    else pendingReport.current = window.setTimeout(() => void sendReport(), delay);
  }, [sendReport]);

  useEffect(() => {
    void fetchTimers(undefined, false)
      .unwrap()
      .then(apply)
      .catch(() => undefined);
    for (const name of INPUT_EVENTS) window.addEventListener(name, onInput, { capture: true, passive: true });
    return () => {
      for (const name of INPUT_EVENTS) window.removeEventListener(name, onInput, { capture: true });
      window.clearTimeout(pendingReport.current);
    };
  }, [fetchTimers, apply, onInput]);

  const firstLocation = useRef(location);
  useEffect(() => {
    if (location !== firstLocation.current) onInput();
  }, [location, onInput]);

  useEffect(() => {
    const tick = async () => {
      if (!deadlines.current || asking.current) return;
      const next = phaseAt(deadlines.current, Date.now());
      if (next.kind === 'active') confirmed.current = false;
      else if (!confirmed.current) {
        // Another tab may have reported activity: ask the server once before warning or signing out.
        asking.current = true;
        await fetchTimers(undefined, false)
          .unwrap()
          .then(apply)
          .catch(() => undefined);
        confirmed.current = true;
        asking.current = false;
        return;
      }
      phaseRef.current = next;
      setPhase(next);
      if (next.kind === 'idle' || next.kind === 'lifetime') {
        const d = deadlines.current;
        deadlines.current = null;
        await signOutRef.current(
          next.kind === 'idle'
            ? t('signInSessions.signedOutIdle', { minutes: d.idleMinutes })
            : t('signInSessions.signedOutLifetime', { hours: d.lifetimeHours }),
        );
      }
    };
    const timer = window.setInterval(() => void tick(), 1000);
    return () => window.clearInterval(timer);
  }, [fetchTimers, apply, t]);

  return (
    <Dialog
      isOpen={phase.kind === 'warning'}
      title={t('signInSessions.idleTitle')}
      icon="time"
      isCloseButtonShown={false}
      canEscapeKeyClose={false}
      canOutsideClickClose={false}
      style={{ width: 420 }}
    >
      <DialogBody>
        <p role="alert">
          {t('signInSessions.idleWarning', {
            time: formatCountdown(phase.kind === 'warning' ? phase.secondsLeft : 0),
          })}
        </p>
      </DialogBody>
      <DialogFooter
        actions={
          <>
            <Button text={t('signInSessions.signOutNow')} onClick={() => void signOut(null)} />
            <Button
              intent="primary"
              autoFocus
              text={t('signInSessions.staySignedIn')}
              onClick={() => void sendReport()}
            />
          </>
        }
      />
    </Dialog>
  );
}
