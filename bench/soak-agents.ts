// The soak's agents (bench/soak.ts starts this in a process of its own): each signs in, downloads the catalogue,
// then works until the end, one request at a time with a pause between: pushes its contracts as it edits them,
// searches, downloads, refreshes its session and posts signed copies. Prints one JSON line of what it saw.
import http from 'node:http';
import { performance } from 'node:perf_hooks';
import type { Contract } from '#domain/contract/model';
import { sha256Hex } from '#domain/signing/sha256';
import { sealRecord } from '#domain/signing/sign-contract';
import { signedContentOf } from '#domain/testing/signing';
import { benchContract, benchScopes } from './bench-contract';
import { withQuantity } from './bench-edits';
import { benchFonts, signedPdf } from './signing';

export interface SoakAgentsOptions {
  /** The servers; agent i works through server i mod n, and through the others while it does not answer. */
  urls: string[];
  agents: { email: string; password: string }[];
  seconds: number;
  /** The mean pause between one agent's requests. */
  meanPauseMs: number;
  seed: number;
}

export type RequestKind =
  'sign-in' | 'refresh' | 'me' | 'catalogue' | 'search' | 'download' | 'push-new' | 'push-change' | 'signed';

export interface SoakAgentsResult {
  /** Milliseconds of every answered request, by kind. */
  times: Partial<Record<RequestKind, number[]>>;
  /** Requests answered with what the device would not expect, or never answered by any server: each a fault. */
  errors: string[];
  /** Requests sent again to another server after a connection failed or a server went away. */
  retried: number;
  /** Every push the cloud acknowledged: the contract, its version and the quantity pushed. */
  pushes: { contractId: string; version: number; quantity: number }[];
  /** The content hashes of the signed copies the cloud acknowledged. */
  signed: string[];
}

/** Signed copies an agent posts at most in a run: the cloud keeps 40 a day per agent (signed-push-checks.ts). */
const SIGNED_PER_AGENT = 30;
const REQUEST_TIMEOUT_MS = 30_000;
const ATTEMPTS = 6;

