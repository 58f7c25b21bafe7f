import type { StoreCatalog } from '../catalog';

/** Swedish store texts. */
const svSE: StoreCatalog = {
  'common.skipToContent': 'Hoppa till innehållet',
  'common.continueShopping': 'Fortsätt handla',
  'common.yourCart': 'Din varukorg',
  'common.cartEmpty': 'Din varukorg är tom',
  'common.cartLines': 'Varor i din varukorg',
  'common.cartLoading': 'Läser in din varukorg…',
  'common.cartUpdating': 'Uppdaterar din varukorg…',
  'common.itemCount': '{count, plural, one {# vara} other {# varor}}',
  'common.productCount': '{count, plural, one {# produkt} other {# produkter}}',
  'common.subtotal': 'Delsumma',
  'common.total': 'Totalt',
  'common.shipping': 'Frakt',
  'common.free': 'Gratis',
  'common.quantity': 'Antal',
  'common.quantityFor': 'Antal för {title}',
  'common.decreaseQuantity': 'Minska antal',
  'common.increaseQuantity': 'Öka antal',
  'common.remove': 'Ta bort',
  'common.removeLine': 'Ta bort {title}',
  'common.lineRemoved': '{title} har tagits bort från varukorgen',
  'common.checkout': 'Till kassan',
  'common.viewCart': 'Visa varukorg',
  'common.close': 'Stäng',
  'common.apply': 'Använd',
  'common.adding': 'Lägger till…',
  'common.addToCart': 'Lägg i varukorgen',
  'common.soldOut': 'Slutsåld',
  'common.optional': '(valfritt)',
  'common.tryAgain': 'Försök igen',
  'common.signIn': 'Logga in',
  'common.done': 'Klar',
  'common.language': 'Språk',
  'common.home': 'Startsida',
  'common.somethingWrong': 'Något gick fel',

  'header.collections': 'Kollektioner',
  'header.changeLanguage': 'Byt språk',

  'footer.tagline': 'Vardagssaker, väl gjorda. Kläder och saker för hemmet, tillverkade i små serier.',
  'footer.shop': 'Butik',
  'footer.help': 'Hjälp',
  'footer.freeShipping': 'Fri frakt på beställningar över {amount}',
  'footer.returns': '30 dagars returrätt',

  'error.tryLater': 'Försök igen om en liten stund.',
  'error.notFoundTitle': 'Sidan hittades inte',
  'error.notFoundDetail': 'Sidan du letar efter finns inte eller har flyttats.',

  'home.eyebrow': 'Höstens urval',
  'home.heroTitle': 'Vardagssaker, väl gjorda.',
  'home.heroLead':
    'Linne, merino och stengods från små verkstäder — utvalt för att bäras, användas och sparas i många år.',
  'home.heroCta': 'Handla nyheter',
  'home.newArrivals': 'Nyheter',
  'home.viewAll': 'Visa alla',
  'home.shopByCollection': 'Handla efter kollektion',

  'collection.sort.featured': 'Utvalda',
  'collection.sort.price-asc': 'Pris, lägst först',
  'collection.sort.price-desc': 'Pris, högst först',
  'collection.sort.newest': 'Nyaste',
  'collection.sort.title-asc': 'Alfabetiskt, A–Ö',
  'collection.sortBy': 'Sortera efter',
  'collection.empty': 'Det finns inga produkter i den här kollektionen ännu.',
  'collection.pagination': 'Sidnavigering',
  'collection.previous': 'Föregående',
  'collection.next': 'Nästa',
  'collection.pageOf': 'Sida {page} av {pages}',

  'product.images': 'Produktbilder',
  'product.soldOutMark': '(slutsåld)',
  'product.onlyLeft': '{count, plural, one {Endast # kvar} other {Endast # kvar}}',
  'product.addFailed': 'Det gick inte att lägga i varukorgen. Försök igen',

  'cart.update': 'Uppdatera',
  'cart.quantityOf': 'Antal av {title}',
  'cart.summary': 'Ordersammanfattning',
  'cart.items': 'Varor',
  'cart.taxNote': 'Frakt och skatter beräknas i kassan.',
  'cart.updateFailed': 'Det gick inte att uppdatera din varukorg. Försök igen',

  'validation.required': 'Fältet är obligatoriskt',
  'validation.email': 'Ange en giltig e-postadress',
  'validation.firstName': 'Ange ett förnamn',
  'validation.lastName': 'Ange ett efternamn',
  'validation.address': 'Ange en adress',
  'validation.city': 'Ange en ort',
  'validation.country': 'Välj ett land',
  'validation.province': 'Välj en delstat / provins',
  'validation.postcode': 'Ange ett giltigt postnummer',
  'validation.phone': 'Ange ett giltigt telefonnummer',
  'validation.phoneTooLong': 'Ange ett telefonnummer på högst {max} tecken',
  'validation.tooLong': 'Ange högst {max} tecken',
  'validation.poBox': 'En postbox är inte en giltig adress',
  'validation.taxId': 'Ange ett giltigt CPF (11 siffror) eller CNPJ (14 siffror)',
  'validation.klarnaName': 'Klarna kräver ett namn på mer än 1 tecken som inte bara består av siffror',
  'validation.shippingMethod': 'Välj ett leveranssätt',
  'validation.paymentMethod': 'Välj ett betalningssätt',
  'validation.cardNumber': 'Ange ett giltigt kortnummer',
  'validation.cardName': 'Ange namnet på kortet',
  'validation.cardExpiry': 'Ange ett giltigt utgångsdatum',
  'validation.cardCvc': 'Ange en giltig säkerhetskod',
  'validation.trackingNumber': 'Ange ett spårningsnummer med 5 till 50 bokstäver och siffror',
  'validation.passwordMismatch': 'Lösenorden stämmer inte överens',
  'validation.characterLimit': 'Maximalt antal tecken har nåtts!',
  'validation.cartMinTotal': 'Summan måste vara minst {p} totalt',
  'validation.cartMaxTotal': 'Summan får vara högst {p} totalt',
  'validation.selectVariant': 'Välj minst en variant',

  'errors.timeout': 'Anslutningen tog för lång tid. Försök igen',
  'errors.orderNotFound': 'Beställningen hittades inte',
  'errors.notFound': 'Hittades inte',
  'errors.shopClosed': 'Butiken är stängd just nu. Välkommen tillbaka senare.',
  'errors.unableToPay': 'Det går inte att betala. Kontakta butiksägaren.',
  'errors.domainNoPayment': 'Beställningar kan inte betalas på den här domänen.',
  'errors.frequentOperations': 'För många försök. Försök igen i morgon',
  'errors.authorizationExpired': 'Auktoriseringen av kortet har gått ut. Betala igen.',
  'errors.paymentNotAvailable': 'Det här betalningssättet är inte tillgängligt. Prova ett annat betalningssätt',
  'errors.couponNotMatched': 'Rabattkoden är ogiltig',
  'errors.googlePayUnavailable': 'Google Pay är inte tillgängligt i den här webbläsaren.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Något gick fel med din betalning. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Det här betalningssättet är inte tillgängligt just nu. Försök igen senare eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_TIMEOUT': 'Betalningen tog för lång tid. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_POLICY_REASONS': 'Betalningen nekades av policyskäl. Använd ett annat betalningssätt.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Betalningen nekades eftersom leveransadressen verkar vara felaktig. Kontrollera den och försök igen, eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Betalningen nekades eftersom e-postadressen inte är giltig. Kontrollera den och försök igen, eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Det här betalningssättet är inte tillgängligt i ditt land. Använd ett annat betalningssätt.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Det här betalningssättet stöder inte valutan för din beställning. Använd ett annat betalningssätt.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Beställningens totalsumma överstiger gränsen för det här betalningssättet. Använd ett annat betalningssätt.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Du har nått gränsen för belopp eller antal betalningar. Försök igen senare eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'Det finns inte tillräckligt med pengar för den här betalningen. Använd ett annat betalningssätt.',
  'checkout.PAYMENT_CANCELED': 'Betalningen avbröts. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Det här ser ut som en upprepad betalning, så den drogs inte igen. Kontrollera dina beställningar eller försök igen med ett annat betalningssätt.',
  'checkout.PAYMENT_DECLINED': 'Din betalning nekades. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_CARD_INVALID':
    'Ditt kort är inte giltigt. Kontrollera kortuppgifterna eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_DECLINED': 'Ditt kort nekades. Försök igen eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Ditt kort kunde inte verifieras med 3D Secure. Försök igen eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_LOST': 'Ditt kort nekades. Kontakta din bank eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Ditt kort har gått ut. Använd ett annat kort.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'Den här korttypen accepteras inte. Använd ett annat kort eller betalningssätt.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Säkerhetskoden (CVV) är felaktig. Kontrollera den och försök igen, eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Utgångsdatumet är felaktigt. Kontrollera det och försök igen, eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Det finns inte tillräckligt med pengar på ditt kort. Använd ett annat kort eller betalningssätt.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Kortnumret eller kortinnehavarens namn är felaktigt. Kontrollera uppgifterna och försök igen, eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Ditt kort har spärrats efter för många PIN-försök. Kontakta din bank eller använd ett annat kort.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Ditt kort kan inte användas för den här betalningen. Använd ett annat kort.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Ditt kort kunde inte verifieras. Försök igen eller använd ett annat kort.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal behandlar fortfarande din betalning. Vänta en stund och försök igen, eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal nekade betalningen. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal kunde inte lösa in den här betalningen. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal har redan behandlat den här betalningen. Kontrollera dina beställningar eller försök igen med ett annat betalningssätt.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Den här PayPal-betalningen har redan dragits. Kontrollera dina beställningar eller försök igen med ett annat betalningssätt.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal behöver att du slutför en åtgärd. Slutför den i PayPal och försök igen, eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Postnumret stämmer inte med ditt kort. Kontrollera det och försök igen, eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_EXPIRED': 'Betalningssessionen har gått ut. Försök igen eller använd ett annat betalningssätt.',
  'checkout.PAYMENT_PENDING':
    'Din betalning väntar på att slutföras. Vi bekräftar din beställning när den är klar; annars kan du försöka igen eller använda ett annat betalningssätt.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Vi kan inte leverera till det här postnumret',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Beställningen kan inte skickas till den angivna adressen',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Inga leveranssätt tillgängliga',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Inga betalningssätt tillgängliga',
  'checkout.COUPON_NOT_MATCHED': 'Rabattkoden är ogiltig',
  'checkout.TOO_MANY_REQUESTS': 'För många försök. Försök igen i morgon',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Din totalsumma har ändrats, till exempel på grund av fraktsättet. Inget har dragits: kontrollera den nya summan och betala igen.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Betalningen kunde inte slutföras och ingen order skapades, så inget har dragits. Kontrollera anslutningen och försök igen.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Vi kunde inte nå butiken för att bekräfta din order. Kontrollera anslutningen och betala igen: du debiteras aldrig två gånger för den här ordern.',
};

export default svSE;
