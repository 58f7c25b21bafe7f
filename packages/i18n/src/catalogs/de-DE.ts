import type { StoreCatalog } from '../catalog';

/** German store texts. */
const deDE: StoreCatalog = {
  'common.skipToContent': 'Zum Inhalt springen',
  'common.continueShopping': 'Weiter einkaufen',
  'common.yourCart': 'Ihr Warenkorb',
  'common.cartEmpty': 'Ihr Warenkorb ist leer',
  'common.cartLines': 'Artikel in Ihrem Warenkorb',
  'common.cartLoading': 'Warenkorb wird geladen…',
  'common.cartUpdating': 'Warenkorb wird aktualisiert…',
  'common.itemCount': '{count, plural, one {# Artikel} other {# Artikel}}',
  'common.productCount': '{count, plural, one {# Produkt} other {# Produkte}}',
  'common.subtotal': 'Zwischensumme',
  'common.total': 'Gesamt',
  'common.shipping': 'Versand',
  'common.free': 'Kostenlos',
  'common.quantity': 'Menge',
  'common.quantityFor': 'Menge für {title}',
  'common.decreaseQuantity': 'Menge verringern',
  'common.increaseQuantity': 'Menge erhöhen',
  'common.remove': 'Entfernen',
  'common.removeLine': '{title} entfernen',
  'common.lineRemoved': '{title} wurde aus dem Warenkorb entfernt',
  'common.checkout': 'Zur Kasse',
  'common.viewCart': 'Warenkorb ansehen',
  'common.close': 'Schließen',
  'common.apply': 'Anwenden',
  'common.adding': 'Wird hinzugefügt…',
  'common.addToCart': 'In den Warenkorb',
  'common.soldOut': 'Ausverkauft',
  'common.optional': '(optional)',
  'common.tryAgain': 'Erneut versuchen',
  'common.signIn': 'Anmelden',
  'common.done': 'Fertig',
  'common.language': 'Sprache',
  'common.home': 'Startseite',
  'common.somethingWrong': 'Etwas ist schiefgelaufen',

  'header.collections': 'Kollektionen',
  'header.changeLanguage': 'Sprache ändern',

  'footer.tagline': 'Alltagsdinge, gut gemacht. Kleinserien-Kleidung und Wohnaccessoires.',
  'footer.shop': 'Shop',
  'footer.help': 'Hilfe',
  'footer.freeShipping': 'Kostenloser Versand ab {amount} Bestellwert',
  'footer.returns': '30 Tage Rückgaberecht',

  'error.tryLater': 'Bitte versuchen Sie es gleich noch einmal.',
  'error.notFoundTitle': 'Seite nicht gefunden',
  'error.notFoundDetail': 'Die gesuchte Seite existiert nicht oder wurde verschoben.',

  'home.eyebrow': 'Herbstauswahl',
  'home.heroTitle': 'Alltagsdinge, gut gemacht.',
  'home.heroLead':
    'Leinen, Merino und Steinzeug aus kleinen Werkstätten – ausgewählt, um getragen, benutzt und jahrelang behalten zu werden.',
  'home.heroCta': 'Neuheiten entdecken',
  'home.newArrivals': 'Neuheiten',
  'home.viewAll': 'Alle ansehen',
  'home.shopByCollection': 'Nach Kollektion einkaufen',

  'collection.sort.featured': 'Empfohlen',
  'collection.sort.price-asc': 'Preis, aufsteigend',
  'collection.sort.price-desc': 'Preis, absteigend',
  'collection.sort.newest': 'Neueste',
  'collection.sort.title-asc': 'Alphabetisch, A–Z',
  'collection.sortBy': 'Sortieren nach',
  'collection.empty': 'In dieser Kollektion gibt es noch keine Produkte.',
  'collection.pagination': 'Seitennavigation',
  'collection.previous': 'Zurück',
  'collection.next': 'Weiter',
  'collection.pageOf': 'Seite {page} von {pages}',

  'product.images': 'Produktbilder',
  'product.soldOutMark': '(ausverkauft)',
  'product.onlyLeft': '{count, plural, one {Nur noch # verfügbar} other {Nur noch # verfügbar}}',
  'product.addFailed': 'Konnte nicht in den Warenkorb gelegt werden, bitte versuchen Sie es erneut',

  'cart.update': 'Aktualisieren',
  'cart.quantityOf': 'Menge von {title}',
  'cart.summary': 'Bestellübersicht',
  'cart.items': 'Artikel',
  'cart.taxNote': 'Versand und Steuern werden an der Kasse berechnet.',
  'cart.updateFailed': 'Ihr Warenkorb konnte nicht aktualisiert werden, bitte versuchen Sie es erneut',

  'validation.required': 'Dieses Feld ist erforderlich',
  'validation.email': 'Geben Sie eine gültige E-Mail-Adresse ein',
  'validation.firstName': 'Geben Sie einen Vornamen ein',
  'validation.lastName': 'Geben Sie einen Nachnamen ein',
  'validation.address': 'Geben Sie eine Adresse ein',
  'validation.city': 'Geben Sie einen Ort ein',
  'validation.country': 'Wählen Sie ein Land',
  'validation.province': 'Wählen Sie ein Bundesland / eine Region',
  'validation.postcode': 'Geben Sie eine gültige Postleitzahl ein',
  'validation.phone': 'Geben Sie eine gültige Telefonnummer ein',
  'validation.phoneTooLong': 'Geben Sie eine Telefonnummer mit höchstens {max} Zeichen ein',
  'validation.tooLong': 'Geben Sie höchstens {max} Zeichen ein',
  'validation.poBox': 'Ein Postfach ist keine gültige Adresse',
  'validation.taxId': 'Geben Sie eine gültige CPF (11 Ziffern) oder CNPJ (14 Ziffern) ein',
  'validation.klarnaName': 'Klarna benötigt einen Namen mit mehr als 1 Zeichen, der nicht nur aus Ziffern besteht',
  'validation.shippingMethod': 'Wählen Sie eine Versandart',
  'validation.paymentMethod': 'Wählen Sie eine Zahlungsart',
  'validation.cardNumber': 'Geben Sie eine gültige Kartennummer ein',
  'validation.cardName': 'Geben Sie den Namen auf der Karte ein',
  'validation.cardExpiry': 'Geben Sie ein gültiges Ablaufdatum ein',
  'validation.cardCvc': 'Geben Sie einen gültigen Sicherheitscode ein',
  'validation.trackingNumber': 'Geben Sie eine Sendungsnummer aus 5 bis 50 Buchstaben und Ziffern ein',
  'validation.passwordMismatch': 'Die Passwörter stimmen nicht überein',
  'validation.characterLimit': 'Zeichenlimit erreicht!',
  'validation.cartMinTotal': 'Der Gesamtbetrag muss mindestens {p} betragen',
  'validation.cartMaxTotal': 'Der Gesamtbetrag darf höchstens {p} betragen',
  'validation.selectVariant': 'Bitte wählen Sie mindestens eine Variante aus',

  'errors.timeout': 'Zeitüberschreitung der Verbindung, bitte versuchen Sie es erneut',
  'errors.orderNotFound': 'Bestellung nicht gefunden',
  'errors.notFound': 'Nicht gefunden',
  'errors.shopClosed': 'Dieser Shop ist derzeit geschlossen. Bitte schauen Sie später wieder vorbei.',
  'errors.unableToPay': 'Bezahlung nicht möglich. Bitte wenden Sie sich an den Shop-Betreiber.',
  'errors.domainNoPayment': 'Auf dieser Domain können Bestellungen nicht bezahlt werden.',
  'errors.frequentOperations': 'Zu viele Vorgänge, bitte versuchen Sie es morgen erneut',
  'errors.authorizationExpired': 'Die Kreditkartenautorisierung ist abgelaufen. Bitte bezahlen Sie erneut.',
  'errors.paymentNotAvailable': 'Diese Zahlungsart ist nicht verfügbar, bitte wählen Sie eine andere',
  'errors.couponNotMatched': 'Der Gutscheincode ist ungültig',
  'errors.googlePayUnavailable': 'Google Pay ist in diesem Browser nicht verfügbar.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Bei Ihrer Zahlung ist ein Fehler aufgetreten. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Diese Zahlungsart ist derzeit nicht verfügbar. Bitte versuchen Sie es später erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_TIMEOUT':
    'Die Zahlung hat zu lange gedauert. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_POLICY_REASONS':
    'Diese Zahlung wurde aus Richtliniengründen abgelehnt. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Die Zahlung wurde abgelehnt, weil die Lieferadresse fehlerhaft zu sein scheint. Bitte prüfen Sie sie und versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Die Zahlung wurde abgelehnt, weil die E-Mail-Adresse ungültig ist. Bitte prüfen Sie sie und versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Diese Zahlungsart ist in Ihrem Land nicht verfügbar. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Diese Zahlungsart unterstützt die Währung Ihrer Bestellung nicht. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Der Bestellwert übersteigt den für diese Zahlungsart zulässigen Betrag. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Sie haben den zulässigen Betrag oder die zulässige Anzahl an Zahlungen erreicht. Bitte versuchen Sie es später erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'Für diese Zahlung ist nicht genügend Guthaben vorhanden. Bitte wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_CANCELED':
    'Die Zahlung wurde abgebrochen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Dies scheint eine doppelte Zahlung zu sein und wurde daher nicht erneut abgebucht. Bitte prüfen Sie Ihre Bestellungen oder versuchen Sie es mit einer anderen Zahlungsart.',
  'checkout.PAYMENT_DECLINED':
    'Ihre Zahlung wurde abgelehnt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_CARD_INVALID':
    'Ihre Karte ist ungültig. Bitte prüfen Sie die Kartendaten oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_DECLINED':
    'Ihre Karte wurde abgelehnt. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Ihre Karte konnte nicht mit 3D Secure bestätigt werden. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_LOST':
    'Ihre Karte wurde abgelehnt. Bitte wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Ihre Karte ist abgelaufen. Bitte verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Dieser Kartentyp wird nicht akzeptiert. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Der Sicherheitscode (CVV) ist falsch. Bitte prüfen Sie ihn und versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Das Ablaufdatum ist falsch. Bitte prüfen Sie es und versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Ihre Karte ist nicht ausreichend gedeckt. Bitte verwenden Sie eine andere Karte oder Zahlungsart.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Die Kartennummer oder der Name des Karteninhabers ist falsch. Bitte prüfen Sie die Angaben und versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Ihre Karte wurde nach zu vielen PIN-Versuchen gesperrt. Bitte wenden Sie sich an Ihre Bank oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_RESTRICTED':
    'Ihre Karte kann für diese Zahlung nicht verwendet werden. Bitte verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Ihre Karte konnte nicht verifiziert werden. Bitte versuchen Sie es erneut oder verwenden Sie eine andere Karte.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal bearbeitet Ihre Zahlung noch. Bitte warten Sie einen Moment und versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_PAYPAL_DECLINED':
    'PayPal hat die Zahlung abgelehnt. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal konnte diese Zahlung nicht einlösen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal hat diese Zahlung bereits verarbeitet. Bitte prüfen Sie Ihre Bestellungen oder versuchen Sie es mit einer anderen Zahlungsart.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Diese PayPal-Zahlung wurde bereits abgebucht. Bitte prüfen Sie Ihre Bestellungen oder versuchen Sie es mit einer anderen Zahlungsart.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal benötigt noch eine Aktion von Ihnen. Bitte schließen Sie sie bei PayPal ab und versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Die Postleitzahl passt nicht zu Ihrer Karte. Bitte prüfen Sie sie und versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_EXPIRED':
    'Die Zahlungssitzung ist abgelaufen. Bitte versuchen Sie es erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.PAYMENT_PENDING':
    'Ihre Zahlung ist ausstehend. Wir bestätigen Ihre Bestellung, sobald sie abgeschlossen ist; andernfalls versuchen Sie es bitte erneut oder wählen Sie eine andere Zahlungsart.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'An diese Postleitzahl kann nicht geliefert werden',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Diese Bestellung kann nicht an die eingegebene Adresse versandt werden',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Keine Versandarten verfügbar',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Keine Zahlungsarten verfügbar',
  'checkout.COUPON_NOT_MATCHED': 'Der Gutscheincode ist ungültig',
  'checkout.TOO_MANY_REQUESTS': 'Zu viele Vorgänge, bitte versuchen Sie es morgen erneut',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Ihr Gesamtbetrag hat sich geändert, zum Beispiel durch die Versandart. Es wurde nichts abgebucht: Prüfen Sie den neuen Betrag und bezahlen Sie erneut.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Die Zahlung konnte nicht abgeschlossen werden und es wurde keine Bestellung angelegt, also wurde nichts abgebucht. Prüfen Sie Ihre Verbindung und versuchen Sie es erneut.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Wir konnten den Shop nicht erreichen, um Ihre Bestellung zu bestätigen. Prüfen Sie Ihre Verbindung und bezahlen Sie erneut: Diese Bestellung wird Ihnen nie doppelt berechnet.',
};

export default deDE;
