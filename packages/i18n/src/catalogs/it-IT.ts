import type { StoreCatalog } from '../catalog';

/** Italian store texts. */
const itIT: StoreCatalog = {
  'common.skipToContent': 'Vai al contenuto',
  'common.continueShopping': 'Continua lo shopping',
  'common.yourCart': 'Il tuo carrello',
  'common.cartEmpty': 'Il tuo carrello è vuoto',
  'common.cartLines': 'Articoli nel tuo carrello',
  'common.cartLoading': 'Caricamento del carrello…',
  'common.cartUpdating': 'Aggiornamento del carrello…',
  'common.itemCount': '{count, plural, one {# articolo} many {# di articoli} other {# articoli}}',
  'common.productCount': '{count, plural, one {# prodotto} many {# di prodotti} other {# prodotti}}',
  'common.subtotal': 'Subtotale',
  'common.total': 'Totale',
  'common.shipping': 'Spedizione',
  'common.free': 'Gratis',
  'common.quantity': 'Quantità',
  'common.quantityFor': 'Quantità per {title}',
  'common.decreaseQuantity': 'Diminuisci quantità',
  'common.increaseQuantity': 'Aumenta quantità',
  'common.remove': 'Rimuovi',
  'common.removeLine': 'Rimuovi {title}',
  'common.lineRemoved': '{title} rimosso dal carrello',
  'common.checkout': 'Vai alla cassa',
  'common.viewCart': 'Vedi carrello',
  'common.close': 'Chiudi',
  'common.apply': 'Applica',
  'common.adding': 'Aggiunta in corso…',
  'common.addToCart': 'Aggiungi al carrello',
  'common.soldOut': 'Esaurito',
  'common.optional': '(facoltativo)',
  'common.tryAgain': 'Riprova',
  'common.signIn': 'Accedi',
  'common.done': 'Fatto',
  'common.language': 'Lingua',
  'common.home': 'Home page',
  'common.somethingWrong': 'Si è verificato un problema',

  'header.collections': 'Collezioni',
  'header.changeLanguage': 'Cambia lingua',

  'footer.tagline': 'Oggetti di tutti i giorni, fatti bene. Abbigliamento e articoli per la casa in piccole serie.',
  'footer.shop': 'Negozio',
  'footer.help': 'Assistenza',
  'footer.freeShipping': 'Spedizione gratuita per ordini superiori a {amount}',
  'footer.returns': 'Reso entro 30 giorni',

  'error.tryLater': 'Riprova tra qualche istante.',
  'error.notFoundTitle': 'Pagina non trovata',
  'error.notFoundDetail': 'La pagina che cerchi non esiste o è stata spostata.',

  'home.eyebrow': 'Selezione d’autunno',
  'home.heroTitle': 'Oggetti di tutti i giorni, fatti bene.',
  'home.heroLead':
    'Lino, merino e gres da piccoli laboratori, scelti per essere indossati, usati e conservati per anni.',
  'home.heroCta': 'Scopri le novità',
  'home.newArrivals': 'Novità',
  'home.viewAll': 'Vedi tutto',
  'home.shopByCollection': 'Acquista per collezione',

  'collection.sort.featured': 'In evidenza',
  'collection.sort.price-asc': 'Prezzo crescente',
  'collection.sort.price-desc': 'Prezzo decrescente',
  'collection.sort.newest': 'Più recenti',
  'collection.sort.title-asc': 'Ordine alfabetico, A–Z',
  'collection.sortBy': 'Ordina per',
  'collection.empty': 'Non ci sono ancora prodotti in questa collezione.',
  'collection.pagination': 'Paginazione',
  'collection.previous': 'Precedente',
  'collection.next': 'Successiva',
  'collection.pageOf': 'Pagina {page} di {pages}',

  'product.images': 'Immagini del prodotto',
  'product.soldOutMark': '(esaurito)',
  'product.onlyLeft': '{count, plural, one {Solo # disponibile} many {Solo # disponibili} other {Solo # disponibili}}',
  'product.addFailed': 'Impossibile aggiungere al carrello, riprova',

  'cart.update': 'Aggiorna',
  'cart.quantityOf': 'Quantità di {title}',
  'cart.summary': 'Riepilogo dell’ordine',
  'cart.items': 'Articoli',
  'cart.taxNote': 'Spese di spedizione e imposte calcolate al momento del pagamento.',
  'cart.updateFailed': 'Impossibile aggiornare il carrello, riprova',

  'validation.required': 'Campo obbligatorio',
  'validation.email': 'Inserisci un indirizzo email valido',
  'validation.firstName': 'Inserisci un nome',
  'validation.lastName': 'Inserisci un cognome',
  'validation.address': 'Inserisci un indirizzo',
  'validation.city': 'Inserisci una città',
  'validation.country': 'Scegli un paese',
  'validation.province': 'Scegli una provincia / regione',
  'validation.postcode': 'Inserisci un CAP valido',
  'validation.phone': 'Inserisci un numero di telefono valido',
  'validation.phoneTooLong': 'Inserisci un numero di telefono di massimo {max} caratteri',
  'validation.tooLong': 'Inserisci al massimo {max} caratteri',
  'validation.poBox': 'Una casella postale non è un indirizzo valido',
  'validation.taxId': 'Inserisci un CPF (11 cifre) o un CNPJ (14 cifre) valido',
  'validation.klarnaName': 'Klarna richiede un nome di più di 1 carattere che non sia composto solo da cifre',
  'validation.shippingMethod': 'Scegli un metodo di spedizione',
  'validation.paymentMethod': 'Scegli un metodo di pagamento',
  'validation.cardNumber': 'Inserisci un numero di carta valido',
  'validation.cardName': 'Inserisci il nome riportato sulla carta',
  'validation.cardExpiry': 'Inserisci una data di scadenza valida',
  'validation.cardCvc': 'Inserisci un codice di sicurezza valido',
  'validation.trackingNumber': 'Inserisci un numero di tracking di 5-50 lettere e cifre',
  'validation.passwordMismatch': 'Le password non corrispondono',
  'validation.characterLimit': 'Limite di caratteri raggiunto!',
  'validation.cartMinTotal': 'Il totale deve essere di almeno {p}',
  'validation.cartMaxTotal': 'Il totale non può superare {p}',
  'validation.selectVariant': 'Seleziona almeno una variante',

  'errors.timeout': 'Connessione scaduta, riprova',
  'errors.orderNotFound': 'Ordine non trovato',
  'errors.notFound': 'Non trovato',
  'errors.shopClosed': 'Al momento questo negozio è chiuso. Torna più tardi.',
  'errors.unableToPay': 'Impossibile pagare. Contatta il titolare del negozio.',
  'errors.domainNoPayment': 'Non è possibile pagare ordini su questo dominio.',
  'errors.frequentOperations': 'Troppe operazioni, riprova domani',
  'errors.authorizationExpired': 'L’autorizzazione della carta di credito è scaduta. Effettua di nuovo il pagamento.',
  'errors.paymentNotAvailable': 'Questo metodo di pagamento non è disponibile, provane un altro',
  'errors.couponNotMatched': 'Il codice coupon non è valido',
  'errors.googlePayUnavailable': 'Google Pay non è disponibile in questo browser.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Si è verificato un problema con il pagamento. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Questo metodo di pagamento non è disponibile al momento. Riprova più tardi o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_TIMEOUT': 'Il tempo per il pagamento è scaduto. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_POLICY_REASONS':
    'Il pagamento è stato rifiutato per motivi di policy. Usa un altro metodo di pagamento.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Il pagamento è stato rifiutato perché l’indirizzo di spedizione sembra errato. Controllalo e riprova, oppure usa un altro metodo di pagamento.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Il pagamento è stato rifiutato perché l’indirizzo email non è valido. Controllalo e riprova, oppure usa un altro metodo di pagamento.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Questo metodo di pagamento non è disponibile nel tuo paese. Usa un altro metodo di pagamento.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Questo metodo di pagamento non supporta la valuta del tuo ordine. Usa un altro metodo di pagamento.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Il totale dell’ordine supera il limite consentito da questo metodo di pagamento. Usa un altro metodo di pagamento.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Hai raggiunto l’importo o il numero di pagamenti consentiti. Riprova più tardi o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS': 'Fondi insufficienti per questo pagamento. Usa un altro metodo di pagamento.',
  'checkout.PAYMENT_CANCELED': 'Il pagamento è stato annullato. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Sembra un pagamento ripetuto, quindi non è stato addebitato di nuovo. Controlla i tuoi ordini o riprova con un altro metodo di pagamento.',
  'checkout.PAYMENT_DECLINED': 'Il pagamento è stato rifiutato. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_CARD_INVALID': 'La carta non è valida. Controlla i dati della carta o usane un’altra.',
  'checkout.PAYMENT_CARD_DECLINED': 'La carta è stata rifiutata. Riprova o usa un’altra carta.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Non è stato possibile verificare la carta con 3D Secure. Riprova o usa un’altra carta.',
  'checkout.PAYMENT_CARD_LOST': 'La carta è stata rifiutata. Contatta la tua banca o usa un’altra carta.',
  'checkout.PAYMENT_CARD_EXPIRED': 'La carta è scaduta. Usa un’altra carta.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Questo tipo di carta non è accettato. Usa un’altra carta o un altro metodo di pagamento.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Il codice di sicurezza (CVV) non è corretto. Controllalo e riprova, oppure usa un’altra carta.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'La data di scadenza non è corretta. Controllala e riprova, oppure usa un’altra carta.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Fondi insufficienti sulla carta. Usa un’altra carta o un altro metodo di pagamento.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Il numero della carta o il nome del titolare non sono corretti. Controllali e riprova, oppure usa un’altra carta.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'La carta è bloccata dopo troppi tentativi di inserimento del PIN. Contatta la tua banca o usa un’altra carta.',
  'checkout.PAYMENT_CARD_RESTRICTED': 'La carta non può essere usata per questo pagamento. Usa un’altra carta.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Non è stato possibile verificare la carta. Riprova o usa un’altra carta.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal sta ancora elaborando il pagamento. Attendi qualche istante e riprova, oppure usa un altro metodo di pagamento.',
  'checkout.PAYMENT_PAYPAL_DECLINED': 'PayPal ha rifiutato il pagamento. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal non è riuscito a riscattare questo pagamento. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal ha già elaborato questo pagamento. Controlla i tuoi ordini o riprova con un altro metodo di pagamento.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Questo pagamento PayPal è già stato addebitato. Controlla i tuoi ordini o riprova con un altro metodo di pagamento.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal richiede un’azione da parte tua. Completala su PayPal e riprova, oppure usa un altro metodo di pagamento.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Il CAP non corrisponde a quello della carta. Controllalo e riprova, oppure usa un altro metodo di pagamento.',
  'checkout.PAYMENT_EXPIRED': 'La sessione di pagamento è scaduta. Riprova o usa un altro metodo di pagamento.',
  'checkout.PAYMENT_PENDING':
    'Il pagamento è in attesa. Confermeremo l’ordine non appena sarà completato; in caso contrario, riprova o usa un altro metodo di pagamento.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Consegna non disponibile per questo CAP',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Questo ordine non può essere spedito all’indirizzo inserito',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Nessun metodo di spedizione disponibile',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Nessun metodo di pagamento disponibile',
  'checkout.COUPON_NOT_MATCHED': 'Il codice coupon non è valido',
  'checkout.TOO_MANY_REQUESTS': 'Troppe operazioni, riprova domani',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Il totale è cambiato, ad esempio per il metodo di spedizione. Non è stato addebitato nulla: controlla il nuovo totale e paga di nuovo.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Non è stato possibile completare il pagamento e nessun ordine è stato creato, quindi non è stato addebitato nulla. Controlla la connessione e riprova.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Non siamo riusciti a contattare il negozio per confermare l’ordine. Controlla la connessione e paga di nuovo: questo ordine non ti verrà mai addebitato due volte.',
};

export default itIT;
