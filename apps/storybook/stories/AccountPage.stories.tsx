import type { Meta, StoryObj } from '@storybook/react-vite';
import type { Address } from '@vitrine/headless/contract';
import {
  AddressBookPage,
  Footer,
  Header,
  PageShell,
  type AddressBookPageProps,
  type AddressCountry,
} from '@vitrine/ui';

/** Countries as the shop sends them: each named in the shopper's language. */
function countriesIn(locale: string): AddressCountry[] {
  const names = new Intl.DisplayNames([locale], { type: 'region' });
  const country = (
    code: string,
    dial_code: string,
    province_required: boolean,
    states: { code: string; name: string }[] = [],
  ) => ({
    code,
    iso2: code,
    name: names.of(code) ?? code,
    dial_code,
    postcode_required: true,
    province_required,
    states,
  });
  return [
    country('US', '1', true, [
      { code: 'NY', name: 'New York' },
      { code: 'OR', name: 'Oregon' },
    ]),
    country('DE', '49', false),
    country('IL', '972', false),
    country('JP', '81', false),
  ];
}

const addresses: Address[] = [
  {
    id: 1,
    first_name: 'Maya',
    last_name: 'Okafor',
    company: '',
    address1: '2150 NW Lovejoy St',
    address2: 'Apt 4',
    city: 'Portland',
    country: 'US',
    province: 'OR',
    postcode: '97210',
    phone: '+1 503-555-0142',
    default: true,
  },
  {
    id: 2,
    first_name: 'Maya',
    last_name: 'Okafor',
    company: 'Northwind Atelier GmbH',
    address1: 'Torstraße 109',
    address2: '',
    city: 'Berlin',
    country: 'DE',
    province: '',
    postcode: '10119',
    phone: '',
    default: false,
  },
];

/**
 * The shop's address book page (`/account/addresses`): the composition the
 * route renders, in the shop's header and footer, with countries named in the
 * toolbar's language. Its texts are the account area of the shop's catalogue.
 * Its forms post as they do without JavaScript (Storybook gives the kit no
 * router forms).
 */
function AccountAddressesStory({
  locale = 'en-US',
  ...props
}: Omit<AddressBookPageProps, 'countries'> & { locale?: string }) {
  return (
    <PageShell
      page="account"
      header={
        <Header
          storeName="Northwind Atelier"
          navigation={[{ label: 'Outerwear', href: '/collections/outerwear' }]}
          isSignedIn
        />
      }
      footer={<Footer storeName="Northwind Atelier" year={2026} />}
    >
      <AddressBookPage {...props} countries={countriesIn(locale)} />
    </PageShell>
  );
}

const meta = {
  title: 'Pages/Account',
  component: AccountAddressesStory,
  args: { email: 'maya@example.com', csrf: 'csrf-demo-token', addresses, form: null },
  argTypes: { addresses: { control: false }, form: { control: false } },
  parameters: { layout: 'fullscreen', fromGlobals: ['locale'] },
} satisfies Meta<typeof AccountAddressesStory>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two saved addresses, the default one marked. */
export const Addresses: Story = {};

/** Adding an address: the shop's one address form below the list. */
export const AddingAnAddress: Story = { args: { form: { address: null } } };
