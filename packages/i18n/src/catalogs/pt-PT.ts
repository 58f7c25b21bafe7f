import type { StoreCatalog } from '../catalog';

/** European Portuguese store texts. */
const ptPT: StoreCatalog = {
  'common.skipToContent': 'Saltar para o conteúdo',
  'common.continueShopping': 'Continuar a comprar',
  'common.yourCart': 'O seu carrinho',
  'common.cartEmpty': 'O seu carrinho está vazio',
  'common.cartLines': 'Artigos no seu carrinho',
  'common.cartLoading': 'A carregar o seu carrinho…',
  'common.cartUpdating': 'A atualizar o seu carrinho…',
  'common.itemCount': '{count, plural, one {# artigo} many {# de artigos} other {# artigos}}',
  'common.productCount': '{count, plural, one {# produto} many {# de produtos} other {# produtos}}',
  'common.subtotal': 'Subtotal',
  'common.total': 'Total',
  'common.shipping': 'Envio',
  'common.free': 'Grátis',
  'common.quantity': 'Quantidade',
  'common.quantityFor': 'Quantidade de {title}',
  'common.decreaseQuantity': 'Diminuir quantidade',
  'common.increaseQuantity': 'Aumentar quantidade',
  'common.remove': 'Remover',
  'common.removeLine': 'Remover {title}',
  'common.lineRemoved': '{title} foi removido do carrinho',
  'common.checkout': 'Finalizar compra',
  'common.viewCart': 'Ver carrinho',
  'common.close': 'Fechar',
  'common.apply': 'Aplicar',
  'common.adding': 'A adicionar…',
  'common.addToCart': 'Adicionar ao carrinho',
  'common.soldOut': 'Esgotado',
  'common.optional': '(opcional)',
  'common.tryAgain': 'Tentar novamente',
  'common.signIn': 'Iniciar sessão',
  'common.done': 'Concluído',
  'common.language': 'Idioma',
  'common.home': 'Início',
  'common.somethingWrong': 'Ocorreu um erro',

  'header.collections': 'Coleções',
  'header.changeLanguage': 'Mudar idioma',

  'footer.tagline': 'Coisas do dia a dia, bem feitas. Roupa e artigos para a casa em pequenas séries.',
  'footer.shop': 'Loja',
  'footer.help': 'Ajuda',
  'footer.freeShipping': 'Envio grátis em encomendas acima de {amount}',
  'footer.returns': 'Devoluções em 30 dias',

  'error.tryLater': 'Tente novamente dentro de momentos.',
  'error.notFoundTitle': 'Página não encontrada',
  'error.notFoundDetail': 'A página que procura não existe ou foi movida.',

  'home.eyebrow': 'Seleção de outono',
  'home.heroTitle': 'Coisas do dia a dia, bem feitas.',
  'home.heroLead':
    'Linho, merino e grés de pequenas oficinas, escolhidos para serem vestidos, usados e guardados durante anos.',
  'home.heroCta': 'Ver novidades',
  'home.newArrivals': 'Novidades',
  'home.viewAll': 'Ver tudo',
  'home.shopByCollection': 'Comprar por coleção',

  'collection.sort.featured': 'Em destaque',
  'collection.sort.price-asc': 'Preço, do mais baixo ao mais alto',
  'collection.sort.price-desc': 'Preço, do mais alto ao mais baixo',
  'collection.sort.newest': 'Mais recentes',
  'collection.sort.title-asc': 'Ordem alfabética, A–Z',
  'collection.sortBy': 'Ordenar por',
  'collection.empty': 'Ainda não há produtos nesta coleção.',
  'collection.pagination': 'Paginação',
  'collection.previous': 'Anterior',
  'collection.next': 'Seguinte',
  'collection.pageOf': 'Página {page} de {pages}',

  'product.images': 'Imagens do produto',
  'product.soldOutMark': '(esgotado)',
  'product.onlyLeft': '{count, plural, one {Só resta #} many {Só restam #} other {Só restam #}}',
  'product.addFailed': 'Não foi possível adicionar ao carrinho. Tente novamente',

  'cart.update': 'Atualizar',
  'cart.quantityOf': 'Quantidade de {title}',
  'cart.summary': 'Resumo da encomenda',
  'cart.items': 'Artigos',
  'cart.taxNote': 'Os portes e os impostos são calculados ao finalizar a compra.',
  'cart.updateFailed': 'Não foi possível atualizar o seu carrinho. Tente novamente',

  'validation.required': 'Este campo é obrigatório',
  'validation.email': 'Introduza um e-mail válido',
  'validation.firstName': 'Introduza um nome próprio',
  'validation.lastName': 'Introduza um apelido',
  'validation.address': 'Introduza uma morada',
  'validation.city': 'Introduza uma localidade',
  'validation.country': 'Escolha um país',
  'validation.province': 'Escolha um distrito / região',
  'validation.postcode': 'Introduza um código postal válido',
  'validation.phone': 'Introduza um número de telefone válido',
  'validation.phoneTooLong': 'Introduza um número de telefone com {max} caracteres no máximo',
  'validation.tooLong': 'Introduza {max} caracteres no máximo',
  'validation.poBox': 'Um apartado postal não é uma morada válida',
  'validation.taxId': 'Introduza um CPF (11 dígitos) ou CNPJ (14 dígitos) válido',
  'validation.klarnaName': 'A Klarna precisa de um nome com mais de 1 carácter que não seja composto só por dígitos',
  'validation.shippingMethod': 'Escolha um método de envio',
  'validation.paymentMethod': 'Escolha um método de pagamento',
  'validation.cardNumber': 'Introduza um número de cartão válido',
  'validation.cardName': 'Introduza o nome que consta no cartão',
  'validation.cardExpiry': 'Introduza uma data de validade válida',
  'validation.cardCvc': 'Introduza um código de segurança válido',
  'validation.trackingNumber': 'Introduza um número de seguimento com 5 a 50 letras e dígitos',
  'validation.passwordMismatch': 'As palavras-passe não coincidem',
  'validation.characterLimit': 'Atingiu o limite de caracteres!',
  'validation.cartMinTotal': 'O total tem de ser de pelo menos {p}',
  'validation.cartMaxTotal': 'O total não pode ultrapassar {p}',
  'validation.selectVariant': 'Selecione pelo menos uma variante',

  'errors.timeout': 'A ligação expirou. Tente novamente',
  'errors.orderNotFound': 'Não foi possível encontrar a encomenda',
  'errors.notFound': 'Não encontrado',
  'errors.shopClosed': 'Esta loja está fechada de momento. Volte mais tarde.',
  'errors.unableToPay': 'Não é possível pagar. Contacte o proprietário.',
  'errors.domainNoPayment': 'Não é possível pagar encomendas neste domínio.',
  'errors.frequentOperations': 'Demasiadas operações. Tente novamente amanhã',
  'errors.authorizationExpired': 'A autorização do cartão de crédito expirou. Efetue o pagamento novamente.',
  'errors.paymentNotAvailable': 'Este método de pagamento não está disponível. Experimente outro',
  'errors.couponNotMatched': 'O código do cupão não é válido',
  'errors.googlePayUnavailable': 'O Google Pay não está disponível neste navegador.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Ocorreu um problema com o seu pagamento. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Este método de pagamento não está disponível de momento. Tente mais tarde ou utilize outro método de pagamento.',
  'checkout.PAYMENT_TIMEOUT': 'O pagamento expirou. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_POLICY_REASONS':
    'Este pagamento foi recusado por motivos de política. Utilize outro método de pagamento.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'O pagamento foi recusado porque a morada de envio parece incorreta. Verifique-a e tente novamente, ou utilize outro método de pagamento.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'O pagamento foi recusado porque o endereço de e-mail não é válido. Verifique-o e tente novamente, ou utilize outro método de pagamento.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Este método de pagamento não está disponível no seu país. Utilize outro método de pagamento.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Este método de pagamento não aceita a moeda da sua encomenda. Utilize outro método de pagamento.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'O total da encomenda ultrapassa o permitido por este método de pagamento. Utilize outro método de pagamento.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Atingiu o montante ou o número de pagamentos permitidos. Tente mais tarde ou utilize outro método de pagamento.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'Não há saldo suficiente para este pagamento. Utilize outro método de pagamento.',
  'checkout.PAYMENT_CANCELED': 'O pagamento foi cancelado. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Parece um pagamento repetido, por isso não foi cobrado novamente. Verifique as suas encomendas ou tente novamente com outro método de pagamento.',
  'checkout.PAYMENT_DECLINED': 'O seu pagamento foi recusado. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_CARD_INVALID': 'O seu cartão não é válido. Verifique os dados do cartão ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_DECLINED': 'O seu cartão foi recusado. Tente novamente ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Não foi possível verificar o seu cartão com 3D Secure. Tente novamente ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_LOST': 'O seu cartão foi recusado. Contacte o seu banco ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_EXPIRED': 'O seu cartão expirou. Utilize outro cartão.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Este tipo de cartão não é aceite. Utilize outro cartão ou outro método de pagamento.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'O código de segurança (CVV) está incorreto. Verifique-o e tente novamente, ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'A data de validade está incorreta. Verifique-a e tente novamente, ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'O seu cartão não tem saldo suficiente. Utilize outro cartão ou outro método de pagamento.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'O número do cartão ou o nome do titular estão incorretos. Verifique-os e tente novamente, ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'O seu cartão foi bloqueado após demasiadas tentativas de PIN. Contacte o seu banco ou utilize outro cartão.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'O seu cartão não pode ser utilizado neste pagamento. Utilize outro cartão.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Não foi possível verificar o seu cartão. Tente novamente ou utilize outro cartão.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'O PayPal ainda está a processar o seu pagamento. Aguarde um momento e tente novamente, ou utilize outro método de pagamento.',
  'checkout.PAYMENT_PAYPAL_DECLINED':
    'O PayPal recusou o pagamento. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'O PayPal não conseguiu resgatar este pagamento. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'O PayPal já processou este pagamento. Verifique as suas encomendas ou tente novamente com outro método de pagamento.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Este pagamento PayPal já foi cobrado. Verifique as suas encomendas ou tente novamente com outro método de pagamento.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'O PayPal precisa que conclua uma ação. Conclua-a no PayPal e tente novamente, ou utilize outro método de pagamento.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'O código postal não corresponde ao do seu cartão. Verifique-o e tente novamente, ou utilize outro método de pagamento.',
  'checkout.PAYMENT_EXPIRED': 'A sessão de pagamento expirou. Tente novamente ou utilize outro método de pagamento.',
  'checkout.PAYMENT_PENDING':
    'O seu pagamento está pendente. Confirmaremos a sua encomenda quando estiver concluído; caso contrário, tente novamente ou utilize outro método de pagamento.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Não fazemos entregas neste código postal',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Não é possível enviar esta encomenda para a morada indicada',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Não há métodos de envio disponíveis',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Não há métodos de pagamento disponíveis',
  'checkout.COUPON_NOT_MATCHED': 'O código do cupão não é válido',
  'checkout.TOO_MANY_REQUESTS': 'Demasiadas operações. Tente novamente amanhã',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'O total mudou, por exemplo por causa do método de envio. Nada foi cobrado: verifique o novo total e pague novamente.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Não foi possível concluir o pagamento e nenhuma encomenda foi criada, por isso nada foi cobrado. Verifique a ligação e tente novamente.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Não conseguimos contactar a loja para confirmar a sua encomenda. Verifique a ligação e pague novamente: nunca lhe será cobrada duas vezes esta encomenda.',
};

export default ptPT;
