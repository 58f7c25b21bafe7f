import type en from './en-US';

export default {
  'oidc.continueWith': 'Fortsæt med {provider}',
  'oidc.divider': 'eller',
  'oidc.groupLabel': 'Log ind med en anden konto',
  'oidc.moreOptions': 'Andre måder at logge ind på',
  'oidc.chooser.title': 'Log ind med en anden konto',
  'oidc.chooser.intro':
    'Brug en konto, du allerede har hos en af disse tjenester. Vi modtager kun dit navn og din e-mailadresse.',
  'oidc.chooser.empty': 'Der er ingen andre loginmuligheder lige nu.',
  'oidc.usePassword': 'Log ind med e-mail og adgangskode',
  'oidc.error.title': 'Vi kunne ikke logge dig ind',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Denne loginmulighed er ikke tilgængelig.',
  'oidc.error.OIDC_STATE_INVALID': 'Dette login tog for lang tid eller er allerede brugt. Start venligst forfra.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'Login blev annulleret. Du kan prøve igen eller logge ind med din adgangskode.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Logintjenesten svarede ikke som forventet. Prøv igen om lidt.',
  'oidc.error.OIDC_TOKEN_INVALID': 'Vi kunne ikke bekræfte din identitet hos logintjenesten. Prøv venligst igen.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Din e-mailadresse er ikke bekræftet hos denne tjeneste. Bekræft den der først, eller log ind med din adgangskode.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Logintjenesten delte ikke din e-mailadresse, som vi skal bruge til dine ordrer. Tillad den at dele din e-mail, eller opret en konto med en adgangskode.',
  'oidc.error.TOO_MANY_REQUESTS': 'For mange loginforsøg. Vent lidt, og prøv igen.',
  'oidc.error.generic': 'Noget gik galt under login. Prøv venligst igen.',
  'oidc.error.retry': 'Prøv igen med {provider}',
  'oidc.error.reference': 'Fejlkode: {code}',
} satisfies Record<keyof typeof en, string>;
