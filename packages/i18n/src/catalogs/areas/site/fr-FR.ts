import type en from './en-US';

export default {
  'site.preview.banner': 'Vous prévisualisez le thème {theme}.',
  'site.preview.leave': 'Quitter l’aperçu',
  'site.currency.label': 'Devise',
  'site.currency.change': 'Changer de devise',
  'site.price.sale': 'Prix soldé',
  'site.price.regular': 'Prix habituel',
  'site.cookieSettings': 'Paramètres des cookies',
  'site.consent.saveFailed': 'Vos choix de cookies n’ont pas pu être enregistrés. Veuillez réessayer.',
  'site.chunk.title': 'Cette partie de la page n’a pas pu être chargée',
  'site.chunk.timeout': 'La connexion a expiré. Vérifiez votre connexion et réessayez.',
  'site.chunk.failed': 'Une partie de la page n’a pas pu être téléchargée. Veuillez réessayer.',
} satisfies Record<keyof typeof en, string>;
