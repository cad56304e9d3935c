// The documentation resolves: every link and every path it names exists, every
// comment that points at a document points inside the repository, every
// decision record says when it was taken and whether it still holds, and the
// web app's architecture page names every folder of src/web.
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

const ROOT = process.cwd();
const SOURCE_DIRS = ['src', 'e2e', 'bench', 'scripts', 'docs', '.ci'];
const TEXT = /\.(ts|tsx|js|mjs|css|html|md|json|sql|sh)$|^run$/;

function filesUnder(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return entry.name === 'node_modules' ? [] : filesUnder(path);
    return TEXT.test(entry.name) ? [path] : [];
  });
}

const rootFiles = readdirSync(ROOT).filter((name) => /\.(ts|js|md)$/.test(name) || name === '.env.example');
const repoFiles = [...SOURCE_DIRS.filter((dir) => existsSync(join(ROOT, dir))).flatMap(filesUnder), ...rootFiles];
const markdown = repoFiles.filter((file) => file.endsWith('.md'));
const read = (file: string) => readFileSync(join(ROOT, file), 'utf8');

/** GitHub's anchor of a heading: lower case, punctuation dropped, spaces to hyphens. */
function slug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s-]/gu, '')
    .replace(/\s/g, '-');
}

function anchorsOf(file: string): Set<string> {
  const headings = read(file)
    .split('\n')
    .filter((line) => /^#{1,6} /.test(line))
    .map((line) => slug(line.replace(/^#+ /, '')));
  return new Set(headings);
}

describe('references', () => {
  it('point inside the repository: no product spec, design or style document that only the team has', () => {
    // Spelt in pieces so that this file does not find itself.
    const outside = new RegExp(
      [
        'spec(ification)? sections?',
        'DESIGN' + '\\.md',
        'STYLE' + '\\.md',
        '\\.\\./shared/',
        'original-product-' + 'spec',
      ].join('|'),
      'i',
    );
    const found = repoFiles.flatMap((file) =>
      read(file)
        .split('\n')
        .flatMap((line, index) => (outside.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [])),
    );
    expect(found).toEqual([]);
  });

  it('name documents and headings that exist', () => {
    const mention = /\bdocs\/[\w./-]+\.md(#[\w-]+)?/g;
    const broken = repoFiles.flatMap((file) =>
      [...read(file).matchAll(mention)].flatMap(([text]) => {
        const [path, anchor] = text.split('#') as [string, string | undefined];
        if (!existsSync(join(ROOT, path))) return [`${file}: ${text} (no such file)`];
        if (anchor && !anchorsOf(path).has(anchor)) return [`${file}: ${text} (no such heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('name files of the repository that exist', () => {
    const path = /(?<![\w./-])(?:src|e2e|bench|scripts|docs)\/[\w./-]+\.(?:tsx?|css|md|json|sql|mjs)\b/g;
    // The boundaries test lints made-up files named probe.*.
    const named = (text: string) => existsSync(join(ROOT, text)) || /\/probe\.[\w.]+$/.test(text);
    const missing = repoFiles.flatMap((file) =>
      [...read(file).matchAll(path)].flatMap(([text]) => (named(text) ? [] : [`${file}: ${text}`])),
    );
    expect(missing).toEqual([]);
  });
});

describe('the documentation', () => {
  it('links only to files and headings that exist', () => {
    const link = /\]\(([^)\s]+)\)/g;
    const broken = markdown.flatMap((file) =>
      [...read(file).matchAll(link)].flatMap(([, target]) => {
        if (!target || /^[a-z]+:/i.test(target)) return [];
        const [path, anchor] = target.split('#') as [string, string | undefined];
        const resolved = path === '' ? file : relative(ROOT, resolve(ROOT, dirname(file), path));
        if (!existsSync(join(ROOT, resolved))) return [`${file}: ${target} (no such file)`];
        if (anchor && resolved.endsWith('.md') && !anchorsOf(resolved).has(anchor))
          return [`${file}: ${target} (no such heading)`];
        return [];
      }),
    );
    expect(broken).toEqual([]);
  });

  it('names paths of the repository that exist', () => {
    const code = /`((?:src|e2e|bench|scripts|docs|\.ci)\/[^`\s]*)`/g;
    const exists = (path: string) => {
      if (!path.includes('*')) return existsSync(join(ROOT, path));
      const pattern = new RegExp(`^${path.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/\*/g, '[^/]*')}$`);
      return repoFiles.some((file) => pattern.test(file));
    };
    const missing = markdown.flatMap((file) =>
      [...read(file).matchAll(code)].flatMap(([, path]) => {
        const clean = path!.replace(/[.,:;)]+$/, '').replace(/#.*$/, '');
        return exists(clean) ? [] : [`${file}: ${clean}`];
      }),
    );
    expect(missing).toEqual([]);
  });

  it('dates every decision and says whether it still holds', () => {
    const records = readdirSync(join(ROOT, 'docs/decisions')).filter((name) => name.endsWith('.md'));
    expect(records.length).toBeGreaterThan(28);
    const undated = records.filter((name) => {
      const lines = read(`docs/decisions/${name}`).split('\n');
      const number = name.slice(0, 3);
      return !(
        lines[0]?.startsWith(`# ${number} `) &&
        /^Date: \d{4}-\d{2}-\d{2}\. Status: (accepted|superseded by .+|amended by .+)\.$/.test(lines[2] ?? '')
      );
    });
    expect(undated).toEqual([]);
  });
});

describe('docs/web-architecture.md', () => {
  it('names every folder of src/web', () => {
    const page = read('docs/web-architecture.md');
    const folders = (dir: string): string[] =>
      readdirSync(join(ROOT, dir), { withFileTypes: true })
        .filter((entry) => entry.isDirectory() && statSync(join(ROOT, dir, entry.name)).isDirectory())
        .flatMap((entry) => {
          const path = `${dir}/${entry.name}`;
          return [path, ...folders(path)];
        });
    const unnamed = folders('src/web')
      .map((path) => path.replace(/^src\/web\//, ''))
      .filter((path) => !page.includes(`${path.split('/').pop()}/`));
    expect(unnamed).toEqual([]);
  });

  it('names every file of the two doors, storage/ and sync/', () => {
    const page = read('docs/web-architecture.md');
    const unnamed = ['src/web/storage', 'src/web/sync'].flatMap((dir) =>
      readdirSync(join(ROOT, dir))
        .filter((name) => name.endsWith('.ts') && !name.includes('.test.'))
        .filter((name) => !page.includes(`\`${name}\``))
        .map((name) => `${dir}/${name}`),
    );
    expect(unnamed).toEqual([]);
  });
});

describe('source file headers', () => {
  it('say why in three lines or fewer', () => {
    const sources = filesUnder('src').filter((file) => /\.tsx?$/.test(file) && !/\.test\.tsx?$/.test(file));
    expect(sources.length).toBeGreaterThan(300);
    const long = sources.flatMap((file) => {
      const lines = read(file).split('\n');
      const header = lines.findIndex((line) => !line.startsWith('//'));
      return header > 3 ? [`${file}: ${header} lines`] : [];
    });
    expect(long).toEqual([]);
  });
});
