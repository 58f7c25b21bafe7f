import type { StoreCatalog } from '../catalog';

/** Russian store texts. */
const ruRU: StoreCatalog = {
  'common.skipToContent': 'Перейти к содержимому',
  'common.continueShopping': 'Продолжить покупки',
  'common.yourCart': 'Ваша корзина',
  'common.cartEmpty': 'Ваша корзина пуста',
  'common.cartLines': 'Товары в корзине',
  'common.cartLoading': 'Загрузка корзины…',
  'common.cartUpdating': 'Обновление корзины…',
  'common.itemCount': '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  'common.productCount': '{count, plural, one {# товар} few {# товара} many {# товаров} other {# товара}}',
  'common.subtotal': 'Промежуточный итог',
  'common.total': 'Итого',
  'common.shipping': 'Доставка',
  'common.free': 'Бесплатно',
  'common.quantity': 'Количество',
  'common.quantityFor': 'Количество: {title}',
  'common.decreaseQuantity': 'Уменьшить количество',
  'common.increaseQuantity': 'Увеличить количество',
  'common.remove': 'Удалить',
  'common.removeLine': 'Удалить {title}',
  'common.lineRemoved': '{title} удалён из корзины',
  'common.checkout': 'Оформить заказ',
  'common.viewCart': 'Перейти в корзину',
  'common.close': 'Закрыть',
  'common.apply': 'Применить',
  'common.adding': 'Добавление…',
  'common.addToCart': 'В корзину',
  'common.soldOut': 'Нет в наличии',
  'common.optional': '(необязательно)',
  'common.tryAgain': 'Повторить попытку',
  'common.signIn': 'Войти',
  'common.done': 'Готово',
  'common.language': 'Язык',
  'common.home': 'Главная',
  'common.somethingWrong': 'Что-то пошло не так',

  'header.collections': 'Коллекции',
  'header.changeLanguage': 'Сменить язык',

  'footer.tagline': 'Вещи на каждый день, сделанные на совесть. Одежда и товары для дома небольшими партиями.',
  'footer.shop': 'Магазин',
  'footer.help': 'Помощь',
  'footer.freeShipping': 'Бесплатная доставка при заказе от {amount}',
  'footer.returns': 'Возврат в течение 30 дней',

  'error.tryLater': 'Пожалуйста, повторите попытку чуть позже.',
  'error.notFoundTitle': 'Страница не найдена',
  'error.notFoundDetail': 'Страница, которую вы ищете, не существует или была перемещена.',

  'home.eyebrow': 'Осенняя подборка',
  'home.heroTitle': 'Вещи на каждый день, сделанные на совесть.',
  'home.heroLead':
    'Лён, мериносовая шерсть и керамика из небольших мастерских — чтобы носить, пользоваться и хранить годами.',
  'home.heroCta': 'Смотреть новинки',
  'home.newArrivals': 'Новинки',
  'home.viewAll': 'Смотреть все',
  'home.shopByCollection': 'Покупки по коллекциям',

  'collection.sort.featured': 'Рекомендуемые',
  'collection.sort.price-asc': 'Цена: по возрастанию',
  'collection.sort.price-desc': 'Цена: по убыванию',
  'collection.sort.newest': 'Сначала новые',
  'collection.sort.title-asc': 'По алфавиту, А–Я',
  'collection.sortBy': 'Сортировать',
  'collection.empty': 'В этой коллекции пока нет товаров.',
  'collection.pagination': 'Навигация по страницам',
  'collection.previous': 'Назад',
  'collection.next': 'Далее',
  'collection.pageOf': 'Страница {page} из {pages}',

  'product.images': 'Изображения товара',
  'product.soldOutMark': '(нет в наличии)',
  'product.onlyLeft':
    '{count, plural, one {Остался всего # шт.} few {Осталось всего # шт.} many {Осталось всего # шт.} other {Осталось всего # шт.}}',
  'product.addFailed': 'Не удалось добавить в корзину, попробуйте ещё раз',

  'cart.update': 'Обновить',
  'cart.quantityOf': 'Количество товара {title}',
  'cart.summary': 'Сводка заказа',
  'cart.items': 'Товары',
  'cart.taxNote': 'Стоимость доставки и налоги рассчитываются при оформлении заказа.',
  'cart.updateFailed': 'Не удалось обновить корзину, попробуйте ещё раз',

  'validation.required': 'Это поле обязательно для заполнения',
  'validation.email': 'Введите корректный адрес электронной почты',
  'validation.firstName': 'Введите имя',
  'validation.lastName': 'Введите фамилию',
  'validation.address': 'Введите адрес',
  'validation.city': 'Введите город',
  'validation.country': 'Выберите страну',
  'validation.province': 'Выберите штат / область',
  'validation.postcode': 'Введите корректный почтовый индекс',
  'validation.phone': 'Введите корректный номер телефона',
  'validation.phoneTooLong':
    '{max, plural, one {Номер телефона должен содержать не более # символа} other {Номер телефона должен содержать не более # символов}}',
  'validation.tooLong': '{max, plural, one {Введите не более # символа} other {Введите не более # символов}}',
  'validation.poBox': 'Абонентский ящик не является допустимым адресом',
  'validation.taxId': 'Введите корректный CPF (11 цифр) или CNPJ (14 цифр)',
  'validation.klarnaName': 'Для Klarna нужно имя длиннее 1 символа, состоящее не только из цифр',
  'validation.shippingMethod': 'Выберите способ доставки',
  'validation.paymentMethod': 'Выберите способ оплаты',
  'validation.cardNumber': 'Введите корректный номер карты',
  'validation.cardName': 'Введите имя, указанное на карте',
  'validation.cardExpiry': 'Введите корректный срок действия',
  'validation.cardCvc': 'Введите корректный код безопасности',
  'validation.trackingNumber': 'Введите трек-номер из 5–50 букв и цифр',
  'validation.passwordMismatch': 'Пароли не совпадают',
  'validation.characterLimit': 'Достигнут лимит символов!',
  'validation.cartMinTotal': 'Сумма заказа должна быть не менее {p}',
  'validation.cartMaxTotal': 'Сумма заказа должна быть не более {p}',
  'validation.selectVariant': 'Пожалуйста, выберите хотя бы один вариант',

  'errors.timeout': 'Время ожидания истекло, попробуйте ещё раз',
  'errors.orderNotFound': 'Заказ не найден',
  'errors.notFound': 'Не найдено',
  'errors.shopClosed': 'Магазин сейчас закрыт. Пожалуйста, зайдите позже.',
  'errors.unableToPay': 'Оплата невозможна. Пожалуйста, свяжитесь с владельцем магазина.',
  'errors.domainNoPayment': 'На этом домене заказы оплатить нельзя.',
  'errors.frequentOperations': 'Слишком много операций, попробуйте ещё раз завтра',
  'errors.authorizationExpired': 'Срок авторизации кредитной карты истёк. Пожалуйста, оплатите заново.',
  'errors.paymentNotAvailable': 'Этот способ оплаты недоступен, попробуйте другой способ оплаты',
  'errors.couponNotMatched': 'Промокод недействителен',
  'errors.googlePayUnavailable': 'Google Pay недоступен в этом браузере.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'При оплате что-то пошло не так. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Этот способ оплаты сейчас недоступен. Попробуйте позже или выберите другой способ оплаты.',
  'checkout.PAYMENT_TIMEOUT': 'Время ожидания оплаты истекло. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_POLICY_REASONS': 'Платёж отклонён в соответствии с правилами. Выберите другой способ оплаты.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Платёж отклонён, так как адрес доставки, по-видимому, указан неверно. Проверьте его и попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Платёж отклонён, так как адрес электронной почты недействителен. Проверьте его и попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Этот способ оплаты недоступен в вашей стране. Выберите другой способ оплаты.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Этот способ оплаты не поддерживает валюту вашего заказа. Выберите другой способ оплаты.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Сумма заказа превышает лимит этого способа оплаты. Выберите другой способ оплаты.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Вы достигли допустимой суммы или количества платежей. Попробуйте позже или выберите другой способ оплаты.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Недостаточно средств для этого платежа. Выберите другой способ оплаты.',
  'checkout.PAYMENT_CANCELED': 'Платёж отменён. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Похоже, это повторный платёж, поэтому деньги не были списаны снова. Проверьте свои заказы или попробуйте ещё раз с другим способом оплаты.',
  'checkout.PAYMENT_DECLINED': 'Ваш платёж отклонён. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_CARD_INVALID': 'Ваша карта недействительна. Проверьте данные карты или используйте другую карту.',
  'checkout.PAYMENT_CARD_DECLINED': 'Ваша карта отклонена. Попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Не удалось подтвердить карту через 3D Secure. Попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_CARD_LOST': 'Ваша карта отклонена. Обратитесь в свой банк или используйте другую карту.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Срок действия вашей карты истёк. Используйте другую карту.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Карты этого типа не принимаются. Используйте другую карту или другой способ оплаты.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Неверный код безопасности (CVV). Проверьте его и попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Неверный срок действия. Проверьте его и попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'На вашей карте недостаточно средств. Используйте другую карту или другой способ оплаты.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Неверный номер карты или имя держателя. Проверьте их и попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Ваша карта заблокирована после слишком большого числа попыток ввода PIN-кода. Обратитесь в свой банк или используйте другую карту.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Вашу карту нельзя использовать для этого платежа. Используйте другую карту.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Не удалось проверить вашу карту. Попробуйте ещё раз или используйте другую карту.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal ещё обрабатывает ваш платёж. Подождите немного и попробуйте снова или выберите другой способ оплаты.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal отклонил платёж. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal не удалось провести этот платёж. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal уже обработал этот платёж. Проверьте свои заказы или попробуйте ещё раз с другим способом оплаты.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Этот платёж PayPal уже списан. Проверьте свои заказы или попробуйте ещё раз с другим способом оплаты.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal требует от вас выполнить действие. Завершите его в PayPal и попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Почтовый индекс не совпадает с данными карты. Проверьте его и попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_EXPIRED': 'Срок платёжной сессии истёк. Попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.PAYMENT_PENDING':
    'Ваш платёж обрабатывается. Мы подтвердим заказ, как только он будет завершён; в противном случае попробуйте ещё раз или выберите другой способ оплаты.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Доставка по этому почтовому индексу невозможна',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Этот заказ нельзя доставить по указанному адресу',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Нет доступных способов доставки',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Нет доступных способов оплаты',
  'checkout.COUPON_NOT_MATCHED': 'Промокод недействителен',
  'checkout.TOO_MANY_REQUESTS': 'Слишком много операций, попробуйте ещё раз завтра',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Итоговая сумма изменилась, например из-за способа доставки. Деньги не списаны: проверьте новую сумму и оплатите ещё раз.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Не удалось завершить оплату, и заказ не создан, поэтому деньги не списаны. Проверьте подключение и попробуйте ещё раз.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Не удалось связаться с магазином, чтобы подтвердить заказ. Проверьте подключение и оплатите ещё раз: за этот заказ деньги никогда не спишутся дважды.',
};

export default ruRU;
