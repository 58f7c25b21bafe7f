import type en from './en-US';

export default {
  'oidc.continueWith': '{provider}で続ける',
  'oidc.divider': 'または',
  'oidc.groupLabel': '別のアカウントでログイン',
  'oidc.moreOptions': 'その他のログイン方法',
  'oidc.chooser.title': '別のアカウントでログイン',
  'oidc.chooser.intro':
    'これらのサービスでお持ちのアカウントをご利用ください。当店が受け取るのはお名前とメールアドレスのみです。',
  'oidc.chooser.empty': '現在、ほかのログイン方法はご利用いただけません。',
  'oidc.usePassword': 'メールアドレスとパスワードでログイン',
  'oidc.error.title': 'ログインできませんでした',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'このログイン方法はご利用いただけません。',
  'oidc.error.OIDC_STATE_INVALID': 'ログインに時間がかかりすぎたか、すでに使用済みです。最初からやり直してください。',
  'oidc.error.OIDC_SIGN_IN_CANCELLED':
    'ログインがキャンセルされました。もう一度お試しいただくか、パスワードでログインしてください。',
  'oidc.error.OIDC_PROVIDER_ERROR':
    'ログインサービスから想定どおりの応答がありませんでした。しばらくしてからもう一度お試しください。',
  'oidc.error.OIDC_TOKEN_INVALID': 'ログインサービスで本人確認ができませんでした。もう一度お試しください。',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'このサービスではメールアドレスが確認されていません。先にそちらで確認するか、パスワードでログインしてください。',
  'oidc.error.OIDC_EMAIL_MISSING':
    'ログインサービスからメールアドレスが共有されませんでした。ご注文に必要です。メールアドレスの共有を許可するか、パスワードでアカウントを作成してください。',
  'oidc.error.TOO_MANY_REQUESTS': 'ログインの試行回数が多すぎます。しばらく待ってからもう一度お試しください。',
  'oidc.error.generic': 'ログイン中に問題が発生しました。もう一度お試しください。',
  'oidc.error.retry': '{provider}でもう一度試す',
  'oidc.error.reference': 'エラーコード: {code}',
} satisfies Record<keyof typeof en, string>;
