import type en from './en-US';

export default {
  'oidc.continueWith': 'Doorgaan met {provider}',
  'oidc.divider': 'of',
  'oidc.groupLabel': 'Inloggen met een ander account',
  'oidc.moreOptions': 'Andere manieren om in te loggen',
  'oidc.chooser.title': 'Inloggen met een ander account',
  'oidc.chooser.intro':
    'Gebruik een account dat je al hebt bij een van deze diensten. We ontvangen alleen je naam en e-mailadres.',
  'oidc.chooser.empty': 'Er zijn op dit moment geen andere manieren om in te loggen.',
  'oidc.usePassword': 'Inloggen met e-mail en wachtwoord',
  'oidc.error.title': 'We konden je niet inloggen',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Deze inlogoptie is niet beschikbaar.',
  'oidc.error.OIDC_STATE_INVALID': 'Deze inlogpoging duurde te lang of is al gebruikt. Begin opnieuw.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'Het inloggen is geannuleerd. Je kunt het opnieuw proberen of inloggen met je wachtwoord.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'De inlogdienst antwoordde niet zoals verwacht. Probeer het zo meteen opnieuw.',
  'oidc.error.OIDC_TOKEN_INVALID': 'We konden je identiteit niet bevestigen bij de inlogdienst. Probeer het opnieuw.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Je e-mailadres is niet bevestigd bij deze dienst. Bevestig het daar eerst, of log in met je wachtwoord.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'De inlogdienst heeft je e-mailadres niet gedeeld, terwijl we dat nodig hebben voor je bestellingen. Sta het delen van je e-mail toe of maak een account met een wachtwoord.',
  'oidc.error.TOO_MANY_REQUESTS': 'Te veel inlogpogingen. Wacht even en probeer het opnieuw.',
  'oidc.error.generic': 'Er ging iets mis bij het inloggen. Probeer het opnieuw.',
  'oidc.error.retry': 'Opnieuw proberen met {provider}',
  'oidc.error.reference': 'Foutcode: {code}',
} satisfies Record<keyof typeof en, string>;
