import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} de 5 · {count, plural, one {# reseña} other {# reseñas}}',
  'showcase.reviews.failed': 'No se ha podido enviar tu reseña. Inténtalo de nuevo.',
  'showcase.comments.formTitle': 'Haz una pregunta o deja un comentario',
  'showcase.comments.name': 'Tu nombre',
  'showcase.comments.body': 'Tu comentario',
  'showcase.comments.submit': 'Publicar comentario',
  'showcase.comments.sending': 'Publicando…',
  'showcase.comments.sent': '¡Gracias! Tu comentario se ha publicado.',
  'showcase.comments.failed': 'No se ha podido publicar tu comentario. Inténtalo de nuevo.',
  'showcase.recentlyViewed.title': 'Vistos recientemente',
  'showcase.recentlyViewed.clear': 'Borrar historial',
  'showcase.home.favourites': 'Nuestros favoritos',
  'showcase.home.heroSecondary': 'Descubre {collection}',
  'showcase.mediaFeed.title': 'Desde nuestro taller',
  'showcase.mediaFeed.lead':
    'Momentos cotidianos con las cosas que hacemos, compartidos por nuestro taller y nuestros clientes.',
  'showcase.mediaFeed.shop': 'Comprar {product}',
} satisfies Record<keyof typeof en, string>;
