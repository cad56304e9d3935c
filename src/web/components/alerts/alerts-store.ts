// Messages for the agent, keyed like the original product's alerts
// (docs/product-rules.md#errors: 'signinError', 'localSync', ...). Showing an alert under a key
// that is already shown replaces it, so a retried action never stacks copies.
import { createStore } from '../../lib/app-state';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AppAlert {
  key: string;
  variant: AlertVariant;
  title?: string;
  lines?: string[];
}

interface AlertsState {
  alerts: AppAlert[];
  showAlert: (alert: AppAlert) => void;
  dismissAlert: (key: string) => void;
  /** Without keys, every alert goes. */
  clearAlerts: (keys?: readonly string[]) => void;
}

export const useAlerts = createStore<AlertsState>((set) => ({
  alerts: [],
  showAlert: (alert) =>
    set((state) => {
      const index = state.alerts.findIndex((shown) => shown.key === alert.key);
      if (index < 0) return { alerts: [...state.alerts, alert] };
      const alerts = state.alerts.slice();
      alerts[index] = alert;
      return { alerts };
    }),
  dismissAlert: (key) => set((state) => ({ alerts: state.alerts.filter((alert) => alert.key !== key) })),
  clearAlerts: (keys) =>
    set((state) => ({ alerts: keys ? state.alerts.filter((alert) => !keys.includes(alert.key)) : [] })),
}));

/** For code outside React (start-up, stores). */
export const showAlert = (alert: AppAlert) => useAlerts.getState().showAlert(alert);
export const dismissAlert = (key: string) => useAlerts.getState().dismissAlert(key);
export const clearAlerts = (keys?: readonly string[]) => useAlerts.getState().clearAlerts(keys);
