import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} em 5 · {count, plural, one {# avaliação} other {# avaliações}}',
  'showcase.reviews.failed': 'Não foi possível enviar a sua avaliação. Tente novamente.',
  'showcase.comments.formTitle': 'Faça uma pergunta ou deixe um comentário',
  'showcase.comments.name': 'O seu nome',
  'showcase.comments.body': 'O seu comentário',
  'showcase.comments.submit': 'Publicar comentário',
  'showcase.comments.sending': 'A publicar…',
  'showcase.comments.sent': 'Obrigado! O seu comentário foi publicado.',
  'showcase.comments.failed': 'Não foi possível publicar o seu comentário. Tente novamente.',
  'showcase.recentlyViewed.title': 'Vistos recentemente',
  'showcase.recentlyViewed.clear': 'Limpar histórico',
  'showcase.home.favourites': 'Os nossos favoritos',
  'showcase.home.heroSecondary': 'Explorar {collection}',
  'showcase.mediaFeed.title': 'Do nosso atelier',
  'showcase.mediaFeed.lead':
    'Momentos do dia a dia com as peças que fazemos, partilhados pelo nosso atelier e pelos nossos clientes.',
  'showcase.mediaFeed.shop': 'Comprar {product}',
} satisfies Record<keyof typeof en, string>;
