export * from './recentlyViewed';
export * from './useRecentlyViewed';
