import type en from './en-US';

export default {
  'site.preview.banner': '您正在预览 {theme} 主题。',
  'site.preview.leave': '退出预览',
  'site.currency.label': '货币',
  'site.currency.change': '更改货币',
  'site.price.sale': '促销价',
  'site.price.regular': '原价',
  'site.cookieSettings': 'Cookie 设置',
  'site.consent.saveFailed': '无法保存您的 Cookie 选择，请重试。',
  'site.chunk.title': '无法加载页面的这一部分',
  'site.chunk.timeout': '连接超时。请检查网络连接后重试。',
  'site.chunk.failed': '无法下载页面的一部分，请重试。',
} satisfies Record<keyof typeof en, string>;
