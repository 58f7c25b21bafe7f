import type { StoreCatalog } from '../catalog';

/** Japanese store texts. */
const jaJP: StoreCatalog = {
  'common.skipToContent': 'コンテンツへスキップ',
  'common.continueShopping': '買い物を続ける',
  'common.yourCart': 'カート',
  'common.cartEmpty': 'カートは空です',
  'common.cartLines': 'カート内の商品',
  'common.cartLoading': 'カートを読み込み中…',
  'common.cartUpdating': 'カートを更新中…',
  'common.itemCount': '{count, plural, other {#点}}',
  'common.productCount': '{count, plural, other {#件の商品}}',
  'common.subtotal': '小計',
  'common.total': '合計',
  'common.shipping': '送料',
  'common.free': '無料',
  'common.quantity': '数量',
  'common.quantityFor': '{title}の数量',
  'common.decreaseQuantity': '数量を減らす',
  'common.increaseQuantity': '数量を増やす',
  'common.remove': '削除',
  'common.removeLine': '{title}を削除',
  'common.lineRemoved': '{title}をカートから削除しました',
  'common.checkout': 'ご購入手続きへ',
  'common.viewCart': 'カートを見る',
  'common.close': '閉じる',
  'common.apply': '適用',
  'common.adding': '追加中…',
  'common.addToCart': 'カートに追加',
  'common.soldOut': '売り切れ',
  'common.optional': '（任意）',
  'common.tryAgain': '再試行',
  'common.signIn': 'ログイン',
  'common.done': '完了',
  'common.language': '言語',
  'common.home': 'ホーム',
  'common.somethingWrong': 'エラーが発生しました',

  'header.collections': 'コレクション',
  'header.changeLanguage': '言語を変更',

  'footer.tagline': '毎日使うものを、丁寧に。少量生産の衣類と暮らしの道具。',
  'footer.shop': 'ショップ',
  'footer.help': 'ヘルプ',
  'footer.freeShipping': '{amount}以上のご注文で送料無料',
  'footer.returns': '30日間返品可能',

  'error.tryLater': 'しばらくしてからもう一度お試しください。',
  'error.notFoundTitle': 'ページが見つかりません',
  'error.notFoundDetail': 'お探しのページは存在しないか、移動した可能性があります。',

  'home.eyebrow': '秋のセレクション',
  'home.heroTitle': '毎日使うものを、丁寧に。',
  'home.heroLead': '小さな工房から届いたリネン、メリノウール、陶器。何年も着て、使って、大切にできるものを選びました。',
  'home.heroCta': '新着商品を見る',
  'home.newArrivals': '新着商品',
  'home.viewAll': 'すべて見る',
  'home.shopByCollection': 'コレクションから探す',

  'collection.sort.featured': 'おすすめ順',
  'collection.sort.price-asc': '価格の安い順',
  'collection.sort.price-desc': '価格の高い順',
  'collection.sort.newest': '新着順',
  'collection.sort.title-asc': '名前順（A–Z）',
  'collection.sortBy': '並び替え',
  'collection.empty': 'このコレクションにはまだ商品がありません。',
  'collection.pagination': 'ページ送り',
  'collection.previous': '前へ',
  'collection.next': '次へ',
  'collection.pageOf': '{page} / {pages}ページ',

  'product.images': '商品画像',
  'product.soldOutMark': '（売り切れ）',
  'product.onlyLeft': '{count, plural, other {残りわずか：#点}}',
  'product.addFailed': 'カートに追加できませんでした。もう一度お試しください',

  'cart.update': '更新',
  'cart.quantityOf': '{title}の数量',
  'cart.summary': 'ご注文内容',
  'cart.items': '商品',
  'cart.taxNote': '送料と税金はご購入手続き時に計算されます。',
  'cart.updateFailed': 'カートを更新できませんでした。もう一度お試しください',

  'validation.required': 'この項目は必須です',
  'validation.email': '有効なメールアドレスを入力してください',
  'validation.firstName': '名を入力してください',
  'validation.lastName': '姓を入力してください',
  'validation.address': '住所を入力してください',
  'validation.city': '市区町村を入力してください',
  'validation.country': '国を選択してください',
  'validation.province': '都道府県・州を選択してください',
  'validation.postcode': '有効な郵便番号を入力してください',
  'validation.phone': '有効な電話番号を入力してください',
  'validation.phoneTooLong': '電話番号は{max}文字以内で入力してください',
  'validation.tooLong': '{max}文字以内で入力してください',
  'validation.poBox': '私書箱は有効な住所として使用できません',
  'validation.taxId': '有効なCPF（11桁）またはCNPJ（14桁）を入力してください',
  'validation.klarnaName': 'Klarnaでは、数字のみではない2文字以上の名前が必要です',
  'validation.shippingMethod': '配送方法を選択してください',
  'validation.paymentMethod': '支払い方法を選択してください',
  'validation.cardNumber': '有効なカード番号を入力してください',
  'validation.cardName': 'カード名義を入力してください',
  'validation.cardExpiry': '有効な有効期限を入力してください',
  'validation.cardCvc': '有効なセキュリティコードを入力してください',
  'validation.trackingNumber': '追跡番号は英数字5〜50文字で入力してください',
  'validation.passwordMismatch': 'パスワードが一致しません',
  'validation.characterLimit': '文字数の上限に達しました',
  'validation.cartMinTotal': '合計金額は{p}以上である必要があります',
  'validation.cartMaxTotal': '合計金額は{p}以下である必要があります',
  'validation.selectVariant': 'バリエーションを1つ以上選択してください',

  'errors.timeout': '接続がタイムアウトしました。もう一度お試しください',
  'errors.orderNotFound': '注文が見つかりません',
  'errors.notFound': '見つかりません',
  'errors.shopClosed': '現在このストアは休業中です。後ほどまたお越しください。',
  'errors.unableToPay': 'お支払いができません。ストアのオーナーにお問い合わせください。',
  'errors.domainNoPayment': 'このドメインでは注文のお支払いができません。',
  'errors.frequentOperations': '操作が頻繁すぎます。明日もう一度お試しください',
  'errors.authorizationExpired': 'クレジットカードの承認の有効期限が切れました。もう一度お支払いください。',
  'errors.paymentNotAvailable': 'この支払い方法はご利用いただけません。別の支払い方法をお試しください',
  'errors.couponNotMatched': 'クーポンコードが一致しません',
  'errors.googlePayUnavailable': 'このブラウザではGoogle Payをご利用いただけません。',

  'checkout.PAYMENT_GENERIC_ERROR':
    'お支払い中に問題が発生しました。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_UNAVAILABLE':
    'この支払い方法は現在ご利用いただけません。後ほどもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_TIMEOUT':
    'お支払いがタイムアウトしました。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_POLICY_REASONS': 'ポリシー上の理由によりお支払いが拒否されました。別の支払い方法をご利用ください。',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    '配送先住所に誤りがある可能性があるため、お支払いが拒否されました。住所をご確認のうえもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_EMAIL_INVALID':
    'メールアドレスが無効なため、お支払いが拒否されました。メールアドレスをご確認のうえもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'この支払い方法はお住まいの国ではご利用いただけません。別の支払い方法をご利用ください。',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'この支払い方法はご注文の通貨に対応していません。別の支払い方法をご利用ください。',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'ご注文の合計金額がこの支払い方法の上限を超えています。別の支払い方法をご利用ください。',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'お支払いの金額または回数が上限に達しました。後ほどもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'このお支払いに必要な残高が不足しています。別の支払い方法をご利用ください。',
  'checkout.PAYMENT_CANCELED':
    'お支払いがキャンセルされました。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    '重複したお支払いと判断されたため、再度の請求は行われませんでした。ご注文履歴をご確認いただくか、別の支払い方法でもう一度お試しください。',
  'checkout.PAYMENT_DECLINED':
    'お支払いが承認されませんでした。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_CARD_INVALID': 'カードが無効です。カード情報をご確認いただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_DECLINED':
    'カードが承認されませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    '3Dセキュアでカードを認証できませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_LOST':
    'カードが承認されませんでした。カード発行会社にお問い合わせいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_EXPIRED': 'カードの有効期限が切れています。別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'この種類のカードはご利用いただけません。別のカードまたは支払い方法をご利用ください。',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'セキュリティコード（CVV）が正しくありません。ご確認のうえもう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    '有効期限が正しくありません。ご確認のうえもう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'カードの利用可能額が不足しています。別のカードまたは支払い方法をご利用ください。',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'カード番号またはカード名義が正しくありません。ご確認のうえもう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'PINの入力回数が上限を超えたため、カードがロックされています。カード発行会社にお問い合わせいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_RESTRICTED': 'このカードはこのお支払いにご利用いただけません。別のカードをご利用ください。',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'カードを認証できませんでした。もう一度お試しいただくか、別のカードをご利用ください。',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPalでお支払いを処理中です。しばらくしてからもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_PAYPAL_DECLINED':
    'PayPalでお支払いが承認されませんでした。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPalでこのお支払いを処理できませんでした。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'このお支払いはPayPalで処理済みです。ご注文履歴をご確認いただくか、別の支払い方法でもう一度お試しください。',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'このPayPalのお支払いはすでに完了しています。ご注文履歴をご確認いただくか、別の支払い方法でもう一度お試しください。',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPalでの操作が必要です。PayPalで操作を完了してからもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    '郵便番号がカードの登録情報と一致しません。ご確認のうえもう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_EXPIRED':
    'お支払いのセッションの有効期限が切れました。もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.PAYMENT_PENDING':
    'お支払いは保留中です。完了しだいご注文を確定します。完了しない場合は、もう一度お試しいただくか、別の支払い方法をご利用ください。',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'この郵便番号には配送できません',
  'checkout.ADDRESS_NOT_SHIPPABLE': '入力された住所にはこのご注文を配送できません',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': '利用できる配送方法がありません',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': '利用できる支払い方法がありません',
  'checkout.COUPON_NOT_MATCHED': 'クーポンコードが一致しません',
  'checkout.TOO_MANY_REQUESTS': '操作が頻繁すぎます。明日もう一度お試しください',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    '配送方法などにより合計金額が変わりました。まだ請求はされていません。新しい合計を確認して、もう一度お支払いください。',
  'checkout.CHECKOUT_NOT_PLACED':
    'お支払いを完了できず、注文は作成されていないため、請求はされていません。接続を確認して、もう一度お試しください。',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'ご注文を確認するためにストアに接続できませんでした。接続を確認して、もう一度お支払いください。このご注文で二重に請求されることはありません。',
};

export default jaJP;
