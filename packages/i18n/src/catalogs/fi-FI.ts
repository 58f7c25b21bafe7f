import type { StoreCatalog } from '../catalog';

/** Finnish store texts. */
const fiFI: StoreCatalog = {
  'common.skipToContent': 'Siirry sisältöön',
  'common.continueShopping': 'Jatka ostoksia',
  'common.yourCart': 'Ostoskorisi',
  'common.cartEmpty': 'Ostoskorisi on tyhjä',
  'common.cartLines': 'Ostoskorisi tuotteet',
  'common.cartLoading': 'Ladataan ostoskoria…',
  'common.cartUpdating': 'Päivitetään ostoskoria…',
  'common.itemCount': '{count, plural, one {# tuote} other {# tuotetta}}',
  'common.productCount': '{count, plural, one {# tuote} other {# tuotetta}}',
  'common.subtotal': 'Välisumma',
  'common.total': 'Yhteensä',
  'common.shipping': 'Toimitus',
  'common.free': 'Ilmainen',
  'common.quantity': 'Määrä',
  'common.quantityFor': 'Määrä: {title}',
  'common.decreaseQuantity': 'Vähennä määrää',
  'common.increaseQuantity': 'Lisää määrää',
  'common.remove': 'Poista',
  'common.removeLine': 'Poista {title}',
  'common.lineRemoved': '{title} poistettiin ostoskorista',
  'common.checkout': 'Siirry kassalle',
  'common.viewCart': 'Näytä ostoskori',
  'common.close': 'Sulje',
  'common.apply': 'Käytä',
  'common.adding': 'Lisätään…',
  'common.addToCart': 'Lisää ostoskoriin',
  'common.soldOut': 'Loppuunmyyty',
  'common.optional': '(valinnainen)',
  'common.tryAgain': 'Yritä uudelleen',
  'common.signIn': 'Kirjaudu sisään',
  'common.done': 'Valmis',
  'common.language': 'Kieli',
  'common.home': 'Etusivu',
  'common.somethingWrong': 'Jokin meni vikaan',

  'header.collections': 'Mallistot',
  'header.changeLanguage': 'Vaihda kieltä',

  'footer.tagline': 'Arjen esineitä, hyvin tehtyinä. Pienissä erissä valmistettuja vaatteita ja kodin tavaroita.',
  'footer.shop': 'Kauppa',
  'footer.help': 'Apua',
  'footer.freeShipping': 'Ilmainen toimitus yli {amount} tilauksiin',
  'footer.returns': '30 päivän palautusoikeus',

  'error.tryLater': 'Yritä hetken kuluttua uudelleen.',
  'error.notFoundTitle': 'Sivua ei löytynyt',
  'error.notFoundDetail': 'Etsimääsi sivua ei ole olemassa tai se on siirretty.',

  'home.eyebrow': 'Syksyn valikoima',
  'home.heroTitle': 'Arjen esineitä, hyvin tehtyinä.',
  'home.heroLead':
    'Pellavaa, merinovillaa ja kivitavaraa pieniltä pajoilta – valittu käytettäväksi ja säilytettäväksi vuosia.',
  'home.heroCta': 'Tutustu uutuuksiin',
  'home.newArrivals': 'Uutuudet',
  'home.viewAll': 'Näytä kaikki',
  'home.shopByCollection': 'Selaa mallistoittain',

  'collection.sort.featured': 'Suositellut',
  'collection.sort.price-asc': 'Hinta, alimmasta ylimpään',
  'collection.sort.price-desc': 'Hinta, ylimmästä alimpaan',
  'collection.sort.newest': 'Uusimmat',
  'collection.sort.title-asc': 'Aakkosjärjestyksessä, A–Ö',
  'collection.sortBy': 'Lajittele',
  'collection.empty': 'Tässä mallistossa ei ole vielä tuotteita.',
  'collection.pagination': 'Sivutus',
  'collection.previous': 'Edellinen',
  'collection.next': 'Seuraava',
  'collection.pageOf': 'Sivu {page}/{pages}',

  'product.images': 'Tuotekuvat',
  'product.soldOutMark': '(loppuunmyyty)',
  'product.onlyLeft': '{count, plural, one {Vain # jäljellä} other {Vain # jäljellä}}',
  'product.addFailed': 'Tuotetta ei voitu lisätä ostoskoriin, yritä uudelleen',

  'cart.update': 'Päivitä',
  'cart.quantityOf': 'Tuotteen {title} määrä',
  'cart.summary': 'Tilauksen yhteenveto',
  'cart.items': 'Tuotteet',
  'cart.taxNote': 'Toimituskulut ja verot lasketaan kassalla.',
  'cart.updateFailed': 'Ostoskoria ei voitu päivittää, yritä uudelleen',

  'validation.required': 'Tämä kenttä on pakollinen',
  'validation.email': 'Anna kelvollinen sähköpostiosoite',
  'validation.firstName': 'Anna etunimi',
  'validation.lastName': 'Anna sukunimi',
  'validation.address': 'Anna osoite',
  'validation.city': 'Anna kaupunki',
  'validation.country': 'Valitse maa',
  'validation.province': 'Valitse osavaltio / maakunta',
  'validation.postcode': 'Anna kelvollinen postinumero',
  'validation.phone': 'Anna kelvollinen puhelinnumero',
  'validation.phoneTooLong': 'Puhelinnumerossa saa olla enintään {max} merkkiä',
  'validation.tooLong': 'Kirjoita enintään {max} merkkiä',
  'validation.poBox': 'Postilokero ei ole kelvollinen osoite',
  'validation.taxId': 'Anna kelvollinen CPF (11 numeroa) tai CNPJ (14 numeroa)',
  'validation.klarnaName': 'Klarna vaatii nimen, jossa on yli 1 merkki ja joka ei koostu pelkistä numeroista',
  'validation.shippingMethod': 'Valitse toimitustapa',
  'validation.paymentMethod': 'Valitse maksutapa',
  'validation.cardNumber': 'Anna kelvollinen kortin numero',
  'validation.cardName': 'Anna kortissa oleva nimi',
  'validation.cardExpiry': 'Anna kelvollinen voimassaolopäivä',
  'validation.cardCvc': 'Anna kelvollinen turvakoodi',
  'validation.trackingNumber': 'Anna seurantanumero, jossa on 5–50 kirjainta ja numeroa',
  'validation.passwordMismatch': 'Salasanat eivät täsmää',
  'validation.characterLimit': 'Merkkiraja saavutettu!',
  'validation.cartMinTotal': 'Yhteissumman on oltava vähintään {p}',
  'validation.cartMaxTotal': 'Yhteissumma saa olla enintään {p}',
  'validation.selectVariant': 'Valitse vähintään yksi vaihtoehto',

  'errors.timeout': 'Yhteys aikakatkaistiin, yritä uudelleen',
  'errors.orderNotFound': 'Tilausta ei löytynyt',
  'errors.notFound': 'Ei löytynyt',
  'errors.shopClosed': 'Tämä kauppa on tällä hetkellä suljettu. Tule myöhemmin uudelleen.',
  'errors.unableToPay': 'Maksaminen ei onnistu. Ota yhteyttä kaupan omistajaan.',
  'errors.domainNoPayment': 'Tilauksia ei voi maksaa tällä verkkotunnuksella.',
  'errors.frequentOperations': 'Liian monta toimintoa, yritä huomenna uudelleen',
  'errors.authorizationExpired': 'Luottokortin katevaraus on vanhentunut. Maksa uudelleen.',
  'errors.paymentNotAvailable': 'Tämä maksutapa ei ole käytettävissä, kokeile toista maksutapaa',
  'errors.couponNotMatched': 'Alennuskoodi ei kelpaa',
  'errors.googlePayUnavailable': 'Google Pay ei ole käytettävissä tässä selaimessa.',

  'checkout.PAYMENT_GENERIC_ERROR': 'Maksussa tapahtui virhe. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Tämä maksutapa ei ole juuri nyt käytettävissä. Yritä myöhemmin uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_TIMEOUT': 'Maksu aikakatkaistiin. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_POLICY_REASONS': 'Maksu hylättiin käytäntöihin liittyvistä syistä. Käytä toista maksutapaa.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Maksu hylättiin, koska toimitusosoite näyttää virheelliseltä. Tarkista se ja yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Maksu hylättiin, koska sähköpostiosoite ei ole kelvollinen. Tarkista se ja yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY': 'Tämä maksutapa ei ole käytettävissä maassasi. Käytä toista maksutapaa.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY': 'Tämä maksutapa ei tue tilauksesi valuuttaa. Käytä toista maksutapaa.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Tilauksen loppusumma ylittää tämän maksutavan enimmäismäärän. Käytä toista maksutapaa.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Olet saavuttanut sallitun maksujen summan tai määrän. Yritä myöhemmin uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Tilillä ei ole riittävästi varoja tähän maksuun. Käytä toista maksutapaa.',
  'checkout.PAYMENT_CANCELED': 'Maksu peruutettiin. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Tämä näyttää toistuvalta maksulta, joten sitä ei veloitettu uudelleen. Tarkista tilauksesi tai yritä uudelleen toisella maksutavalla.',
  'checkout.PAYMENT_DECLINED': 'Maksusi hylättiin. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_CARD_INVALID': 'Korttisi ei ole kelvollinen. Tarkista kortin tiedot tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_DECLINED': 'Korttisi hylättiin. Yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Korttiasi ei voitu vahvistaa 3D Secure -tunnistuksella. Yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_LOST': 'Korttisi hylättiin. Ota yhteyttä pankkiisi tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Korttisi on vanhentunut. Käytä toista korttia.',
  'checkout.PAYMENT_CARD_UNSUPPORTED': 'Tätä korttityyppiä ei hyväksytä. Käytä toista korttia tai maksutapaa.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Turvakoodi (CVV) on virheellinen. Tarkista se ja yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'Voimassaolopäivä on virheellinen. Tarkista se ja yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Kortillasi ei ole riittävästi katetta. Käytä toista korttia tai maksutapaa.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Kortin numero tai kortinhaltijan nimi on virheellinen. Tarkista ne ja yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Korttisi on estetty liian monen PIN-yrityksen jälkeen. Ota yhteyttä pankkiisi tai käytä toista korttia.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'Korttiasi ei voi käyttää tähän maksuun. Käytä toista korttia.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Korttiasi ei voitu vahvistaa. Yritä uudelleen tai käytä toista korttia.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal käsittelee vielä maksuasi. Odota hetki ja yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal hylkäsi maksun. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal ei voinut lunastaa tätä maksua. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal on jo käsitellyt tämän maksun. Tarkista tilauksesi tai yritä uudelleen toisella maksutavalla.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Tämä PayPal-maksu on jo veloitettu. Tarkista tilauksesi tai yritä uudelleen toisella maksutavalla.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal pyytää sinua suorittamaan toimenpiteen. Viimeistele se PayPalissa ja yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Postinumero ei vastaa korttiasi. Tarkista se ja yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_EXPIRED': 'Maksuistunto on vanhentunut. Yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.PAYMENT_PENDING':
    'Maksusi odottaa käsittelyä. Vahvistamme tilauksesi, kun maksu on valmis; muussa tapauksessa yritä uudelleen tai käytä toista maksutapaa.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Postinumeroon ei voi toimittaa',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Tätä tilausta ei voi toimittaa annettuun osoitteeseen',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Toimitustapoja ei ole saatavilla',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Maksutapoja ei ole saatavilla',
  'checkout.COUPON_NOT_MATCHED': 'Alennuskoodi ei kelpaa',
  'checkout.TOO_MANY_REQUESTS': 'Liian monta toimintoa, yritä huomenna uudelleen',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Loppusummasi muuttui, esimerkiksi toimitustavan vuoksi. Mitään ei veloitettu: tarkista uusi summa ja maksa uudelleen.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Maksua ei voitu suorittaa eikä tilausta luotu, joten mitään ei veloitettu. Tarkista yhteys ja yritä uudelleen.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Emme tavoittaneet kauppaa vahvistaaksemme tilauksesi. Tarkista yhteys ja maksa uudelleen: tästä tilauksesta ei koskaan veloiteta kahdesti.',
};

export default fiFI;
