import type en from './en-US';

export default {
  'showcase.rating.summary': '5点中{rating} · {count, plural, other {#件のレビュー}}',
  'showcase.reviews.failed': 'レビューを送信できませんでした。もう一度お試しください。',
  'showcase.comments.formTitle': '質問やコメントを書き込む',
  'showcase.comments.name': 'お名前',
  'showcase.comments.body': 'コメント',
  'showcase.comments.submit': 'コメントを投稿',
  'showcase.comments.sending': '投稿中…',
  'showcase.comments.sent': 'ありがとうございます。コメントが投稿されました。',
  'showcase.comments.failed': 'コメントを投稿できませんでした。もう一度お試しください。',
  'showcase.recentlyViewed.title': '最近チェックした商品',
  'showcase.recentlyViewed.clear': '履歴を消去',
  'showcase.home.favourites': 'スタッフのお気に入り',
  'showcase.home.heroSecondary': '{collection}を見る',
  'showcase.mediaFeed.title': 'アトリエから',
  'showcase.mediaFeed.lead': '私たちがつくる品々のある日常を、アトリエとお客様がシェアしています。',
  'showcase.mediaFeed.shop': '{product}を購入',
} satisfies Record<keyof typeof en, string>;
