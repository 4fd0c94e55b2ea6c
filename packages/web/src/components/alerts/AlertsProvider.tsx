import {
  createContext,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useRef,
  useState,
} from 'react';
import type { ReactNode } from 'react';
import { failureMessage } from './failure';

export const ALERT_TIMEOUT_MS = 5000;

export type AlertKind = 'success' | 'danger';
export interface AlertMessage {
  id: number;
  kind: AlertKind;
  message: string;
}

export interface AlertsApi {
  current: AlertMessage | null;
  success(message: string): void;
  danger(message: string): void;
  /** A failed call, in the danger alert: its own message, or `fallback` (failure.ts). */
  failed(error: unknown, fallback?: string): void;
  clear(): void;
}

const AlertsContext = createContext<AlertsApi | null>(null);

/** The alerts banner's state: one message at a time, gone after 5 s. */
export function AlertsProvider({ children }: { children: ReactNode }) {
  const [current, setCurrent] = useState<AlertMessage | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const nextId = useRef(1);

  const clear = useCallback(() => {
    clearTimeout(timer.current);
    setCurrent(null);
  }, []);

  const show = useCallback((kind: AlertKind, message: string) => {
    clearTimeout(timer.current);
    setCurrent({ id: nextId.current++, kind, message });
    timer.current = setTimeout(() => setCurrent(null), ALERT_TIMEOUT_MS);
  }, []);

  useEffect(() => () => clearTimeout(timer.current), []);

  const value = useMemo<AlertsApi>(
    () => ({
      current,
      success: (message) => show('success', message),
      danger: (message) => show('danger', message),
      failed: (error, fallback) => show('danger', failureMessage(error, fallback)),
      clear,
    }),
    [current, show, clear],
  );
  return <AlertsContext.Provider value={value}>{children}</AlertsContext.Provider>;
}

export function useAlerts(): AlertsApi {
  const value = useContext(AlertsContext);
  if (!value) throw new Error('useAlerts needs an AlertsProvider');
  return value;
}
