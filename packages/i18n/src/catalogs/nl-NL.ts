import type { StoreCatalog } from '../catalog';

/** Dutch store texts. */
const nlNL: StoreCatalog = {
  'common.skipToContent': 'Naar inhoud gaan',
  'common.continueShopping': 'Verder winkelen',
  'common.yourCart': 'Je winkelwagen',
  'common.cartEmpty': 'Je winkelwagen is leeg',
  'common.cartLines': 'Artikelen in je winkelwagen',
  'common.cartLoading': 'Winkelwagen laden…',
  'common.cartUpdating': 'Winkelwagen bijwerken…',
  'common.itemCount': '{count, plural, one {# artikel} other {# artikelen}}',
  'common.productCount': '{count, plural, one {# product} other {# producten}}',
  'common.subtotal': 'Subtotaal',
  'common.total': 'Totaal',
  'common.shipping': 'Verzending',
  'common.free': 'Gratis',
  'common.quantity': 'Aantal',
  'common.quantityFor': 'Aantal voor {title}',
  'common.decreaseQuantity': 'Aantal verlagen',
  'common.increaseQuantity': 'Aantal verhogen',
  'common.remove': 'Verwijderen',
  'common.removeLine': '{title} verwijderen',
  'common.lineRemoved': '{title} is uit je winkelwagen verwijderd',
  'common.checkout': 'Afrekenen',
  'common.viewCart': 'Winkelwagen bekijken',
  'common.close': 'Sluiten',
  'common.apply': 'Toepassen',
  'common.adding': 'Toevoegen…',
  'common.addToCart': 'In winkelwagen',
  'common.soldOut': 'Uitverkocht',
  'common.optional': '(optioneel)',
  'common.tryAgain': 'Opnieuw proberen',
  'common.signIn': 'Inloggen',
  'common.done': 'Klaar',
  'common.language': 'Taal',
  'common.home': 'Home',
  'common.somethingWrong': 'Er is iets misgegaan',

  'header.collections': 'Collecties',
  'header.changeLanguage': 'Taal wijzigen',

  'footer.tagline': 'Alledaagse dingen, goed gemaakt. Kleding en woonaccessoires in kleine oplages.',
  'footer.shop': 'Winkel',
  'footer.help': 'Hulp',
  'footer.freeShipping': 'Gratis verzending bij bestellingen boven {amount}',
  'footer.returns': '30 dagen retourneren',

  'error.tryLater': 'Probeer het zo meteen opnieuw.',
  'error.notFoundTitle': 'Pagina niet gevonden',
  'error.notFoundDetail': 'De pagina die je zoekt bestaat niet of is verplaatst.',

  'home.eyebrow': 'Herfstselectie',
  'home.heroTitle': 'Alledaagse dingen, goed gemaakt.',
  'home.heroLead':
    'Linnen, merinowol en steengoed uit kleine werkplaatsen — gekozen om jarenlang te dragen, te gebruiken en te bewaren.',
  'home.heroCta': 'Shop nieuwe artikelen',
  'home.newArrivals': 'Nieuw binnen',
  'home.viewAll': 'Alles bekijken',
  'home.shopByCollection': 'Shop per collectie',

  'collection.sort.featured': 'Uitgelicht',
  'collection.sort.price-asc': 'Prijs, laag naar hoog',
  'collection.sort.price-desc': 'Prijs, hoog naar laag',
  'collection.sort.newest': 'Nieuwste',
  'collection.sort.title-asc': 'Alfabetisch, A–Z',
  'collection.sortBy': 'Sorteren op',
  'collection.empty': 'Nog geen producten in deze collectie.',
  'collection.pagination': 'Paginering',
  'collection.previous': 'Vorige',
  'collection.next': 'Volgende',
  'collection.pageOf': 'Pagina {page} van {pages}',

  'product.images': 'Productafbeeldingen',
  'product.soldOutMark': '(uitverkocht)',
  'product.onlyLeft': '{count, plural, one {Nog maar # beschikbaar} other {Nog maar # beschikbaar}}',
  'product.addFailed': 'Kan niet aan winkelwagen worden toegevoegd, probeer het opnieuw',

  'cart.update': 'Bijwerken',
  'cart.quantityOf': 'Aantal van {title}',
  'cart.summary': 'Besteloverzicht',
  'cart.items': 'Artikelen',
  'cart.taxNote': 'Verzendkosten en belastingen worden bij het afrekenen berekend.',
  'cart.updateFailed': 'Je winkelwagen kan niet worden bijgewerkt, probeer het opnieuw',

  'validation.required': 'Dit veld is verplicht',
  'validation.email': 'Voer een geldig e-mailadres in',
  'validation.firstName': 'Voer een voornaam in',
  'validation.lastName': 'Voer een achternaam in',
  'validation.address': 'Voer een adres in',
  'validation.city': 'Voer een plaats in',
  'validation.country': 'Kies een land',
  'validation.province': 'Kies een staat / provincie',
  'validation.postcode': 'Voer een geldige postcode in',
  'validation.phone': 'Voer een geldig telefoonnummer in',
  'validation.phoneTooLong': 'Voer een telefoonnummer in van maximaal {max} tekens',
  'validation.tooLong': 'Voer maximaal {max} tekens in',
  'validation.poBox': 'Een postbus is geen geldig adres',
  'validation.taxId': 'Voer een geldig CPF (11 cijfers) of CNPJ (14 cijfers) in',
  'validation.klarnaName': 'Klarna vereist een naam van meer dan 1 teken die niet alleen uit cijfers bestaat',
  'validation.shippingMethod': 'Kies een verzendmethode',
  'validation.paymentMethod': 'Kies een betaalmethode',
  'validation.cardNumber': 'Voer een geldig kaartnummer in',
  'validation.cardName': 'Voer de naam op de kaart in',
  'validation.cardExpiry': 'Voer een geldige vervaldatum in',
  'validation.cardCvc': 'Voer een geldige beveiligingscode in',
  'validation.trackingNumber': 'Voer een trackingnummer in van 5 tot 50 letters en cijfers',
  'validation.passwordMismatch': 'De wachtwoorden komen niet overeen',
  'validation.characterLimit': 'Tekenlimiet bereikt!',
  'validation.cartMinTotal': 'Het totaal moet minimaal {p} zijn',
  'validation.cartMaxTotal': 'Het totaal mag maximaal {p} zijn',
  'validation.selectVariant': 'Selecteer ten minste één variant',

  'errors.timeout': 'Er is een time-out opgetreden, probeer het opnieuw',
  'errors.orderNotFound': 'Bestelling niet gevonden',
  'errors.notFound': 'Niet gevonden',
  'errors.shopClosed': 'Deze winkel is momenteel gesloten. Kom later terug.',
  'errors.unableToPay': 'Betalen is niet mogelijk. Neem contact op met de eigenaar.',
  'errors.domainNoPayment': 'Bestellingen kunnen op dit domein niet worden betaald.',
  'errors.frequentOperations': 'Te veel handelingen, probeer het morgen opnieuw',
  'errors.authorizationExpired': 'De autorisatie van de creditcard is verlopen. Betaal opnieuw.',
  'errors.paymentNotAvailable': 'Deze betaalmethode is niet beschikbaar, probeer een andere betaalmethode',
  'errors.couponNotMatched': 'De kortingscode is ongeldig',
  'errors.googlePayUnavailable': 'Google Pay is niet beschikbaar in deze browser.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Er is iets misgegaan met je betaling. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Deze betaalmethode is momenteel niet beschikbaar. Probeer het later opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_TIMEOUT':
    'Er is een time-out opgetreden bij de betaling. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_POLICY_REASONS': 'Deze betaling is om beleidsredenen geweigerd. Gebruik een andere betaalmethode.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'De betaling is geweigerd omdat het verzendadres onjuist lijkt. Controleer het en probeer het opnieuw, of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'De betaling is geweigerd omdat het e-mailadres ongeldig is. Controleer het en probeer het opnieuw, of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Deze betaalmethode is niet beschikbaar in jouw land. Gebruik een andere betaalmethode.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Deze betaalmethode ondersteunt de valuta van je bestelling niet. Gebruik een andere betaalmethode.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Het totaalbedrag van de bestelling is hoger dan deze betaalmethode toestaat. Gebruik een andere betaalmethode.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Je hebt het toegestane bedrag of aantal betalingen bereikt. Probeer het later opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'Er is onvoldoende saldo voor deze betaling. Gebruik een andere betaalmethode.',
  'checkout.PAYMENT_CANCELED': 'De betaling is geannuleerd. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Dit lijkt een herhaalde betaling, dus deze is niet opnieuw afgeschreven. Controleer je bestellingen of probeer het opnieuw met een andere betaalmethode.',
  'checkout.PAYMENT_DECLINED': 'Je betaling is geweigerd. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_CARD_INVALID': 'Je kaart is ongeldig. Controleer de kaartgegevens of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_DECLINED': 'Je kaart is geweigerd. Probeer het opnieuw of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Je kaart kon niet worden geverifieerd met 3D Secure. Probeer het opnieuw of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_LOST': 'Je kaart is geweigerd. Neem contact op met je bank of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Je kaart is verlopen. Gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Dit type kaart wordt niet geaccepteerd. Gebruik een andere kaart of betaalmethode.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'De beveiligingscode (CVV) is onjuist. Controleer deze en probeer het opnieuw, of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'De vervaldatum is onjuist. Controleer deze en probeer het opnieuw, of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Er staat onvoldoende saldo op je kaart. Gebruik een andere kaart of betaalmethode.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Het kaartnummer of de naam van de kaarthouder is onjuist. Controleer deze en probeer het opnieuw, of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Je kaart is geblokkeerd na te veel pincodepogingen. Neem contact op met je bank of gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Je kaart kan niet voor deze betaling worden gebruikt. Gebruik een andere kaart.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Je kaart kon niet worden geverifieerd. Probeer het opnieuw of gebruik een andere kaart.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal verwerkt je betaling nog. Wacht even en probeer het opnieuw, of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_PAYPAL_DECLINED':
    'PayPal heeft de betaling geweigerd. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal kon deze betaling niet verzilveren. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal heeft deze betaling al verwerkt. Controleer je bestellingen of probeer het opnieuw met een andere betaalmethode.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Deze PayPal-betaling is al afgeschreven. Controleer je bestellingen of probeer het opnieuw met een andere betaalmethode.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal vraagt je een actie te voltooien. Rond deze af in PayPal en probeer het opnieuw, of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'De postcode komt niet overeen met je kaart. Controleer deze en probeer het opnieuw, of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_EXPIRED': 'De betaalsessie is verlopen. Probeer het opnieuw of gebruik een andere betaalmethode.',
  'checkout.PAYMENT_PENDING':
    'Je betaling is in behandeling. We bevestigen je bestelling zodra deze is voltooid; probeer het anders opnieuw of gebruik een andere betaalmethode.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Op deze postcode kan niet worden bezorgd',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Deze bestelling kan niet naar het opgegeven adres worden verzonden',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Geen verzendmethoden beschikbaar',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Geen betaalmethoden beschikbaar',
  'checkout.COUPON_NOT_MATCHED': 'De kortingscode is ongeldig',
  'checkout.TOO_MANY_REQUESTS': 'Te veel handelingen, probeer het morgen opnieuw',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Je totaalbedrag is gewijzigd, bijvoorbeeld door de verzendmethode. Er is niets afgeschreven: controleer het nieuwe totaal en betaal opnieuw.',
  'checkout.CHECKOUT_NOT_PLACED':
    'De betaling kon niet worden voltooid en er is geen bestelling geplaatst, dus er is niets afgeschreven. Controleer je verbinding en probeer het opnieuw.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'We konden de winkel niet bereiken om je bestelling te bevestigen. Controleer je verbinding en betaal opnieuw: je betaalt nooit twee keer voor deze bestelling.',
};

export default nlNL;
