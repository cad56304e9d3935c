// Alerts that belong to the whole app rather than one screen; the layout
// shows them above every screen.
export const START_UP_ALERT_KEY = 'startUp';
export const APP_ALERT_KEYS: readonly string[] = [START_UP_ALERT_KEY];
