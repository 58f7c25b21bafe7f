import type { StoreCatalog } from '../catalog';

/** Korean store texts. */
const koKR: StoreCatalog = {
  'common.skipToContent': '본문으로 건너뛰기',
  'common.continueShopping': '쇼핑 계속하기',
  'common.yourCart': '장바구니',
  'common.cartEmpty': '장바구니가 비어 있습니다',
  'common.cartLines': '장바구니에 담긴 상품',
  'common.cartLoading': '장바구니를 불러오는 중…',
  'common.cartUpdating': '장바구니를 업데이트하는 중…',
  'common.itemCount': '{count, plural, other {#개}}',
  'common.productCount': '{count, plural, other {상품 #개}}',
  'common.subtotal': '소계',
  'common.total': '합계',
  'common.shipping': '배송비',
  'common.free': '무료',
  'common.quantity': '수량',
  'common.quantityFor': '{title} 수량',
  'common.decreaseQuantity': '수량 줄이기',
  'common.increaseQuantity': '수량 늘리기',
  'common.remove': '삭제',
  'common.removeLine': '{title} 삭제',
  'common.lineRemoved': '{title}을(를) 장바구니에서 삭제했습니다',
  'common.checkout': '결제하기',
  'common.viewCart': '장바구니 보기',
  'common.close': '닫기',
  'common.apply': '적용',
  'common.adding': '담는 중…',
  'common.addToCart': '장바구니에 담기',
  'common.soldOut': '품절',
  'common.optional': '(선택 사항)',
  'common.tryAgain': '다시 시도',
  'common.signIn': '로그인',
  'common.done': '완료',
  'common.language': '언어',
  'common.home': '홈',
  'common.somethingWrong': '문제가 발생했습니다',

  'header.collections': '컬렉션',
  'header.changeLanguage': '언어 변경',

  'footer.tagline': '매일 쓰는 물건을 정성껏. 소량 생산한 의류와 생활용품.',
  'footer.shop': '쇼핑',
  'footer.help': '도움말',
  'footer.freeShipping': '{amount} 이상 주문 시 무료 배송',
  'footer.returns': '30일 이내 반품 가능',

  'error.tryLater': '잠시 후 다시 시도해 주세요.',
  'error.notFoundTitle': '페이지를 찾을 수 없습니다',
  'error.notFoundDetail': '찾으시는 페이지가 존재하지 않거나 이동되었습니다.',

  'home.eyebrow': '가을 셀렉션',
  'home.heroTitle': '매일 쓰는 물건을 정성껏.',
  'home.heroLead': '작은 공방에서 만든 리넨, 메리노 울, 석기. 오래도록 입고 쓰고 간직할 수 있도록 골랐습니다.',
  'home.heroCta': '신상품 보기',
  'home.newArrivals': '신상품',
  'home.viewAll': '전체 보기',
  'home.shopByCollection': '컬렉션별 쇼핑',

  'collection.sort.featured': '추천순',
  'collection.sort.price-asc': '낮은 가격순',
  'collection.sort.price-desc': '높은 가격순',
  'collection.sort.newest': '최신순',
  'collection.sort.title-asc': '이름순(A–Z)',
  'collection.sortBy': '정렬 기준',
  'collection.empty': '이 컬렉션에는 아직 상품이 없습니다.',
  'collection.pagination': '페이지 이동',
  'collection.previous': '이전',
  'collection.next': '다음',
  'collection.pageOf': '{page}/{pages}페이지',

  'product.images': '상품 이미지',
  'product.soldOutMark': '(품절)',
  'product.onlyLeft': '{count, plural, other {#개 남음}}',
  'product.addFailed': '장바구니에 담지 못했습니다. 다시 시도해 주세요',

  'cart.update': '업데이트',
  'cart.quantityOf': '{title} 수량',
  'cart.summary': '주문 요약',
  'cart.items': '상품',
  'cart.taxNote': '배송비와 세금은 결제 단계에서 계산됩니다.',
  'cart.updateFailed': '장바구니를 업데이트하지 못했습니다. 다시 시도해 주세요',

  'validation.required': '필수 입력 항목입니다',
  'validation.email': '올바른 이메일을 입력해 주세요',
  'validation.firstName': '이름을 입력해 주세요',
  'validation.lastName': '성을 입력해 주세요',
  'validation.address': '주소를 입력해 주세요',
  'validation.city': '시/군/구를 입력해 주세요',
  'validation.country': '국가를 선택해 주세요',
  'validation.province': '시/도를 선택해 주세요',
  'validation.postcode': '올바른 우편번호를 입력해 주세요',
  'validation.phone': '올바른 전화번호를 입력해 주세요',
  'validation.phoneTooLong': '전화번호는 최대 {max}자까지 입력할 수 있습니다',
  'validation.tooLong': '최대 {max}자까지 입력할 수 있습니다',
  'validation.poBox': '사서함은 유효한 주소가 아닙니다',
  'validation.taxId': '올바른 CPF(11자리) 또는 CNPJ(14자리)를 입력해 주세요',
  'validation.klarnaName': 'Klarna를 이용하려면 숫자로만 이루어지지 않은 2자 이상의 이름이 필요합니다',
  'validation.shippingMethod': '배송 방법을 선택해 주세요',
  'validation.paymentMethod': '결제 수단을 선택해 주세요',
  'validation.cardNumber': '올바른 카드 번호를 입력해 주세요',
  'validation.cardName': '카드에 표시된 이름을 입력해 주세요',
  'validation.cardExpiry': '올바른 유효기간을 입력해 주세요',
  'validation.cardCvc': '올바른 보안 코드를 입력해 주세요',
  'validation.trackingNumber': '운송장 번호는 영문과 숫자 5~50자로 입력해 주세요',
  'validation.passwordMismatch': '비밀번호가 일치하지 않습니다',
  'validation.characterLimit': '글자 수 제한에 도달했습니다!',
  'validation.cartMinTotal': '합계 금액이 {p} 이상이어야 합니다',
  'validation.cartMaxTotal': '합계 금액이 {p} 이하여야 합니다',
  'validation.selectVariant': '옵션을 하나 이상 선택해 주세요',

  'errors.timeout': '연결 시간이 초과되었습니다. 다시 시도해 주세요',
  'errors.orderNotFound': '주문을 찾을 수 없습니다',
  'errors.notFound': '찾을 수 없습니다',
  'errors.shopClosed': '현재 이 스토어는 영업하지 않습니다. 나중에 다시 방문해 주세요.',
  'errors.unableToPay': '결제할 수 없습니다. 스토어 운영자에게 문의해 주세요.',
  'errors.domainNoPayment': '이 도메인에서는 주문을 결제할 수 없습니다.',
  'errors.frequentOperations': '요청이 너무 잦습니다. 내일 다시 시도해 주세요',
  'errors.authorizationExpired': '신용카드 승인이 만료되었습니다. 다시 결제해 주세요.',
  'errors.paymentNotAvailable': '이 결제 수단은 사용할 수 없습니다. 다른 결제 수단을 이용해 주세요',
  'errors.couponNotMatched': '쿠폰 코드가 일치하지 않습니다',
  'errors.googlePayUnavailable': '이 브라우저에서는 Google Pay를 사용할 수 없습니다.',

  'checkout.PAYMENT_GENERIC_ERROR': '결제 중 문제가 발생했습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_UNAVAILABLE':
    '지금은 이 결제 수단을 사용할 수 없습니다. 나중에 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_TIMEOUT': '결제 시간이 초과되었습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_POLICY_REASONS': '정책상의 이유로 결제가 거부되었습니다. 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    '배송지 주소가 올바르지 않은 것으로 보여 결제가 거부되었습니다. 주소를 확인한 후 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_EMAIL_INVALID':
    '이메일 주소가 유효하지 않아 결제가 거부되었습니다. 이메일 주소를 확인한 후 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    '이 결제 수단은 고객님의 국가에서 사용할 수 없습니다. 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    '이 결제 수단은 주문 통화를 지원하지 않습니다. 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    '주문 합계가 이 결제 수단의 한도를 초과합니다. 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    '허용된 결제 금액 또는 횟수에 도달했습니다. 나중에 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': '이 결제에 필요한 잔액이 부족합니다. 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_CANCELED': '결제가 취소되었습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    '중복 결제로 보여 다시 청구하지 않았습니다. 주문 내역을 확인하거나 다른 결제 수단으로 다시 시도해 주세요.',
  'checkout.PAYMENT_DECLINED': '결제가 거절되었습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_CARD_INVALID': '유효하지 않은 카드입니다. 카드 정보를 확인하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_DECLINED': '카드가 거절되었습니다. 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    '3D Secure로 카드를 인증하지 못했습니다. 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_LOST': '카드가 거절되었습니다. 카드사에 문의하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_EXPIRED': '카드 유효기간이 만료되었습니다. 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': '이 종류의 카드는 사용할 수 없습니다. 다른 카드나 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    '보안 코드(CVV)가 올바르지 않습니다. 확인한 후 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    '유효기간이 올바르지 않습니다. 확인한 후 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS': '카드 한도가 부족합니다. 다른 카드나 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    '카드 번호 또는 카드 소유자 이름이 올바르지 않습니다. 확인한 후 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'PIN 입력 횟수를 초과하여 카드가 차단되었습니다. 카드사에 문의하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_RESTRICTED': '이 카드는 이 결제에 사용할 수 없습니다. 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED': '카드를 인증하지 못했습니다. 다시 시도하거나 다른 카드를 이용해 주세요.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal에서 아직 결제를 처리하고 있습니다. 잠시 후 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal에서 결제를 거절했습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal에서 이 결제를 처리하지 못했습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal에서 이미 처리된 결제입니다. 주문 내역을 확인하거나 다른 결제 수단으로 다시 시도해 주세요.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    '이 PayPal 결제는 이미 완료되었습니다. 주문 내역을 확인하거나 다른 결제 수단으로 다시 시도해 주세요.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal에서 추가 작업이 필요합니다. PayPal에서 완료한 후 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    '우편번호가 카드 정보와 일치하지 않습니다. 확인한 후 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_EXPIRED': '결제 세션이 만료되었습니다. 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.PAYMENT_PENDING':
    '결제가 대기 중입니다. 결제가 완료되면 주문을 확정해 드립니다. 완료되지 않으면 다시 시도하거나 다른 결제 수단을 이용해 주세요.',
  'checkout.POSTCODE_NOT_DELIVERABLE': '배송할 수 없는 우편번호입니다',
  'checkout.ADDRESS_NOT_SHIPPABLE': '입력한 주소로는 이 주문을 배송할 수 없습니다',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': '이용 가능한 배송 방법이 없습니다',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': '이용 가능한 결제 수단이 없습니다',
  'checkout.COUPON_NOT_MATCHED': '쿠폰 코드가 일치하지 않습니다',
  'checkout.TOO_MANY_REQUESTS': '요청이 너무 잦습니다. 내일 다시 시도해 주세요',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    '배송 방법 등으로 총액이 바뀌었습니다. 아직 결제되지 않았습니다. 새 총액을 확인하고 다시 결제해 주세요.',
  'checkout.CHECKOUT_NOT_PLACED':
    '결제를 완료하지 못했고 주문이 생성되지 않아 결제되지 않았습니다. 연결을 확인하고 다시 시도해 주세요.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    '주문을 확인하기 위해 스토어에 연결하지 못했습니다. 연결을 확인하고 다시 결제해 주세요. 이 주문으로 두 번 결제되는 일은 없습니다.',
};

export default koKR;
