import type en from './en-US';

export default {
  'oidc.continueWith': 'המשך עם {provider}',
  'oidc.divider': 'או',
  'oidc.groupLabel': 'כניסה עם חשבון אחר',
  'oidc.moreOptions': 'דרכים נוספות להתחבר',
  'oidc.chooser.title': 'כניסה עם חשבון אחר',
  'oidc.chooser.intro': 'השתמשו בחשבון שכבר יש לכם באחד מהשירותים האלה. אנחנו מקבלים רק את השם וכתובת הדוא״ל שלכם.',
  'oidc.chooser.empty': 'אין כרגע אפשרויות כניסה נוספות.',
  'oidc.usePassword': 'כניסה עם דוא״ל וסיסמה',
  'oidc.error.title': 'לא הצלחנו להכניס אתכם לחשבון',
  'oidc.error.OIDC_PROVIDER_NOT_FOUND': 'אפשרות הכניסה הזו אינה זמינה.',
  'oidc.error.OIDC_STATE_INVALID': 'הכניסה נמשכה זמן רב מדי או שכבר נעשה בה שימוש. נא להתחיל מחדש.',
  'oidc.error.OIDC_SIGN_IN_CANCELLED': 'הכניסה בוטלה. אפשר לנסות שוב או להיכנס עם הסיסמה.',
  'oidc.error.OIDC_PROVIDER_ERROR': 'שירות הכניסה לא השיב כמצופה. נא לנסות שוב בעוד רגע.',
  'oidc.error.OIDC_TOKEN_INVALID': 'לא הצלחנו לאמת את זהותכם מול שירות הכניסה. נא לנסות שוב.',
  'oidc.error.OIDC_EMAIL_NOT_VERIFIED':
    'כתובת הדוא״ל שלכם לא אומתה בשירות הזה. אמתו אותה שם קודם, או היכנסו עם הסיסמה.',
  'oidc.error.OIDC_EMAIL_MISSING':
    'שירות הכניסה לא שיתף את כתובת הדוא״ל שלכם, שדרושה לנו עבור ההזמנות. אפשרו לו לשתף את הדוא״ל, או צרו חשבון עם סיסמה.',
  'oidc.error.TOO_MANY_REQUESTS': 'יותר מדי ניסיונות כניסה. נא להמתין זמן מה ולנסות שוב.',
  'oidc.error.generic': 'משהו השתבש בזמן הכניסה. נא לנסות שוב.',
  'oidc.error.retry': 'לנסות שוב עם {provider}',
  'oidc.error.reference': 'קוד שגיאה: {code}',
} satisfies Record<keyof typeof en, string>;
