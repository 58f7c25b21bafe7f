import type { StoreCatalog } from '../catalog';

/** Spanish (Spain) store texts. */
const esES: StoreCatalog = {
  'common.skipToContent': 'Saltar al contenido',
  'common.continueShopping': 'Seguir comprando',
  'common.yourCart': 'Tu carrito',
  'common.cartEmpty': 'Tu carrito está vacío',
  'common.cartLines': 'Artículos de tu carrito',
  'common.cartLoading': 'Cargando tu carrito…',
  'common.cartUpdating': 'Actualizando tu carrito…',
  'common.itemCount': '{count, plural, one {# artículo} many {# de artículos} other {# artículos}}',
  'common.productCount': '{count, plural, one {# producto} many {# de productos} other {# productos}}',
  'common.subtotal': 'Subtotal',
  'common.total': 'Total',
  'common.shipping': 'Envío',
  'common.free': 'Gratis',
  'common.quantity': 'Cantidad',
  'common.quantityFor': 'Cantidad de {title}',
  'common.decreaseQuantity': 'Reducir cantidad',
  'common.increaseQuantity': 'Aumentar cantidad',
  'common.remove': 'Eliminar',
  'common.removeLine': 'Eliminar {title}',
  'common.lineRemoved': '{title} se ha eliminado del carrito',
  'common.checkout': 'Finalizar compra',
  'common.viewCart': 'Ver carrito',
  'common.close': 'Cerrar',
  'common.apply': 'Aplicar',
  'common.adding': 'Añadiendo…',
  'common.addToCart': 'Añadir al carrito',
  'common.soldOut': 'Agotado',
  'common.optional': '(opcional)',
  'common.tryAgain': 'Volver a intentarlo',
  'common.signIn': 'Iniciar sesión',
  'common.done': 'Listo',
  'common.language': 'Idioma',
  'common.home': 'Inicio',
  'common.somethingWrong': 'Algo ha salido mal',

  'header.collections': 'Colecciones',
  'header.changeLanguage': 'Cambiar idioma',

  'footer.tagline': 'Cosas de todos los días, bien hechas. Ropa y artículos para el hogar en pequeñas series.',
  'footer.shop': 'Tienda',
  'footer.help': 'Ayuda',
  'footer.freeShipping': 'Envío gratis en pedidos superiores a {amount}',
  'footer.returns': 'Devoluciones en 30 días',

  'error.tryLater': 'Vuelve a intentarlo en un momento.',
  'error.notFoundTitle': 'Página no encontrada',
  'error.notFoundDetail': 'La página que buscas no existe o se ha movido.',

  'home.eyebrow': 'Selección de otoño',
  'home.heroTitle': 'Cosas de todos los días, bien hechas.',
  'home.heroLead':
    'Lino, merino y gres de pequeños talleres, elegidos para llevarlos, usarlos y conservarlos durante años.',
  'home.heroCta': 'Ver novedades',
  'home.newArrivals': 'Novedades',
  'home.viewAll': 'Ver todo',
  'home.shopByCollection': 'Comprar por colección',

  'collection.sort.featured': 'Destacados',
  'collection.sort.price-asc': 'Precio: de menor a mayor',
  'collection.sort.price-desc': 'Precio: de mayor a menor',
  'collection.sort.newest': 'Más recientes',
  'collection.sort.title-asc': 'Alfabéticamente, A–Z',
  'collection.sortBy': 'Ordenar por',
  'collection.empty': 'Todavía no hay productos en esta colección.',
  'collection.pagination': 'Paginación',
  'collection.previous': 'Anterior',
  'collection.next': 'Siguiente',
  'collection.pageOf': 'Página {page} de {pages}',

  'product.images': 'Imágenes del producto',
  'product.soldOutMark': '(agotado)',
  'product.onlyLeft': '{count, plural, one {Solo queda #} many {Solo quedan #} other {Solo quedan #}}',
  'product.addFailed': 'No se ha podido añadir al carrito. Inténtalo de nuevo',

  'cart.update': 'Actualizar',
  'cart.quantityOf': 'Cantidad de {title}',
  'cart.summary': 'Resumen del pedido',
  'cart.items': 'Artículos',
  'cart.taxNote': 'Los gastos de envío y los impuestos se calculan al finalizar la compra.',
  'cart.updateFailed': 'No se ha podido actualizar tu carrito. Inténtalo de nuevo',

  'validation.required': 'Este campo es obligatorio',
  'validation.email': 'Introduce un correo electrónico válido',
  'validation.firstName': 'Introduce un nombre',
  'validation.lastName': 'Introduce los apellidos',
  'validation.address': 'Introduce una dirección',
  'validation.city': 'Introduce una ciudad',
  'validation.country': 'Elige un país',
  'validation.province': 'Elige una provincia / región',
  'validation.postcode': 'Introduce un código postal válido',
  'validation.phone': 'Introduce un número de teléfono válido',
  'validation.phoneTooLong': 'Introduce un número de teléfono de {max} caracteres como máximo',
  'validation.tooLong': 'Introduce {max} caracteres como máximo',
  'validation.poBox': 'Un apartado de correos no es una dirección válida',
  'validation.taxId': 'Introduce un CPF (11 dígitos) o CNPJ (14 dígitos) válido',
  'validation.klarnaName': 'Klarna necesita un nombre de más de 1 carácter que no esté formado solo por dígitos',
  'validation.shippingMethod': 'Elige un método de envío',
  'validation.paymentMethod': 'Elige un método de pago',
  'validation.cardNumber': 'Introduce un número de tarjeta válido',
  'validation.cardName': 'Introduce el nombre que figura en la tarjeta',
  'validation.cardExpiry': 'Introduce una fecha de caducidad válida',
  'validation.cardCvc': 'Introduce un código de seguridad válido',
  'validation.trackingNumber': 'Introduce un número de seguimiento de 5 a 50 letras y dígitos',
  'validation.passwordMismatch': 'Las contraseñas no coinciden',
  'validation.characterLimit': '¡Has alcanzado el límite de caracteres!',
  'validation.cartMinTotal': 'El total debe ser de al menos {p}',
  'validation.cartMaxTotal': 'El total debe ser como máximo de {p}',
  'validation.selectVariant': 'Selecciona al menos una variante',

  'errors.timeout': 'Se ha agotado el tiempo de conexión. Inténtalo de nuevo',
  'errors.orderNotFound': 'No se ha encontrado el pedido',
  'errors.notFound': 'No encontrado',
  'errors.shopClosed': 'Esta tienda está cerrada en este momento. Vuelve más tarde.',
  'errors.unableToPay': 'No se puede realizar el pago. Ponte en contacto con el propietario.',
  'errors.domainNoPayment': 'Los pedidos no se pueden pagar en este dominio.',
  'errors.frequentOperations': 'Demasiadas operaciones. Vuelve a intentarlo mañana',
  'errors.authorizationExpired': 'La autorización de la tarjeta de crédito ha caducado. Vuelve a pagar.',
  'errors.paymentNotAvailable': 'Este método de pago no está disponible. Prueba con otro',
  'errors.couponNotMatched': 'El código del cupón no es válido',
  'errors.googlePayUnavailable': 'Google Pay no está disponible en este navegador.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Se ha producido un problema con tu pago. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Este método de pago no está disponible en este momento. Inténtalo más tarde o usa otro método de pago.',
  'checkout.PAYMENT_TIMEOUT': 'Se ha agotado el tiempo del pago. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_POLICY_REASONS': 'Este pago se ha rechazado por motivos de política. Usa otro método de pago.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'El pago se ha rechazado porque la dirección de envío parece incorrecta. Revísala e inténtalo de nuevo, o usa otro método de pago.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'El pago se ha rechazado porque el correo electrónico no es válido. Revísalo e inténtalo de nuevo, o usa otro método de pago.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY': 'Este método de pago no está disponible en tu país. Usa otro método de pago.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Este método de pago no admite la moneda de tu pedido. Usa otro método de pago.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'El total del pedido supera lo que permite este método de pago. Usa otro método de pago.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Has alcanzado el importe o el número de pagos permitidos. Inténtalo más tarde o usa otro método de pago.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'No hay fondos suficientes para este pago. Usa otro método de pago.',
  'checkout.PAYMENT_CANCELED': 'El pago se ha cancelado. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Parece un pago repetido, así que no se ha vuelto a cobrar. Revisa tus pedidos o inténtalo con otro método de pago.',
  'checkout.PAYMENT_DECLINED': 'Tu pago se ha rechazado. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_CARD_INVALID': 'Tu tarjeta no es válida. Revisa los datos de la tarjeta o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_DECLINED': 'Tu tarjeta se ha rechazado. Inténtalo de nuevo o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'No se ha podido verificar tu tarjeta con 3D Secure. Inténtalo de nuevo o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_LOST': 'Tu tarjeta se ha rechazado. Ponte en contacto con tu banco o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Tu tarjeta ha caducado. Usa otra tarjeta.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'No se acepta este tipo de tarjeta. Usa otra tarjeta u otro método de pago.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'El código de seguridad (CVV) no es correcto. Revísalo e inténtalo de nuevo, o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'La fecha de caducidad no es correcta. Revísala e inténtalo de nuevo, o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Tu tarjeta no tiene fondos suficientes. Usa otra tarjeta u otro método de pago.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'El número de tarjeta o el nombre del titular no son correctos. Revísalos e inténtalo de nuevo, o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Tu tarjeta está bloqueada por demasiados intentos de PIN. Ponte en contacto con tu banco o usa otra tarjeta.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Tu tarjeta no se puede usar para este pago. Usa otra tarjeta.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'No se ha podido verificar tu tarjeta. Inténtalo de nuevo o usa otra tarjeta.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal todavía está procesando tu pago. Espera un momento e inténtalo de nuevo, o usa otro método de pago.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal ha rechazado el pago. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal no ha podido canjear este pago. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal ya ha procesado este pago. Revisa tus pedidos o inténtalo con otro método de pago.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Este pago de PayPal ya se ha cobrado. Revisa tus pedidos o inténtalo con otro método de pago.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal necesita que completes una acción. Termínala en PayPal e inténtalo de nuevo, o usa otro método de pago.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'El código postal no coincide con el de tu tarjeta. Revísalo e inténtalo de nuevo, o usa otro método de pago.',
  'checkout.PAYMENT_EXPIRED': 'La sesión de pago ha caducado. Inténtalo de nuevo o usa otro método de pago.',
  'checkout.PAYMENT_PENDING':
    'Tu pago está pendiente. Confirmaremos tu pedido cuando se complete; si no, inténtalo de nuevo o usa otro método de pago.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'No realizamos entregas en este código postal',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Este pedido no se puede enviar a la dirección indicada',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'No hay métodos de envío disponibles',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'No hay métodos de pago disponibles',
  'checkout.COUPON_NOT_MATCHED': 'El código del cupón no es válido',
  'checkout.TOO_MANY_REQUESTS': 'Demasiadas operaciones. Vuelve a intentarlo mañana',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'El total ha cambiado, por ejemplo por el método de envío. No se ha cobrado nada: revisa el nuevo total y vuelve a pagar.',
  'checkout.CHECKOUT_NOT_PLACED':
    'No se pudo completar el pago y no se ha creado ningún pedido, así que no se ha cobrado nada. Comprueba tu conexión e inténtalo de nuevo.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'No hemos podido contactar con la tienda para confirmar tu pedido. Comprueba tu conexión y vuelve a pagar: nunca se te cobrará dos veces por este pedido.',
};

export default esES;
