import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeStore } from '../../test/store';
import { ChargedInNote } from './ChargedInNote';

const rates = { base: 'USD', rates: { USD: 1, JPY: 151.6 } };
const text = (code: string) => `You will be charged in ${code}.`;

describe('ChargedInNote', () => {
  it('says the charge currency while prices are shown converted (a cart in yen is paid in dollars)', () => {
    const { Provider } = fakeStore(undefined, { currency: 'JPY', rates });
    render(
      <Provider>
        <ChargedInNote currency="usd" text={text} />
      </Provider>,
    );
    expect(screen.getByTestId('charged-in')).toHaveTextContent('You will be charged in USD.');
  });

  it('says nothing when prices are in the charge currency, or nothing converts', () => {
    const { Provider } = fakeStore(undefined, { currency: 'USD', rates });
    const { unmount } = render(
      <Provider>
        <ChargedInNote currency="USD" text={text} />
      </Provider>,
    );
    expect(screen.queryByTestId('charged-in')).toBeNull();
    unmount();
    // A chosen currency without a rate falls back to the charge currency: no note.
    const noRate = fakeStore(undefined, { currency: 'KRW', rates });
    render(
      <noRate.Provider>
        <ChargedInNote currency="USD" text={text} />
      </noRate.Provider>,
    );
    expect(screen.queryByTestId('charged-in')).toBeNull();
  });
});
