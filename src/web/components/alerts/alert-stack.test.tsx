// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { act, cleanup, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { AlertStack } from './alert-stack';
import { clearAlerts, dismissAlert, showAlert, useAlerts } from './alerts-store';

beforeEach(() => useAlerts.setState({ alerts: [] }));
afterEach(cleanup);

describe('alerts', () => {
  it('shows an alert with its title and lines', () => {
    render(<AlertStack />);
    act(() =>
      showAlert({
        key: 'localSync',
        variant: 'danger',
        title: 'Authentication Required',
        lines: ['You must sign in before you can sync.'],
      }),
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Authentication Required');
    expect(alert).toHaveTextContent('You must sign in before you can sync.');
    expect(alert).toHaveClass('alert-danger');
  });

  it('announces info and success politely, warning and danger at once', () => {
    render(<AlertStack />);
    act(() => {
      showAlert({ key: 'a', variant: 'info', lines: ['info'] });
      showAlert({ key: 'b', variant: 'success', lines: ['success'] });
      showAlert({ key: 'c', variant: 'warning', lines: ['warning'] });
      showAlert({ key: 'd', variant: 'danger', lines: ['danger'] });
    });
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['info', 'success']);
    expect(screen.getAllByRole('alert').map((node) => node.textContent)).toEqual(['warning', 'danger']);
  });

  it('replaces an alert shown under the same key', () => {
    render(<AlertStack />);
    act(() => showAlert({ key: 'signinError', variant: 'danger', lines: ['first'] }));
    act(() => showAlert({ key: 'signinError', variant: 'warning', lines: ['second'] }));
    expect(screen.getAllByRole('alert')).toHaveLength(1);
    expect(screen.getByRole('alert')).toHaveTextContent('second');
    expect(screen.getByRole('alert')).toHaveClass('alert-warning');
  });

  it('shows only the keys it is given', () => {
    render(<AlertStack keys={['signinError']} />);
    act(() => {
      showAlert({ key: 'signinError', variant: 'danger', lines: ['sign-in'] });
      showAlert({ key: 'localSync', variant: 'danger', lines: ['sync'] });
    });
    expect(screen.getByRole('alert')).toHaveTextContent('sign-in');
    expect(screen.queryByText('sync')).not.toBeInTheDocument();
  });

  it('is dismissed with its Dismiss button', async () => {
    const user = userEvent.setup();
    render(<AlertStack />);
    act(() => showAlert({ key: 'note', variant: 'info', lines: ['Saved.'] }));
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText('Saved.')).not.toBeInTheDocument();
    expect(useAlerts.getState().alerts).toEqual([]);
  });

  it('is dismissed and cleared from code', () => {
    render(<AlertStack />);
    act(() => {
      showAlert({ key: 'a', variant: 'info', lines: ['a'] });
      showAlert({ key: 'b', variant: 'info', lines: ['b'] });
      showAlert({ key: 'c', variant: 'info', lines: ['c'] });
    });
    act(() => dismissAlert('a'));
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['b', 'c']);
    act(() => clearAlerts(['b']));
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['c']);
    act(() => clearAlerts());
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  });
});
