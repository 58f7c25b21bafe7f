import type { ReactNode } from 'react';
import { SubmitButton } from '../../Field/SubmitButton';
import { Form } from '../../kit/form';
import { useLabels } from '../../kit/labels';
import { Link } from '../../Link/Link';
import * as styles from './AccountPage.css';
import { DEFAULT_ACCOUNT_LABELS, type AccountLabels } from './labels';

/** The account's pages, for the menu. */
export type AccountSection = 'profile' | 'addresses' | 'orders' | 'wishlist';

/** Where the account's pages live. */
export interface AccountPaths {
  profile: string;
  addresses: string;
  orders: string;
  wishlist: string;
  logout: string;
  login: string;
  register: string;
  forgot: string;
}

export const ACCOUNT_PATHS: AccountPaths = {
  profile: '/account',
  addresses: '/account/addresses',
  orders: '/account/orders',
  wishlist: '/wishlist',
  logout: '/account/logout',
  login: '/account/login',
  register: '/account/register',
  forgot: '/account/forgot',
};

/** Props of {@link AccountLayout}. */
export interface AccountLayoutProps {
  email: string;
  /** The session's CSRF token, posted by every signed-in form (`_csrf`). */
  csrf: string;
  current: AccountSection;
  paths?: Partial<AccountPaths>;
  children: ReactNode;
  labels?: Partial<AccountLabels>;
}

/** The session's CSRF token as a hidden field: every signed-in form posts it. */
export function CsrfField({ token }: { token: string }) {
  return <input type="hidden" name="_csrf" value={token} />;
}

/**
 * The signed-in pages' frame: who is signed in, the account menu (profile,
 * addresses, orders, wish list; the current one marked) and a sign-out form
 * that works without scripts, beside the page.
 *
 * @example
 * <AccountLayout email="ada@example.com" csrf={csrf} current="orders"><OrderHistory … /></AccountLayout>
 */
export function AccountLayout({ email, csrf, current, paths: given, children, labels }: AccountLayoutProps) {
  const text = useLabels('AccountPages', DEFAULT_ACCOUNT_LABELS, labels);
  const paths = { ...ACCOUNT_PATHS, ...given };
  const links: { section: AccountSection; label: string }[] = [
    { section: 'profile', label: text.nav.profile },
    { section: 'addresses', label: text.nav.addresses },
    { section: 'orders', label: text.nav.orders },
    { section: 'wishlist', label: text.nav.wishlist },
  ];
  return (
    <div className={styles.shell}>
      <nav className={styles.nav} aria-label={text.nav.label}>
        <p className={styles.greeting} data-testid="account-email">
          {text.nav.signedInAs(email)}
        </p>
        <ul className={styles.navList}>
          {links.map((link) => (
            <li key={link.section}>
              <Link
                href={paths[link.section]}
                className={styles.navLink}
                aria-current={link.section === current ? 'page' : undefined}
              >
                {link.label}
              </Link>
            </li>
          ))}
        </ul>
        <Form method="post" action={paths.logout}>
          <CsrfField token={csrf} />
          <SubmitButton variant="secondary" size="sm" data-testid="sign-out">
            {text.nav.signOut}
          </SubmitButton>
        </Form>
      </nav>
      <div className={styles.content}>{children}</div>
    </div>
  );
}

/** Props of {@link AuthPanel}. */
export interface AuthPanelProps {
  title: string;
  intro?: string | null;
  children: ReactNode;
  /** Names the card for tests and analytics (`data-testid`). */
  testId?: string;
}

/**
 * The sign-in, sign-up and password pages: one card with a title, a line of
 * help and the form.
 */
export function AuthPanel({ title, intro, children, testId }: AuthPanelProps) {
  return (
    <div className={styles.authPage}>
      <section className={styles.authCard} aria-labelledby="auth-title" data-testid={testId}>
        <h1 id="auth-title" className={styles.pageTitle}>
          {title}
        </h1>
        {intro ? <p className={styles.intro}>{intro}</p> : null}
        {children}
      </section>
    </div>
  );
}
