import type en from './en-US';

export default {
  'oidc.continueWith': 'Continuar com {provider}',
  'oidc.divider': 'ou',
  'oidc.groupLabel': 'Iniciar sessão com outra conta',
  'oidc.moreOptions': 'Outras formas de iniciar sessão',
  'oidc.chooser.title': 'Iniciar sessão com outra conta',
  'oidc.chooser.intro':
    'Utilize uma conta que já tenha num destes serviços. Recebemos apenas o seu nome e o seu endereço de e-mail.',
  'oidc.chooser.empty': 'De momento não há outras formas de iniciar sessão.',
  'oidc.usePassword': 'Iniciar sessão com e-mail e palavra-passe',
  'oidc.error.title': 'Não foi possível iniciar a sua sessão',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Esta opção de início de sessão não está disponível.',
  'oidc.error.OIDC_STATE_INVALID': 'Este início de sessão demorou demasiado ou já foi utilizado. Comece de novo.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'O início de sessão foi cancelado. Pode tentar novamente ou iniciar sessão com a sua palavra-passe.',
  'oidc.error.OIDC_PROVIDER_ERROR':
    'O serviço de início de sessão não respondeu como esperado. Tente novamente daqui a pouco.',
  'oidc.error.OIDC_TOKEN_INVALID':
    'Não foi possível confirmar a sua identidade junto do serviço de início de sessão. Tente novamente.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'O seu endereço de e-mail não está confirmado neste serviço. Confirme-o lá primeiro ou inicie sessão com a sua palavra-passe.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'O serviço de início de sessão não partilhou o seu endereço de e-mail, de que precisamos para as suas encomendas. Permita a partilha do e-mail ou crie uma conta com palavra-passe.',
  'oidc.error.TOO_MANY_REQUESTS': 'Demasiadas tentativas de início de sessão. Aguarde um pouco e tente novamente.',
  'oidc.error.generic': 'Ocorreu um problema ao iniciar a sua sessão. Tente novamente.',
  'oidc.error.retry': 'Tentar novamente com {provider}',
  'oidc.error.reference': 'Código de erro: {code}',
} satisfies Record<keyof typeof en, string>;
