import { act } from 'react';
import { createRoot, hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

/**
 * `Deferred` keeps whether the page is still hydrating in its module, so
 * each case loads a fresh copy of it, as a page load does.
 */
async function freshDeferred({ server = false } = {}) {
  vi.resetModules();
  if (!server) return import('./deferred');
  // The server's copy: no document, every section drawn at once.
  vi.stubGlobal('document', undefined);
  try {
    return await import('./deferred');
  } finally {
    vi.unstubAllGlobals();
    stubIdle();
  }
}

function Sizes({ chosen }: { chosen: string }) {
  return (
    <fieldset>
      <legend>Size: {chosen}</legend>
    </fieldset>
  );
}
const sizesModule = () => Promise.resolve({ default: Sizes });

let idle: Array<() => void> = [];
let container: HTMLDivElement;
let root: Root | null = null;

/** The browser's idle moment comes only when a case lets it. */
function stubIdle() {
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => undefined);
}

beforeEach(() => {
  idle = [];
  stubIdle();
  container = document.createElement('div');
  document.body.append(container);
});
afterEach(() => {
  act(() => root?.unmount());
  root = null;
  container.remove();
  vi.unstubAllGlobals();
});

const settle = () =>
  act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });

describe('Deferred', () => {
  it('keeps the server HTML of an idle section until the page is idle, then hydrates it', async () => {
    // What the server sent: the section itself, not its fallback.
    const server = await freshDeferred({ server: true });
    const ServerPicker = server.deferredModule(sizesModule);
    await ServerPicker.preload();
    container.innerHTML = renderToString(
      <server.Deferred
        module={ServerPicker}
        props={{ chosen: 'M' }}
        when="idle"
        fallback={<div data-testid="box" />}
      />,
    );
    expect(container.querySelector('legend')?.textContent).toBe('Size: M');

    const { Deferred, deferredModule } = await freshDeferred();
    const Picker = deferredModule(sizesModule);
    const page = <Deferred module={Picker} props={{ chosen: 'M' }} when="idle" fallback={<div data-testid="box" />} />;

    await act(async () => {
      root = hydrateRoot(container, page);
    });
    await settle();
    const box = container.firstElementChild as HTMLElement;
    expect(box.dataset.state).toBeUndefined();
    expect(container.querySelector('legend')?.textContent).toBe('Size: M');
    expect(idle).toHaveLength(1);

    await act(async () => idle.forEach((callback) => callback()));
    await settle();
    expect(box.dataset.state).toBe('ready');
  });

  it('draws an idle section at once after a client-side navigation, without waiting for an idle moment', async () => {
    const { Deferred, deferredModule } = await freshDeferred();
    const Picker = deferredModule(sizesModule);
    // The page hydrated earlier, with no section of its own (a page without deferred sections).
    await act(async () => {
      root = createRoot(container);
      root.render(
        <Deferred module={Picker} props={{ chosen: 'L' }} when="idle" fallback={<div data-testid="box" />} />,
      );
    });
    await settle();
    expect(idle).toHaveLength(0);
    expect(container.querySelector('legend')?.textContent).toBe('Size: L');
    expect((container.firstElementChild as HTMLElement).dataset.state).toBe('ready');
  });

  /** Hydrates an `interaction` section over the server's HTML of it; returns how often its code was asked for. */
  async function hydrateInteractionSection(chosen: string) {
    const server = await freshDeferred({ server: true });
    const ServerPicker = server.deferredModule(sizesModule);
    await ServerPicker.preload();
    container.innerHTML = renderToString(
      <server.Deferred
        module={ServerPicker}
        props={{ chosen }}
        when="interaction"
        fallback={<div data-testid="box" />}
      />,
    );
    const { Deferred, deferredModule } = await freshDeferred();
    const loads = vi.fn(sizesModule);
    const Picker = deferredModule(loads);
    const draw = (value: string) => (
      <Deferred module={Picker} props={{ chosen: value }} when="interaction" fallback={<div data-testid="box" />} />
    );
    await act(async () => {
      root = hydrateRoot(container, draw(chosen));
    });
    await settle();
    return { loads, draw, box: container.firstElementChild as HTMLElement };
  }

  it('keeps the server HTML of an interaction section, loading no code, until the shopper first does something on the page', async () => {
    const { loads, box } = await hydrateInteractionSection('M');
    // Not even an idle moment loads it.
    await act(async () => idle.forEach((callback) => callback()));
    await settle();
    expect(loads).not.toHaveBeenCalled();
    expect(box.dataset.state).toBeUndefined();
    expect(container.querySelector('legend')?.textContent).toBe('Size: M');

    // Anywhere on the page: a scroll.
    await act(async () => {
      window.dispatchEvent(new Event('scroll'));
    });
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(box.dataset.state).toBe('ready');
    expect(container.querySelector('legend')?.textContent).toBe('Size: M');
  });

  it('loads an interaction section at once when it is drawn with new props, showing them, not its stale server HTML', async () => {
    const { loads, draw, box } = await hydrateInteractionSection('M');
    expect(loads).not.toHaveBeenCalled();
    await act(async () => root!.render(draw('XL')));
    await settle();
    expect(loads).toHaveBeenCalledTimes(1);
    expect(box.dataset.state).toBe('ready');
    expect(container.querySelector('legend')?.textContent).toBe('Size: XL');
  });
});
