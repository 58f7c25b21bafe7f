import type en from './en-US';

export default {
  'oidc.continueWith': 'Продолжить через {provider}',
  'oidc.divider': 'или',
  'oidc.groupLabel': 'Войти с другим аккаунтом',
  'oidc.moreOptions': 'Другие способы входа',
  'oidc.chooser.title': 'Войти с другим аккаунтом',
  'oidc.chooser.intro':
    'Используйте аккаунт, который у вас уже есть в одном из этих сервисов. Мы получаем только ваше имя и адрес электронной почты.',
  'oidc.chooser.empty': 'Сейчас других способов входа нет.',
  'oidc.usePassword': 'Войти по электронной почте и паролю',
  'oidc.error.title': 'Не удалось выполнить вход',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Этот способ входа недоступен.',
  'oidc.error.OIDC_STATE_INVALID': 'Вход занял слишком много времени или уже был использован. Начните заново.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'Вход отменён. Вы можете попробовать ещё раз или войти с паролем.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Сервис входа ответил не так, как ожидалось. Попробуйте ещё раз через минуту.',
  'oidc.error.OIDC_TOKEN_INVALID': 'Не удалось подтвердить вашу личность через сервис входа. Попробуйте ещё раз.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Ваш адрес электронной почты не подтверждён в этом сервисе. Сначала подтвердите его там или войдите с паролем.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Сервис входа не передал ваш адрес электронной почты, а он нужен нам для заказов. Разрешите передачу адреса или создайте аккаунт с паролем.',
  'oidc.error.TOO_MANY_REQUESTS': 'Слишком много попыток входа. Подождите немного и попробуйте снова.',
  'oidc.error.generic': 'При входе что-то пошло не так. Попробуйте ещё раз.',
  'oidc.error.retry': 'Попробовать снова через {provider}',
  'oidc.error.reference': 'Код ошибки: {code}',
} satisfies Record<keyof typeof en, string>;
