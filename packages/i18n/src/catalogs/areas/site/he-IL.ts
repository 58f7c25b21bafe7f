import type en from './en-US';

export default {
  'site.preview.banner': 'אתם צופים בתצוגה מקדימה של ערכת העיצוב {theme}.',
  'site.preview.leave': 'יציאה מהתצוגה המקדימה',
  'site.currency.label': 'מטבע',
  'site.currency.change': 'החלפת מטבע',
  'site.price.sale': 'מחיר מבצע',
  'site.price.regular': 'מחיר רגיל',
  'site.cookieSettings': 'הגדרות עוגיות',
  'site.consent.saveFailed': 'לא ניתן היה לשמור את בחירות העוגיות שלכם. נסו שוב.',
  'site.chunk.title': 'לא ניתן היה לטעון את החלק הזה של הדף',
  'site.chunk.timeout': 'החיבור הסתיים בזמן קצוב. בדקו את החיבור ונסו שוב.',
  'site.chunk.failed': 'לא ניתן היה להוריד חלק מהדף. נסו שוב.',
} satisfies Record<keyof typeof en, string>;
