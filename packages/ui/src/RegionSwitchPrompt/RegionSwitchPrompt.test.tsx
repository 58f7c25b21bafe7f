import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createStoreClient } from '@vitrine/headless';
import { describe, expect, it, vi } from 'vitest';
import { axeViolations } from '../../test/axe';
import { demoMultiSites, demoSites } from '../fixtures/chrome';
import { fetchMultiSites, RegionSwitchPrompt } from './RegionSwitchPrompt';

describe('RegionSwitchPrompt', () => {
  it('suggests the regional site with stay and switch', () => {
    render(<RegionSwitchPrompt multiSites={demoMultiSites} onStay={() => {}} />);
    const region = screen.getByRole('region', { name: 'Shopping from another region?' });
    expect(region).toHaveTextContent('You seem to be in Japan — go to the Japan store?');
    expect(region).toHaveAttribute('data-site', 'jp');
    const link = screen.getByRole('link', { name: 'Go to the Japan store' });
    expect(link).toHaveAttribute('href', 'https://jp.northwind.example');
    expect(link).toHaveAttribute('hreflang', 'ja-JP');
    expect(screen.getByRole('button', { name: 'Stay on the United States store' })).toBeInTheDocument();
  });

  it('calls onStay from the stay and close buttons, and onSwitch with the site', async () => {
    const user = userEvent.setup();
    const onStay = vi.fn();
    const onSwitch = vi.fn();
    render(<RegionSwitchPrompt multiSites={demoMultiSites} onStay={onStay} onSwitch={onSwitch} />);
    await user.click(screen.getByRole('button', { name: /Stay/ }));
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(onStay).toHaveBeenCalledTimes(2);
    const link = screen.getByRole('link', { name: /Go to/ });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(onSwitch).toHaveBeenCalledWith(demoSites[1]);
  });

  it('renders nothing without a suggestion or when already on the suggested site', () => {
    const { container, rerender } = render(
      <RegionSwitchPrompt multiSites={{ country: 'US', sites: demoSites, suggested: null }} onStay={() => {}} />,
    );
    expect(container).toBeEmptyDOMElement();
    rerender(
      <RegionSwitchPrompt
        multiSites={{ country: 'US', sites: demoSites, suggested: demoSites[0]! }}
        onStay={() => {}}
      />,
    );
    expect(container).toBeEmptyDOMElement();
  });

  it('loads the sites from /api/app/multi_sites through the store client', async () => {
    const fetch = vi.fn(async (_url: RequestInfo | URL) => Response.json(demoMultiSites));
    const client = createStoreClient({ baseUrl: 'http://shop.test/api/store', fetch });
    await expect(fetchMultiSites(client)).resolves.toEqual(demoMultiSites);
    expect(new URL(String(fetch.mock.calls[0]![0])).pathname).toBe('/api/app/multi_sites');
  });

  it('has no axe violations', async () => {
    render(
      <main>
        <RegionSwitchPrompt multiSites={demoMultiSites} onStay={() => {}} />
      </main>,
    );
    expect(await axeViolations(document.body)).toEqual([]);
  });
});
