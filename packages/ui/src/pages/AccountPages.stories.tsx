import type { Meta, StoryObj } from '@storybook/react-vite';
import type { ReactNode } from 'react';
import { expect, userEvent, within } from 'storybook/test';
import {
  demoAddresses,
  demoCsrf,
  demoOrder,
  demoOrderHistory,
  demoProfile,
  demoRecentOrders,
  demoWishItems,
} from '../fixtures/account';
import { demoCountries } from '../fixtures/checkout';
import { demoTrackingInTransit } from '../fixtures/feedback';
import {
  ForgotPasswordPage,
  RegisterPage,
  ResetPasswordPage,
  SignInPage,
  VerifyEmailPage,
} from './AccountPage/AuthPages';
import { SignInChooserPage, SignInFailurePage, SocialSignIn } from './AccountPage/SocialSignIn';
import { AddressBookPage, type AddressBookPageProps } from './AccountPage/AddressBookPage';
import { OrderDetailPage } from './AccountPage/OrderDetailPage';
import { OrderHistoryPage } from './AccountPage/OrderHistoryPage';
import { OrderTrackingPage } from './AccountPage/OrderTrackingPage';
import { ProfilePage } from './AccountPage/ProfilePage';
import { WishlistPage } from './AccountPage/WishlistPage';
import {
  countriesNamedIn,
  DemoFooter,
  DemoHeader,
  PAGE_FROM_GLOBALS,
  pageArgTypes,
  PHONE_GLOBALS,
  type PageStoryArgs,
} from './demoChrome';
import { PageShell } from './PageShell';

/** The account pages inside the shop's frame, as the shop's routes render them. */
function Frame({ page, headerLayout, children }: PageStoryArgs & { page: string; children: ReactNode }) {
  return (
    <PageShell page={page} header={<DemoHeader layout={headerLayout} />} footer={<DemoFooter />}>
      {children}
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Account',
  component: Frame,
  argTypes: pageArgTypes,
  args: { page: 'account', children: null },
  parameters: { layout: 'fullscreen', fromGlobals: PAGE_FROM_GLOBALS },
} satisfies Meta<typeof Frame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Sign in (spec 2 `login`), after the address was confirmed. */
export const SignIn: Story = {
  render: (args) => (
    <Frame {...args} page="login">
      <SignInPage returnTo="/account" email="ada@example.com" notice="verified">
        <SocialSignIn returnTo="/account" />
      </SignInPage>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByLabelText('E-mail address')).toHaveValue('ada@example.com');
    await expect(canvas.getByTestId('form-notice')).toBeVisible();
  },
};

/** A refused password: said above the form, naming no field; the password is not typed back. */
export const SignInRefused: Story = {
  render: (args) => (
    <Frame {...args} page="login">
      <SignInPage
        returnTo="/account"
        email="ada@example.com"
        message="The e-mail address or the password is not right. Check both and try again."
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('is not right');
    await expect(canvas.getByLabelText('Password')).not.toHaveAttribute('aria-invalid');
  },
};

export const SignInMobile: Story = { ...SignIn, globals: PHONE_GLOBALS, tags: ['phone'] };

const signInProviders = [
  { slug: 'google', name: 'Google', start_url: '/account/oidc/google' },
  { slug: 'apple', name: 'Apple', start_url: '/account/oidc/apple' },
];

/** A store with other ways to sign in: one "Continue with" link per provider under the form, coming back to the cart. */
export const SignInWithProviders: Story = {
  render: (args) => (
    <Frame {...args} page="login">
      <SignInPage returnTo="/cart">
        <SocialSignIn returnTo="/cart" providers={signInProviders} />
      </SignInPage>
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Continue with Google' })).toHaveAttribute(
      'href',
      '/account/oidc/google?return_to=%2Fcart',
    );
    await expect(canvas.getByRole('link', { name: 'Continue with Apple' })).toBeVisible();
  },
};

