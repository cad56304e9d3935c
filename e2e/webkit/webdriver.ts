// A small W3C WebDriver client over fetch: the calls the WebKit suite makes of
// WebKitWebDriver, Debian's driver for WebKitGTK (the engine Safari shares).
// Playwright's WebKit cannot be downloaded on the build machines and does not
// drive the system's WebKitGTK; any W3C client can.

/** The key under which WebDriver passes an element reference. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';

export type ElementRef = { [ELEMENT_KEY]: string };

export interface Rect {
  x: number;
  y: number;
  width: number;
  height: number;
}

/** An error the driver answered with: its W3C error code ("element click intercepted", ...) and message. */
export class WebDriverError extends Error {
  constructor(
    readonly code: string,
    message: string,
  ) {
    super(`${code}: ${message}`);
  }
}

export function elementRef(id: string): ElementRef {
  return { [ELEMENT_KEY]: id };
}

export function elementId(ref: ElementRef): string {
  return ref[ELEMENT_KEY];
}

async function call<T>(url: string, method: string, body?: unknown): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: body === undefined ? {} : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const answer = (await response.json()) as { value: T & { error?: string; message?: string } };
  if (!response.ok) {
    const value = answer.value as { error?: string; message?: string };
    throw new WebDriverError(value.error ?? String(response.status), value.message ?? '');
  }
  return answer.value;
}

/** Pointer and key actions, as the W3C Perform Actions call takes them. */
export type ActionSource =
  | { type: 'pointer'; id: string; parameters: { pointerType: 'mouse' | 'touch' | 'pen' }; actions: object[] }
  | { type: 'key'; id: string; actions: object[] };

export class WebDriverSession {
  private constructor(private readonly base: string) {}

  static async start(driverUrl: string, capabilities: object): Promise<WebDriverSession> {
    const { sessionId } = await call<{ sessionId: string }>(`${driverUrl}/session`, 'POST', {
      capabilities: { alwaysMatch: capabilities },
    });
    return new WebDriverSession(`${driverUrl}/session/${sessionId}`);
  }

  private run<T>(method: string, path: string, body?: unknown): Promise<T> {
    return call<T>(`${this.base}${path}`, method, body);
  }

  navigate(url: string): Promise<void> {
    return this.run('POST', '/url', { url });
  }

  currentUrl(): Promise<string> {
    return this.run('GET', '/url');
  }

  /** Runs `script` (a function body; `arguments` are `args`) in the page and returns what it returns. */
  execute<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.run('POST', '/execute/sync', { script, args });
  }

  /** Like execute, for a script that calls `arguments[arguments.length - 1]` with its result. */
  executeAsync<T>(script: string, args: unknown[] = []): Promise<T> {
    return this.run('POST', '/execute/async', { script, args });
  }

  async findAll(css: string): Promise<string[]> {
    const refs = await this.run<ElementRef[]>('POST', '/elements', { using: 'css selector', value: css });
    return refs.map(elementId);
  }

  click(id: string): Promise<void> {
    return this.run('POST', `/element/${id}/click`, {});
  }

  sendKeys(id: string, text: string): Promise<void> {
    return this.run('POST', `/element/${id}/value`, { text });
  }

  computedRole(id: string): Promise<string> {
    return this.run('GET', `/element/${id}/computedrole`);
  }

  computedLabel(id: string): Promise<string> {
    return this.run('GET', `/element/${id}/computedlabel`);
  }

  performActions(actions: ActionSource[]): Promise<void> {
    return this.run('POST', '/actions', { actions });
  }

  releaseActions(): Promise<void> {
    return this.run('DELETE', '/actions');
  }

  setWindowRect(width: number, height: number): Promise<Rect> {
    return this.run('POST', '/window/rect', { width, height });
  }

  async screenshot(): Promise<Buffer> {
    return Buffer.from(await this.run<string>('GET', '/screenshot'), 'base64');
  }

  quit(): Promise<void> {
    return this.run('DELETE', '');
  }
}
