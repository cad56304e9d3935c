// Alerts that belong to the whole app rather than one screen; the layout
// shows them above every screen.
import { OTHER_TAB_ALERT_KEY } from '../contract-in-progress/builder-alert-keys';

export const START_UP_ALERT_KEY = 'startUp';
export const APP_ALERT_KEYS: readonly string[] = [START_UP_ALERT_KEY, OTHER_TAB_ALERT_KEY];
