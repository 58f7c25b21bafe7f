import type en from './en-US';

export default {
  'oidc.continueWith': 'Fortsett med {provider}',
  'oidc.divider': 'eller',
  'oidc.groupLabel': 'Logg inn med en annen konto',
  'oidc.moreOptions': 'Andre måter å logge inn på',
  'oidc.chooser.title': 'Logg inn med en annen konto',
  'oidc.chooser.intro':
    'Bruk en konto du allerede har hos en av disse tjenestene. Vi mottar bare navnet og e-postadressen din.',
  'oidc.chooser.empty': 'Det finnes ingen andre innloggingsmåter akkurat nå.',
  'oidc.usePassword': 'Logg inn med e-post og passord',
  'oidc.error.title': 'Vi kunne ikke logge deg inn',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Dette innloggingsalternativet er ikke tilgjengelig.',
  'oidc.error.OIDC_STATE_INVALID': 'Denne innloggingen tok for lang tid eller er allerede brukt. Start på nytt.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'Innloggingen ble avbrutt. Du kan prøve igjen eller logge inn med passordet ditt.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Innloggingstjenesten svarte ikke som forventet. Prøv igjen om litt.',
  'oidc.error.OIDC_TOKEN_INVALID': 'Vi kunne ikke bekrefte identiteten din hos innloggingstjenesten. Prøv igjen.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'E-postadressen din er ikke bekreftet hos denne tjenesten. Bekreft den der først, eller logg inn med passordet ditt.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Innloggingstjenesten delte ikke e-postadressen din, som vi trenger for bestillingene dine. Tillat at den deler e-posten din, eller opprett en konto med passord.',
  'oidc.error.TOO_MANY_REQUESTS': 'For mange innloggingsforsøk. Vent en stund og prøv igjen.',
  'oidc.error.generic': 'Noe gikk galt under innloggingen. Prøv igjen.',
  'oidc.error.retry': 'Prøv igjen med {provider}',
  'oidc.error.reference': 'Feilkode: {code}',
} satisfies Record<keyof typeof en, string>;
