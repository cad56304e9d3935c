// The alerts of one place on the screen: a page shows the keys it owns, so a sign-in error appears on the sign-in
// form and nowhere else. Bootstrap's alert markup without react-bootstrap's Alert: start-up problems show on the
// first paint, which should carry as little code as it can.
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
        <div key={alert.key} className={`alert alert-${alert.variant} alert-dismissible`} role={roleOf(alert.variant)}>
          {alert.title && <p className="alert-heading fw-bold mb-1">{alert.title}</p>}
          {alert.lines?.map((line, index) => (
            <p key={index} className={index === (alert.lines?.length ?? 0) - 1 ? 'mb-0' : 'mb-1'}>
              {line}
            </p>
          ))}
          <button type="button" className="btn-close" aria-label="Dismiss" onClick={() => dismissAlert(alert.key)} />
        </div>
      ))}
    </div>
  );
}
