import type en from './en-US';

export default {
  'site.preview.banner': 'Вы просматриваете тему {theme} в режиме предпросмотра.',
  'site.preview.leave': 'Выйти из предпросмотра',
  'site.currency.label': 'Валюта',
  'site.currency.change': 'Сменить валюту',
  'site.price.sale': 'Цена со скидкой',
  'site.price.regular': 'Обычная цена',
  'site.cookieSettings': 'Настройки cookie',
  'site.consent.saveFailed': 'Не удалось сохранить ваш выбор cookie. Попробуйте ещё раз.',
  'site.chunk.title': 'Не удалось загрузить эту часть страницы',
  'site.chunk.timeout': 'Время ожидания соединения истекло. Проверьте подключение и попробуйте ещё раз.',
  'site.chunk.failed': 'Не удалось скачать часть страницы. Попробуйте ещё раз.',
} satisfies Record<keyof typeof en, string>;
