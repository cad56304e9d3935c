import { describe, expect, it } from 'vitest';
import { fastifyPath } from './endpoint';
import { allEndpoints } from './endpoints/all-endpoints';
import { buildOpenApiDocument, type JsonSchema, type OpenApiDocument } from './openapi';

const doc = buildOpenApiDocument();

/** Follows a local '#/...' reference inside the document. */
function resolve(document: OpenApiDocument, value: unknown): JsonSchema {
  let current = value as JsonSchema;
  while (typeof current.$ref === 'string') {
    const ref = current.$ref;
    expect(ref.startsWith('#/')).toBe(true);
    current = ref
      .slice(2)
      .split('/')
      .reduce<JsonSchema>(
        (node, key) => {
          const next = node[key];
          if (next === undefined) throw new Error(`${ref} does not resolve`);
          return next as JsonSchema;
        },
        document as unknown as JsonSchema,
      );
  }
  return current;
}

function allRefs(node: unknown, found: string[] = []): string[] {
  if (Array.isArray(node)) node.forEach((child) => allRefs(child, found));
  else if (node !== null && typeof node === 'object') {
    for (const [key, child] of Object.entries(node)) {
      if (key === '$ref' && typeof child === 'string') found.push(child);
      else allRefs(child, found);
    }
  }
  return found;
}

const expectedOperations = [
  ['get', '/api/health'],
  ['post', '/api/auth/sign-in'],
  ['post', '/api/auth/refresh'],
  ['post', '/api/auth/sign-out'],
  ['get', '/api/me'],
  ['get', '/api/workscopes'],
  ['get', '/api/guides/{name}.pdf'],
  ['get', '/api/contracts'],
  ['get', '/api/contracts/{contractId}'],
  ['put', '/api/contracts/{contractId}'],
  ['get', '/api/contracts/{contractId}/versions'],
  ['get', '/api/contracts/{contractId}/versions/{version}'],
  ['post', '/api/contracts/{contractId}/signed'],
  ['get', '/api/contracts/{contractId}/signed'],
  ['post', '/api/admin/contracts/{contractId}/assign'],
] as const;

