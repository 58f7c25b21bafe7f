import type en from './en-US';

export default {
  'site.preview.banner': '{theme} テーマをプレビューしています。',
  'site.preview.leave': 'プレビューを終了',
  'site.currency.label': '通貨',
  'site.currency.change': '通貨を変更',
  'site.price.sale': 'セール価格',
  'site.price.regular': '通常価格',
  'site.cookieSettings': 'Cookie 設定',
  'site.consent.saveFailed': 'Cookie の設定を保存できませんでした。もう一度お試しください。',
  'site.chunk.title': 'ページのこの部分を読み込めませんでした',
  'site.chunk.timeout': '接続がタイムアウトしました。接続を確認して、もう一度お試しください。',
  'site.chunk.failed': 'ページの一部をダウンロードできませんでした。もう一度お試しください。',
} satisfies Record<keyof typeof en, string>;