/** `/account/oidc`: the providers listed on the server, for a browser without JavaScript. */
export const SignInChooser: Story = {
  render: (args) => (
    <Frame {...args} page="oidc">
      <SignInChooserPage providers={signInProviders} returnTo="/account" />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Sign in with e-mail and password' })).toHaveAttribute(
      'href',
      '/account/login',
    );
  },
};

/** A provider sign-in that was cancelled: why, the same provider again, or the password. */
export const SignInFailed: Story = {
  render: (args) => (
    <Frame {...args} page="oidc">
      <SignInFailurePage
        failure={{
          code: 'OIDC_SIGN_IN_CANCELLED',
          reason: 'OIDC_SIGN_IN_CANCELLED',
          provider: signInProviders[0]!,
          returnTo: '/cart',
        }}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent('cancelled');
    await expect(canvas.getByRole('link', { name: 'Try again with Google' })).toHaveAttribute(
      'href',
      '/account/oidc/google?return_to=%2Fcart',
    );
  },
};

export const SignInFailedMobile: Story = { ...SignInFailed, globals: PHONE_GLOBALS, tags: ['phone'] };

/** Sign up with the server's refusals on their fields and what was typed kept. */
export const Register: Story = {
  render: (args) => (
    <Frame {...args} page="register">
      <RegisterPage
        passwordMinLength={8}
        values={{ first_name: 'Ada', email: 'ada@example' }}
        errors={{ email: 'Enter a valid email', password_confirmation: 'Password entries do not match' }}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('E-mail address')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByTestId('error-password_confirmation')).toHaveTextContent('do not match');
    await expect(canvas.getByLabelText(/First name/)).toHaveValue('Ada');
  },
};

/** After signing up: "check your inbox". */
export const RegisterSent: Story = {
  render: (args) => (
    <Frame {...args} page="register">
      <RegisterPage passwordMinLength={8} sentTo="ada@example.com" />
    </Frame>
  ),
};

export const Verify: Story = {
  render: (args) => (
    <Frame {...args} page="verify">
      <VerifyEmailPage token="demo-token" />
    </Frame>
  ),
};

export const Forgot: Story = {
  render: (args) => (
    <Frame {...args} page="forgot">
      <ForgotPasswordPage email="ada@example.com" />
    </Frame>
  ),
};

export const ForgotSent: Story = {
  render: (args) => (
    <Frame {...args} page="forgot">
      <ForgotPasswordPage sentTo="ada@example.com" />
    </Frame>
  ),
};

export const Reset: Story = {
  render: (args) => (
    <Frame {...args} page="reset">
      <ResetPasswordPage token="demo-token" passwordMinLength={8} />
    </Frame>
  ),
};

/** The account's front page: profile form, newest orders, loyalty points. */
export const Profile: Story = {
  render: ({ locale, ...args }) => (
    <Frame {...args} page="account">
      <ProfilePage
        csrf={demoCsrf}
        profile={demoProfile}
        orderCount={5}
        addressCount={1}
        recentOrders={demoRecentOrders}
        isSaved
        locale={locale}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Profile' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText(/Send me news/)).toBeChecked();
  },
};

export const ProfileMobile: Story = { ...Profile, globals: PHONE_GLOBALS, tags: ['phone'] };

/** Page one of a twelve-order history. */
export const Orders: Story = {
  render: ({ locale, ...args }) => (
    <Frame {...args} page="orders">
      <OrderHistoryPage
        email={demoProfile.email}
        csrf={demoCsrf}
        orders={demoOrderHistory}
        page={1}
        total={12}
        pageSize={10}
        locale={locale}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('order-row')).toHaveLength(demoOrderHistory.length);
    await expect(canvas.getByRole('link', { name: /Older orders/ })).toHaveAttribute('href', '/account/orders?page=2');
  },
};

export const OrdersMobile: Story = { ...Orders, globals: PHONE_GLOBALS, tags: ['phone'] };

