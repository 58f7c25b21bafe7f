import type en from './en-US';

export default {
  'site.preview.banner': '{theme} 테마를 미리 보고 있습니다.',
  'site.preview.leave': '미리 보기 종료',
  'site.currency.label': '통화',
  'site.currency.change': '통화 변경',
  'site.price.sale': '할인가',
  'site.price.regular': '정가',
  'site.cookieSettings': '쿠키 설정',
  'site.consent.saveFailed': '쿠키 선택을 저장하지 못했습니다. 다시 시도해 주세요.',
  'site.chunk.title': '페이지의 이 부분을 불러오지 못했습니다',
  'site.chunk.timeout': '연결 시간이 초과되었습니다. 연결을 확인하고 다시 시도해 주세요.',
  'site.chunk.failed': '페이지 일부를 내려받지 못했습니다. 다시 시도해 주세요.',
} satisfies Record<keyof typeof en, string>;
