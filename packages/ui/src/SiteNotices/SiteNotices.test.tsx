import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { LoadErrorAlert, ThemePreviewBanner } from './SiteNotices';

describe('ThemePreviewBanner', () => {
  it('is a form that ends the preview without JavaScript and comes back to the page', () => {
    const html = renderToString(<ThemePreviewBanner theme="athena" redirectTo="/cart?x=1" />);
    expect(html).toMatch(
      /<form[^>]*method="post"[^>]*action="\/theme-preview"|<form[^>]*action="\/theme-preview"[^>]*method="post"/,
    );
    expect(html).toContain('You are previewing the Athena theme.');
    expect(html).toMatch(/<input type="hidden" name="theme" value=""/);
    expect(html).toMatch(/<input type="hidden" name="redirectTo" value="\/cart\?x=1"/);
    expect(html).toMatch(/<button type="submit"[^>]*>Leave preview<\/button>/);
  });
});

describe('LoadErrorAlert', () => {
  it('says why in an alert and retries on request', async () => {
    const onRetry = vi.fn();
    const { rerender } = render(<LoadErrorAlert reason="timeout" onRetry={onRetry} />);
    expect(screen.getByRole('alert')).toHaveAttribute('data-reason', 'timeout');
    expect(screen.getByRole('alert')).toHaveTextContent('The connection timed out');
    await userEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
    rerender(<LoadErrorAlert reason="failed" onRetry={onRetry} labels={{ failed: 'Nicht geladen.' }} />);
    expect(screen.getByRole('alert')).toHaveTextContent('Nicht geladen.');
  });
});
