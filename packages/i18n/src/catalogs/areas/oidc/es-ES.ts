import type en from './en-US';

export default {
  'oidc.continueWith': 'Continuar con {provider}',
  'oidc.divider': 'o',
  'oidc.groupLabel': 'Inicia sesión con otra cuenta',
  'oidc.moreOptions': 'Otras formas de iniciar sesión',
  'oidc.chooser.title': 'Inicia sesión con otra cuenta',
  'oidc.chooser.intro':
    'Usa una cuenta que ya tengas en uno de estos servicios. Solo recibimos tu nombre y tu dirección de correo electrónico.',
  'oidc.chooser.empty': 'Ahora mismo no hay otras formas de iniciar sesión.',
  'oidc.usePassword': 'Iniciar sesión con correo y contraseña',
  'oidc.error.title': 'No hemos podido iniciar tu sesión',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Esta opción de inicio de sesión no está disponible.',
  'oidc.error.OIDC_STATE_INVALID': 'Este inicio de sesión ha tardado demasiado o ya se ha usado. Vuelve a empezar.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'Se ha cancelado el inicio de sesión. Puedes intentarlo de nuevo o iniciar sesión con tu contraseña.',
  'oidc.error.OIDC_PROVIDER_ERROR':
    'El servicio de inicio de sesión no ha respondido como se esperaba. Inténtalo de nuevo en un momento.',
  'oidc.error.OIDC_TOKEN_INVALID':
    'No hemos podido confirmar tu identidad con el servicio de inicio de sesión. Inténtalo de nuevo.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Tu dirección de correo no está confirmada en este servicio. Confírmala allí primero o inicia sesión con tu contraseña.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'El servicio de inicio de sesión no ha compartido tu correo electrónico, que necesitamos para tus pedidos. Permite que lo comparta o crea una cuenta con contraseña.',
  'oidc.error.TOO_MANY_REQUESTS': 'Demasiados intentos de inicio de sesión. Espera un rato y vuelve a intentarlo.',
  'oidc.error.generic': 'Algo ha fallado al iniciar tu sesión. Inténtalo de nuevo.',
  'oidc.error.retry': 'Intentarlo de nuevo con {provider}',
  'oidc.error.reference': 'Código de error: {code}',
} satisfies Record<keyof typeof en, string>;
