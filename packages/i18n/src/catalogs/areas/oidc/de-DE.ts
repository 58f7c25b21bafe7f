import type en from './en-US';

export default {
  'oidc.continueWith': 'Weiter mit {provider}',
  'oidc.divider': 'oder',
  'oidc.groupLabel': 'Mit einem anderen Konto anmelden',
  'oidc.moreOptions': 'Weitere Anmeldemöglichkeiten',
  'oidc.chooser.title': 'Mit einem anderen Konto anmelden',
  'oidc.chooser.intro':
    'Verwenden Sie ein Konto, das Sie bereits bei einem dieser Dienste haben. Wir erhalten nur Ihren Namen und Ihre E-Mail-Adresse.',
  'oidc.chooser.empty': 'Zurzeit gibt es keine weiteren Anmeldemöglichkeiten.',
  'oidc.usePassword': 'Mit E-Mail und Passwort anmelden',
  'oidc.error.title': 'Wir konnten Sie nicht anmelden',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Diese Anmeldemöglichkeit ist nicht verfügbar.',
  'oidc.error.OIDC_STATE_INVALID':
    'Diese Anmeldung hat zu lange gedauert oder wurde bereits verwendet. Bitte beginnen Sie von vorn.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'Die Anmeldung wurde abgebrochen. Sie können es erneut versuchen oder sich mit Ihrem Passwort anmelden.',
  'oidc.error.OIDC_PROVIDER_ERROR':
    'Der Anmeldedienst hat nicht wie erwartet geantwortet. Bitte versuchen Sie es gleich noch einmal.',
  'oidc.error.OIDC_TOKEN_INVALID':
    'Wir konnten Ihre Identität beim Anmeldedienst nicht bestätigen. Bitte versuchen Sie es erneut.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Ihre E-Mail-Adresse ist bei diesem Dienst nicht bestätigt. Bestätigen Sie sie zuerst dort oder melden Sie sich mit Ihrem Passwort an.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Der Anmeldedienst hat Ihre E-Mail-Adresse nicht übermittelt, die wir für Ihre Bestellungen benötigen. Erlauben Sie die Weitergabe Ihrer E-Mail-Adresse oder erstellen Sie ein Konto mit Passwort.',
  'oidc.error.TOO_MANY_REQUESTS':
    'Zu viele Anmeldeversuche. Bitte warten Sie eine Weile und versuchen Sie es dann erneut.',
  'oidc.error.generic': 'Bei der Anmeldung ist etwas schiefgelaufen. Bitte versuchen Sie es erneut.',
  'oidc.error.retry': 'Erneut mit {provider} versuchen',
  'oidc.error.reference': 'Fehlercode: {code}',
} satisfies Record<keyof typeof en, string>;
