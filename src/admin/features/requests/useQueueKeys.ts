// A clerk works a queue from the keyboard: J/K or the arrows move, A approves, R rejects (with the
// comment box focused first when it is empty), + - 0 T zoom and rotate the slip. Keys typed into a
// field are the field's.
import { useEffect, useRef } from 'react';

export interface QueueKeyHandlers {
  next(): void;
  previous(): void;
  approve(): void;
  reject(): void;
  zoomIn?(): void;
  zoomOut?(): void;
  zoomReset?(): void;
  rotate?(): void;
}

export function isTypingTarget(target: EventTarget | null): boolean {
  const element = target as HTMLElement | null;
  return (
    !!element &&
    (element.tagName === 'INPUT' || element.tagName === 'TEXTAREA' || element.tagName === 'SELECT' || element.isContentEditable)
  );
}

export function useQueueKeys(handlers: QueueKeyHandlers): void {
  const latest = useRef(handlers);
  latest.current = handlers;
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey || event.metaKey || event.altKey) return;
      if (isTypingTarget(event.target)) {
        if (event.key === 'Escape') (event.target as HTMLElement).blur();
        return;
      }
      const h = latest.current;
      const actions: Record<string, (() => void) | undefined> = {
        j: h.next,
        ArrowDown: h.next,
        k: h.previous,
        ArrowUp: h.previous,
        a: h.approve,
        r: h.reject,
        '+': h.zoomIn,
        '=': h.zoomIn,
        '-': h.zoomOut,
        '0': h.zoomReset,
        t: h.rotate,
      };
      const action = actions[event.key.length === 1 ? event.key.toLowerCase() : event.key];
      if (!action || event.repeat) return;
      event.preventDefault();
      action();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);
}
