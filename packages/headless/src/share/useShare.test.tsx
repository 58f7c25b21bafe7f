import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createStoreClient } from '../client/client';
import { createEventBus } from '../events/bus';
import type { StoreEvent } from '../events/events.types';
import { StoreProvider } from '../provider/StoreProvider';
import { TEST_BASE_URL } from '../test/fixtures';
import type { ShareEnvironment, UseShareOptions } from './useShare';
import { useShare } from './useShare';

beforeEach(() => vi.useFakeTimers());
afterEach(() => vi.useRealTimers());

function setup(options: Omit<UseShareOptions, 'environment'>) {
  const bus = createEventBus({ now: () => 0 });
  const events: StoreEvent[] = [];
  bus.subscribe('*', (event) => events.push(event));
  const popup = { closed: false, opener: {} as unknown, focus: vi.fn() };
  const environment: ShareEnvironment = {
    open: vi.fn(() => popup),
    screen: () => ({ left: 0, top: 0, width: 1280, height: 800 }),
    navigate: vi.fn(),
  };
  const wrapper = ({ children }: { children: ReactNode }) => (
    <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={bus}>
      {children}
    </StoreProvider>
  );
  const hook = renderHook(() => useShare({ ...options, environment }), { wrapper });
  return { ...hook, popup, environment, events };
}

describe('useShare', () => {
  it('opens a centred 626 × 436 popup and reports its close within 500 ms', () => {
    const onOpen = vi.fn();
    const onClose = vi.fn();
    const { result, popup, environment, events } = setup({
      network: 'facebook',
      url: 'https://shop.example/p',
      onOpen,
      onClose,
    });
    expect(result.current.href).toBe('https://www.facebook.com/sharer/sharer.php?u=https%3A%2F%2Fshop.example%2Fp');

    act(() => result.current.share());
    expect(environment.open).toHaveBeenCalledWith(
      result.current.href,
      'share-facebook',
      expect.stringMatching(/^width=626,height=436,left=327,top=182,/),
    );
    expect(popup.opener).toBeNull();
    expect(result.current.isOpen).toBe(true);
    expect(onOpen).toHaveBeenCalledTimes(1);

    act(() => result.current.share());
    expect(environment.open).toHaveBeenCalledTimes(1);
    expect(popup.focus).toHaveBeenCalledTimes(1);

    popup.closed = true;
    act(() => void vi.advanceTimersByTime(499));
    expect(onClose).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(result.current.isOpen).toBe(false);
    expect(events.map((event) => [event.name, event.payload])).toEqual([
      ['share:open', { network: 'facebook', url: 'https://shop.example/p' }],
      ['share:close', { network: 'facebook', url: 'https://shop.example/p' }],
    ]);
  });

  it('hands e-mail to the mail app without a popup', () => {
    const { result, environment } = setup({ network: 'email', url: 'https://shop.example/p', title: 'Look' });
    act(() => result.current.share());
    expect(environment.navigate).toHaveBeenCalledWith('mailto:?subject=Look&body=https%3A%2F%2Fshop.example%2Fp');
    expect(environment.open).not.toHaveBeenCalled();
  });

  it('stays closed when the popup is blocked', () => {
    const { result, environment, events } = setup({ network: 'reddit', url: 'https://shop.example/p' });
    vi.mocked(environment.open).mockReturnValueOnce(null);
    act(() => result.current.share());
    expect(result.current.isOpen).toBe(false);
    expect(events).toHaveLength(0);
  });

  it('stops checking on unmount', () => {
    const onClose = vi.fn();
    const { result, unmount, popup } = setup({ network: 'telegram', url: 'https://shop.example/p', onClose });
    act(() => result.current.share());
    unmount();
    popup.closed = true;
    vi.advanceTimersByTime(2000);
    expect(onClose).not.toHaveBeenCalled();
  });

  it('uses window.open when no environment is given', () => {
    const open = vi.spyOn(window, 'open').mockReturnValue(null);
    const bus = createEventBus();
    const wrapper = ({ children }: { children: ReactNode }) => (
      <StoreProvider client={createStoreClient({ baseUrl: TEST_BASE_URL })} initialCart={null} events={bus}>
        {children}
      </StoreProvider>
    );
    const { result } = renderHook(() => useShare({ network: 'linkedin', url: 'https://shop.example/p' }), { wrapper });
    act(() => result.current.share());
    expect(open).toHaveBeenCalledWith(
      result.current.href,
      'share-linkedin',
      expect.stringContaining('width=626,height=436'),
    );
    open.mockRestore();
  });
});
