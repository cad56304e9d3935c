// When the start-up chunk itself cannot be fetched (a first visit that lost
// its connection half-way), the agent is told, instead of builder steps that
// wait for ever for a device that was never opened.
import { showAlert } from '../components/alerts/alerts-store';
import { START_UP_ALERT_KEY } from './app-alert-keys';

export const START_UP_CHUNK_MESSAGE =
  'Part of the app could not be loaded, so nothing can be saved on this device yet. Check the connection and reload the page.';

export function reportStartUpFailure(error: unknown): void {
  console.error('Start-up: the app could not load', error);
  showAlert({
    key: START_UP_ALERT_KEY,
    variant: 'danger',
    title: 'Something did not start correctly',
    lines: [START_UP_CHUNK_MESSAGE],
  });
}