export const OrderDetail: Story = {
  render: ({ locale, ...args }) => (
    <Frame {...args} page="order">
      <OrderDetailPage
        email={demoProfile.email}
        csrf={demoCsrf}
        order={demoOrder}
        tracked={{
          tracking: demoTrackingInTransit,
          carrier: { name: 'UPS', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
        }}
        countryName={
          countriesNamedIn(demoCountries, locale).find((country) => country.code === 'US')?.name ?? 'United States'
        }
        provinceName="Oregon"
        paymentTitle="Credit card"
        locale={locale}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('order-line')).toHaveLength(2);
    await expect(canvas.getByTestId('carrier-link')).toHaveTextContent('UPS');
  },
};

/** The address book (`/account/addresses`) with the form shown; countries named in the toolbar's language, as the shop's route names them. */
const addressBook =
  (form: AddressBookPageProps['form']): Story['render'] =>
  ({ locale, ...args }) => (
    <Frame {...args} page="account">
      <AddressBookPage
        email={demoProfile.email}
        csrf={demoCsrf}
        addresses={demoAddresses}
        countries={countriesNamedIn(demoCountries, locale)}
        form={form}
      />
    </Frame>
  );

/** Two saved addresses, the default one marked. */
export const Addresses: Story = { render: addressBook(null) };

/** Adding an address: the shop's one address form below the list. */
export const AddingAnAddress: Story = { render: addressBook({ address: null }) };

/** The wish list: add to cart goes through the cart store (the story's mocked store API). */
export const Wishlist: Story = {
  render: ({ locale, layout, ...args }) => (
    <Frame {...args} page="wishlist">
      <WishlistPage isSignedIn csrf={demoCsrf} items={demoWishItems} locale={locale} layout={layout} />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByTestId('wish-item')).toHaveLength(demoWishItems.length);
    await expect(
      canvas.getByRole('button', { name: `Remove ${demoWishItems[0]!.product.title} from your wish list` }),
    ).toBeVisible();
  },
};

export const WishlistMobile: Story = { ...Wishlist, globals: PHONE_GLOBALS, tags: ['phone'] };

export const WishlistSignedOut: Story = {
  render: (args) => (
    <Frame {...args} page="wishlist">
      <WishlistPage isSignedIn={false} csrf="" items={[]} />
    </Frame>
  ),
};

/** Order tracking with an answer and the carrier's page. */
export const Tracking: Story = {
  render: ({ locale, ...args }) => (
    <Frame {...args} page="order-tracking">
      <OrderTrackingPage
        orderNumber="VT-100245"
        tracked={{
          tracking: demoTrackingInTransit,
          carrier: { name: 'UPS', url: 'https://www.ups.com/track?tracknum=1Z999AA10123456784' },
        }}
        locale={locale}
      />
    </Frame>
  ),
};

/** A tracking number the shop refused, on its field. */
export const TrackingRefused: Story = {
  render: ({ locale, ...args }) => (
    <Frame {...args} page="order-tracking">
      <OrderTrackingPage
        tracked={null}
        numberForm={{
          values: { tracking_number: '12' },
          errors: { tracking_number: 'Enter a tracking number of 5 to 50 letters and digits.' },
        }}
        locale={locale}
      />
    </Frame>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('Tracking number'));
    await expect(canvas.getByLabelText('Tracking number')).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByLabelText('Tracking number')).toHaveValue('12');
  },
};

/** The account's front page in Hebrew: right to left, in the he-IL catalogue. */
export const RightToLeft: Story = {
  ...Profile,
  globals: { locale: 'he-IL' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvasElement).toHaveAttribute('dir', 'rtl');
    // he-IL's `account.nav.profile` and `account.profile.marketing`: the page speaks the shopper's language.
    const profile = canvas.getByRole('link', { name: 'פרופיל' });
    await expect(profile).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByLabelText(/אשמח לקבל חדשות ומבצעים/)).toBeChecked();
    await expect(canvas.queryByRole('link', { name: 'Profile' })).not.toBeInTheDocument();
    // Mirrored: the account menu (`account.nav.label`) stands at the inline start, the right, beside the page.
    const menu = canvas.getByRole('navigation', { name: 'החשבון שלך' }).getBoundingClientRect();
    const title = canvas.getByRole('heading', { level: 1 }).getBoundingClientRect();
    await expect(menu.left).toBeGreaterThanOrEqual(title.right);
  },
};
