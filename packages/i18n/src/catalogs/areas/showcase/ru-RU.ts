import type en from './en-US';

export default {
  'showcase.rating.summary':
    '{rating} из 5 · {count, plural, one {# отзыв} few {# отзыва} many {# отзывов} other {# отзыва}}',
  'showcase.reviews.failed': 'Не удалось отправить отзыв. Попробуйте ещё раз.',
  'showcase.comments.formTitle': 'Задайте вопрос или оставьте комментарий',
  'showcase.comments.name': 'Ваше имя',
  'showcase.comments.body': 'Ваш комментарий',
  'showcase.comments.submit': 'Опубликовать',
  'showcase.comments.sending': 'Публикуем…',
  'showcase.comments.sent': 'Спасибо! Ваш комментарий опубликован.',
  'showcase.comments.failed': 'Не удалось опубликовать комментарий. Попробуйте ещё раз.',
  'showcase.recentlyViewed.title': 'Вы недавно смотрели',
  'showcase.recentlyViewed.clear': 'Очистить историю',
  'showcase.home.favourites': 'Наш выбор',
  'showcase.home.heroSecondary': 'Смотреть: {collection}',
  'showcase.mediaFeed.title': 'Из нашей мастерской',
  'showcase.mediaFeed.lead':
    'Повседневные моменты с вещами, которые мы делаем, — от нашей мастерской и наших покупателей.',
  'showcase.mediaFeed.shop': 'Купить: {product}',
} satisfies Record<keyof typeof en, string>;
