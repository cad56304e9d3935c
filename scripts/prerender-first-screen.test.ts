// How a page drawn at build time is written into the shell: its title, its root naming the path, and the stylesheets
// its screen loads, linked before it is painted.
import { describe, expect, it } from 'vitest';
import { drawInto } from './prerender-first-screen';

const SHELL = `<!doctype html>
<html lang="en">
  <head>
    <title>Contract Builder</title>
    <link rel="stylesheet" crossorigin href="/assets/index-a1.css">
  </head>
  <body>
    <div id="root"></div>
  </body>
</html>`;

describe('a page drawn into the shell', () => {
  const page = drawInto(
    SHELL,
    '/builder/goals',
    { markup: '<h1>Identify Goals</h1>', title: 'Identify Goals · Contract Builder' },
    ['assets/index-a1.css', 'assets/boot-b2.css', 'assets/builder-step-layout-c3.css'],
  );

  it('names the path it was drawn for, which the app takes over only there', () => {
    expect(page).toContain('<div id="root" data-drawn-at="/builder/goals"><h1>Identify Goals</h1></div>');
  });

  it('carries the screen’s title and reads the device’s hints before anything is painted', () => {
    expect(page).toContain(
      '<title>Identify Goals · Contract Builder</title>\n    <script src="/device-hints.js"></script>',
    );
  });

  it('links the stylesheets of the app and of the step once each, in the head', () => {
    const head = page.slice(0, page.indexOf('</head>'));
    expect(head.match(/href="\/assets\/index-a1\.css"/g)).toHaveLength(1);
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/boot-b2.css">');
    expect(head).toContain('<link rel="stylesheet" crossorigin href="/assets/builder-step-layout-c3.css">');
  });

  it('escapes a title that holds markup', () => {
    expect(drawInto(SHELL, '/', { markup: '', title: 'R&D <b>' }, [])).toContain('<title>R&amp;D &lt;b></title>');
  });
});
