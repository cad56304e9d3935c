// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { renderRoute, resetStores } from '../../testing/app';

const renderAt = (path: string) => renderRoute(path).router;

beforeEach(resetStores);
afterEach(cleanup);

describe('home page', () => {
  it('welcomes with one main heading', async () => {
    renderAt('/');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    const headings = screen.getAllByRole('heading', { level: 1 });
    expect(headings).toHaveLength(1);
    expect(headings[0]).toHaveTextContent(/welcome/i);
  });

  it("leads to the builder with a LET'S GET STARTED link", async () => {
    renderAt('/');
    expect(await screen.findByRole('link', { name: "LET'S GET STARTED" })).toHaveAttribute('href', '/builder/customer');
  });

  it('offers the free home energy assessment', async () => {
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Free home energy assessment' });
    expect(section).toHaveTextContent(/no charge/i);
    for (const part of ['Blower door test', 'Infrared scan', 'Smoke pencil check', 'A written report']) {
      expect(section).toHaveTextContent(part);
    }
  });

  it('lists the three diagnostic tools', async () => {
    renderAt('/');
    const tools = await screen.findByRole('region', { name: 'Our diagnostic tools' });
    for (const name of ['Infrared cameras', 'Blower doors', 'Smoke pencils']) {
      expect(screen.getByRole('heading', { level: 3, name })).toBeInTheDocument();
      expect(tools).toContainElement(screen.getByRole('heading', { name }));
    }
  });

  it('names the version in the footer, from package.json', async () => {
    renderAt('/');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    expect(screen.getByRole('contentinfo')).toHaveTextContent('Version 3.0.0');
  });

  it('links the brand home', async () => {
    renderAt('/');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
    expect(screen.getByRole('link', { name: 'Contract Builder' })).toHaveAttribute('href', '/');
  });
});

describe('routes', () => {
  it('opens the builder placeholder from the start button', async () => {
    const router = renderAt('/');
    fireEvent.click(await screen.findByRole('link', { name: "LET'S GET STARTED" }));
    expect(router.state.location.pathname).toBe('/builder/customer');
    expect(await screen.findByRole('heading', { level: 1, name: 'Create Customer' })).toBeInTheDocument();
    expect(document.title).toBe('Create Customer · Contract Builder');
  });

  it('sends an unknown path home', async () => {
    const router = renderAt('/no/such/page');
    expect(router.state.location.pathname).toBe('/');
    expect(await screen.findByRole('link', { name: "LET'S GET STARTED" })).toBeInTheDocument();
  });

  it('sends an unknown builder step home', async () => {
    const router = renderAt('/builder/nonsense');
    expect(router.state.location.pathname).toBe('/');
    await screen.findByRole('link', { name: "LET'S GET STARTED" });
  });
});
