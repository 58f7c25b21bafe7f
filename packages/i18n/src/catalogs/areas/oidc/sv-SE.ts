import type en from './en-US';

export default {
  'oidc.continueWith': 'Fortsätt med {provider}',
  'oidc.divider': 'eller',
  'oidc.groupLabel': 'Logga in med ett annat konto',
  'oidc.moreOptions': 'Andra sätt att logga in',
  'oidc.chooser.title': 'Logga in med ett annat konto',
  'oidc.chooser.intro':
    'Använd ett konto som du redan har hos någon av dessa tjänster. Vi får bara ditt namn och din e-postadress.',
  'oidc.chooser.empty': 'Det finns inga andra inloggningsalternativ just nu.',
  'oidc.usePassword': 'Logga in med e-post och lösenord',
  'oidc.error.title': 'Vi kunde inte logga in dig',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Det här inloggningsalternativet är inte tillgängligt.',
  'oidc.error.OIDC_STATE_INVALID': 'Inloggningen tog för lång tid eller har redan använts. Börja om.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'Inloggningen avbröts. Du kan försöka igen eller logga in med ditt lösenord.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Inloggningstjänsten svarade inte som väntat. Försök igen om en stund.',
  'oidc.error.OIDC_TOKEN_INVALID': 'Vi kunde inte bekräfta din identitet hos inloggningstjänsten. Försök igen.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Din e-postadress är inte bekräftad hos den här tjänsten. Bekräfta den där först, eller logga in med ditt lösenord.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Inloggningstjänsten delade inte din e-postadress, som vi behöver för dina beställningar. Tillåt att den delar din e-post, eller skapa ett konto med lösenord.',
  'oidc.error.TOO_MANY_REQUESTS': 'För många inloggningsförsök. Vänta en stund och försök igen.',
  'oidc.error.generic': 'Något gick fel när du skulle loggas in. Försök igen.',
  'oidc.error.retry': 'Försök igen med {provider}',
  'oidc.error.reference': 'Felkod: {code}',
} satisfies Record<keyof typeof en, string>;
