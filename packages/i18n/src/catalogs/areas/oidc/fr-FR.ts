import type en from './en-US';

export default {
  'oidc.continueWith': 'Continuer avec {provider}',
  'oidc.divider': 'ou',
  'oidc.groupLabel': 'Se connecter avec un autre compte',
  'oidc.moreOptions': 'Autres façons de se connecter',
  'oidc.chooser.title': 'Se connecter avec un autre compte',
  'oidc.chooser.intro':
    'Utilisez un compte que vous avez déjà auprès de l’un de ces services. Nous recevons uniquement votre nom et votre adresse e-mail.',
  'oidc.chooser.empty': 'Aucune autre option de connexion n’est disponible pour le moment.',
  'oidc.usePassword': 'Se connecter avec e-mail et mot de passe',
  'oidc.error.title': 'Nous n’avons pas pu vous connecter',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Cette option de connexion n’est pas disponible.',
  'oidc.error.OIDC_STATE_INVALID': 'Cette connexion a pris trop de temps ou a déjà été utilisée. Veuillez recommencer.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'La connexion a été annulée. Vous pouvez réessayer ou vous connecter avec votre mot de passe.',
  'oidc.error.OIDC_PROVIDER_ERROR':
    'Le service de connexion n’a pas répondu comme prévu. Veuillez réessayer dans un instant.',
  'oidc.error.OIDC_TOKEN_INVALID':
    'Nous n’avons pas pu confirmer votre identité auprès du service de connexion. Veuillez réessayer.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Votre adresse e-mail n’est pas confirmée auprès de ce service. Confirmez-la d’abord là-bas, ou connectez-vous avec votre mot de passe.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Le service de connexion n’a pas partagé votre adresse e-mail, dont nous avons besoin pour vos commandes. Autorisez le partage de votre e-mail ou créez un compte avec un mot de passe.',
  'oidc.error.TOO_MANY_REQUESTS': 'Trop de tentatives de connexion. Veuillez patienter un moment puis réessayer.',
  'oidc.error.generic': 'Un problème est survenu lors de votre connexion. Veuillez réessayer.',
  'oidc.error.retry': 'Réessayer avec {provider}',
  'oidc.error.reference': 'Code d’erreur : {code}',
} satisfies Record<keyof typeof en, string>;
