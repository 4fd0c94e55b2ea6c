import { useAlerts } from '../../components/alerts/AlertsProvider';
import { COPY_TEXTS } from './copy-texts';

/** Puts text on the clipboard and says so, or says the browser refused. */
export function useCopyText() {
  const alerts = useAlerts();
  return async (text: string) => {
    try {
      await navigator.clipboard.writeText(text);
      alerts.success(COPY_TEXTS.copied);
    } catch {
      alerts.danger(COPY_TEXTS.copyFailed);
    }
  };
}
