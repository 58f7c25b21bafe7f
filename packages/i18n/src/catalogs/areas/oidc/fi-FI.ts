import type en from './en-US';

export default {
  'oidc.continueWith': 'Jatka palvelulla {provider}',
  'oidc.divider': 'tai',
  'oidc.groupLabel': 'Kirjaudu toisella tilillä',
  'oidc.moreOptions': 'Muut kirjautumistavat',
  'oidc.chooser.title': 'Kirjaudu toisella tilillä',
  'oidc.chooser.intro':
    'Käytä tiliä, joka sinulla jo on jossakin näistä palveluista. Saamme vain nimesi ja sähköpostiosoitteesi.',
  'oidc.chooser.empty': 'Muita kirjautumistapoja ei ole juuri nyt käytettävissä.',
  'oidc.usePassword': 'Kirjaudu sähköpostilla ja salasanalla',
  'oidc.error.title': 'Kirjautuminen ei onnistunut',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'Tämä kirjautumistapa ei ole käytettävissä.',
  'oidc.error.OIDC_STATE_INVALID': 'Kirjautuminen kesti liian kauan tai se on jo käytetty. Aloita alusta.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'Kirjautuminen peruttiin. Voit yrittää uudelleen tai kirjautua salasanallasi.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'Kirjautumispalvelu ei vastannut odotetusti. Yritä hetken kuluttua uudelleen.',
  'oidc.error.OIDC_TOKEN_INVALID': 'Emme voineet vahvistaa henkilöllisyyttäsi kirjautumispalvelusta. Yritä uudelleen.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'Sähköpostiosoitettasi ei ole vahvistettu tässä palvelussa. Vahvista se ensin siellä tai kirjaudu salasanallasi.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'Kirjautumispalvelu ei jakanut sähköpostiosoitettasi, jota tarvitsemme tilauksiasi varten. Salli sähköpostin jakaminen tai luo tili salasanalla.',
  'oidc.error.TOO_MANY_REQUESTS': 'Liian monta kirjautumisyritystä. Odota hetki ja yritä uudelleen.',
  'oidc.error.generic': 'Kirjautumisessa tapahtui virhe. Yritä uudelleen.',
  'oidc.error.retry': 'Yritä uudelleen palvelulla {provider}',
  'oidc.error.reference': 'Virhekoodi: {code}',
} satisfies Record<keyof typeof en, string>;
