import type { StoreCatalog } from '../catalog';

/** French store texts. */
const frFR: StoreCatalog = {
  'common.skipToContent': 'Aller au contenu',
  'common.continueShopping': 'Continuer mes achats',
  'common.yourCart': 'Votre panier',
  'common.cartEmpty': 'Votre panier est vide',
  'common.cartLines': 'Articles de votre panier',
  'common.cartLoading': 'Chargement de votre panier…',
  'common.cartUpdating': 'Mise à jour de votre panier…',
  'common.itemCount': '{count, plural, one {# article} other {# articles}}',
  'common.productCount': '{count, plural, one {# produit} other {# produits}}',
  'common.subtotal': 'Sous-total',
  'common.total': 'Total',
  'common.shipping': 'Livraison',
  'common.free': 'Gratuite',
  'common.quantity': 'Quantité',
  'common.quantityFor': 'Quantité pour {title}',
  'common.decreaseQuantity': 'Diminuer la quantité',
  'common.increaseQuantity': 'Augmenter la quantité',
  'common.remove': 'Supprimer',
  'common.removeLine': 'Supprimer {title}',
  'common.lineRemoved': '{title} a été retiré de votre panier',
  'common.checkout': 'Passer commande',
  'common.viewCart': 'Voir le panier',
  'common.close': 'Fermer',
  'common.apply': 'Appliquer',
  'common.adding': 'Ajout…',
  'common.addToCart': 'Ajouter au panier',
  'common.soldOut': 'Épuisé',
  'common.optional': '(facultatif)',
  'common.tryAgain': 'Réessayer',
  'common.signIn': 'Se connecter',
  'common.done': 'Terminé',
  'common.language': 'Langue',
  'common.home': 'Accueil',
  'common.somethingWrong': 'Un problème est survenu',

  'header.collections': 'Collections',
  'header.changeLanguage': 'Changer de langue',

  'footer.tagline': 'Des objets du quotidien, bien faits. Vêtements et objets pour la maison en petites séries.',
  'footer.shop': 'Boutique',
  'footer.help': 'Aide',
  'footer.freeShipping': 'Livraison offerte dès {amount} d’achat',
  'footer.returns': 'Retours sous 30 jours',

  'error.tryLater': 'Veuillez réessayer dans un instant.',
  'error.notFoundTitle': 'Page introuvable',
  'error.notFoundDetail': 'La page que vous cherchez n’existe pas ou a été déplacée.',

  'home.eyebrow': 'Sélection d’automne',
  'home.heroTitle': 'Des objets du quotidien, bien faits.',
  'home.heroLead': 'Lin, mérinos et grès de petits ateliers — choisis pour être portés, utilisés et gardés des années.',
  'home.heroCta': 'Voir les nouveautés',
  'home.newArrivals': 'Nouveautés',
  'home.viewAll': 'Tout voir',
  'home.shopByCollection': 'Acheter par collection',

  'collection.sort.featured': 'En vedette',
  'collection.sort.price-asc': 'Prix croissant',
  'collection.sort.price-desc': 'Prix décroissant',
  'collection.sort.newest': 'Nouveautés',
  'collection.sort.title-asc': 'Ordre alphabétique, A–Z',
  'collection.sortBy': 'Trier par',
  'collection.empty': 'Aucun produit dans cette collection pour le moment.',
  'collection.pagination': 'Pagination',
  'collection.previous': 'Précédent',
  'collection.next': 'Suivant',
  'collection.pageOf': 'Page {page} sur {pages}',

  'product.images': 'Images du produit',
  'product.soldOutMark': '(épuisé)',
  'product.onlyLeft': '{count, plural, one {Plus que # en stock} other {Plus que # en stock}}',
  'product.addFailed': 'Impossible d’ajouter au panier, veuillez réessayer',

  'cart.update': 'Mettre à jour',
  'cart.quantityOf': 'Quantité de {title}',
  'cart.summary': 'Récapitulatif de la commande',
  'cart.items': 'Articles',
  'cart.taxNote': 'Les frais de livraison et les taxes sont calculés lors du paiement.',
  'cart.updateFailed': 'Impossible de mettre à jour votre panier, veuillez réessayer',

  'validation.required': 'Ce champ est obligatoire',
  'validation.email': 'Saisissez une adresse e-mail valide',
  'validation.firstName': 'Saisissez un prénom',
  'validation.lastName': 'Saisissez un nom',
  'validation.address': 'Saisissez une adresse',
  'validation.city': 'Saisissez une ville',
  'validation.country': 'Choisissez un pays',
  'validation.province': 'Choisissez un État / une région',
  'validation.postcode': 'Saisissez un code postal valide',
  'validation.phone': 'Saisissez un numéro de téléphone valide',
  'validation.phoneTooLong': 'Saisissez un numéro de téléphone de {max} caractères au maximum',
  'validation.tooLong': 'Saisissez {max} caractères au maximum',
  'validation.poBox': 'Une boîte postale n’est pas une adresse valide',
  'validation.taxId': 'Saisissez un CPF (11 chiffres) ou un CNPJ (14 chiffres) valide',
  'validation.klarnaName': 'Klarna exige un nom de plus d’un caractère qui ne soit pas composé uniquement de chiffres',
  'validation.shippingMethod': 'Choisissez un mode de livraison',
  'validation.paymentMethod': 'Choisissez un moyen de paiement',
  'validation.cardNumber': 'Saisissez un numéro de carte valide',
  'validation.cardName': 'Saisissez le nom figurant sur la carte',
  'validation.cardExpiry': 'Saisissez une date d’expiration valide',
  'validation.cardCvc': 'Saisissez un code de sécurité valide',
  'validation.trackingNumber': 'Saisissez un numéro de suivi de 5 à 50 lettres et chiffres',
  'validation.passwordMismatch': 'Les mots de passe ne correspondent pas',
  'validation.characterLimit': 'Limite de caractères atteinte !',
  'validation.cartMinTotal': 'Le total doit être d’au moins {p}',
  'validation.cartMaxTotal': 'Le total ne doit pas dépasser {p}',
  'validation.selectVariant': 'Veuillez sélectionner au moins une variante',

  'errors.timeout': 'La connexion a expiré, veuillez réessayer',
  'errors.orderNotFound': 'Commande introuvable',
  'errors.notFound': 'Introuvable',
  'errors.shopClosed': 'Cette boutique est fermée pour le moment. Revenez plus tard.',
  'errors.unableToPay': 'Paiement impossible, veuillez contacter le propriétaire de la boutique.',
  'errors.domainNoPayment': 'Les commandes ne peuvent pas être payées sur ce domaine.',
  'errors.frequentOperations': 'Trop d’opérations, veuillez réessayer demain',
  'errors.authorizationExpired': 'L’autorisation de la carte bancaire a expiré. Veuillez payer à nouveau.',
  'errors.paymentNotAvailable': 'Ce moyen de paiement n’est pas disponible, veuillez en essayer un autre',
  'errors.couponNotMatched': 'Le code promo ne correspond pas',
  'errors.googlePayUnavailable': 'Google Pay n’est pas disponible dans ce navigateur.',

  'checkout.PAYMENT_GENERIC_ERROR':
    'Un problème est survenu lors de votre paiement. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_UNAVAILABLE':
    'Ce moyen de paiement est indisponible pour le moment. Veuillez réessayer plus tard ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_TIMEOUT':
    'Le délai de paiement a expiré. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_POLICY_REASONS':
    'Ce paiement a été refusé pour des raisons de politique. Veuillez utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_SHIPPING_ADDRESS_INCORRECT':
    'Le paiement a été refusé car l’adresse de livraison semble incorrecte. Vérifiez-la et réessayez, ou utilisez un autre moyen de paiement.',
  'checkout.PAYMENT_EMAIL_INVALID':
    'Le paiement a été refusé car l’adresse e-mail n’est pas valide. Vérifiez-la et réessayez, ou utilisez un autre moyen de paiement.',
  'checkout.PAYMENT_UNSUPPORTED_COUNTRY':
    'Ce moyen de paiement n’est pas disponible dans votre pays. Veuillez utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_UNSUPPORTED_CURRENCY':
    'Ce moyen de paiement ne prend pas en charge la devise de votre commande. Veuillez utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_EXCEEDED_PRICE_LIMIT':
    'Le total de la commande dépasse le montant autorisé par ce moyen de paiement. Veuillez utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_EXCEEDED_AMOUNT_OR_FREQUENCY_LIMIT':
    'Vous avez atteint le montant ou le nombre de paiements autorisés. Veuillez réessayer plus tard ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_INSUFFICIENT_FUNDS':
    'Les fonds sont insuffisants pour ce paiement. Veuillez utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_CANCELED': 'Le paiement a été annulé. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_REPEAT_TRANSACTION':
    'Ce paiement semble être un doublon ; il n’a donc pas été débité une seconde fois. Vérifiez vos commandes ou réessayez avec un autre moyen de paiement.',
  'checkout.PAYMENT_DECLINED':
    'Votre paiement a été refusé. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_CARD_INVALID':
    'Votre carte n’est pas valide. Vérifiez les informations de la carte ou utilisez une autre carte.',
  'checkout.PAYMENT_CARD_DECLINED': 'Votre carte a été refusée. Veuillez réessayer ou utiliser une autre carte.',
  'checkout.PAYMENT_CARD_3DS_NOT_VERIFIED':
    'Votre carte n’a pas pu être vérifiée avec 3D Secure. Veuillez réessayer ou utiliser une autre carte.',
  'checkout.PAYMENT_CARD_LOST':
    'Votre carte a été refusée. Veuillez contacter votre banque ou utiliser une autre carte.',
  'checkout.PAYMENT_CARD_EXPIRED': 'Votre carte a expiré. Veuillez utiliser une autre carte.',
  'checkout.PAYMENT_CARD_UNSUPPORTED':
    'Ce type de carte n’est pas accepté. Veuillez utiliser une autre carte ou un autre moyen de paiement.',
  'checkout.PAYMENT_CARD_WRONG_CVV':
    'Le code de sécurité (CVV) est incorrect. Vérifiez-le et réessayez, ou utilisez une autre carte.',
  'checkout.PAYMENT_CARD_WRONG_EXPIRATION_DATE':
    'La date d’expiration est incorrecte. Vérifiez-la et réessayez, ou utilisez une autre carte.',
  'checkout.PAYMENT_CARD_INSUFFICIENT_FUNDS':
    'Le solde de votre carte est insuffisant. Veuillez utiliser une autre carte ou un autre moyen de paiement.',
  'checkout.PAYMENT_CARD_WRONG_ACCOUNT_OR_NAME':
    'Le numéro de carte ou le nom du titulaire est incorrect. Vérifiez-les et réessayez, ou utilisez une autre carte.',
  'checkout.PAYMENT_CARD_PIN_RETRY_LIMIT':
    'Votre carte est bloquée après trop de tentatives de code PIN. Veuillez contacter votre banque ou utiliser une autre carte.',
  'checkout.PAYMENT_CARD_RESTRICTED':
    'Votre carte ne peut pas être utilisée pour ce paiement. Veuillez utiliser une autre carte.',
  'checkout.PAYMENT_CARD_VERIFICATION_FAILED':
    'Votre carte n’a pas pu être vérifiée. Veuillez réessayer ou utiliser une autre carte.',
  'checkout.PAYMENT_PAYPAL_PROCESSING':
    'PayPal traite encore votre paiement. Patientez un instant et réessayez, ou utilisez un autre moyen de paiement.',
  'checkout.PAYMENT_PAYPAL_DECLINED':
    'PayPal a refusé le paiement. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_PAYPAL_REDEMPTION':
    'PayPal n’a pas pu encaisser ce paiement. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_PAYPAL_PROCESSED':
    'PayPal a déjà traité ce paiement. Vérifiez vos commandes ou réessayez avec un autre moyen de paiement.',
  'checkout.PAYMENT_PAYPAL_ALREADY_CAPTURED':
    'Ce paiement PayPal a déjà été encaissé. Vérifiez vos commandes ou réessayez avec un autre moyen de paiement.',
  'checkout.PAYMENT_PAYPAL_ACTION_REQUIRED':
    'PayPal vous demande d’effectuer une action. Terminez-la dans PayPal et réessayez, ou utilisez un autre moyen de paiement.',
  'checkout.PAYMENT_WRONG_ZIPCODE':
    'Le code postal ne correspond pas à votre carte. Vérifiez-le et réessayez, ou utilisez un autre moyen de paiement.',
  'checkout.PAYMENT_EXPIRED':
    'La session de paiement a expiré. Veuillez réessayer ou utiliser un autre moyen de paiement.',
  'checkout.PAYMENT_PENDING':
    'Votre paiement est en attente. Nous confirmerons votre commande dès qu’il sera finalisé ; sinon, réessayez ou utilisez un autre moyen de paiement.',
  'checkout.POSTCODE_NOT_DELIVERABLE': 'Livraison impossible vers ce code postal',
  'checkout.ADDRESS_NOT_SHIPPABLE': 'Cette commande ne peut pas être expédiée à l’adresse saisie',
  'checkout.NO_SHIPPING_METHODS_AVAILABLE': 'Aucun mode de livraison disponible',
  'checkout.NO_PAYMENT_METHODS_AVAILABLE': 'Aucun moyen de paiement disponible',
  'checkout.COUPON_NOT_MATCHED': 'Le code promo ne correspond pas',
  'checkout.TOO_MANY_REQUESTS': 'Trop d’opérations, veuillez réessayer demain',
  // Checkout failures of a payment whose answer was lost or whose total changed.
  'checkout.CHECKOUT_TOTAL_CHANGED':
    'Votre total a changé, par exemple à cause du mode de livraison. Rien n’a été débité : vérifiez le nouveau total et payez à nouveau.',
  'checkout.CHECKOUT_NOT_PLACED':
    'Le paiement n’a pas pu aboutir et aucune commande n’a été créée : rien n’a été débité. Vérifiez votre connexion et réessayez.',
  'checkout.CHECKOUT_STATE_UNKNOWN':
    'Nous n’avons pas pu joindre la boutique pour confirmer votre commande. Vérifiez votre connexion et payez à nouveau : cette commande ne vous sera jamais débitée deux fois.',
};

export default frFR;