describe('buildOpenApiDocument', () => {
  it('is an OpenAPI 3.1 document that survives JSON', () => {
    expect(doc.openapi).toBe('3.1.0');
    expect(JSON.parse(JSON.stringify(doc))).toEqual(doc);
  });

  it.each(expectedOperations)('describes %s %s with its answers', (method, path) => {
    const operation = doc.paths[path]?.[method];
    expect(operation).toBeDefined();
    expect(Object.keys(operation!.responses).length).toBeGreaterThan(0);
    expect(Object.keys(operation!.responses).some((status) => status.startsWith('2') || status === '304')).toBe(true);
  });

  it('describes every route of allEndpoints, and no other', () => {
    const described = Object.entries(doc.paths).flatMap(([path, item]) =>
      Object.keys(item).map((method) => `${method} ${path}`),
    );
    expect(described.sort()).toEqual(allEndpoints.map((route) => `${route.method} ${route.path}`).sort());
    for (const [method, path] of expectedOperations) expect(described).toContain(`${method} ${path}`);
  });

  it('gives every operation a unique operationId', () => {
    const ids = allEndpoints.map((route) => route.operationId);
    expect(new Set(ids).size).toBe(ids.length);
  });

  it('needs the bearer token everywhere but health, readiness, site, sign-in, refresh, sign-out and set-password', () => {
    const open = [
      '/api/health',
      '/api/ready',
      '/api/site',
      '/api/auth/sign-in',
      '/api/auth/refresh',
      '/api/auth/sign-out',
      // A one-time link stands for the session the person does not have yet.
      '/api/auth/set-password',
    ];
    for (const route of allEndpoints) {
      const operation = doc.paths[route.path]![route.method]!;
      if (open.includes(route.path)) expect(operation.security).not.toContainEqual({ bearerAuth: [] });
      else {
        expect(operation.security).toEqual([{ bearerAuth: [] }]);
        expect(operation.responses['401']).toBeDefined();
      }
    }
    expect(doc.paths['/api/auth/refresh']!.post!.security).toEqual([{ refreshCookie: [] }]);
    expect(doc.components.securitySchemes.bearerAuth).toMatchObject({ type: 'http', scheme: 'bearer' });
  });

  it('has the status codes each route can answer', () => {
    const statuses = (method: 'get' | 'post' | 'put', path: string) =>
      Object.keys(doc.paths[path]![method]!.responses).sort();
    expect(statuses('put', '/api/contracts/{contractId}')).toEqual(['200', '400', '401', '403', '409', '413', '415']);
    expect(statuses('post', '/api/admin/contracts/{contractId}/assign')).toEqual(['200', '400', '401', '403', '404']);
    expect(statuses('get', '/api/contracts/{contractId}')).toEqual(['200', '400', '401', '404']);
    expect(statuses('get', '/api/contracts/{contractId}/versions')).toEqual(['200', '400', '401', '404']);
    expect(statuses('get', '/api/contracts/{contractId}/versions/{version}')).toEqual(['200', '400', '401', '404']);
    expect(statuses('get', '/api/workscopes')).toEqual(['200', '304', '401']);
    expect(statuses('post', '/api/auth/sign-in')).toContain('429');
    expect(statuses('post', '/api/contracts/{contractId}/signed')).toEqual([
      '200',
      '201',
      '400',
      '401',
      '403',
      '404',
      '409',
      '413',
      '415',
      '422',
      '429',
    ]);
  });

  it('shares the error body as a component, and every error answer uses it', () => {
    const apiError = resolve(doc, { $ref: '#/components/schemas/ApiError' });
    expect(apiError.required).toEqual(['error']);
    for (const [name, response] of Object.entries(doc.components.responses)) {
      const schema = response.content?.['application/json']?.schema;
      expect(schema?.$ref, name).toMatch(/^#\/components\/schemas\/(ApiError|SyncConflictAnswer)$/);
    }
    const tooMany = doc.components.responses.TooManyRequests!;
    expect(tooMany.headers?.['Retry-After']).toBeDefined();
  });

  it('every $ref in the document resolves', () => {
    const refs = allRefs(doc);
    expect(refs.length).toBeGreaterThan(20);
    for (const ref of refs) expect(() => resolve(doc, { $ref: ref }), ref).not.toThrow();
  });

  it('the sync request admits no unknown field, on the body or anywhere in the contract', () => {
    const body = doc.paths['/api/contracts/{contractId}']!.put!.requestBody!.content['application/json']!.schema;
    const syncRequest = resolve(doc, body);
    expect(syncRequest.additionalProperties).toBe(false);
    expect(syncRequest.required).toEqual(['contract', 'baseVersion']);
    const properties = syncRequest.properties as Record<string, JsonSchema>;
    const contract = resolve(doc, properties.contract);
    expect(contract.additionalProperties).toBe(false);
    const contractProperties = contract.properties as Record<string, JsonSchema>;
    expect(contractProperties.Customer!.additionalProperties).toBe(false);
    expect(contractProperties.ContractId).toMatchObject({ type: 'string', pattern: '^[A-Za-z0-9_-]{12}$' });
    const goals = contractProperties.Goals as { maxItems: number; items: JsonSchema };
    expect(goals.maxItems).toBe(100);
    const projects = (goals.items.properties as Record<string, { items: JsonSchema }>).Projects!;
    const calculations = (projects.items.properties as Record<string, { items: JsonSchema }>).Calculations!;
    expect(calculations.items.additionalProperties).toBe(false);
    expect((calculations.items.properties as Record<string, JsonSchema>).Quantity).toMatchObject({
      type: 'number',
      minimum: 0,
    });
  });

  it('lists versions without documents, and gives one version with its document and who pushed it', () => {
    const json = (path: string) => {
      const ok = doc.paths[path]!.get!.responses['200'] as { content: Record<string, { schema: JsonSchema }> };
      return resolve(doc, ok.content['application/json']!.schema);
    };
    const list = json('/api/contracts/{contractId}/versions');
    const entry = resolve(doc, (list.properties as Record<string, { items: JsonSchema }>).versions!.items);
    expect(Object.keys(entry.properties as object).sort()).toEqual(['device', 'pushedAt', 'pushedBy', 'version']);
    const one = json('/api/contracts/{contractId}/versions/{version}');
    expect(Object.keys(one.properties as object).sort()).toEqual([
      'contract',
      'contractId',
      'device',
      'pushedAt',
      'pushedBy',
      'version',
    ]);
    const pushedBy = resolve(doc, (one.properties as Record<string, JsonSchema>).pushedBy);
    expect(Object.keys(pushedBy.properties as object).sort()).toEqual(['email', 'id', 'name']);
    const download = resolve(doc, { $ref: '#/components/schemas/ContractDownload' });
    expect(download.required).toEqual(['contract', 'version', 'syncedAt']);
    expect(Object.keys(download.properties as object)).toContain('createdBy');
  });

  it('describes the sign-in body as sent: any email text, normalised by the server', () => {
    const signIn = resolve(doc, doc.paths['/api/auth/sign-in']!.post!.requestBody!.content['application/json']!.schema);
    expect(signIn.additionalProperties).toBe(false);
    expect((signIn.properties as Record<string, JsonSchema>).email).toMatchObject({ type: 'string' });
  });

  it('describes the search query and path parameters', () => {
    const parameters = doc.paths['/api/contracts']!.get!.parameters as {
      name: string;
      in: string;
      required: boolean;
    }[];
    expect(parameters.map(({ name, in: place, required }) => [name, place, required])).toEqual([
      ['last', 'query', false],
      ['description', 'query', false],
      ['page', 'query', false],
    ]);
    expect(doc.components.parameters.ContractId).toMatchObject({ name: 'contractId', in: 'path', required: true });
    expect(doc.components.parameters.GuideName).toMatchObject({ name: 'name', in: 'path', required: true });
    expect(doc.components.parameters.Version).toMatchObject({
      name: 'version',
      in: 'path',
      required: true,
      schema: { type: 'string', pattern: '^[1-9][0-9]{0,9}$' },
    });
    expect(doc.paths['/api/contracts/{contractId}/versions/{version}']!.get!.parameters).toEqual([
      { $ref: '#/components/parameters/ContractId' },
      { $ref: '#/components/parameters/Version' },
    ]);
    expect(doc.components.parameters.XsrfHeader).toMatchObject({ name: 'X-XSRF-TOKEN', in: 'header', required: true });
    const guide = doc.paths['/api/guides/{name}.pdf']!.get!.responses['200'] as { content: Record<string, unknown> };
    expect(Object.keys(guide.content)).toEqual(['application/pdf']);
  });
});

describe('fastifyPath', () => {
  it('writes path parameters as Fastify does', () => {
    expect(fastifyPath('/api/contracts/{contractId}')).toBe('/api/contracts/:contractId');
    expect(fastifyPath('/api/guides/{name}.pdf')).toBe('/api/guides/:name.pdf');
    expect(fastifyPath('/api/me')).toBe('/api/me');
  });
});
