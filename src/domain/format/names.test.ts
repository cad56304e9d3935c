import { describe, expect, it } from 'vitest';
import { agentDisplay, customerName, goalTitle } from './names';

describe('customerName', () => {
  it('writes Last, First', () => {
    expect(customerName('Jane', 'Doe')).toBe('Doe, Jane');
  });

  it('trims both parts', () => {
    expect(customerName('  Jane ', ' Doe  ')).toBe('Doe, Jane');
  });

  it('uses the one part present', () => {
    expect(customerName('Jane', '')).toBe('Jane');
    expect(customerName('  ', 'Doe')).toBe('Doe');
    expect(customerName(undefined, 'Doe')).toBe('Doe');
  });

  it('gives an empty string when neither is present', () => {
    expect(customerName('', '  ')).toBe('');
    expect(customerName(null, undefined)).toBe('');
  });
});

describe('agentDisplay', () => {
  const full = {
    signedIn: true,
    first: 'Sam',
    last: 'Rivera',
    displayName: 'Sammy R',
    email: 'sam@example.com',
  };

  it('shows Signed Out when not signed in, whatever else is known', () => {
    expect(agentDisplay({ ...full, signedIn: false })).toBe('Signed Out');
  });

  it('prefers Last, First', () => {
    expect(agentDisplay(full)).toBe('Rivera, Sam');
    expect(agentDisplay({ ...full, first: '' })).toBe('Rivera');
  });

  it('falls back to the display name, then the email', () => {
    expect(agentDisplay({ ...full, first: ' ', last: undefined })).toBe('Sammy R');
    expect(agentDisplay({ signedIn: true, displayName: '  ', email: 'sam@example.com' })).toBe('sam@example.com');
  });

  it('shows nothing for a signed-in session with no name or email', () => {
    expect(agentDisplay({ signedIn: true })).toBe('');
  });
});

describe('goalTitle', () => {
  it('is the goal’s own name, trimmed', () => {
    expect(goalTitle({ Name: '  Warmer bedrooms ' }, 0)).toBe('Warmer bedrooms');
  });

  it('names an unnamed goal by its place, counting from 1', () => {
    expect(goalTitle({ Name: '' }, 0)).toBe('Goal 1');
    expect(goalTitle({ Name: '   ' }, 1)).toBe('Goal 2');
  });
});
