import type { StoreCatalog } from '../catalog';

/** Norwegian (Bokmål) store texts. */
const noNO: StoreCatalog = {
  'common.skipToContent': 'Gå til innholdet',
  'common.continueShopping': 'Fortsett å handle',
  'common.yourCart': 'Handlekurven din',
  'common.cartEmpty': 'Handlekurven din er tom',
  'common.cartLines': 'Varer i handlekurven din',
  'common.cartLoading': 'Laster inn handlekurven…',
  'common.cartUpdating': 'Oppdaterer handlekurven…',
  'common.itemCount': '{count, plural, one {# vare} other {# varer}}',
  'common.productCount': '{count, plural, one {# produkt} other {# produkter}}',
  'common.subtotal': 'Delsum',
  'common.total': 'Totalt',
  'common.shipping': 'Frakt',
  'common.free': 'Gratis',
  'common.quantity': 'Antall',
  'common.quantityFor': 'Antall for {title}',
  'common.decreaseQuantity': 'Reduser antall',
  'common.increaseQuantity': 'Øk antall',
  'common.remove': 'Fjern',
  'common.removeLine': 'Fjern {title}',
  'common.lineRemoved': '{title} er fjernet fra handlekurven',
  'common.checkout': 'Til kassen',
  'common.viewCart': 'Se handlekurven',
  'common.close': 'Lukk',
  'common.apply': 'Bruk',
  'common.adding': 'Legger til…',
  'common.addToCart': 'Legg i handlekurven',
  'common.soldOut': 'Utsolgt',
  'common.optional': '(valgfritt)',
  'common.tryAgain': 'Prøv igjen',
  'common.signIn': 'Logg inn',
  'common.done': 'Ferdig',
  'common.language': 'Språk',
  'common.home': 'Forside',
  'common.somethingWrong': 'Noe gikk galt',

  'header.collections': 'Kolleksjoner',
  'header.changeLanguage': 'Bytt språk',

  'footer.tagline': 'Hverdagsting, godt laget. Klær og ting til hjemmet, produsert i små serier.',
  'footer.shop': 'Butikk',
  'footer.help': 'Hjelp',
  'footer.freeShipping': 'Gratis frakt på bestillinger over {amount}',
  'footer.returns': '30 dagers returrett',

  'error.tryLater': 'Prøv igjen om et øyeblikk.',
  'error.notFoundTitle': 'Fant ikke siden',
  'error.notFoundDetail': 'Siden du leter etter, finnes ikke eller er flyttet.',

  'home.eyebrow': 'Høstens utvalg',
  'home.heroTitle': 'Hverdagsting, godt laget.',
  'home.heroLead': 'Lin, merino og steintøy fra små verksteder — valgt ut for å brukes og tas vare på i mange år.',
  'home.heroCta': 'Se nyheter',
  'home.newArrivals': 'Nyheter',
  'home.viewAll': 'Se alle',
  'home.shopByCollection': 'Handle etter kolleksjon',

  'collection.sort.featured': 'Utvalgte',
  'collection.sort.price-asc': 'Pris, lav til høy',
  'collection.sort.price-desc': 'Pris, høy til lav',
  'collection.sort.newest': 'Nyeste',
  'collection.sort.title-asc': 'Alfabetisk, A–Å',
  'collection.sortBy': 'Sorter etter',
  'collection.empty': 'Det er ingen produkter i denne kolleksjonen ennå.',
  'collection.pagination': 'Sidenavigasjon',
  'collection.previous': 'Forrige',
  'collection.next': 'Neste',
  'collection.pageOf': 'Side {page} av {pages}',

  'product.images': 'Produktbilder',
  'product.soldOutMark': '(utsolgt)',
  'product.onlyLeft': '{count, plural, one {Bare # igjen} other {Bare # igjen}}',
  'product.addFailed': 'Kunne ikke legge varen i handlekurven. Prøv igjen',

  'cart.update': 'Oppdater',
  'cart.quantityOf': 'Antall av {title}',
  'cart.summary': 'Ordresammendrag',
  'cart.items': 'Varer',
  'cart.taxNote': 'Frakt og avgifter beregnes i kassen.',
  'cart.updateFailed': 'Kunne ikke oppdatere handlekurven. Prøv igjen',

  'validation.required': 'Dette feltet må fylles ut',
  'validation.email': 'Skriv inn en gyldig e-postadresse',
  'validation.firstName': 'Skriv inn et fornavn',
  'validation.lastName': 'Skriv inn et etternavn',
  'validation.address': 'Skriv inn en adresse',
  'validation.city': 'Skriv inn et poststed',
  'validation.country': 'Velg et land',
  'validation.province': 'Velg en delstat / provins',
  'validation.postcode': 'Skriv inn et gyldig postnummer',
  'validation.phone': 'Skriv inn et gyldig telefonnummer',
  'validation.phoneTooLong': 'Skriv inn et telefonnummer på maks {max} tegn',
  'validation.tooLong': 'Skriv inn maks {max} tegn',
  'validation.poBox': 'En postboks er ikke en gyldig adresse',
  'validation.taxId': 'Skriv inn et gyldig CPF (11 sifre) eller CNPJ (14 sifre)',
  'validation.klarnaName': 'Klarna krever et navn på mer enn 1 tegn som ikke bare består av sifre',
  'validation.shippingMethod': 'Velg en leveringsmåte',
  'validation.paymentMethod': 'Velg en betalingsmåte',
  'validation.cardNumber': 'Skriv inn et gyldig kortnummer',
  'validation.cardName': 'Skriv inn navnet på kortet',
  'validation.cardExpiry': 'Skriv inn en gyldig utløpsdato',
  'validation.cardCvc': 'Skriv inn en gyldig sikkerhetskode',
  'validation.trackingNumber': 'Skriv inn et sporingsnummer på 5 til 50 bokstaver og sifre',
  'validation.passwordMismatch': 'Passordene er ikke like',
  'validation.characterLimit': 'Du har nådd maksimalt antall tegn!',
  'validation.cartMinTotal': 'Summen må være minst {p} totalt',
  'validation.cartMaxTotal': 'Summen kan være maks {p} totalt',
  'validation.selectVariant': 'Velg minst én variant',

  'errors.timeout': 'Tidsavbrudd for tilkoblingen. Prøv igjen',
  'errors.orderNotFound': 'Fant ikke bestillingen',
  'errors.notFound': 'Ikke funnet',
  'errors.shopClosed': 'Butikken er stengt for øyeblikket. Kom gjerne tilbake senere.',
  'errors.unableToPay': 'Kan ikke betale. Kontakt butikkeieren.',
  'errors.domainNoPayment': 'Bestillinger kan ikke betales på dette domenet.',
  'errors.frequentOperations': 'For mange forsøk. Prøv igjen i morgen',
  'errors.authorizationExpired': 'Autorisasjonen av betalingskortet har utløpt. Betal på nytt.',
  'errors.paymentNotAvailable': 'Denne betalingsmåten er ikke tilgjengelig. Prøv en annen betalingsmåte',
  'errors.couponNotMatched': 'Rabattkoden er ugyldig',
  'errors.googlePayUnavailable': 'Google Pay er ikke tilgjengelig i denne nettleseren.',

  'checkout.PAYMENT_GENERIC_ERROR': 'Noe gikk galt med betalingen. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Denne betalingsmåten er ikke tilgjengelig akkurat nå. Prøv igjen senere, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_TIMEOUT': 'Det ble tidsavbrudd for betalingen. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_POLICY_REASONS': 'Betalingen ble avvist av retningslinjegrunner. Bruk en annen betalingsmåte.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Betalingen ble avvist fordi leveringsadressen ser ut til å være feil. Sjekk den og prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Betalingen ble avvist fordi e-postadressen ikke er gyldig. Sjekk den og prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Denne betalingsmåten er ikke tilgjengelig i landet ditt. Bruk en annen betalingsmåte.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Denne betalingsmåten støtter ikke valutaen i bestillingen din. Bruk en annen betalingsmåte.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Totalbeløpet for bestillingen er høyere enn denne betalingsmåten tillater. Bruk en annen betalingsmåte.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Du har nådd grensen for beløp eller antall betalinger. Prøv igjen senere, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Det er ikke dekning for denne betalingen. Bruk en annen betalingsmåte.',
  'checkout.PAYMENT_CANCELED': 'Betalingen ble avbrutt. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Dette ser ut som en gjentatt betaling, så beløpet ble ikke trukket på nytt. Sjekk bestillingene dine, eller prøv igjen med en annen betalingsmåte.',
  'checkout.PAYMENT_DECLINED': 'Betalingen din ble avvist. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_CARD_INVALID': 'Kortet ditt er ikke gyldig. Sjekk kortopplysningene, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_DECLINED': 'Kortet ditt ble avvist. Prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Kortet ditt kunne ikke bekreftes med 3D Secure. Prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_LOST': 'Kortet ditt ble avvist. Kontakt banken din, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Kortet ditt har utløpt. Bruk et annet kort.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'Denne korttypen godtas ikke. Bruk et annet kort eller en annen betalingsmåte.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Sikkerhetskoden (CVV) er feil. Sjekk den og prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Utløpsdatoen er feil. Sjekk den og prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Det er ikke dekning på kortet ditt. Bruk et annet kort eller en annen betalingsmåte.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Kortnummeret eller navnet på kortinnehaveren er feil. Sjekk opplysningene og prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Kortet ditt er sperret etter for mange PIN-forsøk. Kontakt banken din, eller bruk et annet kort.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Kortet ditt kan ikke brukes til denne betalingen. Bruk et annet kort.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Kortet ditt kunne ikke bekreftes. Prøv igjen, eller bruk et annet kort.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal behandler fortsatt betalingen din. Vent litt og prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal avviste betalingen. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal kunne ikke løse inn denne betalingen. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal har allerede behandlet denne betalingen. Sjekk bestillingene dine, eller prøv igjen med en annen betalingsmåte.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Denne PayPal-betalingen er allerede trukket. Sjekk bestillingene dine, eller prøv igjen med en annen betalingsmåte.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal trenger at du fullfører en handling. Fullfør den i PayPal og prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Postnummeret stemmer ikke med kortet ditt. Sjekk det og prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_EXPIRED': 'Betalingsøkten har utløpt. Prøv igjen, eller bruk en annen betalingsmåte.',
  'checkout.PAYMENT_PENDING':
    'Betalingen din venter på behandling. Vi bekrefter bestillingen når den er fullført; ellers kan du prøve igjen eller bruke en annen betalingsmåte.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Vi kan ikke levere til dette postnummeret',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Denne bestillingen kan ikke sendes til den oppgitte adressen',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Ingen leveringsmåter tilgjengelig',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Ingen betalingsmåter tilgjengelig',
  'checkout.COUPON_NOT_MATCHED': 'Rabattkoden er ugyldig',
  'checkout.TOO_MANY_REQUESTS': 'For mange forsøk. Prøv igjen i morgen',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Totalbeløpet ditt er endret, for eksempel på grunn av fraktmetoden. Ingenting er trukket: sjekk det nye beløpet og betal på nytt.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Betalingen kunne ikke fullføres, og ingen bestilling ble opprettet, så ingenting er trukket. Sjekk tilkoblingen og prøv igjen.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Vi fikk ikke kontakt med butikken for å bekrefte bestillingen. Sjekk tilkoblingen og betal på nytt: du blir aldri belastet to ganger for denne bestillingen.',
};

export default noNO;
