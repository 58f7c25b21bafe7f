import { describe, expect, it } from 'vitest';
import { API_OPERATIONS, openApiDocument } from '@vitrine/commerce/openapi';
import routes from '../routes';

interface RouteEntry {
  path?: string;
  children?: RouteEntry[];
}

/** Every API route path of the app, in OpenAPI form (`api/store/cart/:key` → `/cart/{key}`). */
function apiRoutePaths(): string[] {
  const flat: string[] = [];
  const walk = (entries: RouteEntry[]) => {
    for (const entry of entries) {
      if (entry.path?.startsWith('api/')) flat.push(entry.path);
      if (entry.children) walk(entry.children);
    }
  };
  walk(routes as RouteEntry[]);
  return flat
    .filter((p) => !p.endsWith('*') && p !== 'api/store/openapi.json')
    .map((p) => (p.startsWith('api/store/') ? p.slice('api/store'.length) : `/${p}`))
    .map((p) => p.replace(/:([A-Za-z_]+)/g, '{$1}'));
}

describe('OpenAPI document', () => {
  const document = openApiDocument();

  it('is OpenAPI 3.1 with the store API as its server', () => {
    expect(document.openapi).toBe('3.1.0');
    expect(document.servers).toEqual([{ url: '/api/store' }]);
  });

  it.each(apiRoutePaths())('documents the route %s', (path) => {
    expect(Object.keys(document.paths)).toContain(path);
  });

  it('documents no path the app does not serve', () => {
    const served = new Set(apiRoutePaths());
    expect(Object.keys(document.paths).filter((path) => !served.has(path))).toEqual([]);
  });

  it('declares every path parameter and answers every operation', () => {
    for (const op of API_OPERATIONS) {
      const operation = document.paths[op.path]?.[op.method] as {
        parameters: { name: string; in: string }[];
        responses: Record<string, unknown>;
      };
      const declared = operation.parameters.filter((p) => p.in === 'path').map((p) => p.name);
      expect(declared).toEqual([...op.path.matchAll(/\{([^}]+)\}/g)].map((m) => m[1]));
      expect(Object.keys(operation.responses).length).toBeGreaterThan(0);
    }
  });

  it('describes request bodies with the limits the server enforces', () => {
    const add = document.paths['/cart']?.post as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, { maximum?: number }> } } };
      };
    };
    expect(add.requestBody.content['application/json'].schema.properties.quantity?.maximum).toBe(100000);
    const note = document.paths['/cart/note']?.post as {
      requestBody: {
        content: { 'application/json': { schema: { properties: Record<string, { maxLength?: number }> } } };
      };
    };
    expect(note.requestBody.content['application/json'].schema.properties.note?.maxLength).toBe(500);
  });
});
