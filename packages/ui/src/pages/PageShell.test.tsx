import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { axeViolations } from '../../test/axe';
import { PageShell } from './PageShell';

const shell = (extra: Partial<Parameters<typeof PageShell>[0]> = {}) => (
  <PageShell
    page="home"
    header={
      <header>
        <a href="#main-content">Skip to content</a>
      </header>
    }
    footer={<footer>© Northwind</footer>}
    {...extra}
  >
    <h1>Autumn edit</h1>
  </PageShell>
);

describe('PageShell', () => {
  it('puts the content and breadcrumb in main, between header and footer', () => {
    render(shell({ breadcrumb: <nav aria-label="Breadcrumb">Home</nav> }));
    const main = screen.getByRole('main');
    expect(main).toHaveAttribute('id', 'main-content');
    expect(main).toContainElement(screen.getByRole('heading', { level: 1, name: 'Autumn edit' }));
    expect(main).toContainElement(screen.getByRole('navigation', { name: 'Breadcrumb' }));
    const [banner, footer] = [screen.getByRole('banner'), screen.getByRole('contentinfo')];
    expect(banner.compareDocumentPosition(main) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(main.compareDocumentPosition(footer) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('puts a notice bar before the header and floating controls after the footer', () => {
    render(shell({ before: <p>Previewing Vogue</p>, after: <button type="button">Back to top</button> }));
    const [notice, banner, footer, control] = [
      screen.getByText('Previewing Vogue'),
      screen.getByRole('banner'),
      screen.getByRole('contentinfo'),
      screen.getByRole('button', { name: 'Back to top' }),
    ];
    expect(notice.compareDocumentPosition(banner) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    expect(footer.compareDocumentPosition(control) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('makes main focusable for the skip link and takes its id', () => {
    render(shell({ mainId: 'content' }));
    expect(screen.getByRole('main')).toHaveAttribute('tabindex', '-1');
    expect(screen.getByRole('main')).toHaveAttribute('id', 'content');
  });

  it('keeps the aside outside main, and names the page in data-page', () => {
    const { container } = render(shell({ aside: <aside aria-label="Recent purchases">Jo bought a coat</aside> }));
    const aside = screen.getByRole('complementary', { name: 'Recent purchases' });
    expect(screen.getByRole('main')).not.toContainElement(aside);
    expect(container.firstElementChild).toHaveAttribute('data-page', 'home');
  });

  it('has no axe violations', async () => {
    const { container } = render(shell({ aside: <aside aria-label="Recent purchases">Jo bought a coat</aside> }));
    expect(await axeViolations(container)).toEqual([]);
  });
});
