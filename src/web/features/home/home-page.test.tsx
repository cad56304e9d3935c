// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { routes } from '../../app/router';

function renderAt(path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

beforeEach(() => {
  // jsdom has no layout; the router scrolls to the top on every navigation.
  vi.spyOn(window, 'scrollTo').mockImplementation(() => {});
});

afterEach(cleanup);

describe('home page', () => {
  it('welcomes with one main heading', () => {
    renderAt('/');
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/welcome/i);
  });

  it("leads to the builder with a LET'S GET STARTED link", () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: "LET'S GET STARTED" })).toHaveAttribute('href', '/builder/customer');
  });

  it('offers the free home energy assessment', () => {
    renderAt('/');
    const section = screen.getByRole('region', { name: 'Free home energy assessment' });
    expect(section).toHaveTextContent(/no charge/i);
    for (const part of ['Blower door test', 'Infrared scan', 'Smoke pencil check', 'A written report']) {
      expect(section).toHaveTextContent(part);
    }
  });

  it('lists the three diagnostic tools', () => {
    renderAt('/');
    const tools = screen.getByRole('region', { name: 'Our diagnostic tools' });
    for (const name of ['Infrared cameras', 'Blower doors', 'Smoke pencils']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(tools).toContainElement(screen.getByRole('heading', { name }));
    }
  });

  it('names the version in the footer, from package.json', () => {
    renderAt('/');
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 3.0.0');
  });

  it('links the brand home', () => {
    renderAt('/');
    expect(screen.getByRole('link', { name: 'Contract Builder' })).toHaveAttribute('href', '/');
  });
});

describe('routes', () => {
  it('opens the builder placeholder from the start button', () => {
    const router = renderAt('/');
    fireEvent.click(screen.getByRole('link', { name: "LET'S GET STARTED" }));
    expect(router.state.location.pathname).toBe('/builder/customer');
    expect(screen.getByRole('heading', { level: 1, name: 'Customer' })).toBeInTheDocument();
    expect(document.title).toBe('Customer · Contract Builder');
  });

  it('sends an unknown path home', () => {
    const router = renderAt('/no/such/page');
    expect(router.state.location.pathname).toBe('/');
    expect(screen.getByRole('link', { name: "LET'S GET STARTED" })).toBeInTheDocument();
  });

  it('sends an unknown builder step home', () => {
    const router = renderAt('/builder/nonsense');
    expect(router.state.location.pathname).toBe('/');
  });
});
