import type en from './en-US';

export default {
  'site.preview.banner': 'Estás viendo una vista previa del tema {theme}.',
  'site.preview.leave': 'Salir de la vista previa',
  'site.currency.label': 'Moneda',
  'site.currency.change': 'Cambiar moneda',
  'site.price.sale': 'Precio de oferta',
  'site.price.regular': 'Precio habitual',
  'site.cookieSettings': 'Configuración de cookies',
  'site.consent.saveFailed': 'No se han podido guardar tus preferencias de cookies. Inténtalo de nuevo.',
  'site.chunk.title': 'No se ha podido cargar esta parte de la página',
  'site.chunk.timeout': 'Se ha agotado el tiempo de conexión. Comprueba tu conexión e inténtalo de nuevo.',
  'site.chunk.failed': 'No se ha podido descargar parte de la página. Inténtalo de nuevo.',
} satisfies Record<keyof typeof en, string>;
