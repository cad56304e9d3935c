// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import starterCatalogue from '#domain/catalogue/starter-catalogue.json';
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

  it('offers the home energy assessment and promises nothing the price book contradicts', async () => {
    renderAt('/');
    const section = await screen.findByRole('region', { name: 'Home energy assessment' });
    // The price book sells the assessment (W1-01): the page may not call it free.
    const assessment = starterCatalogue.find((scope) => scope.wsid === 'W1-01');
    expect(assessment?.calculations[0]?.rate).toBe(395);
    expect(document.body).not.toHaveTextContent(/\bfree\b|no charge|at no cost/i);
    expect(section).toHaveTextContent('If you choose it, it is a line in your proposal with its price');
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
    // The step's code is a lazy chunk, transformed on its first import in this test process: slow on a busy machine.
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Create Customer' }, { timeout: 5_000 }),
    ).toBeInTheDocument();
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
