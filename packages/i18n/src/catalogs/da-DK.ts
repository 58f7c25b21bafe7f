import type { StoreCatalog } from '../catalog';

/** Danish store texts. */
const daDK: StoreCatalog = {
  'common.skipToContent': 'Gå til indhold',
  'common.continueShopping': 'Shop videre',
  'common.yourCart': 'Din kurv',
  'common.cartEmpty': 'Din kurv er tom',
  'common.cartLines': 'Varer i din kurv',
  'common.cartLoading': 'Indlæser din kurv…',
  'common.cartUpdating': 'Opdaterer din kurv…',
  'common.itemCount': '{count, plural, one {# vare} other {# varer}}',
  'common.productCount': '{count, plural, one {# produkt} other {# produkter}}',
  'common.subtotal': 'Subtotal',
  'common.total': 'I alt',
  'common.shipping': 'Fragt',
  'common.free': 'Gratis',
  'common.quantity': 'Antal',
  'common.quantityFor': 'Antal for {title}',
  'common.decreaseQuantity': 'Reducer antal',
  'common.increaseQuantity': 'Øg antal',
  'common.remove': 'Fjern',
  'common.removeLine': 'Fjern {title}',
  'common.lineRemoved': '{title} er fjernet fra din kurv',
  'common.checkout': 'Gå til kassen',
  'common.viewCart': 'Se kurv',
  'common.close': 'Luk',
  'common.apply': 'Anvend',
  'common.adding': 'Tilføjer…',
  'common.addToCart': 'Læg i kurv',
  'common.soldOut': 'Udsolgt',
  'common.optional': '(valgfrit)',
  'common.tryAgain': 'Prøv igen',
  'common.signIn': 'Log ind',
  'common.done': 'Færdig',
  'common.language': 'Sprog',
  'common.home': 'Forside',
  'common.somethingWrong': 'Noget gik galt',

  'header.collections': 'Kollektioner',
  'header.changeLanguage': 'Skift sprog',

  'footer.tagline': 'Hverdagsting, godt lavet. Tøj og boligting produceret i små serier.',
  'footer.shop': 'Butik',
  'footer.help': 'Hjælp',
  'footer.freeShipping': 'Gratis fragt på ordrer over {amount}',
  'footer.returns': '30 dages returret',

  'error.tryLater': 'Prøv igen om et øjeblik.',
  'error.notFoundTitle': 'Siden blev ikke fundet',
  'error.notFoundDetail': 'Siden, du leder efter, findes ikke eller er blevet flyttet.',

  'home.eyebrow': 'Efterårets udvalg',
  'home.heroTitle': 'Hverdagsting, godt lavet.',
  'home.heroLead': 'Hør, merino og stentøj fra små værksteder — udvalgt til at blive brugt, båret og gemt i årevis.',
  'home.heroCta': 'Se nyheder',
  'home.newArrivals': 'Nyheder',
  'home.viewAll': 'Se alle',
  'home.shopByCollection': 'Shop efter kollektion',

  'collection.sort.featured': 'Udvalgte',
  'collection.sort.price-asc': 'Pris, lav til høj',
  'collection.sort.price-desc': 'Pris, høj til lav',
  'collection.sort.newest': 'Nyeste',
  'collection.sort.title-asc': 'Alfabetisk, A–Å',
  'collection.sortBy': 'Sortér efter',
  'collection.empty': 'Der er endnu ingen produkter i denne kollektion.',
  'collection.pagination': 'Sidenavigation',
  'collection.previous': 'Forrige',
  'collection.next': 'Næste',
  'collection.pageOf': 'Side {page} af {pages}',

  'product.images': 'Produktbilleder',
  'product.soldOutMark': '(udsolgt)',
  'product.onlyLeft': '{count, plural, one {Kun # tilbage} other {Kun # tilbage}}',
  'product.addFailed': 'Kunne ikke lægge varen i kurven. Prøv igen',

  'cart.update': 'Opdater',
  'cart.quantityOf': 'Antal af {title}',
  'cart.summary': 'Ordreoversigt',
  'cart.items': 'Varer',
  'cart.taxNote': 'Fragt og afgifter beregnes ved kassen.',
  'cart.updateFailed': 'Kunne ikke opdatere din kurv. Prøv igen',

  'validation.required': 'Dette felt skal udfyldes',
  'validation.email': 'Indtast en gyldig e-mailadresse',
  'validation.firstName': 'Indtast et fornavn',
  'validation.lastName': 'Indtast et efternavn',
  'validation.address': 'Indtast en adresse',
  'validation.city': 'Indtast en by',
  'validation.country': 'Vælg et land',
  'validation.province': 'Vælg en stat / region',
  'validation.postcode': 'Indtast et gyldigt postnummer',
  'validation.phone': 'Indtast et gyldigt telefonnummer',
  'validation.phoneTooLong': 'Indtast et telefonnummer på højst {max} tegn',
  'validation.tooLong': 'Indtast højst {max} tegn',
  'validation.poBox': 'En postboks er ikke en gyldig adresse',
  'validation.taxId': 'Indtast et gyldigt CPF (11 cifre) eller CNPJ (14 cifre)',
  'validation.klarnaName': 'Klarna kræver et navn på mere end 1 tegn, der ikke kun består af cifre',
  'validation.shippingMethod': 'Vælg en leveringsmetode',
  'validation.paymentMethod': 'Vælg en betalingsmetode',
  'validation.cardNumber': 'Indtast et gyldigt kortnummer',
  'validation.cardName': 'Indtast navnet på kortet',
  'validation.cardExpiry': 'Indtast en gyldig udløbsdato',
  'validation.cardCvc': 'Indtast en gyldig sikkerhedskode',
  'validation.trackingNumber': 'Indtast et trackingnummer på 5 til 50 bogstaver og cifre',
  'validation.passwordMismatch': 'Adgangskoderne er ikke ens',
  'validation.characterLimit': 'Du har nået det maksimale antal tegn!',
  'validation.cartMinTotal': 'Beløbet skal i alt være mindst {p}',
  'validation.cartMaxTotal': 'Beløbet må i alt højst være {p}',
  'validation.selectVariant': 'Vælg mindst én variant',

  'errors.timeout': 'Forbindelsen fik timeout. Prøv igen',
  'errors.orderNotFound': 'Ordren blev ikke fundet',
  'errors.notFound': 'Ikke fundet',
  'errors.shopClosed': 'Butikken er lukket i øjeblikket. Kom gerne tilbage senere.',
  'errors.unableToPay': 'Betaling er ikke mulig. Kontakt venligst butiksejeren.',
  'errors.domainNoPayment': 'Ordrer kan ikke betales på dette domæne.',
  'errors.frequentOperations': 'For mange forsøg. Prøv igen i morgen',
  'errors.authorizationExpired': 'Godkendelsen af betalingskortet er udløbet. Betal venligst igen.',
  'errors.paymentNotAvailable': 'Denne betalingsmetode er ikke tilgængelig. Prøv en anden betalingsmetode',
  'errors.couponNotMatched': 'Rabatkoden er ugyldig',
  'errors.googlePayUnavailable': 'Google Pay er ikke tilgængelig i denne browser.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Der opstod en fejl med din betaling. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Denne betalingsmetode er ikke tilgængelig lige nu. Prøv igen senere, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_TIMEOUT': 'Betalingen fik timeout. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_POLICY_REASONS': 'Betalingen blev afvist af politikmæssige årsager. Brug en anden betalingsmetode.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Betalingen blev afvist, fordi leveringsadressen ser forkert ud. Tjek den, og prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Betalingen blev afvist, fordi e-mailadressen ikke er gyldig. Tjek den, og prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Denne betalingsmetode er ikke tilgængelig i dit land. Brug en anden betalingsmetode.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Denne betalingsmetode understøtter ikke valutaen for din ordre. Brug en anden betalingsmetode.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Ordrens samlede beløb overstiger grænsen for denne betalingsmetode. Brug en anden betalingsmetode.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Du har nået grænsen for beløb eller antal betalinger. Prøv igen senere, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Der er ikke dækning for denne betaling. Brug en anden betalingsmetode.',
  'checkout.PAYMENT_CANCELED': 'Betalingen blev annulleret. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Dette ligner en gentaget betaling, så beløbet blev ikke trukket igen. Tjek dine ordrer, eller prøv igen med en anden betalingsmetode.',
  'checkout.PAYMENT_DECLINED': 'Din betaling blev afvist. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_CARD_INVALID': 'Dit kort er ikke gyldigt. Tjek kortoplysningerne, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_DECLINED': 'Dit kort blev afvist. Prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Dit kort kunne ikke verificeres med 3D Secure. Prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_LOST': 'Dit kort blev afvist. Kontakt din bank, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Dit kort er udløbet. Brug et andet kort.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Denne korttype accepteres ikke. Brug et andet kort eller en anden betalingsmetode.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Sikkerhedskoden (CVV) er forkert. Tjek den, og prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Udløbsdatoen er forkert. Tjek den, og prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Der er ikke dækning på dit kort. Brug et andet kort eller en anden betalingsmetode.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Kortnummeret eller kortholderens navn er forkert. Tjek oplysningerne, og prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Dit kort er spærret efter for mange forsøg med pinkode. Kontakt din bank, eller brug et andet kort.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Dit kort kan ikke bruges til denne betaling. Brug et andet kort.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED': 'Dit kort kunne ikke verificeres. Prøv igen, eller brug et andet kort.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal behandler stadig din betaling. Vent et øjeblik, og prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal afviste betalingen. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal kunne ikke gennemføre denne betaling. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal har allerede behandlet denne betaling. Tjek dine ordrer, eller prøv igen med en anden betalingsmetode.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Denne PayPal-betaling er allerede trukket. Tjek dine ordrer, eller prøv igen med en anden betalingsmetode.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal kræver, at du udfører en handling. Gør den færdig i PayPal, og prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Postnummeret passer ikke til dit kort. Tjek det, og prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_EXPIRED': 'Betalingssessionen er udløbet. Prøv igen, eller brug en anden betalingsmetode.',
  'checkout.PAYMENT_PENDING':
    'Din betaling afventer. Vi bekræfter din ordre, så snart den er gennemført; ellers prøv igen, eller brug en anden betalingsmetode.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Der kan ikke leveres til dette postnummer',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Denne ordre kan ikke sendes til den indtastede adresse',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Ingen leveringsmetoder tilgængelige',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Ingen betalingsmetoder tilgængelige',
  'checkout.COUPON_NOT_MATCHED': 'Rabatkoden er ugyldig',
  'checkout.TOO_MANY_REQUESTS': 'For mange forsøg. Prøv igen i morgen',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Din total er ændret, fx på grund af forsendelsesmetoden. Der er ikke trukket noget: tjek den nye total, og betal igen.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Betalingen kunne ikke gennemføres, og der blev ikke oprettet nogen ordre, så der er ikke trukket noget. Tjek din forbindelse, og prøv igen.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Vi kunne ikke nå butikken for at bekræfte din ordre. Tjek din forbindelse, og betal igen: du bliver aldrig opkrævet to gange for denne ordre.',
};

export default daDK;
