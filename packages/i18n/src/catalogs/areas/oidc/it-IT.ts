import type en from './en-US';

export default {
  'oidc.continueWith': 'Continua con {provider}',
  'oidc.divider': 'oppure',
  'oidc.groupLabel': 'Accedi con un altro account',
  'oidc.moreOptions': 'Altri modi per accedere',
  'oidc.chooser.title': 'Accedi con un altro account',
  'oidc.chooser.intro':
    'Usa un account che hai già presso uno di questi servizi. Riceviamo solo il tuo nome e il tuo indirizzo e-mail.',
  'oidc.chooser.empty': 'Al momento non sono disponibili altre opzioni di accesso.',
  'oidc.usePassword': 'Accedi con e-mail e password',
  'oidc.error.title': 'Non siamo riusciti a farti accedere',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Questa opzione di accesso non è disponibile.',
  'oidc.error.OIDC_STATE_INVALID': 'Questo accesso ha richiesto troppo tempo o è già stato usato. Ricomincia da capo.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'L’accesso è stato annullato. Puoi riprovare o accedere con la tua password.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Il servizio di accesso non ha risposto come previsto. Riprova tra un momento.',
  'oidc.error.OIDC_TOKEN_INVALID':
    'Non siamo riusciti a confermare la tua identità con il servizio di accesso. Riprova.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Il tuo indirizzo e-mail non è confermato presso questo servizio. Confermalo prima lì, oppure accedi con la tua password.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Il servizio di accesso non ha condiviso il tuo indirizzo e-mail, che ci serve per i tuoi ordini. Consenti la condivisione dell’e-mail o crea un account con una password.',
  'oidc.error.TOO_MANY_REQUESTS': 'Troppi tentativi di accesso. Attendi un po’ e riprova.',
  'oidc.error.generic': 'Si è verificato un problema durante l’accesso. Riprova.',
  'oidc.error.retry': 'Riprova con {provider}',
  'oidc.error.reference': 'Codice errore: {code}',
} satisfies Record<keyof typeof en, string>;
