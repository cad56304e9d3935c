export { AlertStack } from './alert-stack';
export { clearAlerts, dismissAlert, showAlert, useAlerts, type AlertVariant, type AppAlert } from './alerts-store';
