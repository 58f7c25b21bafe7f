import type en from './en-US';

export default {
  'showcase.rating.summary': '5점 만점에 {rating}점 · {count, plural, other {리뷰 #개}}',
  'showcase.reviews.failed': '리뷰를 보내지 못했습니다. 다시 시도해 주세요.',
  'showcase.comments.formTitle': '질문하거나 댓글 남기기',
  'showcase.comments.name': '이름',
  'showcase.comments.body': '댓글',
  'showcase.comments.submit': '댓글 등록',
  'showcase.comments.sending': '등록 중…',
  'showcase.comments.sent': '감사합니다! 댓글이 등록되었습니다.',
  'showcase.comments.failed': '댓글을 등록하지 못했습니다. 다시 시도해 주세요.',
  'showcase.recentlyViewed.title': '최근 본 상품',
  'showcase.recentlyViewed.clear': '기록 지우기',
  'showcase.home.favourites': '추천 상품',
  'showcase.home.heroSecondary': '{collection} 둘러보기',
  'showcase.mediaFeed.title': '스튜디오 소식',
  'showcase.mediaFeed.lead': '저희가 만든 물건과 함께하는 일상의 순간을 스튜디오와 고객들이 나눕니다.',
  'showcase.mediaFeed.shop': '{product} 구매하기',
} satisfies Record<keyof typeof en, string>;