/** A small seeded generator (mulberry32), so a run can be repeated. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface Answer {
  status: number;
  body: string;
  cookies: string[];
}

const httpAgent = new http.Agent({ keepAlive: true, maxSockets: 64 });

function send(url: string, method: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      { method, agent: httpAgent, headers, timeout: REQUEST_TIMEOUT_MS },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode ?? 0,
            body: Buffer.concat(chunks).toString('utf8'),
            cookies: response.headers['set-cookie'] ?? [],
          }),
        );
        response.on('error', reject);
      },
    );
    request.on('timeout', () => request.destroy(new Error('no answer in time')));
    request.on('error', reject);
    request.end(body);
  });
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

class SoakAgent {
  private accessToken = '';
  private cookies = new Map<string, string>();
  private readonly contracts: { contract: Contract; version: number | null; quantity: number }[] = [];
  private signedCount = 0;
  private nextContract = 0;

  constructor(
    private readonly index: number,
    private readonly options: SoakAgentsOptions,
    private readonly result: SoakAgentsResult,
    private readonly pdf: Buffer,
    private readonly next: () => number,
  ) {}

  /** One request through this agent's server, sent again through another while a server does not answer. */
  private async request(kind: RequestKind, path: string, method = 'GET', body?: string, extra = {}): Promise<Answer> {
    const { urls } = this.options;
    const headers: Record<string, string> = { ...extra };
    if (this.accessToken) headers.authorization = `Bearer ${this.accessToken}`;
    if (body !== undefined) headers['content-type'] = 'application/json';
    let lastError = '';
    for (let attempt = 0; attempt < ATTEMPTS; attempt++) {
      const url = urls[(this.index + attempt) % urls.length]!;
      const start = performance.now();
      try {
        const answer = await send(`${url}${path}`, method, headers, body);
        (this.result.times[kind] ??= []).push(performance.now() - start);
        return answer;
      } catch (error) {
        lastError = error instanceof Error ? error.message : String(error);
        this.result.retried++;
        await sleep(200 * attempt);
      }
    }
    throw new Error(`${kind} ${path}: no server answered (${lastError})`);
  }

  private expect(kind: RequestKind, answer: Answer, ...statuses: number[]): boolean {
    if (statuses.includes(answer.status)) return true;
    this.result.errors.push(`${kind}: answered ${answer.status}: ${answer.body.slice(0, 200)}`);
    return false;
  }

  private keepCookies(answer: Answer): void {
    for (const cookie of answer.cookies) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  }

  private cookieHeaders(): Record<string, string> {
    return {
      cookie: [...this.cookies].map(([name, value]) => `${name}=${value}`).join('; '),
      'x-xsrf-token': decodeURIComponent(this.cookies.get('XSRF-TOKEN') ?? ''),
    };
  }

  async signIn(): Promise<void> {
    const { email, password } = this.options.agents[this.index]!;
    this.accessToken = '';
    const answer = await this.request('sign-in', '/api/auth/sign-in', 'POST', JSON.stringify({ email, password }));
    if (!this.expect('sign-in', answer, 200)) return;
    this.keepCookies(answer);
    this.accessToken = (JSON.parse(answer.body) as { accessToken: string }).accessToken;
  }

  private async refresh(): Promise<void> {
    const answer = await this.request('refresh', '/api/auth/refresh', 'POST', undefined, this.cookieHeaders());
    if (!this.expect('refresh', answer, 200)) return;
    this.keepCookies(answer);
    this.accessToken = (JSON.parse(answer.body) as { accessToken: string }).accessToken;
  }

  async downloadCatalogue(): Promise<void> {
    this.expect('catalogue', await this.request('catalogue', '/api/workscopes'), 200);
  }

  private async push(kind: 'push-new' | 'push-change', entry: SoakAgent['contracts'][number]): Promise<void> {
    const body = JSON.stringify({ contract: entry.contract, baseVersion: entry.version });
    const answer = await this.request(kind, `/api/contracts/${entry.contract.ContractId}`, 'PUT', body);
    if (!this.expect(kind, answer, 200)) return;
    entry.version = (JSON.parse(answer.body) as { version: number }).version;
    this.result.pushes.push({
      contractId: entry.contract.ContractId,
      version: entry.version,
      quantity: entry.quantity,
    });
  }

  private async pushNew(): Promise<void> {
    const contractId = `S${String(this.index).padStart(3, '0')}${String(this.nextContract++).padStart(8, '0')}`;
    const entry = { contract: benchContract(contractId, benchScopes()), version: null, quantity: 100 };
    this.contracts.push(entry);
    await this.push('push-new', entry);
  }

  private pick<T>(items: readonly T[]): T | undefined {
    return items[Math.floor(this.next() * items.length)];
  }

  private async pushChange(): Promise<void> {
    const entry = this.pick(this.contracts.filter((candidate) => candidate.version !== null));
    if (!entry) return this.pushNew();
    entry.quantity += 1;
    entry.contract = withQuantity(entry.contract, entry.quantity);
    await this.push('push-change', entry);
  }

  private async search(): Promise<void> {
    const query = this.pick(['last=kow', 'description=attic', 'last=kowalski&page=2', 'last=smith'])!;
    this.expect('search', await this.request('search', `/api/contracts?${query}`), 200);
  }

  private async download(): Promise<void> {
    const entry = this.pick(this.contracts.filter((candidate) => candidate.version !== null));
    if (!entry) return this.search();
    this.expect('download', await this.request('download', `/api/contracts/${entry.contract.ContractId}`), 200);
  }

  private async postSigned(): Promise<void> {
    const entry = this.pick(this.contracts.filter((candidate) => candidate.version !== null));
    if (!entry || this.signedCount >= SIGNED_PER_AGENT) return this.pushChange();
    this.signedCount++;
    const record = sealRecord(signedContentOf(entry.contract));
    // As the tablet does: the signed contract is synced first, then its signed copy.
    entry.contract = record.contract;
    await this.push('push-change', entry);
    // The cloud checks that the PDF's bytes match their hash, not what they show: one PDF made at the start.
    const pdf = Buffer.concat([this.pdf, Buffer.from(`\n% ${record.contentHash}\n`)]);
    const body = JSON.stringify({ record, pdf: pdf.toString('base64'), pdfHash: sha256Hex(pdf) });
    const answer = await this.request('signed', `/api/contracts/${entry.contract.ContractId}/signed`, 'POST', body);
    if (this.expect('signed', answer, 200, 201)) this.result.signed.push(record.contentHash);
  }

  /** One step of a working day, drawn with the weights of a tablet's traffic: mostly its autosaved pushes. */
  async step(): Promise<void> {
    const draw = this.next() * 100;
    if (draw < 40) return this.pushChange();
    if (draw < 48) return this.pushNew();
    if (draw < 63) return this.search();
    if (draw < 73) return this.download();
    if (draw < 81) return this.refresh();
    if (draw < 86) this.expect('me', await this.request('me', '/api/me'), 200);
    else if (draw < 90) return this.downloadCatalogue();
    else if (draw < 95) return this.postSigned();
    else if (draw < 97) return this.signIn();
    else return this.pushChange();
  }

  pause(): number {
    return -Math.log(1 - this.next()) * this.options.meanPauseMs;
  }
}

export async function runSoakAgents(options: SoakAgentsOptions): Promise<SoakAgentsResult> {
  const result: SoakAgentsResult = { times: {}, errors: [], retried: 0, pushes: [], signed: [] };
  const { pdf } = await signedPdf(benchContract('SoakSample01', benchScopes()), benchFonts());
  const end = performance.now() + options.seconds * 1000;
  await Promise.all(
    options.agents.map(async (_, index) => {
      const next = random(options.seed * 1000 + index);
      const agent = new SoakAgent(index, options, result, Buffer.from(pdf), next);
      // The morning: tablets start over the first tenth of the run, not all in one moment.
      await sleep(next() * options.seconds * 100);
      try {
        await agent.signIn();
        await agent.downloadCatalogue();
        while (performance.now() < end) {
          await sleep(agent.pause());
          if (performance.now() >= end) break;
          await agent.step();
        }
      } catch (error) {
        result.errors.push(error instanceof Error ? error.message : String(error));
      }
    }),
  );
  httpAgent.destroy();
  return result;
}

if (process.argv[1]?.endsWith('soak-agents.ts')) {
  const options = JSON.parse(process.argv[2] ?? '{}') as SoakAgentsOptions;
  runSoakAgents(options)
    .then((result) => process.stdout.write(`${JSON.stringify(result)}\n`))
    .catch((error: unknown) => {
      console.error(error);
      process.exit(1);
    });
}
