import type en from './en-US';

export default {
  'showcase.rating.summary': '{rating} 分（满分 5 分）· {count, plural, other {# 条评价}}',
  'showcase.reviews.failed': '无法提交您的评价，请重试。',
  'showcase.comments.formTitle': '提问或留言',
  'showcase.comments.name': '您的姓名',
  'showcase.comments.body': '您的留言',
  'showcase.comments.submit': '发布留言',
  'showcase.comments.sending': '正在发布…',
  'showcase.comments.sent': '谢谢！您的留言已发布。',
  'showcase.comments.failed': '无法发布您的留言，请重试。',
  'showcase.recentlyViewed.title': '最近浏览',
  'showcase.recentlyViewed.clear': '清除记录',
  'showcase.home.favourites': '我们的精选',
  'showcase.home.heroSecondary': '探索{collection}',
  'showcase.mediaFeed.title': '来自我们的工作室',
  'showcase.mediaFeed.lead': '我们的工作室与顾客分享的日常时刻，与我们制作的物品相伴。',
  'showcase.mediaFeed.shop': '选购{product}',
} satisfies Record<keyof typeof en, string>;
