import { act, renderHook } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import type { StoreClient } from '../client/client.types';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import { useLocale, type UseLocaleOptions } from './useLocale';

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function setup(client: StoreClient = createStoreClient({ baseUrl: TEST_BASE_URL }), options: UseLocaleOptions = {}) {
  const bus = createEventBus({ now: () => 0 });
  const events: StoreEvent[] = [];
  bus.subscribe('locale:change', (event) => events.push(event));
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={client} initialCart={null} events={bus}>
      {children}
    </StoreProvider>
  );
  const hook = renderHook(() => ({ a: useLocale(options), b: useLocale() }), { wrapper });
  return { ...hook, client, events };
}

describe('useLocale', () => {
  it('starts from the client locale, en-US by default', () => {
    expect(setup().result.current.a).toMatchObject({ locale: 'en-US', dir: 'ltr' });
    expect(setup(createStoreClient({ baseUrl: TEST_BASE_URL, locale: 'he-IL' })).result.current.a).toMatchObject({
      locale: 'he-IL',
      dir: 'rtl',
    });
    expect(setup(createStoreClient({ baseUrl: TEST_BASE_URL, locale: 'tlh' })).result.current.a.locale).toBe('en-US');
    expect(setup().result.current.a.options).toHaveLength(16);
  });

  it('sets the cookie and the client locale, sends it on the next GET, and updates every user', async () => {
    const writeCookie = vi.fn();
    const onChange = vi.fn();
    const { result, client, events } = setup(undefined, { writeCookie, onChange });
    let isChosen = false;
    act(() => {
      isChosen = result.current.a.chooseLocale('he-il');
    });
    expect(isChosen).toBe(true);
    expect(writeCookie).toHaveBeenCalledWith('locale=he-IL; Path=/; Max-Age=31536000; SameSite=Lax');
    expect(client.getLocale()).toBe('he-IL');
    expect(result.current.a).toMatchObject({ locale: 'he-IL', dir: 'rtl' });
    expect(result.current.b).toMatchObject({ locale: 'he-IL', dir: 'rtl' });
    expect(onChange).toHaveBeenCalledWith('he-IL');
    expect(events.map((event) => event.payload)).toEqual([{ locale: 'he-IL', previous: 'en-US' }]);

    let language: string | null = null;
    server.use(
      http.get(`${TEST_BASE_URL}/collections`, ({ request }) => {
        language = request.headers.get('accept-language');
        return HttpResponse.json([]);
      }),
    );
    await client.listCollections();
    expect(language).toBe('he-IL');
  });

  it('refuses a locale that is not offered', () => {
    const writeCookie = vi.fn();
    const { result, client } = setup(undefined, { writeCookie });
    let isChosen = true;
    act(() => {
      isChosen = result.current.a.chooseLocale('pt-BR');
    });
    expect(isChosen).toBe(false);
    expect(writeCookie).not.toHaveBeenCalled();
    expect(client.getLocale()).toBe('en-US');
  });

  it('writes document.cookie when no writer is given', () => {
    const { result } = setup();
    act(() => void result.current.b.chooseLocale('sp-ES'));
    expect(document.cookie).toContain('locale=es-ES');
    expect(result.current.b.locale).toBe('es-ES');
  });
});
