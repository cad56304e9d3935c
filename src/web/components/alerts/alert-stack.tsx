// The alerts of one place on the screen: a page shows the keys it owns, so a
// sign-in error appears on the sign-in form and nowhere else.
import { Alert } from 'react-bootstrap';
import { useAlerts, type AlertVariant } from './alerts-store';

// Danger and warning interrupt a screen reader; the others wait their turn.
const roleOf = (variant: AlertVariant) => (variant === 'danger' || variant === 'warning' ? 'alert' : 'status');

export function AlertStack({ keys, className }: { keys?: readonly string[]; className?: string }) {
  const alerts = useAlerts((state) => state.alerts);
  const dismissAlert = useAlerts((state) => state.dismissAlert);
  const shown = keys ? alerts.filter((alert) => keys.includes(alert.key)) : alerts;
  if (shown.length === 0) return null;

  return (
    <div className={className}>
      {shown.map((alert) => (
        <Alert
          key={alert.key}
          variant={alert.variant}
          role={roleOf(alert.variant)}
          dismissible
          closeLabel="Dismiss"
          onClose={() => dismissAlert(alert.key)}
          transition={false}
        >
          {alert.title && <p className="alert-heading fw-bold mb-1">{alert.title}</p>}
          {alert.lines?.map((line, index) => (
            <p key={index} className={index === (alert.lines?.length ?? 0) - 1 ? 'mb-0' : 'mb-1'}>
              {line}
            </p>
          ))}
        </Alert>
      ))}
    </div>
  );
}
